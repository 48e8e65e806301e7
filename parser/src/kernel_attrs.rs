//! The CUDA kernel attributes written as keywords before a declarator:
//! `__launch_bounds__(max_threads, min_blocks, max_blocks_per_cluster)`,
//! `__cluster_dims__(x, y, z)` and `__block_size__((bx, by, bz), (cx, cy,
//! cz))`. The parser keeps their arguments as written; sema checks that
//! they are constants and codegen gates them per target.

use crate::ast::*;
use crate::cursor::Parser;
use crate::diagnostics as diag;
use lexer::token::TokenKind;

/// The kernel attributes of one declaration, as written.
#[derive(Clone, Copy, Debug, Default)]
pub struct KernelAttrSyntax<'a> {
    pub launch_bounds: Option<&'a [Expr<'a>]>,
    pub cluster_dims: Option<&'a [Expr<'a>]>,
    /// One argument list per parenthesized group: the block's dimensions,
    /// then optionally the cluster's.
    pub block_size: Option<&'a [&'a [Expr<'a>]]>,
}

impl<'a> Parser<'a, '_> {
    /// At a kernel attribute keyword: parses it into `attrs` and returns
    /// true; otherwise consumes nothing.
    pub(crate) fn parse_kernel_attr(&mut self, attrs: &mut KernelAttrSyntax<'a>) -> bool {
        if !self.at_ident() {
            return false;
        }
        let s = self.sym();
        let keyword = if s == self.words.launch_bounds {
            "__launch_bounds__"
        } else if s == self.words.cluster_dims {
            "__cluster_dims__"
        } else if s == self.words.block_size {
            "__block_size__"
        } else {
            return false;
        };
        self.bump();
        if !self.at(TokenKind::LParen) {
            let d = diag::expected_lparen_after(self.span(), keyword);
            self.error(d);
            return true;
        }
        let open = self.bump().span;
        if s == self.words.block_size {
            let mut groups = Vec::new();
            while self.at(TokenKind::LParen) {
                let inner = self.bump().span;
                groups.push(self.parse_expr_list(TokenKind::RParen));
                self.expect(TokenKind::RParen, ")", Some((inner, "(")));
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            if groups.is_empty() {
                let d = diag::expected_lparen_after(self.span(), keyword);
                self.error(d);
            }
            attrs.block_size = Some(self.alloc_slice(&groups));
        } else {
            let args = self.parse_expr_list(TokenKind::RParen);
            if s == self.words.launch_bounds {
                attrs.launch_bounds = Some(args);
            } else {
                attrs.cluster_dims = Some(args);
            }
        }
        self.expect(TokenKind::RParen, ")", Some((open, "(")));
        true
    }

    /// Whether `sym` is a kernel attribute keyword (a declaration
    /// specifier for the lookaheads).
    pub(crate) fn is_kernel_attr_word(&self, sym: Symbol) -> bool {
        let w = &self.words;
        sym == w.launch_bounds || sym == w.cluster_dims || sym == w.block_size
    }
}
