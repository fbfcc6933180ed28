"""Tommy's Pachisi (Parcheesi rules) as a ``GameState``: one whole game, four players.

How a program drives it:

* ``PachisiState(options)`` is a new game. ``current_player()`` is ``CHANCE`` first (draw
  the first player: actions 0..3), and again before every roll (``ROLL_OUTCOMES``; use
  ``games._shared.state.sample_chance`` with the program's own seeded rng). Otherwise it
  is the seat to move, until ``TERMINAL``.
* ``legal_actions()`` are that seat's moves: one pawn moved by one die value (``kind``
  0..5 = values 1..6; from the start block a 5 enters), a pawn entered with both dice
  (``ENTER_BY_SUM``), a pawn moved by the first pending bonus (``BONUS``), or ``PASS``.
  ``decode(action)`` gives (pawn, kind); ``target(action)`` the square it lands on (-1 for
  home). For a pointer interface ("pawn, then square"): ``targets(pawn)`` maps the squares
  a pawn may go to onto actions, and ``action_for(pawn, square)`` names the action meant
  by any choice, so that ``why_illegal(action)`` can explain a refusal in a few words
  ("you need a five to enter", "that square is blocked").
* What is left of the roll is public: ``dice`` (the roll), ``left.dice``, ``left.bottoms``,
  ``left.bonuses``. ``events`` lists what happened; keep an index to show the new ones.
* ``places`` holds the 16 pawns' progress (index ``4 * player + pawn``; see ``board`` for
  squares and drawing cells); ``square_of(player, pawn)`` gives a pawn's square id.
* ``history`` replays the game: ``replay(history)`` rebuilds the same state (save files).
* ``winner`` and ``returns()`` (1 for the winner, 0 for the others) once it is over.
"""

from __future__ import annotations

from collections.abc import Iterable

from games._shared.state import GameState
from games.pachisi import events as ev
from games.pachisi import refusals
from games.pachisi.board import (
    HOME,
    LAST_TRACK,
    NUM_PLAYERS,
    PATH,
    START,
    next_player,
    progress_of,
)
from games.pachisi.events import Event
from games.pachisi.moves import Places
from games.pachisi.plays import Left, Roll, after_pass, shared_roll
from games.pachisi.rulebook import (
    BONUS,
    DEFAULT_OPTIONS,
    DIE_FACES,
    ENTER_BY_SUM,
    ENTER_WITH,
    OPPOSITE_FACES,
    PASS,
    ROLL_OUTCOMES,
    TRIPLE_DOUBLES,
    Options,
    bonus_action,
    decode,
    enter_by_sum_action,
    move_action,
    roll_of,
)
from games.pachisi.state_text import action_text, state_text

INITIAL_PLACES: Places = (START,) * 16
NO_ROLL = Left((), (), (), 0)


