"""Bot API methods about the bot itself: identity, webhook, commands, profile texts, callbacks, files."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from .apierror import bad_request
from .params import Params
from .state import CallbackAnswer, State

_COMMAND = re.compile(r"[a-z0-9_]{1,32}")
CALLBACK_EXPIRED = "query is too old and response timeout expired or query ID is invalid"
# Profile settings Telegram merely stores; tests read them back from State.settings.
_STORED_SETTINGS = (
    "setMyDescription",
    "setMyShortDescription",
    "setMyName",
    "setChatMenuButton",
    "setMyDefaultAdministratorRights",
    "setWebhook",  # updates still wait for getUpdates: a test's dispatcher posts them to the webhooks
)


def get_me(state: State, p: Params) -> dict[str, Any]:
    return state.bot.to_api() | {
        "can_join_groups": True,
        "can_read_all_group_messages": False,
        "supports_inline_queries": False,
        "can_connect_to_business": False,
        "has_main_web_app": False,
    }


def delete_webhook(state: State, p: Params) -> bool:
    if p.flag("drop_pending_updates"):
        state.drop_pending_updates()
    return True


def get_webhook_info(state: State, p: Params) -> dict[str, Any]:
    return {"url": "", "has_custom_certificate": False, "pending_update_count": state.pending_updates}


def set_my_commands(state: State, p: Params) -> bool:
    commands = p.json("commands")
    if not isinstance(commands, list) or len(commands) > 100:
        raise bad_request("can't parse commands JSON object")
    for command in commands:
        if not _COMMAND.fullmatch(str(command.get("command", ""))):
            raise bad_request("BOT_COMMAND_INVALID")
        if not 1 <= len(str(command.get("description", ""))) <= 256:
            raise bad_request("BOT_COMMAND_DESCRIPTION_INVALID")
    listed = [{"command": c["command"], "description": c["description"]} for c in commands]
    state.commands[_commands_key(p)] = listed
    return True


def get_my_commands(state: State, p: Params) -> list[dict[str, Any]]:
    return state.commands.get(_commands_key(p), [])


def delete_my_commands(state: State, p: Params) -> bool:
    state.commands.pop(_commands_key(p), None)
    return True


def commands_key(scope: dict[str, Any] | None, language_code: str | None) -> tuple[str, str]:
    return json.dumps(scope or {"type": "default"}, sort_keys=True), language_code or ""


def _commands_key(p: Params) -> tuple[str, str]:
    return commands_key(p.json("scope"), p.opt_str("language_code"))


def answer_callback_query(state: State, p: Params) -> bool:
    query = state.callbacks.get(p.required_str("callback_query_id"))
    if query is None or query.answer is not None or state.clock() - query.created_at > state.callback_ttl:
        raise bad_request(CALLBACK_EXPIRED)
    query.answer = CallbackAnswer(
        text=p.opt_str("text"),
        show_alert=p.flag("show_alert"),
        url=p.opt_str("url"),
        cache_time=p.opt_int("cache_time") or 0,
    )
    if query.answer.text is None and query.answer.url is None and query.shown:
        state.done_presses[(query.chat_id, query.message_id)] = (query.edits, query.data)
    return True


def get_file(state: State, p: Params) -> dict[str, Any]:
    stored = state.files.get(p.required_str("file_id"))
    if stored is None:
        raise bad_request("invalid file_id")
    return {
        "file_id": stored.file_id,
        "file_unique_id": stored.file_unique_id,
        "file_size": len(stored.data),
        "file_path": stored.file_path,
    }


def _store_setting(method: str) -> Callable[[State, Params], bool]:
    def store(state: State, p: Params) -> bool:
        state.settings[method] = p.loggable()
        return True

    return store


METHODS: dict[str, Callable[[State, Params], Any]] = {
    "getMe": get_me,
    "deleteWebhook": delete_webhook,
    "getWebhookInfo": get_webhook_info,
    "setMyCommands": set_my_commands,
    "getMyCommands": get_my_commands,
    "deleteMyCommands": delete_my_commands,
    "answerCallbackQuery": answer_callback_query,
    "getFile": get_file,
} | {name: _store_setting(name) for name in _STORED_SETTINGS}
