//! The kernel parameter space of NVIDIA targets. A kernel's parameters are
//! laid out in `.param` space, each at its own alignment; ptxas rejects an
//! entry whose parameters need more than 4352 bytes, or, from sm_70 with
//! PTX ISA 8.1 (CUDA 12.1), more than 32764 bytes. A kernel over the limit
//! is diagnosed here, naming the kernel, its size and the target's limit,
//! instead of ending in a ptxas error about PTX the user never wrote; a
//! module with a kernel between the two limits is raised to PTX 8.1.

use lexer::diag::Diagnostic;
use sema::program::{FuncId, Program};

use crate::{TargetSpec, Vendor};

/// The limit before sm_70, or at PTX ISA versions before 8.1.
const CLASSIC_LIMIT: u64 = 4352;
/// The limit from sm_70 with PTX ISA 8.1.
const LARGE_LIMIT: u64 = 32764;
/// The PTX ISA version (times ten) that allows the large limit.
pub const LARGE_PTX_VERSION: u32 = 81;

/// Bytes of `.param` space kernel `f`'s parameters take.
fn param_bytes(p: &Program, f: FuncId) -> u64 {
    let mut offset = 0u64;
    for &v in &p.funcs[f].params {
        let Some(var) = p.vars.get(v) else { continue };
        let size = p.types.size_of(var.ty).unwrap_or(0);
        let align = p.types.align_of(var.ty).max(1);
        offset = offset
            .div_ceil(align)
            .saturating_mul(align)
            .saturating_add(size);
    }
    offset
}

/// Checks the reached kernels of an NVIDIA module. Returns the errors, and
/// whether the module needs the large parameter space.
pub fn check(p: &Program, t: &TargetSpec, funcs: &[FuncId]) -> (Vec<Diagnostic>, bool) {
    let mut diags = Vec::new();
    let mut large = false;
    if t.vendor != Vendor::Nvidia {
        return (diags, large);
    }
    let limit = if t.compute_capability >= 70 {
        LARGE_LIMIT
    } else {
        CLASSIC_LIMIT
    };
    for &f in funcs {
        if !p.funcs[f].is_kernel() {
            continue;
        }
        let bytes = param_bytes(p, f);
        if bytes > limit {
            diags.push(crate::diagnostics::param_space_overflow(
                &p.funcs[f].name,
                bytes,
                limit,
                &t.name,
                p.funcs[f].span,
            ));
        } else if bytes > CLASSIC_LIMIT {
            large = true;
        }
    }
    (diags, large)
}
