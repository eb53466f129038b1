"""How Hokm is searched and played by the computer."""
