//! Compound literals `(T){ ... }` (C99; clang accepts them in C++). A
//! class or scalar one is the braced temporary `T{...}`; an array one, as
//! clang makes it, is a temporary array (its bound taken from the list
//! when `T` has none) that lives until the end of the full-expression and
//! decays to a pointer to its first element like any array lvalue.

use super::init::InitHow;
use super::{Translator, R};
use crate::program::*;
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// `(T[]){...}` / `(T[N]){...}`, or `None` when `to` is no array.
    pub(super) fn array_compound_literal(
        &mut self,
        to: TypeId,
        items: &'a [ast::Expr<'a>],
        span: Span,
    ) -> Option<R<ExprId>> {
        let Type::Array { elem, len } = self.b.types().kind(to).clone() else {
            return None;
        };
        Some(self.array_literal(to, elem, len, items, span))
    }

    fn array_literal(
        &mut self,
        to: TypeId,
        elem: TypeId,
        len: Option<u64>,
        items: &'a [ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        let ty = match len {
            Some(_) => to,
            None => {
                let n = self
                    .designated_array_len(items)
                    .unwrap_or_else(|| self.init_list_len(items));
                self.b.ty(Type::Array { elem, len: Some(n) })
            }
        };
        let init = self.init_object(ty, InitHow::List(items, false), span)?;
        let value = self.init_to_prvalue(ty, init, span);
        Ok(self.materialize(value))
    }
}
