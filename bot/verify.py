"""`python -m bot.verify <seed>`: what `/verify` answers in a chat, without Telegram. It finds the finished game
with that seed's fingerprint in the bot's database (`--db`, else BOT_DB, else `var/cardbot.db`), or checks a
game's record written to a file (`--record`, as the database's `games.record` holds it), and prints the
fingerprint, the check and every deal rebuilt from the seed. The exit status is 0 when the game checks out."""

from __future__ import annotations

import argparse
import asyncio
import html
import json
import os
import re
import sys
from pathlib import Path

from bot.config import LANGUAGES, Settings
from bot.games.commitment import seed_of
from bot.i18n import FSI, PDI
from bot.screens.verify import Checked, answer, check, check_record
from bot.store import Store, StoreUnavailable

TAG = re.compile(r"</?\w+>")


def plain(text: str) -> str:
    """A message's HTML as a terminal shows it."""
    return html.unescape(TAG.sub("", text)).replace(FSI, "").replace(PDI, "")


async def from_database(where: Path | str, seed: int) -> Checked | None:
    store = await Store.open(where)
    try:
        return await check(store, seed, None)
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.verify", description=__doc__.splitlines()[0])
    parser.add_argument("seed", help="the seed a finished game's result named (32 hex digits)")
    parser.add_argument("--record", type=Path, help="a game's record as JSON, instead of the database")
    parser.add_argument("--db", help="the bot's SQLite file or postgresql:// URL (default: BOT_DB)")
    parser.add_argument("--lang", choices=LANGUAGES, default="en")
    args = parser.parse_args(argv)
    try:
        seed = seed_of(args.seed)
    except ValueError:
        parser.error("the seed is the hex digits the result named")
    if args.record is not None:
        checked = check_record(seed, json.loads(args.record.read_text()))
    else:
        where = args.db or os.environ.get("BOT_DB", "").strip() or Settings.db_path
        if "://" not in str(where) and not Path(where).exists():  # opening it would make an empty database
            parser.error(f"there is no database at {where}")
        try:
            checked = asyncio.run(from_database(where, seed))
        except StoreUnavailable as e:
            print(f"error: the database cannot be used: {e}", file=sys.stderr)
            return 2
    print(plain(answer(args.lang, seed, checked)))
    return 0 if checked is not None and checked.verdict.holds else 1


if __name__ == "__main__":
    sys.exit(main())
