"""Drawing the Rummy table."""
