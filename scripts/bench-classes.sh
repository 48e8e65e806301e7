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
profile=release
case "$bin" in *debug*) profile=debug ;; esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
input="$work/classes.cpp"
# shellcheck disable=SC2086
python3 "$root/benches/gen-classes.py" --classes "$classes" ${GEN_FLAGS:-} -o "$input"
bytes=$(stat -c %s "$input")
lines=$(wc -l <"$input")

gnu_time=""
if /usr/bin/time -f %M true >/dev/null 2>&1; then gnu_time=/usr/bin/time; fi

calc() { awk "BEGIN { print $1 }"; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# One timed run: appends "wall-seconds kilobytes cpu-seconds" to $1 (CPU time
# is user + system, less sensitive than wall time to a busy machine); the
# command must succeed.
one_run() {
  local log=$1; shift
  local s e kb="n/a" cpu="n/a"
  s=$(date +%s.%N)
  if [ -n "$gnu_time" ]; then
    "$gnu_time" -f '%M %U %S' -o "$work/mem" "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; echo "bench-classes: '$*' failed" >&2; exit 1; }
    kb=$(tail -1 "$work/mem" | cut -d' ' -f1)
    cpu=$(tail -1 "$work/mem" | awk '{ print $2 + $3 }')
  else
    "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; echo "bench-classes: '$*' failed" >&2; exit 1; }
  fi
  e=$(date +%s.%N)
  echo "$(calc "$e - $s") $kb $cpu" >>"$log"
}

ours=("$bin" -fsyntax-only "$input")
theirs=(clang++-19 -x c++ -std=c++17 -fsyntax-only "$input")
# Both must accept the input before anything is timed.
"${ours[@]}" >/dev/null 2>"$work/err" || { head -20 "$work/err" >&2; echo "bench-classes: circle-rs rejects the input" >&2; exit 1; }
"${theirs[@]}" >/dev/null 2>"$work/err" || { head -20 "$work/err" >&2; echo "bench-classes: clang++-19 rejects the input" >&2; exit 1; }
: >"$work/ours"; : >"$work/theirs"
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)
for _ in $(seq "$runs"); do
  one_run "$work/ours" "${ours[@]}"
  one_run "$work/theirs" "${theirs[@]}"
done
t_ours=$(cut -d' ' -f1 "$work/ours" | median)
t_theirs=$(cut -d' ' -f1 "$work/theirs" | median)
m_ours=$(cut -d' ' -f2 "$work/ours" | median)
m_theirs=$(cut -d' ' -f2 "$work/theirs" | median)
c_ours=$(cut -d' ' -f3 "$work/ours" | median)
c_theirs=$(cut -d' ' -f3 "$work/theirs" | median)
mb() { if [ "$1" = n/a ]; then echo n/a; else printf '%.1f MB' "$(calc "$1 / 1024")"; fi; }
secs() { if [ "$1" = n/a ]; then echo n/a; else printf '%.2f s' "$1"; fi; }
printf 'input: %d classes, %d lines, %.2f MB (benches/gen-classes.py %s)\n' "$classes" "$lines" "$(calc "$bytes / 1048576")" "${GEN_FLAGS:-}"
printf 'median of %d runs     wall time   CPU time   peak memory\n' "$runs"
printf '%-20s %8.3f s   %8s   %s\n' "circle-rs ($profile)" "$t_ours" "$(secs "$c_ours")" "$(mb "$m_ours")"
printf '%-20s %8.3f s   %8s   %s\n' clang++-19 "$t_theirs" "$(secs "$c_theirs")" "$(mb "$m_theirs")"
printf 'ratio (clang time / circle-rs time): %.2f wall' "$(calc "$t_theirs / $t_ours")"
if [ "$c_ours" != n/a ]; then printf ', %.2f CPU' "$(calc "$c_theirs / $c_ours")"; fi
printf '\n'
echo "load average before the runs: $load"
echo "circle-rs binary: $bin ($profile build)"
