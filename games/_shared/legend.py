"""The function-key legend on the bottom row: keys and their words, figures at the right.

Games have from five to nine keys to show, and up to two figures (the delay,
a pitch). The legend uses the longest form that fits in 80 columns: full
words with two spaces between items, then one space, then each item's short
word; then it leaves out F10 (which still works, and F5 lists it); then it
shortens the figures' labels. Key names are drawn in their own colour so the
words stay readable when packed tight.
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
    optional: bool = False  # may be left out when the row is crowded

    def text(self, short: bool) -> str:
        return f"{self.key} {self.short if short and self.short else self.word}"


@dataclass(frozen=True)
class Figure:
    """A number shown at the right end, with its label and a shorter label."""

    label: str
    value: str
    short_label: str = ""

    def text(self, short: bool) -> str:
        label = self.short_label if short else self.label
        return f"{label} {self.value}" if label else self.value


_FORMS = ((False, 2, False, False), (False, 1, False, False), (True, 2, False, False),
          (True, 1, False, False), (True, 1, True, False), (True, 1, True, True))
"""Ever tighter forms: (short words, gap, leave out optional items, short figure labels)."""


def key_order(name: str) -> tuple[int, str]:
    """F-keys by number (F1 before F10), then anything else."""
    first = name.split("/")[0]
    if first[:1] == "F" and first[1:].isdigit():
        return int(first[1:]), ""
    return 99, first


@dataclass(frozen=True)
class Layout:
    """What the legend row shows: each kept item with its text, and the figures' text."""

    items: list[tuple[LegendItem, str]]
    figure: str

    @property
    def width(self) -> int:
        used = sum(len(text) for _, text in self.items)
        return used + (len(self.figure) + 3 if self.figure else 0)


def fit(items: list[LegendItem], figures: list[Figure], width: int = WIDTH) -> Layout:
    """The longest form that fits ``width`` (one blank column is kept at the right edge
    and two between the keys and the figures); the tightest form if none does."""
    layout = Layout([], "")
    for short, gap, drop, short_figures in _FORMS:
        kept = [item for item in items if not (drop and item.optional)]
        figure = "  ".join(f.text(short_figures) for f in figures)
        texts = [item.text(short) + " " * gap for item in kept]
        if texts:
            texts[-1] = texts[-1].rstrip()
        layout = Layout(list(zip(kept, texts, strict=True)), figure)
        if layout.width <= width:
            break
    return layout


def draw_legend(screen: TextScreen, row: int, items: list[LegendItem], figures: list[Figure],
                look: Look) -> None:
    """Draw the legend row: key names in ``look.legend_key``, the rest in ``look.legend``."""
    screen.fill(0, row, WIDTH, 1, 0x20, look.legend)
    layout = fit(items, figures)
    col = 0
    for item, text in layout.items:
        if col >= WIDTH:
            break
        screen.write(col, row, text[: WIDTH - col], look.legend)
        screen.write(col, row, item.key[: WIDTH - col], look.legend_key)
        col += len(text)
    if layout.figure:
        screen.write(WIDTH - 1 - len(layout.figure), row, layout.figure, look.legend)
