"""A computer player for Rummy: keeps its melds, draws what lowers its deadwood, and throws what it needs least.

It sees only its view: its hand, the discard pile, and the cards the opponent took from the pile and still
holds. Every choice is a question to the engine's meld search (`melds.arrange` under the §5 values).

* Declaring: whenever a declaration is legal it declares.
* Drawing: it takes the top discard when that card ends up in a meld of its best hand after the discard that
  follows (so the card is not taken only to lie as deadwood), and otherwise draws from the stock. On an empty
  stock it takes the discard when it may (that is only when it declares with it), else passes.
* Discarding: the card whose loss leaves the least deadwood; among equals, one that gives the opponent least
  (not of a rank or near a run the opponent is known to collect), then one with the fewest live partners
  (cards it could still meld with that are not yet in the discard pile), then the highest.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.games.cards import rank, rank_number, suit
from bot.games.melds import Arrangement
from bot.games.protocol import Game, View
from bot.games.rummy import DECLARE, DISCARD, PASS, STOCK, TAKE, best_split, card_value
from bot.plugin import Advice


def near(a: str, b: str) -> bool:
    """Whether two cards could share a meld: the same rank, or one suit within two steps."""
    if rank(a) == rank(b):
        return True
    return suit(a) == suit(b) and abs(rank_number(a) - rank_number(b)) <= 2


@dataclass(frozen=True)
class RummyPlayer:
    def choose(self, view: View, seed: int) -> str:
        return self.advise(view).action

    def advise(self, view: View) -> Advice:
        """The move with its reason: the deadwood the meld search leaves after it."""
        legal: list[str] = view["legal"]
        declares = [a for a in legal if a.startswith(DECLARE + ":")]
        if declares:
            return Advice(declares[0], "rummy_hint_declare")
        if view["phase"] == "draw":
            return self.draw(view, legal)
        return self.discard(view, legal)

    def split(self, view: View, cards: Sequence[str]) -> Arrangement:
        options = view["options"]
        return best_split(tuple(sorted(cards)), 11 if options["rank_number_jack"] else 10, options["ace_high"])

    def draw(self, view: View, legal: list[str]) -> Advice:
        top = view["discard_top"]
        if TAKE in legal and STOCK not in legal:
            return Advice(TAKE)  # an empty stock: taking is offered only when it lets us declare
        if TAKE in legal:
            hand = [*view["hand"], top]
            after = min((self.split(view, [o for o in hand if o != c]) for c in view["hand"]),
                        key=lambda a: a.points)
            now = view["deadwood_points"]
            if not any(top in meld for meld in after.melds):
                return Advice(STOCK, "rummy_hint_stock_no_meld")
            if after.points < now:
                return Advice(TAKE, "rummy_hint_take", {"after": after.points, "now": now})
            return Advice(STOCK, "rummy_hint_stock_no_gain", {"after": after.points, "now": now})
        return Advice(STOCK if STOCK in legal else PASS)

    def discard(self, view: View, legal: list[str]) -> Advice:
        hand: list[str] = view["hand"]
        theirs: list[str] = view["known"][1 - view["seat"]]
        dead = set(view["discards"])

        def cost(action: str) -> tuple[int, int, int, int]:
            card = action.partition(":")[2]
            rest = [o for o in hand if o != card]
            helps = sum(near(card, c) for c in theirs)
            live = sum(near(card, o) for o in rest) - sum(near(card, d) for d in dead)
            return (self.split(view, rest).points, helps, live, -card_value(card))

        best = min((a for a in legal if a.startswith(DISCARD + ":")), key=cost)
        return Advice(best, "rummy_hint_discard", {"points": cost(best)[0]})


def rummy_advice(game: Game, seat: int, think: float) -> Advice:
    """The computer player's move for `seat` with its reason, from its view alone (its meld searches are quick)."""
    return RummyPlayer().advise(game.view(seat))


def rummy_move(game: Game, seat: int, think: float) -> str:
    """The computer player's move for `seat`, from its view alone."""
    return rummy_advice(game, seat, think).action
