"""The procedure's steps as types: one small frozen dataclass per step, carrying its arguments.

`state.stack` holds these; `rulebook.STEPS` maps each type to its one handler, which receives the
step itself (typed fields, no dict). The `tag` field tells them apart in the state's JSON.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal, get_args

from pydantic import Field

from .constants import Window


@dataclass(frozen=True, slots=True)
class StartGame:
    """R2, R10: announce the first player, then the Coliseums."""

    tag: Literal["start_game"] = "start_game"


@dataclass(frozen=True, slots=True)
class AskColiseum:
    """R10: `seat` places a Coliseum."""

    seat: int
    tag: Literal["coliseum"] = "coliseum"


@dataclass(frozen=True, slots=True)
class TurnStart:
    """A new turn for the active seat."""

    tag: Literal["turn_start"] = "turn_start"


@dataclass(frozen=True, slots=True)
class AskDesignation:
    """R14: the previous seat designates a district."""

    tag: Literal["designate"] = "designate"


@dataclass(frozen=True, slots=True)
class AskSupporter:
    """R14: the active seat places a Supporter."""

    tag: Literal["supporter"] = "supporter"


@dataclass(frozen=True, slots=True)
class AskGladiator:
    """R15: the active seat places a Gladiator."""

    tag: Literal["gladiator"] = "gladiator"


@dataclass(frozen=True, slots=True)
class OpenWindow:
    """R13: a card window."""

    window: Window
    tag: Literal["window"] = "window"


@dataclass(frozen=True, slots=True)
class RollDie:
    """R8, R34: roll for `purpose` (the card and seat behind it), then a reaction window."""

    purpose: str
    card: str | None = None
    seat: int | None = None
    tag: Literal["roll"] = "roll"


@dataclass(frozen=True, slots=True)
class AskMatch:
    """Phase 2: the active seat decides on a match (R18)."""

    tag: Literal["match_decision"] = "match_decision"


@dataclass(frozen=True, slots=True)
class SecretVote:
    """R19: everyone votes at once."""

    tag: Literal["secret_vote"] = "secret_vote"


@dataclass(frozen=True, slots=True)
class Reveal:
    """R20: the votes and totals."""

    tag: Literal["reveal"] = "reveal"


@dataclass(frozen=True, slots=True)
class Consequences:
    """R21, R22: the consequences of the result, in order."""

    tag: Literal["consequences"] = "consequences"


@dataclass(frozen=True, slots=True)
class AskEliminateSupporter:
    """R21 (a): `seat` (a Boos voter) removes an attending Supporter."""

    seat: int
    tag: Literal["eliminate_supporter"] = "eliminate_supporter"


@dataclass(frozen=True, slots=True)
class AskEliminateGladiator:
    """R22: `seat` (an Applause voter) removes a Gladiator."""

    seat: int
    tag: Literal["eliminate_gladiator"] = "eliminate_gladiator"


@dataclass(frozen=True, slots=True)
class AskStars:
    """R21 (b): `seat`'s Gladiators become Stars."""

    seat: int
    tag: Literal["stars"] = "stars"


@dataclass(frozen=True, slots=True)
class ApplauseRewards:
    """R21 (c), (d)."""

    tag: Literal["applause_rewards"] = "applause_rewards"


@dataclass(frozen=True, slots=True)
class VaeVictis:
    """VAE VICTIS on a Boos result."""

    tag: Literal["vae_victis"] = "vae_victis"


@dataclass(frozen=True, slots=True)
class BoosRewards:
    """R22: the Boos result."""

    tag: Literal["boos_rewards"] = "boos_rewards"


@dataclass(frozen=True, slots=True)
class Phase3:
    """R24: Phase 3."""

    tag: Literal["phase3"] = "phase3"


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End of turn, R28."""

    tag: Literal["end_turn"] = "end_turn"


@dataclass(frozen=True, slots=True)
class OpenVoteAsk:
    """R33: `seat` votes by show of hands (or pledges)."""

    seat: int
    tag: Literal["open_vote_ask"] = "open_vote_ask"


@dataclass(frozen=True, slots=True)
class OpenVoteCount:
    """R33: the count."""

    tag: Literal["open_vote_count"] = "open_vote_count"


@dataclass(frozen=True, slots=True)
class CardRollResult:
    """R34: apply `card`'s die table (played by `seat`) to the roll."""

    card: str
    seat: int
    tag: Literal["card_roll_result"] = "card_roll_result"


@dataclass(frozen=True, slots=True)
class EpicMatchRoll:
    """EPIC MATCH's roll, played by `seat`."""

    seat: int
    tag: Literal["epic_match_roll"] = "epic_match_roll"


@dataclass(frozen=True, slots=True)
class RefereeRoll:
    """REFEREE IN THE TOILETS' first roll, played by `seat`."""

    seat: int
    tag: Literal["referee_roll"] = "referee_roll"


@dataclass(frozen=True, slots=True)
class RefereeSecondRoll:
    """REFEREE IN THE TOILETS' second roll."""

    seat: int
    tag: Literal["referee_second_roll"] = "referee_second_roll"


@dataclass(frozen=True, slots=True)
class BookmakerRoll:
    """BOOKMAKER's roll on `stake`, played by `seat`."""

    seat: int
    stake: int
    tag: Literal["bookmaker_roll"] = "bookmaker_roll"


@dataclass(frozen=True, slots=True)
class MouthingOffRoll:
    """MOUTHING OFF: the roll for `gladiators[index]` ((seat, value) pairs)."""

    gladiators: tuple[tuple[int, int], ...]
    index: int
    tag: Literal["mouthing_off_roll"] = "mouthing_off_roll"


Frame = Annotated[
    StartGame
    | AskColiseum
    | TurnStart
    | AskDesignation
    | AskSupporter
    | AskGladiator
    | OpenWindow
    | RollDie
    | AskMatch
    | SecretVote
    | Reveal
    | Consequences
    | AskEliminateSupporter
    | AskEliminateGladiator
    | AskStars
    | ApplauseRewards
    | VaeVictis
    | BoosRewards
    | Phase3
    | EndTurn
    | OpenVoteAsk
    | OpenVoteCount
    | CardRollResult
    | EpicMatchRoll
    | RefereeRoll
    | RefereeSecondRoll
    | BookmakerRoll
    | MouthingOffRoll,
    Field(discriminator="tag"),
]


def step_types() -> tuple[type[Any], ...]:
    """Every step type of the union, in its order."""
    return tuple(get_args(get_args(Frame)[0]))
