"""The worked examples of `shared/rules/twenty-one.md` §11, exactly (bank_size 100, min_bet 5)."""

from __future__ import annotations

from bot.games.twentyone import Phase
from tests.twentyone_support import P1, P2, B, check, rig

SHOE = ["9C", "10H", "7S", "8D",  # example 1
        "6H", "KD", "10C", "QH", "9S",  # example 2
        "AD",  # the exchange
        "AS", "AH", "10S", "7C", "6D"]  # example 3


def test_examples_1_to_3_tie_bust_with_exchange_and_two_aces() -> None:
    game = rig(SHOE)
    game.apply(B, "bank")
    # Example 1: the source's tie goes to the banker.
    game.apply(P1, "bet:20")
    game.apply(P1, "hit")
    game.apply(P1, "stand")
    assert game.view(B)["banker_cards"] == ["9C"]
    game.apply(B, "draw")
    game.apply(B, "stay")
    assert game.ledger.balance(P1) == 980 and game.bank == 120
    assert game.discard[-4:] == ["9C", "8D", "10H", "7S"]
    # Example 2: P2 busts after flipping KD; B's 6H is never shown, then exchanged once.
    assert game.banker_hand == ["6H"] and game.duel is not None and game.duel.hand == ["KD"]
    game.apply(P2, "bet:10")
    game.apply(P2, "hit")
    game.apply(P2, "hit")
    assert game.legal_actions(P2) == ["hit", "flip:KD", "flip:10C", "flip:QH", "stand"]
    game.apply(P2, "flip:KD")
    assert game.last_duel is not None and game.last_duel["outcome"] == "bust" and game.last_duel["total"] == 26
    assert game.ledger.balance(P2) == 990 and game.bank == 130
    assert "6H" not in str(game.public_view())
    game.apply(B, "swap")
    assert game.buried == ["6H"] and game.banker_hand == ["AD"] and "swap" not in game.legal_actions(B)
    check(game)
    # Example 3: next cycle, two aces stand by themselves; the banker busts.
    assert game.cycles == 1 and game.duel is not None and game.duel.seat == P1 and game.duel.hand == ["AS"]
    game.apply(P1, "bet:30")
    game.apply(P1, "hit")
    assert game.phase is Phase.BANKER and game.public_view()["banker_total"] == 1
    for _ in range(3):
        game.apply(B, "draw")
    assert game.last_duel is not None and game.last_duel["banker_total"] == 24 and game.last_duel["outcome"] == "won"
    assert game.ledger.balance(P1) == 1010 and game.bank == 100
    check(game)


def test_example_4_side_bet_and_bank_khire() -> None:
    game = rig(["7H", "10C", "9C", "8C", "8H", "JC", "9D", "KH", "10D"], side_bets=True)
    game.apply(B, "bank")
    game.ledger.move(P2, "bank", 200)  # the tenure so far has brought the bank to 300
    game.apply(P1, "bet:10")
    game.apply(P2, "noside")
    game.apply(P1, "hit")
    game.apply(P1, "hit")  # 10 + 9 + 8: bust, B's 7H unseen
    assert game.bank == 310 and game.legal_actions(B) == ["deal", "swap", "cashout"]
    game.apply(B, "cashout")  # «بانک خیره» before P2's duel
    game.apply(B, "deal")
    game.apply(P2, "bet:50")
    game.apply(P1, "side:40")
    game.apply(P2, "hit")
    game.apply(P2, "hit")
    game.apply(P2, "stand")  # 8 + 2 + 9 = 19
    game.apply(B, "draw")
    game.apply(B, "draw")  # 7 + 4 + 10 = 21: stays by itself and wins
    assert game.last_duel is not None and game.last_duel["outcome"] == "lost"
    assert game.banker is None and game.candidate == P1
    assert game.ledger.balance(B) == 900 + 400 and game.bank == 0
    assert game.ledger.balance(P2) == 1000 - 200 - 50 and game.ledger.balance(P1) == 1000 - 10 - 40
    check(game)
