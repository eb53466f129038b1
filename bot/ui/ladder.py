"""A bid ladder for any auction: the private keyboard of the seat to bid (every legal bid as a button, in rows of
rising values, and Pass where the rules allow it) and the hand text's lines about the auction (the current high
bid and who holds it, and what each seat has said so far). Everything is built from the view's legal actions, so
the same ladder serves an auction that must be outbid and a round of declarations that need not be. The answers
to a call the shared `bot.games.auction` refuses are here too."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from bot import i18n
from bot.i18n import num, t, who
from bot.plugin import Button, Keyboard

PER_ROW = 5

i18n.register({
    "fa": {
        "ladder_pass": "پاس",
        "ladder_high": "بالاترین پیشنهاد: <b>{bid}</b> ({name})",
        "ladder_no_bid": "هنوز کسی پیشنهاد نداده است.",
        "ladder_said": "{name}: {bid}",
        "ladder_passed": "پاس",
        "ladder_waiting": "…",
        "refused_not_bidding": "شما در این خواندن نیستید.",
        "refused_already_passed": "پاس داده‌اید؛ تا آخر این دست دیگر نمی‌خوانید.",
        "refused_must_bid": "نفر اول باید بخواند؛ پاس ندارد.",
        "refused_bid_too_high": "از بالاترین عدد ممکن بیشتر است.",
        "refused_bid_too_low": "از کمترین عدد ممکن کمتر است.",
        "refused_bid_off_step": "این عدد روی پله‌های خواندن نیست.",
        "refused_bid_not_higher": "باید بالاتر از بالاترین خوانده بخوانید.",
    },
    "en": {
        "ladder_pass": "Pass",
        "ladder_high": "High bid: <b>{bid}</b> ({name})",
        "ladder_no_bid": "Nobody has bid yet.",
        "ladder_said": "{name}: {bid}",
        "ladder_passed": "pass",
        "ladder_waiting": "…",
        "refused_not_bidding": "You take no part in this auction.",
        "refused_already_passed": "You passed: you can't bid again this hand.",
        "refused_must_bid": "The first bidder must bid; there is no Pass.",
        "refused_bid_too_high": "That is above the highest bid.",
        "refused_bid_too_low": "That is below the lowest bid.",
        "refused_bid_off_step": "That is not a step of the bidding.",
        "refused_bid_not_higher": "You must bid above the high bid.",
    },
})


def ladder_keyboard(legal: Sequence[str], value_of: Callable[[str], int | None], lang: str,
                    pass_action: str | None = None, per_row: int = PER_ROW) -> Keyboard:
    """The legal bids (the actions `value_of` reads a number from) in rows of `per_row` rising values, then
    Pass if `pass_action` is legal."""
    bids = sorted((value, action) for action in legal if (value := value_of(action)) is not None)
    rows = [[Button(num(lang, value), action) for value, action in bids[i:i + per_row]]
            for i in range(0, len(bids), per_row)]
    if pass_action is not None and pass_action in legal:
        rows.append([Button(t(lang, "ladder_pass"), pass_action)])
    return rows


def high_bid_line(high: int | None, holder: int | None, names: Sequence[str], lang: str) -> str:
    """The bid to beat and the seat holding it, or that nobody has bid."""
    if high is None or holder is None:
        return t(lang, "ladder_no_bid")
    return t(lang, "ladder_high", bid=high, name=who(names[holder]))


def auction_line(said: Sequence[int | None], names: Sequence[str], lang: str, order: Sequence[int],
                 passed: Collection[int] = ()) -> str:
    """What each seat has said, in speaking order: its last bid, pass, or an ellipsis while it has not spoken."""
    parts = []
    for seat in order:
        bid = said[seat]
        word = t(lang, "ladder_passed") if seat in passed else t(lang, "ladder_waiting") if bid is None else num(
            lang, bid)
        parts.append(t(lang, "ladder_said", name=who(names[seat]), bid=word))
    return " · ".join(parts)
