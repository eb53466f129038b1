"""The Klaberjass table image."""
