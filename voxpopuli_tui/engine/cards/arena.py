"""Arena cards without a die: vote modifiers, result flags, the locked vote, attendance, and
VOX POPULI, VOX DEI (R13, R18–R22, card table of RULINGS.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import PlayCard, cached
from ..assets import CardId, cards_by_id
from ..constants import POLITICIANS, Side
from ..core import CardRule
from ..events import EventKind
from ..in_force import card_in_force
from ..match import cards_in_force, eliminate_gladiator
from ..said import N_, Arena, Arg, Card, Number, Parts, Politician, Said, Seat
from ..state import EMPTY, MatchState, Modifier
from .slots import FreeArena, SportsFirst, VoxPopuli

if TYPE_CHECKING:
    from ..core import Core

#: UNREASONABLE EXPENSE: what the organiser pays on top of the match's price.
EXTRA_EXPENSE = 3
#: EPIC MATCH 5–6 cancels these three Boos cards (`arena_rolls`).
EPIC_CANCELLED = frozenset({"FRIENDLY_MATCH", "REFEREE", "TICKET_PRICE"})


def the_match(game: Core) -> MatchState:
    """This turn's match: Arena cards are played only while one is announced (R13)."""
    m = game.state.turn_state.match
    assert m is not None, "an Arena card resolves only during a match"
    return m


def add_modifier(game: Core, card: str, side: Side, amount: int, seat: int) -> None:
    """Add a card's bonus to one side of this match's totals, kept for the reveal (R20)."""
    the_match(game).modifiers.append(Modifier(CardId(card), side, amount, seat))
    game.say(
        N_("{card} ({seat}): Applause +{amount} in this match.") if side is Side.APPLAUSE
        else N_("{card} ({seat}): Boos +{amount} in this match."),
        EventKind.EFFECT,
        card=Card(card),
        seat=Seat(seat),
        amount=Number(amount),
    )


def add_flag(game: Core, card: str, text: str, **args: Arg) -> None:
    """Put a card's effect on the result in force for this match; `text` (a template, `said`,
    filled by `args`) says what it does."""
    the_match(game).flags.append(card)
    game.say(N_("{card}: {effect}"), EventKind.EFFECT, card=Card(card),
             effect=Parts((Said(text, tuple(args.items())),)))


def epic_voided(game: Core, card: str) -> bool:
    """EPIC MATCH 5–6: FRIENDLY MATCH, REFEREE and TICKET PRICE have no effect, even later."""
    if card in EPIC_CANCELLED and not card_in_force(game, card):
        game.say(N_("{card} has no effect this turn ({epic})."), EventKind.EFFECT,
                 card=Card(card), epic=Card("EPIC_MATCH"))
        return True
    return False


def arena_cards_in_force(game: Core) -> int:
    """Arena cards played this turn whose effect is not cancelled (EPIC MATCH 1–4)."""
    return sum(1 for _, card in game.state.turn_state.arena_cards if card_in_force(game, card))


# ----------------------------------------------------------------- DREAM TEAM
def _dream_team_condition(game: Core, seat: int) -> str | None:
    return N_("only when announcing your match (as a star match)")


def dream_team(game: Core, action: PlayCard) -> None:
    """DREAM TEAM is played by announcing a star match (`match.announce`), never in a window."""
    raise AssertionError("DREAM TEAM is played through AnnounceMatch(kind='star')")


# ----------------------------------------------------------------- SPORTS FIRST
def sports_first(game: Core, action: PlayCard) -> None:
    """SPORTS FIRST: no card of any kind until the end of the turn (the windows stay shut)."""
    game.state.turn_state.cards.sports_first = SportsFirst()
    game.say(N_("{card}: nobody may play a card until the end of this turn."), EventKind.EFFECT,
             card=Card("SPORTS_FIRST"))


# ----------------------------------------------------------------- UNREASONABLE EXPENSE
def unreasonable_expense(game: Core, action: PlayCard) -> None:
    """UNREASONABLE EXPENSE (R24): the organiser pays 3 more, or the match is cancelled."""
    m = the_match(game)
    who = Seat(m.organiser)
    if game.state.players[m.organiser].money >= EXTRA_EXPENSE:
        game.pay(m.organiser, EXTRA_EXPENSE)
        m.price += EXTRA_EXPENSE
        game.say(N_("{card}: {seat} pays {extra} more for the match."), EventKind.MONEY,
                 card=Card("UNREASONABLE_EXPENSE"), seat=who, extra=Number(EXTRA_EXPENSE))
        return
    m.cancelled = True
    game.say(
        N_("{card}: {seat} cannot pay {extra} more. The match is cancelled, no vote is held and "
           "the turn ends."),
        EventKind.MATCH,
        card=Card("UNREASONABLE_EXPENSE"),
        seat=who,
        extra=Number(EXTRA_EXPENSE),
    )


