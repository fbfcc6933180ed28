"""Lifetime statistics: every game's record of the person's games, kept in one file.

Why here and not in each game: the launcher shows all five records side by side, so
they share one file (``LIFETIME.SCR`` in the data folder) and one way of counting.
The file is plain text, one ``GAME.FIELD=NUMBER`` a line, so a curious player can read
it. It is read afresh and written atomically at every game's end, so two programs run
one after the other never lose a count; a file that cannot be read or makes no sense is
set aside as ``LIFETIME.SCR.BAD`` and the counts start again, with a message.

What counts (``counts``): a game the person took part in. At its end the keyboard
plays at least one seat (not the demo) and not every seat (people only against each
other are not measured against the computer), and the person made a move of their own
in it (a key or click the game read at their turn, in this run: ``Shell.took_part``).
Demo games and games the computer played alone never count. A game thrown away with G
(a new game) after the person moved counts as lost. A draw ends a winning streak.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Protocol

from games._shared.files import damaged, key_values, read_text, write_text
from games._shared.seats import Seats
from games._shared.strength import LEVELS, strength_of

FILE = "LIFETIME.SCR"
HEADER = "# lifetime statistics, one GAME.FIELD=NUMBER a line"
WON, LOST, DRAWN = "WON", "LOST", "DRAWN"
OUTCOMES = (WON, LOST, DRAWN)
FIELDS = ("PLAYED", "WON", "LOST", "DRAWN", "STREAK", "BESTSTREAK", "BEST", "HINTS",
          "TAKEBACKS")


@dataclass(frozen=True)
class Best:
    """The best result a game keeps: its words, and which way is better.

    ``won_only``: only a won game can set it (a biggest win, a fastest win).
    """

    label: str
    unit: str = ""
    lower: bool = False
    won_only: bool = True

    def said(self, figure: int) -> str:
        return f"{self.label} {figure}{' ' + self.unit if self.unit else ''}"


BESTS = {
    "basra": Best("HIGHEST SCORE", won_only=False),
    "rbank": Best("BIGGEST WIN", "POINTS"),
    "sixtysix": Best("BIGGEST WIN", "GAME POINTS"),
    "pachisi": Best("FASTEST WIN", "TURNS", lower=True),
    "spades": Best("HIGHEST TOTAL", won_only=False),
}
"""Each game's best result, by its command (a game missing here keeps none)."""


@dataclass
class Record:
    """One game's lifetime figures."""

    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    streak: int = 0
    best_streak: int = 0
    best: int | None = None
    hints: int = 0
    take_backs: int = 0
    levels: dict[str, dict[str, int]] = field(
        default_factory=lambda: {level: dict.fromkeys(OUTCOMES, 0) for level in LEVELS})
    """Per computer's strength: the games won, lost and drawn against it."""

    @property
    def percent(self) -> int | None:
        """Games won in 100 played, rounded; None before the first."""
        return round(100 * self.won / self.played) if self.played else None

    def add(self, outcome: str, level: str, hints: int = 0, take_backs: int = 0,
            figure: int | None = None, best: Best | None = None) -> None:
        """Count one game: its outcome against the computer's ``level``, the helps used,
        and ``figure`` for the game's best result (kept if it beats the old one)."""
        self.played += 1
        setattr(self, outcome.lower(), getattr(self, outcome.lower()) + 1)
        self.streak = self.streak + 1 if outcome == WON else 0
        self.best_streak = max(self.best_streak, self.streak)
        self.levels.setdefault(level, dict.fromkeys(OUTCOMES, 0))[outcome] += 1
        self.hints += max(0, hints)
        self.take_backs += max(0, take_backs)
        if figure is None or best is None or (best.won_only and outcome != WON):
            return
        if self.best is None or (figure < self.best if best.lower else figure > self.best):
            self.best = figure

    def lines(self, game: str) -> list[str]:
        """The record as the file's lines (``GAME.FIELD=N``)."""
        values = [self.played, self.won, self.lost, self.drawn, self.streak,
                  self.best_streak, self.best, self.hints, self.take_backs]
        out = [f"{game}.{name}={value}" for name, value in zip(FIELDS, values, strict=True)
               if value is not None]
        out += [f"{game}.{level}.{outcome}={count}"
                for level, counts in self.levels.items() for outcome, count in counts.items()]
        return out


