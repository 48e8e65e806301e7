//! `__is_constructible`, `__is_assignable`, `__is_convertible` and their
//! trivial and nothrow forms, and the reference-binding traits: the
//! initialization or assignment is translated for real, on `declval`
//! operands, as an unevaluated operand in a context unrelated to any class
//! (so access is checked as the standard requires), with its diagnostics
//! dropped. Well-formed means no error; trivial means it calls no
//! non-trivial function; nothrow means every function it calls is
//! non-throwing.

use super::super::class::SpecialKind;
use super::super::conv::ConvCtx;
use super::super::init::InitHow;
use super::super::{Reported, Translator, R};
use crate::program::*;
use lexer::source::Span;
use parser::ast;

/// What a well-formed initialization or assignment does.
#[derive(Clone, Copy, Debug)]
pub(super) struct Outcome {
    pub trivial: bool,
    pub nothrow: bool,
}

impl Outcome {
    const CLEAN: Outcome = Outcome {
        trivial: true,
        nothrow: true,
    };
}

impl<'a> Translator<'a, '_, '_> {
    /// Runs `f` as an unevaluated operand outside any class or function;
    /// `None` if it reported an error. Its diagnostics are dropped.
    fn tentatively<T>(&mut self, f: impl FnOnce(&mut Self) -> R<T>) -> Option<T> {
        let mark = self.diags.len();
        let saved = self.save_state();
        let r = f(self);
        self.restore_state(saved);
        let failed = r.is_err() || self.diags[mark..].iter().any(|d| d.is_error());
        self.discard_diags_since(mark);
        if failed {
            None
        } else {
            r.ok()
        }
    }

    /// `std::declval<T>()`: an lvalue for `T&` (and for functions), an
    /// xvalue for `T&&` and for `T` itself; with `prvalue`, `T` itself is a
    /// prvalue (the standard's `VAL<T>`).
    fn declval(&mut self, ty: TypeId, prvalue: bool, span: Span) -> ExprId {
        let (obj, lvalue) = match self.b.types().kind(ty).clone() {
            Type::Reference { referent, rvalue } => (referent, !rvalue),
            _ => (ty, false),
        };
        let is_fn = matches!(self.b.types().kind(obj), Type::Function { .. });
        if prvalue && !self.is_reference_type(ty) && !is_fn {
            let u = self.b.types().unqualified(obj);
            if self.class_of_type(u).is_some() {
                return self.b.expr(
                    ExprKind::Aggregate(Vec::new()),
                    u,
                    ValueCategory::RValue,
                    span,
                );
            }
            let v = self.b.local("(declval)", obj, span);
            return self.b.load(v, span);
        }
        let v = self.b.local("(declval)", obj, span);
        let e = self.b.var(v, span);
        if !lvalue && !is_fn {
            self.xvalues.insert(e);
        }
        e
    }

    fn is_void_type(&self, ty: TypeId) -> bool {
        matches!(self.b.types().kind(ty), Type::Void)
    }

    /// `T t(declval<Args>()...);` ([meta.unary.prop]): value-initialization
    /// without arguments, reference binding for a reference.
    pub(super) fn construct_outcome(
        &mut self,
        t: TypeId,
        args: &[TypeId],
        span: Span,
    ) -> Option<Outcome> {
        match self.b.types().kind(t) {
            Type::Void | Type::Function { .. } | Type::Array { len: None, .. } => return None,
            _ => {}
        }
        if args.iter().any(|a| self.is_void_type(*a)) {
            return None;
        }
        let elem = self.strip_arrays(t);
        if self
            .plain_class(elem)
            .is_some_and(|s| self.classes.get(&s).is_some_and(|c| c.is_abstract))
        {
            return None;
        }
        if !self.is_reference_type(t) && self.destructible(t).is_none() {
            return None;
        }
        let init = self.tentatively(|me| {
            let xs: Vec<ExprId> = args.iter().map(|a| me.declval(*a, false, span)).collect();
            if let Type::Reference { referent, rvalue } = me.b.types().kind(t).clone() {
                let [x] = xs.as_slice() else {
                    return Err(Reported);
                };
                let r = me.bind_ref(*x, referent, rvalue, span, ConvCtx::Init)?;
                return Ok(Some(Init::Expr(r)));
            }
            let how = if xs.is_empty() {
                InitHow::Value
            } else {
                InitHow::Direct(xs)
            };
            me.init_object(t, how, span)
        })?;
        let mut o = Outcome::CLEAN;
        if let Some(i) = &init {
            self.init_outcome(i, &mut o, 0);
        }
        Some(o)
    }

