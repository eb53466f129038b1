"""Thin PTB handlers: commands and the presses that are not moves."""
