"""Command line: render a raw 80x25 text screen dump (.BIN) or a golden text screen to PNG,
print a dump as text, or convert between .BIN, .ANS, .PNG and .TXT.

    python -m retro.textmode render SCREEN.BIN OUT.PNG [--blink-phase on|off]
        [--bright-backgrounds] [--border COLOUR] [--scale N] [--mono] [--cursor [COL,ROW]]
    python -m retro.textmode text SCREEN.BIN
    python -m retro.textmode convert IN.BIN|IN.ANS OUT.BIN|OUT.ANS|OUT.PNG|OUT.TXT
        [--bright-backgrounds]

A .BIN is the 4000 bytes of B800:0000 (character, attribute pairs, row by
row), as the window's Ctrl+F5 and DOS screen grabbers save them; an .ANS is
ANSI art (``ans_file``), whose SAUCE record can say the screen has bright
backgrounds, which a .BIN cannot. The kind of each file is its extension, in
any case. Usage errors and unreadable input exit with status 2 and a one-line
message; what a conversion leaves out (art taller than 25 lines) is said on
stderr.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from retro.screenshot import png_bytes, sauce_date, text_bytes
from retro.storage import atomic_write

from .ans_file import AnsError, ans_bytes, read_ans
from .colours import parse_colour
from .snapshot import COLS, ROWS, SCREEN_BYTES, ScreenSnapshot

PROG = "python -m retro.textmode"
READS = (".bin", ".ans")
WRITES = (".bin", ".ans", ".png", ".txt")
GOLDEN_HEADER = b"textmode 80x25 "
"""How a golden text screen starts: ``render`` draws those too, to look at a golden."""


class UsageError(Exception):
    """Bad input the user can fix; reported in one line, exit status 2."""


def _colour_arg(text: str) -> int:
    try:
        return parse_colour(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _scale_arg(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 16:
        raise argparse.ArgumentTypeError(f"scale must be a whole number 1-16, got {text!r}")
    return int(text)


def _cell_arg(text: str) -> tuple[int, int]:
    try:
        col, row = (int(v) for v in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected COL,ROW, got {text!r}") from None
    if not (0 <= col < COLS and 0 <= row < ROWS):
        raise argparse.ArgumentTypeError(f"cursor {text} is outside 0-79,0-24")
    return col, row


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=PROG, description="VGA text screen dumps (.BIN).")
    commands = parser.add_subparsers(dest="command", required=True)
    draw = commands.add_parser("render", help="draw a dump as a VGA mode 3 PNG (720x400)")
    draw.add_argument("screen", type=Path,
                      help="4000-byte text screen dump, or a golden text screen")
    draw.add_argument("out", type=Path, help="PNG to write")
    draw.add_argument("--blink-phase", choices=("on", "off"), default="on",
                      help="on: blinking text visible (default); off: hidden")
    draw.add_argument("--bright-backgrounds", action="store_true",
                      help="attribute bit 7 = bright background instead of blink")
    draw.add_argument("--border", type=_colour_arg, metavar="COLOUR",
                      help="add the overscan border in this colour (0-15 or a name)")
    draw.add_argument("--scale", type=_scale_arg, default=1, help="whole-pixel zoom (1-16)")
    draw.add_argument("--mono", action="store_true", help="monochrome (MDA) attribute rules")
    draw.add_argument("--cursor", type=_cell_arg, nargs="?", const=(0, 0), metavar="COL,ROW",
                      help="draw the cursor (lines 13-14) at COL,ROW (default 0,0)")
    show = commands.add_parser("text", help="print a dump in the golden text format")
    show.add_argument("screen", type=Path, help="4000-byte text screen dump")
    convert = commands.add_parser("convert", help="turn a .BIN or .ANS into .BIN, .ANS, "
                                  ".PNG or .TXT (by the extensions)")
    convert.add_argument("source", type=Path, help="a .BIN dump or an .ANS")
    convert.add_argument("out", type=Path, help="the .BIN, .ANS, .PNG or .TXT to write")
    convert.add_argument("--bright-backgrounds", action="store_true",
                         help="a .BIN's attribute bit 7 = bright background (an .ANS says)")
    return parser


def _read_screen(path: Path) -> bytes:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise UsageError(f"{path}: no such file") from None
    except OSError as exc:
        raise UsageError(f"{path}: cannot read it ({exc.strerror})") from None
    if len(data) != SCREEN_BYTES:
        raise UsageError(f"{path}: is {len(data)} bytes; a text screen dump is exactly "
                         f"{SCREEN_BYTES} bytes (80x25 character/attribute pairs)")
    return data


def _golden(path: Path) -> ScreenSnapshot | None:
    """A golden text screen (``tests/goldens/screens/...``), or None for anything else."""
    try:
        with path.open("rb") as f:
            if f.read(len(GOLDEN_HEADER)) != GOLDEN_HEADER:
                return None
        return ScreenSnapshot.from_text(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None


def _render(args: argparse.Namespace) -> None:
    snap = _golden(args.screen) or ScreenSnapshot.from_bin(
        _read_screen(args.screen),
        cursor=args.cursor or (0, 0),
        cursor_visible=args.cursor is not None,
        border_colour=args.border or 0,
        blink_enabled=not args.bright_backgrounds,
        mono=args.mono,
    )
    _write(Path(args.out), png_bytes(snap, blink_on=args.blink_phase == "on",
                                     cursor_on=args.cursor is not None,
                                     border=args.border is not None, scale=args.scale))


def _write(path: Path, data: bytes) -> None:
    try:
        atomic_write(path, data)
    except OSError as exc:
        raise UsageError(f"{path}: cannot write it ({exc.strerror or exc})") from None


def _kind(path: Path, kinds: tuple[str, ...], role: str) -> str:
    """The file kind an extension names, or a UsageError listing the ones ``role`` takes."""
    kind = path.suffix.lower()
    if kind not in kinds:
        named = ", ".join(k.upper() for k in kinds)
        raise UsageError(f"{path}: {role} must end in {named} (in any case)")
    return kind


def _read_source(path: Path, bright_backgrounds: bool) -> ScreenSnapshot:
    """The screen in a .BIN or an .ANS; what an .ANS read left out is said on stderr."""
    if _kind(path, READS, "the file to convert") == ".bin":
        return ScreenSnapshot.from_bin(_read_screen(path), cursor_visible=False,
                                       blink_enabled=not bright_backgrounds)
    try:
        reading = read_ans(path.read_bytes())
    except FileNotFoundError:
        raise UsageError(f"{path}: no such file") from None
    except OSError as exc:
        raise UsageError(f"{path}: cannot read it ({exc.strerror})") from None
    except AnsError as exc:
        raise UsageError(f"{path}: is not ANSI art: {exc}") from None
    for note in reading.notes:
        print(f"{PROG}: {path}: {note}", file=sys.stderr)
    return reading.snap


def _convert(args: argparse.Namespace) -> None:
    out = Path(args.out)
    kind = _kind(out, WRITES, "the file to write")
    snap = _read_source(Path(args.source), args.bright_backgrounds)
    if kind == ".bin":
        data = snap.to_bin()
    elif kind == ".ans":
        data = ans_bytes(snap, sauce_date())
    elif kind == ".txt":
        data = text_bytes(snap)
    else:
        data = png_bytes(snap)
    _write(out, data)


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "render":
            _render(args)
        elif args.command == "convert":
            _convert(args)
        else:
            sys.stdout.write(ScreenSnapshot.from_bin(_read_screen(args.screen)).to_text())
    except UsageError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
