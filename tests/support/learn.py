"""Drive "Learn to play" through the app as a learner would: at each decision, wait for the
guide's suggestion on the lesson panel, then press the keys that take it."""

from __future__ import annotations

from dataclasses import dataclass, field

from textual.pilot import Pilot
from textual.widgets import OptionList

from tests.support.cards_driver import hand_step, highlight_and_enter
from tests.support.driver import press_option
from voxpopuli_tui.coach import LEARNER
from voxpopuli_tui.engine.actions import Pass, PlayCard, Vote
from voxpopuli_tui.ui.app import VoxPopuliApp
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.learn.guide import Advice
from voxpopuli_tui.ui.learn.guided_table import GuidedTable
from voxpopuli_tui.ui.screens.hand import HandScreen
from voxpopuli_tui.ui.screens.learned import LearnedScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.open_vote import OpenVoteScreen
from voxpopuli_tui.ui.screens.reveal import RevealScreen
from voxpopuli_tui.ui.screens.title import TitleScreen
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu
from voxpopuli_tui.ui.widgets.lesson_panel import LessonPanel


@dataclass
class Record:
    """What the learner saw and did."""

    #: the learner's decisions (each suggestion taken), and the keys pressed in all
    decisions: int = 0
    keys: int = 0
    #: the lesson titles seen on the panel, in the order they first showed
    titles: list[str] = field(default_factory=list)
    #: the suggestions taken, as the panel showed them
    advised: list[Advice] = field(default_factory=list)
    missed: list[object] = field(default_factory=list)


def count_keys(pilot: Pilot[None], record: Record) -> None:
    """Every key the test presses is counted."""
    press = pilot.press

    async def counted(*keys: str) -> None:
        record.keys += len(keys)
        await press(*keys)

    pilot.press = counted  # type: ignore[method-assign]


def table_of(app: VoxPopuliApp) -> GuidedTable:
    table = app.table
    assert isinstance(table, GuidedTable), "the table is not the guided game"
    return table


def learner_decides(table: GuidedTable) -> bool:
    """The learner has something to decide at the table now (as the panel asks the guide)."""
    if table.game.is_over or table.computer_turn() is not None:
        return False
    folded = table.folded()
    return LEARNER in table.game.to_act() or (folded is not None and folded.seat == LEARNER)


async def wait_for(pilot: Pilot[None], ok, what: str, tries: int = 3000) -> None:  # type: ignore[no-untyped-def]
    for _ in range(tries):
        if ok():
            return
        await pilot.pause(0.005)
    raise AssertionError(f"waited in vain for {what}")


async def panel_shows(pilot: Pilot[None], app: VoxPopuliApp, record: Record) -> str:
    """Wait until the panel on top shows the guide's lesson and advice; note a new lesson."""
    table = table_of(app)
    guide = table.guide

    def drawn() -> bool:
        panels = app.screen.query(LessonPanel)
        if not panels:
            return False
        text = panels.first().text
        advice = guide.current(table.moment)
        lesson_ok = guide.shown is None or guide.shown.title in text
        return lesson_ok and (advice is None or advice.why in text.replace("\n", " ")
                              or advice.why[:30] in text)

    await wait_for(pilot, drawn, "the lesson panel")
    if guide.shown is not None and guide.shown.title not in record.titles:
        record.titles.append(guide.shown.title)
    return app.screen.query(LessonPanel).first().text


