// __managed__ variables in a HIP executable, laid out as clang's HIP does:
// the storage is `<name>.managed` (the initial value), `<name>` is a
// pointer slot the runtime fills at registration
// (__hipRegisterManagedVar(handle, &slot, &storage, "name", size, align)),
// and every access, in the kernel and on the host, goes through the slot.
// The executable links but is not run here: on a machine without an AMD
// GPU, Debian's libamdhip64 5.x crashes inside __hipRegisterManagedVar
// at start-up, for clang++-19 -x hip's build of this program as for ours.
// RUN: mkdir -p %t.d && cd %t.d && %circle-rs %s -gfx1100 -save-temps -o %t
// RUN: %FileCheck %s --check-prefix=HOST --input-file %t.d/hip-managed-host-x86_64-pc-linux-gnu.ll
// RUN: %FileCheck %s --check-prefix=DEV --input-file %t.d/hip-managed-hip-amdgcn-amd-amdhsa-gfx1100.ll
// RUN: test -x %t
// RUN: %circle-rs %s -sm_70 --emit=ptx -o %t.nv && %FileCheck %s --check-prefix=NV --input-file %t.nv/hip-managed.sm_70.ptx
// REQUIRES: ptxas
#include <hip/hip_runtime.h>
#include <stdio.h>

__managed__ int counter = 3;
__managed__ double table[4] = {1, 2, 3, 4};

__global__ void bump(int x) {
  counter += x;
  table[1] = counter;
}

int main() {
  int n = 0;
  if (hipGetDeviceCount(&n) != hipSuccess || n == 0) {
    printf("hip: no device\n");
    return 0;
  }
  bump<<<1, 1>>>(2);
  hipDeviceSynchronize();
  printf("hip: counter %d table %g\n", counter, table[1]);
  return 0;
}

// HOST-DAG: @counter.managed = {{.*}}global i32 3, align 4
// HOST-DAG: @table.managed = {{.*}}global [4 x double] [double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00], align 8
// HOST-DAG: @counter = internal externally_initialized global ptr null, align 8
// HOST-DAG: @table = internal externally_initialized global ptr null, align 8
// HOST-LABEL: define {{.*}}i32 @main(
// HOST: [[P:%[0-9]+]] = load ptr, ptr @counter, align 8
// HOST-NEXT: load i32, ptr [[P]]
// HOST: call void @__hipRegisterManagedVar(ptr {{%[0-9]+}}, ptr @counter, ptr @counter.managed, ptr @{{[^,]+}}, i64 4, i32 4)
// HOST: call void @__hipRegisterManagedVar(ptr {{%[0-9]+}}, ptr @table, ptr @table.managed, ptr @{{[^,]+}}, i64 32, i32 8)
// HOST-NOT: call void @__hipRegisterVar(

// DEV-DAG: @counter.managed = {{.*}}addrspace(1) externally_initialized global i32 3, align 4
// DEV-DAG: @counter = {{.*}}addrspace(1) externally_initialized global ptr addrspace(1) null, align 8
// DEV-DAG: @table = {{.*}}addrspace(1) externally_initialized global ptr addrspace(1) null, align 8
// DEV-LABEL: define {{.*}}amdgpu_kernel void @_Z4bumpi(
// DEV: load ptr addrspace(1), ptr addrspace(1) @counter, align 8
// DEV: load ptr addrspace(1), ptr addrspace(1) @table, align 8

// NVIDIA modules keep the plain variable, which CUDA's runtime redirects.
// NV: .global .attribute(.managed) .align 4 .u32 counter = 3;
