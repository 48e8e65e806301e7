//! Diagnostics of the C-style extensions clang and g++ accept in C++ (GNU
//! case ranges, C99 designators, string literals to `char *`, ...). A
//! warning that clang puts under a flag has a row in `lexer::warnings`,
//! which the driver selects by (`-Wno-name`, `-Werror=name`, `-w`) and
//! whose `[-Wname]` it appends, as clang prints it.

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
        format!("ISO C++11 does not allow conversion from string literal to '{to}'"),
    )
}

pub fn designated_non_aggregate(span: Span, ty: &str) -> Diagnostic {
    Diagnostic::error(
        "sema-designated-non-aggregate",
        span,
        format!("initialization of non-aggregate type '{ty}' with a designated initializer list"),
    )
}
pub fn c99_designator_mixture(span: Span, positional: Span) -> Diagnostic {
    Diagnostic::warning(
        "sema-c99-designator",
        span,
        "mixture of designated and non-designated initializers in the same initializer list is a C99 extension",
    )
    .with_note_at(positional, "first non-designated initializer is here")
}
pub fn c99_nested_designator(span: Span) -> Diagnostic {
    Diagnostic::warning(
        "sema-c99-designator",
        span,
        "nested designators are a C99 extension",
    )
}
pub fn c99_array_designator(span: Span) -> Diagnostic {
    Diagnostic::warning(
        "sema-c99-designator",
        span,
        "array designators are a C99 extension",
    )
}
pub fn c99_designator_brace_elision(span: Span) -> Diagnostic {
    Diagnostic::warning(
        "sema-c99-designator",
        span,
        "brace elision for designated initializer is a C99 extension",
    )
}
pub fn reorder_init_list(span: Span, earlier: &str, later: &str, prev: Span) -> Diagnostic {
    Diagnostic::warning(
        "sema-reorder-init-list",
        span,
        format!(
            "ISO C++ requires field designators to be specified in declaration order; field '{earlier}' will be initialized after field '{later}'"
        ),
    )
    .with_note_at(prev, format!("previous initialization for field '{earlier}' is here"))
}
pub fn initializer_overrides(span: Span, prev: Span) -> Diagnostic {
    Diagnostic::warning(
        "sema-initializer-overrides",
        span,
        "initializer overrides prior initialization of this subobject",
    )
    .with_note_at(prev, "previous initialization is here")
}
/// Designating a union member after another: clang's default-error form.
pub fn initializer_partially_overrides(span: Span, prev: Span) -> Diagnostic {
    Diagnostic::error(
        "sema-initializer-partially-overrides",
        span,
        "initializer partially overrides prior initialization of this subobject",
    )
    .with_note_at(prev, "previous initialization is here")
}
pub fn no_field_designated(span: Span, name: &str, ty: &str) -> Diagnostic {
    Diagnostic::error(
        "sema-designator-no-field",
        span,
        format!("field designator '{name}' does not refer to any field in type '{ty}'"),
    )
}
pub fn array_designator_bounds(span: Span, index: i128, bound: &str) -> Diagnostic {
    Diagnostic::error(
        "sema-designator-bounds",
        span,
        format!("array designator index ({index}) exceeds array bounds ({bound})"),
    )
}
pub fn field_designator_non_class(span: Span, ty: &str) -> Diagnostic {
    Diagnostic::error(
        "sema-designator-kind",
        span,
        format!("field designator cannot initialize a non-class type '{ty}'"),
    )
}
pub fn array_designator_non_array(span: Span, ty: &str) -> Diagnostic {
    Diagnostic::error(
        "sema-designator-kind",
        span,
        format!("array designator cannot initialize non-array type '{ty}'"),
    )
}

pub fn flexible_array_not_at_end(span: Span, name: &str, ty: &str) -> Diagnostic {
    Diagnostic::error(
        "sema-flexible-array-not-at-end",
        span,
        format!("flexible array member '{name}' with type '{ty}' is not at the end of struct"),
    )
}

pub fn va_arg_non_pod(span: Span, ty: &str) -> Diagnostic {
    Diagnostic::error(
        "sema-va-arg-non-pod",
        span,
        format!("second argument to 'va_arg' is of non-POD type '{ty}'"),
    )
}

/// clang's warning for a variable-length array in C++.
pub fn array_element_misaligned(span: Span, elem: &str, size: u64, align: u64) -> Diagnostic {
    Diagnostic::error(
        "sema-array-element-misaligned",
        span,
        format!(
            "size of array element of type '{elem}' ({size} bytes) isn't a multiple of its alignment ({align} bytes)"
        ),
    )
}
pub fn vla_cxx_extension(span: Span) -> Diagnostic {
    Diagnostic::warning(
        "sema-vla-cxx-extension",
        span,
        "variable length arrays in C++ are a Clang extension",
    )
}
pub fn vla_initialized(span: Span) -> Diagnostic {
    Diagnostic::error(
        "sema-vla-initialized",
        span,
        "variable-sized object may not be initialized",
    )
}
