"""Saves in the app: the save flow, one live session per save (its lock), the quit guard,
and their screens (load, watch, quit)."""
