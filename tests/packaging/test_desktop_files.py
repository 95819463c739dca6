"""The desktop entry, the AppStream metainfo and the icons are well-formed
and agree with each other and with the package version."""

from __future__ import annotations

import configparser
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET

import pytest

import cadogan

from .conftest import APP_ID, PACKAGING, ROOT, stage

DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
ICONS = ROOT / "assets" / "icons"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    assert parser.sections() == ["Desktop Entry"]
    return parser["Desktop Entry"]


def test_desktop_entry_has_what_a_menu_needs():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Cadogan"
    assert entry["Exec"] == "cadogan %f"  # a saved game double-clicked is opened
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    categories = entry["Categories"].split(";")
    assert categories[-1] == ""  # lists end with a semicolon
    assert {"Game", "CardGame"} <= set(categories)
    assert entry["Keywords"].endswith(";")


def test_metainfo_names_the_app_and_its_desktop_entry():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") == "cadogan"
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert root.findtext("summary") and not root.findtext("summary").endswith(".")
    assert root.findall("description/p")


def test_newest_metainfo_release_is_the_package_version():
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases, "the metainfo lists no release"
    assert releases[0].get("version") == cadogan.__version__
    assert stage.metainfo_version(METAINFO) == stage.project_version() == cadogan.__version__


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils is not installed")
def test_desktop_file_validate_accepts_the_entry():
    check = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream is not installed")
def test_appstreamcli_accepts_the_metainfo():
    check = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_every_png_icon_has_its_folder_size():
    pngs = sorted((ICONS / "hicolor").glob("*/cadogan.png"))
    sizes = {png.parent.name for png in pngs}
    assert {"16x16", "32x32", "48x48", "64x64", "128x128", "256x256", "512x512"} <= sizes
    for png in pngs:
        width, height = png_size(png.read_bytes())
        assert f"{width}x{height}" == png.parent.name


def test_svg_icon_is_square_and_self_contained():
    root = ET.parse(ICONS / "cadogan.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    _, _, width, height = (float(v) for v in root.get("viewBox").split())
    assert width == height
    text = (ICONS / "cadogan.svg").read_text()
    assert "http://" not in text.replace("http://www.w3.org/2000/svg", "")  # nothing fetched from outside
    assert "<image" not in text


def test_ico_holds_png_images_of_each_size():
    data = (ICONS / "cadogan.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    for index in range(count):
        side, _, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * index : 22 + 16 * index])
        width, height = png_size(data[offset : offset + length])
        assert width == height == (side or 256)


def test_staged_bundle_has_the_installed_names(bundle):
    share = bundle / "share"
    assert (share / "applications" / f"{APP_ID}.desktop").read_text() == DESKTOP.read_text()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()
    for script in ("install.sh", "uninstall.sh"):
        assert (bundle / script).stat().st_mode & 0o111
    assert cadogan.__version__ in (bundle / "README.txt").read_text()


def test_saved_games_have_a_mime_type_the_desktop_entry_opens():
    namespace = "{http://www.freedesktop.org/standards/shared-mime-info}"
    root = ET.parse(PACKAGING / f"{APP_ID}.mime.xml").getroot()
    kinds = root.findall(f"{namespace}mime-type")
    assert len(kinds) == 1
    kind = kinds[0]
    assert [g.get("pattern") for g in kind.findall(f"{namespace}glob")] == ["*.cadogan"]
    assert kind.findtext(f"{namespace}comment")
    assert desktop_entry()["MimeType"] == f"{kind.get('type')};"


def test_staged_bundle_carries_the_mime_type(bundle):
    staged = bundle / "share" / "mime" / "packages" / f"{APP_ID}.xml"
    assert staged.read_bytes() == (PACKAGING / f"{APP_ID}.mime.xml").read_bytes()
