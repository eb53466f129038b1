"""Bluff (بلف), as `shared/rules/bluff.md` with `RULINGS.md`: 3 to 15 players shed their hands face down,
claiming a rank that may be a lie.

Section numbers (§x) refer to that file. Play passes to the right: the seat after `s` is `s + 1`.

**One play, several actions.** The cards of a play are any 1 to `max_per_play` cards of the hand, so listing
every play as one action would mean thousands of buttons. The player to move instead picks cards one at a
time (`s:<card>`; picking a picked card again puts it back) and then claims a rank for them (`c:<rank>`), or
passes (`pass`). Picking is private: only the picker's own view shows it. Putting cards back is limited per turn
(`UNPICKS_PER_TURN`) so that every turn, and so every game, is a bounded number of actions.

**Live.** §3.1: the latest play of the round is live until another play is made on top of it or the round ends
(a challenge or a burn). Passes do not end it, so a player may still call after passing, and the next player's
picking does not end it either: only his claim does. While a play is live every other seat still holding cards
may `call:<n>` it, n being the play's number, so that a press meant for an earlier play can never hit a later
one. A seat off turn may also `trust:<n>` it, giving up the call; that is how a computer player asked for a
move off turn says "no". The first call applied wins the race (§3.2.4): the round is over, and any later call
for play n is refused with the reason `already_called`.

DEFAULTs beyond the file: the `max_plays` cap (§3.5) stops further plays once reached; the last play stays live
until it is called, burned, or the next player claims (that claim is then not made, like §4's confirming
play). A seat that leaves is out: its hand is burned, its live play can no longer be called, and it loses.
Settlement pays `stake` from every losing seat to every winning seat, which is §3.8 for one winner or one
loser, and the same rule for the ties of the cap.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from .cards import RANKS, deal_order, decks, derive_seed, rank, right_of, shuffle, sorted_cards
from .protocol import Event, Game, IllegalAction, Option, Result, View

UNPICKS_PER_TURN = 4
STATS = ("matches_won", "calls_won", "calls_lost", "caught_bluffing", "chips")


def deck_count(players: int) -> int:
    """§2: one deck for 3–6 players, two for 7–12, three for 13–15."""
    return 1 if players <= 6 else 2 if players <= 12 else 3


@dataclass(frozen=True)
class Play:
    number: int  # counts plays from 1 over the whole game
    seat: int
    cards: tuple[str, ...]
    claim: str

    @property
    def truthful(self) -> bool:
        """§3.3: every card has the claimed rank; the deck index is ignored."""
        return all(rank(card) == self.claim for card in self.cards)


class Bluff(Game):
    name = "bluff"
    min_players = 3
    max_players = 15
    OPTIONS: ClassVar[Mapping[str, Option]] = {
        "claim_rule": Option("same_rank", ("same_rank", "free", "ascending"),
                             "same_rank: the opener names the rank, later plays claim it or pass; free: any rank "
                             "each play; ascending: A, 2, …, K, A in turn (§5)"),
        "passing": Option(True, (True, False), "same_rank only: a player may pass instead of playing (§3.2)"),
        "burn_on_all_pass": Option(True, (True, False),
                                   "when everyone passes the pile is burned (§3.4), or it stays for the next round "
                                   "(§5)"),
        "min_per_play": Option(1, (1, 2), "fewest cards in a play, unless the hand holds fewer (§3.2)"),
        "max_per_play": Option(4, (4, 8, 12), "most cards in a play (§3.2)"),
        "decks": Option("auto", ("auto", 1, 2, 3), "decks in play; auto goes by player count (§2)"),
        "play_for_places": Option(False, (False, True),
                                  "play on after the first winner until one player holds cards (§3.5)"),
        "max_plays": Option(500, (50, 100, 200, 500, 1000), "plays after which the fewest cards win (§3.5)"),
        "stake": Option(10, (0, 5, 10, 20, 50, 100), "chips every loser pays every winner (§3.8)"),
        "dealer": Option(None, (None, *range(15)),
                         "the dealer's seat; None draws him from the seed, and Play again passes the deal to the "
                         "right (§2)"),
    }

    def __init__(self, options: Mapping[str, Any], players: int, seed: int) -> None:
        super().__init__(options, players, seed)
        chosen = self.options["decks"]
        self.decks: int = deck_count(players) if chosen == "auto" else chosen
        self.dealer = self.first_dealer()
        self.hands = [sorted_cards(hand) for hand in self.deal()]  # kept sorted: views show them as they are
        self.pile: list[str] = []
        self.burnt: list[str] = []
        self.plays = 0
        self.sequence = 0  # ascending: how many claims the A, 2, … sequence has used
        self.round_rank: str | None = None  # same_rank: named by the round's opener
        self.round: list[dict[str, Any]] = []  # the public log of this round's plays and passes
        self.live: Play | None = None
        self.last_player: int | None = None
        self.passed: set[int] = set()
        self.trusted: set[int] = set()
        self.out: set[int] = set()
        self.finished: list[int] = []
        self.winners: frozenset[int] | None = None
        self.ending: str | None = None
        self.chips = [0] * players
        self.last_reveal: dict[str, Any] | None = None
        self.last_burn: dict[str, Any] | None = None
        self.tally = [dict.fromkeys(STATS, 0) for _ in range(players)]
        self.selected: list[str] = []
        self.unpicks = 0
        self.turn = right_of(self.dealer, players)

    # -- dealing (tests override these two) ---------------------------------------------------------------

    def first_dealer(self) -> int:
        chosen = self.options["dealer"]
        if chosen is not None:
            return int(chosen) % self.players
        return random.Random(derive_seed(self.seed, "dealer")).randrange(self.players)

    def deal(self) -> list[list[str]]:
        """S2: every card, one at a time, from the dealer's right-hand neighbour round to the dealer."""
        order = deal_order(self.dealer, self.players)
        hands: list[list[str]] = [[] for _ in range(self.players)]
        for i, card in enumerate(shuffle(decks(self.decks), derive_seed(self.seed, "deal"))):
            hands[order[i % self.players]].append(card)
        return hands

    # -- seats ------------------------------------------------------------------------------------------

    def in_game(self, seat: int) -> bool:
        """Neither gone nor finished (a finisher only leaves the rotation with `play_for_places`)."""
        return seat not in self.out and seat not in self.finished

    def holding(self, seat: int) -> bool:
        return self.in_game(seat) and bool(self.hands[seat])

    def seats_in_game(self) -> list[int]:
        return [s for s in range(self.players) if self.in_game(s)]

    def next_holding(self, seat: int) -> int:
        ring = ((seat + step) % self.players for step in range(1, self.players + 1))
        return next(s for s in ring if self.holding(s))

    def may_call(self, seat: int) -> bool:
        live = self.live
        return live is not None and seat != live.seat and seat not in self.trusted and self.holding(seat)

    def claimable(self) -> tuple[str, ...]:
        """The ranks the player to move may claim now."""
        rule = self.options["claim_rule"]
        if rule == "ascending":
            return (RANKS[self.sequence % len(RANKS)],)
        if rule == "same_rank" and self.round_rank is not None:
            return (self.round_rank,)
        return RANKS

    def may_pass(self) -> bool:
        """§3.2.3: in same-rank rounds, anyone but the opener; §5: never in the other modes."""
        opened = self.last_player is not None  # the pile may hold an earlier round's cards (§5, no burning)
        return self.options["claim_rule"] == "same_rank" and bool(self.options["passing"]) and opened

    def selection_complete(self) -> bool:
        least: int = min(self.options["min_per_play"], len(self.hands[self.turn]))
        return max(least, 1) <= len(self.selected)

    # -- the protocol -----------------------------------------------------------------------------------

    def is_over(self) -> bool:
        return self.winners is not None

    def to_act(self) -> frozenset[int]:
        if self.is_over():
            return frozenset()
        return frozenset({self.turn, *(s for s in range(self.players) if self.may_call(s))})

    def waiting_for(self) -> frozenset[int]:
        """Only the seat to play holds the game up; calls are optional."""
        return frozenset() if self.is_over() else frozenset({self.turn})

    def mid_turn(self, seat: int) -> bool:
        return seat == self.turn and bool(self.selected) and not self.is_over()

    def checks_itself(self, action: str) -> bool:
        return action.startswith(("call:", "trust:"))

    def legal_actions(self, seat: int) -> list[str]:
        if self.is_over():
            return []
        actions = self._turn_actions() if seat == self.turn else []
        if self.live is not None and self.may_call(seat):
            actions.append(f"call:{self.live.number}")
            if seat != self.turn:
                actions.append(f"trust:{self.live.number}")
        return actions

    def _turn_actions(self) -> list[str]:
        room = len(self.selected) < self.options["max_per_play"]
        may_unpick = self.unpicks < UNPICKS_PER_TURN
        picks = [f"s:{card}" for card in self.hands[self.turn]
                 if (may_unpick if card in self.selected else room)]
        claims = [f"c:{r}" for r in self.claimable()] if self.selection_complete() else []
        return picks + claims + (["pass"] if self.may_pass() else [])

    def explain_illegal(self, seat: int, action: str) -> IllegalAction:
        kind, _, arg = action.partition(":")
        if kind in ("call", "trust") and self.holding(seat):
            if self.last_reveal is not None and arg == str(self.last_reveal["play"]):
                return IllegalAction("already_called", "someone called that play first")
            if self.live is None or arg != str(self.live.number):
                return IllegalAction("not_live", "that play can no longer be called")
            if seat == self.live.seat:
                return IllegalAction("own_play", "you cannot call your own play")
            if seat in self.trusted:
                return IllegalAction("trusted", "you chose to trust that play")
        if seat == self.turn and kind == "s":
            if arg not in self.hands[seat]:
                return IllegalAction("not_in_hand", f"{arg} is not in your hand")
            if arg in self.selected:
                return IllegalAction("unpick_limit", f"cards go back at most {UNPICKS_PER_TURN} times a turn")
            return IllegalAction("too_many", f"a play has at most {self.options['max_per_play']} cards")
        if seat == self.turn and kind == "c" and arg in RANKS:
            if self.selection_complete():
                return IllegalAction("wrong_rank", f"the claim must be {' / '.join(self.claimable())}")
            return IllegalAction("pick_cards", "pick the cards to play first")
        if seat == self.turn and action == "pass":
            return IllegalAction("cannot_pass", "you cannot pass now")
        return super().explain_illegal(seat, action)

    def _apply(self, seat: int, action: str) -> list[Event]:
        kind, _, arg = action.partition(":")
        if kind == "s":
            self._pick(arg)
            return []
        if kind == "c":
            return self._claim(seat, arg)
        if kind == "pass":
            return self._pass(seat)
        if kind == "call":
            return self._call(seat)
        self.trusted.add(seat)
        return [Event("trusted", {"seat": seat, "play": int(arg)})]

    # -- moves ------------------------------------------------------------------------------------------

    def _pick(self, card: str) -> None:
        if card in self.selected:
            self.selected.remove(card)
            self.unpicks += 1
        else:
            self.selected.append(card)

    def _claim(self, seat: int, claim: str) -> list[Event]:
        events = self._confirm_superseded()
        if self.is_over():
            return events
        if self.plays >= self.options["max_plays"]:
            return events + self._end_by_cap()
        cards = tuple(self.selected)
        for card in cards:
            self.hands[seat].remove(card)
        self.pile.extend(cards)
        self.plays += 1
        self.live = Play(self.plays, seat, cards, claim)
        self.last_player = seat
        if self.options["claim_rule"] == "same_rank":
            self.round_rank = claim
        self.sequence += 1
        self.round.append({"seat": seat, "play": self.plays, "count": len(cards), "rank": claim})
        self.passed.clear()
        self.trusted.clear()
        self._give_turn(self.next_holding(seat))
        return [*events, Event("played", {"seat": seat, "play": self.plays, "count": len(cards), "rank": claim})]

    def _confirm_superseded(self) -> list[Event]:
        """§3.5 (a): a play on top of an emptied hand's last play makes that player a winner."""
        live = self.live
        if live is None or self.hands[live.seat]:
            return []
        return self._finish(live.seat)

    def _pass(self, seat: int) -> list[Event]:
        self.passed.add(seat)
        self.round.append({"seat": seat, "play": None, "count": 0, "rank": None})
        events = [Event("passed", {"seat": seat})]
        if self._all_passed():
            return events + self._all_passed_round()
        self._give_turn(self.next_holding(seat))
        return events

    def _all_passed(self) -> bool:
        """§3.4: every player holding cards, other than the last to play, passed since that play."""
        return all(s in self.passed for s in range(self.players) if self.holding(s) and s != self.last_player)

    def _all_passed_round(self) -> list[Event]:
        """§3.4: everyone passed on the last play, which ends the round: the pile burns, or with burning off (§5)
        stays."""
        return self._burn() if self.options["burn_on_all_pass"] else self._keep_pile()

    def _burn(self) -> list[Event]:
        author = self.last_player
        assert author is not None
        self.last_burn = {"size": len(self.pile), "seat": author}
        self.burnt.extend(self.pile)
        self._clear_round()
        return [Event("burned", dict(self.last_burn)), *self._after_round(author, author)]

    def _keep_pile(self) -> list[Event]:
        """§5 with `burn_on_all_pass` off (DEFAULT how: the file names the option only): the round ends as a burn
        would end it, but its cards stay face down on the pile for the next round, whose challenge takes them all."""
        author = self.last_player
        assert author is not None
        pile = self.pile
        self._clear_round()
        self.pile = pile
        return [Event("all_passed", {"seat": author, "pile": len(pile)}), *self._after_round(author, author)]

    def _call(self, caller: int) -> list[Event]:
        play = self.live
        assert play is not None
        loser, winner = (caller, play.seat) if play.truthful else (play.seat, caller)
        self.last_reveal = {"play": play.number, "seat": play.seat, "rank": play.claim, "cards": list(play.cards),
                            "caller": caller, "truthful": play.truthful, "loser": loser, "taken": len(self.pile)}
        self.hands[loser] = sorted_cards(self.hands[loser] + self.pile)
        self.tally[caller]["calls_lost" if play.truthful else "calls_won"] += 1
        if not play.truthful:
            self.tally[play.seat]["caught_bluffing"] += 1
        self._clear_round()
        # §5: in ascending mode the sequence goes on after the author; otherwise the challenge winner opens.
        opener = right_of(play.seat, self.players) if self.options["claim_rule"] == "ascending" else winner
        return [Event("called", dict(self.last_reveal)), *self._after_round(play.seat, opener)]

    def _clear_round(self) -> None:
        self.pile = []
        self.round = []
        self.round_rank = None
        self.live = None
        self.last_player = None
        self.passed.clear()
        self.trusted.clear()

    def _after_round(self, author: int, opener: int) -> list[Event]:
        """§3.3/§3.4: the last play stood, so an emptied hand wins; then the opener starts the next round."""
        events = self._finish(author) if self.in_game(author) and not self.hands[author] else []
        if self.is_over():
            return events
        if self.plays >= self.options["max_plays"]:
            return events + self._end_by_cap()
        self._give_turn(opener if self.holding(opener) else self.next_holding(opener))
        return events

    def _give_turn(self, seat: int) -> None:
        self.turn = seat
        self.selected = []
        self.unpicks = 0

    # -- the end ----------------------------------------------------------------------------------------

    def _finish(self, seat: int) -> list[Event]:
        if not self.options["play_for_places"]:
            return self._end("emptied", frozenset({seat}))
        self.finished.append(seat)
        events = [Event("finished", {"seat": seat, "place": len(self.finished)})]
        if len(self.seats_in_game()) <= 1:
            events += self._end("emptied", frozenset(self.finished))
        return events

    def _end_by_cap(self) -> list[Event]:
        """§3.5 safety cap: the fewest cards win; with places, the most cards lose and everyone else wins."""
        sizes = {s: len(self.hands[s]) for s in self.seats_in_game()}
        if self.options["play_for_places"]:
            most = max(sizes.values())
            return self._end("cap", frozenset(self.finished) | {s for s, n in sizes.items() if n < most})
        fewest = min(sizes.values())
        return self._end("cap", frozenset(s for s, n in sizes.items() if n == fewest))

    def _end(self, ending: str, winners: frozenset[int]) -> list[Event]:
        self.winners = winners
        self.ending = ending
        self.selected = []
        stake = self.options["stake"]
        for loser in set(range(self.players)) - winners:
            for winner in winners:
                self.chips[winner] += stake
                self.chips[loser] -= stake
        for seat in range(self.players):
            self.tally[seat]["matches_won"] = int(seat in winners)
            self.tally[seat]["chips"] = self.chips[seat]
        return [Event("game_over", {"winners": sorted(winners), "ending": ending, "chips": list(self.chips)})]

    def _leave(self, seat: int) -> list[Event]:
        if not self.in_game(seat):
            raise IllegalAction("not_in_game", "you are no longer in this game")
        self.out.add(seat)
        self.burnt.extend(self.hands[seat])
        self.hands[seat] = []
        self.passed.discard(seat)
        if self.live is not None and self.live.seat == seat:
            self.live = None
        events = [Event("left", {"seat": seat})]
        remaining = self.seats_in_game()
        if len(remaining) <= 1:
            return events + self._end("left", frozenset(self.finished) or frozenset(remaining))
        if self.last_player is not None and self._all_passed():
            return events + self._all_passed_round()
        if seat == self.turn:
            self._give_turn(self.next_holding(seat))
        return events

    def result(self) -> Result:
        winners = self.winners or frozenset()
        summary = {"ending": self.ending, "plays": self.plays, "places": list(self.finished), "chips": list(self.chips)}
        return Result(winners, {seat: dict(t) for seat, t in enumerate(self.tally)}, summary)

    # -- where the cards are ------------------------------------------------------------------------------

    def card_places(self) -> dict[str, list[str]]:
        """The hands (a called play's cards join the loser's, shown in `last_reveal`), the face-down pile and
        the cards burnt face down."""
        places = {f"hand:{s}": list(hand) for s, hand in enumerate(self.hands)}
        places["pile"], places["burnt"] = list(self.pile), list(self.burnt)
        return places

    def hidden_places(self, seat: int | None) -> frozenset[str]:
        return frozenset({"pile", "burnt", *(f"hand:{s}" for s in range(self.players) if s != seat)})

    # -- views ------------------------------------------------------------------------------------------

    def public_view(self) -> View:
        live = self.live
        over = self.is_over()
        return {
            "game": self.name,
            "players": self.players,
            "options": dict(self.options),
            "decks": self.decks,
            "dealer": self.dealer,
            "turn": None if over else self.turn,
            "claims": [] if over else list(self.claimable()),
            "round_rank": self.round_rank,
            "round": [dict(entry) for entry in self.round],
            "live": None if live is None else {"play": live.number, "seat": live.seat, "count": len(live.cards),
                                               "rank": live.claim, "trusted": sorted(self.trusted)},
            "callers": sorted(s for s in range(self.players) if self.may_call(s)),
            "passed": sorted(self.passed),
            "pile": len(self.pile),
            "burnt": len(self.burnt),
            "hand_sizes": [len(h) for h in self.hands],
            "plays": self.plays,
            "max_plays": self.options["max_plays"],
            "last_reveal": self.last_reveal,
            "last_burn": self.last_burn,
            "out": sorted(self.out),
            "finished": list(self.finished),
            "winners": None if self.winners is None else sorted(self.winners),
            "ending": self.ending,
            "chips": list(self.chips),
        }

    def view(self, seat: int) -> View:
        return {
            **self.public_view(),
            "seat": seat,
            "hand": list(self.hands[seat]),
            "selected": sorted_cards(self.selected) if seat == self.turn else [],
            "legal": self.legal_actions(seat),
        }
