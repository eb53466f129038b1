"""Hokm for 3, 5 and 6 players (hokm.md §15 with RULINGS.md): decks, seating, deals, how a hand is won or void,
Kot and Bam for individuals, the next hakem, and the options (H-T41–H-T45, H-E7). The two-player draw game is in
`test_hokm_variants_draw`.

Most deals here are written as the seats that take their tricks (`dealt_for`), built as the tricks themselves
(`scripted`): each trick's cards in playing order, the first led by whoever took the trick before, so that each
seat's cards are the ones it plays, in order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from bot.games.cards import standard_deck
from bot.games.hokm import MIDDLE, Hokm, Phase, trick_winner
from bot.games.hokm.variants import VARIANTS
from bot.games.protocol import LEAVE, Event
from tests.test_hokm_deal import Rigged, play_out, rigged, seed_with_hakem

SPADES = ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
TABLES = [(2, "2x3"), (3, "2x3"), (4, "2x3"), (5, "2x3"), (6, "2x3"), (6, "3x2")]


def scripted(tricks: Sequence[str], hakem: int, players: int, trump: str) -> dict[int, list[str]]:
    """Each seat's cards in the order it plays them in `tricks`, the hakem leading the first."""
    hands: dict[int, list[str]] = {seat: [] for seat in range(players)}
    leader = hakem
    for trick in tricks:
        plays = [((leader + i) % players, card) for i, card in enumerate(trick.split())]
        for seat, card in plays:
            hands[seat].append(card)
        leader = trick_winner(plays, trump)
    return hands


def dealt_for(winners: Sequence[int], hakem: int, players: int, trump: str = "D",
              last: Sequence[Sequence[str]] = ()) -> dict[int, list[str]]:
    """A deal whose tricks go to the given seats in that order: tricks in which every seat follows suit, the
    suits in turn, each from its top cards down; then the `last` tricks, each given as its winning card and the
    others. The winning card is played from where the winner sits, counted from the leader."""
    ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3"]
    used = dict.fromkeys("CSHD", 0)
    following = len(winners) - len(last)
    leader, tricks = hakem, []
    for i, winner in enumerate(winners):
        if i < following:
            s = "CSHD"[i % 4]
            high, *rest = (r + s for r in ranks[used[s]:used[s] + players])
            used[s] += players
        else:
            high, *rest = last[i - following]
        position = (winner - leader) % players
        tricks.append(" ".join([*rest[:position], high, *rest[position:]]))
        leader = winner
    return scripted(tricks, hakem, players, trump)


def start(deal: dict[int, list[str]], hakem: int, players: int, declaration: str, **options: Any) -> Rigged:
    game = rigged(deal, hakem=hakem, players=players, **options)
    game.apply(hakem, f"t:{declaration}")
    return game


def hand_over(events: Sequence[Event]) -> dict[str, Any]:
    return dict(next(e.data for e in events if e.kind == "hand_over"))


class Unshuffled(Hokm):
    """Deals the variant's deck in canonical order, so that d[i] is the i-th card of it."""

    def shuffled_deck(self, *purpose: object) -> list[str]:
        if purpose[0] == "hand":
            return [c for c in standard_deck() if c not in self.variant.removed]
        return super().shuffled_deck(*purpose)


def unshuffled(players: int, hakem: int, **options: Any) -> Unshuffled:
    return Unshuffled(options, players, seed_with_hakem(hakem, players))


def packets_of(game: Hokm, seat: int) -> list[list[str]]:
    """The packets `seat` was dealt from the canonical deck, from the hakem round (H-5.1)."""
    deck = [c for c in standard_deck() if c not in game.variant.removed]
    out, dealt = [], 0
    for size in game.variant.packets:
        start_at = dealt + ((seat - game.hakem) % game.players) * size
        out.append(deck[start_at:start_at + size])
        dealt += size * game.players
    return out