async def learner_step(pilot: Pilot[None], app: VoxPopuliApp, record: Record,
                       follow: bool = True) -> str:
    """One step of the guided game; returns the name of the screen handled ("end" at the
    end). `follow`: take the guide's suggestion (else the step stops at a decision)."""
    screen = app.screen
    if isinstance(screen, LearnedScreen):
        return "end"
    if isinstance(screen, TitleScreen):
        menu = screen.query_one(OptionList)
        await wait_for(pilot, lambda: menu.get_option_at_index(menu.highlighted or 0).id
                       in ("new", "learn"), "the title menu")
        while menu.get_option_at_index(menu.highlighted or 0).id != "learn":
            await pilot.press("down")
        await pilot.press("enter")
        return "title"
    if isinstance(screen, RevealScreen):
        await pilot.press("enter")
        return "reveal"
    if isinstance(screen, HandScreen):
        await hand_step(pilot, app, screen)
        return "hand"
    table = app.table
    if not isinstance(table, GuidedTable) or not isinstance(
            screen, MainScreen | PrivateScreen | OpenVoteScreen):
        await pilot.pause(0.005)  # a cover, a screen on its way
        return type(screen).__name__
    if isinstance(screen, MainScreen) and (not learner_decides(table) or table.is_secret()
                                           or table.computer_window()):
        # the computers play, or the learner's secret screen comes, or a computer's card
        # window where the learner has no card to play passes on by itself
        await pilot.pause(0.005)
        return "computers"
    moment = table.moment
    guide = table.guide
    await wait_for(pilot, lambda: guide.current(moment) is not None or table.moment != moment,
                   "the guide's suggestion")
    advice = guide.current(moment)
    if advice is None:
        return "moved on"
    await panel_shows(pilot, app, record)
    if not follow:
        return "decision"
    record.decisions += 1
    record.advised.append(advice)
    before = guide.decisions
    await take(pilot, app, screen, advice)
    await wait_for(pilot, lambda: guide.decisions > before or table.game.is_over
                   or isinstance(app.screen, HandScreen), "the choice taken")
    if guide.decisions == before and not isinstance(app.screen, HandScreen):
        record.missed.append((type(screen).__name__, advice.choice, table.game.is_over))
    return "decided"


async def take(pilot: Pilot[None], app: VoxPopuliApp, screen: object, advice: Advice) -> None:
    """Press the keys of the suggestion (or another `choice`)."""
    table = table_of(app)
    moment = table.moment
    choice = advice.choice
    if isinstance(choice, PlayCard):
        await solo_play(pilot, app, choice)
        return
    if isinstance(screen, PrivateScreen):
        if isinstance(choice, Vote):
            await pilot.press("a" if choice.side == "applause" else "b")
            return
        await menu_steps(pilot, app, screen, choice, moment)
        return
    if isinstance(screen, OpenVoteScreen):
        options = screen.query_one("#vote-choices", OptionList)
        await highlight_and_enter(pilot, options, list(screen.choices).index(choice))
        return
    assert isinstance(screen, MainScreen)
    if isinstance(choice, Pass) and (screen.chooser is None or choice
                                     not in screen.chooser.remaining()):
        await pilot.press("enter")
        return
    await menu_steps(pilot, app, screen, choice, moment)


async def menu_steps(pilot: Pilot[None], app: VoxPopuliApp, screen: MainScreen | PrivateScreen,
                     choice: object, moment: tuple[int, int]) -> None:
    """One menu line after another towards `choice`, until the game moves on (the menu may
    be rebuilt meanwhile, e.g. when the table is redrawn: its chooser is read afresh)."""
    table = table_of(app)
    for _ in range(20):
        if table.moment != moment or app.screen is not screen:
            return
        chooser = screen.chooser
        assert chooser is not None and choice in chooser.remaining(), choice
        key = chooser.key_for(choice)  # type: ignore[arg-type]
        assert key is not None
        await press_option(pilot, screen.query_one(ActionMenu), key)
    raise AssertionError(f"{choice} was never taken")


async def solo_play(pilot: Pilot[None], app: VoxPopuliApp, play: PlayCard) -> None:
    """At the learner's table (one human): `c`, the card's number, its targets, then `y`."""
    from voxpopuli_tui.ui.screens.hand import next_field

    table = table_of(app)
    screen = app.screen
    assert isinstance(screen, MainScreen)
    await pilot.press("c")
    index = table.view(play.seat).hand.index(play.card)
    await press_option(pilot, screen.menu, f"card-{index}")
    plays = [a for a in table.card_plays(play.seat)
             if isinstance(a, PlayCard) and a.card == play.card]
    for _ in range(10):
        await wait_for(pilot, lambda: screen.picker is not None, "the card's next question")
        if screen.solo.confirming is not None:
            await pilot.press("y")
            return
        asked = next_field(plays)
        assert asked is not None, play
        await press_option(pilot, screen.menu, str(getattr(play, asked)))
        plays = [a for a in plays if getattr(a, asked) == getattr(play, asked)]
    raise AssertionError(f"{play} was never confirmed")
