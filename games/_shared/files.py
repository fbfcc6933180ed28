"""The games' files: settings and scores in the user's data folder.

Files keep the original programs' names (``RBANK.SCR``, ``SPADES.SCR``,
``PACHISI.TMP``...) and live in ``retro.storage.data_dir()``. Writes are
atomic. A file that cannot be read or makes no sense is never fatal: it is
renamed to ``NAME.bad``, the player is told so, and play starts fresh.

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
    read_small_file,
    remove_stale_temps,
)

HEADER = "# settings, one KEY=VALUE a line"


def file_path(name: str) -> Path:
    """Where the file called ``name`` lives."""
    return data_dir() / name


def set_aside(path: Path) -> Path:
    """Rename a damaged file to ``NAME.bad`` (replacing an older one); return it.

    When ``NAME.bad`` is taken by something that is not a plain file (a folder,
    say), the next free ``NAME.bad2``, ``NAME.bad3``... is used: the damaged
    file is always kept, never left where the next save would overwrite it.
    """
    for n in range(1, 100):
        bad = path.with_name(f"{path.name}.bad{n if n > 1 else ''}")
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


def read_settings(name: str, allowed: dict[str, set[str] | None]) -> LoadResult:
    """Read ``KEY=VALUE`` lines; ``allowed`` maps each key to its legal values (None: any).

    A missing file gives empty values and no warning. A damaged one (not
    text, a line without ``=``, an unknown key or value) is set aside.
    """
    try:
        path = file_path(name)
    except OSError as err:
        return LoadResult(warning=_folder_problem(err))
    try:
        text = read_small_file(path).decode("ascii")
    except FileNotFoundError:
        return LoadResult()
    except (UnicodeDecodeError, NotAFile):
        return _damaged(path)
    except OSError as err:  # unreadable (permissions, a folder...): leave the file alone
        return LoadResult(warning=f"{path.name} COULD NOT BE READ ({err.strerror}); "
                                  "STARTING FRESH")
    values: dict[str, str] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        key, value = key.strip().upper(), value.strip()
        legal = allowed.get(key, set())
        if not sep or key not in allowed or (legal is not None and value not in legal):
            return _damaged(path)
        values[key] = value
    return LoadResult(values)


def _folder_problem(err: OSError) -> str:
    """The warning when the data folder itself cannot be made or used."""
    return f"NO DATA FOLDER ({err.strerror or err}): SETTINGS WILL NOT BE KEPT".upper()


def _damaged(path: Path) -> LoadResult:
    try:
        bad = set_aside(path)
    except OSError:
        return LoadResult(warning=f"{path.name} COULD NOT BE READ; STARTING FRESH")
    # short enough for one screen line with any 8.3 name and " - PRESS A KEY"
    return LoadResult(warning=f"{path.name} DAMAGED; KEPT AS {bad.name}; STARTING FRESH")


def write_settings(name: str, values: dict[str, str]) -> str | None:
    """Write the settings file atomically; return a message if the disk said no."""
    lines = [HEADER] + [f"{key}={value}" for key, value in values.items()]
    try:
        atomic_write(file_path(name), ("\n".join(lines) + "\n").encode("ascii"))
    except OSError as err:
        return f"COULD NOT SAVE {name}: {err.strerror or err}".upper()
    return None
