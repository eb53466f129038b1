"""A seat's memory of the hand, its knowledge, and the hidden worlds sampled from it."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator

from bot.ai.hokm.knowledge import HokmMemory, Knowledge, knowledge, replayed_memory
from bot.ai.hokm.players import RuleHokmPlayer, recollection
from bot.ai.hokm.sim import ALL, SUIT_MASKS, SUIT_OF, encode, mask_of, trump_mask
from bot.ai.hokm.worlds import Evidence, _place, declaration_likelihood, sample_world, worlds
from bot.games.cards import derive_seed
from bot.games.hokm import Hokm


def states(seed: int, options: dict[str, object] | None = None) -> Iterator[tuple[Hokm, list[tuple[int, str]]]]:
    """Every state of one match of rule players, after each action, with the cards played so far in the hand
    (as the table announced them)."""
    game = Hokm(options or {}, 4, seed)
    players = [RuleHokmPlayer() for _ in range(4)]
    plays: list[tuple[int, str]] = []
    while not game.is_over():
        seat = next(iter(game.to_act()))
        for event in game.apply(seat, players[seat].choose(game.view(seat), derive_seed(seed, game.version))):
            if event.kind == "played":
                plays.append((event.data["seat"], event.data["card"]))
            elif event.kind == "new_hand":
                plays = []
        for s in range(4):
            players[s].observe(game.view(s))
        yield game, plays


def in_play(game: Hokm, seat: int) -> bool:
    return not game.is_over() and game.view(seat)["phase"] == "play"


def test_memory_holds_every_card_played_this_hand() -> None:
    memory = HokmMemory()
    for game, plays in states(seed=3):
        view = game.view(2)
        memory.observe(view)
        if in_play(game, 2):
            done = sum(view["tricks"])
            seen = [play for trick in memory.completed(done) for play in trick] + memory.tricks.get(done, [])
            assert seen == plays


def test_memory_only_of_own_turns_misses_cards() -> None:
    full, turns_only = HokmMemory(), HokmMemory()
    missed = False
    for game, _ in states(seed=3):
        view = game.view(1)
        full.observe(view)
        if view["legal"]:
            turns_only.observe(view)
            done = sum(view["tricks"])
            missed |= len(turns_only.completed(done)) < len(full.completed(done))
    assert missed


def test_memory_ignores_repeated_and_older_views() -> None:
    memory = HokmMemory()
    views = [game.view(0) for game, _ in states(seed=8)][:30]
    for view in views:
        memory.observe(view)
    before = copy.deepcopy(memory)
    for view in views[20:30]:
        memory.observe(view)
    assert memory == before


def test_knowledge_records_shown_voids_and_the_table() -> None:
    memory = HokmMemory()
    for game, plays in states(seed=11):
        if not in_play(game, 0):
            continue
        k = knowledge(game.view(0), memory)
        cards = [(seat, encode(card, k.mode)) for seat, card in plays]
        for start in range(0, len(cards), 4):
            led = SUIT_OF[cards[start][1]]
            for seat, card in cards[start:start + 4]:
                assert k.played_by[seat] >> card & 1
                if SUIT_OF[card] != led:
                    assert k.voids[seat] >> led & 1
        assert k.trick == tuple(card for _, card in cards[len(cards) - len(cards) % 4:])


def test_sampled_worlds_agree_with_everything_seen() -> None:
    memories = [HokmMemory() for _ in range(4)]
    rng = random.Random(1)
    holders_checked = 0
    for step, (game, _) in enumerate(states(seed=4)):
        for seat in range(4):
            memories[seat].observe(game.view(seat))
        if not in_play(game, 0) or step % 3:
            continue
        for seat in range(4):
            k = knowledge(game.view(seat), memories[seat])
            dealt = worlds(k, rng)
            for hands in (sample_world(k, rng), next(dealt), next(dealt), next(dealt)):
                agrees_with(k, hands)
            holders_checked += k.revealed is not None and k.revealed_holder == seat
    assert holders_checked  # the match has a middle-card hand, seen from its holder's seat too


def agrees_with(k: Knowledge, hands: list[int]) -> None:
    assert hands[k.seat] == k.hand
    assert [h.bit_count() for h in hands] == list(k.hand_sizes)
    held = hands[0] | hands[1] | hands[2] | hands[3]
    assert not held & k.played
    assert held | k.played == ALL
    for other in range(4):
        for s in range(4):
            if k.voids[other] >> s & 1:
                assert not hands[other] & SUIT_MASKS[s]
    if k.revealed is not None:
        assert hands[k.revealed_holder] >> k.revealed & 1


def test_sampled_hakem_tends_to_hold_trumps() -> None:
    game = Hokm({"partner_middle_card": False}, 4, 9)
    hakem = game.hakem
    game.apply(hakem, "t:H")
    seat = (hakem + 1) % 4
    k = knowledge(game.view(seat), HokmMemory())
    rng = random.Random(2)
    tm = trump_mask(k.trump)
    hakem_trumps = sum((sample_world(k, rng)[hakem] & tm).bit_count() for _ in range(300)) / 300
    unseen_trumps = (tm & ~k.hand).bit_count()
    assert hakem_trumps > unseen_trumps / 3 + 0.5
    assert declaration_likelihood(5, 13, 0) == declaration_likelihood(5, 13, 1) == 0


def true_hands(game: Hokm, mode: str) -> list[int]:
    return [mask_of(encode(c, mode) for c in hand) for hand in game.hands]


def test_rule_players_plays_are_no_surprise_in_the_true_deal() -> None:
    memories = [HokmMemory() for _ in range(4)]
    checked = 0
    for game, _ in states(seed=8):
        for seat in range(4):
            memories[seat].observe(game.view(seat))
        if in_play(game, 0):
            k = knowledge(game.view(0), memories[0])
            checked += k.history is not None and len(k.history) > 2
            assert Evidence(k).surprises(true_hands(game, k.mode)) == 0
    assert checked


def test_sampled_worlds_explain_the_opponents_plays_better_than_a_blind_deal() -> None:
    memories = [HokmMemory() for _ in range(4)]
    rng = random.Random(4)
    weighted = blind = 0
    for step, (game, _) in enumerate(states(seed=10)):
        for seat in range(4):
            memories[seat].observe(game.view(seat))
        if in_play(game, 1) and sum(game.tricks) >= 3 and step % 2:
            k = knowledge(game.view(1), memories[1])
            dealt = _place(k, rng, respect_voids=True)
            if dealt is not None:
                weighted += Evidence(k).surprises(sample_world(k, rng))
                blind += Evidence(k).surprises(dealt)
    assert weighted < blind * 0.7


def test_memory_rebuilt_from_the_record_matches_the_live_one() -> None:
    live = HokmMemory()
    for step, (game, _) in enumerate(states(seed=6)):
        live.observe(game.view(1))
        if step % 37 == 0:
            assert replayed_memory(game.record(), 1) == live



def test_a_kept_memory_is_the_replayed_one_even_after_a_move_is_taken_back() -> None:
    game, rng = Hokm({"sets_to_win": 2}, 4, 31), random.Random(31)
    for step in range(260):
        seat = min(game.to_act())
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        if step % 23 == 0:
            for s in range(4):
                assert recollection(game, s) == replayed_memory(game.record(), s)
    taken_back = Hokm.replay({**game.record(), "actions": game.record()["actions"][:200]})
    assert recollection(taken_back, 2) == replayed_memory(taken_back.record(), 2)