def assert_deal(players: int, removed: set[str], packets: tuple[int, ...], **options: Any) -> None:
    for hakem in range(players):
        game = unshuffled(players, hakem, **options)
        deck = [c for c in standard_deck() if c not in removed]
        assert set(game.variant.removed) == removed and len(deck) == 52 - len(removed)
        assert game.variant.packets == packets and game.dealer == (hakem - 1) % players
        assert all(sorted(game.hands[s]) == sorted(packets_of(game, s)[0]) for s in range(players))
        assert game.to_act() == {hakem} and game.phase is Phase.DECLARE, "the hakem declares on his first packet"
        game.apply(hakem, "t:S")
        for seat in range(players):
            assert sorted(game.hands[seat]) == sorted(c for p in packets_of(game, seat) for c in p)
        assert sorted(c for h in game.hands for c in h) == sorted(deck)
        assert deck[-1] in game.hands[game.dealer], "the dealer gets the last card"


# -- decks, deals and declarations -------------------------------------------------------------------------


def test_H_T41_three_players_51_cards_without_2D_dealt_5_4_4_4() -> None:
    assert_deal(3, {"2D"}, (5, 4, 4, 4))
    assert Hokm({}, 3, 1).rule.target == 7 and Hokm({}, 3, 1).public_view()["target"] == 7


def test_H_T41_three_players_first_to_seven_wins_at_once() -> None:
    game = start(dealt_for([1, 2, 0, 1, 1, 1, 1, 1, 1], 0, 3), 0, 3, "D")
    events = play_out(game)
    over = hand_over(events)
    assert over["tricks"] == [1, 7, 1] and over["winner"] == 1 and over["points"] == 1
    assert len(over["played"]) == 9, "the other eight tricks are never played"
    assert game.points == [0, 1, 0] and (game.hakem, game.dealer) == (1, 0)


def test_H_T42_three_players_six_six_five_is_void() -> None:
    for hakem in range(3):
        game = start(six_six_five(hakem), hakem, 3, "H")
        over = hand_over(play_out(game, until=("hand_over",)))
        assert sorted(over["tricks"]) == [5, 6, 6] and over["void"] and over["winner"] is None
        assert over["points"] == 0 and game.points == [0, 0, 0] and game.hands_won == [0, 0, 0]
        assert (game.hakem, game.dealer) == ((hakem + 1) % 3, hakem)


def six_six_five(hakem: int) -> dict[int, list[str]]:
    """Seats take tricks in turn from the hakem's, hearts trump: 16 in which everyone follows suit, then a club
    led and trumped by the one heart left."""
    return dealt_for([(hakem + i) % 3 for i in range(17)], hakem, 3, "H", last=[["2H", "2C", "2S"]])


def test_H_E7_three_player_void_hand() -> None:
    game = start(six_six_five(0), 0, 3, "H")
    assert game.variant.removed == ("2D",) and (game.hakem, game.dealer) == (0, 2)
    events = play_out(game, until=("hand_over",))
    over = hand_over(events)
    assert len(over["played"]) == 17 and over["tricks"] == [6, 6, 5]
    assert over["void"] and over["points"] == 0 and game.points == [0, 0, 0]
    assert (game.hakem, game.dealer) == (1, 0) and game.to_act() == {1}
    assert game.public_view()["last_hand"]["void"] is True


def test_H_T43_five_players_50_cards_without_2D_and_2C_dealt_5_5() -> None:
    assert_deal(5, {"2D", "2C"}, (5, 5))


@pytest.mark.parametrize("teams", ["2x3", "3x2"])
def test_H_T44_six_players_48_cards_without_the_2s_dealt_4_4(teams: str) -> None:
    assert_deal(6, {"2C", "2D", "2H", "2S"}, (4, 4), teams=teams)


@pytest.mark.parametrize(("players", "teams"), TABLES)
def test_H_T45_partners_middle_card_only_with_four_players(players: int, teams: str) -> None:
    game = Hokm({"teams": teams, "partner_middle_card": True}, players, 3)
    assert (f"t:{MIDDLE}" in game.legal_actions(game.hakem)) == (players == 4)
    assert game.variant.middle_card == (players == 4) and (game.middle is not None) == (players == 4)


