// C++ classes in kernels, nothing tagged but the kernel: a complex type with
// constructors and operators, a virtual call on an object built in the
// kernel, a functor and a lambda passed to a device helper, an RAII guard
// whose destructor runs at the end of the scope.
#include "common.h"

struct complex_t {
  float re, im;
  complex_t(float r = 0, float i = 0) : re(r), im(i) {}
  complex_t operator*(complex_t o) const { return {re * o.re - im * o.im, re * o.im + im * o.re}; }
  complex_t& operator+=(complex_t o) { re += o.re; im += o.im; return *this; }
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
  square_t(int s) : rect_t(s, s) {}
  int area() const override { return rect_t::area() + 1000; }
};

struct scale_t {
  int k;
  int operator()(int x) const { return k * x; }
};
template<typename F> int apply(F f, int x) { return f(x); }

struct guard_t {
  int* slot;
  explicit guard_t(int* s) : slot(s) { *slot += 1; }
  ~guard_t() { *slot += 10; }
};

__global__ void objects(int* out, float* zout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  complex_t z(1.0f * (i % 5), 1.0f), acc;
  for (int k = 0; k < 3; ++k) acc += z * z;
  zout[2 * i] = acc.re; zout[2 * i + 1] = acc.im;
  rect_t r(i % 7, 3);
  square_t s(i % 4);
  const shape_t* p = (i & 1) ? (const shape_t*)&s : (const shape_t*)&r;
  int v = p->area();
  v += apply(scale_t{3}, i % 10);
  int offset = 100;
  v += apply([offset](int x) { return x + offset; }, 0);
  int slot = 0;
  { guard_t g(&slot); slot *= 5; }
  out[i] = v + slot;
}

int main() {
  const int n = 4096;
  int *d; float *dz;
  CHECK(cudaMalloc((void**)&d, n * 4));
  CHECK(cudaMalloc((void**)&dz, 2 * n * 4));
  objects<<<n / 128, 128>>>(d, dz, n);
  CHECK_LAUNCH();
  int* h = (int*)malloc(n * 4); float* hz = (float*)malloc(2 * n * 4);
  CHECK(cudaMemcpy(h, d, n * 4, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hz, dz, 2 * n * 4, cudaMemcpyDeviceToHost));
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    float a = (float)(i % 5);
    float re = 3 * (a * a - 1), im = 3 * (2 * a);
    int area = (i & 1) ? (i % 4) * (i % 4) + 1000 : (i % 7) * 3;
    int expect = area + 3 * (i % 10) + 100 + 15;
    wrong += h[i] != expect || hz[2 * i] != re || hz[2 * i + 1] != im;
  }
  printf("objects: %d threads, %d wrong; thread 5 computed %d\n", n, wrong, h[5]);
  return wrong != 0;
}
