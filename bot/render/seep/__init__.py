"""The Seep table image."""
