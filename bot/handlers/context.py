"""The context PTB hands every handler and job of this bot: its own, typed, carrying the bot's runtime."""

from __future__ import annotations

from typing import Any

from telegram.ext import Application, CallbackContext, ExtBot

from bot.runtime import Runtime


class BotContext(CallbackContext[ExtBot[None], dict[Any, Any], dict[Any, Any], dict[Any, Any]]):
    @property
    def runtime(self) -> Runtime:
        """Settings, storage, live tables and group budgets (made at start-up, see `app.start_runtime`)."""
        return runtime_of(self.application)


def runtime_of(app: Application) -> Runtime:  # type: ignore[type-arg]
    rt = app.bot_data["runtime"]
    assert isinstance(rt, Runtime)
    return rt
