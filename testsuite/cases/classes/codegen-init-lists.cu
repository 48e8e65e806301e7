// Braced initializer lists in device code: as arguments (a class built by
// its constructor, an aggregate, a std::initializer_list parameter, a const
// reference bound to a list temporary), returned, assigned, nested in a
// constructor's list, and a class whose initializer-list constructor wins
// over its other constructors. The kernel folds to what clang computes.
// (--no-cuda-toolkit-headers: it declares its own std::initializer_list, which the CUDA
// toolkit's headers bring from libstdc++, as with nvcc and clang.)
// RUN: %circle-rs --no-cuda-toolkit-headers %s -sm_70 -gfx1100 -O2 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/codegen-init-lists.sm_70.ll
// RUN: %FileCheck %s --input-file %t/codegen-init-lists.gfx1100.ll
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

struct frac_t {
  int num, den;
  frac_t(int n, int d) : num(n), den(d) {}
};
struct pt_t { int x, y; };
struct seg_t {
  pt_t a, b;
  seg_t(pt_t a, pt_t b) : a(a), b(b) {}
};
struct vec_t {
  int n = 0;
  int v[4];
  vec_t(std::initializer_list<int> il) { for (int x : il) v[n++] = x; }
  vec_t(int a, int b) : n(1) { v[0] = a * b; }
  int sum() const { int s = 0; for (int i = 0; i < n; ++i) s += v[i]; return s; }
};

int value(frac_t f) { return f.num * 10 + f.den; }
int dot(const pt_t& p) { return p.x * p.y; }
int total(std::initializer_list<int> xs) { int s = 0; for (int x : xs) s += x; return s; }
int len(const seg_t& s) { return s.b.x - s.a.x + s.b.y - s.a.y; }
frac_t half() { return {1, 2}; }
int both(int a, pt_t p) { return a + p.x + p.y; }

__global__ void k(int* out) {
  pt_t p{1, 1};
  p = {3, 4};
  int r = value({3, 4})            // 34
        + dot({5, 6})              // 30
        + total({1, 2, 3, 4})      // 10
        + len({{0, 0}, {2, 3}})    // 5
        + value(half())            // 12
        + both(1, {p.x, p.y})      // 8
        + vec_t{2, 3}.sum() * 100  // 500 (the list constructor)
        + vec_t(2, 3).sum() * 1000;  // 6000
  out[threadIdx.x] = r;            // 6599
}

// CHECK-LABEL: define {{(ptx|amdgpu)_}}kernel void @_Z1kPi(
// CHECK-NOT: call {{.*}}@_Z
// CHECK: store i32 6599, ptr {{(addrspace\(1\) )?}}%
// CHECK-NEXT: ret void
