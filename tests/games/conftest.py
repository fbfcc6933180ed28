"""Fixtures every game test shares.

Each test gets its own data folder (``TOMMYS_DATA``), so no test reads or writes the
player's real settings, saves and score logs, and no test sees another's files. The
folder is in memory (``/dev/shm``) where the machine has it: the programs write their
files atomically with fsync, which costs a disk milliseconds per write, and a game that
saves after every move writes hundreds of times.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

MEMORY = Path("/dev/shm")


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The folder the programs keep their files in for this test."""
    if not MEMORY.is_dir():
        monkeypatch.setenv("TOMMYS_DATA", str(tmp_path))
        yield tmp_path
        return
    folder = Path(tempfile.mkdtemp(prefix="tommys-test-", dir=MEMORY))
    monkeypatch.setenv("TOMMYS_DATA", str(folder))
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def data(data_folder: Path) -> Path:
    """The same folder, under the shorter name the shell's tests use."""
    return data_folder


@pytest.fixture
def opened_logs(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """Every game log the L key opens in this test, as its lines (the viewer still opens)."""
    from games._shared import comforts

    logs: list[list[str]] = []
    real = comforts.Comforts.show_log

    def show_log(self: comforts.Comforts) -> None:
        logs.append(self.kept.log())
        real(self)

    monkeypatch.setattr(comforts.Comforts, "show_log", show_log)
    return logs


@pytest.fixture
def noticed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line said to the person at the keyboard (``Shell.notice``), as it is said."""
    from games._shared.shell import Shell

    lines: list[str] = []
    shown = Shell.notice
    monkeypatch.setattr(Shell, "notice", lambda shell, text: (
        lines.append(text), shown(shell, text)))
    return lines
