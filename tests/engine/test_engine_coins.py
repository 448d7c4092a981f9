"""A sum in the engine's log agrees with its amount: "1 sestertius", never "1 sesterces"."""

from __future__ import annotations

from voxpopuli_tui.engine.actions import GiveMoney
from voxpopuli_tui.engine.coins import coins
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.ruleset import Ruleset


def test_coins_agree_with_their_amount() -> None:
    assert [coins(n) for n in (0, 1, 2, 7)] == [
        "0 sesterces", "1 sestertius", "2 sesterces", "7 sesterces"]


def test_a_gift_of_one_is_logged_as_one_sestertius() -> None:
    game = Game.new(Ruleset.default(3, seed=5))
    gift = next(a for a in game.legal_actions(game.to_act()[0])
                if isinstance(a, GiveMoney) and a.amount == 1)
    game.apply(gift)
    line = game.state.log[-1].text
    assert "gave 1 sestertius to" in line
    assert "sesterces" not in line
