"""Chat commands: /start, /help, /rules, /lang, /scores, /stats, /cancel; the game commands and their lines in
the menu and in /help come from the registry. /history has a module of its own (bot/handlers/history.py)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from telegram import BotCommand, Chat, InlineKeyboardMarkup, Message, Update
from telegram.constants import ParseMode
from telegram.error import TelegramError
from telegram.ext import Application

from bot.config import LANGUAGES
from bot.games.commitment import seed_of
from bot.handlers.context import BotContext, runtime_of
from bot.i18n import t, who
from bot.play import lobby, practice, replays, reviews
from bot.play.moves import end_unscored
from bot.play.seats import display_name
from bot.registry import BY_COMMAND, GAMES
from bot.runtime import Runtime
from bot.screens import hands, verify
from bot.screens.practice import LINK, game_buttons, practice_button
from bot.store.db import Leader
from bot.store.ratings import rating_text
from bot.table import house_rules, writer

GENERAL = {
    "fa": {"fal": "فال ورق: عشق، ازدواج، ورق امروز", "fortune": "فال ورق", "scores": "جدول امتیاز گروه",
           "stats": "کارنامه من", "history": "بازی‌های تمام‌شده", "rules": "قوانین بازی",
           "practice": "تمرین یک بازی با بازیکنان رایانه‌ای",
           "settings": "تنظیمات گروه", "pings": "اعلان نوبت من", "verify": "وارسی پخش‌های یک بازی با بذرش",
           "cancel": "لغو بازی", "lang": "زبان (fa یا en)", "help": "راهنما"},
    "en": {"fal": "Card fortunes: love, marriage, card of the day", "fortune": "Card fortunes",
           "scores": "This group's leaderboard", "stats": "My record", "history": "Finished games",
           "rules": "The rules of a game", "practice": "Practise a game against computer players",
           "settings": "Group settings", "pings": "My turn alerts",
           "verify": "Check a game's deals by its seed", "cancel": "Cancel the game", "lang": "Language (fa or en)",
           "help": "Help"},
}

log = logging.getLogger(__name__)

MENU_RETRY = 30.0  # seconds before the command menu is tried again when setting it failed


def menu(lang: str) -> list[BotCommand]:
    """Telegram's command menu: the games first, in the registry's order."""
    return [*(BotCommand(command, entry.menu[lang]) for command, entry in GAMES.items()),
            *(BotCommand(command, text) for command, text in GENERAL[lang].items())]


def help_text(lang: str) -> str:
    return "\n".join([t(lang, "help_title"), *(entry.help[lang] for entry in GAMES.values()),
                      t(lang, "help_general")])


def games_list(lang: str) -> str:
    """What `/rules` without a game answers: every game and how to ask for its rules."""
    return "\n".join([t(lang, "rules_title"), *(
        t(lang, "rules_line", command=command, game=entry.ui.title(lang)) for command, entry in GAMES.items())])


async def register_commands(app: Application) -> None:  # type: ignore[type-arg]
    """Set the command menu in each language. The bot works without it, so a failure (Telegram slow or failing
    at the start) does not stop the start: the menu is set again a while later, until it goes."""
    rt = runtime_of(app)
    try:
        for lang in LANGUAGES:
            await app.bot.set_my_commands(menu(lang), language_code=lang)
        await app.bot.set_my_commands(menu(rt.settings.lang))
    except TelegramError as e:
        log.warning("the command menu was not set (%s); it is tried again in %.0f s", e, MENU_RETRY)
        if app.job_queue is not None:
            async def again(_: BotContext) -> None:
                await register_commands(app)

            app.job_queue.run_once(again, MENU_RETRY, name="command menu")


async def reply(rt: Runtime, message: Message, text: str, **kwargs: Any) -> None:
    """Answer a command where it was given, counted against a group's budget."""
    call: Callable[[], Awaitable[Message]] = lambda: message.reply_text(  # noqa: E731
        text, parse_mode=ParseMode.HTML, **kwargs)
    if message.chat.type == Chat.PRIVATE:
        await call()
    else:
        await rt.in_group(message.chat.id, call)


