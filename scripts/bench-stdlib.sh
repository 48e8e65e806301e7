#!/usr/bin/env bash
# Standard-library benchmarks (issue 10, "Performance"), side by side in one
# run:
#  1. -fsyntax-only of a file including <map> <vector> <string> <algorithm>
#     <tuple> (benches/inputs/stdlib-headers.cpp), circle-rs against
#     clang++-19 -fsyntax-only on the same file;
#  2. the interpreter inserting N keys into a compile-time std::map
#     (benches/inputs/meta-map-insert.cu): time and peak memory.
#   scripts/bench-stdlib.sh [CIRCLE_RS_BINARY] [RUNS] [N]
# CIRCLE_RS_BINARY defaults to target/release/circle-rs (build it with
# `cargo build --release -p driver`); RUNS defaults to 5, N to 100000.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$root/target/release/circle-rs}
runs=${2:-5}
keys=${3:-100000}
[ -x "$bin" ] || { echo "bench-stdlib: no circle-rs at $bin (cargo build --release -p driver, or pass a path)" >&2; exit 1; }
command -v clang++-19 >/dev/null || { echo "bench-stdlib: clang++-19 not found (scripts/setup.sh installs it)" >&2; exit 1; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
name=bench-stdlib
# shellcheck source=lib/bench.sh
. "$root/scripts/lib/bench.sh"

headers="$root/benches/inputs/stdlib-headers.cpp"
echo "1. -fsyntax-only of <map> <vector> <string> <algorithm> <tuple>"
compare "$runs" -- "$bin" -fsyntax-only "$headers" -- clang++-19 -x c++ -std=c++17 -fsyntax-only "$headers"
echo
echo "2. compile-time std::map: $keys keys inserted by the interpreter"
"$bin" -fsyntax-only -fconstexpr-steps=4000000000 -DN="$keys" "$root/benches/inputs/meta-map-insert.cu"
measure_alone "$bin" -fsyntax-only -fconstexpr-steps=4000000000 -DN="$keys" "$root/benches/inputs/meta-map-insert.cu"
echo "circle-rs binary: $bin ($(bench_profile) build)"
