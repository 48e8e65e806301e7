//! CUDA: the implicit built-in variables (`threadIdx.x`, `warpSize`), the
//! device builtins (`__syncthreads`, `atomicAdd`, `printf`, `alloca`), and
//! kernel launches `k<<<grid, block>>>(args)`.
//!
//! Execution spaces are not enforced here: Circle lets device code call
//! untagged functions, and codegen rejects host-only constructs only where a
//! device module reaches them.

use super::{Entity, Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast::{self, ExprKind as AK};

fn axis(s: &str) -> Option<Axis> {
    match s {
        "x" => Some(Axis::X),
        "y" => Some(Axis::Y),
        "z" => Some(Axis::Z),
        _ => None,
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// `threadIdx.x` and friends, when the program did not declare the name.
    pub fn cuda_special_member(
        &mut self,
        base: &'a ast::Expr<'a>,
        member: ast::Ident,
        arrow: bool,
        span: Span,
    ) -> Option<R<ExprId>> {
        let AK::Name(q) = base.kind else {
            return None;
        };
        let id = q.as_simple()?;
        let name = self.name(id.sym);
        let make: fn(Axis) -> Builtin = match name {
            "threadIdx" => Builtin::ThreadIdx,
            "blockIdx" => Builtin::BlockIdx,
            "blockDim" => Builtin::BlockDim,
            "gridDim" => Builtin::GridDim,
            _ => return None,
        };
        if self.lookup(id.sym).is_some() {
            return None;
        }
        self.check_device_builtin(name, "variable", base.span);
        if arrow {
            return Some(Err(self.report(diag::arrow_on_non_pointer(span, "uint3"))));
        }
        let m = self.name(member.sym);
        let Some(ax) = axis(m) else {
            return Some(Err(self.report(diag::no_member(member.span, m, "uint3"))));
        };
        let u = self.b.uint();
        Some(Ok(self.b.builtin(make(ax), vec![], u, span)))
    }

    /// Built-in values named without a declaration (`warpSize`).
    pub fn cuda_builtin_value(&mut self, name: &str, span: Span) -> Option<ExprId> {
        if let Some(e) = self.cuda_index_vector(name, span) {
            return Some(e);
        }
        match name {
            "warpSize" => {
                let i = self.b.int();
                Some(self.b.builtin(Builtin::WarpSize, vec![], i, span))
            }
            _ if nv_atomic_constant(name).is_some() => {
                let v = nv_atomic_constant(name)?;
                let i = self.b.int();
                Some(self.b.int_lit(v, i, span))
            }
            // The predefined identifiers: the enclosing function's name.
            "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__" => {
                let f = self.func.as_ref()?;
                let short = crate::qualified_name::last_segment(&f.name);
                let mut bytes = short.as_bytes().to_vec();
                bytes.push(0);
                Some(self.string_expr(bytes, span))
            }
            _ => None,
        }
    }

    /// `threadIdx` (and `blockIdx`) as a `uint3` value, `blockDim` (and
    /// `gridDim`) as a `dim3` value, as CUDA's built-in variables convert:
    /// the vector type's aggregate of the three components. `None` when the
    /// name is not one of them, or the program has no such type (the CUDA
    /// header declares them).
    fn cuda_index_vector(&mut self, name: &str, span: Span) -> Option<ExprId> {
        let (make, vector): (fn(Axis) -> Builtin, &str) = match name {
            "threadIdx" => (Builtin::ThreadIdx, "uint3"),
            "blockIdx" => (Builtin::BlockIdx, "uint3"),
            "blockDim" => (Builtin::BlockDim, "dim3"),
            "gridDim" => (Builtin::GridDim, "dim3"),
            _ => return None,
        };
        let sym = self.interner.get(vector)?;
        let Some(Entity::Type(ty)) = self.ns[0].members.get(&sym).cloned() else {
            return None;
        };
        let u = self.b.uint();
        let components: Vec<ExprId> = [Axis::X, Axis::Y, Axis::Z]
            .into_iter()
            .map(|ax| self.b.builtin(make(ax), vec![], u, span))
            .collect();
        let fields: Vec<TypeId> = match self.b.types().kind(ty) {
            Type::Struct(s) => self.b.types().structs[*s]
                .fields
                .iter()
                .map(|f| f.ty)
                .collect(),
            _ => return None,
        };
        if fields.len() < 3 {
            return None;
        }
        let inits = components
            .into_iter()
            .zip(fields)
            .map(|(c, f): (ExprId, TypeId)| Init::Expr(self.b.convert(c, f)))
            .collect();
        let ty = self.b.program.types.unqualified(ty);
        Some(self.b.aggregate(ty, inits, span))
    }

    /// `__launch_bounds__(max_threads, min_blocks, max_cluster)`: integer
    /// constants. Only a kernel has launch bounds (elsewhere the attribute
    /// means nothing, as in clang); a negative value is ignored, as clang
    /// ignores it.
    pub fn launch_bounds(
        &mut self,
        fid: FuncId,
        args: &'a [ast::Expr<'a>],
    ) -> Option<LaunchBounds> {
        if let Some(x) = args.get(3) {
            self.report(diag::launch_bounds_arity(x.span));
            return None;
        }
        let mut vals = Vec::with_capacity(args.len());
        for (i, x) in args.iter().enumerate() {
            let e = self.expr(x).ok()?;
            let r = self.b.rvalue(e);
            if !self.b.types().is_integer(self.b.ty_of(r)) {
                self.report(diag::launch_bounds_not_constant(x.span, i));
                return None;
            }
            let v = self
                .core_const_int(r, |s| diag::launch_bounds_not_constant(s, i))
                .ok()?;
            vals.push(v);
        }
        if !self.b.program.funcs[fid].exec.global {
            return None;
        }
        let max_threads = u32::try_from(*vals.first()?).ok()?;
        let min_blocks = vals
            .get(1)
            .map_or(Some(0), |v| u32::try_from(*v).ok())
            .unwrap_or(0);
        let max_blocks_per_cluster = vals
            .get(2)
            .map_or(Some(0), |v| u32::try_from(*v).ok())
            .unwrap_or(0);
        Some(LaunchBounds {
            max_threads,
            min_blocks,
            max_blocks_per_cluster,
        })
    }

    /// A call of a builtin function by name; `None` if `name` is not one.
    pub fn builtin_call(
        &mut self,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> Option<R<ExprId>> {
        if let Some(r) = self.library_builtin_call(name, xs, span) {
            return Some(r);
        }
        if let Some(r) = self.aspect_query_call(name, xs, span) {
            return Some(r);
        }
        if let Some(r) = self.gnu_atomic_call(name, xs, span) {
            return Some(r);
        }
        if is_device_builtin(name) {
            self.check_device_builtin(name, "function", span);
        }
        let simple = match name {
            "__syncthreads" => Some(Builtin::SyncThreads),
            "__threadfence_block" => Some(Builtin::ThreadFenceBlock),
            "__threadfence" => Some(Builtin::ThreadFence),
            "__threadfence_system" => Some(Builtin::ThreadFenceSystem),
            "__trap" => Some(Builtin::Trap),
            _ => None,
        };
        if let Some(b) = simple {
            return Some(self.builtin_nullary(b, name, xs, span));
        }
        if let Some(r) = self.warp_call(name, xs, span) {
            return Some(r);
        }
        if let Some(r) = self.wgmma_call(name, xs, span) {
            return Some(r);
        }
        let atomic = match name {
            "atomicAdd" => Some(Builtin::AtomicAdd),
            "atomicSub" => Some(Builtin::AtomicSub),
            "atomicExch" => Some(Builtin::AtomicExch),
            "atomicMin" => Some(Builtin::AtomicMin),
            "atomicMax" => Some(Builtin::AtomicMax),
            "atomicAnd" => Some(Builtin::AtomicAnd),
            "atomicOr" => Some(Builtin::AtomicOr),
            "atomicXor" => Some(Builtin::AtomicXor),
            "atomicCAS" => Some(Builtin::AtomicCas),
            _ => None,
        };
        if let Some(b) = atomic {
            return Some(self.atomic_call(b, name, xs, span));
        }
        match name {
            "printf" | "std::printf" => Some(self.printf_call(xs, span)),
            "alloca" => Some(self.alloca_call(name, xs, span)),
            _ if name.starts_with("__nv_atomic_") => self.nv_atomic_call(name, xs, span),
            _ => None,
        }
    }

    /// The `__nv_atomic_*` family: the pointer's element type is the
    /// operation's type; orders and scope must be constants.
    fn nv_atomic_call(
        &mut self,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> Option<R<ExprId>> {
        let op = match name.strip_prefix("__nv_atomic_")? {
            "load_n" => NvAtomicOp::Load,
            "store_n" => NvAtomicOp::Store,
            "exchange_n" => NvAtomicOp::Exchange,
            "compare_exchange_n" => NvAtomicOp::CompareExchange {
                weak: false,
                failure: MemOrder::Relaxed,
            },
            "fetch_add" => NvAtomicOp::FetchAdd,
            "fetch_sub" => NvAtomicOp::FetchSub,
            "fetch_min" => NvAtomicOp::FetchMin,
            "fetch_max" => NvAtomicOp::FetchMax,
            "fetch_and" => NvAtomicOp::FetchAnd,
            "fetch_or" => NvAtomicOp::FetchOr,
            "fetch_xor" => NvAtomicOp::FetchXor,
            _ => return None,
        };
        Some(self.nv_atomic(op, name, xs, span))
    }

    fn nv_atomic(
        &mut self,
        mut op: NvAtomicOp,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        // Value operands after the pointer, then the constant operands.
        let (values, consts) = match op {
            NvAtomicOp::Load => (0, 2),
            NvAtomicOp::CompareExchange { .. } => (2, 4),
            _ => (1, 2),
        };
        if xs.len() != 1 + values + consts {
            return Err(self.report(diag::builtin_arg_count(
                span,
                name,
                1 + values + consts,
                xs.len(),
            )));
        }
        let p = self.expr(&xs[0])?;
        let p = self.b.rvalue(p);
        let pt = self.b.ty_of(p);
        let elem = self
            .b
            .types()
            .pointee(pt)
            .map(|e| self.b.types().unqualified(e));
        let Some(elem) = elem.filter(|e| self.b.types().is_scalar(*e)) else {
            let s = self.display(pt);
            return Err(self.report(diag::builtin_arg_type(xs[0].span, name, &s)));
        };
        let mut args = vec![p];
        for (i, x) in xs[1..=values].iter().enumerate() {
            let e = self.expr(x)?;
            // compare_exchange's `expected` is a pointer to the element type.
            let want = if matches!(op, NvAtomicOp::CompareExchange { .. }) && i == 0 {
                pt
            } else {
                elem
            };
            args.push(self.implicit(e, want, x.span, super::conv::ConvCtx::Param)?);
        }
        let mut k = Vec::with_capacity(consts);
        for x in &xs[1 + values..] {
            let e = self.expr(x)?;
            let r = self.b.rvalue(e);
            k.push(self.const_int(r, diag::not_integral_constant)?);
        }
        let bad =
            |t: &mut Self, x: &'a ast::Expr<'a>| t.report(diag::not_integral_constant(x.span));
        let scope_at = xs.len() - 1;
        let scope = match k.last().copied().and_then(scope_of) {
            Some(s) => s,
            None => return Err(bad(self, &xs[scope_at])),
        };
        let order = match k.first().copied().and_then(order_of) {
            Some(o) => o,
            None => return Err(bad(self, &xs[1 + values])),
        };
        if let NvAtomicOp::CompareExchange { weak, failure } = &mut op {
            *weak = k.first().copied().unwrap_or(0) != 0;
            let so = k.get(1).copied().and_then(order_of);
            let fo = k.get(2).copied().and_then(order_of);
            let (Some(so), Some(fo)) = (so, fo) else {
                return Err(bad(self, &xs[1 + values]));
            };
            *failure = fo;
            let bt = self.b.bool_ty();
            let builtin = Builtin::NvAtomic {
                op,
                order: so,
                scope,
            };
            return Ok(self.b.expr(
                ExprKind::Builtin { builtin, args },
                bt,
                ValueCategory::RValue,
                span,
            ));
        }
        let ty = if op == NvAtomicOp::Store {
            self.b.void()
        } else {
            elem
        };
        let builtin = Builtin::NvAtomic { op, order, scope };
        Ok(self.b.expr(
            ExprKind::Builtin { builtin, args },
            ty,
            ValueCategory::RValue,
            span,
        ))
    }

    fn builtin_nullary(
        &mut self,
        b: Builtin,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        if !xs.is_empty() {
            return Err(self.report(diag::builtin_arg_count(span, name, 0, xs.len())));
        }
        let v = self.b.void();
        Ok(self.b.builtin(b, vec![], v, span))
    }

    fn printf_call(&mut self, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let c = self.b.int_ty(IntKind::Char);
        let cc = self.b.const_of(c);
        let fmt_ty = self.b.ptr(cc);
        // `printf(fmt, args...)`, `printf(fmt, @enum_names(E)...)`: packs
        // expand among the arguments.
        let args = self.args(xs)?;
        let args = self.convert_args(&[fmt_ty], true, args, xs, span)?;
        let i = self.b.int();
        Ok(self.b.builtin(Builtin::Printf, args, i, span))
    }

    fn alloca_call(&mut self, name: &str, xs: &'a [ast::Expr<'a>], span: Span) -> R<ExprId> {
        let [x] = xs else {
            return Err(self.report(diag::builtin_arg_count(span, name, 1, xs.len())));
        };
        let e = self.expr(x)?;
        let st = self.b.size_t();
        let e = self.implicit(e, st, x.span, super::conv::ConvCtx::Param)?;
        let v = self.b.void();
        let vp = self.b.ptr(v);
        Ok(self.b.builtin(Builtin::Alloca, vec![e], vp, span))
    }

    fn atomic_call(
        &mut self,
        b: Builtin,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        let want = if b == Builtin::AtomicCas { 3 } else { 2 };
        if xs.len() != want {
            return Err(self.report(diag::builtin_arg_count(span, name, want, xs.len())));
        }
        let p = self.expr(&xs[0])?;
        let p = self.b.rvalue(p);
        let pt = self.b.ty_of(p);
        let elem = self
            .b
            .types()
            .pointee(pt)
            .map(|e| self.b.types().unqualified(e));
        let ok_elem = elem.is_some_and(|e| {
            let t = self.b.types();
            let int_ok = matches!(t.get(e), Type::Int(k) if matches!(k, IntKind::Int | IntKind::UInt | IntKind::ULongLong | IntKind::LongLong | IntKind::Long | IntKind::ULong));
            match b {
                Builtin::AtomicAdd => int_ok || matches!(t.get(e), Type::Float(FloatKind::Half | FloatKind::Float | FloatKind::Double)),
                // sm_70's 16-bit compare-and-swap (gated by codegen).
                Builtin::AtomicCas => int_ok || matches!(t.get(e), Type::Int(IntKind::UShort)),
                Builtin::AtomicExch => int_ok || matches!(t.get(e), Type::Float(FloatKind::Float)),
                _ => int_ok,
            }
        });
        let (Some(elem), true) = (elem, ok_elem) else {
            let s = self.display(pt);
            return Err(self.report(diag::builtin_arg_type(xs[0].span, name, &s)));
        };
        if self.b.types().pointee(pt).is_some_and(|e| self.is_const(e)) {
            let s = self.display(pt);
            return Err(self.report(diag::builtin_arg_type(xs[0].span, name, &s)));
        }
        let mut args = vec![p];
        for x in &xs[1..] {
            let e = self.expr(x)?;
            args.push(self.implicit(e, elem, x.span, super::conv::ConvCtx::Param)?);
        }
        Ok(self.b.expr(
            ExprKind::Builtin { builtin: b, args },
            elem,
            ValueCategory::RValue,
            span,
        ))
    }

    // -- launches ------------------------------------------------------------

    /// `k<<<grid, block[, shared_mem[, stream]]>>>(args)`: `k` must name a
    /// `__global__` function; grid and block are `dim3` or integers.
    pub fn launch_expr(&mut self, l: &'a ast::LaunchExpr<'a>, span: Span) -> R<ExprId> {
        let AK::Name(q) = l.callee.kind else {
            return Err(self.report(diag::unsupported(
                l.callee.span,
                "a launch of a kernel that is not named directly",
            )));
        };
        let text = self.qual_name_text(q);
        let mut pre_args = None;
        let f = match self.resolve(q)? {
            // `kernel<float><<<...>>>(...)`, `kernel<<<...>>>(p)`: a
            // templated kernel, deduced from the arguments.
            Some(e @ (Entity::FuncTemplates(..) | Entity::TemplateCall { .. })) => {
                let (funcs, templates, explicit) = match e {
                    Entity::FuncTemplates(ts, fs) => (fs, ts, std::rc::Rc::new(Vec::new())),
                    Entity::TemplateCall {
                        templates,
                        explicit,
                    } => (Vec::new(), templates, explicit),
                    _ => return Err(super::Reported),
                };
                let args = self.args(l.args)?;
                let short = q
                    .last()
                    .map_or(text.clone(), |s| self.name(s.ident.sym).to_string());
                let f = self.resolve_with_templates(
                    &funcs, &templates, &explicit, None, &args, &short, span,
                )?;
                if !self.b.program.funcs[f].exec.global {
                    return Err(self.report(diag::launch_not_kernel(l.callee.span, &text)));
                }
                self.body_request = Some(span);
                self.ensure_defined(f);
                pre_args = Some(args);
                f
            }
            Some(Entity::Funcs(fs)) => {
                let kernels: Vec<FuncId> = fs
                    .iter()
                    .copied()
                    .filter(|f| self.b.program.funcs[*f].exec.global)
                    .collect();
                match kernels.as_slice() {
                    [k] => *k,
                    [] => return Err(self.report(diag::launch_not_kernel(l.callee.span, &text))),
                    _ => return Err(self.report(diag::ambiguous_call(l.callee.span, &text))),
                }
            }
            Some(Entity::Poisoned) => return Err(super::Reported),
            Some(_) => return Err(self.report(diag::launch_not_kernel(l.callee.span, &text))),
            None => return Err(self.report(diag::undeclared(l.callee.span, &text))),
        };
        if !(2..=4).contains(&l.config.len()) {
            return Err(self.report(diag::launch_config_count(span, l.config.len())));
        }
        let grid = self.launch_dim(&l.config[0])?;
        let block = self.launch_dim(&l.config[1])?;
        let shared_mem = match l.config.get(2) {
            Some(x) => {
                let e = self.expr(x)?;
                let st = self.b.size_t();
                Some(self.implicit(e, st, x.span, super::conv::ConvCtx::Param)?)
            }
            None => None,
        };
        let stream = match l.config.get(3) {
            Some(x) => {
                let e = self.expr(x)?;
                Some(self.b.rvalue(e))
            }
            None => None,
        };
        let args = match pre_args {
            Some(a) => a,
            None => self.args(l.args)?,
        };
        let func = &self.b.program.funcs[f];
        let params: Vec<TypeId> = func
            .params
            .iter()
            .map(|p| self.b.types().unqualified(self.b.program.vars[*p].ty))
            .collect();
        let variadic = func.variadic;
        if !self.instantiate_default_args(f, args.len(), span) {
            return Err(Reported);
        }
        let args = self.with_defaults(f, args);
        let args = self.convert_args(&params, variadic, args, l.args, span)?;
        let v = self.b.void();
        let call = self.b.expr(
            ExprKind::Call { callee: f, args },
            v,
            ValueCategory::RValue,
            span,
        );
        self.b.program.launches.push(KernelLaunch {
            call,
            grid,
            block,
            shared_mem,
            stream,
        });
        Ok(call)
    }

    fn launch_dim(&mut self, x: &'a ast::Expr<'a>) -> R<ExprId> {
        let e = self.expr(x)?;
        let r = self.b.rvalue(e);
        let t = self.b.ty_of(r);
        let is_dim3 = match self.b.types().kind(t) {
            Type::Struct(s) => self.b.types().structs[*s].name == "dim3",
            _ => false,
        };
        if is_dim3 {
            return Ok(r);
        }
        if self.b.types().is_integer(t) && !super::conv::scoped_enum(self.b.types(), t) {
            let u = self.b.uint();
            return Ok(self.b.convert(r, u));
        }
        let s = self.display(t);
        Err(self.report(diag::launch_config_type(x.span, &s)))
    }
}

/// The builtins only device code may call (clang declares them
/// `__device__`).
fn is_device_builtin(name: &str) -> bool {
    matches!(
        name,
        "__syncthreads"
            | "__threadfence_block"
            | "__threadfence"
            | "__threadfence_system"
            | "__trap"
            | "atomicAdd"
            | "atomicSub"
            | "atomicExch"
            | "atomicMin"
            | "atomicMax"
            | "atomicAnd"
            | "atomicOr"
            | "atomicXor"
            | "atomicCAS"
            | "__shfl_sync"
            | "__shfl_up_sync"
            | "__shfl_down_sync"
            | "__shfl_xor_sync"
            | "__ballot_sync"
            | "__any_sync"
            | "__all_sync"
            | "__activemask"
            | "__syncwarp"
            | "clock64"
            | "__syncthreads_count"
            | "__syncthreads_and"
            | "__syncthreads_or"
    ) || name.starts_with("__nv_atomic_")
}

/// The values of `__NV_ATOMIC_*` (C11's memory orders) and
/// `__NV_THREAD_SCOPE_*` (narrowest first), which programs may use without
/// a header; a header that defines them as macros must use these values.
fn nv_atomic_constant(name: &str) -> Option<i128> {
    Some(match name {
        "__NV_ATOMIC_RELAXED" => 0,
        "__NV_ATOMIC_CONSUME" => 1,
        "__NV_ATOMIC_ACQUIRE" => 2,
        "__NV_ATOMIC_RELEASE" => 3,
        "__NV_ATOMIC_ACQ_REL" => 4,
        "__NV_ATOMIC_SEQ_CST" => 5,
        "__NV_THREAD_SCOPE_THREAD" => 0,
        "__NV_THREAD_SCOPE_BLOCK" => 1,
        "__NV_THREAD_SCOPE_CLUSTER" => 2,
        "__NV_THREAD_SCOPE_DEVICE" => 3,
        "__NV_THREAD_SCOPE_SYSTEM" => 4,
        _ => return None,
    })
}

/// The C++ memory order numbered as `std::memory_order` and GCC's
/// `__ATOMIC_*` number them.
pub(crate) fn order_of(v: i128) -> Option<MemOrder> {
    Some(match v {
        0 => MemOrder::Relaxed,
        1 => MemOrder::Consume,
        2 => MemOrder::Acquire,
        3 => MemOrder::Release,
        4 => MemOrder::AcqRel,
        5 => MemOrder::SeqCst,
        _ => return None,
    })
}

fn scope_of(v: i128) -> Option<AtomicScope> {
    Some(match v {
        0 => AtomicScope::Thread,
        1 => AtomicScope::Block,
        2 => AtomicScope::Cluster,
        3 => AtomicScope::Device,
        4 => AtomicScope::System,
        _ => return None,
    })
}
