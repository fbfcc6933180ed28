"""The full text dump of a game (``str(PachisiState)``) and readable action names.

Two states are the same position when their dumps are equal, so every field that shapes
the rest of the game appears here: pawn places, the turn, the roll and what is left of
it, doubles in a row, the blockades the turn began with, the pawns moved in the turn
(also between the rolls of a turn, since the blockade rule spans them), the winner.
Squares are shown by the numbers the players see (1..96).
"""

from __future__ import annotations

from typing import Protocol

from games.pachisi.board import HOME, PATH, START, number
from games.pachisi.moves import Places, blockade_partners, moved_since
from games.pachisi.plays import Left, Roll
from games.pachisi.rulebook import BONUS, ENTER_BY_SUM, PASS, Options, decode, roll_of


class Described(Protocol):
    """What the texts read of a game state (``rules.PachisiState`` has all of it).

    Named here, rather than importing the state's class, so that the rules can use
    these texts for ``str()`` and action names while the imports run one way.
    """

    options: Options
    places: Places
    first_player: int | None
    turn: int
    doubles: int
    dice: tuple[int, int] | None
    left: Left
    roll: Roll | None
    winner: int | None
    turn_began: Places | None

    @property
    def tops_and_bottoms(self) -> bool: ...

    def current_player(self) -> int: ...

    def is_chance_node(self) -> bool: ...

    def target(self, action: int) -> int | None: ...


def place_text(player: int, progress: int) -> str:
    """``"start"``, ``"home"`` or ``"#23"``: where a pawn of ``player`` stands."""
    if progress == START:
        return "start"
    if progress == HOME:
        return "home"
    return f"#{number(PATH[player][progress])}"


def state_text(state: Described) -> str:
    """Several lines describing every part of ``state``."""
    first = "-" if state.first_player is None else f"P{state.first_player}"
    lines = [f"pachisi: first {first} turn P{state.turn} doubles {state.doubles}"
             f" penalty-spares-home-path {state.options.penalty_spares_home_path}"]
    for player in range(4):
        pawns = " ".join(place_text(player, q)
                         for q in state.places[4 * player:4 * player + 4])
        lines.append(f"P{player}: {pawns}")
    if state.dice is not None:
        left = state.left
        roll = state.roll
        partners = "" if roll is None else _pairs(roll.partners)
        tops = " tops-and-bottoms" if state.tops_and_bottoms else ""
        lines.append(f"roll {state.dice[0]}-{state.dice[1]}{tops}: dice {list(left.dice)}"
                     f" bottoms {list(left.bottoms)} bonuses {list(left.bonuses)}"
                     f" moved {left.moved:#06x} blockades [{partners}]")
    elif state.turn_began is not None and state.winner is None:
        began, player = state.turn_began, state.turn
        lines.append(f"turn so far: moved {moved_since(began, state.places, player):#06x}"
                     f" blockades [{_pairs(blockade_partners(began, player))}]")
    if state.winner is not None:
        lines.append(f"over: P{state.winner} wins")
    else:
        lines.append(f"to move: {state.current_player()}")
    return "\n".join(lines) + "\n"


def _pairs(partners: tuple[int, ...]) -> str:
    """Blockade partners as "0+1 2+3" (pawn numbers of the mover)."""
    return " ".join(f"{i % 4}+{p % 4}" for i, p in enumerate(partners) if p > i)


def action_text(state: Described, action: int) -> str:
    """A short name for ``action`` in ``state``: "P2 rolls 3-5", "pawn 1 +4 to #27"."""
    if state.is_chance_node():
        if state.first_player is None:
            return f"P{action} begins"
        low, high = roll_of(action)
        return f"P{state.turn} rolls {low}-{high}"
    if action == PASS:
        return "pass"
    pawn, kind = decode(action)
    target = state.target(action)
    where = "?" if target is None else ("home" if target == -1 else f"#{number(target)}")
    if kind == ENTER_BY_SUM:
        return f"pawn {pawn} enters with the sum to {where}"
    if kind == BONUS:
        amount = state.left.bonuses[0] if state.left.bonuses else 0
        return f"pawn {pawn} bonus +{amount} to {where}"
    return f"pawn {pawn} +{kind + 1} to {where}"
