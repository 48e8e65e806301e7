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
pub fn member_pointer_non_class(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-member-pointer-non-class",
        span,
        format!("member pointer refers into non-class type '{ty}'"),
    )
}
pub fn member_pointer_to_reference(span: Span, class: &str) -> Diagnostic {
    err(
        "sema-member-pointer-reference",
        span,
        format!("'{class}::*' declared as a pointer to a reference"),
    )
}
pub fn member_pointer_to_reference_member(span: Span, name: &str, ty: &str) -> Diagnostic {
    err(
        "sema-member-pointer-reference",
        span,
        format!("cannot form a pointer-to-member to member '{name}' of reference type '{ty}'"),
    )
}
pub fn member_pointer_bit_field(span: Span) -> Diagnostic {
    err(
        "sema-member-pointer-bit-field",
        span,
        "address of bit-field requested".into(),
    )
}
pub fn member_fn_not_called(span: Span) -> Diagnostic {
    err(
        "sema-member-fn-not-called",
        span,
        "reference to non-static member function must be called".into(),
    )
}
pub fn not_member_pointer(span: Span, op: &str, ty: &str) -> Diagnostic {
    err(
        "sema-not-member-pointer",
        span,
        format!("right hand operand to {op} has non-pointer-to-member type '{ty}'"),
    )
}
pub fn member_pointer_object(span: Span, op: &str, ty: &str) -> Diagnostic {
    err(
        "sema-member-pointer-object",
        span,
        format!("left hand operand to {op} must be a {}class compatible with the right hand operand, but is '{ty}'", if op == "->*" { "pointer to " } else { "" }),
    )
}
pub fn member_pointer_call_cv(span: Span, fn_ty: &str, qual: &str) -> Diagnostic {
    err(
        "sema-member-pointer-call-cv",
        span,
        format!("call to pointer to member function of type '{fn_ty}' drops '{qual}' qualifier"),
    )
}
pub fn member_pointer_call_ref(span: Span, mp: &str, rvalue: bool) -> Diagnostic {
    err(
        "sema-member-pointer-call-ref",
        span,
        format!(
            "pointer-to-member function type '{mp}' can only be called on an {}",
            if rvalue { "lvalue" } else { "rvalue" }
        ),
    )
}
pub fn no_matching_member_overload(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-member-overload",
        span,
        format!("address of overloaded function does not match required type '{ty}'"),
    )
}
pub fn ambiguous_member_pointer_conversion(span: Span, base: &str, derived: &str) -> Diagnostic {
    err(
        "sema-member-pointer-ambiguous",
        span,
        format!("ambiguous conversion from pointer to member of base class '{base}' to pointer to member of derived class '{derived}'"),
    )
}
pub fn member_pointer_virtual_base(span: Span, base: &str, derived: &str, via: &str) -> Diagnostic {
    err(
        "sema-member-pointer-virtual-base",
        span,
        format!("conversion from pointer to member of class '{base}' to pointer to member of class '{derived}' via virtual base '{via}' is not allowed"),
    )
}
