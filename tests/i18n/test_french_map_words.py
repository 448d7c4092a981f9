"""The map's words in French: a district named in a menu or a refusal is the French district
(« A1 (Gaulois) », « D2 n'est pas dans le quartier désigné (Grec) »), not the map asset's
English name."""

from __future__ import annotations

from voxpopuli_tui import cli
from voxpopuli_tui.engine.actions import Designate
from voxpopuli_tui.ui.table.choices import default_label
from voxpopuli_tui.ui.table.map_input import MapInput
from voxpopuli_tui.ui.words.game_words import district


def test_districts_are_named_in_the_language_spoken() -> None:
    cli.speak("fr", {})
    assert [district(i) for i in range(6)] == [
        "Gaulois", "Égyptien", "Grec", "Babylonien", "Palatin", "Subure"]
    assert default_label("district", 2, Designate(seat=0, district=2), ["A", "B", "C"]) == "Grec"
    cli.speak("en", {})
    assert district(2) == "Greek"


def test_a_refused_coordinate_is_said_in_french() -> None:
    cli.speak("fr", {})
    said = MapInput()
    said.step = "space"
    assert said._refusal("A9", None) == (
        "A9 n'est pas sur la carte (rangées 1–6)\u00a0: rien n'est choisi")
    assert said._refusal("B2", 9) == "B2 n'est pas une des cases marquées\u00a0: rien n'est posé"
