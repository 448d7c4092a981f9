"""The rulebook: the one place that lists every procedure step, decision, action handler and card
rule of the game, and assembles them into the `Rulebook` that `Game` runs.

Nothing registers itself on import: a rule module only defines functions, a card module only
declares its `RULES`. From a rule id to its code: find the id (R21, C-HOOLIGANS) in a handler's
docstring through the tables below; its test carries the same id in its name.
`tests/rules/test_rulebook.py` proves each step type, decision, action class and card has
exactly one handler.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import explain, free, match, setup, stars, steps, turn, votes, windows
from .actions import (
    AnnounceMatch,
    BuyDecoys,
    ChooseGain,
    Contribute,
    Designate,
    EliminateGladiator,
    EliminateSupporter,
    GiveCard,
    GiveMoney,
    HandsVote,
    NoMatch,
    Pass,
    PlaceColiseum,
    PlaceGladiator,
    PlaceStar,
    PlaceSupporter,
    PlayCard,
    Pledge,
    Vote,
    _Action,
    action_classes,
)
from .assets import load_cards
from .cards import arena, arena_rolls, cleopatra, common, dice, forum, show_of_hands
from .cards.registry import playable_actions
from .core import AnswerFn, CardRule, PromptFn, Rulebook, StepFn
from .kinds import Decision
from .steps import Frame, step_types

#: Procedure steps, by step type (`steps.Frame`), in the order of a turn; rule ids in each
#: handler's docstring.
STEPS: dict[type[Frame], StepFn] = {
    steps.StartGame: setup.start_game,
    steps.AskColiseum: setup.ask_coliseum,
    steps.TurnStart: turn.turn_start,
    steps.AskDesignation: turn.ask_designation,
    steps.AskSupporter: turn.ask_supporter,
    steps.AskGladiator: turn.ask_gladiator,
    steps.Phase3: turn.phase3,
    steps.EndTurn: turn.end_turn,
    steps.OpenWindow: windows.open_window,
    steps.RollDie: windows.roll_die,
    steps.AskMatch: match.ask_match,
    steps.Reveal: match.reveal,
    steps.Consequences: match.consequences,
    steps.AskEliminateSupporter: match.ask_eliminate_supporter,
    steps.AskEliminateGladiator: match.ask_eliminate_gladiator,
    steps.ApplauseRewards: match.applause_rewards,
    steps.VaeVictis: match.vae_victis,
    steps.BoosRewards: match.boos_rewards,
    steps.SecretVote: votes.ask_vote,
    steps.OpenVoteAsk: votes.open_vote_ask,
    steps.OpenVoteCount: votes.open_vote_count,
    steps.AskStars: stars.ask_stars,
    steps.CardRollResult: common.card_roll_result,
    steps.EpicMatchRoll: arena_rolls.epic_match_roll,
    steps.RefereeRoll: arena_rolls.referee_roll,
    steps.RefereeSecondRoll: arena_rolls.referee_second_roll,
    steps.BookmakerRoll: arena_rolls.bookmaker_roll,
    steps.MouthingOffRoll: arena_rolls.mouthing_off_roll,
}

#: The legal actions of a seat, per kind of pending decision.
PROMPTS: dict[Decision, PromptFn] = {
    Decision.COLISEUM: setup.legal_coliseum,
    Decision.DESIGNATE: turn.legal_designation,
    Decision.SUPPORTER: turn.legal_supporter,
    Decision.GLADIATOR: turn.legal_gladiator,
    Decision.GAIN: turn.legal_gain,
    Decision.WINDOW: windows.legal_window,
    Decision.MATCH: match.legal_match,
    Decision.ELIM_SUPPORTER: match.legal_eliminate_supporter,
    Decision.ELIM_GLADIATOR: match.legal_eliminate_gladiator,
    Decision.VOTE: votes.legal_vote,
    Decision.HANDS: votes.legal_hands,
    Decision.PLEDGE: votes.legal_pledge,
    Decision.STARS: stars.legal_stars,
}

#: How each action changes the state (free actions included), by action class (`actions`),
#: like `STEPS` by step type.
ANSWERS: dict[type[_Action], AnswerFn] = {
    PlaceColiseum: setup.place_coliseum,
    Designate: turn.designate,
    PlaceSupporter: turn.place_supporter,
    PlaceGladiator: turn.place_gladiator,
    ChooseGain: turn.choose_gain,
    Pass: windows.pass_,
    PlayCard: windows.play_card,
    NoMatch: match.no_match,
    AnnounceMatch: match.announce,
    EliminateSupporter: match.eliminate_supporter,
    EliminateGladiator: match.eliminate_gladiator_answer,
    Vote: votes.vote,
    HandsVote: votes.hands,
    Pledge: votes.pledge,
    PlaceStar: stars.place_star,
    GiveMoney: free.apply_free,
    GiveCard: free.apply_free,
    BuyDecoys: free.apply_free,
    Contribute: free.apply_free,
}

#: Every event card's rule, by theme (C-… rulings: see each module).
CARD_MODULES = (forum, arena, arena_rolls, dice, cleopatra, show_of_hands)


def card_table(rules: Iterable[CardRule]) -> dict[str, CardRule]:
    """Card rules by id; a card declared twice is an error of assembly."""
    table: dict[str, CardRule] = {}
    for rule in rules:
        if rule.id in table:
            raise ValueError(f"card {rule.id} has two rules")
        table[rule.id] = rule
    return table


CARDS: dict[str, CardRule] = card_table(rule for m in CARD_MODULES for rule in m.RULES)

RULEBOOK = Rulebook(
    steps=STEPS,
    prompts=PROMPTS,
    answers=ANSWERS,
    cards=CARDS,
    playable=playable_actions,
    open_moment=free.open_moment_actions,
    decoy_purchases=free.decoy_purchases,
    explain=explain.why_illegal,
)


def missing() -> list[str]:
    """What has no handler (empty when the book is complete): checked by the tests."""
    out = [f"step {s.__name__}" for s in step_types() if s not in STEPS]
    out += [f"decision {d}" for d in Decision if d not in PROMPTS]
    out += [f"action {c.__name__}" for c in action_classes() if c not in ANSWERS]
    out += [f"card {c.id}" for c in load_cards() if c.id not in CARDS]
    return out
