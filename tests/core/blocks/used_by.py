"""Keep the blocks package's bookkeeping true: each block module's docstring
names the games that use it ("Used by: …"), and ``blocks/__init__.py``
re-exports every public name of every module.

    python -m tests.core.blocks.used_by --write   # rewrite both from the code

``test_used_by.py`` fails when either has drifted from the code.
"""

from __future__ import annotations

import ast
import re
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
BLOCKS = ROOT / "cadogan" / "core" / "blocks"
GAMES = ROOT / "cadogan" / "core" / "games"
SHARED = [ROOT / "cadogan" / "core" / "marriage_tableau.py"]
USED_BY = re.compile(r"\n\nUsed by: .*?\.\n", re.S)


def modules() -> dict[str, list[str]]:
    """Each block module's public top-level names, in source order."""
    found = {}
    for path in sorted(BLOCKS.glob("*.py")):
        if path.stem == "__init__" or path.stem.startswith("_"):
            continue
        names = []
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef | ast.ClassDef):
                names.append(node.name)
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    elements = target.elts if isinstance(target, ast.Tuple) else [target]
                    names += [t.id for t in elements if isinstance(t, ast.Name)]
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                names.append(node.target.id)
        found[path.stem] = [name for name in names if not name.startswith("_")]
    return found


def users() -> dict[str, list[str]]:
    """The games (and shared game modules) naming something of each module."""
    names = modules()
    texts = {path.stem: path.read_text(encoding="utf-8") for path in [*sorted(GAMES.glob("*.py")), *SHARED]}
    texts.pop("__init__", None)
    result = {}
    for module, public in names.items():
        pattern = re.compile(r"\b(" + "|".join(map(re.escape, public)) + r")\b") if public else None
        result[module] = sorted(g for g, text in texts.items() if pattern is not None and pattern.search(text))
    return result


def used_by_line(games: list[str]) -> str:
    return textwrap.fill("Used by: " + (", ".join(games) if games else "the other blocks") + ".", 76)


def isort_key(name: str) -> tuple[int, str]:
    """ruff's order: CONSTANTS, then Classes, then functions."""
    return (0 if name.isupper() else 1 if name[0].isupper() else 2, name)


def expected_init() -> str:
    names = modules()
    lines = [
        '"""Shared building blocks: the book\'s recurring rules, written once, one',
        "module a theme.",
        "",
        "Games compose these instead of restating them; every check returns a",
        ":class:`~cadogan.core.moves.Verdict` whose reason is written for the player.",
        "Each module's docstring names the games that use it (kept true by",
        "tests/core/blocks/used_by.py).",
        '"""',
        "",
    ]
    # A name that is also a module's name is imported at once: importing that
    # module later would otherwise put the module where the name was.
    eager = {module: [name for name in public if name in names] for module, public in names.items()}
    lines += ["from importlib import import_module", ""]
    for module, public in eager.items():
        if public:
            lines.append(f"from .{module} import {', '.join(public)}")
    lines += [
        "",
        "# Where each name lives. A module is imported when a name of it is first",
        "# asked for, so a game loads only the blocks it composes (a quicker start).",
        "_MODULE = {",
    ]
    for module, public in names.items():
        lines += [f'    "{name}": "{module}",' for name in sorted(public, key=isort_key) if name not in eager[module]]
    lines += ["}", ""]
    exported = [name for public in names.values() for name in public]
    lines += ["__all__ = ["]
    lines += [f'    "{name}",' for name in sorted(exported, key=isort_key)]
    lines += [
        "]",
        "",
        "",
        "def __getattr__(name: str) -> object:",
        "    try:",
        "        module = _MODULE[name]",
        "    except KeyError:",
        '        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None',
        '    value = getattr(import_module(f".{module}", __name__), name)',
        "    globals()[name] = value",
        "    return value",
        "",
        "",
        "def __dir__() -> list[str]:",
        "    return sorted(set(globals()) | set(__all__))",
        "",
    ]
    return "\n".join(lines)


def drift() -> list[str]:
    problems = []
    for module, games in users().items():
        text = (BLOCKS / f"{module}.py").read_text(encoding="utf-8")
        if "\n\n" + used_by_line(games) + "\n" not in text:
            problems.append(f"{module}.py: its docstring should say {used_by_line(games)!r}")
    if (BLOCKS / "__init__.py").read_text(encoding="utf-8") != expected_init():
        problems.append("__init__.py does not re-export exactly every public name of the block modules")
    return problems


def write() -> None:
    for module, games in users().items():
        path = BLOCKS / f"{module}.py"
        text = path.read_text(encoding="utf-8")
        head, sep, rest = text.partition('"""')[2].partition('"""')
        body = USED_BY.sub("\n", head.rstrip("\n") + "\n").rstrip("\n")
        path.write_text('"""' + body + "\n\n" + used_by_line(games) + "\n" + sep + rest, encoding="utf-8")
    (BLOCKS / "__init__.py").write_text(expected_init(), encoding="utf-8")


if __name__ == "__main__":
    if "--write" in sys.argv:
        write()
    for problem in drift():
        print(problem)
