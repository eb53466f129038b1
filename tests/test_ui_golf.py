"""Golf's texts and keyboards, phase by phase: the private grid of buttons, two-step targets, the race buttons
of every eligible seat, the news of a hole, the rules of every variant and the refusals."""

from __future__ import annotations

from bot import i18n
from bot.games.golf import Golf
from bot.games.golf.variants import VARIANTS
from bot.plugin import Keyboard
from bot.registry import GAMES
from bot.ui.golf import BACK, ends_race, race_window
from bot.ui.golf.house import APPLIES, VALUE_APPLIES
from tests.golf_support import A, B, C, D, play, rig

UI = GAMES["golf"].ui
NAMES = ["Alice", "Bob", "سارا", "Dave 🇮🇷"]
ISOLATES = str.maketrans("", "", "\u2066\u2068\u2069")
PREFIX = 20  # the adapter's prefix of a button's data: `G|<table id>|<version>|`


def actions(rows: Keyboard) -> list[str]:
    return [b.action for row in rows for b in row]


def labels(rows: Keyboard) -> list[list[str]]:
    return [[b.label for b in row] for row in rows]


def plain(text: str) -> str:
    return text.translate(ISOLATES)


def keyboard(game: Golf, seat: int, page: int = 0) -> Keyboard:
    return UI.hand_keyboard(game.view(seat), "en", page)


def six() -> Golf:
    return rig("six", [["AC", "2C", "3C", "4C", "5C", "6C"], ["AD", "2D", "3D", "4D", "5D", "6D"]],
               ["9S", "KH", "QS"], up="7H")


def test_six_card_first_turn_is_a_grid_of_backs_to_flip() -> None:
    game = six()
    rows = keyboard(game, A)
    assert labels(rows) == [[BACK] * 3, [BACK] * 3]
    assert actions(rows) == [f"f:{i}" for i in range(1, 7)]
    assert keyboard(game, B) == []  # nothing to press out of turn
    text = plain(UI.hand_text(game.view(B), NAMES, "en"))
    assert "Not your turn" in text and "🂠  🂠  🂠" in text and "A♦" not in text


def test_six_card_draw_then_place_or_discard() -> None:
    game = six()
    play(game, (A, "f:1"), (A, "f:5"))
    rows = keyboard(game, A)
    assert labels(rows)[:2] == [["A♣", BACK, BACK], [BACK, "5♣", BACK]]
    assert actions(rows)[6:] == ["s", "t"] and labels(rows)[2] == ["🂠 Stock (3)", "Take \u20667♥\u2069"]
    play(game, (A, "s"))
    rows = keyboard(game, A)
    assert actions(rows) == [*(f"r:{i}" for i in range(1, 7)), "d"]
    assert "In your hand: <b>\u20669♠\u2069</b>" in UI.hand_text(game.view(A), NAMES, "en")
    assert "9♠" not in UI.hand_text(game.view(B), NAMES, "en")  # a stock card is the drawer's alone
    play(game, (A, "r:2"))
    assert labels(keyboard(game, B))[0] == [BACK] * 3  # B's first turn
    assert UI.hand_text(game.view(A), NAMES, "en").count("9♠") == 1


def test_a_taken_discard_has_no_discard_button_and_a_press_says_why() -> None:
    game = six()
    play(game, (A, "f:1"), (A, "f:2"), (A, "t"))
    assert "d" not in actions(keyboard(game, A))
    assert i18n.refusal_key("golf", "keep_taken")


def malaysian() -> Golf:
    return rig("malaysian", [["2C", "7S", "4C", "5C"], ["KS", "3D", "4D", "5D"]], ["QC", "JC", "KC", "AS"],
               up="9S")


