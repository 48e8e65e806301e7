//! Diagnostics of the C-style extensions clang and g++ accept in C++ (GNU
//! case ranges, C99 designators, string literals to `char *`, ...). A
//! warning that clang puts under a flag ends with the flag, `[-Wname]`, as
//! clang shows it; `-Wno-name` and `-w` select warnings by it.

use lexer::diag::Diagnostic;
use lexer::source::Span;

pub fn empty_case_range(span: Span) -> Diagnostic {
    Diagnostic::warning("sema-empty-case-range", span, "empty case range specified")
}

pub fn stmt_expr_at_file_scope(span: Span) -> Diagnostic {
    Diagnostic::error(
        "sema-stmt-expr-file-scope",
        span,
        "statement expression not allowed at file scope",
    )
}

pub fn writable_string(span: Span, to: &str) -> Diagnostic {
    Diagnostic::warning(
        "sema-writable-strings",
        span,
        format!(
            "ISO C++11 does not allow conversion from string literal to '{to}' [-Wwritable-strings]"
        ),
    )
}
