"""Which games the arena and the shared simulation tests know, imported only when asked for.

Each game that plugs in provides a ``GameEntry`` (usually ``ENTRY`` in its package's
``arena`` module). ``GAMES`` maps the command-line name to ``"module:attribute"``; a game
whose module does not exist yet is reported as "not built yet" rather than crashing.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from games._shared.bots import Bot
from games._shared.state import GameState

GAMES: dict[str, str] = {
    "sixty-six": "games.sixty_six.arena:ENTRY",
    "basra": "games.basra.arena:ENTRY",
    "passur": "games.basra.arena:PASSUR_ENTRY",
    "russian-bank": "games.russian_bank.arena:ENTRY",
    "pachisi": "games.pachisi.arena:ENTRY",
    "spades": "games.spades.arena:ENTRY",
}

UNITS: dict[str, str] = {
    "basra-hand": "games.spiel.units:BASRA_HAND",
    "passur-hand": "games.spiel.units:PASSUR_HAND",
    "spades-hand": "games.spiel.units:SPADES_HAND",
}
"""One hand of a long game, as an arena game of its own (for slow opponents such as
OpenSpiel's search players); not in ``GAMES``, so the shared tests do not play them."""


class UnknownGame(LookupError):
    """A game name that is not in the registry, or whose module is not built yet."""


@dataclass(frozen=True)
class GameEntry:
    """How the arena and the random-play tests drive one game.

    Attributes:
        name: the command-line name, e.g. ``"sixty-six"``.
        new_state: a fresh initial state (chance nodes first). The arena rotates seats, so
            the state need not; two-player card games keep the dealer's seat fixed.
        bots: player name -> factory of a fresh bot.
        max_length: most actions one game may take (random play included).
        return_bounds: lowest and highest return of any player.
        duplicate: how many consecutive games share one seed for chance (2 for duplicate
            deals: the same cards with the seats swapped).
        check_state: the game's own invariants, called at every position in random play.
        game_stats: per-game counters for one seat (summed and reported by the arena).
        teams: partnerships such as ``((0, 2), (1, 3))`` in Spades: partners share one
            bot name in the arena and one result; empty when every seat plays alone.
        long_turns: a player makes several moves in a row (Russian Bank): the arena also
            times each whole turn.
        random_play: the shared random-play test's budget: at most this many games, and
            no more games once this many actions have been played in all (0: no limit).
    """

    name: str
    new_state: Callable[[], GameState]
    bots: Mapping[str, Callable[[], Bot]]
    max_length: int
    return_bounds: tuple[float, float]
    num_players: int = 2
    duplicate: int = 2
    check_state: Callable[[GameState], None] | None = None
    game_stats: Callable[[GameState, int], dict[str, float]] | None = field(default=None)
    teams: tuple[tuple[int, ...], ...] = ()
    long_turns: bool = False
    random_play: tuple[int, int] = (200, 0)


def load_entry(name: str) -> GameEntry:
    """The entry for ``name``.

    Raises:
        UnknownGame: with a message naming the known games, or saying it is not built yet.
    """
    target = GAMES.get(name) or UNITS.get(name)
    if target is None:
        known = ", ".join([*GAMES, *UNITS])
        raise UnknownGame(f"unknown game {name!r}; known games: {known}")
    module_name, _, attribute = target.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name is not None and module_name.startswith(error.name):
            raise UnknownGame(f"{name} is not built yet") from None
        raise
    entry = getattr(module, attribute or "ENTRY", None)
    if entry is None:
        raise UnknownGame(f"{name} is not built yet")
    return entry
