//! Warnings about a function body as a whole, once it is translated:
//! locals never referenced (`-Wunused-variable`) and a non-void function
//! whose end control can reach (`-Wreturn-type`). Both are conservative:
//! a variable of class type is never reported (its constructor or
//! destructor may be the point), and control is taken to reach the end
//! only where it certainly does (a `switch`, `goto` or `try` is assumed
//! not to).

use super::Translator;
use crate::program::*;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use std::collections::HashSet;

/// The codes of the warnings about bodies as wholes.
pub const WHOLE_BODY_WARNINGS: &[&str] = &["sema-unused-variable", "sema-missing-return"];

/// Where a body's translation began: what it creates comes after.
#[derive(Clone, Copy)]
pub(crate) struct BodyStart {
    vars: usize,
    exprs: usize,
}

impl Translator<'_, '_, '_> {
    pub(crate) fn body_start(&self) -> BodyStart {
        BodyStart {
            vars: self.b.program.vars.len(),
            exprs: self.b.program.exprs.len(),
        }
    }

    /// The warnings of `fid`'s body `block`, whose closing brace ends
    /// `body_span`. Template instances are skipped: the template itself
    /// is where the warning belongs, once.
    pub(crate) fn body_warnings(
        &mut self,
        fid: FuncId,
        block: StmtId,
        start: BodyStart,
        body_span: Span,
    ) {
        let f = &self.b.program.funcs[fid];
        if f.name.contains('<') || f.in_system_header {
            return;
        }
        self.warn_unused_locals(start);
        self.warn_missing_return(fid, block, body_span);
    }

    fn warn_unused_locals(&mut self, start: BodyStart) {
        let p = &self.b.program;
        let used: HashSet<VarId> = p
            .exprs
            .iter_from(start.exprs)
            .filter_map(|(_, e)| match e.kind {
                ExprKind::Var(v) => Some(v),
                _ => None,
            })
            .collect();
        let mut unused = Vec::new();
        for (id, v) in p.vars.iter_from(start.vars) {
            let plain = matches!(
                p.types.kind(v.ty),
                Type::Bool | Type::Int(_) | Type::Float(_) | Type::Pointer { .. } | Type::Enum(_)
            );
            if matches!(v.kind, VarKind::Local)
                && plain
                && is_identifier(&v.name)
                && !v.name.starts_with("__")
                && !v.span.is_dummy()
                && !used.contains(&id)
            {
                unused.push((v.span, v.name.clone()));
            }
        }
        for (span, name) in unused {
            self.report(Diagnostic::warning(
                "sema-unused-variable",
                span,
                format!("unused variable '{name}'"),
            ));
        }
    }

    fn warn_missing_return(&mut self, fid: FuncId, block: StmtId, body_span: Span) {
        let f = &self.b.program.funcs[fid];
        let void = matches!(self.b.types().kind(f.ret), Type::Void);
        let short = crate::qualified_name::last_segment(&f.name);
        if void
            || short == "main"
            || !matches!(f.kind, FuncKind::Free | FuncKind::Method)
            || !self.falls_through(block)
        {
            return;
        }
        let any_return = self.has_return(block);
        let msg = if any_return {
            "non-void function does not return a value in all control paths"
        } else {
            "non-void function does not return a value"
        };
        let end = Span::new(body_span.hi.saturating_sub(1), body_span.hi);
        self.report(Diagnostic::warning("sema-missing-return", end, msg));
    }

    /// Whether control certainly reaches the end of `s`.
    fn falls_through(&self, s: StmtId) -> bool {
        let p = &self.b.program;
        match &p.stmts[s].kind {
            StmtKind::Block(list) => list.iter().all(|s| self.falls_through(*s)),
            StmtKind::Return(_) | StmtKind::Throw(_) | StmtKind::Goto(_) => false,
            StmtKind::Break | StmtKind::Continue => false,
            StmtKind::Switch { .. } | StmtKind::Try { .. } | StmtKind::Label(_) => false,
            StmtKind::Case { .. } | StmtKind::Default => false,
            StmtKind::Expr(e) => !self.no_return_expr(*e),
            StmtKind::If { cond, then, else_ } if self.condition_value(*cond).is_some() => {
                if self.always_true(Some(*cond)) {
                    self.falls_through(*then)
                } else {
                    else_.is_none_or(|e| self.falls_through(e))
                }
            }
            StmtKind::If { then, else_, .. } | StmtKind::CodegenIf { then, else_, .. } => {
                match else_ {
                    None => true,
                    Some(e) => self.falls_through(*then) || self.falls_through(*e),
                }
            }
            StmtKind::While { cond, body } => !self.always_true(Some(*cond)) || has_break(p, *body),
            StmtKind::For { cond, body, .. } => !self.always_true(*cond) || has_break(p, *body),
            StmtKind::DoWhile { body, cond } => {
                (self.falls_through(*body) && !self.always_true(Some(*cond))) || has_break(p, *body)
            }
            _ => true,
        }
    }

    fn always_true(&self, cond: Option<ExprId>) -> bool {
        cond.is_none_or(|e| self.condition_value(e).is_some_and(|v| v != 0))
    }

    /// The value of a condition made of literals (what an instantiated
    /// `if constexpr` leaves: `2 == 0`, its discarded branch empty), or
    /// `None`. Truth is all that is asked, so conversions are transparent.
    fn condition_value(&self, e: ExprId) -> Option<i128> {
        let p = &self.b.program;
        Some(match &p.exprs[e].kind {
            ExprKind::Int(v) => *v,
            ExprKind::Cast { operand, .. } => self.condition_value(*operand)?,
            ExprKind::Unary {
                op: UnaryOp::LogicalNot,
                operand,
            } => i128::from(self.condition_value(*operand)? == 0),
            ExprKind::Logical { op, lhs, rhs } => {
                let (a, b) = (
                    self.condition_value(*lhs)? != 0,
                    self.condition_value(*rhs)? != 0,
                );
                i128::from(match op {
                    LogicalOp::And => a && b,
                    LogicalOp::Or => a || b,
                })
            }
            ExprKind::Binary { op, lhs, rhs } if op.is_comparison() => {
                let (a, b) = (self.condition_value(*lhs)?, self.condition_value(*rhs)?);
                i128::from(match op {
                    BinaryOp::Eq => a == b,
                    BinaryOp::Ne => a != b,
                    BinaryOp::Lt => a < b,
                    BinaryOp::Le => a <= b,
                    BinaryOp::Gt => a > b,
                    _ => a >= b,
                })
            }
            _ => return None,
        })
    }

    /// A call that never returns (`abort()`, `exit(1)`, `__trap()`,
    /// libstdc++'s `__throw_*`), or a `throw`.
    fn no_return_expr(&self, e: ExprId) -> bool {
        let p = &self.b.program;
        match &p.exprs[e].kind {
            ExprKind::Cast { operand, .. } => self.no_return_expr(*operand),
            ExprKind::Throw { .. } => true,
            ExprKind::Builtin { builtin, .. } => matches!(
                builtin,
                Builtin::Trap
                    | Builtin::Unreachable
                    | Builtin::Fn(lexer::builtins::BuiltinFn::Abort)
            ),
            ExprKind::Call { callee, .. } => {
                let n = &p.funcs[*callee].name;
                let short = crate::qualified_name::last_segment(n);
                matches!(
                    short,
                    "exit" | "_Exit" | "quick_exit" | "abort" | "terminate" | "__assert_fail"
                ) || short.starts_with("__throw_")
            }
            _ => false,
        }
    }

    fn has_return(&self, s: StmtId) -> bool {
        let mut found = false;
        visit(&self.b.program, s, &mut |k| {
            if matches!(k, StmtKind::Return(_)) {
                found = true;
            }
        });
        found
    }
}

