//! Type traits, type transformations and builtin functions, in clang's words.

use super::err;
use lexer::diag::Diagnostic;
use lexer::source::Span;

pub fn type_trait_arity(span: Span, want: usize, or_more: bool, have: usize) -> Diagnostic {
    let want_s = if want == 1 && !or_more { "" } else { "s" };
    let have_s = if have == 1 { "" } else { "s" };
    let more = if or_more { " or more" } else { "" };
    err(
        "sema-type-trait-arity",
        span,
        format!("type trait requires {want}{more} argument{want_s}; have {have} argument{have_s}"),
    )
}
pub fn expected_type(span: Span) -> Diagnostic {
    err("sema-expected-type", span, "expected a type".into())
}
pub fn incomplete_in_type_trait(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-type-trait-incomplete",
        span,
        format!("incomplete type '{ty}' used in type trait expression"),
    )
}
pub fn incomplete_type_required(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-incomplete-type-required",
        span,
        format!("incomplete type '{ty}' where a complete type is required"),
    )
}
pub fn only_enums_have_underlying_types(span: Span) -> Diagnostic {
    err(
        "sema-underlying-type-not-enum",
        span,
        "only enumeration types have underlying types".into(),
    )
}
pub fn make_integer_seq_args(span: Span) -> Diagnostic {
    err(
        "sema-make-integer-seq-args",
        span,
        "'__make_integer_seq' requires a template, an integral type and a count".into(),
    )
}
pub fn make_integer_seq_count(span: Span, few: bool) -> Diagnostic {
    let which = if few { "few" } else { "many" };
    err(
        "sema-make-integer-seq-count",
        span,
        format!("too {which} template arguments for template '__make_integer_seq'"),
    )
}
pub fn make_integer_seq_negative(span: Span) -> Diagnostic {
    err(
        "sema-make-integer-seq-negative",
        span,
        "integer sequences must have non-negative sequence length".into(),
    )
}
pub fn make_integer_seq_not_integral(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-make-integer-seq-type",
        span,
        format!("integer sequences must have integral element type ('{ty}' invalid)"),
    )
}
pub fn float_classification_arg(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-builtin-float-arg",
        span,
        format!("floating point classification requires argument of floating point type (passed in '{ty}')"),
    )
}
pub fn float_comparison_args(span: Span, a: &str, b: &str) -> Diagnostic {
    err(
        "sema-builtin-float-args",
        span,
        format!("ordered compare requires two args of floating point type ('{a}' and '{b}')"),
    )
}
pub fn expect_probability_range(span: Span) -> Diagnostic {
    err(
        "sema-expect-probability",
        span,
        "probability argument to __builtin_expect_with_probability is outside the range [0.0, 1.0]"
            .into(),
    )
}
pub fn overflow_operand(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-overflow-operand",
        span,
        format!("operand argument to overflow builtin must be an integer type ('{ty}' invalid)"),
    )
}
pub fn overflow_result(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-overflow-result",
        span,
        format!("result argument to overflow builtin must be a pointer to a non-const integer type ('{ty}' invalid)"),
    )
}
pub fn alignment_not_power_of_two(span: Span) -> Diagnostic {
    err(
        "sema-alignment-not-power-of-two",
        span,
        "requested alignment is not a power of 2".into(),
    )
}
pub fn launder_arg(span: Span, what: &str) -> Diagnostic {
    err(
        "sema-launder-arg",
        span,
        format!("{what} argument to '__builtin_launder' is not allowed"),
    )
}
pub fn launder_not_pointer(span: Span) -> Diagnostic {
    err(
        "sema-launder-not-pointer",
        span,
        "non-pointer argument to '__builtin_launder' is not allowed".into(),
    )
}
pub fn addressof_rvalue(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-addressof-rvalue",
        span,
        format!("cannot take the address of an rvalue of type '{ty}'"),
    )
}
pub fn bit_cast_size(span: Span, from: u64, to: u64) -> Diagnostic {
    err(
        "sema-bit-cast-size",
        span,
        format!("__builtin_bit_cast source size does not equal destination size ({from} vs {to})"),
    )
}
pub fn bit_cast_not_trivially_copyable(span: Span, which: &str) -> Diagnostic {
    err(
        "sema-bit-cast-type",
        span,
        format!("__builtin_bit_cast {which} type must be trivially copyable"),
    )
}
pub fn builtin_needs_constant(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-builtin-constant-arg",
        span,
        format!("argument to '{name}' must be a constant integer"),
    )
}
pub fn builtin_string_arg(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-builtin-string-arg",
        span,
        format!("argument to '{name}' must be a string literal"),
    )
}
pub fn va_list_arg(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-va-list-arg",
        span,
        format!("first argument to 'va_arg' is of type '{ty}' and not 'va_list'"),
    )
}
pub fn va_start_outside_variadic(span: Span) -> Diagnostic {
    err(
        "sema-va-start-not-variadic",
        span,
        "'va_start' used in function with fixed args".into(),
    )
}
pub fn builtin_address_taken(span: Span) -> Diagnostic {
    err(
        "sema-builtin-address",
        span,
        "builtin functions must be directly called".into(),
    )
}
