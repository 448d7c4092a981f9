"""Cards played at the table through the real UI, from seeded games arranged by hand."""

from __future__ import annotations

from textual.widgets import OptionList

from tests.support.cards_driver import hand_step, highlight_and_enter, start_play, top_text
from tests.support.dump import dump_screens
from tests.support.games import (
    advance_until,
    give_card,
    new_game,
    past_the_cover,
    pending_kind,
    touch,
)
from tests.support.secrecy import check_cards_secret
from voxpopuli_tui.engine.actions import PlayCard
from voxpopuli_tui.engine.cards.slots import isolated_district
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.position import position
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.screens.hand import HandScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.open_vote import OpenVoteScreen

SIZE = (120, 40)


def play_of(app: VoxPopuliApp, seat: int, card: str, **targets: int) -> PlayCard:
    assert app.table is not None
    plays = [a for a in app.table.card_plays(seat) if a.card == card]  # type: ignore[attr-defined]
    plays = [a for a in plays if all(getattr(a, k) == v for k, v in targets.items())]
    assert plays, f"{card} is not playable by seat {seat}"
    return plays[0]  # type: ignore[return-value]


async def play_through_ui(pilot, app: VoxPopuliApp, play: PlayCard) -> None:
    """c → seat → curtain → the hand (card, targets) → back at the table."""
    await start_play(pilot, app, play)
    assert isinstance(app.screen, CurtainScreen)
    check_cards_secret(app)
    await pilot.press("enter")
    assert isinstance(app.screen, HandScreen) and app.screen.view.seat == play.seat
    check_cards_secret(app)
    for _ in range(10):
        if not isinstance(app.screen, HandScreen):
            break
        await hand_step(pilot, app, app.screen)
    for _ in range(500):  # the cover is drawn alone for a frame, then the table comes back
        if not app.hand_offs.stack:
            break
        await pilot.pause(0.01)
    await pilot.pause()
    check_cards_secret(app)


def forum_game(seed: int = 3, **described: object) -> Game:
    """The seeded 4-player game in its first Forum window, with whatever `position` builds
    as described (`on_table`, `lover`…)."""
    return position(4, seed=seed, at="forum-start", **described)


def toasts(app: VoxPopuliApp) -> str:
    return " ".join(str(n.message) for n in app._notifications)


async def test_forum_card_by_a_player_who_is_not_active() -> None:
    game = forum_game()
    give_card(game, 2, "HOOLIGANS")
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert game.state.active == 0
        assert "is open — any player may press C" in top_text(app)
        await play_through_ui(pilot, app, play_of(app, 2, "HOOLIGANS", district=3))
        assert isinstance(app.screen, MainScreen)
        assert isolated_district(game.state.turn_state.cards) == 3
        assert "Julia played HOOLIGANS." in [e.text for e in app.table.public().log]
        assert "Julia played HOOLIGANS" in toasts(app)
        assert "HOOLIGANS" in top_text(app)  # on the map and in the log


async def test_arena_card_during_a_match() -> None:
    game = new_game(4, seed=3)
    advance_until(game, pending_kind("window", "arena"))
    give_card(game, 1, "POLITICAL_RECOVERY")
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Arena window is open" in top_text(app)
        await play_through_ui(pilot, app, play_of(app, 1, "POLITICAL_RECOVERY"))
        assert [c for _, c in game.state.turn_state.arena_cards] == ["POLITICAL_RECOVERY"]
        assert "Marcus played POLITICAL RECOVERY" in toasts(app)


async def test_rigging_after_a_die_roll() -> None:
    game = forum_game()
    give_card(game, 0, "MERCHANDISING")
    give_card(game, 3, "RIGGING")
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_through_ui(pilot, app, play_of(app, 0, "MERCHANDISING"))
        text = top_text(app)
        assert "Die for MERCHANDISING:" in text and "RIGGING or MATCH RIGGED?" in text
        assert "any player may press C" in text and "Enter to accept" in text
        assert "Roll: 1-2" in text and "you gain" in text  # what the roll decides (prompt)
        money = game.state.players[0].money
        await play_through_ui(pilot, app, play_of(app, 3, "RIGGING", value=6))
        log = [e.text for e in app.table.public().log]
        assert "Titus played RIGGING." in log
        assert game.state.last_roll == 6
        assert game.state.players[0].money == money + 4  # 5-6: you gain 4
        assert game.state.pending.window != "roll"


