"""The replay file: a run's inputs and everything else that fixed it, as readable JSON.

A run on the virtual PC is fixed by its program and the code it runs, the seed, the
settings it started with (the DOS letters and flags that reach the program), the
files in the data folder it could read (settings, kept games, scores) and its inputs.
A replay holds all of them, so ``--replay FILE`` can start the same program the same
way, on a private copy of those files, and hand it the same inputs.

The inputs are written one a line, ``[checkpoint, machine time in ns, what]`` with
``what`` ``"k", scan, ascii`` for a key and ``"m", kind, button, col, row`` for the
mouse (see ``retro.replay.log``).

``code`` is a digest of the Python source of the collection: when it differs from the
running one, the replay was written by another version, which ``retro.replay.play``
says, and checks before it plays.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import importlib.metadata
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from retro.bios import Key, MouseEvent
from retro.errors import RetroError
from retro.replay.log import END_KINDS, Delivery, End, Input, InputLog
from retro.storage import MAX_FILE_BYTES, NotAFile, atomic_write, data_dir, read_small_file

FORMAT = "tommys replay"
FORMAT_VERSION = 1
SUFFIX = ".replay"
MAX_REPLAY_BYTES = 64 << 20
"""A day of play with the mouse moving all the time is a few MB; more is not a replay."""
SETTINGS = ("sound", "mono", "mouse", "intro")
"""The ``Options`` that reach the program (the rest only choose how it is shown)."""
_MOUSE_KINDS = ("press", "release", "move")


class ReplayError(RetroError):
    """A replay file that cannot be read or used; the message says why, for the player."""


@dataclass
class Replay:
    """Everything that fixes a run, and what the run took."""

    program: str
    seed: int
    settings: dict[str, Any]
    files: dict[str, bytes] = field(default_factory=dict)
    log: InputLog = field(default_factory=InputLog)
    version: str = ""
    code: str = ""


def package_version() -> str:
    """The collection's version, as installed."""
    try:
        return importlib.metadata.version("tommys")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


_digests: dict[str, str] = {}


def code_digest(program_module: str) -> str:
    """A digest of the Python source of ``retro`` and of the package the program is in:
    the same digest, the same behaviour."""
    if program_module not in _digests:
        sha = hashlib.sha256()
        tops = dict.fromkeys(["retro", program_module.split(".")[0]])
        for top in tops:
            source = getattr(sys.modules.get(top), "__file__", None)
            if not source:  # not loaded from files: nothing to tell versions apart by
                continue
            folder = Path(source).parent
            for path in sorted(folder.rglob("*.py")):
                sha.update(f"{top}/{path.relative_to(folder).as_posix()}\n".encode())
                sha.update(path.read_bytes())
        _digests[program_module] = sha.hexdigest()[:16]
    return _digests[program_module]


def data_files(folder: Path | None = None) -> dict[str, bytes]:
    """The small regular files at the top of the data folder (settings, kept games,
    scores), which a program may read; screenshots, recordings and replays are not."""
    folder = folder or data_dir()
    files: dict[str, bytes] = {}
    for path in sorted(folder.iterdir()):
        if path.name.startswith(".") or path.is_symlink() or not path.is_file():
            continue
        try:
            files[path.name] = read_small_file(path, MAX_FILE_BYTES)
        except (NotAFile, OSError):
            continue  # the program could not have read it either
    return files


def _event_json(event: Input) -> list[Any]:
    if isinstance(event, Key):
        return ["k", event.scan, event.ascii]
    return ["m", event.kind, event.button, event.col, event.row]


def _event(item: list[Any]) -> Input:
    if not item:
        raise ValueError("an input with no event")
    if item[0] == "k" and len(item) == 3:
        return Key(_byte(item[1]), _byte(item[2]))
    if item[0] == "m" and len(item) == 5 and item[1] in _MOUSE_KINDS:
        kind, button, col, row = item[1], _whole(item[2]), _whole(item[3]), _whole(item[4])
        if not (-1 <= button <= 2 and 0 <= col < 80 and 0 <= row < 25):
            raise ValueError(f"not a mouse event on the screen (button, column, row): {item}")
        return MouseEvent(kind, button, col, row)
    raise ValueError(f"not an input: {item}")


def _whole(value: Any) -> int:
    if type(value) is not int:
        raise ValueError(f"{value!r} is not a whole number")
    return value


def _byte(value: Any) -> int:
    if not 0 <= _whole(value) <= 0xFF:
        raise ValueError(f"{value} is not a byte")
    return int(value)


