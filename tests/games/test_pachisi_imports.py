"""Pachisi's modules import one another one way: no circle, type-only imports included.

A class two modules both need (the table the input reads, the state the texts describe)
lives where neither has to import the other back.
"""

from __future__ import annotations

import ast
from pathlib import Path

import games.pachisi

PACKAGE = Path(games.pachisi.__file__).parent


def imported(path: Path) -> set[str]:
    """The games.pachisi modules ``path`` imports anywhere in it (functions and
    ``if TYPE_CHECKING:`` blocks too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "games.pachisi":
                found |= {f"games.pachisi.{alias.name}" for alias in node.names}
            elif node.module.startswith("games.pachisi."):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("games.pachisi.")}
    return found


def test_no_import_circles_in_pachisi() -> None:
    graph = {f"games.pachisi.{p.stem}": imported(p) for p in PACKAGE.glob("*.py")
             if p.stem != "__init__"}
    assert len(graph) > 20
    done: set[str] = set()

    def walk(module: str, path: list[str]) -> None:
        if module in path:
            raise AssertionError(" -> ".join(path[path.index(module):] + [module]))
        if module in done or module not in graph:
            return
        for other in sorted(graph[module]):
            walk(other, [*path, module])
        done.add(module)

    for module in sorted(graph):
        walk(module, [])
