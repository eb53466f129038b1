"""Two-player Hokm, the draw game of H-15.2 (the DEFAULT procedure): five cards each, the hakem declares, then the
players take turns at the 42-card stock, each time seeing the top card alone and keeping it (the next card is
thrown away unseen) or throwing it away and taking the next, until both hold 13; then 13 tricks, first to 7, with
Kot and Bam as for four players (H-15.6)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import pytest

from bot.games.cards import standard_deck
from bot.games.hokm import KEEP, REJECT, Hokm, Phase
from bot.games.protocol import Event, IllegalAction
from tests.game_harness import snapshot
from tests.test_hokm_deal import seed_with_hakem

SPADES = ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]


class Stacked(Hokm):
    """Deals `deck` as it stands for the first hand."""

    deck: ClassVar[list[str]] = []

    def shuffled_deck(self, *purpose: object) -> list[str]:
        return list(self.deck) if purpose == ("hand", 0) else super().shuffled_deck(*purpose)


def stacked(hakem: int, first: Mapping[int, Sequence[str]] | None = None, stock: Sequence[str] = (),
            **options: Any) -> Stacked:
    """A two-player match whose first hand deals each seat the `first` cards given it and then lays the stock
    with `stock` on top; the cards not named fill the rest in canonical order."""
    first = first or {}
    named = [*stock, *(c for cards in first.values() for c in cards)]
    rest = iter([c for c in standard_deck() if c not in named])
    hands = {seat: [*first.get(seat, ())] for seat in (hakem, 1 - hakem)}
    for hand in hands.values():
        hand += [next(rest) for _ in range(5 - len(hand))]
    deck = [*hands[hakem], *hands[1 - hakem], *stock, *rest]
    game_class = type("StackedHokm", (Stacked,), {"deck": deck})
    game = game_class(options, 2, seed_with_hakem(hakem, 2))
    assert isinstance(game, Stacked) and game.hakem == hakem
    return game


def draw_all(game: Hokm, choose: str = KEEP) -> list[Event]:
    events: list[Event] = []
    while game.phase is Phase.DRAW:
        (seat,) = game.to_act()
        events += game.apply(seat, choose)
    return events


def sweep_stock(spades: Sequence[str], second: bool = False) -> list[str]:
    """A stock from which one player, keeping every top card, draws `spades` and the other other cards; the one
    drawing spades draws first, or `second`."""
    fillers = iter([c for c in standard_deck() if c not in SPADES])
    stock: list[str] = []
    for spade in spades:
        mine, theirs = [spade, next(fillers)], [next(fillers), next(fillers)]
        stock += [*theirs, *mine] if second else [*mine, *theirs]
    return stock


def lead_until(game: Hokm, kinds: Sequence[str]) -> list[Event]:
    """Each seat plays its first legal card until one of the `kinds` of event."""
    events: list[Event] = []
    while not any(e.kind in kinds for e in events):
        (seat,) = game.to_act()
        events += game.apply(seat, game.legal_actions(seat)[0])
    return events


# -- the deal and the declaration -------------------------------------------------------------------------


@pytest.mark.parametrize("hakem", [0, 1])
def test_five_each_from_the_hakem_and_the_hakem_declares(hakem: int) -> None:
    d = standard_deck()
    game = stacked(hakem)
    assert sorted(game.hands[hakem]) == sorted(d[:5]) and sorted(game.hands[1 - hakem]) == sorted(d[5:10])
    assert game.dealer == 1 - hakem, "the non-hakem deals"
    assert game.stock == list(reversed(d[10:])) and game.public_view()["stock"] == 42
    assert game.phase is Phase.DECLARE and game.to_act() == {hakem}
    assert game.legal_actions(hakem) == ["t:S", "t:H", "t:D", "t:C"], "no partner, no middle card"
    assert game.variant.removed == () and game.rule.target == 7


def test_after_the_declaration_the_hakem_draws_first_seeing_the_top_card_alone() -> None:
    game = stacked(1, stock=["QH", "3C", "9D", "4S"])
    events = game.apply(1, "t:H")
    assert events[0].kind == "declared" and game.phase is Phase.DRAW
    assert game.to_act() == {1} and game.legal_actions(1) == [KEEP, REJECT] and game.legal_actions(0) == []
    assert game.view(1)["seen"] == "QH" and game.view(0)["seen"] is None
    assert "seen" not in game.public_view() and "QH" not in str(game.public_view())
    assert game.public_view()["phase"] == "draw" and game.public_view()["turn"] == 1


def test_keeping_takes_the_top_card_and_throws_the_next_away_unseen() -> None:
    game = stacked(0, stock=["QH", "3C", "9D", "4S"])
    game.apply(0, "t:S")
    events = game.apply(0, KEEP)
    assert "QH" in game.hands[0] and "3C" not in game.hands[0] and len(game.hands[0]) == 6
    assert game.discards == ["3C"] and game.rejected == [[], []]
    assert all("3C" not in str(game.view(seat)) for seat in (0, 1)), "nobody saw the card thrown away"
    assert game.to_act() == {1} and game.view(1)["seen"] == "9D" and game.view(0)["seen"] is None
    assert [e.kind for e in events] == ["drew"] and events[0].data == {"seat": 0, "kept": True, "stock": 40}


def test_rejecting_throws_the_top_card_away_and_takes_the_next() -> None:
    game = stacked(0, stock=["QH", "3C", "9D", "4S"])
    game.apply(0, "t:S")
    events = game.apply(0, REJECT)
    assert "3C" in game.hands[0] and "QH" not in game.hands[0]
    assert game.discards == ["QH"] and game.view(0)["rejected"] == ["QH"] and game.view(1)["rejected"] == []
    assert "QH" not in str(game.view(1)) and "QH" not in str(game.public_view())
    assert events[0].data == {"seat": 0, "kept": False, "stock": 40}


def test_draws_alternate_until_both_hold_13_and_the_hakem_leads() -> None:
    game = stacked(1)
    game.apply(1, "t:C")
    drawers = []
    while game.phase is Phase.DRAW:
        (seat,) = game.to_act()
        drawers.append(seat)
        events = game.apply(seat, KEEP if len(drawers) % 3 else REJECT)
    assert drawers == [1, 0] * 8
    assert [len(h) for h in game.hands] == [13, 13] and len(game.stock) == 10 and len(game.discards) == 16
    assert events[-1].kind == "draw_over" and events[-1].data == {"leader": 1}
    assert game.phase is Phase.PLAY and game.to_act() == {1} and game.view(1)["seen"] is None
    assert sorted([*game.hands[0], *game.hands[1], *game.stock, *game.discards]) == sorted(standard_deck())


def test_out_of_turn_and_out_of_phase_actions_are_refused() -> None:
    game = stacked(0)
    with pytest.raises(IllegalAction):
        game.apply(0, KEEP)  # before the declaration
    game.apply(0, "t:D")
    before = snapshot(game)
    for seat, action in ((1, KEEP), (0, "p:" + game.hands[0][0]), (0, "d:peek"), (0, "t:S")):
        with pytest.raises(IllegalAction):
            game.apply(seat, action)
    assert snapshot(game) == before
    draw_all(game)
    with pytest.raises(IllegalAction):
        game.apply(0, KEEP)


def test_a_replay_of_the_record_repeats_the_draw() -> None:
    game = Hokm({}, 2, 77)
    game.apply(game.hakem, "t:H")
    for i in range(9):
        (seat,) = game.to_act()
        game.apply(seat, (KEEP, REJECT)[i % 2])
    replayed = Hokm.replay(game.record())
    assert snapshot(replayed) == snapshot(game) and replayed.rejected == game.rejected


# -- playing the hand: first to 7, Kot and Bam (H-15.6) -----------------------------------------------------


def test_the_hand_is_13_tricks_and_7_win_it() -> None:
    game = Hokm({}, 2, 5)
    game.apply(game.hakem, "t:S")
    draw_all(game)
    events = lead_until(game, ("hand_over", "bam_offer"))
    tricks = next(e.data["tricks"] for e in reversed(events) if e.kind == "trick")
    assert max(tricks) == 7 and sum(tricks) <= 13


def test_the_hakem_at_seven_nil_is_offered_bam_and_takes_the_match_with_all_13() -> None:
    game = stacked(0, {0: SPADES[:5]}, sweep_stock(SPADES[5:]), sets_to_win=2)
    game.apply(0, "t:S")
    draw_all(game)
    assert sorted(game.hands[0]) == sorted(SPADES)
    events = lead_until(game, ("hand_over", "bam_offer"))
    assert events[-1].kind == "bam_offer" and game.tricks == [7, 0] and game.to_act() == {0}
    game.apply(0, "bam:go")
    lead_until(game, ("hand_over",))
    assert game.is_over() and game.bam_won and game.winner == 0 and game.result().winners == {0}


@pytest.mark.parametrize(("sweeper", "points"), [(0, 2), (1, 3)])
def test_seven_nil_is_kot_two_for_the_hakem_three_for_the_other(sweeper: int, points: int) -> None:
    game = stacked(0, {sweeper: SPADES[:5]}, sweep_stock(SPADES[5:], second=sweeper == 1))
    game.apply(0, "t:S")
    draw_all(game)
    assert sorted(game.hands[sweeper]) == sorted(SPADES)
    events = lead_until(game, ("hand_over", "bam_offer"))
    assert events[-1].kind == "bam_offer"
    game.apply(sweeper, "bam:stop")
    assert game.points[sweeper] == points and game.points[1 - sweeper] == 0
    assert game.hakem == sweeper
