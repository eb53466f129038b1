"""How a Hokm table and its scoreboard are drawn."""
