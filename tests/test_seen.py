"""Players see what they saw before: the same seeds give the same computer choices, texts, keyboards and images
as recorded in tests/seen.json (`python -m tests.seen` records anew, for a change that is meant)."""

from __future__ import annotations

import json

from tests.seen import RECORD, differences, record


def test_what_players_see_is_unchanged() -> None:
    changed = differences(json.loads(RECORD.read_text()), record())
    assert not changed, "\n".join(changed[:20])
