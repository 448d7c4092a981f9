"""Per-seat views (R27): the only window the UI and the bots have on a game.

`view_for(game, seat)` holds exactly what that seat may know; `public_view(game)` what anyone
watching the table may know. Nothing else of the state leaves the engine. What is secret is
decided in `secrecy` (the same predicates build a bot's information set); a seat's view carries
that information set, built with the view, holding no reference to the live game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .actions import Action
from .assets import CardId, CardInfo, cards_by_id
from .board import geometry, match_attendance
from .cards.registry import card_refusal
from .cards.slots import (
    everyone_attends,
    isolated_district,
    match_compulsory,
    no_arena_card_this_turn,
    no_card_this_turn,
    returning_cards,
    supporter_anywhere,
)
from .constants import MatchType, Phase, Side, Window
from .events import (
    CardDrawn,
    CardGiven,
    CardsDealt,
    EventKind,
    HandRaised,
    MatchTotals,
    Payload,
    Pledged,
    VotesRevealed,
)
from .game import Game
from .in_force import modifier_in_force
from .kinds import Decision
from .refusal import Refusal
from .said import Said
from .scoring import Outcome, compute_outcome
from .secrecy import compartments_open, sees, stars_seen, vote_seen
from .state import COLISEUM_BASE, EMPTY, Event, Placement

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
    kind: MatchType
    organiser: int
    price: int
    voted: tuple[bool, ...]
    votes: tuple[Side | None, ...]  # others' votes only after the reveal (or under R30)
    locked: tuple[int, ...]
    modifiers: tuple[tuple[CardId, Side, int], ...]  # (card, side, amount)
    flags: tuple[str, ...]
    attending: tuple[int, ...]
    enemy_brother: int | None
    revealed: bool
    result: Side | None
    applause: int
    boos: int
    cancelled: bool
    #: every modifier with whether its card is still in force (VOX POPULI, EPIC MATCH cancel)
    modifiers_in_force: tuple[tuple[CardId, Side, int, bool], ...] = ()
    #: what the reveal showed (R20): the totals and what made them; None before it
    totals: MatchTotals | None = None


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

    kind: Decision
    seats: tuple[int, ...]  # seats still to act
    window: Window | None
    roll: int | None
    purpose: str | None
    stars_left: tuple[int, ...]  # own insertion: values still to place; others': all its values
    stars_placed: tuple[tuple[int, int, int], ...]  # the viewer's own (value, slot, decoy)
    #: the viewer's own Stars placed so far, typed (the same as `stars_placed`)
    placements: tuple[Placement, ...] = ()
    roll_card: CardId | None = None  # the card whose die this window reacts to
    roll_seat: int | None = None  # the seat that played it


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
    arena_cards: tuple[tuple[int, CardId], ...]
    returning: tuple[tuple[int, CardId], ...]
    gained: str | None


@dataclass(frozen=True, slots=True)
class EventView:
    """A log line visible to this seat."""

    seq: int
    turn: int
    kind: EventKind
    text: str
    private: bool
    data: Payload | None = None  # the typed payload (`events`) when the event has one

    @property
    def cards(self) -> tuple[str, ...]:
        """The cards this event names to its viewer: dealt, drawn or received."""
        d = self.data
        if isinstance(d, CardsDealt):
            return d.cards
        if isinstance(d, (CardDrawn, CardGiven)):
            return (d.card,)
        return ()


@dataclass(frozen=True, slots=True)
class VoteRecord:
    """One seat's vote in the past: a secret vote at a reveal (card None) or an open vote."""

    seq: int
    turn: int
    seat: int
    card: str | None  # the show-of-hands card, None for a match vote (R19)
    choice: str  # "applause"/"boos", "for"/"against", a politician, or a pledge amount


@dataclass(frozen=True, slots=True)
class SeatView:
    """Everything one seat (or the public, seat None) may know."""

    seat: int | None
    names: tuple[str, ...]
    clubs: tuple[str, ...]
    turn: int
    active: int
    first: int
    phase: Phase
    spaces: tuple[SpaceView, ...]
    popularity: tuple[int, ...]
    dead: tuple[bool, ...]
    lover: int | None
    assassinations_left: int
    arenas: tuple[tuple[tuple[int, int], ...], ...]
    slots: tuple[SlotView, ...]
    players: tuple[PlayerView, ...]
    hand: tuple[str, ...]  # card ids (plain str: the UI indexes lists of them with str)
    deck_size: int
    discard: tuple[CardId, ...]
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
    #: per politician: spaces attending a match in that arena now (HOOLIGANS, FREE ARENA)
    attendance: tuple[tuple[int, ...], ...] = ()
    #: per space: the spaces sharing an edge with it (R12)
    adjacency: tuple[tuple[int, ...], ...] = ()
    #: the club's piece set: (value, count) at the start (R11)
    piece_set: tuple[tuple[int, int], ...] = ()
    #: the viewer's cards with why each cannot be played now (None: playable now)
    card_reasons: tuple[tuple[CardId, Said | None], ...] = ()
    #: every seat's past votes (revealed match votes, show-of-hands choices, pledges)
    vote_history: tuple[VoteRecord, ...] = ()
    #: the viewer's legal actions: the pending decision's moves, and open-moment extras
    moves: tuple[Action, ...] = ()
    extras: tuple[Action, ...] = ()
    #: Bots only: the seat's information set (a redacted game, `secrecy.redact`), built with
    #: the view: calling it returns the same object each time.
    information: Callable[[], Information] = field(
        default=lambda: _no_information(), compare=False, repr=False
    )

    @property
    def news(self) -> tuple[EventView, ...]:
        """The viewer's private events that named cards to it (dealt, drawn, received)."""
        return tuple(e for e in self.log if e.private and e.cards)

    @property
    def recap(self) -> tuple[EventView, ...]:
        """What happened so far in the current turn, as this seat saw it."""
        return tuple(e for e in self.log if e.turn == self.turn)

    @property
    def hand_facts(self) -> tuple[CardInfo, ...]:
        """The printed facts (kind, cost, match types…) of the viewer's cards."""
        by_id = cards_by_id()
        return tuple(by_id[c] for c in self.hand)


