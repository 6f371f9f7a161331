#!/usr/bin/env bash
# Installs the system packages the game and its tests need, on Debian or
# Ubuntu, when any is missing. Safe to run again: it does nothing when all
# are present. Usage: .ci/deps.sh [build|test]   (default: test = everything)
set -euo pipefail
what=${1:-test}

build_pkgs="gcc libc6-dev pkg-config libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev libxrandr-dev libxxf86vm-dev libasound2-dev"
run_pkgs="xvfb xauth libgl1-mesa-dri x11-utils xdotool imagemagick desktop-file-utils"
browser_pkgs="chromium"

want="$build_pkgs"
if [ "$what" = test ]; then want="$want $run_pkgs $browser_pkgs"; fi

missing=()
for p in $want; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "deps: missing system packages (${missing[*]}) and this is not Debian/Ubuntu; install their equivalents by hand (see README.md)" >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
    echo "deps: missing system packages (${missing[*]}); run as root or install sudo" >&2
    exit 1
  fi
fi
echo "deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
