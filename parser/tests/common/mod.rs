//! Test helpers: lex a source text (dropping preprocessor lines until the
//! preprocessor feeds the parser), parse it, dump it.
#![allow(dead_code)]

use bumpalo::Bump;
use lexer::diag::Diagnostic;
use lexer::source::{SourceMap, Span};
use lexer::token::{lex_raw, Token, TokenKind};
use parser::{dump, Interner};

/// The source with every `#` directive line blanked (line numbers kept).
pub fn strip_directives(src: &str) -> String {
    src.lines()
        .map(|l| {
            if l.trim_start().starts_with('#') {
                ""
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

pub fn tokens(sm: &mut SourceMap, src: &str) -> Vec<Token> {
    let text = strip_directives(src);
    let (_, base) = sm.add_and_enter("test.cu", "test.cu", text.clone(), Span::DUMMY);
    let (toks, _errors) = lex_raw(&text, base);
    let mut toks: Vec<Token> = toks
        .into_iter()
        .filter(|t| t.kind != TokenKind::Newline)
        .collect();
    let end = base + text.len() as u32;
    toks.push(Token::new(TokenKind::Eof, Span::new(end, end)));
    toks
}

/// Parses `src`; returns the dump and the diagnostics as `code: message` lines.
pub fn parse(src: &str) -> (String, Vec<String>) {
    let mut sm = SourceMap::new();
    let toks = tokens(&mut sm, src);
    let arena = Bump::new();
    let mut interner = Interner::new();
    let (tu, diags) = parser::parse_translation_unit(&arena, &toks, &sm, &mut interner);
    let text = dump::dump_translation_unit(&tu, &sm, &interner, false);
    (text, diags.iter().map(|d| render(&sm, d)).collect())
}

pub fn render(sm: &SourceMap, d: &Diagnostic) -> String {
    let loc = sm
        .location(d.primary.span.lo)
        .map_or("?".to_string(), |l| format!("{}:{}", l.line, l.column));
    format!("{loc}: {}: {} [{}]", d.severity.as_str(), d.message, d.code)
}

/// Parses and asserts there are no diagnostics; returns the dump.
#[track_caller]
pub fn parse_ok(src: &str) -> String {
    let (dump, diags) = parse(src);
    assert!(
        diags.is_empty(),
        "unexpected diagnostics:\n{}\n--- dump ---\n{dump}",
        diags.join("\n")
    );
    dump
}

/// Parses and returns the diagnostics (asserting there is at least one).
#[track_caller]
pub fn parse_err(src: &str) -> Vec<String> {
    let (dump, diags) = parse(src);
    assert!(
        !diags.is_empty(),
        "expected diagnostics, got none\n--- dump ---\n{dump}"
    );
    diags
}

/// Dump of the body of `void f() { <stmts> }`, without the wrapper lines.
#[track_caller]
pub fn stmts_ok(body: &str) -> String {
    let d = parse_ok(&format!("void f() {{\n{body}\n}}"));
    d.lines()
        .skip(3)
        .map(|l| l.strip_prefix("      ").unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}
