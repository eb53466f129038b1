# Sourced by the run scripts: make sure .venv exists and holds what pyproject.toml asks for, at the versions
# constraints.txt pins. CARDBOT_VENV names another virtual environment to use as it is, installing nothing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ -n "${CARDBOT_VENV:-}" ]; then
  venv="$CARDBOT_VENV"
  return 0
fi
extras="${1:-}"
# The interpreter: PYTHON if set, else the system's, else python3 on the PATH; the first that is 3.11 or newer and can
# make a virtual environment. The system's comes first because Debian links it statically and optimises it with
# profiles: it runs the tests a fifth faster than a shared-library build such as pyenv's, which is often first on
# the PATH.
python=""
for candidate in ${PYTHON:-/usr/bin/python3 python3}; do
  if "$candidate" -c 'import ensurepip, sys, venv; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    python="$candidate"
    break
  fi
done
[ -n "$python" ] \
  || { echo "Python 3.11 or newer, with venv, is needed (set PYTHON=/path/to/python3.11)" >&2; exit 1; }
venv="$root/.venv"
[ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
stamp="$venv/.installed${extras:+-$extras}"
pins="$root/constraints.txt"
if [ ! -f "$stamp" ] || [ "$root/pyproject.toml" -nt "$stamp" ] || [ "$pins" -nt "$stamp" ]; then
  "$venv/bin/python" -m pip install --quiet -c "$pins" --upgrade pip
  "$venv/bin/python" -m pip install --quiet -c "$pins" -e "$root${extras:+[$extras]}"
  touch "$stamp"
fi
