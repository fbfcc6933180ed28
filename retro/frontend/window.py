"""The pyglet window: the VGA screen inside its border, keys and mouse in.

The window thread owns pyglet. It redraws only when something visible
changed (the screen's generation, the mouse cursor, a blink phase that
matters), at most once per VGA frame (70.087 Hz). Keys become BIOS words
through ``keymap``; held keys repeat through the BIOS typematic model,
because pyglet does not repeat ``on_key_press``. Esc never closes the
window; Alt+Enter toggles full screen; Ctrl+F5 saves the exact screen; Alt+F5
records the frames and sound, Ctrl+F6 the sound alone (``recording.live``); Ctrl+F7
keeps the replay of the run so far (``retro.replay``). While a replay plays, the
keys steer it instead (``replay_keys``). The title bar names the program running
now (``Machine.title``).

The frame fills the window at the largest whole scale that fits, or shrunk
to fit when the window is smaller than scale 1 (``layout``). pyglet rebuilds
the X window at every full-screen switch; the machine, its program and the
GL objects carry over, and the new window takes the keyboard focus.
"""

from __future__ import annotations

import sys
import traceback
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

import pyglet
from pyglet.window import key as pkey
from pyglet.window import mouse as pmouse

from retro.bios import Typematic
from retro.caption import Caption
from retro.frontend.held_keys import forget_released_keys
from retro.frontend.keymap import key_from_pyglet, replay_action, scan_from_pyglet
from retro.frontend.layout import ASPECT_Y, FRAME_H, FRAME_W, Layout, cell_at, fit_frame
from retro.frontend.shader import ScreenPainter
from retro.machine import Machine
from retro.recording.live import Recordings
from retro.screenshot import also_written, save_screenshot
from retro.storage import data_dir, why_not
from retro.textmode import ScreenSnapshot, load_font
from retro.textmode.attributes import cursor_colour
from retro.textmode.render import BORDER_X, BORDER_Y
from retro.textmode.timing import FRAME_HZ, blink_phases

_BUTTONS = {pmouse.LEFT: 0, pmouse.RIGHT: 1, pmouse.MIDDLE: 2}


def best_scale(screen_w: int, screen_h: int, aspect: bool) -> int:
    """The largest integer scale whose window fits on the display."""
    scale = 1
    while (FRAME_W * (scale + 1) <= screen_w - 40
           and FRAME_H * (scale + 1) * (ASPECT_Y if aspect else 1) <= screen_h - 80):
        scale += 1
    return scale


class Picture(NamedTuple):
    """Everything that decides what the window shows; a redraw happens when it changes."""

    snap: ScreenSnapshot
    text_on: bool
    cursor_on: bool
    mouse_cell: tuple[int, int]
    mouse_shown: bool
    size: tuple[int, int]


