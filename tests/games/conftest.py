"""Fixtures every game test shares.

Each test gets its own data folder (``TOMMYS_DATA``), so no test reads or writes the
player's real settings, saves and score logs, and no test sees another's files.
"""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The folder the programs keep their files in for this test."""
    monkeypatch.setenv("TOMMYS_DATA", str(tmp_path))
    return tmp_path


@pytest.fixture
def data(data_folder: Path) -> Path:
    """The same folder, under the shorter name the shell's tests use."""
    return data_folder
