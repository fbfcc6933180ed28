"""The games' files: settings and scores in the user's data folder.

Files keep the original programs' names (``RBANK.SCR``, ``SPADES.SCR``,
``PACHISI.TMP``...) and live in ``retro.storage.data_dir()``. Writes are
atomic. A file that cannot be read or makes no sense is never fatal: it is
renamed to ``NAME.BAD``, the player is told so, and play starts fresh.

Settings files are plain text, one ``KEY=VALUE`` a line, so a curious
player can read them.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, field
from pathlib import Path

from retro.storage import (
    NotAFile,
    atomic_write,
    data_dir,
    data_file,
    read_small_file,
    remove_stale_temps,
)

HEADER = "# settings, one KEY=VALUE a line"


def file_path(name: str) -> Path:
    """Where the file called ``name`` lives."""
    return data_file(name)


def set_aside(path: Path) -> Path:
    """Rename a damaged file to ``NAME.BAD`` (replacing an older one); return it.

    The suffix is in capitals, as DOS names were, so the message that names it
    (messages are shown in capitals) gives the file's real name.

    When ``NAME.BAD`` is taken by something that is not a plain file (a folder,
    say), the next free ``NAME.BAD2``, ``NAME.BAD3``... is used: the damaged
    file is always kept, never left where the next save would overwrite it.
    """
    for n in range(1, 100):
        bad = path.with_name(f"{path.name}.BAD{n if n > 1 else ''}")
        if not bad.exists() and not bad.is_symlink():
            break
        if bad.is_file() and not bad.is_symlink():
            break
    os.replace(path, bad)
    return bad


def tidy_data_folder() -> None:
    """At a program's start: remove what writes cut short by a kill left behind."""
    with contextlib.suppress(OSError):
        folder = data_dir()
        remove_stale_temps(folder)
        if (folder / "screenshots").is_dir():
            remove_stale_temps(folder / "screenshots")


@dataclass
class LoadResult:
    """What was read, and a message for the player when something was wrong."""

    values: dict[str, str] = field(default_factory=dict)
    warning: str | None = None


@dataclass
class TextFile:
    """A file read as text: ``text`` is None when there was none to use (and ``warning``
    then says why, unless the file simply did not exist)."""

    path: Path | None
    text: str | None
    warning: str | None = None


def read_text(name: str) -> TextFile:
    """The ASCII text of the file called ``name`` in the data folder.

    Missing: no text, no warning. Not text, not a regular file, or too big:
    set aside as damaged, with the warning. Unreadable (permissions): left
    alone, with a warning. The data folder unusable: a warning.
    """
    try:
        path = file_path(name)
    except OSError as err:
        return TextFile(None, None, _folder_problem(err))
    try:
        return TextFile(path, read_small_file(path).decode("ascii"))
    except FileNotFoundError:
        return TextFile(path, None)
    except (UnicodeDecodeError, NotAFile):
        return TextFile(path, None, damaged(path))
    except OSError as err:  # unreadable (permissions...): leave the file alone
        return TextFile(path, None, f"{path.name} COULD NOT BE READ ({err.strerror}); "
                                    "STARTING FRESH")


def key_values(text: str) -> dict[str, str] | None:
    """``KEY=VALUE`` lines (keys upper-cased; blank lines and ``#`` comments skipped),
    or None when a line has no ``=``."""
    values: dict[str, str] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        if not sep:
            return None
        values[key.strip().upper()] = value.strip()
    return values


def read_settings(name: str, allowed: dict[str, set[str] | None]) -> LoadResult:
    """Read ``KEY=VALUE`` lines; ``allowed`` maps each key to its legal values (None: any).

    A missing file gives empty values and no warning. A damaged one (not
    text, a line without ``=``, an unknown key or value) is set aside.
    """
    file = read_text(name)
    if file.text is None or file.path is None:
        return LoadResult(warning=file.warning)
    values = key_values(file.text)
    if values is None or any(key not in allowed or (allowed[key] is not None
                                                   and value not in (allowed[key] or ()))
                             for key, value in values.items()):
        return LoadResult(warning=damaged(file.path))
    return LoadResult(values)


def _folder_problem(err: OSError) -> str:
    """The warning when the data folder itself cannot be made or used."""
    return f"NO DATA FOLDER ({err.strerror or err}): SETTINGS WILL NOT BE KEPT".upper()


def damaged(path: Path) -> str:
    """Set a damaged file aside and return what to tell the player."""
    try:
        bad = set_aside(path)
    except OSError:
        return f"{path.name} COULD NOT BE READ; STARTING FRESH"
    # short enough for one screen line with any 8.3 name and " - PRESS A KEY"
    return f"{path.name} DAMAGED; KEPT AS {bad.name}; STARTING FRESH"


def write_text(name: str, text: str) -> str | None:
    """Write a file of the data folder atomically; return a message if the disk said no."""
    try:
        atomic_write(file_path(name), text.encode("ascii"))
    except OSError as err:
        return f"COULD NOT SAVE {name}: {err.strerror or err}".upper()
    return None


def write_settings(name: str, values: dict[str, str]) -> str | None:
    """Write the settings file atomically; return a message if the disk said no."""
    lines = [HEADER] + [f"{key}={value}" for key, value in values.items()]
    return write_text(name, "\n".join(lines) + "\n")
