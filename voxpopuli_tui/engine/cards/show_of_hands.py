"""Cards decided by an open vote (R33) or open pledges (KEPT WOMAN), and the vote reactions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import PlayCard, cached
from ..assets import title
from ..constants import POLITICIAN_INDEX, POLITICIANS, Window
from ..core import CardRule
from ..events import EventKind
from ..said import N_, Card, Coins, Number, Politician, Seat
from ..state import EMPTY, OpenVote
from ..votes import AGAINST, FOR, start_open_vote, tally
from .common import move_lover, politician_targets

if TYPE_CHECKING:
    from ..core import Core

ANTONY = POLITICIAN_INDEX["Antony"]
OCTAVIAN = POLITICIAN_INDEX["Octavian"]
HANDS_WINDOW = frozenset({Window.HANDS})
KEPT_WOMAN_SUM = 5


def _against(ov: OpenVote) -> int:
    return tally(ov).get(AGAINST, 0)


def _for(ov: OpenVote) -> int:
    return tally(ov).get(FOR, 0)


def _living_lover(game: Core, seat: int) -> str | None:
    st = game.state
    if st.lover == EMPTY:
        return N_("Cleopatra's Lover marker is not on a politician")
    if st.dead[st.lover]:
        return N_("Cleopatra's lover is dead")
    return None


# ----------------------------------------------------------------- A MADMAN IN THE CITY
def madman(game: Core, action: PlayCard) -> None:
    """MADMAN (R33, R38): show of hands on a living politician's assassination."""
    assert action.politician is not None
    game.say(
        N_("{seat} names {politician}: one vote against saves him ({card})."),
        EventKind.HANDS,
        seat=Seat(action.seat),
        politician=Politician(action.politician),
        card=Card("MADMAN"),
    )
    start_open_vote(game, "MADMAN", action.seat, "yes-no", action.politician)


def _madman_result(game: Core, ov: OpenVote) -> None:
    """C-MADMAN: any vote against → nothing; else assassinated (R9)."""
    if _against(ov) >= 1:
        game.say(N_("{politician} is spared ({card})."), EventKind.HANDS,
                 politician=Politician(ov.subject), card=Card("MADMAN"))
    else:
        game.assassinate(ov.subject, title("MADMAN"))


# ----------------------------------------------------------------- HONORARY PRESIDENT
def honorary_president(game: Core, action: PlayCard) -> None:
    """HONORARY PRESIDENT (R33): everyone votes for one politician, dead ones included."""
    game.say(N_("Show of hands: each player votes for one politician ({card})."),
             EventKind.HANDS, card=Card("HONORARY_PRESIDENT"))
    start_open_vote(game, "HONORARY_PRESIDENT", action.seat, "politician")


def _honorary_result(game: Core, ov: OpenVote) -> None:
    """C-HONORARY_PRESIDENT: most votes +1; ties by precedence (R29); the dead gain nothing."""
    counts = tally(ov)
    votes = [counts.get(name, 0) for name in POLITICIANS]
    best = max(range(len(POLITICIANS)), key=lambda p: (votes[p], -p))
    if votes[best] == 0:
        game.say(N_("No vote counts: nobody becomes honorary president."), EventKind.HANDS)
        return
    game.say(N_("{politician} becomes honorary president ({card})."), EventKind.HANDS,
             politician=Politician(best), card=Card("HONORARY_PRESIDENT"))
    if game.state.dead[best]:
        game.say(N_("{politician} is dead and gains nothing ({card})."), EventKind.HANDS,
                 politician=Politician(best), card=Card("HONORARY_PRESIDENT"))
        return
    game.change_popularity(best, 1, title("HONORARY_PRESIDENT"))


# ----------------------------------------------------------------- C.O.J.C., FAMILY AFFAIR
def cojc(game: Core, action: PlayCard) -> None:
    """C.O.J.C. (R33): show of hands on Antony."""
    game.say(N_("Show of hands for or against {politician} ({card})."), EventKind.HANDS,
             politician=Politician(ANTONY), card=Card("COJC"))
    start_open_vote(game, "COJC", action.seat, "yes-no", ANTONY)


def family_affair(game: Core, action: PlayCard) -> None:
    """FAMILY AFFAIR: the lover marker goes to Antony, then a show of hands on Octavian."""
    move_lover(game, ANTONY, "FAMILY_AFFAIR")
    game.say(N_("Show of hands for or against {politician} ({card})."), EventKind.HANDS,
             politician=Politician(OCTAVIAN), card=Card("FAMILY_AFFAIR"))
    start_open_vote(game, "FAMILY_AFFAIR", action.seat, "yes-no", OCTAVIAN)


def _majority_against_result(game: Core, ov: OpenVote) -> None:
    """C-COJC, C-FAMILY_AFFAIR: more votes against than for → the subject −1."""
    against, for_ = _against(ov), _for(ov)
    who = Politician(ov.subject)
    if against > for_:
        game.say(N_("A majority votes against {politician} ({card})."), EventKind.HANDS,
                 politician=who, card=Card(ov.card))
        game.change_popularity(ov.subject, -1, title(ov.card))
    else:
        game.say(N_("No majority against {politician}: nothing happens ({card})."),
                 EventKind.HANDS, politician=who, card=Card(ov.card))


# ----------------------------------------------------------------- SEX SCANDAL
def sex_scandal(game: Core, action: PlayCard) -> None:
    """SEX SCANDAL (R33, R35): show of hands on removing the living lover."""
    lover = game.state.lover
    game.say(
        N_("Show of hands on removing {politician}, Cleopatra's lover: two votes against save "
           "him ({card})."),
        EventKind.HANDS,
        politician=Politician(lover),
        card=Card("SEX_SCANDAL"),
    )
    start_open_vote(game, "SEX_SCANDAL", action.seat, "yes-no", lover)


