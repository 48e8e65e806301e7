//! Error recovery: every diagnostic the parser can report, at most one error
//! per location, parsing resumes after errors, and no input (truncated or
//! mangled) makes the parser panic or hang.

mod common;
use common::{parse, parse_err};

/// (source, expected diagnostic code, expected text)
const CASES: &[(&str, &str, &str)] = &[
    (
        "int x = 1 int y;",
        "parse-expected-semi",
        "expected ';' after declaration",
    ),
    (
        "void f() { g() h(); }",
        "parse-expected-semi",
        "expected ';' after expression",
    ),
    (
        "void f() { x = ; }",
        "parse-expected-expression",
        "expected expression",
    ),
    ("void f() { g(1; }", "parse-expected-token", "expected ')'"),
    (
        "void f() { int a = static_cast<>(1); }",
        "parse-expected-type",
        "expected a type",
    ),
    (
        "enum E { 1 };",
        "parse-expected-identifier",
        "expected identifier",
    ),
    (
        "void f() { x.; }",
        "parse-expected-unqualified-id",
        "expected unqualified-id",
    ),
    ("+ 1;", "parse-expected-declaration", "expected declaration"),
    (
        "struct S { virtual void f() = 1; };",
        "parse-bad-pure-specifier",
        "initializer on function does not look like a pure-specifier",
    ),
    (
        "void f() { L: }",
        "parse-expected-statement",
        "expected statement",
    ),
    (
        "static_assert(1, 2);",
        "parse-expected-string-literal",
        "expected string literal",
    ),
    (
        "}",
        "parse-extraneous-brace",
        "extraneous closing brace ('}')",
    ),
    (
        "int float x;",
        "parse-invalid-specifier-combination",
        "cannot combine with previous 'int' declaration specifier",
    ),
    (
        "const const int x = 1;",
        "parse-duplicate-specifier",
        "duplicate 'const' declaration specifier",
    ),
    (
        "static x = 1;",
        "parse-missing-type-specifier",
        "a type specifier is required for all declarations",
    ),
    (
        "void f() { @meta }",
        "parse-expected-after-staging",
        "expected statement or declaration after '@meta'",
    ),
    (
        "void f() { @codegen x = 1; }",
        "parse-codegen-misplaced",
        "'@codegen' may only prefix an if statement or a variable declaration",
    ),
    (
        "void f() { for enum (auto e : E) ; }",
        "parse-for-enum-not-meta",
        "'for enum' requires '@meta'",
    ),
    (
        "void f() { if x) ; }",
        "parse-expected-lparen",
        "expected '(' after 'if'",
    ),
    (
        "void f() { @meta for enum (auto e E) ; }",
        "parse-expected-range-colon",
        "expected ':' after loop variable",
    ),
    (
        "void f() { void g() {} }",
        "parse-function-definition-not-allowed",
        "function definition is not allowed here",
    ),
    (
        "void f(..., int);",
        "parse-ellipsis-not-last",
        "'...' must be the last parameter",
    ),
    (
        "struct S { int a; } int x;",
        "parse-expected-semi-after-tag",
        "expected ';' after struct",
    ),
    ("void f() {", "parse-unclosed-brace", "expected '}'"),
    (
        "void f() { do x++; y; }",
        "parse-expected-while",
        "expected 'while' in do/while loop",
    ),
    (
        "void f() { try {} x; }",
        "parse-expected-catch",
        "expected 'catch' after try block",
    ),
    (
        "auto f = []<int N>() { return N; };",
        "parse-lambda-template-ext",
        "explicit template parameter list for lambdas is a C++20 extension",
    ),
];

#[test]
fn every_diagnostic_is_reported_with_its_code_and_text() {
    for (src, code, text) in CASES {
        let diags = parse_err(src);
        assert!(
            diags
                .iter()
                .any(|d| d.contains(&format!("[{code}]")) && d.contains(text)),
            "`{src}`: expected {code} `{text}`, got:\n{}",
            diags.join("\n")
        );
    }
}

