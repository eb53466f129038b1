"""One test per checklist line of `shared/rules/twenty-one.md` §10 (C01 … C21, in the file's order), then the
engine's own DEFAULTs."""

from __future__ import annotations

import pytest

from bot.games.cards import rank
from bot.games.protocol import LEAVE, IllegalAction
from bot.games.twentyone import DECK, Phase, TwentyOne, total
from tests.game_harness import assert_refused
from tests.twentyone_support import P1, P2, B, check, rig


def reason(game: TwentyOne, seat: int, action: str) -> str:
    assert_refused(game, seat, action)
    return game.explain_illegal(seat, action).reason


def test_C01_deck_has_36_cards_without_2_to_5() -> None:
    assert len(DECK) == 36 == len(set(DECK))
    assert not {rank(c) for c in DECK} & {"2", "3", "4", "5"}


def test_C02_values_with_ace_one() -> None:
    assert total(["KH", "QS"]) == 7 and total(["JD", "10C"]) == 12 and total(["AS", "9H"]) == 10


def test_C03_two_aces_are_21() -> None:
    assert total(["AS", "AH"]) == 21


def test_C04_the_exception_needs_exactly_two_cards() -> None:
    assert total(["AS", "AH", "AD"]) == 3


def test_C05_over_21_busts() -> None:
    game = rig(["9C", "10S", "7D", "6C"])
    game.apply(B, "bank")
    game.apply(P1, "bet:5")
    game.apply(P1, "hit")
    game.apply(P1, "hit")
    assert total(["10S", "7D", "6C"]) == 23
    assert game.last_duel is not None and game.last_duel["outcome"] == "bust" and game.last_duel["total"] == 23


def test_C06_ace_eleven_variant() -> None:
    assert total(["AS", "10H"], ace=11) == 21 and total(["AS", "AH"], ace=11) == 21


def test_C07_banker_gets_the_first_card_of_the_sequence() -> None:
    game = rig(["9C", "10H"])
    game.apply(B, "bank")
    assert game.banker_hand == ["9C"] and game.duel is not None and game.duel.hand == ["10H"]


def test_C08_duels_go_in_seat_order_from_right_of_banker() -> None:
    game = TwentyOne({}, 5, seed=3)
    banker = game.candidate
    assert banker is not None
    game.apply(banker, "bank")
    order: list[int] = []
    while game.phase is not Phase.OFFER:
        duel = game.duel
        if game.phase is Phase.BETWEEN:
            game.apply(banker, "deal")
            continue
        assert duel is not None
        if not order or order[-1] != duel.seat:
            order.append(duel.seat)
        seat = next(iter(game.to_act()))
        game.apply(seat, "stay" if seat == banker else "bet:5" if game.phase is Phase.BET else "stand")
    assert order[:4] == [(banker + i) % 5 for i in range(1, 5)]


def test_C09_bets_below_min_above_bank_or_balance_are_refused() -> None:
    game = rig([], start_balance=200, bank_size=100)
    game.apply(B, "bank")
    assert reason(game, P1, "bet:4") == "below_min_bet"
    assert reason(game, P1, "bet:101") == "over_bank"
    game.ledger.move(P1, P2, 150)
    assert reason(game, P1, "bet:60") == "over_balance"
    game.apply(P1, "bet:50")


def test_C10_a_fourth_card_without_flipping_is_face_up_and_k_cards_show_k_minus_3() -> None:
    game = rig(["9C", "AH", "JD", "AD", "AS", "JC"])
    game.apply(B, "bank")
    game.apply(P1, "bet:5")
    game.apply(P1, "hit")  # AH JD
    game.apply(P1, "hit")  # AH JD AD: the third card is still face down
    duel = game.duel
    assert duel is not None and duel.up == [] and "flip:AH" in game.legal_actions(P1)
    game.apply(P1, "hit")
    assert duel.up == ["AS"]
    game.apply(P1, "flip:JD")
    assert duel.hand[-1] == "JC" and sorted(duel.up) == ["AS", "JD"]
    assert len(duel.up) >= len(duel.hand) - 3
    assert "JD" in game.public_view()["duel"]["up"] and "JC" not in str(game.public_view())


def test_C11_bust_pays_the_bank_hides_the_banker_card_and_allows_one_exchange() -> None:
    game = rig(["6H", "10S", "9D", "7D", "AD", "9C"])
    game.apply(B, "bank")
    game.apply(P1, "bet:10")
    game.apply(P1, "hit")
    game.apply(P1, "hit")
    assert game.bank == 110 and game.ledger.balance(P1) == 990
    assert "6H" not in str(game.public_view()) and "6H" in str(game.view(B))
    assert game.legal_actions(B) == ["deal", "swap"]
    game.apply(B, "swap")
    assert game.banker_hand == ["AD"] and game.buried == ["6H"]
    assert reason(game, B, "swap") == "not_your_turn"
    check(game)


