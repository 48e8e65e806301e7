//! Diagnostics of classes and the object model: members, special member
//! functions, inheritance, virtual functions, access, overload resolution
//! with classes, object lifetime.

use super::err;
use lexer::diag::Diagnostic;
use lexer::source::Span;

pub fn invalid_this(span: Span) -> Diagnostic {
    err(
        "sema-invalid-this",
        span,
        "invalid use of 'this' outside of a non-static member function".into(),
    )
}
