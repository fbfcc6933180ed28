"""One hand of a long game as an arena game of its own, for slow opponents.

An arena game of Basra, Passur or Spades is a whole game (to 101 or 400 points), a few
hundred decisions; OpenSpiel's search players, written in Python, need seconds for each
one, so a measured run against them is counted in hands instead (the issue asks for
"deals or hands"). ``basra-hand`` and ``passur-hand`` are one hand (the dealer fixed, the
arena swaps the seats), won by the higher points; ``spades-hand`` is a game that ends
after its first hand (``hand_limit=1``), which the computer player's stakes know about.
The registry lists them in ``UNITS`` (not in ``GAMES``: the shared tests play every game
of ``GAMES``). Nothing here imports OpenSpiel.
"""

from __future__ import annotations

from dataclasses import replace

from games._shared.registry import GameEntry
from games.basra.arena import ENTRY as BASRA
from games.basra.arena import PASSUR_ENTRY as PASSUR
from games.basra.rulebook import DEFAULT_OPTIONS, PASSUR_OPTIONS, Options
from games.basra.rules import HandState
from games.spades.arena import ARENA_OPTIONS, HAND_ACTIONS
from games.spades.arena import ENTRY as SPADES
from games.spades.rules import SpadesState

HAND_POINTS = 300.0
"""Bound of one Basra or Passur hand's margin (cards, sweeps and bonuses of one hand)."""
BASRA_HAND_LENGTH = 400
"""Cut, deals and plays of one hand with redeals and burials (about 110 in practice)."""
SPADES_HAND_OPTIONS = replace(ARENA_OPTIONS, hand_limit=1)


def _hand(entry: GameEntry, name: str, options: Options) -> GameEntry:
    return replace(entry, name=name, new_state=lambda: HandState(0, options),
                   max_length=BASRA_HAND_LENGTH, return_bounds=(-HAND_POINTS, HAND_POINTS),
                   check_state=None, game_stats=None)


BASRA_HAND = _hand(BASRA, "basra-hand", DEFAULT_OPTIONS)
PASSUR_HAND = _hand(PASSUR, "passur-hand", PASSUR_OPTIONS)
SPADES_HAND = replace(SPADES, name="spades-hand",
                      new_state=lambda: SpadesState(SPADES_HAND_OPTIONS),
                      max_length=1 + 4 * HAND_ACTIONS)
