"""The rules-engine interface every game implements, in the shape of open_spiel's State.

A game is a ``GameState`` subclass. Players are numbered from 0; two sentinels stand for
"chance moves now" and "the game is over". Shuffles and dice are *chance nodes*: the state
lists the possible outcomes with their probabilities, and the caller picks one with its own
seeded ``random.Random`` through ``sample_chance``. So a game is fully replayable from its
action history, and a state never hides a random call.

``apply_action`` is a template method: it asks ``why_illegal`` (subclasses give short
reasons such as "must follow suit"), raises ``IllegalAction`` with that reason, calls the
subclass's ``_apply_action`` and records the action in ``history``.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod


class IllegalAction(ValueError):
    """An action the rules do not allow now; ``str()`` is a short reason for the player."""


class GameState(ABC):
    """One position of a game, mutable, advanced by ``apply_action``."""

    CHANCE = -1
    """``current_player()`` at a chance node (a card to deal, dice to roll)."""
    TERMINAL = -4
    """``current_player()`` once the game is over."""

    num_players: int = 2

    def __init__(self) -> None:
        self.history: list[int] = []

    @abstractmethod
    def current_player(self) -> int:
        """The player to move, ``CHANCE`` or ``TERMINAL``."""

    def is_chance_node(self) -> bool:
        """Whether the next action is chosen by chance."""
        return self.current_player() == GameState.CHANCE

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.current_player() == GameState.TERMINAL

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """``(action, probability)`` pairs at a chance node, sorted by action; else empty."""
        return []

    @abstractmethod
    def legal_actions(self) -> list[int]:
        """Sorted, unique actions of the mover (chance actions at a chance node).

        Empty if and only if the game is over.
        """

    def why_illegal(self, action: int) -> str | None:
        """``None`` if ``action`` may be applied now, else a short reason.

        Subclasses override this with game-specific reasons; this default only knows the
        list of legal actions.
        """
        if self.is_terminal():
            return "the game is over"
        return None if action in self.legal_actions() else "that move is not allowed now"

    def apply_action(self, action: int) -> None:
        """Check ``action``, apply it and record it in ``history``.

        Raises:
            IllegalAction: with the reason from ``why_illegal``; the state is unchanged.
        """
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self._apply_action(action)
        self.history.append(action)

    @abstractmethod
    def _apply_action(self, action: int) -> None:
        """Change the state for a legal ``action`` (checked by ``apply_action``)."""

    @abstractmethod
    def clone(self) -> GameState:
        """An independent copy, history included."""

    @abstractmethod
    def returns(self) -> list[float]:
        """Each player's result; meaningful once terminal, zeros before."""

    @abstractmethod
    def action_to_string(self, action: int) -> str:
        """Short readable name of ``action`` in the current position."""

    def information_state(self, player: int) -> object:
        """What ``player`` may know now (a printable, comparable value).

        Two states that ``player`` cannot tell apart give equal information states; AI
        honesty tests compare them. Games with hidden information override this.
        """
        raise NotImplementedError(f"{type(self).__name__} has no information state")

    @abstractmethod
    def __str__(self) -> str:
        """Readable dump of the whole state, hidden parts included (for tests and logs)."""


def sample_chance(state: GameState, rng: random.Random) -> int:
    """Pick one outcome of the chance node ``state`` with ``rng`` (not applied)."""
    outcomes = state.chance_outcomes()
    if not outcomes:
        raise ValueError("sample_chance needs a chance node")
    draw = rng.random()
    total = 0.0
    for action, probability in outcomes:
        total += probability
        if draw < total:
            return action
    return outcomes[-1][0]


def resolve_chance(state: GameState, rng: random.Random) -> None:
    """Apply chance outcomes drawn with ``rng`` until a player is to move or the game ends."""
    while state.is_chance_node():
        state.apply_action(sample_chance(state, rng))
