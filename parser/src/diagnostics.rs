//! Every diagnostic the parser reports: one constructor each, with a stable
//! `parse-...` code. Messages follow clang's wording where clang has one.

use lexer::diag::Diagnostic;
use lexer::source::Span;

/// `expected ';' after expression` (also after declaration, return
/// statement, ...). `context` is one of a fixed set of construct names.
pub fn expected_semi_after(span: Span, context: &'static str) -> Diagnostic {
    Diagnostic::error(
        "parse-expected-semi",
        span,
        format!("expected ';' after {context}"),
    )
}

/// `expected expression`
pub fn expected_expression(span: Span) -> Diagnostic {
    Diagnostic::error("parse-expected-expression", span, "expected expression")
}

/// `expected ')'` (any punctuator or keyword spelled by `token`), with a
/// note at the opening bracket it would close, if any.
pub fn expected_token(
    span: Span,
    token: &'static str,
    opened_at: Option<(Span, &'static str)>,
) -> Diagnostic {
    let d = Diagnostic::error("parse-expected-token", span, format!("expected '{token}'"));
    match opened_at {
        Some((at, open)) => d.with_note_at(at, format!("to match this '{open}'")),
        None => d,
    }
}

/// `expected a type`
pub fn expected_type(span: Span) -> Diagnostic {
    Diagnostic::error("parse-expected-type", span, "expected a type")
}

/// `expected identifier`
pub fn expected_identifier(span: Span) -> Diagnostic {
    Diagnostic::error("parse-expected-identifier", span, "expected identifier")
}

/// `expected unqualified-id` (a declarator without a name, a member access
/// without a member).
pub fn expected_unqualified_id(span: Span) -> Diagnostic {
    Diagnostic::error(
        "parse-expected-unqualified-id",
        span,
        "expected unqualified-id",
    )
}

/// `expected declaration` at namespace or class scope.
pub fn expected_declaration(span: Span) -> Diagnostic {
    Diagnostic::error("parse-expected-declaration", span, "expected declaration")
}

/// `expected statement` (a label at the end of a compound statement).
pub fn expected_statement(span: Span) -> Diagnostic {
    Diagnostic::error("parse-expected-statement", span, "expected statement")
}

/// `expected string literal` (`extern "C"`, `static_assert` messages).
pub fn expected_string_literal(span: Span) -> Diagnostic {
    Diagnostic::error(
        "parse-expected-string-literal",
        span,
        "expected string literal",
    )
}

/// `extraneous closing brace ('}')` at namespace scope.
pub fn extraneous_closing_brace(span: Span) -> Diagnostic {
    Diagnostic::error(
        "parse-extraneous-brace",
        span,
        "extraneous closing brace ('}')",
    )
}

/// `bracket nesting level exceeded maximum of 256`, clang's words (which
/// clang makes fatal; circle-rs recovers after the nested construct).
pub fn bracket_nesting_too_deep(span: Span, max: u32) -> Diagnostic {
    Diagnostic::error(
        "parse-nesting-too-deep",
        span,
        format!("bracket nesting level exceeded maximum of {max}"),
    )
}

/// `nesting level exceeded maximum of 1024`: the recursion limit that
/// keeps deeply nested input from overflowing the stack.
pub fn nesting_too_deep(span: Span, max: u32) -> Diagnostic {
    Diagnostic::error(
        "parse-nesting-too-deep",
        span,
        format!("nesting level exceeded maximum of {max}"),
    )
}

/// `cannot combine with previous 'long' declaration specifier`
pub fn cannot_combine_specifier(span: Span, previous: &'static str) -> Diagnostic {
    Diagnostic::error(
        "parse-invalid-specifier-combination",
        span,
        format!("cannot combine with previous '{previous}' declaration specifier"),
    )
}

/// `[]<class T>(T x) {...}` in C++17 (clang's and GCC's extension).
pub fn lambda_template_extension(span: Span) -> Diagnostic {
    Diagnostic::warning(
        "parse-lambda-template-ext",
        span,
        "explicit template parameter list for lambdas is a C++20 extension".to_string(),
    )
}

/// `duplicate 'const' declaration specifier` (a warning, as in clang).
pub fn duplicate_specifier(span: Span, spec: &'static str) -> Diagnostic {
    Diagnostic::warning(
        "parse-duplicate-specifier",
        span,
        format!("duplicate '{spec}' declaration specifier"),
    )
}

/// `a type specifier is required for all declarations`
pub fn missing_type_specifier(span: Span) -> Diagnostic {
    Diagnostic::error(
        "parse-missing-type-specifier",
        span,
        "a type specifier is required for all declarations",
    )
}

/// `expected statement or declaration after '@meta'` (or `'@codegen'`).
pub fn expected_after_staging(span: Span, prefix: &'static str) -> Diagnostic {
    Diagnostic::error(
        "parse-expected-after-staging",
        span,
        format!("expected statement or declaration after '{prefix}'"),
    )
}

/// `'@codegen' may only prefix an if statement or a variable declaration`
pub fn codegen_prefix_misplaced(span: Span) -> Diagnostic {
    Diagnostic::error(
        "parse-codegen-misplaced",
        span,
        "'@codegen' may only prefix an if statement or a variable declaration",
    )
}

/// `'for enum' requires '@meta'`
pub fn for_enum_requires_meta(span: Span) -> Diagnostic {
    Diagnostic::error(
        "parse-for-enum-not-meta",
        span,
        "'for enum' requires '@meta'",
    )
}

/// `expected '(' after 'if codegen'` and similar: a keyword that must be
/// followed by a parenthesized operand.
pub fn expected_lparen_after(span: Span, keyword: &'static str) -> Diagnostic {
    Diagnostic::error(
        "parse-expected-lparen",
        span,
        format!("expected '(' after '{keyword}'"),
    )
}

/// `expected ':' in 'for enum'` / range-for: the loop variable is followed
/// by a ':' and the range.
pub fn expected_range_colon(span: Span) -> Diagnostic {
    Diagnostic::error(
        "parse-expected-range-colon",
        span,
        "expected ':' after loop variable",
    )
}

/// `function definition is not allowed here`
pub fn function_definition_not_allowed(span: Span) -> Diagnostic {
    Diagnostic::error(
        "parse-function-definition-not-allowed",
        span,
        "function definition is not allowed here",
    )
}

/// `'...' must be the last parameter`
pub fn ellipsis_not_last(span: Span) -> Diagnostic {
    Diagnostic::error(
        "parse-ellipsis-not-last",
        span,
        "'...' must be the last parameter",
    )
}

/// `expected ';' after struct` (or union, enum, class)
pub fn expected_semi_after_tag(span: Span, tag: &'static str) -> Diagnostic {
    Diagnostic::error(
        "parse-expected-semi-after-tag",
        span,
        format!("expected ';' after {tag}"),
    )
}

/// `expected '}'` at end of input, with a note at the unclosed brace.
pub fn unclosed_brace(span: Span, opened_at: Span) -> Diagnostic {
    Diagnostic::error("parse-unclosed-brace", span, "expected '}'")
        .with_note_at(opened_at, "to match this '{'")
}

/// `expected 'while' in do/while loop`
pub fn expected_while_in_do(span: Span) -> Diagnostic {
    Diagnostic::error(
        "parse-expected-while",
        span,
        "expected 'while' in do/while loop",
    )
}

/// `expected 'catch' after try block` (a try without handlers)
pub fn expected_catch(span: Span) -> Diagnostic {
    Diagnostic::error(
        "parse-expected-catch",
        span,
        "expected 'catch' after try block",
    )
}

/// `= 1` after a function declarator: only `= 0`, `= default` and
/// `= delete` are allowed.
pub fn expected_pure_zero(span: Span) -> Diagnostic {
    Diagnostic::error(
        "parse-bad-pure-specifier",
        span,
        "initializer on function does not look like a pure-specifier",
    )
}
