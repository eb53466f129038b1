#!/usr/bin/env bash
# Lint, type-check and run every test. Extra arguments go to pytest.
source "$(dirname "$0")/scripts/venv.sh" dev
cd "$root"
"$venv/bin/ruff" check bot tests benchmarks
"$venv/bin/mypy"
exec "$venv/bin/python" -m pytest "$@"
