"""The PTB Application: handlers, error handling, start-up and shutdown."""

from __future__ import annotations

import asyncio
import contextlib
import html
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from telegram import Update
from telegram.constants import ParseMode
from telegram.error import BadRequest
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CallbackQueryHandler,
    ChatMemberHandler,
    CommandHandler,
    ContextTypes,
    MessageHandler,
    filters,
)

from bot import callbacks
from bot.config import Settings
from bot.handlers import chat_settings, commands, fortune_chat, history
from bot.handlers.context import BotContext
from bot.i18n import t
from bot.play import digest, lobby, outbox, practice, presses, rematch, replays, reviews, turns, words, workers
from bot.play.moves import finish
from bot.registry import BY_COMMAND
from bot.runtime import Runtime
from bot.screens import group, hands, pings
from bot.screens.messages import forget
from bot.store import Store, ratings
from bot.table import writer
from bot.table.model import Table
from bot.transport.outbound import Outbound

log = logging.getLogger(__name__)
# Commands come only from new messages: editing an old /help into /cancel must not close a table.
NEW = filters.UpdateType.MESSAGE
# Seconds what is queued gets to go out when the bot stops: what the table's messages show is redrawn at the next
# start from what was saved, so a service manager's stop need not wait on a chat's budget.
SHUTDOWN_GRACE = 1.0
HANDS_GRACE = 5.0  # seconds a start waits for the hands to show the saved game before it takes updates


def build(settings: Settings) -> Application:  # type: ignore[type-arg]
    builder: ApplicationBuilder = (  # type: ignore[type-arg]
        Application.builder()
        .token(settings.token)
        .context_types(ContextTypes(context=BotContext))
        .concurrent_updates(True)
        .rate_limiter(Outbound(settings))
    )
    if settings.api_url:
        builder = builder.base_url(f"{settings.api_url}/bot").base_file_url(f"{settings.api_url}/file/bot")
    app = builder.build()
    if app.job_queue is not None:
        # A job runs however late it comes: APScheduler drops one more than a second late, and a loaded bot then
        # never made a computer's move or ran out a turn's clock.
        app.job_queue.scheduler.configure(job_defaults={"misfire_grace_time": None},
                                          **app.job_queue.scheduler_configuration)
    app.bot_data["settings"] = settings
    for command in BY_COMMAND:
        app.add_handler(CommandHandler(command, lobby.open_table, filters=NEW))
    app.add_handler(CommandHandler("start", commands.start, filters=NEW))
    app.add_handler(CommandHandler("help", commands.help_command, filters=NEW))
    app.add_handler(CommandHandler("rules", commands.rules, filters=NEW))
    app.add_handler(CommandHandler("practice", commands.practice_command, filters=NEW))
    app.add_handler(CommandHandler("lang", commands.lang_command, filters=NEW))
    app.add_handler(CommandHandler("scores", commands.scores, filters=NEW))
    app.add_handler(CommandHandler("stats", commands.stats, filters=NEW))
    app.add_handler(CommandHandler("history", history.history, filters=NEW))
    app.add_handler(CommandHandler("cancel", commands.cancel, filters=NEW))
    app.add_handler(CommandHandler("verify", commands.verify_command, filters=NEW))
    app.add_handler(CommandHandler("settings", chat_settings.show, filters=NEW))
    app.add_handler(CommandHandler("pings", commands.pings_command, filters=NEW))
    app.add_handler(CommandHandler(("fal", "fortune"), fortune_chat.show_menu, filters=NEW))
    for kind, handler in (("L", lobby.on_lobby_press), ("G", presses.on_move_press), ("S", chat_settings.on_press),
                          ("F", fortune_chat.on_press), ("A", rematch.on_press), ("R", replays.on_press),
                          ("V", reviews.on_press), ("H", history.on_press), ("P", practice.on_press)):
        app.add_handler(CallbackQueryHandler(decoded(handler), pattern=callbacks.pattern(kind)))
    app.add_handler(CallbackQueryHandler(on_unknown_press))  # data no button of ours carries
    app.add_handler(ChatMemberHandler(presses.on_bot_membership, ChatMemberHandler.MY_CHAT_MEMBER))
    # In a handler group of its own: a message that is not an awaited name passes on to any other handler.
    app.add_handler(MessageHandler(fortune_chat.NAME_REPLY, fortune_chat.on_name), group=1)
    # First of all: any message in a group pushes up the picture of a table there (`screens.group.buried`).
    app.add_handler(MessageHandler(NEW & filters.ChatType.GROUPS, seen_in_group), group=-1)
    app.add_error_handler(on_error)
    return app


async def seen_in_group(update: Update, context: BotContext) -> None:
    if update.message is not None:
        context.runtime.saw(update.message)


PressHandler = Callable[[Update, BotContext, callbacks.Press], Awaitable[None]]


