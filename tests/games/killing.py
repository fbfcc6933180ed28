"""Killing a writer with SIGKILL at random moments, for the tests of files that must
survive it (settings, saved games). The child prints a line once it has written at least
once; it is then killed after a random short wait."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_and_kill(code: str, args: list[str], ready: bytes, rng: random.Random,
                 longest_s: float) -> None:
    """Run ``python -c code *args``, wait for the line ``ready``, sleep, kill -9, reap."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE,
                             env=env)
    try:
        assert child.stdout is not None and child.stdout.readline() == ready
        time.sleep(rng.uniform(0.0, longest_s))
    finally:
        child.kill()
        child.wait()
        if child.stdout is not None:
            child.stdout.close()
