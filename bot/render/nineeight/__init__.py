"""How a Nine-and-Eight table is drawn."""
