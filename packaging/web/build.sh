#!/usr/bin/env bash
# Builds the browser version into folder OUT: rummy.wasm (the game, with
# the version and commit linked in), wasm_exec.js (Go's loader) and
# index.html (the page, with its version marks filled in). The page loads
# the game as rummy.HASH.wasm (a copy named by its content's hash, which
# servers let browsers cache for a year), precompressed beside it as
# .br (brotli 11) and .gz (gzip -9); wasm_exec.js gets a .gz. The page
# asks for wasm_exec.js?v=HASH, so every file it loads is its build's.
# For installing as an app and starting offline: manifest.webmanifest and
# its icons (from assets/icons), and sw.js, the service worker, which
# keeps the build named by HASH (assets/web/sw.js).
# Usage: packaging/web/build.sh OUT [VERSION [COMMIT]]   (VERSION default dev)
# make web and make dist both build through it.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$1 version=${2:-dev} commit=${3:-}
mkdir -p "$out"
ldflags="-s -w -buildid= -X rummy/internal/version.Version=$version -X rummy/internal/version.Commit=$commit"
GOOS=js GOARCH=wasm go build -trimpath -ldflags "$ldflags" -o "$out/rummy.wasm" ./cmd/rummy
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/wasm_exec.js"
chmod 0644 "$out/wasm_exec.js"
label=$version
[ -n "$commit" ] && label="$version ($commit)"
sed -e "s|<meta name=\"rummy-version\" content=\"dev\">|<meta name=\"rummy-version\" content=\"$label\">|" \
    -e "s|<div id=\"version\">dev</div>|<div id=\"version\">$label</div>|" assets/web/index.html > "$out/index.html"
hash=$(sha256sum "$out/rummy.wasm" | cut -c1-12)
rm -f "$out"/rummy.*.wasm "$out"/rummy.*.wasm.br "$out"/rummy.*.wasm.gz "$out/wasm_exec.js.gz" "$out"/sw.js* "$out"/manifest.webmanifest* "$out"/rummy-*.png*
cp "$out/rummy.wasm" "$out/rummy.$hash.wasm"
sed -i -e "s|fetch(\"rummy.wasm\")|fetch(\"rummy.$hash.wasm\")|" \
    -e "s|<meta name=\"rummy-wasm-size\" content=\"0\">|<meta name=\"rummy-wasm-size\" content=\"$(wc -c < "$out/rummy.wasm")\">|" \
    -e "s|<meta name=\"rummy-build\" content=\"dev\">|<meta name=\"rummy-build\" content=\"$hash\">|" \
    -e "s|<script src=\"wasm_exec.js\"></script>|<script src=\"wasm_exec.js?v=$hash\"></script>|" "$out/index.html"
grep -q "fetch(\"rummy.$hash.wasm\")" "$out/index.html" || { echo "web: the page does not fetch rummy.wasm (assets/web/index.html)" >&2; exit 1; }
grep -q "<meta name=\"rummy-build\" content=\"$hash\">" "$out/index.html" || { echo "web: the page's build mark is missing (assets/web/index.html)" >&2; exit 1; }
grep -q "<script src=\"wasm_exec.js?v=$hash\"></script>" "$out/index.html" || { echo "web: the page does not load wasm_exec.js (assets/web/index.html)" >&2; exit 1; }
sed -e "s|^const BUILD = \"dev\";$|const BUILD = \"$hash\";|" assets/web/sw.js > "$out/sw.js"
grep -q "^const BUILD = \"$hash\";$" "$out/sw.js" || { echo "web: the service worker's build mark is missing (assets/web/sw.js)" >&2; exit 1; }
cp assets/web/manifest.webmanifest "$out/manifest.webmanifest"
for icon in rummy-192 rummy-512 rummy-maskable-192 rummy-maskable-512; do cp "assets/icons/$icon.png" "$out/$icon.png"; done
chmod 0644 "$out/sw.js" "$out/manifest.webmanifest" "$out"/rummy-*.png
go run ./packaging/pack gz "$out/rummy.$hash.wasm" "$out/wasm_exec.js"
go run ./packaging/pack br "$out/rummy.$hash.wasm"
grep -q "<div id=\"version\">$label</div>" "$out/index.html" || { echo "web: the page's version mark is missing (assets/web/index.html)" >&2; exit 1; }
