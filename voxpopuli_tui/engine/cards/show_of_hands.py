"""Cards decided by an open vote (R33) or open pledges (KEPT WOMAN), and the vote reactions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import PlayCard, cached
from ..assets import title
from ..constants import POLITICIAN_INDEX, POLITICIANS, Window
from ..core import CardRule
from ..events import EventKind
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
        return "Cleopatra's Lover marker is not on a politician"
    if st.dead[st.lover]:
        return "Cleopatra's lover is dead"
    return None


# ----------------------------------------------------------------- A MADMAN IN THE CITY
def madman(game: Core, action: PlayCard) -> None:
    """MADMAN (R33, R38): show of hands on a living politician's assassination."""
    assert action.politician is not None
    game.log(
        f"{game.name(action.seat)} names {POLITICIANS[action.politician]}: one vote against "
        "saves him (A MADMAN IN THE CITY).",
        EventKind.HANDS,
    )
    start_open_vote(game, "MADMAN", action.seat, "yes-no", action.politician)


def _madman_result(game: Core, ov: OpenVote) -> None:
    """C-MADMAN: any vote against → nothing; else assassinated (R9)."""
    if _against(ov) >= 1:
        game.log(f"{POLITICIANS[ov.subject]} is spared (A MADMAN IN THE CITY).", EventKind.HANDS)
    else:
        game.assassinate(ov.subject, title("MADMAN"))


# ----------------------------------------------------------------- HONORARY PRESIDENT
def honorary_president(game: Core, action: PlayCard) -> None:
    """HONORARY PRESIDENT (R33): everyone votes for one politician, dead ones included."""
    game.log(
        "Show of hands: each player votes for one politician (HONORARY PRESIDENT).", EventKind.HANDS
    )
    start_open_vote(game, "HONORARY_PRESIDENT", action.seat, "politician")


def _honorary_result(game: Core, ov: OpenVote) -> None:
    """C-HONORARY_PRESIDENT: most votes +1; ties by precedence (R29); the dead gain nothing."""
    counts = tally(ov)
    votes = [counts.get(name, 0) for name in POLITICIANS]
    best = max(range(len(POLITICIANS)), key=lambda p: (votes[p], -p))
    if votes[best] == 0:
        game.log("No vote counts: nobody becomes honorary president.", EventKind.HANDS)
        return
    game.log(
        f"{POLITICIANS[best]} becomes honorary president (HONORARY PRESIDENT).", EventKind.HANDS
    )
    if game.state.dead[best]:
        game.log(
            f"{POLITICIANS[best]} is dead and gains nothing (HONORARY PRESIDENT).", EventKind.HANDS
        )
        return
    game.change_popularity(best, 1, title("HONORARY_PRESIDENT"))


# ----------------------------------------------------------------- C.O.J.C., FAMILY AFFAIR
def cojc(game: Core, action: PlayCard) -> None:
    """C.O.J.C. (R33): show of hands on Antony."""
    game.log("Show of hands for or against Antony (C.O.J.C.).", EventKind.HANDS)
    start_open_vote(game, "COJC", action.seat, "yes-no", ANTONY)


def family_affair(game: Core, action: PlayCard) -> None:
    """FAMILY AFFAIR: the lover marker goes to Antony, then a show of hands on Octavian."""
    move_lover(game, ANTONY, "FAMILY_AFFAIR")
    game.log("Show of hands for or against Octavian (FAMILY AFFAIR).", EventKind.HANDS)
    start_open_vote(game, "FAMILY_AFFAIR", action.seat, "yes-no", OCTAVIAN)


def _majority_against_result(game: Core, ov: OpenVote) -> None:
    """C-COJC, C-FAMILY_AFFAIR: more votes against than for → the subject −1."""
    against, for_ = _against(ov), _for(ov)
    who = POLITICIANS[ov.subject]
    if against > for_:
        game.log(f"A majority votes against {who} ({title(ov.card)}).", EventKind.HANDS)
        game.change_popularity(ov.subject, -1, title(ov.card))
    else:
        game.log(f"No majority against {who}: nothing happens ({title(ov.card)}).", EventKind.HANDS)


# ----------------------------------------------------------------- SEX SCANDAL
def sex_scandal(game: Core, action: PlayCard) -> None:
    """SEX SCANDAL (R33, R35): show of hands on removing the living lover."""
    lover = game.state.lover
    game.log(
        f"Show of hands on removing {POLITICIANS[lover]}, Cleopatra's lover: two votes against "
        "save him (SEX SCANDAL).",
        EventKind.HANDS,
    )
    start_open_vote(game, "SEX_SCANDAL", action.seat, "yes-no", lover)


def _sex_scandal_result(game: Core, ov: OpenVote) -> None:
    """C-SEX_SCANDAL: two votes against or more → nothing; else the lover is assassinated (R9)."""
    if _against(ov) >= 2:
        game.log(f"{POLITICIANS[ov.subject]} keeps his office (SEX SCANDAL).", EventKind.HANDS)
    else:
        game.assassinate(ov.subject, title("SEX_SCANDAL"))


# ----------------------------------------------------------------- KEPT WOMAN
def kept_woman(game: Core, action: PlayCard) -> None:
    """KEPT WOMAN: open pledges in turn order from you for the living lover."""
    lover = game.state.lover
    game.log(
        f"{POLITICIANS[lover]} asks for {KEPT_WOMAN_SUM} sesterces to keep his mistress: each "
        "player pledges openly (KEPT WOMAN).",
        EventKind.PLEDGE,
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
            game.log(
                f"{game.name(s)} can now pay only {payable[s]} of their pledge of {pledged[s]}.",
                EventKind.PLEDGE,
            )
    total = sum(payable)
    who = POLITICIANS[ov.subject]
    if total >= KEPT_WOMAN_SUM:
        game.log(
            f"{total} sesterces are raised for {who}: the pledges are paid (KEPT WOMAN).",
            EventKind.PLEDGE,
        )
        for s in game.order_from(ov.player):
            if payable[s]:
                game.pay(s, payable[s])
                game.log(f"{game.name(s)} pays {payable[s]} (KEPT WOMAN).", EventKind.MONEY)
    else:
        game.log(f"Only {total} pledged: nothing is paid (KEPT WOMAN).", EventKind.PLEDGE)
        game.change_popularity(ov.subject, -2, title("KEPT_WOMAN"))


# ----------------------------------------------------------------- CENSORSHIP, CHEATING
def _show_of_hands(game: Core) -> OpenVote | None:
    ov = game.state.open_vote
    return ov if ov is not None and ov.question != "pledge" else None


def _censorship_condition(game: Core, seat: int) -> str | None:
    if _show_of_hands(game) is None:
        return "only during a show-of-hands vote"
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
    game.log(f"{game.name(action.target)}'s vote is not counted (CENSORSHIP).", EventKind.HANDS)


def _cheating_condition(game: Core, seat: int) -> str | None:
    ov = _show_of_hands(game)
    if ov is None:
        return "only during a show-of-hands vote"
    if ov.choices[seat] is None or ov.weight[seat] == 0:
        return "your vote is not counted"
    if ov.weight[seat] > 1:
        return "your vote already counts twice"
    return None


def cheating(game: Core, action: PlayCard) -> None:
    """CHEATING (R33): your vote counts twice in this show-of-hands vote."""
    ov = game.state.open_vote
    assert ov is not None
    ov.weight[action.seat] = 2
    game.log(f"{game.name(action.seat)}'s vote counts twice (CHEATING).", EventKind.HANDS)


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
