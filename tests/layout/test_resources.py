"""Data folders are found in a checkout, a PyInstaller bundle and a wheel
install's share/cadogan."""

from __future__ import annotations

import sys

import pytest

from cadogan import resources


def test_checkout_folders_exist():
    assert (resources.layouts_dir() / "la_belle_lucie.toml").is_file()
    assert resources.assets_dir().is_dir()


def test_bundle_comes_first(tmp_path, monkeypatch):
    (tmp_path / "layouts").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.layouts_dir() == tmp_path / "layouts"


def test_wheel_install_location_is_searched(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "prefix", str(tmp_path))
    assert tmp_path / "share" / "cadogan" / "layouts" in resources._candidates("layouts")


def test_missing_folder_is_reported():
    with pytest.raises(FileNotFoundError, match="no-such-folder"):
        resources._find("no-such-folder")
