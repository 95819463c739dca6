#!/bin/sh
# Remove Cadogan as install.sh installed it: exactly the files and links its
# manifest lists, then the folders it created, if they are empty. Saved games,
# statistics and settings (in Qt's standard places) are left alone.
#
#   uninstall.sh [--prefix DIR] [--manifest FILE] [--quiet]
#
# Without options it finds the manifest beside itself (when run as
# ~/.local/opt/cadogan/uninstall.sh) or under ~/.local/opt/cadogan.
set -eu

die() {
    echo "uninstall.sh: $*" >&2
    exit 1
}

say() {
    [ -n "$QUIET" ] || echo "$@"
}

PREFIX=""
MANIFEST=""
QUIET=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || die "--prefix needs a folder"; PREFIX=$2; shift 2 ;;
        --prefix=*) PREFIX=${1#--prefix=}; shift ;;
        --manifest) [ $# -ge 2 ] || die "--manifest needs a file"; MANIFEST=$2; shift 2 ;;
        --manifest=*) MANIFEST=${1#--manifest=}; shift ;;
        -q|--quiet) QUIET=1; shift ;;
        -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown option '$1' (try --help)" ;;
    esac
done

if [ -z "$MANIFEST" ]; then
    HERE=$(cd "$(dirname "$0")" && pwd)
    if [ -n "$PREFIX" ]; then
        MANIFEST=$PREFIX/opt/cadogan/.install-manifest
    elif [ -f "$HERE/.install-manifest" ]; then
        MANIFEST=$HERE/.install-manifest
    else
        [ -n "${HOME:-}" ] || die "HOME is not set"
        MANIFEST=$HOME/.local/opt/cadogan/.install-manifest
    fi
fi
[ -f "$MANIFEST" ] || die "Cadogan is not installed there (no manifest at $MANIFEST)"
head -n 1 "$MANIFEST" | grep -q '^# cadogan install manifest 1$' || die "$MANIFEST is not a Cadogan install manifest"

# Only paths under the roots the installer recorded are touched, so a damaged
# or foreign manifest cannot remove anything else.
ROOTS=$(awk -F '\t' '$1 == "root" && $2 ~ /^\/./ { print $2 }' "$MANIFEST")
[ -n "$ROOTS" ] || die "$MANIFEST names no install folders"
inside_roots() {  # path [itself]: under a root (or, with "itself", the root itself)
    case "$1" in *"/../"*|*"/.."|*"/./"*) return 1 ;; esac
    echo "$ROOTS" | while read -r root; do
        case "$1" in "$root"/?*) echo yes; break ;; esac
        if [ "${2:-}" = itself ] && [ "$1" = "$root" ]; then echo yes; break; fi
    done | grep -q yes
}

removed=0
skipped=0
# Files and links first.
while IFS="$(printf '\t')" read -r kind path; do
    [ "$kind" = file ] || continue
    if ! inside_roots "$path"; then
        echo "uninstall.sh: skipping $path (outside the install folders)" >&2
        skipped=$((skipped + 1))
    elif [ -L "$path" ] || [ -f "$path" ]; then
        rm -f "$path"
        removed=$((removed + 1))
    fi
done < "$MANIFEST"

# The MIME database: rebuilt if other file types remain in it, else the files
# update-mime-database made at install are removed.
mimeroot=$(awk -F '\t' '$1 == "mimeroot" { print $2; exit }' "$MANIFEST")
if [ -n "$mimeroot" ] && inside_roots "$mimeroot"; then
    if [ -n "$(ls -A "$mimeroot/packages" 2>/dev/null)" ]; then
        if command -v update-mime-database >/dev/null 2>&1; then
            update-mime-database "$mimeroot" >/dev/null 2>&1 || true
        fi
    else
        awk -F '\t' '$1 == "mimedb" { print $2 }' "$MANIFEST" | sort -r | while read -r path; do
            inside_roots "$path" || continue
            if [ -d "$path" ] && [ ! -L "$path" ]; then
                rmdir "$path" 2>/dev/null || true
            else
                rm -f "$path"
            fi
        done
    fi
fi

# Then the folders, deepest first (the manifest lists parents before children),
# each only if nothing else is left in it. The manifest goes just before its folder.
dirs=$(awk -F '\t' '$1 == "dir" { print $2 }' "$MANIFEST")
appdir=$(dirname "$MANIFEST")
rm -f "$MANIFEST"
printf '%s\n' "$dirs" | awk '{ lines[NR] = $0 } END { for (i = NR; i > 0; i--) print lines[i] }' |
while read -r path; do
    [ -n "$path" ] || continue
    inside_roots "$path" itself || continue
    [ -d "$path" ] && [ ! -L "$path" ] && rmdir "$path" 2>/dev/null || true
done

if [ -d "$appdir" ]; then
    echo "uninstall.sh: left $appdir in place: it holds files the installer did not put there" >&2
fi
say "Removed Cadogan ($removed files). Saved games and settings were kept."
[ "$skipped" -eq 0 ] || exit 1
