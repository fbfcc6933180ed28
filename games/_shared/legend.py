"""The function-key legend on the bottom row: keys and their words, figures at the right.

Games have from five to nine keys to show, and up to two figures (the delay,
a pitch). The legend uses the longest form that fits in 80 columns: full
words with two spaces between items, then one space, then each item's short
word. Key names are drawn in their own colour so the words stay readable
when packed tight.
"""

from __future__ import annotations

from dataclasses import dataclass

from games._shared.look import Look
from retro.textmode import TextScreen

WIDTH = 80


@dataclass(frozen=True)
class LegendItem:
    """One key (or key pair, ``F4/F6``) and what it does or which mode it enters."""

    key: str
    word: str
    short: str = ""

    def text(self, short: bool) -> str:
        return f"{self.key} {self.short if short and self.short else self.word}"


def key_order(name: str) -> tuple[int, str]:
    """F-keys by number (F1 before F10), then anything else."""
    first = name.split("/")[0]
    if first[:1] == "F" and first[1:].isdigit():
        return int(first[1:]), ""
    return 99, first


def fit(items: list[LegendItem], figures: list[str],
        width: int = WIDTH) -> tuple[list[str], str]:
    """The item texts and the figure text of the longest form that fits ``width``.

    One blank column is kept at the right edge and at least two between the
    keys and the figures.
    """
    figure = "  ".join(figures)
    room = width - 1 - (len(figure) + 2 if figure else 0)
    for short, gap in ((False, 2), (False, 1), (True, 2), (True, 1)):
        texts = [item.text(short) for item in items]
        if len((" " * gap).join(texts)) <= room:
            return [t + " " * gap for t in texts], figure
    texts = [item.text(True) + " " for item in items]
    return texts, figure  # too many keys: the test of every game's legend forbids this


def draw_legend(screen: TextScreen, row: int, items: list[LegendItem], figures: list[str],
                look: Look) -> None:
    """Draw the legend row: key names in ``look.legend_key``, the rest in ``look.legend``."""
    screen.fill(0, row, WIDTH, 1, 0x20, look.legend)
    texts, figure = fit(items, figures)
    col = 0
    for item, text in zip(items, texts, strict=True):
        key_end = min(WIDTH, col + len(item.key))
        screen.write(col, row, text[: WIDTH - col], look.legend)
        screen.write(col, row, item.key[: key_end - col], look.legend_key)
        col += len(text)
        if col >= WIDTH:
            break
    if figure:
        screen.write(WIDTH - 1 - len(figure), row, figure, look.legend)
