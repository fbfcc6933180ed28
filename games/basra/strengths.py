"""The computer's three strengths in Basra and Passur, as the options menu names them.

* BEGINNER (``BeginnerBot``) plays like someone in his first games: it takes what it
  sees that is worth most now, but it overlooks some captures (each capturing card is
  missed with the chance ``MISS``, seeded by the generator it is given) and never asks
  what the floor it leaves offers the opponent. It does not count cards or plan.
* STANDARD (``GreedySafeBot``) takes the most it can now and weighs the basra or sur the
  floor it leaves may give away (from the cards it has not seen), but looks no further.
* EXPERT (``AIBot``) counts every card, draws the hands the opponent may hold and searches
  each to the end of the batch: today's computer player, unchanged.

The arena knows them as ``beginner``, ``standard`` and ``expert`` (``arena.BOTS``). One
arena game is a whole game to 101 (several hands), deals duplicated with the seats
swapped; ``python -m games.arena basra --a standard --b beginner --games 200 --seed 1
--jobs 1`` (2 cores shared, load 2-18; 95 % intervals):

=====================  ===================  ===================
a against b            Basra, a wins        Passur, a wins
=====================  ===================  ===================
beginner vs random     92.5 % (88.0-95.4)   86.0 % (80.5-90.1)
standard vs beginner   80.5 % (74.5-85.4)   82.0 % (76.1-86.7)
expert vs standard     76.0 % (66.8-83.3)   85.0 % (76.7-90.7)
expert vs ai           47.5 % (32.9-62.5)   52.5 % (37.5-67.1)
=====================  ===================  ===================

(beginner and standard 200 games, expert 100, against ai 40: the expert is today's AI,
so that row only shows it is not weaker.) The expert's decisions took a median of 40 ms
(Passur 32 ms) and at most 5.0 s (4.3 s) of wall time at load 8-18 on two cores; in CPU
time (bench ``basra_ai.py 30 1 --a ai --b greedy_safe``) a median of 4.9 ms and at most
385 ms, so an idle two-core machine stays far inside 1 s and 3 s.

A computer seat asks ``player_for`` at each decision, so a change in the menu applies
from its next card; the name on screen stays ABDUL whatever the level.
"""

from __future__ import annotations

import random

from games._shared.bots import Bot
from games._shared.state import GameState
from games._shared.strength import BEGINNER, EXPERT, STANDARD
from games.basra.ai import AIBot, GreedySafeBot, current_hand, immediate
from games.basra.capture import capturer_for
from games.basra.game import KEEP_HAND, BasraGame
from games.basra.observation import observe
from games.basra.pack import ORDER_KEY, bits

MISS = 0.3
"""Chance that the beginner overlooks what one of its cards could take."""


class BeginnerBot:
    """Most points now among the captures it notices; the cheapest card otherwise."""

    name = "beginner"

    def __init__(self, miss: float = MISS) -> None:
        self.miss = miss

    def choose(self, state: GameState, rng: random.Random) -> int:
        """The beginner's card for the player to move (``KEEP_HAND`` between hands)."""
        if isinstance(state, BasraGame) and state.deciding:
            return KEEP_HAND
        hand, scores = current_hand(state)
        obs = observe(hand, hand.current_player(), scores)
        points = capturer_for(obs.options).points
        rated = []
        for card in bits(obs.hand):
            gain, taken, _ = immediate(obs, card)
            if taken and rng.random() < self.miss:
                gain, taken = 0, 0  # it did not see that this card takes anything
            rated.append(((gain, taken, -points[card]), card))
        top = max(rating for rating, _ in rated)
        return min((card for rating, card in rated if rating == top),
                   key=lambda c: ORDER_KEY[c])

    def reset(self) -> None:
        """Nothing to forget between games."""


class StandardBot(GreedySafeBot):
    """The standard level: the greedy player that guards the floor it leaves."""

    name = "standard"


class ExpertBot(AIBot):
    """The expert level: today's card-counting computer player."""

    name = "expert"


PLAYERS: dict[str, type[BeginnerBot] | type[StandardBot] | type[ExpertBot]] = {
    BEGINNER: BeginnerBot, STANDARD: StandardBot, EXPERT: ExpertBot}
"""The player class of each level of the options menu."""


def player_for(level: str) -> Bot:
    """A fresh computer player of ``level`` (STANDARD for a word it does not know)."""
    return PLAYERS.get(level, StandardBot)()
