//! The C library's math functions (`<math.h>`, and the `__builtin_*`
//! names libstdc++'s `<cmath>` forwards to): one table from each function
//! to its device implementation, shared by the code generator (which
//! lowers a call to the vendor library or an LLVM intrinsic) and the
//! interpreter (which runs the same functions at compile time).
//!
//! A name is parsed into a table entry and a precision: `sin` is the
//! double version, `sinf` the float one, `sinl` the long double one (the
//! x86-64 80-bit type: the host's C library computes it, device code may
//! not), and the TS 18661-3 names (`sinf32`, `sinf64`, `sinf32x` are
//! float and double, `sinf64x` long double) are the same functions.

use crate::program::Function;
use crate::types::{FloatKind, IntKind, Type, TypeTable};

/// A math function's C signature, with `T` its floating type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `T f(T)`
    Unary,
    /// `T f(T, T)`
    Binary,
    /// `T f(T, T, T)`
    Ternary,
    /// `T f(T, int)` (`ldexp`, `scalbn`)
    ScaleInt,
    /// `T f(T, int*)` (`frexp`)
    OutInt,
    /// `T f(T, T*)` (`modf`)
    OutSame,
    /// `T f(T, T, int*)` (`remquo`)
    BinaryOutInt,
    /// `int f(T)` (`ilogb`)
    ToInt,
    /// `long f(T)` / `long long f(T)`: the intrinsic's result converted to
    /// the integer type (`lround`, `llrint`, ...)
    ToLong,
    /// `T f(int, T)` (`jn`, `yn`)
    IntFirst,
}

/// One function of the table, under its double version's name.
#[derive(Debug)]
pub struct MathEntry {
    pub name: &'static str,
    pub shape: Shape,
    /// NVIDIA's libdevice: `__nv_<base>` (double) and `__nv_<base>f` (float).
    pub libdevice: Option<&'static str>,
    /// The ROCm device library ocml: `__ocml_<base>_f64` and `_f32`.
    pub ocml: Option<&'static str>,
    /// An LLVM intrinsic, overloaded on the floating type, that both GPU
    /// backends select natively and exactly (preferred over the libraries:
    /// nothing to link).
    pub intrinsic: Option<&'static str>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Precision {
    Single,
    Double,
    /// `long double`.
    Extended,
}

/// A function of the table at one precision.
#[derive(Clone, Copy, Debug)]
pub struct MathFn {
    pub entry: &'static MathEntry,
    pub precision: Precision,
}

const fn lib(name: &'static str, shape: Shape) -> MathEntry {
    MathEntry {
        name,
        shape,
        libdevice: Some(name),
        ocml: Some(name),
        intrinsic: None,
    }
}

const fn intr(name: &'static str, shape: Shape, intrinsic: &'static str) -> MathEntry {
    MathEntry {
        name,
        shape,
        libdevice: Some(name),
        ocml: Some(name),
        intrinsic: Some(intrinsic),
    }
}

const fn conv(name: &'static str, intrinsic: &'static str) -> MathEntry {
    MathEntry {
        name,
        shape: Shape::ToLong,
        libdevice: None,
        ocml: None,
        intrinsic: Some(intrinsic),
    }
}

use Shape::*;

/// The table: C99 `<math.h>` (less `nan`, `nexttoward`, `scalbln`), plus
/// the GNU `exp10` and the Bessel functions glibc declares.
pub static TABLE: &[MathEntry] = &[
    intr("sqrt", Unary, "llvm.sqrt"),
    lib("cbrt", Unary),
    lib("exp", Unary),
    lib("exp2", Unary),
    lib("exp10", Unary),
    lib("expm1", Unary),
    lib("log", Unary),
    lib("log2", Unary),
    lib("log10", Unary),
    lib("log1p", Unary),
    lib("logb", Unary),
    lib("sin", Unary),
    lib("cos", Unary),
    lib("tan", Unary),
    lib("asin", Unary),
    lib("acos", Unary),
    lib("atan", Unary),
    lib("sinh", Unary),
    lib("cosh", Unary),
    lib("tanh", Unary),
    lib("asinh", Unary),
    lib("acosh", Unary),
    lib("atanh", Unary),
    lib("erf", Unary),
    lib("erfc", Unary),
    lib("tgamma", Unary),
    lib("lgamma", Unary),
    lib("j0", Unary),
    lib("j1", Unary),
    lib("y0", Unary),
    lib("y1", Unary),
    intr("fabs", Unary, "llvm.fabs"),
    intr("floor", Unary, "llvm.floor"),
    intr("ceil", Unary, "llvm.ceil"),
    intr("trunc", Unary, "llvm.trunc"),
    intr("round", Unary, "llvm.round"),
    intr("rint", Unary, "llvm.rint"),
    intr("nearbyint", Unary, "llvm.nearbyint"),
    lib("pow", Binary),
    lib("atan2", Binary),
    lib("fmod", Binary),
    lib("remainder", Binary),
    lib("fdim", Binary),
    lib("hypot", Binary),
    lib("nextafter", Binary),
    intr("copysign", Binary, "llvm.copysign"),
    intr("fmin", Binary, "llvm.minnum"),
    intr("fmax", Binary, "llvm.maxnum"),
    intr("fma", Ternary, "llvm.fma"),
    lib("ldexp", ScaleInt),
    lib("scalbn", ScaleInt),
    lib("frexp", OutInt),
    lib("modf", OutSame),
    lib("remquo", BinaryOutInt),
    lib("ilogb", ToInt),
    conv("lround", "llvm.round"),
    conv("llround", "llvm.round"),
    conv("lrint", "llvm.rint"),
    conv("llrint", "llvm.rint"),
    // ocml has no jn/yn (HIP's headers build them from j0/j1 by recurrence).
    MathEntry {
        name: "jn",
        shape: IntFirst,
        libdevice: Some("jn"),
        ocml: None,
        intrinsic: None,
    },
    MathEntry {
        name: "yn",
        shape: IntFirst,
        libdevice: Some("yn"),
        ocml: None,
        intrinsic: None,
    },
];

