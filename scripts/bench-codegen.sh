#!/usr/bin/env bash
# Whole-process compile time of examples/saxpy.cu with 1, 2, 4 and 8 targets,
# against clang-19 on the equivalent CUDA (sm targets) and HIP (gfx targets)
# program (benches/inputs/saxpy_clang.cu); median of 7 runs, release build.
# Also: front end vs code generation (--time-report) and -j2 over -j1.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
./scripts/setup.sh
cargo build --release -q -p driver
bin=target/release/circle-rs
out=$(mktemp -d)
calc() { awk "BEGIN { print $1 }"; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# A failing command is an error, not a fast measurement.
time_runs() { "$@" > /dev/null 2>&1 || { echo "bench: command failed: $*" >&2; exit 1; }
  for _ in 1 2 3 4 5 6 7; do
  s=$(date +%s.%N); "$@" > /dev/null 2>&1; e=$(date +%s.%N); calc "($e - $s) * 1000"; done | median; }
sets=("sm_70" "sm_70 gfx1100" "sm_52 sm_70 gfx1100 gfx90a" "sm_52 sm_61 sm_70 sm_90 gfx90a gfx942 gfx1030 gfx1100")
printf '%-8s %12s %12s %12s %8s\n' targets circle-rs-ms clang-cuda-ms clang-hip-ms ratio
for set in "${sets[@]}"; do
  flags=(); cuda=(); hip=()
  for t in $set; do
    flags+=("-$t")
    case $t in sm_*) cuda+=("--cuda-gpu-arch=$t");; gfx*) hip+=("--offload-arch=$t");; esac
  done
  ours=$(time_runs "$bin" examples/saxpy.cu "${flags[@]}" --emit=ptx,amdgcn -o "$out/c")
  c=0; h=0
  if [ ${#cuda[@]} -gt 0 ]; then
    # Several architectures: clang writes one file each into the current directory.
    c=$(cd "$out" && time_runs clang++-19 -x cuda --cuda-device-only -nocudainc -nocudalib "${cuda[@]}" -O3 -S "$root/benches/inputs/saxpy_clang.cu")
  fi
  if [ ${#hip[@]} -gt 0 ]; then
    h=$(cd "$out" && time_runs clang++-19 -x hip --offload-device-only -nogpulib -nogpuinc "${hip[@]}" -O3 -S "$root/benches/inputs/saxpy_clang.cu")
  fi
  printf '%-8s %12.1f %12.1f %12.1f %8.2f\n' "$(echo $set | wc -w)" "$ours" "$c" "$h" "$(calc "($c + $h) / $ours")"
done
echo
echo "front end vs code generation (--time-report):"
for set in "sm_70" "sm_52 sm_61 sm_70 sm_90 gfx90a gfx942 gfx1030 gfx1100"; do
  flags=(); for t in $set; do flags+=("-$t"); done
  echo "-- $(echo $set | wc -w) target(s)"
  "$bin" examples/saxpy.cu "${flags[@]}" --emit=ptx,amdgcn -o "$out/r" --time-report 2>&1 >/dev/null | grep -E "translate|codegen|front end|total"
done
echo
eight=(-sm_52 -sm_61 -sm_70 -sm_90 -gfx90a -gfx942 -gfx1030 -gfx1100)
j1=$(time_runs "$bin" examples/saxpy.cu "${eight[@]}" --emit=ptx,amdgcn -j 1 -o "$out/j")
j2=$(time_runs "$bin" examples/saxpy.cu "${eight[@]}" --emit=ptx,amdgcn -j 2 -o "$out/j")
printf -- '-j1: %.1f ms  -j2: %.1f ms  speedup %.2f (8 targets, %s cores)\n' "$j1" "$j2" "$(calc "$j1 / $j2")" "$(nproc)"