/// A `break` that leaves the loop whose body is `s` (not one of a nested
/// loop or switch).
fn has_break(p: &Program, s: StmtId) -> bool {
    match &p.stmts[s].kind {
        StmtKind::Break => true,
        StmtKind::Block(list) => list.iter().any(|s| has_break(p, *s)),
        StmtKind::If { then, else_, .. } | StmtKind::CodegenIf { then, else_, .. } => {
            has_break(p, *then) || else_.is_some_and(|e| has_break(p, e))
        }
        StmtKind::Try { body, handlers } => {
            has_break(p, *body) || handlers.iter().any(|h| has_break(p, h.body))
        }
        _ => false,
    }
}

/// Calls `f` on every statement kind nested in `s`.
fn visit(p: &Program, s: StmtId, f: &mut dyn FnMut(&StmtKind)) {
    let k = &p.stmts[s].kind;
    f(k);
    match k {
        StmtKind::Block(list) => list.iter().for_each(|s| visit(p, *s, f)),
        StmtKind::If { then, else_, .. } | StmtKind::CodegenIf { then, else_, .. } => {
            visit(p, *then, f);
            if let Some(e) = else_ {
                visit(p, *e, f);
            }
        }
        StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::For { body, .. }
        | StmtKind::Switch { body, .. } => visit(p, *body, f),
        StmtKind::Try { body, handlers } => {
            visit(p, *body, f);
            handlers.iter().for_each(|h| visit(p, h.body, f));
        }
        _ => {}
    }
}

/// A name the program wrote (compiler-made variables are named
/// `(temporary)` and the like).
fn is_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && chars.all(|c| c.is_alphanumeric() || c == '_')
}
