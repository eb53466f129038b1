# Sourced by the run scripts: make sure .venv exists and holds what pyproject.toml asks for, at the versions
# constraints.txt pins. CARDBOT_VENV names another virtual environment to use as it is, installing nothing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ -n "${CARDBOT_VENV:-}" ]; then
  venv="$CARDBOT_VENV"
  return 0
fi
extras="${1:-}"
python="${PYTHON:-python3}"
"$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
  || { echo "Python 3.11 or newer is needed (set PYTHON=/path/to/python3.11)" >&2; exit 1; }
venv="$root/.venv"
[ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
stamp="$venv/.installed${extras:+-$extras}"
pins="$root/constraints.txt"
if [ ! -f "$stamp" ] || [ "$root/pyproject.toml" -nt "$stamp" ] || [ "$pins" -nt "$stamp" ]; then
  "$venv/bin/python" -m pip install --quiet -c "$pins" --upgrade pip
  "$venv/bin/python" -m pip install --quiet -c "$pins" -e "$root${extras:+[$extras]}"
  touch "$stamp"
fi
