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

pub fn member_redeclared(span: Span, _name: &str) -> Diagnostic {
    err(
        "sema-member-redeclared",
        span,
        "class member cannot be redeclared".into(),
    )
}
pub fn member_named_like_class(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-member-class-name",
        span,
        format!("member '{name}' has the same name as its class"),
    )
}
pub fn union_multiple_inits(span: Span) -> Diagnostic {
    err(
        "sema-union-multiple-inits",
        span,
        "initializing multiple members of union".into(),
    )
}
pub fn static_member_init_not_const(span: Span, _name: &str) -> Diagnostic {
    err(
        "sema-static-member-init",
        span,
        "non-const static data member must be initialized out of line".into(),
    )
}
pub fn bit_field_type(span: Span, name: &str, ty: &str) -> Diagnostic {
    err(
        "sema-bit-field-type",
        span,
        format!("bit-field '{name}' has non-integral type '{ty}'"),
    )
}
pub fn bit_field_negative(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-bit-field-negative",
        span,
        format!("bit-field '{name}' has negative width"),
    )
}
pub fn bit_field_zero_named(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-bit-field-zero",
        span,
        format!("named bit-field '{name}' has zero width"),
    )
}
pub fn extra_qualification(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-extra-qualification",
        span,
        format!("extra qualification on member '{name}'"),
    )
}
pub fn dtor_name_mismatch(span: Span, _name: &str, _class: &str) -> Diagnostic {
    err(
        "sema-dtor-name",
        span,
        "expected the class name after '~' to name a destructor".into(),
    )
}
pub fn static_special(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-static-special",
        span,
        format!("'{name}' cannot be declared 'static'"),
    )
}
pub fn bad_virtual(span: Span) -> Diagnostic {
    err(
        "sema-bad-virtual",
        span,
        "'virtual' can only appear on non-static member functions".into(),
    )
}
pub fn static_cv(span: Span) -> Diagnostic {
    err(
        "sema-static-cv",
        span,
        "static member function cannot have 'const' qualifier".into(),
    )
}
pub fn kernel_member(span: Span) -> Diagnostic {
    err(
        "sema-kernel-member",
        span,
        "a '__global__' function must be a free function".into(),
    )
}
pub fn pure_not_virtual(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-pure-not-virtual",
        span,
        format!("'{name}' is not virtual and cannot be declared pure"),
    )
}
pub fn bad_default(span: Span) -> Diagnostic {
    err(
        "sema-bad-default",
        span,
        "only special member functions may be defaulted".into(),
    )
}
pub fn using_not_member(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-using-not-member",
        span,
        format!("using declaration in class refers into '{name}', which is not a class"),
    )
}
pub fn using_not_base(span: Span, base: &str, derived: &str) -> Diagnostic {
    err(
        "sema-using-not-base",
        span,
        format!("using declaration refers into '{base}', which is not a base class of '{derived}'"),
    )
}
pub fn overrides_final(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-overrides-final",
        span,
        format!("declaration of '{name}' overrides a 'final' function"),
    )
}
pub fn override_return_mismatch(span: Span, name: &str) -> Diagnostic {
    err("sema-override-return", span, format!("virtual function has a different return type than the function it overrides ('{name}')"))
}
pub fn override_nothing(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-override-nothing",
        span,
        format!("'{name}' marked 'override' but does not override any member functions"),
    )
}
pub fn virt_specifier_non_virtual(span: Span) -> Diagnostic {
    err(
        "sema-virt-specifier",
        span,
        "only virtual member functions can be marked 'override' or 'final'".into(),
    )
}
pub fn out_of_line_no_match(span: Span, name: &str, class: &str) -> Diagnostic {
    err(
        "sema-out-of-line-no-match",
        span,
        format!("out-of-line definition of '{name}' does not match any declaration in '{class}'"),
    )
}
pub fn non_pod_vararg(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-non-pod-vararg",
        span,
        format!("cannot pass object of non-trivial type '{ty}' through variadic function"),
    )
}
pub fn no_matching_ctor(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-no-matching-ctor",
        span,
        format!("no matching constructor for initialization of '{name}'"),
    )
}
pub fn narrowing(span: Span, from: &str, to: &str) -> Diagnostic {
    err("sema-narrowing", span, format!("non-constant-expression cannot be narrowed from type '{from}' to '{to}' in initializer list"))
}
pub fn multiple_union_member_inits(span: Span, previous: Span) -> Diagnostic {
    err(
        "sema-union-member-inits",
        span,
        "initializing multiple members of union".to_string(),
    )
    .with_note_at(previous, "previous initialization is here".to_string())
}

