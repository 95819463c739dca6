"""SHA-256 without loading OpenSSL.

``hashlib`` loads OpenSSL's libcrypto (3.4 MiB of the app's memory) on import,
and Cadogan hashes only a few short texts: a deal number's seed, a saved
journal's chain, a layout file's digest, a thumbnail's and an instance's name.
Python's own built-in SHA-256 gives the same digests without it.
"""

from __future__ import annotations

try:
    from _sha2 import sha256  # Python 3.12 and later
except ImportError:  # pragma: no cover (depends on the Python)
    try:
        from _sha256 import sha256  # Python 3.11
    except ImportError:
        from hashlib import sha256  # a Python built without them

__all__ = ["sha256"]