# ----------------------------------------------------------------- INTERVIEW
def interview(game: Core, action: PlayCard) -> None:
    """INTERVIEW: the organiser's vote is locked on Applause (votes.legal_vote honours it)."""
    m = the_match(game)
    m.locked.append(m.organiser)
    game.say(N_("{card}: {seat} must vote Applause in this match."), EventKind.EFFECT,
             card=Card("INTERVIEW"), seat=Seat(m.organiser))


# ----------------------------------------------------------------- ROUND OF DRINKS, TICKET PRICE
def round_of_drinks(game: Core, action: PlayCard) -> None:
    """ROUND OF DRINKS: price 3 (paid on play), Applause +3."""
    add_modifier(game, "ROUND_OF_DRINKS", Side.APPLAUSE, 3, action.seat)


def ticket_price(game: Core, action: PlayCard) -> None:
    """TICKET PRICE INCREASE: price 3 (paid on play), Boos +3; void after EPIC MATCH 5–6."""
    if not epic_voided(game, "TICKET_PRICE"):
        add_modifier(game, "TICKET_PRICE", Side.BOOS, 3, action.seat)


# ----------------------------------------------------------------- ENEMY BROTHERS
def _brothers(game: Core) -> list[int]:
    """R38: the living politicians other than the arena's."""
    st = game.state
    m = st.turn_state.match
    if m is None:
        return []
    return [p for p in range(len(POLITICIANS)) if p != m.arena and not st.dead[p]]


def _enemy_brothers_condition(game: Core, seat: int) -> str | None:
    return None if _brothers(game) else "no other living politician"


def _enemy_brothers_targets(game: Core, seat: int) -> list[PlayCard]:
    return [cached(PlayCard, seat, "ENEMY_BROTHERS", p) for p in _brothers(game)]


def enemy_brothers(game: Core, action: PlayCard) -> None:
    """ENEMY BROTHERS: a second politician shares the Applause gain and MEDIA LYNCHING."""
    assert action.politician is not None
    m = the_match(game)
    m.enemy_brother = action.politician
    game.say(
        N_("{card}: {politician} attends with {arena} and gains the match's popularity too on "
           "Applause."),
        EventKind.EFFECT,
        card=Card("ENEMY_BROTHERS"),
        politician=Politician(action.politician),
        arena=Politician(m.arena),
    )


# ----------------------------------------------------------------- result flags
def political_recovery(game: Core, action: PlayCard) -> None:
    """POLITICAL RECOVERY: on Applause the arena's politician gains 1 more."""
    m = the_match(game)
    add_flag(game, "POLITICAL_RECOVERY", N_("on Applause {politician} gains 1 more."),
             politician=Politician(m.arena))


def _recovery_gain(game: Core, m: MatchState, gain: int | None) -> int | None:
    return None if gain is None else gain + 1


def _do_not_disturb_condition(game: Core, seat: int) -> str | None:
    m = game.state.turn_state.match
    if m is None or game.state.lover != m.arena:
        return N_("only if the arena's politician is Cleopatra's lover")
    return None


def do_not_disturb(game: Core, action: PlayCard) -> None:
    """DO NOT DISTURB: the lover, this match's politician, gains no popularity from it."""
    m = the_match(game)
    add_flag(game, "DO_NOT_DISTURB", N_("{politician} gains no popularity this match."),
             politician=Politician(m.arena))


def _do_not_disturb_gain(game: Core, m: MatchState, gain: int | None) -> int | None:
    game.say(N_("{politician} stays with Cleopatra and gains nothing ({card})."),
             politician=Politician(m.arena), card=Card("DO_NOT_DISTURB"))
    return None


def pax_deorum(game: Core, action: PlayCard) -> None:
    """PAX DEORUM: no popularity changes from this match; TRAMPLED still strikes."""
    add_flag(game, "PAX_DEORUM", N_("this match changes no politician's popularity."))


