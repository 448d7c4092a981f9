"""The names of the game's procedure: decision kinds and procedure steps, as enums.

Each `Decision` has one legal-action enumerator and each `Step` one handler, listed in
`rulebook`; `tests/rules/test_rulebook.py` proves the lists are complete.
"""

from __future__ import annotations

from enum import StrEnum


class Decision(StrEnum):
    """What the game waits for (`Pending.kind`)."""

    COLISEUM = "coliseum"
    DESIGNATE = "designate"
    SUPPORTER = "supporter"
    GLADIATOR = "gladiator"
    MATCH = "match"
    WINDOW = "window"
    VOTE = "vote"
    ELIM_SUPPORTER = "eliminate-supporter"
    ELIM_GLADIATOR = "eliminate-gladiator"
    STARS = "stars"
    GAIN = "gain"
    HANDS = "hands"
    PLEDGE = "pledge"


class Step(StrEnum):
    """A procedure step (`Frame.op`): what the game does next when no decision is pending."""

    START_GAME = "start_game"
    COLISEUM = "coliseum"
    TURN_START = "turn_start"
    DESIGNATE = "designate"
    SUPPORTER = "supporter"
    GLADIATOR = "gladiator"
    WINDOW = "window"
    ROLL = "roll"
    MATCH_DECISION = "match_decision"
    SECRET_VOTE = "secret_vote"
    REVEAL = "reveal"
    CONSEQUENCES = "consequences"
    ELIMINATE_SUPPORTER = "eliminate_supporter"
    ELIMINATE_GLADIATOR = "eliminate_gladiator"
    STARS = "stars"
    APPLAUSE_REWARDS = "applause_rewards"
    VAE_VICTIS = "vae_victis"
    BOOS_REWARDS = "boos_rewards"
    PHASE3 = "phase3"
    END_TURN = "end_turn"
    OPEN_VOTE_ASK = "open_vote_ask"
    OPEN_VOTE_COUNT = "open_vote_count"
    CARD_ROLL_RESULT = "card_roll_result"
    EPIC_MATCH_ROLL = "epic_match_roll"
    REFEREE_ROLL = "referee_roll"
    REFEREE_SECOND_ROLL = "referee_second_roll"
    BOOKMAKER_ROLL = "bookmaker_roll"
    MOUTHING_OFF_ROLL = "mouthing_off_roll"