@pytest.mark.parametrize(("players", "teams"), TABLES)
def test_sars_and_nars_may_be_declared_at_any_table(players: int, teams: str) -> None:
    game = Hokm({"teams": teams, "sars_nars": True}, players, 3)
    assert game.legal_actions(game.hakem) == ["t:S", "t:H", "t:D", "t:C", "t:sars", "t:asars", "t:nars", "t:anars"]


# -- seating ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "teams", "sides"), [
    (2, "2x3", [[0], [1]]), (3, "2x3", [[0], [1], [2]]), (4, "2x3", [[0, 2], [1, 3]]),
    (5, "2x3", [[0], [1], [2], [3], [4]]), (6, "2x3", [[0, 2, 4], [1, 3, 5]]), (6, "3x2", [[0, 3], [1, 4], [2, 5]]),
])
def test_sides_and_seating_teammates_never_adjacent(players: int, teams: str, sides: list[list[int]]) -> None:
    game = Hokm({"teams": teams}, players, 1)
    assert game.public_view()["sides"] == sides
    assert all(game.side_of(s) != game.side_of(game.next(s)) for s in range(players))
    assert [len(game.public_view()[key]) for key in ("tricks", "points", "sets")] == [len(sides)] * 3


def test_the_team_layout_only_matters_with_six_players() -> None:
    for players in (2, 3, 4, 5):
        assert Hokm({"teams": "3x2"}, players, 1).sides == Hokm({}, players, 1).sides
    with pytest.raises(ValueError):
        Hokm({"teams": "2x2"}, 6, 1)
    with pytest.raises(ValueError):
        Hokm({"five_six_target": "five"}, 5, 1)
    with pytest.raises(ValueError):
        Hokm({}, 7, 1)


# -- how a hand is won: the provisional house rules (H-15.5a) and the literal 7 ------------------------------


def test_five_players_play_every_trick_and_the_most_wins() -> None:
    # Seat 3 takes 3 tricks, the others 2, 2, 2 and 1: seat 3 wins, but only after the tenth.
    winners = [3, 3, 3, 0, 0, 1, 1, 2, 2, 4]
    game = start(five_player_deal(winners, hakem=0), 0, 5, "D")
    view = game.public_view()
    assert view["house_rules"] is True and view["target"] is None
    over = hand_over(play_out(game, until=("hand_over",)))
    assert over["tricks"] == [2, 2, 2, 3, 1] and len(over["played"]) == 10
    assert over["winner"] == 3 and over["points"] == 1 and game.hakem == 3


def five_player_deal(winners: Sequence[int], hakem: int) -> dict[int, list[str]]:
    """Eight tricks that everyone follows, then the last ten cards, where the seats out of the led suit cannot
    win: a spade led and taken by the 4♠, then the 4♦ trumping."""
    return dealt_for(winners, hakem, 5, last=[["4S", "3S", "2S", "4C", "3C"], ["4D", "4H", "3H", "2H", "3D"]])


def test_five_players_a_tie_for_most_tricks_is_void() -> None:
    winners = [3, 3, 0, 0, 1, 1, 2, 2, 4, 4]
    game = start(five_player_deal(winners, hakem=1), 1, 5, "D")
    over = hand_over(play_out(game, until=("hand_over",)))
    assert over["tricks"] == [2, 2, 2, 2, 2] and over["void"] and game.points == [0] * 5
    assert (game.hakem, game.dealer) == (2, 1)


def test_five_players_a_clean_sweep_scores_one_without_bam() -> None:
    game = start({0: SPADES[:10]}, 0, 5, "S")
    events = play_out(game, until=("hand_over",))
    assert not any(e.kind == "bam_offer" for e in events), "no Kot or Bam under a house rule (H-15.5a)"
    assert hand_over(events)["tricks"] == [10, 0, 0, 0, 0] and game.points == [1, 0, 0, 0, 0] and game.kots == [0] * 5


