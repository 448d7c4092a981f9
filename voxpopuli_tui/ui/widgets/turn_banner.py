"""The turn banner: whose turn, what to do now in players' words, and the warnings that the end
is near (R28).

R28: the game ends after the turn in which a politician reaches the popularity target or every
club is empty. The banner says LAST TURN once the engine says so, and before that warns when a
living politician is two points from the target or when the clubs are nearly empty.
"""

from __future__ import annotations

from rich.text import Text

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine import prompts as p
from voxpopuli_tui.engine.constants import Window
from voxpopuli_tui.i18n import N_, _, ngettext
from voxpopuli_tui.ui.look.style import ACTIVE, who
from voxpopuli_tui.ui.table.wording import window_words
from voxpopuli_tui.ui.widgets.view_widget import ViewWidget
from voxpopuli_tui.ui.words.game_words import arena as arena_of
from voxpopuli_tui.ui.words.game_words import politician

#: A politician this close to the target is worth a warning.
NEAR_TARGET = 2
#: At most this many pieces in the fullest club: about two turns each are left.
NEAR_EMPTY = 4
def warnings(view: SeatView) -> list[str]:
    """The end-of-game warnings of this view, most urgent first (R28)."""
    if view.over:
        return []
    out: list[str] = []
    if view.last_turn:
        out.append(_(LAST_TURN))
    near = [i for i, pop in enumerate(view.popularity)
            if not view.dead[i] and pop >= view.target - NEAR_TARGET]
    if near and not view.last_turn:
        out.append(_("{politicians} (the game ends at {target})").format(
            politicians=", ".join(_("{politician} at {popularity}").format(
                politician=politician(i), popularity=view.popularity[i]) for i in near),
            target=view.target))
    fullest = max((sum(n for _, n in pl.club_pieces) for pl in view.players), default=0)
    if fullest <= NEAR_EMPTY and not view.last_turn:
        out.append(ngettext("clubs nearly empty ({count} piece in the fullest)",
                            "clubs nearly empty ({count} pieces in the fullest)",
                            fullest).format(count=fullest))
    return out


def doing(view: SeatView, curtains: bool = True) -> str:
    """Who does what now, in players' words, from the view's pending decision alone
    (`curtains`: the table has curtains; a table of one human has none)."""
    pending = view.pending
    if view.over:
        return _("The game is over")
    if pending is None:
        return ""
    names = view.names
    seat = pending.seats[0] if pending.seats else view.active
    name = names[seat]
    kind = pending.kind
    if kind == p.WINDOW:
        where = window_words(pending.window, view.turn)
        if pending.window == Window.ROLL:
            return _("{moment} for {purpose}: {roll} — anyone may rig it (C)").format(
                moment=where, purpose=pending.purpose, roll=pending.roll)
        if pending.window == Window.HANDS:
            return _("{moment} — anyone may answer with a card (C)").format(moment=where)
        return _("{moment}: anyone may play a card (C) or pass").format(moment=where)
    if kind == p.VOTE:
        arena = arena_of(view.match.arena) if view.match is not None else _("the arena")
        return (_("Secret vote in {arena}: each voter behind the curtain") if curtains
                else _("Secret vote in {arena}: each voter in secret")).format(arena=arena)
    if kind == p.STARS:
        return (_("{name} places Stars behind the curtain") if curtains
                else _("{name} places Stars in secret")).format(name=name)
    said = DOING.get(kind)
    if said is not None:
        return _(said).format(name=name, active=names[view.active])
    return p.DESCRIPTIONS.get(kind) or str(kind)


#: What the seat to play does now, by the pending decision's kind (`{name}`: that seat,
#: `{active}`: the active player).
DOING: dict[str, str] = {
    p.COLISEUM: N_("{name} places a Coliseum"),
    p.DESIGNATE: N_("{name} designates the district for {active}"),
    p.SUPPORTER: N_("{name} places a Supporter"),
    p.GLADIATOR: N_("{name} sends a Gladiator to an arena"),
    p.MATCH: N_("{name} decides on a match"),
    p.ELIM_SUPPORTER: N_("{name} eliminates an attending Supporter"),
    p.ELIM_GLADIATOR: N_("{name} eliminates a Gladiator"),
    p.GAIN: N_("{name} takes 1 sestertius or 1 card"),
    p.HANDS: N_("Show of hands: every player answers"),
    p.PLEDGE: N_("{name} pledges sesterces"),
}


#: After the decision, when a card window is folded into it (the menu asks the decision).
WINDOW_FIRST = N_(" · a card window first: C plays, Enter passes")
#: The first warning of the last turn (drawn reversed).
LAST_TURN = N_("LAST TURN")


def render_banner(view: SeatView, width: int = 100, window_first: bool = False,
                  curtains: bool = True) -> Text:
    """`TURN 5  ▶ Aurelia [P]  Aurelia sends a Gladiator to an arena` and the warnings,
    right-aligned. `window_first`: `view` is the game the menu's decision is taken in, after
    the card window folded into it (header and menu say the same turn and decision)."""
    out = Text()
    out.append(_(" TURN {turn} ").format(turn=view.turn), style="bold reverse")
    out.append(f"  {ACTIVE} ", style="bold")
    name = who(view, view.active)
    name.stylize("bold")
    out.append_text(name)
    out.append("  ")
    out.append(doing(view, curtains), style="bold")
    if window_first:
        out.append(_(WINDOW_FIRST))
    alerts = warnings(view)
    if alerts:
        text = Text(" · ".join(alerts), style="bold")
        text.stylize("reverse", 0, len(_(LAST_TURN)) if view.last_turn else 0)
        room = width - out.cell_len - 2
        if text.cell_len > room:  # drop the reasons before the facts
            text = Text(" · ".join(a.split(" (")[0] for a in alerts), style="bold")
            text.stylize("reverse", 0, len(_(LAST_TURN)) if view.last_turn else 0)
        if text.cell_len > room:  # then what to do goes to the prompt line alone
            out = out[: max(0, width - text.cell_len - 2)]
        out.append(" " * max(2, width - out.cell_len - text.cell_len))
        out.append_text(text)
    out.truncate(width, overflow="ellipsis")
    return out


class TurnBanner(ViewWidget):
    """One line across the top of the table; the warnings take the warning colour."""

    DEFAULT_CSS = """
    TurnBanner { height: 1; background: $primary 35%; color: $foreground;
                 text-wrap: nowrap; }
    TurnBanner.-warn { background: $warning 30%; }
    TurnBanner.-last { background: $error 45%; }
    """

    window_first = False
    #: the table has curtains (False at a table of one human: nobody to hide from)
    curtains = True

    def show(self, view: SeatView, window_first: bool = False) -> None:
        """Draw `view`; `window_first`: it is the view after a folded card window."""
        self.window_first = window_first
        alerts = warnings(view)
        self.set_class(bool(alerts) and not view.last_turn, "-warn")
        self.set_class(view.last_turn and not view.over, "-last")
        super().show(view)

    def slice_of(self, view: SeatView) -> object:
        return (self.window_first, view.turn, view.active, view.names, view.clubs, view.pending,
                view.match, view.over, view.last_turn, view.popularity, view.dead, view.target,
                tuple(pl.club_pieces for pl in view.players))

    def draw(self, view: SeatView, width: int) -> Text:
        return render_banner(view, width or 100, self.window_first, self.curtains)

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return 1
