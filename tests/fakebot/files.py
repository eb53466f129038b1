"""Uploaded photos: the bytes the bot sent, the file_ids Telegram hands back, and their thumbnails."""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from functools import cached_property

from PIL import Image, UnidentifiedImageError

from .apierror import bad_request

THUMBNAIL_SIDE = 90


@dataclass(eq=False)
class StoredFile:
    file_id: str
    file_unique_id: str
    width: int
    height: int
    source: bytes = field(repr=False)
    # A thumbnail shares its original's bytes and is scaled only when someone reads it.
    max_side: int | None = None

    @cached_property
    def data(self) -> bytes:
        if self.max_side is None:
            return self.source
        with Image.open(io.BytesIO(self.source)) as image:
            image.thumbnail((self.max_side, self.max_side))
            out = io.BytesIO()
            image.save(out, format="PNG")
        return out.getvalue()

    @property
    def file_path(self) -> str:
        return f"photos/{self.file_unique_id}.png"

    def photo_size(self) -> dict[str, object]:
        return {
            "file_id": self.file_id,
            "file_unique_id": self.file_unique_id,
            "width": self.width,
            "height": self.height,
            "file_size": len(self.source) if self.max_side is None else None,
        }

    def image(self) -> Image.Image:
        image = Image.open(io.BytesIO(self.data))
        image.load()
        return image


class FileStore:
    def __init__(self) -> None:
        self._by_id: dict[str, StoredFile] = {}
        self._by_path: dict[str, StoredFile] = {}
        self._sizes: dict[str, tuple[StoredFile, ...]] = {}
        self._counter = 0

    def get(self, file_id: str) -> StoredFile | None:
        return self._by_id.get(file_id)

    def by_path(self, path: str) -> StoredFile | None:
        return self._by_path.get(path)

    def photo_sizes(self, file_id: str) -> tuple[StoredFile, ...]:
        """Re-sending a known file_id gives the photo and its thumbnail again, like Telegram."""
        stored = self._by_id.get(file_id)
        if stored is None:
            raise bad_request("wrong file identifier/HTTP URL specified")
        return self._sizes.get(file_id, (stored,))

    def upload_photo(self, data: bytes) -> tuple[StoredFile, ...]:
        """Store an uploaded photo; smallest size first, as in Message.photo."""
        try:
            with Image.open(io.BytesIO(data)) as image:
                width, height = image.size
        except (UnidentifiedImageError, OSError):
            raise bad_request("IMAGE_PROCESS_FAILED") from None
        if width + height > 10000 or max(width, height) > 20 * min(width, height):
            raise bad_request("PHOTO_INVALID_DIMENSIONS")
        full = self._add(width, height, data, None)
        if max(width, height) <= THUMBNAIL_SIDE:
            sizes: tuple[StoredFile, ...] = (full,)
        else:
            scale = THUMBNAIL_SIDE / max(width, height)
            thumb_size = (max(1, round(width * scale)), max(1, round(height * scale)))
            sizes = (self._add(*thumb_size, data, THUMBNAIL_SIDE), full)
        self._sizes[full.file_id] = sizes
        return sizes

    def _add(self, width: int, height: int, data: bytes, max_side: int | None) -> StoredFile:
        self._counter += 1
        serial = f"{self._counter:06d}"
        stored = StoredFile(f"AgACAgFake{serial}", f"AQADFake{serial}", width, height, data, max_side)
        self._by_id[stored.file_id] = stored
        self._by_path[stored.file_path] = stored
        return stored
