"""What the Pachisi program says: one line per event, the refusals, the prompts, in capitals.

The rules record events as data (``events``); here they become short lines that name the
players by their colours and squares by the numbers on the board. ``refusal`` turns a
``why_illegal`` reason into the line shown when a move is not accepted; the pointer's own
refusals (a click on somebody else's pawn...) and the prompts of the program follow.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from typing import TYPE_CHECKING

from games.pachisi import events as ev
from games.pachisi import moves, refusals
from games.pachisi.board import number
from games.pachisi.rulebook import CAPTURE_BONUS

if TYPE_CHECKING:
    from games.pachisi.grounds import Entry, Grounds

COLOURS = ("RED", "PURPLE", "YELLOW", "GREEN")
"""Player names by seat (the screen draws each in its colour; in mono by shape). Blue
belongs to the safety squares, so no player is blue."""

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
        if event.forced:
            return (f"{who} LOSES THE BONUS MOVE OF {event.value}: NO PAWN CAN MOVE"
                    f" ALL {event.value} SQUARES")
        return f"{who} GIVES UP THE BONUS MOVE OF {event.value} BY PASSING"
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
        return f"THIRD DOUBLES FOR {who}: {lost}; TURN OVER"
    if kind == ev.TURN:
        return f"{_possessive(event.player)} TURN"
    if kind == ev.WIN:
        return f"{who} HAS ALL FOUR PAWNS HOME AND WINS THE GAME"
    return ""


def refusal(reason: str, facts: Grounds | None = None) -> str:
    """The line for a move the rules refuse (a ``why_illegal`` reason), saying plainly
    why with the ``facts`` of the case: whose blockade on which square, the throw..."""
    if reason == refusals.MUST_MOVE:
        return PASS_REFUSED
    if facts is None:
        return reason.upper()
    worded = _REFUSALS.get(reason)
    if worded is None and reason.startswith("you have no "):
        worded = _no_such_number
    line = worded(facts) if worded is not None else None
    return line or reason.upper()


def _numbers(dice: tuple[int, ...]) -> str:
    return ", ".join(str(d) for d in dice[:-1]) + f" AND {dice[-1]}" if len(dice) > 1 else (
        str(dice[0]) if dice else "NOTHING")


def _whose(facts: Grounds) -> str:
    return "YOUR OWN" if facts.owner == facts.mover else _possessive(facts.owner)


def _no_such_number(facts: Grounds) -> str:
    return f"YOU HAVE NO {facts.tried} TO PLAY: WHAT IS LEFT IS {_numbers(facts.dice)}"


_REFUSALS: dict[str, Callable[[Grounds], str | None]] = {
    moves.BLOCKADE_IN_WAY: lambda f: None if f.square < 0 else (
        f"{_whose(f)} BLOCKADE ON {square_text(f.square)} IS IN THE WAY:"
        " NO PAWN MAY PASS A BLOCKADE"),
    moves.SQUARE_BLOCKED: lambda f: None if f.square < 0 else (
        f"{square_text(f.square)} HOLDS {_whose(f)} BLOCKADE: NO ROOM FOR A THIRD PAWN"),
    moves.SAFETY_TAKEN: lambda f: None if f.owner < 0 else (
        f"{COLOURS[f.owner]} IS SAFE ON {square_text(f.square)}, A SAFETY SQUARE:"
        " NO CAPTURE THERE"),
    moves.ENTRY_BLOCKED: lambda f: None if f.owner < 0 else (
        f"{_whose(f)} BLOCKADE FILLS YOUR ENTRY, {square_text(f.square)}: NO PAWN CAN ENTER"),
    moves.NEED_FIVE: lambda f: (
        f"A PAWN ENTERS ONLY WITH A 5 OR TWO DICE MAKING 5: YOU HAVE {_numbers(f.dice)}"),
    moves.OVERSHOOT: lambda f: (
        f"THAT PAWN NEEDS EXACTLY {f.need} TO GO HOME: {f.tried} WOULD GO PAST IT"),
    moves.BLOCKADE_TOGETHER: lambda f: (
        "THE TWO PAWNS OF A BLOCKADE MAY NOT MOVE ON TOGETHER TO ONE SQUARE IN A TURN"),
    moves.BONUS_CANNOT_ENTER: lambda f: (
        f"A BONUS MOVE ({f.bonus}) CANNOT ENTER A PAWN: MOVE ONE THAT IS ON THE BOARD"),
    refusals.NOT_A_SUM: lambda f: f"THE DICE LEFT ({_numbers(f.dice)}) DO NOT ADD UP TO 5",
    refusals.MUST_ENTER: lambda f: (
        f"WITH {_numbers(f.dice)} YOU CAN ENTER A PAWN, AND THEN YOU MUST: ENTER FIRST"),
    refusals.MUST_USE_BOTH: lambda f: (
        f"THAT MOVE WOULD WASTE A DIE: ANOTHER WAY PLAYS BOTH {_numbers(f.dice)}"),
    refusals.MUST_USE_ALL_FOUR: lambda f: (
        f"TOPS AND BOTTOMS: PLAY ALL FOUR NUMBERS ({_numbers(f.dice)}) OR NONE"),
    refusals.BONUS_FIRST: lambda f: (
        f"FIRST TAKE YOUR BONUS MOVE OF {f.bonus}, OR PRESS P TO GIVE IT UP"),
    refusals.USE_DICE_FIRST: lambda f: (
        f"PLAY YOUR DICE ({_numbers(f.dice)}) FIRST: BONUS MOVES COME AFTER THEM"),
}
"""The plain words of each refusal, from its facts (None: the short reason will do)."""


# --- the program's own lines -------------------------------------------------------------

NOT_A_PAWN = "POINT AT ONE OF YOUR PAWNS, OR AT YOUR START BLOCK TO ENTER ONE"
NONE_IN_START = "NONE OF YOUR PAWNS IS WAITING IN THE START BLOCK"
HOME_STAYS = "A PAWN AT HOME STAYS THERE"
NONE_HOME = "NO PAWN OF YOURS IS HOME YET: POINT AT ONE ON THE BOARD TO MOVE IT"
NOT_THERE = "THAT PAWN CANNOT GET THERE WITH THIS ROLL"
NO_WAY_BACK = "NO PAWN GOES BACK TO THE START BLOCK BY ITSELF"
RESUMED = "WELCOME BACK: THE GAME GOES ON WHERE IT STOPPED"
NEW_GAME = "A NEW GAME: CHOOSE WHO PLAYS EACH COLOUR, THEN ESC TO BEGIN"
ANOTHER = "PLAY ANOTHER GAME?"
SAVE_FAILED = "THE GAME COULD NOT BE SAVED: "


def taken_back(player: int, count: int) -> str:
    """After a take-back: whose choice it is again, and the count so far (the end of the
    game says it too)."""
    times = f"{count} TAKE-BACK{'' if count == 1 else 'S'}"
    return f"TAKEN BACK: {COLOURS[player]} TO MOVE AGAIN ({times} IN THIS GAME)"


def not_yours(player: int, what: str) -> str:
    """``THAT IS PURPLE'S PAWN``: a choice of another colour's pawn or block."""
    return f"THAT IS {_possessive(player)} {what}"


def no_move(player: int, dice: tuple[int, ...], bonus: int) -> str:
    """The line when the program passes for a player who cannot move."""
    who = COLOURS[player]
    if not dice:
        return (f"NO PAWN OF {who} CAN MOVE ALL {bonus} (BLOCKED OR PAST HOME):"
                " THE BONUS IS LOST")
    if len(dice) == 4:
        four = ", ".join(str(d) for d in dice[:3]) + f" AND {dice[3]}"
        return f"{who} CANNOT PLAY ALL OF {four}, SO PLAYS NONE"
    return f"{who} CAN MAKE NO MOVE WITH {' AND '.join(str(d) for d in dice)}: PASSING"


def prompt(player: int, dice: tuple[int, ...], bonus: int, chosen: str | None,
           may_pass: bool) -> str:
    """What the keyboard player may do now (at most 78 characters)."""
    who = COLOURS[player]
    if chosen is not None:
        return f"{who}: {chosen} GOES WHERE? ENTER OR CLICK A SQUARE  ESC: ANOTHER"
    extra = "  P GIVES IT UP" if may_pass and not dice else "  P PASSES" if may_pass else ""
    if not dice:
        return f"{who}: A BONUS MOVE OF {bonus}: POINT AT A PAWN, ENTER OR CLICK{extra}"
    numbers = " AND ".join(str(d) for d in dice)
    return f"{who} PLAYS {numbers}: POINT AT A PAWN (ARROWS), ENTER OR CLICK{extra}"


def watching(player: int, demo: bool) -> str:
    """The prompt row while the computer plays a seat."""
    if demo:
        return (f"DEMO: THE COMPUTER PLAYS ALL FOUR ({COLOURS[player]} NOW)."
                "  F2 STOPS IT: YOU TAKE OVER")
    return f"{COLOURS[player]} (THE COMPUTER) IS PLAYING"


def chosen_text(square: int) -> str:
    """How the prompt names the pawn chosen: ``THE PAWN ON 27``."""
    return f"THE PAWN ON {number(square)}"


def longest_prompts() -> list[str]:
    """The longest prompt of each kind, for the test that they fit the row."""
    return [prompt(1, (6, 6), 0, None, True), prompt(1, (), 20, None, True),
            prompt(1, (), 20, chosen_text(95), False), watching(1, True), watching(1, False)]


def entry_hint(found: Entry, dice: tuple[int, ...]) -> list[str]:
    """The panel's lines (at most 20 characters) on entering a pawn with this roll: how,
    when the rules allow it, or why not when a five is there but cannot enter."""
    if found.action is not None:
        how = f"{dice[0]}+{dice[1]}=5" if found.by_sum and len(dice) == 2 else "THE 5"
        return [f"{how} ENTERS A PAWN"]
    facts = found.refused
    if facts is None or facts.reason == moves.BONUS_CANNOT_ENTER:
        return []
    if facts.reason == moves.ENTRY_BLOCKED and facts.owner >= 0:
        return ["NO ENTRY NOW:", f"{_whose(facts)} BLOCKADE", f"IS ON {square_text(facts.square)}"]
    return ["NO ENTRY NOW:", *textwrap.wrap(facts.reason.upper(), 20)[:2]]


def winner_line(player: int) -> str:
    return f"{COLOURS[player]} WINS THE GAME!"
