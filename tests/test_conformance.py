"""What every registered game promises, checked over random playthroughs of every table `tests.conformance`
derives from the registry: only seats to act have moves, other seats and forged moves are refused with a reason
and change nothing, every card is in one place, a record replays to an equal state, nothing hidden from a seat
reaches its view, keyboard, events or image, nor is the seed shown before the end, the computer player makes legal
moves from its seat's view alone (and its hints say nothing more), and the UI draws a keyboard for every seat to act
and an image of the table."""

from __future__ import annotations

import copy
import json
import random

import pytest

from bot.games.commitment import token
from bot.games.protocol import Game, IllegalAction
from bot.plugin import GameEntry
from bot.registry import GAMES
from bot.screens.hints import hint_text
from tests.conformance import Table, deck_of, exchangeable, exchanged, named_in, table_id, tables, usual_table
from tests.game_harness import FORGED, pickled, restored, snapshot

TABLES = list(tables())
MAX_STEPS = 20000  # random play seldom goes out at Rummy: a hundred deals run dry at over a hundred moves each
CLOSE_STEPS = 300  # every step is checked up to here; after it, every LATER_EVERY-th (long games stay quick)
LATER_EVERY = 10
LEAK_EVERY = 7  # steps between checks that hidden cards stay hidden (each copies the game)
# Each game's usual table (`usual_table`) is checked at every step of that schedule; its other tables (sizes and
# options) at a seeded sample of them, this share, which still checks each table hundreds of times.
SAMPLED = 0.25
IMAGE_STEPS = (0, 49, 147)  # leak checks that draw the table too (drawing is the slowest part of the suite)
COMPUTER_DECISIONS = 2  # per playthrough, each asked three times
NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj",
         "Olivia", "Peggy", "Rupert", "Sybil", "Trent", "Uma", "Victor", "Walter")
THINK = 0.0  # no time to think: a searching player stops after its first sample, so its choice is still seeded


def seen_by(entry: GameEntry, game: Game, seat: int | None, image: bool) -> object:
    """Everything the seat (None: the group) is shown of the game: its view and the texts, buttons and image
    drawn from it."""
    names, ui = list(NAMES[:game.players]), entry.ui
    if seat is None:
        view = game.public_view()
        drawn = ui.render(view, names, "en") if image else b""
        return view, ui.caption(view, names, "en"), ui.table_keyboard(view, "en"), drawn
    view = game.view(seat)
    return view, ui.hand_text(view, names, "fa"), ui.hand_keyboard(view, "en", 0)


def check_hidden(entry: GameEntry, game: Game, rng: random.Random, image: bool) -> None:
    """Two hidden cards exchanged: the seat sees the same, and after the same next move still does (and hears
    the same) as long as both cards stay hidden from it."""
    seat = rng.choice([None, *range(game.players)])
    seen = seen_by(entry, game, seat, image)
    assert not names_the_seed(game, seen), f"seat {seat} is shown the game's seed before its end"
    pairs = exchangeable(game, seat, game.public_view() if seat is None else game.view(seat))
    if not pairs:
        return
    a, b = rng.choice(pairs)
    twin = exchanged(game, a, b)
    assert seen_by(entry, twin, seat, image) == seen, f"seat {seat} can tell {a} from {b}"
    actor = rng.choice(sorted(game.to_act()))
    twin_moves = set(twin.legal_actions(actor))
    moves = [m for m in game.legal_actions(actor) if m in twin_moves]
    if not moves:
        return
    move = rng.choice(moves)
    original, copied = exchanged(game, a, a), exchanged(twin, a, a)
    events, twin_events = original.apply(actor, move), copied.apply(actor, move)
    if still_hidden(original, seat, a, b) and still_hidden(copied, seat, a, b):
        assert seen_by(entry, copied, seat, False) == seen_by(entry, original, seat, False)
        if seat is None:
            names = list(NAMES[:game.players])
            assert entry.ui.announcements(twin_events, copied.public_view(), names, "en") == \
                entry.ui.announcements(events, original.public_view(), names, "en")


def names_the_seed(game: Game, seen: object) -> bool:
    """Whether what a seat is shown holds the game's seed, as the number or as the token the result names: the
    seed stays secret until the end (the group sees only its fingerprint, `bot.games.commitment`)."""
    shown = json.dumps(seen, default=lambda value: "" if isinstance(value, bytes) else str(value))
    return str(game.seed) in shown or token(game.seed) in shown


def still_hidden(game: Game, seat: int | None, *cards: str) -> bool:
    """Whether the cards are in places hidden from the seat, and its view does not name them (a call shows the
    pile it sends to a hand, say)."""
    hidden, named = game.hidden_places(seat), named_in(game.public_view() if seat is None else game.view(seat))
    return not named.intersection(cards) and all(
        place in hidden for place, held in game.card_places().items() if any(c in held for c in cards))


