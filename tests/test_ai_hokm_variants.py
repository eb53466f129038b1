"""The Hokm computer players at tables of 2, 3, 5 and 6 (hokm.md §15): the table's shape, the two-player draw,
how a hand ends on the fast table, and legal choices in every phase of every variant."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from bot.ai.hokm.knowledge import HokmMemory, knowledge
from bot.ai.hokm.players import HokmSeat, RuleHokmPlayer, StrongHokmPlayer, hokm_move
from bot.ai.hokm.policy import keeps_drawn_card
from bot.ai.hokm.sim import FOUR, SUIT_MASKS, Position, Stakes, encode, seating
from bot.ai.hokm.worlds import worlds
from bot.games.hokm import Hokm
from bot.games.hokm.variants import variant_for
from tests.test_ai_hokm_players import QUICK, decisions
from tests.test_protocol_harness import table_id

TABLES: list[tuple[int, dict[str, Any]]] = [
    (2, {}), (3, {}), (5, {}), (6, {"teams": "2x3"}), (6, {"teams": "3x2"}), (3, {"sars_nars": True}),
    (5, {"five_six_target": "seven"}),
]
# Decisions looked at per match: several hands at every table, where a five-player match to seven sets is 5,000
# decisions of the same kinds.
MOST = 600


def test_four_players_sit_as_partners_across() -> None:
    assert FOUR.side == (0, 1, 0, 1)
    assert FOUR.partners == ((2,), (3,), (0,), (1,))
    assert FOUR.later_opponents[0] == ((1, 3), (1,), (1,), ())  # leading, second, third and fourth hand
    assert FOUR.partner_behind[0] == (True, True, False, False)


def test_two_teams_of_three_alternate_round_the_table() -> None:
    table = seating(variant_for(6, "2x3").sides, 5, False, 8)
    assert table.side == (0, 1, 0, 1, 0, 1)
    assert table.partners[0] == (2, 4)
    assert table.later_opponents[0][0] == (1, 3, 5)
    assert table.later_opponents[2][3] == (3,)  # fourth to play: an opponent and a partner still to come
    assert table.partner_behind[2][3] and not table.partner_behind[1][4]


def test_everyone_for_himself_has_no_partner() -> None:
    table = seating(variant_for(5, "2x3").sides, None, False, 10)
    assert table.partners == ((),) * 5
    assert table.later_opponents[3][1] == (4, 0, 1)
    assert not any(any(row) for row in table.partner_behind)


def test_draw_keeps_trumps_and_high_cards() -> None:
    assert keeps_drawn_card("2S", "S", "suit")
    assert keeps_drawn_card("QH", "S", "suit")
    assert not keeps_drawn_card("JH", "S", "suit")
    assert keeps_drawn_card("3D", None, "nars")  # Nars ranks the 2 highest, then 3 (H-7.2)
    assert not keeps_drawn_card("AD", None, "nars")


def test_three_player_hand_split_six_six_five_is_void() -> None:
    table = seating(variant_for(3, "").sides, 7, True, 17)
    pos = Position([0, 0, 0], trump=0, leader=0, won=[6, 6, 5], voids=[0, 0, 0], seating=table)
    assert pos.is_over() and pos.winner() is None and pos.value(0, Stakes((0, 0, 0), (0, 0, 0))) == 0
    early = Position([0, 0, 0], trump=0, leader=0, won=[6, 5, 5], voids=[0, 0, 0], seating=table)
    assert not early.is_over()


def test_three_player_shut_out_scores_kot() -> None:
    table = seating(variant_for(3, "").sides, 7, True, 17)
    pos = Position([0, 0, 0], trump=0, leader=0, won=[0, 7, 0], voids=[0, 0, 0], seating=table)
    stakes = Stakes((0, 0, 0), (0, 0, 0), hakem_team=0)
    assert pos.winner() == 1 and pos.value(1, stakes) == 3 and pos.value(2, stakes) == -3


def test_most_tricks_decides_and_a_tie_for_most_is_void() -> None:
    table = seating(variant_for(5, "").sides, None, False, 10)
    stakes = Stakes((0,) * 5, (0,) * 5, kot_allowed=False)
    won = Position([0] * 5, trump=0, leader=0, won=[3, 2, 2, 2, 1], voids=[0] * 5, seating=table)
    assert won.is_over() and won.value(0, stakes) == 1 and won.value(4, stakes) == -1
    tie = Position([0] * 5, trump=0, leader=0, won=[3, 3, 2, 1, 1], voids=[0] * 5, seating=table)
    assert tie.winner() is None
    assert not Position([0] * 5, trump=0, leader=0, won=[3, 3, 2, 1], voids=[0] * 5, seating=table).is_over()


def test_two_teams_of_three_win_at_five_tricks() -> None:
    table = seating(variant_for(6, "2x3").sides, 5, False, 8)
    pos = Position([0] * 6, trump=0, leader=0, won=[5, 0], voids=[0] * 6, seating=table)
    assert pos.is_over() and pos.value(0, Stakes(kot_allowed=False)) == 1  # no Kot under the house rule


def test_knowledge_counts_the_cards_taken_out_of_the_deck() -> None:
    game = Hokm({}, 3, 11)
    seat = next(iter(game.to_act()))
    k = knowledge(game.view(seat), HokmMemory())
    assert k.played >> encode("2D", "suit") & 1
    assert k.table.players == 3 and len(k.won) == 3 and len(k.voids) == 3
    assert k.variant.packets == (5, 4, 4, 4)


@pytest.mark.parametrize(("players", "options"), TABLES[:5], ids=map(table_id, TABLES[:5]))
def test_sampled_worlds_fit_every_table(players: int, options: dict[str, Any]) -> None:
    """Hand sizes, the cards out of the game, the two-player stock and voids, for the first deal and the chain."""
    game = Hokm(options, players, 8)
    player = RuleHokmPlayer()
    rng = random.Random(2)
    checked = 0
    while not game.is_over() and checked < 20:
        (seat,) = game.to_act()
        view = game.view(seat)
        if seat == 0 and view["phase"] == "play":
            k = knowledge(view, player.memory)
            dealt = worlds(k, rng)
            for hands in (next(dealt), next(dealt), next(dealt)):
                assert hands[0] == k.hand and [h.bit_count() for h in hands] == list(k.hand_sizes)
                held = k.played
                for other, hand in enumerate(hands):
                    assert not hand & held  # no card twice, none out of the game
                    held |= hand
                    assert not any(k.voids[other] >> s & 1 and hand & SUIT_MASKS[s] for s in range(4))
            checked += 1
        game.apply(seat, player.choose(view, 1) if seat == 0 else random.Random(game.version).choice(view["legal"]))
        player.observe(game.view(0))
    assert checked


def phases_chosen(make: Callable[[], HokmSeat], players: int, options: dict[str, Any], seeds: range,
                  most: int | None = None) -> Counter[str]:
    """The phases the computer seats decided in, over a match per seed (its first `most` decisions, if given)."""
    phases: Counter[str] = Counter()
    for seed in seeds:
        game = Hokm(options, players, seed)
        computers = {s: make() for s in range(0, players, 2)}
        phases.update(phase for _, phase in itertools.islice(decisions(game, computers, random.Random(seed)), most))
    return phases


@pytest.mark.parametrize(("players", "options"), TABLES, ids=map(table_id, TABLES))
def test_rule_player_chooses_only_legal_actions_at_every_table(players: int, options: dict[str, Any]) -> None:
    phases = phases_chosen(RuleHokmPlayer, players, options, range(3), most=MOST)
    assert phases["declare"] and phases["play"]
    assert phases["draw"] or players != 2


@pytest.mark.parametrize(("players", "options"), TABLES, ids=map(table_id, TABLES))
def test_strong_player_chooses_only_legal_actions_at_every_table(players: int, options: dict[str, Any]) -> None:
    phases = phases_chosen(lambda: StrongHokmPlayer(QUICK), players, options, range(1), most=MOST)
    assert phases["declare"] and phases["play"]


def test_bam_is_decided_at_three_players() -> None:
    """A shut-out at three players offers Bam as at four (H-15.6); the rule player decides it."""
    phases = phases_chosen(RuleHokmPlayer, 3, {}, range(40))
    assert phases["bam"]


@pytest.mark.parametrize(("players", "options"), TABLES[:5], ids=map(table_id, TABLES[:5]))
def test_the_bot_seats_a_computer_at_every_table(players: int, options: dict[str, Any]) -> None:
    game = Hokm(options, players, 3)
    for _ in range(30):
        (seat,) = game.to_act()
        action = hokm_move(game, seat, 0.01)
        assert action in game.legal_actions(seat)
        game.apply(seat, action)
