import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import features

from bot.registry import GAMES
from bot.render import text
from bot.render.text import Typesetter
from tests.fakebot.fixtures import fake_telegram  # noqa: F401
from tests.game_marks import games_of
from tests.pgcluster import Cluster, binaries


def pytest_configure(config: pytest.Config) -> None:
    for game in GAMES:
        config.addinivalue_line("markers", f"{game}: a test about {game} (tests/game_marks.py)")


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto` (test.sh's): a worker a core, and when the end-to-end tests run, two a core. They spend most of
    their time waiting (for a turn's clock, a restart, the fake server's budgets), so a worker a core leaves the
    cores idle while they wait."""
    cores = len(os.sched_getaffinity(0))
    end_to_end = "not slow" not in (config.option.markexpr or "")
    return 2 * cores if end_to_end else cores


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        for game in games_of(item.path.name, item.name):
            item.add_marker(game)


@pytest.fixture(params=["raqm", "basic"])
def layout(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Image tests that ask for it run through both text layout paths: raqm, and the fallback without it."""
    if request.param == "raqm" and not features.check("raqm"):
        pytest.skip("Pillow cannot load raqm (libfribidi) here")
    monkeypatch.setattr(text, "_active", Typesetter(raqm=request.param == "raqm"))
    yield request.param


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[Cluster]:
    """One PostgreSQL server for every test that needs one (`.ci/run` installs Debian's postgresql package)."""
    found = binaries()
    if found is None:
        pytest.skip("PostgreSQL's initdb is not installed (Debian: apt-get install postgresql)")
    cluster = Cluster(found).start()
    yield cluster
    cluster.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
async def store_at(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a store test keeps its database: an SQLite file, then a new PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "bot.db")
    cluster: Cluster = request.getfixturevalue("pg_cluster")
    return await cluster.new_database()
