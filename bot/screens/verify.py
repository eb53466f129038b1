"""What the group is shown of a game's seed: its fingerprint when the game starts (the start message, once), the
seed itself in the result, and what `/verify <seed>` answers: the fingerprint, whether the recorded game checks
out, and every deal rebuilt from the seed (`bot.games.deals`). The offline `python -m bot.verify` prints the same
text."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot import i18n
from bot.games.cards import base, label, sorted_cards
from bot.games.commitment import fingerprint, token
from bot.games.deals import Verdict, verify
from bot.i18n import isolate, t, who
from bot.registry import GAMES
from bot.store.db import Store

MESSAGE_LIMIT = 4096  # characters of a Telegram message
SEPARATOR = {"fa": "، ", "en": ", "}  # between the players' names

i18n.register({
    "fa": {
        "seed_sealed": "🔒 اثر انگشت پخش ورق‌های این {g[match]}: <code>{fingerprint}</code>\n"
                       "در پایان بذرش را اعلام می‌کنم؛ با /verify و آن بذر هر پخش از نو ساخته می‌شود.",
        "seed_revealed": "🔑 بذر این {g[match]}: <code>{token}</code>\nوارسی پخش‌ها: <code>/verify {token}</code>",
        "verify_usage": "/verify را با بذری بفرستید که نتیجهٔ یک {g[match]} تمام‌شده اعلام کرد، مثلاً "
                        "<code>/verify 5eedcafe…</code>: همهٔ پخش‌های آن {g[match]} از روی بذر از نو ساخته و با "
                        "اثر انگشتی که در آغاز نشان داده شد سنجیده می‌شود.",
        "verify_fingerprint": "🔒 اثر انگشت این بذر: <code>{fingerprint}</code>",
        "verify_unknown": "هیچ {g[match]} تمام‌شده‌ای با این اثر انگشت پیدا نشد.",
        "verify_holds": "✅ همان اثر انگشتی است که {g[match]} در آغاز نشان داد؛ پخش‌ها همان‌هاست که ثبت شده و "
                        "همهٔ حرکت‌ها با این پخش‌ها طبق قوانین است.",
        "verify_other_seed": "❌ بذری که با این اثر انگشت ثبت شده، این بذر نیست.",
        "verify_refused_move": "❌ حرکت {at} ثبت‌شده با پخش‌هایی که این بذر می‌دهد جور درنمی‌آید.",
        "verify_not_over": "❌ ثبت {g[match]} پیش از پایانش تمام می‌شود.",
        "verify_deals_differ": "❌ پخش {at} ثبت‌شده آن نیست که این بذر می‌دهد.",
        "verify_deal": "<b>پخش {n}</b>",
        "verify_more": "… و {count} پخش دیگر که اینجا جا نشد.",
    },
    "en": {
        "seed_sealed": "🔒 Fingerprint of this {g[match]}'s deals: <code>{fingerprint}</code>\n"
                       "The result will name its seed; /verify with that seed rebuilds every deal.",
        "seed_revealed": "🔑 This {g[match]}'s seed: <code>{token}</code>\n"
                         "Check the deals: <code>/verify {token}</code>",
        "verify_usage": "Send /verify with the seed a finished {g[match]}'s result named, e.g. "
                        "<code>/verify 5eedcafe…</code>: every deal of that {g[match]} is rebuilt from the seed and "
                        "checked against the fingerprint shown when it started.",
        "verify_fingerprint": "🔒 This seed's fingerprint: <code>{fingerprint}</code>",
        "verify_unknown": "No finished {g[match]} with this fingerprint was found.",
        "verify_holds": "✅ It is the fingerprint the {g[match]} showed when it started; the deals are the ones "
                        "recorded, and every move is legal on them.",
        "verify_other_seed": "❌ The {g[match]} recorded with this fingerprint has another seed.",
        "verify_refused_move": "❌ Move {at} of the record is not legal on the deals this seed gives.",
        "verify_not_over": "❌ The record ends before the {g[match]} does.",
        "verify_deals_differ": "❌ Deal {at} of the record is not the one this seed deals.",
        "verify_deal": "<b>Deal {n}</b>",
        "verify_more": "… and {count} more deals that did not fit here.",
    },
})


def sealed(lang: str, seed: int) -> str:
    """The start message's line that commits the table to its seed."""
    return t(lang, "seed_sealed", fingerprint=fingerprint(seed))


def revealed(lang: str, seed: int) -> str:
    """The result's line that names the seed."""
    return t(lang, "seed_revealed", token=token(seed))


def cards_line(cards: Sequence[str]) -> str:
    """A seat's cards in the deck's order, suit by suit, so that two lists are compared at a glance."""
    return isolate(" ".join(label(base(card)) for card in sorted_cards(cards)))


@dataclass(frozen=True)
class Checked:
    """A finished game found by a seed's fingerprint, and what checking its record against the seed found."""

    game: str
    names: Sequence[str]
    verdict: Verdict


def check_record(seed: int, record: Mapping[str, Any], names: Sequence[str] = ()) -> Checked | None:
    """A game's record (as the store keeps it) checked against the seed; None for a game the bot does not know."""
    entry = GAMES.get(record.get("game", ""))
    if entry is None:
        return None
    names = list(names) or [str(seat + 1) for seat in range(record["players"])]
    return Checked(entry.command, names, verify(entry.engine, seed, record))


async def check(store: Store, seed: int, chat_id: int | None) -> Checked | None:
    """The finished game whose seed has this seed's fingerprint, in that chat (None: in any), checked."""
    found = await store.game_with_fingerprint(fingerprint(seed), chat_id)
    finished = await store.finished_game(found) if found else None
    stored = await store.finished_record(found) if found else None
    if finished is None or stored is None:
        return None
    by_seat = {seat.seat: seat.name for seat in finished.seats}
    return check_record(seed, stored[1], [by_seat.get(seat, str(seat + 1)) for seat in range(finished.players)])


def answer(lang: str, seed: int, checked: Checked | None) -> str:
    """What `/verify` answers: the seed's fingerprint, and for the game found with it whether its record checks
    out and every deal, each seat's cards on a line, as many as fit in one message."""
    lines = [t(lang, "verify_fingerprint", fingerprint=fingerprint(seed))]
    if checked is None:
        return "\n".join([*lines, t(lang, "verify_unknown")])
    verdict, names = checked.verdict, checked.names
    lines += [f"<b>{GAMES[checked.game].ui.title(lang)}</b> · " + SEPARATOR[lang].join(who(name) for name in names),
              t(lang, "verify_holds") if verdict.holds else t(lang, f"verify_{verdict.problem}", at=verdict.at)]
    text = "\n".join(lines)
    for n, deal in enumerate(verdict.deals, start=1):
        rows = [t(lang, "verify_deal", n=n),
                *(f"{who(names[seat])}: {cards_line(hand)}" for seat, hand in enumerate(deal.hands) if hand)]
        block = "\n\n" + "\n".join(rows)
        more = "\n\n" + t(lang, "verify_more", count=len(verdict.deals) - n + 1)
        if len(text) + len(block) + (len(more) if n < len(verdict.deals) else 0) > MESSAGE_LIMIT:
            return text + more
        text += block
    return text