async def start(update: Update, context: BotContext) -> None:
    """`/start` in DM, possibly through a deep link: `j<table>-<seat>` seats, `h<table>` re-sends the hand,
    `r<table>_<hand>` sends the picture of a finished hand, `v<table>_<hand>` the review of one's play in it,
    `p<game>` opens a practice table."""
    rt, message, user = context.runtime, update.effective_message, update.effective_user
    if message is None or user is None:
        return
    payload = context.args[0] if context.args else ""
    if payload.startswith("j") and await lobby.join_by_link(rt, user, payload):
        return
    if payload.startswith("r") and await replays.from_link(rt, user.id, payload):
        return
    if payload.startswith("v") and await reviews.from_link(rt, user.id, payload):
        return
    if payload.startswith(LINK) and await practice.from_link(rt, user, payload):
        return
    if payload.startswith("h"):
        table = rt.tables.get(payload[1:])
        seat = table.seat_of(user.id) if table else None
        if table is not None and seat is not None and table.started:
            async with writer.hold(rt, table) as live:
                if live:
                    await hands.show_hand(rt, table, seat, fresh=True)
                    return
    lang = await rt.lang(message.chat.id)
    commands = t(lang, "or").join(f"/{command}" for command in GAMES)
    await reply(rt, message, t(lang, "dm_welcome", commands=commands) + "\n\n" + help_text(lang))


async def help_command(update: Update, context: BotContext) -> None:
    rt, message = context.runtime, update.effective_message
    if message:
        await reply(rt, message, help_text(await rt.lang(message.chat.id)))


async def rules(update: Update, context: BotContext) -> None:
    rt, message = context.runtime, update.effective_message
    if message is None:
        return
    lang = await rt.lang(message.chat.id)
    name = context.args[0].lower() if context.args else ""
    entry = BY_COMMAND.get(name)
    if entry is None:
        await reply(rt, message, games_list(lang))
        return
    ui = entry.ui
    thread = message.message_thread_id if message.is_topic_message else None
    table = rt.tables.in_chat((message.chat.id, thread))
    # The table's rules, or those the group's /settings give a new table.
    options = table.options if table and table.game_name == entry.command else \
        house_rules.options_for(ui, await rt.chat_settings(message.chat.id))
    button = practice_button(rt, t(lang, "btn_practice"), entry.command, message.chat.type == Chat.PRIVATE)
    await reply(rt, message, ui.summary(lang) + "\n\n" + ui.rules(lang, ui.game.resolve_options(options)),
                reply_markup=InlineKeyboardMarkup([[button]]))


async def practice_command(update: Update, context: BotContext) -> None:
    """`/practice <game>` opens a practice table in the private chat; alone, or in a group, it answers with a
    button per game (in a group, links into the private chat)."""
    rt, message, user = context.runtime, update.effective_message, update.effective_user
    if message is None or user is None:
        return
    lang, private = await rt.lang(message.chat.id), message.chat.type == Chat.PRIVATE
    entry = BY_COMMAND.get(context.args[0].lower() if context.args else "")
    if entry is not None and private:
        answer = await practice.open_practice(rt, user, entry.command)
        if answer is not None:
            await reply(rt, message, answer)
        return
    commands = [entry.command] if entry is not None else list(GAMES)
    await reply(rt, message, t(lang, "practice_pick" if private else "practice_in_private"),
                reply_markup=game_buttons(rt, lang, commands, private))


async def lang_command(update: Update, context: BotContext) -> None:
    rt, message = context.runtime, update.effective_message
    if message is None:
        return
    choice = context.args[0].lower() if context.args else ""
    if choice not in LANGUAGES:
        await reply(rt, message, t(await rt.lang(message.chat.id), "lang_usage"))
        return
    await rt.set_lang(message.chat.id, choice)
    await reply(rt, message, t(choice, "lang_set"))


def games_asked(context: BotContext) -> list[str]:
    """`/scores <game>` names one game; without a name, every game (each reads its totals with its own
    `<game>_scores_row` and `<game>_stats` messages)."""
    name = context.args[0].lower() if context.args else ""
    return [BY_COMMAND[name].command] if name in BY_COMMAND else list(GAMES)


