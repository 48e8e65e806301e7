// `@meta if`, `@meta for` (C-style and over a constant integer range),
// `@meta while`: the control runs at compile time, and a meta loop's body
// is translated once per iteration with the loop variable bound as a
// constant, so the runtime statements inside are unrolled with constant
// operands; only the taken `@meta if` branch is translated (the other may
// even be ill-formed for the device).
// RUN: %circle-rs -verify %s -fsyntax-only
// RUN: %circle-rs %s -sm_70 -gfx90a -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/meta-control-flow.sm_70.ll
// RUN: %FileCheck %s --input-file %t/meta-control-flow.gfx90a.ll
// RUN: %circle-rs validate %t
// expected-no-diagnostics

@meta int mode = 2;

__global__ void c_style(int* p) {
  @meta for(int i = 0; i < 4; ++i)
    p[i] = i * 11;
}

__global__ void range(int* p) {
  @meta for(int i : 3)
    p[i + 10] = i + 100;
}

__global__ void whiles(int* p) {
  @meta int n = 1;
  @meta while(n < 20) {
    p[n] = n;
    @meta n *= 3;
  }
}

__global__ void ifs(int* p) {
  @meta if(mode == 1) {
    p[0] = this_does_not_exist;              // never translated
  } else if(mode == 2) {
    p[0] = 222;
  } else {
    p[0] = 333;
  }
}

// CHECK-LABEL: define {{.*}}void @_Z7c_stylePi(
// CHECK: store i32 0, ptr
// CHECK: store i32 11, ptr
// CHECK: store i32 22, ptr
// CHECK: store i32 33, ptr
// CHECK-NOT: store
// CHECK-NOT: br i1
// CHECK: ret void

// CHECK-LABEL: define {{.*}}void @_Z5rangePi(
// CHECK: store i32 100, ptr
// CHECK: store i32 101, ptr
// CHECK: store i32 102, ptr
// CHECK-NOT: store
// CHECK: ret void

// CHECK-LABEL: define {{.*}}void @_Z6whilesPi(
// CHECK: getelementptr inbounds i32, ptr %{{[0-9]+}}, i64 1
// CHECK-NEXT: store i32 1, ptr
// CHECK: getelementptr inbounds i32, ptr %{{[0-9]+}}, i64 3
// CHECK-NEXT: store i32 3, ptr
// CHECK: getelementptr inbounds i32, ptr %{{[0-9]+}}, i64 9
// CHECK-NEXT: store i32 9, ptr
// CHECK-NOT: store
// CHECK: ret void

// CHECK-LABEL: define {{.*}}void @_Z3ifsPi(
// CHECK-NOT: 333
// CHECK: store i32 222, ptr
// CHECK-NOT: 333
// CHECK: ret void
