"""How each game looks in Telegram: one module (or package) per game, whose `ENTRY` plugs it into the bot
(`bot.plugin`), listed in `bot/registry.py`."""
