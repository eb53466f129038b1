"""Computer players for Ghahveh."""
