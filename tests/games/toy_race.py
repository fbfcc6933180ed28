"""A tiny dice game for testing the shared parts that any game plugs into.

Two players; each turn chance rolls a die, then the player moves that many
steps or half as many (rounded up); the first past 30 wins.
"""

from __future__ import annotations

from games._shared.state import GameState

GOAL = 30


class Race(GameState):
    def __init__(self, goal: int = GOAL) -> None:
        super().__init__()
        self.goal = goal
        self.at = [0, 0]
        self.turn = 0
        self.die: int | None = None

    def current_player(self) -> int:
        if max(self.at) >= self.goal:
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
        self.die, self.turn = None, 1 - self.turn

    def clone(self) -> Race:
        new = Race(self.goal)
        new.at, new.turn, new.die, new.history = self.at[:], self.turn, self.die, self.history[:]
        return new

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0, 0.0]
        won = 0 if self.at[0] >= self.goal else 1
        return [1.0, -1.0] if won == 0 else [-1.0, 1.0]

    def action_to_string(self, action: int) -> str:
        return f"roll {action}" if self.die is None else ("full", "half")[action]

    def __str__(self) -> str:
        return f"at {self.at} turn {self.turn} die {self.die}"
