// Virtual dispatch in device code: an abstract base with a virtual
// destructor, overriders in derived classes, a non-virtual member calling a
// virtual one, and calls through an array of base pointers in a function
// the kernel calls. Vtables are constant linkonce_odr globals of the module
// (null RTTI slot, __cxa_pure_virtual for the pure slot, defined in the
// module as a trap), constructors store the vptrs, and a virtual call loads
// the function pointer from the vtable; at -O2 LLVM devirtualizes every call
// (the dynamic types are known) and the kernel folds to clang's constants.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-virtual-dispatch.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-virtual-dispatch.gfx1100.ll
// RUN: %circle-rs validate %t
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t0
// RUN: %FileCheck %s --check-prefix=O0 --input-file %t0/codegen-virtual-dispatch.sm_70.ll
// RUN: %FileCheck %s --check-prefix=O0 --input-file %t0/codegen-virtual-dispatch.gfx1100.ll
// RUN: %circle-rs validate %t0

struct shape_t {
  virtual ~shape_t() {}
  virtual float area() const = 0;
  virtual const char* name() const { return "shape"; }
  float twice() const { return 2 * area(); }
};
struct circle_t : shape_t {
  float r;
  explicit circle_t(float r) : r(r) {}
  float area() const override { return 3.0f * r * r; }
};
struct rect_t : shape_t {
  float w, h;
  rect_t(float w, float h) : w(w), h(h) {}
  float area() const override { return w * h; }
  const char* name() const override { return "rect"; }
};
struct square_t final : rect_t {
  explicit square_t(float s) : rect_t(s, s) {}
  float area() const override { return rect_t::area() + 1; }
};

float total(const shape_t* const* s, int n) {
  float t = 0;
  for (int i = 0; i < n; ++i) t += s[i]->twice();
  return t;
}

__global__ void k(float* out, char* names) {
  circle_t c(1);
  rect_t r(2, 3);
  square_t q(2);
  const shape_t* all[] = {&c, &r, &q};
  out[threadIdx.x] = total(all, 3);   // 2*(3 + 6 + 5) = 28
  names[threadIdx.x] = all[1]->name()[0];  // 'r'
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPfPc(
// CHECK-NOT: call {{.*}}%
// CHECK: store float 2.800000e+01, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: getelementptr
// CHECK-NEXT: store i8 114, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: ret void

// O0: @_ZTV8circle_t = linkonce_odr unnamed_addr addrspace(1) constant [6 x ptr] [ptr null, ptr null, ptr @_ZN8circle_tD1Ev, ptr @_ZN8circle_tD0Ev, ptr @_ZNK8circle_t4areaEv, ptr @_ZNK7shape_t4nameEv], align 8
// O0: @_ZTV7shape_t = linkonce_odr unnamed_addr addrspace(1) constant [6 x ptr] [ptr null, ptr null, ptr @_ZN7shape_tD1Ev, ptr @_ZN7shape_tD0Ev, ptr @__cxa_pure_virtual, ptr @_ZNK7shape_t4nameEv]
// O0-LABEL: define linkonce_odr void @_ZN8circle_tC1Ef(
// O0: call void @_ZN7shape_tC1Ev(
// O0: store ptr getelementptr inbounds (ptr, ptr addrspacecast (ptr addrspace(1) @_ZTV8circle_t to ptr), i64 2), ptr
// O0-LABEL: define float @_Z5totalPKPK7shape_ti(
// O0-LABEL: define linkonce_odr float @_ZNK7shape_t5twiceEv(
// O0: %vtable = load ptr, ptr
// O0-NEXT: %vfn = getelementptr inbounds ptr, ptr %vtable, i64 2
// O0-NEXT: [[FN:%[0-9]+]] = load ptr, ptr %vfn
// O0-NEXT: call float [[FN]](ptr
// O0-LABEL: define internal void @__cxa_pure_virtual()
// O0-NEXT: entry:
// O0-NEXT: call void @llvm.trap()
