"""Log lines as the table reads them: small fixes of the engine's wording at drawing time.

The engine's public text is pinned by the golden transcript, so the article before
"international" and stray spaces are mended where the lines are drawn, not where they are made.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from voxpopuli_tui.engine import prompts as p
from voxpopuli_tui.engine.actions import ActionType
from voxpopuli_tui.engine.constants import Window
from voxpopuli_tui.engine.views import view_for
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.words.game_words import politician

if TYPE_CHECKING:
    from voxpopuli_tui.engine import Game

_FIXES = (
    (re.compile(r"\ba (?=international\b)"), "an "),
    # "Legio Rossa , 1 card" (a plain space: French keeps its no-break space before « : »)
    (re.compile(r"[ \t]+(?=[,.;:!?](\s|$))"), ""),
    (re.compile(r"(?<=\S) {2,}(?=\S)"), " "),  # ragged gaps around names
)


def tidy(text: str) -> str:
    """`text` with the article, the spaces before punctuation and double spaces mended."""
    for pattern, replacement in _FIXES:
        text = pattern.sub(replacement, text)
    return text


def window_words(window: str | None, turn: int) -> str:
    """An open card window in players' words, from the view's `pending.window` (the one field
    the banner and the prompt both read, so they never disagree about the moment)."""
    return _(WINDOWS.get(window or "", N_("Card window"))).format(turn=turn)


#: What a pending decision asks, the engine's `prompts.DESCRIPTIONS` in players' languages.
DESCRIPTIONS: dict[str, str] = {
    p.COLISEUM: N_("place a Coliseum"),
    p.DESIGNATE: N_("designate a district"),
    p.SUPPORTER: N_("place a Supporter"),
    p.GLADIATOR: N_("place a Gladiator"),
    p.MATCH: N_("decide on a match"),
    p.WINDOW: N_("play a card or pass"),
    p.VOTE: N_("vote Applause or Boos"),
    p.ELIM_SUPPORTER: N_("eliminate an attending Supporter"),
    p.ELIM_GLADIATOR: N_("eliminate a Gladiator"),
    p.STARS: N_("place Stars"),
    p.GAIN: N_("take 1 sestertius or 1 card"),
    p.HANDS: N_("vote by show of hands"),
    p.PLEDGE: N_("pledge sesterces"),
}


def pending_words(game: Game) -> str:
    """Who must act and what, in the language spoken ("Livia: place a Gladiator"), as the
    engine's `describe_pending` says it in English."""
    if game.is_over:
        return _("The game is over.")
    kind = game.pending_kind
    if kind is None:
        return ""
    who = ", ".join(game.name(s) for s in game.to_act())
    what = DESCRIPTIONS.get(kind)
    return _("{who}: {what}").format(who=who, what=_(what) if what else str(kind))


#: Each card window's moment, in players' words (`{turn}`: the turn's number).
WINDOWS = {
    "forum-start": N_("Start of turn {turn}"),
    "forum-mid": N_("After the Gladiator"),
    "forum-end": N_("End of turn {turn}"),
    "arena": N_("Before the vote"),
    "roll": N_("Die rolled"),
    "hands": N_("Hands are up"),
}


#: Each card window's name on the table's prompt.
WINDOW_NAMES = {
    Window.FORUM_START.value: N_("Forum window (start of turn)"),
    Window.FORUM_MID.value: N_("Forum window (after the Gladiator)"),
    Window.FORUM_END.value: N_("Forum window (Phase 3)"),
    Window.ARENA.value: N_("Arena window"),
    Window.ROLL.value: N_("Die roll"),
    Window.HANDS.value: N_("Show of hands reaction window"),
}
#: What the open-moment menu (`m`) offers: gifts, decoys, ROTTEN ARENA.
FREE_KINDS = (
    (ActionType.GIVE_MONEY, N_("Give sesterces")),
    (ActionType.BUY_DECOYS, N_("Buy decoys (1 sestertius each)")),
    (ActionType.CONTRIBUTE, N_("Contribute to ROTTEN ARENA")),
    (ActionType.GIVE_CARD, N_("Give a card (in secret)")),
)


def summary_words(game: Game) -> str:
    """A game's public summary in the language spoken (`voxpopuli replay`): players, turn,
    popularity, and the outcome when it is over, else who must act (the public view only)."""
    view = view_for(game, None)
    over = _(" (game over)") if view.over else ""
    popularity = ", ".join(
        (_("{politician} {popularity} (dead)") if dead else _("{politician} {popularity}"))
        .format(politician=politician(i), popularity=pop)
        for i, (pop, dead) in enumerate(zip(view.popularity, view.dead, strict=True)))
    lines = [
        _("Players: {names}").format(names=", ".join(view.names)),
        _("Turn {turn}, {actions} actions").format(turn=view.turn, actions=len(game.history))
        + over,
        _("Popularity: {politicians}").format(politicians=popularity),
    ]
    out = view.outcome
    if out is not None:
        emperor = "-" if out.emperor is None else politician(out.emperor)
        scores = ", ".join(f"{view.names[s]} {out.scores[s]}" for s in range(len(view.names)))
        winners = _(" and ").join(view.names[s] for s in out.winners)
        lines.append(_("Emperor: {emperor}. Scores: {scores}. Winner: {winners}.").format(
            emperor=emperor, scores=scores, winners=winners))
    else:
        lines.append(pending_words(game))
    return "\n".join(lines)
