#!/usr/bin/env bash
# Runs every test of the project: the Go tests of all packages (the UI ones
# under a virtual X display, with ALSA pointed at a null device), then the
# end-to-end checks. Installs missing system packages first (Debian/Ubuntu).
# The long random-play simulations run their CI share (-short); pass -long
# to run them in full (tens of thousands of hands; minutes).
# Usage: .ci/test.sh [-long]
set -euo pipefail
cd "$(dirname "$0")/.."
.ci/deps.sh test
export ALSA_CONFIG_PATH="$PWD/.ci/asound-null.conf"
short=(-short)
[ "${1:-}" = "-long" ] && short=(-timeout=60m)

echo "== go test ./..."
# Every package but scenes in one run; scenes in four processes at the
# same time (its tests mostly wait on frames and bots; each test frees its
# images when it ends, see sprites/ebitentest.Release, so a process stays
# small; with little memory the shares run one after another).
mapfile -t pkgs < <(go list ./... | grep -v '^rummy/scenes$')
xvfb-run -a -s "-screen 0 1280x1024x24" go test -count=1 -timeout 25m "${short[@]}" "${pkgs[@]}"
xvfb-run -a -s "-screen 0 1280x1024x24" .ci/shard.sh ./scenes 4 -count=1 -timeout 25m "${short[@]}"

echo "== the real game binary under Xvfb, driven by xdotool (skipped by -short above)"
xvfb-run -a -s "-screen 0 1280x1024x24" go test -count=1 -timeout 20m -run 'TestRealBinary|TestIssue15RealBinary' ./cmd/rummy

echo "== the race detector on the engine, the match, the bots, the store, rummy-sim, the table server and its client"
# The engine's random-play simulations (TestSimulate, TestPeekInto…) are
# single-threaded rule checks that the plain run above already made:
# under -race they took 50 s and checked no concurrency.
go test -count=1 -timeout 25m -race -short -skip '^(TestSimulate|TestPeekIntoShowsWhatViewIntoShows)$' ./engine/...
go test -count=1 -timeout 25m -race -short ./scenes/store ./cmd/rummy-sim ./cmd/rummy-server ./scenes/online
# TestBotsFailLoudly is a long single-threaded simulation (hundreds of
# games per level): under -race it alone takes minutes and checks no
# concurrency; TestPlayerOnGoroutines covers the bots' goroutine hand-off.
go test -count=1 -timeout 25m -race -short -skip 'TestBotsFailLoudly' ./bots/...

echo "== store back-ends under node (GOOS=js GOARCH=wasm)"
PATH="$PATH:$(go env GOROOT)/lib/wasm" GOOS=js GOARCH=wasm go test -count=1 -short ./scenes/store

echo "== engine and bots build for the browser (GOOS=js GOARCH=wasm)"
for p in engine bots; do
  if [ -d "$p" ]; then GOOS=js GOARCH=wasm go build "./$p/..."; fi
done

echo "== the browser build in headless Chromium (make web, then a Rommé hand by mouse)"
make web
RUMMY_WEB_DIR="$PWD/web" RUMMY_WEB_SHOTS="$PWD/out/web" go test -count=1 -timeout 45m ./cmd/rummy/webtest
