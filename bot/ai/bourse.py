"""A computer trader for Bourse: it prices every live card at its expected prize (the three prizes over the live
cards, each live card being equally likely to be under any of them), takes offers clearly better than that,
posts one offer per read at a margin, and never forces a read: it says `done` and lets the others trade."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.ai import decision_seed
from bot.games.protocol import Game, View
from bot.plugin import Advice


@dataclass(frozen=True)
class BoursePlayer:
    take_margin: float = 0.15  # takes a sale below (1 - m) × value, or a purchase above (1 + m) × value
    offer_margin: float = 0.3  # offers to buy at (1 - m) × value and to sell at (1 + m) × value
    offer_rate: float = 0.3  # how often it posts an offer in a window

    def choose(self, view: View, seed: int) -> str:
        return self.advise(view, seed).action

    def advise(self, view: View, seed: int) -> Advice:
        """The move with the worth it weighed against: a live card's expected prize, in whole chips."""
        legal: list[str] = view["legal"]
        me = view["seat"]
        value = sum(view["prizes"]) / max(view["live"], 1)
        worth = {"value": round(value)}
        offers = {o["id"]: o for o in [*view["offers"], *view["private_offers"]]}
        best: tuple[float, str] | None = None
        for action in legal:
            if not action.startswith("take:"):
                continue
            offer = offers[int(action.split(":")[1])]
            gain = value - offer["price"] if offer["side"] == "sell" else offer["price"] - value
            if gain > self.take_margin * value and (best is None or gain > best[0]):
                best = (gain, action)
        if best is not None:
            return Advice(best[1], "bourse_hint_take", {**worth, "gain": round(best[0])})
        rng = random.Random(seed)
        mine_open = any(o["maker"] == me for o in offers.values())
        if not mine_open and view["offers_left"] > 0 and rng.random() < self.offer_rate:
            offer = self.offer(view, value, rng)
            if offer is not None:
                side = "sell" if offer.startswith("sell:") else "buy"
                return Advice(offer, f"bourse_hint_{side}", {**worth, "margin": round(100 * self.offer_margin)})
        return Advice("done", "bourse_hint_done", {**worth, "margin": round(100 * self.take_margin)})

    def offer(self, view: View, value: float, rng: random.Random) -> str | None:
        cap = view["prizes"][0]
        hand = view["hand"]
        others = [c for s, cards in view["holdings"].items() if int(s) != view["seat"] and int(s) not in view["out"]
                  for c in cards]
        if hand and (not others or rng.random() < 0.5):
            price = min(cap, max(1, round(value * (1 + self.offer_margin))))
            return listed(view["legal"], f"sell:{rng.choice(hand)}:", price)
        if others:
            price = min(cap, max(1, round(value * (1 - self.offer_margin))))
            if price <= view["balances"][view["seat"]]:
                return listed(view["legal"], f"buy:{rng.choice(others)}:", price)
        return None


def listed(legal: list[str], offer: str, price: int) -> str | None:
    """The offer at the listed price nearest `price`: the legal moves list prices in 1-2-5 steps, as the buttons
    do, and a computer player's move is one of them."""
    prices = [int(action.removeprefix(offer)) for action in legal if action.startswith(offer)]
    return f"{offer}{min(prices, key=lambda p: (abs(p - price), p))}" if prices else None


def bourse_advice(game: Game, seat: int, think: float) -> Advice:
    """The computer player's move for `seat` with its reason, from its view alone."""
    return BoursePlayer().advise(game.view(seat), decision_seed(game, seat))


def bourse_move(game: Game, seat: int, think: float) -> str:
    """The computer player's move for `seat`, from its view alone."""
    return bourse_advice(game, seat, think).action
