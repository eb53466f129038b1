"""Drawing the Shaitan table."""
