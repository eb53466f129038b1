"""The Part 2 and Part 3 table options built last, one test (or two) each, the rule's line from
`shared/rules/golf.md` quoted: six-card `rearrange` and `big_square_bonus`; four-card pay-per-look, all four held
in hand, replace-once, progressive reveal and the 20-point jack that skips a turn; nine-card shrinking layouts."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from bot.games.golf import Golf
from bot.games.protocol import IllegalAction
from bot.registry import GAMES
from bot.ui.golf import shown_layout
from tests.game_harness import playthrough
from tests.golf_support import A, B, C, check_invariants, play, rig

UI = GAMES["golf"].ui
SIX_A = ["7S", "JD", "KS", "6D", "2S", "4H"]
SIX_B = ["3C", "3D", "9C", "8D", "10C", "QS"]


def refused(game: Golf, seat: int, action: str) -> str:
    with pytest.raises(IllegalAction) as caught:
        game.apply(seat, action)
    return caught.value.reason


def score(variant: str, cards: Sequence[str | None], **options: object) -> int:
    game = Golf({"variant": variant, **options}, 2, seed=0)
    return game.rules.score(cards, game.options)


def test_option_rearrange_moves_face_up_cards_anywhere_unseen_cards_staying_down() -> None:
    """«`rearrange`: after flipping two, the player may move his face-up cards to any positions, without seeing
    the face-down ones.»"""
    game = rig("six", [SIX_A, SIX_B], ["10H", "AS"], up="9S", rearrange=True)
    play(game, (A, "f:1"), (A, "f:5"))
    assert game.phase == "arrange" and game.legal_actions(A) == ["w:1", "w:5", "n"]
    play(game, (A, "w:5"))
    assert game.legal_actions(A) == [f"w:{i}" for i in range(1, 7)] and game.view(A)["moving"] == 5
    play(game, (A, "w:2"))  # the 2 of spades goes above the jack's place; the unseen jack goes down to 5
    assert game.grid[A][1] == "2S" and game.up[A][1] and game.grid[A][4] == "JD" and not game.up[A][4]
    assert game.view(A)["layouts"][A] == ["7S", "2S", "?", "?", "?", "?"]
    play(game, (A, "n"))
    assert game.legal_actions(A) == ["s", "t"]
    check_invariants(game)


def test_option_rearrange_ends_after_as_many_pick_ups_as_cards() -> None:
    game = rig("six", [SIX_A, SIX_B], ["10H", "AS"], up="9S", rearrange=True)
    play(game, (A, "f:1"), (A, "f:2"))
    for _ in range(6):
        play(game, (A, "w:1"), (A, "w:1"))
    assert game.phase == "draw"


def test_option_big_square_bonus_four_jokers_in_two_columns() -> None:
    """«`big_square_bonus`: some play a higher value for four cards in two columns, for example four jokers in
    two columns = −20 with two packs.»"""
    square = ["JK#0", "JK#1", "5C", "JK#2", "JK#3", "9D"]
    assert score("six", square, two_packs=True) == -8 + 14
    assert score("six", square, two_packs=True, big_square_bonus=True) == -20 + 14
    assert score("six", ["JK#0", "JK#1", "5C", "JK#2", "4C", "JK#3"], big_square_bonus=True) == -8 + 9


def four(**options: Any) -> Golf:
    return rig("four", [["KS", "3D", "AC", "2H"], ["QC", "5D", "5H", "9S"], ["JS", "4C", "KD", "AH"]],
               ["7C", "8D", "9D", "6S", "6C"], up="2D", **options)


def test_option_four_look_pay_one_point_a_card() -> None:
    """«Look at any card at any time, but each card seen costs +1 point at the end.» (DEFAULT: in one's turn,
    before drawing; no look at the start.)"""
    game = four(four_look="pay")
    assert game.view(A)["layouts"][A] == ["?"] * 4
    assert game.legal_actions(A) == ["s", "t", "k", "l:1", "l:2", "l:3", "l:4"]
    play(game, (A, "l:2"), (A, "l:3"))
    assert game.view(A)["layouts"][A] == ["?", "3D", "AC", "?"] and game.view(B)["layouts"][A] == ["?"] * 4
    assert game.penalty[A] == 2 and "l:2" not in game.legal_actions(A) and game.turn == A
    play(game, (A, "k"), (B, "s"), (B, "d"), (C, "s"), (C, "d"))
    assert game.last_hole is not None and game.last_hole["scores"][A] == 6 + 2


def test_option_four_look_all_four_held_in_hand() -> None:
    """«Hold the 2 seen cards in hand (private), or hold all 4 in hand.»"""
    game = four(four_look="all")
    assert game.view(A)["layouts"][A] == ["KS", "3D", "AC", "2H"] and game.view(B)["layouts"][A] == ["?"] * 4
    for look in ("all", "pay"):  # four-card's own: a power variant keeps its look at the near two
        cabo = Golf({"variant": "cabo", "four_look": look}, 2, seed=1)
        assert [c == "?" for c in cabo.view(0)["layouts"][0]] == [True, True, False, False]
        assert not any(a.startswith("l:") for a in cabo.legal_actions(cabo.turn))


def test_option_four_replace_once_the_unseen_places() -> None:
    """«The two unseen cards may each be replaced only once; the two seen cards any number of times.»"""
    game = four(four_replace_once=True)
    play(game, (A, "s"), (A, "r:1"), (B, "s"), (B, "d"), (C, "s"), (C, "d"), (A, "s"))
    assert "r:1" not in game.legal_actions(A) and {"r:2", "r:3", "r:4"} <= set(game.legal_actions(A))
    assert refused(game, A, "r:1") == "cannot_replace"
    play(game, (A, "r:3"), (B, "s"), (B, "d"), (C, "s"), (C, "d"), (A, "s"))
    assert "r:3" in game.legal_actions(A)  # a place looked at at the start, any number of times


def test_option_four_progressive_reveal() -> None:
    """«Face-up cards can never be replaced. Drawing from the stock and discarding forces the player to turn one
    of his cards face up. … The hole ends when every player's cards are face up.»"""
    game = rig("four", [["KS", "3D", "AC", "2H"], ["QC", "5D", "5H", "9S"]], ["7C", "8D", "9D", "6S", "6C", "5S",
               "4S", "3S", "2S", "AS"], up="2D", four_progressive=True)
    assert "k" not in game.legal_actions(A)
    play(game, (A, "s"), (A, "r:1"))
    assert game.up[A][0] and game.grid[A][0] == "7C"
    play(game, (B, "s"), (B, "d"))
    assert game.phase == "forced_flip" and "n" not in game.legal_actions(B)
    play(game, (B, "f:1"), (A, "s"))
    assert "r:1" not in game.legal_actions(A)
    play(game, (A, "d"), (A, "f:2"), (B, "s"), (B, "d"), (B, "f:2"), (A, "s"), (A, "d"), (A, "f:3"))
    play(game, (B, "s"), (B, "d"), (B, "f:3"), (A, "s"), (A, "d"), (A, "f:4"))
    assert game.hole == 0 and game.turn == B
    play(game, (B, "s"), (B, "d"), (B, "f:4"))
    assert game.hole == 1


