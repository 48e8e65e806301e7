//! 128-bit `__nv_atomic_*` operations on NVIDIA: load and store (sm_70) and
//! exchange and compare-and-exchange (sm_90), the architecture gates of
//! seeds/cudafe-arch-feature-gating.md.
//!
//! LLVM 19's NVPTX backend cannot select 128-bit atomics (it aborts), so
//! these are PTX ISA 8.3 `.b128` instructions in inline assembly, inside
//! small internal helpers that move the value through two 64-bit halves.
//! The module is raised to PTX 8.4 when it uses one (see
//! [`crate::emit`]). The memory orders map as the PTX memory model maps
//! C++'s: a sequentially consistent operation is `fence.sc` followed by the
//! acquire (load), relaxed (store) or acq_rel (read-modify-write) form.

use inkwell::values::BasicValueEnum;
use lexer::source::Span;
use sema::program::{AtomicScope, ExprId, MemOrder, NvAtomicOp};

use super::{int_val, ptr_val, Lowerer, OrIce, Res};
use crate::diagnostics as diag;

/// The PTX ISA version (times ten) of the `.b128` instructions: 8.3
/// introduced them, 8.4 allows them with system scope.
pub const B128_PTX_VERSION: u32 = 84;

fn scope_name(scope: AtomicScope, cc: u32) -> &'static str {
    match scope {
        AtomicScope::Thread | AtomicScope::Block => "cta",
        // Before sm_90 there are no clusters: device scope (the gate warns).
        AtomicScope::Cluster if cc >= 90 => "cluster",
        AtomicScope::Cluster | AtomicScope::Device => "gpu",
        AtomicScope::System => "sys",
    }
}

