"""Basra's modules import one another in one direction: no circle, type-only ones included.

Every ``import`` counts, also those under ``TYPE_CHECKING`` or inside a function, since a
circle through them still ties the modules together.
"""

from __future__ import annotations

import ast
from pathlib import Path

import games.basra

PACKAGE = Path(games.basra.__file__).parent


def _imports() -> dict[str, set[str]]:
    """Each Basra module and the Basra modules it imports (by short name)."""
    names = {p.stem for p in PACKAGE.glob("*.py")}
    graph: dict[str, set[str]] = {}
    for path in PACKAGE.glob("*.py"):
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                parts = node.module.split(".")
                if parts[:2] == ["games", "basra"]:
                    found |= {parts[2]} if len(parts) > 2 else \
                        {a.name for a in node.names if a.name in names}
            elif isinstance(node, ast.Import):
                found |= {a.name.split(".")[2] for a in node.names
                          if a.name.startswith("games.basra.")}
        graph[path.stem] = found - {path.stem}
    return graph


def _circle(graph: dict[str, set[str]]) -> list[str]:
    """One import circle, as the modules along it ([] when there is none)."""
    done: set[str] = set()

    def walk(name: str, path: list[str]) -> list[str]:
        if name in path:
            return path[path.index(name):] + [name]
        if name in done:
            return []
        for target in sorted(graph.get(name, ())):
            found = walk(target, [*path, name])
            if found:
                return found
        done.add(name)
        return []

    for start in sorted(graph):
        found = walk(start, [])
        if found:
            return found
    return []


def test_no_import_circle_in_basra() -> None:
    graph = _imports()
    assert {"input", "program", "rules", "table", "layout"} <= graph.keys()
    assert _circle(graph) == []


def test_the_circle_finder_finds_a_circle() -> None:
    assert _circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _circle({"a": {"b"}, "b": set()}) == []
