"""Words the table draws, Textual-free: politicians, arenas, districts, card titles and
texts, lessons, in the language spoken."""
