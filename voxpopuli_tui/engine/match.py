"""Phase 2: announcing a match (R18), the reveal and totals (R20), consequences (R21–R23)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, AnnounceMatch, EliminateGladiator, EliminateSupporter, NoMatch, cached
from .board import match_attendance, match_attendance_counts
from .cards.slots import no_card_this_turn
from .constants import (
    MATCH_POPULARITY,
    MATCH_PRICE,
    MIN_ATTENDANCE,
    ORGANISER_REWARD,
    POLITICIANS,
    MatchType,
    Phase,
    Side,
    Window,
)
from .core import CardHook
from .events import EventKind, MatchTotals, VotesRevealed
from .prompts import ELIM_GLADIATOR, ELIM_SUPPORTER, MATCH
from .refusal import Refusal, refused
from .said import N_, Arena, Arg, Card, Coins, Number, Politician, Seat, Space, Why
from .state import EMPTY, MatchState, Modifier
from .steps import (
    ApplauseRewards,
    AskEliminateGladiator,
    AskEliminateSupporter,
    AskMatch,
    AskStars,
    BoosRewards,
    Consequences,
    OpenWindow,
    Reveal,
    SecretVote,
    VaeVictis,
)

if TYPE_CHECKING:
    from .core import CardRule, Core

ORDINARY = (MatchType.CUP, MatchType.CHAMPIONSHIP, MatchType.INTERNATIONAL)

#: R18: a match its seat cannot pay for, one message a type (its article goes with it).
PRICE_WORDS: dict[MatchType, str] = {
    MatchType.CUP: N_("a Cup costs {price}; {seat} has {money}"),
    MatchType.CHAMPIONSHIP: N_("a Championship costs {price}; {seat} has {money}"),
    MatchType.INTERNATIONAL: N_("an International costs {price}; {seat} has {money}"),
    MatchType.STAR: N_("a Star costs {price}; {seat} has {money}"),
}


def arena_refusal(game: Core, politician: int) -> Refusal | None:
    """R18: None when at least 3 Supporter pieces would attend a match in this arena now."""
    st = game.state
    if st.coliseum[politician] == EMPTY:
        return refused("R10", (), N_("{politician}'s Coliseum is not on the map"),
                       politician=Politician(politician))
    count = len(match_attendance(st, politician))
    if count < MIN_ATTENDANCE:
        msg = (N_("{count} Supporter attend {arena}; a match needs {needed}") if count == 1
               else N_("{count} Supporters attend {arena}; a match needs {needed}"))
        return refused("R18", (), msg, count=Number(count), arena=Arena(politician),
                       needed=Number(MIN_ATTENDANCE))
    return None


def possible_arenas(game: Core) -> list[int]:
    """R18: arenas that at least 3 Supporter pieces would attend now (`arena_refusal`'s None:
    a Coliseum on the map and enough attending, every arena counted in one reading)."""
    counts = match_attendance_counts(game.state)
    return [p for p in range(len(POLITICIANS)) if counts[p] >= MIN_ATTENDANCE]


def price_refusal(game: Core, seat: int, kind: MatchType) -> Refusal | None:
    """R18: None when `seat` may announce a match of this type (DREAM TEAM for a star match)."""
    if kind is MatchType.STAR and not dream_team_ready(game, seat):
        return Refusal("C-DREAM_TEAM", N_("a star match is announced only with DREAM TEAM, "
                                          "while CLEOPATRA is not on the table"))
    money = game.state.players[seat].money
    if not affordable(money, kind):
        return refused("R18", game.names, PRICE_WORDS[kind], price=Coins(MATCH_PRICE[kind]),
                       seat=Seat(seat), money=Number(money))
    return None


def affordable(money: int, kind: MatchType) -> bool:
    """R18: whether `money` pays for a match of this type (`price_refusal`'s price test)."""
    return MATCH_PRICE[kind] <= money


def announceable(game: Core, seat: int) -> list[MatchType]:
    """R18: the match types `seat` may announce now (`price_refusal`'s None, as a yes or no:
    every match decision asks it, without building a refusal for each type it cannot pay)."""
    money = game.state.players[seat].money
    kinds = [k for k in ORDINARY if affordable(money, k)]
    if affordable(money, MatchType.STAR) and dream_team_ready(game, seat):
        kinds.append(MatchType.STAR)
    return kinds


def dream_team_ready(game: Core, seat: int) -> bool:
    """DREAM TEAM: only the organiser, only when announcing, only while CLEOPATRA is not out."""
    st = game.state
    return (
        game.cards_on
        and "DREAM_TEAM" in st.players[seat].hand
        and not st.cleopatra
        and not no_card_this_turn(st.turn_state.cards)
    )


def match_obligation(game: Core) -> Refusal | None:
    """Why the active player may not decline a match now (a card makes one compulsory: BAD
    ORGANISER), or None."""
    for rule in game.book.hooked[CardHook.FORCES_MATCH]:
        if rule.forces_match is not None:
            refusal = rule.forces_match(game)
            if refusal is not None:
                return refusal
    return None


def match_forced(game: Core) -> bool:
    """Whether a card in force makes a match compulsory now (`match_obligation`)."""
    return match_obligation(game) is not None


def _announcements(game: Core, seat: int) -> list[Action]:
    kinds = announceable(game, seat)
    if not kinds:
        return []
    return [cached(AnnounceMatch, seat, p, k) for p in possible_arenas(game) for k in kinds]


def _match_possible(game: Core, seat: int) -> bool:
    # Whether `_announcements` would offer anything, stopping at the first arena that can host.
    return bool(announceable(game, seat)) and bool(possible_arenas(game))


def ask_match(game: Core, step: AskMatch) -> None:
    """Phase 2: offer a match when one is possible (R18)."""
    st = game.state
    st.phase = Phase.PHASE2
    if _match_possible(game, st.active):
        game.ask(MATCH, [st.active])


def legal_match(game: Core, seat: int) -> list[Action]:
    """R18: every affordable type in every arena with 3 or more attending Supporters."""
    options = _announcements(game, seat)
    if not options or not match_forced(game):
        # Declining stays possible if a gift since the question left nothing affordable.
        options.append(cached(NoMatch, seat))
    return options

#: R18: the announcement of each type of match
ANNOUNCED = {
    MatchType.CUP: N_("{seat} announced a cup match in {arena} and paid {price}."),
    MatchType.CHAMPIONSHIP: N_(
        "{seat} announced a championship match in {arena} and paid {price}."),
    MatchType.INTERNATIONAL: N_(
        "{seat} announced a international match in {arena} and paid {price}."),
    MatchType.STAR: N_("{seat} announced a star match (DREAM TEAM) in {arena} and paid {price}."),
}


def no_match(game: Core, action: NoMatch) -> None:
    """The active player organises no match."""
    game.state.pending = None
    game.say(N_("{seat} organises no match."), EventKind.MATCH, seat=Seat(action.seat))


def announce(game: Core, action: AnnounceMatch) -> None:
    """R18: pay at once; the Arena window opens, then the secret vote, reveal, consequences."""
    st = game.state
    st.pending = None
    ts = st.turn_state
    price = MATCH_PRICE[action.kind]
    game.pay(action.seat, price)
    ts.match = MatchState(
        arena=action.politician,
        kind=action.kind,
        organiser=action.seat,
        price=price,
        votes=[None] * st.n,
    )
    game.say(
        ANNOUNCED[action.kind],
        EventKind.MATCH,
        seat=Seat(action.seat),
        arena=Arena(action.politician),
        price=Number(price),
    )
    if action.kind is MatchType.STAR:
        from .windows import discard_played

        discard_played(game, action.seat, "DREAM_TEAM")
        ts.arena_cards.append([action.seat, "DREAM_TEAM"])
    for rule in game.book.hooked[CardHook.ON_ANNOUNCE]:  # ROTTEN ARENA…
        if rule.on_announce is not None:
            rule.on_announce(game, ts.match)
    game.push(
        OpenWindow(Window.ARENA),
        SecretVote(),
        Reveal(),
        Consequences(),
    )


def match_live(game: Core) -> MatchState | None:
    """This turn's match unless it was cancelled."""
    m = game.state.turn_state.match
    return None if m is None or m.cancelled else m


def cards_in_force(game: Core, match: MatchState) -> list[CardRule]:
    """The rules of the cards whose effect is in force in `match`, in the rulebook's order
    (the ruled order of their effects: TRAMPLED before MEDIA LYNCHING)."""
    flags = match.flags
    if not flags:
        return []
    return [rule for card, rule in game.book.cards.items() if card in flags]


def active_modifiers(game: Core, match: MatchState) -> list[Modifier]:
    """Modifiers in force at the reveal (EPIC MATCH 5–6 and VOX POPULI may switch some off).

    The amount of a dynamic modifier is settled here, in place, so the match shows it.
    """
    from .in_force import modifier_in_force

    active = [m for m in match.modifiers if modifier_in_force(game, m)]
    for mod in active:
        rule = game.book.cards.get(mod.card)
        amount = None if rule is None else rule.dynamic_amount
        if amount is not None:  # known only at the reveal (EPIC MATCH 1–4)
            mod.amount = amount(game, match)
    return active


def reveal(game: Core, step: Reveal) -> None:
    """R18, R20: attendance computed again, totals per side, the winner (tie: Applause)."""
    st = game.state
    m = match_live(game)
    if m is None:
        return
    m.attending = match_attendance(st, m.arena)
    in_force_cards = cards_in_force(game, m)
    worth = [r.supporter_worth for r in in_force_cards if r.supporter_worth is not None]
    per_seat = [0] * st.n
    for s in m.attending:
        value = st.value[s]
        for rule_worth in worth:  # PANEM…
            value = rule_worth(value)
        per_seat[st.owner[s]] += value
    applause = sum(v for seat, v in enumerate(per_seat) if m.votes[seat] == Side.APPLAUSE.value)
    boos = sum(v for seat, v in enumerate(per_seat) if m.votes[seat] == Side.BOOS.value)
    supporters = (applause, boos)
    in_force = active_modifiers(game, m)
    for mod in in_force:
        if mod.side == Side.APPLAUSE.value:
            applause += mod.amount
        else:
            boos += mod.amount
    m.applause, m.boos = applause, boos
    m.revealed = True
    tie = Side.APPLAUSE  # R20, unless a card says otherwise (BAD SOUND…)
    for rule in in_force_cards:
        tie = rule.tie or tie
    win = applause > boos or (applause == boos and tie is Side.APPLAUSE)
    m.result = Side.APPLAUSE if win else Side.BOOS
    votes = tuple((s, str(m.votes[s])) for s in game.order_from(st.active))
    game.emit(VotesRevealed(votes))
    mods = tuple((x.card, x.side, x.amount) for x in in_force)
    game.emit(MatchTotals(m.arena, applause, boos, supporters, mods, m.result))


def consequences(game: Core, step: Consequences) -> None:
    """R21 / R22: schedule the consequences of the result, in the ruled order."""
    st = game.state
    m = match_live(game)
    if m is None:
        return
    order = game.order_from(st.active)
    own = [any(g[0] == s for g in st.arenas[m.arena]) for s in range(st.n)]
    if m.result == Side.APPLAUSE.value:
        attending_owners = {st.owner[s] for s in m.attending}
        game.push(
            *[
                AskEliminateSupporter(s)
                for s in order
                if m.votes[s] == Side.BOOS.value and s in attending_owners
            ],
            *[AskStars(s) for s in order if m.votes[s] == Side.APPLAUSE.value and own[s]],
            ApplauseRewards(),
        )
    else:
        game.push(
            VaeVictis(),
            *[
                AskEliminateGladiator(s)
                for s in order
                if m.votes[s] == Side.APPLAUSE.value and own[s]
            ],
            BoosRewards(),
        )


def eliminate_space(game: Core, space: int) -> None:
    """R23: a Supporter leaves the map for its owner's eliminated pile."""
    st = game.state
    seat, value = st.owner[space], st.value[space]
    st.players[seat].eliminated.append(value)
    st.owner[space] = EMPTY
    st.value[space] = 0
    game.say(
        N_("{seat}'s {value} Supporter on {space} is eliminated."),
        EventKind.ELIMINATE,
        seat=Seat(seat),
        value=Number(value),
        space=Space(space),
    )


def eliminate_gladiator(game: Core, arena: int, seat: int, value: int, why: str = "") -> None:
    """R23: a Gladiator leaves its arena for its owner's eliminated pile."""
    st = game.state
    st.arenas[arena].remove([seat, value])
    st.players[seat].eliminated.append(value)
    args: dict[str, Arg] = {"seat": Seat(seat), "value": Number(value), "arena": Arena(arena)}
    if why:
        game.say(N_("{seat}'s {value} Gladiator in {arena} is eliminated ({why})."),
                 EventKind.ELIMINATE, None, why=Why(why), **args)
    else:
        game.say(N_("{seat}'s {value} Gladiator in {arena} is eliminated."),
                 EventKind.ELIMINATE, None, **args)


def ask_eliminate_supporter(game: Core, step: AskEliminateSupporter) -> None:
    """R21 (a): a Boos voter removes one attending Supporter (no choice with only one)."""
    seat = step.seat
    options = _own_attending(game, seat)
    if len(options) == 1:
        eliminate_space(game, options[0])
    elif options:
        game.ask(ELIM_SUPPORTER, [seat])


def _own_attending(game: Core, seat: int) -> list[int]:
    m = game.state.turn_state.match
    if m is None:
        return []
    return [s for s in m.attending if game.state.owner[s] == seat]


def legal_eliminate_supporter(game: Core, seat: int) -> list[Action]:
    """Any of the seat's Supporters that attended."""
    return [cached(EliminateSupporter, seat, s) for s in _own_attending(game, seat)]


def eliminate_supporter(game: Core, action: EliminateSupporter) -> None:
    """R21 (a)."""
    game.state.pending = None
    eliminate_space(game, action.space)


def ask_eliminate_gladiator(game: Core, step: AskEliminateGladiator) -> None:
    """R22: an Applause voter removes one Gladiator from the arena (no choice if all alike)."""
    seat = step.seat
    m = game.state.turn_state.match
    assert m is not None
    values = sorted({v for s, v in game.state.arenas[m.arena] if s == seat})
    if len(values) == 1:
        eliminate_gladiator(game, m.arena, seat, values[0])
    elif values:
        game.ask(ELIM_GLADIATOR, [seat])


def legal_eliminate_gladiator(game: Core, seat: int) -> list[Action]:
    """One of the seat's Gladiator values in the arena."""
    arena = game.active_match_arena()
    values = sorted({v for s, v in game.state.arenas[arena] if s == seat})
    return [cached(EliminateGladiator, seat, v) for v in values]


def eliminate_gladiator_answer(game: Core, action: EliminateGladiator) -> None:
    """R22."""
    game.state.pending = None
    eliminate_gladiator(game, game.active_match_arena(), action.seat, action.value)


def applause_rewards(game: Core, step: ApplauseRewards) -> None:
    """R21 (c) the organiser's 4 sesterces, (d) popularity (cards may add or prevent)."""
    m = match_live(game)
    assert m is not None
    game.earn(m.organiser, ORGANISER_REWARD)
    game.say(
        N_("{seat} gains {coins} as organiser."),
        EventKind.MONEY,
        seat=Seat(m.organiser),
        coins=Coins(ORGANISER_REWARD),
    )
    in_force_cards = cards_in_force(game, m)
    for rule in in_force_cards:
        if rule.freezes_popularity:  # PAX DEORUM
            game.say(N_("{card}: no politician's popularity changes this match."),
                     card=Card(rule.id))
            return
    gain = MATCH_POPULARITY[MatchType(m.kind)]
    arena_gain: int | None = gain
    for rule in in_force_cards:  # POLITICAL RECOVERY, DO NOT DISTURB…
        if rule.arena_gain is not None:
            arena_gain = rule.arena_gain(game, m, arena_gain)
    if arena_gain is not None:
        game.change_popularity(m.arena, arena_gain, "Applause")
    if m.enemy_brother != EMPTY:
        game.change_popularity(m.enemy_brother, gain, "ENEMY BROTHERS")


def vae_victis(game: Core, step: VaeVictis) -> None:
    """R22: Boos won; before the Applause voters eliminate, the cards in force strike (VAE
    VICTIS: every Gladiator in the arena is eliminated)."""
    m = match_live(game)
    if m is None:
        return
    for rule in cards_in_force(game, m):
        if rule.boos_verdict is not None:
            rule.boos_verdict(game, m)


def boos_rewards(game: Core, step: BoosRewards) -> None:
    """R22: every Boos voter draws a card; TRAMPLED and MEDIA LYNCHING strike."""
    st = game.state
    m = match_live(game)
    assert m is not None
    for seat in game.order_from(st.active):
        if m.votes[seat] == Side.BOOS.value:
            game.draw(seat)
    for rule in cards_in_force(game, m):  # TRAMPLED, MEDIA LYNCHING…
        if rule.after_boos is not None:
            rule.after_boos(game, m)
