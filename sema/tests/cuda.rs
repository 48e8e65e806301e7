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
