"""The reasons of the 💡 Hint for the games whose computer players weigh a figure: each typical decision gives
the computer player's move with the figure it decided on, checked here against the rules' own count, and says it
in both languages."""

from __future__ import annotations

import random

import pytest

from bot.ai.bluff.odds import Counts, call_chance
from bot.games.bluff import Bluff
from bot.games.cards import persian_digits, standard_deck
from bot.games.golf.variants import VARIANTS
from bot.games.protocol import Game
from bot.plugin import Advice
from bot.registry import GAMES
from bot.screens.hints import hint_text
from tests.bluff_support import A, B, C
from tests.bluff_support import play as claim
from tests.bluff_support import rig as bluff_rig
from tests.bourse_support import deck_a_for, read_until
from tests.bourse_support import rig as bourse_rig
from tests.golf_support import play
from tests.golf_support import rig as golf_rig
from tests.nineeight_support import rig as nineeight_rig
from tests.rummy_support import rig as rummy_rig
from tests.shaitan_support import rig as shaitan_rig

THINK = 0.05


def advised(command: str, game: Game, seat: int) -> Advice:
    """The hint's advice, checked to be the computer player's move."""
    advice = GAMES[command].advise(game, seat, THINK)
    assert advice.action == GAMES[command].computer(game, seat, THINK)
    return advice


def says(command: str, game: Game, seat: int, advice: Advice, english: str, figure: int) -> None:
    """The English hint ends with `english`; the Persian one names `figure` in Persian digits."""
    assert hint_text(GAMES[command], game, seat, advice, "en").endswith(english)
    persian = hint_text(GAMES[command], game, seat, advice, "fa")
    assert persian_digits(str(figure)) in persian and "{" not in persian


def test_nine_and_eight_taunts_with_an_eight_and_shows_a_five_naming_the_hand() -> None:
    game = nineeight_rig([["8C", "KD", "QS"], ["2C", "3D", "QH"], ["AC", "4C", "JD"]], dealer=0)
    game.apply(0, "deal")
    taunt = advised("nineeight", game, 0)
    assert taunt == Advice("taunt:7", "nineeight_hint_taunt", {"value": 8}) and game.view(0)["value"] == 8
    says("nineeight", game, 0, taunt, ": your hand is worth 8, so people holding less may throw theirs in.", 8)
    show = advised("nineeight", game, 1)
    assert show == Advice("show", "nineeight_hint_show", {"value": 5}) and game.view(1)["value"] == 5
    says("nineeight", game, 1, show, "so showing your 5 never costs more.", 5)


def test_nine_and_eight_opens_the_smallest_side_pot_and_joins_one_at_one_chance_in_its_players() -> None:
    game = nineeight_rig([["8C", "KD", "QS"], ["2C", "3D", "QH"], ["AC", "4C", "JD"]], dealer=0, side_pot=True)
    stakes = [int(a[5:]) for a in game.legal_actions(0) if a.startswith("side:")]
    opening = advised("nineeight", game, 0)
    assert opening == Advice(f"side:{min(stakes)}", "nineeight_hint_open", {"stake": min(stakes)})
    game.apply(0, opening.action)
    joining = advised("nineeight", game, 1)
    assert joining == Advice("join", "nineeight_hint_join", {"stake": min(stakes), "players": 2})
    says("nineeight", game, 1, joining, "each holding its best hand 1 time in 2, so it pays back your 5 on "
         "average, and more if anyone folds.", 5)


