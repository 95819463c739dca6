"""Fixtures for the packaging tests: a fake bundle laid out by the real
staging code, and a throwaway HOME to install it into."""

from __future__ import annotations

import importlib.util
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.cadogan.Cadogan"


def _load_stage():
    spec = importlib.util.spec_from_file_location("cadogan_stage", PACKAGING / "stage.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


stage = _load_stage()


def make_fake_app(folder: Path, marker: str = "one") -> Path:
    """What PyInstaller leaves: a ``cadogan`` program and ``_internal/``."""
    folder.mkdir(parents=True)
    program = folder / "cadogan"
    program.write_text(f'#!/bin/sh\necho "fake cadogan {marker} $*"\n')
    program.chmod(0o755)
    internal = folder / "_internal"
    (internal / "lib").mkdir(parents=True)
    (internal / "lib" / f"lib{marker}.so").write_bytes(b"\x7fELF fake")
    (internal / "base_library.zip").write_bytes(b"PK fake")
    (internal / "libfake.so").symlink_to("lib/lib" + marker + ".so")
    return folder


def make_bundle(tmp: Path, marker: str = "one") -> Path:
    app = make_fake_app(tmp / f"pyinstaller-{marker}", marker)
    target = tmp / f"bundle-{marker}" / "cadogan-test-linux-x86_64"
    target.parent.mkdir()
    stage.stage(app, target)
    return target


def tree(root: Path) -> set[str]:
    """Every path under ``root`` (files, links and folders), relative."""
    found = set()
    for folder, dirs, files in os.walk(root):
        for name in dirs + files:
            found.add(os.path.relpath(os.path.join(folder, name), root))
    return found


def run_script(script: Path, home: Path, *args: str, **extra_env: str) -> subprocess.CompletedProcess:
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", **extra_env}
    return subprocess.run(["sh", str(script), *args], env=env, capture_output=True, text=True, timeout=60, check=False)


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    return make_bundle(tmp_path)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    home = tmp_path / "home"
    # Things the user already has, which install and uninstall must leave be.
    (home / ".local" / "bin").mkdir(parents=True)
    (home / ".local" / "bin" / "other-tool").write_text("#!/bin/sh\n")
    (home / ".local" / "share" / "applications").mkdir(parents=True)
    (home / ".local" / "share" / "applications" / "other.desktop").write_text("[Desktop Entry]\n")
    return home
