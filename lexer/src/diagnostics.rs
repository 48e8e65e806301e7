//! Every diagnostic the lexer and the preprocessor report, one constructor
//! each, with a stable kebab-case code (`lex-...`, `pp-...`) and clang's
//! wording (lowercase, no trailing period, code in single quotes). Tests
//! match on the codes; the driver renders the messages.

use crate::diag::{Diagnostic, Severity};
use crate::literal::{LiteralError, LiteralErrorKind};
use crate::source::Span;
use crate::token::LexErrorKind;

// ---------------------------------------------------------------- lexing

/// A raw lexing error from [`crate::token::lex_raw`]; `text` is what the span covers.
pub fn lex_error(kind: LexErrorKind, span: Span, text: &str) -> Diagnostic {
    match kind {
        LexErrorKind::UnknownCharacter => {
            let c = text.chars().next().unwrap_or('?');
            Diagnostic::error(
                "lex-unknown-character",
                span,
                format!("unexpected character '{}'", c.escape_debug()),
            )
        }
        LexErrorKind::UnterminatedString => Diagnostic::error(
            "lex-unterminated-string",
            span,
            "missing terminating '\"' character",
        ),
        LexErrorKind::UnterminatedChar => Diagnostic::error(
            "lex-unterminated-char",
            span,
            "missing terminating ' character",
        ),
        LexErrorKind::UnterminatedRawString => Diagnostic::error(
            "lex-unterminated-raw-string",
            span,
            "raw string missing terminating delimiter",
        ),
        LexErrorKind::UnterminatedComment => {
            Diagnostic::error("lex-unterminated-comment", span, "unterminated /* comment")
        }
        LexErrorKind::InvalidUtf8 => {
            Diagnostic::error("lex-invalid-utf8", span, "source file is not valid UTF-8")
        }
        LexErrorKind::IdentifierCharacter => {
            let c = text.chars().next().unwrap_or('?');
            Diagnostic::error(
                "lex-identifier-character",
                span,
                format!(
                    "character <U+{:04X}> not allowed in an identifier",
                    c as u32
                ),
            )
        }
        LexErrorKind::UnpairedBidi => {
            let c = text.chars().next().unwrap_or('?');
            Diagnostic::new(
                Severity::Warning,
                "lex-unpaired-bidi",
                span,
                format!(
                    "unpaired UTF-8 bidirectional control character <U+{:04X}> detected: the text after it may display in an order other than it compiles",
                    c as u32
                ),
            )
        }
    }
}

