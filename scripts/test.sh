#!/usr/bin/env bash
# Sets everything up (idempotent) and runs the whole test suite: unit tests of
# every crate and the conformance runner over testsuite/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
./scripts/setup.sh
export LLVM_SYS_191_PREFIX=${LLVM_SYS_191_PREFIX:-/usr/lib/llvm-19}
export CIRCLE_RS_PTXAS="$root/.tools/cuda12/nvidia/cuda_nvcc/bin/ptxas"
export CIRCLE_RS_PTXAS_LEGACY="$root/.tools/cuda11/nvidia/cuda_nvcc/bin/ptxas"
export CIRCLE_RS_CUOBJDUMP="$root/.tools/cuobjdump/nvidia/cu13/bin/cuobjdump"
# In CI, missing validation tools are a failure, not a skip.
export CIRCLE_RS_REQUIRE_TOOLS=1
cargo test --workspace --no-fail-fast "$@"
