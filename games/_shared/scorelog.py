"""Scores kept between runs, such as ``RBANK.SCR`` and ``SPADES.SCR``: named whole numbers.

A log is a plain text file of ``NAME=NUMBER`` lines that a player can read
and may delete to start over (as the originals told players to). Writes are
atomic. A damaged log (not text, a line without ``=``, a name the game does
not keep, a value that is not a whole number, or one outside the range the game
declares for it: a negative count, say) is moved aside as ``NAME.BAD``, exactly
as a damaged settings file is; the player is told, and a fresh log starts at
zero. So a number edited by hand into nonsense never reaches the screen.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from games._shared.files import damaged, key_values, read_text, write_text

HEADER = "# scores kept between runs; delete this file to start again"




@dataclass(frozen=True)
class Bounds:
    """The values a counter may hold on disk: ``least`` to ``most`` inclusive (None: no
    bound on that side). A game declares them so that a file edited by hand into
    nonsense (a negative count, a target the game could never have set) is set aside."""

    least: int | None = None
    most: int | None = None

    def hold(self, value: int) -> bool:
        return ((self.least is None or value >= self.least)
                and (self.most is None or value <= self.most))


COUNT = Bounds(least=0)
"""A count of games, matches, points won...: never below nought."""


class ScoreLog:
    """A game's named counters, e.g. games won by each side and points scored.

    ``ranges`` gives the ``Bounds`` of each counter that has any; a counter left out may
    hold any whole number (a Spades score can be negative)."""

    def __init__(self, name: str, fields: tuple[str, ...],
                 ranges: Mapping[str, Bounds] | None = None) -> None:
        self.name = name
        self.fields = fields
        self.values = dict.fromkeys(fields, 0)
        self.ranges: Mapping[str, Bounds] = {_known(self, field): bounds
                                             for field, bounds in (ranges or {}).items()}
        self.warning: str | None = None
        """What to tell the player about the file on disk, once (None: nothing)."""

    @classmethod
    def load(cls, name: str, fields: tuple[str, ...],
             ranges: Mapping[str, Bounds] | None = None) -> ScoreLog:
        """The log as kept on disk; zeros when there is none or it was damaged (a value
        outside its ``ranges`` included). A counter the file does not name starts at
        zero and is not checked: the file may come from before the game kept it."""
        log = cls(name, fields, ranges)
        file = read_text(name)
        log.warning = file.warning
        if file.text is None or file.path is None:
            return log
        values = key_values(file.text)
        numbers = _numbers(values, fields) if values is not None else None
        if numbers is None or not all(log.ranges[key].hold(value)
                                      for key, value in numbers.items() if key in log.ranges):
            log.warning = damaged(file.path)
            return log
        log.values.update(numbers)
        return log

    def __getitem__(self, field: str) -> int:
        return self.values[field]

    def add(self, **amounts: int) -> None:
        """Add to counters: ``log.add(NS_WON=1, NS_POINTS=251)``."""
        for field, amount in amounts.items():
            self.values[_known(self, field)] += amount

    def set(self, **values: int) -> None:
        for field, value in values.items():
            self.values[_known(self, field)] = value

    def clear(self) -> None:
        """Every counter back to zero (a new match)."""
        self.values = dict.fromkeys(self.fields, 0)

    def save(self) -> str | None:
        """Write the log atomically; return a message for the player if the disk said no."""
        lines = [HEADER] + [f"{field}={self.values[field]}" for field in self.fields]
        return write_text(self.name, "\n".join(lines) + "\n")


def _known(log: ScoreLog, field: str) -> str:
    if field not in log.values:
        raise KeyError(f"{log.name} keeps no {field!r}; it keeps {', '.join(log.fields)}")
    return field


def _numbers(values: dict[str, str], fields: tuple[str, ...]) -> dict[str, int] | None:
    numbers: dict[str, int] = {}
    for key, text in values.items():
        digits = text.removeprefix("-")
        if key not in fields or not digits.isdigit() or len(digits) > 12:
            return None
        numbers[key] = int(text)
    return numbers
