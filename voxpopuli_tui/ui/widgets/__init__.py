"""Widgets: each draws one part of a `SeatView`, nothing else."""
