"""Random Hokm matches through the shared protocol harness, for every player count and team layout, with Hokm's
own invariants checked at every step of the four-player matches and at a seeded third of the steps of the others:
the deal, hidden cards, the table's memory of finished tricks, and refusals of cards the rules forbid."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from bot.games.hokm import DECK, Hokm, Phase
from bot.games.protocol import Game
from tests.game_harness import FORGED, assert_all_refused, playthrough, snapshot

OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"sars_nars": True},
    {"sets_to_win": 2, "failed_bam": "keep_kot"},
    {"show_last_trick": False, "partner_middle_card": False},
]

# Every table other than four players, each with and without Sars/Nars: (players, options).
VARIANT_TABLES: list[tuple[int, dict[str, Any]]] = [
    (players, {**layout, "sars_nars": sars_nars})
    for players, layout in [(2, {}), (3, {}), (5, {}), (6, {"teams": "2x3"}), (6, {"teams": "3x2"})]
    for sars_nars in (False, True)
]
# Under the literal 7 tricks, five or six random players almost never finish a hand with a winner, so these
# tables are walked for a while rather than played to the end (which is H-15.5a's point).
LITERAL_SEVEN_TABLES: list[tuple[int, dict[str, Any]]] = [
    (5, {"five_six_target": "seven"}), (6, {"five_six_target": "seven", "teams": "2x3"}),
    (6, {"five_six_target": "seven", "teams": "3x2", "sars_nars": True}),
]



def table_id(table: tuple[int, dict[str, Any]]) -> str:
    """`6p-teams=3x2-sars_nars=True`, say."""
    players, options = table
    return "-".join([f"{players}p", *(f"{k}={v}" for k, v in options.items())])


CARD_IN_JSON = re.compile(r'"(?:p:)?((?:10|[2-9AJQK])[CDHS])"')


def cards_in(view: object) -> set[str]:
    """Every card code a view mentions, a play action `p:XX` counted as its card."""
    return set(CARD_IN_JSON.findall(json.dumps(view)))


def check_deal(game: Hokm) -> None:
    """Each card of the variant's deck is in exactly one place, and each seat holds what the deal and the draw
    have given it so far."""
    variant = game.variant
    in_play = [c for h in game.hands for c in h] + [c for p in game.pending for c in p] + game.stock
    gone = [c for t in game.played for _, c in t.cards] + [c for _, c in game.trick] + game.discards
    assert sorted(in_play + gone) == sorted(c for c in DECK if c not in variant.removed), "each card in one place"
    assert {c for r in game.rejected for c in r} <= set(game.discards)
    first, rest = variant.packets[0], sum(variant.packets[1:])
    if game.phase is Phase.DECLARE:
        assert [len(h) for h in game.hands] == [first] * game.players
        assert [len(p) for p in game.pending] == [rest] * game.players
        # two cards a draw, enough for every draw to come (H-15.2)
        assert len(game.stock) >= 2 * (variant.draw_to - first) * game.players if variant.draw_to else not game.stock
        return
    assert game.pending == [[]] * game.players
    if game.phase is Phase.DRAW:
        drawn = [len(h) - first for h in game.hands]
        assert len(game.discards) == sum(drawn) and drawn[game.hakem] - drawn[1 - game.hakem] == (
            game.turn != game.hakem), "the hakem draws first, then each in turn"
        return
    played_by = [0] * game.players
    for seat, _ in [p for t in game.played for p in t.cards] + game.trick:
        played_by[seat] += 1
    assert [len(h) + n for h, n in zip(game.hands, played_by, strict=True)] == [variant.tricks] * game.players


def check_views(game: Hokm) -> None:
    """No seat sees a card it may not: another seat's, one still to be dealt or drawn, one thrown away in the
    draw that it did not see itself, or an old trick of this hand; and the last hand's record shows only the
    cards that were played in it."""
    hidden = {c for p in game.pending for c in p} | set(game.stock) | set(game.discards)
    old_tricks = game.played if game.trick or not game.options["show_last_trick"] else game.played[:-1]
    forgotten = {c for t in old_tricks for _, c in t.cards}
    for seat in range(game.players):
        view = game.view(seat)
        assert view["hand"] == game.hands[seat]
        drawing = game.phase is Phase.DRAW and game.turn == seat
        assert view["seen"] == (game.stock[-1] if drawing else None), "only the drawer sees the top card"
        own = {view["seen"], *game.rejected[seat]}
        others = {c for s, h in enumerate(game.hands) if s != seat for c in h}
        seen = cards_in({k: v for k, v in view.items() if k not in ("ace_deal", "last_hand")}) - {game.revealed}
        assert not seen - own & (others | hidden), f"seat {seat} sees hidden cards"
        assert not seen & forgotten, f"seat {seat} sees a finished trick"
    last_hand = game.public_view()["last_hand"]
    if last_hand is not None:
        assert cards_in({k: v for k, v in last_hand.items() if k != "played"}) == set()
        assert game.last_hand is not None
        assert cards_in(last_hand["played"]) == {c for t in game.last_hand.played for _, c in t.cards}


def refuse_forbidden_cards(game: Hokm) -> None:
    """A card off the led suit while holding it, and a card from another hand, change nothing (checked once
    a trick, to keep the run short)."""
    if game.phase is not Phase.PLAY or len(game.trick) != 1:
        return
    (seat,) = game.to_act()
    legal = set(game.legal_actions(seat))
    revoke = next((c for c in game.hands[seat] if f"p:{c}" not in legal), None)
    other = game.hands[game.next(seat)]
    assert_all_refused(game, [(seat, f"p:{card}") for card in (revoke, *other[:1]) if card is not None])


def check(game: Game) -> None:
    assert isinstance(game, Hokm)
    check_deal(game)
    check_views(game)
    if not game.is_over():
        refuse_forbidden_cards(game)


def sometimes(check: Callable[[Game], None], seed: int) -> Callable[[Game], None]:
    """`check` at a seeded third of the steps and at the end: for the other tables, which play by the same code as
    the four-player table whose every step is checked."""
    rng = random.Random(seed)

    def sampled(game: Game) -> None:
        if game.is_over() or rng.random() < 1 / 3:
            check(game)
    return sampled


def check_result(game: Game) -> None:
    """The match ended by sets or Bam, and every hand on the way was won by one side or void."""
    assert isinstance(game, Hokm) and game.winner is not None
    assert game.bam_won or game.sets[game.winner] == game.options["sets_to_win"]
    assert game.result().winners == set(game.sides[game.winner])


@settings(max_examples=8, deadline=None)
@given(options=st.sampled_from(OPTION_SETS), seed=st.integers(0, 2**128), choice_seed=st.integers(0, 2**32))
def test_hokm_random_match_keeps_the_protocol(options: dict[str, Any], seed: int, choice_seed: int) -> None:
    check_result(playthrough(Hokm, options, 4, seed, choice_seed, check))


@pytest.mark.parametrize(("players", "options"), VARIANT_TABLES, ids=map(table_id, VARIANT_TABLES))
@settings(max_examples=2, deadline=None)
@given(seed=st.integers(0, 2**128), choice_seed=st.integers(0, 2**32))
def test_every_variant_keeps_the_protocol(players: int, options: dict[str, Any], seed: int,
                                          choice_seed: int) -> None:
    check_result(playthrough(Hokm, options, players, seed, choice_seed, sometimes(check, choice_seed)))


@pytest.mark.parametrize(("players", "options"), LITERAL_SEVEN_TABLES, ids=map(table_id, LITERAL_SEVEN_TABLES))
@settings(max_examples=2, deadline=None)
@given(seed=st.integers(0, 2**128), choice_seed=st.integers(0, 2**32))
@example(seed=1, choice_seed=394)  # a six-player match that ends within 400 moves
def test_literal_seven_tables_keep_the_protocol_hand_after_hand(players: int, options: dict[str, Any], seed: int,
                                                                choice_seed: int) -> None:
    """Up to 400 random moves (the match may end sooner), the hakem passing on after each hand by H-10.3,
    and a replay of the record."""
    game = Hokm(options, players, seed)
    rng = random.Random(choice_seed)
    for _ in range(400):
        check(game)
        if game.is_over():
            break
        (seat,) = game.to_act()
        assert_all_refused(game, [(game.next(seat), rng.choice(game.legal_actions(seat))),
                                  (seat, rng.choice(FORGED))])
        hakem = game.hakem
        events = game.apply(seat, rng.choice(game.legal_actions(seat)))
        over = next((e.data for e in events if e.kind == "hand_over"), None)
        if over is not None and not game.is_over():
            side = over["winner"]
            assert game.hakem == (game.next(hakem) if side is None else hakem if side == game.side_of(hakem)
                                  else game.next_hakem(side))
            assert side is not None or over["points"] == 0
    assert snapshot(Hokm.replay(game.record())) == snapshot(game)
