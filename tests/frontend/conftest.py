"""Fixtures for the real-window tests: a program window that is always cleaned up."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from demo_window import DEMO_TITLE, ProgramWindow, WindowFactory, demo_command


@pytest.fixture(scope="session")
def xdotool_present() -> None:
    """xdotool sends the keys and clicks; the same skip-or-fail rule as the X server."""
    if shutil.which("xdotool") is None:
        if os.environ.get("RETRO_REQUIRE_WINDOW", "") not in ("", "0"):
            pytest.fail("xdotool is not installed but RETRO_REQUIRE_WINDOW=1")
        pytest.skip("no xdotool: window tests send input with it")


@pytest.fixture
def open_window(x_display: str, xdotool_present: None,
                tmp_path: Path) -> Iterator[WindowFactory]:
    """Start programs in windows on the private display; kill whatever is left at the end."""
    started: list[ProgramWindow] = []

    def start(command: list[str], title: str) -> ProgramWindow:
        window = ProgramWindow(x_display, command, title, tmp_path / f"run{len(started)}")
        window.data_dir.mkdir(parents=True)
        started.append(window)
        return window.start()

    yield start
    for window in started:
        window.stop()


@pytest.fixture
def demo(open_window: WindowFactory) -> ProgramWindow:
    """``python -m retro.demo --seed 1 --scale 1`` in a focused window."""
    return open_window(demo_command(), DEMO_TITLE)
