#!/usr/bin/env bash
# Regenerates the expected outputs of the oracle corpus (testsuite/oracle/*/NNN-topic.cpp
# -> NNN-topic.out) by compiling each program with g++-12 and running it.
# Every program is also built with g++-12 -O2, clang++-19 -O0 and -O2, and
# g++-12 with -fsanitize=address,undefined; all runs must exit 0 and print the
# same bytes, or the script fails loudly (a disagreement means the program has
# unspecified or undefined behaviour and must be fixed, not blessed).
# Idempotent: rewrites a .out only when its content changes.
#   scripts/regen-oracle.sh [FILTER]   (FILTER: substring of the program path)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
oracle="$root/testsuite/oracle"
filter=${1:-}
for tool in g++-12 clang++-19; do
  command -v "$tool" >/dev/null || { echo "regen-oracle: $tool not found (scripts/setup.sh installs clang-19; apt-get install g++-12)" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

check_one() { # program work-dir -> prints "OK path" or "FAIL path: reason"
  local prog=$1 work=$2
  local name dir base
  dir=$(basename "$(dirname "$prog")")
  base=$(basename "$prog" .cpp)
  name="$dir/$base"
  local w="$work/$dir-$base"
  mkdir -p "$w"
  # The language sets use only <cstdio> and <cstddef>; the stdlib set
  # exercises the system's standard library itself.
  if [ "$dir" != stdlib ] && grep -E '^[[:space:]]*#[[:space:]]*include' "$prog" | grep -vqE '<(cstdio|cstddef)>'; then
    echo "FAIL $name: includes a header other than <cstdio>/<cstddef>"; return
  fi
  if [ "$dir" = classes ] && grep -qw template "$prog"; then
    echo "FAIL $name: the classes set has no templates"; return
  fi
  local flags=(-std=c++17 -w -o)
  local -a cfgs=("g++-12 -O0" "g++-12 -O2" "clang++-19 -O0" "clang++-19 -O2" "g++-12 -O0 -fsanitize=address,undefined -fno-sanitize-recover=all")
  # A program marked '// oracle: g++ only (why)' is C++ that clang refuses
  # and g++ accepts (pointers to variable-length arrays): g++ alone decides.
  if grep -q '^// oracle: g++ only' "$prog"; then
    cfgs=("g++-12 -O0" "g++-12 -O2" "g++-12 -O0 -fsanitize=address,undefined -fno-sanitize-recover=all")
  fi
  local i=0 ref=""
  for cfg in "${cfgs[@]}"; do
    # shellcheck disable=SC2086
    if ! $cfg -x c++ "${flags[@]}" "$w/a$i" "$prog" 2>"$w/cc$i.err"; then
      echo "FAIL $name: '$cfg' does not compile it: $(head -1 "$w/cc$i.err")"; return
    fi
    local rc=0
    timeout 10 "$w/a$i" >"$w/out$i" 2>"$w/err$i" || rc=$?
    if [ $rc -ne 0 ]; then
      echo "FAIL $name: '$cfg' build exits $rc: $(head -1 "$w/err$i")"; return
    fi
    if [ -s "$w/err$i" ]; then
      echo "FAIL $name: '$cfg' build writes to stderr: $(head -1 "$w/err$i")"; return
    fi
    if [ $i -eq 0 ]; then
      ref="$w/out0"
    elif ! cmp -s "$ref" "$w/out$i"; then
      echo "FAIL $name: '$cfg' prints something else than 'g++-12 -O0':"
      diff "$ref" "$w/out$i" | head -5 | sed 's/^/    /'
      return
    fi
    i=$((i + 1))
  done
  if [ ! -s "$ref" ]; then echo "FAIL $name: prints nothing"; return; fi
  local out="${prog%.cpp}.out"
  if [ -f "$out" ] && cmp -s "$ref" "$out"; then
    echo "OK $name"
  else
    cp "$ref" "$out"
    echo "OK $name (written)"
  fi
}
export -f check_one

mapfile -t progs < <(find "$oracle" -name '*.cpp' | sort | grep -F -- "$filter" || true)
[ ${#progs[@]} -gt 0 ] || { echo "regen-oracle: no programs" >&2; exit 1; }
jobs=$(nproc 2>/dev/null || echo 2)
# Each program's report goes to its own file, printed in program order.
printf '%s\n' "${progs[@]}" | xargs -P "$jobs" -I{} bash -c 'check_one "$1" "$2" >"$2/$(basename "$(dirname "$1")")-$(basename "$1" .cpp).log"' _ {} "$work"
: >"$work/log"
for prog in "${progs[@]}"; do
  cat "$work/$(basename "$(dirname "$prog")")-$(basename "$prog" .cpp).log" >>"$work/log"
done
cat "$work/log"
# A .out with no program left is stale.
stale=0
while IFS= read -r out; do
  if [ ! -f "${out%.out}.cpp" ]; then echo "FAIL: stale $out (no program)"; stale=1; fi
done < <(find "$oracle" -name '*.out' | sort)
ok=$(grep -c '^OK' "$work/log" || true)
bad=$(grep -c '^FAIL' "$work/log" || true)
echo "regen-oracle: $ok programs agree across g++-12/clang++-19 -O0/-O2 (+asan/ubsan), $bad fail"
[ "$bad" -eq 0 ] && [ $stale -eq 0 ]
