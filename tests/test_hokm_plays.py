"""The data for a learned Hokm policy: each line is a card the searching player chose, with the knowledge of its
seat alone, the candidates it weighed and their totals, and the same arguments write the same lines."""

from __future__ import annotations

from benchmarks.hokm_plays import plays
from bot.ai.hokm.search import Budget

QUICK = Budget(playouts=48, min_worlds=4, max_worlds=8)


def test_each_line_is_a_searched_choice_from_what_its_seat_knew() -> None:
    lines = list(plays(1, 3, QUICK))
    assert {line["seat"] for line in lines} == {0, 1, 2, 3}
    for line in lines:
        candidates, totals = line["candidates"], line["totals"]
        assert len(candidates) == len(totals) >= 2 and line["worlds"] >= QUICK.min_worlds
        assert all(line["hand"] >> card & 1 for card in candidates), "a candidate is a card of the seat's hand"
        assert line["card"] in candidates and totals[candidates.index(line["card"])] == max(totals)
        assert not line["hand"] & line["played"], "the hand holds no card already played"
    assert list(plays(1, 3, QUICK)) == lines
