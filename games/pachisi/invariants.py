"""Properties every Pachisi position must have; random-play tests call this at each step.

* 16 pawns, four per player, each in its start block, on a square of its own path, or home;
* no square holds more than two pawns, nor pawns of two colours;
* no home-path square holds another player's pawn (implied by "own path" above);
* a winner has four pawns home and nobody else has;
* the roll's bookkeeping is consistent: dice only while a roll is being played, bottoms
  only with tops and bottoms, doubles in a row below three.
"""

from __future__ import annotations

from games._shared.state import GameState
from games.pachisi.board import HOME, NUM_PLAYERS, PAWNS, START, TRACK, home_path_owner
from games.pachisi.moves import occupancy
from games.pachisi.rulebook import CAPTURE_BONUS, HOME_BONUS, TRIPLE_DOUBLES
from games.pachisi.rules import PachisiState


def check_game(state: GameState) -> None:
    """Raise AssertionError naming the first broken property of ``state``."""
    assert isinstance(state, PachisiState)
    places = state.places
    assert len(places) == NUM_PLAYERS * PAWNS, f"{len(places)} pawns:\n{state}"
    assert all(START <= q <= HOME for q in places), f"pawn off the board:\n{state}"
    for square, there in occupancy(places).items():
        owners = {index // PAWNS for index in there}
        assert len(there) <= 2, f"{len(there)} pawns on square {square + 1}:\n{state}"
        assert len(owners) == 1, f"two colours on square {square + 1}:\n{state}"
        owner = home_path_owner(square)
        assert square < TRACK or owners == {owner}, f"intruder on a home path:\n{state}"
    homes = [state.pawns_home(p) for p in range(NUM_PLAYERS)]
    if state.winner is not None:
        assert homes[state.winner] == PAWNS, f"winner without four home:\n{state}"
    assert sum(h == PAWNS for h in homes) <= 1, f"two players all home:\n{state}"
    assert 0 <= state.doubles < TRIPLE_DOUBLES, f"doubles {state.doubles}:\n{state}"
    left = state.left
    if state.dice is None:
        assert left.done and state.roll is None, f"leftovers between rolls:\n{state}"
    assert not left.bottoms or state.tops_and_bottoms, f"bottoms without doubles:\n{state}"
    assert all(b in (CAPTURE_BONUS, HOME_BONUS) for b in left.bonuses), state
