#!/usr/bin/env bash
# Runs one Go package's tests in N processes, each a share of its
# top-level tests, all at the same time: a package of many slow UI tests
# (waiting on frames, on bots) finishes sooner, and each process stays
# small. Every test of the package runs in exactly one share. Each share's
# output is printed whole when it ends, with its peak memory (RSS) and
# time when /usr/bin/time is there; the script fails if any share fails.
# Usage: .ci/shard.sh PKG N [go test flags...]   (under xvfb-run for UI packages)
#   SHARD_SERIAL=1 runs the shares one after another; so does a machine
#   with less available memory than SHARD_GB (default 3; a share peaks at about 2.1 GB) GB per share.
set -euo pipefail
pkg=$1 n=$2
shift 2
avail=$(awk '/^MemAvailable:/ { print int($2 / 1048576) }' /proc/meminfo 2>/dev/null || echo 0)
if [ "${avail:-0}" -lt $((n * ${SHARD_GB:-3})) ]; then
  echo "shard: ${avail:-0} GB of memory available, under the $((n * ${SHARD_GB:-3})) GB of $n shares at ${SHARD_GB:-3} GB each: one after another" >&2
  SHARD_SERIAL=1
fi
mapfile -t tests < <(go test -list '.*' "$pkg" | grep -E '^(Test|Example|Fuzz)')
if [ "${#tests[@]}" -eq 0 ]; then echo "shard: $pkg lists no tests" >&2; exit 1; fi
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go test -c -o "$bin/pkg.test" "$pkg" # built once, run N times
dir=$(go list -f '{{.Dir}}' "$pkg")
timed=()
[ -x /usr/bin/time ] && timed=(/usr/bin/time -f '== share peak RSS %M KB, %e s')
# go test flags (-count=1, -timeout 25m, -short, -run) become the test
# binary's (-test.count=1, ...).
flags=()
for f in "$@"; do
  case $f in
    -*) flags+=("-test.${f#-}") ;;
    *) flags+=("$f") ;;
  esac
done
pids=()
for ((s = 0; s < n; s++)); do
  names=()
  for ((i = s; i < ${#tests[@]}; i += n)); do names+=("${tests[i]}"); done
  [ "${#names[@]}" -gt 0 ] || continue
  re="^($(IFS='|'; echo "${names[*]}"))\$"
  log="$bin/share$s.log"
  (
    echo "== $pkg, share $((s + 1)) of $n (${#names[@]} tests)"
    cd "$dir" && "${timed[@]}" "$bin/pkg.test" -test.run "$re" "${flags[@]}" 2>&1
  ) > "$log" 2>&1 &
  pids+=("$!:$s")
  if [ "${SHARD_SERIAL:-}" = 1 ]; then wait "$!" || echo "share $((s + 1)) failed" >> "$log"; fi
done
fail=0
for p in "${pids[@]}"; do
  if [ "${SHARD_SERIAL:-}" = 1 ]; then
    ! grep -q '^share [0-9]* failed$' "$bin/share${p##*:}.log" || fail=1
  elif ! wait "${p%%:*}"; then fail=1; fi
  cat "$bin/share${p##*:}.log"
done
[ "$fail" = 0 ] || { echo "shard: $pkg failed" >&2; exit 1; }
echo "ok  	$pkg (in $n shares)"
