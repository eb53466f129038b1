"""The rule-based Hokm policy's rules of thumb, one situation each, and its declaration and Bam choices."""

from __future__ import annotations

from bot.ai.hokm.policy import bam_is_safe, rule_declare, rule_play
from bot.ai.hokm.sim import FOUR, decode, encode, mask_of

DECLARATIONS = ["t:S", "t:H", "t:D", "t:C", "t:mid"]
SPADES = 3  # index of S in cards.SUITS


def play(hand: list[str], trick: list[str], *, seat: int = 0, trump: str = "S", gone: tuple[str, ...] = (),
         voids: tuple[int, int, int, int] = (0, 0, 0, 0)) -> str:
    """What seat `seat` plays; the trick was led by the seat `len(trick)` places before it."""
    leader = (seat - len(trick)) % 4
    cards = [encode(c, "suit") for c in trick]
    played = mask_of(cards) | mask_of(encode(c, "suit") for c in gone)
    chosen = rule_play(mask_of(encode(c, "suit") for c in hand), seat, leader, cards, "CDHS".index(trump), played,
                       voids, FOUR)
    return decode(chosen, "suit")


def test_leader_cashes_a_master_in_a_side_suit() -> None:
    assert play(["AH", "5H", "4C", "7D", "8D"], []) == "AH"


def test_leader_draws_trumps_when_holding_the_best_and_the_most() -> None:
    hand = ["AS", "KS", "QS", "JS", "4H", "7D"]
    assert play(hand, [], gone=("2S", "3S", "4S", "5S", "6S", "7S", "8S")) == "AS"


def test_leader_does_not_lead_a_suit_an_opponent_ruffs() -> None:
    voids = (0, 1 << 2, 0, 0)  # seat 1 showed no hearts and may hold spades
    assert play(["9H", "8H", "7H", "6D"], [], voids=voids) == "6D"


def test_follows_low_under_partners_sure_winner() -> None:
    assert play(["KH", "3H"], ["AH", "5H"], seat=2) == "3H"


def test_does_not_trump_partners_sure_winner() -> None:
    assert play(["2S", "9C"], ["AH", "5H"], seat=2) == "9C"


def test_last_hand_wins_as_cheaply_as_it_can() -> None:
    assert play(["KH", "QH", "3H"], ["JH", "5H", "10H"], seat=3) == "QH"


def test_trumps_in_when_void_and_opponent_wins() -> None:
    assert play(["2S", "9S", "9C"], ["AH"], seat=1, trump="S") == "2S"


def test_overtrumps_an_opponents_trump() -> None:
    assert play(["2S", "9S", "9C"], ["AH", "5S"], seat=2, trump="S") == "9S"


def test_discards_from_the_short_weak_suit() -> None:
    hand = ["2S", "3C", "4C", "5C", "6D"]
    assert play(hand, ["AH", "KH"], seat=2, trump="S") == "6D"


def test_second_hand_plays_low_to_a_low_lead() -> None:
    assert play(["KH", "4H"], ["5H"], seat=1) == "4H"


def test_third_hand_plays_high_against_an_opponents_card() -> None:
    assert play(["QH", "JH", "4H"], ["8H", "10H"], seat=2) == "QH"


def test_declares_the_longest_suit() -> None:
    assert rule_declare(["AH", "2D", "5D", "9D", "KC"], DECLARATIONS) == "t:D"


def test_declares_partners_middle_card_with_one_small_pair_and_singletons() -> None:
    assert rule_declare(["3H", "5H", "KD", "9C", "AS"], DECLARATIONS) == "t:mid"


def test_declares_a_no_trump_mode_with_spread_top_cards() -> None:
    legal = ["t:S", "t:H", "t:D", "t:C", "t:sars", "t:asars", "t:nars", "t:anars"]
    assert rule_declare(["AH", "AD", "5D", "KC", "9S"], legal) == "t:asars"


def test_bam_is_safe_only_when_every_card_is_a_winner() -> None:
    hand = mask_of(encode(c, "suit") for c in ["AS", "KS", "QS", "7H", "7D", "7C"])

    def safe(*unseen: str) -> bool:
        return bam_is_safe(hand, ((1 << 52) - 1) & ~hand & ~mask_of(encode(c, "suit") for c in unseen), SPADES)

    assert safe("JS", "10S")
    assert not safe("JS", "10S", "8H")  # a side card can be beaten
    assert not safe("JS", "10S", "9S", "8S")  # more trumps out than ours
