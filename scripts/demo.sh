#!/usr/bin/env bash
# Sets everything up (idempotent), builds circle-rs, and runs the main job:
# one translation of examples/saxpy.cu, then PTX for sm_70 and an AMD code
# object for gfx1100, and shows what came out.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
./scripts/setup.sh
export LLVM_SYS_191_PREFIX=${LLVM_SYS_191_PREFIX:-/usr/lib/llvm-19}
cargo build -q
bin="$root/target/debug/circle-rs"
out="$root/out/demo"
rm -rf "$out" && mkdir -p "$out"
set -x
"$bin" -E -P examples/saxpy.cu | head -40
