"""What the Pachisi program says: one line per event, the refusals, the prompts, in capitals.

The rules record events as data (``events``); here they become short lines that name the
players by their colours and squares by the numbers on the board. ``refusal`` turns a
``why_illegal`` reason into the line shown when a move is not accepted; the pointer's own
refusals (a click on somebody else's pawn...) and the prompts of the program follow.
"""

from __future__ import annotations

from games.pachisi import events as ev
from games.pachisi.board import number
from games.pachisi.rulebook import CAPTURE_BONUS

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


# --- the program's own lines -------------------------------------------------------------

NOT_A_PAWN = "POINT AT ONE OF YOUR PAWNS, OR AT YOUR START BLOCK TO ENTER ONE"
NONE_IN_START = "NONE OF YOUR PAWNS IS WAITING IN THE START BLOCK"
HOME_STAYS = "A PAWN AT HOME STAYS THERE"
NOT_THERE = "THAT PAWN CANNOT GET THERE WITH THIS ROLL"
NO_WAY_BACK = "NO PAWN GOES BACK TO THE START BLOCK BY ITSELF"
RESUMED = "WELCOME BACK: THE GAME GOES ON WHERE IT STOPPED"
NEW_GAME = "A NEW GAME: CHOOSE WHO PLAYS EACH COLOUR, THEN ESC TO BEGIN"
ANOTHER = "PLAY ANOTHER GAME?"
SAVE_FAILED = "THE GAME COULD NOT BE SAVED: "


def not_yours(player: int, what: str) -> str:
    """``THAT IS PURPLE'S PAWN``: a choice of another colour's pawn or block."""
    return f"THAT IS {_possessive(player)} {what}"


def no_move(player: int, dice: tuple[int, ...], bonus: int) -> str:
    """The line when the program passes for a player who cannot move."""
    who = COLOURS[player]
    if not dice:
        return f"NO PAWN OF {who} CAN MOVE THE FULL {bonus}: THE BONUS IS LOST"
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


def winner_line(player: int) -> str:
    return f"{COLOURS[player]} WINS THE GAME!"
