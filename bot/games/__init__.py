"""Pure game rules: no Telegram, no asyncio, no Pillow, no SQL. The games the bot offers are listed in
`bot/registry.py`."""
