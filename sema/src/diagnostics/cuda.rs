//! Diagnostics of CUDA execution spaces.

use super::err;
use lexer::diag::Diagnostic;
use lexer::source::Span;

/// clang's `err_ref_bad_target`: a `__device__` entity used where only the
/// host runs.
pub fn device_ref_in_host(span: Span, kind: &str, name: &str) -> Diagnostic {
    err(
        "sema-device-in-host",
        span,
        format!("reference to __device__ {kind} '{name}' in __host__ function"),
    )
}
