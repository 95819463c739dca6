"""No robustness test touches the player's files: settings, saves and
statistics go to a temporary folder."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("CADOGAN_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("CADOGAN_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    return tmp_path
