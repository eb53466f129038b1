"""The Hokm computer players: legal choices in every phase, the view as their only input, fixed seeds."""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bot.ai.hokm.players import _RECOLLECTIONS, HokmSeat, RuleHokmPlayer, StrongHokmPlayer, hokm_move
from bot.ai.hokm.search import Budget
from bot.games.cards import derive_seed
from bot.games.hokm import Hokm

# Small enough for a fast test.
QUICK = Budget(playouts=24, min_worlds=2, max_worlds=3, exact_cards=2, exact_worlds=2)


def strong() -> HokmSeat:
    return StrongHokmPlayer(QUICK)


def decisions(game: Hokm, players: dict[int, HokmSeat], rng: random.Random) -> Iterator[tuple[int, str]]:
    """Play the game to its end, computer seats by their players and the others at random, showing every
    computer seat each view; yields each computer decision as (seat, phase) after checking it was legal."""
    while not game.is_over():
        seat = next(iter(game.to_act()))
        view = game.view(seat)
        if seat in players:
            action = players[seat].choose(view, derive_seed(game.seed, game.version))
            assert action in view["legal"], (view["phase"], action, view["legal"])
            yield seat, view["phase"]
        else:
            action = rng.choice(view["legal"])
        game.apply(seat, action)
        for s, player in players.items():
            player.observe(game.view(s))


def phases_chosen(make: Callable[[], HokmSeat], seeds: range, options: dict[str, Any]) -> Counter[str]:
    phases: Counter[str] = Counter()
    for seed in seeds:
        game = Hokm(options, 4, seed)
        players = {1: make(), 3: make()}
        phases.update(phase for _, phase in decisions(game, players, random.Random(seed)))
    return phases


# Sars/Nars hands have no Bam (H-7.5); without the last trick shown, the memory has gaps to cope with.
TABLES = [{}, {"sars_nars": True}, {"show_last_trick": False}]


@pytest.mark.parametrize("options", TABLES)
def test_rule_player_chooses_only_legal_actions_in_every_phase(options: dict[str, Any]) -> None:
    phases = phases_chosen(RuleHokmPlayer, range(12), options)
    assert phases["declare"] and phases["play"]
    assert phases["bam"] or options.get("sars_nars")


@pytest.mark.parametrize(("options", "matches"), list(zip(TABLES, (3, 1, 2), strict=True)))
def test_strong_player_chooses_only_legal_actions_in_every_phase(options: dict[str, Any], matches: int) -> None:
    phases = phases_chosen(strong, range(matches), options)
    assert phases["declare"] and phases["play"]
    assert phases["bam"] or options.get("sars_nars")


def scrambled(game: Hokm, seat: int, rng: random.Random) -> Hokm:
    """The same game with the cards the other seats hold dealt among them afresh (the revealed middle card stays
    with its holder, since everyone has seen it)."""
    other = copy.deepcopy(game)
    others = [s for s in range(4) if s != seat]
    pool = [c for s in others for c in other.hands[s] if c != other.revealed]
    rng.shuffle(pool)
    for s in others:
        keep = [c for c in other.hands[s] if c == other.revealed]
        size = len(other.hands[s]) - len(keep)
        other.hands[s] = keep + pool[:size]
        del pool[:size]
    return other


def positions(seed: int) -> Iterator[tuple[Hokm, int, HokmSeat]]:
    """Decision points of one seat in a match of rule players, with that seat's player as it stands then."""
    game = Hokm({}, 4, seed)
    players: dict[int, HokmSeat] = {s: RuleHokmPlayer() for s in range(4)}
    watcher = strong()
    while not game.is_over():
        seat = next(iter(game.to_act()))
        if seat == 0 and game.view(0)["phase"] == "play":
            yield copy.deepcopy(game), seat, copy.deepcopy(watcher)
        game.apply(seat, players[seat].choose(game.view(seat), derive_seed(seed, game.version)))
        for s in range(4):
            players[s].observe(game.view(s))
        watcher.observe(game.view(0))


def test_strong_player_choice_does_not_depend_on_hidden_cards() -> None:
    rng = random.Random(5)
    changed = 0
    for game, seat, player in positions(seed=21):
        other = scrambled(game, seat, rng)
        changed += [sorted(h) for h in other.hands] != [sorted(h) for h in game.hands]
        assert other.view(seat) == game.view(seat)
        seed = derive_seed(game.seed, game.version)
        assert copy.deepcopy(player).choose(other.view(seat), seed) == copy.deepcopy(player).choose(
            game.view(seat), seed)
    assert changed > 10


def test_fixed_seed_gives_a_fixed_move() -> None:
    for game, seat, player in list(positions(seed=33))[:12]:
        view = game.view(seat)
        first = copy.deepcopy(player).choose(view, 7)
        assert all(copy.deepcopy(player).choose(view, 7) == first for _ in range(2))


def test_a_restart_makes_the_same_moves() -> None:
    """The bot's computer move, from a running game and from the same game rebuilt from its record with nothing
    remembered (as after a restart), is the same, however long each took."""
    game, rng = Hokm({}, 4, 41), random.Random(41)
    compared = 0
    while compared < 6:
        seat = min(game.to_act())
        if game.view(seat)["phase"] == "play" and rng.random() < 0.2:
            live = hokm_move(game, seat, 0.02)
            _RECOLLECTIONS.clear()
            assert hokm_move(Hokm.replay(game.record()), seat, 0.02) == live
            compared += 1
        game.apply(seat, rng.choice(game.legal_actions(seat)))
