"""Whole 4-player games with cards through the UI: secrets kept, every roll and vote prompted."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tests.app.games.test_full_games import _set_up
from tests.support.cards_driver import card_step, top_text
from tests.support.driver import seeded_pick
from tests.support.secrecy import check_cards_secret
from voxpopuli_tui.engine import Ruleset
from voxpopuli_tui.engine.cards.slots import no_card_this_turn
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.screens.end import EndScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.title import TitleScreen

SIZE = (120, 40)
PROMPTS = {"roll": "RIGGING or MATCH RIGGED?", "hands": "CENSORSHIP or CHEATING?"}


def is_event(event: Any, kind: str) -> bool:
    """A die roll ("Die for …"), or a line of a show-of-hands vote."""
    if kind == "roll":
        return event.kind == "roll" and event.text.startswith("Die for")
    return event.kind == "hands"


class Watcher:
    """After each step: secrets kept; each roll and each show of hands is prompted on the table."""

    def __init__(self) -> None:
        self.prompted: dict[str, set[int]] = {"roll": set(), "hands": set()}
        self.exempt: set[int] = set()
        self.seen: set[int] = set()
        self.seen_counts: set[int] = set()
        #: show-of-hands counts no human could answer (their window passed by itself)
        self.unanswerable: set[int] = set()
        self.checked = 0

    def __call__(self, app: VoxPopuliApp) -> None:
        self.checked += check_cards_secret(app)
        table = app.table
        if table is None or table.game.is_over:
            return
        p = table.game.state.pending
        window = p.window if p is not None and p.kind == "window" else None
        if window in PROMPTS and isinstance(app.screen, MainScreen):
            assert PROMPTS[window] in top_text(app), top_text(app)
            kind = "roll" if window == "roll" else "hands"
            seq = max(e.seq for e in table.public().log if is_event(e, kind))
            self.prompted[kind].add(seq)
        if no_card_this_turn(table.game.state.turn_state.cards):
            self.exempt |= {e.seq for e in table.public().log if is_event(e, "roll")}
        # A roll nobody at the keyboard can answer (no human holds RIGGING or MATCH RIGGED)
        # passes by itself: not prompted. Hands do not change meanwhile.
        riggers = [s for s in table.humans()
                   if {"RIGGING", "MATCH_RIGGED"} & set(table.view(s).hand)]
        rolls = {e.seq for e in table.public().log if is_event(e, "roll")}
        if not riggers:
            self.exempt |= rolls - self.seen
        self.seen |= rolls
        # the same for a show of hands nobody at the keyboard can answer (CENSORSHIP, CHEATING)
        answer = [s for s in table.humans()
                  if {"CENSORSHIP", "CHEATING"} & set(table.view(s).hand)]
        counts = {e.seq for e in table.public().log if e.kind == "hands" and "the count" in e.text}
        if not answer:
            self.unanswerable |= counts - self.seen_counts
        self.seen_counts |= counts

    def assert_every_roll_prompted(self, app: VoxPopuliApp) -> int:
        assert app.table is not None
        rolls = {e.seq for e in app.table.public().log if is_event(e, "roll")} - self.exempt
        missing = sorted(rolls - self.prompted["roll"])
        log = app.table.public().log
        assert not missing, [e.text for e in log if missing[0] - 8 <= e.seq <= missing[0] + 4]
        return len(rolls)


def votes_prompted(app: VoxPopuliApp, watcher: Watcher) -> None:
    """Every show-of-hands vote (its count line) came after a prompted reaction window."""
    assert app.table is not None
    counts = [e.seq for e in app.table.public().log if e.kind == "hands" and "the count" in e.text
              and e.seq not in watcher.unanswerable]
    for seq in counts:
        assert any(p < seq for p in watcher.prompted["hands"])
    assert len(watcher.prompted["hands"]) >= len(counts)


async def run_game(pilot, app: VoxPopuliApp, seed: int, watcher: Watcher, limit: int = 20000):
    rng = random.Random(seed)
    pick = seeded_pick(seed)
    for _ in range(limit):
        watcher(app)
        if await card_step(pilot, app, pick, rng) == "end":
            return
    raise AssertionError("the game did not end")


def played(app: VoxPopuliApp) -> list[str]:
    assert app.table is not None
    return [e.text for e in app.table.public().log if e.kind == "card"]


@pytest.mark.parametrize("seed", [5, 8])
async def test_secrets_and_reaction_prompts_through_a_game(seed: int) -> None:
    ruleset = Ruleset.default(4, seed=seed, coliseum_placement="random", first_player=0)
    app = create_app(ruleset)
    watcher = Watcher()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await run_game(pilot, app, seed, watcher)
        assert isinstance(app.screen, EndScreen)
        watcher.assert_every_roll_prompted(app)
        votes_prompted(app, watcher)
        assert len(played(app)) >= 3, played(app)
    assert watcher.checked > 100


async def test_complete_game_with_cards_from_title_to_end() -> None:
    app = create_app()
    watcher = Watcher()
    async with app.run_test(size=SIZE) as pilot:
        await _set_up(pilot, app, 4, True, 31)
        assert app.table is not None and app.table.game.cards_on
        await run_game(pilot, app, 31, watcher)
        assert isinstance(app.screen, EndScreen)
        cards = played(app)
        assert len(cards) >= 3, cards
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
