"""The turn banner: whose turn, which phase, and the warnings that the end is near (R28).

R28: the game ends after the turn in which a politician reaches the popularity target or every
club is empty. The banner says LAST TURN once the engine says so, and before that warns when a
living politician is two points from the target or when the clubs are nearly empty.
"""

from __future__ import annotations

from rich.text import Text

from voxpopuli_tui.engine import POLITICIANS, SeatView
from voxpopuli_tui.engine import prompts as p

from ..style import ACTIVE, who
from .view_widget import ViewWidget

#: A politician this close to the target is worth a warning.
NEAR_TARGET = 2
#: At most this many pieces in the fullest club: about two turns each are left.
NEAR_EMPTY = 4
PHASES: dict[str, str] = {
    p.COLISEUM: "Setup: Coliseums",
    p.DESIGNATE: "Phase 1: designate a district",
    p.SUPPORTER: "Phase 1: Supporter",
    p.GLADIATOR: "Phase 1: Gladiator",
    p.MATCH: "Phase 2: match or not",
    p.VOTE: "Phase 2: secret vote",
    p.STARS: "Phase 2: Stars",
    p.ELIM_SUPPORTER: "Phase 2: consequences",
    p.ELIM_GLADIATOR: "Phase 2: consequences",
    p.HANDS: "Show of hands",
    p.PLEDGE: "Show of hands",
    p.GAIN: "Phase 3: gain",
}
PHASE_OF_STATE = {"phase1": "Phase 1", "phase2": "Phase 2", "vote": "Phase 2: vote",
                  "phase3": "Phase 3", "over": "Game over"}


def warnings(view: SeatView) -> list[str]:
    """The end-of-game warnings of this view, most urgent first (R28)."""
    if view.over:
        return []
    out: list[str] = []
    if view.last_turn:
        out.append("LAST TURN")
    near = [i for i, pop in enumerate(view.popularity)
            if not view.dead[i] and pop >= view.target - NEAR_TARGET]
    if near and not view.last_turn:
        out.append(", ".join(f"{POLITICIANS[i]} at {view.popularity[i]}" for i in near)
                   + f" (the game ends at {view.target})")
    fullest = max((sum(n for _, n in pl.club_pieces) for pl in view.players), default=0)
    if fullest <= NEAR_EMPTY and not view.last_turn:
        out.append(f"clubs nearly empty ({fullest} piece{'s' if fullest != 1 else ''} "
                   "in the fullest)")
    return out


def phase_name(view: SeatView) -> str:
    if view.pending is not None and view.pending.kind in PHASES:
        return PHASES[view.pending.kind]
    if view.pending is not None and view.pending.kind == p.WINDOW:
        return PHASE_OF_STATE.get(view.phase, view.phase) + ": card window"
    return PHASE_OF_STATE.get(view.phase, view.phase)


def render_banner(view: SeatView, width: int = 100) -> Text:
    """`TURN 5  ▶ Aurelia [P]  Phase 1: Gladiator` and the warnings, right-aligned."""
    out = Text()
    out.append(f" TURN {view.turn} ", style="bold reverse")
    out.append(f"  {ACTIVE} ", style="bold")
    name = who(view, view.active)
    name.stylize("bold")
    out.append_text(name)
    out.append("  ")
    out.append(phase_name(view), style="italic")
    alerts = warnings(view)
    if alerts:
        text = Text(" · ".join(alerts), style="bold")
        text.stylize("reverse", 0, len("LAST TURN") if view.last_turn else 0)
        room = width - out.cell_len - 2
        if text.cell_len > room:  # drop the reasons before the facts
            text = Text(" · ".join(a.split(" (")[0] for a in alerts), style="bold")
            text.stylize("reverse", 0, len("LAST TURN") if view.last_turn else 0)
        out.append(" " * max(2, width - out.cell_len - text.cell_len))
        out.append_text(text)
    out.truncate(width, overflow="ellipsis")
    return out


class TurnBanner(ViewWidget):
    """One line across the top of the table; the warnings take the warning colour."""

    DEFAULT_CSS = """
    TurnBanner { height: 1; background: $primary 35%; color: $foreground;
                 text-wrap: nowrap; }
    TurnBanner.-warn { background: $warning 30%; }
    TurnBanner.-last { background: $error 45%; }
    """

    def show(self, view: SeatView) -> None:
        alerts = warnings(view)
        self.set_class(bool(alerts) and not view.last_turn, "-warn")
        self.set_class(view.last_turn and not view.over, "-last")
        super().show(view)

    def draw(self, view: SeatView, width: int) -> Text:
        return render_banner(view, width or 100)

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return 1