def _panem_worth(value: int) -> int:
    return 1


def panem(game: Core, action: PlayCard) -> None:
    """PANEM ET CIRCENSES (R20): every attending Supporter counts 1."""
    add_flag(game, "PANEM", N_("each attending Supporter counts 1 in this match."))


def bad_sound(game: Core, action: PlayCard) -> None:
    """BAD SOUND SYSTEM (R20): a tie goes to Boos."""
    add_flag(game, "BAD_SOUND", N_("a tie goes to Boos in this match."))


def trampled(game: Core, action: PlayCard) -> None:
    """TRAMPLED (R9): on Boos the arena's politician is assassinated."""
    m = the_match(game)
    add_flag(game, "TRAMPLED", N_("on Boos {politician} is assassinated."),
             politician=Politician(m.arena))


def media_lynching(game: Core, action: PlayCard) -> None:
    """MEDIA LYNCHING: on Boos the arena's politician (and the enemy brother) −2."""
    m = the_match(game)
    add_flag(game, "MEDIA_LYNCHING", N_("on Boos {politician} loses 2."),
             politician=Politician(m.arena))


def vae_victis(game: Core, action: PlayCard) -> None:
    """VAE VICTIS: on Boos every Gladiator in this arena is eliminated."""
    m = the_match(game)
    add_flag(game, "VAE_VICTIS", N_("on Boos every Gladiator in {arena} dies."),
             arena=Arena(m.arena))


def _vae_victis_strikes(game: Core, m: MatchState) -> None:
    for seat, value in list(game.state.arenas[m.arena]):
        eliminate_gladiator(game, m.arena, seat, value, "VAE VICTIS")


def _trampled_strikes(game: Core, m: MatchState) -> None:
    game.assassinate(m.arena, "TRAMPLED")


def _media_lynching_strikes(game: Core, m: MatchState) -> None:
    if any(rule.freezes_popularity for rule in cards_in_force(game, m)):  # PAX DEORUM
        return
    game.change_popularity(m.arena, -2, "MEDIA LYNCHING")
    if m.enemy_brother != EMPTY:
        game.change_popularity(m.enemy_brother, -2, "MEDIA LYNCHING")


# ----------------------------------------------------------------- FREE ARENA
def free_arena(game: Core, action: PlayCard) -> None:
    """FREE ARENA (R17, R18): every Supporter attends at the reveal; HOOLIGANS is void."""
    game.state.turn_state.cards.free_arena = FreeArena()
    game.say(
        N_("{card}: every Supporter on the map attends this match; {hooligans} has no effect "
           "this turn."),
        EventKind.EFFECT,
        card=Card("FREE_ARENA"),
        hooligans=Card("HOOLIGANS"),
    )


# ----------------------------------------------------------------- REPLACEMENT
def _own_gladiators(game: Core, seat: int) -> list[int]:
    m = game.state.turn_state.match
    if m is None:
        return []
    return sorted({v for s, v in game.state.arenas[m.arena] if s == seat})


def _replacement_condition(game: Core, seat: int) -> str | None:
    return None if _own_gladiators(game, seat) else "you have no Gladiator in this arena"


def _replacement_targets(game: Core, seat: int) -> list[PlayCard]:
    arena = game.active_match_arena()
    return [
        cached(PlayCard, seat, "REPLACEMENT", p, None, None, None, None, v)
        for v in _own_gladiators(game, seat)
        for p in range(len(POLITICIANS))
        if p != arena
    ]


def replacement(game: Core, action: PlayCard) -> None:
    """REPLACEMENT: one of your Gladiators moves from this arena to another (any politician's)."""
    assert action.politician is not None and action.value is not None
    st = game.state
    arena = the_match(game).arena
    st.arenas[arena].remove([action.seat, action.value])
    st.arenas[action.politician].append([action.seat, action.value])
    game.say(
        N_("{card}: {seat}'s {value} Gladiator leaves {arena} for {to}'s."),
        EventKind.GLADIATOR,
        card=Card("REPLACEMENT"),
        seat=Seat(action.seat),
        value=Number(action.value),
        arena=Arena(arena),
        to=Politician(action.politician),
    )


