//! Deduction guides ([temp.deduct.guide]): `template<class T1, class T2>
//! pair(T1, T2) -> pair<T1, T2>;`. Recognized by shape: a class template's
//! name, a parameter list, then `->`.

use crate::ast::*;
use crate::cursor::Parser;
use crate::declarator::Derivation;
use crate::names::NameKind;
use lexer::token::{Keyword, TokenKind};

impl<'a> Parser<'a, '_> {
    /// Whether a deduction guide starts at the cursor.
    pub(crate) fn deduction_guide_follows(&self) -> bool {
        let k = usize::from(self.at_kw(Keyword::Explicit));
        if !self.peek_is_ident(k) || self.peek_kind(k + 1) != TokenKind::LParen {
            return false;
        }
        if self.names.lookup(self.peek_sym(k)) != Some(NameKind::TypeTemplate) {
            return false;
        }
        self.matching_paren(k + 1)
            .is_some_and(|i| self.peek_kind(i + 1) == TokenKind::Arrow)
    }

    /// ```text
    /// deduction-guide:
    ///     'explicit'? template-name '(' parameter-declaration-clause ')' '->' simple-template-id ';'
    /// ```
    pub(crate) fn parse_deduction_guide(&mut self) -> DeclKind<'a> {
        let explicit = self.at_kw(Keyword::Explicit);
        if explicit {
            self.bump();
        }
        let name = self.ident();
        let mut specs = Specifiers::default();
        let Derivation::Function {
            params,
            variadic,
            trailing,
            ..
        } = self.parse_function_suffix(&mut specs)
        else {
            return DeclKind::Error;
        };
        let Some(result) = trailing else {
            return DeclKind::Error;
        };
        if !self.eat(TokenKind::Semi) {
            let d = crate::diagnostics::expected_semi_after(self.span(), "deduction guide");
            self.error(d);
            self.recover_to_semi();
        }
        DeclKind::DeductionGuide(self.alloc(DeductionGuide {
            name,
            params,
            variadic,
            result,
            explicit,
        }))
    }
}
