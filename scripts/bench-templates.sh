#!/usr/bin/env bash
# Template-heavy front-end benchmark (issue 9, "Performance"): circle-rs
# -fsyntax-only against clang++-19 -fsyntax-only on the same generated
# translation units (benches/gen-templates.py: deep recursive
# instantiation, ten thousand instantiations of a class template with
# members, a variadic tuple of a hundred elements; no standard headers),
# side by side in one run: median wall time, CPU time and peak resident
# memory of RUNS runs each, interleaved.
#   scripts/bench-templates.sh [CIRCLE_RS_BINARY] [RUNS]
# CIRCLE_RS_BINARY defaults to target/release/circle-rs (build it with
# `cargo build --release -p driver`); RUNS defaults to 5. The sizes:
# RECURSIVE_CHAINS (50) chains RECURSIVE_DEPTH (900) deep, INSTANCES
# (10000), TUPLE (100).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$root/target/release/circle-rs}
runs=${2:-5}
[ -x "$bin" ] || { echo "bench-templates: no circle-rs at $bin (cargo build --release -p driver, or pass a path)" >&2; exit 1; }
command -v clang++-19 >/dev/null || { echo "bench-templates: clang++-19 not found (scripts/setup.sh installs it)" >&2; exit 1; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
name=bench-templates
# shellcheck source=lib/bench.sh
. "$root/scripts/lib/bench.sh"

gen="$root/benches/gen-templates.py"
python3 "$gen" recursive --n "${RECURSIVE_CHAINS:-50}" --depth "${RECURSIVE_DEPTH:-900}" -o "$work/recursive.cpp"
python3 "$gen" instances --n "${INSTANCES:-10000}" -o "$work/instances.cpp"
python3 "$gen" tuple --n "${TUPLE:-100}" -o "$work/tuple.cpp"

for unit in recursive instances tuple; do
  input="$work/$unit.cpp"
  printf '\n== %s: %d lines, %.2f MB\n' "$unit" "$(wc -l <"$input")" "$(calc "$(stat -c %s "$input") / 1048576")"
  compare "$runs" -- "$bin" -fsyntax-only "$input" -- clang++-19 -x c++ -std=c++17 -fsyntax-only "$input"
done
echo "circle-rs binary: $bin ($(bench_profile) build)"
