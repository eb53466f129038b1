"""The table options in force, in words for `/rules golf`: each option a table may set, in both languages, named
only when it differs from its default and the variant played has it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.golf import Golf
from bot.i18n import num

GRID = frozenset({"six", "eight", "nine", "ten"})
FACE_DOWN = frozenset({"four", "malaysian", "pablo", "cumbia", "cabo", "cactus"})
SIX_SCALE = frozenset({"six", "nine", "ten"})
FOUR = frozenset({"four"})

APPLIES: dict[str, frozenset[str]] = {
    "two_packs": frozenset({"six"}), "joker_value": SIX_SCALE, "two_value": SIX_SCALE, "queen_value": SIX_SCALE,
    "one_eyed_jacks_zero": SIX_SCALE, "first_flip": GRID, "start_flips": GRID, "rearrange": GRID,
    "flip_as_turn": GRID, "flip_on_discard": frozenset({"six"}), "flip_all_to_end": GRID,
    "four_of_a_kind": frozenset({"six", "ten"}), "pairs_anywhere": frozenset({"six", "ten"}),
    "big_square_bonus": frozenset({"six", "ten"}), "four_look": FACE_DOWN, "four_replace_once": FOUR,
    "four_progressive": FOUR, "four_pairs": FOUR, "four_scale": FOUR, "four_face_up": FOUR, "four_jokers": FOUR,
    "jack_wild_pair": FOUR, "knock_low": FOUR, "knock_high": FOUR, "nine_lines": frozenset({"nine"}),
    "nine_square": frozenset({"nine"}), "nine_adjacent_pairs": frozenset({"nine"}),
    "nine_shrink": frozenset({"nine"}), "relook": FACE_DOWN | GRID,
}

# Choices that only some of an option's variants have
VALUE_APPLIES: dict[tuple[str, Any], frozenset[str]] = {("four_look", "all"): FOUR, ("four_look", "pay"): FOUR}

# An option's words: one text (`{v}` its value) or, for a choice among names, a text per value.
Words = str | dict[str, str]

HOUSE: dict[str, dict[str, Words]] = {
    "fa": {
        "two_packs": "دو دسته برگ برای ۲ تا ۴ نفر هم",
        "joker_value": "جوکر {v}", "two_value": "برگ ۲: {v}", "queen_value": "بی‌بی {v}",
        "one_eyed_jacks_zero": "سربازهای یک‌چشم (پیک و دل) ۰",
        "first_flip": {"same_column": "دو برگ اول از یک ستون", "different_columns": "دو برگ اول از دو ستون",
                       "inner_outer": "یک برگ اول از ستون وسط و یکی از ستون کنار",
                       "peek_near_row": "به جای رو کردن، یک نگاه به ردیف نزدیک"},
        "start_flips": "{v} برگ رو در نوبت اول",
        "rearrange": "بعد از رو کردن‌های اول، برگ‌های رو را هر جا بخواهید بگذارید",
        "flip_as_turn": "یک نوبت می‌تواند فقط رو کردن یک برگ باشد",
        "flip_on_discard": "انداختن برگ دسته یعنی رو کردن یک برگ",
        "flip_all_to_end": "با رو کردن همهٔ برگ‌هایتان دست را تمام کنید",
        "four_of_a_kind": "دو ستونِ جفتِ یک عدد −۱۰، سه ستون −۲۰",
        "pairs_anywhere": "جفت هم‌عدد هر جای چیدمان ۰",
        "big_square_bonus": "چهار جوکر در دو ستون −۲۰",
        "four_look": {"any_two": "نگاه اول به دو برگ دلخواه", "one": "نگاه اول فقط به یک برگ",
                      "all": "هر چهار برگ در دست (دیده)", "pay": "نگاه به برگ خود در نوبت، هر برگ +۱ امتیاز"},
        "four_replace_once": "برگ‌هایی که اول دیده نشده‌اند هر کدام فقط یک‌بار عوض می‌شوند",
        "four_progressive": "برگ تازه رو می‌نشیند و دیگر عوض نمی‌شود، انداختن برگ دسته یعنی رو کردن یک برگ، "
                            "در زدن نیست و دست وقتی همهٔ برگ‌ها رو شد تمام است",
        "four_pairs": {"any": "جفت هم‌عدد هر جا ۰", "row_or_column": "جفت هم‌عدد در یک ردیف یا ستون ۰"},
        "four_scale": {"jk_zero": "سرباز و شاه ۰", "j0_q12_k13": "سرباز ۰، بی‌بی ۱۲، شاه ۱۳", "queen12": "بی‌بی ۱۲",
                       "queen13": "بی‌بی ۱۳", "queen20": "بی‌بی ۲۰", "spade_queen40": "بی‌بی پیک ۴۰ و هشت‌ها ۰",
                       "jack20": "سرباز ۲۰ و سربازِ دورانداخته نوبت نفر بعد را می‌سوزاند"},
        "four_face_up": "برگ تازه رو می‌نشیند؛ وقتی همه رو شد بقیه یک نوبت دیگر دارند",
        "four_jokers": "دو جوکر، هر کدام −۵", "jack_wild_pair": "سرباز با هر برگی جفت می‌شود و هر دو ۰",
        "knock_low": {"zero": "در زنندهٔ کمترین ۰ می‌گیرد",
                      "minus_players": "در زنندهٔ کمترین: منهای تعداد بازیکنان"},
        "knock_high": {"plus10": "در زنندهٔ بازنده +۱۰", "double_plus5": "در زنندهٔ بازنده دو برابر و +۵",
                       "plus_highest": "در زنندهٔ بازنده + بیشترین امتیاز دست", "double": "در زنندهٔ بازنده دو برابر"},
        "nine_lines": {"any": "سه برگ هم‌عدد در ردیف، ستون یا قطر ۰"},
        "nine_square": "مربع ۲×۲ از چهار برگ هم‌عدد −۲۵", "nine_adjacent_pairs": "جفت هم‌عدد کنار هم ۰",
        "nine_shrink": "بی رو کردن اول، بی‌بی ۰ و شاه ۱۰، و ردیف یا ستون سه برگ هم‌عددِ رو همان دم بیرون می‌رود",
        "relook": "برگ‌هایی که دیده‌اید همیشه پیش چشمتان است (بی آن، هر برگ تا اولین حرکت نوبت بعدتان)",
    },
    "en": {
        "two_packs": "two packs for 2 to 4 players too",
        "joker_value": "jokers {v}", "two_value": "2s {v}", "queen_value": "queens {v}",
        "one_eyed_jacks_zero": "one-eyed jacks (spades, hearts) 0",
        "first_flip": {"same_column": "the first two flips in one column",
                       "different_columns": "the first two flips in two columns",
                       "inner_outer": "one first flip in the middle column, one in an outer column",
                       "peek_near_row": "a look at the near row instead of the first flips"},
        "start_flips": "{v} cards turned up on the first turn",
        "rearrange": "after the first flips, face-up cards may be moved anywhere",
        "flip_as_turn": "a turn may be one card turned up",
        "flip_on_discard": "a stock card thrown means a card turned up",
        "flip_all_to_end": "turning up all one's cards ends the hole",
        "four_of_a_kind": "two matched columns of one rank -10, three -20",
        "pairs_anywhere": "equal pairs anywhere 0",
        "big_square_bonus": "four jokers in two columns -20",
        "four_look": {"any_two": "the first look at any two cards", "one": "the first look at one card only",
                      "all": "all four cards held in hand", "pay": "a look at one's own card in one's turn, +1 each"},
        "four_replace_once": "cards not looked at at the start may each be replaced once",
        "four_progressive": "placed cards face up and never replaced, a stock card thrown means a card turned up, "
                            "no knock, and the hole ends when every card is face up",
        "four_pairs": {"any": "equal pairs anywhere 0", "row_or_column": "equal pairs in a row or column 0"},
        "four_scale": {"jk_zero": "jacks and kings 0", "j0_q12_k13": "jacks 0, queens 12, kings 13",
                       "queen12": "queens 12", "queen13": "queens 13", "queen20": "queens 20",
                       "spade_queen40": "the queen of spades 40, eights 0",
                       "jack20": "jacks 20, and a jack discarded makes the next player lose his turn"},
        "four_face_up": "placed cards face up; all face up gives the others one more turn",
        "four_jokers": "two jokers, -5 each", "jack_wild_pair": "a jack pairs with any card, both 0",
        "knock_low": {"zero": "a lowest knocker scores 0",
                      "minus_players": "a lowest knocker scores minus the players"},
        "knock_high": {"plus10": "a beaten knocker +10", "double_plus5": "a beaten knocker doubled +5",
                       "plus_highest": "a beaten knocker + the hole's highest score",
                       "double": "a beaten knocker doubled"},
        "nine_lines": {"any": "three equal cards in a row, column or diagonal 0"},
        "nine_square": "a 2 x 2 square of four equal cards -25", "nine_adjacent_pairs": "adjacent equal pairs 0",
        "nine_shrink": "no first flips, queens 0, kings 10, and a row or column of three equal face-up cards "
                       "leaves the layout as it forms",
        "relook": "the cards you have seen stay shown to you (without it, each until your next turn's first move)",
    },
}


def applies(option: str, value: Any, variant: str) -> bool:
    """Whether the variant has the option, and this value of it."""
    return option in APPLIES and variant in VALUE_APPLIES.get((option, value), APPLIES[option])


def house_rules(lang: str, options: Mapping[str, Any]) -> list[str]:
    """The options in force that the variant has, in the order the engine lists them."""
    variant, out = options["variant"], []
    for option, spec in Golf.OPTIONS.items():
        value = options.get(option, spec.default)
        if value == spec.default or not applies(option, value, variant):
            continue
        words = HOUSE[lang][option]
        out.append(words[value] if isinstance(words, dict) else words.format(v=num(lang, value)))
    return out
