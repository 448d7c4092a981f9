"""Shared set-ups for the flow tests: a game at a chosen moment, the app on it, its menu."""

from __future__ import annotations

from collections.abc import Callable

from tests.support.games import advance_until, new_game, pending_kind
from voxpopuli_tui.engine import Game
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu

SIZE = (120, 40)


def game_at(stop: Callable[[Game], bool], players: int = 3, seed: int = 5,
            **options: object) -> Game:
    game = new_game(players, seed=seed, **options)
    advance_until(game, stop)
    return game


def at_kind(kind: str, window: str | None = None, turn: int = 1) -> Callable[[Game], bool]:
    check = pending_kind(kind, window)
    return lambda g: g.state.turn >= turn and check(g)


def app_for(game: Game, computer: tuple[int, ...] = ()) -> VoxPopuliApp:
    return create_app(game=game, computer=computer)


def main(app: VoxPopuliApp) -> MainScreen:
    screen = app.screen
    assert isinstance(screen, MainScreen), type(screen).__name__
    return screen


def menu(app: VoxPopuliApp) -> ActionMenu:
    return main(app).query_one(ActionMenu)


def labels(app: VoxPopuliApp) -> list[str]:
    return [c.label for c in menu(app).choices]


def prompt(app: VoxPopuliApp) -> str:
    from voxpopuli_tui.ui.widgets.prompt_line import PromptLine

    return str(main(app).query_one(PromptLine).render())


async def behind_the_curtain(pilot, app: VoxPopuliApp):  # type: ignore[no-untyped-def]
    """The curtain that is up is lifted (Enter): the screen behind it."""
    from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen

    await pilot.pause()
    assert isinstance(app.screen, CurtainScreen), type(app.screen).__name__
    await pilot.press("enter")
    await pilot.pause()
    return app.screen
