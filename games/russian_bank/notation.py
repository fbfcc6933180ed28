"""Actions of Russian Bank as ints, and the keyboard notation that names them.

A move takes the available card of a *source* to a *destination*:

* sources: ``D`` the card turned up from the hand (the deck), ``R`` the mover's own reserve
  top, ``1``-``8`` a house top;
* destinations: ``F`` a foundation (the right pile is found for the player), ``1``-``8`` a
  house, ``R`` the opponent's reserve and ``W`` the opponent's waste (loading).

So ``R3`` moves the reserve top to house 3, ``7F`` house 7's top to a foundation and ``DR``
the turned-up card onto the opponent's reserve. Other actions: ``.`` turns up the next
card of the hand (with a card already turned up, ``.`` lays it on the waste and ends the
turn, as ``P`` does); ``S`` calls a stop and ``N`` lets an out-of-order move stand; ``X``
abandons the game; ``F6`` switches between refusing wrong moves and the stop mode.

The letter ``H`` only labels the houses on the screen, and nothing ever moves from a waste
pile or onto a hand, so those letters are refused with a reason. ``parse_move`` and
``format_move`` are pure: the program, the tests and the logs share them.
"""

from __future__ import annotations

NUM_HOUSES = 8
SRC_DECK, SRC_RESERVE, SRC_HOUSE = 0, 1, 2
"""Source numbers: the turned-up card, the own reserve, then houses 1-8 at 2..9."""
NUM_SOURCES = SRC_HOUSE + NUM_HOUSES
DST_FOUNDATION, DST_HOUSE, DST_OPP_RESERVE, DST_OPP_WASTE = 0, 1, 9, 10
"""Destination numbers: a foundation, houses 1-8 at 1..8, the opponent's reserve, waste."""
NUM_DESTINATIONS = DST_OPP_WASTE + 1
NUM_MOVES = NUM_SOURCES * NUM_DESTINATIONS

TURN = NUM_MOVES
"""Turn up the next card of the hand (the waste is turned over first if the hand is empty)."""
END = TURN + 1
"""Lay the turned-up card on the waste and end the turn (or pass with nothing to turn)."""
STOP = TURN + 2
"""The opponent stops an out-of-order move (only right after one, in stop mode)."""
ALLOW = TURN + 3
"""The opponent lets an out-of-order move stand."""
STOP_MODE_ON = TURN + 4
STOP_MODE_OFF = TURN + 5
ABANDON = TURN + 6
COMMANDS = (STOP_MODE_ON, STOP_MODE_OFF, ABANDON)
"""Program commands: accepted at any player's turn but never listed as legal actions, so
computer players never choose them; recorded in the history like any action."""

_SOURCE_LETTERS = {"D": SRC_DECK, "R": SRC_RESERVE}
_DEST_LETTERS = {"F": DST_FOUNDATION, "R": DST_OPP_RESERVE, "W": DST_OPP_WASTE}


class MoveParseError(ValueError):
    """Keys that name no action; the message says why in words a player can read."""


def move(source: int, destination: int) -> int:
    """The action moving the card of ``source`` to ``destination``."""
    return source * NUM_DESTINATIONS + destination


def split(action: int) -> tuple[int, int]:
    """``(source, destination)`` of a move action."""
    return divmod(action, NUM_DESTINATIONS)


def is_move(action: int) -> bool:
    """Whether ``action`` moves a card from a source to a destination."""
    return 0 <= action < NUM_MOVES


def house_source(house: int) -> int:
    """Source number of house ``house`` (0..7)."""
    return SRC_HOUSE + house


def house_destination(house: int) -> int:
    """Destination number of house ``house`` (0..7)."""
    return DST_HOUSE + house


def source_letter(source: int) -> str:
    """``D``, ``R`` or the house digit."""
    return "DR"[source] if source < SRC_HOUSE else str(source - SRC_HOUSE + 1)


def destination_letter(destination: int) -> str:
    """``F``, ``R``, ``W`` or the house digit."""
    if destination == DST_FOUNDATION:
        return "F"
    if destination == DST_OPP_RESERVE:
        return "R"
    if destination == DST_OPP_WASTE:
        return "W"
    return str(destination - DST_HOUSE + 1)


def format_move(action: int) -> str:
    """The keys for ``action``: ``"R3"``, ``"."``, ``"P"``, ``"S"``, ``"N"``, ``"X"``, ``"F6"``."""
    if is_move(action):
        source, destination = split(action)
        return source_letter(source) + destination_letter(destination)
    names = {TURN: ".", END: "P", STOP: "S", ALLOW: "N", ABANDON: "X",
             STOP_MODE_ON: "F6", STOP_MODE_OFF: "F6"}
    if action not in names:
        raise ValueError(f"no action {action}")
    return names[action]


def parse_move(text: str, *, turned_up: bool = False, stop_mode: bool = False) -> int:
    """The action named by ``text`` (case and spaces ignored).

    Args:
        turned_up: whether the mover has a card turned up (then ``.`` ends the turn).
        stop_mode: whether the stop mode is on (then ``F6`` switches it off).
    Raises:
        MoveParseError: with a reason a player can read.
    """
    keys = "".join(text.split()).upper()
    single = {".": END if turned_up else TURN, "P": END, "S": STOP, "N": ALLOW, "X": ABANDON,
              "F6": STOP_MODE_OFF if stop_mode else STOP_MODE_ON}
    if keys in single:
        return single[keys]
    if len(keys) != 2:
        raise MoveParseError("type two keys: where the card is, then where it goes (e.g. R3)")
    return move(_source(keys[0]), _destination(keys[1]))


def _source(letter: str) -> int:
    if letter in _SOURCE_LETTERS:
        return _SOURCE_LETTERS[letter]
    if letter in "12345678":
        return house_source(int(letter) - 1)
    if letter == "W":
        raise MoveParseError("cards never move from a waste pile")
    if letter == "F":
        raise MoveParseError("cards never leave the foundations")
    raise MoveParseError(f"{letter} is no place to take a card from: use D, R or 1-8")


def _destination(letter: str) -> int:
    if letter in _DEST_LETTERS:
        return _DEST_LETTERS[letter]
    if letter in "12345678":
        return house_destination(int(letter) - 1)
    if letter == "D":
        raise MoveParseError("nothing can be put on a hand")
    raise MoveParseError(f"{letter} is no place to put a card: use F, 1-8, R or W")
