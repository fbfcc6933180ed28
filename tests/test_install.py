"""A plain install works: build a wheel, install it into a fresh venv, play from elsewhere.

This is how a player who runs ``pip install .`` or ``pipx install`` meets the
collection: no source tree beside the installed package, so every file the
programs need (the VGA font above all) must ship inside it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SKIP = shutil.ignore_patterns(".venv", ".git", "build", "dist", "*.egg-info", "__pycache__",
                              ".*_cache", "tests")


def _run(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"{args[0]} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.mark.slow
def test_a_wheel_installed_in_a_fresh_venv_plays_from_another_folder(tmp_path: Path) -> None:
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=SKIP, symlinks=True)
    _run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path / "dist"),
          str(source)], cwd=tmp_path)
    wheel = next((tmp_path / "dist").glob("tommys-*.whl"))
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", str(venv)], cwd=tmp_path)
    _run([str(venv / "bin" / "pip"), "install", "-q", str(wheel)], cwd=tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["TOMMYS_DATA"] = str(elsewhere / "data")
    out = _run([str(venv / "bin" / "sixtysix"), "--headless", "--seed", "3", "--keys",
                "Enter Enter wait:3000 shot:table F7 Y", "--screenshot", "game.png"],
               cwd=elsewhere, env=env)
    assert "ended (return)" in out
    assert (elsewhere / "game-table.png").stat().st_size > 1000
    assert (elsewhere / "game-table.BIN").stat().st_size == 4000
    out = _run([str(venv / "bin" / "tommys"), "--headless", "--keys", "F7 Y"],
               cwd=elsewhere, env=env)
    assert "ended (return)" in out
    found = _run([str(venv / "bin" / "python"), "-c",
                  "import retro; print(retro.__file__)"], cwd=elsewhere, env=env)
    assert str(ROOT) not in found and str(source) not in found
