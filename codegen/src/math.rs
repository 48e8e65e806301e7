//! What a C math function (`sinf`, `__builtin_sinf`, `sinl`, ...) becomes
//! in a device module, from `sema::cmath`'s table: an LLVM intrinsic both
//! backends select natively, else the vendor library's function (see
//! [`crate::devlibs`] for the link). Both the call lowering of declared
//! library functions and the `__builtin_*` lowering go through
//! [`device_math_symbol`].

use sema::cmath::{self, MathFn, Precision};

use crate::Vendor;

/// The device implementation of a math function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeviceMath {
    /// An LLVM intrinsic overloaded on the floating type (`llvm.floor`);
    /// for `lround`-like functions, its result converted to the integer
    /// result type.
    Intrinsic(&'static str),
    /// A function of the vendor's math library (`__nv_sinf`,
    /// `__ocml_sin_f32`), linked into the module.
    Library(String),
}

/// The device implementation of the C math function `name` on `vendor`'s
/// targets, with the function it is; `None` when `name` is not one of the
/// table's or the vendor's library lacks it.
pub fn device_math_symbol(name: &str, vendor: Vendor) -> Option<(MathFn, DeviceMath)> {
    let m = cmath::lookup(name)?;
    device_symbol(m, vendor).map(|d| (m, d))
}

/// [`device_math_symbol`] for an already parsed function.
pub fn device_symbol(m: MathFn, vendor: Vendor) -> Option<DeviceMath> {
    let e = m.entry;
    if let Some(i) = e.intrinsic {
        return Some(DeviceMath::Intrinsic(i));
    }
    let single = m.precision == Precision::Single;
    let sym = match vendor {
        Vendor::Nvidia => format!("__nv_{}{}", e.libdevice?, if single { "f" } else { "" }),
        Vendor::Amd => format!("__ocml_{}_{}", e.ocml?, if single { "f32" } else { "f64" }),
        // The C library itself (`sinl` for the x86-64 long double).
        Vendor::Host => format!(
            "{}{}",
            e.name,
            match m.precision {
                Precision::Single => "f",
                Precision::Double => "",
                Precision::Extended => "l",
            }
        ),
    };
    Some(DeviceMath::Library(sym))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sym(name: &str, v: Vendor) -> Option<DeviceMath> {
        device_math_symbol(name, v).map(|(_, d)| d)
    }

    #[test]
    fn names_map_to_each_vendor() {
        let lib = |s: &str| Some(DeviceMath::Library(s.into()));
        assert_eq!(sym("sinf", Vendor::Nvidia), lib("__nv_sinf"));
        assert_eq!(sym("__builtin_sinf", Vendor::Nvidia), lib("__nv_sinf"));
        assert_eq!(sym("sin", Vendor::Nvidia), lib("__nv_sin"));
        assert_eq!(sym("sinl", Vendor::Amd), lib("__ocml_sin_f64"));
        assert_eq!(sym("powf", Vendor::Amd), lib("__ocml_pow_f32"));
        assert_eq!(sym("modff", Vendor::Nvidia), lib("__nv_modff"));
        assert_eq!(
            sym("floorf", Vendor::Amd),
            Some(DeviceMath::Intrinsic("llvm.floor"))
        );
        assert_eq!(sym("jnf", Vendor::Nvidia), lib("__nv_jnf"));
        assert_eq!(sym("jnf", Vendor::Amd), None);
        assert_eq!(sym("strlen", Vendor::Nvidia), None);
    }

    /// Every library symbol the table names exists in the libraries, when
    /// they are installed.
    #[test]
    fn library_symbols_exist() {
        let ctx = inkwell::context::Context::create();
        let mut libs = Vec::new();
        if let Some(p) = crate::devlibs::libdevice() {
            libs.push((Vendor::Nvidia, p));
        }
        if let Some(d) = crate::devlibs::rocm_bitcode_dir() {
            libs.push((Vendor::Amd, d.join("ocml.bc")));
        }
        for (vendor, path) in libs {
            let m = inkwell::module::Module::parse_bitcode_from_path(&path, &ctx)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            for e in cmath::TABLE {
                for precision in [Precision::Single, Precision::Double] {
                    let f = MathFn {
                        entry: e,
                        precision,
                    };
                    if let Some(DeviceMath::Library(s)) = device_symbol(f, vendor) {
                        assert!(
                            m.get_function(&s).is_some(),
                            "{s} not in {}",
                            path.display()
                        );
                    }
                }
            }
        }
    }
}
