"""One test per checklist line of `shared/rules/bluff.md` §7, then the engine's own DEFAULTs."""

from __future__ import annotations

import pytest

from bot.games.bluff import UNPICKS_PER_TURN, Bluff
from bot.games.cards import RANKS, base, decks, right_of
from bot.games.protocol import LEAVE, IllegalAction
from tests.bluff_support import A, B, C, call, check_no_leaks, every_card, play, rig
from tests.game_harness import assert_refused

D = 3


def refused_reason(game: Bluff, seat: int, action: str) -> str:
    assert_refused(game, seat, action)
    return game.explain_illegal(seat, action).reason


# -- §7 checklist ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "deck_count"), [(3, 1), (6, 1), (7, 2), (12, 2), (13, 3), (15, 3)])
def test_deck_count_by_players_without_jokers_all_dealt_evenly(players: int, deck_count: int) -> None:
    game = Bluff({}, players, seed=players)
    assert game.decks == deck_count
    assert every_card(game) == sorted(decks(deck_count)) and len(every_card(game)) == 52 * deck_count
    assert not any(base(card) == "JK" for hand in game.hands for card in hand)
    sizes = [len(hand) for hand in game.hands]
    assert max(sizes) - min(sizes) <= 1


@pytest.mark.parametrize("seed", range(5))
def test_first_opener_is_right_of_dealer(seed: int) -> None:
    game = Bluff({}, 5, seed)
    assert game.turn == right_of(game.dealer, 5)
    assert game.view(game.turn)["legal"]


def test_opener_must_play_one_to_four_cards_naming_any_rank_and_cannot_pass() -> None:
    game = rig([["2C", "3C", "4C", "5C", "6C"], ["2D"], ["2H"]], dealer=C)
    assert not any(a.startswith("c:") or a == "pass" for a in game.legal_actions(A))
    assert refused_reason(game, A, "c:7") == "pick_cards"
    game.apply(A, "s:2C")
    assert [a for a in game.legal_actions(A) if a.startswith("c:")] == [f"c:{r}" for r in RANKS]
    assert refused_reason(game, A, "pass") == "cannot_pass"


def test_non_opener_may_play_claiming_the_round_rank_or_pass() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"]], dealer=C)
    play(game, A, ["2C"], "7")
    assert "pass" in game.legal_actions(B)
    game.apply(B, "s:3D")
    assert [a for a in game.legal_actions(B) if a.startswith("c:")] == ["c:7"]
    assert refused_reason(game, B, "c:3") == "wrong_rank"
    game.apply(B, "c:7")
    game.apply(C, "pass")
    assert game.round[-1] == {"seat": C, "play": None, "count": 0, "rank": None}


def test_plays_of_zero_or_five_cards_are_refused_and_a_short_hand_may_play_all() -> None:
    game = rig([["2C", "3C", "4C", "5C", "6C"], ["2D"], ["2H", "3H"]], dealer=C, min_per_play=2)
    for card in ["2C", "3C", "4C", "5C"]:
        game.apply(A, f"s:{card}")
    assert refused_reason(game, A, "s:6C") == "too_many"
    play(game, A, [], "7")
    assert game.hands[A] == ["6C"]
    assert not any(a.startswith("c:") for a in game.legal_actions(B))
    game.apply(B, "s:2D")
    assert "c:7" in game.legal_actions(B)  # one card is all B holds, fewer than min_per_play


def test_claimed_count_always_equals_the_cards_played() -> None:
    game = rig([["2C", "3C", "4C", "5C"], ["2D"], ["2H"]], dealer=C)
    events = play(game, A, ["2C", "3C", "4C"], "K")
    assert events[-1].data["count"] == 3 == game.public_view()["live"]["count"] == len(game.pile)
    assert game.hands[A] == ["5C"]


def test_author_cannot_call_the_live_play_but_anyone_else_can_on_or_off_turn() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"], ["2S", "3S"]], dealer=D)
    play(game, A, ["2C"], "2")
    assert game.to_act() == {B, C, D}
    assert refused_reason(game, A, "call:1") == "own_play"
    assert "call:1" in game.legal_actions(B)  # on turn
    assert game.legal_actions(C) == game.legal_actions(D) == ["call:1", "trust:1"]  # off turn
    call(game, D)
    assert game.last_reveal is not None and game.last_reveal["caller"] == D


def test_only_the_first_call_of_a_live_play_is_accepted() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"]], dealer=C)
    play(game, A, ["3C"], "2")
    call(game, C)
    assert refused_reason(game, B, "call:1") == "already_called"


def test_a_play_superseded_by_another_play_can_no_longer_be_called() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"]], dealer=C)
    play(game, A, ["3C"], "2")
    play(game, B, ["2D"], "2")
    assert refused_reason(game, C, "call:1") == "not_live"
    assert "call:2" in game.legal_actions(C)


