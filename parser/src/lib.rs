//! Builds the AST of one translation unit from the preprocessed token stream:
//! a hand-written recursive-descent parser (precedence climbing for binary
//! operators, lookahead over a token cursor where C++ needs it), with every
//! node in one bumpalo arena. Parsing never fails: it returns an AST and
//! diagnostics.
//!
//! Code map: [`ast`] (the nodes), [`intern`] (symbols), [`dump`] (the
//! `-ast-dump` text), [`diagnostics`] (every message, one constructor each);
//! the grammar is split by area: `decl.rs`, `declarator.rs`, `types.rs`
//! (decl-specifiers and the declaration-vs-expression rule), `stmt.rs`,
//! `expr.rs`, `circle.rs` (`@meta`, `@codegen`, intrinsics), `cuda.rs`
//! (launches, attributes), `user_attrs.rs` (Circle's `[[.name=value]]`
//! and `[[attribute]]`), `builtins.rs` (type traits and other builtins
//! whose operands are types), over `cursor.rs` (tokens, recovery, depth guard)
//! and `names.rs` (the table of type and template names).
//!
//! Invariants: parsing never panics and always terminates (every list loop
//! makes progress; nesting deeper than [`MAX_DEPTH`] is reported, not
//! recursed into); at most one error per source location; the output is a
//! deterministic function of the tokens.

pub mod ast;
mod brackets;
mod builtins;
mod circle;
mod conditional;
mod cuda;
mod cursor;
mod decl;
mod declarator;
pub mod diagnostics;
pub mod dump;
mod expr;
pub mod intern;
pub mod kernel_attrs;
mod label_values;
pub mod names;
mod reflected_type;
mod stmt;
mod stmt_expr;
mod template_decl;
mod type_attributes;
mod types;
mod user_attrs;

pub use brackets::MAX_BRACKET_DEPTH;
pub use cursor::MAX_DEPTH;
pub use intern::{Interner, Symbol, DYNAMIC_NAME};

pub use bumpalo::Bump;
use lexer::diag::Diagnostic;
use lexer::source::SourceMap;
use lexer::token::Token;

/// Parses one translation unit. `tokens` is the preprocessed stream (newline
/// tokens are ignored; a missing final `TokenKind::Eof` is supplied); token
/// text is read through `sm`. Every identifier is interned into `interner`,
/// which the caller owns and later stages reuse. Never fails: the AST covers
/// what could be parsed and the diagnostics say what could not.
pub fn parse_translation_unit<'a>(
    arena: &'a Bump,
    tokens: &[Token],
    sm: &SourceMap,
    interner: &mut Interner,
) -> (ast::TranslationUnit<'a>, Vec<Diagnostic>) {
    let mut p = cursor::Parser::new(arena, tokens, sm, interner);
    let tu = p.parse_translation_unit();
    (tu, p.diags)
}
