"""Hokm: choosing the first hakem, dealing and declaring (hokm.md §1–§5, H-E1, H-E2).

Also the rig the other Hokm tests use: `rigged()` deals hands chosen by the test, through the engine's own deal.
"""

from __future__ import annotations

import functools
import itertools
import secrets
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

import pytest

from bot.games import cards
from bot.games.cards import standard_deck
from bot.games.hokm import MIDDLE, Hokm, Phase, ace_deal
from bot.games.hokm.variants import VARIANTS, variant_for
from bot.games.protocol import Event, IllegalAction

# -- the rig ----------------------------------------------------------------------------------------------


def deck_for(hands: Sequence[Sequence[str]], hakem: int, packets: Sequence[int] = VARIANTS[4].packets) -> list[str]:
    """The deck order that dealing `packets` from `hakem` turns into `hands` (each seat's cards, first packet
    first)."""
    players = len(hands)
    deck: list[str] = []
    taken = [0] * players
    for size in packets:
        for seat in ((hakem + i) % players for i in range(players)):
            deck += hands[seat][taken[seat]:taken[seat] + size]
            taken[seat] += size
    return deck


def complete(given: Mapping[int, Sequence[str]], players: int = 4, teams: str = "2x3") -> list[list[str]]:
    """Every seat's cards for the variant: those given, then the cards nobody was given in canonical order."""
    variant = variant_for(players, teams)
    deck = [c for c in standard_deck() if c not in variant.removed]
    rest = iter([c for c in deck if not any(c in hand for hand in given.values())])
    hands = [list(given.get(seat, ())) for seat in range(players)]
    for hand in hands:
        hand += itertools.islice(rest, len(deck) // players - len(hand))
    assert sorted(c for h in hands for c in h) == sorted(deck), "a rig must deal each card once"
    return hands


@functools.cache
def seed_with_hakem(hakem: int, players: int = 4) -> int:
    """A match seed whose ace deal makes `hakem` the first hakem."""
    return next(seed for seed in itertools.count() if Hokm({}, players, seed).hakem == hakem)


class Rigged(Hokm):
    """Hokm dealing `deals[n]` (each seat's cards, first packet first) as hand n; later hands are shuffled."""

    deals: ClassVar[list[list[list[str]]]] = []

    def shuffled_deck(self, *purpose: object) -> list[str]:
        if purpose[0] == "hand" and isinstance(purpose[1], int) and purpose[1] < len(self.deals):
            return deck_for(self.deals[purpose[1]], self.hakem, self.variant.packets)
        return super().shuffled_deck(*purpose)


def rigged(*deals: Mapping[int, Sequence[str]], hakem: int = 0, players: int = 4, **options: Any) -> Rigged:
    """A match whose first hands are the given deals (seat -> cards, completed with the rest of the deck)."""
    teams = options.get("teams", "2x3")
    game_class = type("RiggedHokm", (Rigged,), {"deals": [complete(d, players, teams) for d in deals]})
    game = game_class(options, players, seed_with_hakem(hakem, players))
    assert isinstance(game, Rigged)
    return game


def preferred(game: Rigged, seat: int) -> str:
    """The first card of the seat's rigged cards that it may play now."""
    legal = game.legal_actions(seat)
    return next(f"p:{c}" for c in game.deals[game.hand_no][seat] if f"p:{c}" in legal)


def play_out(game: Rigged, until: Sequence[str] = ("hand_over", "bam_offer")) -> list[Event]:
    """Every seat plays its preferred card until one of the `until` events; returns the events."""
    events: list[Event] = []
    while not any(e.kind in until for e in events):
        (seat,) = game.to_act()
        events += game.apply(seat, preferred(game, seat))
    return events


# -- the first hakem ------------------------------------------------------------------------------------


def test_H_E1_ace_deal_names_hakem_and_partner() -> None:
    deck = ["7D", "KS", "AC", "5H", "AD", "AH", "AS"]
    dealt, partner = ace_deal(deck, selector=3, players=4, find_partner=True)
    assert dealt == [[0, "7D"], [1, "KS"], [2, "AC"], [3, "5H"], [0, "AD"]]
    hakem = dealt[2][0]
    assert (hakem, partner) == (2, 0)
    assert (hakem - 1) % 4 == 1  # the dealer is prev(hakem)


def test_H_T05_first_ace_makes_the_hakem() -> None:
    dealt, partner = ace_deal(["2C", "3C", "4C", "5C", "6C", "AH", "AS"], selector=0, players=4)
    assert dealt[-1] == [2, "AH"]
    assert partner is None
    for seed in range(20):
        game = Hokm({}, 4, seed)
        view = game.public_view()["ace_deal"]
        shown = view["cards"]
        assert [cards.rank(c) for _, c in shown].count("A") == 1 and cards.rank(shown[-1][1]) == "A"
        assert shown[0][0] == (view["dealer"] + 1) % 4, "dealing starts on the selection dealer's right"
        assert game.hakem == shown[-1][0]


def test_H_T06_ace_deal_skips_the_hakem_until_a_second_ace_names_the_partner() -> None:
    deck = ["AC", "2C", "3C", "4C", "5C", "AD"]
    dealt, partner = ace_deal(deck, selector=0, players=4, find_partner=True)
    assert [seat for seat, _ in dealt] == [1, 2, 3, 0, 2, 3]
    assert partner == 3


def test_ace_deal_without_aces_is_refused() -> None:
    with pytest.raises(ValueError):
        ace_deal(["2C", "3C"], selector=0, players=4)


# -- dealing --------------------------------------------------------------------------------------------


class Canonical(Hokm):
    """Deals the canonical deck unshuffled, so that d[i] is the i-th card of `standard_deck()`."""

    def shuffled_deck(self, *purpose: object) -> list[str]:
        return standard_deck() if purpose[0] == "hand" else super().shuffled_deck(*purpose)


def canonical(hakem: int, **options: Any) -> Canonical:
    return Canonical(options, 4, seed_with_hakem(hakem))


def test_H_E2_deal_order_and_partners_middle_card() -> None:
    d = standard_deck()
    game = canonical(hakem=1)
    assert (game.dealer, game.partner) == (0, 3)
    first = {seat: game.view(seat)["hand"] for seat in range(4)}
    assert {s: sorted(h) for s, h in first.items()} == {
        1: sorted(d[0:5]), 2: sorted(d[5:10]), 3: sorted(d[10:15]), 0: sorted(d[15:20])}
    events = game.apply(1, f"t:{MIDDLE}")
    assert game.public_view()["revealed"] == d[12] and game.trump == cards.suit(d[12])
    assert events[0].data["revealed"] == d[12]
    hands = {seat: sorted(game.view(seat)["hand"]) for seat in range(4)}
    assert hands == {
        1: sorted(d[0:5] + d[20:24] + d[36:40]), 2: sorted(d[5:10] + d[24:28] + d[40:44]),
        3: sorted(d[10:15] + d[28:32] + d[44:48]), 0: sorted(d[15:20] + d[32:36] + d[48:52])}
    assert d[51] in hands[game.dealer]


def test_H_T01_deck_of_52_and_13_cards_each() -> None:
    game = Hokm({}, 4, 7)
    game.apply(game.hakem, "t:S")
    dealt = [c for seat in range(4) for c in game.view(seat)["hand"]]
    assert len(dealt) == 52 and sorted(dealt) == sorted(standard_deck())
    assert game.public_view()["hand_sizes"] == [13, 13, 13, 13]


def test_H_T03_play_passes_to_the_right() -> None:
    game = Hokm({}, 4, 11)
    assert [game.next(s) for s in range(4)] == [1, 2, 3, 0]
    game.apply(game.hakem, "t:H")
    for expected in [game.hakem + i for i in range(1, 4)]:
        (seat,) = game.to_act()
        game.apply(seat, game.legal_actions(seat)[0])
        assert game.to_act() == {expected % 4}


def test_H_T04_partners_sit_opposite() -> None:
    game = Hokm({}, 4, 1)
    assert game.public_view()["sides"] == [[0, 2], [1, 3]]
    assert [game.side_of(s) for s in range(4)] == [0, 1, 0, 1]


@pytest.mark.parametrize("hakem", range(4))
def test_H_T07_dealer_is_left_of_hakem_first_packet_to_hakem_last_card_to_dealer(hakem: int) -> None:
    d = standard_deck()
    game = canonical(hakem)
    assert game.dealer == (hakem - 1) % 4 == game.public_view()["dealer"]
    assert sorted(game.view(hakem)["hand"]) == sorted(d[:5])
    game.apply(hakem, "t:C")
    assert d[51] in game.view(game.dealer)["hand"]


def test_H_T08_packets_of_five_then_four_and_four() -> None:
    d = standard_deck()
    game = canonical(hakem=0)
    assert game.public_view()["hand_sizes"] == [5, 5, 5, 5]
    game.apply(0, "t:D")
    for seat in range(4):
        packets = [d[5 * seat:5 * seat + 5], d[20 + 4 * seat:24 + 4 * seat], d[36 + 4 * seat:40 + 4 * seat]]
        assert sorted(game.view(seat)["hand"]) == sorted(c for p in packets for c in p)


def test_H_T09_hakem_declares_holding_only_his_first_five() -> None:
    game = Hokm({}, 4, 5)
    assert game.phase is Phase.DECLARE
    assert game.to_act() == {game.hakem}
    assert all(len(game.view(seat)["hand"]) == 5 for seat in range(4))
    assert all(game.legal_actions(seat) == [] for seat in range(4) if seat != game.hakem)
    with pytest.raises(IllegalAction):
        game.apply(game.hakem, "p:" + game.view(game.hakem)["hand"][0])


def test_H_T10_declarations_without_sars_nars() -> None:
    game = Hokm({}, 4, 3)
    assert set(game.legal_actions(game.hakem)) == {"t:S", "t:H", "t:D", "t:C", f"t:{MIDDLE}"}


def test_H_T11_declarations_with_sars_nars_exclude_the_middle_card() -> None:
    game = Hokm({"sars_nars": True}, 4, 3)
    assert set(game.legal_actions(game.hakem)) == {
        "t:S", "t:H", "t:D", "t:C", "t:sars", "t:asars", "t:nars", "t:anars"}
    with pytest.raises(IllegalAction):
        game.apply(game.hakem, f"t:{MIDDLE}")


def test_partner_middle_card_can_be_switched_off() -> None:
    game = Hokm({"partner_middle_card": False}, 4, 3)
    assert game.legal_actions(game.hakem) == ["t:S", "t:H", "t:D", "t:C"]


def test_H_T12_middle_card_is_the_partners_third_first_packet_card_revealed_to_all() -> None:
    game = rigged({2: ["2C", "3C", "KD", "4C", "5C"]}, hakem=0)
    assert all(view["revealed"] is None and "KD" not in view["hand"]
               for view in (game.view(0), game.view(1), game.view(3)))
    game.apply(0, f"t:{MIDDLE}")
    assert game.trump == "D" and game.declaration == MIDDLE
    for seat in range(4):
        assert game.view(seat)["revealed"] == "KD"
    assert "KD" in game.view(2)["hand"], "the shown card stays in the partner's hand"
    play_out(game, until=("trick",))
    assert game.public_view()["revealed"] == "KD", "it stays known for the rest of the hand"


def test_middle_card_stays_hidden_when_a_suit_is_named() -> None:
    game = rigged({2: ["2C", "3C", "KD", "4C", "5C"]}, hakem=0)
    game.apply(0, "t:S")
    assert game.public_view()["revealed"] is None and game.trump == "S"


def test_H_T38_seeds_come_from_a_csprng_and_nobody_cuts(monkeypatch: pytest.MonkeyPatch) -> None:
    seeds = {cards.new_seed() for _ in range(50)}
    assert len(seeds) == 50 and all(0 <= s < 2**128 for s in seeds)
    monkeypatch.setattr(secrets, "randbits", lambda bits: 1234 + bits)
    assert cards.new_seed() == 1234 + 128
    game = Hokm({}, 4, 2**100 + 7)
    assert game.shuffled_deck("hand", 0) != game.shuffled_deck("hand", 1), "each hand has its own shuffle"
    assert game.shuffled_deck("hand", 0) == Hokm({}, 4, 2**100 + 7).shuffled_deck("hand", 0)
    assert game.legal_actions(game.hakem) == list(game.declarations), "the hand starts at the declaration"
