"""Random play with invariant checks, for every game (after open_spiel's random-sim test).

``random_playthrough`` plays one seeded game with uniformly random moves and chance drawn
from the same seeded rng, checking at every step the properties every ``GameState`` must
have; a game adds its own checks through a hook. ``check_replay_and_clone`` does the more
expensive checks (replaying the history, clone independence); callers run it on a sample
of positions to keep thousands of games fast.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games._shared.state import GameState, sample_chance


class InvariantError(AssertionError):
    """A state broke a rule every game state must keep."""


def check_invariants(state: GameState) -> None:
    """Cheap checks for any position: the legal-action list and chance outcomes."""
    actions = state.legal_actions()
    if actions != sorted(set(actions)):
        raise InvariantError(f"legal actions not sorted and unique: {actions}")
    if state.is_terminal() != (not actions):
        raise InvariantError(f"terminal={state.is_terminal()} but legal actions {actions}")
    if state.is_chance_node():
        outcomes = state.chance_outcomes()
        if [a for a, _ in outcomes] != actions:
            raise InvariantError("chance outcomes differ from the legal actions")
        if abs(sum(p for _, p in outcomes) - 1.0) > 1e-9:
            raise InvariantError("chance probabilities do not add up to 1")
    elif state.chance_outcomes():
        raise InvariantError("chance outcomes at a player node")


def check_replay_and_clone(state: GameState, factory: Callable[[], GameState]) -> None:
    """Replaying the history gives the same state; a clone is equal and independent."""
    replayed = factory()
    for action in state.history:
        replayed.apply_action(action)
    if str(replayed) != str(state) or replayed.history != state.history:
        raise InvariantError(f"replay differs:\n{replayed}\nvs\n{state}")
    copy = state.clone()
    if str(copy) != str(state) or copy.history != state.history:
        raise InvariantError("clone differs from the original")
    if not copy.is_terminal():
        before = str(state)
        copy.apply_action(copy.legal_actions()[0])
        if str(state) != before or len(state.history) == len(copy.history):
            raise InvariantError("changing a clone changed the original")


def random_playthrough(
    factory: Callable[[], GameState],
    seed: int | str,
    *,
    max_length: int,
    return_bounds: tuple[float, float],
    check_state: Callable[[GameState], None] | None = None,
    deep_check_every: int = 0,
) -> GameState:
    """Play one random game from ``factory()`` with ``seed``; return the final state.

    Args:
        max_length: most actions a game may take.
        return_bounds: (lowest, highest) allowed return of any player.
        check_state: the game's own checks, called at every position.
        deep_check_every: run ``check_replay_and_clone`` every this many steps (0: only at
            the end).
    Raises:
        InvariantError: on the first broken invariant.
    """
    rng = random.Random(seed)
    state = factory()
    step = 0
    while True:
        check_invariants(state)
        if check_state is not None:
            check_state(state)
        if deep_check_every and step % deep_check_every == deep_check_every - 1:
            check_replay_and_clone(state, factory)
        if state.is_terminal():
            break
        if state.is_chance_node():
            action = sample_chance(state, rng)
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
        step += 1
        if step > max_length:
            raise InvariantError(f"game longer than {max_length} actions")
    check_replay_and_clone(state, factory)
    low, high = return_bounds
    if any(not low <= r <= high for r in state.returns()):
        raise InvariantError(f"returns {state.returns()} outside {return_bounds}")
    return state


def playthrough(factory: Callable[[], GameState], seed: int | str) -> str:
    """A readable transcript of one random game: every action, then the final state.

    Kept as a golden file per game, it shows at a glance when a rule change alters play.
    """
    rng = random.Random(seed)
    state = factory()
    lines = [f"seed {seed}", str(state).rstrip(), ""]
    while not state.is_terminal():
        if state.is_chance_node():
            action, who = sample_chance(state, rng), "chance"
        else:
            action, who = rng.choice(state.legal_actions()), f"P{state.current_player()}"
        lines.append(f"{who}: {state.action_to_string(action)}")
        state.apply_action(action)
    lines += ["", str(state).rstrip(), f"returns {state.returns()}"]
    return "\n".join(lines) + "\n"
