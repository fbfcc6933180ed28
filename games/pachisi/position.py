"""Build a mid-game ``PachisiState`` from square numbers, for tests, puzzles and goldens.

Example: player 0 to roll 5-2, one pawn on square 10, the rest in the start block, and a
purple (player 1) pawn on player 0's entry square (number 6)::

    make_position({0: [10], 1: [6]}, turn=0, roll=(5, 2))

A pawn's place is a square number as the players see it (1..96; on a home path only its
owner's squares), ``"start"`` or ``"home"``. Players and pawns not listed wait in their
start blocks. With ``roll`` the dice are rolled at once (``doubles`` in a row before it).
Such a state's ``history`` begins with the first player only, so it does not replay to the
set position; replay applies to games played from the start.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from games.pachisi.board import HOME, NUM_PLAYERS, PAWNS, START, from_number, progress_of
from games.pachisi.moves import occupancy
from games.pachisi.rulebook import DEFAULT_OPTIONS, Options, roll_action
from games.pachisi.rules import PachisiState

Place = int | str


def progress_at(player: int, place: Place) -> int:
    """Progress of ``player``'s pawn standing at ``place`` (number, "start" or "home")."""
    if place == "start":
        return START
    if place == "home":
        return HOME
    if not isinstance(place, int):
        raise ValueError(f"unknown place {place!r}")
    q = progress_of(player, from_number(place))
    if q is None:
        raise ValueError(f"square {place} is not on player {player}'s path")
    return q


def make_position(pawns: Mapping[int, Sequence[Place]], *, turn: int = 0,
                  roll: tuple[int, int] | None = None, doubles: int = 0,
                  options: Options = DEFAULT_OPTIONS) -> PachisiState:
    """A state with these pawn places, ``turn`` to roll (or to move after ``roll``)."""
    places = [START] * (NUM_PLAYERS * PAWNS)
    for player, spots in pawns.items():
        if len(spots) > PAWNS:
            raise ValueError(f"player {player} has only {PAWNS} pawns")
        for pawn, place in enumerate(spots):
            places[PAWNS * player + pawn] = progress_at(player, place)
    state = PachisiState(options)
    state.first_player = state.turn = turn
    state.places = tuple(places)
    for square, there in occupancy(state.places).items():
        if len(there) > 2 or len({i // PAWNS for i in there}) > 1:
            raise ValueError(f"square {square + 1} cannot hold pawns {there}")
    state.doubles = doubles
    state.history = [turn]
    if roll is not None:
        state.apply_action(roll_action(*roll))
    return state
