"""The guide speaks French: every reason and explanation the coach gives for the choices of a
seeded game with cards, in French, shows no English word of the coach's messages (players'
names and card titles aside) and keeps the no-break space before « : »."""

from __future__ import annotations

import random

from voxpopuli_tui import i18n
from voxpopuli_tui.coach.advice import explain, reason
from voxpopuli_tui.coach.summary import summary
from voxpopuli_tui.engine import Game, Ruleset, view_for
from voxpopuli_tui.engine.scoring import compute_outcome

from .screen_words import english_of, english_words


def test_every_reason_of_a_seeded_game_is_french() -> None:
    i18n.set_language("fr")
    game = Game.new(Ruleset.default(4, seed=6, coliseum_placement="players", first_player=0))
    english = english_of("coach/advice.py", "coach/facts.py", "coach/words.py") - set(game.names)
    rng = random.Random(6)
    said, step = 0, 0
    while not game.is_over:
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        step += 1
        if step % 5:  # one decision in five: every kind still comes, in a few seconds
            game.apply(rng.choice(legal))
            continue
        view = view_for(game, seat)
        for action in legal[:6]:
            for text in (reason(view, action), explain(view, action)):
                assert not english_words(text, english), text
                assert " :" not in text, text
                said += 1
        game.apply(rng.choice(legal))
    assert said > 100
    end = summary([], compute_outcome(game.state), 0)
    assert end.title.startswith("Ce que vous avez appris")
    assert not english_words(" ".join(end.lines), english_of("coach/summary.py"))


def test_in_english_the_reasons_stay_english() -> None:
    i18n.set_language("en")
    game = Game.new(Ruleset.default(3, seed=2, coliseum_placement="players", first_player=0))
    view = view_for(game, game.to_act()[0])
    text = reason(view, game.legal_actions(game.to_act()[0])[0])
    assert "'s Coliseum on " in text and "(R10, R17)" in text