def _sex_scandal_result(game: Core, ov: OpenVote) -> None:
    """C-SEX_SCANDAL: two votes against or more → nothing; else the lover is assassinated (R9)."""
    if _against(ov) >= 2:
        game.say(N_("{politician} keeps his office ({card})."), EventKind.HANDS,
                 politician=Politician(ov.subject), card=Card("SEX_SCANDAL"))
    else:
        game.assassinate(ov.subject, title("SEX_SCANDAL"))


# ----------------------------------------------------------------- KEPT WOMAN
def kept_woman(game: Core, action: PlayCard) -> None:
    """KEPT WOMAN: open pledges in turn order from you for the living lover."""
    lover = game.state.lover
    game.say(
        N_("{politician} asks for {coins} to keep his mistress: each player pledges openly "
           "({card})."),
        EventKind.PLEDGE,
        politician=Politician(lover),
        coins=Coins(KEPT_WOMAN_SUM),
        card=Card("KEPT_WOMAN"),
    )
    start_open_vote(game, "KEPT_WOMAN", action.seat, "pledge", lover)


def _kept_woman_result(game: Core, ov: OpenVote) -> None:
    """C-KEPT_WOMAN: 5 or more pledged → paid to the bank; else nothing paid and lover −2.

    A pledge counts only as far as its player can pay it at the count (RULES_NOTES).
    """
    st = game.state
    pledged = [int(c) if c is not None else 0 for c in ov.choices]
    payable = [min(a, st.players[s].money) for s, a in enumerate(pledged)]
    for s in game.order_from(ov.player):
        if payable[s] < pledged[s]:
            game.say(
                N_("{seat} can now pay only {payable} of their pledge of {pledged}."),
                EventKind.PLEDGE,
                seat=Seat(s),
                payable=Number(payable[s]),
                pledged=Number(pledged[s]),
            )
    total = sum(payable)
    if total >= KEPT_WOMAN_SUM:
        game.say(
            N_("{coins} are raised for {politician}: the pledges are paid ({card})."),
            EventKind.PLEDGE,
            coins=Coins(total),
            politician=Politician(ov.subject),
            card=Card("KEPT_WOMAN"),
        )
        for s in game.order_from(ov.player):
            if payable[s]:
                game.pay(s, payable[s])
                game.say(N_("{seat} pays {paid} ({card})."), EventKind.MONEY, seat=Seat(s),
                         paid=Number(payable[s]), card=Card("KEPT_WOMAN"))
    else:
        game.say(N_("Only {total} pledged: nothing is paid ({card})."), EventKind.PLEDGE,
                 total=Number(total), card=Card("KEPT_WOMAN"))
        game.change_popularity(ov.subject, -2, title("KEPT_WOMAN"))


# ----------------------------------------------------------------- CENSORSHIP, CHEATING
def _show_of_hands(game: Core) -> OpenVote | None:
    ov = game.state.open_vote
    return ov if ov is not None and ov.question != "pledge" else None


def _censorship_condition(game: Core, seat: int) -> str | None:
    if _show_of_hands(game) is None:
        return N_("only during a show-of-hands vote")
    return None


def _censorship_targets(game: Core, seat: int) -> list[PlayCard]:
    ov = _show_of_hands(game)
    if ov is None:
        return []
    return [
        cached(PlayCard, seat, "CENSORSHIP", None, None, s)
        for s in range(game.state.n)
        if ov.weight[s] > 0 and ov.choices[s] is not None
    ]


def censorship(game: Core, action: PlayCard) -> None:
    """CENSORSHIP (R33): the designated player's vote is not counted (even a CHEATING one)."""
    assert action.target is not None
    ov = game.state.open_vote
    assert ov is not None
    ov.weight[action.target] = 0
    game.say(N_("{seat}'s vote is not counted ({card})."), EventKind.HANDS,
             seat=Seat(action.target), card=Card("CENSORSHIP"))


def _cheating_condition(game: Core, seat: int) -> str | None:
    ov = _show_of_hands(game)
    if ov is None:
        return N_("only during a show-of-hands vote")
    if ov.choices[seat] is None or ov.weight[seat] == 0:
        return N_("your vote is not counted")
    if ov.weight[seat] > 1:
        return N_("your vote already counts twice")
    return None


def cheating(game: Core, action: PlayCard) -> None:
    """CHEATING (R33): your vote counts twice in this show-of-hands vote."""
    ov = game.state.open_vote
    assert ov is not None
    ov.weight[action.seat] = 2
    game.say(N_("{seat}'s vote counts twice ({card})."), EventKind.HANDS,
             seat=Seat(action.seat), card=Card("CHEATING"))


#: The cards of this module (listed in `rulebook`).
RULES: tuple[CardRule, ...] = (
    CardRule(
        "MADMAN", madman, targets=politician_targets("MADMAN"), open_vote_result=_madman_result
    ),
    CardRule("HONORARY_PRESIDENT", honorary_president, open_vote_result=_honorary_result),
    CardRule("COJC", cojc, open_vote_result=_majority_against_result),
    CardRule("FAMILY_AFFAIR", family_affair, open_vote_result=_majority_against_result),
    CardRule(
        "SEX_SCANDAL", sex_scandal, condition=_living_lover, open_vote_result=_sex_scandal_result
    ),
    CardRule(
        "KEPT_WOMAN", kept_woman, condition=_living_lover, open_vote_result=_kept_woman_result
    ),
    CardRule(
        "CENSORSHIP",
        censorship,
        condition=_censorship_condition,
        targets=_censorship_targets,
        windows=HANDS_WINDOW,
    ),
    CardRule("CHEATING", cheating, condition=_cheating_condition, windows=HANDS_WINDOW),
)
