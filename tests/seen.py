"""What players see, kept so that moving code around can prove it changed nothing: the computer players' choices
on a few hundred decisions, every group and private text and keyboard of seeded matches, the lobby and command
texts, and the hashes of table images. Which matches and images each game records is its `SEEN` in
tests/scenes/<game>.py.

`python -m tests.seen` records it into tests/seen.json; tests/test_seen.py compares a fresh recording with it
and names the first entry that differs, a part at a time (`parts`: one game's computer players at one table size,
say) so that the parts run side by side and one game's can be run alone. Everything is seeded and free of timing:
the computer players think with no time limit, so their choices depend only on the seed.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import partial
from pathlib import Path

from bot.handlers.commands import help_text
from bot.plugin import Keyboard
from bot.registry import GAMES
from bot.screens.group import lobby_keyboard, lobby_text
from bot.table.model import Seat, Table
from tests import scenes

RECORD = Path(__file__).with_name("seen.json")
LANGS = ("fa", "en")
NAMES = ("Alice", "<b>Bob</b>", "سارا", "Dave 🇮🇷", "Erin", "Frank")
NO_LIMIT = 600.0  # seconds of thinking: never reached, so the choice depends on the seed alone

def digest(value: object) -> str:
    return hashlib.sha256(repr(value).encode()).hexdigest()[:16]


def keyboard(rows: Keyboard) -> list[list[tuple[str, str]]]:
    return [[(b.label, b.action) for b in row] for row in rows]


def ai_choices(table: str) -> Iterator[tuple[str, str]]:
    """Whole games played by the computer players at one table (`hokm4`); each choice is one entry."""
    for name, players, seed, options, decisions in ((s.game, *run) for s in scenes.seen() for run in s.computer
                                                    if f"{s.game}{run[0]}" == table):
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


def match_texts(lang: str, table: str) -> Iterator[tuple[str, str]]:
    """Seeded matches of random legal moves at one table (`hokm4`): after every move, what the group and every
    seat are shown."""
    for name, players, seed, options in ((s.game, *match) for s in scenes.seen() for match in s.matches
                                         if f"{s.game}{match[0]}" == table):
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
        for players in entry.ui.player_counts or (entry.ui.max_players_for({}),):
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
    for lang in LANGS:
        for game in scenes.seen():
            for key, png in game.images(lang, NAMES):
                yield f"image/{lang}/{key}", hashlib.sha256(png).hexdigest()[:16]


def texts(table: str) -> Iterator[tuple[str, str]]:
    for lang in LANGS:
        yield from match_texts(lang, table)


def menus() -> Iterator[tuple[str, str]]:
    for lang in LANGS:
        yield from lobby_texts(lang)
        yield from command_texts(lang)


def parts() -> dict[str, Callable[[], Iterator[tuple[str, str]]]]:
    """The record in parts, each with its entries' keys: `ai/hokm4`, `text/seep2`, `image`, `menus`."""
    found: dict[str, Callable[[], Iterator[tuple[str, str]]]] = {"image": image_hashes, "menus": menus}
    for game in scenes.seen():
        found.update({f"ai/{game.game}{players}": partial(ai_choices, f"{game.game}{players}")
                      for players, *_ in game.computer})
        found.update({f"text/{game.game}{players}": partial(texts, f"{game.game}{players}")
                      for players, *_ in game.matches})
    return found


def part_of(key: str) -> str:
    """Which of `parts` records an entry."""
    kind, *rest = key.split("/")
    if kind == "ai":
        return f"ai/{rest[0]}"
    if kind == "text":
        return f"text/{rest[1]}"
    return "image" if kind == "image" else "menus"


def collect(entries: Iterable[tuple[str, str]]) -> dict[str, str]:
    collected: dict[str, str] = {}
    for key, value in entries:
        assert key not in collected, key
        collected[key] = value
    return collected


def record() -> dict[str, str]:
    return collect(entry for part in parts().values() for entry in part())


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
