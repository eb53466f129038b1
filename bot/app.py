"""The PTB Application: handlers, error handling, start-up and shutdown."""

from __future__ import annotations

import asyncio
import html
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from telegram import Update
from telegram.constants import ParseMode
from telegram.error import BadRequest, TelegramError
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

from bot import (
    callbacks,
    chat_settings,
    commands,
    fortune_chat,
    lobby,
    pings,
    play,
    ratings,
    rematch,
    replays,
    screens,
    turns,
    workers,
)
from bot.config import Settings
from bot.context import BotContext
from bot.i18n import t
from bot.outbound import Outbound
from bot.registry import BY_COMMAND
from bot.runtime import Runtime
from bot.session import finish
from bot.store import Store
from bot.tables import Table

log = logging.getLogger(__name__)
# Commands come only from new messages: editing an old /help into /cancel must not close a table.
NEW = filters.UpdateType.MESSAGE
SHUTDOWN_GRACE = 10.0  # seconds the last group messages get to go out when the bot stops


def build(settings: Settings) -> Application:  # type: ignore[type-arg]
    builder: ApplicationBuilder = (  # type: ignore[type-arg]
        Application.builder()
        .token(settings.token)
        .context_types(ContextTypes(context=BotContext))
        .concurrent_updates(True)
        .rate_limiter(Outbound(settings))
        .post_init(start_runtime)
        .post_stop(stop_runtime)
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
    app.add_handler(CommandHandler("lang", commands.lang_command, filters=NEW))
    app.add_handler(CommandHandler("scores", commands.scores, filters=NEW))
    app.add_handler(CommandHandler("stats", commands.stats, filters=NEW))
    app.add_handler(CommandHandler("cancel", commands.cancel, filters=NEW))
    app.add_handler(CommandHandler("settings", chat_settings.show, filters=NEW))
    app.add_handler(CommandHandler("pings", commands.pings_command, filters=NEW))
    app.add_handler(CommandHandler(("fal", "fortune"), fortune_chat.show_menu, filters=NEW))
    for kind, handler in (("L", lobby.on_lobby_press), ("G", play.on_move_press), ("S", chat_settings.on_press),
                          ("F", fortune_chat.on_press), ("A", rematch.on_press), ("R", replays.on_press)):
        app.add_handler(CallbackQueryHandler(decoded(handler), pattern=callbacks.pattern(kind)))
    app.add_handler(CallbackQueryHandler(on_unknown_press))  # data no button of ours carries
    app.add_handler(ChatMemberHandler(play.on_bot_membership, ChatMemberHandler.MY_CHAT_MEMBER))
    # In a handler group of its own: a message that is not an awaited name passes on to any other handler.
    app.add_handler(MessageHandler(fortune_chat.NAME_REPLY, fortune_chat.on_name), group=1)
    # First of all: any message in a group pushes up the picture of a table there (`screens.buried`).
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
    """Open storage, register commands and bring back live tables (PTB runs this before polling)."""
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
        await restore(rt, app)
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
        async with table.lock:  # other workers may be playing at it meanwhile
            if rt.live(table):
                await bring_back(rt, table)
    log.info("restored %d tables", len(rt.tables))


async def bring_back(rt: Runtime, table: Table) -> None:
    await rt.chat_settings(table.chat_id)
    screens.feed(rt, table).refresh()
    for old in list(table.old_pictures):
        screens.drop_picture(rt, table, old)
    if table.game is None:
        lobby.arm_idle_timer(rt, table)
        return
    try:
        await screens.show_hands(rt, table)
        await pings.settle(rt, table)  # a ping whose turn ended just before the stop
    except TelegramError:  # a network blip must not keep the bot down: the turn timer and "My cards" still work
        log.warning("could not show the hands at table %s", table.id, exc_info=True)
    if table.game.is_over():  # the last move was saved but the bot stopped before storing the result
        await finish(rt, table)
    else:
        turns.arm(rt, table)


async def stop_runtime(app: Application) -> None:  # type: ignore[type-arg]
    """Let the groups hear what is queued, then close storage. PTB runs this once updates have stopped (SIGTERM
    included) and before it closes the bot's connection, which the last messages still need."""
    rt = app.bot_data.get("runtime")
    if isinstance(rt, Runtime):
        try:
            await asyncio.wait_for(rt.drain(hurry=True), SHUTDOWN_GRACE)
        except TimeoutError:
            log.warning("stopped with group messages still queued")
        await rt.store.close()
