"""`python -m benchmarks.profiled_bot`: the bot of tests/botprocess.py under cProfile, for load runs.

SIGUSR1 writes what the profiler has seen so far to the file named by BOT_PROFILE, and the bot carries on, so a
load run can take the profile and then kill the bot at any moment. cProfile sees the event loop's thread only:
work handed to other threads (table pictures are drawn with asyncio.to_thread) shows as time waited for.
"""

from __future__ import annotations

import cProfile
import os
import signal
from types import FrameType

from tests.botprocess import main


def run() -> None:
    profile = cProfile.Profile()

    def dump(signum: int, frame: FrameType | None) -> None:
        target = os.environ["BOT_PROFILE"]
        profile.disable()
        profile.dump_stats(target + ".part")
        os.replace(target + ".part", target)  # whoever waits for the file never reads half of it
        profile.enable()

    signal.signal(signal.SIGUSR1, dump)
    profile.runcall(main)


if __name__ == "__main__":
    run()
