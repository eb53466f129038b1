"""Reading back the images the renderer encodes."""

from __future__ import annotations

import io

from PIL import Image


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image
