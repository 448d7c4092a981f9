"""A card's title and text in the interface's language: French texts from assets/cards_fr.json,
French titles from the card list; English as the engine has them."""

from __future__ import annotations

from functools import cache

from voxpopuli_tui.engine.assets import CardInfo, read_json
from voxpopuli_tui.i18n import language

FRENCH_TEXTS = "cards_fr.json"


@cache
def french_summaries() -> dict[str, str]:
    """Each card's text in French (assets/cards_fr.json)."""
    data = read_json(FRENCH_TEXTS)
    return {str(k): str(v) for k, v in data["summaries"].items()}


def card_summary(card: CardInfo) -> str:
    """The card's text in the interface's language."""
    if language() == "fr":
        return french_summaries().get(card.id, card.summary)
    return card.summary


def card_titles(card: CardInfo) -> tuple[str, str]:
    """(the title in the interface's language, the title in the other one)."""
    return (card.french, card.title) if language() == "fr" else (card.title, card.french)


def card_title(card: CardInfo) -> str:
    """The card's title in the interface's language."""
    return card_titles(card)[0]

