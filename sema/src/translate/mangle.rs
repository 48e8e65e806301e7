//! Itanium C++ ABI symbol names for the C-like subset: functions by name
//! and parameter types (so overloads get distinct symbols, and kernels get
//! the names nvcc and clang give them: `_Z6kernelPi`), namespace members
//! nested (`_ZN2ns1fEv`). `extern "C"` functions and `main` keep their names.

use crate::program::*;

fn source_name(s: &str) -> String {
    format!("{}{}", s.len(), s)
}

fn nested(ns: &str, name: &str) -> String {
    if ns.is_empty() {
        return source_name(name);
    }
    let mut out = String::from("N");
    for part in ns.split("::") {
        if part.starts_with('(') {
            // Anonymous namespace.
            out.push_str("12_GLOBAL__N_1");
        } else {
            out.push_str(&source_name(part));
        }
    }
    out.push_str(&source_name(name));
    out.push('E');
    out
}

/// A (possibly qualified) class or enum name as written in `TypeTable`.
fn class_name(qualified: &str) -> String {
    match qualified.rsplit_once("::") {
        Some((ns, n)) => nested(ns, n),
        None => source_name(qualified),
    }
}

fn ty(t: &TypeTable, id: TypeId, out: &mut String, depth: u32) {
    if depth > 32 {
        out.push('v');
        return;
    }
    let d = depth + 1;
    match t.get(id) {
        Type::Void => out.push('v'),
        Type::Bool => out.push('b'),
        Type::Int(k) => out.push_str(match k {
            IntKind::Char => "c",
            IntKind::SChar => "a",
            IntKind::UChar => "h",
            IntKind::Short => "s",
            IntKind::UShort => "t",
            IntKind::Int => "i",
            IntKind::UInt => "j",
            IntKind::Long => "l",
            IntKind::ULong => "m",
            IntKind::LongLong => "x",
            IntKind::ULongLong => "y",
            IntKind::WChar => "w",
            IntKind::Char8 => "Du",
            IntKind::Char16 => "Ds",
            IntKind::Char32 => "Di",
            IntKind::Int128 => "n",
            IntKind::UInt128 => "o",
        }),
        Type::Float(k) => out.push_str(match k {
            FloatKind::Half => "DF16_",
            FloatKind::Float => "f",
            FloatKind::Double => "d",
        }),
        Type::NullPtr => out.push_str("Dn"),
        Type::Pointer { pointee, .. } => {
            out.push('P');
            ty(t, *pointee, out, d);
        }
        Type::Reference { referent, rvalue } => {
            out.push(if *rvalue { 'O' } else { 'R' });
            ty(t, *referent, out, d);
        }
        Type::Array { elem, len } => {
            out.push('A');
            if let Some(n) = len {
                out.push_str(&n.to_string());
            }
            out.push('_');
            ty(t, *elem, out, d);
        }
        Type::Struct(s) => out.push_str(&class_name(
            t.structs.get(*s).map_or("S", |x| x.name.as_str()),
        )),
        Type::Enum(e) => out.push_str(&class_name(
            t.enums.get(*e).map_or("E", |x| x.name.as_str()),
        )),
        Type::Function {
            ret,
            params,
            variadic,
        } => {
            out.push('F');
            ty(t, *ret, out, d);
            if params.is_empty() && !variadic {
                out.push('v');
            }
            for p in params {
                ty(t, *p, out, d);
            }
            if *variadic {
                out.push('z');
            }
            out.push('E');
        }
        Type::Qualified {
            base,
            is_const,
            is_volatile,
        } => {
            if *is_volatile {
                out.push('V');
            }
            if *is_const {
                out.push('K');
            }
            ty(t, *base, out, d);
        }
    }
}

pub(crate) fn function(
    t: &TypeTable,
    ns: &str,
    name: &str,
    params: &[TypeId],
    variadic: bool,
) -> String {
    let mut out = format!("_Z{}", nested(ns, name));
    if params.is_empty() && !variadic {
        out.push('v');
    }
    for p in params {
        ty(t, *p, &mut out, 0);
    }
    if variadic {
        out.push('z');
    }
    out
}

/// Globals of the global namespace keep their names; namespace members nest.
pub(crate) fn variable(ns: &str, name: &str) -> String {
    if ns.is_empty() {
        name.to_string()
    } else {
        format!("_Z{}", nested(ns, name))
    }
}
