"""The computer's three strengths in Pachisi, and the newcomer the weakest one plays like.

* BEGINNER (``BeginnerBot``): one die at a time, no plan and no fear. Most of the time it
  moves the pawn nearest home; now and then simply the first pawn it looks at. A
  capture or a pawn home it sees only some of the time, and it never thinks about the
  pawns behind its own or about the safety squares (the castles). It takes every
  bonus move it may, with the same habits.
* STANDARD (``GreedyBot``): a sound, simple player: a capture whenever it has one, else
  a pawn home, else the move that gets a pawn farthest along. It does not weigh danger
  either, but it never overlooks what is in front of it.
* EXPERT (``AIBot``): today's computer player: every complete play of the roll valued
  for progress, safety and blockades, and the best few looked at one roll further.

Measured in the arena (``python -m games.arena pachisi --a A --b B --games 200 --seed 1
--jobs 1``: one of A against three of B, seats rotated over the same dice, 25 % a fair
share; 95 % intervals; a 2-core machine at a load of 10 to 19):

* expert vs standard 44.5 % (37.8-51.4); expert's decisions: median 0.06 ms, max 1.4 s;
* standard vs beginner 48.5 % (41.7-55.4);
* beginner vs random 73.5 % (67.0-79.1);
* expert vs ai: 25 % by construction, the same player (every rotation plays one game).

``tests/games/test_pachisi_strengths.py`` checks what each of them does.

The beginner's slips come from the generator the caller passes in (the program's is
made from the game's seed and move count), so a game replays the same.
"""

from __future__ import annotations

import random

from games._shared.state import GameState
from games._shared.strength import BEGINNER, EXPERT, STANDARD
from games.pachisi.ai import AIBot, GreedyBot, legal_moves
from games.pachisi.board import HOME
from games.pachisi.plays import Option
from games.pachisi.rulebook import PASS

SEES_A_CAPTURE = 0.3
"""How often the beginner notices a capture it could make."""
SEES_HOME = 0.5
"""How often it notices that a pawn can go home."""
NEAREST_HOME = 0.5
"""How often it moves its pawn nearest home; otherwise the first pawn it looks at."""


class BeginnerBot:
    """A newcomer: the leading pawn or the first one, captures only sometimes seen."""

    name = "beginner"

    def choose(self, state: GameState, rng: random.Random) -> int:
        """The beginner's action (its slips drawn from ``rng``)."""
        moves = legal_moves(state)
        if not moves:
            return PASS
        captures = [o for o in moves if o.landing.victim >= 0]
        if captures and rng.random() < SEES_A_CAPTURE:
            return captures[0].action
        homes = [o for o in moves if o.landing.progress == HOME]
        if homes and rng.random() < SEES_HOME:
            return homes[0].action
        if rng.random() < NEAREST_HOME:
            return max(moves, key=_lead).action
        return moves[0].action

    def reset(self) -> None:
        """Nothing to forget between games."""


def _lead(option: Option) -> tuple[int, int]:
    """The pawn nearest home first (the bigger step among its moves, then the first)."""
    return (option.before, -option.action)


Player = BeginnerBot | GreedyBot | AIBot
"""A computer player of some strength (each forgets its plan with ``reset``)."""
PLAYERS: dict[str, type[Player]] = {
    BEGINNER: BeginnerBot, STANDARD: GreedyBot, EXPERT: AIBot}
"""The player of each strength (the options menu's words)."""


def player_for(level: str) -> Player:
    """A fresh computer player of ``level`` (STANDARD's for an unknown word)."""
    return PLAYERS.get(level, GreedyBot)()
