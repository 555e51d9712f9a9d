#!/usr/bin/env bash
# Suite reliability check (issue 18): runs CI's own entry point (which calls `npm test`) on
# fresh clones of this repository's HEAD, one after another, and prints one line per run.
#   scripts/soak.sh [runs=5] [loaded=0]
# `loaded` runs that many of the runs (the last ones) with both cores kept busy by `yes`.
set -u
runs=${1:-5}
loaded=${2:-0}
repo=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp -d /tmp/candid-soak.XXXXXX)
for n in $(seq 1 "$runs"); do
  dir="$out/run$n"
  git clone -q "$repo" "$dir"
  pids=()
  mode=quiet
  if [ "$n" -gt $((runs - loaded)) ]; then
    mode=loaded
    taskset -c 0 yes >/dev/null & pids+=($!)
    taskset -c 1 yes >/dev/null & pids+=($!)
  fi
  start=$(date +%s)
  (cd "$dir" && CI=true bash .ci/run) > "$out/run$n.log" 2>&1
  rc=$?
  for p in "${pids[@]}"; do kill "$p"; done
  echo "run $n ($mode, $(git -C "$dir" rev-parse --short HEAD)): rc=$rc wall=$(($(date +%s) - start))s $(grep -E '^tests: ' "$out/run$n.log" | tail -1)"
  rm -rf "$dir"
done
echo "logs: $out"