def test_rummy_names_the_unseen_cards_that_would_bring_the_hand_closer_and_takes_a_discard_that_does() -> None:
    game = rummy_rig([["2C", "3C", "4C", "7H", "7D", "7S", "9C", "10C", "JC", "KD", "QS"],
                      ["KH", "KS", "5D", "6D", "7C", "2H", "4S", "8C", "9H", "JD"]], dealer=0)
    discard = advised("rummy", game, 0)
    assert discard.action == "d:KD" and discard.reason == "rummy_hint_discard"
    # Nine cards melded and one loose: the cards that bring the hand closer are the ones that let it declare.
    rest = [c for c in game.hands[0] if c != "KD"]
    outs = sum(bool(game.completing_discards([*rest, c])) for c in set(standard_deck()) - set(game.hands[0]))
    assert discard.figures == {"outs": outs} and outs == 5
    says("rummy", game, 0, discard, f"unseen cards that would bring it closer: {outs}.", outs)
    game.apply(0, discard.action)
    take = advised("rummy", game, 1)
    assert take == Advice("t", "rummy_hint_take")
    assert hint_text(GAMES["rummy"], game, 1, take, "en").endswith("keeping it brings your hand closer to going out.")
    game.apply(1, "t")
    assert advised("rummy", game, 1).reason == "rummy_hint_discard"


def test_golf_names_the_points_the_top_discard_would_not_save_and_the_deals_that_placed_the_drawn_card() -> None:
    """Seat 0 shows Q♦ (10) and 2♠: the 9♠ on the discard pile would save one point in the queen's place, too
    little to take; the A♠ drawn instead saves nine there, but the search puts it over a face-down card and
    leaves the queen to a later card, and its hint names the deals that chose so."""
    game = golf_rig("six", [["7S", "JD", "KS", "QD", "2S", "4H"], ["3C", "5D", "9H", "8C", "6H", "10D"]],
                    ["AS", "2D", "3D", "4D"], up="9S")
    play(game, (0, "f:4"), (0, "f:5"))
    stock = advised("golf", game, 0)
    assert stock == Advice("s", "golf_hint_stock", {"gain": 10 - 9})
    says("golf", game, 0, stock, ": the top discard would lower your estimated score by 1 at most.", 1)
    game.apply(0, "s")
    place = advised("golf", game, 0)
    assert (place.action, place.reason) == ("r:1", "hint_reason_move")
    deals = int(str(place.figures["deals"]))
    says("golf", game, 0, place, f"no other move did better in {place.figures['share']}% of the {deals} deals I "
         "tried.", deals)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_golf_variant_gives_its_figures_in_hints_that_fit_an_alert(variant: str) -> None:
    """Computer players play a hole or so; every decision's hint is the move, fits an alert in both languages
    with every placeholder filled, and most name a figure."""
    entry = GAMES["golf"]
    game = entry.engine({"variant": variant}, 3, 5)
    reasons: list[str] = []
    rng = random.Random(5)
    for _ in range(60):
        if game.is_over():
            break
        seat = rng.choice(sorted(game.to_act()))
        advice = advised("golf", game, seat)
        reasons.append(advice.reason)
        for lang in ("fa", "en"):
            text = hint_text(entry, game, seat, advice, lang)
            assert len(text) <= 200 and "{" not in text and not text.endswith("…")
        game.apply(seat, advice.action)
    assert sum(reason != "hint_reason_any" for reason in reasons) > len(reasons) // 3, reasons


def test_bourse_weighs_a_trade_by_its_chance_of_the_most_chips() -> None:
    game = bourse_rig(3, a=deck_a_for({"AS": 1, "KS": 1, "QS": 2, "JS": 2}, 3, 0), b=["AS", "KS", "QS"])
    read_until(game, 4)
    wait = advised("bourse", game, 0)
    assert wait == Advice("done", "bourse_hint_done", {"chance": 0})
    says("bourse", game, 0, wait, ": no trade raises your chance of ending with the most chips, about 0%.", 0)
    game.apply(1, "sell:AS:20")
    take = advised("bourse", game, 0)
    chance = int(str(take.figures["after"]))
    assert take == Advice("take:1", "bourse_hint_take", {"chance": 0, "after": chance}) and chance > 0
    says("bourse", game, 0, take, f"ending with the most chips from about 0% to {chance}%.", chance)


