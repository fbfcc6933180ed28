"""A tiny dice game for testing the shared parts that any game plugs into.

Each turn chance rolls a die, then the player moves that many steps or half as
many (rounded up); the first past the goal wins. With ``teams`` the partners'
steps count together, and the team that gets there first wins.
"""

from __future__ import annotations

import random

from games._shared.bots import RandomBot
from games._shared.registry import GameEntry
from games._shared.state import GameState

GOAL = 30


class Race(GameState):
    def __init__(self, goal: int = GOAL, players: int = 2,
                 teams: tuple[tuple[int, ...], ...] = ()) -> None:
        super().__init__()
        self.goal, self.num_players, self.teams = goal, players, teams
        self.at = [0] * players
        self.turn = 0
        self.die: int | None = None

    def _groups(self) -> tuple[tuple[int, ...], ...]:
        return self.teams or tuple((p,) for p in range(self.num_players))

    def _score(self, group: tuple[int, ...]) -> int:
        return sum(self.at[p] for p in group)

    def current_player(self) -> int:
        if any(self._score(g) >= self.goal for g in self._groups()):
            return GameState.TERMINAL
        return GameState.CHANCE if self.die is None else self.turn

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(d, 1 / 6) for d in range(1, 7)] if self.is_chance_node() else []

    def legal_actions(self) -> list[int]:
        if self.is_terminal():
            return []
        return list(range(1, 7)) if self.die is None else [0, 1]

    def _apply_action(self, action: int) -> None:
        if self.die is None:
            self.die = action
            return
        self.at[self.turn] += self.die if action == 0 else (self.die + 1) // 2
        self.die, self.turn = None, (self.turn + 1) % self.num_players

    def clone(self) -> Race:
        new = Race(self.goal, self.num_players, self.teams)
        new.at, new.turn, new.die, new.history = self.at[:], self.turn, self.die, self.history[:]
        return new

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self.num_players
        winner = next(g for g in self._groups() if self._score(g) >= self.goal)
        return [1.0 if p in winner else -1.0 for p in range(self.num_players)]

    def action_to_string(self, action: int) -> str:
        return f"roll {action}" if self.die is None else ("full", "half")[action]

    def __str__(self) -> str:
        return f"at {self.at} turn {self.turn} die {self.die}"


class FullSteps:
    """Always takes the whole roll: the strong player."""

    def choose(self, state: GameState, rng: random.Random) -> int:
        return 0


class HalfSteps:
    """Always takes half the roll: the weak player."""

    def choose(self, state: GameState, rng: random.Random) -> int:
        return 1


BOTS = {"full": FullSteps, "half": HalfSteps, "random": RandomBot}
TEAMS = GameEntry(name="toy-teams", new_state=lambda: Race(40, 4, ((0, 2), (1, 3))),
                  bots=BOTS, max_length=400, return_bounds=(-1, 1), num_players=4,
                  duplicate=4, teams=((0, 2), (1, 3)))
FOUR = GameEntry(name="toy-four", new_state=lambda: Race(20, 4), bots=BOTS, max_length=400,
                 return_bounds=(-1, 1), num_players=4, duplicate=4)