pub fn member_init_twice(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-member-init-twice",
        span,
        format!("multiple initializations given for non-static member '{name}'"),
    )
}
pub fn invalid_member_use(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-invalid-member-use",
        span,
        format!("invalid use of non-static data member '{name}'"),
    )
}
pub fn incomplete_member_access(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-incomplete-member-access",
        span,
        format!("member access into incomplete type '{ty}'"),
    )
}
pub fn incomplete_base(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-incomplete-base",
        span,
        format!("base class has incomplete type '{ty}'"),
    )
}
pub fn inaccessible_member(span: Span, name: &str, access: &str, class: &str) -> Diagnostic {
    err(
        "sema-inaccessible",
        span,
        format!("'{name}' is a {access} member of '{class}'"),
    )
}
pub fn inaccessible_base(span: Span, derived: &str, access: &str, base: &str) -> Diagnostic {
    err(
        "sema-inaccessible-base",
        span,
        format!("cannot cast '{derived}' to its {access} base class '{base}'"),
    )
}
pub fn explicit_copy_list_init(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-explicit-copy-list",
        span,
        format!("chosen constructor is explicit in copy-initialization of '{ty}'"),
    )
}
pub fn duplicate_base(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-duplicate-base",
        span,
        format!("base class '{ty}' specified more than once as a direct base class"),
    )
}
pub fn deleted_function(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-deleted-function",
        span,
        format!("call to deleted function '{name}'"),
    )
}
pub fn deleted_ctor(span: Span, class: &str) -> Diagnostic {
    err(
        "sema-deleted-ctor",
        span,
        format!("call to deleted constructor of '{class}'"),
    )
}
pub fn no_viable_subscript(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-no-viable-subscript",
        span,
        format!("no viable overloaded operator[] for type '{ty}'"),
    )
}
pub fn return_in_ctor_handler(span: Span) -> Diagnostic {
    err(
        "sema-return-in-ctor-handler",
        span,
        "return in the catch of a function try block of a constructor is illegal".into(),
    )
}
pub fn delegating_with_others(span: Span) -> Diagnostic {
    err(
        "sema-delegating-init",
        span,
        "an initializer for a delegating constructor must appear alone".into(),
    )
}
pub fn class_too_large(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-class-too-large",
        span,
        format!("type '{name}' is too large"),
    )
}
pub fn call_without_object(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-call-without-object",
        span,
        format!("call to non-static member function '{name}' without an object argument"),
    )
}
pub fn bound_member_not_called(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-bound-member",
        span,
        format!("reference to non-static member function '{name}' must be called"),
    )
}
pub fn binding_drops_qualifiers(span: Span, ref_ty: &str, from: &str) -> Diagnostic {
    err(
        "sema-binding-drops-qualifiers",
        span,
        format!("binding reference of type '{ref_ty}' to value of type '{from}' drops qualifiers"),
    )
}
pub fn base_not_class(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-base-not-class",
        span,
        format!("base specifier must name a class (not '{ty}')"),
    )
}
pub fn union_base(span: Span) -> Diagnostic {
    err(
        "sema-union-base",
        span,
        "unions cannot be base classes or have base classes".into(),
    )
}
pub fn bad_member_init(span: Span, name: &str, class: &str) -> Diagnostic {
    err("sema-bad-member-init", span, format!("member initializer '{name}' does not name a non-static data member or base class of '{class}'"))
}
pub fn bad_alignment(span: Span) -> Diagnostic {
    err(
        "sema-bad-alignment",
        span,
        "requested alignment is not a power of 2".into(),
    )
}
pub fn array_paren_init(span: Span) -> Diagnostic {
    err(
        "sema-array-paren-init",
        span,
        "array initializer must be an initializer list".into(),
    )
}
pub fn ambiguous_user_conversion(span: Span, from: &str, to: &str) -> Diagnostic {
    err(
        "sema-ambiguous-user-conversion",
        span,
        format!("conversion from '{from}' to '{to}' is ambiguous"),
    )
}
pub fn ambiguous_conversion(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-ambiguous-conversion",
        span,
        format!("conversion of an argument of '{name}' is ambiguous"),
    )
}
pub fn ambiguous_member(span: Span, name: &str, class: &str) -> Diagnostic {
    err(
        "sema-ambiguous-member",
        span,
        format!("member '{name}' found in multiple base-class subobjects of '{class}'"),
    )
}
pub fn ambiguous_base(span: Span, derived: &str, base: &str) -> Diagnostic {
    err(
        "sema-ambiguous-base",
        span,
        format!("ambiguous conversion from derived class '{derived}' to base class '{base}'"),
    )
}
pub fn abstract_member(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-abstract-member",
        span,
        format!("field type '{ty}' is an abstract class"),
    )
}
pub fn abstract_object(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-abstract-object",
        span,
        format!("variable type '{ty}' is an abstract class"),
    )
}
pub fn ref_needs_init(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-ref-needs-init",
        span,
        format!("a reference of type '{ty}' requires an initializer"),
    )
}
pub fn ref_member_uninit(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-ref-member-uninit",
        span,
        format!("reference member '{name}' must be initialized by the constructor"),
    )
}
pub fn rvalue_ref_to_lvalue(span: Span, ref_ty: &str, from: &str) -> Diagnostic {
    err(
        "sema-rvalue-ref-lvalue",
        span,
        format!("rvalue reference to type '{ref_ty}' cannot bind to lvalue of type '{from}'"),
    )
}
pub fn array_init_from_expr(span: Span, to: &str, from: &str, lvalue: bool) -> Diagnostic {
    let _ = (to, from, lvalue);
    err(
        "sema-array-init",
        span,
        "array initializer must be an initializer list".into(),
    )
}

