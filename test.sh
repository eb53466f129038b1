#!/usr/bin/env bash
# Lint, type-check and run every test in parallel (`-n auto`: tests/conftest.py says how many workers; `-n 0` runs
# pytest in one process). Extra arguments go to pytest.
source "$(dirname "$0")/scripts/venv.sh" dev
cd "$root"
# Let Python keep compiled modules and pytest its rewritten test modules in __pycache__: without them each pytest
# process compiles the whole suite again, 7 s of CPU every run and every worker.
unset PYTHONDONTWRITEBYTECODE
"$venv/bin/ruff" check bot tests benchmarks
"$venv/bin/mypy"
# `--dist load --maxschedchunk 1` hands the tests out a few at a time in the order collected, so the end-to-end tests,
# the longest, start first on every worker and the quick ones fill in around them (handed out in large chunks, or
# with `worksteal`, they ran one after another on one worker).
exec "$venv/bin/python" -m pytest -n auto --dist load --maxschedchunk 1 "$@"
