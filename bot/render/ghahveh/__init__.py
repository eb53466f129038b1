"""How a Ghahveh table is drawn."""
