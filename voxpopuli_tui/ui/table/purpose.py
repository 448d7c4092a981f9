"""Why a seat is handed the keyboard: one enum for every secret input.

Every hand-off (curtain → private screen) is for one `Purpose`; what its curtain says, and
whether the seat may back out of it, is written here and nowhere else. The key gate
(`handoff.KeyGate`) treats every purpose alike.
"""

from __future__ import annotations

from enum import StrEnum

from voxpopuli_tui.i18n import N_, _


class Purpose(StrEnum):
    VOTE = "vote"  # R19: the sealed Applause/Boos vote
    STARS = "stars"  # R21: Stars and decoys
    HAND = "hand"  # look at one's hand (and play from it when a card is playable)
    PLAY = "play"  # choose a card to play in an open window
    GIFT = "give"  # R26: give a card
    NEWS = "news"  # a card new to the hand
    JOURNAL = "journal"  # the seat's private journal
    RESUME = "resume"  # a saved game comes back behind a neutral curtain
    OPEN_VOTE = "open-vote"  # R33: a show of hands or open pledges
    PIN = "pin"  # a seat chooses its curtain's PIN before the game starts

    @property
    def curtain(self) -> str:
        """What the seat's curtain says the seat is about to do."""
        return _(CURTAIN_LINES[self])

    @property
    def forced(self) -> bool:
        """The game waits on it: the seat cannot back out at the curtain."""
        return self in (Purpose.VOTE, Purpose.STARS, Purpose.PIN)


CURTAIN_LINES: dict[Purpose, str] = {
    Purpose.VOTE: N_("vote Applause or Boos in secret"),
    Purpose.STARS: N_("place your Stars (and decoys) in secret"),
    Purpose.HAND: N_("look at your hand"),
    Purpose.PLAY: N_("choose a card to play"),
    Purpose.GIFT: N_("choose a card to give"),
    Purpose.NEWS: N_("see the card that is new in your hand"),
    Purpose.JOURNAL: N_("read your private journal"),
    Purpose.RESUME: N_("take the keyboard back"),
    Purpose.OPEN_VOTE: N_("vote in the open"),
    Purpose.PIN: N_("choose a PIN for your curtain (or none)"),
}
