//! C++ objects: class prvalues evaluated into their destination (so
//! copies are elided exactly where C++ elides them), constructors,
//! aggregate initialization, temporaries and full-expressions, statement
//! expressions, and the member-initialization and cleanup statements of
//! constructors and scopes.

use crate::cleanup::Cleanup;
use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::{AllocKind, Ptr};
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;

type Res<T> = Result<T, Diagnostic>;

/// Whether values of `ty` are objects built in place (classes, arrays)
/// rather than scalars carried as values.
pub fn is_object_type(prog: &Program, ty: TypeId) -> bool {
    matches!(prog.types.kind(ty), Type::Struct(_) | Type::Array { .. })
}

/// What an aggregate initializer's entries initialize, in order: the
/// non-virtual bases, then the fields (type and byte offset).
pub fn members(prog: &Program, s: StructId) -> Vec<(TypeId, u64, Option<BitField>)> {
    let Some(def) = prog.types.structs.get(s) else {
        return Vec::new();
    };
    let mut out = Vec::with_capacity(def.bases.len() + def.fields.len());
    for b in def.bases.iter().filter(|b| !b.is_virtual) {
        if let Some(ty) = prog.types.lookup(&Type::Struct(b.class)) {
            out.push((ty, b.offset, None));
        }
    }
    out.extend(def.fields.iter().map(|f| (f.ty, f.offset, f.bit)));
    out
}

/// Whether `e` designates a base-class subobject reached without a
/// virtual step (what a constructor builds with its base-object variant).
fn is_nonvirtual_base(prog: &Program, e: ExprId) -> bool {
    matches!(prog.expr(e).kind, ExprKind::BaseAdjust { vbase: None, .. })
}

/// Whether `e` designates a virtual base subobject.
fn is_virtual_base(prog: &Program, e: ExprId) -> bool {
    matches!(
        prog.expr(e).kind,
        ExprKind::BaseAdjust { vbase: Some(_), .. }
    )
}

/// The order in which a call's arguments are evaluated. C++ leaves it
/// unspecified; compile-time output should match what the host compiler
/// (GCC on x86-64) prints, so arguments go right to left, except that
/// the object of a member call written `obj.f(...)` comes first, and
/// `<<`/`>>` go left to right (C++17), as do constructor arguments (the
/// typed program does not say whether they came from a braced list, which
/// is sequenced left to right). `skip`: parameters passed separately
/// (`this` of a constructor).
pub fn arg_order(func: &Function, n: usize, skip: usize) -> Vec<usize> {
    let name = func.name.rsplit("::").next().unwrap_or(&func.name);
    if matches!(name, "operator<<" | "operator>>") || func.kind == FuncKind::Constructor {
        return (0..n).collect();
    }
    let has_this = skip == 0 && func.kind != FuncKind::Free;
    if has_this && !name.starts_with("operator") && n > 0 {
        return std::iter::once(0).chain((1..n).rev()).collect();
    }
    (0..n).rev().collect()
}