def test_six_players_in_two_teams_first_to_five_of_eight_wins_at_once() -> None:
    game = start(dealt_for([1, 3, 0, 5, 2, 1, 3], 0, 6), 0, 6, "D")
    assert game.public_view()["target"] == 5 and game.public_view()["house_rules"]
    over = hand_over(play_out(game, until=("hand_over",)))
    assert over["tricks"] == [2, 5] and len(over["played"]) == 7 and over["points"] == 1
    assert (game.hakem, game.dealer) == (1, 0)


def test_six_players_in_two_teams_four_all_is_void() -> None:
    game = start(dealt_for([1, 3, 0, 5, 2, 4, 0, 1], 2, 6), 2, 6, "D")
    over = hand_over(play_out(game, until=("hand_over",)))
    assert over["tricks"] == [4, 4] and over["void"] and game.points == [0, 0]
    assert (game.hakem, game.dealer) == (3, 2)


def test_six_players_in_two_teams_five_nil_scores_one_without_bam() -> None:
    game = start({0: SPADES[:8]}, 0, 6, "S")
    events = play_out(game, until=("hand_over",))
    assert not any(e.kind == "bam_offer" for e in events)
    assert hand_over(events)["tricks"] == [5, 0] and game.points == [1, 0]


def test_six_players_in_three_teams_most_tricks_wins_and_a_tie_is_void() -> None:
    game = start(dealt_for([1, 4, 2, 3, 0, 1, 4, 5], 0, 6), 0, 6, "D", teams="3x2")
    over = hand_over(play_out(game, until=("hand_over",)))
    assert over["tricks"] == [2, 4, 2] and over["winner"] == 1 and game.points == [0, 1, 0]
    assert (game.hakem, game.dealer) == (1, 0)
    game = start(dealt_for([1, 4, 2, 5, 0, 3, 3, 4], 0, 6), 0, 6, "D", teams="3x2")
    over = hand_over(play_out(game, until=("hand_over",)))
    assert over["tricks"] == [3, 3, 2] and over["void"] and (game.hakem, game.dealer) == (1, 0)


@pytest.mark.parametrize(("teams", "tricks"), [("2x3", [2, 2]), ("3x2", [1, 1, 1])])
def test_the_literal_seven_tricks_stay_selectable(teams: str, tricks: list[int]) -> None:
    """Under the literal target a side needs 7 of 8 tricks; a hand nobody can win any more ends void at once."""
    game = start(dealt_for([1, 2, 3, 4, 5, 0, 1, 2], 0, 6), 0, 6, "D", teams=teams,
                 five_six_target="seven")
    assert game.public_view()["target"] == 7 and not game.public_view()["house_rules"]
    over = hand_over(play_out(game, until=("hand_over",)))
    assert over["void"] and over["tricks"] == tricks and game.points == [0] * len(tricks)


def test_the_literal_seven_keeps_kot_and_bam() -> None:
    game = start({0: SPADES[:8]}, 0, 6, "S", five_six_target="seven")
    events = play_out(game)
    assert events[-1].kind == "bam_offer" and game.tricks == [7, 0]
    game.apply(game.turn, "bam:go")
    play_out(game, until=("hand_over",))
    assert game.is_over() and game.bam_won and game.result().winners == {0, 2, 4}


# -- Kot and Bam for individuals (H-15.6) -------------------------------------------------------------------


def three_player_sweep() -> list[str]:
    """Every spade and the top clubs, diamonds and hearts: whoever holds these takes all 17 tricks."""
    return [*SPADES, "AC", "AD", "AH", "KH"]


@pytest.mark.parametrize(("sweeper", "points"), [(0, 2), (1, 3), (2, 3)])
def test_H_15_6_a_player_at_seven_while_all_others_have_none_is_kot(sweeper: int, points: int) -> None:
    game = start({sweeper: three_player_sweep()}, 0, 3, "S")
    events = play_out(game)
    assert events[-1].kind == "bam_offer" and events[-1].data["seat"] == sweeper
    assert game.tricks[sweeper] == 7 and sum(game.tricks) == 7
    game.apply(sweeper, "bam:stop")
    assert game.points[sweeper] == points and game.kots[sweeper] == 1
    assert game.result().stats[sweeper]["kots"] == 1


