// The classes example (shared/examples/classes/objects.cu) without its
// '@meta report();' line (the interpreter's side is tested with the full
// example): constructors, member operators, inheritance with virtual
// functions, a lambda capturing by reference and an RAII counter, reached
// from the kernel by ODR-use only (nothing but the kernel is tagged). In
// both modules the kernel's body folds to storing 42.0 (0x42280000) to
// out[threadIdx.x], with no call left, as clang -O2 folds the same code.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O2 --emit=ptx,amdgcn,llvm-ir -o %t
// RUN: %FileCheck %s --input-file %t/codegen-objects.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-objects.gfx1100.ll
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/codegen-objects.sm_70.ptx
// RUN: %circle-rs validate %t

#include <cstdio>

struct complex_t {
  float re, im;
  complex_t() : re(0), im(0) {}
  complex_t(float r, float i = 0) : re(r), im(i) {}
  complex_t operator+(complex_t o) const { return {re + o.re, im + o.im}; }
  complex_t operator*(complex_t o) const {
    return {re * o.re - im * o.im, re * o.im + im * o.re};
  }
  complex_t& operator+=(complex_t o) { re += o.re; im += o.im; return *this; }
  float norm2() const { return re * re + im * im; }
};

struct counter_t {
  int* count;
  explicit counter_t(int* c) : count(c) { ++*count; }
  ~counter_t() { --*count; }
};

struct shape_t {
  virtual ~shape_t() {}
  virtual int area() const = 0;
};

struct rect_t : shape_t {
  int w, h;
  rect_t(int w, int h) : w(w), h(h) {}
  int area() const override { return w * h; }
};

struct square_t : rect_t {
  explicit square_t(int s) : rect_t(s, s) {}
};

class accum_t {
  int total_ = 0;
public:
  void add(int x) { total_ += x; }
  int total() const { return total_; }
};

int area_sum(const shape_t* const* shapes, int n) {
  int sum = 0;
  for(int i = 0; i < n; ++i) sum += shapes[i]->area();
  return sum;
}

int live_after_scope() {
  int live = 0;
  {
    counter_t c1(&live);
    counter_t c2(&live);
  }
  return live;
}

struct noisy_t {
  int id;
  noisy_t(int id) : id(id) { printf(" ctor %d", id); }
  ~noisy_t() { printf(" dtor %d", id); }
};

void report() {
  complex_t z(3, 4);
  printf("norm2 = %d\n", (int)z.norm2());
  printf("scoped:");
  {
    noisy_t a(1);
    noisy_t b(2);
  }
  printf("\n");
  square_t sq(3);
  rect_t r(2, 5);
  const shape_t* shapes[] = { &sq, &r };
  printf("area sum = %d\n", area_sum(shapes, 2));
  printf("live after scope = %d\n", live_after_scope());
}


__global__ void kernel(float* out) {
  complex_t a(3, 4);
  complex_t b = a * complex_t(0, 1);
  b += complex_t(1);
  square_t sq(3);
  rect_t r(2, 5);
  const shape_t* shapes[] = { &sq, &r };
  accum_t acc;
  auto add_twice = [&acc](int x) { acc.add(x); acc.add(x); };
  add_twice(live_after_scope() + 1);
  out[threadIdx.x] = a.norm2() + area_sum(shapes, 2) + b.re + b.im - acc.total();
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z6kernelPf(
// CHECK-NOT: call {{.*}}@_Z
// CHECK: store float 4.200000e+01, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: ret void
// CHECK-NEXT: }

// PTX-LABEL: .visible .entry _Z6kernelPf(
// PTX-NOT: call
// PTX: mov.b32 {{%r[0-9]+}}, 1109917696;
// PTX-NOT: call
// PTX: ret;
