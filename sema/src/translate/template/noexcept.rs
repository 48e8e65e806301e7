//! Exception specifications and the `noexcept` operator. A function is
//! non-throwing when declared `noexcept` (or `noexcept(true)`), when it is
//! a destructor without `noexcept(false)` or a compiler-written special member whose
//! subobjects' corresponding members are ([except.spec]/8). `noexcept(expr)` in
//! a declaration is evaluated when first needed, in the declaration's
//! context with its parameters in scope. `noexcept(e)` is true unless `e`
//! may throw: a call of a potentially-throwing function, an indirect call,
//! `throw`, `new`, a `dynamic_cast` to a reference.

use super::Ctx;
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::lookup::Scope;
use crate::translate::{Entity, Translator, R};
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// Records function `f`'s exception specification as declared.
    pub fn record_exception_spec(&mut self, f: FuncId, ft: &'a ast::FunctionType<'a>) {
        if ft.noexcept_expr.is_some() {
            let ctx: Ctx = self.current_ctx();
            self.tpl.noexcept_specs.insert(f, (ft, ctx));
            self.tpl.nothrow.remove(&f);
        } else {
            // A destructor without an exception specification is
            // non-throwing ([except.spec]/8, approximated as for every
            // class); `noexcept(false)` above makes it potentially throwing.
            let dtor = self.b.program.funcs[f].kind == FuncKind::Destructor;
            self.tpl.nothrow.insert(f, ft.noexcept || dtor);
            if dtor && !ft.noexcept {
                self.tpl.unspecified_dtors.insert(f);
            }
        }
    }

    /// Whether a call of `f` cannot throw.
    pub fn is_nothrow(&mut self, f: FuncId) -> bool {
        if let Some(&b) = self.tpl.nothrow.get(&f) {
            let implicit = self
                .methods
                .get(&f)
                .is_some_and(|m| m.implicit || m.defaulted);
            // A defaulted special member's implicit exception
            // specification comes from the subobjects' ([except.spec]/8),
            // as the type traits compute it.
            return b || (implicit && self.nothrow_fn(f, 0));
        }
        if let Some((ft, ctx)) = self.tpl.noexcept_specs.remove(&f) {
            // Asked again while evaluating it: not known to be non-throwing.
            self.tpl.nothrow.insert(f, false);
            let v = self.evaluate_noexcept_spec(f, ft, &ctx);
            self.tpl.nothrow.insert(f, v);
            return v;
        }
        let m = self.methods.get(&f);
        m.is_some_and(|m| m.implicit || m.defaulted) && self.nothrow_fn(f, 0)
            || self.b.program.funcs[f].kind == FuncKind::Destructor
    }

    fn evaluate_noexcept_spec(
        &mut self,
        f: FuncId,
        ft: &'a ast::FunctionType<'a>,
        ctx: &Ctx,
    ) -> bool {
        let Some(x) = ft.noexcept_expr else {
            return ft.noexcept;
        };
        let params = self.b.program.funcs[f].params.clone();
        let skip = usize::from(self.methods.get(&f).is_some_and(|m| !m.is_static));
        let n = self.diags.len();
        let v = self.with_ctx(ctx, super::Env::new(), |t| {
            let mut scope = Scope {
                jump_scope: t.jump_scope(),
                ..Default::default()
            };
            for (p, v) in ft.params.iter().zip(params.iter().skip(skip)) {
                if let Some(n) = p.name {
                    scope.names.insert(n.sym, Entity::Var(*v));
                }
            }
            t.scopes.push(scope);
            let r = t.expr(x).and_then(|e| {
                let e = t.condition(e, x.span)?;
                let v = t.core_const_eval(e, diag::template_arg_not_constant)?;
                Ok(Some(v))
            });
            t.scopes.pop();
            r
        });
        self.discard_diags_since(n);
        match v {
            Ok(Some(ConstValue::Int(v))) => v != 0,
            _ => false,
        }
    }

    /// `noexcept(e)`: a `bool` constant.
    pub fn noexcept_operator(&mut self, e: &'a ast::Expr<'a>, span: Span) -> R<ExprId> {
        let x = self.unevaluated(|t| t.expr(e))?;
        let v = !self.may_throw(x, 0);
        let b = self.b.bool_ty();
        Ok(self.b.int_lit(i128::from(v), b, span))
    }

    /// Whether evaluating `e` may throw.
    fn may_throw(&mut self, e: ExprId, depth: u32) -> bool {
        if depth > 256 {
            return true;
        }
        let d = depth + 1;
        let kids: Vec<ExprId> = match self.b.program.exprs[e].kind.clone() {
            ExprKind::Call { callee, args } => {
                if !self.is_nothrow(callee) {
                    return true;
                }
                args
            }
            ExprKind::Construct { ctor, args, .. } => {
                if !self.is_nothrow(ctor) {
                    return true;
                }
                args
            }
            ExprKind::VirtualCall {
                object,
                callee,
                args,
                ..
            } => {
                if !self.is_nothrow(callee) {
                    return true;
                }
                let mut k = args;
                k.push(object);
                k
            }
            ExprKind::CallIndirect { .. } | ExprKind::Throw(_) | ExprKind::StmtExpr { .. } => {
                return true
            }
            ExprKind::DynamicCast {
                operand, reference, ..
            } => {
                if reference {
                    return true;
                }
                vec![operand]
            }
            ExprKind::DynamicTypeid {
                operand,
                null_check,
            } => {
                if null_check {
                    return true;
                }
                vec![operand]
            }
            ExprKind::Cast { operand, .. }
            | ExprKind::Unary { operand, .. }
            | ExprKind::IncDec { operand, .. }
            | ExprKind::Deref(operand)
            | ExprKind::AddrOf(operand)
            | ExprKind::FullExpr(operand)
            | ExprKind::BaseAdjust { operand, .. } => vec![operand],
            ExprKind::Member { base, .. } => vec![base],
            ExprKind::Binary { lhs, rhs, .. }
            | ExprKind::Logical { lhs, rhs, .. }
            | ExprKind::PtrDiff { lhs, rhs }
            | ExprKind::Comma { lhs, rhs }
            | ExprKind::Assign { lhs, rhs }
            | ExprKind::CompoundAssign { lhs, rhs, .. } => vec![lhs, rhs],
            ExprKind::PtrAdd { ptr, offset, .. } => vec![ptr, offset],
            ExprKind::Index { base, index } => vec![base, index],
            ExprKind::Builtin { args, .. } => args,
            ExprKind::Conditional { cond, then, else_ } => vec![cond, then, else_],
            ExprKind::Temporary { init, .. } => vec![init],
            ExprKind::Aggregate(items) => {
                let mut k = Vec::new();
                collect_init_exprs(&items, &mut k);
                k
            }
            _ => Vec::new(),
        };
        kids.into_iter().any(|k| self.may_throw(k, d))
    }
}

fn collect_init_exprs(items: &[Init], out: &mut Vec<ExprId>) {
    for i in items {
        match i {
            Init::Expr(e) => out.push(*e),
            Init::List(l) => collect_init_exprs(l, out),
            Init::Zero => {}
        }
    }
}
