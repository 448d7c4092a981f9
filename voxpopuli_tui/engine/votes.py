"""Votes: the secret Applause/Boos vote (R19, R30) and open votes by show of hands (R33)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, HandsVote, Pledge, Vote, cached
from .constants import POLITICIANS, Phase, Side, Window
from .events import EventKind, HandRaised, OwnVote, Pledged, VoteCast
from .match import match_live
from .prompts import HANDS, PLEDGE, VOTE
from .refusal import Refusal, refused
from .said import N_, Card, Number, Parts, Said, Seat, Why
from .state import OpenVote
from .steps import Frame, OpenVoteAsk, OpenVoteCount, OpenWindow, SecretVote

if TYPE_CHECKING:
    from .core import Core

FOR, AGAINST = "for", "against"


def ask_vote(game: Core, step: SecretVote) -> None:
    """R19: every player votes, all at once and in secret (R30: openly)."""
    if match_live(game) is None:
        return
    st = game.state
    st.phase = Phase.VOTE
    game.say(N_("The vote begins: no card may be played until the reveal."), EventKind.VOTE)
    game.ask(VOTE, game.order_from(st.active))


def vote_refusal(game: Core, seat: int, side: Side) -> Refusal | None:
    """R19: None when `seat` may vote `side`; INTERVIEW locks the organiser on Applause."""
    m = game.state.turn_state.match
    if side is Side.BOOS and m is not None and seat in m.locked:
        return refused("C-INTERVIEW", game.names, N_("INTERVIEW locks {seat}'s vote on Applause"),
                       seat=Seat(seat))
    return None


def legal_vote(game: Core, seat: int) -> list[Action]:
    """Applause or Boos; INTERVIEW locks the organiser on Applause."""
    return [cached(Vote, seat, s) for s in (Side.APPLAUSE, Side.BOOS)
            if vote_refusal(game, seat, s) is None]


def vote(game: Core, action: Vote) -> None:
    """Seal one vote; only its owner learns it before the reveal (R27)."""
    m = game.state.turn_state.match
    assert m is not None
    m.votes[action.seat] = action.side
    if game.ruleset.hands_in_play:
        game.emit(VoteCast(action.seat, action.side.value))
    else:
        game.emit(VoteCast(action.seat, None))
        game.emit(OwnVote(action.seat, action.side.value), [action.seat])
    game.done_acting(action.seat)


# ----------------------------------------------------------------- show of hands (R33)
def start_open_vote(game: Core, card: str, player: int, question: str, subject: int = -1) -> None:
    """R33: open votes from the card's player in turn order, reactions, then the count."""
    st = game.state
    st.open_vote = OpenVote(card, player, subject, question, [None] * st.n, [1] * st.n)
    steps: list[Frame] = [OpenVoteAsk(s) for s in game.order_from(player)]
    if question != "pledge":
        steps.append(OpenWindow(Window.HANDS))
    steps.append(OpenVoteCount())
    game.push(*steps)


def open_vote_ask(game: Core, step: OpenVoteAsk) -> None:
    """One player's turn to vote or pledge openly."""
    ov = game.state.open_vote
    assert ov is not None
    game.ask(PLEDGE if ov.question == "pledge" else HANDS, [step.seat])


def legal_hands(game: Core, seat: int) -> list[Action]:
    """R33: one vote each, no abstention."""
    ov = game.state.open_vote
    assert ov is not None
    if ov.question == "politician":
        return [cached(HandsVote, seat, name) for name in POLITICIANS]
    return [cached(HandsVote, seat, FOR), cached(HandsVote, seat, AGAINST)]


def hands(game: Core, action: HandsVote) -> None:
    """Record an open vote."""
    st = game.state
    ov = st.open_vote
    assert ov is not None
    st.pending = None
    ov.choices[action.seat] = action.choice
    game.emit(HandRaised(action.seat, ov.card, action.choice))


def legal_pledge(game: Core, seat: int) -> list[Action]:
    """KEPT WOMAN: any amount the seat holds, 0 included."""
    money = game.state.players[seat].money
    return [cached(Pledge, seat, a) for a in range(money + 1)]


def pledge(game: Core, action: Pledge) -> None:
    """Record an open pledge (paid only if the total is reached)."""
    st = game.state
    ov = st.open_vote
    assert ov is not None
    st.pending = None
    ov.choices[action.seat] = str(action.amount)
    game.emit(Pledged(action.seat, action.amount))


def tally(ov: OpenVote) -> dict[str, int]:
    """Weighted count of an open vote (CENSORSHIP weight 0, CHEATING weight 2)."""
    counts: dict[str, int] = {}
    for choice, weight in zip(ov.choices, ov.weight, strict=True):
        if choice is not None:
            counts[choice] = counts.get(choice, 0) + weight
    return counts


def open_vote_count(game: Core, step: OpenVoteCount) -> None:
    """Count the open vote and apply the card's result."""
    st = game.state
    ov = st.open_vote
    assert ov is not None
    if ov.question != "pledge":
        counts = tally(ov)
        shown = Parts(
            tuple(Said(N_("{choice} {count}"), (("choice", Why(k)), ("count", Number(v))))
                  for k, v in sorted(counts.items())),
            empty=N_("no votes"),
        )
        game.say(N_("{card}: the count is {shown}."), EventKind.HANDS, card=Card(ov.card),
                 shown=shown)
    result = game.book.cards[ov.card].open_vote_result
    assert result is not None, f"{ov.card} has no open vote"
    result(game, ov)
    st.open_vote = None


def _title(card: str) -> str:
    from .assets import cards_by_id

    return cards_by_id()[card].title