@dataclass
class Lifetime:
    """Every game's record (by the game's command, upper-cased), and a word for the
    person when the file was found damaged or could not be read."""

    records: dict[str, Record] = field(default_factory=dict)
    warning: str | None = None

    def of(self, command: str) -> Record:
        return self.records.setdefault(command.upper(), Record())


def parse(text: str) -> dict[str, Record] | None:
    """The records a file's text holds, or None when it makes no sense."""
    values = key_values(text)
    if values is None:
        return None
    records: dict[str, Record] = {}
    for key, value in values.items():
        game, _, name = key.partition(".")
        if not game.isalnum() or not value.isdigit() or len(value) > 9:
            return None
        record = records.setdefault(game, Record())
        level, _, outcome = name.partition(".")
        if name in FIELDS:
            attr = {"BESTSTREAK": "best_streak", "TAKEBACKS": "take_backs"}.get(name, name)
            setattr(record, attr.lower(), int(value))
        elif level in LEVELS and outcome in OUTCOMES:
            record.levels[level][outcome] = int(value)
        else:
            return None
    return records if all(map(sensible, records.values())) else None


def sensible(record: Record) -> bool:
    """Whether the figures agree with one another (a hand-edited file may not)."""
    totals = [sum(counts[outcome] for counts in record.levels.values())
              for outcome in OUTCOMES]
    return (record.played == record.won + record.lost + record.drawn
            and totals == [record.won, record.lost, record.drawn]
            and record.streak <= record.best_streak <= record.won)


def load() -> Lifetime:
    """The records in the file; none (and the warning) when it is missing or damaged."""
    file = read_text(FILE)
    if file.text is None or file.path is None:
        return Lifetime(warning=file.warning)
    records = parse(file.text)
    if records is None:
        return Lifetime(warning=damaged(file.path))
    return Lifetime(records)


def save(lifetime: Lifetime) -> str | None:
    """Write every record, atomically; a message when the disk said no."""
    lines = [HEADER] + [line for game, record in sorted(lifetime.records.items())
                        for line in record.lines(game)]
    return write_text(FILE, "\n".join(lines) + "\n")


def count(command: str, outcome: str, level: str, hints: int = 0, take_backs: int = 0,
          figure: int | None = None) -> str | None:
    """Add one game to ``command``'s record on disk; what to tell the person (a damaged
    file set aside, a failed write), or None."""
    lifetime = load()
    lifetime.of(command).add(outcome, level, hints, take_backs, figure, BESTS.get(command))
    problem = save(lifetime)
    return " ".join(word for word in (lifetime.warning, problem) if word) or None


def reset(command: str) -> str | None:
    """Clear ``command``'s record (the statistics screen's R, answered Y)."""
    lifetime = load()
    lifetime.records[command.upper()] = Record()
    return " ".join(word for word in (lifetime.warning, save(lifetime)) if word) or None


class Helps(Protocol):
    """What a game's luck tells of the helps used (``kept_game.Luck``)."""

    hints: int
    take_backs: int


class Player(Protocol):
    """The shell as the statistics see it."""

    seats: Seats
    values: dict[str, str]
    took_part: bool


def outcome_of(seats: Seats, winners: Collection[int]) -> str | None:
    """WON, LOST or DRAWN for the keyboard's seats (any of them among ``winners``: won;
    no winner: a draw); None when the game does not count by its seats."""
    keyboard = seats.keyboard_seats()
    if not keyboard or len(keyboard) == len(seats.names):
        return None
    if not winners:
        return DRAWN
    return WON if any(seat in winners for seat in keyboard) else LOST


def game_over(player: Player, command: str, winners: Collection[int], helps: Helps,
              figure: int | None = None, given_up: bool = False) -> str | None:
    """The end of a game (or G, ``given_up``): counted if the person took part; the word
    for them if the file had a problem. The next game starts with nothing taken part in."""
    took_part, player.took_part = player.took_part, False
    outcome = outcome_of(player.seats, winners)
    if not took_part or outcome is None:
        return None
    return count(command, LOST if given_up else outcome, strength_of(player.values),
                 helps.hints, helps.take_backs, None if given_up else figure)
