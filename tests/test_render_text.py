"""Text in any script: bidi order, font fallback, ellipsis, and the two layout paths (raqm and the basic path
with arabic_reshaper) agreeing with each other."""

from __future__ import annotations

import random
import unicodedata
from pathlib import Path

import pytest
from bidi import get_display
from PIL import Image, ImageFont, features

from bot.render import fonts, text
from bot.render.bidi_runs import base_is_rtl, visual_runs
from bot.render.cmap import covered_codepoints
from bot.render.labels import label
from bot.render.text import ELLIPSIS, PLACEHOLDER, Typesetter

needs_raqm = pytest.mark.skipif(not features.check("raqm"), reason="Pillow cannot load raqm (libfribidi) here")
WHITE = (255, 255, 255)
PERSIAN_LABELS = ["حاکم", "حکم", "دست", "نوبت", "بی‌بی پیک", "دور ۱۲", "۳ از ۷", "برندهٔ بازی"]


@pytest.fixture(scope="module")
def basic() -> Typesetter:
    return Typesetter(raqm=False)


@pytest.fixture(scope="module")
def raqm() -> Typesetter:
    return Typesetter(raqm=True)


def visual(line: str, rtl: bool) -> str:
    return "".join(run.text[::-1] if run.rtl else run.text for run in visual_runs(line, rtl))


def test_bidi_order_matches_python_bidi() -> None:
    rng = random.Random(5)
    alphabet = [*"ab علیرض ۱۲34 ().,-%$/+:[]", "\u0651", "\u05d0", "\u0660"]
    mismatches = []
    for _ in range(3000):
        line = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 14)))
        for rtl in (False, True):
            expected = get_display(line, base_dir="R" if rtl else "L")
            if visual(line, rtl) != expected:
                mismatches.append((line, rtl))
    # The one known difference: a combining mark right after a bracket that N0 changed (UAX #9 W1 detail).
    assert len(mismatches) <= 10, mismatches[:5]


@pytest.mark.parametrize(("line", "rtl", "shown"), [
    ("Sara (سارا)", False, "Sara (اراس)"),
    ("علی Ali", True, "Ali یلع"),
    ("دست ۱۲ از ۱۳", True, "۱۳ زا ۱۲ تسد"),
    ("Team 7", True, "Team 7"),
])
def test_visual_order(line: str, rtl: bool, shown: str) -> None:
    assert visual(line, rtl) == shown


def test_paragraph_direction_is_the_first_strong_letter() -> None:
    assert base_is_rtl("123 علی Ali", default=False)
    assert not base_is_rtl("«Ali» علی", default=True)
    assert base_is_rtl("🎉 42", default=True)


def test_cmap_reader_knows_what_each_font_has() -> None:
    folder = fonts.data_dir() / "fonts"
    vazirmatn = covered_codepoints(folder / "Vazirmatn-Regular.ttf")
    assert {ord(c) for c in "حاکمپچژگ۰۱۲۳۴۵۶۷۸۹\u200c"} <= vazirmatn
    assert ord("♠") not in vazirmatn
    assert {ord(c) for c in "♠♥♦♣"} <= covered_codepoints(folder / "NotoSansSymbols2-Regular.ttf")
    assert ord("🎉") in covered_codepoints(folder / "NotoColorEmoji.ttf")


def test_data_dir_can_be_given_by_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "fonts").mkdir()
    monkeypatch.setenv("CARDBOT_DATA", str(tmp_path))
    assert fonts.data_dir() == tmp_path


@pytest.mark.parametrize("raqm_path", [False, pytest.param(True, marks=needs_raqm)])
def test_each_character_goes_to_a_font_that_has_it(raqm_path: bool) -> None:
    setter = Typesetter(raqm=raqm_path)
    files = {p.text: p.face.file for p in setter.pieces("Ali ♥ 🎉", "ltr")}
    assert files["Ali "].startswith("NotoSans-")
    assert files["♥ "] == "NotoSansSymbols2-Regular.ttf"
    assert files["🎉"] == "NotoColorEmoji.ttf"
    assert {p.face.file for p in setter.pieces("علی")} == {"Vazirmatn-Regular.ttf"}


@pytest.mark.parametrize("raqm_path", [False, pytest.param(True, marks=needs_raqm)])
def test_missing_glyphs_become_a_placeholder_not_a_box(raqm_path: bool) -> None:
    pieces = Typesetter(raqm=raqm_path).pieces("李明 \U000e0001x")
    shown = "".join(p.text for p in pieces)
    assert shown.startswith(PLACEHOLDER * 2)
    for piece in pieces:
        assert all(piece.face.covers(ch) or unicodedata.category(ch) == "Cf" for ch in piece.text)


@needs_raqm
@pytest.mark.parametrize("line", [*PERSIAN_LABELS, "Ali علی", "Sara (سارا)", "<b>x</b> \u200fمریم\u200e", "Hakem"])
def test_both_paths_give_the_same_width(basic: Typesetter, raqm: Typesetter, line: str) -> None:
    for bold in (False, True):
        shaped, fallback = raqm.width(line, 20, bold), basic.width(line, 20, bold)
        assert shaped > 0
        assert abs(shaped - fallback) <= max(4, 0.08 * shaped), (line, bold, shaped, fallback)


