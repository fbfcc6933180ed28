"""The opening show: the game's name in block letters and a tune on the speaker.

Enter pressed twice (or two clicks) skips the music and the show, Esc at
once; the show also ends by itself a moment after the tune. The ``*`` flag
skips it all. Whichever way it ends, it leaves nothing behind: not a line of its
frame on the screen, nor a key typed for it (``Shell`` drops an Enter or click that
comes just after the show ended by itself: the player was still skipping it).
"""

from __future__ import annotations

from games._shared.bigtext import draw_big_centred
from games._shared.host import Host
from retro.bios import Keys, MouseEvent

LINGER_MS = 1500
"""How long the title stays after the tune has finished."""
SILENT_SHOW_MS = 4000
"""How long the title stays when the sound is off."""
SKIP_GRACE_MS = 1000
"""An Enter or click this soon after the show ended by itself was typed to skip it
(a person's reaction time), not for the screen that came up meanwhile."""
SKIP_MUSIC = "PRESS ENTER TWICE TO SKIP THE MUSIC"
SKIP_SILENT = "PRESS ENTER TWICE TO BEGIN"
"""With no music playing there is nothing to skip but the wait."""
BLANK = 0x07
"""The screen as the PC starts (grey spaces on black): the show leaves it so, and the
game draws on it as it does with the ``*`` flag."""


def draw_title(shell: Host) -> None:
    """The title screen itself (no waiting)."""
    m, look, spec = shell.m, shell.look, shell.spec
    s = m.screen
    s.cursor_visible = False
    s.clear(0x07)
    s.box(0, 0, 80, 24, look.title_text, style="double")
    draw_big_centred(s, 4, spec.title, look.title_big)
    skip = SKIP_MUSIC if m.sound_enabled and spec.tune else SKIP_SILENT
    for row, text in ((12, spec.subtitle), (15, spec.tagline), (20, skip)):
        if text:
            s.write((80 - len(text)) // 2, row, text, look.title_text)
    shell.draw_legend()


def opening_show(shell: Host) -> bool:
    """Show the title while the tune plays; two Enters (or clicks) cut it short.

    True when it ended by itself: keys typed to skip it may still be on their way.
    """
    m = shell.m
    draw_title(shell)
    if m.sound_enabled and shell.spec.tune:
        m.play(shell.spec.tune, background=True)
    by_itself = _run_show(shell)
    m.nosound()
    m.flush_input()  # type-ahead meant for the show must not act on the game
    m.screen.clear(BLANK)
    return by_itself


def _run_show(shell: Host) -> bool:
    """Wait for the show's end; True when it came by itself (not by Enters or Esc)."""
    m = shell.m
    enters = 0
    quiet_since: int | None = None
    while enters < 2:
        if m.music_playing():
            quiet_since = None
        elif quiet_since is None:
            quiet_since = m.now_ms()
        linger = LINGER_MS if m.sound_enabled else SILENT_SHOW_MS
        if quiet_since is not None and m.now_ms() - quiet_since >= linger:
            return True
        event = m.poll_event()
        if event is None:
            m.delay(20)
        elif isinstance(event, MouseEvent):
            enters += event.kind == "press"
        elif event == Keys.ENTER:
            enters += 1
        elif event == Keys.ESC:
            return False  # Esc: straight to the game
        else:
            shell.handle_key(event)
    return False
