//! Why an array bound is not a constant expression, in the notes clang
//! attaches to `-Wvla-cxx-extension`: the first operand, left to right,
//! that stops constant evaluation (a parameter, a non-const variable, a
//! const one whose initializer is not constant, a call of a function that
//! is not `constexpr`), each with a note at its declaration.

use super::{Entity, Translator};
use crate::program::*;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use parser::ast::{self, ExprKind as AK};

impl<'a> Translator<'a, '_, '_> {
    /// `d` with the notes saying why `bound` is not constant.
    pub(super) fn with_vla_bound_notes(
        &mut self,
        d: Diagnostic,
        bound: &'a ast::Expr<'a>,
    ) -> Diagnostic {
        let mark = self.diags.len();
        let why = self.nonconstant_operand(bound, 0);
        self.discard_diags_since(mark);
        match why {
            Some((at, what, decl)) => d.with_note_at(at, what).with_note_at(decl, "declared here"),
            None => d,
        }
    }

    fn nonconstant_operand(
        &mut self,
        e: &'a ast::Expr<'a>,
        depth: u32,
    ) -> Option<(Span, String, Span)> {
        // Bounds are short; a deep one only loses its notes.
        if depth > 64 {
            return None;
        }
        match e.kind {
            AK::Name(q) => {
                let Ok(Some(Entity::Var(v) | Entity::MetaVar(v))) = self.resolve(q) else {
                    return None;
                };
                let var = &self.b.program.vars[v];
                let (name, span, ty) = (var.name.clone(), var.span, var.ty);
                let what = match var.kind {
                    VarKind::Param { .. } => format!(
                        "function parameter '{name}' with unknown value cannot be used in a constant expression"
                    ),
                    _ if self.is_const(ty) => {
                        format!("initializer of '{name}' is not a constant expression")
                    }
                    _ => format!(
                        "read of non-const variable '{name}' is not allowed in a constant expression"
                    ),
                };
                Some((e.span, what, span))
            }
            AK::Call(c) => {
                let from_args = c
                    .args
                    .iter()
                    .find_map(|a| self.nonconstant_operand(a, depth + 1));
                if from_args.is_some() {
                    return from_args;
                }
                if let AK::Name(q) = c.callee.ignore_parens().kind {
                    if let Ok(Some(Entity::Funcs(fs))) = self.resolve(q) {
                        if let [f] = fs.as_slice() {
                            let func = &self.b.program.funcs[*f];
                            let what = format!(
                                "non-constexpr function '{}' cannot be used in a constant expression",
                                func.name
                            );
                            return Some((e.span, what, func.span));
                        }
                    }
                }
                None
            }
            AK::Paren(x) | AK::Unary { operand: x, .. } => self.nonconstant_operand(x, depth + 1),
            AK::Binary { lhs, rhs, .. } => self
                .nonconstant_operand(lhs, depth + 1)
                .or_else(|| self.nonconstant_operand(rhs, depth + 1)),
            AK::Conditional(c) => self.nonconstant_operand(c.cond, depth + 1),
            AK::Cast(c) => self.nonconstant_operand(c.operand, depth + 1),
            AK::Index { base, index } => self
                .nonconstant_operand(base, depth + 1)
                .or_else(|| self.nonconstant_operand(index, depth + 1)),
            _ => None,
        }
    }
}