def test_bluff_calls_a_claim_its_hand_disproves_and_plays_honestly_naming_the_cards_it_holds() -> None:
    game = bluff_rig([["7C", "9C", "2D"], ["2C", "3C"], ["7D", "7H", "7S", "KS"]], dealer=C)
    claim(game, A, ["9C", "7C"], "7")  # two sevens claimed, and C holds three of the four
    call = advised("bluff", game, C)
    assert call == Advice("call:1", "bluff_hint_call_impossible", {"held": 3, "copies": 4})
    says("bluff", game, C, call, ": you hold 3 of the claimed rank yourself, and there are only 4.", 3)
    honest = bluff_rig([["7C", "9C"], ["7D", "7H", "2S", "KS"], ["5C", "6C"]], dealer=C)
    claim(honest, A, ["9C"], "7")
    play_two = advised("bluff", honest, B)
    assert play_two == Advice("s:7D", "bluff_hint_true", {"held": 2})
    says("bluff", honest, B, play_two, "7♦: you hold 2 of this rank: the claim is true.", 2)


def test_bluff_trusts_a_claim_naming_the_chance_of_a_lie_it_counted() -> None:
    game = bluff_rig([["9C", "2D", "3D", "4D", "5D"], ["2C", "3C"], ["5C", "6H"]], dealer=C)
    claim(game, A, ["9C"], "9")
    trust = GAMES["bluff"].advise(game, C, THINK)
    assert trust.action == "trust:1" == GAMES["bluff"].computer(game, C, THINK)
    assert trust.reason == "bluff_hint_trust" and trust.figures["held"] == 0
    lie = trust.figures["lie"]
    assert isinstance(lie, int) and 0 <= lie < 70
    says("bluff", game, C, trust, f"by my count it is a lie only {lie}% of the time.", lie)


def test_bluff_sheds_loose_cards_naming_how_often_such_a_claim_is_called() -> None:
    game = bluff_rig([["5C", "5D", "5H", "9S", "KD"], ["2C", "3C", "4C"], ["7C", "6H", "8H"]], dealer=C)
    shed = advised("bluff", game, A)
    assert shed.reason == "bluff_hint_bluff_risk" and shed.figures == {"held": 0, "count": 2, "risk": 0}
    view = game.view(A)
    assert call_chance(view, Counts(view), "5", 2, True) < 0.005  # three fives in hand: no seat can prove it false
    says("bluff", game, A, shed, "only 0 of the 2 cards are of this rank; by my count someone calls it 0% of "
         "the time.", 2)


def test_bluff_passes_naming_how_often_a_play_would_be_called() -> None:
    for seed in range(20):
        game = Bluff({}, 4, seed)
        while not game.is_over():
            seat = min(game.to_act(), key=lambda s: (s == game.turn, s))
            advice = advised("bluff", game, seat)
            if advice.reason == "bluff_hint_pass_risk":
                view = game.view(seat)
                risk = round(100 * call_chance(view, Counts(view), view["claims"][0], 1, False))
                assert advice == Advice("pass", "bluff_hint_pass_risk", {"risk": risk})
                says("bluff", game, seat, advice, f"called {risk}% of the time, more than it is worth.", risk)
                return
            game.apply(seat, advice.action)
    raise AssertionError("no pass in 20 games")


def test_shaitan_says_every_position_of_the_hidden_fan_is_as_good() -> None:
    game = shaitan_rig([["AC", "2C", "3C"], ["AD", "5D", "6D", "JK"], ["7C", "8C", "9C"]], dealer=0)
    seat = min(game.to_act())
    advice = advised("shaitan", game, seat)
    positions = len(game.legal_actions(seat))
    assert advice == Advice("d:1", "shaitan_hint_blind", {"positions": positions}) and positions > 1
    says("shaitan", game, seat, advice, f": all {positions} positions are equally good: the cards are face down "
         "and shuffled afresh before every draw.", positions)