def decoded(handler: PressHandler) -> Callable[[Update, BotContext], Coroutine[Any, Any, None]]:
    """The handler of one kind of button, given the press decoded; data that does not decode is answered as
    stale and goes no further."""
    async def route(update: Update, context: BotContext) -> None:
        query = update.callback_query
        if query is None:
            return
        try:
            press = callbacks.decode(query.data)
        except callbacks.BadCallback:
            await on_unknown_press(update, context)
            return
        await handler(update, context, press)

    return route


async def on_unknown_press(update: Update, context: BotContext) -> None:
    if update.callback_query is not None:
        await update.callback_query.answer(t(context.runtime.settings.lang, "stale"))


async def on_error(update: object, context: BotContext) -> None:
    """Log the failure in full; tell the people involved briefly, never with a traceback."""
    if isinstance(context.error, BadRequest) and "query is too old" in context.error.message.lower():
        log.info("a press was answered too late (delivered twice, or after a restart): %s", context.error.message)
        return
    log.error("update failed: %s", html.escape(str(update))[:500], exc_info=context.error)
    if not isinstance(update, Update):
        return
    rt = context.runtime
    chat = update.effective_chat
    lang = await rt.lang(chat.id) if chat else rt.settings.lang
    try:
        if update.callback_query:
            await update.callback_query.answer(t(lang, "error"))
        elif chat:
            await rt.in_group(chat.id, lambda: context.bot.send_message(chat.id, t(lang, "error"),
                                                                        parse_mode=ParseMode.HTML))
    except Exception:  # the chat may be gone; the failure is logged above
        log.warning("could not report the error to the chat", exc_info=True)


async def start_runtime(app: Application) -> None:  # type: ignore[type-arg]
    """Open storage, register commands and bring back live tables, before updates are taken (`__main__.run`)."""
    settings: Settings = app.bot_data["settings"]
    store = await Store.open(settings.database)
    try:
        outbound = app.bot.rate_limiter
        rt = Runtime(settings, store, app.bot, app.job_queue, outbound if isinstance(outbound, Outbound) else None)
        app.bot_data["runtime"] = rt
        if store.shared:
            workers.share(app, rt)
        await rt.load_budgets()
        await ratings.backfill(store)
        await commands.register_commands(app)
        outbox.post_all(rt, await store.outbox())  # what tables that ended before the stop had still to say
        await restore(rt, app)
        digest.arm(rt)
    except BaseException:
        # PTB stops nothing it did not start: the database's thread would keep the failed process alive, and
        # its service manager would never start it again.
        await store.close()
        raise


async def restore(rt: Runtime, app: Application) -> None:  # type: ignore[type-arg]
    """Bring back every lobby and game that was live when the bot stopped, with working buttons."""
    for state in await rt.store.live_tables():
        try:
            table = Table.from_state(state)
        except Exception:
            log.exception("could not restore table %s", state.get("id"))
            continue
        rt.tables.add(table)
        async with writer.hold(rt, table) as live:  # other workers may be playing at it meanwhile
            if live:
                await bring_back(rt, table)
    log.info("restored %d tables", len(rt.tables))
    # The hands show the saved game before presses are taken (each private chat allows a call a second; bounded).
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(rt.drain(hands=True), HANDS_GRACE)


async def bring_back(rt: Runtime, table: Table) -> None:
    await rt.chat_settings(table.chat_id)
    words.utter_all(rt, table)  # what a stop left unsaid
    group.feed(rt, table).refresh()
    for chat_id, message_id in list(table.to_delete):  # what the bot stopped before deleting
        feed = group.feed(rt, table) if chat_id == table.chat_id else hands.hand_feed(rt, table, chat_id)
        forget(rt, table, feed, chat_id, message_id)
    if table.game is None:
        lobby.arm_idle_timer(rt, table)
        return
    await hands.show_hands(rt, table)
    pings.settle(rt, table)  # a ping whose turn ended just before the stop
    if table.game.is_over():  # the last move was saved but the bot stopped before storing the result
        await finish(rt, table)
    else:
        turns.arm(rt, table)


async def stop_runtime(app: Application) -> None:  # type: ignore[type-arg]
    """Let the chats hear what is queued, for a short while: once the updates in hand are done (SIGTERM included)
    and before the bot's connection closes, which the last messages still need."""
    rt = app.bot_data.get("runtime")
    if isinstance(rt, Runtime):
        try:
            await asyncio.wait_for(rt.drain(hurry=True), SHUTDOWN_GRACE)
        except TimeoutError:
            log.info("stopped with messages still queued: the next start shows what was saved")
        await writer.save_deferred(rt)
        for feed in list(rt.feeds.values()):
            feed.close()


async def close_runtime(app: Application) -> None:  # type: ignore[type-arg]
    """Close storage, last, however the run ended (its thread would keep the process alive)."""
    rt = app.bot_data.get("runtime")
    if isinstance(rt, Runtime):
        await rt.store.close()
