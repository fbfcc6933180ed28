"""The shell every game runs in: function keys, legend, speed, questions, messages.

One ``Shell`` per game run. The game asks it for input (``read_event``)
and for pauses (``pause``); on the way the shell answers the keys every
game shares:

* F1 sound on/off, F2 demo on/off, F5 instructions, F7 quit (Y/N),
  F10 next border colour, Up/Down (grey or keypad) the speed or delay.

The legend on row 24 names, for each toggle, the mode that pressing it will
enter (``F1 SOUND OFF`` while the sound is on), and shows the speed figure
at the right. Sound, border and speed are remembered between runs in the
game's settings file.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from games._shared import dialogs
from games._shared.files import read_settings, tidy_data_folder, write_settings
from games._shared.helpview import show_text
from games._shared.look import Look, look_for
from retro.bios import Key, Keys, MouseEvent, cursor_key
from retro.machine import Event, Machine

LEGEND_ROW = 24


MESSAGES_KEY = "MESSAGES"
"""The optional setting that makes ``message`` wait for a key (WAIT) or not (AUTO)."""


class QuitGame(BaseException):  # noqa: N818 - it is an exit, not an error
    """The player answered Y to F7: unwind to the launcher or the shell prompt."""


@dataclass(frozen=True)
class Setting:
    """One extra remembered choice of a game, e.g. open hands ON/OFF."""

    key: str
    values: tuple[str, ...]
    default: str


@dataclass(frozen=True)
class GameSpec:
    """What the shell needs to know about a game."""

    title: str                    # "SIXTY-SIX"
    command: str                  # "sixtysix"
    settings_file: str            # "SIXTYSIX.CFG"
    instructions: str             # the F5 text
    tune: str = ""                # PLAY string for the opening show
    subtitle: str = ""
    delay_label: str = "SPEED"
    # least, most, default in tenths of a second; None: no speed keys
    delay_tenths: tuple[int, int, int] | None = (1, 100, 10)
    settings: tuple[Setting, ...] = ()
    message_row: int = 23
    has_demo: bool = True
    tagline: str = "A TEXT-MODE GAME FOR THE VIRTUAL PC"
    legend_extra: tuple[tuple[str, Callable[[], str]], ...] = field(default=())


def format_tenths(tenths: int) -> str:
    """``1`` -> ``.1``, ``10`` -> ``1.0``, ``100`` -> ``10.0``: the period's way."""
    whole, frac = divmod(tenths, 10)
    return f"{whole or ''}.{frac}"