def test_powers_pick_a_seat_then_a_position_and_the_peek_shows_only_to_the_user() -> None:
    game = malaysian()
    play(game, (A, "s"))
    assert actions(keyboard(game, A))[-1] == "u" and plain(labels(keyboard(game, A))[-1][-1]) == "✨ Use Q♣"
    play(game, (A, "u"))
    rows = keyboard(game, A)
    assert actions(rows)[-1] == "g:1" and labels(rows)[-1] == ["👤 2"]
    assert "Players: 1 Alice · 2 Bob" in plain(UI.hand_text(game.view(A), NAMES, "en"))
    play(game, (A, "g:1"))
    rows = keyboard(game, A)
    assert actions(rows) == ["p:1", "p:2", "p:3", "p:4"]
    assert labels(rows) == [[BACK, BACK], [BACK, BACK]]  # B's cards, none seen by A
    play(game, (A, "p:1"))
    assert "You have seen: Bob 1: K♠" in plain(UI.hand_text(game.view(A), NAMES, "en"))  # A looked at B's card …
    assert "K♠" not in UI.hand_text(game.view(B), NAMES, "en")  # … B has not


def test_pablo_picks_several_equal_cards_in_the_grid_then_confirms() -> None:
    """Pablo's «two or more cards of equal rank»: one press per card (ticked), then Replace with the count."""
    game = rig("pablo", [["9C", "9D", "9S", "3H"], ["2D", "3D", "4D", "5D"]], ["2C"], up="QH")
    play(game, (A, "s"))
    assert "m" in actions(keyboard(game, A)) and "🟰 Equal cards" in labels(keyboard(game, A))[-1]
    play(game, (A, "m"), (A, "s:1"), (A, "s:3"))
    rows = keyboard(game, A)
    assert actions(rows) == ["s:1", "s:2", "s:3", "s:4", "ok", "n"]
    assert labels(rows)[0][0] == "✅🂠" and labels(rows)[1][0] == "✅👁9♠" and labels(rows)[2] == ["✅ Replace (2)",
                                                                                                 "↩️ Back"]
    assert "equal cards it replaces" in UI.hand_text(game.view(A), NAMES, "en")
    assert i18n.refusal_key("golf", "pick_two")


def test_every_action_fits_in_a_button() -> None:
    longest = max(["a:999.7.12", "s:12", "m", "g:7", "call", "fa", "v:12"], key=len)
    assert len(longest.encode()) + PREFIX <= 64


def cumbia() -> Golf:
    grids = [["3C", "9H", "4S", "5S"], ["2S", "3D", "4D", "5D"], ["AH", "8H", "6H", "QD"], ["KS", "KC", "QC", "QS"]]
    game = rig("cumbia", grids, ["9C", "AC", "AD"], up="8S", dealer=A)
    events = game.apply(B, "s") + game.apply(B, "d")
    assert race_window(events) is True
    return game


def test_a_race_gives_every_eligible_seat_its_buttons_at_once() -> None:
    game = cumbia()
    # The turn timer waits for the player to draw only; the racers may act but are not waited for, and the draw
    # that would end their chance is held back while the window is open.
    assert game.to_act() == {A, B, C, D} and game.waiting_for() == {C}
    assert ends_race("s") and ends_race("t") and not ends_race("a:1.0.2") and not ends_race("call")
    for seat in (A, C, D):
        rows = keyboard(game, seat)
        assert [f"a:1.{seat}.{i}" for i in range(1, 5)] == actions(rows)[:4]
        assert "⚡ You may throw a card equal to \u20669♣\u2069" in UI.hand_text(game.view(seat), NAMES, "en")
    rows = keyboard(game, C, page=A + 1)  # Cumbia: any layout, chosen with the seat buttons
    assert actions(rows)[:4] == [f"a:1.{A}.{i}" for i in range(1, 5)] and "~page:0" in actions(rows)
    assert "a:1.2.pass" not in actions(rows)  # letting it go is the computer's; a person simply does not press
    events = game.apply(C, "a:1.0.2")
    assert race_window(events) is False
    assert "⚡ Bob threw" not in " ".join(UI.announcements(events, game.public_view(), NAMES, "en"))
    assert UI.announcements(events, game.public_view(), NAMES, "en") == ["⚡ \u2068سارا\u2069 threw \u20669♥\u2069."]
    assert actions(keyboard(game, C)) == ["v:1", "v:2", "v:3", "v:4"]
    assert keyboard(game, D) == []


def test_a_cactus_snap_leaves_the_draw_held_back_for_the_other_snappers() -> None:
    grids = [["2C", "3C", "4C", "5C"], ["5D", "3D", "4D", "9D"], ["5H", "3H", "4H", "7H"]]
    game = rig("cactus", grids, ["5S", "8S", "8C"])
    play(game, (A, "s"), (A, "d"))
    assert race_window(game.apply(A, "end")) is True  # the snapping opens as the turn ends, after the call
    assert race_window(game.apply(B, "a:1.1.1")) is None
    assert race_window(game.apply(B, "s")) is False