def test_C12_player_stands_and_banker_busts_bank_pays_the_bet() -> None:
    game = rig(["9C", "10H", "KS", "10D"])
    game.apply(B, "bank")
    game.apply(P1, "bet:20")
    game.apply(P1, "stand")
    game.apply(B, "draw")  # 9 + 4
    game.apply(B, "draw")  # + 10: bust
    assert game.ledger.balance(P1) == 1020 and game.bank == 80


@pytest.mark.parametrize(("player", "banker"), [
    (["10H", "7S"], ["9C", "8D"]),
    (["10H", "8S", "QH"], ["9C", "8D", "KD"]),  # 21 against 21
])
def test_C13_equal_totals_go_to_the_banker(player: list[str], banker: list[str]) -> None:
    assert total(player) == total(banker)
    game = rig([banker[0], player[0], *player[1:], *banker[1:]])
    game.apply(B, "bank")
    game.apply(P1, "bet:20")
    while game.phase is Phase.PLAY and len(game.duel.hand if game.duel else []) < len(player):
        game.apply(P1, "hit")
    if game.phase is Phase.PLAY:
        game.apply(P1, "stand")
    while game.phase is Phase.BANKER:
        game.apply(B, "draw")
    assert game.ledger.balance(P1) == 980 and game.bank == 120


def test_C13b_two_aces_against_three_card_21_is_a_tie_for_the_banker() -> None:
    game = rig(["10C", "AS", "AH", "8D", "3D"])
    game.apply(B, "bank")
    game.apply(P1, "bet:30")
    game.apply(P1, "hit")  # two aces: 21, the player stands by himself
    assert game.phase is Phase.BANKER
    game.apply(B, "draw")  # 10 + 8 = 18
    game.apply(B, "draw")  # + Q(3) = 21
    assert game.last_duel is not None and game.last_duel["outcome"] == "lost" and game.bank == 130


def test_C14_higher_total_wins_even_money() -> None:
    game = rig(["9C", "10H", "9S", "8D"])
    game.apply(B, "bank")
    game.apply(P1, "bet:25")
    game.apply(P1, "hit")
    game.apply(P1, "stand")
    game.apply(B, "draw")
    game.apply(B, "stay")
    assert game.ledger.balance(P1) == 1025 and game.bank == 75


def test_C15_after_a_revealed_duel_the_banker_takes_a_fresh_card() -> None:
    game = rig(["9C", "10H", "8D", "7C", "6S"])
    game.apply(B, "bank")
    game.apply(P1, "bet:5")
    game.apply(P1, "stand")
    game.apply(B, "draw")
    game.apply(B, "stay")
    assert game.banker_hand == ["7C"] and game.duel is not None and game.duel.seat == P2
    assert {"9C", "10H", "8D"} <= set(game.discard)


def test_C16_side_bets_settle_like_the_owner_and_never_exceed_the_bank() -> None:
    game = rig(["9C", "10H", "9S", "8D"], side_bets=True)
    game.apply(B, "bank")
    game.apply(P1, "bet:60")
    assert game.phase is Phase.SIDE and game.to_act() == {P2}
    assert reason(game, P2, "side:41") == "over_bank"
    game.apply(P2, "side:40")
    game.apply(P1, "hit")
    game.apply(P1, "stand")
    game.apply(B, "draw")
    game.apply(B, "stay")
    assert game.ledger.balance(P1) == 1060 and game.ledger.balance(P2) == 1040 and game.bank == 0


def test_C17_cashout_refused_below_the_mark_then_ends_the_tenure_after_the_cycle() -> None:
    game = rig(["9C", "10H", "9S", "8D", "7H", "KD"], players=3)
    game.apply(B, "bank")
    assert "cashout" not in game.legal_actions(B)
    game.ledger.move(P2, "bank", 200)
    game.apply(P1, "bet:10")
    game.apply(P1, "stand")
    game.apply(B, "draw")
    game.apply(B, "stay")  # B 18 beats P1 10: the bank holds 310
    assert game.phase is Phase.BETWEEN and game.legal_actions(B) == ["deal", "cashout"]
    game.apply(B, "cashout")
    assert game.duel is not None and game.duel.seat == P2
    game.apply(P2, "bet:5")
    game.apply(P2, "stand")
    while game.phase is Phase.BANKER:
        game.apply(B, "stay")
    assert game.banker is None and game.candidate == P1
    assert game.ledger.balance(B) == 1000 - 100 + 315


