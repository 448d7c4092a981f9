"""The engine's golden game worded by the table in French is exactly the checked-in French
transcript; in English the table's words are the engine's own, line for line.

If the wording changes on purpose: ``python -m tests.i18n.golden.regenerate`` (from the
repository root), review the diff.
"""

from __future__ import annotations

import random

from tests.engine.golden import regenerate as english_golden
from tests.i18n.golden import regenerate
from voxpopuli_tui import i18n
from voxpopuli_tui.engine import Game, Ruleset, public_view
from voxpopuli_tui.ui.table.log_words import line_words, payload_words
from voxpopuli_tui.ui.table.wording import tidy

NBSP = "\u00a0"


def test_the_golden_game_in_french_is_the_checked_in_transcript() -> None:
    expected = regenerate.GOLDEN.read_text(encoding="utf-8")
    actual = regenerate.transcript("fr")
    assert actual.splitlines() == expected.splitlines()
    assert actual == expected


def test_the_french_transcript_is_the_english_one_line_for_line() -> None:
    french = regenerate.GOLDEN.read_text(encoding="utf-8").splitlines()
    english = english_golden.GOLDEN.read_text(encoding="utf-8").splitlines()
    assert len(french) == len(english)
    assert french[0] == "Marcus est le premier joueur."
    assert english[0] == "Marcus is the first player."
    # the game's own French words and grammar
    text = "\n".join(french)
    assert "Marcus a pris 1 sesterce." in french
    assert "Marcus gagne 4 sesterces comme organisateur." in french
    assert "l'arène d'Octave" in text and "l'arène de César" in text
    assert "Le Colisée d'Antoine se dresse sur F4 dans le quartier Babylonien." in french
    assert "Les Huées l'emportent." in text and "Applaudissements" in text
    assert f"Tour 1{NBSP}: Marcus joue." in french
    assert " :" not in text and " ;" not in text  # never a plain space before them
    assert "sestertius" not in text and "Octavian" not in text and "Pompey" not in text


def test_in_english_the_table_words_every_line_as_the_engine_does() -> None:
    """Games with cards, gifts and decoys (random choices among every legal action): each line
    has a typed payload, and its English wording is the engine's text."""
    i18n.set_language("en")
    lines = 0
    for seed in range(6):
        game = Game.new(Ruleset.default(3 + seed % 4, seed=seed, coliseum_placement="random",
                                        first_player=0))
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.to_act()[0]
            game.apply(rng.choice(game.legal_actions(seat)))
        for event in game.state.log:
            assert event.data is not None, event.text
            assert payload_words(event.data, game.names) == event.text
            lines += 1
        view = public_view(game)
        assert [line_words(e, view.names) for e in view.log] == [tidy(e.text) for e in view.log]
    assert lines > 1000


def test_in_french_no_line_of_a_game_with_cards_keeps_an_english_template() -> None:
    i18n.set_language("fr")
    game = Game.new(Ruleset.default(5, seed=8, coliseum_placement="random", first_player=0))
    rng = random.Random(8)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions(game.to_act()[0])))
    english_words = (" played ", " placed ", " sent ", " gains ", " loses ", " the ", " is ")
    for event in game.state.log:
        worded = payload_words(event.data, game.names)
        assert worded is not None
        assert not any(w in f" {worded} " for w in english_words), worded
