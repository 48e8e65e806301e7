//! CUDA and codegen-time constants: kernels, builtins, launches, `if
//! codegen` chains, `@codegen` objects, the implicit `nvvm_arch_t`.

mod common;
use common::*;
use sema::program::*;

const SAXPY: &str = r#"
@meta printf("saxpy: translated once\n");
__device__ void saxpy_vt(float a, const float* x, float* y, size_t index, size_t count) {
  if codegen(__nvvm_arch >= 70) {
    @meta int vt = 8;
    float x2[vt];
    @meta for(int i = 0; i < vt; ++i)
      if(index + i * 128 < count) x2[i] = x[index + i * 128];
    @meta for(int i = 0; i < vt; ++i)
      if(index + i * 128 < count) y[index + i * 128] += a * x2[i];
  } else if codegen(__is_amdgpu_target) {
    y[index] += a * x[index];
  } else {
    @meta for(int i = 0; i < 4; ++i)
      if(index + i * 128 < count) y[index + i * 128] += a * x[index + i * 128];
  }
}
__global__ void kernel(float a, const float* x, float* y, size_t count) {
  @meta for enum(auto sm : nvvm_arch_t) {
    if codegen(__nvvm_arch == sm) {
      size_t index = blockIdx.x * blockDim.x * ((int)sm >= 70 ? 8 : 4) + threadIdx.x;
      saxpy_vt(a, x, y, index, count);
    }
  }
}
int main() {
  float* x = nullptr;
  kernel<<<10, 128>>>(2.0f, x, x, 1000);
  return 0;
}
"#;

#[test]
fn saxpy_pattern_one_codegen_if_per_architecture() {
    let mut o = opts(&[52, 70, 90, 110, 90]);
    o.amdgpu_targets = vec!["gfx1100".into(), "gfx90a".into()];
    let out = run_with(SAXPY, &o);
    out.assert_clean();
    assert_eq!(out.stdout, "saxpy: translated once\n");
    let p = &out.program;
    // nvvm_arch_t has one enumerator per distinct capability, sorted.
    let e = p
        .nvvm_arch_enum
        .and_then(|e| p.types.enums.get(e))
        .expect("nvvm_arch_t");
    let ens: Vec<(&str, i128)> = e
        .enumerators
        .iter()
        .map(|x| (x.name.as_str(), x.value))
        .collect();
    assert_eq!(
        ens,
        vec![("sm_52", 52), ("sm_70", 70), ("sm_90", 90), ("sm_110", 110)]
    );
    assert!(e.scoped);
    // Four injected `if codegen(__nvvm_arch == sm_XX)`, plus the chain of two in saxpy_vt.
    let cgifs: Vec<&Stmt> = p
        .stmts
        .values()
        .filter(|s| matches!(s.kind, StmtKind::CodegenIf { .. }))
        .collect();
    assert_eq!(cgifs.len(), 6);
    let consts: Vec<i128> = p
        .codegen_exprs
        .values()
        .filter_map(|c| match c.kind {
            CodegenExprKind::Int(v)
                if p.types.kind(c.ty)
                    == p.types
                        .kind(p.types.lookup(&Type::Enum(e_id(p))).unwrap_or(TypeId(0))) =>
            {
                Some(v)
            }
            _ => None,
        })
        .collect();
    assert_eq!(consts, vec![52, 70, 90, 110]);
    // The launch is recorded with its configuration.
    assert_eq!(p.launches.len(), 1);
    let l = &p.launches[0];
    assert!(matches!(p.expr(l.call).kind, ExprKind::Call { .. }));
    assert_eq!(p.types.kind(p.expr(l.grid).ty), &Type::Int(IntKind::UInt));
    let kernel = p
        .funcs
        .values()
        .find(|f| f.name == "kernel")
        .expect("kernel");
    assert!(kernel.exec.global);
    assert_eq!(kernel.link_name, "_Z6kernelfPKfPfm");
    assert_eq!(p.amdgpu_arch_value("gfx90a"), 2);
}

fn e_id(p: &Program) -> EnumId {
    p.nvvm_arch_enum.unwrap_or(EnumId(0))
}

#[test]
fn codegen_objects_and_predicates() {
    let out = run_with(
        r#"
__device__ int f(int x) {
  @codegen int arch10 = (int)__nvvm_arch * 10;
  @codegen bool big = arch10 >= 700 && __warp_size == 32;
  @codegen if(big || __is_host_target) return x;
  if codegen(!__is_nvvm_target) return 0;
  if codegen(arch10 > 500 ? 1 : 0) return 1;
  @codegen if(__nvvm_arch == nvvm_arch_t::sm_70) return 2;
  return 3;
}
"#,
        &opts(&[52, 70]),
    );
    out.assert_clean();
    let p = &out.program;
    assert_eq!(p.codegen_vars.len(), 2);
    let names: Vec<&str> = p.codegen_vars.values().map(|v| v.name.as_str()).collect();
    assert_eq!(names, vec!["arch10", "big"]);
    assert_eq!(
        p.types
            .kind(p.codegen_vars.values().nth(1).map_or(TypeId(0), |v| v.ty)),
        &Type::Bool
    );
    let n = p
        .stmts
        .values()
        .filter(|s| matches!(s.kind, StmtKind::CodegenIf { .. }))
        .count();
    assert_eq!(n, 4);
    // Predicates are bool.
    for s in p.stmts.values() {
        if let StmtKind::CodegenIf { cond, .. } = s.kind {
            assert_eq!(p.types.kind(p.codegen_expr(cond).ty), &Type::Bool);
        }
    }
}

