//! An overloaded function name as the right operand of an overloaded
//! operator (`std::cout << std::endl`): [over.over] picks the function by
//! the target type, which here is a parameter of a candidate operator.
//! Each candidate whose right parameter is a function pointer or
//! reference is tried as the target, in candidate order; the first that
//! picks a function gives the operand, and overload resolution of the
//! operator then proceeds as for any other operand.

use crate::program::*;
use crate::translate::{Entity, Translator, R};
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// Translates `rhs`, the right operand of `l op rhs`.
    pub(super) fn right_operand(
        &mut self,
        op: ast::BinaryOp,
        l: ExprId,
        rhs: &'a ast::Expr<'a>,
    ) -> R<ExprId> {
        let Some(q) = named(rhs) else {
            return self.expr(rhs);
        };
        if op.is_assignment() {
            return self.expr(rhs);
        }
        let Some(c) = self.class_of_type(self.b.ty_of(l)) else {
            return self.expr(rhs);
        };
        // Only a set of overloads or templates needs a target.
        let n = self.diags.len();
        let found = self.resolve(q);
        self.discard_diags_since(n);
        let overloaded = match found {
            Ok(Some(Entity::FuncTemplates(..))) => true,
            Ok(Some(Entity::Funcs(fs))) => fs.len() > 1,
            _ => false,
        };
        if !overloaded || self.depth_exceeded {
            return self.expr(rhs);
        }
        let name = format!("operator{}", op.as_str());
        let mut targets: Vec<TypeId> = Vec::new();
        if self.b.types().structs[c].complete {
            // (Parameter 0 of a member is `this`.)
            for f in self.operator_set(c, &name) {
                if let Some(&p) = self.b.program.funcs[f].params.get(1) {
                    targets.push(self.b.program.vars[p].ty);
                }
            }
        }
        if let Some(sym) = self.interner.get(&name) {
            for f in self.nonmember_functions(sym, &[l]) {
                if let Some(&p) = self.b.program.funcs[f].params.get(1) {
                    targets.push(self.b.program.vars[p].ty);
                }
            }
        }
        for t in targets {
            if self.target_function_type(t).is_none() {
                continue;
            }
            let n = self.diags.len();
            match self.expr_for_target(rhs, t) {
                Ok(e) => return Ok(e),
                Err(_) => self.discard_diags_since(n),
            }
        }
        // None picks one: the plain translation's error.
        self.expr(rhs)
    }
}

/// The name `x` is, possibly parenthesized or with `&`.
fn named<'a>(x: &'a ast::Expr<'a>) -> Option<&'a ast::QualName<'a>> {
    match x.kind {
        ast::ExprKind::Paren(e) => named(e),
        ast::ExprKind::Unary {
            op: ast::UnaryOp::AddrOf,
            operand,
        } => named(operand),
        ast::ExprKind::Name(q) => Some(q),
        _ => None,
    }
}
