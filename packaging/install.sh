#!/bin/sh
# Install Cadogan for the current user, from the unpacked bundle this script
# sits in. No root needed. Every file, link and folder it creates is written to
# a manifest (<prefix>/opt/cadogan/.install-manifest) so that uninstall.sh
# removes exactly those. Running a newer bundle's install.sh updates in place;
# saved games and settings live elsewhere (Qt's standard places) and are kept.
#
#   ./install.sh [--prefix DIR]      default DIR: ~/.local
#
#   DIR/opt/cadogan/                 the app (cadogan, _internal/, uninstall.sh)
#   DIR/bin/cadogan                  a link to it
#   DATA/applications/io.github.cadogan.Cadogan.desktop
#   DATA/icons/hicolor/<size>/apps/io.github.cadogan.Cadogan.{png,svg}
#   DATA/metainfo/io.github.cadogan.Cadogan.metainfo.xml
#   DATA/mime/packages/io.github.cadogan.Cadogan.xml   (.cadogan saved games)
#
# DATA is $XDG_DATA_HOME (default ~/.local/share), or DIR/share with --prefix.
set -eu

APP_ID=io.github.cadogan.Cadogan
SRC=$(cd "$(dirname "$0")" && pwd)

usage() {
    sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
}

die() {
    echo "install.sh: $*" >&2
    exit 1
}

PREFIX=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || die "--prefix needs a folder"; PREFIX=$2; shift 2 ;;
        --prefix=*) PREFIX=${1#--prefix=}; shift ;;
        -h|--help) usage; exit 0 ;;
        *) die "unknown option '$1' (try --help)" ;;
    esac
done