#[test]
fn codegen_misuse_is_reported_once_at_its_span() {
    let out = run(r#"
__device__ int f(int x) {
  int a = __warp_size;
  @codegen int b = x * 2;
  if codegen(x > __nvvm_arch) return 1;
  return a;
}
"#);
    assert_eq!(
        out.lines(),
        vec![
            (3, "sema-codegen-context"),
            (4, "sema-not-codegen-constant"),
            (5, "sema-not-codegen-constant")
        ]
    );
}

#[test]
fn builtins_and_launch_shapes() {
    let out = run(r#"
__shared__ float tile[256];
__constant__ int table[4] = { 1, 2, 3, 4 };
__device__ int counter;
__managed__ int managed;
float host_only;
__global__ void k(int* p, float* f, unsigned* u, double* d) {
  unsigned i = threadIdx.x + blockIdx.y * blockDim.z + gridDim.x;
  tile[i % 256] = 1.0f;
  __syncthreads();
  atomicAdd(p, 1);
  atomicAdd(f, 2.0f);
  atomicAdd(u, 3u);
  atomicAdd(d, 4.0);
  int w = warpSize;
  void* scratch = alloca(16);
  printf("%d %f\n", w, 1.5f);
  p[0] = table[i % 4] + counter;
}
void launch(int* p) {
  k<<<dim_count(), 64, 128>>>(p, nullptr, nullptr, nullptr);
}
int dim_count();
"#);
    assert_eq!(out.lines(), vec![(21, "sema-undeclared")]);
    let out = run(r#"
__shared__ float tile[256];
__constant__ int table[4] = { 1, 2, 3, 4 };
__device__ int counter;
__managed__ int managed;
float host_only;
__global__ void k(int* p, float* f) {
  unsigned i = threadIdx.x;
  __syncthreads();
  atomicAdd(p, 1);
  atomicAdd(f, 2.0f);
  printf("%d %f\n", warpSize, 1.5f);
  p[0] = table[i % 4] + counter;
}
int blocks();
void launch(int* p) {
  k<<<blocks(), 64, 128>>>(p, nullptr);
}
"#);
    out.assert_clean();
    let p = &out.program;
    let spaces: Vec<(MemorySpace, bool)> = p
        .globals
        .iter()
        .filter_map(|g| p.var(*g).global().map(|x| (x.space, x.host_only)))
        .collect();
    assert_eq!(
        spaces,
        vec![
            (MemorySpace::Shared, false),
            (MemorySpace::Constant, false),
            (MemorySpace::Global, false),
            (MemorySpace::Managed, false),
            (MemorySpace::Global, true),
        ]
    );
    let builtins: Vec<Builtin> = p
        .exprs
        .values()
        .filter_map(|e| match &e.kind {
            ExprKind::Builtin { builtin, .. } => Some(*builtin),
            _ => None,
        })
        .collect();
    assert_eq!(
        builtins,
        vec![
            Builtin::ThreadIdx(Axis::X),
            Builtin::SyncThreads,
            Builtin::AtomicAdd,
            Builtin::AtomicAdd,
            Builtin::WarpSize,
            Builtin::Printf
        ]
    );
    // atomicAdd on float returns float; printf's float argument is promoted to double.
    let float_atomic = p.exprs.values().find(|e| {
        matches!(
            e.kind,
            ExprKind::Builtin {
                builtin: Builtin::AtomicAdd,
                ..
            }
        ) && p.types.is_float(e.ty)
    });
    assert!(float_atomic.is_some());
    let l = &p.launches[0];
    assert!(l.shared_mem.is_some() && l.stream.is_none());
    assert_eq!(
        p.types.kind(p.expr(l.shared_mem.unwrap_or(l.grid)).ty),
        &Type::Int(IntKind::ULong)
    );
}

#[test]
fn untagged_functions_may_be_called_from_kernels() {
    let out = run(r#"
int helper(int x) { return x * 2; }
__host__ __device__ int both(int x) { return x + 1; }
__global__ void k(int* p) { p[0] = helper(p[1]) + both(p[2]); }
"#);
    out.assert_clean();
    let both = out
        .program
        .funcs
        .values()
        .find(|f| f.name == "both")
        .map(|f| f.exec);
    assert_eq!(both, Some(ExecSpace::HOST_DEVICE));
}

#[test]
fn nv_atomic_builtins() {
    let out = run(r#"
__global__ void k(int* c, float* f, unsigned* u) {
  int old = __nv_atomic_fetch_add(c, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_CLUSTER);
  int v = __nv_atomic_load_n(c, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_store_n(f, 2.0f, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);
  unsigned e = 0;
  bool ok = __nv_atomic_compare_exchange_n(u, &e, 5u, false, __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_SYSTEM);
  c[1] = old + v + ok + __nv_atomic_exchange_n(c, 3, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_THREAD);
}
"#);
    out.assert_clean();
    let ops: Vec<(NvAtomicOp, MemOrder, AtomicScope)> = out
        .program
        .exprs
        .values()
        .filter_map(|e| match e.kind {
            ExprKind::Builtin {
                builtin: Builtin::NvAtomic { op, order, scope },
                ..
            } => Some((op, order, scope)),
            _ => None,
        })
        .collect();
    assert_eq!(
        ops,
        vec![
            (
                NvAtomicOp::FetchAdd,
                MemOrder::Relaxed,
                AtomicScope::Cluster
            ),
            (NvAtomicOp::Load, MemOrder::Acquire, AtomicScope::Device),
            (NvAtomicOp::Store, MemOrder::Release, AtomicScope::Block),
            (
                NvAtomicOp::CompareExchange {
                    weak: false,
                    failure: MemOrder::Relaxed
                },
                MemOrder::SeqCst,
                AtomicScope::System
            ),
            (NvAtomicOp::Exchange, MemOrder::AcqRel, AtomicScope::Thread),
        ]
    );
    let out = run("__device__ void f(int* c, int o) { __nv_atomic_fetch_add(c, 1, o, __NV_THREAD_SCOPE_DEVICE); }\n");
    assert_eq!(out.codes(), vec!["sema-not-constant"]);
}

#[test]
fn attributes_are_recorded() {
    let out = run(r#"
struct params_t { float a; int n; };
__global__ void k_grid(__grid_constant__ const params_t p, float* out) { out[0] = p.a; }
__nv_register_params__ __device__ int reg_params(int a, int b) { return a + b; }
__forceinline__ __device__ int fi(int a) { return a; }
__noinline__ __device__ int ni(int a) { return a; }
"#);
    out.assert_clean();
    let p = &out.program;
    let a = &p.attributes;
    let names = |fs: &[FuncId]| {
        fs.iter()
            .map(|f| p.func(*f).name.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(names(&a.register_params), vec!["reg_params"]);
    assert_eq!(names(&a.force_inline), vec!["fi"]);
    assert_eq!(names(&a.no_inline), vec!["ni"]);
    let gc: Vec<&str> = a
        .grid_constant_params
        .iter()
        .map(|v| p.var(*v).name.as_str())
        .collect();
    assert_eq!(gc, vec!["p"]);
}

#[test]
fn const_globals_and_static_locals_are_usable_in_device_code() {
    let out = run(r#"
const int N = 256;
constexpr float scale = 2.0f;
const int table[3] = { 1, 2, 3 };
int mutable_host;
extern const int ext_c;
__device__ int f(int i) {
  static int calls = 0;
  calls++;
  return table[i % 3] * N + (int)scale + calls;
}
"#);
    out.assert_clean();
    let p = &out.program;
    let info: Vec<(&str, MemorySpace, bool)> = p
        .globals
        .iter()
        .map(|g| p.var(*g))
        .filter_map(|v| v.global().map(|g| (v.name.as_str(), g.space, g.host_only)))
        .collect();
    assert_eq!(
        info,
        vec![
            ("N", MemorySpace::Constant, false),
            ("scale", MemorySpace::Constant, false),
            ("table", MemorySpace::Constant, false),
            ("mutable_host", MemorySpace::Global, true),
            ("ext_c", MemorySpace::Global, true),
            ("calls", MemorySpace::Global, false),
        ]
    );
}

#[test]
fn shared_memory_declared_in_kernels() {
    let out = run(r#"
__global__ void k1(float* out) {
  __shared__ float tile[256];
  extern __shared__ float dyn[];
  tile[threadIdx.x] = out[threadIdx.x];
  dyn[threadIdx.x] = tile[255 - threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = dyn[threadIdx.x];
}
__global__ void k2(float* out) {
  __shared__ float tile[128];
  tile[0] = 1.0f;
  out[0] = tile[0];
}
"#);
    out.assert_clean();
    let p = &out.program;
    let g: Vec<(&str, &str, MemorySpace, bool, bool)> = p
        .globals
        .iter()
        .map(|g| p.var(*g))
        .filter_map(|v| {
            v.global().map(|x| {
                (
                    v.name.as_str(),
                    v.link_name.as_str(),
                    x.space,
                    x.host_only,
                    x.init.is_none(),
                )
            })
        })
        .collect();
    assert_eq!(
        g,
        vec![
            // Itanium local names, as clang gives block-scope __shared__
            // variables; a block-scope extern names the namespace's.
            ("tile", "_ZZ2k1PfE4tile", MemorySpace::Shared, false, false),
            ("dyn", "dyn", MemorySpace::Shared, false, true),
            ("tile", "_ZZ2k2PfE4tile", MemorySpace::Shared, false, false),
        ]
    );
}
