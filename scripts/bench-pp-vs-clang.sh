#!/usr/bin/env bash
# Preprocessing throughput: circle-rs -E against clang++-19 -E on the same
# generated input (benches/src/lib.rs), median of 5 runs each, release build.
#   scripts/bench-pp-vs-clang.sh [MEGABYTES]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
./scripts/setup.sh
mb=${1:-16}
cargo build --release -q -p driver -p benches
input=$(mktemp -d)/bench.cu
target/release/gen-pp-input "$input" "$mb"
bytes=$(stat -c %s "$input")
calc() { awk "BEGIN { print $1 }"; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
time_runs() { for _ in 1 2 3 4 5; do
  s=$(date +%s.%N); "$@" > /dev/null; e=$(date +%s.%N); calc "$e - $s"; done | median; }
ours=$(time_runs target/release/circle-rs -E -P "$input" -o /dev/null)
theirs=$(time_runs clang++-19 -x c++ -std=c++17 -E -P "$input" -o /dev/null)
printf 'input: %s (%.1f MB)\n' "$input" "$(calc "$bytes / 1048576")"
printf 'circle-rs -E : %.3f s  %.1f MB/s\n' "$ours" "$(calc "$bytes / 1048576 / $ours")"
printf 'clang++-19 -E: %.3f s  %.1f MB/s\n' "$theirs" "$(calc "$bytes / 1048576 / $theirs")"
printf 'ratio (clang time / circle-rs time): %.2f\n' "$(calc "$theirs / $ours")"
