//! Every preprocessor diagnostic: its code and where it points.

use super::*;

fn diags(src: &str) -> Vec<(&'static str, u32, u32)> {
    run(src).diags()
}

#[test]
fn file_not_found_points_at_the_name() {
    let r = run("int a;\n#include <map>\nint b;");
    assert_eq!(r.diags(), vec![("pp-file-not-found", 2, 10)]);
    assert_eq!(r.out.diagnostics[0].message, "'map' file not found");
    assert_eq!(r.text(), "int a ; int b ;");
    assert_eq!(
        diags("#include \"nope.h\""),
        vec![("pp-file-not-found", 1, 10)]
    );
    assert_eq!(diags("#include"), vec![("pp-expected-filename", 1, 1)]);
    assert_eq!(diags("#include foo"), vec![("pp-expected-filename", 1, 10)]);
    assert_eq!(diags("#include \"\""), vec![("pp-empty-filename", 1, 10)]);
    assert_eq!(diags("#include_next <x.h>")[0].0, "pp-include-next-in-main");
    assert_eq!(
        diags("#pragma once\n#include \"main.cu\" junk"),
        vec![("pp-extra-tokens", 2, 20)]
    );
}

#[test]
fn directive_errors() {
    assert_eq!(
        diags("\n  #frobnicate x"),
        vec![("pp-invalid-directive", 2, 4)]
    );
    assert_eq!(diags("#error stop here"), vec![("pp-error", 1, 1)]);
    let r = run("#warning careful");
    assert_eq!(r.diags(), vec![("pp-warning", 1, 1)]);
    assert_eq!(
        (
            r.out.diagnostics[0].severity,
            r.out.diagnostics[0].message.as_str()
        ),
        (Severity::Warning, "careful")
    );
    assert_eq!(diags("#line x"), vec![("pp-line-invalid", 1, 7)]);
    assert_eq!(diags("#line 0x10"), vec![("pp-line-invalid", 1, 7)]);
    assert_eq!(diags("#line 5 x"), vec![("pp-line-filename", 1, 9)]);
    assert_eq!(diags("_Pragma(1)"), vec![("pp-pragma-syntax", 1, 1)]);
    assert_eq!(
        diags("#pragma pop_macro(\"Q\")"),
        vec![("pp-pop-macro", 1, 1)]
    );
    assert_eq!(
        diags("#define f(x) x\nf(1,\n#define y\n2)"),
        vec![
            ("pp-directive-in-macro-args", 3, 1),
            ("pp-unterminated-call", 2, 1)
        ]
    );
}

#[test]
fn conditional_errors() {
    assert_eq!(
        diags("a\n#if 1\nb\n"),
        vec![("pp-unterminated-conditional", 2, 1)]
    );
    assert_eq!(
        diags("#ifdef X\n#else\n#if 0\n"),
        vec![
            ("pp-unterminated-conditional", 1, 1),
            ("pp-unterminated-conditional", 3, 1)
        ]
    );
    assert_eq!(diags("#else"), vec![("pp-else-without-if", 1, 1)]);
    assert_eq!(diags("#elif 1"), vec![("pp-elif-without-if", 1, 1)]);
    assert_eq!(diags("#endif"), vec![("pp-endif-without-if", 1, 1)]);
    assert_eq!(
        diags("#if 1\n#else\n#else\n#endif"),
        vec![("pp-else-after-else", 3, 1)]
    );
    assert_eq!(
        diags("#if 1\n#else\n#elif 1\n#endif"),
        vec![("pp-else-after-else", 3, 1)]
    );
    assert_eq!(diags("#if 1\n#endif junk"), vec![("pp-extra-tokens", 2, 8)]);
    assert_eq!(
        diags("#ifdef\n#endif"),
        vec![("pp-macro-name-missing", 1, 1)]
    );
    assert_eq!(
        diags("#ifndef 3\n#endif"),
        vec![("pp-macro-name-not-identifier", 1, 9)]
    );
    // A conditional opened in a header must close there.
    let dir = files(&[
        ("main.cu", "#include \"h.h\"\n#endif\n"),
        ("h.h", "#if 1\n"),
    ]);
    let mut sm = SourceMap::new();
    let out = preprocess(&dir.join("main.cu"), &Options::default(), &mut sm);
    let codes: Vec<_> = out.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(
        codes,
        vec!["pp-unterminated-conditional", "pp-endif-without-if"]
    );
}

