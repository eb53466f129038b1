#!/usr/bin/env bash
# Move constraints.txt to the newest versions pyproject.toml allows: upgrade .venv, then pin what it holds.
# Run ./test.sh afterwards, and commit constraints.txt once it passes.
source "$(dirname "$0")/venv.sh" dev
"$venv/bin/python" -m pip install --quiet --upgrade --upgrade-strategy eager pip -e "$root[dev]"
pins="$root/constraints.txt"
{
  grep '^#' "$pins"
  "$venv/bin/python" -m pip freeze --all --exclude-editable | grep -v -e '^#' -e '^setuptools=='
} > "$pins.new"
mv "$pins.new" "$pins"
