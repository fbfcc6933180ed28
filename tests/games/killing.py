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


def saving_player(game: str, script: str, before: str = "",
                  saves: str = "int(sys.argv[2])") -> str:
    """The code of a child that plays ``game`` headless (``python -c``, seed in argv[1])
    and says ``saved`` after each save of its kept game; after ``saves`` saves it waits
    to be killed, so a kill never comes after the game is over and its file gone.

    ``before`` runs first (a quicker computer player, the keys of ``script``).
    """
    return f"""
import sys, time
from games.{game} import keeping, program
from retro import Script, run_headless
from retro.options import Options
{before}
saving = keeping.save
saves = 0
def save(*args):
    global saves
    problem = saving(*args)
    saves += 1
    print("saved", flush=True)
    if saves >= {saves}:
        time.sleep(3600)  # the kill comes meanwhile
    return problem
keeping.save = save
run_headless(program.main, seed=int(sys.argv[1]), script={script},
             options=Options(intro=False, sound=False))
"""
