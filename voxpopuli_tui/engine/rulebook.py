"""The rulebook: the one place that lists every procedure step, decision, action handler and card
rule of the game, and assembles them into the `Rulebook` that `Game` runs.

Nothing registers itself on import: a rule module only defines functions, a card module only
declares its `RULES`. From a rule id to its code: find the id (R21, C-HOOLIGANS) in a handler's
docstring through the tables below; its test carries the same id in its name.
`tests/rules/test_rulebook.py` proves each step, decision, action type and card has exactly one
handler.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import explain, free, match, setup, stars, turn, votes, windows
from .actions import action_types
from .assets import load_cards
from .cards import arena, arena_rolls, cleopatra, common, dice, forum, show_of_hands
from .cards.registry import playable_actions
from .core import AnswerFn, CardRule, PromptFn, Rulebook, StepFn
from .kinds import Decision, Step

#: Procedure steps (`Frame.op`), in the order of a turn; rule ids in each handler's docstring.
STEPS: dict[Step, StepFn] = {
    Step.START_GAME: setup.start_game,
    Step.COLISEUM: setup.ask_coliseum,
    Step.TURN_START: turn.turn_start,
    Step.DESIGNATE: turn.ask_designation,
    Step.SUPPORTER: turn.ask_supporter,
    Step.GLADIATOR: turn.ask_gladiator,
    Step.PHASE3: turn.phase3,
    Step.END_TURN: turn.end_turn,
    Step.WINDOW: windows.open_window,
    Step.ROLL: windows.roll_die,
    Step.MATCH_DECISION: match.ask_match,
    Step.REVEAL: match.reveal,
    Step.CONSEQUENCES: match.consequences,
    Step.ELIMINATE_SUPPORTER: match.ask_eliminate_supporter,
    Step.ELIMINATE_GLADIATOR: match.ask_eliminate_gladiator,
    Step.APPLAUSE_REWARDS: match.applause_rewards,
    Step.VAE_VICTIS: match.vae_victis,
    Step.BOOS_REWARDS: match.boos_rewards,
    Step.SECRET_VOTE: votes.ask_vote,
    Step.OPEN_VOTE_ASK: votes.open_vote_ask,
    Step.OPEN_VOTE_COUNT: votes.open_vote_count,
    Step.STARS: stars.ask_stars,
    Step.CARD_ROLL_RESULT: common.card_roll_result,
    Step.EPIC_MATCH_ROLL: arena_rolls.epic_match_roll,
    Step.REFEREE_ROLL: arena_rolls.referee_roll,
    Step.REFEREE_SECOND_ROLL: arena_rolls.referee_second_roll,
    Step.BOOKMAKER_ROLL: arena_rolls.bookmaker_roll,
    Step.MOUTHING_OFF_ROLL: arena_rolls.mouthing_off_roll,
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

#: How each action type changes the state (free actions included).
ANSWERS: dict[str, AnswerFn] = {
    "coliseum": setup.place_coliseum,
    "designate": turn.designate,
    "supporter": turn.place_supporter,
    "gladiator": turn.place_gladiator,
    "gain": turn.choose_gain,
    "pass": windows.pass_,
    "play": windows.play_card,
    "no-match": match.no_match,
    "match": match.announce,
    "eliminate-supporter": match.eliminate_supporter,
    "eliminate-gladiator": match.eliminate_gladiator_answer,
    "vote": votes.vote,
    "hands": votes.hands,
    "pledge": votes.pledge,
    "star": stars.place_star,
    "give-money": free.apply_free,
    "give-card": free.apply_free,
    "buy-decoys": free.apply_free,
    "contribute": free.apply_free,
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
    out = [f"step {s}" for s in Step if s not in STEPS]
    out += [f"decision {d}" for d in Decision if d not in PROMPTS]
    out += [f"action {t}" for t in action_types() if t not in ANSWERS]
    out += [f"card {c.id}" for c in load_cards() if c.id not in CARDS]
    return out
