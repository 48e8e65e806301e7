// Initializers of device globals are emitted as constants of the module: a
// pointer to another device global is its (generic) address; a pointer to
// a host variable cannot be emitted for the device, an error once for all
// targets, naming the variable, and no output.
// RUN: %circle-rs %s -sm_70 -gfx1100 -O0 --emit=llvm-ir,ptx,amdgcn -o %t
// RUN: %FileCheck %s --input-file %t/device-global-initializers.sm_70.ll
// RUN: %FileCheck %s --input-file %t/device-global-initializers.gfx1100.ll
// RUN: %circle-rs validate %t
// RUN: %not %circle-rs --emit=ptx,amdgcn %s -DHOST_ADDRESS -sm_70 -gfx1100 -o %t.err 2> %t.stderr
// RUN: %FileCheck %s --check-prefix=ERR --input-file %t.stderr
// RUN: test ! -e %t.err

int host_var;
__device__ int dv = 5;
__device__ int* gq = &dv;
__device__ int arr[4] = { 1, 2, 3, 4 };
__device__ int* mid = &arr[2];
#ifdef HOST_ADDRESS
__device__ int* gp = &host_var;
#endif
__global__ void k(int* p) { p[0] = *gq + *mid; }

// CHECK-DAG: @dv = {{.*}}addrspace(1) {{.*}}global i32 5
// CHECK-DAG: @gq = {{.*}}addrspace(1) {{.*}}global ptr addrspacecast (ptr addrspace(1) @dv to ptr)
// CHECK-DAG: @mid = {{.*}}addrspace(1) {{.*}}global ptr addrspacecast (ptr addrspace(1) getelementptr {{(inbounds )?}}(i8, ptr addrspace(1) @arr, i64 8) to ptr)

// ERR: device-global-initializers.cu:19:17: error: the initializer of 'gp' cannot be emitted for the device [sm_70, gfx1100]
// ERR-NOT: error:
// ERR: 1 error generated.