    /// `declval<T>() = declval<U>()`.
    pub(super) fn assign_outcome(&mut self, t: TypeId, u: TypeId, span: Span) -> Option<Outcome> {
        if self.is_void_type(t) || self.is_void_type(u) {
            return None;
        }
        let obj = match self.b.types().kind(t) {
            Type::Reference { referent, .. } => *referent,
            _ => t,
        };
        let is_class = self
            .class_of_type(self.b.types().unqualified(obj))
            .is_some();
        // Only a class object may be assigned through an rvalue.
        if !is_class
            && !matches!(
                self.b.types().kind(t),
                Type::Reference { rvalue: false, .. }
            )
        {
            return None;
        }
        let e = self.tentatively(|me| {
            let l = me.declval(t, false, span);
            let r = me.declval(u, false, span);
            me.binary_on(ast::BinaryOp::Assign, l, r, span)
        })?;
        let mut o = Outcome::CLEAN;
        self.expr_outcome(e, &mut o, 0);
        Some(o)
    }

    /// `To test() { return declval<From>(); }` ([meta.rel]).
    pub(super) fn convert_outcome(
        &mut self,
        from: TypeId,
        to: TypeId,
        span: Span,
    ) -> Option<Outcome> {
        if self.is_void_type(to) {
            return self.is_void_type(from).then_some(Outcome::CLEAN);
        }
        if self.is_void_type(from)
            || matches!(
                self.b.types().kind(to),
                Type::Array { .. } | Type::Function { .. }
            )
        {
            return None;
        }
        let e = self.tentatively(|me| {
            let x = me.declval(from, false, span);
            me.copy_init_expr(to, x, span, ConvCtx::Return)
        })?;
        let mut o = Outcome::CLEAN;
        self.expr_outcome(e, &mut o, 0);
        Some(o)
    }

    /// `__reference_binds_to_temporary(T, U)` (copy-initialization from
    /// `declval<U>()`) and `__reference_constructs_from_temporary(T, U)`
    /// (from `VAL<U>`: a prvalue for a non-reference `U`).
    pub(super) fn binds_to_temporary(
        &mut self,
        t: TypeId,
        u: TypeId,
        constructs: bool,
        span: Span,
    ) -> bool {
        let Type::Reference { referent, rvalue } = self.b.types().kind(t).clone() else {
            return false;
        };
        if self.is_void_type(u) {
            return false;
        }
        let r = self.tentatively(|me| {
            let x = me.declval(u, constructs, span);
            me.bind_ref(x, referent, rvalue, span, ConvCtx::Init)
        });
        let Some(mut e) = r else {
            return false;
        };
        for _ in 0..64 {
            match &self.b.program.exprs[e].kind {
                ExprKind::Temporary { .. } => return true,
                ExprKind::Cast { operand, .. }
                | ExprKind::BaseAdjust { operand, .. }
                | ExprKind::FullExpr(operand) => e = *operand,
                _ => return false,
            }
        }
        false
    }

    fn init_outcome(&self, init: &Init, o: &mut Outcome, depth: u32) {
        match init {
            Init::Expr(e) => self.expr_outcome(*e, o, depth),
            Init::List(items) => {
                for i in items {
                    self.init_outcome(i, o, depth + 1);
                }
            }
            Init::Zero => {}
        }
    }

