"""Golf and its variants: the engine (`engine.Golf`) and one module per variant family."""

from .engine import Golf
from .state import Phase

__all__ = ["Golf", "Phase"]
