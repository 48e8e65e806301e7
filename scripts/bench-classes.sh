#!/usr/bin/env bash
# Class-heavy front-end benchmark (issue 8, "Performance"): circle-rs
# -fsyntax-only against clang++-19 -fsyntax-only on the same generated
# translation unit (benches/gen-classes.py: thousands of classes with
# members, constructors, operators and virtual functions; no templates, no
# standard headers), side by side in one run: median wall time, CPU time and
# peak resident memory of RUNS runs each, interleaved.
#   scripts/bench-classes.sh [CIRCLE_RS_BINARY] [CLASSES] [RUNS]
# CIRCLE_RS_BINARY defaults to target/release/circle-rs (build it with
# `cargo build --release -p driver`); CLASSES defaults to 3000, RUNS to 5.
# GEN_FLAGS passes options to the generator (GEN_FLAGS=--global-namespace puts
# every class in one namespace, which stresses ADL of hidden friends).
# Peak memory needs GNU time (/usr/bin/time, Debian package 'time'); without
# it the memory column says n/a.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$root/target/release/circle-rs}
classes=${2:-3000}
runs=${3:-5}
[ -x "$bin" ] || { echo "bench-classes: no circle-rs at $bin (cargo build --release -p driver, or pass a path)" >&2; exit 1; }
command -v clang++-19 >/dev/null || { echo "bench-classes: clang++-19 not found (scripts/setup.sh installs it)" >&2; exit 1; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
input="$work/classes.cpp"
# shellcheck disable=SC2086
python3 "$root/benches/gen-classes.py" --classes "$classes" ${GEN_FLAGS:-} -o "$input"
bytes=$(stat -c %s "$input")
lines=$(wc -l <"$input")

name=bench-classes
# shellcheck source=lib/bench.sh
. "$root/scripts/lib/bench.sh"

ours=("$bin" -fsyntax-only "$input")
theirs=(clang++-19 -x c++ -std=c++17 -fsyntax-only "$input")
printf 'input: %d classes, %d lines, %.2f MB (benches/gen-classes.py %s)\n' "$classes" "$lines" "$(calc "$bytes / 1048576")" "${GEN_FLAGS:-}"
compare "$runs" -- "${ours[@]}" -- "${theirs[@]}"
echo "circle-rs binary: $bin ($(bench_profile) build)"
