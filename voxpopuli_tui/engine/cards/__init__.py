"""The 55 event cards: generic playability in `registry`, effects in themed modules.

Each themed module declares its cards' `RULES`; `rulebook` lists them (nothing registers itself).
"""
