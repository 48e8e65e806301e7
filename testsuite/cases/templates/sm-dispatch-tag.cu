// __sm_dispatch_tag(f, args...) calls f(sm_t<arch>{}, args...) for each
// targeted architecture, sm_t found by ordinary lookup at the call;
// overload resolution picks the most derived tag the architecture has.
// (Code generation of class arguments is checked with the dispatch
// examples.)
// RUN: %circle-rs -verify -fsyntax-only %s -sm_52 -sm_70
// RUN: %not %circle-rs -fsyntax-only %s -sm_52 -sm_70 -DBAD 2>&1 | %FileCheck %s --check-prefix=BAD
// expected-no-diagnostics

template<int ver> struct sm_t;
template<> struct sm_t<20> { };
template<> struct sm_t<35> : sm_t<20> { };
template<> struct sm_t<52> : sm_t<35> { };
template<> struct sm_t<61> : sm_t<52> { };
template<> struct sm_t<70> : sm_t<61> { };

inline __device__ int warp_scan(sm_t<20>, float* data) { return 20; }
inline __device__ int warp_scan(sm_t<61>, float* data) { return 61; }
#ifdef BAD
inline __device__ int only_new(sm_t<70>, float* data) { return 70; }
#endif

__global__ void kernel(float* data, int* out) {
  out[0] = __sm_dispatch_tag(warp_scan, data);
#ifdef BAD
  out[1] = __sm_dispatch_tag(only_new, data);
#endif
}

// BAD: error: no matching function for call to 'only_new'
// BAD: note: candidate function not viable: no known conversion from 'sm_t<52>' to 'sm_t<70>' for 1st argument
// BAD: 1 error generated.
