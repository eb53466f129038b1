"""The Bourse computer trader: legal at every table size, deterministic, blind to the hidden and unread cards,
counting its chance of finishing first exactly, taking the trades that raise it, never forcing a read, and
better than random traders."""

from __future__ import annotations

import copy
import itertools
import random
import statistics

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from benchmarks.arena.play import Matchup, run
from bot.ai.bourse import BoursePlayer, Table
from bot.games.bourse import Bourse, twin
from bot.games.protocol import Game
from tests.bourse_support import deck_a_for, read_until, rig
from tests.chip_games import contest


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**64), players=st.sampled_from([2, 3, 6]))
@example(seed=1, players=13)  # the largest table once: its 600 decisions take most of the test's time
def test_computer_trader_is_legal_deterministic_and_blind_to_hidden_cards(seed: int, players: int) -> None:
    moves = contest(Bourse({}, players, seed), BoursePlayer(), seed, scramble_hidden, check=lambda g: None)
    assert not any(m.startswith("read:") for m in moves)


def scramble_hidden(game: Game, seat: int, rng: random.Random) -> Bourse:
    """A copy of the game whose hidden and unread deck-B cards are shuffled anew: only those two lists are new, the
    copy is only looked at (the whole game copied took half the test's time at 13 seats)."""
    assert isinstance(game, Bourse)
    twin = copy.copy(game)
    cards = twin.hidden + twin.unread
    rng.shuffle(cards)
    twin.hidden, twin.unread = cards[:3], cards[3:]
    return twin


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 400)), min_size=2, max_size=5),
       st.lists(st.integers(1, 300), min_size=1, max_size=3), st.data())
def test_the_count_matches_every_way_the_prizes_can_fall(seats: list[tuple[int, int]], prizes: list[int],
                                                         data: st.DataObject) -> None:
    table = Table(held=tuple(h for h, _ in seats), chips=tuple(c for _, c in seats), prizes=tuple(prizes))
    owners = [s for s, (held, _) in enumerate(seats) for _ in range(held)]
    drawn = min(len(prizes), len(owners))
    ways = list(itertools.permutations(range(len(owners)), drawn))
    seat = data.draw(st.integers(0, len(seats) - 1))
    won = 0
    for way in ways:
        chips = list(table.chips)
        for prize, card in zip(prizes, way, strict=False):
            chips[owners[card]] += prize
        won += chips[seat] >= max(chips)
    assert table.win_chance(seat) == pytest.approx(won / len(ways))


def test_refuses_a_dear_card() -> None:
    game = rig(2)
    card = next(c for c, s in game.owner.items() if s == 1)
    game.apply(1, f"sell:{card}:200")  # worth 520 / 52 = 10
    assert BoursePlayer().choose(game.view(0), 0) != "take:1"


def test_a_chip_decides_the_tie_of_the_first_prize_with_the_other_two() -> None:
    """260 = 156 + 104: a card bought at 2 at the start costs more ties for first than its chance of a prize gains."""
    game = rig(4)
    card = next(c for c, s in game.owner.items() if s == 1)
    game.apply(1, f"sell:{card}:2")
    assert BoursePlayer().choose(game.view(0), 0) == "done"


def test_refuses_to_sell_the_last_live_cards_it_holds_for_little() -> None:
    game = rig(3, a=deck_a_for({"AS": 0, "KS": 1, "QS": 2, "JS": 0}, 3, 0), b=[])
    read_until_only(game, {"AS", "KS", "QS", "JS"})
    card = "AS"
    game.apply(1, f"buy:{card}:5")
    assert BoursePlayer().choose(game.view(0), 0) != f"take:{game.offers[-1].id}"


def test_buys_the_first_prize_chance_when_it_holds_no_live_card() -> None:
    game = rig(3, a=deck_a_for({"AS": 1, "KS": 1, "QS": 2, "JS": 2}, 3, 0), b=[])
    read_until_only(game, {"AS", "KS", "QS", "JS"})
    game.apply(1, "sell:AS:20")
    assert BoursePlayer().choose(game.view(0), 0) == f"take:{game.offers[-1].id}"


def read_until_only(game: Bourse, live: set[str]) -> None:
    """Reads every deck-A card but `live`, rigging deck B so."""
    cards = game.hidden + game.unread
    rest = [c for c in cards if twin(c) not in live]
    kept = [c for c in cards if twin(c) in live]
    game.hidden, game.unread = kept[:3], rest + kept[3:]
    read_until(game, len(live))


def test_computer_trader_beats_random_traders() -> None:
    tally = run(Matchup.of("bourse", "computer", "random", 3), games=6, seed=1)
    assert statistics.fmean(tally.deals) > 0.6


def test_makes_no_offer_past_the_limit_of_a_window() -> None:
    game = rig(2)
    mine = [c for c, s in game.owner.items() if s == 0]
    game.apply(0, f"sell:{mine[0]}:200")
    game.apply(0, f"sell:{mine[1]}:200")
    game.apply(1, "take:1")
    game.apply(1, "take:2")
    assert game.view(0)["offers_left"] == 0 and game.offers == []
    assert BoursePlayer().choose(game.view(0), 0) == "done"
