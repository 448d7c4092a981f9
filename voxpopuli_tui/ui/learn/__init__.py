"""Learn to play: the guide over a guided table, and the lessons' screens."""
