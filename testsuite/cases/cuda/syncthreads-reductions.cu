// __syncthreads_count, __syncthreads_and and __syncthreads_or are block
// barriers reducing a predicate: PTX `bar.red` on NVIDIA; on AMD a count
// kept in LDS between barriers. clock() in device code is the SM's 32-bit
// clock (%clock), clock64() the 64-bit one, as CUDA defines them; in host
// code clock() stays the C library's.
// REQUIRES: ptxas
// RUN: %circle-rs %s -sm_70 -gfx1100 -gfx90a -O3 --emit=ptx,amdgcn,llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/syncthreads-reductions.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/syncthreads-reductions.gfx1100.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs -c %s -sm_70 -o %t.o && nm %t.o | %FileCheck %s --check-prefix=HOST
// RUN: %not %circle-rs -fsyntax-only %s -DBAD 2>&1 | %FileCheck %s --check-prefix=BAD

__global__ void votes(const int* in, int* out) {
  int p = in[threadIdx.x] > 0;
  int n = __syncthreads_count(p);
  int all = __syncthreads_and(p);
  int any = __syncthreads_or(p);
  clock_t t0 = clock();
  long long t1 = clock64();
  if (threadIdx.x == 0) {
    out[0] = n;
    out[1] = all;
    out[2] = any;
    out[3] = (int)(t1 - t0);
  }
}

long host_clock() { return (long)clock(); }

#ifdef BAD
__host__ void host_side() { __syncthreads_count(1); }
__global__ void arity(int* p) { p[0] = __syncthreads_or(); }
#endif

// PTX-LABEL: .entry _Z5votesPKiPi(
// PTX: bar.red.popc.u32
// PTX: bar.red.and.pred
// PTX: bar.red.or.pred
// PTX: mov.u32 {{%r[0-9]+}}, %clock;
// PTX: mov.u64 {{%rd[0-9]+}}, %clock64;

// AMD: @__cg_syncthreads_popc.n = internal addrspace(3) global i32 undef
// AMD-LABEL: define {{.*}}@_Z5votesPKiPi(
// AMD: atomicrmw add ptr addrspace(3) @__cg_syncthreads_popc.n
// AMD: call i64 @llvm.readcyclecounter()

// HOST: U clock

// BAD: error: reference to __device__ function '__syncthreads_count' in __host__ function
// BAD: error: '__syncthreads_or' takes 1 argument(s), 0 given
