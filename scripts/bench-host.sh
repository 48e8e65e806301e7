#!/usr/bin/env bash
# Whole-program compile time (issue 11, "Performance"): the saxpy example
# (../shared/examples/saxpy/kernel.cu) for sm_35, sm_52, sm_61 and sm_70 to
# a linked executable (front end, four device modules, ptxas per target, the
# host module, the fat binary, the link with libcudart), against clang++-19
# -x cuda on the equivalent CUDA program (benches/inputs/saxpy_clang.cu
# with a host main) with the wheels' CUDA headers, ptxas and libcudart:
# one device compilation per target to a cubin, one host compilation, and
# the link. (clang's last step, packing the cubins with NVIDIA's
# `fatbinary`, is skipped: no wheel ships that tool; circle-rs writes its
# fat binary itself.) Median of 5 runs each, side by side, release build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
./scripts/setup.sh
cargo build --release -q -p driver
bin=$root/target/release/circle-rs
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
calc() { awk "BEGIN { print $1 }"; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
time_runs() { "$@" > /dev/null 2>&1 || { echo "bench: command failed: $*" >&2; "$@" >&2 || true; exit 1; }
  for _ in 1 2 3 4 5; do
  s=$(date +%s.%N); "$@" > /dev/null 2>&1; e=$(date +%s.%N); calc "($e - $s) * 1000"; done | median; }

# A CUDA installation as clang looks for one, assembled from the wheels
# (ptxas 12.9 for sm_50 and newer, 11.8 for sm_35).
mkcuda() { # dir ptxas-wheel version
  mkdir -p "$1/include" "$1/bin" "$1/nvvm/libdevice" "$1/lib64"
  for d in "$root/.tools/cudart/nvidia/cuda_runtime/include" "$root/.tools/cuda12/nvidia/cuda_nvcc/include"; do
    for f in "$d"/*; do ln -sfn "$f" "$1/include/$(basename "$f")"; done
  done
  ln -sfn "$root/.tools/$2/nvidia/cuda_nvcc/bin/ptxas" "$1/bin/ptxas"
  ln -sfn "$root/.tools/cuda12/nvidia/cuda_nvcc/nvvm/libdevice/libdevice.10.bc" "$1/nvvm/libdevice/libdevice.10.bc"
  for f in "$root/.tools/cudart/nvidia/cuda_runtime/lib"/*; do ln -sfn "$f" "$1/lib64/$(basename "$f")"; done
  echo "CUDA Version $3" > "$1/version.txt"
  # clang takes the version from cuda.h.
  rm -f "$1/include/cuda.h"
  v=${3%.*}; printf '#define CUDA_VERSION %d%03d\n' "${v%%.*}" "$(( ${v#*.} * 10 ))" > "$1/include/cuda.h"
}
mkcuda "$out/cuda" cuda12 12.5.0
mkcuda "$out/cuda11" cuda11 11.8.0
# The runtime's declarations a launch needs come first (clang makes the
# kernel's stub where the kernel is defined); -nocudainc: the device side
# of saxpy_clang.cu spells its attributes out.
cat > "$out/decls.h" <<'DECLS'
#if !defined(__CUDA_ARCH__)
typedef unsigned long size_t;
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {} };
extern "C" int cudaMalloc(void**, size_t);
extern "C" int cudaFree(void*);
extern "C" unsigned __cudaPushCallConfiguration(dim3, dim3, size_t = 0, void* = 0);
extern "C" int cudaLaunchKernel(const void*, dim3, dim3, void**, size_t, void*);
#endif
DECLS
cat > "$out/main.h" <<'MAIN'
#if !defined(__CUDA_ARCH__)
int main() {
  float *x, *y;
  cudaMalloc((void**)&x, 4000000); cudaMalloc((void**)&y, 4000000);
  saxpy<<<1000, 256>>>(3.14f, x, y, 1000000);
  cudaFree(x); cudaFree(y);
  return 0;
}
#endif
MAIN
cat "$out/decls.h" "$root/benches/inputs/saxpy_clang.cu" "$out/main.h" > "$out/saxpy.cu"
clang_all() {
  cd "$out"
  for a in 35 52 61 70; do
    p=cuda; [ $a = 35 ] && p=cuda11
    clang++-19 -x cuda --cuda-path="$out/$p" --no-cuda-version-check -nocudainc --cuda-device-only \
      --cuda-gpu-arch=sm_$a -O3 -c saxpy.cu -o "k.sm_$a.cubin"
  done
  clang++-19 -x cuda --cuda-path="$out/cuda" --no-cuda-version-check -nocudainc --cuda-host-only \
    -O3 -c saxpy.cu -o host.o
  clang++-19 host.o "$out/cuda/lib64/libcudart_static.a" -ldl -lpthread -lrt -o saxpy_clang
}
ours=$(time_runs "$bin" ../shared/examples/saxpy/kernel.cu -sm_35 -sm_52 -sm_61 -sm_70 -o "$out/saxpy")
theirs=$(time_runs clang_all)
printf '%-28s %10s\n' "" "ms"
printf '%-28s %10.1f\n' "circle-rs (4 targets, exe)" "$ours"
printf '%-28s %10.1f\n' "clang++-19 -x cuda" "$theirs"
printf 'circle-rs / clang: %.2f (goal: at most 0.33)\n' "$(calc "$ours / $theirs")"
echo
echo "circle-rs phases (--time-report):"
"$bin" ../shared/examples/saxpy/kernel.cu -sm_35 -sm_52 -sm_61 -sm_70 -o "$out/saxpy" --time-report 2>&1 >/dev/null | grep -vE "^\s*$" || true
echo "circle-rs binary: $bin"