def _no_information() -> Information:
    raise ValueError("this view carries no information set (the public view)")


@dataclass(frozen=True, slots=True)
class _Known:
    """A seat's information set, built eagerly: a value, not a closure over the live game."""

    info: Information

    def __call__(self) -> Information:
        return self.info


def _known(game: Game, seat: int) -> _Known:
    from .bots.world import information_for  # the bots' type; bots import views, not this

    return _Known(information_for(game, seat))


def _opt(value: int) -> int | None:
    return None if value == EMPTY else value


def view_for(game: Game, seat: int | None, *, information: bool = True) -> SeatView:
    """The game as `seat` may know it (seat None: the public view).

    A seat's view carries its information set (`SeatView.information()`), the copy a bot
    searches; `information=False` leaves it out (a view only drawn). Raises `SeatError` for a
    seat that does not sit at this table."""
    if seat is not None:
        game.check_seat(seat)
    st, rs = game.state, game.ruleset
    log = _log_view(game, seat)
    return SeatView(
        seat=seat,
        names=tuple(game.names),
        clubs=tuple(p.club for p in rs.players),
        turn=st.turn,
        active=st.active,
        first=st.first,
        phase=st.phase,
        spaces=_spaces_view(game),
        popularity=tuple(st.popularity),
        dead=tuple(st.dead),
        lover=_opt(st.lover),
        assassinations_left=st.assassinations_left,
        arenas=tuple(tuple((a, b) for a, b in arena) for arena in st.arenas),
        slots=_slots_view(game, seat),
        players=_players_view(game),
        hand=tuple(st.players[seat].hand) if seat is not None else (),
        deck_size=len(st.deck),
        discard=tuple(st.discard),
        cleopatra=st.cleopatra,
        rotten=st.rotten,
        rotten_paid=st.rotten_paid,
        decoy_bank=st.decoy_bank,
        turn_info=_turn_view(game),
        match=_match_view(game, seat),
        open_vote=_open_vote_view(game),
        pending=_pending_view(game, seat),
        log=log,
        last_turn=st.last_turn,
        over=st.over,
        outcome=compute_outcome(st) if st.over else None,
        target=rs.popularity_target,
        hands_in_play=rs.hands_in_play,
        no_bluff=rs.no_bluff,
        use_cards=rs.use_cards,
        attendance=tuple(tuple(match_attendance(st, p)) for p in range(len(st.popularity))),
        adjacency=geometry().neighbours,
        piece_set=tuple(sorted(rs.pieces.items())),
        card_reasons=_card_reasons(game, seat),
        vote_history=_vote_history(log),
        moves=tuple(game.moves(seat)) if seat is not None else (),
        extras=tuple(game.extras(seat)) if seat is not None else (),
        information=_no_information if seat is None or not information else _known(game, seat),
    )


def _spaces_view(game: Game) -> tuple[SpaceView, ...]:
    """Every space of the map: its district, the Coliseum or the piece on it (public, R12)."""
    st = game.state
    district_of = geometry().district_of
    return tuple(
        SpaceView(
            s,
            district_of[s],
            o - COLISEUM_BASE if o >= COLISEUM_BASE else None,
            o if 0 <= o < COLISEUM_BASE else None,
            st.value[s],
        )
        for s, o in enumerate(st.owner)
    )


def _slots_view(game: Game, seat: int | None) -> tuple[SlotView, ...]:
    """Each politician's compartment: how many pieces each seat slid in, the viewer's own
    values, and every piece once the compartments are open (R29, R31)."""
    st = game.state
    reveal_all = compartments_open(game)
    return tuple(
        SlotView(
            p,
            tuple(sum(1 for i in content if i.seat == s) for s in range(st.n)),
            tuple(i.value for i in content if i.seat == seat),
            tuple((i.seat, i.value) for i in content) if reveal_all else (),
        )
        for p, content in enumerate(st.slots)
    )


