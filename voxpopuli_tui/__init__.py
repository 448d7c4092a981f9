"""Vox Populi: a terminal edition of the 1998 board game by Francis Pacherie (Tilsit)."""

__version__ = "0.1.0"
