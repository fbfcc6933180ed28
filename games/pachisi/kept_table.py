"""The table of a Pachisi game as its file and the shell's comforts see it.

Between the table the input reads (``tabletop``) and the course of the games
(``program.Table``): the luck of the game in play (the dice generator, the rolls a
take-back left to come, the take-backs, the computer's seed), its saving into
``PACHISI.TMP`` after every move and at F7, and what the shell's take-back and log are
told (``Shell.keep``, told again whenever a new or resumed game brings its own luck,
whose hint count the ``?`` key adds to), and the hint itself (``hint``). A take-back
goes back to the last moment a keyboard colour chose, whichever colours the keyboard
plays, never to a pass the program made for one, and no further back than the start
of the game.
"""

from __future__ import annotations

from games._shared.hints import NOT_YOUR_TURN, Hint
from games._shared.kept_game import KeptGame, Luck
from games._shared.saved_game import SavedGame
from games._shared.shell import QuitGame, Shell
from games.pachisi import keeping
from games.pachisi.game_log import log_lines
from games.pachisi.hint import hint_for
from games.pachisi.input import point_at, prompt_of
from games.pachisi.rulebook import PASS
from games.pachisi.tabletop import Tabletop

THINKING = "THINKING..."
"""The prompt row while the expert works the hint out (a blink at most)."""
NOTHING_TO_CHOOSE = "NO MOVE TO CHOOSE: THIS ROLL CANNOT BE USED, SO IT PASSES"
UNIT = "GAME"
"""How far a take-back may go, as the notice at the very start says."""


class KeptTable(Tabletop):
    """The game in play with its luck, kept in its file and offered to the comforts."""

    def __init__(self, shell: Shell) -> None:
        super().__init__(shell)
        self.save_failed = False
        self.luck = Luck(self.m.rng, [], seed=f"pachisi computer {self.m.seed} 0")

    @property
    def luck(self) -> Luck:
        """The draw and the rolls (the saved game keeps the generator's state and the
        rolls a take-back left to come), the take-backs and hints, the computer's seed."""
        return self._luck

    @luck.setter
    def luck(self, luck: Luck) -> None:
        """A new game's luck (or a resumed one's) is the one the comforts count in."""
        self._luck = luck
        self.shell.keep(KeptGame(keeping.FILE, self.now, keeping.replay_saved,
                                 lambda state: 0, self.log, self.half_typed, unit=UNIT,
                                 decides=keeping.decides, hint=self.hint, luck=luck,
                                 save=self.save))

    def hint(self) -> Hint | str:
        """?: the expert's move for the keyboard colour to move, the pointer onto it (so
        Enter plays it); or why there is none now."""
        state = self.state
        if (state.is_terminal() or state.roll is None or state.is_chance_node()
                or not self.shell.keyboard_plays(state.turn)):
            return NOT_YOUR_TURN
        if state.legal_actions() == [PASS]:
            return NOTHING_TO_CHOOSE
        self.view.prompt = THINKING
        self.redraw()
        advice = hint_for(state, state.turn, self.luck.decider(state))
        point_at(state, self.view, advice.action)
        self.view.prompt = prompt_of(self)
        self.redraw()
        return advice

    def now(self) -> SavedGame | None:
        """The game's record this moment, for a take-back (None before the first move or
        once it is over)."""
        if not self.state.history or self.state.is_terminal():
            return None
        return keeping.saved(self.state, self.shell.seats.code, self.luck)

    def log(self) -> list[str]:
        """Every move of every colour so far, as the news lines said them."""
        return log_lines(self.state.events)

    def half_typed(self) -> bool:
        """A pawn is chosen and not yet moved: Backspace puts it back, as Esc does,
        instead of taking a move back."""
        return self.view.chosen is not None

    def save(self) -> None:
        """The game as it stands into PACHISI.TMP (or away, once it is over)."""
        problem = keeping.save(self.state, self.shell.seats.code, self.luck)
        if problem and not self.save_failed:
            self.save_failed = True
            self.shell.message(problem, wait=True)

    def keep_as_it_is(self) -> None:
        """The game as of its last completed move into the file (F7, a closed window)."""
        if self.state.history and not self.state.is_terminal():
            keeping.save(self.state, self.shell.seats.code, self.luck)

    def quit_now(self) -> bool:
        """F7: the game is saved as of its last completed move, and the program ends."""
        self.keep_as_it_is()
        self.m.nosound()
        raise QuitGame
