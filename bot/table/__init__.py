"""A table: its record, its one writer, and the house rules it is opened under."""
