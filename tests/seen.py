"""What players see, kept so that moving code around can prove it changed nothing: the computer players' choices
on a few hundred decisions, every group and private text and keyboard of seeded matches, the lobby and command
texts, and the hashes of table images.

`python -m tests.seen` records it into tests/seen.json; tests/test_seen.py compares a fresh recording with it
and names the first entry that differs. Everything is seeded and free of timing: the computer players think with
no time limit, so their choices depend only on the seed.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from bot.commands import help_text
from bot.registry import GAMES
from bot.render.hokm.scoreboard import render_scoreboard
from bot.screens import lobby_keyboard, lobby_text
from bot.tables import Seat, Table
from bot.ui import Keyboard
from tests.scenes import bidel as bidel_scenes
from tests.scenes import klaberjass as klaberjass_scenes
from tests.scenes.bidel import play_bidel
from tests.scenes.bluff import play_bluff
from tests.scenes.ghahveh import bidding, mid_trick, play_ghahveh
from tests.scenes.golf import mid_hole, play_golf
from tests.scenes.hokm import play_hokm
from tests.scenes.klaberjass import play_klaberjass
from tests.scenes.seep import houses, play_seep
from tests.scenes.shelem import play_shelem

RECORD = Path(__file__).with_name("seen.json")
NAMES = ("Alice", "<b>Bob</b>", "سارا", "Dave 🇮🇷", "Erin", "Frank")
NO_LIMIT = 600.0  # seconds of thinking: never reached, so the choice depends on the seed alone

# (game, players, seed, options, decisions to record)
AI_GAMES: tuple[tuple[str, int, int, dict[str, Any], int], ...] = (
    ("hokm", 4, 11, {}, 120),
    ("hokm", 2, 12, {}, 40),
    ("hokm", 3, 13, {}, 40),
    ("bluff", 4, 14, {}, 120),
    ("bluff", 6, 15, {}, 80),
    ("ghahveh", 4, 16, {}, 60),
    ("seep", 4, 16, {}, 120),
    ("seep", 2, 17, {"variant": "punjab"}, 60),
    ("shelem", 4, 16, {}, 60),
    ("shelem", 2, 17, {}, 30),
    ("shaitan", 5, 16, {}, 60),
    ("rummy", 2, 17, {}, 80),
    ("golf", 3, 17, {}, 80),
    ("golf", 4, 18, {"variant": "cactus"}, 80),
    ("bidel", 4, 18, {}, 60),
    ("bidel", 3, 19, {}, 30),
    ("klaberjass", 2, 20, {}, 40),
)
MATCHES: tuple[tuple[str, int, int, dict[str, Any]], ...] = (
    ("hokm", 4, 21, {"sars_nars": True}),
    ("hokm", 2, 22, {}),
    ("bluff", 5, 23, {}),
    ("bluff", 3, 24, {"claim_rule": "free", "max_per_play": 8}),
    ("ghahveh", 4, 25, {"hand_limit": 1}),
    ("seep", 4, 25, {"variant": "punjab"}),
    ("seep", 2, 26, {"variant": "punjab", "limited_houses": True}),
    ("shelem", 4, 25, {"max_hands": 4}),
    ("shelem", 2, 26, {"target": 330, "max_hands": 4}),
    ("shaitan", 4, 25, {}),
    ("rummy", 2, 26, {"target": 50, "max_deals": 5}),
    ("golf", 3, 26, {"holes": 1}),
    ("golf", 4, 27, {"variant": "cumbia", "holes": 1}),
    ("bidel", 3, 27, {"limit": 100}),
    ("klaberjass", 2, 28, {"target": 301}),
)


def digest(value: object) -> str:
    return hashlib.sha256(repr(value).encode()).hexdigest()[:16]


def keyboard(rows: Keyboard) -> list[list[tuple[str, str]]]:
    return [[(b.label, b.action) for b in row] for row in rows]


def ai_choices() -> Iterator[tuple[str, str]]:
    """Whole games played by the computer players; each choice is one entry."""
    for name, players, seed, options, decisions in AI_GAMES:
        entry = GAMES[name]
        game = entry.engine(options, players, seed)
        for n in range(decisions):
            if game.is_over():
                break
            waiting = game.waiting_for()
            seat = sorted(game.to_act(), key=lambda s: (s in waiting, s))[0]
            action = entry.computer(game, seat, NO_LIMIT)
            yield f"ai/{name}{players}/{n}", action
            game.apply(seat, action)


def match_texts(lang: str) -> Iterator[tuple[str, str]]:
    """Seeded matches of random legal moves: after every move, what the group and every seat are shown."""
    for name, players, seed, options in MATCHES:
        entry = GAMES[name]
        ui, game, names = entry.ui, entry.engine(options, players, seed), list(NAMES[:players])
        rng = random.Random(seed)
        key = f"text/{lang}/{name}{players}"
        yield f"{key}/start", ui.start_text(game.public_view(), names, lang)
        step = 0
        while not game.is_over() and step < 2000:
            seat = rng.choice(sorted(game.to_act()))
            action = rng.choice(game.legal_actions(seat))
            events = game.apply(seat, action)
            view = game.public_view()
            seen: list[object] = [ui.caption(view, names, lang), keyboard(ui.table_keyboard(view, lang)),
                                  ui.announcements(events, view, names, lang),
                                  sorted(ui.changed_hands(game, events, seat))]
            for s in range(players):
                private = game.view(s)
                seen += [ui.hand_text(private, names, lang), keyboard(ui.hand_keyboard(private, lang, 0))]
            yield f"{key}/{step}", digest(seen)
            step += 1
        yield f"{key}/image", hashlib.sha256(ui.render(game.public_view(), names, lang)).hexdigest()[:16]


def lobby_texts(lang: str) -> Iterator[tuple[str, str]]:
    for name, entry in GAMES.items():
        for players in entry.ui.player_counts or (entry.engine.max_players,):
            table = Table(id="abcdefgh", chat_id=-1, thread_id=None, game_name=name, lang=lang, creator_id=1,
                          chat_title="Group", options={}, seats=[None] * players)
            table.seats[0] = Seat(1, NAMES[0])
            table.seats[1] = Seat(-2, "🤖 Kaveh")
            for computers in (False, True):
                yield (f"lobby/{lang}/{name}{players}/{computers}",
                       digest((lobby_text(table), lobby_keyboard(table, computers).to_dict())))


def command_texts(lang: str) -> Iterator[tuple[str, str]]:
    for name, entry in GAMES.items():
        for options in ({}, {key: option.choices[-1] for key, option in entry.engine.OPTIONS.items()}):
            yield f"rules/{lang}/{name}/{digest(options)}", entry.ui.rules(lang, entry.engine.resolve_options(options))
    yield f"help/{lang}", help_text(lang)


def image_hashes() -> Iterator[tuple[str, str]]:
    def png(data: bytes) -> str:
        return hashlib.sha256(data).hexdigest()[:16]

    hokm = GAMES["hokm"].ui
    for lang in ("fa", "en"):
        for seed, players in ((3, 4), (4, 2), (5, 3), (6, 5), (7, 6)):
            view = play_hokm(seed, lambda v: len(v["trick"]) == 1 and sum(v["tricks"]) >= 2, players=players)
            yield f"image/{lang}/hokm{players}", png(hokm.render(view, NAMES[:players], lang))
        view = play_hokm(8, lambda v: v["phase"] == "declare")
        yield f"image/{lang}/hokm-declare", png(hokm.render(view, NAMES[:4], lang))
        view = play_hokm(9, lambda v: False, {"sets_to_win": 2})
        yield f"image/{lang}/scoreboard", png(render_scoreboard(view, NAMES[:4], lang))
        for players in (3, 8):
            view = play_bluff(players, players, lambda v: v["last_reveal"] is not None and int(v["pile"]) >= 3)
            names = [f"P{n}" for n in range(players)]
            yield f"image/{lang}/bluff{players}", png(GAMES["bluff"].ui.render(view, names, lang))
        for variant, players in (("six", 4), ("nine", 6)):
            view = play_golf(variant, players, players, mid_hole)
            yield f"image/{lang}/golf-{variant}{players}", png(GAMES["golf"].ui.render(view, NAMES[:players], lang))
        for name, stop in (("bidding", bidding), ("mid_trick", mid_trick)):
            view = play_ghahveh(17, stop)
            yield f"image/{lang}/ghahveh-{name}", png(GAMES["ghahveh"].ui.render(view, NAMES[:4], lang))
        for players in (4, 2):
            view = play_seep(players, players, houses)
            yield f"image/{lang}/seep{players}", png(GAMES["seep"].ui.render(view, NAMES[:players], lang))
        for players, stop in ((4, lambda v: v["phase"] == "bid" and len(v["auction"]["calls"]) >= 3),
                              (2, lambda v: len(v["trick"]) == 3)):
            view = play_shelem(players, stop, players=players)
            yield f"image/{lang}/shelem{players}", png(GAMES["shelem"].ui.render(view, NAMES[:players], lang))
        for players in (4, 3):
            view = play_bidel(5, bidel_scenes.passing, players=players)
            yield f"image/{lang}/bidel{players}-passing", png(GAMES["bidel"].ui.render(view, NAMES[:players], lang))
        view = play_klaberjass(2, klaberjass_scenes.declared)
        yield f"image/{lang}/klaberjass-declared", png(GAMES["klaberjass"].ui.render(view, NAMES[:2], lang))


def record() -> dict[str, str]:
    entries: dict[str, str] = {}
    for part in (ai_choices(), image_hashes(), *(f(lang) for lang in ("fa", "en")
                                                 for f in (match_texts, lobby_texts, command_texts))):
        for key, value in part:
            assert key not in entries, key
            entries[key] = value
    return entries


def differences(old: Mapping[str, str], new: Mapping[str, str]) -> list[str]:
    return [f"{key}: {old.get(key)!r} -> {new.get(key)!r}" for key in sorted(set(old) | set(new))
            if old.get(key) != new.get(key)]


def _dump(entries: Mapping[str, str]) -> None:
    RECORD.write_text(json.dumps(entries, ensure_ascii=False, indent=0, sort_keys=True) + "\n")


if __name__ == "__main__":
    if sys.argv[1:] == ["--compare"]:
        for line in differences(json.loads(RECORD.read_text()), record())[:50]:
            print(line)
    else:
        _dump(record())
