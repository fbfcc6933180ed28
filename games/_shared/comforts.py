"""The comforts every game that keeps its game offers: take back, the log, a new game,
and a hint.

Four keys, the same in every game, chosen to clash with no game's own input (card
names use the ranks ``A K Q J T 9``-``2`` and the suits ``H D C S``; Sixty-Six has C X
O, Spades O and digits for bids, Russian Bank's notation D R F W P S N X and digits,
Pachisi P; no game has a function key to spare):

* **Backspace** takes back the person's last move, when nothing is half typed (then it
  rubs out, as it always did): the game goes back to the moment they last had to
  decide, the computer's replies since undone too (``kept_game.taken_back``). Again
  and again, to the start of the hand. Where the keyboard plays no seat it does
  nothing and says why; the options menu's TAKE-BACKS line turns it off.
* **L** opens the game's log in the help viewer: every move of every player, in
  words, newest last at the bottom of the page; Esc goes back to the table exactly.
* **G** asks whether to start a new game; Y throws the kept game away.
* **?** gives a hint (``hints``): the game's own computer player, in the person's
  seat with that seat's knowledge only, says what it would play and why; the
  pointer goes onto it, so Enter plays it. Hints are counted with the game.

They are offered by ``Shell.keep(kept)``; the shell's key handling calls ``Comforts``.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Protocol

from games._shared.files import file_path
from games._shared.helpview import show_text
from games._shared.hints import HINT_KEY, NO_HINTS, NOT_YOUR_TURN
from games._shared.kept_game import (
    NOTHING_TO_TAKE_BACK,
    KeptGame,
    NewGame,
    TakeBack,
    taken_back,
)
from games._shared.lifetime import Helps
from games._shared.look import Look
from games._shared.saved_game import SavedGame, discard_game, save_game
from games._shared.seats import Seats
from games._shared.spec import GameSpec, Option
from retro.bios import Key, Keys
from retro.machine import Machine

TAKE_BACK_KEY, LOG_KEY, NEW_GAME_KEY = "Backspace", "L", "G"
TAKE_BACKS = "TAKEBACK"
"""The setting of the options menu's TAKE-BACKS line (ON or OFF)."""
LEGEND = (("BKSP", "TAKE BACK"), (LOG_KEY, "LOG"), (NEW_GAME_KEY, "NEW GAME"))
"""The legend's words for the three keys (shown where the row has room); the hint's are
``hints.HINT_LEGEND``."""


def help_lines(start: str = "THE HAND", luck: str = "THE CARDS") -> str:
    """The lines every game's F5 help gives the comfort keys (among its keys), naming how
    far back a take-back goes (``start``) and what stays the same (``luck``)."""
    return "\n".join(line.rstrip() for line in f"""\
  BACKSPACE TAKE BACK YOUR LAST MOVE (WHEN NOTHING IS HALF TYPED), AGAIN
            AND AGAIN TO THE START OF {start}; {luck} TO COME STAY
            THE SAME, AND THE END OF THE GAME SAYS HOW MANY TAKE-BACKS
            YOU USED. THE OPTIONS MENU CAN TURN TAKE-BACKS OFF
  ?         A HINT: WHAT THE COMPUTER WOULD PLAY IN YOUR PLACE, AND WHY,
            KNOWING ONLY WHAT YOU CAN SEE; THE POINTER GOES ONTO IT, SO
            ENTER PLAYS IT. THE END OF THE GAME SAYS HOW MANY YOU USED
  L         THE GAME'S LOG: EVERY MOVE SO FAR IN WORDS, THE NEWEST LAST;
            ESC GOES BACK TO THE TABLE
  G         A NEW GAME (Y OR N: Y THROWS THIS ONE AWAY)
  CTRL+F7   KEEP A REPLAY OF THE GAME SO FAR, AT ITS END OR AT ANY MOMENT,
            IN THE DATA FOLDER'S REPLAYS (THE TITLE BAR SAYS WHERE); IT
            PLAYS BACK EVERY MOVE, THE COMPUTER'S TOO, EXACTLY AS IT WENT""".splitlines())


