"""How long one Hokm table image takes to draw and encode, and how large it is.

The sprites (card faces, names, labels) are drawn by the first render and cached, as in the running bot, so the
figures are for a table whose players have been seen before; the first render is reported apart. Run from the
repository root:

    .venv/bin/python benchmarks/render_table.py [--runs 200] [--lang fa] [--profile]
"""

from __future__ import annotations

import argparse
import cProfile
import os
import platform
import pstats
import statistics
import time

from PIL import features

from bot.render.hokm.table import render_hokm_table
from tests.scenes import hokm as scenes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--lang", choices=("fa", "en"), default="fa")
    parser.add_argument("--profile", action="store_true", help="print where the time goes")
    args = parser.parse_args()
    view = scenes.play_hokm(4, scenes.mid_trick)
    names = scenes.MIXED_NAMES

    started = time.perf_counter()
    image = render_hokm_table(view, names, args.lang)
    first = (time.perf_counter() - started) * 1000

    if args.profile:
        profile = cProfile.Profile()
        profile.runcall(lambda: [render_hokm_table(view, names, args.lang) for _ in range(args.runs)])
        pstats.Stats(profile).sort_stats("cumulative").print_stats(25)
        return

    times = []
    for _ in range(args.runs):
        started = time.perf_counter()
        image = render_hokm_table(view, names, args.lang)
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * len(times)) - 1)]
    print(f"machine: {os.cpu_count()} CPUs, {platform.platform()}, Python {platform.python_version()}")
    print(f"layout: {'raqm' if features.check('raqm') else 'basic (arabic_reshaper + python-bidi)'}")
    print(f"first render (fonts and sprites cold): {first:.0f} ms")
    print(f"draw + encode over {args.runs} runs: median {statistics.median(times):.1f} ms, p95 {p95:.1f} ms")
    print(f"image: {len(image) / 1024:.0f} KB JPEG, 800 x 760")


if __name__ == "__main__":
    main()