def _players_view(game: Game) -> tuple[PlayerView, ...]:
    """The public facts of each seat: money, hand size, pieces left, decoys, eliminated."""
    rs = game.ruleset
    return tuple(
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
        for s, pl in enumerate(game.state.players)
    )


def _turn_view(game: Game) -> TurnView:
    """What this turn's cards and designation left in force."""
    ts = game.state.turn_state
    slots = ts.cards
    return TurnView(
        district=_opt(ts.district),
        designated_by=_opt(ts.designated_by),
        free_district=supporter_anywhere(slots),
        bad_organiser=match_compulsory(slots),
        sports_first=no_card_this_turn(slots),
        vox_dei=no_arena_card_this_turn(slots),
        hooligans=isolated_district(slots),
        free_arena=everyone_attends(slots),
        arena_cards=tuple((a, CardId(b)) for a, b in ts.arena_cards),
        returning=returning_cards(slots),
        gained=ts.gained,
    )


def _match_view(game: Game, seat: int | None) -> MatchView | None:
    """This turn's match as `seat` may know it: who voted, its own vote (every vote once they
    are open, R19), modifiers, attendance; None without a match."""
    st = game.state
    m = st.turn_state.match
    if m is None:
        return None
    return MatchView(
        arena=m.arena,
        kind=m.kind,
        organiser=m.organiser,
        price=m.price,
        voted=tuple(v is not None for v in m.votes),
        votes=tuple(vote_seen(game, s, seat) for s in range(st.n)),
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
        modifiers_in_force=tuple(
            (x.card, x.side, x.amount, modifier_in_force(game, x)) for x in m.modifiers
        ),
        totals=_totals(st.log) if m.revealed else None,
    )


def _open_vote_view(game: Game) -> OpenVoteView | None:
    """The show of hands in progress (R33), None when there is none."""
    ov = game.state.open_vote
    if ov is None:
        return None
    return OpenVoteView(
        ov.card, ov.player, _opt(ov.subject), ov.question, tuple(ov.choices), tuple(ov.weight)
    )


def _pending_view(game: Game, seat: int | None) -> PendingView | None:
    """The decision the game waits for: its kind, who is to act, the window and its roll, and
    the Stars as `seat` may see them (N6, R27); None when it waits for nothing."""
    p = game.state.pending
    if p is None:
        return None
    stars = None if p.stars is None else stars_seen(p.stars, p.seats, seat)
    left = () if stars is None else stars.left
    placed = tuple(
        (x.value, x.politician, EMPTY if x.decoy is None else x.decoy)
        for x in (() if stars is None else stars.placed)
    )
    return PendingView(
        kind=p.kind,
        seats=tuple(game.to_act()),
        window=p.window,
        roll=None if p.roll is None else p.roll.value,
        purpose=None if p.roll is None else p.roll.purpose,
        stars_left=left,
        stars_placed=placed,
        roll_card=None if p.roll is None or p.roll.card is None else CardId(p.roll.card),
        roll_seat=None if p.roll is None else p.roll.seat,
        placements=() if stars is None else stars.placed,
    )


def _log_view(game: Game, seat: int | None) -> tuple[EventView, ...]:
    """The events `seat` saw (R27: the public ones and its own private ones)."""
    return tuple(
        EventView(e.seq, e.turn, e.kind, e.text, e.seats is not None, e.data)
        for e in game.state.log
        if sees(e, seat)
    )


def _totals(log: list[Event]) -> MatchTotals | None:
    for e in reversed(log):
        if isinstance(e.data, MatchTotals):
            return e.data
    return None


def _card_reasons(game: Game, seat: int | None) -> tuple[tuple[CardId, Said | None], ...]:
    """Why each card of the viewer's hand cannot be played in the open window (`card_refusal`,
    as a message an interface words), None for a playable one."""
    if seat is None:
        return ()
    p = game.state.pending
    open_to_seat = p is not None and p.kind == Decision.WINDOW and seat in p.seats
    window = p.window if p is not None and open_to_seat else None
    return tuple(
        (c, _message(card_refusal(game, seat, c, window))) for c in game.state.players[seat].hand
    )


def _message(refusal: Refusal | None) -> Said | None:
    return None if refusal is None else refusal.message


def _vote_history(log: tuple[EventView, ...]) -> tuple[VoteRecord, ...]:
    out: list[VoteRecord] = []
    for e in log:
        d = e.data
        if isinstance(d, VotesRevealed):
            out.extend(VoteRecord(e.seq, e.turn, s, None, v) for s, v in d.votes)
        elif isinstance(d, HandRaised):
            out.append(VoteRecord(e.seq, e.turn, d.seat, d.card, d.choice))
        elif isinstance(d, Pledged):
            out.append(VoteRecord(e.seq, e.turn, d.seat, "KEPT_WOMAN", str(d.amount)))
    return tuple(out)


def revealed_slots(game: Game) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Every compartment's contents as (seat, value; 0 a decoy): for replays after the game,
    never for a table in play (R27)."""
    return tuple(tuple((i.seat, i.value) for i in content) for content in game.state.slots)


def public_view(game: Game) -> SeatView:
    """What everyone at the table may know."""
    return view_for(game, None)
