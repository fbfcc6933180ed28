"""Basra's spec for the shell, and how its settings name the rules.

The options menu keeps words (``"PASSUR"``, ``"ON"``) in ``BASRA.CFG``; the rules want a
``rulebook.Options``. ``rules_from`` and ``settings_of`` translate both ways, so a resumed
game shows its own rules in the menu; ``one_keyboard`` keeps a hand-edited file from
seating two players at the keyboard of a game built for you against Abdul.
"""

from __future__ import annotations

from games._shared import tunes
from games._shared.comforts import take_back_option
from games._shared.seats import KEYBOARD
from games._shared.shell import Shell
from games._shared.spec import (
    OPTION_CHOICE,
    OPTION_NUMBER,
    GameSpec,
    Option,
    Toggle,
    options_command,
    speed_dial,
)
from games._shared.strength import strength_option
from games.basra import messages
from games.basra.instructions import TEXT as INSTRUCTIONS
from games.basra.rulebook import (
    BASRA,
    EVERY_TWO_AND_TEN,
    GAMEPOINT_DEFAULT,
    GAMEPOINT_MAX,
    GAMEPOINT_MIN,
    PASSUR,
    TWO_CLUBS_TEN_DIAMONDS,
    Options,
)

OFF_ON = ("OFF", "ON")
TWOS_VALUES = ("EVERY ONE", "2C AND 10D")
"""The scoring of twos and tens: every one, or the two of clubs and ten of diamonds."""
SPEC = GameSpec(
    title="BASRA", command="basra", settings_file="BASRA.CFG",
    instructions=INSTRUCTIONS, tune=tunes.BASRA,
    subtitle="FISH THE FLOOR, SWEEP IT WITH A JACK: YOU AGAINST ABDUL",
    dials=(speed_dial(faster="Down", slower="Up", least=1, most=99, default=10),),
    toggles=(
        Toggle("F8", "MESSAGES", ("AUTO", "WAIT"), ("WAIT", "AUTO")),
        Toggle("F9", "SMART", ("ON", "OFF"), ("PLAIN", "SMART")),
    ),
    commands=(options_command("F3"),),
    dismiss_keys=("Space", "Enter"),
    options=(
        Option("PILES", "SHOW PILES", "S", values=OFF_ON),
        Option("ACEHIGH", "ACE HIGH (BASRA)", "A", values=OFF_ON),
        Option("NOSEVEN", "NO 7♦ SWEEPS (BASRA)", "N", values=OFF_ON),
        Option("OPEN", "OPEN HANDS", "O", values=OFF_ON),
        Option("REPLAY", "REPLAY HANDS", "R", values=OFF_ON),
        Option("GAMEPOINT", "GAMEPOINT", "G", OPTION_NUMBER, least=GAMEPOINT_MIN,
               most=GAMEPOINT_MAX, default=str(GAMEPOINT_DEFAULT)),
        Option("GAME", "GAME", "B", OPTION_CHOICE, ("BASRA", "PASSUR")),
        Option("TWOS", "2S AND 10S SCORE (BASRA)", "T", OPTION_CHOICE, TWOS_VALUES),
        take_back_option("K"),
        strength_option("C"),
    ),
    description="Basra, the Arab fishing card game, and its Persian twin Passur, "
                "against the PC.",
)
NEW_GAME_SETTINGS = ("GAME", "GAMEPOINT")
"""Options that need a new game (asked first); the others apply at once."""
def rules_from(shell: Shell) -> Options:
    """The rule options the settings name."""
    return Options(
        game=PASSUR if shell.setting("GAME") == "PASSUR" else BASRA,
        ace_high=shell.setting("ACEHIGH") == "ON",
        no_seven_sweeps=shell.setting("NOSEVEN") == "ON",
        scoring=EVERY_TWO_AND_TEN if shell.setting("TWOS") == TWOS_VALUES[0]
        else TWO_CLUBS_TEN_DIAMONDS,
        gamepoint=int(shell.setting("GAMEPOINT")),
        replay_hands=shell.setting("REPLAY") == "ON")


def settings_of(options: Options) -> dict[str, str]:
    """The settings that name ``options`` (a resumed game shows its own rules)."""
    return {"GAME": "PASSUR" if options.passur else "BASRA",
            "ACEHIGH": OFF_ON[options.ace_high], "NOSEVEN": OFF_ON[options.no_seven_sweeps],
            "TWOS": TWOS_VALUES[options.scoring != EVERY_TWO_AND_TEN],
            "GAMEPOINT": str(options.gamepoint), "REPLAY": OFF_ON[options.replay_hands]}


def one_keyboard(shell: Shell, wanted: str, source: str = SPEC.settings_file,
                 tell: bool = True) -> None:
    """Seat the players as ``wanted`` (``"KC"``, ``"CK"``...), but never two at the
    keyboard: Basra here is you against Abdul, and a second keyboard seat would play with
    its hand face down under his name. Only an edited BASRA.CFG or saved game can ask for
    it (``source``); the player is told why (``tell``) and Abdul takes the second seat."""
    if wanted.count(KEYBOARD) > 1:
        if tell:
            shell.m.screen.clear(shell.look.table)
            shell.draw_legend()
            shell.message(messages.two_keyboards(wanted, source), wait=True)
        wanted = SPEC.seats_default
    if wanted != shell.seats.code:
        shell.set_seats(wanted)