def test_a_pass_out_of_turn_changes_nothing_anyone_is_shown() -> None:
    """A computer seat lets a discard go with a move of its own: the group's view and every other hand's text and
    buttons stay as they were, so nothing is redrawn and a draw pressed on the keyboard shown before is not out of
    date (the adapter accepts the version a hand was last drawn at). The race closes with the draw."""
    game = cumbia()

    def screens(seat: int) -> tuple[str, Keyboard]:
        return UI.hand_text(game.view(seat), NAMES, "en"), keyboard(game, seat)

    before, public = {s: screens(s) for s in (A, C, D)}, game.public_view()
    play(game, (B, "a:1.pass"), (D, "a:1.pass"))
    assert game.public_view() == public and {s: screens(s) for s in (A, C)} == {s: before[s] for s in (A, C)}
    assert game.public_view()["race_open"] and UI.caption(game.public_view(), NAMES, "en") == \
        UI.caption(public, NAMES, "en")
    play(game, (C, "s"))
    assert not game.public_view()["race_open"] and game.legal_actions(A) == []


def test_a_hole_is_announced_once_with_scores_and_totals() -> None:
    game = rig("malaysian", [["QD", "7C", "AS", "JK"], ["2D", "3D", "4D", "5D"]], ["9C"], up="9S")
    events = game.apply(A, "s") + game.apply(A, "d")
    news = UI.announcements(events, game.public_view(), NAMES, "en")
    assert news[0] == "The stock ran out."
    assert news[1].startswith("⛳ <b>Hole 1 is over</b>") and "28 (total 28)" in news[1] and "14 (total 14)" in news[1]
    assert sum("Hole 1 is over" in n for n in news) == 1


def test_rules_name_every_variant_in_both_languages() -> None:
    for variant in VARIANTS:
        for lang in ("fa", "en"):
            text = UI.rules(lang, Golf.resolve_options({"variant": variant}))
            assert text.count("\n") >= 2 and "{" not in text
    assert "9 holes" not in UI.rules("en", Golf.resolve_options({"variant": "six", "holes": 3})).split("\n")[-1]
    assert "3 holes" in UI.rules("en", Golf.resolve_options({"variant": "six", "holes": 3}))


def test_rules_name_every_table_option_in_force_in_both_languages() -> None:
    assert set(APPLIES) == set(Golf.OPTIONS) - {"variant", "holes", "target"}
    for option, spec in Golf.OPTIONS.items():
        for value in (v for v in spec.choices if option in APPLIES and v != spec.default):
            variant = sorted(VALUE_APPLIES.get((option, value), APPLIES[option]))[0]
            for lang in ("fa", "en"):
                plain_rules = UI.rules(lang, Golf.resolve_options({"variant": variant}))
                text = UI.rules(lang, Golf.resolve_options({"variant": variant, option: value}))
                assert text != plain_rules and "{" not in text, (option, value, lang)
    assert UI.rules("en", Golf.resolve_options({"variant": "four", "rearrange": True})).endswith("none")


def test_a_group_may_play_six_card_house_rules_at_every_table() -> None:
    """/settings: `rearrange` and `big_square_bonus`, six-card Golf's options, become every new table's."""
    keys = [setting.key for setting in GAMES["golf"].settings]
    assert keys == ["golf_rearrange", "golf_big_square"]
    assert UI.house_rules({"golf_rearrange": 1, "golf_big_square": 0}) == {"rearrange": True,
                                                                          "big_square_bonus": False}
    assert all(i18n.known(f"settings_{key}{end}") for key in keys for end in ("", "_0", "_n"))


def test_rearranging_picks_a_face_up_card_then_its_place() -> None:
    game = rig("six", [["AC", "2C", "3C", "4C", "5C", "6C"], ["AD", "2D", "3D", "4D", "5D", "6D"]], ["9S"],
               up="7H", rearrange=True)
    play(game, (A, "f:1"), (A, "f:5"))
    rows = keyboard(game, A)
    assert actions(rows) == [*(f"w:{i}" for i in range(1, 7)), "n"] and game.legal_actions(A) == ["w:1", "w:5", "n"]
    assert labels(rows)[2] == ["Done"] and "new place" in UI.hand_text(game.view(A), NAMES, "en")
    play(game, (A, "w:1"))
    assert labels(keyboard(game, A))[0][0] == "✋A♣"


