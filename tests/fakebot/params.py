"""Typed access to a Bot API call's parameters, whichever encoding the client chose.

PTB posts form fields whose values are JSON-encoded unless they are already strings ("42", "true",
'{"inline_keyboard": ...}'); other clients post JSON bodies with native types. Getters accept both.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from .apierror import ApiError, bad_request

_TRUE = {"true", "1", "True"}


class Params:
    def __init__(self, values: Mapping[str, Any], files: Mapping[str, bytes]) -> None:
        self.values = dict(values)
        self.files = dict(files)

    def has(self, name: str) -> bool:
        return name in self.values

    def required_int(self, name: str) -> int:
        value = self.opt_int(name)
        if value is None:
            raise bad_request(f"{name} is empty")
        return value

    def opt_int(self, name: str) -> int | None:
        value = self.values.get(name)
        if value is None or value == "":
            return None
        if isinstance(value, bool):
            raise bad_request(f'field "{name}" must be of type Integer')
        if isinstance(value, int):
            return value
        try:
            return int(str(value))
        except ValueError:
            raise bad_request(f'field "{name}" must be of type Integer') from None

    def opt_float(self, name: str) -> float | None:
        value = self.values.get(name)
        if value is None or value == "":
            return None
        try:
            return float(value)
        except (TypeError, ValueError):
            raise bad_request(f'field "{name}" must be of type Number') from None

    def required_str(self, name: str) -> str:
        value = self.opt_str(name)
        if value is None:
            raise bad_request(f"{name} is empty")
        return value

    def opt_str(self, name: str) -> str | None:
        value = self.values.get(name)
        return None if value is None else str(value)

    def flag(self, name: str) -> bool:
        value = self.values.get(name)
        return value is True or (isinstance(value, str) and value in _TRUE)

    def json(self, name: str) -> Any:
        value = self.values.get(name)
        if not isinstance(value, str):
            return value
        try:
            return json.loads(value)
        except ValueError:
            raise bad_request(f"can't parse {name} JSON object") from None

    def loggable(self) -> dict[str, Any]:
        """The values with uploads summarised, for the transcript."""
        logged: dict[str, Any] = {}
        for name, value in self.values.items():
            try:
                logged[name] = self.json(name) if name in _JSON_FIELDS else value
            except ApiError:
                logged[name] = value
        for name, data in self.files.items():
            logged[name] = f"<upload {len(data)} bytes>"
        return logged


_JSON_FIELDS = frozenset(
    {
        "reply_markup",
        "entities",
        "caption_entities",
        "reply_parameters",
        "media",
        "commands",
        "scope",
        "allowed_updates",
        "link_preview_options",
    }
)
