"""Deals anyone can verify: a match of every registered game, played to its end, checks out from the seed its
result names, and no longer does when one card of its record is changed. The moves are seeded random ones: what is
checked is the record, whoever chose its moves (the options of a short match end random play soon)."""

from __future__ import annotations

import asyncio
import copy
import functools
import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot import verify as offline
from bot.games import commitment, deals
from bot.games.protocol import Game
from bot.registry import GAMES
from bot.store import FinishedSeat, Store
from tests.conformance import usual_table

SEED = 0x5EED_CAFE_F00D_0123_4567_89AB_CDEF_0042  # 128 bits, as a table's seed is


@functools.cache
def finished(command: str) -> tuple[Game, dict[str, Any]]:
    """A match at the game's usual table, played to its end by seeded random moves, and its record as stored."""
    _, players, options = usual_table(command)
    game = GAMES[command].engine(options, players, SEED)
    moves = random.Random(command)
    while not game.is_over():
        seat = min(game.to_act())
        game.apply(seat, moves.choice(game.legal_actions(seat)))
    return game, deals.finished_record(game)


def checked(command: str, record: dict[str, Any]) -> deals.Verdict:
    """What `/verify` finds for the token the result names."""
    game, _ = finished(command)
    return deals.verify(GAMES[command].engine, commitment.seed_of(commitment.token(game.seed)), record)


@pytest.mark.parametrize("command", list(GAMES))
def test_a_finished_match_checks_out_from_its_revealed_seed(command: str) -> None:
    game, record = finished(command)
    verdict = checked(command, record)
    assert verdict.holds, verdict
    assert verdict.deals and verdict.deals == deals.decoded(record["dealt"])
    deck = {card for cards in game.card_places().values() for card in cards}
    for deal in verdict.deals:
        dealt = [card for hand in deal.hands for card in hand]
        assert len(set(dealt)) == len(dealt) and deck.issuperset(dealt)


@pytest.mark.parametrize("command", list(GAMES))
def test_one_card_changed_in_a_deal_fails_the_check(command: str) -> None:
    _, record = finished(command)
    tampered = copy.deepcopy(record)
    number, row = next((n, row) for n, row in enumerate(tampered["dealt"], start=1) if any(row[1:]))
    hands = row[1:]
    seat = next(s for s, hand in enumerate(hands) if hand)
    game, _ = finished(command)
    deck = [card for cards in game.card_places().values() for card in cards]
    others = [card for s, hand in enumerate(hands) if s != seat for card in hand]
    hands[seat][0] = next(card for card in [*others, *deck] if card not in hands[seat])
    verdict = checked(command, tampered)
    assert (verdict.problem, verdict.at) == ("deals_differ", number)


@pytest.mark.parametrize("command", [command for command, entry in GAMES.items() if entry.ui.has_tricks])
def test_one_card_changed_in_a_move_fails_the_check(command: str) -> None:
    """A card played that the seed did not deal to its player: the replay refuses that move."""
    _, record = finished(command)
    tampered = copy.deepcopy(record)
    n, (seat, _) = next((n, move) for n, move in enumerate(tampered["actions"]) if move[1].startswith("p:"))
    deal = [row for row in record["dealt"] if row[0] <= n][-1]
    stranger = next(card for s, hand in enumerate(deal[1:]) if s != seat for card in hand)
    tampered["actions"][n] = [seat, f"p:{stranger}"]
    verdict = checked(command, tampered)
    assert (verdict.problem, verdict.at) == ("refused_move", n + 1)


def test_another_seed_does_not_check_out() -> None:
    _, record = finished("hokm")
    verdict = deals.verify(GAMES["hokm"].engine, SEED + 1, record)
    assert verdict.problem == "other_seed" and not verdict.deals


def test_a_match_cut_short_does_not_check_out() -> None:
    _, record = finished("ghahveh")
    cut = {**record, "actions": record["actions"][:-1]}
    cut.pop("dealt")
    assert checked("ghahveh", cut).problem == "not_over"


def test_the_token_names_the_seed_and_the_fingerprint_commits_to_it() -> None:
    word = commitment.token(SEED)
    assert len(word) == 32 and commitment.seed_of(word) == SEED == commitment.seed_of(f"  {word.upper()}\n")
    assert commitment.seed_of(commitment.token(7)) == 7
    mark = commitment.fingerprint(SEED)
    assert len(mark) == 16 and int(mark, 16) >= 0 and word not in mark
    assert mark != commitment.fingerprint(SEED ^ 1)
    # Fixed: a fingerprint shown today must still be matched by the token after any later release.
    assert commitment.fingerprint(1) == "8f0fe8f954321371"
    for bad in ("", "xyz", "12 34", "0x12", "g" * 32, "1" * 65):
        with pytest.raises(ValueError):
            commitment.seed_of(bad)


def test_the_offline_command_checks_a_record_file_and_the_bots_database(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game, record = finished("bidel")
    seed = commitment.token(game.seed)
    written = tmp_path / "record.json"
    written.write_text(json.dumps(record))
    assert offline.main([seed, "--record", str(written)]) == 0
    shown = capsys.readouterr().out
    assert f"This seed's fingerprint: {commitment.fingerprint(SEED)}\nBi-Del · 1, 2, 3, 4\n✅" in shown
    assert "\n1: " in shown and "<" not in shown and "Deal 2" in shown

    tampered = copy.deepcopy(record)
    tampered["dealt"][1][1][0], tampered["dealt"][1][2][0] = tampered["dealt"][1][2][0], tampered["dealt"][1][1][0]
    written.write_text(json.dumps(tampered))
    assert offline.main([seed, "--record", str(written), "--lang", "fa"]) == 1
    assert "❌ پخش ۲ ثبت‌شده آن نیست که این بذر می‌دهد." in capsys.readouterr().out

    async def store_it(db: Path) -> None:
        store = await Store.open(db)
        seats = [FinishedSeat(s, 10 + s, name, False, {}) for s, name in enumerate(("Ali", "Bita", "Cyrus", "Dara"))]
        await store.finish_game("t1", -100, None, "bidel", record, {}, seats)
        await store.close()

    db = tmp_path / "bot.db"
    asyncio.run(store_it(db))
    assert offline.main([seed.upper(), "--db", str(db)]) == 0
    assert "Bi-Del · Ali, Bita, Cyrus, Dara\n✅" in capsys.readouterr().out
    assert offline.main([commitment.token(SEED + 1), "--db", str(db)]) == 1
    assert "No finished match with this fingerprint was found." in capsys.readouterr().out
