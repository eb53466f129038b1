"""Bourse in Telegram: trading in two steps (card, then price) within Telegram's limits, offers shown only to
whom they are open, the private edits an offer causes, the texts and the table."""

from __future__ import annotations

import pytest

from bot import callbacks, i18n
from bot.games.bourse import DECK_A, Bourse
from bot.registry import GAMES
from bot.render.ring import HEIGHT, WIDTH
from bot.ui.bourse import BUY_PAGE, PRICE_PAGES, SELL_PAGE
from tests.imaging import decode

ENTRY = GAMES["bourse"]
UI = ENTRY.ui
NAMES = ["سیدمهدی موسوی", "Alexander K.", "علی Ali 🎉", *(f"Player {i}" for i in range(3, 13))]
REASONS = ("burned", "not_yours", "own_card", "price_out_of_range", "to_self", "no_such_buyer", "no_chips",
           "offer_limit", "offer_lapsed", "not_for_you", "stale_read")


def actions(game: Bourse, seat: int, page: int) -> list[str]:
    return [b.action for row in UI.hand_keyboard(game.view(seat), "en", page) for b in row]


def test_every_offer_is_two_presses_away_and_fits_telegram() -> None:
    game = Bourse({}, 13, 4)
    seat = 0
    legal = set(game.legal_actions(seat))
    reached: set[str] = set()
    for side_page in (SELL_PAGE, BUY_PAGE):
        cards = [a for a in actions(game, seat, side_page) if a != "~page:0"]
        assert cards and all(a.startswith("~page:") for a in cards)
        for card_page in cards:
            prices = actions(game, seat, int(card_page[6:]))
            assert len(prices) <= 100
            reached |= {a for a in prices if not a.startswith("~")}
    main = actions(game, seat, 0)
    assert {"done", "~page:1", "~page:2"} <= set(main)
    assert reached | {a for a in main if not a.startswith("~")} == legal
    for page in (0, SELL_PAGE, BUY_PAGE, PRICE_PAGES + 51):
        for action in actions(game, seat, page):
            callbacks.move("abcdefgh", 99999, action)


def test_an_offer_to_all_shows_a_take_button_to_the_others_only() -> None:
    game = Bourse({}, 4, 2)
    card = game.view(0)["hand"][0]
    events = game.apply(0, f"sell:{card}:20")
    assert UI.changed_hands(game, events, 0) == {0, 1, 2, 3}
    (offer,) = game.offers
    assert f"take:{offer.id}" in actions(game, 1, 0) and f"take:{offer.id}" not in actions(game, 0, 0)
    assert "sells" in UI.hand_text(game.view(1), NAMES, "en") and "sells" not in UI.caption(
        game.public_view(), NAMES, "en")


def test_a_buy_offer_is_seen_by_the_holder_alone() -> None:
    game = Bourse({}, 4, 2)
    card = game.view(1)["hand"][0]
    events = game.apply(0, f"buy:{card}:15")
    assert UI.changed_hands(game, events, 0) == {0, 1}
    (offer,) = game.offers
    assert f"take:{offer.id}" in actions(game, 1, 0)
    assert all(f"take:{offer.id}" not in actions(game, s, 0) for s in (2, 3))
    assert "offers 15 for your" in UI.hand_text(game.view(1), NAMES, "en")
    game.apply(1, f"take:{offer.id}")
    assert "🤝" in UI.caption(game.public_view(), NAMES, "en")


def test_a_price_page_for_a_card_no_longer_tradable_falls_back_to_the_main_keyboard() -> None:
    game = Bourse({}, 3, 1)
    theirs = next(c for c in DECK_A if c not in game.view(0)["hand"])
    mine = game.view(0)["hand"][0]
    assert any(a.startswith(f"buy:{theirs}:") for a in actions(game, 0, PRICE_PAGES + DECK_A.index(theirs)))
    assert any(a.startswith(f"sell:{mine}:") for a in actions(game, 0, PRICE_PAGES + DECK_A.index(mine)))
    game.apply(0, "done")
    assert actions(game, 0, PRICE_PAGES + DECK_A.index(mine)) == []  # waiting: no buttons at all


def test_refusals_rules_and_lobby() -> None:
    assert all(i18n.refusal_key("bourse", r) for r in REASONS)
    assert "every 30 seconds" in UI.rules("en", Bourse.resolve_options({"read_seconds": 30}))
    assert UI.option_label("read_seconds", 10, "fa") == "هر ۱۰ ثانیه"


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_the_table_for_thirteen(lang: str) -> None:
    game = Bourse({}, 13, 3)
    for _ in range(3):
        game.apply(game.reader, f"read:{len(game.read) + 1}")
    card = game.view(0)["hand"][0]
    game.apply(0, f"sell:{card}:20")
    game.apply(1, f"take:{game.offers[-1].id}")
    assert decode(UI.render(game.public_view(), NAMES, lang)).size == (WIDTH, HEIGHT)
    heard: list[str] = []
    while not game.is_over():
        events = game.apply(game.reader, f"read:{len(game.read) + 1}")
        heard += UI.announcements(events, game.public_view(), NAMES, "en")
    assert decode(UI.render(game.public_view(), NAMES, lang)).size == (WIDTH, HEIGHT)
    assert len(heard) == 1 and "The cards under the prizes" in heard[0] and "Prize 1 (260 chips)" in heard[0]