def test_calling_a_play_with_any_card_off_the_claim_gives_its_author_the_whole_pile() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"]], dealer=C)
    play(game, A, ["2C"], "2")
    play(game, B, ["2D", "3D"], "2")
    call(game, C)
    assert game.pile == [] and sorted(game.hands[B]) == ["2C", "2D", "3D"]


def test_calling_a_play_whose_cards_all_match_gives_the_caller_the_whole_pile() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"]], dealer=C)
    play(game, A, ["3C"], "2")
    play(game, B, ["2D"], "2")
    call(game, C)
    assert game.pile == [] and sorted(game.hands[C]) == ["2D", "2H", "3C", "3H"]


def test_after_a_call_the_pile_is_empty_and_the_call_winner_opens_with_any_rank() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"]], dealer=C)
    play(game, A, ["2C"], "2")
    call(game, B)  # truthful: B takes the pile, A opens
    assert game.pile == [] and game.turn == A and game.claimable() == RANKS
    assert "pass" not in game.legal_actions(A)


def test_all_other_holders_passing_burns_the_pile_into_no_hand_and_the_last_player_opens() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"]], dealer=C)
    play(game, A, ["2C"], "2")
    play(game, B, ["2D"], "2")
    game.apply(C, "pass")
    hands = [list(h) for h in game.hands]
    game.apply(A, "pass")
    assert game.burnt == ["2C", "2D"] and game.pile == [] and game.hands == hands
    assert game.turn == B and game.claimable() == RANKS


def test_burned_cards_are_never_revealed() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["KH", "3H"]], dealer=C)
    play(game, A, ["2C"], "K")
    game.apply(B, "pass")
    game.apply(C, "pass")
    assert game.public_view()["burnt"] == 1 and game.public_view()["last_burn"] == {"size": 1, "seat": A}
    check_no_leaks(game)
    assert "2C" not in str(game.public_view()) and all("2C" not in str(game.view(s)) for s in (B, C))


@pytest.mark.parametrize("confirmation", ["superseded", "burned", "called_truthful"])
def test_an_emptied_hand_wins_when_its_last_play_is_superseded_burned_or_truly_called(confirmation: str) -> None:
    game = rig([["2C"], ["2D", "3D"], ["2H", "3H"]], dealer=C)
    play(game, A, ["2C"], "2")
    assert not game.is_over() and A not in game.to_act()
    if confirmation == "superseded":
        play(game, B, ["3D"], "2")
    elif confirmation == "burned":
        game.apply(B, "pass")
        game.apply(C, "pass")
    else:
        call(game, C)
    assert game.is_over() and game.result().winners == {A} and game.to_act() == frozenset()


def test_emptying_the_hand_with_a_lie_that_is_called_takes_the_pile_and_does_not_win() -> None:
    game = rig([["5C"], ["2D", "3D"], ["2H", "3H"]], dealer=C)
    play(game, A, ["5C"], "2")
    call(game, B)
    assert not game.is_over() and game.hands[A] == ["5C"] and game.turn == B


def test_winner_collects_the_stake_from_every_other_player_summing_to_zero() -> None:
    game = rig([["2C"], ["2D", "3D"], ["2H", "3H"], ["2S"]], dealer=D, stake=20)
    play(game, A, ["2C"], "2")
    call(game, B)
    chips = [game.result().stats[s]["chips"] for s in range(4)]
    assert chips == [60, -20, -20, -20] and sum(chips) == 0


def test_free_claims_allow_any_rank_every_play_and_refuse_passing() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"]], dealer=C, claim_rule="free")
    play(game, A, ["2C"], "2")
    game.apply(B, "s:2D")
    assert [a for a in game.legal_actions(B) if a.startswith("c:")] == [f"c:{r}" for r in RANKS]
    assert refused_reason(game, B, "pass") == "cannot_pass"
    game.apply(B, "c:J")
    call(game, C)  # a lie: B takes the pile and C, the winner, plays next with any rank
    assert game.turn == C and game.claimable() == RANKS


def test_ascending_claims_follow_a_to_k_and_continue_after_a_call_from_the_next_player() -> None:
    hands = [["2C", "3C", "4C", "5C", "6C"], ["2D", "3D", "4D", "5D", "6D"], ["2H", "3H", "4H", "5H", "6H"]]
    game = rig(hands, dealer=C, claim_rule="ascending")
    claimed = []
    for seat in (A, B, C, A):
        claimed.append(game.claimable())
        game.apply(seat, f"s:{game.hands[seat][0]}")
        assert "pass" not in game.legal_actions(seat)
        game.apply(seat, f"c:{game.claimable()[0]}")
    assert claimed == [("A",), ("2",), ("3",), ("4",)]
    call(game, C)  # A played 3C as a 4: a lie; B, the seat after A, goes on with 5
    assert game.turn == B and game.claimable() == ("5",)


