"""How a Bluff table is drawn."""
