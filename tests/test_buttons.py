"""Which presses are taken, for every game: only what a button offered (a forged `leave` or another seat's move is
refused), and a button on a keyboard drawn before the game's last moves while it still means the same move (a
card still in the hand) — out of date once it means another."""

from __future__ import annotations

from random import Random

import pytest

from bot import callbacks
from bot.games.bourse import Bourse
from bot.games.protocol import LEAVE, Game
from bot.play.presses import STALE, buttons_for, game_at, judge
from bot.registry import GAMES
from bot.table.model import Seat, Table
from tests.conformance import usual_players

STEPS = 160  # moves of each game looked at: enough for every game to show keyboards one move behind


def sample(command: str) -> Table:
    entry = GAMES[command]
    players = usual_players(entry)
    table = Table(id="t1", chat_id=-1, thread_id=None, game_name=command, lang="en", creator_id=1,
                  chat_title="g", options=dict(entry.short_match), seats=[Seat(s + 1, f"p{s}") for s in range(players)])
    table.start(seed=11)
    return table


def press(table: Table, version: int, action: str) -> callbacks.Press:
    return callbacks.decode(callbacks.move(table.id, version, action))


def hand_actions(table: Table, game: Game, seat: int) -> set[str]:
    rows = table.ui.hand_keyboard(game.view(seat), table.lang, 0)
    return {b.action for row in rows for b in row if not b.action.startswith("~")}


@pytest.mark.parametrize("command", list(GAMES))
def test_a_press_one_move_behind_is_taken_while_its_button_means_the_same_move(command: str) -> None:
    table, rng = sample(command), Random(command)
    game = table.game
    assert game is not None
    taken = 0
    before = table.entry.engine.replay(game.record())  # the game one move behind, kept up move by move
    for _ in range(STEPS):
        if game.is_over():
            break
        version = game.version
        keyboards = {seat: hand_actions(table, before, seat) for seat in range(game.players)}
        clock = game.public_view().get("clock")
        if clock is not None and rng.random() < 0.2:  # the game's clock closes a window in a seat's name
            actor, move, ticked = clock["seat"], clock["action"], True
        else:
            actor = rng.choice(sorted(game.to_act()))
            move, ticked = rng.choice(game.legal_actions(actor)), False
        game.apply(actor, move)
        for seat, actions in keyboards.items():
            if (seat == actor and not ticked) or game.is_over():
                continue
            for action in sorted(actions):
                verdict = judge(table, game, seat, press(table, version, action))
                if game.checks_itself(action) or seat not in game.to_act():
                    continue
                same = buttons_for(table, game, seat, action) == buttons_for(table, before, seat, action)
                if same:
                    assert verdict is None, f"{action} at version {version} means the same now, yet {verdict}"
                    taken += action in game.legal_actions(seat)
                else:
                    assert verdict == STALE, f"{action} at version {version} means another move now"
        before.apply(actor, move)
    # In a trick game a hand keeps its cards while the others play: a card pressed as the trick comes round to
    # its player, on the keyboard drawn before, is the case people meet most.
    assert taken or not table.ui.has_tricks, "no press one move behind was looked at"


@pytest.mark.parametrize("command", list(GAMES))
def test_an_action_no_button_offered_is_refused(command: str) -> None:
    """A forged `leave` (the rules take it from any seat), or a move offered to another seat, is never taken."""
    table, rng = sample(command), Random(command)
    game = table.game
    assert game is not None
    for _ in range(STEPS):
        if game.is_over():
            break
        keyboards = [hand_actions(table, game, seat) for seat in range(game.players)]
        for seat in range(game.players):
            assert judge(table, game, seat, press(table, game.version, LEAVE)) == STALE
            others = set().union(*(keyboards[s] for s in range(game.players) if s != seat))
            for action in sorted(others - keyboards[seat]):
                # Refused, unless a button of the seat's own (on the table's keyboard, say) offers it; asked in
                # this order because a refusal is the common answer and drawing the keyboards is the slow part.
                refused = judge(table, game, seat, press(table, game.version, action)) == STALE
                assert refused or buttons_for(table, game, seat, action)
        actor = rng.choice(sorted(game.to_act()))
        game.apply(actor, rng.choice(game.legal_actions(actor)))


def test_the_game_an_old_press_is_judged_on_is_the_one_its_moves_made() -> None:
    """The games replayed for old presses are kept by the moves that made them: a table whose last moves were
    undone (a save that failed) and made otherwise is judged on its record as it is now."""
    table = sample("bluff")
    game = table.game
    assert game is not None
    undone = table.entry.engine.replay(game.record())
    for seed, played in enumerate((game, undone)):
        rng = Random(seed)
        while played.version < 6:
            actor = min(played.to_act())
            played.apply(actor, rng.choice(played.legal_actions(actor)))
    assert game.log[:6] != undone.log[:6]
    for played in (undone, game):
        assert game_at(table, played, 5).log == played.log[:5]
    assert game_at(table, game, 5) is game_at(table, game, 5), "a burst of presses replays the record once"


def test_a_press_on_the_first_page_is_taken_after_a_turn_of_the_page_that_has_not_reached_the_person() -> None:
    """Bourse: the person turns to the sell page, then presses Wait on the first page, still shown, of a keyboard a
    read behind: Wait means the same move, so it is taken."""
    table = sample("bourse")
    game = table.game
    assert isinstance(game, Bourse)
    seat = min(game.to_act())
    drawn = game.version
    clock = next(a for a in game.legal_actions(game.reader) if a.startswith("read:"))
    game.apply(game.reader, clock)
    table.pages[seat] = 1  # the sell page
    assert "done" not in {b.action for row in table.ui.hand_keyboard(game.view(seat), "en", 1) for b in row}
    assert judge(table, game, seat, press(table, drawn, "done")) is None
