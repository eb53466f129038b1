"""Random Hokm matches through the shared protocol harness, with Hokm's own invariants checked at every step:
the deal, hidden cards, the table's memory of finished tricks, and refusals of cards the rules forbid."""

from __future__ import annotations

import json
import re
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.hokm import DECK, Hokm, Phase
from bot.games.protocol import Game
from tests.game_harness import assert_refused, playthrough

OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"sars_nars": True},
    {"sets_to_win": 2, "failed_bam": "keep_kot"},
    {"show_last_trick": False, "partner_middle_card": False},
]


CARD_IN_JSON = re.compile(r'"(?:p:)?((?:10|[2-9AJQK])[CDHS])"')


def cards_in(view: object) -> set[str]:
    """Every card code a view mentions, a play action `p:XX` counted as its card."""
    return set(CARD_IN_JSON.findall(json.dumps(view)))


def check_deal(game: Hokm) -> None:
    in_play = [c for h in game.hands for c in h] + [c for p in game.pending for c in p]
    gone = [c for t in game.played for _, c in t.cards] + [c for _, c in game.trick]
    assert sorted(in_play + gone) == sorted(DECK), "52 distinct cards, each in one place"
    if game.phase is Phase.DECLARE:
        assert [len(h) for h in game.hands] == [5] * 4 and [len(p) for p in game.pending] == [8] * 4
        return
    assert game.pending == [[]] * 4
    played_by = [0] * 4
    for seat, _ in [p for t in game.played for p in t.cards] + game.trick:
        played_by[seat] += 1
    assert [len(h) + n for h, n in zip(game.hands, played_by, strict=True)] == [13] * 4


def check_views(game: Hokm) -> None:
    """No seat sees a card it may not: another seat's, one still to be dealt, or an old trick of this hand;
    and the last hand's record shows only the cards that were played in it."""
    undealt = {c for p in game.pending for c in p}
    old_tricks = game.played if game.trick or not game.options["show_last_trick"] else game.played[:-1]
    forgotten = {c for t in old_tricks for _, c in t.cards}
    for seat in range(4):
        view = game.view(seat)
        assert view["hand"] == game.hands[seat]
        others = {c for s, h in enumerate(game.hands) if s != seat for c in h}
        seen = cards_in({k: v for k, v in view.items() if k not in ("ace_deal", "last_hand")}) - {game.revealed}
        assert not seen & (others | undealt), f"seat {seat} sees hidden cards"
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
    if revoke is not None:
        assert_refused(game, seat, f"p:{revoke}")
    other = game.hands[(seat + 1) % 4]
    if other:
        assert_refused(game, seat, f"p:{other[0]}")


def check(game: Game) -> None:
    assert isinstance(game, Hokm)
    check_deal(game)
    check_views(game)
    if not game.is_over():
        refuse_forbidden_cards(game)


@settings(max_examples=8, deadline=None)
@given(options=st.sampled_from(OPTION_SETS), seed=st.integers(0, 2**128), choice_seed=st.integers(0, 2**32))
def test_hokm_random_match_keeps_the_protocol(options: dict[str, Any], seed: int, choice_seed: int) -> None:
    game = playthrough(Hokm, options, 4, seed, choice_seed, check)
    assert isinstance(game, Hokm) and game.winner is not None
    assert game.bam_won or game.sets[game.winner] == game.options["sets_to_win"]
