"""One copy of the app at a time, per data folder.

The first copy holds a lock file in the data folder and listens on a local
socket. A second start asks the first to come to the front (and to open the
saved game it was given), then ends. Where the lock is held but the first
copy cannot be reached, the second copy works read-only: it saves neither
the game nor the statistics, and says so, so the two never overwrite each
other's files. Where the data folder cannot be made (a file is in the way)
the copy works read-only too, and says which path is in the way.

Nobody else may take the player's requests: the socket lives in a folder
only the player can enter (``$XDG_RUNTIME_DIR``, else a 0700 folder of the
data folder or of the temporary folder), and on Linux each side checks the
other's user (``SO_PEERCRED``). A request is answered once: the first copy
answers ``ok``, and acts only when the second confirms with ``go``; a second
copy that gave up waiting (the first was stopped, say) never confirms, so a
request read late is dropped rather than played over the player's game.
"""

from __future__ import annotations

import contextlib
import os
import stat
import struct
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject

from ...digest import sha256
from ...fileio import make_private, private_folder
from .. import i18n
from ..i18n import QT_TRANSLATE_NOOP
from .settings import data_dir
from .wording import translate


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
RUN_FOLDER = "run"  # the socket's folder in the data folder, where there is no $XDG_RUNTIME_DIR
CONNECT_MS = 1000
RAISE = "raise"
OPEN = "open "
OK = b"ok"
GO = "go"  # the second copy's confirmation: only then does the first act
MAX_SOCKET_PATH = 100  # a local socket's path is at most 104 to 108 bytes, by platform

READ_ONLY_MESSAGE = QT_TRANSLATE_NOOP(
    "Storage", "Another copy of Cadogan is running: this one saves nothing (the game and statistics are theirs)."
)


def read_only_message() -> str:
    """:data:`READ_ONLY_MESSAGE` in the language spoken."""
    return translate("Storage", READ_ONLY_MESSAGE)


def server_name(folder: Path | None = None) -> str | None:
    """Where this user's copy for this data folder listens (two test folders,
    two apps): a socket path in a private folder, or a name (Windows: a named
    pipe only this user may open). None where no private folder can be had."""
    digest = sha256(str((folder or data_dir()).resolve()).encode()).hexdigest()[:16]
    name = f"cadogan-{digest}"
    if os.name == "nt" or not hasattr(os, "getuid"):
        return name
    for base in _socket_folders(folder or data_dir()):
        if base is not None and len(str(base / name)) <= MAX_SOCKET_PATH and _is_private(base):
            return str(base / name)
    return None


def _socket_folders(folder: Path):
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    yield Path(runtime) if runtime and Path(runtime).is_absolute() else None
    yield _made(folder / RUN_FOLDER)
    yield _made(Path(tempfile.gettempdir()) / f"cadogan-{os.getuid()}")


def _made(folder: Path) -> Path | None:
    try:
        private_folder(folder)
    except OSError:
        return None
    make_private(folder)  # one of ours left open: closed (another user's is refused below)
    return folder


def _is_private(folder: Path) -> bool:
    """A real folder (no link), of this user, that nobody else may enter."""
    try:
        info = os.lstat(folder)
    except OSError:
        return False
    return stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid() and not info.st_mode & 0o077


def peer_user(socket) -> int | None:
    """The user id of the process at the other end of a connected local
    socket, where the platform tells it (Linux: SO_PEERCRED); else None."""
    import socket as pysocket  # only when a second start calls: not at every start

    option = getattr(pysocket, "SO_PEERCRED", None)
    if option is None or os.name == "nt":
        return None
    fd = int(socket.socketDescriptor())
    if fd < 0:
        return None
    try:
        with pysocket.fromfd(fd, pysocket.AF_UNIX, pysocket.SOCK_STREAM) as copy:  # a duplicate: Qt keeps its own
            _pid, uid, _gid = struct.unpack("3i", copy.getsockopt(pysocket.SOL_SOCKET, option, struct.calcsize("3i")))
    except OSError:
        return None
    return uid


def _same_user(socket) -> bool:
    uid = peer_user(socket)
    return uid is None or uid == os.getuid()


