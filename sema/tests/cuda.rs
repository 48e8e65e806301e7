//! CUDA rules checked at translation: execution configurations and calls
//! between execution spaces.

mod common;

use common::translate;

#[test]
fn kernel_call_needs_a_configuration() {
    let o = translate(
        "namespace ns { __global__ void k(int* p) { p[0] = 1; } }\n\
         void h(int* p) { ns::k(p); }\n\
         __device__ void d(int* p) { ns::k(p); }\n\
         void ok(int* p) { ns::k<<<1, 1>>>(p); }\n",
    );
    let msg = "call to global function 'k' not configured";
    assert_eq!(
        o.diags,
        vec![
            (2, "sema-kernel-not-configured", msg.to_string()),
            (3, "sema-kernel-not-configured", msg.to_string())
        ]
    );
}

#[test]
fn index_builtins_are_vector_values() {
    // The header's uint3 / dim3 (declared here as it declares them).
    let o = translate(
        "struct uint3 { unsigned int x, y, z; };\n\
         struct dim3 { unsigned int x = 1; unsigned int y = 1; unsigned int z = 1; };\n\
         __global__ void k(unsigned* p) {\n  uint3 t = threadIdx;\n  dim3 d = gridDim;\n  p[0] = t.x + d.z;\n}\n",
    );
    assert!(o.diags.is_empty(), "{:#?}", o.diags);
    let t = o.p.vars.values().find(|v| v.name == "t").expect("t");
    assert!(matches!(
        o.p.types.kind(t.ty),
        sema::program::Type::Struct(_)
    ));
    // Without the vector types the bare names stay undeclared.
    let o = translate("__global__ void k(unsigned* p) { p[0] = sizeof(blockIdx); }\n");
    assert_eq!(o.diags.len(), 1);
    assert_eq!(o.diags[0].1, "sema-undeclared");
}

#[test]
fn launch_bounds_reach_function_attrs() {
    let o = translate(
        "__global__ void __launch_bounds__(256, 2) k(int* p) { p[0] = 1; }\n\
         __global__ void __launch_bounds__(128) k2(int* p) { p[0] = 2; }\n\
         __device__ void __launch_bounds__(64) d() { }\n\
         __global__ void __launch_bounds__(1, 2, 3, 4) k3(int* p) { }\n",
    );
    assert_eq!(o.diags.len(), 1, "{:#?}", o.diags);
    assert_eq!(
        o.diags[0],
        (
            4,
            "sema-launch-bounds-arity",
            "'launch_bounds' attribute takes no more than 3 arguments".into()
        )
    );
    let attrs = |n: &str| {
        o.p.funcs
            .values()
            .find(|f| f.name == n)
            .map(|f| f.attrs.launch_bounds)
            .expect("function")
    };
    let lb = |max_threads, min_blocks| {
        Some(sema::program::LaunchBounds {
            max_threads,
            min_blocks,
            max_blocks_per_cluster: 0,
        })
    };
    assert_eq!(attrs("k"), lb(256, 2));
    assert_eq!(attrs("k2"), lb(128, 0));
    // Only kernels have launch bounds.
    assert_eq!(attrs("d"), None);
    assert_eq!(attrs("k3"), None);
}