def test_ascending_sequence_wraps_from_king_to_ace() -> None:
    hands = [[f"{r}C" for r in RANKS], [f"{r}D" for r in RANKS], [f"{r}H" for r in RANKS]]
    game = rig(hands, dealer=C, claim_rule="ascending")
    for n in range(14):
        seat = game.turn
        game.apply(seat, f"s:{game.hands[seat][0]}")
        game.apply(seat, f"c:{RANKS[n % 13]}")
    assert game.claimable() == ("2",)


def test_max_plays_cap_ends_the_game_and_the_fewest_cards_win() -> None:
    game = rig([["2C", "3C", "4C"], ["2D", "3D", "4D"], ["2H", "3H", "4H", "5H"]], dealer=C, max_plays=50)
    game.plays = 49  # as if 49 plays had already been made
    play(game, A, ["2C"], "2")
    assert not game.is_over() and "call:50" in game.legal_actions(C)  # the last play stays live
    events = play(game, B, ["2D"], "2")
    assert game.is_over() and events[-1].data["ending"] == "cap"
    assert game.result().winners == {A} and game.hands[B] == ["2D", "3D", "4D"]


# -- DEFAULTs of the engine ---------------------------------------------------------------------------------

def test_a_live_play_can_still_be_called_after_players_pass_on_it() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"], ["2S", "3S"]], dealer=D)
    play(game, A, ["3C"], "2")
    game.apply(B, "pass")
    call(game, B)
    assert game.last_reveal is not None and game.last_reveal["loser"] == A


def test_picking_is_private_until_the_claim() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"]], dealer=C)
    public = game.public_view()
    game.apply(A, "s:3C")
    assert game.view(A)["selected"] == ["3C"] and game.view(B)["selected"] == []
    assert game.public_view() == public


def test_cards_go_back_a_limited_number_of_times_per_turn() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"]], dealer=C)
    for _ in range(UNPICKS_PER_TURN):
        game.apply(A, "s:2C")
        game.apply(A, "s:2C")
    game.apply(A, "s:2C")
    assert refused_reason(game, A, "s:2C") == "unpick_limit"
    assert game.legal_actions(A) == ["s:3C", *(f"c:{r}" for r in RANKS)]


def test_trusting_a_play_gives_up_calling_it() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"]], dealer=C)
    play(game, A, ["3C"], "2")
    game.apply(C, "trust:1")
    assert C not in game.to_act() and refused_reason(game, C, "call:1") == "trusted"
    assert game.public_view()["live"]["trusted"] == [C]


def test_a_seat_that_leaves_loses_its_hand_to_the_burn_and_play_goes_on() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"], ["2S", "3S"]], dealer=D)
    play(game, A, ["3C"], "2")
    game.apply(A, LEAVE)
    assert game.burnt == ["2C"] and game.live is None and game.turn == B
    assert A not in game.to_act()
    with pytest.raises(IllegalAction, match="no longer"):
        game.apply(A, LEAVE)
    game.apply(B, "pass")
    game.apply(C, "pass")
    game.apply(D, "pass")  # every holder passed on A's play: burned, and the seat after A opens
    assert sorted(game.burnt) == ["2C", "3C"] and game.turn == B


def test_when_everyone_else_leaves_the_last_seat_wins() -> None:
    game = rig([["2C", "3C"], ["2D", "3D"], ["2H", "3H"]], dealer=C)
    game.apply(B, LEAVE)
    game.apply(A, LEAVE)
    assert game.is_over() and game.result().winners == {C}
    assert [game.result().stats[s]["chips"] for s in (A, B, C)] == [-10, -10, 20]


def test_playing_for_places_goes_on_until_one_holder_is_left_who_pays_every_finisher() -> None:
    game = rig([["2C"], ["2D"], ["2H", "3H"]], dealer=C, play_for_places=True)
    play(game, A, ["2C"], "2")
    play(game, B, ["2D"], "2")  # confirms A, first place
    assert game.finished == [A] and not game.is_over()
    call(game, C)  # B's 2D was a 2: C takes the pile, B finishes second and C is left
    result = game.result()
    assert game.is_over() and result.winners == {A, B} and result.summary["places"] == [A, B]
    assert [result.stats[s]["chips"] for s in (A, B, C)] == [10, 10, -20]


def test_actions_are_short_ascii_even_with_three_decks() -> None:
    game = Bluff({}, 15, seed=7)
    actions = [a for s in range(15) for a in game.legal_actions(s)]
    assert actions and all(a.isascii() and len(a) <= 12 for a in actions)