_LONGEST_NAME = 255
"""Bytes in a file name, on every file system the collection runs on."""


def _file_name(name: Any) -> str:
    """A data file's name, which must stay in the folder it is written to."""
    if not isinstance(name, str) or not name or Path(name).name != name or \
            name.startswith(".") or "\0" in name or len(name.encode()) > _LONGEST_NAME:
        raise ValueError(f"{name!r} is not a data file's name")
    return name


def _setting(name: str, value: Any) -> bool | None:
    """A setting's value: on or off, and the sound may be left to the program (None)."""
    if type(value) is bool or (value is None and name == "sound"):
        return value
    raise ValueError(f"the setting {name} is {value!r}")


def _log(inputs: Any, end: Any) -> InputLog:
    """The inputs in the order they came, and the end, at or after the last of them."""
    log = InputLog([Delivery(_whole(c), _whole(t), _event(what)) for c, t, *what in inputs])
    c, t, how, screen = end
    if how not in END_KINDS:
        raise ValueError(f"an unknown end {how!r}")
    log.end = End(_whole(c), _whole(t), how, str(screen))
    points = [(d.checkpoint, d.t_ns) for d in log.deliveries] + [(log.end.checkpoint, t)]
    if points[0][1] < 0 or any(b < a for a, b in zip(points, points[1:], strict=False)):
        raise ValueError("the inputs are not in the order they came")
    return log


def to_text(replay: Replay) -> str:
    """The file's text: a header of named fields, then the inputs one a line."""
    end = replay.log.end
    header = {
        "format": FORMAT, "format_version": FORMAT_VERSION,
        "program": replay.program, "version": replay.version, "code": replay.code,
        "seed": replay.seed, "settings": replay.settings,
        "files": {name: base64.b64encode(data).decode() for name, data in replay.files.items()},
        "end": None if end is None else [end.checkpoint, end.t_ns, end.how, end.screen],
    }
    lines = [json.dumps([d.checkpoint, d.t_ns, *_event_json(d.event)])
             for d in replay.log.deliveries]
    head = json.dumps(header, indent=1)[:-2]  # without the closing brace
    return head + ',\n "inputs": [\n' + ",\n".join(lines) + "\n ]\n}\n"


def from_text(text: str) -> Replay:
    """A replay from its file's text; ``ReplayError`` saying what is wrong with it."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as err:
        if f'"format": "{FORMAT}"' in text[:200]:
            raise ReplayError("a damaged replay file: it ends too soon, or a part of it "
                              "is not JSON") from None
        raise ReplayError(f"not a replay file (it is not JSON: {err})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayError("not a replay file (no \"format\": \"tommys replay\")")
    if data.get("format_version") != FORMAT_VERSION:
        raise ReplayError(f"a replay of format {data.get('format_version')}; this version "
                          f"reads format {FORMAT_VERSION} only")
    try:
        settings = {k: _setting(k, v) for k, v in data["settings"].items() if k in SETTINGS}
        files = {_file_name(name): base64.b64decode(text, validate=True)
                 for name, text in data["files"].items()}
        return Replay(str(data["program"]), _whole(data["seed"]), settings, files,
                      _log(data["inputs"], data["end"]), str(data["version"]),
                      str(data["code"]))
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as err:
        raise ReplayError(f"a damaged replay file: {_why(err)}") from None


def _why(err: Exception) -> str:
    """What is wrong with a replay file, in a person's words."""
    if isinstance(err, KeyError):
        return f"its {err.args[0]!r} is missing"
    if isinstance(err, binascii.Error):
        return "a data file in it is not base64"
    if isinstance(err, ValueError) and "unpack" not in str(err):
        return str(err)
    return "a part of it does not have the shape of a replay"


def write_replay(path: Path, replay: Replay) -> None:
    """Write ``replay`` to ``path`` atomically (temp file, then rename)."""
    atomic_write(path, to_text(replay).encode())


def read_replay(path: Path) -> Replay:
    """The replay in ``path``; ``ReplayError`` with the reason when there is none."""
    try:
        data = read_small_file(path, MAX_REPLAY_BYTES)
    except FileNotFoundError:
        raise ReplayError(f"no replay file {path}") from None
    except OSError as err:
        raise ReplayError(f"cannot read the replay {path}: {err}") from None
    try:
        return from_text(data.decode("utf-8"))
    except ReplayError as err:
        raise ReplayError(f"{path}: {err}") from None
    except UnicodeDecodeError:
        raise ReplayError(f"{path} is not a replay file (it is not text)") from None
