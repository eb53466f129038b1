"""💡 Hint: the computer player's move for the seat with its reason, in both languages, offered only on the
seat's turn at a table whose group allows hints."""

from __future__ import annotations

import random
from typing import cast

import pytest

from bot.ai.twentyone import bust_share
from bot.games.cards import label, persian_digits
from bot.games.protocol import Game
from bot.games.twentyone import DECK, card_value
from bot.play.presses import hint
from bot.plugin import Advice
from bot.registry import GAMES
from bot.runtime import Runtime
from bot.screens.hands import hand_scene
from bot.screens.hints import HINT, hint_text
from bot.table.house_rules import options_for, value
from bot.table.model import Seat, Table
from tests.conformance import usual_table
from tests.twentyone_support import P1, B, rig

THINK = 0.05  # a searching player still samples a few deals


def played_into(command: str, seed: int, moves: int) -> Game:
    """A game of the usual table played at random for up to `moves` moves (it stops short of its end)."""
    _, players, options = usual_table(command)
    game = GAMES[command].engine(options, players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = min(game.to_act())
        move = rng.choice(game.legal_actions(seat))
        after = GAMES[command].engine.replay({**game.record(), "actions": [*game.record()["actions"], [seat, move]]})
        if after.is_over():
            break
        game = after
    return game


def hokm_in_play(seed: int) -> Game:
    """A Hokm game a few tricks into its first hand, with a choice of cards for the seat to act."""
    game = GAMES["hokm"].engine(usual_table("hokm")[2], 4, seed)
    rng = random.Random(seed)
    while game.view(min(game.to_act()))["phase"] != "play" or len(game.view(min(game.to_act()))["hand"]) > 10:
        seat = min(game.to_act())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return game


@pytest.mark.parametrize("command", list(GAMES))
def test_the_hint_is_the_computer_players_move(command: str) -> None:
    game = played_into(command, 11, 30)
    seat = min(game.to_act())
    advice = GAMES[command].advise(game, seat, THINK)
    assert advice.action == GAMES[command].computer(game, seat, THINK)
    for lang in ("fa", "en"):
        assert 0 < len(hint_text(GAMES[command], game, seat, advice, lang)) <= 200


def test_hokm_says_in_how_many_sampled_deals_its_card_did_best() -> None:
    game = hokm_in_play(5)
    seat = min(game.to_act())
    advice = GAMES["hokm"].advise(game, seat, THINK)
    assert advice.action == GAMES["hokm"].computer(game, seat, THINK)
    assert advice.reason == "hint_reason_card"
    share, deals = advice.figures["share"], advice.figures["deals"]
    assert isinstance(share, int) and isinstance(deals, int) and 0 <= share <= 100 and deals > 0
    card = label(advice.action.removeprefix("p:"))
    english = hint_text(GAMES["hokm"], game, seat, advice, "en")
    assert english == f"💡 {card}: no other card did better in {share}% of the {deals} deals I tried."
    persian = hint_text(GAMES["hokm"], game, seat, advice, "fa")
    assert persian.startswith(f"💡 {card}: در {persian_digits(str(share))}٪ از {persian_digits(str(deals))} ")
    assert persian.endswith("هیچ برگ دیگری بهتر از این نبود.")


def test_a_game_without_a_reason_of_its_own_gives_the_generic_one() -> None:
    game = played_into("twentyone", 3, 5)
    seat = min(game.to_act())
    advice = GAMES["twentyone"].advise(game, seat, THINK)
    assert advice == Advice(advice.action)
    assert hint_text(GAMES["twentyone"], game, seat, advice, "en").endswith(
        ": the computer player would do this.")
    assert hint_text(GAMES["twentyone"], game, seat, advice, "fa").endswith(": بازیکن رایانه‌ای همین کار را می‌کرد.")


def table_of(game: Game, hints: bool) -> Table:
    table = Table(id="t1", chat_id=-1, thread_id=None, game_name="hokm", lang="en", creator_id=1, chat_title="",
                  options=options_for(GAMES["hokm"].ui, {}), seats=[Seat(i + 1, f"P{i}") for i in range(4)],
                  hints=hints)
    table.game = game
    return table


def hint_buttons(table: Table, seat: int) -> list[str]:
    return [button.label for row in hand_scene(table, seat)[1] for button in row if button.action == HINT]


def test_the_hint_button_shows_only_on_the_seats_turn_where_hints_are_allowed() -> None:
    game = hokm_in_play(7)
    acting = min(game.to_act())
    waiting = (acting + 1) % 4
    assert hint_buttons(table_of(game, hints=True), acting) == ["💡 Hint"]
    assert hint_buttons(table_of(game, hints=True), waiting) == []
    assert hint_buttons(table_of(game, hints=False), acting) == []
    assert value({}, "hints") == 0, "off until a group turns them on"


def test_a_move_on_no_button_is_said_as_pressing_nothing() -> None:
    game = played_into("bluff", 1, 3)
    seat = min(game.to_act())
    advice = GAMES["bluff"].advise(game, seat, THINK)
    assert advice.action.startswith("trust:")  # letting the play stand: a person just does not call
    assert advice.reason == "bluff_hint_trust"
    assert hint_text(GAMES["bluff"], game, seat, advice, "en").startswith("💡 press nothing for now: you hold ")
    assert hint_text(GAMES["bluff"], game, seat, advice, "fa").startswith("💡 فعلاً هیچ دکمه‌ای را نزنید: ")


async def test_a_hint_press_off_turn_or_where_hints_are_off_is_refused_and_noted_nowhere() -> None:
    game = hokm_in_play(7)
    acting = min(game.to_act())
    nobody = cast(Runtime, None)  # a refusal asks nothing of the runtime: no save, no computer player
    off_turn, off = table_of(game, hints=True), table_of(game, hints=False)
    assert await hint(nobody, off_turn, (acting + 1) % 4) == "It's not your turn."
    assert await hint(nobody, off, acting) == "That button is out of date."
    assert not off_turn.hinted and not off.hinted



def test_twenty_one_says_how_often_one_more_card_busts() -> None:
    """Standing on 20: the hint names the share of the cards the seat has not seen that would take it over 21,
    counted here card by card."""
    game = rig(["9C", "10H", "KS", "6D"])
    for action in ("bank", "bet:5", "hit", "hit"):  # the bettor's 10 + 4 + 6
        game.apply(B if action == "bank" else P1, action)
    view, ace = game.view(P1), game.options["ace_value"]
    seen = {*view["discard"], *view["hand"], *view["banker_hand"], *view["banker_cards"]}
    unseen = [card for card in DECK if card not in seen]
    busting = [card for card in unseen if card_value(card, ace) + 20 > 21]
    advise = GAMES["twentyone"].advice
    assert advise is not None
    advice = advise(game, P1, 0.1)
    assert advice.action == "stand" and advice.reason == "twentyone_hint_stand"
    assert advice.figures == {"share": round(100 * len(busting) / len(unseen))} == {"share": bust_share(view)}
    english = hint_text(GAMES["twentyone"], game, P1, advice, "en")
    assert english.endswith(f"one more card would bust you in {bust_share(view)}% of the cards you have not seen.")
    assert "٪" in hint_text(GAMES["twentyone"], game, P1, advice, "fa")
