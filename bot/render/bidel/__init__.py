"""The Bi-Del table image."""