#[test]
fn if_expression_errors() {
    assert_eq!(diags("#if\n#endif"), vec![("pp-if-no-expr", 1, 1)]);
    assert_eq!(
        diags("#if 1 /\n#endif"),
        vec![("pp-expr-expected-value", 1, 8)]
    );
    assert_eq!(
        diags("#if 1 +\n#endif"),
        vec![("pp-expr-expected-value", 1, 8)]
    );
    assert_eq!(
        diags("#if (1\n#endif"),
        vec![("pp-expr-missing-rparen", 1, 7)]
    );
    assert_eq!(
        diags("#if 1 2\n#endif"),
        vec![("pp-expr-invalid-binop", 1, 7)]
    );
    assert_eq!(
        diags("#if 1 = 2\n#endif"),
        vec![("pp-expr-invalid-binop", 1, 7)]
    );
    assert_eq!(
        diags("#if \"s\"\n#endif"),
        vec![("pp-expr-invalid-token", 1, 5)]
    );
    assert_eq!(diags("#if 1.0\n#endif"), vec![("pp-expr-float", 1, 5)]);
    assert_eq!(diags("#if 2 / 0\n#endif"), vec![("pp-expr-div-zero", 1, 7)]);
    assert_eq!(
        diags("#if 1 && 2 % (1 - 1)\n#endif"),
        vec![("pp-expr-rem-zero", 1, 12)]
    );
    assert_eq!(
        diags("#if defined\n#endif"),
        vec![("pp-macro-name-missing", 1, 5)]
    );
    assert_eq!(
        diags("#if defined(3)\n#endif"),
        vec![("pp-macro-name-not-identifier", 1, 13)]
    );
    assert_eq!(
        diags("#if defined(X\n#endif"),
        vec![("pp-defined-missing-rparen", 1, 13)]
    );
    assert_eq!(
        diags("#if __has_include\n#endif"),
        vec![("pp-has-include-syntax", 1, 5)]
    );
    assert_eq!(
        diags("#if __has_include(x)\n#endif"),
        vec![("pp-expected-filename", 1, 19)]
    );
    assert_eq!(
        diags("#if __has_builtin(1)\n#endif"),
        vec![("pp-feature-check-malformed", 1, 19)]
    );
    assert_eq!(
        diags("#if __has_feature(std::x)\n#endif"),
        vec![("pp-feature-check-malformed", 1, 19)]
    );
    assert_eq!(
        diags("#if __has_attribute\n#endif"),
        vec![("pp-has-include-syntax", 1, 5)]
    );
    assert_eq!(diags("#if 09\n#endif"), vec![("lex-invalid-digit", 1, 6)]);
    assert_eq!(
        diags("#if 99999999999999999999\n#endif"),
        vec![("lex-integer-too-large", 1, 5)]
    );
    assert_eq!(
        diags("#if 18446744073709551615\n#endif"),
        vec![("pp-expr-literal-unsigned", 1, 5)]
    );
    assert_eq!(
        diags("#if 1 ? 2\n#endif"),
        vec![("pp-expr-expected-value", 1, 10)]
    );
    assert_eq!(
        diags("#if FOO(1)\n#endif"),
        vec![("pp-expr-undefined-function", 1, 5)]
    );
    // A painted macro name followed by `(` is just 0 (then an operator error).
    assert_eq!(
        diags("#define R R\n#if R (1)\n#endif")[0].0,
        "pp-expr-invalid-binop"
    );
    // A division by zero inside a macro points at the expansion site.
    assert_eq!(
        diags("#define D (1/0)\n#if D\n#endif"),
        vec![("pp-expr-div-zero", 2, 5)]
    );
}

