"""Is a text of ours in our own words? Runs of eight words shared with the seed files.

The seed files (the original instructions, in ``../shared/seeds`` beside the repository)
are the specification, but their sentences must not reach the screen. A fresh clone in CI
has no ``../shared`` beside it, so the checks compare against ``tests/seed_prints``: a
fingerprint of every eight-word run of each seed (48 bits of its SHA-1), which holds none
of the seed's words. ``python -m tests.games.seed_copy ../shared/seeds`` writes the
prints again; ``test_the_prints_are_those_of_the_seeds`` says when they no longer match.
"""

from __future__ import annotations

import hashlib
import re
import sys
from pathlib import Path

RUN = 8
"""No run of this many words may match the seed."""
PRINTS = Path(__file__).resolve().parents[1] / "seed_prints"
SEEDS = Path(__file__).resolve().parents[2].parent / "shared" / "seeds"
_LINE_NUMBER = re.compile(r"^\s*\d+\.\s", re.MULTILINE)  # "  12. " added where the seed was found


def words(text: str) -> list[str]:
    """Lower-case words with punctuation, line numbers and spacing taken out."""
    text = _LINE_NUMBER.sub(" ", text).lower().replace("'", "")
    return re.findall(r"[a-z0-9]+", text)


def _runs(text: str, length: int = RUN) -> list[str]:
    found = words(text)
    return [" ".join(found[i:i + length]) for i in range(len(found) - length + 1)]


def fingerprint(run: str) -> str:
    """48 bits of the run's SHA-1: a false match among a few thousand runs of ours against
    a few thousand of a seed is about one in ten million."""
    return hashlib.sha1(run.encode()).hexdigest()[:12]


def prints_of(text: str) -> set[str]:
    """The fingerprints of every eight-word run of ``text``."""
    return {fingerprint(run) for run in _runs(text)}


def seed_prints(seed_name: str) -> set[str]:
    """The stored fingerprints of seed file ``seed_name`` (e.g. ``000_6bb918014d35f3f1.txt``)."""
    return set((PRINTS / seed_name).read_text(encoding="ascii").split())


def shared_runs(ours: str, theirs: str | set[str]) -> list[str]:
    """Every run of ours found in ``theirs``: a text, or a set of fingerprints."""
    prints = prints_of(theirs) if isinstance(theirs, str) else theirs
    return sorted({run for run in _runs(ours) if fingerprint(run) in prints})


def copied_from_seed(ours: str, seed_name: str) -> list[str]:
    """The runs of ``ours`` that stand in the seed ``seed_name``."""
    return shared_runs(ours, seed_prints(seed_name))


def write_prints(seeds: Path) -> None:
    """Write ``tests/seed_prints/NAME`` for every seed ``NAME`` in ``seeds``."""
    PRINTS.mkdir(exist_ok=True)
    for seed in sorted(seeds.glob("*.txt")):
        if seed.name.lower() == "readme.txt":
            continue
        prints = prints_of(seed.read_text(encoding="utf-8", errors="replace"))
        (PRINTS / seed.name).write_text("".join(p + "\n" for p in sorted(prints)),
                                        encoding="ascii")


if __name__ == "__main__":
    write_prints(Path(sys.argv[1]) if len(sys.argv) > 1 else SEEDS)
