"""Command-line options shared by every program on the virtual PC.

The 1990s programs took single letters after their name (``SIXTYSIX MS``):
S starts with the sound off (on, in a program whose sound starts off), M
forces the mono display, C forces colour, D disables the mouse, and * skips
the opening show; each program takes its own set of them. They may be
combined in one word, upper or lower case, with or without a leading ``/``.
Modern flags sit beside them. Anything unknown is a clear message and exit
status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

DOS_LETTERS = {
    "S": "start with the sound off",
    "M": "force the mono (MDA-style) display",
    "C": "force the colour display",
    "D": "disable the mouse",
    "*": "skip the opening show",
}
SOUND_ON_TEXT = "start with the sound on"
"""What ``S`` means in a program whose sound starts off (Russian Bank)."""


def letter_help(letters: str, sound_starts_on: bool) -> dict[str, str]:
    """The DOS letters one program takes, with what each means there."""
    table = dict(DOS_LETTERS, S=DOS_LETTERS["S"] if sound_starts_on else SOUND_ON_TEXT)
    return {letter: table[letter] for letter in letters}


ANIMATION_SUFFIXES = (".gif", ".png", ".apng", ".webp")
"""The pictures ``--record`` writes from a headless run: animated GIF, APNG, WebP."""
CAST_SUFFIX = ".cast"
"""The terminal recording ``--record`` writes (asciicast v2), headless or in a terminal."""
RECORDING_SUFFIXES = (*ANIMATION_SUFFIXES, CAST_SUFFIX)
DEFAULT_MAX_SECONDS = 3600.0
"""How much virtual time a headless run may take unless told."""


@dataclass
class Options:
    """What the user asked for on the command line.

    ``sound`` is None unless the command line said (``S``, ``--sound``,
    ``--no-sound``): then the program's remembered setting decides.
    """

    sound: bool | None = None
    mono: bool = False
    mouse: bool = True
    intro: bool = True
    seed: int | None = None
    scale: int | None = None
    aspect: bool = False
    fullscreen: bool = False
    headless: bool = False
    terminal: bool = False
    keys: str | None = None
    screenshot: str | None = None
    record: str | None = None
    replay: str | None = None
    keep_replay: str | None = None
    """Where to write this run's replay when it ends; "" for the data folder's replays."""
    max_seconds: float = DEFAULT_MAX_SECONDS


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: {message}\n")


MAX_SCALE = 16
"""A 16x window is already 11,808 pixels wide: anything larger is a typo."""


def _scale(text: str) -> int:
    value = int(text)
    if not 1 <= value <= MAX_SCALE:
        raise ValueError(text)
    return value


_scale.__name__ = f"scale (a whole number from 1 to {MAX_SCALE})"


def _seconds(text: str) -> float:
    value = float(text)
    if not (0 < value < 10**9):  # also refuses nan and inf
        raise ValueError(text)
    return value


_seconds.__name__ = "number of seconds (more than 0)"


FRONTEND_ENV = "TOMMYS_FRONTEND"
"""Picks the front end when no flag does: ``window`` (the default), ``terminal`` or
``headless``; for a player who always plays over SSH, say."""
FRONTENDS = ("window", "terminal", "headless")

_LETTER_FLAGS = {"--mono": "M", "--no-mouse": "D", "--no-intro": "*"}
"""The modern flags that do what a DOS letter does, in every program."""


def build_parser(prog: str, description: str,
                 letters: dict[str, str] | None = None) -> argparse.ArgumentParser:
    known = DOS_LETTERS if letters is None else letters
    listed = "\n".join(f"  {k}  {v}" for k, v in known.items())
    parser = _Parser(
        prog=prog,
        allow_abbrev=False,  # a shortened flag would slip past the launcher's --replay
        description=description,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=f"DOS letters (combine them, e.g. {prog} MS):\n{listed}",
    )
    parser.add_argument("letters", nargs="*", metavar="LETTERS", help="DOS letters, see below")
    parser.add_argument("--seed", type=int, help="fix the random seed (seed + keys fix a run)")
    parser.add_argument("--scale", type=_scale, help="window scale 1-16 (default: largest fit)")
    parser.add_argument("--aspect", action="store_true", help="stretch to a 4:3 picture like a CRT")
    parser.add_argument("--fullscreen", action="store_true", help="start full screen (Alt+Enter)")
    parser.add_argument("--headless", action="store_true",
                        help="run with no window on a virtual clock")
    parser.add_argument("--terminal", action="store_true",
                        help="play in this text terminal (SSH, console, tmux): no window")
    parser.add_argument("--keys", metavar="SCRIPT",
                        help="scripted input, e.g. 'Enter F1 wait:500 Esc'")
    parser.add_argument("--screenshot", metavar="OUT.PNG",
                        help="headless: save the last screen, and each shot:NAME as OUT-NAME.PNG; "
                             "terminal: the screen when the program ends")
    parser.add_argument("--record", metavar="OUT.GIF",
                        help="headless: the exact frames of the run as an animated "
                             ".gif, .png (APNG) or .webp; headless or terminal: a .cast "
                             "(asciinema)")
    parser.add_argument("--replay", metavar="FILE.REPLAY",
                        help="play a replay back: in the window (Space pauses, + and - "
                             "change the speed) or --headless (with --screenshot, --record)")
    parser.add_argument("--keep-replay", nargs="?", const="", metavar="FILE.REPLAY",
                        help="write this run's replay when it ends (to FILE, else to the "
                             "data folder's replays)")
    sound = parser.add_mutually_exclusive_group()
    sound.add_argument("--sound", dest="sound", action="store_true", default=None, help="sound on")
    sound.add_argument("--no-sound", dest="sound", action="store_false", help="sound off")
    for flag, letter in _LETTER_FLAGS.items():
        # a flag names its letter only where this program takes that letter
        same = f" (same as {letter})" if letter in known else ""
        parser.add_argument(flag, action="store_true", help=DOS_LETTERS[letter] + same)
    parser.add_argument("--max-seconds", type=_seconds, default=DEFAULT_MAX_SECONDS,
                        metavar="SECONDS",
                        help="headless: stop after this much virtual time (default 3600)")
    return parser


def _lower_flag(word: str) -> str:
    if not word.startswith("--"):
        return word
    name, sep, value = word.partition("=")
    return name.lower() + sep + value


def parse_options(argv: Sequence[str] | None, prog: str, description: str,
                  letters: str = "SMCD*", sound_starts_on: bool = True) -> Options:
    """Parse ``argv`` (without the program name); exit 2 with a message on bad input.

    ``letters`` are the DOS letters this program takes; ``S`` starts with
    the sound the other way from the program's own start (off in most,
    on in Russian Bank, whose sound starts off).
    """
    known = letter_help(letters, sound_starts_on)
    parser = build_parser(prog, description, known)
    words = list(sys.argv[1:] if argv is None else argv)
    # DOS was case-blind: accept --SEED as well as --seed (the value keeps its case)
    words = [_lower_flag(w) for w in words]
    args = parser.parse_args(words)
    found: set[str] = set()
    for word in args.letters:
        word_letters = word.upper().lstrip("/-")
        bad = [ch for ch in word_letters if ch not in known]
        if not word_letters or bad:
            parser.error(f"unknown argument {word!r} (DOS letters are {' '.join(known)})")
        found.update(word_letters)
    mono = args.mono or "M" in found
    if mono and "C" in found:
        parser.error("M or --mono (mono) and C (colour) cannot both be given")
    if args.screenshot is not None and not args.screenshot.strip():
        parser.error("--screenshot needs a file name, e.g. --screenshot out.png")
    headless, terminal = _frontend(parser, args.headless, args.terminal)
    if args.screenshot and not (headless or terminal):
        parser.error("--screenshot goes with --headless or --terminal "
                     "(in the window, press Ctrl+F5)")
    if args.record is not None:
        suffix = Path(args.record).suffix.lower()
        if suffix not in RECORDING_SUFFIXES:
            parser.error(f"--record writes {', '.join(RECORDING_SUFFIXES)}, e.g. --record "
                         "game.gif")
        if suffix == CAST_SUFFIX and not (headless or terminal):
            parser.error("--record OUT.cast goes with --headless or --terminal")
        if suffix != CAST_SUFFIX and not headless:
            parser.error("--record goes with --headless (a .cast with --terminal too)")
    _check_replay(parser, args, terminal, found)
    _check_keep_replay(parser, args.keep_replay)
    sound = args.sound
    if sound is None and "S" in found:
        sound = not sound_starts_on
    return Options(
        sound=sound,
        mono=mono,
        mouse=not (args.no_mouse or "D" in found),
        intro=not (args.no_intro or "*" in found),
        seed=args.seed,
        scale=args.scale,
        aspect=args.aspect,
        fullscreen=args.fullscreen,
        headless=headless,
        terminal=terminal,
        keys=args.keys,
        screenshot=args.screenshot,
        record=args.record,
        replay=args.replay,
        keep_replay=args.keep_replay,
        max_seconds=args.max_seconds,
    )


def _check_replay(parser: argparse.ArgumentParser, args: argparse.Namespace,
                  terminal: bool, letters: set[str]) -> None:
    """``--replay`` brings its own seed, settings and inputs: they cannot be given too."""
    if args.replay is None:
        return
    if not args.replay.strip():
        parser.error("--replay needs a file name, e.g. --replay game.replay")
    given = {"--keys": args.keys is not None, "--seed": args.seed is not None,
             "--keep-replay": args.keep_replay is not None,
             "--max-seconds": args.max_seconds != DEFAULT_MAX_SECONDS,
             "--sound or --no-sound": args.sound is not None, "--mono": args.mono,
             "--no-mouse": args.no_mouse, "--no-intro": args.no_intro,
             f"the letters {' '.join(sorted(letters))}": bool(letters)}
    for flag, there in given.items():
        if there:
            parser.error(f"--replay and {flag} cannot both be given: the replay plays "
                         "with what its run started with")
    if terminal:
        parser.error("--replay plays in the window or with --headless, not in a terminal "
                     f"(--terminal or {FRONTEND_ENV}=terminal)")


def _check_keep_replay(parser: argparse.ArgumentParser, value: str | None) -> None:
    """``--keep-replay`` alone, with a folder, or with a ``.replay`` file in a folder that
    is there: a typo is said before the game, not after it."""
    if not value:
        return
    path = Path(value)
    if path.is_dir():
        return
    if path.suffix.lower() != ".replay":
        parser.error(f"--keep-replay writes a file whose name ends in .replay, or into a "
                     f"folder; not {value!r}")
    if not path.parent.is_dir():
        parser.error(f"--keep-replay: there is no folder {str(path.parent)!r}")


def _frontend(parser: argparse.ArgumentParser, headless: bool,
              terminal: bool) -> tuple[bool, bool]:
    """(headless, terminal) from the flags, else from ``TOMMYS_FRONTEND``."""
    if headless and terminal:
        parser.error("--headless and --terminal cannot both be given")
    if headless or terminal:
        return headless, terminal
    chosen = os.environ.get(FRONTEND_ENV, "").strip().lower() or "window"
    if chosen not in FRONTENDS:
        parser.error(f"{FRONTEND_ENV}={chosen!r} is not a front end "
                     f"(use {', '.join(FRONTENDS)})")
    return chosen == "headless", chosen == "terminal"