/// A literal error from [`crate::literal`]. `token` is the literal's span and
/// `spelling_len` the length of the spelling that was decoded: when they
/// differ (a line splice inside the literal) the whole token is pointed at.
pub fn literal_error(err: &LiteralError, token: Span, spelling_len: usize) -> Diagnostic {
    let span = if token.len() as usize == spelling_len && err.lo <= err.hi && err.hi <= token.len()
    {
        Span::new(token.lo + err.lo, token.lo + err.hi)
    } else {
        token
    };
    let (code, message) = match &err.kind {
        LiteralErrorKind::InvalidDigit { digit, radix } => {
            let base = match radix {
                2 => "binary",
                8 => "octal",
                16 => "hexadecimal",
                _ => "decimal",
            };
            (
                "lex-invalid-digit",
                format!("invalid digit '{digit}' in {base} constant"),
            )
        }
        LiteralErrorKind::InvalidSuffix { suffix, floating } => (
            "lex-invalid-suffix",
            format!(
                "invalid suffix '{suffix}' on {} constant",
                if *floating { "floating" } else { "integer" }
            ),
        ),
        LiteralErrorKind::TooLarge => (
            "lex-integer-too-large",
            "integer literal is too large to be represented in any integer type".into(),
        ),
        LiteralErrorKind::ExponentHasNoDigits => {
            ("lex-exponent-no-digits", "exponent has no digits".into())
        }
        LiteralErrorKind::HexFloatNeedsExponent => (
            "lex-hex-float-no-exponent",
            "hexadecimal floating literal requires an exponent".into(),
        ),
        LiteralErrorKind::MisplacedDigitSeparator => (
            "lex-digit-separator",
            "digit separator cannot appear at the start or end of a digit sequence".into(),
        ),
        LiteralErrorKind::InvalidEscape { escape } => (
            "lex-invalid-escape",
            format!("invalid escape sequence '{escape}'"),
        ),
        LiteralErrorKind::HexEscapeOutOfRange => (
            "lex-hex-escape-range",
            "hex escape sequence out of range".into(),
        ),
        LiteralErrorKind::OctalEscapeOutOfRange => (
            "lex-octal-escape-range",
            "octal escape sequence out of range".into(),
        ),
        LiteralErrorKind::InvalidUniversalCharacter => {
            ("lex-invalid-ucn", "invalid universal character".into())
        }
        LiteralErrorKind::EmptyCharacter => ("lex-empty-char", "empty character constant".into()),
        LiteralErrorKind::CharacterTooLarge => (
            "lex-char-too-large",
            "character too large for enclosing character literal type".into(),
        ),
        LiteralErrorKind::MultipleCharactersInUnicodeLiteral => (
            "lex-unicode-multichar",
            "Unicode character literals may not contain multiple characters".into(),
        ),
        LiteralErrorKind::IncompatibleConcatenation => (
            "lex-string-concat",
            "unsupported non-standard concatenation of string literals".into(),
        ),
        LiteralErrorKind::MismatchedUdSuffixes => (
            "lex-ud-suffix-mismatch",
            "differing user-defined suffixes in string literal concatenation".into(),
        ),
        LiteralErrorKind::Malformed => ("lex-malformed-literal", "malformed literal".into()),
    };
    Diagnostic::error(code, span, message)
}

// ------------------------------------------------------------- including

pub fn file_not_found(name: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-file-not-found",
        span,
        format!("'{name}' file not found"),
    )
}
pub fn cannot_read_file(name: &str, reason: &str, span: Span) -> Diagnostic {
    Diagnostic::new(
        Severity::Error,
        "pp-cannot-read",
        span,
        format!("cannot open file '{name}': {reason}"),
    )
}
pub fn include_too_deep(span: Span, limit: usize) -> Diagnostic {
    Diagnostic::error(
        "pp-include-depth",
        span,
        format!("#include nested too deeply (more than {limit} levels)"),
    )
}
pub fn translation_unit_too_large(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-too-large",
        span,
        "translation unit is too large: ran out of source locations",
    )
}
pub fn expected_filename(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-expected-filename",
        span,
        "expected \"FILENAME\" or <FILENAME>",
    )
}
pub fn empty_filename(span: Span) -> Diagnostic {
    Diagnostic::error("pp-empty-filename", span, "empty filename")
}
pub fn include_next_in_main(span: Span) -> Diagnostic {
    Diagnostic::warning(
        "pp-include-next-in-main",
        span,
        "#include_next in primary source file",
    )
}

// ----------------------------------------------------------- directives

pub fn invalid_directive(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-invalid-directive",
        span,
        "invalid preprocessing directive",
    )
}
pub fn error_directive(span: Span, text: &str) -> Diagnostic {
    Diagnostic::error("pp-error", span, text.to_string())
}
pub fn warning_directive(span: Span, text: &str) -> Diagnostic {
    Diagnostic::warning("pp-warning", span, text.to_string())
}
pub fn extra_tokens(span: Span, directive: &str) -> Diagnostic {
    Diagnostic::warning(
        "pp-extra-tokens",
        span,
        format!("extra tokens at end of #{directive} directive"),
    )
}
pub fn line_requires_positive(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-line-invalid",
        span,
        "#line directive requires a positive integer argument",
    )
}
pub fn line_invalid_filename(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-line-filename",
        span,
        "invalid filename for #line directive",
    )
}
pub fn directive_in_macro_args(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-directive-in-macro-args",
        span,
        "embedding a directive within macro arguments is not supported",
    )
}
pub fn pragma_syntax(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-pragma-syntax",
        span,
        "_Pragma takes a parenthesized string literal",
    )
}
pub fn pragma_pop_macro_without_push(span: Span, name: &str) -> Diagnostic {
    Diagnostic::warning(
        "pp-pop-macro",
        span,
        format!("pragma pop_macro could not pop '{name}', no matching push_macro"),
    )
}

