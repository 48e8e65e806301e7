// A .cu file sees the CUDA runtime without any #include, as with nvcc and
// clang: vector types and make_*, dim3, cudaError_t and the runtime API,
// the device functions (__popc, __clz, __brev, min), and the C math
// functions. -nocudainc turns the implicit header off; a .cpp input (or
// -x c++) has none.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/implicit-runtime-header.sm_70.ptx
// RUN: %not %circle-rs -nocudainc -fsyntax-only %s 2>&1 | %FileCheck %s --check-prefix=NOINC
// RUN: %not %circle-rs -x c++ -fsyntax-only %s 2>&1 | %FileCheck %s --check-prefix=NOINC
// RUN: %circle-rs -x cu -fsyntax-only - < %s
// RUN: %circle-rs -E %s | %FileCheck %s --check-prefix=PP
// PP: cuda_runtime.h

__global__ void bits(unsigned* o, unsigned long long* q, float* f) {
  unsigned x = o[threadIdx.x];
  uint3 t = threadIdx;
  dim3 g(2, 3);
  float4 v = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
  o[0] = __popc(x) + __clz((int)x) + __ffs((int)x) + __brev(x) + __popcll(q[0]) + min(x, t.x) + g.y;
  f[0] = sqrtf(f[1]) + v.w + __int_as_float(__float_as_int(f[2])) + __saturatef(f[3]);
}

cudaError_t host_side(float* p) {
  cudaError_t e = cudaMalloc((void**)&p, 64);
  if (e != cudaSuccess) return e;
  return cudaDeviceSynchronize();
}

// CHECK-LABEL: .entry _Z4bitsPjPyPf(
// CHECK-DAG: popc.b32
// CHECK-DAG: clz.b32
// CHECK-DAG: brev.b32
// CHECK-DAG: popc.b64
// CHECK-DAG: sqrt.rn.f32
// CHECK-DAG: min.u32
// NOINC: error: unknown type name 'uint3'
