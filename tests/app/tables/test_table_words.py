"""Words at the table that a newcomer trips on: HONORARY PRESIDENT's show of hands is a choice of
politician (no "A for, B against"), no "behind the curtain" at a table without curtains, the
guide's coins agree with their number, `m` does not ask "Who acts?" of a lone human, the
players' marks explained on the table, the charts' lines drawn with the club's mark, and a card
drawn at the end of a turn named under the menu (README)."""

from __future__ import annotations

from tests.support.pilot import wait_until
from tests.support.windows import TABLE
from voxpopuli_tui.coach.advice import explain
from voxpopuli_tui.engine import view_for
from voxpopuli_tui.engine.actions import ChooseGain, GiveMoney, PlayCard
from voxpopuli_tui.engine.constants import Gain
from voxpopuli_tui.engine.position import position
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.table.controller import TableController
from voxpopuli_tui.ui.widgets.players_panel import render_cards
from voxpopuli_tui.ui.widgets.turn_banner import TurnBanner

SIZE = (120, 40)


def test_honorary_presidents_show_of_hands_is_a_choice_of_politician_R33() -> None:
    game = position(players=3, active=0, at="forum-start",
                    hands={0: ["HONORARY PRESIDENT"], 1: [], 2: []}, **TABLE)  # type: ignore[arg-type]
    game.apply(next(a for a in game.legal_actions(0) if isinstance(a, PlayCard)))
    start = TableController(game).vote_start()
    assert start is not None
    assert "A for" not in start[1] and "each names a politician" in start[1], start[1]


def test_the_guides_coins_agree_with_their_number() -> None:
    game = position(players=3, active=0, at="match", **{**TABLE, "money": {0: 1, 1: 3, 2: 3}})  # type: ignore[arg-type]
    view = view_for(game, 0)
    assert "you have 1 sestertius and" in explain(view, ChooseGain(seat=0, gain=Gain.CARD))
    assert "Give 1 sestertius to" in explain(view, GiveMoney(seat=0, to=1, amount=1))


async def test_no_curtain_words_and_no_who_acts_at_a_table_of_one() -> None:
    game = position(players=3, active=0, at="match", **TABLE)  # type: ignore[arg-type]
    app = create_app(game=game, computer=[1, 2])
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainScreen) and app.screen.ready,
                         "the table")
        screen = app.screen
        assert isinstance(screen, MainScreen)
        assert screen.query_one(TurnBanner).curtains is False
        await pilot.press("m")
        await pilot.pause()
        asked = screen.picker[0] if screen.picker is not None else ""
        assert "Who acts?" not in asked and "Who acts?" not in str(screen.menu.menu_title)
        assert asked.startswith("Livia") or "Livia has nothing" in screen.refusal, asked


def test_the_banner_says_in_secret_without_curtains() -> None:
    from voxpopuli_tui.engine import prompts as p
    from voxpopuli_tui.ui.widgets.turn_banner import doing

    game = position(players=3, active=0, at="match", **TABLE)  # type: ignore[arg-type]
    view = view_for(game, None)
    stars = type(view.pending)(**{**{f: getattr(view.pending, f) for f in
                                     view.pending.__dataclass_fields__}, "kind": p.STARS})
    at_stars = type(view)(**{**{f: getattr(view, f) for f in view.__dataclass_fields__},
                             "pending": stars})
    assert "behind the curtain" in doing(at_stars)
    assert "curtain" not in doing(at_stars, curtains=False)
    assert "in secret" in doing(at_stars, curtains=False)


def test_the_players_marks_are_explained_on_the_table() -> None:
    game = position(players=3, active=0, at="match", **TABLE)  # type: ignore[arg-type]
    text = render_cards(view_for(game, None), 64).plain
    assert "! to act" in text and "▶ turn" in text


def test_a_players_chart_line_is_drawn_with_the_club_mark() -> None:
    from voxpopuli_tui.ui.widgets.charts import line_mark

    assert line_mark("Livia [R]") == "R"
    assert line_mark("Pompey") == "hd"


async def test_a_card_drawn_at_the_end_of_the_turn_is_named_under_the_menu_R24() -> None:
    """Livia takes 1 card instead of a match: the turn ends (its windows pass, nobody can
    play) and at her next decision the card is still named on the menu's line."""
    # seed 1: the card drawn (CLEOPATRA) is not playable in the Forum window that follows,
    # which passes at once (nobody can use it): the pass is the table's, not her decision
    game = position(players=3, seed=1, active=0, at="match", hands={0: [], 1: [], 2: []},
                    **TABLE)  # type: ignore[arg-type]
    app = create_app(game=game, computer=[1, 2])
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        assert table is not None
        await wait_until(pilot, lambda: isinstance(app.screen, MainScreen) and app.screen.ready
                         and app.screen.chooser is not None, "the match decision")
        screen = app.screen
        assert isinstance(screen, MainScreen) and screen.chooser is not None
        card = next(o for o in screen.chooser.options() if "draw a card" in o.label)
        index = screen.menu.index_of(card.key)
        assert index is not None
        screen.menu.highlighted = index
        await pilot.press("enter")
        await wait_until(pilot, lambda: table.game.turn == 2 and screen.chooser is not None
                         and table.computer_turn() is None, "Livia's next decision")
        assert table.view(0).hand, "no card drawn"
        assert "You drew: CLEOPATRA" in str(screen.menu.border_subtitle), (
            screen.menu.border_subtitle)