// --------------------------------------------------------- conditionals

pub fn unterminated_conditional(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-unterminated-conditional",
        span,
        "unterminated conditional directive",
    )
}
pub fn else_without_if(span: Span) -> Diagnostic {
    Diagnostic::error("pp-else-without-if", span, "#else without #if")
}
pub fn elif_without_if(span: Span, directive: &str) -> Diagnostic {
    Diagnostic::error(
        "pp-elif-without-if",
        span,
        format!("#{directive} without #if"),
    )
}
pub fn endif_without_if(span: Span) -> Diagnostic {
    Diagnostic::error("pp-endif-without-if", span, "#endif without #if")
}
pub fn else_after_else(span: Span, directive: &str, previous: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-else-after-else",
        span,
        format!("#{directive} after #else"),
    )
    .with_note_at(previous, "previous #else is here")
}
pub fn if_without_expression(span: Span, directive: &str) -> Diagnostic {
    Diagnostic::error(
        "pp-if-no-expr",
        span,
        format!("#{directive} with no expression"),
    )
}
pub fn expected_value(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-expr-expected-value",
        span,
        "expected value in expression",
    )
}
pub fn invalid_binary_operator(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-expr-invalid-binop",
        span,
        "token is not a valid binary operator in a preprocessor subexpression",
    )
}
pub fn missing_rparen_in_expr(span: Span) -> Diagnostic {
    Diagnostic::error("pp-expr-missing-rparen", span, "missing ')' in expression")
}
pub fn division_by_zero(span: Span, remainder: bool) -> Diagnostic {
    if remainder {
        Diagnostic::error(
            "pp-expr-rem-zero",
            span,
            "remainder by zero in preprocessor expression",
        )
    } else {
        Diagnostic::error(
            "pp-expr-div-zero",
            span,
            "division by zero in preprocessor expression",
        )
    }
}
pub fn float_in_expr(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-expr-float",
        span,
        "floating point literal in preprocessor expression",
    )
}
pub fn invalid_expr_token(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-expr-invalid-token",
        span,
        "invalid token at start of a preprocessor expression",
    )
}
pub fn undefined_function_macro(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        "pp-expr-undefined-function",
        span,
        format!("function-like macro '{name}' is not defined"),
    )
}
pub fn defined_missing_rparen(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-defined-missing-rparen",
        span,
        "missing ')' after 'defined'",
    )
}
pub fn has_include_syntax(span: Span, builtin: &str) -> Diagnostic {
    Diagnostic::error(
        "pp-has-include-syntax",
        span,
        format!("missing '(' after '{builtin}'"),
    )
}
pub fn feature_check_malformed(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-feature-check-malformed",
        span,
        "builtin feature check macro requires a parenthesized identifier",
    )
}
pub fn literal_too_large_signed(span: Span) -> Diagnostic {
    Diagnostic::warning(
        "pp-expr-literal-unsigned",
        span,
        "integer literal is too large to be represented in a signed integer type, interpreting as unsigned",
    )
}

// -------------------------------------------------------------- macros

pub fn cuda_arch_several_targets(span: Span, targets: usize) -> Diagnostic {
    Diagnostic::warning(
        "pp-cuda-arch-several-targets",
        span,
        format!("'__CUDA_ARCH__' is undefined: this single-pass translation serves {targets} targets and the host, so it has no one value"),
    )
    .with_note_at(span, "test the target in code instead: 'if codegen(__nvvm_arch >= 70)' or 'if codegen(__is_amdgpu_target)'")
}

