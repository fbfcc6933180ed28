"""Where the collection keeps its files, and how it writes them safely.

Settings, scores and screenshots live in the user's data folder:
``$TOMMYS_DATA`` if set, else ``$XDG_DATA_HOME/tommys``, else
``~/.local/share/tommys``. Every write goes to a temporary file in the same
folder and is then renamed over the old one, so a crash or a full disk can
never leave half a file behind.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

APP_NAME = "tommys"
DATA_ENV = "TOMMYS_DATA"


def data_dir() -> Path:
    """The folder for settings, scores and screenshots (created if missing)."""
    override = os.environ.get(DATA_ENV)
    if override:
        path = Path(override)
    else:
        base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        path = Path(base) / APP_NAME
    path.mkdir(parents=True, exist_ok=True)
    return path


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` all at once (temp file, fsync, rename).

    The folder must exist: a typo in a path is reported, not silently made.
    """
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
