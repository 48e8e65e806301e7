// Closure types and their members mangle as the Itanium ABI says and clang
// (CUDA device compilation) names them: local entities of their function,
// 'Z <function> E', named 'Ul <parameters> E [n] _' and numbered per
// parameter list; a lambda in a member function belongs to that function,
// one in a lambda to its call operator, one at namespace scope to the
// namespace; the captureless lambda's static invoker is '__invoke' and its
// conversion function 'cv<pointer>'. A local class's member is also a
// local entity. Every name below is clang's.
// RUN: %circle-rs %s -sm_70 -O0 --emit=llvm-ir -o %t
// RUN: %FileCheck %s --input-file %t/codegen-lambda-mangling.sm_70.ll
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=ptx,amdgcn -o %t2
// RUN: %circle-rs validate %t2
template <class F> __device__ int apply(F f) { return f(1); }
__device__ int call(int (*f)(int)) { return f(3); }
__device__ auto glob = [](int x) { return x; };

__device__ int g() {
  auto a = [](int x) { return x; };
  auto b = [](long x) { return (int)x; };
  auto c = [](int x) { return x + 1; };
  auto d = [](int x, int y) { return x + y; };
  auto e = []() { return [](int z) { return z; }(3); };
  struct Local { __device__ int f() { return 1; } };
  int (*p)(int) = [](int x) { return x * 2; };
  return apply(a) + apply(b) + apply(c) + d(1, 2) + e() + Local().f() + call(p) + glob(1);
}
struct S {
  int k;
  __device__ int m(int y) { auto l = [this, y](int x) { return x + y + k; }; return l(1); }
};
__global__ void kern(int* o) { S s{4}; o[0] = g() + s.m(2); }

// CHECK-DAG: define internal i32 @_ZZ1gvENKUliE_clEi(
// CHECK-DAG: define internal i32 @_ZZ1gvENKUllE_clEl(
// CHECK-DAG: define internal i32 @_ZZ1gvENKUliE0_clEi(
// CHECK-DAG: define internal i32 @_ZZ1gvENKUliiE_clEii(
// CHECK-DAG: define internal i32 @_ZZ1gvENKUlvE_clEv(
// CHECK-DAG: define internal i32 @_ZZZ1gvENKUlvE_clEvENKUliE_clEi(
// CHECK-DAG: define linkonce_odr i32 @_ZZ1gvEN5Local1fEv(
// CHECK-DAG: define internal i32 @_ZZ1gvENUliE1_8__invokeEi(
// CHECK-DAG: define internal ptr @_ZZ1gvENKUliE1_cvPFiiEEv(
// CHECK-DAG: define internal i32 @_ZNKUliE_clEi(
// CHECK-DAG: define internal i32 @_ZZN1S1mEiENKUliE_clEi(
