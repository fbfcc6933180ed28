"""Box-drawing character sets of code page 437, by style name.

DOS programs framed windows, cards and menus with the line characters B3h-DAh.
A style names the kind of line used for the horizontal and the vertical edges:
"single_double" has single horizontal and double vertical lines (the ``╓─╖``
family), "double_single" the reverse (``╒═╕``). "block" frames with half and
full blocks, hugging the inside of the box.

The tee and cross codes let a program divide a box (a menu separator ``├──┤``)
with lines that join the frame.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BoxChars:
    """The CP437 codes that draw one box style."""

    top_left: int
    top: int
    top_right: int
    left: int
    right: int
    bottom_left: int
    bottom: int
    bottom_right: int
    tee_left: int  # on the left edge, a line going right: ├
    tee_right: int  # on the right edge, a line going left: ┤
    tee_top: int  # on the top edge, a line going down: ┬
    tee_bottom: int  # on the bottom edge, a line going up: ┴
    cross: int  # where an inner horizontal and vertical line meet: ┼

    @property
    def horizontal(self) -> int:
        """Code of an inner horizontal divider line."""
        return self.top

    @property
    def vertical(self) -> int:
        """Code of an inner vertical divider line."""
        return self.left


SINGLE = BoxChars(0xDA, 0xC4, 0xBF, 0xB3, 0xB3, 0xC0, 0xC4, 0xD9, 0xC3, 0xB4, 0xC2, 0xC1, 0xC5)
DOUBLE = BoxChars(0xC9, 0xCD, 0xBB, 0xBA, 0xBA, 0xC8, 0xCD, 0xBC, 0xCC, 0xB9, 0xCB, 0xCA, 0xCE)
#: single horizontal lines, double vertical lines: ╓─╖ ║ ╙─╜
SINGLE_DOUBLE = BoxChars(
    0xD6, 0xC4, 0xB7, 0xBA, 0xBA, 0xD3, 0xC4, 0xBD, 0xC7, 0xB6, 0xD2, 0xD0, 0xD7
)
#: double horizontal lines, single vertical lines: ╒═╕ │ ╘═╛
DOUBLE_SINGLE = BoxChars(
    0xD5, 0xCD, 0xB8, 0xB3, 0xB3, 0xD4, 0xCD, 0xBE, 0xC6, 0xB5, 0xD1, 0xCF, 0xD8
)
#: ▄ along the top, █ down the sides, ▀ along the bottom; dividers use █.
BLOCK = BoxChars(0xDC, 0xDC, 0xDC, 0xDB, 0xDB, 0xDF, 0xDF, 0xDF, 0xDB, 0xDB, 0xDB, 0xDB, 0xDB)

BOX_STYLES: dict[str, BoxChars] = {
    "single": SINGLE,
    "double": DOUBLE,
    "single_double": SINGLE_DOUBLE,
    "double_single": DOUBLE_SINGLE,
    "block": BLOCK,
}


def box_style(name: str) -> BoxChars:
    """The character set of a style name (ValueError listing the names otherwise)."""
    try:
        return BOX_STYLES[name]
    except KeyError:
        raise ValueError(
            f"unknown box style {name!r}: use one of {', '.join(BOX_STYLES)}"
        ) from None
