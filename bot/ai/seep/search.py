"""A Seep player that looks ahead: for the few moves the rule of thumb likes best it deals the cards its seat has
not seen (the pack less its hand, the floor and the capture still shown) to the other hands, to the reserves at
two players and, before the deal is completed, to the packets still to come; plays each imagined deal on from
the move for some plays, everyone playing a quick greedy rule that knows the imagined hands; and keeps the move
that leaves its side furthest ahead in card points, cards and seeps, on the mean over the same deals.

Seep's own knowledge sits in the playout: a house on the floor counts for its owners' side (they hold its card),
the next player sweeps whatever floor he can sweep, and a seep on the deal's last play is worth nothing.
The cards already taken are not in the view beyond their count, so they stay among the unseen; the places to
fill take what they need and the rest are out of play. Work is counted, not timed, and the deals are drawn from
a generator seeded by the view, so the same view always gives the same move.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from bot.ai.advice import MOVE
from bot.ai.playout import Weighed, deal_unseen, view_rng, weigh_over_worlds, worlds_for
from bot.games.cards import standard_deck
from bot.games.protocol import Game, View
from bot.games.seep.floor import BUILD, CAPTURE, THROW, VALUES, Floor, Move, Mover, value
from bot.games.seep.scoring import card_points, seep_value
from bot.games.seep.sums import ZERO, maximal_families, vector
from bot.plugin import Advice

from .rule import LAST_PLAY, SeepPlayer, floor_of, move_of, partner_of, shortlist, sweeping_values

TWO_PLAYER_PART = 24  # §B1: the reserves come up after this many plays
CANDIDATES = 5  # the rule of thumb's best moves weighed against each other
HORIZON = 8  # plays looked ahead after the move: two rounds at four players
WORK = 1_200  # simulated plays per decision: p95 well under 300 ms on a busy 2-core machine
FULL_THINK = 0.25  # seconds: the bot's time a move, which the whole work fits
MIN_WORLDS, MAX_WORLDS = 12, 60
DECK = standard_deck()


@dataclass(frozen=True)
class Greedy:
    """The playout's player: what a move takes now, less the seep it leaves the next player in this deal."""

    card_weight: float = 0.15
    house_share: float = 0.6
    loose_risk: float = 0.5


@dataclass
class Deal:
    """One imagined deal from the view on."""

    floor: Floor
    hands: list[list[str]]
    reserves: list[list[str]]
    packets: list[list[str]]  # what each seat still receives when the opening completes the deal
    plays: int
    bidder: int
    players: int
    bid: int | None
    last_capturer: int | None