def check_computer(entry: GameEntry, game: Game, rng: random.Random) -> None:
    """A legal move, the same again for the same game, and the same when cards hidden from it are exchanged; its
    hint (the move with its reason) is that move, and says the same when those cards are exchanged."""
    seat = rng.choice(sorted(game.to_act()))
    choice = entry.computer(game, seat, THINK)
    assert choice in game.legal_actions(seat)
    assert entry.computer(copy.deepcopy(game), seat, THINK) == choice, "the same game gives the same move"
    hint = hint_text(entry, game, seat, entry.advise(game, seat, THINK), "en")
    assert entry.advise(game, seat, THINK).action == choice, "a hint is the computer player's move"
    for a, b in exchangeable(game, seat, game.view(seat))[:1]:
        twin = exchanged(game, a, b)
        assert entry.computer(twin, seat, THINK) == choice, \
            f"the computer player in seat {seat} knows where {a} and {b} are"
        assert hint_text(entry, twin, seat, entry.advise(twin, seat, THINK), "en") == hint, \
            f"a hint to seat {seat} tells {a} from {b}"


def fingerprint(game: Game, *seats: int) -> object:
    """What a refused move by these seats could have changed (all views at every step would slow the suite)."""
    return game.version, game.card_places(), game.public_view(), [game.view(s) for s in seats]


def check_step(entry: GameEntry, game: Game, deck: object, rng: random.Random) -> None:
    assert deck_of(game) == deck, "the cards in play changed"
    acting = game.to_act()
    assert acting, "a running game has someone to act"
    names = list(NAMES[:game.players])
    table_buttons = entry.ui.table_keyboard(game.public_view(), "en")
    for seat in range(game.players):
        legal = game.legal_actions(seat)
        assert bool(legal) == (seat in acting), f"seat {seat}: legal={legal} acting={sorted(acting)}"
        if seat in acting:
            view = game.view(seat)
            assert entry.ui.hand_keyboard(view, "en", 0) or table_buttons, f"no buttons for seat {seat} to act"
    assert entry.ui.hand_text(game.view(rng.choice(sorted(acting))), names, "en")
    idle, forger = [s for s in range(game.players) if s not in acting], rng.choice(sorted(acting))
    seat = rng.choice(idle) if idle else forger
    before = pickled(game)  # equal pickles of the state are equal fingerprints: only a change is looked at closer
    move = rng.choice(game.legal_actions(min(acting)))
    if idle and not game.is_legal(seat, move):
        with pytest.raises(IllegalAction) as refused:
            game.apply(seat, move)
        assert refused.value.reason, "a refusal names its reason"
    with pytest.raises(IllegalAction):
        game.apply(forger, rng.choice(FORGED))
    if pickled(game) != before:
        assert fingerprint(game, seat, forger) == fingerprint(restored(game, before), seat, forger), \
            "a refused move changed the game"


@pytest.mark.parametrize("table", TABLES, ids=table_id)
def test_random_playthrough_keeps_every_promise(table: Table) -> None:
    command, players, options = table
    entry = GAMES[command]
    rng = random.Random(table_id(table))
    # The checks draw from their own generator: which steps they sample does not change the game played.
    checks = random.Random(f"{table_id(table)} checks")
    every_step = table == usual_table(command)
    game = entry.engine(options, players, rng.randrange(2**32))
    deck = deck_of(game)
    decisions = 0
    for step in range(MAX_STEPS):
        if game.is_over():
            break
        scheduled = step < CLOSE_STEPS or step % LATER_EVERY == 0
        checked = scheduled and (every_step or checks.random() < SAMPLED)
        if checked:
            check_step(entry, game, deck, checks)
        else:
            assert deck_of(game) == deck, "the cards in play changed"
        if step in IMAGE_STEPS or (checked and step % LEAK_EVERY == 0):
            check_hidden(entry, game, checks, image=step in IMAGE_STEPS)
        if decisions < COMPUTER_DECISIONS and checks.random() < 0.02:
            check_computer(entry, game, checks)
            decisions += 1
        assert entry.clocked or not game.public_view().get("clock"), "a game on its own clock says so"
        if step == 40:
            assert snapshot(entry.engine.replay(copy.deepcopy(game.record()))) == snapshot(game)
        seat = rng.choice(sorted(game.to_act()))
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    else:
        pytest.fail(f"no end after {MAX_STEPS} steps")
    assert deck_of(game) == deck
    assert game.to_act() == frozenset() and all(not game.legal_actions(s) for s in range(players))
    assert snapshot(entry.engine.replay(copy.deepcopy(game.record()))) == snapshot(game)
    assert entry.ui.render(game.public_view(), list(NAMES[:players]), "fa")
    result = game.result()
    for column in entry.columns:
        assert all(column.stat in result.stats[s] for s in range(players)), f"no {column.stat} in the result"


@pytest.mark.parametrize("command", list(GAMES))
def test_the_bot_has_every_text_a_game_needs(command: str) -> None:
    """The messages /scores and /stats read, and a title, menu line and help line in each language."""
    from bot import i18n

    entry = GAMES[command]
    figures = {column.name: 1 for column in entry.columns}
    for lang in ("fa", "en"):
        assert entry.ui.title(lang) and entry.menu[lang] and entry.help[lang].startswith(f"/{command}")
        i18n.t(lang, f"{command}_scores_row", rank=1, name="x", played=1, matches=1, **figures)
        i18n.t(lang, f"{command}_stats", game="x", played=1, matches=1, **figures)
        assert entry.ui.rules(lang, entry.engine.resolve_options({}))
