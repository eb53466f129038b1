"""The worked examples of `shared/rules/nine-eight.md` §10, exactly (T9 = 20, T8 = 10, T7 = 5)."""

from __future__ import annotations

from tests.nineeight_support import check, deal_and_show, rig

AMIN, MINA, HAMED, HAMID, MOHAMMAD = range(5)


def test_example_1_the_sources_deal_corrected() -> None:
    game = rig([["5C", "6C", "QC"], ["6D", "8D", "7D"], ["8H", "9H", "9S"], ["6H", "8S", "KD"],
                ["4C", "5D", "10C"]], dealer=AMIN, side_pot=False)
    deal_and_show(game)
    assert game.last is not None and game.last["value"] == 9 and game.last["winners"] == [MOHAMMAD]
    assert game.last["values"] == {"0": 1, "1": 1, "2": 6, "3": 4, "4": 9}  # Mina's 6 + 8 + 7 is 1, not 2
    assert game.ledger.nets() == [-20, -20, -20, -20, 80]
    check(game)


def test_example_2_tie_and_side_pot() -> None:
    game = rig([["4C", "5D", "QC"], ["AC", "8D", "QD"], ["2H", "4H", "KS"], ["2C", "KC", "QH"], ["10C", "KD", "QS"]],
               dealer=AMIN)
    game.apply(AMIN, "side:50")
    game.apply(HAMED, "join")
    game.apply(MINA, "join")
    deal_and_show(game)
    assert game.last is not None and game.last["winners"] == [MINA, AMIN] and game.last["side"] == {"1": 75, "0": 75}
    assert game.ledger.nets() == [55, 55, -70, -20, -20] and sum(game.ledger.nets()) == 0
    check(game)


def test_example_3_staged_reveal_with_a_taunt() -> None:
    amin, nima, hamid, mina = range(4)
    game = rig([["4C", "4D", "KC"], ["3C", "4H", "KD"], ["2C", "3D", "KH"], ["AC", "2D", "KS"]], dealer=mina,
               side_pot=False)
    game.apply(mina, "deal")
    game.apply(amin, "taunt:7")
    game.apply(nima, "fold")
    game.apply(hamid, "fold")
    game.apply(mina, "show")
    game.apply(amin, "show")
    assert game.last is not None and game.last["tier"] == "t8" and game.last["winners"] == [amin]
    assert game.ledger.nets() == [30, -10, -10, -10]
    check(game)


def test_example_4_optional_rules() -> None:
    reza, sara, ali, neda = range(4)
    game = rig([["3C", "3D", "3H"], ["JC", "QC", "KC"], ["9C", "9D", "AC"], ["8C", "KD", "KH"]], dealer=neda,
               triple_threes=True, all_faces_nine=True, side_pot=False)
    deal_and_show(game)
    assert game.last is not None and game.last["paid"] == {f"{neda}>{reza}": 13, f"{neda}>{sara}": 6,
                                                           f"{neda}>{ali}": 6}
    assert game.ledger.nets() == [13, 6, 6, -25]