class Playout:
    def __init__(self, view: View, player: Greedy) -> None:
        self.view = view
        self.options = view["options"]
        self.worth = {card: card_points(card, self.options) for card in VALUES}
        self.throws = {card: Move(THROW, card, value(card)) for card in VALUES}  # a move is frozen: one serves all
        self.player = player
        self.side = view["seat"] % 2

    def mover(self, deal: Deal, seat: int, hand: list[str], plays: int) -> Mover:
        partner = (seat + 2) % 4 if deal.players == 4 else None
        return Mover(seat, tuple(hand), partner, deal.bid if plays == 0 else None,
                     self.options["limited_houses"], self.options["loose_break"])

    def run(self, deal: Deal, first: Move) -> float:
        """Play `first` and then `HORIZON` more plays of the greedy rule: the seat's side's lead in what was
        taken (with the houses left standing counted for their owners)."""
        floor = deal.floor.copy()
        hands = [list(h) for h in deal.hands]
        reserves = [list(r) for r in deal.reserves]
        plays, last = deal.plays, deal.last_capturer
        gain = [0.0, 0.0]
        move: Move | None = first
        for _ in range(HORIZON + 1):
            seat = (deal.bidder + plays) % deal.players
            if not hands[seat]:  # a position set by hand, with hands of unequal sizes: it ends here
                break
            mover = self.mover(deal, seat, hands[seat], plays)
            if move is None:
                move = self.choose(floor, hands, mover, plays, deal.players)
            taken = floor.apply(move, mover)
            hands[seat].remove(move.card)
            plays += 1
            if move.kind == CAPTURE:
                side = seat % 2
                last = side
                gain[side] += sum(self.worth[c] for c in taken) + self.player.card_weight * len(taken)
                if floor.empty():
                    gain[side] += seep_value(move.value, plays == 1, plays == LAST_PLAY, self.options)
            move = None
            if plays == 1:
                for hand, more in zip(hands, deal.packets, strict=True):
                    hand.extend(more)
            if deal.players == 2 and plays == TWO_PLAYER_PART:
                hands, reserves = reserves, [[], []]
            if plays == LAST_PLAY:
                if last is not None:
                    gain[last] += sum(self.worth[c] for c in floor.loose) + self.player.card_weight * len(floor.loose)
                break
        for house in floor.houses:
            share = self.player.house_share * sum(self.worth[c] for c in house.cards)
            for side in {o % 2 for o in house.owners}:
                gain[side] += share
        return float(gain[self.side] - gain[1 - self.side])

    def choose(self, floor: Floor, hands: list[list[str]], mover: Mover, plays: int, players: int) -> Move:
        """The greedy rule, over captures and throws only (every such move is legal: an owner's last card of a
        house's value captures the house), each scored without playing it out: what it takes, the seep it
        makes, the points it throws loose, and the seep the next player (who holds his imagined cards) could
        then make. Builds are left to the move searched, which keeps a playout many times quicker."""
        p = self.player
        held = {value(c) for c in hands[(mover.seat + 1) % players]}
        last = plays + 1 == LAST_PLAY
        threatened = not last and plays + 1 != TWO_PLAYER_PART
        loose_values = [value(c) for c in floor.loose]
        counts = vector(loose_values)
        house_values = tuple(h.value for h in floor.houses)
        items = len(floor.houses) + len(floor.loose)
        best: Move | None = None
        best_score = float("-inf")
        for card in dict.fromkeys(mover.hand):
            x = value(card)
            if (mover.bid is not None and x != mover.bid) or (
                    x not in house_values and x not in loose_values and maximal_families(counts, x) == {ZERO}):
                moves = [self.throws[card]]
            else:
                moves = floor.card_moves(mover, card) if mover.bid is not None else floor.captures(mover, card)
            for move in moves:
                if move.kind == BUILD:
                    continue
                if move.kind == THROW:
                    score = -p.loose_risk * self.worth[card]
                    rest = (*loose_values, x)
                    left = house_values
                else:
                    taken = [card, *(c for i in move.houses for c in floor.houses[i].cards),
                             *(floor.loose[j] for j in move.loose)]
                    score = sum(self.worth[c] for c in taken) + p.card_weight * len(taken)
                    if len(move.houses) + len(move.loose) == items:
                        score += seep_value(x, plays == 0, last, self.options)
                        rest, left = (), ()
                    else:
                        gone = set(move.loose)
                        rest = tuple(v for j, v in enumerate(loose_values) if j not in gone)
                        left = tuple(v for i, v in enumerate(house_values) if i not in move.houses)
                if threatened and (rest or left):
                    # only the houses' one value, or with none a value that no loose card exceeds and whose
                    # multiple the loose cards sum to, can sweep: that rules most out before the exact count
                    if left:
                        could = {left[0]} & held if left.count(left[0]) == len(left) else set()
                    else:
                        total, top = sum(rest), max(rest)
                        could = {w for w in held if w >= top and not total % w}
                    sweeps = [w for w in sweeping_values(tuple(sorted(rest)), left) if w in could] if could else []
                    if sweeps:
                        score -= max(seep_value(w, False, False, self.options) for w in sweeps)
                if score > best_score:
                    best, best_score = move, score
        if best is None:  # only builds (an opening that must build): the first of them
            moves = floor.moves(mover)
            return moves[0] if moves else Move(THROW, mover.hand[0], value(mover.hand[0]))
        return best


def owed_cards(view: View, unseen: list[str], rng: random.Random) -> dict[int, list[str]]:
    """§A11.2: every owner of a house holds a card of its value; each other owner is dealt one first."""
    held: dict[int, list[str]] = {}
    free = list(unseen)
    for house in view["floor"]["houses"]:
        for owner in house["owners"]:
            if owner == view["seat"] or any(value(c) == house["value"] for c in held.get(owner, [])):
                continue
            fitting = [c for c in free if value(c) == house["value"]]
            if fitting and len(held.get(owner, [])) < view["hand_sizes"][owner]:
                card = rng.choice(fitting)
                free.remove(card)
                held.setdefault(owner, []).append(card)
    return held


