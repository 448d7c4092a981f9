"""Cards at the table: the hand behind a curtain, card gifts, open votes, news of drawn cards.

Mixed into `VoxPopuliApp`. Every private screen here comes up only after its seat's curtain; what
happens in public (a card played, a card given) is announced from the public log alone (R27).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from voxpopuli_tui.engine.assets import cards_by_id, load_cards, title

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
            # A table that comes up: every line already in its log counts as seen.
            self._seen_table = table
            self._seen = dict.fromkeys(range(table.game.n), len(table.game.state.log))
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
        text = " ".join(self.news(seat))
        if table is None or not text:
            return set()
        return {c for c in table.view(seat).hand if title(c) in text}

    def mark_seen(self, seat: int) -> None:
        if self.table is not None:
            self._baseline(seat)
            self._seen[seat] = len(self.table.game.state.log)

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
            from .screens.hand import HandScreen, NewsHandScreen, hand_reasons

            view = table.view(seat)
            if mode == "give":
                return CardGiftScreen(view, table.free_actions(seat, ["give-card"]))
            news = self.news(seat)
            new = self.new_cards(seat)
            self.mark_seen(seat)
            if mode == "play":
                return HandScreen(
                    view, table.card_plays(seat), hand_reasons(table.game, seat), new=new
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
        lines = [e.text for e in self.table.public().log if e.seq >= before]
        if lines:
            self.notify("\n".join(lines[:6]), title=title, timeout=8)

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
            before = len(table.game.state.log)
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

        self.push_screen(OpenVoteScreen(table.public(), legal), lambda a: self._voted(moment, a))
        return True

    def _voted(self, moment: tuple[int, int], action: HandsVote | Pledge | None) -> None:
        table = self.table
        if table is None:
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
        text = " ".join(e.text for e in reversed(self.table.public().log[-200:]))
        found = [(text.find(c.title), c.id) for c in load_cards() if c.title in text]
        return [cid for _, cid in sorted(found)]


def card_meaning(purpose: str | None) -> str:
    """What a die roll decides: the summary of the card whose title opens `purpose`."""
    for card in cards_by_id().values():
        if purpose and purpose.startswith(card.title):
            return card.summary
    return ""


def window_prompt(view: Any, where: str) -> str:
    """The table's one-line prompt while a card window is open: who may do what, how to go on."""
    p = view.pending
    if p.window == "roll":
        return (
            f"Die for {p.purpose}: {p.roll}. RIGGING or MATCH RIGGED? — any player may press C;"
            " Enter to accept the roll."
        )
    if p.window == "hands" and view.open_vote is not None:
        title = cards_by_id()[view.open_vote.card].title
        return (
            f"{title}: every hand is up. CENSORSHIP or CHEATING? — any player may press C;"
            " Enter to count the votes."
        )
    return f"{where} is open — any player may press C to play a card · Enter: everyone passes."


def window_menu(view: Any) -> tuple[str, list[tuple[str, str, bool]]]:
    """The menu of an open card window: (title, [(key, label, disabled)])."""
    p = view.pending
    if p.window == "roll":
        meaning = card_meaning(p.purpose)
        return f"Die for {p.purpose}: {p.roll}", [
            ("continue", "Accept the roll (Enter)", False),
            ("play", "Play RIGGING or MATCH RIGGED… (C)", False),
            *([("meaning", f"The roll: {meaning}", True)] if meaning else []),
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