def test_C17b_cashout_refused_with_its_reason() -> None:
    game = rig(["6H", "10S", "9D", "7D", "AD", "9C"])
    game.apply(B, "bank")
    game.apply(P1, "bet:10")
    game.apply(P1, "hit")
    game.apply(P1, "hit")  # bust: the banker may swap, not cash out
    assert reason(game, B, "cashout") == "bank_too_small"


def test_C18_an_empty_bank_ends_the_tenure_at_once_and_passes_right() -> None:
    game = rig(["9C", "10H", "9S", "KD"], players=4)
    game.apply(B, "bank")
    game.apply(P1, "bet:100")
    game.apply(P1, "hit")
    game.apply(P1, "stand")
    game.apply(B, "draw")  # 9 + 4 = 13 against 19
    game.apply(B, "stay")
    assert game.bank == 0 and game.banker is None and game.candidate == 1
    assert game.ledger.balance(B) == 900 and game.ledger.balance(P1) == 1100


def test_C19_declining_skips_and_a_seat_short_of_a_bank_cannot_be_banker() -> None:
    game = rig([], players=3, bank_size=500, start_balance=500)
    game.ledger.move(P1, P2, 1)
    game.apply(B, "decline")
    assert game.candidate == P2
    assert game.rotation.offers == 2


def test_C20_the_stock_is_reshuffled_only_when_empty_and_only_from_discards() -> None:
    game = rig([], players=3)
    game.apply(B, "bank")
    moves = {Phase.BET: "bet:5", Phase.PLAY: "stand", Phase.BANKER: "stay", Phase.BETWEEN: "deal"}
    while game.stock and game.banker == B:
        before = list(game.stock)
        game.apply(next(iter(game.to_act())), moves[game.phase])
        assert game.stock == before[len(before) - len(game.stock):]  # drawn from the top, never reshuffled
    live = set(game.banker_hand) | set(game.duel.hand if game.duel else [])
    seen = set(game.discard)
    game.stock = []
    game._draw()
    assert not live & set(game.stock) and set(game.stock) < seen


def test_C21_session_ends_after_one_rotation_ranked_by_balance() -> None:
    game = rig([], players=2, max_cycles=1)
    for _ in range(2):
        banker = game.candidate
        assert banker is not None
        game.apply(banker, "decline")
    assert game.is_over()
    game2 = TwentyOne({}, 3, seed=9)
    while not game2.is_over():
        seat = next(iter(game2.to_act()))
        game2.apply(seat, game2.legal_actions(seat)[0])
    result = game2.result()
    balances = result.summary["balances"]
    assert result.winners == {s for s in range(3) if balances[s] == max(balances)}
    assert game2.tally[0]["banks_held"] + game2.tally[1]["banks_held"] + game2.tally[2]["banks_held"] <= 3


# -- DEFAULTs of the engine -----------------------------------------------------------------------------


def test_leaving_banker_gets_bank_and_bets_back() -> None:
    game = rig(["9C", "10H"], players=3)
    game.apply(B, "bank")
    game.apply(P1, "bet:40")
    game.apply(B, LEAVE)
    assert game.ledger.balance(B) == 1000 and game.ledger.balance(P1) == 1000
    assert game.candidate == P1
    check(game)


def test_leaving_player_loses_his_bet_as_in_a_bust() -> None:
    game = rig(["9C", "10H"], players=3)
    game.apply(B, "bank")
    game.apply(P1, "bet:40")
    game.apply(P1, LEAVE)
    assert game.bank == 140 and game.phase is Phase.BETWEEN and game.legal_actions(B) == ["deal", "swap"]
    game.apply(B, "deal")
    assert game.duel is not None and game.duel.seat == P2
    with pytest.raises(IllegalAction) as refused:
        game.apply(P1, LEAVE)
    assert refused.value.reason == "not_in_game"


def test_an_amount_has_one_spelling() -> None:
    game = rig([])
    game.apply(B, "bank")
    assert reason(game, P1, "bet:05") == "illegal"
    assert game.legal_actions(P1) == ["bet:5", "bet:10", "bet:20", "bet:50", "bet:100"]


def test_a_bet_of_the_other_kind_is_refused_as_a_move_not_allowed_now() -> None:
    """A side bet while the player bets (or a bet while others bet on the side) is no move at that point, whatever
    the chips: it is not refused for want of them."""
    game = rig(["9C", "10H"], side_bets=True)
    game.apply(B, "bank")
    assert reason(game, P1, "side:5") == "illegal"
    game.apply(P1, "bet:5")
    assert game.phase is Phase.SIDE
    assert reason(game, P2, "bet:5") == "illegal"
