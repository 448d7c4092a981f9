"""End of the game: the Emperor, the compartments opened, scores and tie-breaks (R28, R29)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .constants import POLITICIANS, Phase
from .events import EventKind
from .said import N_, Arg, Number, Parts, Politician, Said, Seat, Seats, Why

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
    emperor: Arg = Why("-") if out.emperor is None else Politician(out.emperor)
    game.say(N_("The game is over. {emperor} is proclaimed Emperor."), EventKind.END,
             emperor=emperor)
    for p in range(len(POLITICIANS)):
        pieces = tuple(
            Said(N_("{seat} decoy"), (("seat", Seat(i.seat)),)) if i.decoy
            else Said(N_("{seat} {value}"), (("seat", Seat(i.seat)), ("value", Number(i.value))))
            for i in st.slots[p]
        )
        game.say(N_("{politician}'s compartment: {pieces}."), EventKind.END,
                 politician=Politician(p), pieces=Parts(pieces, empty=N_("empty")))
    scores = tuple(
        Said(N_("{seat} {value}"), (("seat", Seat(s)), ("value", Number(out.scores[s]))))
        for s in range(st.n)
    )
    game.say(N_("Scores in {emperor}'s compartment: {scores}."), EventKind.END,
             emperor=emperor, scores=Parts(scores))
    names = Seats(tuple(out.winners))
    if out.tie_break == "joint":
        game.say(N_("{names} are joint winners (still tied on Supporters)."), EventKind.END,
                 names=names)
    elif out.tie_break == "supporters":
        game.say(N_("{names} wins on the Supporters tie-break."), EventKind.END, names=names)
    else:
        game.say(N_("{names} is the Lanista of Rome and wins the game."), EventKind.END,
                 names=names)