def folder_problem(folder: Path) -> str | None:
    """Make the data folder (0700), and close the player's files in it to
    other users; a sentence saying why it cannot be made, naming the path in
    the way, or None."""
    try:
        private_folder(folder)
    except OSError as exc:
        blocker = _in_the_way(folder)
        if blocker is not None:
            if blocker == folder:
                why = i18n.fill(translate("Storage", "%1 is a file where Cadogan's data folder should be"), blocker)
            else:
                why = i18n.fill(
                    translate(
                        "Storage", "%1 is a file where a folder should be, on the way to Cadogan's data folder %2"
                    ),
                    blocker,
                    folder,
                )
            return i18n.fill(
                translate(
                    "Storage", "%1: this copy saves nothing (neither the game nor the statistics). Move that file away."
                ),
                why,
            )
        return i18n.fill(
            translate("Storage", "Cadogan's data folder %1 cannot be made (%2): this copy saves nothing."),
            folder,
            exc.strerror or exc,
        )
    make_private(folder)
    with contextlib.suppress(OSError):
        for each in (*folder.iterdir(), *(folder / "games").glob("*")):
            make_private(each)
    return None


def _in_the_way(folder: Path) -> Path | None:
    for each in (folder, *folder.parents):
        if each.exists() or each.is_symlink():
            return None if each.is_dir() else each
    return None


class Instance(QObject):
    """This copy's claim on the data folder. ``state`` is ``"first"`` (we
    hold the lock and listen), ``"handed-over"`` (another copy took our
    request: end now) or ``"read-only"`` (another copy holds the folder and
    cannot be reached, or the folder cannot be made: ``problem`` says why)."""

    def __init__(self, folder: Path | None = None, request: str = RAISE, listen: bool = True) -> None:
        super().__init__()
        self.folder = folder or data_dir()
        self.on_request: Callable[[str], None] | None = None
        self.server = None  # QLocalServer, once listening
        self.lock: QLockFile | None = None
        self.problem = folder_problem(self.folder)
        if self.problem is not None:
            self.state = "read-only"
            return
        self.lock = QLockFile(str(self.folder / LOCK_NAME))
        # Never stale by age (the first copy may run for days); a lock whose
        # process is gone is still taken over.
        self.lock.setStaleLockTime(0)
        if self.lock.tryLock(100):
            self.state = "first"
            make_private(self.folder / LOCK_NAME)  # Qt makes it as the umask says
            if listen:  # (else the app listens once its window is painted: see listen())
                self.listen()
        elif _send(server_name(self.folder), request):
            self.state = "handed-over"
        else:
            self.state = "read-only"
            self.problem = read_only_message()

    def listen(self) -> None:
        """Take requests from later starts of the app (the first copy only)."""
        if self.state != "first" or self.server is not None:
            return
        QLocalServer, _socket = _network()
        name = server_name(self.folder)
        if QLocalServer is None or name is None:
            return
        QLocalServer.removeServer(name)  # a socket left by a crashed copy
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if self.server.listen(name):
            self.server.newConnection.connect(self._accept)

    def _accept(self) -> None:
        while self.server is not None and self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            if not _same_user(socket):
                socket.abort()  # another user's: not a word
                socket.deleteLater()
                continue
            socket.setProperty("request", None)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._read(socket)

    def _read(self, socket) -> None:
        while socket.canReadLine():
            text = bytes(socket.readLine().data()).decode("utf-8", "replace").rstrip("\n")
            request = socket.property("request")
            if request is None:  # the request: answer, then wait for its confirmation
                socket.setProperty("request", text)
                socket.write(OK + b"\n")
                socket.flush()
            elif text == GO:  # confirmed: played once
                socket.setProperty("request", "")
                if request and self.on_request is not None:
                    self.on_request(request)
                socket.disconnectFromServer()
                return

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.state == "first" and self.lock is not None:
            self.lock.unlock()


def _send(name: str | None, request: str) -> bool:
    """Hand ``request`` to the copy listening on ``name``; True if it
    answered and the request was confirmed (it will act on it, once). A first
    copy that has just started listens once its window is painted:
    connecting is tried again for a while."""
    _server, QLocalSocket = _network()
    if QLocalSocket is None or name is None:
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
    if not _same_user(socket):
        socket.abort()  # another user's socket: never tell them anything
        return False
    socket.write((request.replace("\n", " ") + "\n").encode("utf-8"))
    socket.flush()
    answered = socket.waitForReadyRead(CONNECT_MS) and bytes(socket.readAll().data()).startswith(OK)
    if answered:
        socket.write(f"{GO}\n".encode())
        socket.flush()
        socket.waitForBytesWritten(CONNECT_MS)
    socket.disconnectFromServer()
    return answered


def request_for(file: str | None) -> str:
    """The request a second start hands over: open ``file`` (as an absolute
    path: the first copy runs elsewhere), or come to the front."""
    if not file:
        return RAISE
    try:
        path = Path(file).resolve()
    except (OSError, RuntimeError):  # a symbolic link loop: the first copy says what is wrong
        path = Path(file).absolute()
    return f"{OPEN}{path}"
