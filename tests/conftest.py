"""Shared test fixtures: golden files, a virtual display for window tests.

Golden files live under ``tests/goldens/``. A test compares what it produced
with the file; ``pytest --update-goldens`` rewrites the files instead, so an
update is always a deliberate, reviewable change in git.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from retro.frontend.xvfb import private_xvfb

GOLDEN_DIR = Path(__file__).parent / "goldens"

# Tests never make noise and never need a real sound device.
os.environ.setdefault("PYGLET_AUDIO", "silent")
os.environ.setdefault("PYGLET_SHADOW_WINDOW", "0")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-goldens",
        action="store_true",
        help="rewrite golden files under tests/goldens with what the tests produce",
    )


@pytest.fixture
def golden(request: pytest.FixtureRequest) -> Callable[[str, str | bytes], None]:
    """Compare text or bytes with ``tests/goldens/<name>`` (or rewrite it).

    Text goldens are compared line by line so a failure shows the first
    differing line; bytes are compared whole.
    """
    update = request.config.getoption("--update-goldens")

    def check(name: str, produced: str | bytes) -> None:
        path = GOLDEN_DIR / name
        if update:
            path.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(produced, str):
                path.write_text(produced, encoding="utf-8")
            else:
                path.write_bytes(produced)
            return
        if not path.exists():
            pytest.fail(f"golden {name} is missing; create it with pytest --update-goldens")
        if isinstance(produced, str):
            expected = path.read_text(encoding="utf-8")
            if produced != expected:
                got_lines, want_lines = produced.splitlines(), expected.splitlines()
                for i, (g, w) in enumerate(zip(got_lines, want_lines, strict=False)):
                    if g != w:
                        pytest.fail(f"{name} differs at line {i + 1}:\n got: {g!r}\nwant: {w!r}")
                pytest.fail(f"{name} differs in length: "
                            f"{len(got_lines)} vs {len(want_lines)} lines")
        else:
            assert produced == path.read_bytes(), f"{name} differs from the golden bytes"

    return check


def _window_required() -> bool:
    return os.environ.get("RETRO_REQUIRE_WINDOW", "") not in ("", "0")


@pytest.fixture(scope="session")
def x_display() -> Iterator[str]:
    """A private Xvfb display for window tests.

    Skips when Xvfb is not installed, unless RETRO_REQUIRE_WINDOW=1 (set by
    .ci/run), in which case the missing X server is a failure.
    """
    with private_xvfb() as display:
        if display is None:
            if _window_required():
                pytest.fail("no Xvfb could be started but RETRO_REQUIRE_WINDOW=1")
            pytest.skip("no Xvfb: window tests need an X server")
        yield display