    /// Notes the functions an expression calls.
    fn expr_outcome(&self, e: ExprId, o: &mut Outcome, depth: u32) {
        if depth > 256 {
            o.trivial = false;
            o.nothrow = false;
            return;
        }
        let d = depth + 1;
        let x = &self.b.program.exprs[e];
        let call = |f: FuncId, trivial: bool, o: &mut Outcome| {
            o.trivial &= trivial;
            o.nothrow &= self.nothrow_fn(f, 0);
        };
        match &x.kind {
            ExprKind::Call { callee, args } => {
                call(*callee, false, o);
                args.iter().for_each(|a| self.expr_outcome(*a, o, d));
            }
            ExprKind::Construct { ctor, args, .. } => {
                let trivial = self.methods.get(ctor).is_some_and(|m| m.trivial);
                call(*ctor, trivial, o);
                args.iter().for_each(|a| self.expr_outcome(*a, o, d));
            }
            ExprKind::VirtualCall {
                object,
                callee,
                args,
                ..
            } => {
                call(*callee, false, o);
                self.expr_outcome(*object, o, d);
                args.iter().for_each(|a| self.expr_outcome(*a, o, d));
            }
            ExprKind::Temporary { init, destroy, .. } => {
                if let Some(ds) = destroy {
                    call(ds.dtor, false, o);
                }
                self.expr_outcome(*init, o, d);
            }
            ExprKind::Aggregate(items) => {
                items.iter().for_each(|i| self.init_outcome(i, o, d));
            }
            // Calls through pointers, `new`/`delete`, `throw` and a
            // `dynamic_cast` to a reference may throw; none is trivial.
            ExprKind::CallIndirect { .. }
            | ExprKind::StmtExpr { .. }
            | ExprKind::Throw(_)
            | ExprKind::DynamicCast {
                reference: true, ..
            }
            | ExprKind::DynamicTypeid {
                null_check: true, ..
            } => {
                o.trivial = false;
                o.nothrow = false;
            }
            ExprKind::DynamicTypeid { operand, .. } => self.expr_outcome(*operand, o, d),
            ExprKind::Cast { operand, .. }
            | ExprKind::Unary { operand, .. }
            | ExprKind::BaseAdjust { operand, .. }
            | ExprKind::DynamicCast { operand, .. }
            | ExprKind::IncDec { operand, .. } => self.expr_outcome(*operand, o, d),
            ExprKind::Deref(a) | ExprKind::AddrOf(a) | ExprKind::FullExpr(a) => {
                self.expr_outcome(*a, o, d)
            }
            ExprKind::Member { base, .. } => self.expr_outcome(*base, o, d),
            ExprKind::Binary { lhs, rhs, .. }
            | ExprKind::Logical { lhs, rhs, .. }
            | ExprKind::PtrDiff { lhs, rhs }
            | ExprKind::Comma { lhs, rhs }
            | ExprKind::Assign { lhs, rhs }
            | ExprKind::CompoundAssign { lhs, rhs, .. }
            | ExprKind::PtrAdd {
                ptr: lhs,
                offset: rhs,
                ..
            }
            | ExprKind::Index {
                base: lhs,
                index: rhs,
            } => {
                self.expr_outcome(*lhs, o, d);
                self.expr_outcome(*rhs, o, d);
            }
            ExprKind::Conditional { cond, then, else_ } => {
                for c in [cond, then, else_] {
                    self.expr_outcome(*c, o, d);
                }
            }
            ExprKind::StructorVariant { complete, base } => {
                self.expr_outcome(*complete, o, d);
                self.expr_outcome(*base, o, d);
            }
            ExprKind::Builtin { args, .. } => {
                args.iter().for_each(|a| self.expr_outcome(*a, o, d));
            }
            ExprKind::Int(_)
            | ExprKind::Float(_)
            | ExprKind::LongDouble(_)
            | ExprKind::Null
            | ExprKind::Str(_)
            | ExprKind::Var(_)
            | ExprKind::Func(_)
            | ExprKind::LabelAddr(_)
            | ExprKind::Codegen(_) => {}
        }
    }

    /// Whether calling `f` cannot throw: declared `noexcept`, a destructor,
    /// or a defaulted special member whose implicit exception
    /// specification is non-throwing ([except.spec]/8: every function it
    /// calls is).
    pub(crate) fn nothrow_fn(&self, f: FuncId, depth: u32) -> bool {
        if self.declared_noexcept.contains(&f) {
            return true;
        }
        if self.b.program.funcs[f].kind == FuncKind::Destructor {
            return true;
        }
        let Some(m) = self.methods.get(&f) else {
            return false;
        };
        let (Some(kind), true) = (m.special, m.defaulted) else {
            return false;
        };
        if depth > 32 {
            return false;
        }
        let sid = m.class;
        let Some(ci) = self.classes.get(&sid) else {
            return false;
        };
        for c in self.subobject_classes(sid) {
            match self.selected_special(c, kind) {
                Some(g) if self.nothrow_fn(g, depth + 1) => {}
                _ => return false,
            }
        }
        if kind == SpecialKind::DefaultCtor {
            for fi in &ci.fields {
                if let Some(init) = &fi.default {
                    let mut o = Outcome::CLEAN;
                    self.init_outcome(init, &mut o, 0);
                    if !o.nothrow {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// The special member of class `c` a defaulted member of a class
    /// containing it calls: the first one not deleted (a move falls back
    /// to the copy).
    fn selected_special(&self, c: StructId, kind: SpecialKind) -> Option<FuncId> {
        let found = self
            .declared_specials(c, kind)
            .into_iter()
            .find(|f| !self.is_deleted(*f));
        match (found, kind) {
            (Some(f), _) => Some(f),
            (None, SpecialKind::MoveCtor) => self.selected_special(c, SpecialKind::CopyCtor),
            (None, SpecialKind::MoveAssign) => self.selected_special(c, SpecialKind::CopyAssign),
            _ => None,
        }
    }
}
