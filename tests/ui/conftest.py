"""Fixtures for the table's tests: every test here is a GUI test, and none
touches the player's settings or saved game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths

HERE = Path(__file__).parent


def pytest_collection_modifyitems(config, items):
    for item in items:
        if HERE in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.gui)
            # The offscreen platform says so whenever a window is shown.
            item.add_marker(pytest.mark.qt_log_ignore("propagateSizeHints"))


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    """Settings and saves go to a temporary folder, never the user's."""
    QStandardPaths.setTestModeEnabled(True)
    monkeypatch.setenv("CADOGAN_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("CADOGAN_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    return tmp_path