#[test]
fn every_diagnostic_constructor_is_exercised() {
    let source = include_str!("../src/diagnostics.rs");
    let mut codes: Vec<&str> = source
        .split('"')
        .filter(|s| s.starts_with("parse-") && !s.contains(' '))
        .collect();
    codes.sort();
    codes.dedup();
    codes.retain(|c| *c != "parse-nesting-too-deep"); // see deep_nesting_is_reported
    for code in codes {
        assert!(
            CASES.iter().any(|(_, c, _)| *c == code),
            "no recovery test reports {code}"
        );
    }
}

#[test]
fn deep_nesting_is_reported_not_overflowed() {
    for (open, close) in [
        ("(", ")"),
        ("{", "}"),
        ("-", ""),
        ("@meta ", ""),
        ("(int)", ""),
    ] {
        let src = format!(
            "void f() {{ x = {}1{}; }} int after;",
            open.repeat(20_000),
            close.repeat(20_000)
        );
        let src = if open == "{" {
            format!(
                "void f() {}{} int after;",
                open.repeat(20_000),
                close.repeat(20_000)
            )
        } else {
            src
        };
        let (dump, diags) = parse(&src);
        assert!(
            diags.iter().any(|d| d.contains("parse-nesting-too-deep")),
            "{open}: {diags:?}"
        );
        assert!(
            dump.contains("VarDecl after"),
            "{open}: recovery lost the next declaration"
        );
    }
    let decl = format!("int {}x{};", "(".repeat(5000), ")".repeat(5000));
    let (_, diags) = parse(&decl);
    assert!(diags.iter().any(|d| d.contains("parse-nesting-too-deep")));
    for src in [
        format!("{} class X;", "template<".repeat(3000)),
        format!("{} int x;", "template<class T> ".repeat(3000)),
        format!("{} int x;", "@meta ".repeat(3000)),
        format!("{} int x;", "namespace a { ".repeat(3000)),
        format!("{} int x;", "extern \"C\" ".repeat(3000)),
        format!("struct S {} int x;", "{ struct T ".repeat(3000)),
        format!("int x = {};", "a<".repeat(3000)),
        format!("V<{}> x;", "V<".repeat(3000)),
        format!("void f({});", "void (*)(".repeat(3000)),
    ] {
        let (_, diags) = parse(&src);
        assert!(!diags.is_empty());
    }
}

#[test]
fn one_error_per_location() {
    let (_, diags) = parse("void f() { x = ; }");
    assert_eq!(diags.len(), 1, "{diags:?}");
    let (_, diags) = parse("int f(int a int b);");
    let locations: Vec<&str> = diags
        .iter()
        .map(|d| d.split(": ").next().unwrap_or(""))
        .collect();
    let mut unique = locations.clone();
    unique.dedup();
    assert_eq!(locations, unique, "{diags:?}");
}

#[test]
fn recovery_resumes_at_the_next_statement_and_declaration() {
    let (dump, diags) = parse(
        "int a = (1 + ;\n\
         void f() { int x = ; x = 2; if (x { } return x; }\n\
         struct S { int a int b; };\n\
         int good = 1;\n",
    );
    assert!(!diags.is_empty());
    assert!(dump.contains("VarDecl good 'int'"), "{dump}");
    assert!(dump.contains("FunctionDecl f"), "{dump}");
    assert!(dump.contains("ReturnStmt"), "{dump}");
}

fn sample_programs() -> Vec<String> {
    let mut v = vec!["template<typename T> T twice(T x) { return x + x; }\n\
         struct P { int x, y; };\n\
         enum class E : int { a = 1, b };\n\
         __global__ void k(int* p) { p[threadIdx.x] = twice<int>(p[0]); }\n\
         int main() {\n\
           @meta for (int i = 0; i < 3; ++i) printf(\"%d\", @meta i);\n\
           @meta for enum (auto e : E) printf(\"%s\", @enum_name(e));\n\
           if codegen(__nvvm_arch > 60) {} else @codegen if (__nvvm_arch < 30) {}\n\
           P p = {.x = 1, .y = 2}; int (*fp)(int) = 0;\n\
           switch (p.x) { case 1: break; default: ; }\n\
           k<<<1, 2>>>(nullptr); try { throw 1; } catch (...) {}\n\
           return (int)sizeof(P) + static_cast<int>(1.0) ? 1 : 0;\n\
         }\n"
    .to_string()];
    for rel in [
        "meta/meta_basics.cu",
        "saxpy/kernel.cu",
        "codegen_if/reduction.cu",
    ] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../shared/examples")
            .join(rel);
        if let Ok(s) = std::fs::read_to_string(path) {
            v.push(s);
        }
    }
    v
}

