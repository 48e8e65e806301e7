//! Every diagnostic translation reports: one constructor each, with a stable
//! `sema-...` code and clang's wording where clang has one (lowercase, no
//! trailing period, code and types in single quotes). Types arrive already
//! spelled (`'unsigned int'`, `'const char *'`), names as written.

use lexer::diag::Diagnostic;
use lexer::source::Span;

fn err(code: &'static str, span: Span, msg: String) -> Diagnostic {
    Diagnostic::error(code, span, msg)
}

// ---------------------------------------------------------------- lookup

pub fn undeclared(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-undeclared",
        span,
        format!("use of undeclared identifier '{name}'"),
    )
}
pub fn unknown_type(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-unknown-type",
        span,
        format!("unknown type name '{name}'"),
    )
}
pub fn not_a_scope(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-not-a-scope",
        span,
        format!("'{name}' is not a class, namespace, or enumeration"),
    )
}
pub fn no_member_in_scope(span: Span, name: &str, scope: &str) -> Diagnostic {
    err(
        "sema-no-member-in-scope",
        span,
        format!("no member named '{name}' in '{scope}'"),
    )
}
pub fn not_a_value(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-not-a-value",
        span,
        format!("'{name}' does not refer to a value"),
    )
}
pub fn redefinition(span: Span, name: &str, previous: Span) -> Diagnostic {
    err(
        "sema-redefinition",
        span,
        format!("redefinition of '{name}'"),
    )
    .with_note_at(previous, "previous definition is here")
}
pub fn conflicting_types(span: Span, name: &str, previous: Span) -> Diagnostic {
    err(
        "sema-conflicting-types",
        span,
        format!("conflicting types for '{name}'"),
    )
    .with_note_at(previous, "previous declaration is here")
}

// ---------------------------------------------------------------- types

pub fn incomplete_var_type(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-incomplete-type",
        span,
        format!("variable has incomplete type '{ty}'"),
    )
}
pub fn incomplete_field_type(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-incomplete-field",
        span,
        format!("field has incomplete type '{ty}'"),
    )
}
pub fn typeid_needs_typeinfo(span: Span) -> Diagnostic {
    err(
        "sema-typeid-no-typeinfo",
        span,
        "you need to include <typeinfo> before using the 'typeid' operator".to_string(),
    )
}
pub fn sizeof_incomplete(span: Span, op: &str, ty: &str) -> Diagnostic {
    err(
        "sema-sizeof-incomplete",
        span,
        format!("invalid application of '{op}' to an incomplete type '{ty}'"),
    )
}
pub fn array_size_not_constant(span: Span) -> Diagnostic {
    err(
        "sema-array-size-not-constant",
        span,
        "array size is not an integral constant expression".into(),
    )
}
/// `name`: the declared variable, when there is one (`int a[-1]`, not
/// `sizeof(int[-1])`).
pub fn array_size_negative(span: Span, name: Option<&str>) -> Diagnostic {
    let msg = match name {
        Some(n) => format!("'{n}' declared as an array with a negative size"),
        None => "array size is negative".into(),
    };
    err("sema-array-size-negative", span, msg)
}
pub fn array_too_large(span: Span, len: u64) -> Diagnostic {
    err(
        "sema-array-too-large",
        span,
        format!("array is too large ({len} elements)"),
    )
}
pub fn array_of_invalid(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-array-element-type",
        span,
        format!("array has incomplete element type '{ty}'"),
    )
}
pub fn auto_needs_init(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-auto-no-init",
        span,
        format!(
            "declaration of variable '{name}' with deduced type 'auto' requires an initializer"
        ),
    )
}
pub fn auto_not_allowed(span: Span) -> Diagnostic {
    err(
        "sema-auto-not-allowed",
        span,
        "'auto' not allowed here".into(),
    )
}
pub fn not_an_enum(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-not-an-enum",
        span,
        format!("'{ty}' is not an enumeration type"),
    )
}
pub fn enumerator_out_of_range(span: Span, value: i128, ty: &str) -> Diagnostic {
    err(
        "sema-enumerator-range",
        span,
        format!("enumerator value {value} is not representable in the underlying type '{ty}'"),
    )
}
pub fn bad_underlying_type(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-enum-underlying",
        span,
        format!("non-integral type '{ty}' is an invalid underlying type"),
    )
}

