"""Every Golf variant by the name the `variant` option gives it."""

from __future__ import annotations

from .cabo import CABO
from .cactus import CACTUS
from .classic import EIGHT, NINE, SIX, TEN
from .cumbia import CUMBIA
from .four import FOUR
from .malaysian import MALAYSIAN
from .pablo import PABLO
from .rules import Rules

VARIANTS: dict[str, Rules] = {r.name: r for r in (SIX, FOUR, MALAYSIAN, PABLO, CUMBIA, CABO, CACTUS, EIGHT,
                                                  NINE, TEN)}
