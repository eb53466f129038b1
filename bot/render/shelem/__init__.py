"""The Shelem table image."""
