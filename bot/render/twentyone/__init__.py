"""How a Twenty-One table is drawn."""
