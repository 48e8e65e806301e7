#!/usr/bin/env bash
# Preprocessing speed (issue 15): circle-rs -E against clang++-19 -E on the
# same translation unit, side by side in one run. The input (benches/src/
# lib.rs, translation_unit) includes <vector> <map> <string> <algorithm>
# <memory> <functional> <unordered_map> <iostream> <tuple> <cmath>, then
# MEGABYTES of generated code (macros of every kind, conditionals,
# comments). It is a .cpp file, so neither side includes CUDA headers.
# Both write line markers (plain -E) to /dev/null; RUNS runs each,
# interleaved; the table gives the best and the median of wall time and of
# CPU time (user + system: the machine may be shared, so CPU time is the
# number to compare) and peak memory. It reports; it never fails on a slow
# day.
#   scripts/bench-pp-vs-clang.sh [CIRCLE_RS_BINARY] [MEGABYTES] [RUNS]
# CIRCLE_RS_BINARY defaults to target/release/circle-rs; MEGABYTES to 3
# (about 78,000 generated lines), RUNS to 5. FLAGS adds options to both
# commands (FLAGS=-P drops the line markers).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$root/target/release/circle-rs}
mb=${2:-3}
runs=${3:-5}
[ -x "$bin" ] || { echo "bench-pp-vs-clang: no circle-rs at $bin (cargo build --release -p driver, or pass a path)" >&2; exit 1; }
command -v clang++-19 >/dev/null || { echo "bench-pp-vs-clang: clang++-19 not found (scripts/setup.sh installs it)" >&2; exit 1; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
name=bench-pp-vs-clang
# shellcheck source=lib/bench.sh
. "$root/scripts/lib/bench.sh"

(cd "$root" && cargo build --release -q -p benches --bin gen-pp-input)
input="$work/pp-bench.cpp"
"$root/target/release/gen-pp-input" "$input" "$mb"
# shellcheck disable=SC2206
flags=(${FLAGS:-})
ours=("$bin" -E "${flags[@]}" "$input" -o /dev/null)
theirs=(clang++-19 -x c++ -std=c++17 -E "${flags[@]}" "$input" -o /dev/null)
must_accept circle-rs "${ours[@]}"
must_accept clang++-19 "${theirs[@]}"
out_lines=$(clang++-19 -x c++ -std=c++17 -E "${flags[@]}" "$input" | wc -l)
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)
: >"$work/ours"; : >"$work/theirs"
for _ in $(seq "$runs"); do
  one_run "$work/ours" "${ours[@]}"
  one_run "$work/theirs" "${theirs[@]}"
done
best() { sort -n | head -1; }
# column N of a log: best and median
stats() { printf '%s %s' "$(cut -d' ' -f"$2" "$1" | best)" "$(cut -d' ' -f"$2" "$1" | median)"; }
row() {
  local log=$1 who=$2 wb wm cb cm kb
  read -r wb wm <<<"$(stats "$log" 1)"
  read -r cb cm <<<"$(stats "$log" 3)"
  kb=$(cut -d' ' -f2 "$log" | median)
  printf '%-22s %7.3f s %7.3f s   %9s %9s   %s\n' "$who" "$wb" "$wm" "$(secs "$cb")" "$(secs "$cm")" "$(mb "$kb")"
}
printf 'input: %d lines, %.1f MB (%s generated MB after %d standard headers); clang -E writes %d lines\n' \
  "$(wc -l <"$input")" "$(calc "$(stat -c %s "$input") / 1048576")" "$mb" \
  "$(grep -c '^#include' "$input")" "$out_lines"
printf '%d runs each, interleaved   wall: best  median   CPU: best    median   peak memory\n' "$runs"
row "$work/ours" "circle-rs -E ($(bench_profile))"
row "$work/theirs" "clang++-19 -E"
if [ -n "$gnu_time" ]; then
  c_ours=$(cut -d' ' -f3 "$work/ours" | best)
  c_theirs=$(cut -d' ' -f3 "$work/theirs" | best)
  printf 'best CPU time, clang / circle-rs: %.2f (above 1: circle-rs is faster)\n' "$(calc "$c_theirs / $c_ours")"
fi
echo "load average before the runs: $load"
