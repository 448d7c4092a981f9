"""Per-seat views (R27): the only window the UI and the bots have on a game.

`view_for(game, seat)` holds exactly what that seat may know; `public_view(game)` what anyone
watching the table may know. Nothing else of the state leaves the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .board import geometry, match_attendance
from .game import Game
from .scoring import Outcome, compute_outcome
from .state import COLISEUM_BASE, EMPTY

if TYPE_CHECKING:
    from .bots.world import Information


@dataclass(frozen=True, slots=True)
class SpaceView:
    """One space of Rome."""

    space: int
    district: int
    coliseum: int | None  # politician whose Coliseum stands here
    seat: int | None  # owner of the Supporter here
    value: int  # Supporter value, 0 when none


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Public facts about one seat (R27)."""

    seat: int
    name: str
    club: str
    money: int
    hand_size: int
    club_pieces: tuple[tuple[int, int], ...]  # (value, count) left in the club
    decoys: int
    eliminated: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SlotView:
    """A politician's compartment as this seat may see it."""

    politician: int
    counts: tuple[int, ...]  # pieces per seat (public)
    own: tuple[int, ...]  # the viewer's own pieces: values, 0 for a decoy
    shown: tuple[tuple[int, int], ...]  # (seat, value) visible to all: R31 or game over


@dataclass(frozen=True, slots=True)
class MatchView:
    """This turn's match."""

    arena: int
    kind: str
    organiser: int
    price: int
    voted: tuple[bool, ...]
    votes: tuple[str | None, ...]  # others' votes only after the reveal (or under R30)
    locked: tuple[int, ...]
    modifiers: tuple[tuple[str, str, int], ...]  # (card, side, amount)
    flags: tuple[str, ...]
    attending: tuple[int, ...]
    enemy_brother: int | None
    revealed: bool
    result: str | None
    applause: int
    boos: int
    cancelled: bool


@dataclass(frozen=True, slots=True)
class OpenVoteView:
    """A show-of-hands vote or a round of pledges: all public (R33)."""

    card: str
    player: int
    subject: int | None
    question: str
    choices: tuple[str | None, ...]
    weight: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PendingView:
    """What the game waits for."""

    kind: str
    seats: tuple[int, ...]  # seats still to act
    window: str | None
    roll: int | None
    purpose: str | None
    stars_left: tuple[int, ...]  # own insertion: values still to place; others': all its values
    stars_placed: tuple[tuple[int, int, int], ...]  # the viewer's own (value, slot, decoy)


@dataclass(frozen=True, slots=True)
class TurnView:
    """Facts of the current turn."""

    district: int | None
    designated_by: int | None
    free_district: bool
    bad_organiser: bool
    sports_first: bool
    vox_dei: bool
    hooligans: int | None
    free_arena: bool
    arena_cards: tuple[tuple[int, str], ...]
    returning: tuple[tuple[int, str], ...]
    gained: str | None


@dataclass(frozen=True, slots=True)
class EventView:
    """A log line visible to this seat."""

    seq: int
    turn: int
    kind: str
    text: str
    private: bool


@dataclass(frozen=True, slots=True)
class SeatView:
    """Everything one seat (or the public, seat None) may know."""

    seat: int | None
    names: tuple[str, ...]
    clubs: tuple[str, ...]
    turn: int
    active: int
    first: int
    phase: str
    spaces: tuple[SpaceView, ...]
    popularity: tuple[int, ...]
    dead: tuple[bool, ...]
    lover: int | None
    assassinations_left: int
    arenas: tuple[tuple[tuple[int, int], ...], ...]
    slots: tuple[SlotView, ...]
    players: tuple[PlayerView, ...]
    hand: tuple[str, ...]
    deck_size: int
    discard: tuple[str, ...]
    cleopatra: bool
    rotten: bool
    rotten_paid: int
    decoy_bank: int
    turn_info: TurnView
    match: MatchView | None
    open_vote: OpenVoteView | None
    pending: PendingView | None
    log: tuple[EventView, ...]
    last_turn: bool
    over: bool
    outcome: Outcome | None
    target: int
    hands_in_play: bool
    no_bluff: bool
    use_cards: bool
    #: Bots only: the seat's information set (a redacted game), built on first call.
    information: Callable[[], Information] = field(
        default=lambda: _no_information(), compare=False, repr=False
    )


def _no_information() -> Information:
    raise ValueError("this view carries no information set (the public view)")


def _information_of(game: Game, seat: int | None) -> Callable[[], Information]:
    """A lazy, memoised builder of `seat`'s information set, valid while the game is unchanged."""
    if seat is None:
        return _no_information
    version = game.state.version
    memo: list[Information] = []

    def information() -> Information:
        if not memo:
            if game.state.version != version:
                raise RuntimeError("the game moved on since this view was built")
            from .bots.world import information_for

            memo.append(information_for(game, seat))
        return memo[0]

    return information


def _opt(value: int) -> int | None:
    return None if value == EMPTY else value


