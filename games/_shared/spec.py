"""What a game tells the shell about itself: title, files, keys, figures, options, seats.

Everything here is plain data, declared once per game at module level, so
the shell, the legend, ``--help`` and the tests read one description:

* ``Toggle``: a function key that flips a remembered setting (Basra's F8
  auto comments, Russian Bank's F6 wrong-move mode or F3 player 1's
  controller). The legend names the mode a press will *enter*.
* ``Dial``: a number set with two keys and shown at the bottom right
  (the delay, the pitch of a sound), with its own keys and direction.
* ``Command``: a key that does something for the game at any moment (F3
  the options menu); the game binds what it does when it runs.
* ``Option``: one line of the options menu (a toggle, a choice among
  names, or a whole number in a range), remembered in the settings file.
* ``GameSpec``: all of it, plus the DOS letters the program takes and the
  names of its seats.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from games._shared.legend import DELAY_WORD, OPTIONS_WORD
from retro.machine import Machine
from retro.program import run_program


def format_tenths(tenths: int) -> str:
    """``1`` -> ``.1``, ``10`` -> ``1.0``, ``100`` -> ``10.0``: the period's way."""
    whole, frac = divmod(tenths, 10)
    return f"{whole or ''}.{frac}"


@dataclass(frozen=True)
class Setting:
    """One extra remembered choice of a game, e.g. open hands ON/OFF."""

    key: str
    values: tuple[str, ...]
    default: str


@dataclass(frozen=True)
class Toggle:
    """A key that flips a remembered setting between two values.

    ``words[i]`` is the legend word while the setting is ``values[i]``: it
    names the mode a press *enters*, as the originals' legends did; it is the
    key's only wording, crowded legend or not.
    """

    key: str                       # key name, e.g. "F8"
    setting: str                   # e.g. "MESSAGES"
    values: tuple[str, str]        # e.g. ("WAIT", "AUTO")
    words: tuple[str, str]         # e.g. ("AUTO", "WAIT")
    default: str = ""

    @property
    def start(self) -> str:
        return self.default or self.values[0]


@dataclass(frozen=True)
class Dial:
    """A whole number set with two keys and shown at the right of the legend.

    ``down`` and ``up`` are key names (``"Up"`` means the grey or keypad
    arrow, never keypad 8 with NumLock on); ``down`` lowers the value. The
    figure reads ``label`` then ``show(value)``, e.g. ``DELAY 1.0``; with
    ``legend_keys`` the keys come first (``F8/F9 DELAY 1.0``), so the figure and
    the keys that change it carry one word.
    """

    setting: str                   # e.g. "DELAY"
    label: str                     # e.g. "DELAY"
    down: str                      # key that lowers the value
    up: str                        # key that raises it
    least: int
    most: int
    default: int
    step: int = 1
    show: Callable[[int], str] = format_tenths
    legend_keys: str = ""          # e.g. "F8/F9": shown (and clickable) with the figure
    short_label: str | None = None  # for a crowded legend: a note sign, or "" for none


@dataclass(frozen=True)
class Command:
    """A key the game acts on at any moment; ``word`` is its legend text ("" for none)."""

    key: str                       # e.g. "F3" or "Esc"
    word: str = ""


OPTION_TOGGLE, OPTION_CHOICE, OPTION_NUMBER = "toggle", "choice", "number"


@dataclass(frozen=True)
class Option:
    """One line of the options menu, remembered in the settings file under ``setting``.

    A toggle and a choice take ``values``; a number takes ``least``..``most``.
    ``letter`` picks the line from the keyboard.
    """

    setting: str
    title: str
    letter: str
    kind: str = OPTION_TOGGLE
    values: tuple[str, ...] = ("ON", "OFF")
    least: int = 0
    most: int = 0
    default: str = ""

    @property
    def start(self) -> str:
        return self.default or (self.values[0] if self.kind != OPTION_NUMBER else str(self.least))

    def allowed(self) -> set[str]:
        if self.kind == OPTION_NUMBER:
            return {str(n) for n in range(self.least, self.most + 1)}
        return set(self.values)


def speed_dial(faster: str = "Up", slower: str = "Down", least: int = 1, most: int = 100,
               default: int = 10, legend_keys: str = "") -> Dial:
    """The usual delay dial, in tenths of a second: ``faster`` shortens the delay. Its
    figure is labelled DELAY in every game, the word the legend gives its keys."""
    return Dial("DELAY", DELAY_WORD, down=faster, up=slower, least=least, most=most,
                default=default, legend_keys=legend_keys)


def options_command(key: str) -> Command:
    """The key that opens a game's options menu, worded as in every other game."""
    return Command(key, OPTIONS_WORD)


@dataclass(frozen=True)
class GameSpec:
    """What the shell needs to know about a game."""

    title: str                    # "SIXTY-SIX"
    command: str                  # "sixtysix"
    settings_file: str            # "SIXTYSIX.CFG"
    instructions: str             # the F5 text
    tune: str = ""                # PLAY string for the opening show
    subtitle: str = ""
    dials: tuple[Dial, ...] = (speed_dial(),)
    toggles: tuple[Toggle, ...] = ()
    commands: tuple[Command, ...] = ()
    options: tuple[Option, ...] = ()
    settings: tuple[Setting, ...] = ()
    seat_names: tuple[str, ...] = ("YOU", "THE COMPUTER")
    seats_default: str = "KC"     # a letter per seat: K keyboard, C computer
    seat_keys: tuple[tuple[str, int, str], ...] = ()   # ("F3", 0, "P1"): F3 switches seat 0
    dismiss_keys: tuple[str, ...] | None = None        # what ends a waiting message (None: any)
    sound_default: str = "ON"     # Russian Bank starts silent, and its S turns the sound on
    letters: str = "SMCD*"        # the DOS letters the program takes
    message_row: int = 23
    has_demo: bool = True
    tagline: str = "A TEXT-MODE GAME FOR THE VIRTUAL PC"
    description: str = ""         # one line for --help

    @property
    def delay_dial(self) -> Dial | None:
        """The dial whose value is the pause between the computer's moves, if any."""
        return next((d for d in self.dials if d.setting == "DELAY"), None)


def run_game(main: Callable[[Machine], object], spec: GameSpec,
             argv: Sequence[str] | None = None) -> int:
    """A game's command line: its own DOS letters, ``--help`` and the modern flags."""
    return run_program(main, argv, prog=spec.command, title=spec.title,
                       description=spec.description or spec.subtitle.capitalize(),
                       letters=spec.letters, sound_starts_on=spec.sound_default == "ON")
