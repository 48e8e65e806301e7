//! Diagnostics of the CUDA kernel attributes `__cluster_dims__` and
//! `__block_size__`.

use super::err;
use lexer::diag::Diagnostic;
use lexer::source::Span;

pub fn kernel_attr_arity(span: Span, attr: &str, most: usize, what: &str) -> Diagnostic {
    err(
        "sema-kernel-attr-arity",
        span,
        format!("'{attr}' attribute takes no more than {most} {what}"),
    )
}

pub fn kernel_attr_not_constant(span: Span, attr: &str, index: usize) -> Diagnostic {
    err(
        "sema-kernel-attr-constant",
        span,
        format!("'{attr}' attribute requires parameter {index} to be an integer constant"),
    )
}

pub fn kernel_attr_not_positive(span: Span, attr: &str, index: usize, value: i128) -> Diagnostic {
    err(
        "sema-kernel-attr-positive",
        span,
        format!("'{attr}' attribute parameter {index} must be positive (it is {value})"),
    )
}

pub fn cluster_too_large(span: Span, most: u64) -> Diagnostic {
    err(
        "sema-cluster-too-large",
        span,
        format!("only a maximum of {most} thread blocks in a cluster is supported"),
    )
}
