"""The room without a browser: each seat's snapshot holds its own secrets only, an intent
for another seat or an illegal one is refused and changes nothing, the tokens are long and
compared as secrets, wrong ones are slowed down more and more."""

from __future__ import annotations

import itertools
import json

from tests.support.arena_scenes import arena
from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.engine.actions import PlayCard
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.engine.position import position
from voxpopuli_tui.host.room import Room
from voxpopuli_tui.host.tokens import FIRST_DELAY, MAX_DELAY, TABLE, Throttle, Tokens
from voxpopuli_tui.host.wire import public_part, secret_part

from .secrets import check_frame, secrets_at


def room(seed: int = 4, cards: bool = True) -> Room:
    return Room(Game.new(Ruleset.default(3, seed=seed, popularity_target=1, use_cards=cards)))


def frames(r: Room) -> dict[int | None, dict[str, object]]:
    out: dict[int | None, dict[str, object]] = {None: public_part(r.view(None))}
    for seat in r.humans:
        frame = public_part(r.view(None))
        frame["secret"] = secret_part(r.view(seat), r.menu(seat))
        out[seat] = frame
    return out


def play_first_options(r: Room, until: int = 3000) -> int:
    """Every seat taps its first option in turn until the game ends; the frames are checked
    after every tap. Returns the taps."""
    taps = 0
    while not r.game.is_over and taps < until:
        seat = next(s for s in r.humans if r.menu(s) is not None)
        chooser = r.menu(seat)
        assert chooser is not None
        assert r.pick(seat, chooser.options()[0].key)
        taps += 1
        known = secrets_at(r.game)
        for receiver, frame in frames(r).items():
            check_frame(json.loads(json.dumps(frame)), receiver, known)
    return taps


def test_a_whole_game_never_shows_a_seat_another_seats_secrets() -> None:
    """R27: every frame of a whole game (hands, sealed votes, Stars and decoys)."""
    r = room()
    taps = play_first_options(r)
    assert r.game.is_over and taps > 20
    kinds = {str(a.type) for a in r.game.history}
    assert {"vote", "star"} <= kinds  # the game had sealed votes and Stars to keep


def test_an_intent_for_another_seat_is_refused_and_changes_nothing() -> None:
    r = room()
    seat = r.game.to_act()[0]
    other = (seat + 1) % 3
    move = str(r.game.moves(seat)[0])
    before = (r.version, len(r.game.history))
    assert not r.act(other, move)  # a page acts only for its own seat
    assert r.notices[other]
    assert not r.act(seat, "not an action")
    assert not r.act(seat, 12)
    assert (r.version, len(r.game.history)) == before
    assert r.act(seat, move)
    assert r.version > before[0]


def test_an_illegal_intent_is_refused_and_changes_nothing() -> None:
    r = room()
    seat = r.game.to_act()[0]
    other = (seat + 1) % 3
    before = r.version
    assert not r.act(other, str(r.game.moves(seat)[0]).replace(f"{seat} ", f"{other} ", 1))
    assert not r.pick(other, "no such key")  # not its turn: no menu
    assert not r.pick(seat, "no such key")
    assert r.version == before


def test_a_menu_keeps_its_steps_while_another_seat_votes() -> None:
    """A seat that chose a step keeps it when the others act (a reloaded page resumes)."""
    r = room(cards=False)
    while r.game.pending_kind != Decision.STARS and not r.game.is_over:
        seat = next(s for s in r.humans if r.menu(s) is not None)
        chooser = r.menu(seat)
        assert chooser is not None
        r.pick(seat, chooser.options()[0].key)
    assert r.game.pending_kind == Decision.STARS
    seat = r.game.to_act()[0]
    chooser = r.menu(seat)
    assert chooser is not None
    step = chooser.step()
    r.pick(seat, chooser.options()[0].key)
    again = r.menu(seat)
    assert again is chooser and again.step() != step and again.trail
    assert r.back(seat) and again.step() == step


def test_tokens_are_long_and_only_their_own_opens_a_page() -> None:
    tokens = Tokens([0, 1, 2])
    everything = [tokens.table, *tokens.seats.values()]
    assert len(set(everything)) == 4
    for token in everything:
        assert len(token) >= 43  # 32 random bytes in base64url: 256 bits
    assert tokens.role(tokens.table) == TABLE
    assert [tokens.role(tokens.seats[s]) for s in range(3)] == [0, 1, 2]
    for wrong in ("", None, "x", tokens.table[:-1], tokens.table + "x", "é" * 300):
        assert tokens.role(wrong) is None


def test_wrong_tokens_are_slowed_down_more_and_more() -> None:
    now = [0.0]
    throttle = Throttle(clock=lambda: now[0])
    assert throttle.delay("10.0.0.2") == 0
    delays = []
    for _ in range(8):
        throttle.missed("10.0.0.2")
        delays.append(throttle.delay("10.0.0.2"))
    assert delays[0] == FIRST_DELAY
    assert all(b > a for a, b in itertools.pairwise(delays) if b < MAX_DELAY)
    assert delays[-1] == MAX_DELAY
    assert throttle.delay("10.0.0.3") == 0  # per client address
    now[0] += 3600
    assert throttle.delay("10.0.0.2") == 0  # forgotten after a quiet while


def test_the_check_finds_a_frame_that_leaks() -> None:
    """The frame check is not vacuous: another seat's part, or a hand on the table, fails."""
    import pytest

    r = room()
    known = secrets_at(r.game)
    leaked = public_part(r.view(None))
    leaked["secret"] = secret_part(r.view(1), r.menu(1))
    with pytest.raises(AssertionError):
        check_frame(leaked, 0, known)
    with pytest.raises(AssertionError):
        check_frame(leaked, None, known)
    table = public_part(r.view(None))
    table["log"] = [*table["log"], known[2].cards and sorted(known[2].cards)[0]]
    with pytest.raises(AssertionError):
        check_frame(table, None, known)


