//! Test helpers: source text → tokens (`lex_raw`, directive lines blanked,
//! line numbers kept) → AST → typed program with the real interpreter.
#![allow(dead_code)]

pub mod engines;

use bumpalo::Bump;
use lexer::diag::Diagnostic;
use lexer::source::{SourceMap, Span};
use lexer::token::{lex_raw, Token, TokenKind};
use meta_interp::{MetaLimits, TranslateOptions};
use parser::Interner;
use sema::program::Program;

pub struct Out {
    pub program: Program,
    /// `line: code: message`, in report order.
    pub diags: Vec<String>,
    pub raw: Vec<Diagnostic>,
    pub stdout: String,
}

impl Out {
    pub fn codes(&self) -> Vec<&str> {
        self.raw.iter().map(|d| d.code).collect()
    }
    #[track_caller]
    pub fn assert_clean(&self) {
        assert!(
            self.diags.is_empty(),
            "unexpected diagnostics:\n{}",
            self.diags.join("\n")
        );
    }
    /// `(line, code)` of every diagnostic.
    pub fn lines(&self) -> Vec<(u32, &str)> {
        self.diags
            .iter()
            .zip(&self.raw)
            .map(|(s, d)| {
                (
                    s.split(':')
                        .next()
                        .and_then(|l| l.parse().ok())
                        .unwrap_or(0),
                    d.code,
                )
            })
            .collect()
    }
}

pub fn opts(ccs: &[u32]) -> TranslateOptions {
    TranslateOptions {
        compute_capabilities: ccs.to_vec(),
        amdgpu_targets: Vec::new(),
        limits: MetaLimits::default(),
        ..Default::default()
    }
}

pub fn run(src: &str) -> Out {
    run_with(src, &opts(&[52, 70]))
}

pub fn run_with(src: &str, o: &TranslateOptions) -> Out {
    let text: String = src
        .lines()
        .map(|l| {
            if l.trim_start().starts_with('#') {
                ""
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut sm = SourceMap::new();
    let (_, base) = sm.add_and_enter("test.cu", "test.cu", text.clone(), Span::DUMMY);
    let (toks, _) = lex_raw(&text, base);
    let mut toks: Vec<Token> = toks
        .into_iter()
        .filter(|t| t.kind != TokenKind::Newline)
        .collect();
    let end = base + text.len() as u32;
    toks.push(Token::new(TokenKind::Eof, Span::new(end, end)));
    let arena = Bump::new();
    let mut interner = Interner::new();
    let (tu, pdiags) = parser::parse_translation_unit(&arena, &toks, &sm, &mut interner);
    assert!(
        pdiags.is_empty(),
        "parse errors: {:?}",
        pdiags.iter().map(|d| render(&sm, d)).collect::<Vec<_>>()
    );
    let out = meta_interp::translate(&tu, &sm, &interner, o);
    Out {
        diags: out.diagnostics.iter().map(|d| render(&sm, d)).collect(),
        raw: out.diagnostics,
        program: out.program,
        stdout: out.stdout,
    }
}

pub fn render(sm: &SourceMap, d: &Diagnostic) -> String {
    let line = sm.location(d.primary.span.lo).map_or(0, |l| l.line);
    format!("{line}: {}: {}", d.code, d.message)
}

/// A file of ../shared/examples, if present.
pub fn example(rel: &str) -> Option<String> {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/examples")
        .join(rel);
    std::fs::read_to_string(p).ok()
}
