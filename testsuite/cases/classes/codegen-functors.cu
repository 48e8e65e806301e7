// Function objects in device code: a functor passed by const reference to
// a __device__ helper (also as a temporary), a stateful functor passed by
// reference, lambdas with a copy capture and with default reference
// captures, and a captureless lambda converted to a function pointer passed
// to a __device__ helper. Every call folds at -O2 on both vendors to the
// constants clang computes.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-functors.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-functors.gfx1100.ll
// RUN: %circle-rs validate %t

// Function objects in device code: a functor passed by reference to a
// __device__ helper, a stateful functor, lambdas with value and reference
// captures, and a captureless lambda passed as a function pointer.
struct saxpy_t {
  float a;
  explicit saxpy_t(float a) : a(a) {}
  float operator()(float x, float y) const { return a * x + y; }
};
struct counter_t {
  int calls = 0;
  int operator()(int x) { ++calls; return x * 2; }
};
__device__ float apply_saxpy(const saxpy_t& f, float x, float y) { return f(x, y); }
__device__ int twice(counter_t& c, int x) { return c(c(x)); }
__device__ int call3(int (*f)(int)) { return f(1) + f(2) + f(3); }

__global__ void k(float* out, int* iout) {
  saxpy_t s(2.0f);
  out[threadIdx.x] = apply_saxpy(s, 3.0f, 1.0f) + apply_saxpy(saxpy_t(0.5f), 4.0f, 0.0f);  // 7 + 2 = 9
  counter_t c;
  int r = twice(c, 5);                                   // 20, c.calls = 2
  int base = 10;
  auto add = [base](int x) { return base + x; };  // deduced return type
  auto mul = [&](int x) -> int { return base * x + c.calls; };
  int (*square)(int) = [](int x) -> int { return x * x; };
  int sq = call3(square);                                // 14
  iout[threadIdx.x] = r * 1000 + (add(1) + add(2) + add(3)) * 10 + (mul(1) + mul(2) + mul(3) - 60) + sq * 100000;
  // 20000 + 360 + 6 + 1400000 = 1420366
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPfPi(
// CHECK-NOT: call {{.*}}@_Z
// CHECK: store float 9.000000e+00, ptr {{(addrspace\(1\) )?}}%
// CHECK-NOT: call {{.*}}@_Z
// CHECK: store i32 1420366, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: ret void
