#!/usr/bin/env bash
# Run the bot (long polling). Needs TELEGRAM_BOT_TOKEN; see .env.example for the other settings.
source "$(dirname "$0")/scripts/venv.sh"
[ -f "$root/.env" ] && { set -a; source "$root/.env"; set +a; }
exec "$venv/bin/python" -m bot "$@"
