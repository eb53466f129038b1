"""Bluff in Telegram: the DM hand and its buttons, the group's Bluff! button, caption, news and rules."""

from __future__ import annotations

import re
from pathlib import Path

from bot import callbacks, i18n
from bot.games.bluff import Bluff
from bot.games.cards import decks
from bot.plugin import Button, Keyboard
from bot.ui.bluff import PAGE_SIZE, BluffUI, by_rank
from tests.bluff_support import A, B, C, call, play, rig

UI = BluffUI()
NAMES = ["Ali", "Bita", "Cyrus", "Dara", "Elham"]
HANDS = [["7C", "9C", "KD", "2S", "7H"], ["7D", "3C", "QS"], ["5C", "6C", "7S", "AH"]]


def labels(rows: Keyboard) -> list[str]:
    return [b.label for row in rows for b in row]


def actions(rows: Keyboard) -> list[str]:
    return [b.action for row in rows for b in row]


def keyboard(game: Bluff, seat: int, lang: str = "en", page: int = 0) -> Keyboard:
    return UI.hand_keyboard(game.view(seat), lang, page)


def test_the_opener_picks_cards_then_names_any_rank() -> None:
    game = rig(HANDS, dealer=C)
    rows = keyboard(game, A)
    assert labels(rows) == ["2♠", "7♣", "7♥", "9♣", "K♦"], "by rank, then suit"
    assert "pass" not in actions(rows), "the opener may not pass"
    game.apply(A, "s:7H")
    rows = keyboard(game, A)
    assert labels(rows)[:5] == ["2♠", "7♣", "✅7♥", "9♣", "K♦"]
    claims = rows[1:]
    assert [len(row) for row in claims] == [5, 5, 3]
    assert actions(claims) == [f"c:{r}" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")]
    assert [b.label for b in claims[2]] == ["J", "Q", "K"]
    assert [b.label for b in claims[2]] != [b.label for b in UI.hand_keyboard(game.view(A), "fa", 0)[3]]
    text = UI.hand_text(game.view(A), NAMES, "en")
    assert "you open the round" in text and "Picked: \u20667♥\u2069" in text


def test_later_players_claim_the_round_rank_or_pass() -> None:
    game = rig(HANDS, dealer=C)
    play(game, A, ["9C", "2S"], "7")
    assert actions(keyboard(game, B))[-2:] == ["pass", "call:1"]
    assert not any(a.startswith("c:") for a in actions(keyboard(game, B)))
    game.apply(B, "s:3C")
    rows = keyboard(game, B)
    assert rows[-3] == [Button("📣 1 × 7", "c:7")] and rows[-2] == [Button("Pass", "pass")]
    assert rows[-1] == [Button("🫵 Bluff!", "call:1")], "the player to move may call instead"
    assert UI.hand_keyboard(game.view(B), "fa", 0)[-3] == [Button("📣 ۱ تا ۷", "c:7")]
    text = UI.hand_text(game.view(B), NAMES, "en")
    assert "Pile: 2 cards · live claim: \u2068Ali\u2069 2 × 7" in text and "claim them as 7. Or pass." in text


def test_a_full_play_marks_the_other_cards_inactive() -> None:
    game = rig(HANDS, dealer=C)
    for card in ("7C", "9C", "KD", "2S"):
        game.apply(A, f"s:{card}")
    assert labels(keyboard(game, A))[:5] == ["✅2♠", "✅7♣", "·7♥·", "✅9♣", "✅K♦"]


def test_only_the_player_to_move_has_buttons() -> None:
    game = rig(HANDS, dealer=C)
    assert keyboard(game, B) == [] and keyboard(game, C) == []
    text = UI.hand_text(game.view(C), NAMES, "en")
    assert "you hold 4 cards" in text and "\u2066A ♥  ·  5 ♣  ·  6 ♣  ·  7 ♠\u2069" in text
    assert "Not your turn" in text and "Pile" not in text, "a play elsewhere leaves this message as it is"


def test_a_hand_of_fifty_cards_pages_within_telegram_limits() -> None:
    """Fifteen players, three decks, one hand of fifty cards: pages of at most 40 cards, every card on exactly
    one page, under 100 buttons, callback data under 64 bytes even with a long game's version."""
    cards = sorted(decks(3))
    hands = [cards[:50]] + [cards[50 + i::14] for i in range(14)]
    game = rig(hands, dealer=14)
    game.apply(0, "s:" + by_rank(cards[:50])[-1])
    seen = []
    for page in range(2):
        rows = keyboard(game, 0, page=page)
        assert sum(len(row) for row in rows) <= 100
        assert all(len(callbacks.move("abcd1234", 10**7, a)) <= callbacks.MAX_BYTES for a in actions(rows))
        assert all(len(row) <= 6 for row in rows)
        nav = next(row for row in rows if row[0].label == "◀")
        assert [b.action for b in nav] == [f"~page:{1 - page}", f"~page:{page}", f"~page:{1 - page}"]
        seen += [a for a in actions(rows) if a.startswith("s:")]
    assert sorted(seen) == sorted(f"s:{c}" for c in cards[:50]) and len(seen) == 50
    assert len([a for a in actions(keyboard(game, 0, page=0)) if a.startswith("s:")]) == PAGE_SIZE
    assert keyboard(game, 0, page=9) == keyboard(game, 0, page=1), "a page past the end shows the last"
    assert "✅" in "".join(labels(keyboard(game, 0, page=1)))


def test_private_edits_follow_what_each_message_shows() -> None:
    game = rig(HANDS, dealer=C)
    assert UI.changed_hands(game, game.apply(A, "s:9C"), A) == {A}
    assert UI.changed_hands(game, game.apply(A, "c:7"), A) == {A, B, C}, "a Bluff! button in every other DM"
    assert UI.changed_hands(game, game.apply(C, "trust:1"), C) == set()
    assert UI.changed_hands(game, game.apply(B, "pass"), B) == {B, C}
    assert UI.changed_hands(game, call(game, B), B) == {A, B, C}


def test_the_bluff_button_is_in_the_private_hand_of_every_seat_that_may_call() -> None:
    game = rig(HANDS, dealer=C)
    play(game, A, ["9C"], "7")
    assert keyboard(game, C) == [[Button("🫵 Bluff!", "call:1")]]
    assert keyboard(game, A) == [], "not for the play's own author"
    text = UI.hand_text(game.view(C), NAMES, "en")
    assert "live claim: \u2068Ali\u2069 1 × 7" in text and "press <b>Bluff!</b> here" in text
    game.apply(C, "trust:1")
    assert keyboard(game, C) == [] and "Bluff!</b> button are in the group" in UI.hand_text(game.view(C), NAMES, "en")


def test_the_bluff_button_is_for_the_live_play_only() -> None:
    game = rig(HANDS, dealer=C)
    assert UI.table_keyboard(game.public_view(), "en") == []
    play(game, A, ["9C"], "7")
    assert UI.table_keyboard(game.public_view(), "en") == [[Button("🫵 Bluff!", "call:1")]]
    assert UI.table_keyboard(game.public_view(), "fa") == [[Button("🫵 بلف!", "call:1")]]
    call(game, B)
    assert UI.table_keyboard(game.public_view(), "en") == []


def test_a_call_is_announced_with_its_cards_and_who_takes_the_pile() -> None:
    game = rig(HANDS, dealer=C)
    play(game, A, ["9C", "7C"], "7")
    events = call(game, C)
    news = UI.announcements(events, game.public_view(), NAMES, "en")
    assert news == ["🫵 <b>\u2068Cyrus\u2069</b> called \u2068Ali\u2069's 2 × 7: <b>a bluff!</b>\n"
                    "The cards: \u20667♣ 9♣\u2069\n<b>\u2068Ali\u2069</b> takes the pile (2 cards).\n"
                    "<b>\u2068Cyrus\u2069</b> opens the next round."]
    caption = UI.caption(game.public_view(), NAMES, "en")
    assert caption.splitlines() == [
        "Pile: 0 cards", "A new round", "▶️ Turn: <b>\u2068Cyrus\u2069</b>",
        "🫵 \u2068Cyrus\u2069 called \u2068Ali\u2069: a bluff, \u2068Ali\u2069 took 2 cards."]
    (fa,) = UI.announcements(events, game.public_view(), NAMES, "fa")
    assert "(۲ تا ۷)" in fa and "<b>بلف بود!</b>" in fa and "\u2068Ali\u2069</b> ۲ برگ زمین را برداشت" in fa


def test_one_card_is_counted_as_one() -> None:
    game = rig([["9C", "2D"], ["3C", "4D"], ["5C", "6C"]], dealer=C)
    play(game, A, ["9C"], "7")
    assert "you hold 1 card\n" in UI.hand_text(game.view(A), NAMES, "en")
    assert "Pile: 1 card ·" in UI.hand_text(game.view(B), NAMES, "en")
    events = call(game, B)
    (news,) = UI.announcements(events, game.public_view(), NAMES, "en")
    assert "<b>\u2068Ali\u2069</b> takes the pile (1 card).\n" in news
    assert UI.caption(game.public_view(), NAMES, "en").endswith("\u2068Ali\u2069 took 1 card.")
    (fa,) = UI.announcements(events, game.public_view(), NAMES, "fa")
    assert "\u2068Ali\u2069</b> ۱ برگ زمین را برداشت." in fa


def test_a_burn_and_the_end_are_announced() -> None:
    game = rig([["9C", "2D"], ["3C"], ["5C", "6C"]], dealer=C)
    play(game, A, ["9C"], "9")
    game.apply(B, "pass")
    burn = game.apply(C, "pass")
    assert UI.changed_hands(game, burn, C) == {A, B, C}, "the Bluff! buttons of the burnt play go"
    news = UI.announcements(burn, game.public_view(), NAMES, "en")
    assert news == ["🔥 Everyone passed: the pile of 1 card is burned unseen.\n<b>\u2068Ali\u2069</b> opens the "
                    "next round."]
    play(game, A, ["2D"], "2")
    end = UI.announcements(play(game, B, ["3C"], "2"), game.public_view(), NAMES, "fa")
    assert end == ["🏆 <b>\u2068Ali\u2069</b> برنده شد!\nژتون: \u2068Ali\u2069 +۲۰ · \u2068Bita\u2069 -۱۰ · "
                   "\u2068Cyrus\u2069 -۱۰"]
    assert UI.caption(game.public_view(), NAMES, "en") == "🏆 Won by <b>\u2068Ali\u2069</b>"
    assert "The game is over. Won by \u2068Ali\u2069" in UI.hand_text(game.view(B), NAMES, "en")
    assert keyboard(game, B) == []


def test_the_start_and_the_rules_name_the_table() -> None:
    view = Bluff({}, 5, seed=1).public_view()
    start = UI.start_text(view, NAMES, "en")
    assert "5 players and 1 deck: 10–11 cards each" in start and "opens the first round" in start
    assert "۱۵ بازیکن و ۳ دسته ورق؛ هر نفر ۱۰–۱۱ برگ" in UI.start_text(Bluff({}, 15, 1).public_view(),
                                                                         [""] * 15, "fa")
    assert "nobody passes" in UI.rules("en", Bluff.resolve_options({"claim_rule": "free"}))
    assert "دسته‌های ورق: ۲" in UI.rules("fa", Bluff.resolve_options({"decks": 2}))


def test_every_refusal_of_the_rules_has_words_in_both_languages() -> None:
    source = Path("bot/games/bluff.py").read_text()
    reasons = set(re.findall(r'IllegalAction\("(\w+)"', source))
    assert {"already_called", "not_live", "own_play", "unpick_limit"} <= reasons
    assert all(i18n.refusal_key("bluff", reason) for reason in reasons), reasons
