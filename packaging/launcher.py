"""PyInstaller entry point: the ``cadogan`` command inside the bundle."""

import sys

from cadogan.cli import main

if __name__ == "__main__":
    sys.exit(main())
