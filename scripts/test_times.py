"""Where the test suite's time goes: the slowest tests, and the time per file, per group (conformance, rules, render,
UI, e2e, ...) and per game, in wall clock and CPU. Run from the repository root; extra arguments go to pytest:

    .venv/bin/python -m scripts.test_times -m "not slow" -n auto   # run pytest, then report
    .venv/bin/python -m scripts.test_times --xml times.xml         # report on a junit XML an earlier run kept

A test's wall time is pytest's own (setup, call and teardown); its CPU time is the test process's, measured by this
module, which the run loads into pytest (and into each xdist worker) as a plugin. The run's CPU time is that of
pytest and every process it waited for; a server that detaches itself (PostgreSQL's postmaster) is not counted.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections import defaultdict
from collections.abc import Generator, Iterable
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.game_marks import games_of

ROOT = Path(__file__).resolve().parent.parent

# A file's group: the first pattern its path matches.
GROUPS = [
    ("e2e", r"tests/e2e/"),
    ("conformance", r"test_(conformance|protocol_harness|seen|refusals)\.py"),
    ("render", r"test_(render_\w+|legibility|trick_line)\.py"),
    ("ui", r"test_(ui_\w+|callbacks|selection|i18n|hand_replay)\.py"),
    ("ai", r"test_(\w+_ai|ai_\w+|\w+_sampling)\.py"),
    ("playthrough", r"test_\w+_playthrough\.py"),
    ("rules", r"test_(\w+_(rules|examples|options|powers|two)|hokm_\w+|auction|cards|chips|piles_\w+)\.py"),
    ("fortune", r"test_fortune_\w+\.py"),
    ("store", r"test_(store|saving|workers|ratings|startup)\.py"),
    ("bot api", r"test_(fakebot|feed|outbound|packaging)\.py"),
]


# --- the plugin: runs inside pytest -------------------------------------------------------------------------------

_started = pytest.StashKey[float]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Generator[None, object, object]:
    item.stash[_started] = time.process_time()
    return (yield)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, pytest.TestReport,
                                                                                           pytest.TestReport]:
    report = yield
    if call.when == "teardown" and _started in item.stash:
        # junitxml writes the teardown report's properties into the test's <testcase>.
        report.user_properties.append(("cpu", f"{time.process_time() - item.stash[_started]:.3f}"))
    return report


# --- the report ---------------------------------------------------------------------------------------------------


@dataclass
class Case:
    file: str
    name: str
    wall: float
    cpu: float
    outcome: str


def read(xml: Path) -> list[Case]:
    cases = []
    for case in ET.parse(xml).getroot().iter("testcase"):
        module = case.get("classname", "")
        file = module.split(".")
        # classname is the dotted module, then any class: keep the module's part as a path.
        while file and not (ROOT / Path(*file)).with_suffix(".py").exists():
            file.pop()
        cpu = next((float(p.get("value", 0)) for p in case.iter("property") if p.get("name") == "cpu"), 0.0)
        outcome = next((child.tag for child in case if child.tag in ("failure", "error", "skipped")), "passed")
        cases.append(Case("/".join(file) + ".py", case.get("name", ""), float(case.get("time", 0)), cpu, outcome))
    return cases


def group(file: str) -> str:
    return next((name for name, pattern in GROUPS if re.search(pattern, file)), "other")


def game(case: Case) -> str:
    return next(iter(games_of(Path(case.file).name, case.name)), "-")


def table(title: str, rows: Iterable[tuple[str, list[Case]]], limit: int | None = None) -> None:
    ordered = sorted(rows, key=lambda row: -sum(c.wall for c in row[1]))
    print(f"\n{title:<58} {'tests':>6} {'wall s':>8} {'cpu s':>8}")
    for key, cases in ordered[:limit]:
        print(f"{key:<58} {len(cases):>6} {sum(c.wall for c in cases):>8.1f} {sum(c.cpu for c in cases):>8.1f}")
    if limit is not None and len(ordered) > limit:
        rest = [c for _, cases in ordered[limit:] for c in cases]
        print(f"{f'({len(ordered) - limit} more)':<58} {len(rest):>6} {sum(c.wall for c in rest):>8.1f} "
              f"{sum(c.cpu for c in rest):>8.1f}")


def by(cases: list[Case], key: str) -> list[tuple[str, list[Case]]]:
    found: dict[str, list[Case]] = defaultdict(list)
    for case in cases:
        found[{"file": case.file, "group": group(case.file), "game": game(case)}[key]].append(case)
    return list(found.items())


def report(cases: list[Case], slowest: int, files: int) -> None:
    outcomes: dict[str, int] = defaultdict(int)
    for case in cases:
        outcomes[case.outcome] += 1
    print(f"{len(cases)} tests: " + ", ".join(f"{n} {outcome}" for outcome, n in sorted(outcomes.items())))
    print(f"\n{'slowest tests':<84} {'wall s':>7} {'cpu s':>7}")
    for case in sorted(cases, key=lambda c: -c.wall)[:slowest]:
        name = f"{case.file.removeprefix('tests/')}::{case.name}"
        print(f"{name[:84]:<84} {case.wall:>7.2f} {case.cpu:>7.2f}")
    table("group", by(cases, "group"))
    table("game", by(cases, "game"))
    table("file", by(cases, "file"), files)


def run(pytest_args: list[str], xml: Path) -> int:
    """Run pytest with this module as a plugin (in each xdist worker too) and print its wall clock and CPU time;
    returns pytest's exit code."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    command = [sys.executable, "-m", "pytest", "-p", "scripts.test_times", f"--junitxml={xml}", *pytest_args]
    code = subprocess.call(command, cwd=ROOT)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    print(f"\npytest {' '.join(pytest_args)}: exit {code}, wall {wall:.0f} s, cpu {cpu:.0f} s "
          f"(on {os.cpu_count()} cores, load {' '.join(f'{x:.1f}' for x in os.getloadavg())})")
    return code


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--xml", type=Path, help="report on this junit XML; without pytest arguments, run nothing")
    parser.add_argument("--slowest", type=int, default=30)
    parser.add_argument("--files", type=int, default=40, help="how many files to list, slowest first")
    args, pytest_args = parser.parse_known_args()
    code = 0
    if args.xml is None or pytest_args:
        xml = args.xml or Path(tempfile.mkdtemp(prefix="test-times-")) / "junit.xml"
        code = run(pytest_args, xml)
    else:
        xml = args.xml
    report(read(xml), args.slowest, args.files)
    return code


if __name__ == "__main__":
    sys.exit(main())
