#!/usr/bin/env bash
# make dist: every release archive, reproducibly, into OUT (default dist/):
#   rummy-VERSION-windows-amd64.zip   rummy.exe (icon, version resource), licences, README
#   rummy_VERSION_amd64.deb           the game for Debian/Ubuntu (menu entry, icons)
#   rummy-VERSION-linux-amd64.tar.gz  the same game, unpacked anywhere
#   rummy-server_VERSION_amd64.deb    the server as a systemd service, with the web build
#   rummy-web-VERSION.tar.gz          the browser build, with .gz beside each file
#   SHA256SUMS
# Each program is built once; every time stamp is SOURCE_DATE_EPOCH (the
# commit's time unless set), so two runs from one commit give the same bytes.
# Usage: packaging/dist.sh VERSION [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:-}
out=${2:-dist}
if ! [[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+([~+.-][0-9A-Za-z.~+]+)*$ ]]; then
  echo "dist: VERSION=\"$version\": give the release as x.y.z (like make dist VERSION=1.2.3)" >&2
  exit 2
fi
case "$(realpath -m "$out")" in
  / | "$PWD" | "$(realpath -m ~)") echo "dist: OUT=$out would delete more than the archives: name a folder of its own" >&2; exit 2 ;;
esac
commit=$(git rev-parse --short=12 HEAD)
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct HEAD)}
epoch=$SOURCE_DATE_EPOCH
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  echo "dist: warning: uncommitted changes: the archives are built from them, not from $commit alone" >&2
fi
ldflags="-s -w -buildid= -X rummy/internal/version.Version=$version -X rummy/internal/version.Commit=$commit"
syso=cmd/rummy/rsrc_windows_amd64.syso
work=$(mktemp -d)
trap 'rm -rf "$work" "$syso"' EXIT
t() { local s=$SECONDS; "$@"; echo "[dist] ${*:1:3}: $((SECONDS-s))s" >&2; }
fill() { sed -e "s|@VERSION@|$version|g" -e "s|@COMMIT@|$commit|g" "$1" > "$2"; }

go build -o "$work/pack" ./packaging/pack
pack() { "$work/pack" "$@"; }

echo "== dist $version ($commit), SOURCE_DATE_EPOCH=$epoch"
mkdir -p "$work/bin"
t go build -trimpath -ldflags "$ldflags" -o "$work/bin/rummy" ./cmd/rummy
CGO_ENABLED=0 t go build -trimpath -ldflags "$ldflags" -o "$work/bin/rummy-server" ./cmd/rummy-server
pack syso -o "$syso" -version "$version" -commit "$commit" -icons assets/icons
GOOS=windows GOARCH=amd64 CGO_ENABLED=0 t go build -trimpath -ldflags "$ldflags" -o "$work/bin/rummy.exe" ./cmd/rummy
rm -f "$syso"
t packaging/web/build.sh "$work/web" "$version" "$commit"
for f in "$work"/web/*; do case $f in *.gz|*.br) continue;; esac; [ -e "$f.gz" ] || pack gz "$f"; done

rm -rf "$out"
mkdir -p "$out"

# Windows zip.
w="$work/windows"
mkdir -p "$w"
cp "$work/bin/rummy.exe" "$w/rummy.exe"
cp LICENSE "$w/LICENSE.txt"
cp assets/LICENSES.md "$w/LICENSES-assets.md"
fill packaging/windows/README.txt "$w/README.txt"
pack zip -o "$out/rummy-$version-windows-amd64.zip" -epoch "$epoch" -prefix "rummy-$version-windows-amd64/" "$w"

# Linux game: the tarball and the .deb.
l="$work/linux"
mkdir -p "$l/icons/hicolor"
cp "$work/bin/rummy" "$l/rummy"
cp packaging/linux/rummy.desktop "$l/rummy.desktop"
cp LICENSE "$l/LICENSE"
cp assets/LICENSES.md "$l/LICENSES-assets.md"
fill packaging/linux/README.txt "$l/README.txt"
d="$work/deb-game"
mkdir -p "$d/data/usr/bin" "$d/data/usr/share/applications" "$d/data/usr/share/doc/rummy" "$d/control"
for s in 16 24 32 48 64 128 256 512; do
  for dir in "$l/icons/hicolor" "$d/data/usr/share/icons/hicolor"; do
    mkdir -p "$dir/${s}x$s/apps"
    cp "assets/icons/rummy-$s.png" "$dir/${s}x$s/apps/rummy.png"
  done
done
pack tgz -o "$out/rummy-$version-linux-amd64.tar.gz" -epoch "$epoch" -prefix "rummy-$version-linux-amd64/" "$l"
cp "$work/bin/rummy" "$d/data/usr/bin/rummy"
cp packaging/linux/rummy.desktop "$d/data/usr/share/applications/rummy.desktop"
cat LICENSE assets/LICENSES.md > "$d/data/usr/share/doc/rummy/copyright"
fill packaging/linux/README.txt "$d/data/usr/share/doc/rummy/README"
fill packaging/linux/control "$d/control/control"
pack deb -o "$out/rummy_${version}_amd64.deb" -epoch "$epoch" "$d/control" "$d/data"

# The server's .deb.
s="$work/deb-server"
mkdir -p "$s/data/usr/bin" "$s/data/usr/lib/systemd/system" "$s/data/usr/share/rummy-server" "$s/data/usr/share/doc/rummy-server" "$s/control"
cp "$work/bin/rummy-server" "$s/data/usr/bin/rummy-server"
cp packaging/server/rummy-server.service "$s/data/usr/lib/systemd/system/rummy-server.service"
cp -r "$work/web" "$s/data/usr/share/rummy-server/web"
cat LICENSE assets/LICENSES.md > "$s/data/usr/share/doc/rummy-server/copyright"
fill packaging/server/README "$s/data/usr/share/doc/rummy-server/README"
fill packaging/server/control "$s/control/control"
for f in postinst prerm postrm; do cp packaging/server/$f "$s/control/$f"; chmod 0755 "$s/control/$f"; done
pack deb -o "$out/rummy-server_${version}_amd64.deb" -epoch "$epoch" "$s/control" "$s/data"

# The browser build.
pack tgz -o "$out/rummy-web-$version.tar.gz" -epoch "$epoch" -prefix "rummy-web-$version/" "$work/web"

(cd "$out" && sha256sum -- *.zip *.deb *.tar.gz > SHA256SUMS)
echo "== $out"
(cd "$out" && ls -l -- *.zip *.deb *.tar.gz | awk '{printf "%10d  %s\n", $5, $9}' && cat SHA256SUMS)
