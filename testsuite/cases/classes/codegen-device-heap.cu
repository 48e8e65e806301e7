// new and delete in device code allocate from the device heap: malloc/free
// on NVIDIA targets (CUDA's driver provides them, also for the deleting
// destructor a virtual destructor's vtable slot names), ockl's
// __ockl_dm_alloc/__ockl_dm_dealloc on AMD targets (what HIP's device
// malloc and free call; the kernel then asks the runtime for the heap,
// hidden_heap_v1). Device code may call the C library's malloc and free
// directly, as in CUDA and HIP.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=ptx,llvm-ir,obj -o %t
// RUN: %FileCheck %s --input-file %t/codegen-device-heap.sm_70.ll
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/codegen-device-heap.sm_70.ptx
// RUN: %FileCheck %s --check-prefix=AMD --input-file %t/codegen-device-heap.gfx1100.ll
// RUN: llvm-readobj-19 --notes %t/codegen-device-heap.gfx1100.o | %FileCheck %s --check-prefix=NOTES
// RUN: %circle-rs validate %t
// REQUIRES: ptxas
#include <cstdlib>

struct node_t {
  int v;
  node_t* next;
  node_t(int v, node_t* n) : v(v), next(n) {}
  ~node_t() { delete next; }
};
struct poly_t { virtual ~poly_t() {} virtual int f() const { return 1; } };
struct impl_t : poly_t { int f() const override { return 2; } };

__global__ void k(int* out, int** keep) {
  node_t* list = new node_t(1, new node_t(2, nullptr));
  out[0] = list->v + list->next->v;
  delete list;
  int* a = new int[4];
  a[0] = 5;
  out[1] = a[0];
  delete[] a;
  poly_t* p = new impl_t;
  out[2] = p->f();
  delete p;
  int* c = (int*)malloc(3 * sizeof(int));
  c[2] = 7;
  *keep = c;
  free(keep[1]);
}

// CHECK-LABEL: define ptx_kernel void @_Z1kPiPS_(
// CHECK: call {{.*}}ptr @malloc(i64 16)
// CHECK: call void @free(
// CHECK: call {{.*}}ptr @malloc(i64 12)
// CHECK: call void @free(
// PTX: .extern .func  (.param .b64 func_retval0) malloc
// PTX: .extern .func free
// AMD-LABEL: define {{.*}}amdgpu_kernel void @_Z1kPiPS_(
// AMD: call {{.*}}ptr addrspace(1) @__ockl_dm_alloc(
// AMD: call {{.*}}void @__ockl_dm_dealloc(
// NOTES: .value_kind: hidden_heap_v1
