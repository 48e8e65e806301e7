// __sm_arch_all(e): e once per targeted architecture, selected by
// `__nvvm_arch == arch` in each module, with __nvvm_arch replaced by that
// architecture's enumerator (seeds/circle-kernel-launches.md).
// RUN: %circle-rs %s -sm_52 -sm_70 -O2 --emit=llvm-ir -o %t
// RUN: %FileCheck %s --check-prefix=SM52 --input-file %t/sm-arch-all.sm_52.ll
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %t/sm-arch-all.sm_70.ll

template<int N> __device__ int scaled(int x) { return x * N; }

__global__ void kernel(int* out) {
  __sm_arch_all(out[1] = (int)__nvvm_arch);
  __sm_arch_all(out[2] = scaled<(int)__nvvm_arch>(2));
}

// SM52-LABEL: define {{.*}}void @_Z6kernelPi(
// SM52: store i32 52
// SM52: store i32 104
// SM70-LABEL: define {{.*}}void @_Z6kernelPi(
// SM70: store i32 70
// SM70: store i32 140
