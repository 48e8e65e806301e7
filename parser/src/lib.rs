//! Builds the AST of one translation unit from the preprocessed token stream:
//! a hand-written recursive-descent parser (precedence climbing for binary
//! operators, tentative parsing where C++ needs it), with every node in one
//! bumpalo arena. Parsing never fails: it returns an AST and diagnostics.

pub mod ast;
pub mod intern;

pub use intern::{Interner, Symbol};

use bumpalo::Bump;
use lexer::diag::Diagnostic;
use lexer::source::{SourceMap, Span};
use lexer::token::Token;

/// Parses one translation unit. `tokens` is the preprocessed stream without
/// newline tokens, ending in `TokenKind::Eof`; token text is read through
/// `sm`. Every identifier is interned into `interner`, which the caller owns
/// and later stages reuse. Never fails: the AST covers what could be parsed
/// and the diagnostics say what could not.
pub fn parse_translation_unit<'a>(
    arena: &'a Bump,
    tokens: &[Token],
    sm: &SourceMap,
    interner: &mut Interner,
) -> (ast::TranslationUnit<'a>, Vec<Diagnostic>) {
    // Placeholder until the parser lands: an empty translation unit.
    let _ = (tokens, sm, interner);
    let tu = ast::TranslationUnit {
        decls: arena.alloc_slice_copy(&[]),
        span: Span::DUMMY,
        decl_count: 0,
    };
    (tu, Vec::new())
}
