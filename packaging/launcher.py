"""PyInstaller entry point: the ``cadogan`` command inside the bundle."""

import os
import sys

# Started with no locale at all (env -i, some service managers), Qt warns that
# it is switching to UTF-8; say so up front, as Python itself does outside a bundle.
if not any(os.environ.get(name) for name in ("LC_ALL", "LC_CTYPE", "LANG")):
    os.environ["LC_CTYPE"] = "C.UTF-8"

from cadogan.cli import main

if __name__ == "__main__":
    sys.exit(main())
