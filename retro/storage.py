"""Where the collection keeps its files, and how it writes them safely.

Settings, scores and screenshots live in the user's data folder:
``$TOMMYS_DATA`` if set, else ``$XDG_DATA_HOME/tommys``, else
``~/.local/share/tommys``. Every write goes to a temporary file in the same
folder and is then renamed over the old one, so a crash or a full disk can
never leave half a file behind; a temporary file left by a killed program
is removed at the next start (``remove_stale_temps``). Reading back is
limited to regular files of a sane size (``read_small_file``).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import stat
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

APP_NAME = "tommys"
DATA_ENV = "TOMMYS_DATA"
_TEMP_SUFFIX = ".tmp"
_UNOWNED_TEMP_AGE_S = 600
"""A temporary file with no process id in its name (an older version's) is stale after
this long: no write takes ten minutes."""


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


_last_use: dict[str, int] = {}
_uses = itertools.count(1)


def data_file(name: str) -> Path:
    """The file called ``name`` in the data folder; its use is noted (``uses_since``),
    so a replay carries the files its run could have seen and no others."""
    _last_use[name] = next(_uses)
    return data_dir() / name


def use_count() -> int:
    """A mark for ``uses_since``: the uses of data files so far."""
    return max(_last_use.values(), default=0)


def uses_since(mark: int) -> frozenset[str]:
    """The data files looked for, read or written (``data_file``) after ``mark``."""
    return frozenset(name for name, use in _last_use.items() if use > mark)


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` all at once (temp file, fsync, rename).

    The folder must exist: a typo in a path is reported, not silently made.
    """
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=_TEMP_SUFFIX,
                               dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


MAX_FILE_BYTES = 1 << 20
"""The largest settings, score or save file read back (1 MiB): ours are a few KB, so a
bigger one is damaged or not ours, and reading it would only stall the start."""

class NotAFile(OSError):
    """The name is taken by something that is not a regular file of a sane size
    (a folder, a FIFO, a device, a huge file): treated as a damaged file."""


def read_small_file(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    Opening never blocks (a FIFO in the file's place would hang a plain
    ``open`` until a writer comes), and nothing past ``limit`` is read (a
    link to ``/dev/zero`` would otherwise eat memory).

    Raises:
        FileNotFoundError: no such file.
        NotAFile: a folder, FIFO, device or socket, or a file over ``limit``.
        OSError: it could not be read (permissions...).
    """
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFile(f"{path.name} is not a regular file")
        with os.fdopen(fd, "rb") as f:
            fd = -1  # the file object owns it now
            data = f.read(limit + 1)
    finally:
        if fd >= 0:
            os.close(fd)
    if len(data) > limit:
        raise NotAFile(f"{path.name} is larger than {limit} bytes")
    return data


def remove_stale_temps(folder: Path) -> int:
    """Delete temporary files that ``atomic_write`` left behind when killed; return how many.

    Their names carry the writer's process id, so a write still in progress in
    another of our programs (a live process) is never touched.
    """
    removed = 0
    for tmp in folder.glob(f".*{_TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            pid = _writer_pid(tmp.name)
            if pid is not None and _process_alive(pid):
                continue
            if pid is None and time.time() - tmp.stat().st_mtime < _UNOWNED_TEMP_AGE_S:
                continue
            tmp.unlink()
            removed += 1
    return removed


def _writer_pid(name: str) -> int | None:
    """The process id in ``.NAME.<pid>.<random>.tmp``, or None for any other name."""
    parts = name[:-len(_TEMP_SUFFIX)].split(".")
    if len(parts) < 4 or not parts[-2].isdigit():
        return None
    return int(parts[-2])


def _process_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists but belongs to someone else
        return True
    return True


def why_not(err: Exception) -> str:
    """A failed write in a person's words: the system's reason ("No space left on
    device") where there is one, else the error's own message."""
    reason = err.strerror if isinstance(err, OSError) else None
    return str(reason or err)


def write_and_report(prog: str, what: str, path: Path, write: Callable[[], str]) -> bool:
    """Run ``write`` (which writes ``path`` and returns what to add to the message) and
    say on stdout that ``what`` was saved, or on stderr why not; whether it was.

    The one way ``--screenshot`` and ``--record`` tell of their files: a full disk or a
    bad name is a line, never a traceback.
    """
    try:
        said = write()
    except (OSError, ValueError) as err:
        print(f"{prog}: cannot save the {what} {path}: {why_not(err)}", file=sys.stderr)
        return False
    print(f"{prog}: {what} saved to {path}{' ' + said if said else ''}")
    return True


def free_name(folder: Path, stem: str, suffixes: tuple[str, ...]) -> Path:
    """``folder/STEMnnnn`` + the first suffix, the first number none of ``suffixes`` took."""
    number = 1
    while any((folder / f"{stem}{number:04d}{suffix}").exists() for suffix in suffixes):
        number += 1
    return folder / f"{stem}{number:04d}{suffixes[0]}"


@contextlib.contextmanager
def fresh_data_folder(prefix: str, files: dict[str, bytes] | None = None) -> Iterator[Path]:
    """A new data folder holding ``files``, in use (``$TOMMYS_DATA``) until the block
    ends, then removed and the environment as it was: a run that must not read or change
    the person's own files (a scripted run, a replay)."""
    saved = os.environ.get(DATA_ENV)
    with tempfile.TemporaryDirectory(prefix=prefix) as fresh:
        for name, data in (files or {}).items():
            (Path(fresh) / name).write_bytes(data)
        os.environ[DATA_ENV] = fresh
        try:
            yield Path(fresh)
        finally:
            if saved is None:
                del os.environ[DATA_ENV]
            else:
                os.environ[DATA_ENV] = saved
