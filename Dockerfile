# The bot in a container:
#   docker build -t cardbot .
#   docker run -e TELEGRAM_BOT_TOKEN=123:abc -v cardbot-var:/app/var cardbot
FROM python:3.11-slim-bookworm

# Persian text shaping. Pillow's wheel carries raqm and HarfBuzz but loads libfribidi at run time and falls back
# to its basic layout without it; the system libraqm and HarfBuzz serve a Pillow built against them.
RUN apt-get update \
    && apt-get install -y --no-install-recommends libfribidi0 libharfbuzz0b libraqm0 \
    && rm -rf /var/lib/apt/lists/*

ENV PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    CARDBOT_DATA=/app/data \
    BOT_DB=/app/var/cardbot.db

WORKDIR /app
COPY pyproject.toml README.md constraints.txt ./
COPY bot ./bot
# The versions constraints.txt pins, as ./bot.sh installs them.
RUN pip install -c constraints.txt .
# Fonts for the images; found through CARDBOT_DATA.
COPY data ./data

RUN useradd --create-home --uid 10001 cardbot \
    && mkdir var && chown cardbot var
USER cardbot
# The SQLite database (BOT_DB above).
VOLUME ["/app/var"]

CMD ["python", "-m", "bot"]
