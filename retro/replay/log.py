"""What a run took from the keyboard and the mouse, and where: the heart of a replay.

A program on the virtual PC can only be told something from outside at a *checkpoint*:
a wait (``Machine._wait``) or a look for input (``Machine.poll_event``). The machine
numbers them as they come, 1, 2, 3... Every key or mouse event is delivered into the
BIOS buffers at one of them, and the log keeps (checkpoint, machine time, event). Since
everything else a program does is fixed by its seed and its files, handing the same
events over at the same checkpoints and times gives the same run, to the last cell.

``End`` says how the run stopped (the program returned, the machine was switched off,
or the log was kept while it went on) and what the screen was then, as a digest, so a
replay can tell whether it arrived where the original did.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from retro.bios import Key, MouseEvent
from retro.textmode import ScreenSnapshot

Input = Key | MouseEvent

RETURNED, POWER_OFF, STOPPED = "return", "power off", "stop"
"""How a run ended: the program returned; the machine was switched off (a closed
window: the program's next wait raised ``PowerOff``); or the run was cut here while it
went on (a replay kept mid-game, a script that ran out, a time limit)."""
END_KINDS = (RETURNED, POWER_OFF, STOPPED)


def screen_digest(snap: ScreenSnapshot) -> str:
    """A short fingerprint of everything a screen shows (cells, cursor, border, modes)."""
    return hashlib.sha256(snap.to_text().encode()).hexdigest()[:32]


@dataclass(frozen=True, slots=True)
class Delivery:
    """One input, delivered at ``checkpoint`` when the machine's clock read ``t_ns``."""

    checkpoint: int
    t_ns: int
    event: Input


@dataclass(frozen=True)
class End:
    """Where and how a run stopped, and a digest of its screen then."""

    checkpoint: int
    t_ns: int
    how: str
    screen: str


@dataclass
class InputLog:
    """Every delivery of a run in order, and its end once there is one."""

    deliveries: list[Delivery] = field(default_factory=list)
    end: End | None = None

    def add(self, checkpoint: int, t_ns: int, event: Input) -> None:
        self.deliveries.append(Delivery(checkpoint, t_ns, event))

    def ended(self, checkpoint: int, t_ns: int, how: str, snap: ScreenSnapshot) -> None:
        """Note the end (the first one only: a power-off is noticed more than once)."""
        if self.end is None:
            self.end = End(checkpoint, t_ns, how, screen_digest(snap))

    def cut(self, checkpoint: int, t_ns: int, snap: ScreenSnapshot) -> InputLog:
        """A copy ending here, for a replay kept while the run goes on."""
        kept = InputLog(list(self.deliveries), self.end)
        kept.ended(checkpoint, t_ns, STOPPED, snap)  # unless it has ended already
        return kept
