# Sourced by the run scripts: make sure .venv exists and holds what pyproject.toml asks for.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
extras="${1:-}"
python="${PYTHON:-python3}"
"$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
  || { echo "Python 3.11 or newer is needed (set PYTHON=/path/to/python3.11)" >&2; exit 1; }
venv="$root/.venv"
[ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
stamp="$venv/.installed${extras:+-$extras}"
if [ ! -f "$stamp" ] || [ "$root/pyproject.toml" -nt "$stamp" ]; then
  "$venv/bin/python" -m pip install --quiet --upgrade pip
  "$venv/bin/python" -m pip install --quiet -e "$root${extras:+[$extras]}"
  touch "$stamp"
fi
