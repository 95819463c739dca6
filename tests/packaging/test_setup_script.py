"""`.ci/setup` run again with nothing to do is quick: the venv keeps a stamp
of what it was built from, and pip runs only when that changed. (Checked in
a copy of the script with a stand-in python3 that records being called, so
no network or real install is needed.)"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _tree(tmp_path: Path) -> tuple[Path, Path, dict[str, str]]:
    tree = tmp_path / "tree"
    (tree / ".ci").mkdir(parents=True)
    shutil.copy(ROOT / ".ci" / "setup", tree / ".ci" / "setup")
    shutil.copy(ROOT / "pyproject.toml", tree / "pyproject.toml")
    (tree / "translations").mkdir()
    shutil.copy(ROOT / "translations" / "compile", tree / "translations" / "compile")  # (no catalogue here)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    calls = tmp_path / "calls"
    # A stand-in python3: records the call and builds a venv with a python and the cadogan command.
    fake = bin_dir / "python3"
    fake.write_text(
        "#!/bin/sh\n"
        f'echo "$@" >> {calls}\n'
        'if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then\n'
        '  mkdir -p "$3/bin"\n'
        f'  cp "$0" "$3/bin/python"; printf "#!/bin/sh\\n" > "$3/bin/cadogan"; chmod +x "$3/bin/cadogan"\n'
        "fi\n"
    )
    fake.chmod(0o755)
    # Only the tools the script needs (no apt-get: the system part is not tried here).
    for tool in ("cat", "sha256sum", "cut", "dirname", "id", "mkdir", "cp", "printf", "chmod", "sh", "echo", "bash"):
        found = shutil.which(tool)
        if found:
            (bin_dir / tool).symlink_to(found)
    env = {**os.environ, "PATH": str(bin_dir)}
    return tree, calls, env


def _setup(tree: Path, env: dict[str, str]) -> float:
    start = time.monotonic()
    subprocess.run(
        [shutil.which("bash"), str(tree / ".ci" / "setup")], cwd=tree, env=env, check=True, capture_output=True
    )
    return time.monotonic() - start


def test_a_repeated_setup_with_nothing_to_do_is_quick_and_runs_no_pip(tmp_path):
    tree, calls, env = _tree(tmp_path)
    _setup(tree, env)
    first = calls.read_text()
    assert "venv" in first and "pip install" in first
    assert (tree / ".venv" / ".cadogan-setup-stamp").is_file()
    calls.write_text("")
    took = _setup(tree, env)
    assert calls.read_text() == ""  # neither venv nor pip ran again
    assert took < 2.0


def test_a_changed_pyproject_or_a_lost_venv_sets_up_again(tmp_path):
    tree, calls, env = _tree(tmp_path)
    _setup(tree, env)
    calls.write_text("")
    with (tree / "pyproject.toml").open("a") as file:
        file.write("\n# a new dependency\n")
    _setup(tree, env)
    assert "pip install" in calls.read_text()
    calls.write_text("")
    (tree / ".venv" / "bin" / "cadogan").unlink()
    _setup(tree, env)
    assert "pip install" in calls.read_text()


def test_the_readme_says_the_app_starts_alone_once_set_up():
    readme = (ROOT / "README.md").read_text()
    assert readme.count("```sh") == 2  # the two commands: play, test
    assert "`.venv/bin/cadogan` alone starts the app" in readme