// ---------------------------------------------------------------- initialization

pub fn init_conversion(span: Span, to: &str, from: &str, lvalue: bool) -> Diagnostic {
    let cat = if lvalue { "lvalue" } else { "rvalue" };
    err(
        "sema-init-conversion",
        span,
        format!("cannot initialize a variable of type '{to}' with an {cat} of type '{from}'"),
    )
}
pub fn param_conversion(span: Span, to: &str, from: &str, lvalue: bool) -> Diagnostic {
    let cat = if lvalue { "lvalue" } else { "rvalue" };
    err(
        "sema-arg-conversion",
        span,
        format!("cannot initialize a parameter of type '{to}' with an {cat} of type '{from}'"),
    )
}
pub fn return_conversion(span: Span, to: &str, from: &str, lvalue: bool) -> Diagnostic {
    let cat = if lvalue { "lvalue" } else { "rvalue" };
    err(
        "sema-return-conversion",
        span,
        format!("cannot initialize return object of type '{to}' with an {cat} of type '{from}'"),
    )
}
pub fn assign_conversion(span: Span, to: &str, from: &str) -> Diagnostic {
    err(
        "sema-assign-conversion",
        span,
        format!("assigning to '{to}' from incompatible type '{from}'"),
    )
}
pub fn ref_bind_temporary(span: Span, ty: &str, from: &str) -> Diagnostic {
    err(
        "sema-ref-binding",
        span,
        format!(
            "non-const lvalue reference to type '{ty}' cannot bind to a temporary of type '{from}'"
        ),
    )
}
pub fn excess_elements(span: Span, what: &str) -> Diagnostic {
    err(
        "sema-excess-elements",
        span,
        format!("excess elements in {what} initializer"),
    )
}
pub fn scalar_init_list(span: Span) -> Diagnostic {
    err(
        "sema-scalar-init-list",
        span,
        "too many braces around scalar initializer".into(),
    )
}
pub fn non_constant_global_init(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-global-init-not-constant",
        span,
        format!("initializer of global variable '{name}' is not a compile-time constant"),
    )
}
pub fn constexpr_not_constant(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-constexpr-not-constant",
        span,
        format!("constexpr variable '{name}' must be initialized by a constant expression"),
    )
}
pub fn const_needs_init(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-const-no-init",
        span,
        format!("default initialization of an object of const type '{ty}'"),
    )
}

// ---------------------------------------------------------------- expressions

