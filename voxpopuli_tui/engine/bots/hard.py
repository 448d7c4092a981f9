"""The Hard level: the information-set search of `search` at its default think budget.

Hard samples worlds from its seat's information set, plays Normal's best few candidates on each
with a fast playout policy three turns deep, and judges the result with the evaluation
learned from games (`evaluation`). Its budget is seconds per decision (`--think`); card windows,
where passing is nearly always right, get a quarter of it.
"""

from __future__ import annotations

from .search import CANDIDATES, DEFAULT_THINK, DEPTH_TURNS, SearchBot


class HardBot(SearchBot):
    """The Hard level (see `search.SearchBot`)."""


__all__ = ["CANDIDATES", "DEFAULT_THINK", "DEPTH_TURNS", "HardBot"]
