//! Diagnostics of range-based `for`, braced initializer lists in
//! expressions, `std::initializer_list`, pointers to members and the other
//! class-language constructs the standard library leans on.

use super::err;
use lexer::diag::Diagnostic;
use lexer::source::Span;

pub fn range_incomplete(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-range-incomplete",
        span,
        format!("cannot use incomplete type '{ty}' as a range"),
    )
}
pub fn range_no_begin(span: Span, ty: &str, which: &str) -> Diagnostic {
    err(
        "sema-range-no-begin",
        span,
        format!("invalid range expression of type '{ty}'; no viable '{which}' function available"),
    )
}
pub fn ref_bind_init_list(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-ref-binding",
        span,
        format!("non-const lvalue reference to type '{ty}' cannot bind to an initializer list temporary"),
    )
}
pub fn no_initializer_list(span: Span) -> Diagnostic {
    err(
        "sema-no-initializer-list",
        span,
        "cannot deduce type of initializer list because std::initializer_list was not found; include <initializer_list>".into(),
    )
}
pub fn odd_initializer_list(span: Span) -> Diagnostic {
    err(
        "sema-odd-initializer-list",
        span,
        "std::initializer_list must be a class template with a pointer and a length as its members"
            .into(),
    )
}
pub fn cannot_deduce_list(span: Span, var: &str) -> Diagnostic {
    err(
        "sema-cannot-deduce-list",
        span,
        format!(
            "cannot deduce actual type for variable '{var}' with type 'auto' from initializer list"
        ),
    )
}
pub fn conflicting_list_types(span: Span, a: &str, b: &str) -> Diagnostic {
    err(
        "sema-conflicting-list-types",
        span,
        format!("deduced conflicting types ('{a}' vs '{b}') for initializer list element type"),
    )
}
pub fn init_list_vararg(span: Span) -> Diagnostic {
    err(
        "sema-init-list-vararg",
        span,
        "cannot pass initializer list to variadic function".into(),
    )
}
