from collections.abc import Iterator

import pytest
from PIL import features

from bot.render import text
from bot.render.text import Typesetter
from tests.fakebot.fixtures import fake_telegram  # noqa: F401


@pytest.fixture(params=["raqm", "basic"])
def layout(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Image tests that ask for it run through both text layout paths: raqm, and the fallback without it."""
    if request.param == "raqm" and not features.check("raqm"):
        pytest.skip("Pillow cannot load raqm (libfribidi) here")
    monkeypatch.setattr(text, "_active", Typesetter(raqm=request.param == "raqm"))
    yield request.param
