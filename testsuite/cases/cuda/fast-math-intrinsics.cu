// The fast-math intrinsics are the vendors' approximate instructions, as
// with nvcc and clang (libdevice's __nv_fast_* on NVIDIA, ocml's
// __ocml_native_* on AMD): ex2.approx, lg2.approx, sin.approx, cos.approx
// and div.approx in PTX; v_exp_f32, v_log_f32, v_sin_f32, v_cos_f32 and
// v_rcp_f32 on AMD. The correctly rounded functions stay as they were.
// REQUIRES: ptxas
// RUN: %circle-rs %s -sm_70 -gfx1100 -O3 --emit=ptx,amdgcn,obj -o %t
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/fast-math-intrinsics.sm_70.ptx
// RUN: llvm-objdump-19 -d %t/fast-math-intrinsics.gfx1100.o | %FileCheck %s --check-prefix=AMD
// RUN: %circle-rs validate %t

__global__ void fast(float* p) {
  float x = p[threadIdx.x];
  p[0] = __expf(x);
  p[1] = __logf(x);
  p[2] = __sinf(x);
  p[3] = __cosf(x);
  p[4] = __fdividef(x, p[5]);
  p[6] = __powf(x, p[7]);
  p[8] = __log2f(x);
  p[9] = __tanf(x);
  float s, c;
  __sincosf(x, &s, &c);
  p[10] = s + c;
  p[11] = __exp10f(x) + __log10f(x);
}

__global__ void exact(float* p) {
  p[0] = expf(p[1]);
}

// PTX-LABEL: .entry _Z4fastPf(
// PTX: ex2.approx
// PTX: lg2.approx
// PTX: sin.approx
// PTX: cos.approx
// PTX: div.{{(approx|full)}}.f32
// PTX-LABEL: .entry _Z5exactPf(
// PTX-NOT: ex2.approx.f32
// PTX: ex2.approx.ftz.f32
// PTX: }

// AMD-LABEL: <_Z4fastPf>:
// AMD-DAG: v_exp_f32
// AMD-DAG: v_log_f32
// AMD-DAG: v_sin_f32
// AMD-DAG: v_cos_f32
// AMD-DAG: v_rcp_f32
