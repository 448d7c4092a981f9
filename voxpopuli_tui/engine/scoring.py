"""End of the game: the Emperor, the compartments opened, scores and tie-breaks (R28, R29)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .constants import POLITICIANS, Phase
from .events import EventKind

if TYPE_CHECKING:
    from .core import Core
    from .state import GameState


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game."""

    emperor: int | None  # politician index; None only if every politician died
    popularity: tuple[int, ...]
    dead: tuple[bool, ...]
    scores: tuple[int, ...]  # per seat: value in the Emperor's compartment
    supporters: tuple[int, ...]  # per seat: value of Supporters on the map (tie-break)
    tie_break: str  # "none", "supporters" or "joint"
    winners: tuple[int, ...]

    @property
    def emperor_name(self) -> str:
        """The Emperor's name, or a dash."""
        return "-" if self.emperor is None else POLITICIANS[self.emperor]


def emperor_of(state: GameState) -> int | None:
    """R29: the living politician with most popularity; ties by precedence (list order)."""
    best: int | None = None
    for p in range(len(POLITICIANS)):
        if state.dead[p]:
            continue
        if best is None or state.popularity[p] > state.popularity[best]:
            best = p
    return best


def compute_outcome(state: GameState) -> Outcome:
    """R29: scores in the Emperor's compartment (decoys 0); ties by Supporters on the map."""
    n = state.n
    emperor = emperor_of(state)
    scores = [0] * n
    if emperor is not None:
        for ins in state.slots[emperor]:
            scores[ins.seat] += ins.value
    supporters = [0] * n
    for owner, value in zip(state.owner, state.value, strict=True):
        if 0 <= owner < n:
            supporters[owner] += value
    top = max(scores)
    tied = [s for s in range(n) if scores[s] == top]
    tie_break = "none"
    if len(tied) > 1:
        best = max(supporters[s] for s in tied)
        tied = [s for s in tied if supporters[s] == best]
        tie_break = "supporters" if len(tied) == 1 else "joint"
    return Outcome(
        emperor=emperor,
        popularity=tuple(state.popularity),
        dead=tuple(state.dead),
        scores=tuple(scores),
        supporters=tuple(supporters),
        tie_break=tie_break,
        winners=tuple(tied),
    )


def finish(game: Core) -> None:
    """End the game: open the compartments and name the winners."""
    st = game.state
    st.over = True
    st.phase = Phase.OVER
    st.pending = None
    st.stack.clear()
    out = compute_outcome(st)
    game.log(f"The game is over. {out.emperor_name} is proclaimed Emperor.", EventKind.END)
    for p in range(len(POLITICIANS)):
        pieces = ", ".join(
            f"{game.name(i.seat)} {'decoy' if i.decoy else i.value}" for i in st.slots[p]
        )
        game.log(f"{POLITICIANS[p]}'s compartment: {pieces or 'empty'}.", EventKind.END)
    scores = ", ".join(f"{game.name(s)} {out.scores[s]}" for s in range(st.n))
    game.log(f"Scores in {out.emperor_name}'s compartment: {scores}.", EventKind.END)
    names = " and ".join(game.name(s) for s in out.winners)
    if out.tie_break == "joint":
        game.log(f"{names} are joint winners (still tied on Supporters).", EventKind.END)
    elif out.tie_break == "supporters":
        game.log(f"{names} wins on the Supporters tie-break.", EventKind.END)
    else:
        game.log(f"{names} is the Lanista of Rome and wins the game.", EventKind.END)
