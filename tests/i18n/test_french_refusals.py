"""Every refusal of the engine reads in French at a French table: the controller words the
engine's typed refusal (`table.log_words.refusal_words`) — its template translated, its
arguments (players, districts, politicians, sums, windows) in French, its ruling kept."""

from __future__ import annotations

import pytest

from tests.safety.test_refusals import CASES, Case
from tests.support.games import give_card
from voxpopuli_tui.engine import IllegalActionError
from voxpopuli_tui.engine.explain import refusal_for
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.table.log_words import refusal_words

NBSP = "\u00a0"

#: A few of them word for word (the rest: translated and different from the English).
EXACT = {
    "card-price": "coûte 3 sesterces (R35)",
    "match-price": f"un International coûte 6 sesterces{NBSP}; Livia en a 2 (R18)",
    "attendance": f"2 Supporters assistent à l'arène de Crassus{NBSP}; un match en demande 3 (R18)",
    "interview": "INTERVIEW bloque le vote de Livia sur Applaudissements (C-INTERVIEW)",
    "club-of-four": "seulement avec 4 pièces ou moins dans votre club (C-CLEOPATRA)",
}


def _refused(case: Case) -> tuple[str, str, str]:
    """(the French line, the English line, the template) of the case's mistake."""
    game, action = case.scene()
    for card in case.holds:
        if card not in game.state.players[action.seat].hand:
            give_card(game, action.seat, card)
    with pytest.raises(IllegalActionError) as info:
        game.apply(action)
    refusal = refusal_for(game, action)
    return refusal_words(game, action, info.value), str(refusal), refusal.message.msg


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_every_refusal_reads_in_french_with_its_ruling(french: None, case: Case) -> None:
    line, english, template = _refused(case)
    assert _(template) != template, f"not in the catalogue: {template!r}"
    assert line != english
    assert line.endswith(f"({case.rule})")
    if case.id in EXACT:
        assert line == EXACT[case.id]


@pytest.mark.parametrize("case", CASES[:4], ids=[c.id for c in CASES[:4]])
def test_in_english_the_table_says_what_the_engine_says(case: Case) -> None:
    line, english, _template = _refused(case)
    assert line == english
