"""Spare PySide6's look at each module's source text at start.

Once imported, PySide6 watches every ``import`` statement: the first time a
module imports anything, it reads that module's whole source file to see
whether it names PySide6 (such modules may switch on PySide's optional
"features", snake_case names and true properties). Cadogan uses none of
these features, and the reading costs about 10 ms of a start (a hundred
modules, ours and the standard library's). Marking the app's own modules as
looked at beforehand spares it; PySide6's answer would have made no
difference, since no module selects a feature.
"""

from __future__ import annotations

import os
import sys

# Standard modules the table imports after PySide6 (reading them is wasted too).
_STANDARD = [
    "abc",
    "argparse",
    "array",
    "atexit",
    "base64",
    "binascii",
    "builtins",
    "collections",
    "collections.abc",
    "configparser",
    "contextlib",
    "decimal",
    "encodings",
    "errno",
    "fractions",
    "gc",
    "hashlib",
    "hmac",
    "itertools",
    "json",
    "locale",
    "math",
    "numbers",
    "operator",
    "random",
    "site",
    "sysconfig",
    "select",
    "selectors",
    "shutil",
    "socket",
    "stat",
    "struct",
    "tempfile",
    "threading",
    "time",
    "typing",
]


def app_modules(root: str | None = None) -> list[str]:
    """The dotted names of the ``cadogan`` package's modules, from its files
    (none in a bundle, whose modules have no source to read anyway)."""
    root = root or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    names = []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = [name for name in subfolders if not name.startswith(("_", "."))]
        package = "cadogan" + folder[len(root) :].replace(os.sep, ".")
        for file in files:
            if file.endswith(".py"):
                names.append(package if file == "__init__.py" else f"{package}.{file[:-3]}")
    return names


def spare_source_checks() -> int:
    """Mark the app's modules, the standard ones it uses and every module
    already loaded as already checked by PySide6's feature watch; returns how many were marked (0 where
    this PySide6 keeps its table elsewhere: the start is then only slower)."""
    import PySide6  # noqa: F401  (loads shiboken, which installs the watch)

    table = getattr(sys.modules.get("shibokensupport.feature"), "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return 0
    marked = 0
    for name in (*app_modules(), *_STANDARD, *list(sys.modules)):
        if name not in table:
            # 0: "uses PySide, no feature selected", what the check finds for
            # the table's modules; the core's would get -1, which means the same
            # while no module selects a feature.
            table[name] = 0
            marked += 1
    return marked
