"""The six arena games as OpenSpiel Python games (``pyspiel.register_game``).

Each game of ``games._shared.registry.GAMES`` (and each one-hand game of ``UNITS``) becomes
``tommys_<name>`` (``tommys_sixty_six``, ``tommys_russian_bank``...): one OpenSpiel state
wraps one of our ``GameState``s and passes every question on to it, so OpenSpiel plays by
our rules and nothing is written twice. Both have the same shape (players from 0, chance
nodes with explicit outcomes, the same sentinel numbers), so the wrapping is thin.

What a player may see comes from the game itself: the observation string is the game's own
``information_state(player)`` (each game's ``observe``), and the information-state string
adds a fingerprint of that player's view of the past: every move anybody made (all moves
are public in these games; only chance deals are hidden) and, at each of the player's own
moves, what it saw when it chose. Hidden cards never enter either string.
``resample_from_infostate``, which OpenSpiel's information-set search (ISMCTS) calls, deals
the hidden part again through ``games.spiel.worlds``. Pachisi hides nothing, so it is a
perfect-information game whose information state is its history.

With the parameter ``views=False`` the game keeps no views of the past (OpenSpiel's
all-seeing MCTS never asks, and recording them would slow its playouts).
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

import numpy as np
import pyspiel

from games._shared.registry import GAMES, UNITS, GameEntry, load_entry
from games._shared.state import GameState
from games.spiel.worlds import RESAMPLE

PERFECT_INFORMATION = frozenset({"pachisi"})
"""Games where every seat sees everything but the dice still to come."""
SIZES: dict[str, tuple[int, int]] = {
    "sixty-six": (26, 24),
    "basra": (54, 52),
    "passur": (54, 52),
    "russian-bank": (113, 104),
    "pachisi": (33, 36),
    "spades": (72, 72),
    "basra-hand": (54, 52),
    "passur-hand": (54, 52),
    "spades-hand": (72, 72),
}
"""Distinct player actions and chance outcomes (the largest number used, plus one)."""


def short_name(name: str) -> str:
    """OpenSpiel's name of arena game ``name``: ``sixty-six`` -> ``tommys_sixty_six``."""
    return "tommys_" + name.replace("-", "_")


class _Box:
    """Holds our state inside an OpenSpiel state; OpenSpiel clones a Python state with
    ``copy.deepcopy``, and this makes that a ``GameState.clone`` (fast, history kept)."""

    def __init__(self, state: GameState) -> None:
        self.state = state

    def __deepcopy__(self, memo: dict[int, object]) -> _Box:
        return _Box(self.state.clone())


def _digest(earlier: str, entry: str) -> str:
    """A short fingerprint of a player's past, one move at a time (a string that grows with
    the game would make every question cost as much as the game is long)."""
    return hashlib.blake2b(f"{earlier}|{entry}".encode(), digest_size=12).hexdigest()


def game_type(name: str) -> pyspiel.GameType:
    """OpenSpiel's description of arena game ``name``."""
    entry = load_entry(name)
    low, high = entry.return_bounds
    constant = name == "pachisi"
    return pyspiel.GameType(
        short_name=short_name(name),
        long_name=f"Tommy's {name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=(pyspiel.GameType.Information.PERFECT_INFORMATION
                     if name in PERFECT_INFORMATION
                     else pyspiel.GameType.Information.IMPERFECT_INFORMATION),
        utility=(pyspiel.GameType.Utility.CONSTANT_SUM if constant
                 else pyspiel.GameType.Utility.ZERO_SUM),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=entry.num_players,
        min_num_players=entry.num_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={"views": True},
    )


def game_info(name: str, entry: GameEntry) -> pyspiel.GameInfo:
    """Sizes and bounds of arena game ``name``."""
    actions, outcomes = SIZES[name]
    low, high = entry.return_bounds
    return pyspiel.GameInfo(
        num_distinct_actions=actions,
        max_chance_outcomes=outcomes,
        num_players=entry.num_players,
        min_utility=low,
        max_utility=high,
        utility_sum=1.0 if name == "pachisi" else 0.0,
        max_game_length=entry.max_length,
    )