def test_computers_play_their_seats_from_their_own_view() -> None:
    """A table of one person and two computers plays to its end; the computers' moves come
    from views built for them (`Job`) and are applied only while still legal."""
    from voxpopuli_tui.ui.table.computer_seats import Level

    game = Game.new(Ruleset.default(3, seed=2, popularity_target=1, use_cards=False))
    r = Room(game, {1: Level.RANDOM, 2: Level.RANDOM})
    assert r.humans == (0,)
    assert not r.act(1, "1 pass")  # a computer's seat is not played from a page
    for _ in range(3000):
        if game.is_over:
            break
        job = r.computer_job()
        if job is not None:
            assert job.view.seat == job.seat and job.moves
            assert r.computer_moved(r.think(job))
            continue
        chooser = r.menu(0)
        assert chooser is not None
        r.pick(0, chooser.options()[0].key)
    assert game.is_over
    assert {a.seat for a in game.history} == {0, 1, 2}


def test_a_card_is_played_and_a_gift_given_from_the_seat_menu() -> None:
    """R26 gifts and card plays go through the seat's own menu, step by step, like a vote."""
    r = room(cards=True)
    game = r.game
    for _ in range(500):  # to the first window where a person may play a card
        seat = next(s for s in r.humans if r.menu(s) is not None)
        chooser = r.menu(seat)
        assert chooser is not None
        if game.pending_kind == Decision.WINDOW and any(
                o.key == "'play'" for o in chooser.options()):
            break
        r.pick(seat, chooser.options()[0].key)
    else:
        raise AssertionError("no window with a playable card")
    hand = list(game.state.players[seat].hand)
    money = [p.money for p in game.state.players]
    assert r.pick(seat, "'give-money'")
    while game.state.players[seat].money == money[seat]:
        chooser = r.menu(seat)
        assert chooser is not None
        assert r.pick(seat, chooser.options()[0].key)
    assert sum(p.money for p in game.state.players) == sum(money)
    assert r.pick(seat, "'play'")
    while list(game.state.players[seat].hand) == hand:
        chooser = r.menu(seat)
        assert chooser is not None, "the play ended before a card left the hand"
        assert r.pick(seat, chooser.options()[0].key)
    played = [a for a in game.history if str(a.type) == "play" and a.seat == seat]
    assert played and played[-1].card in hand and played[-1].card not in game.state.players[
        seat].hand


def _window_room(card: str) -> Room:
    """The first Forum window of Livia's turn, three people, Marcus holding `card` alone."""
    return Room(position(players=3, active=0, at="forum-start",
                         hands={0: [], 1: [card], 2: []}))


def _public(r: Room) -> dict[str, object]:
    frame = public_part(r.view(None), folded=r.folded())
    frame.pop("players")  # hand sizes are public; the cards are not the question here
    return frame


def test_a_card_window_shows_the_same_table_whatever_the_hands_hold() -> None:
    """R27: who could play a card is a secret, so the window waits on nobody because of it:
    the table shows the decision it folds into, with or without a playable card in a hand."""
    playable, idle = _window_room("HONORARY_PRESIDENT"), _window_room("CHEATING")
    assert any(isinstance(a, PlayCard) for a in playable.game.legal_actions(1))
    assert not any(isinstance(a, PlayCard) for a in idle.game.legal_actions(1))
    assert _public(playable) == _public(idle)
    folded = playable.folded()
    assert folded is not None and folded.seat == 2 and folded.windows == 1  # Julia designates
    assert _public(playable)["to_act"] == [2]
    for r in (playable, idle):  # the same menu for the seat that designates, whatever
        assert [o.label for o in r.menu(2).options()] == [  # type: ignore[union-attr]
            o.label for o in idle.menu(2).options()]  # type: ignore[union-attr]
    assert playable.menu(1) is not None and idle.menu(1) is None
    assert playable.menu(0) is None and idle.menu(0) is None


def test_the_folded_decision_passes_the_window_for_everyone_in_one_tap() -> None:
    r = _window_room("HONORARY_PRESIDENT")
    chooser = r.menu(2)
    assert chooser is not None
    turn = r.game.state.turn
    assert r.pick(2, chooser.options()[0].key)
    assert r.game.pending_kind != Decision.WINDOW and r.game.state.turn == turn
    history = r.game.history
    assert [a.type for a in history[-4:]] == ["pass", "pass", "pass", "designate"]
    assert r.menu(1) is None  # the window is gone, and the card with it


def test_a_card_is_played_first_from_its_holders_own_page() -> None:
    r = _window_room("HONORARY_PRESIDENT")
    chooser = r.menu(1)
    assert chooser is not None
    while "HONORARY_PRESIDENT" in r.game.state.players[1].hand:
        chooser = r.menu(1)
        assert chooser is not None
        assert r.pick(1, chooser.options()[0].key)
    assert any(isinstance(a, PlayCard) and a.seat == 1 for a in r.game.history)


def test_a_window_before_a_secret_vote_asks_every_person_whatever_they_hold() -> None:
    """The Arena window cannot fold into the sealed vote: every seat still to act in it is
    asked, the one with nothing to play too (it passes), so the wait tells nothing."""
    game = arena()
    r = Room(game)
    assert r.folded() is None and game.pending_kind == Decision.WINDOW
    for seat in game.to_act():
        chooser = r.menu(seat)
        assert chooser is not None, seat
    assert _public(r)["to_act"] == list(game.to_act())
