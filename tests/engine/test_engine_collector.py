"""The simulator's collector settings: rarer passes while games are played, restored after."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from voxpopuli_tui.engine.sim import FULL_COLLECTION_EVERY, YOUNG_COLLECTION_AFTER, simulate


@pytest.fixture
def unfrozen() -> Iterator[None]:
    gc.unfreeze()
    yield
    gc.unfreeze()


def _run_watching() -> list[tuple[tuple[int, int, int], int]]:
    seen: list[tuple[tuple[int, int, int], int]] = []

    def watch(_index: int, _game: object) -> None:
        seen.append((gc.get_threshold(), gc.get_freeze_count()))

    simulate(2, 3, 5, on_game=watch)
    return seen


def test_a_run_makes_passes_rarer_and_freezes_what_lived_before(unfrozen: None) -> None:
    seen = _run_watching()
    assert len(seen) == 2
    for (young, _middle, full), frozen in seen:
        assert young >= YOUNG_COLLECTION_AFTER and full >= FULL_COLLECTION_EVERY
        assert frozen > 0


def test_a_run_leaves_the_collector_as_it_found_it(unfrozen: None) -> None:
    before = gc.get_threshold()
    _run_watching()
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_a_callers_frozen_objects_stay_frozen(unfrozen: None) -> None:
    gc.freeze()
    frozen = gc.get_freeze_count()
    seen = _run_watching()
    assert all(count == frozen for _, count in seen)
    assert gc.get_freeze_count() == frozen
