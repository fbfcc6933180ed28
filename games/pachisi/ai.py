"""Computer players for Pachisi: random, greedy and the planning AI.

* ``RandomBot`` (shared): any legal action, uniformly.
* ``GreedyBot``: one action at a time, a capture if it can (the farthest-advanced
  capturer), else a pawn home, else the move that leaves its pawn farthest along; it
  always takes a bonus move it can make.
* ``AIBot``: on the first decision of a roll it lists every complete legal play for the
  roll (dice orders, pawn choices, bonus moves; ``plays.Roll.complete_plays``), values
  each end position with ``evaluation`` (progress, pawns home, the chance of being hit,
  blockades, the opponents' scores), then looks one ply further on the best few: the
  expected value over the next roll of whoever moves next (``lookahead``), within a
  budget of work. It plays the chosen play action by action, remembering it while the
  roll lasts.

Pachisi hides nothing, so the bots read the state itself. They draw no random numbers
(the ``rng`` argument is part of the bot interface): a decision depends on the position.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from games._shared.bots import RandomBot
from games._shared.state import GameState
from games.pachisi.board import HOME, next_player
from games.pachisi.evaluation import DEFAULT_WEIGHTS, Weights, value, won
from games.pachisi.lookahead import WIN_VALUE, expected_value
from games.pachisi.plays import Option
from games.pachisi.rulebook import PASS, TRIPLE_DOUBLES
from games.pachisi.rules import PachisiState

__all__ = ["AIBot", "AISettings", "GreedyBot", "RandomBot", "legal_moves", "rank_plays"]


def pachisi_state(state: GameState) -> PachisiState:
    """``state`` as a Pachisi state with a player to move."""
    if not isinstance(state, PachisiState) or state.roll is None:
        raise TypeError("a Pachisi bot needs a Pachisi state with a roll to play")
    return state


def legal_moves(state: GameState) -> list[Option]:
    """The moves the player to move may make now (a pass left out), each with its landing:
    what the simple players choose among."""
    state = pachisi_state(state)
    assert state.roll is not None
    options = {o.action: o for o in state.roll.options(state.places, state.left)}
    return [options[a] for a in state.legal_actions() if a != PASS]


class GreedyBot:
    """Capture, else home, else the farthest advance; one action at a time."""

    name = "greedy"

    def choose(self, state: GameState, rng: random.Random) -> int:
        """The greedy action (``rng`` unused: the greedy player is deterministic)."""
        del rng
        moves = legal_moves(state)
        return max(moves, key=_greed).action if moves else PASS

    def reset(self) -> None:
        """Nothing to forget between games."""


def _greed(option: Option) -> tuple[int, int, int, int, int]:
    where = option.landing
    steps = where.progress - max(option.before, 0)
    return (where.victim >= 0, where.progress == HOME, where.progress, steps, -option.action)


@dataclass(frozen=True)
class AISettings:
    """Strength knobs of ``AIBot``."""

    lookahead: int = 4
    """How many of the best plays (by the evaluation) get the one-ply look-ahead."""
    lookahead_budget: int = 5000
    """Past the first two plays, no further look-ahead once this many end positions of
    the next roll have been looked at (tops and bottoms with bonus chains can give a
    thousand per roll). Work, not time, so that decisions stay reproducible."""
    quick_replies: bool = True
    """Guess the next mover's choice by progress alone (see ``lookahead.chosen_play``)."""
    weights: Weights = DEFAULT_WEIGHTS


class AIBot:
    """Lists every complete play of the roll, evaluates, looks one roll ahead on the best."""

    name = "ai"

    def __init__(self, settings: AISettings = AISettings()) -> None:
        self.settings = settings
        self._plan: list[int] = []
        self._plan_base: list[int] = []

    def choose(self, state: GameState, rng: random.Random) -> int:
        """The AI's action for the player to move."""
        del rng
        state = pachisi_state(state)
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        planned = self._planned(state)
        if planned is not None and planned in legal:
            return planned
        self._plan = list(self.plan(state))
        self._plan_base = state.history.copy()
        return self._plan[0]

    def reset(self) -> None:
        """Forget the plan of the roll."""
        self._plan, self._plan_base = [], []

    def _planned(self, state: PachisiState) -> int | None:
        """The next action of the remembered plan, if ``state`` is on its way."""
        base, history = self._plan_base, state.history
        done = len(history) - len(base)
        if not self._plan or not 0 < done < len(self._plan) or history[:len(base)] != base:
            return None
        if history[len(base):] != self._plan[:done]:
            return None
        return self._plan[done]

    def plan(self, state: PachisiState) -> tuple[int, ...]:
        """The actions of the play the AI chooses for the rest of the roll."""
        return rank_plays(state, self.settings)[0][1]


def rank_plays(state: PachisiState,
               settings: AISettings = AISettings()) -> list[tuple[float, tuple[int, ...]]]:
    """The complete plays for the rest of the roll, best first, with the AI's value."""
    assert state.roll is not None
    me, weights = state.turn, settings.weights
    plays = state.roll.complete_plays(state.places, state.left)
    valued: list[tuple[float, tuple[int, ...], tuple[int, ...]]] = []
    for actions, final in plays:
        v = WIN_VALUE if won(final, me) else value(final, me, weights)
        valued.append((v, actions, final))
    valued.sort(key=lambda item: (-item[0], item[1]))
    if settings.lookahead <= 1 or len(valued) <= 1 or valued[0][0] >= WIN_VALUE:
        return [(v, actions) for v, actions, _ in valued]
    mover = _next_mover(state)
    turn_began = state.turn_began if mover == me else None
    deeper: list[tuple[float, tuple[int, ...]]] = []
    work = 0
    for _, actions, final in valued[:settings.lookahead]:
        if len(deeper) >= 2 and work >= settings.lookahead_budget:
            break
        expected, spent = expected_value(final, me, mover, weights,
                                         quick=settings.quick_replies, turn_began=turn_began)
        deeper.append((expected, actions))
        work += spent
    deeper.sort(key=lambda item: (-item[0], item[1]))
    return deeper + [(v, actions) for v, actions, _ in valued[len(deeper):]]


def _next_mover(state: PachisiState) -> int:
    """Who rolls after this roll: the same player after doubles (unless a third is due)."""
    dice = state.dice
    if dice is not None and dice[0] == dice[1] and state.doubles < TRIPLE_DOUBLES - 1:
        return state.turn
    return next_player(state.turn)
