// Range-based for in device code: over an array by reference, over a class
// with member begin/end, over a class with free begin/end found by
// argument-dependent lookup, over a temporary range whose destructor runs
// after the loop, and over a braced list (a std::initializer_list whose
// array lives as long as the loop). The kernel folds to what clang computes.
// (--no-cuda-toolkit-headers: it declares its own std::initializer_list, which the CUDA
// toolkit's headers bring from libstdc++, as with nvcc and clang.)
// RUN: %circle-rs --no-cuda-toolkit-headers %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-range-for.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-range-for.gfx1100.ll
// RUN: %circle-rs validate %t

// libstdc++'s <initializer_list>, reduced: the compiler builds the object
// through the private constructor's members.
namespace std {
typedef decltype(sizeof(0)) size_t;
template <class E> class initializer_list {
  const E* _M_array;
  size_t _M_len;
  constexpr initializer_list(const E* a, size_t l) : _M_array(a), _M_len(l) {}
public:
  constexpr initializer_list() noexcept : _M_array(0), _M_len(0) {}
  constexpr size_t size() const noexcept { return _M_len; }
  constexpr const E* begin() const noexcept { return _M_array; }
  constexpr const E* end() const noexcept { return begin() + size(); }
};
}

struct span_t {
  int* p;
  int n;
  int* begin() const { return p; }
  int* end() const { return p + n; }
};

namespace geo {
struct counter_t { int lo, hi; };
struct it_t {
  int v;
  int operator*() const { return v; }
  it_t& operator++() { ++v; return *this; }
  bool operator!=(const it_t& o) const { return v != o.v; }
};
it_t begin(const counter_t& c) { return {c.lo}; }
it_t end(const counter_t& c) { return {c.hi}; }
}

struct logged_t {
  int* log;
  int vals[3];
  ~logged_t() { *log = *log * 10 + 9; }
  const int* begin() const { return vals; }
  const int* end() const { return vals + 3; }
};

__global__ void k(int* out) {
  int a[4] = {1, 2, 3, 4};
  for (int& x : a) x *= 2;                              // 2 4 6 8
  int s = 0;
  for (int x : span_t{a, 3}) s += x;                    // 12
  for (int x : geo::counter_t{1, 5}) s += x * 100;      // 1000
  int log = 0;
  for (int x : logged_t{&log, {1, 2, 3}}) log = log * 10 + x;  // 1239
  for (auto x : {5, 6, 7}) s += x * 10000;              // 180000
  out[threadIdx.x] = s;                                  // 181012
  out[threadIdx.x + 1] = log;
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPi(
// CHECK-NOT: call {{.*}}@_Z
// CHECK: store i32 181012, ptr {{(addrspace\(1\) )?}}%
// CHECK: store i32 1239, ptr {{(addrspace\(1\) )?}}%
