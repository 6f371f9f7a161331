#!/usr/bin/env bash
# Builds the browser version into folder OUT: rummy.wasm (the game, with
# the version and commit linked in), wasm_exec.js (Go's loader) and
# index.html (the page, with its version marks filled in).
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
grep -q "<div id=\"version\">$label</div>" "$out/index.html" || { echo "web: the page's version mark is missing (assets/web/index.html)" >&2; exit 1; }
