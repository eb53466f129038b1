"""Players see what they saw before: the same seeds give the same computer choices, texts, keyboards and images
as recorded in tests/seen.json (`python -m tests.seen` records anew, for a change that is meant). The record is
checked a part at a time (`tests.seen.parts`), so that the parts run side by side."""

from __future__ import annotations

import json

import pytest

from tests.seen import RECORD, collect, differences, part_of, parts

RECORDED: dict[str, str] = json.loads(RECORD.read_text())
PARTS = parts()


@pytest.mark.parametrize("part", list(PARTS))
def test_what_players_see_is_unchanged(part: str) -> None:
    changed = differences({k: v for k, v in RECORDED.items() if part_of(k) == part}, collect(PARTS[part]()))
    assert not changed, "\n".join(changed[:20])


def test_every_recorded_entry_belongs_to_a_part() -> None:
    assert {part_of(key) for key in RECORDED} <= set(PARTS)
