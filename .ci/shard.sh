#!/usr/bin/env bash
# Runs one Go package's tests in N processes, each a share of its
# top-level tests: a package whose rendering tests keep many GPU images
# alive (software GL holds them in the process) stays within the
# machine's memory. Every test of the package runs in exactly one share.
# Usage: .ci/shard.sh PKG N [go test flags...]   (under xvfb-run for UI packages)
set -euo pipefail
pkg=$1 n=$2
shift 2
mapfile -t tests < <(go test -list '.*' "$pkg" | grep -E '^(Test|Example|Fuzz)')
if [ "${#tests[@]}" -eq 0 ]; then echo "shard: $pkg lists no tests" >&2; exit 1; fi
for ((s = 0; s < n; s++)); do
  names=()
  for ((i = s; i < ${#tests[@]}; i += n)); do names+=("${tests[i]}"); done
  [ "${#names[@]}" -gt 0 ] || continue
  re="^($(IFS='|'; echo "${names[*]}"))\$"
  echo "== $pkg, share $((s + 1)) of $n (${#names[@]} tests)"
  go test -run "$re" "$@" "$pkg"
done
