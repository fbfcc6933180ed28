"""ARCHITECTURE.md says what the code does: the files it names exist, and what it says
about threads and saved games matches the imports."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEXT = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")


def _section(title: str) -> str:
    return TEXT.partition(title)[2].partition("\n#")[0]


def _imports(path: Path, name: str) -> bool:
    return re.search(rf"^\s*(from {re.escape(name)}\b|import {re.escape(name)}\b)",
                     path.read_text(encoding="utf-8"), re.MULTILINE) is not None


def test_every_path_it_names_exists() -> None:
    named = {p.rstrip("/") for p in re.findall(r"`([\w./-]+/[\w./-]*)`", TEXT)
             if not p.startswith(("python", "-"))}
    # a path under retro/ may be written from there (``frontend/layout.py``)
    missing = sorted(p for p in named
                     if not any((base / p).exists() for base in (ROOT, ROOT / "retro")))
    assert missing == []


def test_the_files_adding_a_game_names_are_basras_own() -> None:
    bare = set(re.findall(r"`(\w+\.py)`", _section("### Adding a game")))
    missing = sorted(name for name in bare
                     if not (ROOT / "games" / "basra" / name).exists()
                     and not (ROOT / "games" / "_shared" / name).exists())
    assert missing == []


def test_every_module_with_a_thread_or_a_lock_is_named_where_threads_are_explained() -> None:
    paragraph = TEXT.partition("**Why threads and not generators.**")[2].partition("\n\n")[0]
    paragraph = " ".join(paragraph.split())
    users = sorted(p.relative_to(ROOT / "retro").as_posix()
                   for p in (ROOT / "retro").rglob("*.py") if _imports(p, "threading"))
    assert not any(_imports(p, "threading") for p in (ROOT / "games").rglob("*.py"))
    assert [u for u in users if f"`{u}`" not in paragraph] == []


def test_the_saved_game_line_names_every_game_that_keeps_one() -> None:
    line = next(line for line in TEXT.splitlines() if "saved_game.py" in line)
    files = sorted({name for p in (ROOT / "games").glob("*/*.py")
                    if _imports(p, "games._shared.saved_game")
                    for name in re.findall(r'"([A-Z0-9]+\.TMP)"', p.read_text())})
    assert files and [f for f in files if f not in line] == []
