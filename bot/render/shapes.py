"""Smooth shapes as RGBA sprites: Pillow draws polygons and rounded rectangles without anti-aliasing, so they
are drawn at a larger scale and reduced. Every sprite is cached; callers paste it and never change it."""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw, ImageFilter

from .theme import RGB

SUPERSAMPLE = 4


def reduce(image: Image.Image, size: tuple[int, int]) -> Image.Image:
    """Back from the drawing scale: averaging each block of pixels is the anti-aliasing, and it is fast."""
    return image.resize(size, Image.Resampling.BOX)


@cache
def rounded(size: tuple[int, int], radius: int, fill: RGB | tuple[int, int, int, int],
            outline: RGB | None = None, line: int = 0) -> Image.Image:
    """A rounded rectangle, optionally with an inner outline `line` pixels wide."""
    s = SUPERSAMPLE
    big = Image.new("RGBA", (size[0] * s, size[1] * s))
    pen = ImageDraw.Draw(big)
    box = (0, 0, size[0] * s - 1, size[1] * s - 1)
    if outline is not None and line:
        pen.rounded_rectangle(box, radius * s, fill=outline)
        inset = line * s
        inner = (inset, inset, box[2] - inset, box[3] - inset)
        pen.rounded_rectangle(inner, max(0, radius - line) * s, fill=fill)
    else:
        pen.rounded_rectangle(box, radius * s, fill=fill)
    return reduce(big, size)


@cache
def circle(diameter: int, fill: RGB, outline: RGB | None = None, line: int = 0) -> Image.Image:
    return rounded((diameter, diameter), diameter // 2, fill, outline, line)


@cache
def glow(size: tuple[int, int], radius: int, color: RGB, spread: int, strength: int = 255) -> Image.Image:
    """A soft halo around a rounded rectangle of `size`; the sprite is `spread` pixels larger on every side."""
    full = (size[0] + 2 * spread, size[1] + 2 * spread)
    alpha = Image.new("L", full)
    ImageDraw.Draw(alpha).rounded_rectangle((spread, spread, spread + size[0], spread + size[1]), radius,
                                            fill=strength)
    halo = Image.new("RGBA", full, color)
    halo.putalpha(alpha.filter(ImageFilter.GaussianBlur(spread / 2)))
    return halo


def shadowed(image: Image.Image, spread: int = 6, offset: int = 3, strength: int = 110) -> Image.Image:
    """`image` on a soft drop shadow; the result is `spread` pixels larger on every side."""
    full = (image.width + 2 * spread, image.height + 2 * spread + offset)
    out = Image.new("RGBA", full)
    shadow = Image.new("RGBA", full, (0, 0, 0, 0))
    silhouette = Image.new("RGBA", image.size, (0, 0, 0, strength))
    shadow.paste(silhouette, (spread, spread + offset), image)
    out.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(spread / 2)))
    out.alpha_composite(image, (spread, spread))
    return out


@cache
def crown(width: int, color: RGB) -> Image.Image:
    """The hakem's mark: a three-pointed crown with jewels."""
    s = SUPERSAMPLE
    w, h = width * s, round(width * 0.8) * s
    big = Image.new("RGBA", (w, h))
    pen = ImageDraw.Draw(big)
    base = h * 0.78
    pen.polygon([(w * 0.04, h * 0.28), (w * 0.3, h * 0.52), (w * 0.5, h * 0.1), (w * 0.7, h * 0.52),
                 (w * 0.96, h * 0.28), (w * 0.86, base), (w * 0.14, base)], fill=color)
    pen.rounded_rectangle((w * 0.14, h * 0.84, w * 0.86, h * 0.98), radius=h * 0.05, fill=color)
    for x, y in ((0.04, 0.24), (0.5, 0.07), (0.96, 0.24)):
        r = w * 0.07
        pen.ellipse((w * x - r, h * y - r, w * x + r, h * y + r), fill=color)
    return reduce(big, (width, round(width * 0.8)))


@cache
def triangle(width: int, color: RGB, pointing: str) -> Image.Image:
    """A small arrowhead pointing `up`, `down`, `left` or `right`."""
    s = SUPERSAMPLE
    w = width * s
    points = {
        "down": [(0, 0), (w, 0), (w / 2, w * 0.8)],
        "up": [(0, w * 0.8), (w, w * 0.8), (w / 2, 0)],
        "right": [(0, 0), (0, w), (w * 0.8, w / 2)],
        "left": [(w * 0.8, 0), (w * 0.8, w), (0, w / 2)],
    }[pointing]
    big = Image.new("RGBA", (w, w))
    ImageDraw.Draw(big).polygon(points, fill=color)
    return reduce(big, (width, width))
