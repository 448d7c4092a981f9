"""The guided game played once by the guide's suggestions, shared by the coach tests."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest

from voxpopuli_tui.coach.advice import Suggestion, explain, suggest
from voxpopuli_tui.coach.guided import GuidedRun, play_guided
from voxpopuli_tui.engine.actions import FREE_TYPES, Action
from voxpopuli_tui.engine.views import SeatView


@dataclass
class Advised:
    """One decision of the learner: its kind, the legal actions, the suggestion, and the
    explanations of up to three other legal choices."""

    kind: str
    legal: tuple[Action, ...]
    suggestion: Suggestion
    others: list[tuple[Action, str]] = field(default_factory=list)


@dataclass
class GuidedRecord:
    run: GuidedRun
    advised: list[Advised]


@pytest.fixture(scope="package")
def guided_record() -> GuidedRecord:
    advised: list[Advised] = []

    def learner(view: SeatView, legal: Sequence[Action]) -> Action:
        s = suggest(view, legal)
        assert view.pending is not None
        entry = Advised(view.pending.kind, tuple(legal), s)
        others = [a for a in legal if a.type not in FREE_TYPES and a != s.action]
        for a in others[:: max(1, len(others) // 3)][:3]:
            entry.others.append((a, explain(view, a)))
        advised.append(entry)
        return s.action

    return GuidedRecord(play_guided(learner), advised)