def totals(leader: Leader) -> dict[str, object]:
    return {"name": who(leader.name), "played": leader.played, "matches": leader.matches, **leader.figures}


async def scores(update: Update, context: BotContext) -> None:
    rt, message = context.runtime, update.effective_message
    if message is None:
        return
    lang = await rt.lang(message.chat.id)
    sections = []
    for game in games_asked(context):
        leaders = await rt.store.leaderboard(message.chat.id, game, GAMES[game].columns)
        if leaders:
            sections.append("\n".join([f"<b>{GAMES[game].ui.title(lang)}</b>"] + [
                t(lang, f"{game}_scores_row", rank=i, **totals(row)) + rating_text(lang, row.rating)
                for i, row in enumerate(leaders, start=1)]))
    if not sections:
        await reply(rt, message, t(lang, "scores_empty"))
        return
    await reply(rt, message, f"<b>{t(lang, 'scores_title')}</b>\n\n" + "\n\n".join(sections))


async def stats(update: Update, context: BotContext) -> None:
    rt, message, user = context.runtime, update.effective_message, update.effective_user
    if message is None or user is None:
        return
    lang = await rt.lang(message.chat.id)
    name = who(display_name(user))
    lines = []
    for game in games_asked(context):
        record = await rt.store.player_record(user.id, game, GAMES[game].columns)
        if record is not None:
            hinted = t(lang, "stats_hinted", n=record.hinted) if record.hinted else ""
            lines.append(t(lang, f"{game}_stats", **totals(record), game=GAMES[game].ui.title(lang)) + hinted)
    if not lines:
        await reply(rt, message, t(lang, "stats_empty", name=name))
        return
    await reply(rt, message, "\n".join([f"<b>{name}</b>", *lines]))


PINGS_CHOICES = {"on": True, "off": False, "روشن": True, "خاموش": False}


async def pings_command(update: Update, context: BotContext) -> None:
    """`/pings on|off`: whether the person's turns ping them in private, in every group; alone, how it stands."""
    rt, message, user = context.runtime, update.effective_message, update.effective_user
    if message is None or user is None:
        return
    choice = PINGS_CHOICES.get(context.args[0].lower() if context.args else "")
    if choice is not None:
        await rt.set_pings(user.id, choice)
    on = await rt.pings_on(user.id)
    await reply(rt, message, t(await rt.lang(message.chat.id), "pings_on" if on else "pings_off"))


async def verify_command(update: Update, context: BotContext) -> None:
    """`/verify <seed>`: the seed's fingerprint and every deal of the game it belongs to: of this group's games in
    a group, of any chat's in a private chat (the seed is public once a result names it, and /history there lists
    a person's games from every group)."""
    rt, message = context.runtime, update.effective_message
    if message is None:
        return
    lang = await rt.lang(message.chat.id)
    try:
        seed = seed_of(context.args[0] if context.args else "")
    except ValueError:
        await reply(rt, message, t(lang, "verify_usage"))
        return
    chat = None if message.chat.type == Chat.PRIVATE else message.chat.id
    await reply(rt, message, verify.answer(lang, seed, await verify.check(rt.store, seed, chat)))


async def cancel(update: Update, context: BotContext) -> None:
    rt, message, user = context.runtime, update.effective_message, update.effective_user
    if message is None or user is None:
        return
    lang = await rt.lang(message.chat.id)
    thread = message.message_thread_id if message.is_topic_message else None
    table = rt.tables.in_chat((message.chat.id, thread))
    if table is None:
        await reply(rt, message, t(lang, "nothing_to_cancel"))
        return
    if not await lobby.may_manage(rt, table, user.id):
        await reply(rt, message, t(lang, "only_creator"))
        return
    async with writer.hold(rt, table) as live:
        if live and not table.started:
            await lobby.close_lobby(rt, table, "lobby_closed")
        elif live:
            await end_unscored(rt, table, t(lang, "game_cancelled"))
    if not live:
        await reply(rt, message, t(lang, "nothing_to_cancel"))
