#!/usr/bin/env bash
# Compile-time engine benchmarks (issue 12, item 8), side by side in one
# run: circle-rs -fsyntax-only against clang++-19 -fsyntax-only
# -fexperimental-new-constant-interpreter (clang's bytecode constant
# interpreter) on the same file, each evaluating a 10^6-iteration constexpr
# loop in a static_assert:
#  1. benches/inputs/constexpr-loop.cu: integer arithmetic only;
#  2. benches/inputs/constexpr-calls.cu: calls and a local array in the loop;
#  3. input 1 with N=0: what the process costs without the loop (startup,
#     sema), for circle-rs and clang; 3b. the same read as CUDA, with
#     circle-rs's implicit CUDA headers (the toolkit's when one is found).
# circle-rs reads the inputs as C++ (-x c++), the language clang is given,
# so rows 1-3 compare the interpreters, not the CUDA headers.
# Each circle-rs input runs with -fmeta-engine=bytecode (the default) and
# -fmeta-engine=tree (the tree walker), so the table shows both engines.
#   scripts/bench-meta.sh [CIRCLE_RS_BINARY] [RUNS] [N]
# CIRCLE_RS_BINARY defaults to target/release/circle-rs (build it with
# `cargo build --release -p driver`); RUNS defaults to 5, N to 1000000.
# With BENCH_META_INSNS=1 and valgrind installed, it also counts the
# instructions circle-rs executes for input 1 (bytecode) and for N=0: a
# measure that, unlike the times, does not depend on the machine's load.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${1:-$root/target/release/circle-rs}
runs=${2:-5}
iters=${3:-1000000}
[ -x "$bin" ] || { echo "bench-meta: no circle-rs at $bin (cargo build --release -p driver, or pass a path)" >&2; exit 1; }
command -v clang++-19 >/dev/null || { echo "bench-meta: clang++-19 not found (scripts/setup.sh installs it)" >&2; exit 1; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
name=bench-meta
# shellcheck source=lib/bench.sh
. "$root/scripts/lib/bench.sh"

# Both compilers get a step budget the loops fit in (clang's default,
# 2^20, and ours, 5*10^7, are for runaway code, not for benchmarks).
steps=4000000000
clang=(clang++-19 -x c++ -std=c++17 -fsyntax-only -fexperimental-new-constant-interpreter "-fconstexpr-steps=$steps")
i=0
for input in constexpr-loop constexpr-calls; do
  i=$((i + 1))
  file="$root/benches/inputs/$input.cu"
  for engine in bytecode tree; do
    echo "$i. $input.cu, N=$iters, -fmeta-engine=$engine"
    compare "$runs" -- "$bin" -x c++ -fsyntax-only "-fconstexpr-steps=$steps" "-fmeta-engine=$engine" -DN="$iters" "$file" \
      -- "${clang[@]}" -DN="$iters" "$file"
    echo
  done
done
echo "3. constexpr-loop.cu with N=0 (no loop: the cost of the process itself)"
compare "$runs" -- "$bin" -x c++ -fsyntax-only -DN=0 "$root/benches/inputs/constexpr-loop.cu" \
  -- "${clang[@]}" -DN=0 "$root/benches/inputs/constexpr-loop.cu"
echo
echo "3b. the same as CUDA (circle-rs's implicit CUDA headers: the toolkit's when found)"
compare "$runs" -- "$bin" -fsyntax-only -DN=0 "$root/benches/inputs/constexpr-loop.cu" \
  -- "${clang[@]}" -DN=0 "$root/benches/inputs/constexpr-loop.cu"
if [ "${BENCH_META_INSNS:-0}" = 1 ] && command -v valgrind >/dev/null; then
  insns() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$bin" -x c++ -fsyntax-only \
      "-fconstexpr-steps=$steps" "$@" "$root/benches/inputs/constexpr-loop.cu" 2>&1 >/dev/null |
      awk '/I +refs:/ { gsub(",", "", $NF); print $NF }'
  }
  full=$(insns -DN="$iters")
  none=$(insns -DN=0)
  echo
  echo "4. instructions circle-rs executes (valgrind), constexpr-loop.cu, bytecode"
  echo "N=$iters: $full; N=0: $none; per iteration: $(calc "($full - $none) / ($iters > 0 ? $iters : 1)")"
fi
echo "circle-rs binary: $bin ($(bench_profile) build)"