pub fn bit_field_too_wide(span: Span, name: &str, width: i128, bits: i128) -> Diagnostic {
    let plural = if bits == 1 { "" } else { "s" };
    err(
        "sema-bit-field-width",
        span,
        format!("width of bit-field '{name}' ({width} bits) exceeds the width of its type ({bits} bit{plural})"),
    )
}

pub fn ambiguous_operator(span: Span, op: &str, operands: &[String]) -> Diagnostic {
    let tys: Vec<String> = operands.iter().map(|t| format!("'{t}'")).collect();
    err(
        "sema-ambiguous-operator",
        span,
        format!(
            "use of overloaded operator '{op}' is ambiguous (with operand types {})",
            tys.join(" and ")
        ),
    )
}

pub fn bad_new_type(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-bad-new-type",
        span,
        format!("cannot allocate an object of type '{ty}' with 'new'"),
    )
}

pub fn array_size_not_integer(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-array-size-type",
        span,
        format!(
            "array size expression must have integral or unscoped enumeration type, not '{ty}'"
        ),
    )
}

pub fn delete_non_pointer(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-delete-non-pointer",
        span,
        format!("cannot delete expression of type '{ty}'"),
    )
}

pub fn no_viable_assign(span: Span, lhs: &str, rhs: &str) -> Diagnostic {
    err(
        "sema-no-viable-assign",
        span,
        format!("no viable overloaded '=' (assigning '{rhs}' to '{lhs}')"),
    )
}

pub fn downcast_virtual_base(span: Span, base: &str, derived: &str) -> Diagnostic {
    err(
        "sema-downcast-virtual-base",
        span,
        format!("cannot cast '{base}' to '{derived}' via virtual base"),
    )
}

pub fn dynamic_cast_target(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-dynamic-cast-target",
        span,
        format!("'{ty}' is not a reference or pointer to a class type (dynamic_cast)"),
    )
}

pub fn dynamic_cast_source(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-dynamic-cast-source",
        span,
        format!("'{ty}' is not a pointer or reference to a class (dynamic_cast)"),
    )
}

pub fn dynamic_cast_not_polymorphic(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-dynamic-cast-polymorphic",
        span,
        format!("'{ty}' is not polymorphic"),
    )
}

pub fn capture_not_variable(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-capture-not-variable",
        span,
        format!("'{name}' in capture list does not name a variable"),
    )
}

pub fn not_captured(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-not-captured",
        span,
        format!("variable '{name}' cannot be implicitly captured in a lambda with no capture-default specified"),
    )
}

pub fn this_not_captured(span: Span) -> Diagnostic {
    err(
        "sema-this-not-captured",
        span,
        "'this' cannot be implicitly captured in this context".into(),
    )
}

pub fn cast_without_conversion_operator(span: Span, from: &str, to: &str) -> Diagnostic {
    err(
        "sema-cast-no-conversion-operator",
        span,
        format!("cannot convert '{from}' to '{to}' without a conversion operator"),
    )
}
pub fn no_viable_conversion(span: Span, from: &str, to: &str) -> Diagnostic {
    err(
        "sema-no-viable-conversion",
        span,
        format!("no viable conversion from '{from}' to '{to}'"),
    )
}
pub fn offsetof_non_class(span: Span, ty: &str) -> Diagnostic {
    err(
        "sema-offsetof-type",
        span,
        format!("offsetof requires struct, union, or class type, '{ty}' invalid"),
    )
}
pub fn offsetof_bit_field(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-offsetof-bit-field",
        span,
        format!("cannot compute offset of bit-field '{name}'"),
    )
}
pub fn offsetof_virtual_base(span: Span) -> Diagnostic {
    err(
        "sema-offsetof-virtual-base",
        span,
        "invalid application of 'offsetof' to a field of a virtual base".into(),
    )
}
pub fn qualifier_not_base(span: Span, qual: &str, class: &str) -> Diagnostic {
    err(
        "sema-qualifier-not-base",
        span,
        format!("'{qual}' is not a base of '{class}'"),
    )
}
