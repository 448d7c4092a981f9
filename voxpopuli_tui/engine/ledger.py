"""What the rules write on the table through their `game`: log lines and typed events, cards
drawn, sesterces paid and earned, popularity and Assassination markers.

`core.Core` is a `Ledger`: the machine (legality, the procedure loop) lives there, these helpers
here, and they read only the state, the ruleset and the players' names.
"""

from __future__ import annotations

from collections.abc import Sequence

from .events import Assassinated, CardDrawn, EventKind, Payload, PopularityChanged
from .ruleset import Ruleset
from .said import N_, Arg, Number, Politician, Said, Seat
from .state import Event, GameState, worded_later


class Ledger:
    """The helpers every rule module calls to change the table and say so (R6, R7, R9, R25, R27)."""

    state: GameState
    ruleset: Ruleset
    #: each seat's player name, as the log words them
    names: list[str]

    def log(
        self, text: str, kind: EventKind = EventKind.INFO, seats: Sequence[int] | None = None
    ) -> None:
        """Add an event; `seats` makes it private to those seats (R27)."""
        st = self.state
        st.log.append(
            Event(len(st.log), st.turn, kind, text, None if seats is None else list(seats))
        )

    def say(
        self,
        msg: str,
        kind: EventKind = EventKind.INFO,
        seats: Sequence[int] | None = None,
        **args: Arg,
    ) -> None:
        """Add a line worded from the template `msg` and its typed arguments (`said`): the
        English text is rendered from them, an interface words them in its language."""
        data = Said(msg, tuple(args.items()))
        st = self.state
        st.log.append(
            Event(len(st.log), st.turn, kind, worded_later(data, self.names),
                  None if seats is None else list(seats), data)
        )

    def emit(self, data: Payload, seats: Sequence[int] | None = None) -> None:
        """Add a typed event; its text is rendered from `data` (R27: `seats` as for `log`)."""
        st = self.state
        kind = data.KIND
        assert kind is not None, "a Said line is added by say()"
        st.log.append(
            Event(
                len(st.log),
                st.turn,
                kind,
                worded_later(data, self.names),
                None if seats is None else list(seats),
                data,
            )
        )

    def name(self, seat: int) -> str:
        """A seat's player name."""
        return self.names[seat]

    def draw(self, seat: int, count: int = 1) -> int:
        """R6: draw cards while the deck lasts; the card is private to the drawer."""
        st = self.state
        if not self.ruleset.use_cards and not st.deck:
            return 0  # R32: a game without event cards has no deck to draw from
        drawn = 0
        for _ in range(count):
            if not st.deck:
                break
            card = st.deck.pop()
            st.players[seat].hand.append(card)
            drawn += 1
            self.say(N_("{seat} drew a card."), EventKind.DRAW, seat=Seat(seat))
            self.emit(CardDrawn(seat, card), [seat])
        if drawn < count:
            self.say(N_("The deck is empty: no card is drawn."), EventKind.DRAW)
        return drawn

    def pay(self, seat: int, amount: int) -> int:
        """Pay up to `amount` to the bank; return what was paid."""
        pl = self.state.players[seat]
        paid = min(pl.money, amount)
        pl.money -= paid
        return paid

    def earn(self, seat: int, amount: int) -> None:
        """Receive sesterces from the bank (R7: unlimited)."""
        self.state.players[seat].money += amount

    def change_popularity(self, politician: int, delta: int, why: str) -> None:
        """R25: never below 0; the dead neither gain nor lose; reaching the target ends the game."""
        st = self.state
        if st.dead[politician] or delta == 0:
            return
        before = st.popularity[politician]
        after = max(0, before + delta)
        st.popularity[politician] = after
        if after != before:
            self.emit(PopularityChanged(politician, after - before, after, why))
        if after >= self.ruleset.popularity_target and not st.last_turn:
            st.last_turn = True
            self.say(
                N_("{politician} reached {target}: this is the last turn."),
                EventKind.LAST_TURN,
                politician=Politician(politician),
                target=Number(self.ruleset.popularity_target),
            )

    def assassinate(self, politician: int, why: str) -> bool:
        """R9: place an Assassination marker if one is left."""
        st = self.state
        if st.dead[politician]:
            return False
        if st.assassinations_left <= 0:
            self.say(
                N_("No Assassination marker is left: {politician} survives."),
                politician=Politician(politician),
            )
            return False
        st.assassinations_left -= 1
        st.dead[politician] = True
        if st.lover == politician:
            pass  # the marker stays on him; SEX SCANDAL and KEPT WOMAN need a living lover
        self.emit(Assassinated(politician, why))
        return True
