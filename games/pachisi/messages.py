"""What the Pachisi program says: one line per event, and the rules' refusals, in capitals.

The rules record events as data (``events``); here they become short lines that name the
players by their colours and squares by the numbers on the board. ``refusal`` turns a
``why_illegal`` reason into the line shown when a move is not accepted.
"""

from __future__ import annotations

from games.pachisi import events as ev
from games.pachisi.board import number
from games.pachisi.rulebook import CAPTURE_BONUS

COLOURS = ("RED", "BLUE", "YELLOW", "GREEN")
"""Player names by seat (the screen draws each in its colour; in mono by shape)."""

NO_LEGAL_MOVE = "NO LEGAL MOVE: PASSING"
PASS_REFUSED = "YOU MUST MOVE: A PASS IS ONLY FOR A ROLL THAT CANNOT BE USED OR A BONUS"


def square_text(square: int) -> str:
    """``"SQUARE 27"``, or ``"HOME"`` for -1."""
    return "HOME" if square < 0 else f"SQUARE {number(square)}"


def _possessive(player: int) -> str:
    return f"{COLOURS[player]}'S"


def say(event: ev.Event) -> str:
    """The line for one event."""
    who = COLOURS[event.player]
    kind = event.kind
    if kind == ev.FIRST:
        return f"THE DRAW SAYS {who} BEGINS"
    if kind == ev.ROLL:
        low, high = event.dice
        return f"{who} ROLLS DOUBLE {low}S" if low == high else f"{who} ROLLS {low} AND {high}"
    if kind == ev.TOPS_AND_BOTTOMS:
        four = ", ".join(str(d) for d in event.dice[:3]) + f" AND {event.dice[3]}"
        return f"ALL PAWNS OUT: {who} PLAYS TOPS AND BOTTOMS, {four} (ALL FOUR OR NONE)"
    if kind == ev.ENTER:
        how = " WITH THE SUM OF FIVE" if event.by_sum else ""
        return f"{who} ENTERS A PAWN ON {square_text(event.to_square)}{how}"
    if kind in (ev.MOVE, ev.BONUS_MOVE):
        extra = " BONUS" if kind == ev.BONUS_MOVE else ""
        return (f"{who} MOVES {event.value}{extra} FROM {square_text(event.from_square)}"
                f" TO {square_text(event.to_square)}")
    if kind == ev.CAPTURE:
        return (f"{who} CAPTURES {_possessive(event.victim_player)} PAWN ON"
                f" {square_text(event.to_square)}: BACK TO ITS START")
    if kind == ev.HOME:
        return f"{who} BRINGS A PAWN HOME"
    if kind == ev.BONUS_EARNED:
        why = "CAPTURE" if event.value == CAPTURE_BONUS else "PAWN HOME"
        return f"{who} EARNS A BONUS MOVE OF {event.value} FOR THE {why}"
    if kind == ev.BONUS_GIVEN_UP:
        return f"{who} LOSES THE BONUS MOVE OF {event.value}"
    if kind == ev.DICE_UNUSED:
        if len(event.dice) == 4:
            return f"{who} CANNOT PLAY ALL FOUR NUMBERS, SO PLAYS NONE"
        numbers = " AND ".join(str(d) for d in event.dice)
        return f"{who} CANNOT USE THE {numbers}"
    if kind == ev.ROLL_AGAIN:
        return f"DOUBLES: {who} ROLLS AGAIN"
    if kind == ev.TRIPLE_DOUBLES:
        lost = "NO PAWN WAS OUT" if event.pawn < 0 else (
            f"THE PAWN ON {square_text(event.from_square)} GOES BACK TO START")
        return f"THIRD DOUBLES IN A ROW FOR {who}: {lost}; THE TURN PASSES"
    if kind == ev.TURN:
        return f"{_possessive(event.player)} TURN"
    if kind == ev.WIN:
        return f"{who} HAS ALL FOUR PAWNS HOME AND WINS THE GAME"
    return ""


def refusal(reason: str) -> str:
    """The line for a move the rules refuse (a ``why_illegal`` reason)."""
    if reason == "you must move":
        return PASS_REFUSED
    return reason.upper()
