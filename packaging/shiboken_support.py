"""Unpack PySide's signature helpers beside shiboken6, compiled.

shiboken6 carries the Python package its signatures and enums rely on
(``shibokensupport``) inside its library, and at every start compiles it
from that copy: about 100M instructions, 20 ms of a start, in any PySide6
app. Its own documented switch ``SBK_EMBED=0`` unpacks the files once into
``shiboken6/files.dir``; from then on every start imports them as ordinary
modules. Compiled here with hashes that are not checked against the source
(the files never change once unpacked), their ``.pyc`` files stay valid
wherever the bundle copies them.

    python packaging/shiboken_support.py      # prints the folder

Run by ``.ci/setup`` after each install of the dependencies, and by
``packaging/cadogan.spec``, which ships the folder in the bundle. Each run
first removes what an earlier version unpacked (``SBK_EMBED=1``).
"""

from __future__ import annotations

import compileall
import importlib.util
import os
import py_compile
import subprocess
import sys
from pathlib import Path


def shiboken_dir() -> Path:
    spec = importlib.util.find_spec("shiboken6")
    if spec is None or not spec.submodule_search_locations:
        raise SystemExit("shiboken_support: shiboken6 is not installed in this Python")
    return Path(next(iter(spec.submodule_search_locations)))


def unpack() -> Path:
    """Unpack and compile the helpers afresh; returns ``shiboken6/files.dir``."""
    for switch in ("1", "0"):  # 1: remove an earlier unpacking; 0: unpack this version's files
        env = {**os.environ, "SBK_EMBED": switch}
        subprocess.run([sys.executable, "-c", "import shiboken6"], env=env, check=True)
    files = shiboken_dir() / "files.dir"
    if not (files / "shibokensupport").is_dir():
        raise SystemExit(f"shiboken_support: SBK_EMBED=0 did not unpack {files}")
    mode = py_compile.PycInvalidationMode.UNCHECKED_HASH
    # Both levels: a venv runs plain, the bundle optimised (the spec's optimize=1).
    if not compileall.compile_dir(files, quiet=1, invalidation_mode=mode, optimize=[0, 1]):
        raise SystemExit(f"shiboken_support: {files} did not compile")
    return files


if __name__ == "__main__":
    print(unpack())
