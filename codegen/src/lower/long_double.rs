//! `long double` constants on the host: the x87 value written as its
//! exact hexadecimal form (`%La`), which LLVM's APFloat reads without
//! rounding into `x86_fp80`.

use inkwell::types::FloatType;
use inkwell::values::FloatValue;

/// The `x86_fp80` constant of `f` (`t` is the context's `x86_fp80`).
pub(crate) fn constant(t: FloatType<'_>, f: f80::F80) -> FloatValue<'_> {
    let text = if f.is_nan() {
        if f.is_sign_negative() { "-nan" } else { "nan" }.to_string()
    } else {
        // Finite and infinite values: `0x8.ccccccccccccccdp-3`, `inf`.
        f.format("%La").unwrap_or_else(|| "0".to_string())
    };
    // SAFETY: a non-empty string APFloat parses (hexadecimal or special).
    unsafe { t.const_float_from_string(&text) }
}
