"""What Pachisi declares to the shell: its title, keys, dials, options and settings.

The options menu opens for every new game: who plays each colour (any of the four may
be the keyboard's), the one rule option and whether moves may be taken back. It lives
apart from the program so that the table, the game's log and the tests can name the
settings without the course of the games.
"""

from __future__ import annotations

from games._shared import tunes
from games._shared.comforts import take_back_option
from games._shared.spec import OPTION_CHOICE, Dial, GameSpec, Option, Setting, speed_dial
from games._shared.strength import STANDARD, strength_option
from games.pachisi import keeping
from games.pachisi import messages as say
from games.pachisi.board import NUM_PLAYERS
from games.pachisi.instructions import TEXT as INSTRUCTIONS
from games.pachisi.tabletop import NUMBERS_KEY

PITCH_KEY = "PITCH"
KEYBOARD, COMPUTER = "KEYBOARD", "COMPUTER"
DEFAULT_STRENGTH = STANDARD
"""The plain, greedy player: see the help's COMPUTER'S STRENGTH for why."""


def hertz(value: int) -> str:
    return f"{value}HZ"


def seat_option(player: int) -> Option:
    """The options menu line that says who plays ``player``'s colour."""
    colour = say.COLOURS[player]
    return Option(f"SEAT{player}", f"{colour} IS PLAYED BY THE", colour[0], kind=OPTION_CHOICE,
                  values=(KEYBOARD, COMPUTER), default=KEYBOARD if player == 0 else COMPUTER)


SPEC = GameSpec(
    title="PACHISI", command="pachisi", settings_file="PACHISI.CFG",
    instructions=INSTRUCTIONS, tune=tunes.PACHISI,
    subtitle="RACE YOUR PAWNS HOME: TWO DICE, FOUR PLAYERS",
    letters="SMCD",
    seat_names=say.COLOURS, seats_default="KCCC",
    dials=(
        Dial(PITCH_KEY, "DICE", down="F4", up="F6", least=100, most=2000, default=440,
             step=20, show=hertz, legend_keys="F4/F6", short_label="\x0e"),
        speed_dial(faster="F9", slower="F8", least=1, most=99, default=10, legend_keys="F8/F9"),
    ),
    options=(*(seat_option(p) for p in range(NUM_PLAYERS)), keeping.SPARE_OPTION,
             take_back_option("K"), strength_option("C", DEFAULT_STRENGTH)),
    settings=(Setting(NUMBERS_KEY, ("ON", "OFF"), "OFF"),),
    description="Pachisi (Parcheesi) for four players, any of them the keyboard or the PC.",
)
