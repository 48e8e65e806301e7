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

/// GCC's atomic builtins (libstdc++'s `<atomic>`, `shared_ptr`'s counts):
/// sema types them (`translate/builtins/gnu_atomic.rs`) only when listed.
/// The generic forms taking the value through pointers (`__atomic_load`,
/// `__atomic_exchange`, ...) and `__atomic_fetch_nand` are not here.
pub const ATOMIC_BUILTINS: &[&str] = &[
    "__atomic_load_n",
    "__atomic_store_n",
    "__atomic_exchange_n",
    "__atomic_compare_exchange_n",
    "__atomic_fetch_add",
    "__atomic_fetch_sub",
    "__atomic_fetch_and",
    "__atomic_fetch_or",
    "__atomic_fetch_xor",
    "__atomic_add_fetch",
    "__atomic_sub_fetch",
    "__atomic_and_fetch",
    "__atomic_or_fetch",
    "__atomic_xor_fetch",
    "__atomic_test_and_set",
    "__atomic_clear",
    "__atomic_thread_fence",
    "__atomic_signal_fence",
    "__atomic_always_lock_free",
    "__atomic_is_lock_free",
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
        || ATOMIC_BUILTINS.contains(&name)
        || SYNTAX_BUILTINS.contains(&name);
    i64::from(known)
}

#[cfg(test)]
mod tests;