impl Interp<'_> {
    /// Zero-initializes the object of type `ty` at `p`: zero bytes, then
    /// null (-1) in each pointer to data member it holds, as the targets'
    /// code does (`sema::zero_init`).
    pub(crate) fn zero_object(
        &mut self,
        prog: &Program,
        p: Ptr,
        ty: TypeId,
        span: Span,
    ) -> Res<()> {
        let size = prog.types.size_of(ty).unwrap_or(0);
        self.mem.zero(p, size).map_err(|f| diag::fault(span, &f))?;
        for off in prog.types.null_member_pointer_offsets(ty) {
            self.mem
                .write_init(p.offset_by(off as i64), &(-1i64).to_le_bytes())
                .map_err(|f| diag::fault(span, &f))?;
        }
        Ok(())
    }

    /// Evaluates the prvalue `e` into the object of type `ty` at `dest`.
    /// `as_base`: the object is a base-class subobject (its constructor
    /// leaves virtual bases alone).
    pub fn init_into(
        &mut self,
        prog: &Program,
        dest: Ptr,
        ty: TypeId,
        e: ExprId,
        as_base: bool,
    ) -> Res<()> {
        let x = prog.expr(e);
        self.step(x.span)?;
        let span = x.span;
        if x.category == ValueCategory::LValue {
            let v = self.eval(prog, e)?;
            return self.store(prog, dest, ty, &v, span);
        }
        match &x.kind {
            ExprKind::StructorVariant { .. } => {
                let pick = self.variant_pick(prog, e);
                self.init_into(prog, dest, ty, pick, as_base)
            }
            ExprKind::Construct { ctor, args, zero } => {
                let twin = prog.func(*ctor).variant_of.is_some();
                if *zero && twin {
                    // A base subobject: the virtual bases are the complete
                    // object's, already built.
                    let nv = prog
                        .func(*ctor)
                        .class
                        .and_then(|c| prog.types.structs.get(c))
                        .map_or(0, |d| d.nvsize);
                    self.mem.zero(dest, nv).map_err(|f| diag::fault(span, &f))?;
                } else if *zero {
                    self.zero_object(prog, dest, ty, span)?;
                }
                let as_base = as_base || twin;
                if !as_base {
                    if let Some(cls) = prog.func(*ctor).class {
                        self.register_complete(prog, dest, cls);
                    }
                }
                let mut vals = vec![Val::Ptr(dest)];
                vals.extend(self.args_from(prog, *ctor, args, 1)?);
                self.call_variant(prog, *ctor, vals, span, None, as_base)?;
                Ok(())
            }
            ExprKind::Aggregate(items) => self.init_aggregate(prog, dest, ty, items, span),
            ExprKind::Call { callee, args } => {
                let vals = self.args_from(prog, *callee, args, 0)?;
                self.call_variant(prog, *callee, vals, span, Some(dest), false)?;
                Ok(())
            }
            ExprKind::CallIndirect { callee, args } => {
                let f = self.callee_of(prog, *callee, span)?;
                let vals = self.args_from(prog, f, args, 0)?;
                self.call_variant(prog, f, vals, span, Some(dest), false)?;
                Ok(())
            }
            ExprKind::VirtualCall {
                object,
                slot,
                callee,
                args,
            } => {
                let (f, this) = self.virtual_target(prog, *object, *slot, span)?;
                let mut vals = vec![Val::Ptr(this)];
                vals.extend(self.args_from(prog, *callee, args, 1)?);
                self.call_variant(prog, f, vals, span, Some(dest), false)?;
                Ok(())
            }
            ExprKind::Conditional { cond, then, else_ } => {
                let arm = if self.eval(prog, *cond)?.truthy() {
                    *then
                } else {
                    *else_
                };
                self.init_into(prog, dest, ty, arm, as_base)
            }
            ExprKind::Comma { lhs, rhs } => {
                self.eval_discard(prog, *lhs)?;
                self.init_into(prog, dest, ty, *rhs, as_base)
            }
            ExprKind::FullExpr(inner) => {
                let mark = self.temp_cleanups.len();
                self.init_into(prog, dest, ty, *inner, as_base)?;
                self.unwind_temps(prog, mark)
            }
            ExprKind::StmtExpr { body, result } => {
                let (body, result) = (*body, *result);
                self.stmt_expr(prog, body, span, |me| match result {
                    Some(r) => me.init_into(prog, dest, ty, r, as_base),
                    None => Ok(()),
                })
            }
            _ => {
                let v = self.eval(prog, e)?;
                self.store(prog, dest, ty, &v, span)
            }
        }
    }

    /// Aggregate initialization: bases and fields (or elements) in order,
    /// the rest zero (a union initializes its first member only).
    fn init_aggregate(
        &mut self,
        prog: &Program,
        dest: Ptr,
        ty: TypeId,
        items: &[Init],
        span: Span,
    ) -> Res<()> {
        self.zero_object(prog, dest, ty, span)?;
        match prog.types.kind(ty).clone() {
            Type::Array { elem, .. } => {
                let es = prog.types.size_of(elem).unwrap_or(0) as i64;
                for (i, item) in items.iter().enumerate() {
                    self.init_object(prog, dest.offset_by(i as i64 * es), elem, item, span)?;
                }
            }
            Type::Struct(s) => {
                for (item, (fty, off, bit)) in items.iter().zip(members(prog, s)) {
                    self.init_member(prog, dest.offset_by(off as i64), fty, bit, item, span)?;
                }
            }
            _ => {
                if let Some(first) = items.first() {
                    self.init_object(prog, dest, ty, first, span)?;
                }
            }
        }
        Ok(())
    }

    /// The value of a class prvalue that is used as a value (a trivially
    /// copyable class passed by value, a member of a returned object):
    /// built in scratch storage and read back.
    pub fn class_prvalue(&mut self, prog: &Program, e: ExprId) -> Res<Val> {
        let x = prog.expr(e);
        let size = prog.types.size_of(x.ty).unwrap_or(0);
        let p = self
            .mem
            .alloc(size, AllocKind::Object)
            .map_err(|f| diag::fault(x.span, &f))?;
        let r = self.init_into(prog, p, x.ty, e, false);
        let v = r.and_then(|_| self.load(prog, p, x.ty, x.span));
        self.mem.free(p);
        v
    }

    /// Temporary materialization: the temporary's address.
    pub fn materialize(
        &mut self,
        prog: &Program,
        var: VarId,
        init: ExprId,
        destroy: Option<Destroy>,
        extended: bool,
        span: Span,
    ) -> Res<Ptr> {
        let ty = prog.var(var).ty;
        let p = self.define_var(prog, var, span)?;
        self.init_into(prog, p, ty, init, false)?;
        if let Some(destroy) = destroy {
            let c = Cleanup {
                at: p,
                destroy,
                base_variant: false,
                vtt: None,
                span,
            };
            if extended {
                self.push_scope_cleanup(c);
            } else {
                self.push_temp_cleanup(c);
            }
        }
        Ok(p)
    }

    /// Runs a statement expression's block, then `result` in its scope,
    /// then the block's cleanups.
    pub fn stmt_expr<T>(
        &mut self,
        prog: &Program,
        body: StmtId,
        span: Span,
        result: impl FnOnce(&mut Self) -> Res<T>,
    ) -> Res<T> {
        self.scoped(prog, |me| {
            let flow = match &prog.stmt(body).kind {
                StmtKind::Block(list) => me.exec_block(prog, list, 0)?,
                _ => me.exec_stmt(prog, body)?,
            };
            if !matches!(flow, crate::interp::Flow::Normal) {
                return Err(diag::unsupported(
                    span,
                    "leaving a statement expression with a jump",
                ));
            }
            result(me)
        })
    }

    /// `StmtKind::Init`: a base, member or delegated-to object built by a
    /// constructor.
    pub fn exec_member_init(
        &mut self,
        prog: &Program,
        target: ExprId,
        init: &Init,
        span: Span,
    ) -> Res<()> {
        let p = self.eval_lvalue(prog, target)?;
        let ty = prog.expr(target).ty;
        if let Some(bit) = crate::bitfield::lvalue_bit(prog, target) {
            return self.init_member(prog, p, ty, Some(bit), init, span);
        }
        if let (Init::Expr(e), true) = (init, is_nonvirtual_base(prog, target)) {
            if prog.expr(*e).category == ValueCategory::RValue {
                return self.init_into(prog, p, ty, *e, true);
            }
        }
        self.init_object(prog, p, ty, init, span)
    }

    /// `StmtKind::PushCleanup`.
    pub fn exec_push_cleanup(
        &mut self,
        prog: &Program,
        target: ExprId,
        destroy: Destroy,
        eh_only: bool,
        variants: Variants,
        span: Span,
    ) -> Res<()> {
        // Without exceptions, cleanups for unwinding never run.
        if eh_only || (is_virtual_base(prog, target) && self.in_base_variant()) {
            return Ok(());
        }
        let runs = match variants {
            Variants::Both => true,
            Variants::CompleteOnly => !self.in_base_variant(),
            Variants::BaseOnly => self.in_base_variant(),
        };
        if !runs {
            return Ok(());
        }
        // The named return value is the caller's to destroy.
        if let ExprKind::Var(v) = prog.expr(target).kind {
            if self.current_nrvo(prog) == Some(v) {
                return Ok(());
            }
        }
        let at = self.eval_lvalue(prog, target)?;
        let vtt = match destroy.vtt {
            Some(v) => Some(self.eval(prog, v)?.as_ptr()),
            None => None,
        };
        self.push_scope_cleanup(Cleanup {
            at,
            destroy,
            base_variant: is_nonvirtual_base(prog, target)
                || prog.func(destroy.dtor).variant_of.is_some(),
            vtt,
            span,
        });
        Ok(())
    }

    /// Evaluated arguments of a call to `f` whose first `skip` parameters
    /// are passed otherwise (`this`): addresses for reference parameters.
    pub fn args_from(
        &mut self,
        prog: &Program,
        f: FuncId,
        args: &[ExprId],
        skip: usize,
    ) -> Res<Vec<Val>> {
        let func = prog.func(f);
        let mut out = vec![Val::Void; args.len()];
        for i in arg_order(func, args.len(), skip) {
            let a = args[i];
            let by_ref = func.params.get(i + skip).is_some_and(|p| {
                matches!(prog.types.kind(prog.var(*p).ty), Type::Reference { .. })
            });
            out[i] = if by_ref {
                Val::Ptr(self.eval_lvalue(prog, a)?)
            } else {
                self.eval(prog, a)?
            };
        }
        Ok(out)
    }

    /// The function a function-pointer rvalue designates.
    pub fn callee_of(&mut self, prog: &Program, callee: ExprId, span: Span) -> Res<FuncId> {
        let p = self.eval(prog, callee)?.as_ptr();
        match self.mem.kind(p) {
            Some(AllocKind::Func(f)) if p.offset() == 0 => Ok(f),
            _ => Err(self.fault(
                span,
                if p.is_null() {
                    crate::memory::Fault::Null
                } else {
                    crate::memory::Fault::Wild
                },
            )),
        }
    }

    /// A trivial special member that sema leaves without a body (its
    /// effect is a byte copy, or nothing): `None` if `f` is not one.
    pub fn trivial_special(
        &mut self,
        prog: &Program,
        f: FuncId,
        args: &[Val],
        span: Span,
    ) -> Option<Res<Val>> {
        let func = prog.func(f);
        let def = prog.types.structs.get(func.class?)?;
        let name = func.name.rsplit("::").next().unwrap_or(&func.name);
        let this = args.first()?.as_ptr();
        let copy = |me: &mut Self| -> Res<()> {
            let from = args.get(1).map_or(Ptr::NULL, Val::as_ptr);
            // Tail padding may hold a derived class's members: copy the
            // data size only, as the ABI's trivial copies do.
            let n = def.dsize;
            let bytes = me
                .mem
                .read(from, n, false)
                .map_err(|e| diag::fault(span, &e))?
                .to_vec();
            me.mem
                .write(this, &bytes)
                .map_err(|e| diag::fault(span, &e))
        };
        match func.kind {
            FuncKind::Destructor => Some(Ok(Val::Void)),
            FuncKind::Constructor if args.len() == 1 => Some(Ok(Val::Void)),
            FuncKind::Constructor if args.len() == 2 => Some(copy(self).map(|_| Val::Void)),
            FuncKind::Method if name == "operator=" && args.len() == 2 => {
                Some(copy(self).map(|_| Val::Ptr(this)))
            }
            _ => None,
        }
    }
}

impl Interp<'_> {
    /// The alternative of a `StructorVariant` the innermost call takes:
    /// `base` in a base-object constructor or destructor.
    pub(crate) fn variant_pick(&self, prog: &Program, mut e: ExprId) -> ExprId {
        let twin = self
            .frames
            .last()
            .and_then(|f| f.func)
            .is_some_and(|f| prog.func(f).variant_of.is_some());
        for _ in 0..8 {
            match &prog.expr(e).kind {
                ExprKind::StructorVariant { complete, base } => {
                    e = if twin { *base } else { *complete };
                }
                _ => break,
            }
        }
        e
    }
}
