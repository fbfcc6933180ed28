"""What the window's title bar says: the program running now, or for a while a note.

The program names itself (``Machine.title``: the menu says GAME SHELF, and a
game started from it says its own name until it quits), so the title bar
always names what is on the screen. A note such as "saved SHOT0001.PNG"
after Ctrl+F5 shows beside the title for ``NOTE_SECONDS`` and then goes, so
the bar does not keep telling of an old screenshot. Time is passed in (the
window's pyglet clock), which keeps this testable without waiting.
"""

from __future__ import annotations

NOTE_SECONDS = 4.0


class Caption:
    """The title bar's text at a given moment."""

    def __init__(self) -> None:
        self.note_text = ""
        self.note_until = 0.0
        self.mark = ""
        """Shown after the title for as long as it is set (a recording in progress)."""

    def note(self, text: str, now: float, seconds: float = NOTE_SECONDS) -> None:
        """Show ``text`` after the title from ``now`` for ``seconds``."""
        self.note_text, self.note_until = text, now + seconds

    def text(self, title: str, now: float) -> str:
        """``title``, with the mark while set and the note while it lasts."""
        shown = f"{title} - {self.mark}" if self.mark else title
        if self.note_text and now < self.note_until:
            return f"{shown} - {self.note_text}"
        self.note_text = ""
        return shown
