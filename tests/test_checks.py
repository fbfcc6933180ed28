"""The linters stay clean: ``ruff check`` and ``mypy`` over ``games`` and ``retro``.

They run here, inside the suite, so the README's one test command (and so CI)
fails on a new lint or type error, and no second command can be forgotten.
Both come with the ``test`` extras, pinned to a minor range in pyproject.toml,
so a new release with new rules cannot turn a clean tree red overnight.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("check", [["ruff", "check"], ["mypy"]], ids=["ruff", "mypy"])
def test_the_code_passes_the_checker(check: list[str]) -> None:
    done = subprocess.run([sys.executable, "-m", *check, "games", "retro"], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"{' '.join(check)} games retro:\n{done.stdout}{done.stderr}"
