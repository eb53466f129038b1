#!/usr/bin/env bash
# Run the bot (long polling). Needs TELEGRAM_BOT_TOKEN; see .env.example for the other settings.
source "$(dirname "$0")/scripts/venv.sh"
# .env only fills in what the environment leaves unset: what the operator types on the command line wins.
if [ -f "$root/.env" ]; then
  while IFS= read -r -d '' setting; do
    name="${setting%%=*}"
    if [[ $name =~ ^[A-Za-z_][A-Za-z0-9_]*$ && -z ${!name+set} ]]; then
      export "$setting"
    fi
  done < <(set -a; source "$root/.env"; env -0)
fi
# This checkout's code, whichever virtual environment runs it.
export PYTHONPATH="$root${PYTHONPATH:+:$PYTHONPATH}"
exec "$venv/bin/python" -m bot "$@"