fn entry(name: &str) -> Option<&'static MathEntry> {
    TABLE.iter().find(|e| e.name == name)
}

/// The table's function `name` names (`sinf`, `__builtin_sinf`, `sin`,
/// `sinl`, `sinf32`, ...), if any.
pub fn lookup(name: &str) -> Option<MathFn> {
    let name = name.strip_prefix("__builtin_").unwrap_or(name);
    let at = |e, precision| {
        Some(MathFn {
            entry: e,
            precision,
        })
    };
    // The double version first: `modf` and `ceil` end in `f` and `l`.
    if let Some(e) = entry(name) {
        return at(e, Precision::Double);
    }
    for (suffix, precision) in [
        ("f32x", Precision::Double),
        ("f64x", Precision::Extended),
        ("f32", Precision::Single),
        ("f64", Precision::Double),
        ("f", Precision::Single),
        ("l", Precision::Extended),
    ] {
        if let Some(e) = name.strip_suffix(suffix).and_then(entry) {
            return at(e, precision);
        }
    }
    None
}

/// The table's function `f` is, when `f` is the C library's own: declared
/// (not defined) in a system header with C linkage, or a `__builtin_`
/// name, and with the C signature for its name.
pub fn library_function(types: &TypeTable, f: &Function) -> Option<MathFn> {
    if f.is_defined() || f.variadic || f.class.is_some() {
        return None;
    }
    let builtin = f.link_name.starts_with("__builtin_");
    // C linkage: the symbol is the declared name, at global scope (a
    // `using ::sin;` in namespace std names the same function).
    let c_library = f.in_system_header && f.link_name == f.name;
    if !(builtin || c_library) {
        return None;
    }
    let m = lookup(&f.link_name)?;
    matches_signature(types, f, m).then_some(m)
}

/// Whether `f`'s declared signature is the one `m` has in C.
fn matches_signature(types: &TypeTable, f: &Function, m: MathFn) -> bool {
    let Type::Function { ret, params, .. } = types.kind(f.ty) else {
        return false;
    };
    let real = |t| {
        matches!(
            (types.kind(t), m.precision),
            (Type::Float(FloatKind::Float), Precision::Single)
                | (Type::Float(FloatKind::Double), Precision::Double)
                | (Type::Float(FloatKind::LongDouble), Precision::Extended)
        )
    };
    let int = |t| matches!(types.kind(t), Type::Int(IntKind::Int));
    let long = |t| matches!(types.kind(t), Type::Int(IntKind::Long | IntKind::LongLong));
    let ptr_to = |t, pointee: &dyn Fn(crate::types::TypeId) -> bool| match types.kind(t) {
        Type::Pointer { pointee: p, .. } => pointee(*p),
        _ => false,
    };
    let ret = *ret;
    match (m.entry.shape, params.as_slice()) {
        (Unary, [a]) => real(ret) && real(*a),
        (Binary, [a, b]) => real(ret) && real(*a) && real(*b),
        (Ternary, [a, b, c]) => real(ret) && real(*a) && real(*b) && real(*c),
        (ScaleInt, [a, n]) => real(ret) && real(*a) && int(*n),
        (OutInt, [a, p]) => real(ret) && real(*a) && ptr_to(*p, &int),
        (OutSame, [a, p]) => real(ret) && real(*a) && ptr_to(*p, &real),
        (BinaryOutInt, [a, b, p]) => real(ret) && real(*a) && real(*b) && ptr_to(*p, &int),
        (ToInt, [a]) => int(ret) && real(*a),
        (ToLong, [a]) => long(ret) && real(*a),
        (IntFirst, [n, a]) => real(ret) && int(*n) && real(*a),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_to_entry_and_precision() {
        let p = |n: &str| lookup(n).map(|m| (m.entry.name, m.precision));
        assert_eq!(p("sinf"), Some(("sin", Precision::Single)));
        assert_eq!(p("sin"), Some(("sin", Precision::Double)));
        assert_eq!(p("sinl"), Some(("sin", Precision::Extended)));
        assert_eq!(p("sinf64x"), Some(("sin", Precision::Extended)));
        assert_eq!(p("__builtin_sqrtf"), Some(("sqrt", Precision::Single)));
        assert_eq!(p("modf"), Some(("modf", Precision::Double)));
        assert_eq!(p("modff"), Some(("modf", Precision::Single)));
        assert_eq!(p("ceil"), Some(("ceil", Precision::Double)));
        assert_eq!(p("ceill"), Some(("ceil", Precision::Extended)));
        assert_eq!(p("erff"), Some(("erf", Precision::Single)));
        assert_eq!(p("expf32"), Some(("exp", Precision::Single)));
        assert_eq!(p("expf32x"), Some(("exp", Precision::Double)));
        assert_eq!(p("llroundf"), Some(("llround", Precision::Single)));
        assert_eq!(p("printf"), None);
        assert_eq!(p("sinff"), None);
        assert_eq!(p("__builtin_"), None);
    }

    #[test]
    fn every_entry_has_an_implementation_or_is_vendor_specific() {
        for e in TABLE {
            assert!(
                e.intrinsic.is_some() || e.libdevice.is_some() || e.ocml.is_some(),
                "{}",
                e.name
            );
        }
    }
}
