"""Klaberjass: one test per line of the checklist of `klaberjass.md` §16 (K_C01 … K_C43)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.games.cards import SUITS
from bot.games.klaberjass.cards import (
    DECK,
    PLAIN_VALUE,
    POWER,
    TRUMP_VALUE,
    Run,
    best_run,
    compare_key,
    legal_follow,
    runs,
    sequence_points,
    trick_winner,
    value,
)
from bot.games.klaberjass.game import Klaberjass, Phase
from bot.games.protocol import IllegalAction
from tests.klaberjass_support import D, F, pack, play, rig
from tests.test_klaberjass_examples import (
    K3_D,
    K3_F,
    duel,
    k1_game,
    k1_pack,
    test_K_3c_not_good_i_have_a_fifty,
    test_K_E1_class_wins_and_the_winner_scores_all,
)

PLAIN_ORDER_CARDS = ["AS", "10S", "KS", "QS", "JS", "9S", "8S", "7S"]
TRUMP_ORDER_CARDS = ["JH", "9H", "AH", "10H", "KH", "QH", "8H", "7H"]


def refusal(game: Klaberjass, action: str) -> str:
    (seat,) = game.to_act()
    with pytest.raises(IllegalAction) as refused:
        game.apply(seat, action)
    return refused.value.reason


def test_K_C01_thirty_two_cards_no_jokers() -> None:
    assert len(DECK) == len(set(DECK)) == 32
    assert {c[:-1] for c in DECK} == {"A", "K", "Q", "J", "10", "9", "8", "7"} and {c[-1] for c in DECK} == set(SUITS)


def test_K_C02_two_players_a_dealer_and_a_forehand() -> None:
    with pytest.raises(ValueError):
        Klaberjass({}, 3, 0)
    game = rig(pack([], [], "JH"))
    assert (game.dealer, game.forehand) == (D, F)


def test_K_C03_first_deal_three_three_three_three() -> None:
    deck = pack(["7H", "AH", "AS", "KS", "QS", "10C"], ["KH", "QH", "AD", "10D", "AC", "9C"], "JH")
    assert deck[:3] == ["7H", "AH", "AS"] and deck[3:6] == ["KH", "QH", "AD"]
    game = rig(deck)
    assert sorted(game.hands[F]) == sorted(["7H", "AH", "AS", "KS", "QS", "10C"])
    assert sorted(game.hands[D]) == sorted(["KH", "QH", "AD", "10D", "AC", "9C"])


def test_K_C04_turnup_then_nineteen_face_down() -> None:
    game = rig(k1_pack())
    assert game.turnup == "JH" and len(game.stock) == 19
    assert "stock" in game.hidden_places(F) and game.public_view()["turnup"] == "JH"


def test_K_C05_round_one_forehand_then_dealer() -> None:
    game = rig(k1_pack())
    assert game.phase is Phase.ROUND1 and game.to_act() == {F} and game.legal_actions(F) == ["acc", "pass"]
    play(game, "pass")
    assert game.to_act() == {D} and game.legal_actions(D) == ["acc", "pass"]
    play(game, "acc")
    assert game.maker == D and game.trump == "H"


def test_K_C06_round_two_names_another_suit() -> None:
    game = rig(k1_pack())
    play(game, "pass", "pass")
    assert game.phase is Phase.ROUND2 and game.legal_actions(F) == ["n:C", "n:D", "n:S", "pass"]
    assert refusal(game, "n:H") == "turnup_suit"
    play(game, "pass")
    assert game.legal_actions(D) == ["n:C", "n:D", "n:S", "pass"]
    anything = rig(k1_pack(), round2_other_suit=False)
    play(anything, "pass", "pass")
    assert "n:H" in anything.legal_actions(F)


def test_K_C07_all_pass_throws_in_and_the_original_forehand_deals() -> None:
    game = rig(k1_pack(), k1_pack())
    events = play(game, "pass", "pass", "pass", "pass")
    assert any(e.kind == "thrown_in" for e in events)
    assert game.hand_no == 1 and game.dealer == F and game.scores == [0, 0] and game.phase is Phase.ROUND1


def test_K_C08_the_acceptor_or_namer_is_maker() -> None:
    game = rig(k1_pack())
    play(game, "pass", "pass", "n:S")
    assert game.maker == F and game.trump == "S" and not game.accepted


def test_K_C09_three_more_each_thirteen_remain() -> None:
    game = rig(k1_pack())
    play(game, "acc")
    assert [len(h) for h in game.hands] == [9, 9] and {"JS", "7D", "8C"} <= set(game.hands[F])
    assert {"9H", "KD", "7C"} <= set(game.hands[D])
    assert len(game.stock) + 1 == 13


def test_K_C10_bottom_card_shown_and_out_of_play() -> None:
    game = rig(k1_pack())
    play(game, "acc")
    assert game.exposed == "7S" and game.public_view()["exposed"] == "7S"
    places = game.card_places()
    assert places["exposed"] == ["7S"] and "7S" not in game.hands[F] + game.hands[D]
    assert len(places["stock"]) == 12 and places["turnup"] == ["JH"]


def test_K_C11_seven_exchange_after_an_accepted_turnup() -> None:
    game = rig(k1_pack())
    play(game, "acc")
    assert game.phase is Phase.EXCHANGE and game.to_act() == {F} and game.legal_actions(F) == ["swap", "keep"]
    play(game, "swap")
    assert "JH" in game.hands[F] and "7H" not in game.hands[F] and game.turnup == "7H"
    kept = rig(k1_pack())
    play(kept, "pass", "acc", "keep")
    assert "7H" in kept.hands[F] and kept.turnup == "JH"


def test_K_C12_no_exchange_when_trumps_were_named() -> None:
    deck = pack(["7S", "AS", "KS", "QS", "JS", "10S"], [], "JH")
    game = rig(deck)
    play(game, "pass", "pass", "n:S")
    assert game.phase is Phase.PLAY and "7S" in game.hands[F]


def test_K_C12_naming_the_turnup_suit_in_round_two_allows_the_exchange() -> None:
    """§6 bars the exchange only when a suit other than the turn-up's becomes trumps."""
    game = rig(k1_pack(), round2_other_suit=False)
    play(game, "pass", "pass", "n:H")
    assert game.maker == F and not game.accepted
    assert game.phase is Phase.EXCHANGE and game.to_act() == {F} and game.legal_actions(F) == ["swap", "keep"]
    play(game, "swap")
    assert "JH" in game.hands[F] and game.turnup == "7H"


