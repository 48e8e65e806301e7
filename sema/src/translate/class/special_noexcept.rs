//! The exception specification of an implicitly declared or defaulted
//! constructor or assignment operator: potentially-throwing exactly when
//! a function it directly invokes is ([except.spec]/7-8): a base's or
//! member's constructor or assignment, a default member initializer's
//! expression. Otherwise an exception from a member's constructor would
//! end in `std::terminate` instead of reaching the handler.

use std::collections::HashSet;

use crate::program::*;
use crate::translate::Translator;

impl Translator<'_, '_, '_> {
    /// Removes from `nothrow` the implicit or defaulted constructors and
    /// assignments (without an exception specification of their own)
    /// whose bodies call a function not in `nothrow`, to a fixed point (a
    /// member's own implicit constructor may get its answer the same way).
    pub(crate) fn deduce_special_exception_specs(&self, nothrow: &mut HashSet<FuncId>) {
        let p = &self.b.program;
        let deduced: Vec<(FuncId, StmtId)> = self
            .methods
            .iter()
            .filter(|(id, m)| {
                (m.implicit || m.defaulted)
                    && nothrow.contains(*id)
                    && p.funcs[**id].kind != FuncKind::Destructor
                    && !self.declared_noexcept.contains(*id)
                    && !self.tpl.noexcept_specs.contains_key(*id)
                    && self.tpl.nothrow.get(*id) != Some(&true)
            })
            .filter_map(|(id, _)| p.funcs[*id].body.map(|b| (*id, b)))
            .collect();
        loop {
            let mut changed = false;
            for &(f, body) in &deduced {
                if nothrow.contains(&f) && stmt_may_throw(p, body, nothrow) {
                    nothrow.remove(&f);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }
}

fn callee_throws(f: FuncId, nothrow: &HashSet<FuncId>) -> bool {
    !nothrow.contains(&f)
}

fn init_may_throw(p: &Program, i: &Init, nothrow: &HashSet<FuncId>) -> bool {
    match i {
        Init::Expr(e) => expr_may_throw(p, *e, nothrow),
        Init::List(items) => items.iter().any(|i| init_may_throw(p, i, nothrow)),
        Init::Zero => false,
    }
}

fn stmt_may_throw(p: &Program, s: StmtId, nothrow: &HashSet<FuncId>) -> bool {
    let e = |x: ExprId| expr_may_throw(p, x, nothrow);
    let st = |x: StmtId| stmt_may_throw(p, x, nothrow);
    match &p.stmts[s].kind {
        StmtKind::Empty
        | StmtKind::Case { .. }
        | StmtKind::Default
        | StmtKind::Break
        | StmtKind::Continue
        | StmtKind::Goto(_)
        | StmtKind::Label(_) => false,
        StmtKind::Block(ss) => ss.iter().any(|&x| st(x)),
        StmtKind::Expr(x) | StmtKind::GotoIndirect(x) => e(*x),
        StmtKind::Decl { init, .. } => init.as_ref().is_some_and(|i| init_may_throw(p, i, nothrow)),
        StmtKind::If { cond, then, else_ } => e(*cond) || st(*then) || else_.is_some_and(st),
        StmtKind::CodegenIf { then, else_, .. } => st(*then) || else_.is_some_and(st),
        StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => e(*cond) || st(*body),
        StmtKind::For {
            init,
            cond,
            step,
            body,
        } => init.is_some_and(st) || cond.is_some_and(e) || step.is_some_and(e) || st(*body),
        StmtKind::Switch { cond, body, .. } => e(*cond) || st(*body),
        StmtKind::Return(x) => x.is_some_and(e),
        // A handler may rethrow; its try-block's own throws may be caught,
        // but that precision is not needed for compiler-written bodies.
        StmtKind::Try { body, handlers } => st(*body) || handlers.iter().any(|h| st(h.body)),
        StmtKind::Asm(_) => false,
        StmtKind::Throw(_) => true,
        StmtKind::Init { target, init, .. } => e(*target) || init_may_throw(p, init, nothrow),
        StmtKind::PushCleanup {
            target, destroy, ..
        } => e(*target) || callee_throws(destroy.dtor, nothrow),
    }
}

fn expr_may_throw(p: &Program, x: ExprId, nothrow: &HashSet<FuncId>) -> bool {
    let e = |y: ExprId| expr_may_throw(p, y, nothrow);
    let all = |ys: &[ExprId]| ys.iter().any(|&y| e(y));
    match &p.exprs[x].kind {
        ExprKind::Int(_)
        | ExprKind::Float(_)
        | ExprKind::LongDouble(_)
        | ExprKind::Null
        | ExprKind::Str(_)
        | ExprKind::Var(_)
        | ExprKind::Func(_)
        | ExprKind::Codegen(_)
        | ExprKind::LabelAddr(_) => false,
        ExprKind::Cast { operand, .. }
        | ExprKind::Unary { operand, .. }
        | ExprKind::IncDec { operand, .. }
        | ExprKind::Deref(operand)
        | ExprKind::AddrOf(operand)
        | ExprKind::FullExpr(operand)
        | ExprKind::BaseAdjust { operand, .. } => e(*operand),
        ExprKind::Member { base, .. } => e(*base),
        ExprKind::Binary { lhs, rhs, .. }
        | ExprKind::Logical { lhs, rhs, .. }
        | ExprKind::PtrDiff { lhs, rhs }
        | ExprKind::Comma { lhs, rhs }
        | ExprKind::Assign { lhs, rhs }
        | ExprKind::CompoundAssign { lhs, rhs, .. } => e(*lhs) || e(*rhs),
        ExprKind::PtrAdd { ptr, offset, .. } => e(*ptr) || e(*offset),
        ExprKind::Index { base, index } => e(*base) || e(*index),
        ExprKind::Call { callee, args } => callee_throws(*callee, nothrow) || all(args),
        ExprKind::Construct { ctor, args, .. } => callee_throws(*ctor, nothrow) || all(args),
        ExprKind::VirtualCall {
            object,
            callee,
            args,
            ..
        } => callee_throws(*callee, nothrow) || e(*object) || all(args),
        ExprKind::CallIndirect { .. } => true,
        ExprKind::Builtin { args, .. } => all(args),
        ExprKind::Conditional { cond, then, else_ } => e(*cond) || e(*then) || e(*else_),
        ExprKind::Throw(_) => true,
        ExprKind::Aggregate(items) => items.iter().any(|i| init_may_throw(p, i, nothrow)),
        ExprKind::Temporary { init, destroy, .. } => {
            e(*init) || destroy.is_some_and(|d| callee_throws(d.dtor, nothrow))
        }
        ExprKind::StmtExpr { body, result } => {
            stmt_may_throw(p, *body, nothrow) || result.is_some_and(e)
        }
        // A failed reference cast throws std::bad_cast; typeid of a null
        // pointer std::bad_typeid.
        ExprKind::DynamicCast {
            operand, reference, ..
        } => *reference || e(*operand),
        ExprKind::DynamicTypeid {
            operand,
            null_check,
        } => *null_check || e(*operand),
        ExprKind::StructorVariant { complete, base } => e(*complete) || e(*base),
    }
}
