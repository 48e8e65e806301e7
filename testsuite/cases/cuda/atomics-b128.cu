// 128-bit __nv_atomic_* operations: load and store from sm_70, exchange and
// compare-and-exchange from sm_90, as PTX ISA 8.4 `.b128` instructions (LLVM
// 19 cannot select them; the module's .version is raised only where they
// are used). Orders map as the PTX memory model maps C++'s (seq_cst:
// fence.sc, then the acquire / relaxed / acq_rel form); ptxas accepts all.
// RUN: %circle-rs %s -sm_90 -sm_70 -DLOADSTORE_ONLY=1 --emit=ptx -o %t 2>&1 | %FileCheck %s --check-prefix=GATED --allow-empty
// GATED-NOT: error
// RUN: %FileCheck %s --check-prefix=SM90 --input-file %t/atomics-b128.sm_90.ptx
// SM90: .version 8.4
// SM90-LABEL: .entry _Z2ldPo(
// SM90: fence.sc.gpu;
// SM90-NEXT: ld.acquire.gpu.b128 t, [%rd{{[0-9]+}}];
// SM90-LABEL: .entry _Z2stPoo(
// SM90: st.release.sys.b128 [%rd{{[0-9]+}}], t;
// SM90-LABEL: .entry _Z2exPoo(
// SM90: atom.relaxed.cta.exch.b128 d, [%rd{{[0-9]+}}], t;
// SM90-LABEL: .entry _Z3casPooo(
// SM90: atom.acquire.cluster.cas.b128 d, [%rd{{[0-9]+}}], c, t;
// RUN: %FileCheck %s --check-prefix=SM70 --input-file %t/atomics-b128.sm_70.ptx
// SM70: .version 8.4
// SM70: ld.acquire.gpu.b128
// SM70-NOT: atom.{{.*}}b128
// RUN: %circle-rs validate %t
//
// Below the gates: errors with cudafe++'s texts, and no LLVM abort.
// RUN: %not %circle-rs %s -DLOADSTORE_ONLY=0 -sm_60 -sm_70 -gfx1100 --emit=ptx -o %t/gated 2>&1 | %FileCheck %s --check-prefix=GATE
// GATE: error: 128-bit atomic load and store are supported on architecture sm_70 or above. [sm_60]
// GATE: error: 128-bit atomic load and store are not supported on target 'gfx1100' [gfx1100]
// GATE: error: 128-bit atomic exchange or compare-and-exchange is supported on architecture sm_90 or above. [sm_60, sm_70]
// REQUIRES: ptxas
typedef unsigned __int128 u128;
__global__ void ld(u128* p) { p[1] = __nv_atomic_load_n(p, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE); }
__global__ void st(u128* p, u128 v) { __nv_atomic_store_n(p, v, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_SYSTEM); }
__global__ void ex(u128* p, u128 v) {
  if codegen(__nvvm_arch >= 90 || !LOADSTORE_ONLY)
    p[1] = __nv_atomic_exchange_n(p, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
}
__global__ void cas(u128* p, u128 e, u128 d) {
  if codegen(__nvvm_arch >= 90 || !LOADSTORE_ONLY) {
    p[1] = __nv_atomic_compare_exchange_n(p, &e, d, false, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_RELAXED,
                                          __NV_THREAD_SCOPE_CLUSTER);
    p[2] = e;
  }
}
