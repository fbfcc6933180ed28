"""Plan the keys and clicks of a Pachisi game ahead of a headless run of the program.

The program draws the first player and rolls the dice with the machine's generator
(``seeded_random(seed)``), and in the tests its computer seats play the greedy bot.
Playing the same game here with the greedy bot on every seat gives each keyboard seat's
actions; each is written as a player makes it: with the arrows and Enter (the pointer
starts where the program puts it, and jumps to the nearest target once a pawn is chosen,
as ``input`` does), or with the mouse (a click on the pawn, or on the start block to
enter, then a click on the target square, or on the home block to go home). A pass the program makes
by itself (no legal move) needs no input.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field

from games._shared.kept_game import Luck
from games._shared.state import sample_chance
from games.pachisi import keeping
from games.pachisi import layout as lay
from games.pachisi.ai import GreedyBot
from games.pachisi.input import nearest_target, pawn_spot, pointer_start, target_spot, targets_of
from games.pachisi.rulebook import PASS, decode
from games.pachisi.rules import PachisiState
from retro import Script
from retro.machine import seeded_random

ARROWS = ("UP", "DOWN", "LEFT", "RIGHT")
KEY_NAMES = {"UP": "Up", "DOWN": "Down", "LEFT": "Left", "RIGHT": "Right"}


@dataclass
class Decision:
    """One action of a keyboard seat, with the state it was chosen in."""

    state: PachisiState
    action: int
    after_computer: bool
    """Whether a computer seat had a turn since the keyboard's last move (the program
    then hides the pointer, and it starts afresh)."""
    dice: random.Random
    """The dice generator as it was then (to save the game at this point)."""
    notices_before: int = 0
    """Passes the program made for a keyboard seat since the keyboard's last move: each
    is a notice that ends on the person's next key, so the script types a key the game
    ignores for it (the program's pauses for the computers would use up Enter)."""

    def save(self, seats: str = "KCCC") -> None:
        """Write PACHISI.TMP as the program would have it at this decision."""
        assert keeping.save(self.state, seats, Luck(self.dice, [])) is None


@dataclass
class PlannedGame:
    decisions: list[Decision] = field(default_factory=list)
    final: PachisiState | None = None
    actions: int = 0
    """Player actions of the whole game (every seat, forced passes included)."""


def plan_game(seed: int, keyboard: tuple[int, ...] = (0,), until: int | None = None) \
        -> PlannedGame:
    """The first game from ``seed`` with the greedy bot on every seat; stop after ``until``
    player actions if given."""
    rng = seeded_random(seed)
    state, bot, plan = PachisiState(), GreedyBot(), PlannedGame()
    computer = True
    notices = 0
    while not state.is_terminal() and (until is None or plan.actions < until):
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
            continue
        legal = state.legal_actions()
        action = PASS if legal == [PASS] else bot.choose(state, rng)
        if state.turn not in keyboard:
            computer = True  # its turn hides the pointer, forced passes included
        elif legal != [PASS]:
            dice = random.Random()
            dice.setstate(rng.getstate())
            plan.decisions.append(Decision(state.clone(), action, computer, dice, notices))
            computer, notices = False, 0
        else:
            notices += 1
        state.apply_action(action)
        plan.actions += 1
    plan.final = state
    return plan


def arrow_path(source: int, goal: int) -> list[str]:
    """The fewest arrow presses taking the pointer from one spot to another."""
    seen = {source: [] if source == goal else None}
    queue: deque[tuple[int, list[str]]] = deque([(source, [])])
    while queue:
        spot, keys = queue.popleft()
        if spot == goal:
            return keys
        for arrow in ARROWS:
            nxt = lay.step(spot, arrow)
            if nxt not in seen:
                seen[nxt] = None
                queue.append((nxt, [*keys, KEY_NAMES[arrow]]))
    raise AssertionError(f"no arrow path from spot {source} to {goal}")


def _spots(decision: Decision) -> tuple[int, int | None]:
    """The spot to choose and the spot to go to (None: the start block enters at once)."""
    state, action = decision.state, decision.action
    pawn, _ = decode(action)
    source = pawn_spot(state, state.turn, pawn)
    if source == lay.START_SPOT + state.turn:
        return source, None
    square = state.target(action)
    assert square is not None
    return source, target_spot(state.turn, square)


def add_keys(script: Script, decisions: list[Decision], pointer: int | None = None) \
        -> int | None:
    """Arrows and Enter for each decision; returns where the pointer ends."""
    for decision in decisions:
        state = decision.state
        script.type("x" * decision.notices_before)
        if decision.after_computer:
            pointer = None  # the program hid the pointer while the computer played
        if decision.action == PASS:
            script.type("p")
            continue
        pointer = pointer_start(state, pointer)
        source, goal = _spots(decision)
        script.key(*arrow_path(pointer, source), "Enter")
        pointer = source
        if goal is not None:
            pointer = nearest_target(state, source, targets_of(state, source))
            script.key(*arrow_path(pointer, goal), "Enter")
            pointer = goal
    return pointer


def add_clicks(script: Script, decisions: list[Decision]) -> None:
    """Mouse clicks for each decision: the pawn (or start block), then its square."""
    for decision in decisions:
        script.type("x" * decision.notices_before)
        if decision.action == PASS:
            col, row = lay.DICE_COLS[0] + 2, lay.DICE_ROW + 1
            script.click(col, row)
            continue
        source, goal = _spots(decision)
        script.click(*click_cell(source))
        if goal == lay.CENTRE:  # home: the player's home block, as the original had it
            goal = lay.HOME_SPOT + decision.state.turn
        if goal is not None:
            script.click(*click_cell(goal))


def click_cell(spot: int) -> tuple[int, int]:
    """A screen cell that hits ``spot``."""
    x, y = lay.spot_centre(spot)
    return int(x), int(y)

