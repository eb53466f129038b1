"""Pablo (§3.4): 7 looks at an opponent's card and swaps it for one of yours, 8 looks at any card; equal cards
may be replaced together; "Pablo" is called at the end of a turn; the caller gains 10 when strictly lowest and
adds the hole's highest value when beaten; holes go on until a total reaches 100."""

from __future__ import annotations

from .layout import table_value
from .powers import LOOK_AND_SWAP, PEEK_ANY, power_rules
from .rules import Ending, Opts, settle_caller


def caller_lowest(mine: int, values: list[int], options: Opts) -> int:
    return mine - 10


def caller_beaten(mine: int, values: list[int], options: Opts) -> int:
    return mine + max(values)


PABLO = power_rules(
    "pablo", 2, table_value({"J": 10, "Q": 10, "K": 10, "JK": -5}), {"7": LOOK_AND_SWAP, "8": PEEK_ANY},
    multi_replace=True, ending=Ending.CALL_AT_END, settle=settle_caller(caller_lowest, caller_beaten), target=100)
