"""install.sh and uninstall.sh, run on a fake bundle into a temporary HOME."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from .conftest import APP_ID, PACKAGING, make_bundle, run_script, tree

SIZES = ("16x16", "24x24", "32x32", "48x48", "64x64", "128x128", "256x256", "512x512")


def read_desktop(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def installed(home: Path) -> dict[str, Path]:
    local = home / ".local"
    return {
        "app": local / "opt" / "cadogan",
        "bin": local / "bin" / "cadogan",
        "desktop": local / "share" / "applications" / f"{APP_ID}.desktop",
        "metainfo": local / "share" / "metainfo" / f"{APP_ID}.metainfo.xml",
        "icons": local / "share" / "icons" / "hicolor",
    }


def test_install_puts_everything_in_place(bundle, home):
    result = run_script(bundle / "install.sh", home)
    assert result.returncode == 0, result.stderr
    where = installed(home)
    assert (where["app"] / "cadogan").is_file()
    assert os.access(where["app"] / "cadogan", os.X_OK)
    assert (where["app"] / "_internal" / "lib" / "libone.so").read_bytes() == b"\x7fELF fake"
    assert (where["app"] / "_internal" / "libfake.so").is_symlink()
    assert (where["app"] / "uninstall.sh").is_file()
    assert where["bin"].is_symlink()
    assert where["bin"].resolve() == (where["app"] / "cadogan").resolve()
    run = subprocess.run([str(where["bin"]), "--version"], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "fake cadogan one --version"
    entry = read_desktop(where["desktop"])
    assert entry["Exec"] == f'"{where["app"] / "cadogan"}" %f'
    assert entry["MimeType"] == "application/x-cadogan;"
    mime = home / ".local" / "share" / "mime"
    assert (mime / "packages" / f"{APP_ID}.xml").read_bytes() == (PACKAGING / f"{APP_ID}.mime.xml").read_bytes()
    if shutil.which("update-mime-database"):
        assert "application/x-cadogan:*.cadogan" in (mime / "globs2").read_text()
    assert entry["TryExec"] == str(where["app"] / "cadogan")
    assert entry["Icon"] == APP_ID
    assert where["metainfo"].read_text() == (bundle / "share" / "metainfo" / f"{APP_ID}.metainfo.xml").read_text()
    for size in SIZES:
        assert (where["icons"] / size / "apps" / f"{APP_ID}.png").is_file()
    assert (where["icons"] / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert "not on your PATH" in result.stdout


def test_manifest_lists_exactly_what_was_added(bundle, home):
    before = tree(home)
    assert run_script(bundle / "install.sh", home).returncode == 0
    added = {str(home / path) for path in tree(home) - before}
    manifest = installed(home)["app"] / ".install-manifest"
    listed = set()
    for line in manifest.read_text().splitlines()[1:]:
        kind, path = line.split("\t", 1)
        if kind in ("file", "dir", "mimedb"):  # mimedb: made by update-mime-database
            listed.add(path)
    assert listed == added - {str(manifest)}


def test_uninstall_restores_home_exactly(bundle, home):
    before = tree(home)
    assert run_script(bundle / "install.sh", home).returncode == 0
    assert tree(home) != before
    # The installed copy's uninstall.sh finds the manifest beside itself.
    result = run_script(installed(home)["app"] / "uninstall.sh", home)
    assert result.returncode == 0, result.stderr
    assert "Removed Cadogan" in result.stdout
    assert tree(home) == before


def test_uninstall_from_the_bundle_folder_finds_the_install(bundle, home):
    before = tree(home)
    assert run_script(bundle / "install.sh", home).returncode == 0
    assert run_script(bundle / "uninstall.sh", home).returncode == 0
    assert tree(home) == before


def test_uninstall_keeps_saved_games_and_foreign_files(bundle, home):
    assert run_script(bundle / "install.sh", home).returncode == 0
    saves = home / ".local" / "share" / "cadogan" / "saves" / "the_clock.json"
    saves.parent.mkdir(parents=True)
    saves.write_text("{}")
    settings = home / ".config" / "cadogan" / "cadogan.conf"
    settings.parent.mkdir(parents=True)
    settings.write_text("[General]\n")
    stray = installed(home)["app"] / "notes.txt"
    stray.write_text("mine")
    result = run_script(installed(home)["app"] / "uninstall.sh", home)
    assert result.returncode == 0, result.stderr
    assert saves.read_text() == "{}"
    assert settings.is_file()
    assert stray.read_text() == "mine"
    assert "left" in result.stderr and str(installed(home)["app"]) in result.stderr
    assert not (installed(home)["app"] / "cadogan").exists()
    assert not installed(home)["bin"].exists()
    assert not installed(home)["desktop"].exists()


def test_reinstall_updates_in_place(tmp_path, home):
    first = make_bundle(tmp_path, "one")
    second = make_bundle(tmp_path, "two")
    before = tree(home)
    assert run_script(first / "install.sh", home).returncode == 0
    result = run_script(second / "install.sh", home)
    assert result.returncode == 0, result.stderr
    app = installed(home)["app"]
    assert not (app / "_internal" / "lib" / "libone.so").exists()
    assert (app / "_internal" / "lib" / "libtwo.so").exists()
    run = subprocess.run([str(installed(home)["bin"])], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "fake cadogan two"
    assert run_script(app / "uninstall.sh", home).returncode == 0
    assert tree(home) == before


def test_install_refuses_to_overwrite_files_it_did_not_make(bundle, home):
    theirs = home / ".local" / "bin" / "cadogan"
    theirs.write_text("someone else's cadogan")
    before = tree(home)
    result = run_script(bundle / "install.sh", home)
    assert result.returncode != 0
    assert str(theirs) in result.stderr
    assert tree(home) == before
    assert theirs.read_text() == "someone else's cadogan"


def test_install_refuses_an_app_folder_it_did_not_make(bundle, home):
    foreign = home / ".local" / "opt" / "cadogan"
    foreign.mkdir(parents=True)
    result = run_script(bundle / "install.sh", home)
    assert result.returncode != 0
    assert "not made by this installer" in result.stderr
    assert list(foreign.iterdir()) == []


def test_uninstall_touches_nothing_outside_the_install_roots(bundle, home, tmp_path):
    assert run_script(bundle / "install.sh", home).returncode == 0
    outside = tmp_path / "precious.txt"
    outside.write_text("keep")
    manifest = installed(home)["app"] / ".install-manifest"
    with manifest.open("a") as handle:
        handle.write(f"file\t{outside}\n")
        handle.write(f"file\t{home}/.local/opt/cadogan/../../../precious.txt\n")
    result = run_script(manifest.parent / "uninstall.sh", home)
    assert result.returncode == 1
    assert "outside the install folders" in result.stderr
    assert outside.read_text() == "keep"


def test_uninstall_without_an_install_says_so(bundle, home):
    result = run_script(bundle / "uninstall.sh", home)
    assert result.returncode != 0
    assert "not installed" in result.stderr


def test_install_honours_xdg_data_home_and_prefix(bundle, home, tmp_path):
    data = tmp_path / "xdg data"
    result = run_script(bundle / "install.sh", home, XDG_DATA_HOME=str(data))
    assert result.returncode == 0, result.stderr
    assert (data / "applications" / f"{APP_ID}.desktop").is_file()
    assert run_script(installed(home)["app"] / "uninstall.sh", home).returncode == 0
    assert not data.exists()

    prefix = tmp_path / "prefix"
    result = run_script(bundle / "install.sh", home, "--prefix", str(prefix))
    assert result.returncode == 0, result.stderr
    assert (prefix / "opt" / "cadogan" / "cadogan").is_file()
    assert (prefix / "bin" / "cadogan").is_symlink()
    assert (prefix / "share" / "applications" / f"{APP_ID}.desktop").is_file()
    assert run_script(bundle / "uninstall.sh", home, "--prefix", str(prefix)).returncode == 0
    assert not prefix.exists()


def test_a_home_with_spaces_gets_a_quoted_exec_line(tmp_path):
    bundle = make_bundle(tmp_path)
    home = tmp_path / "my home $dir"
    home.mkdir()
    assert run_script(bundle / "install.sh", home).returncode == 0
    desktop = installed(home)["desktop"]
    program = installed(home)["app"] / "cadogan"
    text = desktop.read_text()
    assert f'Exec="{str(program).replace("$", chr(92) * 2 + "$")}"' in text
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
        assert check.returncode == 0, check.stdout + check.stderr


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils is not installed")
def test_installed_desktop_file_validates(bundle, home):
    assert run_script(bundle / "install.sh", home).returncode == 0
    check = subprocess.run(["desktop-file-validate", str(installed(home)["desktop"])], capture_output=True, text=True)
    assert check.returncode == 0, check.stdout + check.stderr


def test_help_describes_the_options(bundle, home):
    result = run_script(bundle / "install.sh", home, "--help")
    assert result.returncode == 0
    assert "--prefix" in result.stdout
    assert not (home / ".local" / "opt").exists()
    assert run_script(bundle / "install.sh", home, "--bogus").returncode != 0