def deal_of(view: View, rng: random.Random) -> Deal:
    seat, players, plays = view["seat"], view["players"], view["plays"]
    floor = floor_of(view)
    shown = view["shown"]["cards"] if view["shown"] else []
    seen = set(view["hand"]) | set(floor.cards()) | set(shown)
    unseen = [c for c in DECK if c not in seen]
    bidder = view["bidder"]
    hand_sizes = [0 if s == seat else view["hand_sizes"][s] for s in range(players)]
    reserve_sizes = list(view["reserve_sizes"])
    packet_sizes = [0] * players
    if plays == 0:  # the opening: the rest of the pack is still to be dealt (§A9, §B1)
        packet_sizes = [8 if s == bidder else 12 for s in range(players)]
        if players == 2:
            reserve_sizes = [12, 12]
    held = owed_cards(view, unseen, rng)
    unseen = [c for c in unseen if c not in {c for cards in held.values() for c in cards}]
    for s, cards in held.items():
        hand_sizes[s] -= len(cards)
    places = deal_unseen(unseen, hand_sizes + reserve_sizes + packet_sizes, rng)
    hands = [list(view["hand"]) if s == seat else held.get(s, []) + places[s] for s in range(players)]
    reserves, packets = places[players:2 * players], places[2 * players:]
    last = view["shown"]["side"] if view["shown"] else None
    return Deal(floor, hands, reserves, packets, plays, bidder, players, view["bid"], last)


@dataclass(frozen=True)
class SearchSeepPlayer:
    rule: SeepPlayer = field(default_factory=SeepPlayer)
    greedy: Greedy = field(default_factory=Greedy)
    candidates: int = CANDIDATES
    work: int = WORK

    def choose(self, view: View, seed: int) -> str:
        weighed = self.weigh(view)
        return self.rule.choose(view, seed) if weighed is None else weighed.move

    def weigh(self, view: View) -> Weighed[str] | None:
        """The move the search keeps, with how it fared over the deals; None where the rule of thumb decides
        alone (a bid, or a single legal move)."""
        legal: list[str] = view["legal"]
        if len(legal) == 1 or legal[0].startswith("bid:"):
            return None
        floor = floor_of(view)
        worth = {card: card_points(card, view["options"]) for card in VALUES}
        ranked = sorted(shortlist(floor, worth, legal, self.rule.house_share),
                        key=lambda a: -self.rule.score(view, floor, worth, a))
        candidates = ranked[:self.candidates]
        moves = {a: move_of(floor, a) for a in candidates}
        playout = Playout(view, self.greedy)
        rng = view_rng({k: v for k, v in view.items() if k != "legal"}, "seep-search")
        worlds = worlds_for(self.work, WORK, len(candidates) * (HORIZON + 1), MIN_WORLDS, MAX_WORLDS)
        return weigh_over_worlds(candidates, lambda r: deal_of(view, r),
                                 lambda deal, action: playout.run(deal, moves[action]), worlds, rng)


def search_seep_move(game: Game, seat: int, think: float) -> str:
    """The searching player's move for `seat`, from the seat's view: its whole work fits `FULL_THINK` seconds on
    a busy machine, and a shorter allowance scales it down. The work is counted, not timed, so a restart gives
    the same move."""
    return seep_advice(game, seat, think).action


def seep_advice(game: Game, seat: int, think: float) -> Advice:
    """`search_seep_move` with its reason: what the move does on the floor the seat sees (the seep it makes, the
    points it takes, the house it builds) and in how many of the deals tried no other move did better; a bid or
    a single legal move gives the generic reason."""
    view = game.view(seat)
    player = SearchSeepPlayer(work=max(1, round(WORK * min(1.0, think / FULL_THINK))))
    weighed = player.weigh(view)
    if weighed is None or not weighed.worlds:
        return Advice(player.choose(view, 0))
    reason, figures = what_it_does(view, weighed.move)
    return Advice(weighed.move, reason, {**figures, **weighed.figures()})


def what_it_does(view: View, action: str) -> tuple[str, dict[str, int]]:
    """A hint's message for what `action` does on the floor the seat sees, with its figures (its button already
    names the cards): the seep it makes, the points it takes, or those its house holds; a move with no points
    to name gives only the search's figures."""
    floor = floor_of(view)
    move = move_of(floor, action)
    options, plays = view["options"], view["plays"]
    taken = floor.apply(move, Mover(view["seat"], tuple(view["hand"]), partner_of(view)))
    if move.kind == CAPTURE and floor.empty():
        seep = seep_value(move.value, plays == 0, plays + 1 == LAST_PLAY, options)
        if seep:
            return "seep_hint_seep", {"seep": seep}
    if move.kind == BUILD:
        taken = next(h for h in floor.houses if h.value == move.value).cards
    points = sum(card_points(c, options) for c in taken)  # a throw takes none
    if not points:
        return MOVE, {}
    return "seep_hint_build" if move.kind == BUILD else "seep_hint_take", {"points": points}
