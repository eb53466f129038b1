"""The Bot API's failure envelope, raised by method implementations and turned into HTTP replies."""

from __future__ import annotations

from typing import Any


class ApiError(Exception):
    """A refusal exactly as Telegram phrases it, e.g. ``ApiError(400, "Bad Request: chat not found")``."""

    def __init__(self, code: int, description: str, *, retry_after: int | None = None) -> None:
        super().__init__(description)
        self.code = code
        self.description = description
        self.retry_after = retry_after

    def envelope(self) -> dict[str, Any]:
        body: dict[str, Any] = {"ok": False, "error_code": self.code, "description": self.description}
        if self.retry_after is not None:
            body["parameters"] = {"retry_after": self.retry_after}
        return body


def bad_request(detail: str) -> ApiError:
    return ApiError(400, f"Bad Request: {detail}")


def forbidden(detail: str) -> ApiError:
    return ApiError(403, f"Forbidden: {detail}")


def too_many_requests(retry_after: int) -> ApiError:
    return ApiError(429, f"Too Many Requests: retry after {retry_after}", retry_after=retry_after)
