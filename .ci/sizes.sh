#!/usr/bin/env bash
# Refuses a tracked file over 1 MiB: built binaries, wasm, profiles and
# screenshots belong outside the repository (a submission has a size limit,
# and anything a script can make again is made, not kept).
set -euo pipefail
cd "$(dirname "$0")/.."
limit=$((1024 * 1024))
bad=0
while IFS= read -r -d '' f; do
  [ -f "$f" ] || continue
  s=$(stat -c %s "$f")
  if [ "$s" -gt "$limit" ]; then
    echo "sizes: $f is $s bytes (over 1 MiB): build it, don't commit it" >&2
    bad=1
  fi
done < <(git ls-files -z "$@")
exit $bad
