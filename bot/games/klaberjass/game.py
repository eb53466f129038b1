"""Klaberjass (کلابیوش, Bela) for two players, as `shared/rules/klaberjass.md`: the trump dialogue over the
turn-up, the seven-of-trumps exchange, sequences declared while playing to trick 1, Bela, the last trick, the
maker's contract and the race to 501 with claims made automatically. Section numbers (§n) refer to that file.

Declarations ride on card plays, one action each: `p:AS` plays the ace of spades; `p:AS:50` plays it announcing a
fifty (for the dealer: answering with his own); `p:KH:b` plays the king of hearts announcing Bela; `p:KH:20b`
does both. Bidding is `acc` or `pass` (round 1), `n:<suit>` or `pass` (round 2); the exchange `swap` or `keep`.

The sequence dialogue (§9) is kept as phrases in `said`, for the table to translate: `20`/`50` (F announces),
`good`, `have_20`/`have_50` (D's unopposed claim, or "not good, I have a fifty"), `same_class`, `top_<rank>`,
`not_good_top_<rank>`, `same_top`, `trumps`, `suit_<suit>`, `not_good`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from ..cards import SUITS, derive_seed, shuffle, sort_hand
from ..protocol import Event, Game, IllegalAction, Option, Result, View
from ..tricks import Trick
from .cards import (
    CARD_SUIT,
    DECK,
    Run,
    best_run,
    compare_key,
    legal_follow,
    runs,
    sequence_points,
    trick_winner,
    value,
)

ACCEPT, PASS, NAME, PLAY, SWAP, KEEP = "acc", "pass", "n:", "p:", "swap", "keep"
BELA_FLAG = "b"
TRICKS = 9
LAST_TRICK = 10  # §11
BELA = 20  # §7.2


class Phase(StrEnum):
    ROUND1 = "round1"  # accept the turn-up suit or pass (§5.1)
    ROUND2 = "round2"  # name another suit or pass (§5.2)
    EXCHANGE = "exchange"  # the holder of the seven of trumps may take the turn-up (§6)
    PLAY = "play"
    OVER = "over"


def parse_play(action: str) -> tuple[str, str, bool]:
    """`p:KH:20b` -> (card, sequence class announced or "", Bela announced)."""
    _, card, flags = [*action.split(":"), "", ""][:3]
    bela = flags.endswith(BELA_FLAG)
    return card, flags.removesuffix(BELA_FLAG), bela


@dataclass(frozen=True)
class HandResult:
    hand_no: int
    maker: int | None  # None: thrown in (§5.3)
    totals: tuple[int, ...]  # what each earned in the hand (§12.1)
    added: tuple[int, ...]  # what each added to his score after settlement (§12.3)
    credits: tuple[View, ...] = ()  # the hand's crediting events in order: tricks, sequences, Bela

    def as_view(self) -> View:
        return {"hand_no": self.hand_no, "maker": self.maker, "totals": list(self.totals), "added": list(self.added),
                "credits": list(self.credits)}


class Klaberjass(Game):
    name = "klaberjass"
    min_players = 2
    max_players = 2
    DEAL_EVENTS = frozenset({"new_hand"})
    OPTIONS: ClassVar[Mapping[str, Option]] = {
        "target": Option(501, (501, 301), "§13.1: the score that wins; 301 for a short game (not in source)"),
        "round2_other_suit": Option(
            True, (True, False), "§5.2 DEFAULT: in round 2 the suit named must differ from the turn-up's"),
        "sequence_condition": Option(
            "led", ("led", "won"), "§9 DEFAULT: sequences count once their holder has led a trick (or won one)"),
        "equal_totals": Option(
            "maker_scores_0", ("maker_scores_0", "each_own"),
            "§12.3 DEFAULT: when the maker's total equals the opponent's, the maker scores nothing"),
    }

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        super().__init__(options, players, seed)
        self.scores = [0, 0]
        self.hand_no = 0
        self.winner: int | None = None
        self.forfeit: int | None = None
        self.last_hand: HandResult | None = None
        self.made = [0, 0]  # contracts made as maker
        self.failed = [0, 0]
        self.dealer = self.first_dealer()
        self._deal()

    # -- dealing and choosing trumps ---------------------------------------------------------------------

    def first_dealer(self) -> int:
        """§4.1 DEFAULT: drawn from the seed. Tests rig this."""
        return random.Random(derive_seed(self.seed, "dealer")).randrange(2)

    @property
    def forehand(self) -> int:
        return 1 - self.dealer

    def shuffled_deck(self, hand_no: int) -> list[str]:
        """The pack of hand `hand_no`, shuffled from the game seed, top card first. Tests rig this. The cut
        only rotates a random pack, so it is left out (§4.3 DEFAULT)."""
        return shuffle(DECK, derive_seed(self.seed, "hand", hand_no))

    def _deal(self) -> None:
        """§4.4-4.5: three to F, three to D, three to F, three to D; the next card is the turn-up."""
        deck = self.shuffled_deck(self.hand_no)
        f, d = self.forehand, self.dealer
        hands: list[list[str]] = [[], []]
        for packet in range(4):
            hands[(f, d)[packet % 2]] += deck[3 * packet:3 * packet + 3]
        self.hands = [sort_hand(h) for h in hands]
        self.turnup = deck[12]
        self.stock = deck[13:]  # face down, top first (the source's "face up" is a slip: §4.5)
        self.exposed: str | None = None
        self.bids: list[list[Any]] = []
        self.trump: str | None = None
        self.maker: int | None = None
        self.accepted = False
        self.phase = Phase.ROUND1
        self.turn = f
        self.trick: list[tuple[int, str]] = []
        self.played: list[Trick] = []
        self.last_trick: Trick | None = None
        self.taken: list[list[str]] = [[], []]
        self.hand_points = [0, 0]
        self.credits: list[View] = []  # every crediting event of the hand, in order (§13.3)
        self.led = [False, False]
        self.won = [False, False]
        self.claims: list[int | None] = [None, None]  # the sequence class each announced in trick 1
        self.said: list[View] = []  # the dialogue of §9, phrase by phrase
        self.runs_before_play: list[list[Run]] = [[], []]
        self.seq_holder: int | None = None
        self.shown: list[Run] = []
        self.seq_pending = 0
        self.bela: int | None = None  # who announced Bela with the first of the king and queen of trumps
        # Cards still in a hand that the other player knows of: a taken turn-up, shown runs, Bela's partner card.
        self.revealed: set[str] = set()

    def _bid(self, seat: int, action: str) -> list[Event]:
        self.bids.append([seat, action])
        events = [Event("bid", {"seat": seat, "bid": action, "round": 1 if self.phase is Phase.ROUND1 else 2})]
        if action == ACCEPT:
            return events + self._make(seat, CARD_SUIT[self.turnup], accepted=True)
        if action.startswith(NAME):
            return events + self._make(seat, action[len(NAME):], accepted=False)
        if seat == self.forehand:
            self.turn = self.dealer
            return events
        if self.phase is Phase.ROUND1:
            self.phase, self.turn = Phase.ROUND2, self.forehand
            return events
        # §5.3: both passed twice; the original forehand deals a new hand.
        events.append(Event("thrown_in", {"hand_no": self.hand_no}))
        self.last_hand = HandResult(self.hand_no, None, (0, 0), (0, 0))
        self.dealer = self.forehand
        self.hand_no += 1
        self._deal()
        return events

    def _make(self, seat: int, trump: str, accepted: bool) -> list[Event]:
        """§5.4: the maker is fixed; three more cards each, F first; the bottom card of the rest is shown."""
        self.maker, self.trump, self.accepted = seat, trump, accepted
        f, d = self.forehand, self.dealer
        self.hands[f] = sort_hand(self.hands[f] + self.stock[:3])
        self.hands[d] = sort_hand(self.hands[d] + self.stock[3:6])
        rest = self.stock[6:]
        self.stock, self.exposed = rest[:-1], rest[-1]
        events = [Event("trump", {"maker": seat, "trump": trump, "accepted": accepted, "exposed": self.exposed})]
        seven = "7" + trump
        holder = next((s for s in (f, d) if seven in self.hands[s]), None)
        # §6: the exchange is barred only when another suit becomes trumps; naming the turn-up's suit in round 2
        # (where the table allows it) allows it as accepting it does
        if trump == CARD_SUIT[self.turnup] and holder is not None:
            self.phase, self.turn = Phase.EXCHANGE, holder
            return events
        return events + self._start_play()

    def _exchange(self, seat: int, swap: bool) -> list[Event]:
        """§6 DEFAULT: the turn-up goes into the hand; the seven takes its place out of play."""
        if swap:
            assert self.trump is not None
            seven = "7" + self.trump
            self.hands[seat] = sort_hand([c for c in self.hands[seat] if c != seven] + [self.turnup])
            self.revealed.add(self.turnup)
            self.turnup = seven
        return [Event("exchange", {"seat": seat, "swapped": swap}), *self._start_play()]

    def _start_play(self) -> list[Event]:
        assert self.trump is not None
        self.phase, self.turn = Phase.PLAY, self.forehand  # §10: F leads trick 1
        # §9 DEFAULT (e): sequences come from the nine cards held before trick 1, after any exchange.
        self.runs_before_play = [runs(h) for h in self.hands]
        return []

    # -- the protocol ---------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.is_over() else frozenset((self.turn,))

    def legal_actions(self, seat: int) -> list[str]:
        if self.is_over() or seat != self.turn:
            return []
        if self.phase is Phase.ROUND1:
            return [ACCEPT, PASS]
        if self.phase is Phase.ROUND2:
            return [NAME + s for s in self.nameable()] + [PASS]
        if self.phase is Phase.EXCHANGE:
            return [SWAP, KEEP]
        return [a for card in self.playable(seat) for a in self.play_actions(seat, card)]

    def nameable(self) -> list[str]:
        turned = CARD_SUIT[self.turnup]
        return [s for s in SUITS if s != turned or not self.options["round2_other_suit"]]

    def playable(self, seat: int) -> list[str]:
        return legal_follow(self.hands[seat], self.trick[0][1] if self.trick else None, self.trump or "")

    def claimable(self, seat: int) -> int | None:
        """The sequence class `seat` may announce with the card he plays now: his best, during trick 1 only;
        the dealer only to answer a class he can match or beat, or when F said nothing (§9 DEFAULT (a), (b))."""
        best = best_run(self.runs_before_play[seat], self.trump or "")
        if self.played or best is None:
            return None
        claim = self.claims[self.forehand]
        if seat == self.dealer and claim is not None and best.kind < claim:
            return None
        return best.kind

    def bela_possible(self, seat: int, card: str) -> bool:
        """§7.2 DEFAULT: announced with the first of the king and queen of trumps, by the holder of both."""
        pair = {"K" + (self.trump or ""), "Q" + (self.trump or "")}
        return card in pair and pair <= set(self.hands[seat]) and self.bela is None

    def play_actions(self, seat: int, card: str) -> list[str]:
        claim = self.claimable(seat)
        flags = [""] + ([str(claim)] if claim is not None else [])
        if self.bela_possible(seat, card):
            flags += [f + BELA_FLAG for f in flags]
        return [PLAY + card + (":" + f if f else "") for f in flags]

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        if seat not in self.to_act() or self.phase is not Phase.PLAY or not action.startswith(PLAY):
            if self.phase is Phase.ROUND2 and action.startswith(NAME) and seat == self.turn:
                return IllegalAction("turnup_suit", "the turn-up suit was refused; name another")
            return super().explain_illegal(seat, action)
        card, claim, bela = parse_play(action)
        if card not in self.hands[seat]:
            return IllegalAction("not_in_hand", f"{card!r} is not in your hand")
        if card not in self.playable(seat):
            led = self.trick[0][1]
            if CARD_SUIT[led] == self.trump and any(CARD_SUIT[c] == self.trump for c in self.hands[seat]):
                return IllegalAction("must_head_trump", "play a higher trump if you can")
            if any(CARD_SUIT[c] == CARD_SUIT[led] for c in self.hands[seat]):
                return IllegalAction("must_follow", "you must follow suit")
            return IllegalAction("must_trump", "you must trump when you cannot follow")
        if bela:
            return IllegalAction("no_bela", "Bela needs the king and queen of trumps, announced with the first")
        return IllegalAction("no_sequence", f"you cannot announce {claim!r} now")

    def _apply(self, seat: int, action: str) -> list[Event]:
        if self.phase in (Phase.ROUND1, Phase.ROUND2):
            return self._bid(seat, action)
        if self.phase is Phase.EXCHANGE:
            return self._exchange(seat, action == SWAP)
        return self._play(seat, *parse_play(action))

    # -- play -------------------------------------------------------------------------------------------

    def _play(self, seat: int, card: str, claim: str, bela: bool) -> list[Event]:
        if not self.trick:
            self.last_trick = None
            self.led[seat] = True
        events: list[Event] = []
        if claim:
            self.claims[seat] = int(claim)
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        events.append(Event("played", {"seat": seat, "card": card, "claim": self.claims[seat] if claim else None,
                                       "bela": bela}))
        if bela:
            self.bela = seat
            self.revealed.add(("Q" if card[0] == "K" else "K") + CARD_SUIT[card])
            events.append(Event("bela", {"seat": seat}))  # «بلا»
        elif self.bela == seat and card[0] in "KQ" and CARD_SUIT[card] == self.trump:
            events += self._credit(seat, BELA, "bela")  # «از بلا»
        if not self.played and len(self.trick) == 2:
            events += self._settle_claims()
        if self.is_over():
            return events
        if len(self.trick) < 2:
            self.turn = 1 - seat
            return events
        return events + self._end_trick()

    def _settle_claims(self) -> list[Event]:
        """§9: the dialogue over the sequences announced in trick 1, spoken for both as the rules script it."""
        f, d = self.forehand, self.dealer
        trump = self.trump or ""
        fc, dc = self.claims[f], self.claims[d]
        say = self._say
        if fc is not None:
            say(f, str(fc))
        if dc is None:
            if fc is not None:
                say(d, "good")
            self.seq_holder = f if fc is not None else None
            return [Event("sequences", {"said": list(self.said), "holder": self.seq_holder})]
        if fc is None or dc > fc:
            say(d, f"have_{dc}")  # unopposed, or "not good, I have a fifty"
            self.seq_holder = d
            return [Event("sequences", {"said": list(self.said), "holder": d})]
        say(d, "same_class")
        best_f, best_d = (best_run(self.runs_before_play[s], trump) for s in (f, d))
        assert best_f is not None and best_d is not None
        say(f, f"top_{best_f.top}")
        key_f, key_d = compare_key(best_f, trump), compare_key(best_d, trump)
        if key_f[:2] != key_d[:2]:
            say(d, "good" if key_f > key_d else f"not_good_top_{best_d.top}")
        else:
            say(d, "same_top")
            say(f, "trumps" if key_f[2] else f"suit_{best_f.suit}")
            say(d, "not_good" if key_d > key_f else "good")  # equal keys: first declared, F (§8 key 4)
        self.seq_holder = d if key_d > key_f else f
        return [Event("sequences", {"said": list(self.said), "holder": self.seq_holder})]

    def _say(self, seat: int, phrase: str) -> None:
        self.said.append({"seat": seat, "say": phrase})

    def _end_trick(self) -> list[Event]:
        assert self.trump is not None
        trump = self.trump
        winner = trick_winner(self.trick, trump)
        self.last_trick = Trick(tuple(self.trick), winner)
        self.played.append(self.last_trick)
        self.taken[winner] += [c for _, c in self.trick]
        self.trick = []
        self.turn = winner
        self.won[winner] = True
        points = sum(value(c, trump) for _, c in self.last_trick.cards)
        last = len(self.played) == TRICKS
        events = [Event("trick", {"winner": winner, "points": points, "last": last})]
        events += self._credit(winner, points + (LAST_TRICK if last else 0), "trick")
        if len(self.played) == 1:
            events += self._show()
        if self.seq_pending and not self.is_over() and self._sequences_count():
            assert self.seq_holder is not None
            points, self.seq_pending = self.seq_pending, 0
            events += self._credit(self.seq_holder, points, "sequences")
        if self.is_over() or not last:
            return events
        return events + self._end_hand()

    def _show(self) -> list[Event]:
        """§9: the holder of the best sequence shows it and, DEFAULT (d), every other one, at trick 2."""
        if self.seq_holder is None:
            return []
        self.shown = list(self.runs_before_play[self.seq_holder])
        self.revealed.update(c for run in self.shown for c in run.cards)
        self.seq_pending = sequence_points(self.shown)
        return [Event("shown", {"seat": self.seq_holder, "runs": [list(r.cards) for r in self.shown],
                                "points": self.seq_pending})]

    def _sequences_count(self) -> bool:
        """§9 lead condition: the holder has led a trick, or leads the next one (DEFAULT: or has won one)."""
        holder = self.seq_holder
        assert holder is not None
        if self.options["sequence_condition"] == "won":
            return self.won[holder]
        return self.led[holder] or (self.turn == holder and len(self.played) < TRICKS)

    def _credit(self, seat: int, points: int, what: str) -> list[Event]:
        """Credit points during the hand; §13.3 DEFAULT auto-claim: reaching the target wins at once."""
        self.hand_points[seat] += points
        self.credits.append({"seat": seat, "what": what, "points": points})
        events = [Event("credit", {"seat": seat, "what": what, "points": points})]
        if self.scores[seat] + self.hand_points[seat] >= self.options["target"]:
            self.scores[seat] += self.hand_points[seat]
            self.scores[1 - seat] += self.hand_points[1 - seat]
            events += self._finish(seat, claimed=True)
        return events

    def _end_hand(self) -> list[Event]:
        """§12.3: the maker keeps his total only if it beats the opponent's; otherwise it goes over."""
        maker = self.maker
        assert maker is not None
        other = 1 - maker
        m, o = self.hand_points[maker], self.hand_points[other]
        added = [0, 0]
        if m > o or (m == o and self.options["equal_totals"] == "each_own"):
            added = list(self.hand_points)
            self.made[maker] += 1
        else:
            added[other] = o + m if m < o else o
            self.failed[maker] += 1
        self.scores = [a + b for a, b in zip(self.scores, added, strict=True)]
        self.last_hand = HandResult(self.hand_no, maker, tuple(self.hand_points), tuple(added), tuple(self.credits))
        events = [Event("hand_over", self.last_hand.as_view())]
        leader = max((0, 1), key=lambda s: self.scores[s])
        if self.scores[leader] >= self.options["target"]:
            return events + self._finish(leader, claimed=False)
        if added[0] != added[1]:  # §4.2 DEFAULT: whoever gained more deals; neither did: the same dealer again
            self.dealer = max((0, 1), key=lambda s: added[s])
        self.hand_no += 1
        self._deal()
        return [*events, Event("new_hand", {"hand_no": self.hand_no, "dealer": self.dealer})]

    def _finish(self, winner: int, claimed: bool) -> list[Event]:
        self.winner = winner
        self.phase = Phase.OVER
        return [Event("match_over", {"winner": winner, "scores": list(self.scores), "claimed": claimed,
                                     "forfeit": self.forfeit})]

    def _leave(self, seat: int) -> list[Event]:
        """DEFAULT (not in source): leaving loses the game."""
        self.forfeit = seat
        return self._finish(1 - seat, claimed=False)

    # -- where the cards are ----------------------------------------------------------------------------

    def card_places(self) -> Mapping[str, Sequence[str]]:
        """A hand is split into the cards only its holder knows (`hand:s`) and those the other knows too
        (`known:s`)."""
        hands = {f"hand:{s}": [c for c in h if c not in self.revealed] for s, h in enumerate(self.hands)}
        known = {f"known:{s}": [c for c in h if c in self.revealed] for s, h in enumerate(self.hands)}
        return {
            **hands, **known,
            "stock": list(self.stock), "turnup": [self.turnup],
            "exposed": [self.exposed] if self.exposed else [],
            "trick": [c for _, c in self.trick],
            "taken:0": list(self.taken[0]), "taken:1": list(self.taken[1]),
        }

    def hidden_places(self, seat: int | None) -> frozenset[str]:
        return frozenset({"stock", *(f"hand:{s}" for s in (0, 1) if s != seat)})

    # -- views ----------------------------------------------------------------------------------------

    def public_view(self) -> View:
        return {
            "game": self.name,
            "players": self.players,
            "phase": str(self.phase),
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "forehand": self.forehand,
            "turn": None if self.is_over() else self.turn,
            "turnup": self.turnup,
            "exposed": self.exposed,
            "bids": [list(b) for b in self.bids],
            "trump": self.trump,
            "maker": self.maker,
            "accepted": self.accepted,
            "trick": [list(t) for t in self.trick],
            "last_trick": self.last_trick.as_view() if self.last_trick else None,
            "played": [t.as_view() for t in self.played],
            "claims": list(self.claims),
            "said": list(self.said),
            "sequence_holder": self.seq_holder,
            "shown": [list(r.cards) for r in self.shown],
            "known": [[c for c in h if c in self.revealed] for h in self.hands],
            "bela": self.bela,
            "credits": list(self.credits),
            "hand_points": list(self.hand_points),
            "scores": list(self.scores),
            "target": self.options["target"],
            "hand_sizes": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "last_hand": self.last_hand.as_view() if self.last_hand else None,
            "winner": self.winner,
            "forfeit": self.forfeit,
        }

    def view(self, seat: int) -> View:
        return {
            **self.public_view(),
            "seat": seat,
            "hand": list(self.hands[seat]),
            "runs": [list(r.cards) for r in self.runs_before_play[seat]],
            "legal": self.legal_actions(seat),
        }

    def result(self) -> Result:
        winners = frozenset(() if self.winner is None else (self.winner,))
        stats = {s: {"games_won": int(s in winners), "contracts_made": self.made[s],
                     "contracts_failed": self.failed[s], "points": self.scores[s]} for s in (0, 1)}
        return Result(winners, stats, {"scores": list(self.scores), "forfeit": self.forfeit,
                                       "hands": self.hand_no + 1})
