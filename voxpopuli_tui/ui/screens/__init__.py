"""Screens of the hot-seat app."""