fn parse_tokens(sm: &lexer::source::SourceMap, toks: &[lexer::token::Token]) -> usize {
    let arena = bumpalo::Bump::new();
    let mut interner = parser::Interner::new();
    let (tu, diags) = parser::parse_translation_unit(&arena, toks, sm, &mut interner);
    let _ = parser::dump::dump_translation_unit(&tu, sm, &interner, true);
    diags.len()
}

#[test]
fn every_prefix_of_sample_programs_parses_without_panic() {
    use lexer::token::{Token, TokenKind};
    for src in sample_programs() {
        let mut sm = lexer::source::SourceMap::new();
        let toks = common::tokens(&mut sm, &src);
        assert_eq!(
            parse_tokens(&sm, &toks),
            0,
            "the full program parses cleanly"
        );
        for n in 0..toks.len() {
            let mut prefix: Vec<Token> = toks[..n].to_vec();
            let end = prefix.last().map_or(lexer::source::Span::DUMMY, |t| {
                lexer::source::Span::new(t.span.hi, t.span.hi)
            });
            prefix.push(Token::new(TokenKind::Eof, end));
            parse_tokens(&sm, &prefix);
        }
    }
}

#[test]
fn deleting_any_one_token_never_panics() {
    let src = &sample_programs()[0];
    let mut sm = lexer::source::SourceMap::new();
    let toks = common::tokens(&mut sm, src);
    for i in 0..toks.len() - 1 {
        let mut mangled = toks.clone();
        mangled.remove(i);
        parse_tokens(&sm, &mangled);
        // And duplicating it.
        let mut doubled = toks.clone();
        doubled.insert(i, toks[i]);
        parse_tokens(&sm, &doubled);
    }
}

#[test]
fn missing_eof_and_empty_input_are_fine() {
    let sm = lexer::source::SourceMap::new();
    assert_eq!(parse_tokens(&sm, &[]), 0);
    let mut sm = lexer::source::SourceMap::new();
    let mut toks = common::tokens(&mut sm, "int x;");
    toks.pop();
    assert_eq!(parse_tokens(&sm, &toks), 0);
}

#[test]
fn random_token_soup_never_panics() {
    // A fixed-seed xorshift: the same soups on every run.
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let src = &sample_programs()[0];
    let mut sm = lexer::source::SourceMap::new();
    let pool = common::tokens(&mut sm, src);
    let pool = &pool[..pool.len() - 1];
    for _ in 0..std::env::var("SOUPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3000)
    {
        let len = (next() % 80) as usize;
        let mut soup: Vec<lexer::token::Token> = (0..len)
            .map(|_| pool[(next() % pool.len() as u64) as usize])
            .collect();
        soup.push(lexer::token::Token::new(
            lexer::token::TokenKind::Eof,
            lexer::source::Span::DUMMY,
        ));
        parse_tokens(&sm, &soup);
    }
}

#[test]
fn missing_paren_after_if_is_one_error_and_skips_to_the_semicolon() {
    // clang: one "expected '(' after 'if'", the rest of the statement skipped;
    // the next statement and declaration parse normally.
    for kw in ["if", "switch", "while"] {
        let src = format!("void f() {{ {kw} c {{ }} c = 1; g(); }} int after;");
        let (dump, diags) = parse(&src);
        assert_eq!(diags.len(), 1, "`{src}`: {diags:?}");
        assert!(
            diags[0].contains(&format!("expected '(' after '{kw}'")),
            "{diags:?}"
        );
        assert!(
            dump.contains("VarDecl after"),
            "`{src}`: recovery lost the next declaration"
        );
        assert!(
            dump.contains("Call"),
            "`{src}`: recovery lost the next statement:\n{dump}"
        );
    }
}
