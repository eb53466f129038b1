"""Turning what the bot sent (text or caption, parse_mode, entities) into what a reader sees."""

from __future__ import annotations

from typing import Any

from .apierror import bad_request
from .html_entities import EntityParseError, parse_html

MAX_TEXT = 4096
MAX_CAPTION = 1024


def format_text(raw: str | None, parse_mode: str | None, entities: Any) -> tuple[str | None, list[dict[str, Any]]]:
    """The plain text and its entities; explicit entities are taken as given when there is no parse_mode."""
    if raw is None:
        return None, []
    if not parse_mode:
        return raw, list(entities or [])
    if parse_mode.lower() != "html":
        # Markdown is real Telegram behaviour this server does not imitate; say so rather than guess.
        raise bad_request(f"parse_mode {parse_mode!r} is not supported by this fake server, only HTML")
    try:
        return parse_html(raw)
    except EntityParseError as err:
        raise bad_request(f"can't parse entities: {err}") from None


def message_text(raw: str | None, parse_mode: str | None, entities: Any) -> tuple[str, list[dict[str, Any]]]:
    text, parsed = format_text(raw, parse_mode, entities)
    if text is None or not text.strip():
        raise bad_request("message text is empty")
    if len(text) > MAX_TEXT:
        raise bad_request("message is too long")
    return text, parsed


def caption_text(raw: str | None, parse_mode: str | None, entities: Any) -> tuple[str | None, list[dict[str, Any]]]:
    caption, parsed = format_text(raw, parse_mode, entities)
    if caption is not None and len(caption) > MAX_CAPTION:
        raise bad_request("message caption is too long")
    return (caption, parsed) if caption else (None, [])
