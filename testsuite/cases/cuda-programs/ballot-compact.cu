// Stream compaction with warp votes: __ballot_sync gives each lane's
// predicate as a bit, __popc of the bits below a lane its output slot,
// __ffs the first active lane, which reserves the warp's space with one
// atomicAdd and broadcasts the base with __shfl_sync; __any_sync and
// __all_sync skip empty and full warps, __activemask names the
// participants. gfx1100 is wave32 (ballot.i32); gfx90a is wave64: its
// 64-lane ballot is narrowed to CUDA's 32-bit mask (lanes 0-31).
// RUN: %circle-rs %s -sm_70 -sm_90 -gfx1100 -gfx90a -O2 --emit=ptx,amdgcn,llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/ballot-compact.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=W32 --input-file %t/ballot-compact.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=W64 --input-file %t/ballot-compact.gfx90a.ll

__global__ void compact(const int* in, int* out, unsigned* count, int* flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  bool keep = v > 0;
  unsigned active = __activemask();
  unsigned bits = __ballot_sync(active, keep);
  if (!__any_sync(active, keep)) return;
  flags[i] = __all_sync(active, keep);
  int lane = threadIdx.x & 31;
  unsigned below = bits & ((1u << lane) - 1u);
  int leader = __ffs(bits) - 1;
  unsigned base = 0;
  if (lane == leader) base = atomicAdd(count, (unsigned)__popc(bits));
  base = __shfl_sync(active, base, leader);
  if (keep) out[base + __popc(below)] = v;
}

// PTX-LABEL: .entry _Z7compactPKiPiPjS1_i(
// PTX: activemask.b32
// PTX: vote.sync.ballot.b32
// PTX: vote.sync.any.pred
// PTX: vote.sync.all.pred
// PTX: popc.b32
// PTX: shfl.sync.idx.b32
// W32: call i32 @llvm.amdgcn.ballot.i32(i1 true)
// W32: call i32 @llvm.amdgcn.ds.bpermute(
// W64: call i64 @llvm.amdgcn.ballot.i64(i1 true)
