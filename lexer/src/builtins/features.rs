//! `__has_feature`, `__has_extension`, `__has_attribute` and
//! `__has_cpp_attribute`, answered with clang's values for what circle-rs
//! implements.
//!
//! An attribute counts as implemented when circle-rs gives it its meaning,
//! or when its meaning is only a hint or a diagnostic (`noreturn`, `cold`,
//! `nonnull`, `[[likely]]`), so that accepting and ignoring it is what a
//! conforming implementation may do. Attributes that change layout, linkage
//! or code (`packed`, `aligned`, `visibility`, `weak`, `cleanup`,
//! `vector_size`, `[[no_unique_address]]`) answer 0 until implemented, so
//! headers take their other branch.

/// `__has_feature(name)`: C++ language features circle-rs accepts (clang
/// spells C++11/14 features `cxx_*`). Not listed: `cxx_rtti` (no
/// `typeid`), `cxx_inheriting_constructors`, `cxx_user_literals`,
/// `cxx_generic_lambdas`, the sanitizers, modules, blocks, Objective-C.
const FEATURES: &[&str] = &[
    "cxx_exceptions",
    "cxx_static_assert",
    "cxx_constexpr",
    "cxx_rvalue_references",
    "cxx_variadic_templates",
    "cxx_decltype",
    "cxx_auto_type",
    "cxx_lambdas",
    "cxx_nullptr",
    "cxx_alias_templates",
    "cxx_range_for",
    "cxx_noexcept",
    "cxx_override_control",
    "cxx_deleted_functions",
    "cxx_defaulted_functions",
    "cxx_strong_enums",
    "cxx_trailing_return",
    "cxx_decltype_auto",
    "cxx_return_type_deduction",
    "cxx_variable_templates",
    "cxx_init_captures",
    "cxx_relaxed_constexpr",
    "cxx_aggregate_nsdmi",
    "cxx_binary_literals",
    "cxx_thread_local",
    "cxx_delegating_constructors",
    "cxx_explicit_conversions",
    "cxx_unicode_literals",
    "cxx_raw_string_literals",
    "cxx_alignas",
    "cxx_alignof",
    "cxx_attributes",
    "cxx_contextual_conversions",
    "cxx_default_function_template_args",
    "cxx_implicit_moves",
    "cxx_local_type_template_args",
    "cxx_nonstatic_member_init",
    "cxx_reference_qualified_functions",
    "cxx_unrestricted_unions",
    "cxx_decltype_incomplete_return_types",
    // The type-trait operators clang also lists as features.
    "has_trivial_destructor",
    "has_virtual_destructor",
    "is_abstract",
    "is_base_of",
    "is_class",
    "is_constructible",
    "is_convertible_to",
    "is_empty",
    "is_enum",
    "is_final",
    "is_literal",
    "is_standard_layout",
    "is_pod",
    "is_polymorphic",
    "is_trivial",
    "is_trivially_assignable",
    "is_trivially_constructible",
    "is_trivially_copyable",
    "is_union",
    "underlying_type",
];

/// `__has_extension(name)`: the features, plus what clang accepts as an
/// extension in C++ mode.
const EXTENSIONS: &[&str] = &[
    "c_static_assert",
    "c_alignas",
    "cxx_fixed_enum",
    "attribute_deprecated_with_message",
];

pub fn has_feature(name: &str) -> i64 {
    i64::from(FEATURES.contains(&strip_underscores(name)))
}

pub fn has_extension(name: &str) -> i64 {
    let n = strip_underscores(name);
    i64::from(FEATURES.contains(&n) || EXTENSIONS.contains(&n))
}

/// GNU attributes (`__attribute__((x))`): the CUDA ones and inlining
/// control are implemented; the rest are hints.
const GNU_ATTRIBUTES: &[&str] = &[
    "host",
    "device",
    "global",
    "shared",
    "constant",
    "managed",
    "always_inline",
    "noinline",
    "noreturn",
    "deprecated",
    "unused",
    "warn_unused_result",
    "nothrow",
    "leaf",
    "pure",
    "const",
    "malloc",
    "alloc_size",
    "alloc_align",
    "format",
    "format_arg",
    "nonnull",
    "returns_nonnull",
    "artificial",
    "cold",
    "hot",
    "flatten",
    "nodebug",
    "no_sanitize",
    "fallthrough",
];

/// `__has_attribute(name)`; `__name__` is the same attribute as `name`.
pub fn has_attribute(name: &str) -> i64 {
    i64::from(GNU_ATTRIBUTES.contains(&strip_underscores(name)))
}

/// Standard attributes with the `__has_cpp_attribute` value clang gives
/// (the date of the paper that added them).
const STD_ATTRIBUTES: &[(&str, i64)] = &[
    ("noreturn", 200809),
    ("carries_dependency", 200809),
    ("deprecated", 201309),
    ("fallthrough", 201603),
    ("maybe_unused", 201603),
    ("nodiscard", 201907),
    ("likely", 201803),
    ("unlikely", 201803),
    ("assume", 202207),
];

/// `__has_cpp_attribute(name)` or `(scope::name)`: standard attributes
/// answer their date, `gnu::`/`clang::` ones 1 when the GNU attribute is
/// implemented (`[[clang::fallthrough]]` too).
pub fn has_cpp_attribute(scope: Option<&str>, name: &str) -> i64 {
    let name = strip_underscores(name);
    match scope.map(strip_underscores) {
        None => STD_ATTRIBUTES
            .iter()
            .find(|(n, _)| *n == name)
            .map_or(0, |(_, v)| *v),
        Some("gnu") | Some("clang") => {
            i64::from(GNU_ATTRIBUTES.contains(&name) && !is_cuda_space(name))
        }
        Some(_) => 0,
    }
}

/// The CUDA attributes have no `[[gnu::...]]` spelling.
fn is_cuda_space(name: &str) -> bool {
    matches!(
        name,
        "host" | "device" | "global" | "shared" | "constant" | "managed"
    )
}

/// `__x__` names the same attribute or feature as `x`.
fn strip_underscores(s: &str) -> &str {
    s.strip_prefix("__")
        .and_then(|t| t.strip_suffix("__"))
        .filter(|t| !t.is_empty())
        .unwrap_or(s)
}
