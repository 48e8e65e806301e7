// Thread-block clusters (sm_90): __cluster_dims__ becomes .explicitcluster
// and .reqnctapercluster on the entry, __block_size__ also fixes the block
// shape (.reqntid), and a third __launch_bounds__ argument becomes
// .maxclusterrank. ptxas accepts the result.
// RUN: %circle-rs %s -sm_90 --emit=ptx -o %t
// RUN: %FileCheck %s --check-prefix=PTX --input-file %t/cluster-attrs.sm_90.ptx
// RUN: %circle-rs validate %t
// PTX-LABEL: .entry _Z4pairPi(
// PTX: .explicitcluster
// PTX-NEXT: .reqnctapercluster 2, 1, 1
// PTX-NEXT: {
// PTX-LABEL: .entry _Z5shapePi(
// PTX: .reqntid 64, 1, 1
// PTX-NEXT: .explicitcluster
// PTX-NEXT: .reqnctapercluster 2, 2, 1
// PTX-LABEL: .entry _Z7boundedPi(
// PTX: .maxntid 128, 1, 1
// PTX: .maxclusterrank 4
// PTX-LABEL: .entry _Z5plainPi(
// PTX-NOT: cluster
//
// Every target without clusters says so, once per construct, naming the
// targets (cudafe++'s texts on NVIDIA), and nothing is written.
// RUN: %not %circle-rs %s -sm_80 -sm_90 -gfx1100 --emit=ptx -o %t/gated 2>&1 | %FileCheck %s --check-prefix=GATE
// GATE: cluster-attrs.cu:{{[0-9]+:[0-9]+}}: error: __cluster_dims__ is not supported for this GPU architecture [sm_80]
// GATE: error: __cluster_dims__ is not supported on target 'gfx1100' [gfx1100]
// GATE: cluster-attrs.cu:{{[0-9]+:[0-9]+}}: error: __block_size__ is not supported for this GPU architecture [sm_80]
// GATE: cluster-attrs.cu:{{[0-9]+:[0-9]+}}: error: cannot specify max blocks per cluster for this GPU architecture [sm_80]
// GATE: error: cannot specify max blocks per cluster on target 'gfx1100' [gfx1100]
// GATE-NOT: error:
// GATE: 6 errors generated.
// RUN: test ! -e %t/gated
//
// Bad arguments are diagnosed as clang diagnoses cluster_dims.
// RUN: %not %circle-rs %s -DBAD -sm_90 -fsyntax-only 2>&1 | %FileCheck %s --check-prefix=BAD
// BAD: error: '__cluster_dims__' attribute requires parameter 0 to be an integer constant
// BAD: error: '__cluster_dims__' attribute parameter 1 must be positive (it is 0)
// BAD: error: only a maximum of 8 thread blocks in a cluster is supported
// BAD: error: '__cluster_dims__' attribute takes no more than 3 arguments
// BAD: error: '__block_size__' attribute takes no more than 2 groups
__global__ void __cluster_dims__(2, 1, 1) pair(int* p) { p[0] = 1; }
__global__ void __block_size__((64, 1, 1), (2, 2, 1)) shape(int* p) { p[0] = 2; }
__global__ void __launch_bounds__(128, 1, 4) bounded(int* p) { p[0] = 3; }
__global__ void plain(int* p) { p[0] = 4; }
#ifdef BAD
int n = 2;
__global__ void __cluster_dims__(n) k1(int* p) {}
__global__ void __cluster_dims__(2, 0) k2(int* p) {}
__global__ void __cluster_dims__(4, 4) k3(int* p) {}
__global__ void __cluster_dims__(1, 1, 1, 1) k4(int* p) {}
__global__ void __block_size__((1), (1), (1)) k5(int* p) {}
#endif
