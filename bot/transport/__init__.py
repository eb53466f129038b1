"""Talking to Telegram: the request layer, each chat's budget of calls, and the feeds that pace them."""
