"""The computer's three strengths in Russian Bank, as the options menu names them.

* ``BEGINNER`` (``BeginnerBot``): a newcomer who knows the card rules but does not plan
  a turn. It looks at the turned-up card first, then its reserve, then the houses one
  to eight, and plays the first move it sees that fits: onto a foundation, onto the
  first house that takes the card, now and then onto the opponent's piles (it forgets
  to look there one time in three). It never rearranges the houses to uncover a card.
  In the stop mode it forgets a due foundation move one time in four and plays its
  other move (the opponent may stop it), and it overlooks one stop in four. In the
  check mode the rules remind it of a foundation move, as they remind a person.
* ``STANDARD``: the turn planner (``ai.AIBot``) with a short look ahead (few positions),
  so it plays sound moves but misses the longer lines of a turn.
* ``EXPERT``: the planner with a large budget (more positions and a deeper line); at
  least as strong as the computer player of before (``ai``, kept in the arena).

Every player decides from its seat's ``Observation`` only; the beginner's slips are
drawn from the generator the caller passes, never from ``random``'s globals.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from games._shared.state import GameState
from games._shared.strength import BEGINNER, EXPERT, STANDARD
from games.russian_bank.ai import AIBot, AISettings, current_game
from games.russian_bank.legality import actions_on_table, lawful_actions
from games.russian_bank.notation import (
    ALLOW,
    DST_FOUNDATION,
    DST_HOUSE,
    DST_OPP_RESERVE,
    DST_OPP_WASTE,
    END,
    NUM_HOUSES,
    SRC_DECK,
    SRC_HOUSE,
    SRC_RESERVE,
    STOP,
    TURN,
    move,
)
from games.russian_bank.observation import observe, view_table
from games.russian_bank.planner import PlanLimits

FORGETS_FOUNDATION = 0.25
"""How often the beginner, in the stop mode, forgets a foundation move that is due."""
MISSES_LOAD = 1 / 3
"""How often it does not look at the opponent's piles for a card to load."""
MISSES_STOP = 0.25
"""How often it lets a move out of order pass unnoticed."""
DEFAULT_STRENGTH = BEGINNER
"""The options' default: most people meet Russian Bank here for the first time, and a
planner wins nine games in ten against a move-by-move player (the arena), so a newcomer
starts against the player who plays as they will (the help says so)."""
STANDARD_LIMITS = PlanLimits(nodes=40, depth=4)
EXPERT_LIMITS = PlanLimits(nodes=3000, depth=60)

LOOKING_ORDER = (SRC_DECK, SRC_RESERVE, *(SRC_HOUSE + i for i in range(NUM_HOUSES)))
"""Where the beginner's eye goes: the card just turned, its reserve, then the houses."""


class BeginnerBot:
    """The first move that fits, with a newcomer's slips (see the module docstring)."""

    name = "beginner"

    def choose(self, state: GameState, rng: random.Random) -> int:
        """The beginner's action for the player to move."""
        game = current_game(state)
        if game.stop_offer is not None:
            return ALLOW if rng.random() < MISSES_STOP else STOP
        actions = lawful_actions(game)
        if len(actions) == 1 and not game.stop_mode:
            return actions[0]
        table = view_table(observe(game, game.current_player()))
        if game.stop_mode and table.foundation_sources() and rng.random() < FORGETS_FOUNDATION:
            forgetful = [a for a in actions_on_table(table, strict=False)
                         if a not in actions]
            if forgetful:
                return first_seen(forgetful, rng.random() < MISSES_LOAD)
        return first_seen(actions, rng.random() < MISSES_LOAD)

    def reset(self) -> None:
        """Nothing to forget between games: it never remembers anything."""


def first_seen(actions: list[int], skip_loads: bool) -> int:
    """The first of ``actions`` in the beginner's looking order; turning up or ending
    the turn when no card move fits (a house card only goes up or onto the opponent)."""
    destinations = [DST_FOUNDATION, *(DST_HOUSE + i for i in range(NUM_HOUSES))]
    if not skip_loads:
        destinations[1:1] = [DST_OPP_RESERVE, DST_OPP_WASTE]
    for source in LOOKING_ORDER:
        for destination in destinations:
            if source >= SRC_HOUSE and DST_HOUSE <= destination < DST_OPP_RESERVE:
                continue
            action = move(source, destination)
            if action in actions:
                return action
    for action in (TURN, END):
        if action in actions:
            return action
    return actions[0]  # only house-to-house moves are lawful (e.g. to fill nothing else)


class StandardBot(AIBot):
    """The planner with a short look ahead."""

    name = "standard"

    def __init__(self) -> None:
        super().__init__(AISettings(limits=STANDARD_LIMITS))


class ExpertBot(AIBot):
    """The planner with a large budget."""

    name = "expert"

    def __init__(self) -> None:
        super().__init__(AISettings(limits=EXPERT_LIMITS))


PLAYERS: dict[str, Callable[[], BeginnerBot | AIBot]] = {
    BEGINNER: BeginnerBot, STANDARD: StandardBot, EXPERT: ExpertBot}
"""The options menu's level -> the computer player that plays it."""


def player_for(level: str) -> BeginnerBot | AIBot:
    """A fresh computer player of ``level`` (STANDARD for a level it does not know)."""
    return PLAYERS.get(level, StandardBot)()


__all__ = ["PLAYERS", "BeginnerBot", "ExpertBot", "StandardBot", "first_seen", "player_for"]

