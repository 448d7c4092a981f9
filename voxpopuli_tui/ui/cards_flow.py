"""Cards at the table: the hand behind a curtain, card gifts, open votes, news of drawn cards.

Mixed into `VoxPopuliApp`. Every private screen here comes up only after its seat's curtain; what
happens in public (a card played, a card given) is announced from the public log alone (R27).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from voxpopuli_tui.engine.assets import cards_by_id
from voxpopuli_tui.engine.events import CardPlayed

from .wording import tidy

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.screen import Screen

    from voxpopuli_tui.engine.actions import GiveCard, HandsVote, PlayCard, Pledge

    from .table import Table

#: Private log lines that tell a seat about a card new to its hand.
NEWS_KINDS = ("draw-private", "gift-private")
CARD_PURPOSES = {
    "play": "choose a card to play",
    "hand": "look at your hand",
    "news": "see the card that is new in your hand",
    "give": "choose a card to give",
}
OPEN_KINDS = ("hands", "pledge")


if TYPE_CHECKING:
    from textual.app import App

    _AppBase = App[None]  # the mixin is type-checked as the App it is mixed into
else:
    _AppBase = object


class CardsMixin(_AppBase):
    """Needs the app's `table`, `advance`, `push_screen` and `notify`."""

    table: Table | None
    _seen_table: Table | None = None
    _seen: dict[int, int]
    _vote_away: tuple[int, int] | None = None

    if TYPE_CHECKING:

        def advance(self) -> None: ...
        def hand_off(self, seat: int, purpose: str, private: Callable[[], Screen[Any]],
                     done: Callable[[Any], None], cancellable: bool = True,
                     back: str = "the table") -> None: ...

    # ------------------------------------------------------------------ news of cards
    def _baseline(self, seat: int) -> int:
        table = self.table
        assert table is not None
        if self._seen_table is not table:
            # A table that comes up (a game resumed): cards received this turn may be unseen
            # still ("press N" survives a resume); earlier ones the seat had time to look at.
            self._seen_table = table
            self._seen = dict.fromkeys(range(table.game.n), turn_start(table))
        return self._seen.get(seat, 0)

    def news(self, seat: int) -> list[str]:
        """The private lines about cards new to `seat`'s hand it has not looked at yet."""
        table = self.table
        if table is None or table.game.is_over or seat in table.computer:
            return []
        start = self._baseline(seat)
        return [
            e.text for e in table.view(seat).log
            if e.private and e.kind in NEWS_KINDS and e.seq >= start
        ]

    def new_cards(self, seat: int) -> set[str]:
        """The cards of `seat`'s hand named in its unseen news (drawn, dealt or received)."""
        table = self.table
        if table is None or table.game.is_over or seat in table.computer:
            return set()
        start = self._baseline(seat)
        view = table.view(seat)
        named = {c for e in view.news if e.seq >= start for c in e.cards}
        return named & set(view.hand)

    def mark_seen(self, seat: int) -> None:
        if self.table is not None:
            self._baseline(seat)
            self._seen[seat] = self.table.game.log_length

    def news_seats(self) -> list[int]:
        table = self.table
        return [s for s in table.humans() if self.news(s)] if table is not None else []

    def news_line(self) -> str:
        """Public: who has a card they have not looked at (never which card)."""
        table = self.table
        seats = self.news_seats()
        if table is None or not seats:
            return ""
        names = " and ".join(table.name(s) for s in seats)
        verb = "has" if len(seats) == 1 else "have"
        return f"{names} {verb} a new card — press N to look (behind the curtain)."

    # ------------------------------------------------------------------ hand, play, gifts
    def card_private(self, seat: int, mode: str, cancellable: bool = True) -> None:
        """Curtain for `seat`, then the hand ("play", "hand", "news") or the gift picker."""
        table = self.table
        assert table is not None

        def private() -> Screen[Any]:
            from .screens.gift import CardGiftScreen
            from .screens.hand import HandScreen, NewsHandScreen

            view = table.view(seat)
            if mode == "give":
                return CardGiftScreen(view, table.free_actions(seat, ["give-card"]))
            news = self.news(seat)
            new = self.new_cards(seat)
            self.mark_seen(seat)
            plays = table.card_plays(seat)
            if mode == "play" or (mode == "hand" and plays):
                # `h` while a card is playable opens the hand ready to play it, never "nothing
                # to play now"; the curtain has named the seat either way.
                return HandScreen(
                    view, plays, dict(view.card_reasons), new=new
                )
            return NewsHandScreen(view, news, new)

        def done(action: Any) -> None:
            if mode == "give":
                self._gave(seat, action)
            else:
                self._played(seat, action)

        self.hand_off(seat, CARD_PURPOSES[mode], private, done, cancellable)

    def _announce(self, before: int, title: str) -> None:
        """A banner everyone may read: the public log lines since `before`."""
        assert self.table is not None
        lines = [tidy(e.text) for e in self.table.public().log if e.seq >= before]
        if lines:
            self.notify("\n".join(lines[:6]), title=title, timeout=8, markup=False)

    def _played(self, seat: int, play: PlayCard | None) -> None:
        self._private_done(seat, play, "{name} played a card")

    def _gave(self, seat: int, gift: GiveCard | None) -> None:
        self._private_done(seat, gift, "A card changes hands")

    def _private_done(self, seat: int, action: PlayCard | GiveCard | None, banner: str) -> None:
        """Apply the seat's choice from behind its curtain (None: backed out); announce it."""
        table = self.table
        if table is None:
            return
        if action is not None:
            before = table.game.log_length
            if table.apply(action):
                self.mark_seen(seat)
                self._announce(before, banner.format(name=table.name(seat)))
        self.advance()

    # ------------------------------------------------------------------ open votes (R33)
    def open_vote_turn(self) -> bool:
        """A show-of-hands vote or pledge awaits a human: the open vote screen comes up."""
        table = self.table
        if table is None or table.kind not in OPEN_KINDS:
            return False
        humans = table.to_act_humans()
        if not humans:
            return False
        seat = humans[0]
        moment = (seat, len(table.game.history))
        if self._vote_away == moment:
            return False  # they stepped away: the menu of the table asks them
        legal = table.main_actions(seat)
        from .screens.open_vote import OpenVoteScreen

        view = table.public()
        by_computer = view.open_vote is not None and view.open_vote.player in table.computer
        screen = OpenVoteScreen(view, legal, guard=by_computer)
        self.push_screen(screen, lambda a: self._voted(moment, a, screen.wants_undo))
        return True

    def _voted(self, moment: tuple[int, int], action: HandsVote | Pledge | None,
               undo: bool = False) -> None:
        table = self.table
        if table is None:
            return
        if undo:
            self._vote_away = moment  # the table's menu asks again after the undo's answer
            self.undo_table()  # type: ignore[attr-defined]
            return
        if action is None:
            self._vote_away = moment
        else:
            self._vote_away = None
            table.apply(action)
        self.advance()

    # ------------------------------------------------------------------ the log's cards
    def log_cards(self) -> list[str]:
        """Cards named in the public log, the most recent first (public facts only)."""
        if self.table is None:
            return []
        played = [e.data.card for e in self.table.public().log if isinstance(e.data, CardPlayed)]
        return list(dict.fromkeys(reversed(played)))


