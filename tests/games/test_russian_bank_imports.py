"""Russian Bank's modules import one another one way: no circle, type-only imports and
imports inside functions included (a class two modules share lives in a module of its
own, as ``game.Game`` and ``bank_table.BankTable`` do)."""

from __future__ import annotations

import ast
from pathlib import Path

import games.russian_bank

PACKAGE = "games.russian_bank"
FOLDER = Path(games.russian_bank.__file__).parent


def imports() -> dict[str, set[str]]:
    """Each module of the package and the package's modules it imports, anywhere in it."""
    names = {p.stem for p in FOLDER.glob("*.py") if p.stem != "__init__"}
    found: dict[str, set[str]] = {}
    for name in names:
        tree = ast.parse((FOLDER / f"{name}.py").read_text())
        used: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module == PACKAGE:
                    used |= {alias.name for alias in node.names if alias.name in names}
                elif node.module.startswith(PACKAGE + "."):
                    used.add(node.module.split(".")[2])
            elif isinstance(node, ast.Import):
                used |= {alias.name.split(".")[2] for alias in node.names
                         if alias.name.startswith(PACKAGE + ".")}
        found[name] = used - {name}
    return found


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every circle found by a depth-first walk, as the modules on it."""
    found, done = [], set()

    def walk(node: str, path: list[str]) -> None:
        if node in path:
            found.append(path[path.index(node):])
            return
        if node in done:
            return
        for other in sorted(graph.get(node, ())):
            walk(other, [*path, node])
        done.add(node)

    for start in sorted(graph):
        walk(start, [])
    return found


def test_the_walk_finds_a_circle_through_a_type_only_import() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c"]]


def test_no_module_of_russian_bank_imports_itself_round_a_circle() -> None:
    graph = imports()
    assert "rules" in graph and "game" in graph["rules"]
    assert circles(graph) == []
