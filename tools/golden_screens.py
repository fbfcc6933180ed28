"""Two screens designed to check the renderer against DOSBox (used by make_goldens_png.py).

* ``build_cards_screen``: what a card game of the period looks like: a green
  table, a title bar, framed cards with red and black suits, card backs in a
  shade pattern, a double-framed score panel with a shadow, a menu bar with
  highlighted hot keys and a blinking prompt.
* ``build_lines_screen``: the 9th-column rule up close: every box-drawing and
  block code repeated next to itself on contrasting backgrounds, joined line
  figures of all box styles, the letters IBM draws with 9-dot alternates, and
  all 256 attributes on line (╬ ─) and non-line (▒ ┤) characters. The box
  insides use background 8 (attribute bit 7): it blinks with blink enabled
  and is dark grey with bright backgrounds.

The committed dumps (tests/goldens/png/*.bin) are what the tests use; these
builders only document and regenerate them.
"""

from __future__ import annotations

from retro.textmode import Colour, ScreenSnapshot, TextScreen, attr
from retro.textmode.boxes import SINGLE_DOUBLE, box_style
from retro.textmode.cp437 import CLUB, DIAMOND, HEART, SPADE

TABLE = attr(Colour.WHITE, Colour.GREEN)
CARD = attr(Colour.BLACK, Colour.LIGHT_GREY)
RED_CARD = attr(Colour.RED, Colour.LIGHT_GREY)
BACK = attr(Colour.LIGHT_BLUE, Colour.BLUE)


def _card(screen: TextScreen, col: int, row: int, rank: str, suit: int) -> None:
    colour = RED_CARD if suit in (HEART, DIAMOND) else CARD
    screen.box(col, row, 7, 5, CARD, "single", fill=CARD)
    screen.write(col + 1, row + 1, rank, colour)
    screen.put(col + 1 + len(rank), row + 1, suit, colour)
    screen.put(col + 3, row + 2, suit, colour)
    screen.put(col + 5 - len(rank), row + 3, suit, colour)
    screen.write(col + 6 - len(rank), row + 3, rank, colour)


def _card_back(screen: TextScreen, col: int, row: int) -> None:
    screen.box(col, row, 7, 5, CARD, "double", fill=CARD)
    screen.fill(col + 1, row + 1, 5, 3, 0xB1, BACK)


def build_cards_screen() -> ScreenSnapshot:
    """A card table in the colours and frames of a 1990s DOS card game."""
    screen = TextScreen()
    screen.clear(TABLE)
    screen.fill(0, 0, 80, 1, 0x20, attr(Colour.BLACK, Colour.CYAN))
    screen.write(2, 0, "Sixty-Six", attr(Colour.BLACK, Colour.CYAN))
    screen.write(33, 0, "\u2663 Card Parlour \u2660", attr(Colour.BLUE, Colour.CYAN))
    screen.write(68, 0, "Game 1234", attr(Colour.RED, Colour.CYAN))
    for i in range(5):
        _card_back(screen, 20 + 7 * i, 2)
    hand = [("A", HEART), ("10", DIAMOND), ("K", CLUB), ("Q", SPADE), ("J", HEART),
            ("9", SPADE)]
    for i, (rank, suit) in enumerate(hand):
        _card(screen, 16 + 8 * i, 17, rank, suit)
    screen.recolour(16 + 8 * 2 + 1, 17 + 4, 5, 1, attr(Colour.YELLOW, Colour.RED))
    _card(screen, 30, 9, "K", HEART)
    _card(screen, 40, 9, "7", CLUB)
    screen.box(1, 3, 16, 9, attr(Colour.YELLOW, Colour.BLUE), "double",
               fill=attr(Colour.WHITE, Colour.BLUE))
    screen.recolour(3, 12, 16, 1, attr(Colour.DARK_GREY, Colour.BLACK))
    screen.recolour(17, 4, 2, 8, attr(Colour.DARK_GREY, Colour.BLACK))
    screen.write(5, 3, " Score ", attr(Colour.YELLOW, Colour.BLUE))
    screen.hline(2, 6, 14, attr(Colour.YELLOW, Colour.BLUE), "single")
    screen.put(1, 6, SINGLE_DOUBLE.tee_left, attr(Colour.YELLOW, Colour.BLUE))
    screen.put(16, 6, SINGLE_DOUBLE.tee_right, attr(Colour.YELLOW, Colour.BLUE))
    rows = [("You", "42", 4), ("Computer", "37", 5), ("Trump", "\u2665", 7), ("Talon", "6", 8)]
    for label, value, row in rows:
        screen.write(3, row, label, attr(Colour.LIGHT_CYAN, Colour.BLUE))
        screen.write(14 - len(value), row, value, attr(Colour.WHITE, Colour.BLUE))
    screen.put(13, 7, HEART, attr(Colour.LIGHT_RED, Colour.BLUE))
    screen.box(58, 3, 21, 5, attr(Colour.BLACK, Colour.LIGHT_GREY), "single_double",
               fill=attr(Colour.BLACK, Colour.LIGHT_GREY))
    screen.write(60, 4, "Marriage in \u2665!", attr(Colour.RED, Colour.LIGHT_GREY))
    screen.write(60, 5, "+20 points", attr(Colour.BLUE, Colour.LIGHT_GREY))
    screen.box(58, 9, 21, 5, attr(Colour.WHITE, Colour.RED), "double_single",
               fill=attr(Colour.WHITE, Colour.RED))
    screen.write(60, 11, "Your turn!", attr(Colour.YELLOW, Colour.RED, blink=True))
    screen.box(2, 14, 10, 3, attr(Colour.BROWN, Colour.GREEN), "block")
    screen.write(4, 15, "Deck", attr(Colour.YELLOW, Colour.GREEN))
    screen.fill(0, 24, 80, 1, 0x20, attr(Colour.BLACK, Colour.LIGHT_GREY))
    col = 1
    for key, label in (("F1", " Help"), ("F2", " New"), ("Esc", " Quit")):
        col = screen.write(col, 24, key, attr(Colour.RED, Colour.LIGHT_GREY))
        col = screen.write(col, 24, label + "  ", attr(Colour.BLACK, Colour.LIGHT_GREY))
    screen.write(60, 24, "\u2190\u2191\u2192\u2193 Enter \u25ba", attr(Colour.BLUE,
                                                                       Colour.LIGHT_GREY))
    screen.set_cursor(0, 24)
    return screen.snapshot()