def test_option_four_jack_twenty_skips_the_next_turn() -> None:
    """«J = 20, and discarding a J makes the next player lose his turn.»"""
    assert score("four", ["JS", "8C", "QH", "AH"], four_scale="jack20") == 20 + 8 + 10 + 1
    game = rig("four", [["KS", "3D", "AC", "2H"], ["QC", "5D", "5H", "9S"], ["JS", "4C", "KD", "AH"]],
               ["JD", "8D", "9D"], up="2D", four_scale="jack20")
    events = game.apply(A, "s") + game.apply(A, "d")
    assert any(e.kind == "skipped" and e.data["seat"] == B for e in events) and game.turn == C
    play(game, (C, "s"), (C, "r:1"))  # C's own jack goes from his layout to the pile: A loses his turn
    assert game.turn == B


def test_option_nine_shrink_lines_leave_as_they_form() -> None:
    """«No cards face up at the start; Q = 0, K = 10, Joker = −2. A row or column of three equal cards is removed
    as soon as formed: it is discarded and the layout shrinks.»"""
    grid = ["5S", "5H", "9C", "KD", "QS", "2C", "3C", "3D", "JK"]
    game = rig("nine", [grid, ["AC"] * 9], ["5D", "4D", "7H"], up="8S", nine_shrink=True)
    assert game.legal_actions(A)[:2] == ["s", "t"]  # no flips
    game.up[A][:2] = [True, True]
    events = game.apply(A, "s") + game.apply(A, "r:3")
    assert any(e.kind == "line_removed" for e in events)
    assert game.grid[A][:3] == [None, None, None] and game.piles.discard[-3:] == ["5S", "5H", "5D"]
    assert score("nine", ["QS", "KD", "JK", "2C", *[None] * 5], nine_shrink=True) == 0 + 10 - 2 + 2