class PachisiState(GameState):
    """One game of Pachisi between four players."""

    num_players = NUM_PLAYERS

    def __init__(self, options: Options = DEFAULT_OPTIONS) -> None:
        super().__init__()
        self.options = options
        self.places: Places = INITIAL_PLACES
        self.first_player: int | None = None
        self.turn = 0
        self.dice: tuple[int, int] | None = None
        """The roll being played (None while the dice are to be rolled)."""
        self.doubles = 0
        """Doubles rolled in a row in this turn."""
        self.turn_began: Places | None = None
        """The pawn places at the first roll of this turn (None before it): the blockade
        rule holds for every roll of the turn."""
        self.left: Left = NO_ROLL
        self.roll: Roll | None = None
        self.winner: int | None = None
        self.events: list[Event] = []

    # --- queries -------------------------------------------------------------------------

    def current_player(self) -> int:
        if self.winner is not None:
            return GameState.TERMINAL
        if self.first_player is None or self.dice is None:
            return GameState.CHANCE
        return self.turn

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.winner is not None:
            return []
        if self.first_player is None:
            return [(p, 1.0 / NUM_PLAYERS) for p in range(NUM_PLAYERS)]
        return list(ROLL_OUTCOMES) if self.dice is None else []

    def legal_actions(self) -> list[int]:
        if self.is_chance_node():
            return [a for a, _ in self.chance_outcomes()]
        if self.roll is None or self.winner is not None:
            return []
        return self.roll.legal(self.places, self.left)

    def why_illegal(self, action: int) -> str | None:
        if self.is_terminal():
            return "the game is over"
        if self.is_chance_node():
            return None if action in self.legal_actions() else "roll the dice first"
        assert self.roll is not None
        return refusals.why_illegal(self.roll, self.places, self.left, action)

    @property
    def tops_and_bottoms(self) -> bool:
        """Whether the roll being played uses tops and bottoms (all four or none)."""
        return self.roll is not None and self.roll.all_or_nothing

    def square_of(self, player: int, pawn: int) -> int:
        """Square id of a pawn; -1 in the start block or home."""
        q = self.places[4 * player + pawn]
        return PATH[player][q] if 0 <= q < HOME else -1

    def pawns_in_start(self, player: int) -> int:
        """How many of ``player``'s pawns wait in the start block."""
        return sum(q == START for q in self.places[4 * player:4 * player + 4])

    def pawns_home(self, player: int) -> int:
        """How many of ``player``'s pawns are home."""
        return sum(q == HOME for q in self.places[4 * player:4 * player + 4])

    def target(self, action: int) -> int | None:
        """Square id a legal action puts its pawn on (-1 = home); None otherwise."""
        if self.roll is None or self.is_terminal() or action not in self.legal_actions():
            return None
        option = next((o for o in self.roll.options(self.places, self.left)
                       if o.action == action), None)
        if option is None:
            return None
        progress = option.landing.progress
        return -1 if progress == HOME else PATH[self.turn][progress]

    def targets(self, pawn: int) -> dict[int, int]:
        """Where the mover's ``pawn`` may go now: target square id (-1 = home) -> action."""
        found: dict[int, int] = {}
        for action in self.legal_actions():
            if action != PASS and decode(action)[0] == pawn:
                square = self.target(action)
                if square is not None:
                    found[square] = action
        return found

    def action_for(self, pawn: int, square: int) -> int | None:
        """The action that would take the mover's ``pawn`` to ``square`` (-1 = home).

        Legal or not, so that a pointer interface can ask ``why_illegal`` about the
        player's choice; None when no die, sum of five or bonus could reach it.
        """
        if self.roll is None or self.is_terminal():
            return None
        player, left = self.turn, self.left
        q = self.places[4 * player + pawn]
        if q == START:
            if square != PATH[player][0]:
                return None
            if len(left.dice) == 2 and sum(left.dice) == ENTER_WITH:
                return enter_by_sum_action(pawn)
            return move_action(pawn, ENTER_WITH)
        aim = HOME if square == -1 else progress_of(player, square)
        if q == HOME or aim is None or aim <= q:
            return None
        steps = aim - q
        if not left.dice and left.bonuses:
            return bonus_action(pawn) if steps == left.bonuses[0] else None
        return move_action(pawn, steps) if steps <= DIE_FACES else None

    def returns(self) -> list[float]:
        return [float(p == self.winner) for p in range(NUM_PLAYERS)]

    def information_state(self, player: int) -> object:
        """Nothing is hidden in Pachisi: every seat knows the whole state."""
        return str(self)

    def action_to_string(self, action: int) -> str:
        return action_text(self, action)

    def clone(self) -> PachisiState:
        new = PachisiState.__new__(PachisiState)
        new.__dict__.update(self.__dict__)
        new.history = self.history.copy()
        new.events = self.events.copy()
        return new

    def __str__(self) -> str:
        return state_text(self)

    # --- changes -------------------------------------------------------------------------

    def _apply_action(self, action: int) -> None:
        if self.first_player is None:
            self.first_player = self.turn = action
            self.events.append(Event(ev.FIRST, action))
        elif self.dice is None:
            self._roll(*roll_of(action))
        elif action == PASS:
            self._pass()
        else:
            self._move(action)

    def _roll(self, low: int, high: int) -> None:
        player = self.turn
        if self.turn_began is None:
            self.turn_began = self.places
        self.dice = (low, high)
        self.events.append(Event(ev.ROLL, player, dice=self.dice))
        if low != high:
            self._start_roll((low, high), (), all_or_nothing=False)
            return
        self.doubles += 1
        if self.doubles == TRIPLE_DOUBLES:
            self._triple_doubles(player)
            return
        if self.pawns_in_start(player) == 0:
            bottom = OPPOSITE_FACES - low
            self.events.append(Event(ev.TOPS_AND_BOTTOMS, player, dice=(low, low, bottom, bottom)))
            self._start_roll((low, low), (bottom, bottom), all_or_nothing=True)
        else:
            self._start_roll((low, low), (), all_or_nothing=False)

    def _start_roll(self, dice: tuple[int, ...], bottoms: tuple[int, ...], *,
                    all_or_nothing: bool) -> None:
        self.roll = shared_roll(self.turn, self.places, all_or_nothing, self.turn_began)
        self.left = self.roll.first_left(dice, bottoms)

    def _triple_doubles(self, player: int) -> None:
        limit = LAST_TRACK if self.options.penalty_spares_home_path else HOME - 1
        out = [(q, 4 * player + i) for i, q in enumerate(self.places[4 * player:4 * player + 4])
               if 0 <= q <= limit]
        pawn = -1
        square = -1
        if out:
            q, index = max(out, key=lambda pair: (pair[0], -pair[1]))
            pawn, square = index - 4 * player, PATH[player][q]
            places = list(self.places)
            places[index] = START
            self.places = tuple(places)
        self.events.append(Event(ev.TRIPLE_DOUBLES, player, pawn, from_square=square))
        self._next_turn()

    def _pass(self) -> None:
        player, left = self.turn, self.left
        if left.dice:
            self.events.append(Event(ev.DICE_UNUSED, player, dice=left.dice + left.bottoms))
        else:
            forced = self.legal_actions() == [PASS]
            self.events.append(Event(ev.BONUS_GIVEN_UP, player, value=left.bonuses[0],
                                     forced=forced))
        self.left = after_pass(left)
        self._after_step()

    def _move(self, action: int) -> None:
        assert self.roll is not None
        option = next(o for o in self.roll.options(self.places, self.left) if o.action == action)
        player = self.turn
        pawn, kind = decode(action)
        before = option.before
        where = option.landing
        to_square = -1 if where.progress == HOME else PATH[player][where.progress]
        if before == START:
            self.events.append(Event(ev.ENTER, player, pawn, to_square=to_square,
                                     value=ENTER_WITH, by_sum=kind == ENTER_BY_SUM))
        else:
            kind_name = ev.BONUS_MOVE if kind == BONUS else ev.MOVE
            self.events.append(Event(kind_name, player, pawn, PATH[player][before], to_square,
                                     where.progress - before))
        if where.victim >= 0:
            victim_player, victim_pawn = divmod(where.victim, 4)
            self.events.append(Event(ev.CAPTURE, player, pawn, to_square=to_square,
                                     victim_player=victim_player, victim_pawn=victim_pawn))
        if where.progress == HOME:
            self.events.append(Event(ev.HOME, player, pawn))
        for value in option.left.bonuses[len(self.left.bonuses) - (kind == BONUS):]:
            self.events.append(Event(ev.BONUS_EARNED, player, value=value))
        self.places, self.left = option.places, option.left
        if option.won:
            self.winner = player
            self.events.append(Event(ev.WIN, player))
            return
        self._after_step()

    def _after_step(self) -> None:
        if not self.left.done:
            return
        assert self.dice is not None
        if self.dice[0] == self.dice[1]:
            self.events.append(Event(ev.ROLL_AGAIN, self.turn))
            self._end_roll()
        else:
            self._next_turn()

    def _end_roll(self) -> None:
        self.dice, self.roll, self.left = None, None, NO_ROLL

    def _next_turn(self) -> None:
        self._end_roll()
        self.doubles = 0
        self.turn_began = None
        self.turn = next_player(self.turn)
        self.events.append(Event(ev.TURN, self.turn))


def replay(actions: Iterable[int], options: Options = DEFAULT_OPTIONS) -> PachisiState:
    """The state reached by applying ``actions`` to a new game (as saved in a history)."""
    state = PachisiState(options)
    for action in actions:
        state.apply_action(action)
    return state
