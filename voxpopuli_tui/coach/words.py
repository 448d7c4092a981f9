"""The guide's words for the game's things, in the interface's language: card titles and texts
(French from the card list and assets/cards_fr.json), arenas, match kinds and sums. The coach
stays free of the interface's modules; the words are the same catalogue's."""

from __future__ import annotations

from functools import cache

from voxpopuli_tui.engine.assets import CardInfo, cards_by_id, read_json
from voxpopuli_tui.engine.constants import POLITICIANS, MatchType
from voxpopuli_tui.i18n import N_, language, ngettext

#: each politician's arena, a whole phrase (the catalogue's "Pompey's arena"…)
ARENAS = tuple(f"{p}'s arena" for p in POLITICIANS)
#: a match of each kind, with its article
KIND_WORDS = {MatchType.CUP: N_("a Cup"), MatchType.CHAMPIONSHIP: N_("a Championship"),
              MatchType.INTERNATIONAL: N_("an International"),
              MatchType.STAR: N_("a DREAM TEAM match")}


@cache
def _french_texts() -> dict[str, str]:
    return {str(k): str(v) for k, v in read_json("cards_fr.json")["summaries"].items()}


def card_title(card: str) -> str:
    """A card's title in the interface's language (its id when unknown)."""
    info = cards_by_id().get(card)
    if info is None:
        return card
    return info.french if language() == "fr" else info.title


def card_text(info: CardInfo) -> str:
    """A card's text in the interface's language."""
    return _french_texts().get(info.id, info.summary) if language() == "fr" else info.summary


def coins_words(amount: int) -> str:
    """A sum: "1 sestertius", "3 sesterces" (« 1 sesterce »)."""
    return ngettext("{count} sestertius", "{count} sesterces", amount).format(count=amount)