class Shell:
    """The shared function keys and screen furniture of one game run."""

    def __init__(self, m: Machine, spec: GameSpec) -> None:
        self.m = m
        self.spec = spec
        self.look: Look = look_for(m.screen)
        self.demo = False
        least, most, default = spec.delay_tenths or (10, 10, 10)
        allowed: dict[str, set[str] | None] = {
            "SOUND": {"ON", "OFF"},
            "BORDER": {str(n) for n in range(16)},
            "DELAY": {str(n) for n in range(least, most + 1)},
        }
        allowed.update({s.key: set(s.values) for s in spec.settings})
        tidy_data_folder()
        loaded = read_settings(spec.settings_file, allowed)
        self.values = {"SOUND": "ON", "BORDER": "0", "DELAY": str(default)}
        self.values.update({s.key: s.default for s in spec.settings})
        self.values.update(loaded.values)
        self.warning = loaded.warning
        self.save_failed = False  # told once per run, not at every key
        m.sound_enabled = m.options.sound and self.values["SOUND"] == "ON"
        m.screen.border_colour = int(self.values["BORDER"])

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

    @property
    def delay_tenths(self) -> int:
        return int(self.values["DELAY"])

    @property
    def delay_ms(self) -> int:
        return self.delay_tenths * 100

    # --- the legend -----------------------------------------------------------
    def legend_items(self) -> list[tuple[str, str]]:
        items = [("F1", "SOUND OFF" if self.m.sound_enabled else "SOUND ON")]
        if self.spec.has_demo:
            items.append(("F2", "DEMO OFF" if self.demo else "DEMO ON"))
        items += [
            ("F5", "HELP"),
            ("F7", "QUIT"),
            ("F10", "BORDER"),
        ]
        items += [(k, text()) for k, text in self.spec.legend_extra]
        return items

    def draw_legend(self) -> None:
        """Row 24: the function keys and, at the right, the speed figure."""
        s, look = self.m.screen, self.look
        s.fill(0, LEGEND_ROW, 80, 1, 0x20, look.legend)
        col = 0
        for key, text in self.legend_items():
            col = s.write(col, LEGEND_ROW, key, look.legend_key)
            col = s.write(col, LEGEND_ROW, " " + text, look.legend) + 2
        if self.spec.delay_tenths is not None:
            speed = f"{self.spec.delay_label} {format_tenths(self.delay_tenths)}"
            s.write(80 - len(speed) - 1, LEGEND_ROW, speed, look.legend)

    # --- the shared keys ------------------------------------------------------
    def handle_key(self, key: Key) -> bool:
        """Act on a shell key; return False for keys the game should have."""
        if not self.is_shell_key(key):
            return False
        m = self.m
        if key == Keys.F1:
            m.sound_enabled = not m.sound_enabled
            if not m.sound_enabled:
                m.nosound()
            self.set_setting("SOUND", "ON" if m.sound_enabled else "OFF")
        elif key == Keys.F2:
            self.demo = not self.demo
        elif key == Keys.F5:
            self.show_help()
        elif key == Keys.F7:
            self.ask_quit()
        elif key == Keys.F10:
            m.screen.border_colour = (m.screen.border_colour + 1) % 16
            self.set_setting("BORDER", str(m.screen.border_colour))
        elif self.spec.delay_tenths:  # Up or Down: is_shell_key checked the rest
            least, most, _ = self.spec.delay_tenths
            step = -1 if cursor_key(key) == Keys.UP else 1   # up = faster = a shorter delay
            self.set_setting("DELAY", str(min(most, max(least, self.delay_tenths + step))))
        self.draw_legend()
        return True

    def read_event(self) -> Event | None:
        """The next key or click for the game; None after a shell key was handled.

        A None tells the game to look again at what may have changed (the
        demo mode, the speed) before it waits once more.
        """
        event = self.m.read_event()
        if isinstance(event, Key) and self.handle_key(event):
            return None
        return event

    def is_shell_key(self, key: Key) -> bool:
        """Whether ``handle_key`` would take this key."""
        if key in (Keys.F1, Keys.F5, Keys.F7, Keys.F10):
            return True
        if key == Keys.F2:
            return self.spec.has_demo
        return bool(self.spec.delay_tenths) and cursor_key(key) in (Keys.UP, Keys.DOWN)

    def pause(self, factor: float = 1.0) -> bool:
        """Wait the game's delay times ``factor``, answering shell keys meanwhile.

        Enter, Space, Esc or a click cut the pause short and are used up; any
        other key also ends it but stays in the buffer for the game (type-ahead).
        Returns True when the pause was cut short.
        """
        m = self.m
        end = m.now_ms() + int(self.delay_ms * factor)
        while m.now_ms() < end:
            key = m.keyboard.peek()
            if key is not None:
                if self.is_shell_key(key):
                    m.keyboard.pop()
                    self.handle_key(key)
                    continue
                if key in (Keys.ENTER, Keys.SPACE, Keys.ESC):
                    m.keyboard.pop()
                    return True
                if self.demo:  # nobody is typing ahead in a demo: a stray key is dropped
                    m.keyboard.pop()
                    continue
                return True
            event = m.mouse.next_event()
            if isinstance(event, MouseEvent) and event.kind == "press":
                return True
            if event is None:
                m.delay(min(20, end - m.now_ms()))
        return False

    # --- questions, messages, help -------------------------------------------------
    def ask_yes_no(self, question: str, esc_is_no: bool = True) -> bool:
        """A Y/N question in a pop-up; Y or N keys, or a click on any Y or N.

        Pass ``esc_is_no=False`` when No would end the program.
        """
        return dialogs.ask_yes_no(self, question, esc_is_no)

    def ask_quit(self) -> None:
        if dialogs.ask_yes_no(self, f"QUIT {self.spec.title}?"):
            self.m.nosound()
            raise QuitGame

    def message(self, text: str, wait: bool | None = None, hold: float = 1.0) -> None:
        """Show ``text`` on the message row; wait for a key or click, or the delay.

        ``wait=None`` follows the game's ``MESSAGES`` setting (``WAIT`` or
        ``AUTO``, e.g. Basra's comment toggle); a game without one gets AUTO.
        """
        if wait is None:
            wait = self.values.get(MESSAGES_KEY) == "WAIT"
        dialogs.message(self, text, wait, hold)

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
        from games._shared.title import opening_show

        self.m.screen.cursor_visible = False
        if self.m.options.intro:
            opening_show(self)
        if self.warning:
            self.m.screen.clear(self.look.table)
            self.draw_legend()
            self.message(self.warning, wait=True)
            self.warning = None
