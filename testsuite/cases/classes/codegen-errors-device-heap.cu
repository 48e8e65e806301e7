// new and delete in device code: NVIDIA targets allocate from the device
// heap (malloc/free, which CUDA's driver provides, also for the deleting
// destructor a virtual destructor's vtable slot names); AMD targets have no
// device heap without the ROCm device libraries, so each new- and
// delete-expression reached from a kernel is an error there, with the call
// chain (and the reason as a note). The operator delete inside a deleting destructor that only a
// vtable names is not itself reported.
// RUN: %circle-rs -verify %s -gfx1100 -o %t.amd
// RUN: test ! -e %t.amd
// RUN: %circle-rs %s -sm_70 -O2 --emit=ptx,llvm-ir -o %t
// RUN: %FileCheck %s --input-file %t/codegen-errors-device-heap.sm_70.ll
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/codegen-errors-device-heap.sm_70.ptx
// RUN: %circle-rs validate %t
// REQUIRES: ptxas

struct node_t {
  int v;
  node_t* next;
  node_t(int v, node_t* n) : v(v), next(n) {}
  ~node_t() { delete next; } // expected-error {{'delete' in device code is not supported for AMDGPU targets}}
};
struct poly_t { virtual ~poly_t() {} virtual int f() const { return 1; } };
struct impl_t : poly_t { int f() const override { return 2; } };

// expected-note@+1 8 {{in kernel 'k'}}
__global__ void k(int* out) {
  node_t* list = new node_t(1, new node_t(2, nullptr)); // expected-error 2 {{'new' in device code is not supported for AMDGPU targets}}
  out[0] = list->v + list->next->v;
  delete list; // expected-error {{'delete' in device code}} expected-note {{called from 'k'}}
  int* a = new int[4]; // expected-error {{'new' in device code}}
  a[0] = 5;
  out[1] = a[0];
  delete[] a; // expected-error {{'delete' in device code}}
  poly_t* p = new impl_t; // expected-error {{'new' in device code}}
  out[2] = p->f();
  delete p; // expected-error {{'delete' in device code}}
}

// CHECK-LABEL: define ptx_kernel void @_Z1kPi(
// CHECK: call {{.*}}ptr @malloc(i64 16)
// CHECK: call void @free(
// PTX: .extern .func  (.param .b64 func_retval0) malloc
// PTX: .extern .func free