def turn_start(table: Table) -> int:
    """Log position where the current turn began (the whole log before the first turn)."""
    log = table.public().log
    start = next((e.seq for e in reversed(log) if e.kind == "turn"), None)
    return table.game.log_length if start is None else start


def card_meaning(card: str | None) -> str:
    """What a die roll for `card` decides: the card's summary ("" for no card)."""
    info = cards_by_id().get(card) if card is not None else None
    return info.summary if info is not None else ""


def window_prompt(view: Any, where: str, then: str = "") -> str:
    """The table's one-line prompt while a card window is open: who may do what, how to go on.

    `then`: the decision the window is folded into (choosing it means everyone passed)."""
    p = view.pending
    if p.window == "roll":
        meaning = card_meaning(p.roll_card)
        head = f"Die for {p.purpose}: {p.roll}. RIGGING or MATCH RIGGED? — any player may press C"
        go_on = "Enter to accept the roll." + (f" {meaning}" if meaning else "")
    elif p.window == "hands" and view.open_vote is not None:
        title = cards_by_id()[view.open_vote.card].title
        head = (f"{title}: every hand is up. CENSORSHIP or CHEATING? — any player may press C")
        go_on = "Enter to count the votes."
    else:
        head = f"{where} is open — any player may press C to play a card"
        go_on = "Enter: everyone passes."
    if then:  # the folded decision first: it is what Enter or a number does
        return f"{then} · {head} first"
    return f"{head}; {go_on}" if p.window in ("roll", "hands") else f"{head} · {go_on}"


def window_menu(view: Any) -> tuple[str, list[tuple[str, str, bool]]]:
    """The menu of an open card window: (title, [(key, label, disabled)])."""
    p = view.pending
    if p.window == "roll":
        # What the roll decides is in the prompt: a menu line that does nothing is no choice.
        return f"Die for {p.purpose}: {p.roll}", [
            ("continue", "Accept the roll (Enter)", False),
            ("play", "Play RIGGING or MATCH RIGGED… (C)", False),
        ]
    if p.window == "hands":
        return "Show of hands", [
            ("continue", "Count the votes (Enter)", False),
            ("play", "Play CENSORSHIP or CHEATING… (C)", False),
        ]
    return "Card window", [
        ("continue", "Continue (everyone passes)", False),
        ("play", "Play a card… (C)", False),
    ]


def news_subtitle(line: str) -> str:
    """The news of a drawn card, short enough for the menu's frame."""
    return line.split(" — ")[0] + ": press N" if line else ""