def view_for(game: Game, seat: int | None) -> SeatView:
    """The game as `seat` may know it (seat None: the public view)."""
    st = game.state
    rs = game.ruleset
    g = geometry()
    spaces = tuple(
        SpaceView(
            s,
            g.district_of[s],
            o - COLISEUM_BASE if o >= COLISEUM_BASE else None,
            o if 0 <= o < COLISEUM_BASE else None,
            st.value[s],
        )
        for s, o in enumerate(st.owner)
    )
    reveal_all = st.over or rs.no_bluff
    slots = tuple(
        SlotView(
            p,
            tuple(sum(1 for i in content if i.seat == s) for s in range(st.n)),
            tuple(i.value for i in content if i.seat == seat),
            tuple((i.seat, i.value) for i in content) if reveal_all else (),
        )
        for p, content in enumerate(st.slots)
    )
    players = tuple(
        PlayerView(
            s,
            game.names[s],
            rs.players[s].club,
            pl.money,
            len(pl.hand),
            tuple(sorted(pl.club.items())),
            pl.decoys,
            tuple(pl.eliminated),
        )
        for s, pl in enumerate(st.players)
    )
    ts = st.turn_state
    match = None
    m = ts.match
    if m is not None:
        open_votes = m.revealed or rs.hands_in_play
        match = MatchView(
            arena=m.arena,
            kind=m.kind,
            organiser=m.organiser,
            price=m.price,
            voted=tuple(v is not None for v in m.votes),
            votes=tuple(v if (open_votes or s == seat) else None for s, v in enumerate(m.votes)),
            locked=tuple(m.locked),
            modifiers=tuple((x.card, x.side, x.amount) for x in m.modifiers),
            flags=tuple(m.flags),
            attending=tuple(m.attending if m.revealed else match_attendance(st, m.arena)),
            enemy_brother=_opt(m.enemy_brother),
            revealed=m.revealed,
            result=m.result,
            applause=m.applause,
            boos=m.boos,
            cancelled=m.cancelled,
        )
    ov = st.open_vote
    open_vote = None
    if ov is not None:
        open_vote = OpenVoteView(
            ov.card, ov.player, _opt(ov.subject), ov.question, tuple(ov.choices), tuple(ov.weight)
        )
    pending = None
    p = st.pending
    if p is not None:
        placed: tuple[tuple[int, int, int], ...] = ()
        left = tuple(p.data.get("left", ()))
        if p.kind == "stars" and seat in p.seats:
            placed = tuple((a, b, c) for a, b, c in p.data.get("placed", ()))
        elif p.kind == "stars":
            # N6/R27: others see the whole insertion, not which Stars went first.
            left = tuple(
                sorted([*left, *(a for a, _, _ in p.data.get("placed", ()))], reverse=True)
            )
        pending = PendingView(
            kind=p.kind,
            seats=tuple(game.to_act()),
            window=p.window,
            roll=p.data.get("roll"),
            purpose=p.data.get("purpose"),
            stars_left=left,
            stars_placed=placed,
        )
    log = tuple(
        EventView(e.seq, e.turn, e.kind, e.text, e.seats is not None)
        for e in st.log
        if e.seats is None or (seat is not None and seat in e.seats)
    )
    return SeatView(
        seat=seat,
        names=tuple(game.names),
        clubs=tuple(p.club for p in rs.players),
        turn=st.turn,
        active=st.active,
        first=st.first,
        phase=st.phase,
        spaces=spaces,
        popularity=tuple(st.popularity),
        dead=tuple(st.dead),
        lover=_opt(st.lover),
        assassinations_left=st.assassinations_left,
        arenas=tuple(tuple((a, b) for a, b in arena) for arena in st.arenas),
        slots=slots,
        players=players,
        hand=tuple(st.players[seat].hand) if seat is not None else (),
        deck_size=len(st.deck),
        discard=tuple(st.discard),
        cleopatra=st.cleopatra,
        rotten=st.rotten,
        rotten_paid=st.rotten_paid,
        decoy_bank=st.decoy_bank,
        turn_info=TurnView(
            district=_opt(ts.district),
            designated_by=_opt(ts.designated_by),
            free_district=ts.free_district,
            bad_organiser=ts.bad_organiser,
            sports_first=ts.sports_first,
            vox_dei=ts.vox_dei,
            hooligans=_opt(ts.hooligans),
            free_arena=ts.free_arena,
            arena_cards=tuple((a, b) for a, b in ts.arena_cards),
            returning=tuple((a, b) for a, b in ts.returning),
            gained=ts.gained,
        ),
        match=match,
        open_vote=open_vote,
        pending=pending,
        log=log,
        last_turn=st.last_turn,
        over=st.over,
        outcome=compute_outcome(st) if st.over else None,
        target=rs.popularity_target,
        hands_in_play=rs.hands_in_play,
        no_bluff=rs.no_bluff,
        use_cards=rs.use_cards,
        information=_information_of(game, seat),
    )


def public_view(game: Game) -> SeatView:
    """What everyone at the table may know."""
    return view_for(game, None)
