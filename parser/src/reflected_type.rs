//! Circle's introspection intrinsics that name a type (`@member_type(T, i)`,
//! `@base_type(T, i)`, `@enum_type(E, i)`, and the type packs
//! `@member_types(T)`, `@enum_types(E)`, `@base_types(T)`) as
//! type-specifiers: in declarations, casts, `sizeof`, template arguments
//! and other intrinsics' type operands.

use crate::ast::*;
use crate::cursor::Parser;
use lexer::token::TokenKind;

/// The intrinsics whose result is a type.
const TYPE_INTRINSICS: &[&str] = &[
    "member_type",
    "base_type",
    "type_id",
    "enum_type",
    "enum_types",
    "member_types",
    "base_types",
];

impl<'a> Parser<'a, '_> {
    /// Tokens `n` ahead are `@name(` for a type-yielding intrinsic.
    pub(crate) fn at_type_intrinsic(&self, n: usize) -> bool {
        self.peek_kind(n) == TokenKind::AtIdent
            && self.peek_kind(n + 1) == TokenKind::LParen
            && TYPE_INTRINSICS.contains(&self.interner.resolve(self.peek_sym(n)))
    }

    /// ```text
    /// reflected-type-specifier:
    ///     '@member_type' '(' type-id ',' expression ')'
    ///     '@base_type' '(' type-id ',' expression ')'
    ///     '@type_id' '(' expression ')'
    /// ```
    pub(crate) fn parse_type_intrinsic(&mut self) -> &'a TypeExpr<'a> {
        let e = self.parse_intrinsic();
        let e = self.alloc(e);
        self.alloc(TypeExpr {
            span: e.span,
            cv: Cv::NONE,
            kind: TypeKind::Reflected(e),
        })
    }
}
