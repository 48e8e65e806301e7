#!/usr/bin/env bash
# Runs every oracle program (testsuite/oracle/*/NNN-topic.cpp) through
# circle-rs at compile time, exactly as testsuite/tests/oracle.rs does
# (a wrapper '#include "<abs path>"' + '@meta main();', then
# 'circle-rs -fsyntax-only -w wrapper.cpp', warnings off as regen-oracle.sh
# builds them; a pass needs exit 0, empty stderr
# and stdout byte-equal to the .out), prints one line per program, and
# rewrites testsuite/oracle/XFAIL to list exactly the programs that fail,
# each with a one-line reason (the first error). Run it after the
# interpreter learns something new, and commit the XFAIL it writes.
#   scripts/oracle-status.sh [CIRCLE_RS_BINARY]   (default: target/debug/circle-rs)
#   ORACLE_STATUS_DRY_RUN=1 prints the new XFAIL instead of writing it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
oracle="$root/testsuite/oracle"
bin=${1:-${CIRCLE_RS_BIN:-$root/target/debug/circle-rs}}
[ -x "$bin" ] || { echo "oracle-status: no compiler at $bin (pass its path)" >&2; exit 1; }
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
timeout_s=${CIRCLE_RS_ORACLE_TIMEOUT:-120}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

status_one() { # program bin work oracle timeout -> one line "PASS name" / "FAIL name: reason"
  local prog=$1 bin=$2 work=$3 oracle=$4 timeout_s=$5
  local set base name d rc=0
  set=$(basename "$(dirname "$prog")")
  base=$(basename "$prog" .cpp)
  name="$set/$base"
  d="$work/$set-$base"
  mkdir -p "$d"
  printf '#include "%s"\n@meta main();\n' "$prog" >"$d/wrapper.cpp"
  { (cd "$d" && timeout "$timeout_s" "$bin" -fsyntax-only -w wrapper.cpp >out 2>err); } 2>/dev/null || rc=$?
  local first
  first=$(grep -m1 'error:' "$d/err" || head -1 "$d/err" || true)
  first=${first//"$oracle/"/}
  if [ $rc -eq 124 ]; then
    echo "FAIL $name: timed out after ${timeout_s}s"
  elif [ $rc -ne 0 ]; then
    [ -n "$first" ] || first=$(grep -m1 -i 'fatal\|panick' "$d/out" || echo "no diagnostic")
    echo "FAIL $name: exit $rc: $first"
  elif [ -s "$d/err" ]; then
    echo "FAIL $name: wrote to stderr: $first"
  elif ! cmp -s "$d/out" "${prog%.cpp}.out"; then
    local line
    line=$(cmp "$d/out" "${prog%.cpp}.out" 2>/dev/null | sed -n 's/.*line \([0-9]*\).*/\1/p' || true)
    [ -n "$line" ] || line="end"
    echo "FAIL $name: output differs from the .out (at line $line)"
  else
    echo "PASS $name"
  fi
}
export -f status_one

mapfile -t progs < <(find "$oracle" -mindepth 2 -name '*.cpp' | sort)
jobs=$(nproc 2>/dev/null || echo 2)
printf '%s\n' "${progs[@]}" | xargs -P "$jobs" -I{} bash -c \
  'status_one "$1" "$2" "$3" "$4" "$5" >"$3/$(basename "$(dirname "$1")")-$(basename "$1" .cpp).status"' \
  _ {} "$bin" "$work" "$oracle" "$timeout_s"
: >"$work/all"
for prog in "${progs[@]}"; do
  cat "$work/$(basename "$(dirname "$prog")")-$(basename "$prog" .cpp).status" >>"$work/all"
done
cat "$work/all"
{
  echo "# Oracle programs that circle-rs does not yet run correctly at compile time,"
  echo "# one 'set/name: first error' a line. Written by scripts/oracle-status.sh;"
  echo "# testsuite/tests/oracle.rs fails on a listed program that passes."
  sed -n 's/^FAIL //p' "$work/all"
} >"$work/XFAIL"
pass=$(grep -c '^PASS' "$work/all" || true)
fail=$(grep -c '^FAIL' "$work/all" || true)
for set in "$oracle"/*/; do
  s=$(basename "$set")
  printf 'oracle-status: %s: %d of %d pass\n' "$s" "$(grep -c "^PASS $s/" "$work/all" || true)" \
    "$(grep -c "^[A-Z]* $s/" "$work/all" || true)"
done
echo "oracle-status: $pass pass, $fail fail with $bin"
if [ "${ORACLE_STATUS_DRY_RUN:-0}" = 1 ]; then
  cat "$work/XFAIL"
else
  cp "$work/XFAIL" "$oracle/XFAIL"
  echo "oracle-status: wrote $oracle/XFAIL"
fi
