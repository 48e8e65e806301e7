//! The compiler's built-in names, in one table that every stage consults:
//! the preprocessor answers `__has_builtin`, `__has_feature`,
//! `__has_extension`, `__has_attribute` and `__has_cpp_attribute` from it,
//! the parser recognizes the type-trait operators and builtin templates by
//! it, and sema resolves `__builtin_*` calls through it. A name is here
//! exactly when some stage implements it, so what a header's
//! `#if __has_builtin(X)` sees and what sema accepts cannot drift apart.
//!
//! Split: [`traits`] (type-trait operators `__is_same(T, U)` and the
//! type-producing `__underlying_type(T)` family), [`functions`] (the
//! `__builtin_*` functions and the C library names clang treats as
//! builtins), [`features`] (feature, extension and attribute names).

pub mod features;
pub mod functions;
pub mod traits;

pub use features::{has_attribute, has_cpp_attribute, has_extension, has_feature};
pub use functions::{builtin_fn, BuiltinFn, FloatWidth, IntWidth, MathFn};
pub use traits::{type_trait, type_transform, Arity, TypeTrait, TypeTransform};

/// Builtin templates, named with template arguments like a class or alias
/// template: `__make_integer_seq<Seq, T, N>` is `Seq<T, 0, 1, ..., N-1>`.
pub const BUILTIN_TEMPLATES: &[&str] = &["__make_integer_seq"];

/// Builtins with a syntax of their own, parsed rather than called: a type
/// operand (`__builtin_offsetof(T, m)`, `__builtin_bit_cast(T, v)`,
/// `__builtin_va_arg(ap, T)`).
pub const SYNTAX_BUILTINS: &[&str] = &[
    "__builtin_offsetof",
    "__builtin_bit_cast",
    "__builtin_va_arg",
];

/// `__has_builtin(name)`: 1 for every builtin function, type trait,
/// builtin template and builtin with its own syntax that circle-rs
/// implements, 0 otherwise (clang's values are all 1 except for
/// `__builtin_operator_new`, which circle-rs does not implement).
pub fn has_builtin(name: &str) -> i64 {
    let known = builtin_fn(name).is_some()
        || type_trait(name).is_some()
        || type_transform(name).is_some()
        || BUILTIN_TEMPLATES.contains(&name)
        || SYNTAX_BUILTINS.contains(&name);
    i64::from(known)
}

#[cfg(test)]
mod tests;
