"""The Nine-and-Eight computer player, choosing what is worth most in expected chips over the cards its seat has
not seen, the other seats being taken to show their hands (folding never pays them either, as below).

Show or fold needs no count, because the order of the two does not depend on the unseen cards. A folded hand
pays as a loser (§5). A shown hand that is beaten pays the same: the winners and their tier are those of the
other shown hands either way. A shown hand that ties or beats them is paid instead, and in a side pot only a
shown hand can take the pot. So showing is worth more than folding whenever the hand can still come out on top,
and the same once a higher hand has been shown; it shows every hand.

A side pot, joined or opened before the deal, is worth the stake back on average when every participant shows:
each one's three cards come from the same shuffled shoe, so each is as likely as any other to hold the best of
them, and a tie splits the pot evenly but for its odd chip, which goes to the first of the tied in dealing order
(worth a fraction of a chip, for or against). A participant who folds only gives his chance to the others, so to
a seat that always shows a pot is worth the stake back or more. Joining is therefore never worse by more than the
odd chip, and better as soon as anyone else might fold: it joins every pot it can, and opens one at the smallest
stake when none is open (the same worth with the least spread), before the dealer deals.

A taunt changes no payment; it taunts first with an 8 or a 9, truthfully, so that people holding less may throw
their hands in, which can only be worth chips to it.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.protocol import Game, View
from bot.plugin import Advice


@dataclass(frozen=True)
class NineEightPlayer:
    taunt_from: int = 8

    def choose(self, view: View, seed: int) -> str:
        return self.advise(view).action

    def advise(self, view: View) -> Advice:
        """The move with the figure it rests on: the hand's value, or the stake of a side pot and how many are in
        it (each as likely as any other to hold its best hand)."""
        legal: list[str] = view["legal"]
        if view["phase"] == "reveal":
            value = view["value"] or 0
            taunt = f"taunt:{value - 1}"
            if value >= self.taunt_from and taunt in legal:
                return Advice(taunt, "nineeight_hint_taunt", {"value": value})
            return Advice("show", "nineeight_hint_show", {"value": value})
        opening = [a for a in legal if a.startswith("side:")]
        if "join" in legal:
            side = view["side_pot"]
            return Advice("join", "nineeight_hint_join", {"stake": side["stake"], "players": len(side["seats"]) + 1})
        if opening:
            smallest = min(opening, key=lambda a: int(a.split(":", 1)[1]))
            return Advice(smallest, "nineeight_hint_open", {"stake": int(smallest.split(":", 1)[1])})
        return Advice("deal" if "deal" in legal else "noside")


def nineeight_advice(game: Game, seat: int, think: float) -> Advice:
    """The computer player's move for `seat` with its reason, from its view alone."""
    return NineEightPlayer().advise(game.view(seat))


def nineeight_move(game: Game, seat: int, think: float) -> str:
    """The computer player's move for `seat`, from its view alone."""
    return nineeight_advice(game, seat, think).action
