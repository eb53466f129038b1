"""Every text on every image is legible on a phone: at least 12 px tall when the image is shown 400 px wide,
inside the image and the panel it is drawn on, for long, mixed and hostile names in both languages."""

from __future__ import annotations

import io
from collections.abc import Callable
from datetime import date

import pytest
from PIL import Image

from bot.fortune import daily, love, marriage
from bot.games.protocol import View
from bot.registry import GAMES
from bot.render.fortune_daily import draw_daily
from bot.render.fortune_love import draw_love
from bot.render.fortune_marriage import draw_marriage
from bot.render.hokm.scoreboard import draw_scoreboard
from tests.legibility import Record, measured, overlapping
from tests.scenes import bidel, bluff, chips, ghahveh, golf, hokm, klaberjass, rummy, seep, shaitan, shelem

HOSTILE = ("سیدمهدی موسوی", "Alexander K.", "علی Ali 🎉", "<b>x</b>\u200f", "Bartholomew " * 5 + "Quux")
"""Long Persian, Latin with an initial, mixed with an emoji, HTML and a bidi mark, 64 characters."""


def names_for(players: int) -> list[str]:
    return [HOSTILE[i % len(HOSTILE)] for i in range(players)]


def after_hands(count: int) -> Callable[[View], bool]:
    return lambda view: bool(view["hand_no"] >= count)


SCENES: dict[str, Callable[[], View]] = {
    "hokm_4": lambda: hokm.play_hokm(4, hokm.mid_trick),
    "hokm_4_over": lambda: hokm.play_hokm(3, hokm.never),
    "hokm_3_sets": lambda: hokm.play_hokm(5, hokm.trick_just_won, {"sets_to_win": 2}, players=3),
    "hokm_5": lambda: hokm.play_hokm(4, hokm.mid_trick, players=5),
    "hokm_5_sets": lambda: hokm.play_hokm(6, hokm.trick_just_won, {"sets_to_win": 2}, players=5),
    "hokm_6": lambda: hokm.play_hokm(5, hokm.mid_trick, players=6),
    "hokm_6_three_teams": lambda: hokm.play_hokm(6, hokm.trick_just_won, {"teams": "3x2"}, players=6),
    "hokm_2_draw": lambda: hokm.play_hokm(1, hokm.drawing, players=2),
    "bluff_6": lambda: bluff.play_bluff(6, 3, bluff.just_called),
    "bluff_12_over": lambda: bluff.play_bluff(12, 3, bluff.never),
    "ghahveh_4_won": lambda: ghahveh.play_ghahveh(4, ghahveh.trick_just_won, {"hand_limit": 3}),
    "ghahveh": lambda: ghahveh.play_ghahveh(3, ghahveh.trick_just_won, {"hand_limit": 3}),
    "bidel_4": lambda: bidel.play_bidel(5, bidel.passing, {"limit": 100}, players=4),
    "bidel_3": lambda: bidel.play_bidel(5, bidel.trick_just_won, {"limit": 100}, players=3),
    "bidel_3_over": lambda: bidel.play_bidel(5, bidel.never, {"limit": 100}, players=3),
    "klaberjass": lambda: klaberjass.play_klaberjass(2, klaberjass.declared, {"target": 301}),
    "seep_4": lambda: seep.play_seep(4, 3, seep.houses),
    "seep_2_over": lambda: seep.play_seep(2, 6, seep.never),
    "shelem_4": lambda: shelem.play_shelem(4, shelem.trick_just_won, {"target": 330}),
    "shelem_2": lambda: shelem.play_shelem(7, shelem.trick_just_won, {"target": 330}, players=2),
    "shaitan_8": lambda: shaitan.play_shaitan(8, 8, shaitan.just_paired),
    "shaitan_5_over": lambda: shaitan.play_shaitan(5, 5, shaitan.never),
    "rummy": lambda: rummy.play_rummy(3, rummy.after_a_deal, {"target": 100}),
    "golf_six_8": lambda: golf.play_golf("six", 8, 1, golf.mid_hole),
    "golf_cabo_5": lambda: golf.play_golf("cabo", 5, 5, golf.grown),
    "twentyone_6": lambda: chips.play_chips("twentyone", 6, 1, chips.duel_at(3)),
    "nineeight_8": lambda: chips.play_chips("nineeight", 8, 1, chips.reveal_with(4)),
    "bourse_5_over": lambda: chips.play_chips("bourse", 5, 1, chips.never),
}


def render_table(scene: str, lang: str) -> Record:
    view = SCENES[scene]()
    game = scene.split("_")[0]
    with measured() as record:
        GAMES[game].ui.render(view, names_for(20), lang)
    return record


FORTUNES: dict[str, Callable[[str], Image.Image]] = {
    "love_long": lambda lang: draw_love(love(HOSTILE[4], 8), lang),
    "love_mixed": lambda lang: draw_love(love(HOSTILE[2], 4), lang),
    "love_persian": lambda lang: draw_love(love(HOSTILE[0], 7), lang),
    "marriage": lambda lang: draw_marriage(marriage(10), lang),
    "daily": lambda lang: draw_daily(daily(5, date(2025, 3, 21)), lang),
}


def problems_of(record: Record) -> list[str]:
    placements = record.placements()
    found = []
    for placed in placements:
        found += [f"{placed.line.text!r} ({placed.line.size} px): {problem}" for problem in record.problems(placed)]
    return found + [f"{a.line.text!r} and {b.line.text!r} overlap" for a, b in overlapping(placements)]


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("scene", sorted(SCENES))
def test_table_text_is_legible_and_fits(scene: str, lang: str) -> None:
    record = render_table(scene, lang)
    assert record.placements(), "no text was measured"
    assert problems_of(record) == []


@pytest.mark.parametrize("lang", ["fa", "en"])
@pytest.mark.parametrize("fortune", sorted(FORTUNES))
def test_fortune_text_is_legible_and_fits(fortune: str, lang: str) -> None:
    with measured() as record:
        FORTUNES[fortune](lang).save(io.BytesIO(), format="PNG")
    assert problems_of(record) == []


@pytest.mark.parametrize("lang", ["fa", "en"])
def test_scoreboard_text_is_legible_and_fits(lang: str) -> None:
    view = hokm.play_hokm(8, after_hands(5), {"sets_to_win": 2})
    with measured() as record:
        draw_scoreboard(view, names_for(4), lang).save(io.BytesIO(), format="PNG")
    assert problems_of(record) == []

