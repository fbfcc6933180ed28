"""The shell every game runs in: function keys, legend, figures, seats, questions, messages.

One ``Shell`` per game run. The game asks it for input (``read_event``) and
for pauses (``pause``); wherever the shell reads input (a pause, a waiting
message, a Y/N question, the opening show, the demo) it answers the keys
every game shares and the keys the game declared in its ``GameSpec``:

* F1 sound on/off, F2 demo on/off, F5 instructions, F7 quit (Y/N, unless the
  game binds F7 to its own quit, as Pachisi's quits at once and saves), F10 the
  next border colour;
* the game's toggles (F8 auto comments...), seat keys (F3/F4: player 1 or 2
  to the keyboard or the computer) and dials (Up/Down the delay, F4/F6 a
  pitch), all remembered in the game's settings file;
* the game's commands (F3 the options menu, Esc to end the computer's turn),
  which the game binds to what they do while it runs;
* for a game that keeps its game (``keep``): Backspace takes a move back, L the
  log, G a new game (``comforts``).

The legend on row 24 names, for each toggle, the mode a press will enter,
and shows the dials' figures at the right.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager

from games._shared import dialogs, lifetime
from games._shared.comforts import LEGEND as COMFORT_LEGEND
from games._shared.comforts import Comforts
from games._shared.files import read_settings, tidy_data_folder, write_settings
from games._shared.helpview import show_text
from games._shared.hints import HINT_LEGEND
from games._shared.hotspots import Hotspots
from games._shared.kept_game import KeptGame
from games._shared.legend import (
    Figure,
    LegendItem,
    demo_word,
    draw_legend,
    key_order,
    sound_word,
)
from games._shared.look import Look, look_for
from games._shared.seats import Seats, all_codes
from games._shared.spec import Dial, GameSpec
from games._shared.title import SKIP_GRACE_MS, opening_show
from retro.bios import Key, Keys, MouseEvent, cursor_key, parse_key
from retro.machine import Event, Machine

LEGEND_ROW = 24
MESSAGES_KEY = "MESSAGES"
"""The optional setting that makes ``message`` wait for a key (WAIT) or not (AUTO)."""
SEATS_KEY = "SEATS"
_ARROWS = {"UP": Keys.UP, "DOWN": Keys.DOWN, "LEFT": Keys.LEFT, "RIGHT": Keys.RIGHT}
_CUT_SHORT = (Keys.ENTER, Keys.SPACE, Keys.ESC)


class QuitGame(BaseException):  # noqa: N818 - it is an exit, not an error
    """The player answered Y to F7: unwind to the launcher or the shell prompt."""


def key_is(key: Key, name: str) -> bool:
    """Whether ``key`` is the key called ``name``; ``Up`` etc. mean a real arrow key
    (grey, or the keypad with NumLock off), never a keypad digit."""
    arrow = _ARROWS.get(name.upper())
    if arrow is not None:
        return cursor_key(key) == arrow
    return key == parse_key(name)


class Shell:
    """The shared function keys, figures, seats and screen furniture of one game run."""

    def __init__(self, m: Machine, spec: GameSpec) -> None:
        self.m = m
        self.spec = spec
        self.look: Look = look_for(m.screen)
        m.title = spec.title  # the window's title bar names the game, from the menu too
        self.commands: dict[str, Callable[[], object]] = {}
        self.hotspots = Hotspots()
        tidy_data_folder()
        loaded = read_settings(spec.settings_file, self._allowed())
        self.values = self._defaults() | loaded.values
        self.warning = loaded.warning
        self.save_failed = False  # told once per run, not at every key
        self.seats = Seats(spec.seat_names, self.values[SEATS_KEY])
        self.comforts: Comforts | None = None
        self.took_part = False
        """Whether the person made a move of their own in this game (``lifetime``)."""
        self.show_ended_ms: int | None = None
        """When the opening show ended by itself, while keys typed to skip it may come."""
        told = m.options.sound
        m.sound_enabled = told if told is not None else self.values["SOUND"] == "ON"
        m.screen.border_colour = int(self.values["BORDER"])

    def _defaults(self) -> dict[str, str]:
        spec = self.spec
        values = {"SOUND": spec.sound_default, "BORDER": "0", SEATS_KEY: spec.seats_default}
        values |= {d.setting: str(d.default) for d in spec.dials}
        values |= {t.setting: t.start for t in spec.toggles}
        values |= {o.setting: o.start for o in spec.options}
        values |= {s.key: s.default for s in spec.settings}
        return values

    def _allowed(self) -> dict[str, set[str] | None]:
        spec = self.spec
        allowed: dict[str, set[str] | None] = {
            "SOUND": {"ON", "OFF"}, "BORDER": {str(n) for n in range(16)},
            SEATS_KEY: all_codes(len(spec.seat_names)),
        }
        for dial in spec.dials:
            allowed[dial.setting] = {str(n) for n in range(dial.least, dial.most + 1)}
        for key, values in ([(t.setting, set(t.values)) for t in spec.toggles]
                            + [(o.setting, o.allowed()) for o in spec.options]
                            + [(s.key, set(s.values)) for s in spec.settings]):
            allowed[key] = (allowed.get(key) or set()) | values
        return allowed

    # --- settings -------------------------------------------------------------
    def setting(self, key: str) -> str:
        return self.values[key]

    def set_setting(self, key: str, value: str) -> None:
        """Change a remembered setting and save the file.

        A failure to save is shown once per run and is never fatal: the
        setting still applies until the program ends.
        """
        self.values[key] = value
        problem = write_settings(self.spec.settings_file, self.values)
        if problem and not self.save_failed:
            self.save_failed = True
            self.message(problem, wait=True)

    def dial(self, setting: str) -> int:
        """The value of the dial kept under ``setting`` (e.g. ``"DELAY"``)."""
        return int(self.values[setting])

    @property
    def delay_tenths(self) -> int:
        dial = self.spec.delay_dial
        return self.dial(dial.setting) if dial is not None else 10

    @property
    def delay_ms(self) -> int:
        return self.delay_tenths * 100

    # --- seats and the demo -----------------------------------------------------------
    @property
    def demo(self) -> bool:
        return self.seats.demo

    @demo.setter
    def demo(self, on: bool) -> None:
        self.seats.demo = on

    def keyboard_plays(self, seat: int) -> bool:
        """Whether the keyboard chooses this seat's moves now (not in the demo)."""
        return self.seats.keyboard_plays(seat)

    def set_seats(self, code: str) -> None:
        """Set every seat's controller (``"KCCK"``) and remember it."""
        self.seats.set_code(code)
        self.set_setting(SEATS_KEY, code)

    def keep(self, kept: KeptGame) -> None:
        """Offer the comforts (take back, the log, a new game) for the game ``kept``
        describes, from now until the program ends or keeps another."""
        self.comforts = Comforts(self, kept)

    # --- commands ----------------------------------------------------------------------
    def bind(self, key_name: str, action: Callable[[], object]) -> None:
        """Make ``key_name`` do ``action`` wherever the shell reads input.

        An action that returns False declines the key, which then does what
        it would have done without the binding.
        """
        self.commands[key_name] = action

    def unbind(self, key_name: str) -> None:
        self.commands.pop(key_name, None)

    @contextmanager
    def binding(self, key_name: str, action: Callable[[], object]) -> Iterator[None]:
        """``bind`` for the duration of a ``with`` block (e.g. the computer's turn)."""
        before = self.commands.get(key_name)
        self.bind(key_name, action)
        try:
            yield
        finally:
            if before is None:
                self.unbind(key_name)
            else:
                self.bind(key_name, before)

    # --- the legend -----------------------------------------------------------
    def legend_items(self) -> list[LegendItem]:
        spec = self.spec
        items = [LegendItem("F1", sound_word(self.m.sound_enabled)),
                 LegendItem("F5", "HELP"), LegendItem("F7", "QUIT"),
                 LegendItem("F10", "BORDER", optional=True)]
        if spec.has_demo:
            items.append(LegendItem("F2", demo_word(self.demo)))
        for toggle in spec.toggles:
            items.append(LegendItem(toggle.key,
                                    toggle.words[toggle.values.index(self.values[toggle.setting])]))
        # the side panels say who plays each seat; the legend says which key switches it
        items += [LegendItem(key, label) for key, _, label in spec.seat_keys]
        items += [LegendItem(c.key, c.word) for c in spec.commands if c.word]
        if self.comforts is not None:  # shown where the row has room, as F10 is
            items += [LegendItem(key, word, optional=True) for key, word in COMFORT_LEGEND]
            if self.comforts.kept.hint is not None:
                items.append(LegendItem(*HINT_LEGEND, optional=True))
        return sorted(items, key=lambda item: key_order(item.key))

    def figures(self) -> list[Figure]:
        return [Figure(d.label, d.show(self.dial(d.setting)), d.short_label, d.legend_keys)
                for d in self.spec.dials]

    def draw_legend(self) -> None:
        """Row 24: the function keys and, at the right, the dials' figures; a click on an
        item is its key."""
        spots = draw_legend(self.m.screen, LEGEND_ROW, self.legend_items(), self.figures(),
                            self.look)
        self.hotspots.set_row(LEGEND_ROW, spots)

    def clicked_key(self, event: Event) -> Event:
        """A press on a legend item becomes its key; any other event stays as it is."""
        if isinstance(event, MouseEvent):
            return self.hotspots.key_at(self.m.screen, event) or event
        return event

    # --- the keys --------------------------------------------------------------
    def handle_key(self, key: Key) -> bool:
        """Act on a shell key or a key the game declared; False for anything else."""
        taken = self._shared_key(key) or self._game_key(key) or (
            self.comforts is not None and self.comforts.handle(key))
        if taken:
            self.draw_legend()
        return taken

    def _shared_key(self, key: Key) -> bool:
        m = self.m
        if key == Keys.F1:
            m.sound_enabled = not m.sound_enabled
            if not m.sound_enabled:
                m.nosound()
            self.set_setting("SOUND", "ON" if m.sound_enabled else "OFF")
        elif key == Keys.F2 and self.spec.has_demo:
            self.demo = not self.demo
        elif key == Keys.F5:
            self.show_help()
        elif key == Keys.F7 and "F7" not in self.commands:
            self.ask_quit()
        elif key == Keys.F10:
            m.screen.border_colour = (m.screen.border_colour + 1) % 16
            self.set_setting("BORDER", str(m.screen.border_colour))
        else:
            return False
        return True

    def _game_key(self, key: Key) -> bool:
        spec = self.spec
        for name, action in list(self.commands.items()):
            if key_is(key, name) and action() is not False:
                return True
        for toggle in spec.toggles:
            if key_is(key, toggle.key):
                a, b = toggle.values
                self.set_setting(toggle.setting, b if self.values[toggle.setting] == a else a)
                return True
        for name, seat, _ in spec.seat_keys:
            if key_is(key, name):
                self.seats.switch(seat)
                self.set_setting(SEATS_KEY, self.seats.code)
                return True
        return any(self._turn_dial(dial, key) for dial in spec.dials)

    def _turn_dial(self, dial: Dial, key: Key) -> bool:
        step = -dial.step if key_is(key, dial.down) else dial.step if key_is(key, dial.up) else 0
        if not step:
            return False
        value = min(dial.most, max(dial.least, self.dial(dial.setting) + step))
        self.set_setting(dial.setting, str(value))
        return True

    def is_shell_key(self, key: Key) -> bool:
        """Whether ``handle_key`` would take this key (without acting on it)."""
        spec = self.spec
        shared = key in (Keys.F1, Keys.F5, Keys.F7, Keys.F10) or (
            key == Keys.F2 and spec.has_demo)
        names = ([t.key for t in spec.toggles] + [k for k, _, _ in spec.seat_keys]
                 + [d.down for d in spec.dials] + [d.up for d in spec.dials]
                 + list(self.commands))
        comfort = self.comforts is not None and self.comforts.takes(key)
        return shared or comfort or any(key_is(key, name) for name in names)

    def read_event(self) -> Event | None:
        """The next key or click for the game; None after a shell or game key was handled.

        A None tells the game to look again at what may have changed (the
        demo, a seat's controller, a setting) before it waits once more.
        """
        event = self.next_event()
        if isinstance(event, Key) and self.handle_key(event):
            return None
        self.took_part = self.took_part or bool(self.seats.keyboard_seats())
        return event

    def next_event(self) -> Event:
        """The next key or click, a click on a legend item as its key; an Enter or click
        that comes just after the opening show ended by itself was typed to skip the show,
        and is dropped, so it cannot start a game or change a setting unseen."""
        while True:
            event = self.m.read_event()
            if not self._meant_for_show(event):
                return self.clicked_key(event)

    def _meant_for_show(self, event: Event) -> bool:
        if self.show_ended_ms is None:
            return False
        if self.m.now_ms() - self.show_ended_ms >= SKIP_GRACE_MS:
            self.show_ended_ms = None  # the grace is over for good
            return False
        return event == Keys.ENTER or isinstance(event, MouseEvent) and event.kind == "press"

    def game_over(self, winners: Collection[int], helps: lifetime.Helps,
                  figure: int | None = None, given_up: bool = False) -> None:
        """A game has ended (``winners``: its winning seats, none for a draw): counted in
        the lifetime statistics if the person took part (``lifetime``); a damaged file
        is said here."""
        problem = lifetime.game_over(self, self.spec.command, winners, helps, figure,
                                     given_up)
        if problem:
            self.message(problem, wait=True)

    def pause(self, factor: float = 1.0) -> bool:
        """Wait the game's delay times ``factor``, answering shell and game keys meanwhile.

        Enter, Space, Esc or a click cut the pause short and are used up.
        Any other key is kept for the game (type-ahead) and put back when
        the pause ends, without ending it, so one stray key cannot make the
        rest of the computer's play race. When nobody plays from the
        keyboard (the demo, or the computer on every seat) the pause watches
        the keyboard as a program of the period polled it between moves:
        stray keys are dropped, and a key script that has run out ends a
        headless run here. Returns True when the pause was cut short.
        """
        m = self.m
        end = m.now_ms() + int(self.delay_ms * factor)
        kept: list[Key] = []
        cut = False
        try:
            while m.now_ms() < end and not cut:
                watching = not self.seats.keyboard_seats()  # F2 or F3 may change it
                if watching:
                    m.keypressed()  # lets a key script answer (or end) while nobody plays
                key = m.keyboard.pop()
                event = m.mouse.next_event() if key is None else None
                if isinstance(event, MouseEvent):
                    clicked = self.clicked_key(event)
                    key = clicked if isinstance(clicked, Key) else None
                if key is not None:
                    if self.handle_key(key):
                        continue
                    cut = key in _CUT_SHORT
                    if not cut and not watching:
                        kept.append(key)
                    continue
                if isinstance(event, MouseEvent):
                    cut = event.kind == "press"
                elif event is None:
                    m.delay(min(20, end - m.now_ms()))
        finally:
            m.keyboard.unread(kept)
        return cut

    # --- questions, messages, help -------------------------------------------------
    def ask_yes_no(self, question: str, esc_is_no: bool = True,
                   row: int = dialogs.QUESTION_ROW) -> bool:
        """A Y/N question in a pop-up (its top on ``row``); Y or N keys, or a click on any
        Y or N.

        Pass ``esc_is_no=False`` when No would end the program.
        """
        return dialogs.ask_yes_no(self, question, esc_is_no, row)

    def ask_quit(self) -> None:
        question = f"QUIT {self.spec.title}?" if self.comforts is None \
            else self.comforts.quit_question()
        if dialogs.ask_yes_no(self, question):
            self.m.nosound()
            raise QuitGame

    def message(self, text: str, wait: bool | None = None, hold: float = 1.0) -> None:
        """Show ``text`` on the message row; wait for a key or click, or the delay.

        ``wait=None`` follows the game's ``MESSAGES`` setting (``WAIT`` or
        ``AUTO``, e.g. Basra's F8); a game without one gets AUTO.
        """
        if wait is None:
            wait = self.values.get(MESSAGES_KEY) == "WAIT"
        dialogs.message(self, text, wait, hold)

    def notice(self, text: str) -> None:
        """Say something to the person at the keyboard (a refusal, a card sent to the
        waste, a lost bonus): it stays until their next key or click, which is left for
        the game, or for a reading time of its own; never one tick of the pace dial.

        A game whose ``MESSAGES`` setting is ``WAIT`` keeps it until that key or click.
        """
        dialogs.notice(self, text, wait=self.values.get(MESSAGES_KEY) == "WAIT")

    def is_dismissal(self, event: Event) -> bool:
        """Whether ``event`` ends a waiting message (after shell and game keys had theirs;
        a click on a legend item is its key)."""
        event = self.clicked_key(event)
        if isinstance(event, MouseEvent):
            return event.kind == "press"
        if self.handle_key(event):
            return False
        keys = self.spec.dismiss_keys
        return keys is None or any(key_is(event, name) for name in keys)

    def show_help(self) -> None:
        """F5: the instructions, then back to the exact screen that was left."""
        show_text(self.m, f"{self.spec.title} - INSTRUCTIONS", self.spec.instructions,
                  self.look)

    def effect(self, tune: str) -> None:
        """A short sound effect, played in the background if the sound is on."""
        if self.m.sound_enabled and tune:
            self.m.play(tune, background=True)

    def start(self) -> None:
        """Opening show (unless ``*``) and any warning about a damaged file.

        The BIOS cursor is hidden first, whichever way the game starts: the
        games draw their own pointers, and a blinking underline at the top
        left would be a stray from the DOS prompt.
        """
        self.m.screen.cursor_visible = False
        if self.m.options.intro and opening_show(self):
            self.show_ended_ms = self.m.now_ms()
        if self.warning:
            self.m.screen.clear(self.look.table)
            self.draw_legend()
            self.message(self.warning, wait=True)
            self.warning = None
