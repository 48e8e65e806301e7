#!/usr/bin/env bash
# Builds (anywhere) and runs (on a machine with an NVIDIA GPU) the programs of
# testsuite/gpu/ and the shared examples that have a run-time part.
#   scripts/gpu-check.sh build DIR [CIRCLE_RS]   compile and link into DIR
#   scripts/gpu-check.sh run DIR                 run what DIR holds, compare
# `build` needs ptxas (setup.sh installs it); `run` needs only the driver.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:?usage: gpu-check.sh build|run DIR [CIRCLE_RS]}
dir=${2:?usage: gpu-check.sh build|run DIR [CIRCLE_RS]}
ex="$root/../shared/examples"
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)

build() {
  local cc=${3:-$root/target/release/circle-rs} fail=0
  export CIRCLE_RS_PTXAS=${CIRCLE_RS_PTXAS:-$root/.tools/cuda12/nvidia/cuda_nvcc/bin/ptxas}
  export CIRCLE_RS_PTXAS_LEGACY=${CIRCLE_RS_PTXAS_LEGACY:-$root/.tools/cuda11/nvidia/cuda_nvcc/bin/ptxas}
  one() { # name, expected-output file, then the compile command's arguments
    local name=$1 out=$2; shift 2
    if "$cc" "$@" -o "$dir/$name" 2>"$dir/$name.build.txt"; then
      cp "$out" "$dir/$name.expected" 2>/dev/null || true
      echo "built $name"
    else
      echo "FAILED to build $name:"; head -20 "$dir/$name.build.txt"; fail=1
    fi
  }
  for f in "$root"/testsuite/gpu/*.cu; do
    local n; n=$(basename "$f" .cu)
    one "$n" "${f%.cu}.out" "$f" -sm_70 -sm_90 -O3
  done
  # Only sm_70 code: an sm_90 GPU JIT-compiles the embedded PTX.
  one 02-warp-reduce-jit "$root/testsuite/gpu/02-warp-reduce.out" "$root/testsuite/gpu/02-warp-reduce.cu" -sm_70
  one 07-classes-jit "$root/testsuite/gpu/07-classes.out" "$root/testsuite/gpu/07-classes.cu" -sm_70
  # The shared examples, with the commands their headers give.
  one tags "$root/testsuite/gpu/examples/tags.out" "$ex/dispatch/tags.cu"
  one meta_basics "$root/testsuite/gpu/examples/meta_basics.out" "$ex/meta/meta_basics.cu" -sm_52 -sm_70 -gfx1100
  one saxpy "$root/testsuite/gpu/examples/saxpy.out" "$ex/saxpy/kernel.cu" -sm_35 -sm_52 -sm_61 -sm_70
  # This repository's examples with a run-time part.
  one tuning_attributes "$root/testsuite/gpu/examples/tuning_attributes.out" "$root/examples/tuning_attributes.cu" -sm_70 -sm_90 -O2
  return $fail
}

run() {
  local pass=0 failed=0
  nvidia-smi --query-gpu=name,compute_cap,driver_version --format=csv,noheader 2>/dev/null || true
  for exe in "$dir"/*; do
    [[ -x $exe && -f $exe ]] || continue
    local n; n=$(basename "$exe")
    timeout 120 "$exe" >"$dir/$n.stdout" 2>"$dir/$n.stderr"
    local rc=$?
    echo "== $n (exit $rc)"; cat "$dir/$n.stdout" "$dir/$n.stderr"
    if [[ -f $dir/$n.expected ]]; then
      if [[ $rc -eq 0 ]] && cmp -s "$dir/$n.stdout" "$dir/$n.expected"; then pass=$((pass + 1)); else failed=$((failed + 1)); echo "   ^ differs from the expected output"; fi
    fi
  done
  echo "$pass passed, $failed failed"
  [[ $failed -eq 0 ]]
}

case $mode in
  build) build "$@" ;;
  run) run ;;
  *) echo "usage: gpu-check.sh build|run DIR [CIRCLE_RS]" >&2; exit 2 ;;
esac
