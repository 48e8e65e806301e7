//! The harness the sema integration tests share: source text to a typed
//! program and its diagnostics as (line, code, message).
#![allow(dead_code)]

use bumpalo::Bump;
use lexer::diag::Diagnostic;
use lexer::source::{SourceMap, Span};
use lexer::token::{lex_raw, Token, TokenKind};
use parser::Interner;
use sema::meta::{NoEngine, TranslateOptions};
use sema::program::*;

pub struct Out {
    pub p: Program,
    pub diags: Vec<(u32, &'static str, String)>,
}

/// `src` as the main file of a new source map, lexed without
/// preprocessing, ending in `Eof`.
pub fn lex(src: &str) -> (SourceMap, Vec<Token>) {
    let mut sm = SourceMap::new();
    let (_, base) = sm.add_and_enter("t.cu", "t.cu", src.to_string(), Span::DUMMY);
    let (toks, _) = lex_raw(src, base);
    let mut toks: Vec<Token> = toks
        .into_iter()
        .filter(|t| t.kind != TokenKind::Newline)
        .collect();
    let end = base + src.len() as u32;
    toks.push(Token::new(TokenKind::Eof, Span::new(end, end)));
    (sm, toks)
}

/// Parses and translates whatever parses (no meta engine): the source map,
/// the program, the parser's diagnostics and sema's.
pub fn translate_with(
    src: &str,
    opts: &TranslateOptions,
) -> (SourceMap, Program, Vec<Diagnostic>, Vec<Diagnostic>) {
    let (sm, toks) = lex(src);
    let arena = Bump::new();
    let mut interner = Interner::new();
    let (tu, pd) = parser::parse_translation_unit(&arena, &toks, &sm, &mut interner);
    let (p, diags) = sema::translate::translate_unit(&tu, &sm, &interner, opts, &mut NoEngine);
    (sm, p, pd, diags)
}

pub fn translate(src: &str) -> Out {
    let opts = TranslateOptions {
        compute_capabilities: vec![70, 52],
        ..Default::default()
    };
    let (sm, p, pd, diags) = translate_with(src, &opts);
    assert!(pd.is_empty(), "{pd:?}");
    let diags = diags
        .iter()
        .map(|d| {
            (
                sm.location(d.primary.span.lo).map_or(0, |l| l.line),
                d.code,
                d.message.clone(),
            )
        })
        .collect();
    Out { p, diags }
}

pub fn clean(src: &str) -> Program {
    let o = translate(src);
    assert!(o.diags.is_empty(), "{:#?}", o.diags);
    o.p
}
