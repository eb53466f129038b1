"""A Telegram bot for Persian card games."""
