//! The builtin functions: `__builtin_memcpy`, `__builtin_clzll`,
//! `__builtin_floorf`, ... and the C library names (`memcpy`, `floor`) that
//! clang also treats as builtins when a declaration of them matches the
//! library's signature. A name maps to one [`BuiltinFn`]; sema gives it its
//! type, the interpreter and code generation its meaning.

/// The floating type a math builtin works on, from its suffix: none for
/// `double`, `f` for `float`, `l` for `long double` (the x86-64 80-bit
/// type on every circle-rs target).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatWidth {
    F32,
    F64,
    Long,
}

/// The integer type a bit builtin works on, from its suffix: none for
/// `unsigned int`, `l` for `unsigned long`, `ll` for `unsigned long long`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntWidth {
    Int,
    Long,
    LongLong,
}

/// The `<cmath>` functions with a builtin form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MathFn {
    Fabs,
    Floor,
    Ceil,
    Trunc,
    Round,
    Rint,
    Nearbyint,
    Sqrt,
    Cbrt,
    Fmin,
    Fmax,
    Fdim,
    Copysign,
    Fma,
    Fmod,
    Remainder,
    Exp,
    Exp2,
    Expm1,
    Log,
    Log2,
    Log10,
    Log1p,
    Logb,
    Pow,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Atan2,
    Sinh,
    Cosh,
    Tanh,
    Asinh,
    Acosh,
    Atanh,
    Hypot,
    Erf,
    Erfc,
    Tgamma,
    Lgamma,
    /// `(x, int)`.
    Ldexp,
    Scalbn,
    /// `(x, long)`.
    Scalbln,
    /// `(x, int*)`: the mantissa, the exponent stored.
    Frexp,
    /// `(x, T*)`: the fraction, the integral part stored.
    Modf,
    /// `(x) -> int`.
    Ilogb,
    /// `(x) -> long` / `long long`.
    Lround,
    Llround,
    Lrint,
    Llrint,
    Nextafter,
    /// `(x, long double)`.
    Nexttoward,
    /// `(x, y, int*)`: the remainder, the quotient's low bits stored.
    Remquo,
    /// `(x, int)`: clang's `__builtin_powi`, `x` to an integer power.
    Powi,
}

/// A builtin function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BuiltinFn {
    // `<cstring>`.
    Memcpy,
    Memmove,
    Memset,
    Memcmp,
    Memchr,
    Strlen,
    Strcmp,
    Strncmp,
    Strchr,
    Strrchr,
    Strpbrk,
    Strstr,
    // Queries and hints.
    ConstantP,
    Expect,
    ExpectWithProbability,
    Addressof,
    Launder,
    IsConstantEvaluated,
    AssumeAligned,
    Unreachable,
    Trap,
    Abort,
    Alloca,
    // Checked arithmetic on any integer types (clang's generic forms).
    AddOverflow,
    SubOverflow,
    MulOverflow,
    // Bits.
    Clz(IntWidth),
    Ctz(IntWidth),
    Popcount(IntWidth),
    Parity(IntWidth),
    Ffs(IntWidth),
    Abs(IntWidth),
    /// `__builtin_bswap16/32/64`: the width in bits.
    Bswap(u8),
    // Floating constants.
    HugeVal(FloatWidth),
    Inf(FloatWidth),
    Nan(FloatWidth),
    Nans(FloatWidth),
    // Classification and quiet comparisons (type-generic).
    IsNan,
    IsInf,
    IsFinite,
    IsNormal,
    IsInfSign,
    Fpclassify,
    /// `__builtin_signbit` is type-generic; `signbitf`/`signbitl` are not.
    Signbit(Option<FloatWidth>),
    IsLess,
    IsGreater,
    IsLessEqual,
    IsGreaterEqual,
    IsLessGreater,
    IsUnordered,
    Math(MathFn, FloatWidth),
    /// `__builtin_vsnprintf(buf, n, fmt, ap)` (libstdc++'s
    /// `__convert_from_v`).
    Vsnprintf,
    // `<cstdarg>`.
    VaStart,
    VaEnd,
    VaCopy,
}

