"""The app's own files, read and written safely (pure Python, no Qt).

Every file the app writes (the game in progress, statistics, a named save)
goes through :func:`atomic_write`: a temporary file in the same folder,
flushed to disk, renamed over the old one, and the folder flushed too, so a
crash or a full disk leaves the old file or the new one, never half of one,
and never a stray temporary file. :func:`read_limited` refuses what is not a
plain file (a named pipe would block for ever) or is too big to be ours,
before reading it. :func:`set_aside` keeps a damaged file under a new name.

The player's files are private: every file written is readable by its owner
alone (0600), and the folders the app makes for them, :func:`private_folder`,
are entered by the owner alone (0700).
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
FILE_MODE = 0o600  # the player's own files: nobody else reads them
FOLDER_MODE = 0o700
STALE_TEMP_SECONDS = 60  # older temporary files of ours are left-overs of a crash


class FileRefused(OSError):
    """A file that is not read at all (not a plain file, or too big); the
    message says why in a player's words."""


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of the plain file ``path``, refusing anything else (a
    folder, a named pipe, a device) and any file over ``limit`` bytes without
    reading it. OSError (FileNotFoundError, PermissionError, FileRefused)
    when it cannot be read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)  # non-blocking: opening a pipe with no writer returns at once
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(f"{path} is not a plain file")
        if info.st_size > limit:
            raise FileRefused(f"{path} is too big ({_size(info.st_size)}; at most {_size(limit)} expected)")
        chunks = []
        left = limit + 1  # a file that grows while being read is refused too
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
        if len(data) > limit:
            raise FileRefused(f"{path} is too big (more than {_size(limit)})")
        return data
    finally:
        os.close(fd)


def _size(n: int) -> str:
    for unit in ("bytes", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1024
    return str(n)


def atomic_write(path: Path, data: bytes, private: bool = True) -> None:
    """Replace ``path`` by ``data`` atomically and durably; OSError when it
    cannot be done (then nothing is left behind and the old file stays).
    The app's own files are ``private`` (0600, in folders made 0700); a file
    the player names elsewhere (a named save) gets the permissions of the
    file it replaces, or those the user's umask gives a new file."""
    path = Path(path)
    if private:
        private_folder(path.parent)
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        try:
            if hasattr(os, "fchmod"):
                os.fchmod(fd, FILE_MODE if private else _mode_for(path))
            _write_all(fd, data)
        finally:
            os.close(fd)
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    sync_folder(path.parent)


def private_folder(folder: Path) -> None:
    """Make ``folder`` and any missing parents, each entered by the owner
    alone (0700); folders already there are left as they are. OSError when it
    cannot be made (FileExistsError or NotADirectoryError: a file is in the way)."""
    folder = Path(folder)
    missing = []
    while not folder.is_dir():
        missing.append(folder)
        if folder.parent == folder:
            break
        folder = folder.parent
    for each in reversed(missing):
        try:
            os.mkdir(each, FOLDER_MODE)
        except FileExistsError:
            if not each.is_dir():
                raise
        else:
            with contextlib.suppress(OSError):
                os.chmod(each, FOLDER_MODE)  # whatever the umask


def make_private(path: Path) -> None:
    """Take other users' access away from ``path``, one of the player's own
    files or folders (left by an older version, 0644 or 0755), if it is
    theirs; a symbolic link is left alone."""
    with contextlib.suppress(OSError):
        info = os.lstat(path)
        if stat.S_ISLNK(info.st_mode) or not stat.S_IMODE(info.st_mode) & 0o077:
            return
        if hasattr(os, "getuid") and info.st_uid != os.getuid():
            return
        os.chmod(path, FOLDER_MODE if stat.S_ISDIR(info.st_mode) else stat.S_IMODE(info.st_mode) & 0o700)


def _mode_for(path: Path) -> int:
    """The permissions of the file being replaced, or those the user's umask
    gives a new file."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


def append_durable(path: Path, data: bytes) -> None:
    """Append ``data`` to ``path`` and flush it to disk (a journal line). A
    crash may leave the last line cut short; readers drop such a line."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
    try:
        _write_all(fd, data)
    finally:
        os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    """Write every byte (a write may take only part) and flush to disk."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]
    os.fsync(fd)


def sync_folder(folder: Path) -> None:
    """Flush a folder's entries (a rename) to disk, where the system allows."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the rename is done anyway
    finally:
        os.close(fd)


def remove_stale_temps(path: Path) -> None:
    """Remove temporary files :func:`atomic_write` left beside ``path`` when
    the app was killed mid-write (only old ones: another copy may be writing)."""
    now = time.time()
    with contextlib.suppress(OSError):
        for temp in Path(path).parent.glob(f".{Path(path).name}.*{TEMP_SUFFIX}"):
            with contextlib.suppress(OSError):
                if now - temp.stat().st_mtime > STALE_TEMP_SECONDS:
                    temp.unlink()


def aside_path(path: Path) -> Path:
    """A free name ``<name>.damaged-<time>[-n]`` beside ``path``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while aside.exists() or aside.is_symlink():
        aside = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        n += 1
    return aside


def move_aside(path: Path) -> Path | OSError:
    """Rename a file that cannot be read to ``<name>.damaged-<time>`` (never
    over an earlier one) so nothing is lost: the name it has now, or the
    error that kept it where it was."""
    path = Path(path)
    aside = aside_path(path)
    try:
        path.rename(aside)
    except OSError as rename_error:
        return rename_error
    sync_folder(path.parent)
    return aside


def set_aside(path: Path) -> str:
    """:func:`move_aside`, and say where the file went (in English; the
    window's storage says it translated, ``cadogan.ui.storage.wording``)."""
    moved = move_aside(path)
    if isinstance(moved, OSError):
        return f"it could not be set aside ({moved.strerror or moved})"
    return f"it was kept as {moved}"
