//! Function attributes the command line implies, as clang sets them:
//! `-Os` is `optsize` on every function, `-Oz` `optsize` and `minsize`
//! (the pass pipelines alone barely differ from `-O2`'s; the attributes
//! are what make the inliner, the unroller and the backends favour size).
//!
//! `-ffast-math` / `-Ofast`: LLVM's function attributes for unsafe
//! floating-point math on every function of the module, which the NVPTX
//! backend turns into `div.approx` (square root stays `sqrt.rn`, with `.ftz`) and the optimizer into
//! reassociation; NVIDIA targets also flush f32 denormals to zero
//! (`.ftz`), as nvcc's `-use_fast_math` does.

use inkwell::attributes::AttributeLoc;
use inkwell::module::Module;

use crate::{TargetSpec, Vendor};

pub fn size(module: &Module<'_>, min: bool) {
    let ctx = module.get_context();
    let mut names = vec!["optsize"];
    if min {
        names.push("minsize");
    }
    let mut f = module.get_first_function();
    while let Some(func) = f {
        if func.count_basic_blocks() > 0 {
            for n in &names {
                let kind = inkwell::attributes::Attribute::get_named_enum_kind_id(n);
                func.add_attribute(AttributeLoc::Function, ctx.create_enum_attribute(kind, 0));
            }
        }
        f = func.get_next_function();
    }
}

pub fn fast_math(module: &Module<'_>, t: &TargetSpec) {
    let ctx = module.get_context();
    let mut attrs = vec![
        ("unsafe-fp-math", "true"),
        ("no-infs-fp-math", "true"),
        ("no-nans-fp-math", "true"),
        ("no-signed-zeros-fp-math", "true"),
        ("approx-func-fp-math", "true"),
    ];
    if t.vendor == Vendor::Nvidia {
        attrs.push(("denormal-fp-math-f32", "preserve-sign,preserve-sign"));
    }
    let mut f = module.get_first_function();
    while let Some(func) = f {
        if func.count_basic_blocks() > 0 {
            for (k, v) in &attrs {
                func.add_attribute(AttributeLoc::Function, ctx.create_string_attribute(k, v));
            }
        }
        f = func.get_next_function();
    }
}