const MATH: &[(&str, MathFn)] = &[
    ("fabs", MathFn::Fabs),
    ("floor", MathFn::Floor),
    ("ceil", MathFn::Ceil),
    ("trunc", MathFn::Trunc),
    ("round", MathFn::Round),
    ("rint", MathFn::Rint),
    ("nearbyint", MathFn::Nearbyint),
    ("sqrt", MathFn::Sqrt),
    ("cbrt", MathFn::Cbrt),
    ("fmin", MathFn::Fmin),
    ("fmax", MathFn::Fmax),
    ("fdim", MathFn::Fdim),
    ("copysign", MathFn::Copysign),
    ("fma", MathFn::Fma),
    ("fmod", MathFn::Fmod),
    ("remainder", MathFn::Remainder),
    ("exp", MathFn::Exp),
    ("exp2", MathFn::Exp2),
    ("expm1", MathFn::Expm1),
    ("log", MathFn::Log),
    ("log2", MathFn::Log2),
    ("log10", MathFn::Log10),
    ("log1p", MathFn::Log1p),
    ("logb", MathFn::Logb),
    ("pow", MathFn::Pow),
    ("sin", MathFn::Sin),
    ("cos", MathFn::Cos),
    ("tan", MathFn::Tan),
    ("asin", MathFn::Asin),
    ("acos", MathFn::Acos),
    ("atan", MathFn::Atan),
    ("atan2", MathFn::Atan2),
    ("sinh", MathFn::Sinh),
    ("cosh", MathFn::Cosh),
    ("tanh", MathFn::Tanh),
    ("asinh", MathFn::Asinh),
    ("acosh", MathFn::Acosh),
    ("atanh", MathFn::Atanh),
    ("hypot", MathFn::Hypot),
    ("erf", MathFn::Erf),
    ("erfc", MathFn::Erfc),
    ("tgamma", MathFn::Tgamma),
    ("lgamma", MathFn::Lgamma),
    ("ldexp", MathFn::Ldexp),
    ("scalbn", MathFn::Scalbn),
    ("scalbln", MathFn::Scalbln),
    ("frexp", MathFn::Frexp),
    ("modf", MathFn::Modf),
    ("ilogb", MathFn::Ilogb),
    ("lround", MathFn::Lround),
    ("llround", MathFn::Llround),
    ("lrint", MathFn::Lrint),
    ("llrint", MathFn::Llrint),
    ("nextafter", MathFn::Nextafter),
    ("nexttoward", MathFn::Nexttoward),
    ("remquo", MathFn::Remquo),
    ("powi", MathFn::Powi),
];

/// The C library functions that are builtins under their plain names too.
const LIBRARY: &[(&str, BuiltinFn)] = &[
    ("memcpy", BuiltinFn::Memcpy),
    ("memmove", BuiltinFn::Memmove),
    ("memset", BuiltinFn::Memset),
    ("memcmp", BuiltinFn::Memcmp),
    ("memchr", BuiltinFn::Memchr),
    ("strlen", BuiltinFn::Strlen),
    ("strcmp", BuiltinFn::Strcmp),
    ("strncmp", BuiltinFn::Strncmp),
    ("strchr", BuiltinFn::Strchr),
    // libstdc++'s <cstring> forwards its const-correct overloads to these
    // when the C library declares only the C signatures.
    ("strrchr", BuiltinFn::Strrchr),
    ("strpbrk", BuiltinFn::Strpbrk),
    ("strstr", BuiltinFn::Strstr),
    ("abort", BuiltinFn::Abort),
];

const SIMPLE: &[(&str, BuiltinFn)] = &[
    ("constant_p", BuiltinFn::ConstantP),
    ("expect", BuiltinFn::Expect),
    ("expect_with_probability", BuiltinFn::ExpectWithProbability),
    ("addressof", BuiltinFn::Addressof),
    ("launder", BuiltinFn::Launder),
    ("is_constant_evaluated", BuiltinFn::IsConstantEvaluated),
    ("assume_aligned", BuiltinFn::AssumeAligned),
    ("unreachable", BuiltinFn::Unreachable),
    ("trap", BuiltinFn::Trap),
    ("alloca", BuiltinFn::Alloca),
    ("add_overflow", BuiltinFn::AddOverflow),
    ("sub_overflow", BuiltinFn::SubOverflow),
    ("mul_overflow", BuiltinFn::MulOverflow),
    ("bswap16", BuiltinFn::Bswap(16)),
    ("bswap32", BuiltinFn::Bswap(32)),
    ("bswap64", BuiltinFn::Bswap(64)),
    ("isnan", BuiltinFn::IsNan),
    ("isinf", BuiltinFn::IsInf),
    ("isfinite", BuiltinFn::IsFinite),
    ("isnormal", BuiltinFn::IsNormal),
    ("isinf_sign", BuiltinFn::IsInfSign),
    ("fpclassify", BuiltinFn::Fpclassify),
    ("signbit", BuiltinFn::Signbit(None)),
    ("signbitf", BuiltinFn::Signbit(Some(FloatWidth::F32))),
    ("signbitl", BuiltinFn::Signbit(Some(FloatWidth::Long))),
    ("isless", BuiltinFn::IsLess),
    ("isgreater", BuiltinFn::IsGreater),
    ("islessequal", BuiltinFn::IsLessEqual),
    ("isgreaterequal", BuiltinFn::IsGreaterEqual),
    ("islessgreater", BuiltinFn::IsLessGreater),
    ("isunordered", BuiltinFn::IsUnordered),
    ("vsnprintf", BuiltinFn::Vsnprintf),
    ("va_start", BuiltinFn::VaStart),
    ("va_end", BuiltinFn::VaEnd),
    ("va_copy", BuiltinFn::VaCopy),
];

