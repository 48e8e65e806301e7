// Templated kernels launched with deduced arguments, `@meta for` over an
// enumeration and `@codegen if` in a kernel template, explicit arguments
// from `@enum_value` mixed with deduced ones, `@meta` declarations in a
// function template run once per instantiation (as in
// shared/examples/radix/radix_dispatch.cu, without the std::map).
// RUN: %circle-rs %s -sm_52 -sm_70 -O2 --emit=llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=SM52 --input-file %t/templated-kernels.sm_52.ll
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %t/templated-kernels.sm_70.ll

enum class gpu_arch_t { kepler = 35, maxwell = 52, volta = 70 };

template<gpu_arch_t arch, typename type_t>
__device__ void radix_sort_sm(type_t* data, unsigned long count) {
  @meta int nt = (int)arch;
  @meta int vt = (int)sizeof(type_t);
  if (threadIdx.x == 0 && count > 0)
    data[0] = (type_t)(nt * vt);
}

template<typename type_t>
__global__ void radix_sort(type_t* data, unsigned long count) {
  @meta for (int i = 0; i < @enum_count(gpu_arch_t); ++i)
    @codegen if ((int)@enum_value(gpu_arch_t, i) == __nvvm_arch)
      radix_sort_sm<@enum_value(gpu_arch_t, i)>(data, count);
}

template<typename T> __global__ void fill(T* p, T v) { p[threadIdx.x] = v; }
template __global__ void fill<short>(short*, short);

void launch(float* f, int* i, unsigned long count) {
  radix_sort<<<1, 128>>>(f, count);
  radix_sort<<<1, 128>>>(i, count);
  fill<<<1, 32>>>(f, 2.5f);
}

// SM52-DAG: define {{.*}} @_Z10radix_sortIfEv{{.*}}(
// SM52-DAG: store float 2.080000e+02
// SM52-DAG: store i32 208
// SM52-DAG: define {{.*}} @_Z4fillIsEv{{.*}}(
// SM52-DAG: define {{.*}} @_Z4fillIfEv{{.*}}(
// SM70-DAG: store float 2.800000e+02
// SM70-DAG: store i32 280
