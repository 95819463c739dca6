"""One copy of the app at a time, per data folder.

The first copy holds a lock file in the data folder and listens on a local
socket. A second start asks the first to come to the front (and to open the
saved game it was given), then ends. Where the lock is held but the first
copy cannot be reached, the second copy works read-only: it saves neither
the game nor the statistics, and says so, so the two never overwrite each
other's files.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject

from .settings import data_dir


def _network():
    """QtNetwork's local server and socket, imported when first needed (not
    before the first copy's window is painted); (None, None) in a build
    without QtNetwork: the lock alone, and read-only second copies."""
    try:
        from PySide6.QtNetwork import QLocalServer, QLocalSocket
    except ImportError:
        return None, None
    return QLocalServer, QLocalSocket


LOCK_NAME = "cadogan.lock"
CONNECT_MS = 1000
RAISE = "raise"
OPEN = "open "

READ_ONLY_MESSAGE = "Another copy of Cadogan is running: this one saves nothing (the game and statistics are theirs)."


def server_name(folder: Path | None = None) -> str:
    """A socket name of this user's data folder (two test folders, two apps)."""
    digest = hashlib.sha256(str((folder or data_dir()).resolve()).encode()).hexdigest()[:16]
    return f"cadogan-{digest}"


class Instance(QObject):
    """This copy's claim on the data folder. ``state`` is ``"first"`` (we
    hold the lock and listen), ``"handed-over"`` (another copy took our
    request: end now) or ``"read-only"`` (another copy holds the folder and
    cannot be reached)."""

    def __init__(self, folder: Path | None = None, request: str = RAISE, listen: bool = True) -> None:
        super().__init__()
        self.folder = folder or data_dir()
        self.on_request: Callable[[str], None] | None = None
        self.server = None  # QLocalServer, once listening
        self.folder.mkdir(parents=True, exist_ok=True)
        self.lock = QLockFile(str(self.folder / LOCK_NAME))
        # Never stale by age (the first copy may run for days); a lock whose
        # process is gone is still taken over.
        self.lock.setStaleLockTime(0)
        if self.lock.tryLock(100):
            self.state = "first"
            if listen:  # (else the app listens once its window is painted: see listen())
                self.listen()
        elif _send(server_name(self.folder), request):
            self.state = "handed-over"
        else:
            self.state = "read-only"

    def listen(self) -> None:
        """Take requests from later starts of the app (the first copy only)."""
        if self.state != "first" or self.server is not None:
            return
        QLocalServer, _socket = _network()
        if QLocalServer is None:
            return
        name = server_name(self.folder)
        QLocalServer.removeServer(name)  # a socket left by a crashed copy
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if self.server.listen(name):
            self.server.newConnection.connect(self._accept)

    def _accept(self) -> None:
        while self.server is not None and self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket) -> None:
        if not socket.canReadLine():
            return
        text = bytes(socket.readLine().data()).decode("utf-8", "replace").rstrip("\n")
        socket.write(b"ok\n")
        socket.flush()
        if self.on_request is not None:
            self.on_request(text)

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.state == "first":
            self.lock.unlock()


def _send(name: str, request: str) -> bool:
    """Hand ``request`` to the copy listening on ``name``; True if it answered.
    A first copy that has just started listens once its window is painted:
    connecting is tried again for a while."""
    _server, QLocalSocket = _network()
    if QLocalSocket is None:
        return False
    socket = QLocalSocket()
    deadline = time.monotonic() + CONNECT_MS / 1000
    while True:
        socket.connectToServer(name)
        if socket.waitForConnected(CONNECT_MS):
            break
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.05)
    socket.write((request.replace("\n", " ") + "\n").encode("utf-8"))
    socket.flush()
    answered = socket.waitForReadyRead(CONNECT_MS) and bytes(socket.readAll().data()).startswith(b"ok")
    socket.disconnectFromServer()
    return answered


def request_for(file: str | None) -> str:
    return f"{OPEN}{Path(file).resolve()}" if file else RAISE