[ -n "${HOME:-}" ] || die "HOME is not set"
if [ -n "$PREFIX" ]; then
    case "$PREFIX" in /*) ;; *) PREFIX=$(pwd)/$PREFIX ;; esac
    DATA=$PREFIX/share
else
    PREFIX=$HOME/.local
    DATA=${XDG_DATA_HOME:-$HOME/.local/share}
    case "$DATA" in /*) ;; *) DATA=$HOME/.local/share ;; esac
fi
APPDIR=$PREFIX/opt/cadogan
BINDIR=$PREFIX/bin
MANIFEST=$APPDIR/.install-manifest

[ -x "$SRC/cadogan" ] && [ -d "$SRC/_internal" ] || die "run me from the unpacked bundle (no cadogan program beside me in $SRC)"
[ -f "$SRC/share/applications/$APP_ID.desktop" ] || die "the bundle in $SRC is incomplete (no desktop entry)"
case "$APPDIR/" in "$SRC"/*) die "cannot install into the bundle's own folder" ;; esac

# -- what goes where ---------------------------------------------------------
targets() {
    echo "$BINDIR/cadogan"
    echo "$DATA/applications/$APP_ID.desktop"
    echo "$DATA/metainfo/$APP_ID.metainfo.xml"
    echo "$DATA/mime/packages/$APP_ID.xml"
    (cd "$SRC/share/icons" && find hicolor -type f) | while read -r icon; do
        echo "$DATA/icons/$icon"
    done
}

# A path listed in the manifest of the copy being replaced is ours to replace.
owned() {
    [ -f "$MANIFEST" ] && cut -f2- "$MANIFEST" | grep -Fxq -- "$1"
}

if [ -e "$APPDIR" ] && [ ! -f "$MANIFEST" ]; then
    die "$APPDIR exists but was not made by this installer; move it away first (or use --prefix)"
fi
conflicts=$(targets | while read -r target; do
    if { [ -e "$target" ] || [ -L "$target" ]; } && ! owned "$target"; then
        printf '\n  %s' "$target"
    fi
done)
[ -z "$conflicts" ] || die "these files exist and were not installed by Cadogan; remove them first:$conflicts"

# -- an update: remove the copy in place first ---------------------------------
if [ -f "$MANIFEST" ]; then
    echo "Removing the installed copy first (saved games and settings are kept)"
    sh "$SRC/uninstall.sh" --quiet --manifest "$MANIFEST"
fi

# -- install, recording as we go ----------------------------------------------
RECORD=$(mktemp "${TMPDIR:-/tmp}/cadogan-manifest.XXXXXX")
trap 'rm -f "$RECORD"' EXIT
printf '# cadogan install manifest 1\nroot\t%s\nroot\t%s\n' "$PREFIX" "$DATA" > "$RECORD"

record() {  # kind path
    printf '%s\t%s\n' "$1" "$2" >> "$RECORD"
}

# mkdir -p, recording each folder it creates (parents first).
make_dir() {
    [ -d "$1" ] && return 0
    make_dir "$(dirname "$1")"
    mkdir "$1"
    record dir "$1"
}

install_file() {  # source target mode
    make_dir "$(dirname "$2")"
    cp "$1" "$2"
    chmod "$3" "$2"
    record file "$2"
}

# The desktop file's Exec value: the path quoted as the Desktop Entry spec
# asks (\ " ` $ escaped inside the quotes, then backslashes doubled, % doubled).
exec_value() {
    printf '"%s"' "$(printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')"
}

echo "Installing Cadogan into $APPDIR"
make_dir "$APPDIR"
cp -RP "$SRC/cadogan" "$SRC/_internal" "$APPDIR/"
# Every folder, file and link of the app, parents before children.
(cd "$APPDIR" && find cadogan _internal -type d) | while read -r path; do record dir "$APPDIR/$path"; done
(cd "$APPDIR" && find cadogan _internal ! -type d) | while read -r path; do record file "$APPDIR/$path"; done
install_file "$SRC/uninstall.sh" "$APPDIR/uninstall.sh" 755

make_dir "$BINDIR"
ln -s "$APPDIR/cadogan" "$BINDIR/cadogan"
record file "$BINDIR/cadogan"

make_dir "$DATA/applications"
sed -e "s|^Exec=[^ ]*|Exec=$(exec_value "$APPDIR/cadogan" | sed 's/[|&\\]/\\&/g')|" \
    -e "s|^TryExec=.*|TryExec=$(printf '%s' "$APPDIR/cadogan" | sed 's/[|&\\]/\\&/g')|" \
    "$SRC/share/applications/$APP_ID.desktop" > "$DATA/applications/$APP_ID.desktop"
chmod 644 "$DATA/applications/$APP_ID.desktop"
record file "$DATA/applications/$APP_ID.desktop"

install_file "$SRC/share/metainfo/$APP_ID.metainfo.xml" "$DATA/metainfo/$APP_ID.metainfo.xml" 644
(cd "$SRC/share/icons" && find hicolor -type f) | sort | while read -r icon; do
    install_file "$SRC/share/icons/$icon" "$DATA/icons/$icon" 644
done
# Desktops re-read icon themes when the theme folder changes.
touch "$DATA/icons/hicolor" 2>/dev/null || true

# The file type of saved games, so that a double-click opens them. The MIME
# database files this creates are recorded (kind "mimedb") for uninstall.sh.
install_file "$SRC/share/mime/packages/$APP_ID.xml" "$DATA/mime/packages/$APP_ID.xml" 644
if command -v update-mime-database >/dev/null 2>&1; then
    BEFORE=$(mktemp "${TMPDIR:-/tmp}/cadogan-mime.XXXXXX")
    (cd "$DATA/mime" && find . -mindepth 1 | sort) > "$BEFORE"
    if update-mime-database "$DATA/mime" >/dev/null 2>&1; then
        (cd "$DATA/mime" && find . -mindepth 1 | sort) | comm -13 "$BEFORE" - | while read -r path; do
            record mimedb "$DATA/mime/${path#./}"
        done
    else
        echo "Note: update-mime-database failed; .cadogan files may not open with a double-click until it runs."
    fi
    rm -f "$BEFORE"
fi
printf 'mimeroot\t%s\n' "$DATA/mime" >> "$RECORD"

cp "$RECORD" "$MANIFEST"
chmod 644 "$MANIFEST"

echo "Installed. Start Cadogan from your desktop's menu (Games), or run: $BINDIR/cadogan"
case ":${PATH:-}:" in
    *":$BINDIR:"*) ;;
    *) echo "Note: $BINDIR is not on your PATH, so 'cadogan' alone will not be found in a terminal." ;;
esac
echo "To remove it: $APPDIR/uninstall.sh"