#[test]
fn define_errors() {
    assert_eq!(diags("#define"), vec![("pp-macro-name-missing", 1, 1)]);
    assert_eq!(
        diags("#define 3 x"),
        vec![("pp-macro-name-not-identifier", 1, 9)]
    );
    assert_eq!(
        diags("#define defined"),
        vec![("pp-defined-macro-name", 1, 9)]
    );
    assert_eq!(
        diags("#undef defined"),
        vec![("pp-defined-macro-name", 1, 8)]
    );
    assert_eq!(diags("#undef"), vec![("pp-macro-name-missing", 1, 1)]);
    assert_eq!(
        diags("#undef \"x\""),
        vec![("pp-macro-name-not-identifier", 1, 8)]
    );
    assert_eq!(diags("#undef X Y"), vec![("pp-extra-tokens", 1, 10)]);
    assert_eq!(
        diags("#define f(x"),
        vec![("pp-params-missing-rparen", 1, 11)]
    );
    assert_eq!(
        diags("#define f(x y) x"),
        vec![("pp-params-expected-comma", 1, 13)]
    );
    assert_eq!(diags("#define f(x,) x"), vec![("pp-invalid-param", 1, 13)]);
    assert_eq!(diags("#define f(1) x"), vec![("pp-invalid-param", 1, 11)]);
    assert_eq!(
        diags("#define f(..., x) x"),
        vec![("pp-params-missing-rparen", 1, 14)]
    );
    assert_eq!(
        diags("#define f(x, x) x"),
        vec![("pp-duplicate-param", 1, 14)]
    );
    assert_eq!(
        diags("#define f(__VA_ARGS__) x"),
        vec![("pp-invalid-param", 1, 11)]
    );
    assert_eq!(
        diags("#define f(x) ## x"),
        vec![("pp-hashhash-edge", 1, 14)]
    );
    assert_eq!(diags("#define f x ##"), vec![("pp-hashhash-edge", 1, 13)]);
    assert_eq!(diags("#define f(x) #y"), vec![("pp-hash-not-param", 1, 14)]);
    assert_eq!(
        diags("#define f(x) __VA_ARGS__"),
        vec![("pp-va-args-outside", 1, 14)]
    );
    assert_eq!(
        diags("#define f(x) __VA_OPT__(x)"),
        vec![("pp-va-opt-outside", 1, 14)]
    );
    assert_eq!(
        diags("#define f(...) __VA_OPT__ x"),
        vec![("pp-va-opt-lparen", 1, 16)]
    );
    assert_eq!(
        diags("#define f(...) __VA_OPT__(x"),
        vec![("pp-va-opt-unterminated", 1, 16)]
    );
    assert_eq!(
        diags("#define __LINE__ 1"),
        vec![("pp-builtin-redefined", 1, 9)]
    );
    assert_eq!(
        diags("#undef __FILE__"),
        vec![("pp-builtin-undefined", 1, 8)]
    );
    // An object-like `#` is an ordinary token.
    assert_eq!(pp("#define H #x\nH"), "# x");
}

#[test]
fn invocation_errors() {
    let r = run("#define f(a, b) a b\nf(1)\nf(1, 2, 3)\nf(1,\n");
    assert_eq!(
        r.diags(),
        vec![
            ("pp-too-few-args", 2, 4),
            ("pp-too-many-args", 3, 10),
            ("pp-unterminated-call", 4, 1)
        ]
    );
    assert_eq!(
        r.out.diagnostics[0].notes[0].message,
        "macro 'f' defined here"
    );
    assert_eq!(
        diags("#define f() x\nf(1)"),
        vec![("pp-too-many-args", 2, 4)]
    );
    let r = run("#define cat(a, b) a ## b\ncat(., +)");
    assert_eq!(r.diags(), vec![("pp-invalid-paste", 2, 1)]);
    assert_eq!(
        r.out.diagnostics[0].message,
        "pasting formed '.+', an invalid preprocessing token"
    );
    assert_eq!(r.text(), ". +");
    assert_eq!(
        diags("#define cat(a, b) a ## b\ncat(/, /)")[0].0,
        "pp-invalid-paste"
    );
}

#[test]
fn lex_errors_through_the_preprocessor() {
    assert_eq!(
        diags("int a = 'x;\nb"),
        vec![("lex-unterminated-char", 1, 9)]
    );
    assert_eq!(diags("a /* open"), vec![("lex-unterminated-comment", 1, 3)]);
    assert_eq!(
        diags("R\"x(abc"),
        vec![("lex-unterminated-raw-string", 1, 1)]
    );
    assert_eq!(diags("a ` b"), vec![("lex-unknown-character", 1, 3)]);
}