pub fn invalid_operands(span: Span, lhs: &str, rhs: &str) -> Diagnostic {
    err(
        "sema-invalid-operands",
        span,
        format!("invalid operands to binary expression ('{lhs}' and '{rhs}')"),
    )
}
pub fn invalid_unary(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-invalid-unary",
        span,
        format!("invalid argument type '{ty}' to unary expression"),
    )
}
pub fn not_assignable(span: Span) -> Diagnostic {
    err(
        "sema-not-assignable",
        span,
        "expression is not assignable".into(),
    )
}
pub fn assign_to_const(span: Span, var: Option<&str>, ty: &str) -> Diagnostic {
    let msg = match var {
        Some(v) => format!("cannot assign to variable '{v}' with const-qualified type '{ty}'"),
        None => format!("cannot assign to a value of const-qualified type '{ty}'"),
    };
    err("sema-assign-const", span, msg)
}
pub fn array_not_assignable(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-array-assign",
        span,
        format!("array type '{ty}' is not assignable"),
    )
}
pub fn not_subscriptable(span: Span) -> Diagnostic {
    err(
        "sema-subscript",
        span,
        "subscripted value is not an array, pointer, or vector".into(),
    )
}
pub fn subscript_not_integer(span: Span) -> Diagnostic {
    err(
        "sema-subscript-type",
        span,
        "array subscript is not an integer".into(),
    )
}
pub fn member_base_not_struct(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-member-base",
        span,
        format!("member reference base type '{ty}' is not a structure or union"),
    )
}
pub fn arrow_on_non_pointer(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-arrow-base",
        span,
        format!("member reference type '{ty}' is not a pointer; did you mean to use '.'?"),
    )
}
pub fn no_member(span: Span, name: &str, ty: &str) -> Diagnostic {
    err(
        "sema-no-member",
        span,
        format!("no member named '{name}' in '{ty}'"),
    )
}
pub fn deref_non_pointer(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-deref",
        span,
        format!("indirection requires pointer operand ('{ty}' invalid)"),
    )
}
pub fn deref_void(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-deref-void",
        span,
        format!("indirection not permitted on operand of type '{ty}'"),
    )
}
pub fn addr_of_rvalue(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-addr-rvalue",
        span,
        format!("cannot take the address of an rvalue of type '{ty}'"),
    )
}
pub fn invalid_cast(span: Span, from: &str, to: &str) -> Diagnostic {
    err(
        "sema-invalid-cast",
        span,
        format!("cannot cast from type '{from}' to '{to}'"),
    )
}
pub fn not_implicitly_convertible(span: Span, from: &str, to: &str) -> Diagnostic {
    err(
        "sema-not-convertible",
        span,
        format!("value of type '{from}' is not implicitly convertible to '{to}'"),
    )
}
pub fn not_contextually_bool(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-not-bool",
        span,
        format!("value of type '{ty}' is not contextually convertible to 'bool'"),
    )
}
pub fn incompatible_conditional(span: Span, a: &str, b: &str) -> Diagnostic {
    err(
        "sema-conditional-types",
        span,
        format!("incompatible operand types ('{a}' and '{b}')"),
    )
}
pub fn not_callable(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-not-callable",
        span,
        format!("called object type '{ty}' is not a function or function pointer"),
    )
}
pub fn too_many_args(span: Span, expected: usize, have: usize) -> Diagnostic {
    err(
        "sema-too-many-args",
        span,
        format!("too many arguments to function call, expected {expected}, have {have}"),
    )
}
pub fn too_few_args(span: Span, expected: usize, have: usize) -> Diagnostic {
    err(
        "sema-too-few-args",
        span,
        format!("too few arguments to function call, expected {expected}, have {have}"),
    )
}
pub fn no_matching_call(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-no-matching-call",
        span,
        format!("no matching function for call to '{name}'"),
    )
}
pub fn ambiguous_call(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-ambiguous-call",
        span,
        format!("call to '{name}' is ambiguous"),
    )
}
pub fn void_value_used(span: Span) -> Diagnostic {
    err(
        "sema-void-value",
        span,
        "value of type 'void' is not usable here".into(),
    )
}
pub fn not_integral_constant(span: Span) -> Diagnostic {
    err(
        "sema-not-constant",
        span,
        "expression is not an integral constant expression".into(),
    )
}
pub fn expression_too_deep(span: Span) -> Diagnostic {
    err(
        "sema-nesting-too-deep",
        span,
        "expression or statement nesting exceeds the translation limit".into(),
    )
}

// ---------------------------------------------------------------- statements

