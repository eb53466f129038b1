"""What one seat knows, read from its view alone: the view lists every trick of the hand in play, as a person
at the table saw them, so a computer player needs no memory of its own and a restart loses nothing."""

from __future__ import annotations

from dataclasses import dataclass

from bot.ai.hokm.sim import mask_of
from bot.games.ghahveh.rules import JokerRules
from bot.games.protocol import View

from .sim import BLACK, Position, encode, led_suit


@dataclass(frozen=True)
class Knowledge:
    seat: int
    hand: int
    position: Position  # the hand in play, the other seats' cards unknown (empty)
    played_by: tuple[int, ...]  # the cards each seat has played this hand
    bids: tuple[int | None, ...]
    hand_sizes: tuple[int, ...]

    @property
    def team(self) -> int:
        return self.seat % 2

    @property
    def rules(self) -> JokerRules:
        return self.position.rules


def rules_of(view: View) -> JokerRules:
    r = view["joker_rules"]
    return JokerRules(black_deadline=r["black_deadline"], colour_same_trick=r["colour_same_trick"],
                      joker_lead_asks_spades=r["lead_asks_spades"])


def knowledge(view: View) -> Knowledge:
    rules = rules_of(view)
    seat = view["seat"]
    hand = mask_of(encode(c) for c in view["hand"])
    tricks = [[(s, encode(c)) for s, c in t["cards"]] for t in view["played"]]
    on_table = [(s, encode(c)) for s, c in view["trick"]]
    played_by = [0] * 4
    voids = [0] * 4
    for trick in [*tricks, on_table]:
        cards: list[int] = []
        for s, c in trick:
            led = led_suit(cards, rules)
            if cards and c < BLACK and led is not None and c // 13 != led:
                voids[s] |= 1 << led
            played_by[s] |= 1 << c
            cards.append(c)
    hands = [0] * 4
    hands[seat] = hand
    played = 0
    for cards_of_seat in played_by:
        played |= cards_of_seat
    # who leads the trick; while bidding, the dealer's right, who will lead the first one (G-7.1)
    first = (view["dealer"] + 1) % 4 if view["phase"] == "bid" else view["turn"]
    leader = on_table[0][0] if on_table else first
    pos = Position(hands, leader, rules, [c for _, c in on_table], list(view["tricks"]), played, voids)
    return Knowledge(seat, hand, pos, tuple(played_by), tuple(view["bids"]), tuple(view["hand_sizes"]))
