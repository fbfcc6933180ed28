"""The shape of the code, read from its imports: no circles, and layers that point one way.

Every import counts, the ones under ``if TYPE_CHECKING:`` and inside functions
included: a circle that only the type checker walks still ties two modules
into one, and a lazy import is a circle put off, not removed. A class that two
modules share lives in a module of its own that both import.

The layers: ``retro`` (the virtual PC) knows nothing of the games; a game's
``rules`` is pure, so nothing it reaches draws, runs a program or touches the
machine; and only ``retro.frontend`` talks to pyglet, so everything else runs
headless.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("games", "retro")
GAMES = sorted(p.parent.name for p in (ROOT / "games").glob("*/rules.py"))


def _modules() -> dict[str, Path]:
    """Every module of our packages by dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


MODULES = _modules()


def _imported_names(name: str, path: Path) -> Iterator[str]:
    """The dotted names one module imports, wherever the import stands, relative ones
    resolved. ``from a import b`` names both ``a`` and ``a.b``: ``b`` may be either a
    module or a name from ``a``'s ``__init__``."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package[:len(package) - (node.level - 1)]
                base = ".".join(up + ([base] if base else []))
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)


def _own_module(dotted: str) -> str | None:
    """The module of ours that ``dotted`` lives in, or None for the standard library
    and other packages."""
    while dotted and dotted not in MODULES:
        dotted = dotted.rpartition(".")[0]
    return dotted or None


def _graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for name, path in MODULES.items():
        targets = {_own_module(d) for d in _imported_names(name, path)}
        graph[name] = {t for t in targets if t is not None and t != name}
    return graph


GRAPH = _graph()


def _circles() -> list[list[str]]:
    """The groups of modules that import each other round a circle (strongly connected
    components of more than one module, Tarjan's algorithm without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []
    for start in GRAPH:
        if start in index:
            continue
        work = [(start, iter(sorted(GRAPH[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, successors = work[-1]
            for nxt in successors:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(GRAPH[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        circles.append(sorted(group))
    return sorted(circles)


CIRCLES = _circles()


def _game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 2 and parts[0] == "games" and parts[1] in GAMES else None


def _reached_from(start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for nxt in GRAPH[todo.pop()] - seen:
            seen.add(nxt)
            todo.append(nxt)
    return seen


def test_the_reader_finds_a_circle_a_type_only_import_makes(tmp_path: Path) -> None:
    """The test's own reader sees imports under TYPE_CHECKING and inside functions."""
    module = tmp_path / "m.py"
    module.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                      "    from games._shared.shell import Shell\n"
                      "def f():\n    from . import sibling\n    import retro.clock\n")
    names = set(_imported_names("games._shared.m", module))
    assert {"games._shared.shell.Shell", "games._shared.sibling", "retro.clock"} <= names
    assert _own_module("games._shared.shell.Shell") == "games._shared.shell"
    assert _own_module("collections.abc") is None


def test_the_games_and_the_machine_are_found() -> None:
    assert GAMES == ["basra", "pachisi", "russian_bank", "sixty_six", "spades"]
    assert {"retro.machine", "games._shared.shell", "games.fuzz"} <= MODULES.keys()


def test_no_import_circles_in_the_machine_and_the_shared_modules() -> None:
    shared = [c for c in CIRCLES if any(_game_of(m) is None for m in c)]
    assert shared == [], "import circles: " + "; ".join(" <-> ".join(c) for c in shared)


@pytest.mark.parametrize("game", GAMES)
def test_no_import_circles_inside_a_game(game: str) -> None:
    own = [c for c in CIRCLES if all(_game_of(m) == game for m in c)]
    assert own == [], "import circles: " + "; ".join(" <-> ".join(c) for c in own)


def test_the_virtual_pc_never_imports_a_game() -> None:
    wrong = {m: sorted(t for t in GRAPH[m] if t.split(".")[0] == "games")
             for m in MODULES if m.split(".")[0] == "retro"}
    assert {m: t for m, t in wrong.items() if t} == {}


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_reach_no_screen_program_or_machine(game: str) -> None:
    reached = _reached_from(f"games.{game}.rules")
    wrong = sorted(m for m in reached
                   if m.split(".")[0] == "retro" or m.rpartition(".")[2] in ("screen", "program"))
    assert wrong == []


def test_only_the_frontend_imports_pyglet() -> None:
    users = sorted(name for name, path in MODULES.items()
                   if any(d.split(".")[0] == "pyglet" for d in _imported_names(name, path)))
    assert users and all(u.startswith("retro.frontend") for u in users), users
