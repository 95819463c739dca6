"""The blocks package's docstrings and exports follow the code."""

from __future__ import annotations

from tests.core.blocks.used_by import drift


def test_used_by_lines_and_exports_are_current() -> None:
    assert drift() == [], "run: python -m tests.core.blocks.used_by --write"
