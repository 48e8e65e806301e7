// Namespaces: C++17 nested definitions (`namespace a::b`), reopening, a
// using-directive and a using-declaration, an anonymous namespace; names
// are Itanium-mangled with their scopes (N...E, _GLOBAL__N_1).
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/decl-namespaces.sm_70.ll
// RUN: %FileCheck %s --input-file %t/decl-namespaces.gfx1100.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

namespace a::b { __device__ int f() { return 1; } }
namespace a { namespace b { __device__ int g() { return f() + 1; } } }
namespace c { using namespace a::b; __device__ int h() { return g(); } }
using a::b::f;
namespace { __device__ int anon() { return 7; } }
namespace a { __device__ int counter = 3; }

__global__ void k(int* p) { p[0] = f() + c::h() + anon() + a::counter; }

// CHECK-DAG: @_ZN1a7counterE = {{.*}}addrspace(1) {{.*}}global i32 3
// CHECK-DAG: define {{.*}}i32 @_ZN1a1b1fEv(
// CHECK-DAG: define {{.*}}i32 @_ZN1a1b1gEv(
// CHECK-DAG: define {{.*}}i32 @_ZN1c1hEv(
// CHECK-DAG: define {{.*}}i32 @_ZN12_GLOBAL__N_14anonEv(
// CHECK-LABEL: define {{.*}}void @_Z1kPi(
// CHECK: call i32 @_ZN1a1b1fEv()
// CHECK: call i32 @_ZN1c1hEv()
// CHECK: call i32 @_ZN12_GLOBAL__N_14anonEv()
// CHECK: load i32, ptr {{.*}}@_ZN1a7counterE