pub fn macro_name_missing(span: Span) -> Diagnostic {
    Diagnostic::error("pp-macro-name-missing", span, "macro name missing")
}
pub fn macro_name_not_identifier(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-macro-name-not-identifier",
        span,
        "macro name must be an identifier",
    )
}
pub fn defined_as_macro_name(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-defined-macro-name",
        span,
        "'defined' cannot be used as a macro name",
    )
}
pub fn macro_redefined(span: Span, name: &str, previous: Span) -> Diagnostic {
    Diagnostic::warning(
        "pp-macro-redefined",
        span,
        format!("'{name}' macro redefined"),
    )
    .with_note_at(previous, "previous definition is here")
}
pub fn builtin_macro_redefined(span: Span) -> Diagnostic {
    Diagnostic::warning("pp-builtin-redefined", span, "redefining builtin macro")
}
pub fn builtin_macro_undefined(span: Span) -> Diagnostic {
    Diagnostic::warning("pp-builtin-undefined", span, "undefining builtin macro")
}
pub fn invalid_macro_param(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-invalid-param",
        span,
        "invalid token in macro parameter list",
    )
}
pub fn missing_rparen_in_params(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-params-missing-rparen",
        span,
        "missing ')' in macro parameter list",
    )
}
pub fn expected_comma_in_params(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-params-expected-comma",
        span,
        "expected comma in macro parameter list",
    )
}
pub fn duplicate_macro_param(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        "pp-duplicate-param",
        span,
        format!("duplicate macro parameter name '{name}'"),
    )
}
pub fn hashhash_at_edge(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-hashhash-edge",
        span,
        "'##' cannot appear at either end of a macro expansion",
    )
}
pub fn hash_not_followed_by_param(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-hash-not-param",
        span,
        "'#' is not followed by a macro parameter",
    )
}
pub fn va_args_outside_variadic(span: Span) -> Diagnostic {
    Diagnostic::warning(
        "pp-va-args-outside",
        span,
        "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro",
    )
}
pub fn va_opt_outside_variadic(span: Span) -> Diagnostic {
    Diagnostic::warning(
        "pp-va-opt-outside",
        span,
        "__VA_OPT__ can only appear in the expansion of a variadic macro",
    )
}
pub fn va_opt_missing_lparen(span: Span) -> Diagnostic {
    Diagnostic::error("pp-va-opt-lparen", span, "missing '(' following __VA_OPT__")
}
pub fn va_opt_unterminated(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-va-opt-unterminated",
        span,
        "unterminated __VA_OPT__ (missing ')')",
    )
}
pub fn va_opt_nested(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-va-opt-nested",
        span,
        "__VA_OPT__ cannot be nested within its own replacement tokens",
    )
}
pub fn unterminated_macro_call(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        "pp-unterminated-call",
        span,
        "unterminated function-like macro invocation",
    )
    .with_note(format!("macro '{name}' is defined as function-like"))
}
pub fn too_many_macro_args(span: Span, name: &str, previous: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-too-many-args",
        span,
        "too many arguments provided to function-like macro invocation",
    )
    .with_note_at(previous, format!("macro '{name}' defined here"))
}
pub fn too_few_macro_args(span: Span, name: &str, previous: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-too-few-args",
        span,
        "too few arguments provided to function-like macro invocation",
    )
    .with_note_at(previous, format!("macro '{name}' defined here"))
}
pub fn invalid_paste(span: Span, text: &str) -> Diagnostic {
    Diagnostic::error(
        "pp-invalid-paste",
        span,
        format!("pasting formed '{text}', an invalid preprocessing token"),
    )
}
pub fn expansion_too_deep(span: Span) -> Diagnostic {
    Diagnostic::error(
        "pp-expansion-too-deep",
        span,
        "macro expansion nested too deeply",
    )
}
pub fn expansion_budget_exceeded(span: Span, limit: usize) -> Diagnostic {
    Diagnostic::error(
        "pp-expansion-budget",
        span,
        format!("macro expansion produced more than {limit} tokens"),
    )
}