# ----------------------------------------------------------------- VOX POPULI, VOX DEI
def vox_populi(game: Core, action: PlayCard) -> None:
    """VOX POPULI, VOX DEI: the other Arena cards of the turn lose what has not happened yet.

    Modifiers drop out at the reveal (`_vox_populi_cancels`); flags, the locked vote, the
    enemy brother and FREE ARENA are undone here. Money and pieces stay as they are. The cards
    go back to their players at the end of the turn (`_vox_populi_returns`).
    """
    st = game.state
    ts = st.turn_state
    m = the_match(game)
    info = cards_by_id()
    m.flags = [f for f in m.flags if f not in info or info[f].kind != "A"]
    m.locked.clear()
    m.enemy_brother = EMPTY
    ts.cards.free_arena = None
    others = tuple((seat, CardId(card)) for seat, card in ts.arena_cards if card != "VOX_POPULI")
    ts.cards.vox_populi = VoxPopuli(others)
    if others:
        listed = Parts(tuple(
            Said(N_("{card} ({seat})"), (("card", Card(card)), ("seat", Seat(seat))))
            for seat, card in others
        ))
        game.say(
            N_("{card}: {listed} loses its effects still to come and returns to its player's "
               "hand at the end of the turn. No more Arena cards this turn.") if len(others) == 1
            else N_("{card}: {listed} lose their effects still to come and return to their "
                    "players' hands at the end of the turn. No more Arena cards this turn."),
            EventKind.EFFECT,
            card=Card("VOX_POPULI"),
            listed=listed,
        )
    else:
        game.say(N_("{card}: no more Arena cards may be played this turn."), EventKind.EFFECT,
                 card=Card("VOX_POPULI"))


def _vox_populi_cancels(game: Core, card: str) -> bool:
    info = cards_by_id().get(card)
    return (
        game.state.turn_state.cards.vox_populi is not None
        and info is not None
        and info.kind == "A"
        and card != "VOX_POPULI"
    )


def _vox_populi_returns(game: Core) -> None:
    """VOX POPULI, VOX DEI: at the end of the turn the cancelled cards return to their hands."""
    st = game.state
    slot = st.turn_state.cards.vox_populi
    for seat, card in () if slot is None else slot.returning:
        if card in st.discard:
            st.discard.remove(card)
        st.players[seat].hand.append(card)
        game.say(N_("{card} returns to {seat}'s hand ({vox})."), EventKind.CARD,
                 card=Card(card), seat=Seat(seat), vox=Card("VOX_POPULI"))


#: The cards of this module (listed in `rulebook`).
RULES: tuple[CardRule, ...] = (
    CardRule("DREAM_TEAM", dream_team, condition=_dream_team_condition),
    CardRule("SPORTS_FIRST", sports_first),
    CardRule("UNREASONABLE_EXPENSE", unreasonable_expense),
    CardRule("INTERVIEW", interview),
    CardRule("ROUND_OF_DRINKS", round_of_drinks),
    CardRule("TICKET_PRICE", ticket_price),
    CardRule(
        "ENEMY_BROTHERS",
        enemy_brothers,
        condition=_enemy_brothers_condition,
        targets=_enemy_brothers_targets,
    ),
    # On Applause either order gives the same: DO NOT DISTURB leaves no gain to recover.
    CardRule("POLITICAL_RECOVERY", political_recovery, arena_gain=_recovery_gain),
    CardRule(
        "DO_NOT_DISTURB",
        do_not_disturb,
        condition=_do_not_disturb_condition,
        arena_gain=_do_not_disturb_gain,
    ),
    CardRule("PAX_DEORUM", pax_deorum, freezes_popularity=True),
    CardRule("PANEM", panem, supporter_worth=_panem_worth),
    CardRule("BAD_SOUND", bad_sound, tie=Side.BOOS),
    # After Boos in this order (the rulebook's): TRAMPLED assassinates before MEDIA LYNCHING.
    CardRule("TRAMPLED", trampled, after_boos=_trampled_strikes),
    CardRule("MEDIA_LYNCHING", media_lynching, after_boos=_media_lynching_strikes),
    CardRule("VAE_VICTIS", vae_victis, boos_verdict=_vae_victis_strikes),
    CardRule("FREE_ARENA", free_arena),
    CardRule(
        "REPLACEMENT", replacement, condition=_replacement_condition, targets=_replacement_targets
    ),
    CardRule(
        "VOX_POPULI",
        vox_populi,
        end_of_turn=_vox_populi_returns,
        cancels=_vox_populi_cancels,
    ),
)