@needs_raqm
@pytest.mark.parametrize("line", PERSIAN_LABELS)
def test_both_paths_draw_the_same_ink(basic: Typesetter, raqm: Typesetter, line: str) -> None:
    shaped = ink_columns(raqm.sprite(line, 24, WHITE, direction="rtl"))
    fallback = ink_columns(basic.sprite(line, 24, WHITE, direction="rtl"))
    assert shaped and fallback
    assert abs(len(shaped) - len(fallback)) <= max(4, 0.08 * len(shaped))
    # Where the ink is, column by column, agrees closely: same letters, same order, same joins.
    overlap = len(set(shaped) & set(fallback)) / max(len(shaped), len(fallback))
    assert overlap > 0.8, overlap


def test_basic_path_joins_persian_letters(basic: Typesetter) -> None:
    (piece,) = basic.pieces("حاکم", "rtl")
    assert all(0xFB50 <= ord(ch) <= 0xFEFF for ch in piece.text), "presentation forms, not isolated letters"
    joined = basic.width("حاکم", 24)
    apart = sum(basic.width(letter, 24) for letter in "حاکم")
    assert joined < apart


@pytest.mark.parametrize("raqm_path", [False, pytest.param(True, marks=needs_raqm)])
def test_right_to_left_order_of_pieces(raqm_path: bool) -> None:
    setter = Typesetter(raqm=raqm_path)
    pieces = setter.pieces("حکم ♥", "rtl")
    assert pieces[0].text.strip() == "♥", "the symbol after the word is drawn to its left"
    assert pieces[-1].rtl
    pieces = setter.pieces("Sara (سارا) ok", "auto")
    assert pieces[0].text.startswith("Sara") and pieces[-1].text.endswith("ok")


@pytest.mark.parametrize("raqm_path", [False, pytest.param(True, marks=needs_raqm)])
def test_right_to_left_ink_starts_on_the_right(raqm_path: bool) -> None:
    setter = Typesetter(raqm=raqm_path)
    word = setter.sprite("سلام", 24, WHITE, direction="rtl")
    line = setter.sprite("سلام دنیا", 24, WHITE, direction="rtl")
    # The first word sits at the right end of the line: its pixels match the right part of the line.
    right = line.crop((line.width - word.width, 0, line.width, line.height)).getchannel("A")
    left = line.crop((0, 0, word.width, line.height)).getchannel("A")
    alone = word.getchannel("A")
    assert difference(right, alone) < difference(left, alone)


@pytest.mark.parametrize("raqm_path", [False, pytest.param(True, marks=needs_raqm)])
def test_long_names_are_shortened_with_an_ellipsis(raqm_path: bool) -> None:
    setter = Typesetter(raqm=raqm_path)
    name = "علی‌رضا محمدی‌نژاد 🌹 AliReza the Great 🎉"
    short = setter.fit(name, 21, 200, bold=True)
    assert short.endswith(ELLIPSIS) and setter.width(short, 21, bold=True) <= 200
    assert setter.fit("Ali", 21, 200) == "Ali"
    cut = setter.fit("Alexander Ro Montgomery", 21, setter.width("Alexander Ro Mo", 21))
    assert cut == "Alexander" + ELLIPSIS, "no stub of a word before the ellipsis"
    sprite = setter.sprite(name, 21, WHITE, bold=True, max_width=200)
    assert sprite.width <= 200 + 4


@pytest.mark.parametrize("raqm_path", [False, pytest.param(True, marks=needs_raqm)])
@pytest.mark.parametrize("name", ["", "   ", "\n\t", "<b>bold</b>", "\u202eevil\u202c", "\u200f\u200e",
                                  "👨‍👩‍👧‍👦🇮🇷1️⃣👍🏽", "x" * 500, "ﷺ ﷽", "a\u0301\u0301\u0301"])
def test_hostile_names_draw(raqm_path: bool, name: str) -> None:
    sprite = Typesetter(raqm=raqm_path).sprite(name, 20, WHITE, bold=True, max_width=180)
    assert sprite.mode == "RGBA" and 0 < sprite.width <= 184


def test_sprites_are_cached(basic: Typesetter) -> None:
    first = basic.sprite("حاکم", 18, WHITE)
    assert basic.sprite("حاکم", 18, WHITE) is first
    assert basic.sprite("حاکم", 18, (0, 0, 0)) is not first


def test_draw_places_text_by_anchor(basic: Typesetter) -> None:
    canvas = Image.new("RGB", (200, 60))
    box = basic.draw(canvas, (100, 30), "Hokm", 20, WHITE, anchor="mm")
    assert abs((box[0] + box[2]) / 2 - 100) <= 1 and abs((box[1] + box[3]) / 2 - 30) <= 1
    assert canvas.getbbox() is not None


def test_persian_labels_use_persian_digits() -> None:
    assert label("fa", "hand", 12) == "دور ۱۲"
    assert label("en", "hand", 12) == "Hand 12"


def test_default_typesetter_matches_the_machine() -> None:
    assert text.typesetter().raqm == bool(features.check("raqm"))


def test_without_libfribidi_the_basic_path_is_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(text, "_active", None)
    monkeypatch.setattr(features, "check", lambda feature: feature != "raqm")
    setter = text.typesetter()
    assert not setter.raqm and setter.layout == ImageFont.Layout.BASIC
    assert setter.sprite("حاکم", 20, WHITE).getbbox() is not None


def ink_columns(sprite: Image.Image) -> list[int]:
    alpha = sprite.getchannel("A")
    box = alpha.getbbox()
    assert box is not None
    alpha = alpha.crop(box)
    return [x for x in range(alpha.width) if alpha.crop((x, 0, x + 1, alpha.height)).getbbox()]


def difference(a: Image.Image, b: Image.Image) -> int:
    return sum(abs(p - q) for p, q in zip(a.tobytes(), b.tobytes(), strict=True))