def test_K_C13_plain_trick_order() -> None:
    powers = [POWER["H"][c] for c in PLAIN_ORDER_CARDS]
    assert powers == sorted(powers, reverse=True)
    assert trick_winner([(0, "10S"), (1, "KS")], "H") == 0


def test_K_C14_trump_trick_order() -> None:
    powers = [POWER["H"][c] for c in TRUMP_ORDER_CARDS]
    assert powers == sorted(powers, reverse=True)
    assert trick_winner([(0, "AH"), (1, "9H")], "H") == 1 and trick_winner([(0, "8H"), (1, "7H")], "H") == 0


def test_K_C15_any_trump_beats_any_plain_card() -> None:
    assert trick_winner([(0, "AS"), (1, "7H")], "H") == 1


def test_K_C16_card_values() -> None:
    assert PLAIN_VALUE == {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
    assert [value(c, "H") for c in TRUMP_ORDER_CARDS] == [20, 14, 11, 10, 4, 3, 0, 0]
    assert TRUMP_VALUE["J"] == 20 and value("JS", "H") == 2


def test_K_C17_the_pack_is_worth_152_and_162_with_the_last_trick() -> None:
    assert all(sum(value(c, t) for c in DECK) == 152 for t in SUITS)
    assert sum(value(c, "H") for c in DECK) + 10 == 162


def test_K_C18_sequences_in_natural_order_only() -> None:
    assert runs(["AS", "KS", "QS", "JS"]) == [Run(("AS", "KS", "QS", "JS"))]
    assert runs(["AS", "10S", "KS", "QS"]) == [Run(("AS", "KS", "QS"))], "A-10-K-Q is no fifty"
    assert runs(["JH", "10H", "9H"])[0].top == "J"


@pytest.mark.parametrize(("length", "points"), [(3, 20), (4, 50), (5, 50), (6, 50), (7, 70), (8, 100)])
def test_K_C19_run_values(length: int, points: int) -> None:
    suit = ["AD", "KD", "QD", "JD", "10D", "9D", "8D", "7D"]
    assert sequence_points(runs(suit[:length])) == points


def test_K_C20_no_card_in_two_sequences() -> None:
    assert sequence_points(runs(["AD", "KD", "QD", "JD", "10D", "9D"])) == 50, "not 50 + 20"
    assert len(runs(["AD", "KD", "QD", "JD", "10D", "9D", "8D"])) == 1


def keyed(cards: list[str], trump: str = "S") -> tuple[int, int, bool]:
    best = best_run(runs(cards), trump)
    assert best is not None
    return compare_key(best, trump)


def test_K_C21_a_fifty_beats_any_twenty() -> None:
    assert keyed(["10C", "9C", "8C", "7C"]) > keyed(["AD", "KD", "QD"])


def test_K_C22_equal_class_higher_top_wins() -> None:
    assert keyed(["KH", "QH", "JH", "10H"]) > keyed(["QD", "JD", "10D", "9D"])


def test_K_C23_equal_class_and_top_trumps_win() -> None:
    assert keyed(["KS", "QS", "JS", "10S"], "S") > keyed(["KD", "QD", "JD", "10D"], "S")


def test_K_C24_equal_plain_runs_go_to_the_forehand() -> None:
    game = duel(K3_F, K3_D, "7D", "H", "p:KD:50", "p:8D:50")
    assert game.seq_holder == F


def test_K_C25_the_comparison_winner_scores_all_his_sequences() -> None:
    test_K_E1_class_wins_and_the_winner_scores_all()


# F: a club fifty; D: the king and queen of trumps (hearts, turned up and accepted by D), void in clubs.
BELA_F = ["AC", "KC", "QC", "JC", "7S", "8S", "7C", "10D", "8D"]
BELA_D = ["KH", "QH", "9D", "AS", "10S", "8H", "7D", "JD", "9S"]


def bela_game(*plays: str) -> Klaberjass:
    game = rig(pack(BELA_F[:6], BELA_D[:6], "JH", BELA_F[6:], BELA_D[6:]))
    play(game, "pass", "acc", *plays)
    return game


def test_K_C26_the_loser_scores_no_sequences_but_keeps_bela() -> None:
    game = bela_game("p:AC:50")
    assert [a for a in game.legal_actions(D) if "KH" in a] == ["p:KH", "p:KH:b"]
    play(game, "p:KH:b", "QH")  # D takes trick 1 with a trump and leads the queen: «از بلا»
    assert game.seq_holder == F and {"seat": F, "what": "sequences", "points": 50} in game.credits
    assert {"seat": D, "what": "bela", "points": 20} in game.credits
    assert not any(c["what"] == "sequences" and c["seat"] == D for c in game.credits)


def test_K_C27_an_undeclared_sequence_scores_nothing() -> None:
    game = bela_game("p:AC", "p:KH")
    assert game.seq_holder is None and not game.shown
    assert not any(c["what"] == "sequences" for c in game.credits)


def test_K_C28_sequences_count_only_once_their_holder_has_led() -> None:
    test_K_3c_not_good_i_have_a_fifty()
    for condition, counts in (("led", False), ("won", True)):
        game = duel(K3_F, K3_D, "7H", "S", "p:KD:50", "p:8D:50", sequence_condition=condition)
        game.led[D], game.won[D], game.turn = False, True, F  # D took only the ninth trick
        game.played = game.played * 9
        assert game._sequences_count() is counts


def test_K_C29_bela_scores_20_whatever_the_sequences() -> None:
    game, _ = k1_game()
    assert game.last_hand is not None and {"seat": D, "what": "bela", "points": 20} in game.last_hand.credits
    assert game.last_hand.totals[D] == 74 + 10 + 20, "F holds the sequence rights; D keeps Bela"


def test_K_C30_bela_needs_the_announcement_with_the_first_card() -> None:
    game = bela_game("p:AC:50", "p:KH")
    assert refusal(game, "p:QH:b") == "no_bela"
    play(game, "QH")
    assert not any(c["what"] == "bela" for c in game.credits)


def test_K_C31_forehand_leads_winner_leads_nine_tricks() -> None:
    _, events = k1_game()
    tricks = [e.data["winner"] for e in events if e.kind == "trick"]
    leaders = [e.data["seat"] for i, e in enumerate(ev for ev in events if ev.kind == "played") if i % 2 == 0]
    assert len(tricks) == 9 and leaders == [F, *tricks[:-1]]


def test_K_C32_follow_suit_when_able() -> None:
    assert legal_follow(["AS", "7H", "KD"], "9S", "H") == ["AS"]


def test_K_C33_on_a_trump_lead_head_it_if_able() -> None:
    assert legal_follow(["JH", "AH", "8H", "KC"], "10H", "H") == ["JH", "AH"]
    assert legal_follow(["KH", "8H", "AS"], "10H", "H") == ["KH", "8H"]


def test_K_C34_void_in_a_plain_suit_trump() -> None:
    assert legal_follow(["7H", "KD"], "9S", "H") == ["7H"]


def test_K_C35_neither_follow_nor_trump_play_anything() -> None:
    assert legal_follow(["KD", "QC"], "9S", "H") == ["KD", "QC"]


def test_K_C36_the_last_trick_scores_10() -> None:
    game, _ = k1_game()
    assert game.last_hand is not None
    assert {"seat": D, "what": "trick", "points": 3 + 10} in game.last_hand.credits


def test_K_C37_a_failed_maker_loses_his_points_to_the_opponent() -> None:
    game, _ = k1_game()
    assert game.last_hand is not None and game.last_hand.added == (0, 198)


def settle(maker_total: int, other_total: int, **options: Any) -> tuple[int, ...]:
    game, _ = k1_game(play_out=False, **options)
    game.hand_points = [maker_total, other_total]
    game._end_hand()
    assert game.last_hand is not None
    return game.last_hand.added


def test_K_C38_a_maker_ahead_keeps_his_total() -> None:
    assert settle(90, 72) == (90, 72)


def test_K_C39_equal_totals_the_maker_scores_nothing() -> None:
    assert settle(81, 81) == (0, 81)
    assert settle(81, 81, equal_totals="each_own") == (81, 81)


def test_K_C40_reaching_501_during_play_wins_even_a_failing_maker() -> None:
    game, events = k1_game(scores=(460, 300))
    assert game.is_over() and game.winner == F
    assert next(e for e in events if e.kind == "match_over").data["claimed"]


def test_K_C41_settlement_only_when_nobody_reached_501() -> None:
    game, _ = k1_game(scores=(400, 300))
    assert not game.is_over() and game.scores == [400, 498]


def test_K_C42_whoever_scored_more_deals_next() -> None:
    game, _ = k1_game()
    assert game.dealer == D


def test_K_C42_after_a_tied_hand_the_same_dealer_deals_again() -> None:
    """`equal_totals=each_own`: 51-51, each keeps his own, so neither gained more and seat 1 deals again."""
    game = Klaberjass({"target": 301, "equal_totals": "each_own"}, 2, seed=100202)
    assert game.dealer == 1
    play(game, "pass", "acc", "swap", "p:AH:20", "9H", "JH", "AD", "7C", "KC", "10D", "8D", "KS", "8S", "JC", "9C",
         "7S", "10S", "QS", "QC", "JS", "10H")
    assert game.last_hand is not None and game.last_hand.added == (51, 51)
    assert game.hand_no == 1 and game.dealer == 1


def test_K_C43_scenario_k1_totals_and_scores() -> None:
    game, _ = k1_game()
    assert game.last_hand is not None
    assert game.last_hand.totals == (94, 104) and game.last_hand.added == (0, 198) and game.scores == [0, 198]
