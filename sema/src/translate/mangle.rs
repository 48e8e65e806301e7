//! Itanium C++ ABI symbol names for the C-like subset: functions by name
//! and parameter types (so overloads get distinct symbols, and kernels get
//! the names nvcc and clang give them: `_Z6kernelPfS_`), namespace members
//! nested (`_ZN2ns1fEv`), with the ABI's substitutions (`S_`, `S0_`, ...)
//! for repeated namespaces and compound types. `extern "C"` functions and
//! `main` keep their names.

use crate::program::*;

/// What a substitution refers to: a namespace prefix (by qualified name)
/// or a type (types are interned, so the id is the identity).
#[derive(PartialEq, Eq)]
enum Key {
    Prefix(String),
    Type(TypeId),
}

struct Mangler<'t> {
    t: &'t TypeTable,
    subs: Vec<Key>,
    out: String,
}

fn source_name(s: &str) -> String {
    format!("{}{}", s.len(), s)
}

fn seq_id(i: usize) -> String {
    if i == 0 {
        return "S_".into();
    }
    // Base 36 of i - 1, digits then capital letters.
    let mut n = i - 1;
    let mut digits = Vec::new();
    loop {
        let d = (n % 36) as u8;
        digits.push(if d < 10 { b'0' + d } else { b'A' + d - 10 });
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    format!("S{}_", String::from_utf8_lossy(&digits))
}

impl Mangler<'_> {
    fn find(&self, k: &Key) -> Option<usize> {
        self.subs.iter().position(|x| x == k)
    }

    /// `name` nested in the namespace `ns` (`a::b`), with each namespace
    /// prefix a substitution candidate. `internal`: the name has internal
    /// linkage and gets the ABI's `L` prefix (as clang and GCC write it, so a
    /// `static` function cannot collide with an external one of the same
    /// name); members of an anonymous namespace are already unique and
    /// carry no `L`.
    fn nested(&mut self, ns: &str, name: &str, internal: bool) {
        let prefix_l = internal && !ns.contains('(');
        let name = if prefix_l {
            format!("L{}", source_name(name))
        } else {
            source_name(name)
        };
        if ns.is_empty() {
            self.out.push_str(&name);
            return;
        }
        // The longest prefix already substituted.
        let parts: Vec<&str> = ns.split("::").collect();
        let mut start = 0;
        let mut body = String::new();
        for i in (1..=parts.len()).rev() {
            let prefix = parts[..i].join("::");
            if let Some(s) = self.find(&Key::Prefix(prefix)) {
                body.push_str(&seq_id(s));
                start = i;
                break;
            }
        }
        for i in start..parts.len() {
            let part = parts[i];
            if part.starts_with('(') {
                body.push_str("12_GLOBAL__N_1");
            } else {
                body.push_str(&source_name(part));
            }
            self.subs.push(Key::Prefix(parts[..=i].join("::")));
        }
        self.out.push('N');
        self.out.push_str(&body);
        self.out.push_str(&name);
        self.out.push('E');
    }

    fn class(&mut self, qualified: &str) {
        match qualified.rsplit_once("::") {
            Some((ns, n)) => self.nested(ns, n, false),
            None => self.out.push_str(&source_name(qualified)),
        }
    }

    fn builtin(&self, id: TypeId) -> Option<&'static str> {
        Some(match self.t.get(id) {
            Type::Void => "v",
            Type::Bool => "b",
            Type::Int(k) => match k {
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
            },
            Type::Float(k) => match k {
                FloatKind::Half => "DF16_",
                FloatKind::Float => "f",
                FloatKind::Double => "d",
            },
            Type::NullPtr => "Dn",
            _ => return None,
        })
    }

    fn ty(&mut self, id: TypeId, depth: u32) {
        if depth > 32 {
            self.out.push('v');
            return;
        }
        if let Some(b) = self.builtin(id) {
            self.out.push_str(b);
            return;
        }
        if let Some(s) = self.find(&Key::Type(id)) {
            self.out.push_str(&seq_id(s));
            return;
        }
        let d = depth + 1;
        let t = self.t;
        match t.get(id) {
            Type::Pointer { pointee, .. } => {
                self.out.push('P');
                self.ty(*pointee, d);
            }
            Type::Reference { referent, rvalue } => {
                self.out.push(if *rvalue { 'O' } else { 'R' });
                self.ty(*referent, d);
            }
            Type::Array { elem, len } => {
                self.out.push('A');
                if let Some(n) = len {
                    self.out.push_str(&n.to_string());
                }
                self.out.push('_');
                self.ty(*elem, d);
            }
            Type::Struct(s) => {
                let n = t.structs.get(*s).map_or("S", |x| x.name.as_str());
                self.class(n);
            }
            Type::Enum(e) => {
                let n = t.enums.get(*e).map_or("E", |x| x.name.as_str());
                self.class(n);
            }
            Type::Function {
                ret,
                params,
                variadic,
            } => {
                self.out.push('F');
                self.ty(*ret, d);
                self.params(params, *variadic, d);
                self.out.push('E');
            }
            Type::Qualified {
                base,
                is_const,
                is_volatile,
            } => {
                if *is_volatile {
                    self.out.push('V');
                }
                if *is_const {
                    self.out.push('K');
                }
                self.ty(*base, d);
            }
            // Builtins returned above.
            _ => self.out.push('v'),
        }
        self.subs.push(Key::Type(id));
    }

    fn params(&mut self, params: &[TypeId], variadic: bool, depth: u32) {
        if params.is_empty() && !variadic {
            self.out.push('v');
        }
        for p in params {
            self.ty(*p, depth);
        }
        if variadic {
            self.out.push('z');
        }
    }
}

