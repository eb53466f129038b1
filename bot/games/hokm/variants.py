"""What the number of players decides in Hokm (hokm.md §15 with RULINGS.md): the sides and where they sit, the
cards taken out of the deck, the packets of the deal, and how a hand is won.

Seats are in playing order, so "teammates never adjacent" (H-15.5) makes the sides residues: with two teams of
three the seats go A B A B A B, with three teams of two A B C A B C.
"""

from __future__ import annotations

from dataclasses import dataclass

Sides = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class HandRule:
    """How a hand is won. With a `target` the first side to take that many tricks wins at once, and a hand in
    which no side can reach it any more is void; without one every trick is played and the side with the most
    wins, a tie for most being void (H-15.5a). `kot` says whether a shut-out scores Kot and offers Bam."""

    target: int | None
    kot: bool


@dataclass(frozen=True)
class Variant:
    sides: Sides
    removed: tuple[str, ...]
    packets: tuple[int, ...]  # the hakem declares holding the first (H-15.1)
    house_rule: HandRule | None = None  # the provisional rule of H-15.5a, where the literal target fails
    draw_to: int = 0  # the two-player draw game: cards each player holds once the stock has been drawn (H-15.2)
    middle_card: bool = False  # the partner's middle card may be declared (H-5.5: four players only)

    @property
    def tricks(self) -> int:
        return self.draw_to or sum(self.packets)


def seated(sides: int, players: int) -> Sides:
    """Sides whose members are `sides` seats apart, so that no two teammates sit side by side."""
    return tuple(tuple(range(side, players, sides)) for side in range(sides))


MOST_TRICKS = HandRule(target=None, kot=False)
NO_TWOS = ("2C", "2D", "2H", "2S")

VARIANTS: dict[int, Variant] = {
    # H-15.2, the DEFAULT draw form: 5 each, then 8 draws each from the 42-card stock; 10 cards stay unseen.
    2: Variant(sides=seated(2, 2), removed=(), packets=(5,), draw_to=13),
    # H-15.3: 2♦ out, 17 each; a 6-6-5 hand is void under the usual 7-trick target.
    3: Variant(sides=seated(3, 3), removed=("2D",), packets=(5, 4, 4, 4)),
    4: Variant(sides=seated(2, 4), removed=(), packets=(5, 4, 4), middle_card=True),
    # H-15.4, with 2♦ and 2♣ the DEFAULT two 2s.
    5: Variant(sides=seated(5, 5), removed=("2D", "2C"), packets=(5, 5), house_rule=MOST_TRICKS),
    # H-15.5, two teams of three (the source's recommendation): first to 5 of 8 under the house rule.
    6: Variant(sides=seated(2, 6), removed=NO_TWOS, packets=(4, 4), house_rule=HandRule(target=5, kot=False)),
}
SIX_IN_PAIRS = Variant(sides=seated(3, 6), removed=NO_TWOS, packets=(4, 4), house_rule=MOST_TRICKS)
TEAM_LAYOUTS = ("2x3", "3x2")  # six players: two teams of three, or three teams of two


def variant_for(players: int, teams: str) -> Variant:
    return SIX_IN_PAIRS if players == 6 and teams == "3x2" else VARIANTS[players]
