"""The public lines of wrong PINs read in the table's language: the save keeps them in English
(a save loads in every language), and the table words them when it draws its log."""

from __future__ import annotations

from tests.support.games import new_game
from voxpopuli_tui.engine import view_for
from voxpopuli_tui.save_format import PinNote
from voxpopuli_tui.ui.table.pins import SeatPins, note_words, with_notes


def test_three_wrong_pins_write_english_lines_the_french_table_reads_in_french(
        french: None) -> None:
    pins = SeatPins.with_pins({1: "2468"}, clock=lambda: 1000.0)
    for _try in range(3):
        assert not pins.check(1, "1111", "Zoé", turn=1, after=0)
    stored = [note.text for note in pins.notes]
    assert stored == [*(f"Wrong PIN at Zoé's curtain ({n} of 3)." for n in (1, 2, 3)),
                      "Zoé's curtain is locked for 30 s."]
    view = with_notes(view_for(new_game(3, seed=1), None), pins)
    table = [e.text for e in view.log if e.seq < 0]
    assert table == ["Mauvais code au rideau de Zoé (1 sur 3).",
                     "Mauvais code au rideau de Zoé (2 sur 3).",
                     "Mauvais code au rideau de Zoé (3 sur 3).",
                     "Le rideau de Zoé est verrouillé pour 30 s."]


def test_a_line_of_an_older_save_is_worded_too_and_an_unknown_line_is_kept(
        french: None) -> None:
    old = PinNote(after=3, turn=1, text="Wrong PIN at Marcus's curtain (1 of 3).")
    assert note_words(old.text) == "Mauvais code au rideau de Marcus (1 sur 3)."
    assert note_words("Marcus's curtain is locked for 1 h 5 min.") == (
        "Le rideau de Marcus est verrouillé pour 1 h 5 min.")
    assert note_words("something else") == "something else"