class SpielGame(pyspiel.Game):
    """One arena game for OpenSpiel; a subclass per game names it (``arena_name``)."""

    arena_name = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        name = self.name = self.arena_name
        self.entry = load_entry(name)
        super().__init__(game_type(name), game_info(name, self.entry), params or {})
        self.views = bool(self.get_parameters().get("views", True))

    def new_initial_state(self) -> SpielState:
        """A fresh game (chance first, as the arena starts it)."""
        return SpielState(self)

    def wrap(self, state: GameState) -> SpielState:
        """An OpenSpiel state for a position of ours, its past views rebuilt by replay."""
        spiel = SpielState(self)
        for action in state.history:
            spiel.apply_action(action)
        return spiel

    def around(self, state: GameState) -> SpielState:
        """An OpenSpiel state around ``state`` itself, without views of the past (for the
        all-seeing search, which never asks for them)."""
        spiel = SpielState(self)
        spiel._box = _Box(state)
        return spiel

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: dict[str, Any] | None = None) -> Observer:
        """Strings only: with perfect recall the information state, else the observation."""
        recall = iig_obs_type is None or bool(iig_obs_type.perfect_recall)
        return Observer(recall, self.name in PERFECT_INFORMATION)


class SpielState(pyspiel.State):
    """An OpenSpiel state around one of our states (``inner``)."""

    def __init__(self, game: SpielGame) -> None:
        super().__init__(game)
        self._box = _Box(game.entry.new_state())
        self._pasts: tuple[str, ...] = ("",) * game.entry.num_players
        self._arena_name = game.name
        self._views = game.views

    @property
    def inner(self) -> GameState:
        """Our state (the whole truth, hidden cards included)."""
        return self._box.state

    def current_player(self) -> int:
        player = self.inner.current_player()
        if player == GameState.CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        if player == GameState.TERMINAL:
            return int(pyspiel.PlayerId.TERMINAL)
        return player

    def _legal_actions(self, player: int) -> list[int]:
        return self.inner.legal_actions()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.inner.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        inner = self.inner
        if self._views and not inner.is_chance_node():
            mover = inner.current_player()
            move = f"P{mover} {action}"
            seen = f"{move} saw {inner.information_state(mover)}"
            self._pasts = tuple(_digest(past, seen if player == mover else move)
                                for player, past in enumerate(self._pasts))
        inner.apply_action(action)

    def _action_to_string(self, player: int, action: int) -> str:
        return self.inner.action_to_string(action)

    def is_terminal(self) -> bool:
        return self.inner.is_terminal()

    def returns(self) -> list[float]:
        return self.inner.returns()

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> SpielState:
        """A state ``player_id`` cannot tell from this one, the hidden cards dealt again
        (OpenSpiel's ISMCTS asks for one per simulation)."""
        return self.resample(player_id, random.Random(int(probability_sampler() * 2**53)))

    def resample(self, player: int, rng: random.Random) -> SpielState:
        """``resample_from_infostate`` with our own generator (the arena's bots use it)."""
        other = self.clone()
        other._box = _Box(RESAMPLE[self._arena_name](self.inner, player, rng))
        return other

    def view(self, player: int) -> str:
        """What ``player`` sees now: the game's own observation of it."""
        inner = self.inner
        if inner.is_chance_node() and not inner.legal_actions():
            return "-"
        return str(inner.information_state(player))

    def recall(self, player: int) -> str:
        """``player``'s view of the past and of now (the information-state string)."""
        return f"{self.view(player)}\npast {self._pasts[player]}"

    def __str__(self) -> str:
        return str(self.inner)


class Observer:
    """OpenSpiel's observer interface, strings only (no tensors)."""

    def __init__(self, recall: bool, perfect: bool) -> None:
        self.recall, self.perfect = recall, perfect
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict[str, np.ndarray] = {}

    def set_from(self, state: SpielState, player: int) -> None:
        """No tensor to fill."""

    def string_from(self, state: SpielState, player: int) -> str:
        """The information-state string (``recall``) or the observation string."""
        if self.perfect:
            return " ".join(map(str, state.history())) if self.recall else str(state)
        return state.recall(player) if self.recall else state.view(player)


def game_class(name: str) -> type[SpielGame]:
    """A ``SpielGame`` subclass for arena game ``name``: OpenSpiel keeps the class it is
    given to make games (a plain function there crashes Python as it exits)."""
    title = "".join(part.title() for part in name.split("-"))
    return type(f"{title}Game", (SpielGame,), {"arena_name": name})


def register_all() -> None:
    """Register every arena game with OpenSpiel (again is harmless)."""
    known = set(pyspiel.registered_names())
    for name in [*GAMES, *UNITS]:
        if short_name(name) not in known:
            pyspiel.register_game(game_type(name), game_class(name))


def load(name: str, *, views: bool = True) -> pyspiel.Game:
    """OpenSpiel's game for arena game ``name`` (registered on first use)."""
    register_all()
    return pyspiel.load_game(short_name(name), {"views": views})