pub(crate) fn function(
    t: &TypeTable,
    ns: &str,
    name: &str,
    params: &[TypeId],
    variadic: bool,
    internal: bool,
) -> String {
    let mut m = Mangler {
        t,
        subs: Vec::new(),
        out: "_Z".into(),
    };
    m.nested(ns, name, internal);
    m.params(params, variadic, 0);
    m.out
}

/// Globals of the global namespace keep their names; namespace members nest
/// (`internal`: with the `L` prefix, as for functions).
pub(crate) fn variable(ns: &str, name: &str, internal: bool) -> String {
    if ns.is_empty() {
        return name.to_string();
    }
    let t = TypeTable::new();
    let mut m = Mangler {
        t: &t,
        subs: Vec::new(),
        out: "_Z".into(),
    };
    m.nested(ns, name, internal);
    m.out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn substitutions() {
        let mut t = TypeTable::new();
        let f = t.intern(Type::Float(FloatKind::Float));
        let pf = t.intern(Type::Pointer {
            pointee: f,
            space: AddrSpace::Generic,
        });
        let kf = t.intern(Type::Qualified {
            base: f,
            is_const: true,
            is_volatile: false,
        });
        let pkf = t.intern(Type::Pointer {
            pointee: kf,
            space: AddrSpace::Generic,
        });
        let m = t.intern(Type::Int(IntKind::ULong));
        assert_eq!(
            function(&t, "", "kernel", &[pf, pf], false, false),
            "_Z6kernelPfS_"
        );
        assert_eq!(
            function(&t, "", "kernel", &[f, pkf, pf, m], false, false),
            "_Z6kernelfPKfPfm"
        );
        assert_eq!(
            function(&t, "", "g", &[pkf, pkf, kf], false, false),
            "_Z1gPKfS0_S_"
        );
        assert_eq!(function(&t, "a::b", "h", &[], false, false), "_ZN1a1b1hEv");
        assert_eq!(variable("ns", "x", false), "_ZN2ns1xE");
    }

    #[test]
    fn internal_linkage_prefix() {
        let mut t = TypeTable::new();
        let i = t.intern(Type::Int(IntKind::Int));
        assert_eq!(function(&t, "", "plus9", &[i], false, true), "_ZL5plus9i");
        assert_eq!(function(&t, "ns", "f", &[], false, true), "_ZN2nsL1fEv");
        assert_eq!(variable("ns", "x", true), "_ZN2nsL1xE");
        // The anonymous namespace already makes the name unique.
        assert_eq!(
            function(&t, "(anonymous namespace)", "f", &[], false, true),
            "_ZN12_GLOBAL__N_11fEv"
        );
        assert_eq!(seq_id(1), "S0_");
        assert_eq!(seq_id(11), "SA_");
        assert_eq!(seq_id(37), "S10_");
    }
}
