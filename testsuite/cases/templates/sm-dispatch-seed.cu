// shared/examples/dispatch/sm_dispatch.cu with a local std::forward in
// place of <utility> (the standard library is another issue): variable
// and alias templates over nvvm_arch_t, `@meta for enum` and `if codegen`
// in a variadic function template with forwarding references, tag
// dispatch through explicit specializations. Checked to translate.
// (--no-cuda-toolkit-headers: it declares its own std::remove_reference
// and std::forward, which the CUDA toolkit's headers bring from
// libstdc++, as with nvcc and clang.)
// RUN: %circle-rs --no-cuda-toolkit-headers -verify -fsyntax-only %s -sm_35 -sm_61 -sm_75
// expected-no-diagnostics
namespace std {
template<class T> struct remove_reference { typedef T type; };
template<class T> struct remove_reference<T&> { typedef T type; };
template<class T> struct remove_reference<T&&> { typedef T type; };
template<class T> __host__ __device__ T&& forward(typename remove_reference<T>::type& t) { return static_cast<T&&>(t); }
}
template<int ver> struct sm_t;
template<> struct sm_t<20> { };
template<> struct sm_t<30> : sm_t<20> { };
template<> struct sm_t<35> : sm_t<30> { };
template<> struct sm_t<52> : sm_t<35> { };
template<> struct sm_t<61> : sm_t<52> { };
template<> struct sm_t<70> : sm_t<61> { };
template<> struct sm_t<75> : sm_t<70> { };

typedef sm_t<35> sm_35_t;
typedef sm_t<52> sm_52_t;
typedef sm_t<70> sm_70_t;

template<nvvm_arch_t arch>
using sm_arch_t = sm_t<(int)arch>;

template<nvvm_arch_t arch>
constexpr sm_arch_t<arch> sm_arch;

void warp_op(sm_35_t, float* data) { data[threadIdx.x] = 35; }
void warp_op(sm_52_t, float* data) { data[threadIdx.x] = 52; }
void warp_op(sm_70_t, float* data) { data[threadIdx.x] = 70; }

template<typename... args_t>
void func_dispatch(args_t&&... args) {
  @meta for enum(nvvm_arch_t arch : nvvm_arch_t) {
    // Visit each arch specified at the command line.
    if codegen(__nvvm_arch == arch) {
      // if-codegen prevents generation of arch-mismatched code.
      return warp_op(sm_arch<arch>, std::forward<args_t>(args)...);
    }
  }
}

__global__ void kernel(float* data) {
  func_dispatch(data);
}
