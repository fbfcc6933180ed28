"""The function-key legend on the bottom row: keys and their words, figures at the right.

One wording per key, in every game and the menu: the shared keys' words are
made here (``F1 SOUND OFF`` / ``F1 SOUND ON``, ``F2 DEMO ON`` / ``F2 DEMO
OFF``, ``OPTIONS``, ``HELP``, ``QUIT``, ``BORDER``), and a crowded row never
swaps a word for a shorter one, so a player who learnt a key in one game
reads it the same way in the next. To fit 80 columns the legend leaves out
its optional items one at a time (the comforts' keys, then F10: they still
work, and F5 lists them), then closes the gaps, then shortens a pitch
figure's label; a delay figure is always labelled DELAY,
the word its keys carry. A figure changed by keys the legend shows carries
those keys (``F8/F9 DELAY 1.0``), so the label and the keys' word are one.

The legend records where each key name is drawn (``hotspots``): a click on
an item is a press of its key.
"""

from __future__ import annotations

from dataclasses import dataclass

from games._shared.hotspots import Hotspot
from games._shared.look import Look
from retro.textmode import TextScreen

WIDTH = 80
DELAY_WORD = "DELAY"
"""The one name of the pause between the computer's moves, on keys and figure alike."""
OPTIONS_WORD = "OPTIONS"


def sound_word(sound_on: bool) -> str:
    """F1 names what a press will do, as every toggle's word does."""
    return "SOUND OFF" if sound_on else "SOUND ON"


def demo_word(demo_on: bool) -> str:
    return "DEMO OFF" if demo_on else "DEMO ON"


@dataclass(frozen=True)
class LegendItem:
    """One key (or key pair, ``F4/F6``) and what it does or which mode it enters."""

    key: str
    word: str
    optional: bool = False  # may be left out when the row is crowded

    def text(self) -> str:
        return f"{self.key} {self.word}"


@dataclass(frozen=True)
class Figure:
    """A number shown at the right end, with its label, a shorter label (a pitch's
    note sign) and the keys that change it when the legend shows them (``F8/F9``)."""

    label: str
    value: str
    short_label: str | None = None
    keys: str = ""

    def text(self, short: bool) -> str:
        label = self.short_label if short and self.short_label is not None else self.label
        return " ".join(part for part in (self.keys, label, self.value) if part)


GAPS = (2, 1)
"""Blanks after each item: two while the row has room, one when it is crowded."""
FIGURE_GAP = "  "


def _forms(items: list[LegendItem]) -> list[tuple[int, frozenset[int], bool]]:
    """Ever tighter forms: (gap, the optional items left out, short figure labels).

    The optional items go one at a time, the last first (the comforts' keys, then
    F10), so a row shows every one that fits; two blanks between items are kept as long
    as leaving out optional items can keep them.
    """
    optional = [i for i, item in enumerate(items) if item.optional]
    forms = [(gap, frozenset(optional[len(optional) - n:] if n else ()), False)
             for gap in GAPS for n in range(len(optional) + 1)]
    return forms + [(GAPS[-1], frozenset(optional), True)]


def key_order(name: str) -> tuple[int, str]:
    """F-keys by number (F1 before F10), then anything else."""
    first = name.split("/")[0]
    if first[:1] == "F" and first[1:].isdigit():
        return int(first[1:]), ""
    return 99, first


@dataclass(frozen=True)
class Layout:
    """What the legend row shows: each kept item with its text, and the figures' texts."""

    items: list[tuple[LegendItem, str]]
    figures: list[tuple[Figure, str]]

    @property
    def figure(self) -> str:
        return FIGURE_GAP.join(text for _, text in self.figures)

    @property
    def width(self) -> int:
        used = sum(len(text) for _, text in self.items)
        return used + (len(self.figure) + 3 if self.figure else 0)

    def hotspots(self, row: int) -> list[Hotspot]:
        """Where each key is drawn: a whole single-key item stands for its key; in a pair
        (``F8/F9 DELAY``) each key name stands for itself."""
        spots: list[Hotspot] = []
        col = 0
        for item, text in self.items:
            spots += _spots(col, row, item.key, text.rstrip())
            col += len(text)
        col = WIDTH - 1 - len(self.figure)
        for figure, text in self.figures:
            if figure.keys:
                spots += _spots(col, row, figure.keys, figure.keys)
            col += len(text) + len(FIGURE_GAP)
        return [spot for spot in spots if spot.col + len(spot.text) <= WIDTH]


def _spots(col: int, row: int, keys: str, text: str) -> list[Hotspot]:
    names = keys.split("/")
    if len(names) == 1:
        return [Hotspot(col, row, text, keys)]
    spots = []
    for name in names:
        spots.append(Hotspot(col, row, name, name))
        col += len(name) + 1
    return spots


def fit(items: list[LegendItem], figures: list[Figure], width: int = WIDTH) -> Layout:
    """The longest form that fits ``width`` (one blank column is kept at the right edge
    and two between the keys and the figures); the tightest form if none does."""
    layout = Layout([], [])
    for gap, dropped, short_figures in _forms(items):
        kept = [item for i, item in enumerate(items) if i not in dropped]
        texts = [item.text() + " " * gap for item in kept]
        if texts:
            texts[-1] = texts[-1].rstrip()
        layout = Layout(list(zip(kept, texts, strict=True)),
                        [(f, f.text(short_figures)) for f in figures])
        if layout.width <= width:
            break
    return layout


def draw_legend(screen: TextScreen, row: int, items: list[LegendItem], figures: list[Figure],
                look: Look) -> list[Hotspot]:
    """Draw the legend row: key names in ``look.legend_key``, the rest in ``look.legend``;
    return where each key is, for clicks."""
    screen.fill(0, row, WIDTH, 1, 0x20, look.legend)
    layout = fit(items, figures)
    col = 0
    for item, text in layout.items:
        if col >= WIDTH:
            break
        screen.write(col, row, text[: WIDTH - col], look.legend)
        screen.write(col, row, item.key[: WIDTH - col], look.legend_key)
        col += len(text)
    col = WIDTH - 1 - len(layout.figure)
    for figure, text in layout.figures:
        screen.write(col, row, text, look.legend)
        if figure.keys:
            screen.write(col, row, figure.keys, look.legend_key)
        col += len(text) + len(FIGURE_GAP)
    return layout.hotspots(row)