type IntFamily = fn(IntWidth) -> BuiltinFn;
const INT_FAMILIES: &[(&str, IntFamily)] = &[
    ("clz", BuiltinFn::Clz),
    ("ctz", BuiltinFn::Ctz),
    ("popcount", BuiltinFn::Popcount),
    ("parity", BuiltinFn::Parity),
    ("ffs", BuiltinFn::Ffs),
    ("abs", BuiltinFn::Abs),
];

type FloatFamily = fn(FloatWidth) -> BuiltinFn;
const FLOAT_CONSTANTS: &[(&str, FloatFamily)] = &[
    ("huge_val", BuiltinFn::HugeVal),
    ("inf", BuiltinFn::Inf),
    ("nan", BuiltinFn::Nan),
    ("nans", BuiltinFn::Nans),
];

const INT_SUFFIXES: &[(&str, IntWidth)] = &[
    ("", IntWidth::Int),
    ("l", IntWidth::Long),
    ("ll", IntWidth::LongLong),
];

const FLOAT_SUFFIXES: &[(&str, FloatWidth)] = &[
    ("", FloatWidth::F64),
    ("f", FloatWidth::F32),
    ("l", FloatWidth::Long),
];

/// `__builtin_labs` is `abs` on `long`: the plain `abs` family is not a
/// suffix family (`labs`, not `absl`).
fn int_family_name(base: &str, w: IntWidth) -> String {
    if base == "abs" {
        let p = match w {
            IntWidth::Int => "",
            IntWidth::Long => "l",
            IntWidth::LongLong => "ll",
        };
        return format!("{p}abs");
    }
    let s = INT_SUFFIXES
        .iter()
        .find(|(_, x)| *x == w)
        .map_or("", |(s, _)| s);
    format!("{base}{s}")
}

fn with_float_suffix<T: Copy>(table: &[(&str, T)], name: &str) -> Option<(T, FloatWidth)> {
    for (suffix, w) in FLOAT_SUFFIXES {
        let Some(base) = name.strip_suffix(suffix) else {
            continue;
        };
        if let Some((_, t)) = table.iter().find(|(n, _)| *n == base) {
            return Some((*t, *w));
        }
    }
    None
}

/// The builtin a function name spells: a `__builtin_` name, or a C library
/// name clang also treats as a builtin (`floor`, `memcpy`; sema uses these
/// only for a declaration with the library's signature).
pub fn builtin_fn(name: &str) -> Option<BuiltinFn> {
    let Some(base) = name.strip_prefix("__builtin_") else {
        return library_fn(name);
    };
    if let Some((_, f)) = SIMPLE.iter().find(|(n, _)| *n == base) {
        return Some(*f);
    }
    if let Some((_, f)) = LIBRARY.iter().find(|(n, _)| *n == base) {
        return Some(*f);
    }
    for (fam, make) in INT_FAMILIES {
        for (_, w) in INT_SUFFIXES {
            if int_family_name(fam, *w) == base {
                return Some(make(*w));
            }
        }
    }
    if let Some((make, w)) = with_float_suffix(FLOAT_CONSTANTS, base) {
        return Some(make(w));
    }
    with_float_suffix(MATH, base).map(|(m, w)| BuiltinFn::Math(m, w))
}

/// A plain C library name that is a builtin (`memcpy`, `floorf`).
pub fn library_fn(name: &str) -> Option<BuiltinFn> {
    if let Some((_, f)) = LIBRARY.iter().find(|(n, _)| *n == name) {
        return Some(*f);
    }
    // clang's `__builtin_powi` has no library form.
    with_float_suffix(MATH, name)
        .filter(|(m, _)| *m != MathFn::Powi)
        .map(|(m, w)| BuiltinFn::Math(m, w))
}

/// Every name [`builtin_fn`] accepts (for tests and tools).
pub fn all_names() -> Vec<String> {
    let mut out = Vec::new();
    for (n, _) in SIMPLE.iter().chain(LIBRARY) {
        out.push(format!("__builtin_{n}"));
    }
    for (n, _) in LIBRARY {
        out.push(n.to_string());
    }
    for (fam, _) in INT_FAMILIES {
        for (_, w) in INT_SUFFIXES {
            out.push(format!("__builtin_{}", int_family_name(fam, *w)));
        }
    }
    for (n, _) in FLOAT_CONSTANTS {
        for (s, _) in FLOAT_SUFFIXES {
            out.push(format!("__builtin_{n}{s}"));
        }
    }
    for (n, m) in MATH {
        for (s, _) in FLOAT_SUFFIXES {
            out.push(format!("__builtin_{n}{s}"));
            if *m != MathFn::Powi {
                out.push(format!("{n}{s}"));
            }
        }
    }
    out
}

/// The `__builtin_` spelling of a builtin (for diagnostics).
pub fn builtin_name(f: BuiltinFn) -> String {
    all_names()
        .into_iter()
        .find(|n| n.starts_with("__builtin_") && builtin_fn(n) == Some(f))
        .unwrap_or_else(|| "__builtin".to_string())
}
