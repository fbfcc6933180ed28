"""Points of a game of Russian Bank, and the running score shown during play.

The winner (first to get rid of hand, reserve and waste) scores ``GAME_BONUS`` plus one
point per card left in the loser's hand and waste and two per card in the loser's reserve.
A match goes to the first player whose game scores reach the target (30 to 999). A drawn
or abandoned game scores nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.russian_bank.table import Table

GAME_BONUS = 30
RESERVE_CARD_POINTS = 2
OTHER_CARD_POINTS = 1
TARGET_MIN, TARGET_MAX = 30, 999
DEFAULT_TARGET = 100
"""The seed gives only the range 30-999; 100 is our choice of default."""


@dataclass(frozen=True)
class ScoreParts:
    """What a win against one player is worth, part by part."""

    game: int
    """``GAME_BONUS`` for the game itself."""
    hand_and_waste: int
    """One per card in the loser's hand and waste (a turned-up card counts in the hand)."""
    reserve: int
    """Two per card in the loser's reserve."""

    @property
    def total(self) -> int:
        """The score."""
        return self.game + self.hand_and_waste + self.reserve


def score_parts(table: Table, loser: int) -> ScoreParts:
    """The parts of what the other player scores for winning now against ``loser``."""
    hand = len(table.hands[loser]) + len(table.wastes[loser])
    if table.turnup is not None and table.mover == loser:
        hand += 1
    return ScoreParts(GAME_BONUS, OTHER_CARD_POINTS * hand,
                      RESERVE_CARD_POINTS * len(table.reserves[loser]))


def score_against(table: Table, loser: int) -> int:
    """What the other player scores for winning now against ``loser``'s cards."""
    return score_parts(table, loser).total


@dataclass(frozen=True)
class RunningScore:
    """One player's running figures, as the blank table spaces show them."""

    if_won_now: int
    """What the player would score by winning at this moment."""
    cards_left: int
    """Cards in the player's hand, reserve and waste (a turned-up card counts in the hand)."""


def running_score(table: Table, player: int) -> RunningScore:
    """``player``'s running score (pure: reads the table only)."""
    return RunningScore(score_against(table, 1 - player), table.cards_left(player))


def check_target(target: int) -> int:
    """``target`` if it is a valid match target, else ValueError naming the range."""
    if not TARGET_MIN <= target <= TARGET_MAX:
        raise ValueError(f"the match target must be {TARGET_MIN} to {TARGET_MAX}, not {target}")
    return target
