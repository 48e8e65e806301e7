#!/usr/bin/env bash
# Installs everything circle-rs needs on a fresh Debian 12 machine with the
# Rust toolchain, idempotently: LLVM 19 (inkwell links it), lld-19 (links AMD
# code objects), clang-19 (the peer we compare against), the ROCm device
# libraries (ocml: <cmath> in AMD device code), the HIP runtime
# (libamdhip64-dev: executables for AMD targets link it) and
# clang-offload-bundler (clang-tools-19: tests read HIP bundles back with
# it), and NVIDIA's ptxas from PyPI
# wheels into .tools/ (validates every PTX the suite writes; the same wheel
# carries libdevice, <cmath> in NVIDIA device code).
# Fast when everything is already there: each step checks before it acts.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

debs=(build-essential llvm-19-dev libpolly-19-dev libzstd-dev zlib1g-dev lld-19 clang-19 llvm-19-tools rocm-device-libs libamdhip64-dev clang-tools-19)
missing=()
for p in "${debs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# ptxas 12.9 (sm_50 and newer) and 11.8 (sm_35/sm_37): the two wheels share
# paths, so each goes into its own directory.
py=$(command -v python3 || command -v python || true)
if [ -z "$py" ] || ! "$py" -m pip --version >/dev/null 2>&1; then
  # A fresh Debian 12 has python3 without pip; --target installs below are
  # not into the system environment, so Debian's pip is fine for them.
  echo "setup: installing python3-pip" >&2
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends python3 python3-pip >/dev/null
  py=$(command -v python3)
fi
install_wheel() { # dir spec
  local dir="$root/.tools/$1"
  if [ ! -x "$dir/nvidia/cuda_nvcc/bin/ptxas" ]; then
    echo "setup: installing $2 into .tools/$1" >&2
    "$py" -m pip install -q --disable-pip-version-check --no-deps --target "$dir" "$2" >/dev/null
  fi
}
install_wheel cuda12 nvidia-cuda-nvcc-cu12==12.9.86
install_wheel cuda11 nvidia-cuda-nvcc-cu11==11.8.89
# The CUDA runtime (cuda_runtime.h and libcudart, which executables with
# kernel launches link) and cuobjdump (the tests list the fat binaries'
# cubins and PTX with it): each in its own directory, checked by a file it
# brings.
install_other() { # dir probe spec
  local dir="$root/.tools/$1"
  if [ ! -e "$dir/$2" ]; then
    echo "setup: installing $3 into .tools/$1" >&2
    "$py" -m pip install -q --disable-pip-version-check --no-deps --target "$dir" "$3" >/dev/null
  fi
}
install_other cudart nvidia/cuda_runtime/include/cuda_runtime.h nvidia-cuda-runtime-cu12==12.9.79
install_other cuobjdump nvidia/cu13/bin/cuobjdump nvidia-cuda-cuobjdump==13.4.92
chmod +x "$root"/.tools/cuobjdump/nvidia/*/bin/* 2>/dev/null || true
chmod +x "$root"/.tools/cuda1*/nvidia/cuda_nvcc/bin/* 2>/dev/null || true
