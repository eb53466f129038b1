"""Drawing the Golf table."""
