"""A throwaway PostgreSQL server for the tests: a cluster initialised in a temporary directory, listening only on a
unix socket there, stopped and removed after. PostgreSQL will not run as root: as root, it runs as `postgres`."""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

USER = "cards"


def binaries() -> Path | None:
    """Where initdb and pg_ctl are: on PATH, or in Debian's versioned directory (newest first)."""
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    return Path(versions[-1]).parent if versions else None


class Cluster:
    def __init__(self, bin_dir: Path) -> None:
        self.bin = bin_dir
        self.dir = Path(tempfile.mkdtemp(prefix="cardbot-pg-"))
        self.data = self.dir / "data"
        self._names = itertools.count(1)
        self.owner = pwd.getpwnam("postgres") if os.geteuid() == 0 else None
        if self.owner is not None:
            os.chown(self.dir, self.owner.pw_uid, self.owner.pw_gid)

    def _run(self, *command: str) -> None:
        prefix = ["runuser", "-u", "postgres", "--"] if self.owner is not None else []
        subprocess.run([*prefix, *command], check=True, capture_output=True, timeout=120)

    def start(self) -> Cluster:
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", USER, "--auth=trust", "--no-sync",
                  "-E", "UTF8", "--locale=C")
        # A test server: no durability to pay for, and room for a few workers' pools.
        options = f"-k {self.dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off " \
                  "-c full_page_writes=off -c max_connections=60"
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-o", options, "-l", str(self.dir / "log"),
                  "-w", "start")
        return self

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{USER}@/{database}?host={self.dir}"

    async def new_database(self) -> str:
        """The URL of a new, empty database."""
        import asyncpg

        name = f"t{os.getpid()}_{next(self._names)}"
        conn = await asyncpg.connect(self.url())
        try:
            await conn.execute(f"CREATE DATABASE {name}")
        finally:
            await conn.close()
        return self.url(name)

    def stop(self) -> None:
        try:
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)
