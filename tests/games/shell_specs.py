"""Throwaway GameSpecs with the keys, dials and seats each coming game's seed asks for.

They let the shared shell be tested for Basra, Russian Bank, Pachisi and Spades
before those games exist (and show their legends); each game's own program
declares its real spec, which the legend test also checks once it is built.
"""

from __future__ import annotations

from games._shared.spec import (
    OPTION_CHOICE,
    OPTION_NUMBER,
    Dial,
    GameSpec,
    Option,
    Toggle,
    options_command,
    speed_dial,
)


def hertz(value: int) -> str:
    return f"{value}HZ"


BASRA = GameSpec(
    title="BASRA", command="basra", settings_file="BASRA.CFG", instructions="RULES",
    dials=(speed_dial(faster="Down", slower="Up", least=1, most=99, default=10),),
    toggles=(
        Toggle("F8", "MESSAGES", ("AUTO", "WAIT"), ("WAIT", "AUTO")),
        Toggle("F9", "SMART", ("ON", "OFF"), ("PLAIN", "SMART")),
    ),
    commands=(options_command("F3"),),
    dismiss_keys=("Space", "Enter"),
    options=(
        Option("PILES", "SHOW PILES", "S"),
        Option("ACEHIGH", "ACE HIGH", "A", default="OFF"),
        Option("GAMEPOINT", "GAME POINT", "G", OPTION_NUMBER, least=20, most=999,
               default="101"),
        Option("GAME", "GAME", "B", OPTION_CHOICE, ("BASRA", "PASSUR")),
        Option("TWOS", "2S AND 10S SCORE", "T", OPTION_CHOICE, ("ALL", "2C AND 10D")),
    ),
)

RUSSIAN_BANK = GameSpec(
    title="RUSSIAN BANK", command="rbank", settings_file="RBANK.CFG", instructions="RULES",
    has_demo=False, sound_default="OFF",
    seat_names=("PLAYER 1", "PLAYER 2"), seats_default="KC",
    seat_keys=(("F3", 0, "P1"), ("F4", 1, "P2")),
    toggles=(Toggle("F6", "MOVES", ("CHECK", "FREE"), ("STOP", "CHECK")),),
    dials=(
        Dial("PITCH", "CLICK", down="Left", up="Right", least=100, most=3000, default=800,
             step=50, show=hertz, short_label=""),
        speed_dial(faster="Down", slower="Up", least=1, most=99, default=10),
    ),
)

PACHISI = GameSpec(
    title="PACHISI", command="pachisi", settings_file="PACHISI.CFG", instructions="RULES",
    letters="SMCD",
    seat_names=("RED", "GREEN", "YELLOW", "BLUE"), seats_default="KCCC",
    dials=(
        Dial("PITCH", "DICE", down="F4", up="F6", least=100, most=2000, default=440, step=20,
             show=hertz, legend_keys="F4/F6", short_label="\x0e"),
        speed_dial(faster="F9", slower="F8", least=1, most=99, default=10, legend_keys="F8/F9"),
    ),
)

SPADES = GameSpec(
    title="SPADES", command="spades", settings_file="SPADES.CFG", instructions="RULES",
    seat_names=("NORTH", "EAST", "SOUTH", "WEST"), seats_default="CCKC",
    dials=(speed_dial(faster="Down", slower="Up", least=1, most=99, default=10),),
)

COMING = {"basra": BASRA, "rbank": RUSSIAN_BANK, "pachisi": PACHISI, "spades": SPADES}
