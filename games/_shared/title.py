"""The opening show: the game's name in block letters and a tune on the speaker.

Enter pressed twice (or two clicks) skips the music and the show, Esc at
once; the show also ends by itself a moment after the tune. The ``*`` flag
skips it all.
"""

from __future__ import annotations

from games._shared.bigtext import draw_big_centred
from games._shared.host import Host
from retro.bios import Keys, MouseEvent

LINGER_MS = 1500
"""How long the title stays after the tune has finished."""
SILENT_SHOW_MS = 4000
"""How long the title stays when the sound is off."""


def draw_title(shell: Host) -> None:
    """The title screen itself (no waiting)."""
    m, look, spec = shell.m, shell.look, shell.spec
    s = m.screen
    s.cursor_visible = False
    s.clear(0x07)
    s.box(0, 0, 80, 24, look.title_text, style="double")
    draw_big_centred(s, 4, spec.title, look.title_big)
    for row, text in ((12, spec.subtitle), (15, spec.tagline),
                      (20, "PRESS ENTER TWICE TO SKIP THE MUSIC")):
        if text:
            s.write((80 - len(text)) // 2, row, text, look.title_text)
    shell.draw_legend()


def opening_show(shell: Host) -> None:
    """Show the title while the tune plays; two Enters (or clicks) cut it short."""
    m = shell.m
    draw_title(shell)
    if m.sound_enabled and shell.spec.tune:
        m.play(shell.spec.tune, background=True)
    enters = 0
    quiet_since: int | None = None
    while enters < 2:
        if m.music_playing():
            quiet_since = None
        elif quiet_since is None:
            quiet_since = m.now_ms()
        linger = LINGER_MS if m.sound_enabled else SILENT_SHOW_MS
        if quiet_since is not None and m.now_ms() - quiet_since >= linger:
            break
        event = m.poll_event()
        if event is None:
            m.delay(20)
        elif isinstance(event, MouseEvent):
            enters += event.kind == "press"
        elif event == Keys.ENTER:
            enters += 1
        elif event == Keys.ESC:
            break  # Esc: straight to the game
        else:
            shell.handle_key(event)
    m.nosound()
