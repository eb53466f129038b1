"""Klaberjass: the worked examples (E1-E4) and scenarios (K-1 to K-4) of `klaberjass.md` §14-15, exact."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from bot.games.klaberjass.cards import legal_follow, runs, sequence_points, value
from bot.games.klaberjass.game import Klaberjass
from bot.games.protocol import Event, IllegalAction
from tests.klaberjass_support import D, F, pack, play, rig

K1_PLAY = ["p:AS:50", "9H", "AD", "7D", "10D", "AH", "JH", "p:QH:b", "KS", "KH", "KD", "8C", "AC", "10C",
           "9C", "JS", "7C", "QS"]
K1_TRICKS = [(D, 25), (D, 11), (F, 21), (F, 23), (D, 8), (D, 4), (D, 21), (D, 2), (D, 3)]


def k1_pack() -> list[str]:
    return pack(["7H", "AH", "AS", "KS", "QS", "10C"], ["KH", "QH", "AD", "10D", "AC", "9C"], "JH",
                ["JS", "7D", "8C"], ["9H", "KD", "7C"], bottom="7S")


def k1_game(scores: Sequence[int] = (0, 0), play_out: bool = True, **options: Any) -> tuple[Klaberjass,
                                                                                               list[Event]]:
    """Scenario K-1: F accepts the turned J♥, exchanges his 7♥ for it, and the nine tricks of the table."""
    game = rig(k1_pack(), scores=scores, **options)
    events = play(game, "acc", "swap")
    for action in K1_PLAY if play_out else ():
        if game.is_over():
            break
        events += play(game, action)
    return game, events


def duel(f_nine: Sequence[str], d_nine: Sequence[str], turnup: str, trump: str, *plays: str,
         **options: Any) -> Klaberjass:
    """Both pass round 1 over `turnup`, F names `trump` in round 2, then the plays (nine cards each: the
    first six dealt, then the three more)."""
    game = rig(pack(f_nine[:6], d_nine[:6], turnup, f_nine[6:], d_nine[6:]), **options)
    play(game, "pass", "pass", f"n:{trump}", *plays)
    return game


def sayings(game: Klaberjass) -> list[tuple[int, str]]:
    return [(s["seat"], s["say"]) for s in game.said]


def test_K_1_final_hands_after_the_exchange() -> None:
    game, _ = k1_game(play_out=False)
    assert (game.maker, game.trump, game.exposed, game.turnup) == (F, "H", "7S", "7H")
    assert sorted(game.hands[F]) == sorted(["JH", "AH", "AS", "KS", "QS", "JS", "10C", "8C", "7D"])
    assert sorted(game.hands[D]) == sorted(["KH", "QH", "9H", "AD", "KD", "10D", "AC", "9C", "7C"])
    assert [r.cards for r in game.runs_before_play[F]] == [("AS", "KS", "QS", "JS")] and not game.runs_before_play[D]


def test_K_1_the_tricks_and_their_points() -> None:
    game, events = k1_game()
    tricks = [(e.data["winner"], e.data["points"]) for e in events if e.kind == "trick"]
    assert tricks == K1_TRICKS
    assert sayings_of(events) == [(F, "50"), (D, "good")]
    credits = game.last_hand.credits if game.last_hand else ()
    assert credits[1] == {"seat": F, "what": "sequences", "points": 50}, "credited at trick 2"
    assert {"seat": D, "what": "bela", "points": 20} in credits


def sayings_of(events: list[Event]) -> list[tuple[int, str]]:
    said = next(e for e in events if e.kind == "sequences").data["said"]
    return [(s["seat"], s["say"]) for s in said]


def test_K_1_the_dealer_must_trump_on_trick_1() -> None:
    game, _ = k1_game(play_out=False)
    play(game, "p:AS:50")
    assert {a.split(":")[1] for a in game.legal_actions(D)} == {"KH", "QH", "9H"}, "void: any trump"
    with pytest.raises(IllegalAction) as refused:
        game.apply(D, "p:AD")
    assert refused.value.reason == "must_trump"


def test_K_1_settlement_and_next_dealer() -> None:
    game, _ = k1_game()
    assert game.last_hand is not None
    assert game.last_hand.totals == (94, 104) and game.last_hand.added == (0, 198)
    assert game.scores == [0, 198] and game.dealer == D and game.hand_no == 1


def test_K_2_reaching_501_with_the_sequence_wins_at_trick_2() -> None:
    game, _ = k1_game(scores=(460, 300))
    assert game.is_over() and game.winner == F and len(game.played) == 1
    assert game.scores == [510, 325] and game.result().winners == {F}


def test_K_2_variant_nobody_reaches_501() -> None:
    game, _ = k1_game(scores=(400, 300))
    assert not game.is_over() and game.scores == [400, 498]


K3_F = ["KD", "QD", "JD", "10D", "AH", "8C", "AC", "7S", "9H"]
K3_D = ["KS", "QS", "JS", "10S", "8H", "7C", "KC", "9C", "8D"]


def test_K_3a_equal_fifties_the_trump_run_wins() -> None:
    game = duel(K3_F, K3_D, "7H", "S", "p:KD:50", "p:8D:50")
    assert sayings(game) == [(F, "50"), (D, "same_class"), (F, "top_K"), (D, "same_top"), (F, "suit_D"),
                             (D, "not_good")]
    assert game.seq_holder == D and sequence_points(game.shown) == 50


def test_K_3b_equal_plain_fifties_the_forehand_wins() -> None:
    game = duel(K3_F, K3_D, "7D", "H", "p:KD:50", "p:8D:50")
    assert sayings(game)[-2:] == [(F, "suit_D"), (D, "good")]
    assert game.seq_holder == F and {"seat": F, "what": "sequences", "points": 50} in game.credits


def test_K_3c_not_good_i_have_a_fifty() -> None:
    f_nine = ["AC", "KC", "QC", "AH", "8H", "7S", "9S", "JD", "KH"]
    d_nine = ["10D", "9D", "8D", "7D", "AS", "KS", "JS", "10C", "9H"]
    game = duel(f_nine, d_nine, "7C", "S", "p:AC:20")
    assert "p:10C:50" in game.legal_actions(D)
    play(game, "p:10C:50")
    assert sayings(game) == [(F, "20"), (D, "have_50")] and game.seq_holder == D
    assert game.played[0].winner == F and game.seq_pending == 50, "D has not led yet: not credited"
    play(game, "9S", "JS")  # F leads a trump; D must head it, with the jack only, and will lead trick 3
    assert game.turn == D and {"seat": D, "what": "sequences", "points": 50} in game.credits


def test_K_3d_a_five_run_equals_a_four_run_of_the_same_top() -> None:
    f_nine = ["KC", "QC", "JC", "10C", "9C", "AH", "8H", "7S", "8S"]
    d_nine = ["KD", "QD", "JD", "10D", "AS", "10S", "9H", "7H", "AC"]
    game = duel(f_nine, d_nine, "7C", "S", "p:KC:50", "p:AC:50")
    assert game.seq_holder == F and sequence_points(game.shown) == 50
    assert {"seat": F, "what": "sequences", "points": 50} in game.credits


def test_K_4_legality_of_the_followers_card() -> None:
    assert legal_follow(["JH", "AH", "8H", "KC"], "10H", "H") == ["JH", "AH"]
    assert legal_follow(["KH", "8H", "AS"], "10H", "H") == ["KH", "8H"]
    assert legal_follow(["AS", "7H", "KD"], "9S", "H") == ["AS"]
    assert legal_follow(["7H", "KD"], "9S", "H") == ["7H"]
    assert legal_follow(["KD", "QC"], "9S", "H") == ["KD", "QC"]


def test_K_E1_class_wins_and_the_winner_scores_all() -> None:
    f_nine = ["KD", "QD", "JD", "10D", "9C", "8C", "7C", "AH", "7S"]
    d_nine = ["AS", "KS", "QS", "10H", "9H", "7H", "JC", "8D", "AC"]
    game = duel(f_nine, d_nine, "QH", "C", "p:KD:50")
    assert not any(a.count(":") == 2 for a in game.legal_actions(D)), "a twenty cannot answer a fifty"
    play(game, "p:8D")
    assert sayings(game) == [(F, "50"), (D, "good")]
    assert game.seq_holder == F and sequence_points(game.shown) == 70
    assert {"seat": F, "what": "sequences", "points": 70} in game.credits


def test_K_E2_higher_top_wins_and_the_loser_scores_nothing() -> None:
    f_nine = ["QD", "JD", "10D", "9D", "AC", "KC", "QC", "7S", "8H"]
    d_nine = ["KS", "QS", "JS", "10S", "9S", "AH", "9H", "7D", "8C"]
    game = duel(f_nine, d_nine, "7C", "H", "p:QD:50", "p:7D:50")
    assert sayings(game)[-2:] == [(F, "top_Q"), (D, "not_good_top_K")]
    assert game.seq_holder == D and sequence_points(game.shown) == 50
    assert not any(c["what"] == "sequences" and c["seat"] == F for c in game.credits)


def test_K_E3_runs_and_overlap() -> None:
    suit = ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H"]
    assert [sequence_points(runs(suit[:n])) for n in (6, 7, 8)] == [50, 70, 100]


def test_K_E4_card_points() -> None:
    assert value("AS", "H") + value("9H", "H") == 25
    assert value("AH", "H") + value("7H", "H") == 11