async def _open_votes(pilot, app: VoxPopuliApp, choice: int) -> list[str]:
    """Every open vote / pledge screen in turn: pick option `choice`; return the voters seen."""
    seen = []
    while isinstance(app.screen, OpenVoteScreen):
        check_cards_secret(app)
        screen = app.screen
        seen.append(app.table.name(screen.voter))
        await highlight_and_enter(pilot, screen.query_one("#vote-choices", OptionList), choice)
        await pilot.pause()
    return seen


async def test_censorship_in_a_show_of_hands_vote() -> None:
    game = forum_game()
    give_card(game, 0, "MADMAN")
    give_card(game, 2, "CENSORSHIP")
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_through_ui(pilot, app, play_of(app, 0, "MADMAN", politician=1))
        assert isinstance(app.screen, OpenVoteScreen)
        voters = await _open_votes(pilot, app, 1)  # everyone: against
        assert voters == ["Livia", "Marcus", "Julia", "Titus"]
        text = top_text(app)
        assert "CENSORSHIP or CHEATING?" in text and "any player may press C" in text
        await play_through_ui(pilot, app, play_of(app, 2, "CENSORSHIP", target=1))
        # nobody else can play in the reaction window now: it passes by itself and the votes
        # are counted, no Enter
        await pilot.pause()
        assert game.state.open_vote is None
        log = [e.text for e in app.table.public().log]
        assert "Marcus votes against (A MADMAN IN THE CITY)." in log
        assert "Marcus's vote is not counted (CENSORSHIP)." in log
        assert "A MADMAN IN THE CITY: the count is against 3." in log


async def test_kept_woman_pledge_round() -> None:
    game = forum_game(on_table=["CLEOPATRA"], lover=2)
    give_card(game, 1, "KEPT_WOMAN")
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "CLEOPATRA" in top_text(app)
        await play_through_ui(pilot, app, play_of(app, 1, "KEPT_WOMAN"))
        assert isinstance(app.screen, OpenVoteScreen) and app.screen.pledge
        voters = await _open_votes(pilot, app, 2)  # 2 sesterces each
        assert voters == ["Marcus", "Julia", "Titus", "Livia"]
        log = [e.text for e in app.table.public().log]
        assert "Julia pledges 2." in log
        assert game.state.open_vote is None
        assert isinstance(app.screen, MainScreen)


async def test_backing_out_of_the_hand_reveals_nothing() -> None:
    game = forum_game()
    give_card(game, 2, "HOOLIGANS")
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = [t for _, t in dump_screens(app)]
        version = game.state.version, len(game.state.log)
        await start_play(pilot, app, play_of(app, 2, "HOOLIGANS"))
        await pilot.press("enter")
        assert isinstance(app.screen, HandScreen)
        await pilot.press("down", "escape")
        await past_the_cover(pilot)
        assert isinstance(app.screen, MainScreen)
        assert [t for _, t in dump_screens(app)] == before
        assert (game.state.version, len(game.state.log)) == version
        assert not app._notifications


async def test_a_drawn_card_is_learnt_behind_its_owners_curtain() -> None:
    from voxpopuli_tui.engine.assets import title
    from voxpopuli_tui.ui.screens.hand import NewsHandScreen
    from voxpopuli_tui.ui.widgets.action_menu import ActionMenu

    game = forum_game()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game.draw(1)
        touch(game)  # a draw made by hand: views are rebuilt once per state version
        card = title(game.state.players[1].hand[-1])
        app.screen.refresh_table()
        await pilot.pause()
        menu = app.screen.query_one(ActionMenu)
        assert "Marcus has a new card" in str(menu.border_subtitle)
        assert card not in " ".join(t for _, t in dump_screens(app))
        assert "Marcus drew a card." in top_text(app)
        await pilot.press("n")
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        assert isinstance(app.screen, NewsHandScreen)
        assert f"New: You drew {card}." in top_text(app)
        check_cards_secret(app)
        await pilot.press("escape")
        await past_the_cover(pilot)
        assert isinstance(app.screen, MainScreen)
        assert not app.screen.query_one(ActionMenu).border_subtitle
