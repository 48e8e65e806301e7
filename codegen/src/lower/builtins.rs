//! Device builtins. Special registers, barriers and fences go to the
//! vendor files; atomics are small IR-text helpers (`atomicrmw`/`cmpxchg`
//! with the vendor's sync scope) shared by both vendors.

use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, BasicValue, BasicValueEnum};
use inkwell::AddressSpace;
use lexer::source::Span;
use sema::program::*;

use super::{int_val, ptr_val, Lowerer, OrIce, Res};
use crate::diagnostics as diag;
use crate::target;
use crate::Vendor;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    pub fn builtin(
        &mut self,
        b: Builtin,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        let vendor = self.spec.vendor;
        match b {
            Builtin::ThreadIdx(_)
            | Builtin::BlockIdx(_)
            | Builtin::BlockDim(_)
            | Builtin::GridDim(_) => {
                let v = target::special(self, b, span)?;
                let u = self.p.types.lookup(&Type::Int(IntKind::UInt));
                match u {
                    Some(u) => self.convert(v.into(), u, ty, span).map(Some),
                    None => Ok(Some(v.into())),
                }
            }
            Builtin::WarpSize => {
                let t = match self.val_ty(ty) {
                    Some(BasicTypeEnum::IntType(t)) => t,
                    _ => return Err(diag::internal("warpSize of a non-integer type", span)),
                };
                Ok(Some(t.const_int(self.spec.wave_size as u64, false).into()))
            }
            Builtin::SyncThreads => target::barrier(self, span).map(|_| None),
            Builtin::ThreadFenceBlock => {
                target::fence(self, AtomicScope::Block, span).map(|_| None)
            }
            Builtin::ThreadFence => target::fence(self, AtomicScope::Device, span).map(|_| None),
            Builtin::ThreadFenceSystem => {
                target::fence(self, AtomicScope::System, span).map(|_| None)
            }
            Builtin::AtomicAdd
            | Builtin::AtomicSub
            | Builtin::AtomicExch
            | Builtin::AtomicMin
            | Builtin::AtomicMax
            | Builtin::AtomicAnd
            | Builtin::AtomicOr
            | Builtin::AtomicXor => {
                let order = MemOrder::Relaxed;
                let scope = AtomicScope::Device;
                self.atomic_rmw(b, args, ty, order, scope, span)
            }
            Builtin::AtomicCas => {
                let [p, e, d] = args else {
                    return Err(diag::internal("atomicCAS takes 3 arguments", span));
                };
                self.cmpxchg_old(*p, *e, *d, ty, span).map(Some)
            }
            Builtin::NvAtomic { op, order, scope } => {
                self.nv_atomic(op, order, scope, args, ty, span)
            }
            Builtin::GnuAtomic {
                op,
                order,
                op_fetch,
            } => self.gnu_atomic(op, order, op_fetch, args, ty, span),
            // A signal fence may be a full one: stronger than asked.
            Builtin::GnuFence { .. } => {
                target::fence(self, AtomicScope::System, span).map(|_| None)
            }
            Builtin::Printf => match vendor {
                Vendor::Nvidia => self.vprintf(args, span).map(Some),
                Vendor::Amd => self.amd_printf(args, span).map(Some),
                Vendor::Host => self.host_printf(args, span).map(Some),
            },
            Builtin::Vla if vendor == Vendor::Host => {
                let [n] = args else {
                    return Err(diag::internal("a VLA takes its size", span));
                };
                let nt = self.p.exprs.get(*n).ice(span)?.ty;
                let n = int_val(self.rv(*n)?, span)?;
                let n = self.index_i64(n, nt, span)?;
                self.vla_storage(n, span).map(|p| Some(p.into()))
            }
            Builtin::Alloca | Builtin::Vla => {
                let [n] = args else {
                    return Err(diag::internal("alloca takes 1 argument", span));
                };
                let nt = self.p.exprs.get(*n).ice(span)?.ty;
                let n = int_val(self.rv(*n)?, span)?;
                let n = self.index_i64(n, nt, span)?;
                let a = self
                    .b
                    .build_array_alloca(self.ctx.i8_type(), n, "")
                    .ice(span)?;
                if let Some(i) = a.as_instruction_value() {
                    let _ = i.set_alignment(16);
                }
                self.generic_addr(a, span).map(|p| Some(p.into()))
            }
            Builtin::Trap => {
                target::nvptx::intrinsic(self, "llvm.trap", &[], span)?;
                Ok(None)
            }
            Builtin::Unreachable => {
                self.b.build_unreachable().ice(span)?;
                self.dead_block();
                Ok(None)
            }
            Builtin::Fn(f) => self.builtin_fn(f, args, ty, span),
            Builtin::Warp(op) => self.warp_builtin(op, args, ty, span),
            Builtin::Wgmma(op) => self.wgmma_builtin(op, args, span),
            Builtin::VaArg => self.va_arg(args, ty, span),
        }
    }

    /// The IR spelling of a scalar type for helper text.
    pub(crate) fn ir_ty(&mut self, ty: TypeId, span: Span) -> Res<(String, u32)> {
        let t = self.val_ty(ty).ice(span)?;
        let size = self.size_of(ty) as u32;
        if size > 8 {
            // LLVM 19 has no 128-bit atomics for these targets (it aborts
            // in instruction selection); the gate for them is sm_70/sm_90.
            let vendor = target_name(self.spec.vendor);
            return Err(diag::unsupported(
                "a 128-bit atomic operation",
                vendor,
                span,
            ));
        }
        let s = match t {
            BasicTypeEnum::IntType(i) => format!("i{}", i.get_bit_width()),
            BasicTypeEnum::FloatType(_) => match size {
                2 => "half".into(),
                4 => "float".into(),
                _ => "double".into(),
            },
            BasicTypeEnum::PointerType(_) => "ptr".into(),
            _ => {
                return Err(diag::unsupported(
                    "an atomic on an aggregate",
                    target_name(self.spec.vendor),
                    span,
                ))
            }
        };
        Ok((s, size))
    }

    pub(crate) fn scope_clause(&self, scope: AtomicScope) -> String {
        let s = target::sync_scope(self.spec.vendor, scope);
        if s.is_empty() {
            String::new()
        } else {
            format!("syncscope(\"{s}\") ")
        }
    }

    /// `atomicAdd` and friends: returns the old value.
    fn atomic_rmw(
        &mut self,
        b: Builtin,
        args: &[ExprId],
        ty: TypeId,
        order: MemOrder,
        scope: AtomicScope,
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        let [p, v] = args else {
            return Err(diag::internal("atomic builtin takes 2 arguments", span));
        };
        let is_float = self.p.types.is_float(ty);
        let signed = self.p.types.is_signed(ty);
        let op = match (b, is_float, signed) {
            (Builtin::AtomicAdd, true, _) => "fadd",
            (Builtin::AtomicSub, true, _) => "fsub",
            (Builtin::AtomicExch, _, _) => "xchg",
            (Builtin::AtomicAdd, false, _) => "add",
            (Builtin::AtomicSub, false, _) => "sub",
            (Builtin::AtomicMin, false, true) => "min",
            (Builtin::AtomicMin, false, false) => "umin",
            (Builtin::AtomicMax, false, true) => "max",
            (Builtin::AtomicMax, false, false) => "umax",
            (Builtin::AtomicMin, true, _) => "fmin",
            (Builtin::AtomicMax, true, _) => "fmax",
            (Builtin::AtomicAnd, false, _) => "and",
            (Builtin::AtomicOr, false, _) => "or",
            (Builtin::AtomicXor, false, _) => "xor",
            _ => {
                return Err(diag::unsupported(
                    "this atomic operation on a floating type",
                    target_name(self.spec.vendor),
                    span,
                ))
            }
        };
        self.rmw_call(op, *p, *v, ty, order, scope, span).map(Some)
    }

    #[allow(clippy::too_many_arguments)]
    fn rmw_call(
        &mut self,
        op: &str,
        p: ExprId,
        v: ExprId,
        ty: TypeId,
        order: MemOrder,
        scope: AtomicScope,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let (t, size) = self.ir_ty(ty, span)?;
        let ord = target::order_name(order);
        let sc = self.scope_clause(scope);
        let name = format!("__cg_atomic_{op}_{t}_{ord}_{}", scope_tag(scope));
        let ir = format!(
            "define internal {t} @{name}(ptr %p, {t} %v) #0 {{\n  %r = atomicrmw {op} ptr %p, {t} %v {sc}{ord}, align {size}\n  ret {t} %r\n}}\nattributes #0 = {{ alwaysinline nounwind }}\n"
        );
        let f = self.helper(&name, &ir, span)?;
        let pv = ptr_val(self.rv(p)?, span)?;
        let pv = self.generic_addr(pv, span)?;
        let vv = self.rv(v)?;
        let args: [BasicMetadataValueEnum; 2] = [pv.into(), vv.into()];
        let call = self.b.build_call(f, &args, "").ice(span)?;
        call.try_as_basic_value().basic().ice(span)
    }

    /// `atomicCAS(p, expected, desired)`: the old value.
    fn cmpxchg_old(
        &mut self,
        p: ExprId,
        e: ExprId,
        d: ExprId,
        ty: TypeId,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let (t, size) = self.ir_ty(ty, span)?;
        let sc = self.scope_clause(AtomicScope::Device);
        let name = format!("__cg_atomic_cas_{t}");
        let ir = format!(
            "define internal {t} @{name}(ptr %p, {t} %e, {t} %d) #0 {{\n  %r = cmpxchg ptr %p, {t} %e, {t} %d {sc}monotonic monotonic, align {size}\n  %o = extractvalue {{ {t}, i1 }} %r, 0\n  ret {t} %o\n}}\nattributes #0 = {{ alwaysinline nounwind }}\n"
        );
        let f = self.helper(&name, &ir, span)?;
        let pv = ptr_val(self.rv(p)?, span)?;
        let pv = self.generic_addr(pv, span)?;
        let ev = self.rv(e)?;
        let dv = self.rv(d)?;
        let call = self
            .b
            .build_call(f, &[pv.into(), ev.into(), dv.into()], "")
            .ice(span)?;
        call.try_as_basic_value().basic().ice(span)
    }

    pub(crate) fn nv_atomic(
        &mut self,
        op: NvAtomicOp,
        order: MemOrder,
        scope: AtomicScope,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        let value_ty = |l: &Self, e: ExprId| -> Res<TypeId> {
            let pt = l.p.exprs.get(e).ice(span)?.ty;
            l.p.types
                .pointee(pt)
                .map(|t| l.p.types.unqualified(t))
                .ice(span)
        };
        let vt = args.first().map(|&a| value_ty(self, a)).transpose()?;
        if self.spec.vendor == Vendor::Nvidia && vt.is_some_and(|t| self.size_of(t) == 16) {
            return self.nv_atomic_b128(op, order, scope, args, span);
        }
        let simple = match op {
            NvAtomicOp::FetchAdd => Some("add"),
            NvAtomicOp::FetchSub => Some("sub"),
            NvAtomicOp::FetchAnd => Some("and"),
            NvAtomicOp::FetchOr => Some("or"),
            NvAtomicOp::FetchXor => Some("xor"),
            NvAtomicOp::Exchange => Some("xchg"),
            NvAtomicOp::FetchMin => Some("min"),
            NvAtomicOp::FetchMax => Some("max"),
            _ => None,
        };
        if let Some(base) = simple {
            let [p, v] = args else {
                return Err(diag::internal(
                    "__nv_atomic_fetch_* takes a pointer and a value",
                    span,
                ));
            };
            let vt = value_ty(self, *p)?;
            let is_float = self.p.types.is_float(vt);
            let signed = self.p.types.is_signed(vt);
            let op = match (base, is_float, signed) {
                ("add", true, _) => "fadd",
                ("sub", true, _) => "fsub",
                ("min", true, _) => "fmin",
                ("max", true, _) => "fmax",
                ("min", false, false) => "umin",
                ("max", false, false) => "umax",
                (o, _, _) => o,
            };
            return self.rmw_call(op, *p, *v, vt, order, scope, span).map(Some);
        }
        let sc = self.scope_clause(scope);
        let tag = scope_tag(scope);
        match op {
            NvAtomicOp::Load => {
                let [p] = args else {
                    return Err(diag::internal("__nv_atomic_load_n takes a pointer", span));
                };
                let (t, size) = self.ir_ty(ty, span)?;
                // A load cannot release: use the strongest valid order.
                let ord = match order {
                    MemOrder::Release => "monotonic",
                    MemOrder::AcqRel => "acquire",
                    o => target::order_name(o),
                };
                let name = format!("__cg_atomic_load_{t}_{ord}_{tag}");
                let body = if self.spec.vendor == Vendor::Nvidia && ord != "monotonic" {
                    // LLVM 19's NVPTX backend selects neither ordered atomic
                    // loads nor ordered `fence`s (it aborts): a relaxed load
                    // with a memory barrier of the scope.
                    let bar = membar_call(scope);
                    let pre = if ord == "seq_cst" {
                        bar.clone()
                    } else {
                        String::new()
                    };
                    format!("{pre}  %r = load atomic {t}, ptr %p monotonic, align {size}\n{bar}")
                } else {
                    format!("  %r = load atomic {t}, ptr %p {sc}{ord}, align {size}\n")
                };
                let ir = format!("define internal {t} @{name}(ptr %p) #0 {{\n{body}  ret {t} %r\n}}\nattributes #0 = {{ alwaysinline nounwind }}\n");
                let f = self.helper(&name, &ir, span)?;
                let pv = ptr_val(self.rv(*p)?, span)?;
                let pv = self.generic_addr(pv, span)?;
                let call = self.b.build_call(f, &[pv.into()], "").ice(span)?;
                Ok(call.try_as_basic_value().basic())
            }
            NvAtomicOp::Store => {
                let [p, v] = args else {
                    return Err(diag::internal(
                        "__nv_atomic_store_n takes a pointer and a value",
                        span,
                    ));
                };
                let vt = value_ty(self, *p)?;
                let (t, size) = self.ir_ty(vt, span)?;
                let ord = match order {
                    MemOrder::Consume | MemOrder::Acquire => "monotonic",
                    MemOrder::AcqRel => "release",
                    o => target::order_name(o),
                };
                let name = format!("__cg_atomic_store_{t}_{ord}_{tag}");
                let body = if self.spec.vendor == Vendor::Nvidia && ord != "monotonic" {
                    // As for loads: a barrier, then a relaxed store.
                    let bar = membar_call(scope);
                    let post = if ord == "seq_cst" {
                        bar.clone()
                    } else {
                        String::new()
                    };
                    format!("{bar}  store atomic {t} %v, ptr %p monotonic, align {size}\n{post}")
                } else {
                    format!("  store atomic {t} %v, ptr %p {sc}{ord}, align {size}\n")
                };
                let ir = format!("define internal void @{name}(ptr %p, {t} %v) #0 {{\n{body}  ret void\n}}\nattributes #0 = {{ alwaysinline nounwind }}\n");
                let f = self.helper(&name, &ir, span)?;
                let pv = ptr_val(self.rv(*p)?, span)?;
                let pv = self.generic_addr(pv, span)?;
                let vv = self.rv(*v)?;
                self.b
                    .build_call(f, &[pv.into(), vv.into()], "")
                    .ice(span)?;
                Ok(None)
            }
            NvAtomicOp::CompareExchange { weak, failure } => {
                let [p, e, d] = args else {
                    return Err(diag::internal("__nv_atomic_compare_exchange_n takes a pointer, an expected pointer and a value", span));
                };
                let vt = value_ty(self, *p)?;
                let (t, size) = self.ir_ty(vt, span)?;
                let ord = target::order_name(order);
                // The failure order may not release.
                let ford = match failure {
                    MemOrder::Release => "monotonic",
                    MemOrder::AcqRel => "acquire",
                    o => target::order_name(o),
                };
                let w = if weak { "weak " } else { "" };
                let name = format!(
                    "__cg_atomic_cmpxchg_{}{t}_{ord}_{ford}_{tag}",
                    if weak { "weak_" } else { "" }
                );
                let ir = format!(
                    "define internal i1 @{name}(ptr %p, ptr %e, {t} %d) #0 {{\n  %x = load {t}, ptr %e, align {size}\n  %r = cmpxchg {w}ptr %p, {t} %x, {t} %d {sc}{ord} {ford}, align {size}\n  %o = extractvalue {{ {t}, i1 }} %r, 0\n  %ok = extractvalue {{ {t}, i1 }} %r, 1\n  store {t} %o, ptr %e, align {size}\n  ret i1 %ok\n}}\nattributes #0 = {{ alwaysinline nounwind }}\n"
                );
                let f = self.helper(&name, &ir, span)?;
                let pv = ptr_val(self.rv(*p)?, span)?;
                let pv = self.generic_addr(pv, span)?;
                let epv = ptr_val(self.rv(*e)?, span)?;
                let epv = self.generic_addr(epv, span)?;
                let dv = self.rv(*d)?;
                let call = self
                    .b
                    .build_call(f, &[pv.into(), epv.into(), dv.into()], "")
                    .ice(span)?;
                Ok(call.try_as_basic_value().basic())
            }
            _ => Err(diag::internal("unhandled __nv_atomic operation", span)),
        }
    }

    /// Device `printf` through CUDA's `vprintf(fmt, args)`: the promoted
    /// arguments are packed into a naturally aligned struct on the stack.
    fn vprintf(&mut self, args: &[ExprId], span: Span) -> Res<BasicValueEnum<'ctx>> {
        let Some((fmt, rest)) = args.split_first() else {
            return Err(diag::internal("printf without a format", span));
        };
        let gp = self.ctx.ptr_type(AddressSpace::default());
        let i32t = self.ctx.i32_type();
        let vprintf = match self.module.get_function("vprintf") {
            Some(f) => f,
            None => self.module.add_function(
                "vprintf",
                i32t.fn_type(&[gp.into(), gp.into()], false),
                None,
            ),
        };
        let f = ptr_val(self.rv(*fmt)?, span)?;
        let f = self.generic_addr(f, span)?;
        let mut vals = Vec::with_capacity(rest.len());
        for a in rest {
            let v = self.rv(*a)?;
            let v = match v {
                BasicValueEnum::PointerValue(p) => self.generic_addr(p, span)?.into(),
                v => v,
            };
            vals.push(v);
        }
        let buf = if vals.is_empty() {
            gp.const_null()
        } else {
            let tys: Vec<BasicTypeEnum> = vals.iter().map(|v| v.get_type()).collect();
            let st = self.ctx.struct_type(&tys, false);
            let slot = self.alloca(st.as_basic_type_enum(), 8, "printf.args")?;
            for (i, v) in vals.iter().enumerate() {
                let fa = self.b.build_struct_gep(st, slot, i as u32, "").ice(span)?;
                self.b.build_store(fa, *v).ice(span)?;
            }
            slot
        };
        let call = self
            .b
            .build_call(vprintf, &[f.into(), buf.into()], "")
            .ice(span)?;
        call.try_as_basic_value().basic().ice(span)
    }
}

/// IR text calling the NVVM memory barrier for `scope` (declared inline:
/// the helper module is parsed on its own).
fn membar_call(scope: AtomicScope) -> String {
    let m = match scope {
        AtomicScope::Thread | AtomicScope::Block => "cta",
        AtomicScope::Cluster | AtomicScope::Device => "gl",
        AtomicScope::System => "sys",
    };
    format!("  call void @llvm.nvvm.membar.{m}()\n")
}

fn scope_tag(s: AtomicScope) -> &'static str {
    match s {
        AtomicScope::Thread => "thread",
        AtomicScope::Block => "block",
        AtomicScope::Cluster => "cluster",
        AtomicScope::Device => "device",
        AtomicScope::System => "system",
    }
}

fn target_name(v: Vendor) -> &'static str {
    v.backend_name()
}