class ScreenWindow(pyglet.window.Window):  # type: ignore[misc]
    """A resizable window showing one machine's text screen."""

    def __init__(self, machine: Machine, title: str, scale: int | None, aspect: bool,
                 fullscreen: bool, screenshot_dir: Path | None, uncapped: bool = False) -> None:
        display = pyglet.display.get_display()
        screen = display.get_default_screen()
        self.aspect = aspect
        scale = scale or best_scale(screen.width, screen.height, aspect)
        width = FRAME_W * scale
        height = round(FRAME_H * scale * (ASPECT_Y if aspect else 1))
        # pyglet's stubs mark Config abstract; building a template config is its documented use
        config = pyglet.gl.Config(red_size=8, green_size=8, blue_size=8,  # type: ignore[abstract]
                                  double_buffer=True)
        # Full screen is always reached by switching, as Alt+Enter does: asked for a
        # full-screen window of a given size, pyglet would change the display's mode.
        super().__init__(width, height, caption=title, resizable=True, config=config,
                         vsync=False, visible=not fullscreen)
        self.machine = machine
        self.title = title
        self.title_bar = Caption()  # not "caption": pyglet's Window has that property
        self.shown_caption = title
        self.painter = ScreenPainter(load_font(), (BORDER_X, BORDER_Y))
        self.typematic = Typematic()
        self.screenshot_dir = screenshot_dir
        self.recordings = Recordings(self._recording_folder)
        """Alt+F5 and Ctrl+F6 (``retro.recording.live``)."""
        self.started = pyglet.clock.get_default().time()
        self.drawn_state: Picture | None = None
        self.frames_drawn = 0
        self.on_frame: Callable[[ScreenWindow], None] | None = None
        # not "_screen": pyglet's Window keeps the display screen under that name
        self.screen_copy: tuple[int, ScreenSnapshot, bool] | None = None
        self.keys_held_over_switch = False
        self.replay_keys: Callable[[str], None] | None = None
        """While a replay plays: its keys' actions (the program gets no input then)."""
        self.replay_mark: Callable[[], str] = str
        self.on_keep: Callable[[], None] | None = None  # Ctrl+F7: keep the replay so far
        self.said: deque[str] = deque()  # notes from other threads, shown at the next frame
        if fullscreen:
            self.set_fullscreen(True)
            self.set_visible(True)
            self.activate()
        if machine.mouse.installed:
            self.set_mouse_visible(False)
        if uncapped:
            pyglet.clock.schedule(self.tick)
        else:
            self._schedule_next_tick()

    # --- drawing ----------------------------------------------------------------
    def layout(self) -> Layout:
        """The whole frame, centred, at the largest whole scale that fits or shrunk to fit."""
        width, height = self.get_framebuffer_size()
        return fit_frame(width, height, self.aspect)

    def frame_number(self) -> int:
        return int((pyglet.clock.get_default().time() - self.started) * FRAME_HZ)

    def screen_snapshot(self) -> tuple[ScreenSnapshot, bool]:
        """The screen now and whether any cell blinks, copied only when it changed."""
        screen = self.machine.screen
        generation = screen.generation  # read before the copy: a later change is never missed
        if self.screen_copy is None or self.screen_copy[0] != generation:
            snap = screen.snapshot()
            self.screen_copy = (generation, snap, snap.has_blinking_cells())
        return self.screen_copy[1], self.screen_copy[2]

    def visible_state(self) -> Picture:
        """Everything that decides the picture; a redraw happens when it changes."""
        m = self.machine
        snap, blinking = self.screen_snapshot()
        text_on, cursor_on = blink_phases(self.frame_number())
        if not blinking:
            text_on = True
        if not snap.cursor_visible:
            cursor_on = False
        width, height = self.get_framebuffer_size()
        return Picture(snap, text_on, cursor_on, m.mouse.position, m.mouse.visible,
                       (width, height))

    def _schedule_next_tick(self, after_frame: int = -1) -> None:
        """Tick at the start of the next VGA frame, on the clock, so no drift builds up.

        ``schedule_interval`` counts each interval from the moment the last
        call *happened*, so every late wake-up stretched the period and a
        window ran at 66-69 frames a second instead of 70.09. A tick that
        ran late is followed at once by the next frame's (no frame is lost
        to a short hiccup), but never by a burst: after a long stall the
        count goes on from the present frame. No frame ticks twice.
        """
        clock = pyglet.clock.get_default()
        frame = max(after_frame + 1, self.frame_number())
        delay = self.started + frame / FRAME_HZ - clock.time()
        clock.schedule_once(self._frame_tick, max(0.0, delay), frame)

    def _frame_tick(self, dt: float, frame: int) -> None:
        self._schedule_next_tick(after_frame=frame)
        self.tick(dt)

    def tick(self, dt: float) -> None:
        if self.keys_held_over_switch:
            self.keys_held_over_switch = forget_released_keys(self)
        for repeat in self.typematic.due(self.machine.now_ms()):
            self.machine.post_key(repeat)
        self.show_caption()
        state = self.visible_state()
        if state != self.drawn_state:
            self.drawn_state = state
            self.draw(dt)
            self.frames_drawn += 1
        self.recordings.look(self.machine)
        self.tell(self.recordings.finished())
        while self.said:
            self.tell([self.said.popleft()])
        if self.on_frame is not None:
            self.on_frame(self)

    def show_caption(self) -> None:
        """The title bar names the program running now (a game started from the menu
        too) and shows a note such as "saved ..." for a few seconds."""
        self.title_bar.mark = " - ".join(mark for mark in (self.replay_mark(),
                                                            self.recordings.mark) if mark)
        text = self.title_bar.text(self.machine.title or self.title,
                                 pyglet.clock.get_default().time())
        if text != self.shown_caption:
            self.shown_caption = text
            self.set_caption(text)

    def on_draw(self) -> None:
        if self.drawn_state is None:
            self.drawn_state = self.visible_state()
        picture = self.drawn_state
        snap, text_on, cursor_on, size = (picture.snap, picture.text_on, picture.cursor_on,
                                          picture.size)
        data = self.machine.mouse.overlay(snap.data)
        self.painter.upload(snap, data, text_on)
        col, row = snap.cursor
        start, end = snap.cursor_shape
        cursor = (col, row, start, end) if cursor_on else (-1, -1, 0, 0)
        colour = cursor_colour(snap.cell(col, row)[1], snap.blink_enabled, snap.mono)
        self.painter.draw(self.layout(), size, snap.border_colour, cursor, colour)

    def on_resize(self, width: int, height: int) -> bool:
        self.drawn_state = None
        return pyglet.event.EVENT_HANDLED

    # --- keyboard ---------------------------------------------------------------
    def on_key_press(self, symbol: int, modifiers: int) -> bool:
        if symbol == pkey.ENTER and modifiers & pkey.MOD_ALT:
            self.toggle_fullscreen()
            return pyglet.event.EVENT_HANDLED
        if symbol == pkey.F5 and modifiers & pkey.MOD_CTRL:
            self.save_screenshot()
            return pyglet.event.EVENT_HANDLED
        if symbol == pkey.F5 and modifiers & pkey.MOD_ALT:
            self.toggle_recording(video=True)
            return pyglet.event.EVENT_HANDLED
        if symbol == pkey.F6 and modifiers & pkey.MOD_CTRL:
            self.toggle_recording(video=False)
            return pyglet.event.EVENT_HANDLED
        if symbol == pkey.F7 and modifiers & pkey.MOD_CTRL:
            if self.on_keep is not None:
                self.on_keep()
            return pyglet.event.EVENT_HANDLED
        if self.replay_keys is not None:
            action = replay_action(symbol)
            if action == "close":
                self.on_close()
            elif action is not None:
                self.replay_keys(action)
                self.show_caption()
            return pyglet.event.EVENT_HANDLED
        key = key_from_pyglet(symbol, modifiers)
        if key is not None:
            self.machine.post_key(key)
            self.typematic.press(key, self.machine.now_ms())
        else:
            self.typematic.release_all()  # a new key (even Shift) takes over the repeat
        return pyglet.event.EVENT_HANDLED  # never let Esc close the window

    def toggle_fullscreen(self) -> None:
        """Alt+Enter: full screen or back; a failure is reported, never the end of the program."""
        self.typematic.release_all()  # a key's release may go to the window being replaced
        try:
            self.set_fullscreen(not self.fullscreen)
        except Exception:  # the program and its match go on in whatever window there is
            print("the full-screen switch failed:", file=sys.stderr, flush=True)
            traceback.print_exc()
            return
        self.activate()  # the new X window; with no window manager nobody else gives it focus
        self.keys_held_over_switch = True
        self.drawn_state = None

    def on_key_release(self, symbol: int, modifiers: int) -> bool:
        scan = scan_from_pyglet(symbol)
        if scan is not None:
            self.typematic.release(scan)
        return pyglet.event.EVENT_HANDLED

    def on_deactivate(self) -> None:
        self.typematic.release_all()

    # --- mouse --------------------------------------------------------------------
    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        """The text cell under a pyglet mouse position (bottom-up floats)."""
        ratio = self.get_framebuffer_size()[0] / max(1, self.width)
        return cell_at(self.layout(), ratio, self.height, x, y)

    def on_mouse_motion(self, x: float, y: float, dx: float, dy: float) -> None:
        if self.replay_keys is not None:
            return  # a replay's mouse is the original's
        cell = self.cell_at(x, y)
        if cell is not None and cell != self.machine.mouse.position:
            self.machine.post_mouse("move", *cell)

    def on_mouse_drag(self, x: float, y: float, dx: float, dy: float, buttons: int,
                      modifiers: int) -> None:
        self.on_mouse_motion(x, y, dx, dy)

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> None:
        cell = self.cell_at(x, y)
        if cell is not None and button in _BUTTONS and self.replay_keys is None:
            self.machine.post_mouse("move", *cell)
            self.machine.post_mouse("press", *cell, _BUTTONS[button])

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> None:
        cell = self.cell_at(x, y) or self.machine.mouse.position
        if button in _BUTTONS and self.replay_keys is None:
            self.machine.post_mouse("release", *cell, _BUTTONS[button])

    # --- screenshots and closing ----------------------------------------------------
    def save_screenshot(self) -> Path | None:
        """Ctrl+F5: the exact screen as PNG plus its .BIN, .ANS and .TXT; say where in the
        title."""
        picture = self.visible_state()
        snap, text_on, cursor_on = picture.snap, picture.text_on, picture.cursor_on
        shown = snap.with_data(self.machine.mouse.overlay(snap.data))
        try:
            folder = self.screenshot_dir or data_dir() / "screenshots"
            png = save_screenshot(shown, folder, text_on, cursor_on)
        except OSError as err:  # a full or read-only disk must not end the program
            self.note(f"screenshot NOT saved: {why_not(err)}")
            print(f"screenshot not saved: {err}", flush=True)
            return None
        self.note(f"saved {png}")
        print(f"screenshot saved: {png} (and {also_written(png)})", flush=True)
        return png

    def toggle_recording(self, video: bool) -> None:
        """Alt+F5 (pictures and sound) or Ctrl+F6 (sound): start, or stop and write; the
        title bar keeps RECORDING meanwhile, then says where the files went."""
        problem = self.recordings.toggle(self.machine, video)
        if problem:
            self.note(problem)
        self.show_caption()

    def _recording_folder(self) -> Path:
        return (self.screenshot_dir or data_dir() / "screenshots").parent / "recordings"

    def tell(self, said: list[str]) -> None:
        for text in said:
            self.note(text)
            print(text, flush=True)

    def note(self, text: str) -> None:
        """A few seconds of ``text`` in the title bar, beside the program's name."""
        self.title_bar.note(text, pyglet.clock.get_default().time())
        self.show_caption()

    def on_close(self) -> None:
        self.tell(self.recordings.close(self.machine))  # closing keeps what was recorded
        self.machine.power_off()
        super().on_close()

    def close(self) -> None:
        pyglet.clock.unschedule(self.tick)
        pyglet.clock.unschedule(self._frame_tick)
        super().close()

