//! Diagnostics of templates: arguments, specializations, deduction,
//! instantiation, packs.

use super::err;
use lexer::diag::Diagnostic;
use lexer::source::Span;

pub fn not_a_template(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-not-a-template",
        span,
        format!("'{name}' does not refer to a template"),
    )
}
pub fn too_few_template_args(span: Span, name: &str, n: usize) -> Diagnostic {
    let _ = n;
    err(
        "sema-too-few-template-args",
        span,
        format!("too few template arguments for {name}"),
    )
}
pub fn too_many_template_args(span: Span, name: &str, n: usize) -> Diagnostic {
    let _ = n;
    err(
        "sema-too-many-template-args",
        span,
        format!("too many template arguments for {name}"),
    )
}
pub fn template_arg_not_type(span: Span) -> Diagnostic {
    err(
        "sema-template-arg-type",
        span,
        "template argument for template type parameter must be a type".into(),
    )
}
pub fn template_arg_not_value(span: Span) -> Diagnostic {
    err(
        "sema-template-arg-value",
        span,
        "template argument for non-type template parameter must be an expression".into(),
    )
}
pub fn template_arg_not_template(span: Span) -> Diagnostic {
    err(
        "sema-template-arg-template",
        span,
        "template argument for template template parameter must be a class template".into(),
    )
}
pub fn template_arg_not_constant(span: Span) -> Diagnostic {
    err(
        "sema-template-arg-constant",
        span,
        "non-type template argument is not a constant expression".into(),
    )
}
pub fn ambiguous_partial_specialization(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-ambiguous-partial-spec",
        span,
        format!("ambiguous partial specializations of '{name}'"),
    )
}
pub fn specialization_after_instantiation(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-spec-after-instantiation",
        span,
        format!("explicit specialization of '{name}' after instantiation"),
    )
}
pub fn no_template_for_specialization(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-no-template-for-spec",
        span,
        format!("no function template matches function template specialization '{name}'"),
    )
}
pub fn template_depth_exceeded(span: Span, depth: usize) -> Diagnostic {
    err(
        "sema-template-depth",
        span,
        format!("recursive template instantiation exceeded maximum depth of {depth}"),
    )
}
pub fn no_pack_in_expansion(span: Span) -> Diagnostic {
    err(
        "sema-no-pack",
        span,
        "pack expansion does not contain any unexpanded parameter packs".into(),
    )
}
pub fn pack_select_not_pack(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-pack-select-not-pack",
        span,
        format!("'{name}' does not refer to the name of a parameter pack"),
    )
}
pub fn unexpanded_pack_slice(span: Span) -> Diagnostic {
    err(
        "sema-unexpanded-pack-slice",
        span,
        "pack slice must be expanded with '...'".into(),
    )
}
pub fn pack_index_not_constant(span: Span) -> Diagnostic {
    err(
        "sema-pack-index-not-constant",
        span,
        "pack index is not a constant expression".into(),
    )
}
pub fn pack_index_out_of_bounds(span: Span, index: i128, name: &str, len: usize) -> Diagnostic {
    err(
        "sema-pack-index-bounds",
        span,
        format!("invalid index {index} for pack '{name}' of size {len}"),
    )
}
pub fn pack_length_mismatch(span: Span) -> Diagnostic {
    err(
        "sema-pack-length",
        span,
        "pack expansion contains parameter packs that have different lengths".into(),
    )
}
pub fn sizeof_pack_not_pack(span: Span) -> Diagnostic {
    err(
        "sema-sizeof-pack",
        span,
        "operand of 'sizeof...' must be a parameter pack".into(),
    )
}
pub fn empty_fold(span: Span, op: &str) -> Diagnostic {
    err(
        "sema-empty-fold",
        span,
        format!(
            "unary fold expression has empty expansion for operator '{op}' with no fallback value"
        ),
    )
}
pub fn unexpanded_pack(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-unexpanded-pack",
        span,
        format!("expression contains unexpanded parameter pack '{name}'"),
    )
}
pub fn template_not_value(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-template-not-value",
        span,
        format!("use of template '{name}' requires template arguments"),
    )
}
pub fn template_needs_args(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-template-needs-args",
        span,
        format!("use of class template '{name}' requires template arguments"),
    )
}
pub fn reference_to_void(span: Span) -> Diagnostic {
    err(
        "sema-reference-to-void",
        span,
        "cannot form a reference to 'void'".into(),
    )
}
pub fn redefinition_different_kind(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-redefinition-kind",
        span,
        format!("redefinition of '{name}' as different kind of symbol"),
    )
}
pub fn ctad_failed(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-ctad-failed",
        span,
        format!("no viable constructor or deduction guide for deduction of template arguments of '{name}'"),
    )
}
pub fn no_tag_member(span: Span, tag: &str, name: &str, scope: &str) -> Diagnostic {
    err(
        "sema-no-member-in-scope",
        span,
        format!("no {tag} named '{name}' in '{scope}'"),
    )
}
pub fn ctad_ambiguous(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-ctad-ambiguous",
        span,
        format!("ambiguous deduction for template arguments of '{name}'"),
    )
}
pub fn undefined_template(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-undefined-template",
        span,
        format!("implicit instantiation of undefined template '{name}'"),
    )
}
pub fn type_has_no_members(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-type-no-members",
        span,
        format!("type '{ty}' cannot be used prior to '::' because it has no members"),
    )
}
pub fn constexpr_if_not_constant(span: Span) -> Diagnostic {
    err(
        "sema-constexpr-if-not-constant",
        span,
        "constexpr if condition is not a constant expression".into(),
    )
}
pub fn missing_typename(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-missing-typename",
        span,
        format!("missing 'typename' prior to dependent type name '{name}'"),
    )
}
pub fn missing_typename_extension(span: Span, name: &str) -> Diagnostic {
    Diagnostic::warning(
        "sema-missing-typename-ext",
        span,
        format!(
            "missing 'typename' prior to dependent type name {name}; implicit 'typename' is a C++20 extension"
        ),
    )
}