def test_every_refusal_has_words() -> None:
    reasons = ("already_tried", "race_closed", "flip_first", "look_first", "placed_first", "keep_taken",
               "not_placeable", "no_power", "cannot_end", "draw_first", "cannot_take", "not_your_turn", "pick_two",
               "cannot_replace")
    assert all(i18n.refusal_key("golf", r) for r in reasons)


def test_the_lobby_offers_every_variant_and_a_number_of_holes() -> None:
    """§1.9 «Play 9 holes» by default (the variant's own length); «Many versions play 9 to 18 deals», and a
    short game of one or three holes."""
    choices = UI.lobby_choices(4, Golf.resolve_options({}))
    assert choices["variant"] == tuple(VARIANTS)
    assert choices["holes"] == (0, 1, 3, 9, 18) and Golf.OPTIONS["holes"].default == 0
    assert [UI.option_label("holes", n, "en") for n in (0, 3)] == ["⛳ usual length", "⛳ holes: 3"]
    assert Golf({"variant": "six"}, 2, 0).holes == 9 and Golf({"variant": "cumbia"}, 2, 0).holes == 7
    cactus = Golf({"variant": "cactus"}, 2, 0)
    assert (cactus.holes, cactus.target) == (0, 100)
    short = Golf({"variant": "cactus", "holes": 3}, 2, 0)
    assert (short.holes, short.target) == (3, 0)
    assert "3 holes" in UI.start_text(short.public_view(), NAMES, "en")
    assert [UI.option_label("variant", v, "en") for v in ("six", "cactus")] == ["6-card", "Cactus"]
    assert UI.option_label("variant", "six", "fa") == "۶ برگی"


def test_the_lobby_offers_the_chosen_variants_own_options_in_both_languages() -> None:
    """Each variant's own options, after the variant and the length, with only the values the variant has;
    the seats follow the variant (§3.1: four-card takes more than 8 with two packs)."""
    for variant in VARIANTS:
        choices = UI.lobby_choices(4, Golf.resolve_options({"variant": variant}))
        assert list(choices)[:2] == ["variant", "holes"]
        for option, values in list(choices.items())[2:]:
            assert variant in APPLIES[option] and len(values) >= 2
            assert all(variant in VALUE_APPLIES.get((option, v), APPLIES[option]) for v in values)
            labels = {UI.option_label(option, v, lang) for v in values for lang in ("fa", "en")}
            assert len(labels) == 2 * len(values)
    four = UI.lobby_choices(4, Golf.resolve_options({"variant": "four"}))
    assert {"four_replace_once", "four_progressive", "relook"} <= set(four) and "jack20" in four["four_scale"]
    assert UI.lobby_choices(4, Golf.resolve_options({"variant": "pablo"}))["four_look"] == ("near", "any_two", "one")
    assert "nine_shrink" in UI.lobby_choices(4, Golf.resolve_options({"variant": "nine"}))
    assert {"rearrange", "big_square_bonus"} <= set(UI.lobby_choices(4, Golf.resolve_options({})))
    assert UI.option_label("four_replace_once", True, "en") == "Replace once: yes"
    assert [UI.max_players_for({"variant": v}) for v in ("four", "cabo")] == [16, 8]
    assert "(2 to 16 players)" in UI.rules("en", Golf.resolve_options({"variant": "four"}))


def test_the_end_names_the_winner_and_the_margin() -> None:
    game = rig("malaysian", [["QD", "7C", "AS", "JK"], ["2D", "3D", "4D", "5D"]], ["9C"], up="9S", holes=1)
    events = game.apply(A, "s") + game.apply(A, "d")
    news = UI.announcements(events, game.public_view(), NAMES, "en")
    assert news[-1] == "🏆 <b>\u2068Bob\u2069</b> won the game! (by 14 points)"
    assert "Won by" in UI.caption(game.public_view(), NAMES, "en")
