"""The app's SHA-256 is the standard one, without OpenSSL."""

from __future__ import annotations

import hashlib
import subprocess
import sys

from cadogan.digest import sha256


def test_the_digests_are_sha256s():
    for data in (b"", b"canfield_or_klondike:7", "Cæsar ♥".encode()):
        assert sha256(data).hexdigest() == hashlib.sha256(data).hexdigest()


def test_dealing_saving_and_reading_layouts_load_no_openssl():
    code = (
        "import sys; from cadogan import core; from cadogan.layout import loader; "
        "s = core.Session.new('canfield_or_klondike', 7); s.play(s.legal_moves()[0]); core.loads(core.dumps(s)); "
        "loader.load_layout('canfield_or_klondike'); "
        "print(sorted(m for m in ('_hashlib', 'hashlib', '_ssl', 'secrets') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
