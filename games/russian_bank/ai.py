"""Computer players for Russian Bank: random, greedy and the planning AI.

All of them keep to the order rules (in the stop mode they are never stopped) and, when
the opponent breaks one, always call the stop. None looks at face-down cards:

* ``RandomBot`` (shared): any legal action, ending the turn when it must or by chance.
* ``GreedyBot``: a foundation move first (the reserve's first), then a reserve move, then
  a move of the turned-up card, each onto the longest build it can top (a load counts as
  no build); then a house card onto a longer build than the one it leaves (never back to
  a position of this turn); then it turns up a card or ends its turn.
* ``AIBot``: plans its turn with ``planner`` from its ``Observation`` only, judged by
  ``evaluation``; plays the first action of the best line found.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from games._shared.bots import RandomBot
from games._shared.state import GameState
from games.russian_bank.evaluation import Weights
from games.russian_bank.legality import lawful_actions
from games.russian_bank.match import MatchState
from games.russian_bank.notation import (
    DST_FOUNDATION,
    DST_HOUSE,
    DST_OPP_RESERVE,
    END,
    SRC_DECK,
    SRC_HOUSE,
    SRC_RESERVE,
    STOP,
    TURN,
    is_move,
    move,
    split,
)
from games.russian_bank.observation import observe
from games.russian_bank.packs import builds_on
from games.russian_bank.planner import PlanLimits, plan_turn
from games.russian_bank.rules import BankState
from games.russian_bank.table import Table

__all__ = ["AIBot", "AISettings", "GreedyBot", "RandomBot", "current_game", "quickest_end"]


def current_game(state: GameState) -> BankState:
    """The game to play in: the state itself, or a match's current game."""
    game = state.game if isinstance(state, MatchState) else state
    if not isinstance(game, BankState):
        raise TypeError(f"a Russian Bank bot cannot play {type(game).__name__}")
    return game


def run_length(house: list[int]) -> int:
    """Length of the build at the top of ``house`` (0 for an empty house)."""
    if not house:
        return 0
    length = 1
    while length < len(house) and builds_on(house[-length], house[-length - 1]):
        length += 1
    return length


def build_length(table: Table, action: int) -> int:
    """Length of the build the moved card would top (0 for a load or a foundation)."""
    destination = split(action)[1]
    if not DST_HOUSE <= destination < DST_OPP_RESERVE:
        return 0
    return run_length(table.houses[destination - DST_HOUSE]) + 1


class GreedyBot:
    """Foundation first, then reserve, then the longest build (see the module docstring)."""

    name = "greedy"

    def choose(self, state: GameState, rng: random.Random) -> int:
        """The greedy action (``rng`` is not used: the greedy player is deterministic)."""
        del rng
        game = current_game(state)
        if game.stop_offer is not None:
            return STOP
        actions = lawful_actions(game)
        if len(actions) == 1:
            return actions[0]
        return greedy_action(game.table, actions, game.turn_keys)

    def reset(self) -> None:
        """Nothing to forget between games."""


def greedy_action(table: Table, actions: list[int], turn_keys: set[tuple]) -> int:
    """The greedy player's pick among ``actions`` (lawful ones) in ``table``."""
    moves = [a for a in actions if is_move(a)]
    to_foundation = [a for a in moves if split(a)[1] == DST_FOUNDATION]
    if to_foundation:
        order = {SRC_RESERVE: 0, SRC_DECK: 1}
        return min(to_foundation, key=lambda a: (order.get(split(a)[0], 2), a))
    for source in (SRC_RESERVE, SRC_DECK):
        own = [a for a in moves if split(a)[0] == source]
        if own:
            return max(own, key=lambda a: (build_length(table, a), -a))
    shuffles = [a for a in moves if split(a)[0] >= SRC_HOUSE
                and build_length(table, a) > run_length(table.houses[split(a)[0] - SRC_HOUSE])
                and not _repeats(table, a, turn_keys)]
    if shuffles:
        return max(shuffles, key=lambda a: (build_length(table, a), -a))
    for action in (TURN, END):
        if action in actions:
            return action
    return actions[0]


def _repeats(table: Table, action: int, turn_keys: set[tuple]) -> bool:
    after = table.copy()
    source, destination = split(action)
    after.put(destination, after.take(source))
    return after.key() in turn_keys


@dataclass(frozen=True)
class AISettings:
    """Strength knobs of ``AIBot``."""

    weights: Weights = Weights()
    limits: PlanLimits = PlanLimits()


class AIBot:
    """The turn planner (see ``planner``), deciding from its observation only.

    It plans a line of moves up to the next face-down card, then follows that line while
    the table stays as planned, and plans again after each card turned up.
    """

    name = "ai"

    def __init__(self, settings: AISettings = AISettings()) -> None:
        self.settings = settings
        self._plan: dict[tuple[int, tuple], int] = {}
        """The rest of the line last planned: (moves made, position key) -> action. The
        key holds only what both players see, so following the plan stays honest."""

    def choose(self, state: GameState, rng: random.Random) -> int:
        """The AI's action for the player to move."""
        del rng
        game = current_game(state)
        if game.stop_offer is not None:
            return STOP
        actions = lawful_actions(game)
        if len(actions) == 1:
            return actions[0]
        obs = observe(game, game.current_player())
        key = game.table.key()
        planned = self._plan.get((obs.moves_made, key))
        if planned is not None and planned in actions:
            return planned
        _, line = plan_turn(obs, self.settings.weights, self.settings.limits)
        self._plan = {(obs.moves_made + i, step_key): step_action
                      for i, (step_key, step_action) in enumerate(line)}
        action = line[0][1] if line else actions[0]
        assert action in actions, f"the planner chose {action}, not among {actions}"
        return action

    def reset(self) -> None:
        """Forget the plan."""
        self._plan = {}


def quickest_end(state: GameState) -> int:
    """The lawful action that brings the mover's turn to its end soonest (the Esc key).

    Compulsory foundation moves first, then laying the turned card on the waste (or
    passing), then turning up a card, else filling an empty house from the reserve.
    """
    game = current_game(state)
    actions = lawful_actions(game)
    for action in (END, TURN):
        if action in actions:
            return action
    fill = [move(SRC_RESERVE, DST_HOUSE + house) for house in game.table.empty_houses()]
    return next((action for action in fill if action in actions), actions[0])
