"""Computer players for Shelem: a rule-based one (`RuleShelemPlayer`) and one that searches sampled deals
(`StrongShelemPlayer`). Both see only their seat's view."""

from .players import RuleShelemPlayer, StrongShelemPlayer

__all__ = ["RuleShelemPlayer", "StrongShelemPlayer"]
