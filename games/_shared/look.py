"""The games' colour schemes: one for a colour VGA, one for mono (MDA rules).

Every screen takes its attributes from a ``Look`` so that the ``M`` flag
gives a readable mono picture: mono uses only the four MDA looks (07h
normal, 0Fh intense, 70h reverse, 01h underline), never colour alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from retro.textmode import TextScreen


@dataclass(frozen=True)
class Look:
    """Named attribute bytes for every kind of thing the games draw."""

    table: int          # the playing surface
    text: int           # ordinary text on the table
    bright: int         # emphasis on the table
    legend: int         # the function-key bar on row 24
    legend_key: int     # key names in that bar
    dialog: int         # pop-up boxes (questions, messages)
    dialog_key: int     # the answer keys in a pop-up
    help_text: int
    help_title: int
    title_big: int      # block letters on the opening show
    title_text: int
    card_red: int
    card_black: int
    card_red_selected: int
    card_black_selected: int
    card_back: int
    slot: int           # an empty place for a card
    marker: int         # the pointer under a selected card


COLOUR = Look(
    table=0x20, text=0x2F, bright=0x2E, legend=0x30, legend_key=0x34,
    dialog=0x1F, dialog_key=0x1E, help_text=0x1F, help_title=0x1E,
    title_big=0x0E, title_text=0x0B,
    card_red=0x74, card_black=0x70, card_red_selected=0x34, card_black_selected=0x30,
    card_back=0x19, slot=0x28, marker=0x2E,
)

MONO = Look(
    table=0x07, text=0x07, bright=0x0F, legend=0x70, legend_key=0x0F,
    dialog=0x70, dialog_key=0x0F, help_text=0x07, help_title=0x0F,
    title_big=0x0F, title_text=0x07,
    card_red=0x70, card_black=0x70, card_red_selected=0x0F, card_black_selected=0x0F,
    card_back=0x07, slot=0x07, marker=0x0F,
)


def look_for(screen: TextScreen) -> Look:
    """The scheme that fits the screen's display mode."""
    return MONO if screen.mono else COLOUR
