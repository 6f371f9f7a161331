#!/usr/bin/env bash
# Runs every test of the project: the Go tests of all packages (the UI ones
# under a virtual X display, with ALSA pointed at a null device), then the
# end-to-end checks. Installs missing system packages first (Debian/Ubuntu).
# Usage: .ci/test.sh [-short]
set -euo pipefail
cd "$(dirname "$0")/.."
.ci/deps.sh test
export ALSA_CONFIG_PATH="$PWD/.ci/asound-null.conf"
short=()
[ "${1:-}" = "-short" ] && short=(-short)

echo "== go test ./..."
xvfb-run -a -s "-screen 0 1280x1024x24" go test -count=1 "${short[@]}" ./...

echo "== engine and bots build for the browser (GOOS=js GOARCH=wasm)"
for p in engine bots; do
  if [ -d "$p" ]; then GOOS=js GOARCH=wasm go build "./$p/..."; fi
done
