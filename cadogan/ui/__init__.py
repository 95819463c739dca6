"""The Qt card table (PySide6). Nothing here is imported by the rules core."""

from __future__ import annotations

import sys


def _guard_none_refcount() -> bool:
    """Work around PySide6 6.12.0 on Python 3.11: every call of a method
    returning nothing takes a reference to ``None`` that it never gave, so
    after a few thousand calls the interpreter aborts ("deallocating None").
    Python 3.12+ makes None immortal, and other PySide6 releases are sound;
    only when the leak is seen here is None's count raised far out of reach.
    Returns True when the guard was needed."""
    if sys.version_info >= (3, 12):
        return False
    import ctypes

    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(32):
        probe.setObjectName("probe")
    if sys.getrefcount(None) > before - 16:
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 60
    return True


NONE_GUARD = _guard_none_refcount()