def _lines_top(screen: TextScreen) -> None:
    title = " 9th column: C0h-DFh continue into column 9, all other codes do not "
    screen.write(0, 0, title.ljust(80), attr(Colour.WHITE, Colour.MAGENTA))
    for i, code in enumerate(range(0xC0, 0xE0)):
        screen.write_codes(2 * i, 1, bytes((code, code)), attr(Colour.YELLOW, Colour.BLUE))
        screen.write_codes(2 * i, 2, bytes((code, code)), attr(Colour.BLACK, Colour.LIGHT_GREY))
    for i, code in enumerate(range(0xB0, 0xC0)):
        screen.write_codes(2 * i, 3, bytes((code, code)), attr(Colour.YELLOW, Colour.BLUE))
        screen.write_codes(2 * i, 4, bytes((code, code)), attr(Colour.BLACK, Colour.LIGHT_GREY))
    alternates = "MWmw0TVXYZvx\x1d\x91\x9b\x9d\x9e\xab\xac"
    for row, a in ((3, attr(Colour.WHITE, Colour.RED)), (4, attr(Colour.RED, Colour.WHITE))):
        screen.write_codes(33, row, bytes(ord(c) for c in alternates) * 2, a)
    for row, a in ((1, 0x1E), (2, 0x70)):
        screen.write_codes(65, row, bytes((0xDB, 0xDC, 0xDF, 0xDD, 0xDE) * 3), a)


def _lines_figures(screen: TextScreen) -> None:
    styles = ("single", "double", "single_double", "double_single", "block")
    for i, style in enumerate(styles):
        col = 1 + 16 * i
        colour = attr(Colour.LIGHT_GREEN if i % 2 else Colour.LIGHT_CYAN, Colour.BLACK)
        screen.box(col, 5, 14, 6, colour, style, fill=attr(Colour.WHITE, Colour.DARK_GREY))
        screen.hline(col + 1, 7, 12, colour, style)
        screen.vline(col + 6, 6, 4, colour, style)
        screen.write(col + 2, 6, style[:4], attr(Colour.YELLOW, Colour.DARK_GREY))
        chars = box_style(style)
        screen.put(col, 7, chars.tee_left, colour)
        screen.put(col + 13, 7, chars.tee_right, colour)
        screen.put(col + 6, 5, chars.tee_top, colour)
        screen.put(col + 6, 10, chars.tee_bottom, colour)
        screen.put(col + 6, 7, chars.cross, colour)


def _lines_attributes(screen: TextScreen) -> None:
    screen.write(0, 11, "All 256 attributes, 00h-FFh, 20 per row, each on \u256c\u2500\u2592\u2524",
                 attr(Colour.WHITE))
    cells = bytes((0xCE, 0xC4, 0xB1, 0xB4))
    for a in range(256):
        row, col = divmod(a * len(cells), 80)
        screen.write_codes(col, 12 + row, cells, a)


def build_lines_screen() -> ScreenSnapshot:
    """Line characters side by side and all 256 attributes, for the 9th-column rule."""
    screen = TextScreen()
    _lines_top(screen)
    _lines_figures(screen)
    _lines_attributes(screen)
    return screen.snapshot()
