#!/usr/bin/env bash
# Sets everything up (idempotent), builds circle-rs, and runs the main job:
# one translation of examples/saxpy.cu (its @meta code runs once), then PTX
# for sm_70 and a linked AMD code object for gfx1100, in parallel; shows
# what came out and checks it with ptxas and llvm-readelf.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
./scripts/setup.sh
export LLVM_SYS_191_PREFIX=${LLVM_SYS_191_PREFIX:-/usr/lib/llvm-19}
cargo build -q -p driver
bin="$root/target/debug/circle-rs"
out="$root/out/demo"
rm -rf "$out"
echo "\$ circle-rs examples/saxpy.cu -sm_70 -gfx1100 --emit=ptx,amdgcn,llvm-ir -o out/demo --time-report"
"$bin" examples/saxpy.cu -sm_70 -gfx1100 --emit=ptx,amdgcn,llvm-ir -o "$out" --time-report
echo
echo "== outputs"
ls -l "$out"
echo
echo "== sm_70 PTX (kernel entry and its stores: unrolled by 4 for sm_70)"
grep -E "^\.(version|target)|\.entry|st\.global" "$out/saxpy.sm_70.ptx"
echo
echo "== gfx1100 code object (kernel symbols and HSA metadata)"
llvm-readelf-19 --syms "$out/saxpy.gfx1100.hsaco" | grep -E "saxpy" || true
llvm-readelf-19 --notes "$out/saxpy.gfx1100.hsaco" | grep -E "\.name:|\.wavefront_size|\.kernarg_segment_size" || true
echo
echo "== validation (ptxas assembles the PTX; llvm-readelf reads the code object back)"
"$bin" validate "$out" && echo "all outputs valid"