#[test]
fn literal_diagnostics_point_inside_the_token() {
    let (lit, errs) = crate::literal::decode_string(r#""ab\qc""#);
    let _ = lit;
    let d = crate::diagnostics::literal_error(&errs[0], Span::new(100, 107), 7);
    assert_eq!(
        (d.code, d.primary.span, d.message.as_str()),
        (
            "lex-invalid-escape",
            Span::new(103, 105),
            "invalid escape sequence '\\q'"
        )
    );
    let e = crate::literal::parse_number("123abc").unwrap_err();
    let d = crate::diagnostics::literal_error(&e, Span::new(10, 16), 6);
    assert_eq!(
        (d.code, d.primary.span, d.message.as_str()),
        (
            "lex-invalid-suffix",
            Span::new(13, 16),
            "invalid suffix 'abc' on integer constant"
        )
    );
    let e = crate::literal::parse_number("99999999999999999999").unwrap_err();
    assert_eq!(
        crate::diagnostics::literal_error(&e, Span::new(1, 21), 20).message,
        "integer literal is too large to be represented in any integer type"
    );
}

#[test]
fn missing_main_file() {
    let mut sm = SourceMap::new();
    let out = preprocess(
        Path::new("/nonexistent/circle-rs/main.cu"),
        &Options::default(),
        &mut sm,
    );
    assert_eq!(out.diagnostics.len(), 1);
    assert_eq!(
        (out.diagnostics[0].code, out.diagnostics[0].primary.span),
        ("pp-cannot-read", Span::DUMMY)
    );
    assert!(out.diagnostics[0]
        .message
        .starts_with("cannot open file '/nonexistent/circle-rs/main.cu': "));
    assert_eq!(out.tokens.len(), 1);
}

#[test]
fn every_literal_error_has_its_code() {
    use crate::literal::{LiteralError, LiteralErrorKind as K};
    let cases = [
        (
            K::InvalidDigit {
                digit: '9',
                radix: 8,
            },
            "lex-invalid-digit",
            "invalid digit '9' in octal constant",
        ),
        (
            K::InvalidSuffix {
                suffix: "q".into(),
                floating: true,
            },
            "lex-invalid-suffix",
            "invalid suffix 'q' on floating constant",
        ),
        (
            K::TooLarge,
            "lex-integer-too-large",
            "integer literal is too large to be represented in any integer type",
        ),
        (
            K::ExponentHasNoDigits,
            "lex-exponent-no-digits",
            "exponent has no digits",
        ),
        (
            K::HexFloatNeedsExponent,
            "lex-hex-float-no-exponent",
            "hexadecimal floating literal requires an exponent",
        ),
        (
            K::MisplacedDigitSeparator,
            "lex-digit-separator",
            "digit separator cannot appear at the start or end of a digit sequence",
        ),
        (
            K::InvalidEscape {
                escape: "\\q".into(),
            },
            "lex-invalid-escape",
            "invalid escape sequence '\\q'",
        ),
        (
            K::HexEscapeOutOfRange,
            "lex-hex-escape-range",
            "hex escape sequence out of range",
        ),
        (
            K::OctalEscapeOutOfRange,
            "lex-octal-escape-range",
            "octal escape sequence out of range",
        ),
        (
            K::InvalidUniversalCharacter,
            "lex-invalid-ucn",
            "invalid universal character",
        ),
        (
            K::EmptyCharacter,
            "lex-empty-char",
            "empty character constant",
        ),
        (
            K::CharacterTooLarge,
            "lex-char-too-large",
            "character too large for enclosing character literal type",
        ),
        (
            K::MultipleCharactersInUnicodeLiteral,
            "lex-unicode-multichar",
            "Unicode character literals may not contain multiple characters",
        ),
        (
            K::IncompatibleConcatenation,
            "lex-string-concat",
            "unsupported non-standard concatenation of string literals",
        ),
        (
            K::MismatchedUdSuffixes,
            "lex-ud-suffix-mismatch",
            "differing user-defined suffixes in string literal concatenation",
        ),
        (K::Malformed, "lex-malformed-literal", "malformed literal"),
    ];
    for (kind, code, message) in cases {
        let e = LiteralError { kind, lo: 1, hi: 2 };
        let d = crate::diagnostics::literal_error(&e, Span::new(10, 14), 4);
        assert_eq!(
            (d.code, d.message.as_str(), d.primary.span),
            (code, message, Span::new(11, 12))
        );
        // A spelling that differs from the source (a line splice) points at the whole token.
        let d = crate::diagnostics::literal_error(&e, Span::new(10, 16), 4);
        assert_eq!(d.primary.span, Span::new(10, 16));
    }
}