pub fn static_assert_failed(span: Span, message: Option<&str>) -> Diagnostic {
    match message {
        Some(m) => err(
            "sema-static-assert",
            span,
            format!("static assertion failed: {m}"),
        ),
        None => err("sema-static-assert", span, "static assertion failed".into()),
    }
}
pub fn static_assert_not_constant(span: Span) -> Diagnostic {
    err(
        "sema-static-assert-not-constant",
        span,
        "static assertion expression is not an integral constant expression".into(),
    )
}
pub fn case_not_in_switch(span: Span, what: &str) -> Diagnostic {
    err(
        "sema-case-outside-switch",
        span,
        format!("'{what}' statement not in switch statement"),
    )
}
pub fn duplicate_case(span: Span, value: &str, previous: Span) -> Diagnostic {
    err(
        "sema-duplicate-case",
        span,
        format!("duplicate case value '{value}'"),
    )
    .with_note_at(previous, "previous case defined here")
}
pub fn multiple_default(span: Span, previous: Span) -> Diagnostic {
    err(
        "sema-multiple-default",
        span,
        "multiple default labels in one switch".into(),
    )
    .with_note_at(previous, "previous case defined here")
}
pub fn switch_not_integer(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-switch-type",
        span,
        format!("statement requires expression of integer type ('{ty}' invalid)"),
    )
}
pub fn break_outside(span: Span) -> Diagnostic {
    err(
        "sema-break-outside",
        span,
        "'break' statement not in loop or switch statement".into(),
    )
}
pub fn continue_outside(span: Span) -> Diagnostic {
    err(
        "sema-continue-outside",
        span,
        "'continue' statement not in loop statement".into(),
    )
}
pub fn goto_into_scope(span: Span) -> Diagnostic {
    err(
        "sema-goto-into-scope",
        span,
        "cannot jump from this goto statement to its label".into(),
    )
}
pub fn switch_into_scope(span: Span) -> Diagnostic {
    err(
        "sema-switch-into-scope",
        span,
        "cannot jump from switch statement to this case label".into(),
    )
}
pub fn undeclared_label(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-undeclared-label",
        span,
        format!("use of undeclared label '{name}'"),
    )
}
pub fn label_redefinition(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-label-redefinition",
        span,
        format!("redefinition of label '{name}'"),
    )
}
pub fn return_value_in_void(span: Span, func: &str) -> Diagnostic {
    err(
        "sema-return-in-void",
        span,
        format!("void function '{func}' should not return a value"),
    )
}
pub fn return_missing_value(span: Span, func: &str) -> Diagnostic {
    err(
        "sema-return-no-value",
        span,
        format!("non-void function '{func}' should return a value"),
    )
}
pub fn return_outside_function(span: Span) -> Diagnostic {
    err(
        "sema-return-outside",
        span,
        "'return' statement outside of a function".into(),
    )
}
pub fn statement_at_namespace_scope(span: Span) -> Diagnostic {
    err(
        "sema-stmt-at-namespace",
        span,
        "expected a declaration: only '@meta' statements may appear at namespace scope".into(),
    )
}

// ---------------------------------------------------------------- CUDA

pub fn kernel_not_void(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-kernel-return",
        span,
        format!("kernel function type '{ty}' must have void return type"),
    )
}
pub fn launch_not_kernel(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-launch-not-kernel",
        span,
        format!("kernel call to non-global function '{name}'"),
    )
}
pub fn launch_bounds_arity(span: Span) -> Diagnostic {
    err(
        "sema-launch-bounds-arity",
        span,
        "'launch_bounds' attribute takes no more than 3 arguments".into(),
    )
}
pub fn launch_bounds_not_constant(span: Span, index: usize) -> Diagnostic {
    err(
        "sema-launch-bounds-constant",
        span,
        format!("'launch_bounds' attribute requires parameter {index} to be an integer constant"),
    )
}
pub fn shared_init(span: Span) -> Diagnostic {
    err(
        "sema-shared-init",
        span,
        "initialization is not supported for __shared__ variables".into(),
    )
}
pub fn kernel_not_configured(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-kernel-not-configured",
        span,
        format!("call to global function '{name}' not configured"),
    )
}
pub fn launch_config_count(span: Span, have: usize) -> Diagnostic {
    let msg = if have < 2 {
        "too few execution configuration arguments to kernel function call"
    } else {
        "too many execution configuration arguments to kernel function call"
    };
    err("sema-launch-config-count", span, msg.into())
}
pub fn launch_config_type(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-launch-config-type",
        span,
        format!("no viable conversion from '{ty}' to 'dim3'"),
    )
}
pub fn builtin_arg_type(span: Span, builtin: &str, ty: &str) -> Diagnostic {
    err(
        "sema-builtin-arg",
        span,
        format!("no matching function for call to '{builtin}' with argument of type '{ty}'"),
    )
}
pub fn builtin_arg_count(span: Span, builtin: &str, expected: usize, have: usize) -> Diagnostic {
    err(
        "sema-builtin-arg-count",
        span,
        format!("'{builtin}' takes {expected} argument(s), {have} given"),
    )
}

