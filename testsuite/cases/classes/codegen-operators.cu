// Value classes with operators in device code (a float3 with +, -, * and
// [], a complex type in a namespace with * + == and a default argument),
// passed by value and by const reference and returned by value: at -O2 both
// modules fold the kernel to the constants clang computes, with no call left.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-operators.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-operators.gfx1100.ll
// RUN: %circle-rs validate %t

struct float3_t {
  float x, y, z;
  float3_t() : x(0), y(0), z(0) {}
  float3_t(float x, float y, float z) : x(x), y(y), z(z) {}
  float3_t operator+(const float3_t& o) const { return float3_t(x + o.x, y + o.y, z + o.z); }
  float3_t operator-(const float3_t& o) const { return float3_t(x - o.x, y - o.y, z - o.z); }
  float3_t operator*(float s) const { return float3_t(x * s, y * s, z * s); }
  float3_t& operator+=(const float3_t& o) { x += o.x; y += o.y; z += o.z; return *this; }
  float operator[](int i) const { return i == 0 ? x : i == 1 ? y : z; }
};
float dot(const float3_t& a, const float3_t& b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
float3_t cross(const float3_t& a, const float3_t& b) {
  return float3_t(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}
namespace math {
struct complex_t {
  double re, im;
  complex_t(double r = 0, double i = 0) : re(r), im(i) {}
  complex_t operator*(const complex_t& o) const { return {re * o.re - im * o.im, re * o.im + im * o.re}; }
  complex_t operator+(const complex_t& o) const { return {re + o.re, im + o.im}; }
  bool operator==(const complex_t& o) const { return re == o.re && im == o.im; }
  complex_t conj() const { return {re, -im}; }
};
}
__global__ void k(float* out, double* out2) {
  float3_t a(1, 2, 3), b(4, 5, 6);
  float3_t c = a + b * 2.0f;          // (9, 12, 15)
  c += cross(a, b);                   // cross = (-3, 6, -3) -> (6, 18, 12)
  out[threadIdx.x] = dot(c, a - b) + c[1];  // (6,18,12).(-3,-3,-3) = -108, + 18 = -90
  math::complex_t z(1, 2);
  math::complex_t w = z * z.conj() + math::complex_t(0.5);  // 5 + 0.5
  out2[threadIdx.x] = (w == math::complex_t(5.5, 0)) ? w.re : -1.0;
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPfPd(
// CHECK-NOT: call {{.*}}@_Z
// CHECK: store float -9.000000e+01, ptr {{(addrspace\(1\) )?}}%
// CHECK-NOT: call {{.*}}@_Z
// CHECK: store double 5.500000e+00, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: ret void