/// The `.sem` qualifier of an operation of `kind` with C++ order `order`,
/// and whether a `fence.sc` goes first.
fn semantics(kind: Kind, order: MemOrder) -> (&'static str, bool) {
    use MemOrder::*;
    match (kind, order) {
        (_, Relaxed) => ("relaxed", false),
        (Kind::Load, Consume | Acquire | AcqRel | Release) => ("acquire", false),
        (Kind::Load, SeqCst) => ("acquire", true),
        (Kind::Store, Release | AcqRel | Consume | Acquire) => ("release", false),
        (Kind::Store, SeqCst) => ("relaxed", true),
        (Kind::Rmw, Consume | Acquire) => ("acquire", false),
        (Kind::Rmw, Release) => ("release", false),
        (Kind::Rmw, AcqRel) => ("acq_rel", false),
        (Kind::Rmw, SeqCst) => ("acq_rel", true),
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Load,
    Store,
    Rmw,
}

/// IR that splits `%name` (an i128) into `%name.lo` and `%name.hi`.
fn split(name: &str) -> String {
    format!(
        "  %{name}.lo = trunc i128 %{name} to i64\n  %{name}.sh = lshr i128 %{name}, 64\n  %{name}.hi = trunc i128 %{name}.sh to i64\n"
    )
}

/// IR that joins the asm result `%r` (two i64) into the i128 `%v`.
const JOIN: &str = "  %r.lo = extractvalue { i64, i64 } %r, 0\n  %r.hi = extractvalue { i64, i64 } %r, 1\n  %r.l = zext i64 %r.lo to i128\n  %r.h = zext i64 %r.hi to i128\n  %r.hs = shl i128 %r.h, 64\n  %v = or i128 %r.l, %r.hs\n";

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// A 16-byte `__nv_atomic_*` operation on an NVIDIA target.
    pub(super) fn nv_atomic_b128(
        &mut self,
        op: NvAtomicOp,
        order: MemOrder,
        scope: AtomicScope,
        args: &[ExprId],
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        let sc = scope_name(scope, self.spec.compute_capability);
        let (kind, tag) = match op {
            NvAtomicOp::Load => (Kind::Load, "load".to_string()),
            NvAtomicOp::Store => (Kind::Store, "store".to_string()),
            NvAtomicOp::Exchange => (Kind::Rmw, "exch".to_string()),
            NvAtomicOp::CompareExchange { .. } => (Kind::Rmw, "cas".to_string()),
            _ => {
                return Err(diag::unsupported(
                    "a 128-bit atomic arithmetic operation",
                    self.spec.vendor.backend_name(),
                    span,
                ))
            }
        };
        let (sem, fence) = semantics(kind, order);
        let pre = if fence {
            format!("fence.sc.{sc};\\0A\\09")
        } else {
            String::new()
        };
        let name = format!(
            "__cg_atomic_b128_{tag}_{sem}_{sc}{}",
            if fence { "_sc" } else { "" }
        );
        let attrs = "attributes #0 = { alwaysinline nounwind }\n";
        let ir = match op {
            NvAtomicOp::Load => format!(
                "define internal i128 @{name}(ptr %p) #0 {{\n  %r = call {{ i64, i64 }} asm sideeffect \"{{\\0A\\09.reg .b128 t;\\0A\\09{pre}ld.{sem}.{sc}.b128 t, [$2];\\0A\\09mov.b128 {{$0, $1}}, t;\\0A\\09}}\", \"=l,=l,l,~{{memory}}\"(ptr %p)\n{JOIN}  ret i128 %v\n}}\n{attrs}"
            ),
            NvAtomicOp::Store => format!(
                "define internal void @{name}(ptr %p, i128 %x) #0 {{\n{}  call void asm sideeffect \"{{\\0A\\09.reg .b128 t;\\0A\\09mov.b128 t, {{$1, $2}};\\0A\\09{pre}st.{sem}.{sc}.b128 [$0], t;\\0A\\09}}\", \"l,l,l,~{{memory}}\"(ptr %p, i64 %x.lo, i64 %x.hi)\n  ret void\n}}\n{attrs}",
                split("x")
            ),
            NvAtomicOp::Exchange => format!(
                "define internal i128 @{name}(ptr %p, i128 %x) #0 {{\n{}  %r = call {{ i64, i64 }} asm sideeffect \"{{\\0A\\09.reg .b128 t, d;\\0A\\09mov.b128 t, {{$3, $4}};\\0A\\09{pre}atom.{sem}.{sc}.exch.b128 d, [$2], t;\\0A\\09mov.b128 {{$0, $1}}, d;\\0A\\09}}\", \"=l,=l,l,l,l,~{{memory}}\"(ptr %p, i64 %x.lo, i64 %x.hi)\n{JOIN}  ret i128 %v\n}}\n{attrs}",
                split("x")
            ),
            // Returns whether the exchange happened; `*e` gets the old value.
            _ => format!(
                "define internal i1 @{name}(ptr %p, ptr %e, i128 %x) #0 {{\n  %c = load i128, ptr %e, align 16\n{}{}  %r = call {{ i64, i64 }} asm sideeffect \"{{\\0A\\09.reg .b128 c, t, d;\\0A\\09mov.b128 c, {{$3, $4}};\\0A\\09mov.b128 t, {{$5, $6}};\\0A\\09{pre}atom.{sem}.{sc}.cas.b128 d, [$2], c, t;\\0A\\09mov.b128 {{$0, $1}}, d;\\0A\\09}}\", \"=l,=l,l,l,l,l,l,~{{memory}}\"(ptr %p, i64 %c.lo, i64 %c.hi, i64 %x.lo, i64 %x.hi)\n{JOIN}  store i128 %v, ptr %e, align 16\n  %ok = icmp eq i128 %v, %c\n  ret i1 %ok\n}}\n{attrs}",
                split("c"),
                split("x")
            ),
        };
        let f = self.helper(&name, &ir, span)?;
        let mut call_args = Vec::with_capacity(3);
        for (i, &a) in args.iter().enumerate() {
            let v = self.rv(a)?;
            let is_ptr = i == 0 || (i == 1 && matches!(op, NvAtomicOp::CompareExchange { .. }));
            if is_ptr {
                let pv = ptr_val(v, span)?;
                call_args.push(self.generic_addr(pv, span)?.into());
            } else {
                call_args.push(int_val(v, span)?.into());
            }
        }
        let call = self.b.build_call(f, &call_args, "").ice(span)?;
        Ok(call.try_as_basic_value().basic())
    }
}
