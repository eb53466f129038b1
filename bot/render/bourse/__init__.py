"""How a Bourse table is drawn."""
