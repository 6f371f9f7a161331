#!/usr/bin/env bash
# Fills the macOS application bundle Rummy.app:
#   Rummy.app/Contents/Info.plist            (packaging/macos/Info.plist, version filled in)
#   Rummy.app/Contents/MacOS/rummy           (the game)
#   Rummy.app/Contents/Resources/rummy.icns  (the icon set, from assets/icons)
#   Rummy.app/Contents/Resources/LICENSE, LICENSES-assets.md
# Usage: packaging/macos/make-app.sh OUTDIR VERSION COMMIT [BINARY]
# Without BINARY it builds the game, which needs a Mac (Ebiten uses cgo
# and Apple's SDK there): .github/workflows/macos.yml runs it on a macOS
# runner and zips the bundle. With BINARY it only lays out the bundle
# (the Linux test does that to check the layout; it cannot build for macOS).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$1 version=$2 commit=$3 binary=${4:-}
app="$out/Rummy.app/Contents"
rm -rf "$out/Rummy.app"
mkdir -p "$app/MacOS" "$app/Resources"
if [ -z "$binary" ]; then
  [ "$(uname -s)" = Darwin ] || { echo "make-app: building the game for macOS needs a Mac; pass a BINARY to lay out the bundle only" >&2; exit 1; }
  CGO_ENABLED=1 go build -trimpath -ldflags "-s -w -buildid= -X rummy/internal/version.Version=$version -X rummy/internal/version.Commit=$commit" \
    -o "$app/MacOS/rummy" ./cmd/rummy
else
  cp "$binary" "$app/MacOS/rummy"
  chmod 0755 "$app/MacOS/rummy"
fi
sed -e "s|@VERSION@|$version|g" -e "s|@COMMIT@|$commit|g" packaging/macos/Info.plist > "$app/Info.plist"
go run ./packaging/pack icns -o "$app/Resources/rummy.icns" -icons assets/icons
cp LICENSE "$app/Resources/LICENSE"
cp assets/LICENSES.md "$app/Resources/LICENSES-assets.md"
printf 'APPL????' > "$app/PkgInfo"
echo "make-app: $out/Rummy.app"
