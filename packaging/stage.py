"""Lay out the tarball's top folder from a PyInstaller one-folder build.

    python packaging/stage.py APP_DIR TARGET_DIR

APP_DIR is PyInstaller's output (``cadogan`` and ``_internal/``). TARGET_DIR
gets the app, install.sh and uninstall.sh, a short README, and ``share/`` with
the desktop entry, the AppStream metainfo and the icons under their
installed names.
"""

from __future__ import annotations

import re
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

APP_ID = "io.github.cadogan.Cadogan"
PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
ICONS = ROOT / "assets" / "icons"

README = """\
Cadogan {version}: Lady Cadogan's games of patience, on a desktop card table.

Run it from here:      ./cadogan
Install for yourself:  ./install.sh          (into ~/.local; no root needed)
Remove it again:       ~/.local/opt/cadogan/uninstall.sh
Check it works:        ./cadogan --self-test

install.sh puts the app in ~/.local/opt/cadogan, a 'cadogan' command in
~/.local/bin, and a menu entry with its icon in ~/.local/share. To update,
run the newer bundle's install.sh: it replaces the installed copy. Saved
games, statistics and settings live in your desktop's standard folders
for app data and settings (under ~/.local/share and ~/.config), never in the
install folder, and survive updates and uninstalling.
"""


def project_version() -> str:
    text = (ROOT / "cadogan" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if not match:
        raise SystemExit("stage: no __version__ in cadogan/__init__.py")
    return match.group(1)


def metainfo_version(path: Path) -> str:
    release = ET.parse(path).getroot().find("releases/release")
    if release is None:
        raise SystemExit(f"stage: {path.name} lists no release")
    return release.get("version", "")


def icon_files() -> list[tuple[Path, str]]:
    """(source, path under share/icons/) for every icon the desktop gets."""
    found = [(ICONS / "cadogan.svg", f"hicolor/scalable/apps/{APP_ID}.svg")]
    for png in sorted((ICONS / "hicolor").glob("*/cadogan.png")):
        found.append((png, f"hicolor/{png.parent.name}/apps/{APP_ID}.png"))
    return found


def stage(app_dir: Path, target: Path) -> None:
    version = project_version()
    metainfo = PACKAGING / f"{APP_ID}.metainfo.xml"
    if metainfo_version(metainfo) != version:
        raise SystemExit(
            f"stage: the newest release in {metainfo.name} is {metainfo_version(metainfo)}, "
            f"but cadogan/__init__.py says {version}: add a <release> for it"
        )
    if not (app_dir / "cadogan").is_file():
        raise SystemExit(f"stage: {app_dir} holds no 'cadogan' program")
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(app_dir, target, symlinks=True)
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy2(PACKAGING / script, target / script)
        (target / script).chmod(0o755)
    share = target / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(PACKAGING / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    (share / "metainfo").mkdir()
    shutil.copy2(metainfo, share / "metainfo" / f"{APP_ID}.metainfo.xml")
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copy2(PACKAGING / f"{APP_ID}.mime.xml", share / "mime" / "packages" / f"{APP_ID}.xml")
    for source, relative in icon_files():
        destination = share / "icons" / relative
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, destination)
    (target / "README.txt").write_text(README.format(version=version), encoding="utf-8")


def main(argv: list[str]) -> int:
    if argv == ["--version"]:
        print(project_version())
        return 0
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    stage(Path(argv[0]), Path(argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