NO_KEYBOARD = "THE COMPUTER PLAYS EVERY SEAT NOW: THERE IS NO MOVE OF YOURS TO TAKE BACK"
SWITCHED_OFF = "TAKE-BACKS ARE OFF (OPTIONS): EVERY MOVE STANDS"
NEW_GAME_QUESTION = "START A NEW GAME? THIS ONE IS THEN LOST"


def take_back_option(letter: str = "K") -> Option:
    """The options menu's line that turns take-backs off (or on again)."""
    return Option(TAKE_BACKS, "TAKE-BACKS", letter, values=("ON", "OFF"))


class ComfortHost(Protocol):
    """The shell as the comforts use it."""

    m: Machine
    look: Look
    spec: GameSpec
    seats: Seats
    values: dict[str, str]

    def notice(self, text: str) -> None: ...

    def ask_yes_no(self, question: str, esc_is_no: bool = True, row: int = ...) -> bool: ...

    def game_over(self, winners: Collection[int], helps: Helps, figure: int | None = None,
                  given_up: bool = False) -> None: ...


class Comforts:
    """The four keys for one kept game, answered wherever the shell reads input."""

    def __init__(self, host: ComfortHost, kept: KeptGame) -> None:
        self.host = host
        self.kept = kept

    def takes(self, key: Key) -> bool:
        """Whether ``key`` is one of the four now (Backspace not while half typed)."""
        if key == Keys.BACKSPACE:
            return not self.kept.half_typed()
        if key.char == HINT_KEY:
            return True
        return key.char.upper() in (LOG_KEY, NEW_GAME_KEY) and key.char.isalpha()

    def handle(self, key: Key) -> bool:
        """Act on ``key`` if it is one of the four; False for any other key."""
        if not self.takes(key):
            return False
        if key == Keys.BACKSPACE:
            self.take_back()
        elif key.char == HINT_KEY:
            self.hint()
        elif key.char.upper() == LOG_KEY:
            self.show_log()
        else:
            self.new_game()
        return True

    def hint(self) -> None:
        """The game's hint as a notice, counted with the game; or why there is none."""
        host, kept = self.host, self.kept
        if kept.hint is None:
            host.notice(NO_HINTS)
            return
        if not host.seats.keyboard_seats():
            host.notice(NOT_YOUR_TURN)
            return
        answer = kept.hint()
        if isinstance(answer, str):
            host.notice(answer)
            return
        if kept.luck is not None:
            kept.luck.hints += 1
            kept.save()
        host.notice(answer.line())

    def take_back(self) -> None:
        """Raise ``TakeBack`` with the game one decision back, or say why not."""
        host = self.host
        saved = self.kept.now()
        keyboard = host.seats.keyboard_seats()
        if host.values.get(TAKE_BACKS) == "OFF":
            host.notice(SWITCHED_OFF)
        elif not keyboard:
            host.notice(NO_KEYBOARD)
        else:
            back = NOTHING_TO_TAKE_BACK.format(unit=self.kept.unit) if saved is None \
                else taken_back(self.kept, saved, keyboard)
            if isinstance(back, str):
                host.notice(back)
                return
            assert back.record is not None and back.state is not None
            problem = save_game(self.kept.file, back.record, back.state)  # F7 now resumes here
            if problem:
                host.notice(problem)
            raise TakeBack(back)

    def show_log(self) -> None:
        """The log in the help viewer, its newest line at the bottom of the page."""
        host = self.host
        lines = self.kept.log() or ["NOTHING HAS HAPPENED YET."]
        show_text(host.m, f"{host.spec.title} - GAME LOG", "\n".join(lines), host.look,
                  at_end=True)

    def new_game(self) -> None:
        """Y: the kept game is thrown away (lost, in the lifetime statistics, if the person
        had moved) and a new one begins (``NewGame``)."""
        if self.host.ask_yes_no(NEW_GAME_QUESTION):
            record = self.kept.now()
            helps = self.kept.luck or record or SavedGame("", "", {}, [])
            self.host.game_over((), helps, given_up=True)
            discard_game(self.kept.file)
            raise NewGame

    def quit_question(self) -> str:
        """The F7 question, saying that the game will be waiting (when it is kept)."""
        title = self.host.spec.title
        if file_path(self.kept.file).exists():
            return f"QUIT {title}? THE GAME IS KEPT FOR NEXT TIME"
        return f"QUIT {title}?"

