// A local anonymous union and default
// arguments that bind a const reference to a temporary in device code:
// each call constructs its own temporary, destroyed at the end of the
// full-expression holding the call (two calls in one expression have two).
// The kernel folds to what clang computes.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-local-anon-default-args.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-local-anon-default-args.gfx1100.ll
// RUN: %circle-rs validate %t
struct opt_t {
  int* log;
  int level;
  opt_t(int* l, int v) : log(l), level(v) { *log = *log * 10 + v; }
  ~opt_t() { *log = *log * 10 + level + 5; }
};
__device__ int g_log;
int run(int x, const opt_t& o = opt_t(&g_log, 3)) { return x * o.level; }

__global__ void k(int* out) {
  union {
    short half[2];
    int all;
  };
  all = 0x00020001;
  int parts = half[0] + half[1] * 10;  // 21
  half[1] = 5;
  out[threadIdx.x] = parts * 1000000 + all;  // 21000000 + 0x50001
  g_log = 0;
  int s = run(1) + run(2);           // 3 + 6
  out[threadIdx.x + 1] = s * 100000 + g_log;  // log 3388
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPi(
// CHECK: store i32 21327681, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 903388, ptr {{(addrspace\(1\) )?}}%
