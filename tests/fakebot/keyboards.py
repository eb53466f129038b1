"""Reply markup: Telegram's checks on inline keyboards, and the buttons as a player sees them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from .apierror import bad_request

# Exactly one of these makes an inline button do something; a button with none is refused.
_ACTIONS = (
    "callback_data",
    "url",
    "web_app",
    "login_url",
    "switch_inline_query",
    "switch_inline_query_current_chat",
    "switch_inline_query_chosen_chat",
    "copy_text",
    "callback_game",
    "pay",
)
MAX_CALLBACK_DATA_BYTES = 64


@dataclass(frozen=True)
class Button:
    text: str
    callback_data: str | None = None
    url: str | None = None


def normalize_markup(markup: Any) -> dict[str, Any] | None:
    """Validate reply_markup as Telegram does; an empty inline keyboard means no keyboard."""
    if markup is None:
        return None
    if not isinstance(markup, dict):
        raise bad_request("can't parse reply keyboard markup JSON object")
    if "inline_keyboard" not in markup:
        return markup
    rows = markup["inline_keyboard"]
    if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
        raise bad_request('field "inline_keyboard" of the InlineKeyboardMarkup should be an Array of Arrays')
    for row in rows:
        for button in row:
            _check_button(button)
    if not any(rows):
        return None
    return markup


def _check_button(button: Any) -> None:
    if not isinstance(button, dict) or not isinstance(button.get("text"), str):
        raise bad_request('can\'t parse inline keyboard button: Field "text" must be of type String')
    actions = [name for name in _ACTIONS if name in button]
    if not actions:
        raise bad_request("can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard")
    if "callback_data" in button:
        data = button["callback_data"]
        if not isinstance(data, str) or not 1 <= len(data.encode("utf-8")) <= MAX_CALLBACK_DATA_BYTES:
            raise bad_request("BUTTON_DATA_INVALID")
    if "url" in button:
        _check_url(str(button["url"]))


def _check_url(url: str) -> None:
    parts = urlsplit(url)
    valid = parts.scheme == "tg" or (parts.scheme in ("http", "https") and "." in (parts.hostname or ""))
    if not valid:
        raise bad_request(f"inline keyboard button URL '{url}' is invalid: Wrong HTTP URL")


def inline_buttons(markup: dict[str, Any] | None) -> list[list[Button]]:
    if not markup or "inline_keyboard" not in markup:
        return []
    return [[Button(b["text"], b.get("callback_data"), b.get("url")) for b in row] for row in markup["inline_keyboard"]]