def test_H_15_6_bam_for_an_individual_is_every_trick_of_the_hand() -> None:
    game = start({1: three_player_sweep()}, 0, 3, "S", sets_to_win=3)
    play_out(game)
    game.apply(1, "bam:go")
    play_out(game, until=("hand_over",))
    assert game.last_hand is not None and game.last_hand.tricks == (0, 17, 0) and game.last_hand.bam
    assert game.is_over() and game.winner == 1 and game.result().winners == {1}


def test_H_15_6_a_seven_nil_nil_in_sars_nars_scores_one() -> None:
    best = [r + s for r in ("2", "3", "4", "5") for s in "CSH"] + ["3D", "4D", "5D", "6D", "7D"]
    game = start({2: best}, 0, 3, "nars", sars_nars=True)
    events = play_out(game)
    assert not any(e.kind == "bam_offer" for e in events) and game.points == [0, 0, 1]


def test_a_player_at_seven_is_no_kot_while_another_has_a_trick() -> None:
    game = start(dealt_for([1, 2, 2, 2, 2, 2, 2, 2], 0, 3), 0, 3, "D")
    over = hand_over(play_out(game))
    assert sorted(over["tricks"]) == [0, 1, 7] and over["points"] == 1


# -- the next hakem (H-10.3) and leaving ------------------------------------------------------------------------


@pytest.mark.parametrize(("winners", "new_hakem"), [
    ([1, 4, 2, 3, 0, 1, 4, 5], 1),  # side 1 ({1, 4}) wins: seat 1, the next seat round
    ([2, 5, 2, 0, 1, 5, 4, 2], 2),  # side 2 ({2, 5}) wins: seat 2, passing over seat 1
    ([0, 3, 3, 1, 2, 0, 4, 5], 0),  # the hakem's side wins: he stays
])
def test_H_10_3_the_hakem_passes_to_the_next_seat_of_the_winning_side(winners: list[int], new_hakem: int) -> None:
    game = start(dealt_for(winners, 0, 6), 0, 6, "D", teams="3x2")
    play_out(game, until=("hand_over",))
    assert (game.hakem, game.dealer) == (new_hakem, (new_hakem - 1) % 6)


@pytest.mark.parametrize(("players", "teams"), TABLES)
def test_H_T33_H_T34_at_every_table_a_winning_hakem_stays_and_a_losing_one_passes(players: int,
                                                                                    teams: str) -> None:
    game = Hokm({"teams": teams}, players, 5)
    hakem = game.hakem
    assert game.next_hakem(game.side_of(hakem)) == hakem
    assert game.next_hakem(game.side_of(game.next(hakem))) == game.next(hakem)
    assert game.next_hakem(None) == game.next(hakem)


def test_leaving_a_three_player_match_hands_it_to_the_leader() -> None:
    game = Hokm({"sets_to_win": 2}, 3, 4)
    game.sets, game.points = [0, 1, 1], [3, 2, 5]
    game.apply(1, LEAVE)
    assert game.is_over() and game.winner == 2 and game.forfeit == 1 and game.result().winners == {2}


def test_leaving_among_equals_hands_the_match_to_the_leavers_right() -> None:
    game = Hokm({}, 5, 4)
    game.apply(3, LEAVE)
    assert game.winner == 4
    game = Hokm({"teams": "3x2"}, 6, 4)
    game.apply(5, LEAVE)
    assert game.winner == 0 and game.result().winners == {0, 3}


@pytest.mark.parametrize(("players", "teams"), TABLES)
def test_views_carry_the_hand_rule(players: int, teams: str) -> None:
    view = Hokm({"teams": teams}, players, 2).view(0)
    house = players in (5, 6)
    assert view["house_rules"] == house
    assert view["target"] == {5: None, 6: 5 if teams == "2x3" else None}.get(players, 7)
    assert view["stock"] == (42 if players == 2 else 0) and view["seen"] is None and view["rejected"] == []
    assert len(view["hand"]) == VARIANTS[players].packets[0]