def shown(game: Golf, seat: int) -> list[str | None]:
    """The seat's own layout as its person is shown it."""
    return shown_layout(game.view(seat), seat)


def test_option_relook_default_shows_a_seen_card_once_without_reminder() -> None:
    """«DEFAULT (not in source): the bot shows newly placed or peeked cards privately **once** and does not remind
    the player afterwards.» («حتما یادتان نگه دارید که کارتی که گذاشتید چه کارتی بود»): shown until the seat's
    next turn begins with its first move; the computer player, reading the whole view, remembers them."""
    game = four()
    assert shown(game, B) == ["?", "?", "5H", "9S"]  # the look of the deal, until B's first move
    play(game, (A, "s"), (A, "r:1"))  # A places 7C face down
    assert shown(game, A) == ["7C", "?", "AC", "2H"] and shown(game, B) == ["?", "?", "5H", "9S"]
    play(game, (B, "s"), (B, "d"), (C, "s"), (C, "d"))
    assert shown(game, A) == ["7C", "?", "AC", "2H"]  # still A's to see until A moves again
    play(game, (A, "s"))
    assert shown(game, A) == ["?"] * 4 and shown(game, B) == ["?"] * 4
    assert game.view(A)["layouts"][A] == ["7C", "?", "AC", "2H"]  # what a computer player goes by
    held = game.held
    play(game, (A, "r:2"))  # what is seen in a turn shows till the next one
    assert shown(game, A) == ["?", held, "?", "?"]


def test_option_relook_shows_the_seen_cards_at_every_turn() -> None:
    """«Re-look freely at the 2 initially seen cards, or their replacements.» («به دفعات دلخوان نگاه بیندازید»)"""
    game = four(relook=True)
    play(game, (A, "s"), (A, "r:1"), (B, "s"), (B, "d"), (C, "s"), (C, "d"), (A, "s"))
    assert shown(game, A) == ["7C", "?", "AC", "2H"] == game.view(A)["layouts"][A]
    assert shown(four(four_look="all"), A) == ["KS", "3D", "AC", "2H"]  # all four held in hand: always seen


def test_option_relook_a_power_peek_at_another_layout_is_shown_once() -> None:
    """§3.2 «DEFAULT (not in source): Peeks are private, one-time reveals.»"""
    game = rig("malaysian", [["2C", "3C", "4C", "5C"], ["6D", "7D", "8D", "9D"]], ["QH", "AS", "AH"], up="10S")
    play(game, (A, "s"), (A, "u"), (A, "g:1"), (A, "p:1"))
    text = UI.hand_text(game.view(A), ["Alice", "Bob"], "en")
    assert "You have seen" in text and "6♦" in text
    play(game, (B, "s"), (B, "d"), (A, "s"))
    assert "You have seen" not in UI.hand_text(game.view(A), ["Alice", "Bob"], "en")
    assert game.view(A)["layouts"][B][0] == "6D"


def test_option_relook_a_peek_at_a_card_seen_before_shows_it_again() -> None:
    """§3.2 «DEFAULT (not in source): Peeks are private, one-time reveals.» A card the seat placed on an earlier
    turn, and must remember since, is shown again when a power lets it peek at it: the peek is a look now."""
    game = rig("malaysian", [["2C", "3C", "4C", "5C"], ["6D", "7D", "8D", "9D"]], ["AS", "KD", "JH", "2S", "3S"],
               up="10S")
    play(game, (A, "s"), (A, "r:1"), (B, "s"), (B, "d"), (A, "s"))
    assert shown(game, A)[0] == "?"  # placed a turn ago: A's to remember
    play(game, (A, "u"), (A, "p:1"))
    assert shown(game, A)[0] == "AS"


@pytest.mark.parametrize("options", [
    {"variant": "six", "rearrange": True}, {"variant": "four", "four_look": "pay", "four_replace_once": True},
    {"variant": "four", "four_progressive": True, "four_scale": "jack20"}, {"variant": "nine", "nine_shrink": True},
    {"variant": "cactus", "relook": True},
])
def test_options_play_through(options: dict[str, Any]) -> None:
    for seed in range(2):
        game = playthrough(Golf, {**options, "holes": 2}, 3, seed, seed, check=check_invariants)
        assert game.is_over()
