"""What slow tables say: the lobby's choice of hours a turn, the time left counted in hours, and the group's daily
digest of the slow tables waiting and on whom (`play.digest` sends it)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot import i18n
from bot.i18n import num, t, who

HOUR = 3600

i18n.register({
    "fa": {
        "slow_hours": "{n} ساعت",
        "slow_minutes": "{n} دقیقه",
        "slow_off": "⚡ سریع",
        "slow_choice": "⏳ {span}",
        "slow_lobby": "⏳ بازی آهسته: هر نوبت {span} وقت دارد. نوبت هر کس برسد در پیوی خبرش می‌کنم و روزی یک بار "
                      "در گروه می‌گویم چه میزهایی منتظر چه کسانی‌اند.",
        "slow_running": "یک بازی آهسته در این گفتگو منتظر است ↑ هر گفتگو یا تاپیک یک میز دارد: بازی سریع را در تاپیک "
                        "دیگری باز کنید، یا بازی آهسته را با /cancel ببندید.",
        "turn_warning_slow": "⏳ نوبت شماست؛ {left} مانده است.",
        "digest_title": "⏳ <b>بازی‌های آهسته‌ی منتظر</b>",
        "digest_line": "• {game}: منتظر {names} ({left} مانده)",
        "digest_sep": "، ",
    },
    "en": {
        "slow_hours": "{n} h",
        "slow_minutes": "{n} min",
        "slow_off": "⚡ Quick",
        "slow_choice": "⏳ {span}",
        "slow_lobby": "⏳ Slow game: each turn has {span}. I tell each player in private when their turn comes, and "
                      "the group once a day which tables wait for whom.",
        "slow_running": "A slow game waits in this chat ↑ Each chat or topic holds one table: open a quick game in "
                        "another topic, or close the slow one with /cancel.",
        "turn_warning_slow": "⏳ Your turn; {left} left.",
        "digest_title": "⏳ <b>Slow games waiting</b>",
        "digest_line": "• {game}: waiting for {names} ({left} left)",
        "digest_sep": ", ",
    },
})


def span(lang: str, seconds: float) -> str:
    """A stretch of time as a slow table counts it: whole hours, or minutes in its last hour."""
    if seconds >= HOUR:
        return t(lang, "slow_hours", n=num(lang, round(seconds / HOUR)))
    return t(lang, "slow_minutes", n=num(lang, max(1, round(seconds / 60))))


def choice_label(lang: str, hours: int) -> str:
    return t(lang, "slow_choice", span=span(lang, hours * HOUR)) if hours else t(lang, "slow_off")


@dataclass(frozen=True)
class Waiting:
    """A slow table as the digest names it: its game's title, the people it waits for, the time they have left."""

    game: str
    names: Sequence[str]
    left: float  # seconds


def digest_text(lang: str, tables: Sequence[Waiting]) -> str:
    lines = [t(lang, "digest_line", game=w.game, names=t(lang, "digest_sep").join(who(n) for n in w.names),
               left=span(lang, w.left)) for w in tables]
    return "\n".join([t(lang, "digest_title"), *lines])