// ---------------------------------------------------------------- Circle

pub fn codegen_outside_context(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-codegen-context",
        span,
        format!(
            "codegen-time constant '{name}' can only be used in a codegen context \
             ('@codegen' object initializer or 'if codegen' predicate)"
        ),
    )
}
pub fn not_codegen_constant(span: Span, what: &str) -> Diagnostic {
    err(
        "sema-not-codegen-constant",
        span,
        format!("{what} is not a codegen constant"),
    )
}
pub fn codegen_object_type(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-codegen-object-type",
        span,
        format!(
            "codegen object of type '{ty}' must have integer, enumeration, bool or floating type"
        ),
    )
}
pub fn runtime_in_meta(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-runtime-in-meta",
        span,
        format!("non-meta variable '{name}' cannot be used in a '@meta' expression"),
    )
}
pub fn meta_value_not_scalar(span: Span, name: &str, ty: &str) -> Diagnostic {
    err(
        "sema-meta-not-scalar",
        span,
        format!("meta object '{name}' of type '{ty}' cannot be used in non-meta code; use one of its scalar members"),
    )
}
pub fn unknown_intrinsic(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-unknown-intrinsic",
        span,
        format!("unknown Circle intrinsic '@{name}'"),
    )
}
pub fn intrinsic_args(span: Span, name: &str, expected: &str) -> Diagnostic {
    err(
        "sema-intrinsic-args",
        span,
        format!("'@{name}' expects {expected}"),
    )
}
pub fn enum_index_out_of_range(span: Span, index: i128, ty: &str, count: usize) -> Diagnostic {
    err(
        "sema-enum-index-range",
        span,
        format!("enumerator index {index} is out of range for '{ty}' ({count} enumerators)"),
    )
}
pub fn member_index_out_of_range(span: Span, index: i128, ty: &str, count: usize) -> Diagnostic {
    err(
        "sema-member-index-range",
        span,
        format!(
            "member index {index} is out of range for '{ty}' ({count} non-static data members)"
        ),
    )
}
pub fn not_an_enumerator(span: Span, value: i128, ty: &str) -> Diagnostic {
    err(
        "sema-not-enumerator",
        span,
        format!("value {value} does not correspond to an enumerator of '{ty}'"),
    )
}
pub fn meta_range_not_iterable(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-meta-range",
        span,
        format!("'@meta for' range of type '{ty}' is neither an integer count nor an array"),
    )
}
pub fn meta_statement_unsupported(span: Span, what: &str) -> Diagnostic {
    err(
        "sema-meta-unsupported",
        span,
        format!("'{what}' cannot be used with '@meta'"),
    )
}

// ---------------------------------------------------------------- everything else

pub fn unsupported(span: Span, what: &str) -> Diagnostic {
    err(
        "sema-unsupported",
        span,
        format!("{what} is not supported yet"),
    )
}

mod classes;
pub use classes::*;
mod templates;
pub use templates::*;
mod builtins;
pub use builtins::*;
mod lang;
pub use lang::*;
mod kernel_attrs;
pub use kernel_attrs::*;
mod cstyle;
pub use cstyle::*;
mod cuda;
pub use cuda::*;
pub mod inline_asm;
