"""The computer's strength: one options-menu line, the same three levels in every game.

BEGINNER plays like a newcomer: it does not plan ahead and now and then misses a
capture or a safe move. STANDARD is a sound player that looks a little ahead. EXPERT
is the strongest player the game has (at least today's computer player), and may
think longer. Each game maps the three words to its own players (its ``ai`` module
and the arena's ``beginner``, ``standard`` and ``expert``); the computer's name on the
screen stays the same whatever its strength. The level is remembered in the game's
settings file like every option, and applies from the computer's next decision.
"""

from __future__ import annotations

from games._shared.spec import OPTION_CHOICE, Option

STRENGTH = "STRENGTH"
"""The setting's name in every game's settings file."""
BEGINNER, STANDARD, EXPERT = "BEGINNER", "STANDARD", "EXPERT"
LEVELS = (BEGINNER, STANDARD, EXPERT)


def strength_option(letter: str = "C", default: str = STANDARD) -> Option:
    """The options menu's COMPUTER'S STRENGTH line (``default`` until changed)."""
    return Option(STRENGTH, "COMPUTER'S STRENGTH", letter, OPTION_CHOICE, LEVELS,
                  default=default)


def strength_of(values: dict[str, str], default: str = STANDARD) -> str:
    """The level chosen in ``values`` (a shell's settings); ``default`` if unset or odd."""
    level = values.get(STRENGTH, default)
    return level if level in LEVELS else default
