//! Itanium C++ ABI symbol names: functions by name and parameter types (so
//! overloads get distinct symbols, and kernels get the names nvcc and clang
//! give them: `_Z6kernelPfS_`), namespace and class members nested
//! (`_ZN2ns1fEv`, `_ZNK1A3getEv`), constructors and destructors (`C1`,
//! `D0`/`D1`/`D2`), operators (`_ZN1AplES_`), conversion functions, with
//! the ABI's substitutions (`S_`, `S0_`, ...) for repeated prefixes and
//! compound types; a class is one substitution whether it appears as a
//! prefix or as a type. `extern "C"` functions and `main` keep their names.

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
        self.nested_with(ns, "", &UName::Source(name), internal);
    }

    /// `N [quals] prefix... name E` (or just the name at global scope).
    fn nested_with(&mut self, ns: &str, quals: &str, uname: &UName<'_>, internal: bool) {
        let prefix_l = internal && !ns.contains("(anonymous namespace)");
        let mut name = String::new();
        if prefix_l {
            name.push('L');
        }
        // A conversion function's type is mangled after the prefix (its
        // substitutions see the prefix's), so it is written below.
        let conv = match uname {
            UName::Source(n) => {
                name.push_str(&source_name(n));
                None
            }
            UName::Ctor => {
                name.push_str("C1");
                None
            }
            UName::Dtor(v) => {
                name.push('D');
                name.push(*v);
                None
            }
            UName::Operator(code) => {
                name.push_str(code);
                None
            }
            UName::Conversion(t) => {
                name.push_str("cv");
                Some(*t)
            }
        };
        if ns.is_empty() {
            self.out.push_str(&name);
            if let Some(t) = conv {
                self.ty(t, 0);
            }
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
            if part == "(anonymous namespace)" {
                body.push_str("12_GLOBAL__N_1");
            } else if part.starts_with('(') {
                // An unnamed class: `Ut_` (numbered in declaration order).
                body.push_str("Ut_");
            } else {
                body.push_str(&source_name(part));
            }
            self.subs.push(Key::Prefix(parts[..=i].join("::")));
        }
        self.out.push('N');
        self.out.push_str(quals);
        self.out.push_str(&body);
        self.out.push_str(&name);
        if let Some(t) = conv {
            self.ty(t, 0);
        }
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
        let t = self.t;
        if let Type::Struct(s) = t.get(id) {
            // A class is one substitution, as a prefix or as a type.
            let n = t
                .structs
                .get(*s)
                .map_or("S", |x| x.name.as_str())
                .to_string();
            if let Some(i) = self.find(&Key::Prefix(n.clone())) {
                self.out.push_str(&seq_id(i));
                return;
            }
            self.class(&n);
            self.subs.push(Key::Prefix(n));
            return;
        }
        let d = depth + 1;
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

/// The unqualified name of an entity as the ABI encodes it.
pub(crate) enum UName<'x> {
    Source(&'x str),
    /// A constructor (complete-object variant `C1`).
    Ctor,
    /// A destructor variant: `'0'` deleting, `'1'` complete, `'2'` base.
    Dtor(char),
    Operator(&'static str),
    Conversion(TypeId),
}

/// The ABI code of `operator@` taking `arity` operands (counting the
/// object of a member), or `None` for other names.
pub(crate) fn operator_code(name: &str, arity: usize) -> Option<&'static str> {
    let op = name.strip_prefix("operator")?;
    let unary = arity == 1;
    Some(match op {
        " new" => "nw",
        " new[]" => "na",
        " delete" => "dl",
        " delete[]" => "da",
        "+" if unary => "ps",
        "-" if unary => "ng",
        "&" if unary => "ad",
        "*" if unary => "de",
        "~" => "co",
        "+" => "pl",
        "-" => "mi",
        "*" => "ml",
        "/" => "dv",
        "%" => "rm",
        "&" => "an",
        "|" => "or",
        "^" => "eo",
        "=" => "aS",
        "+=" => "pL",
        "-=" => "mI",
        "*=" => "mL",
        "/=" => "dV",
        "%=" => "rM",
        "&=" => "aN",
        "|=" => "oR",
        "^=" => "eO",
        "<<" => "ls",
        ">>" => "rs",
        "<<=" => "lS",
        ">>=" => "rS",
        "==" => "eq",
        "!=" => "ne",
        "<" => "lt",
        ">" => "gt",
        "<=" => "le",
        ">=" => "ge",
        "<=>" => "ss",
        "!" => "nt",
        "&&" => "aa",
        "||" => "oo",
        "++" => "pp",
        "--" => "mm",
        "," => "cm",
        "->*" => "pm",
        "->" => "pt",
        "()" => "cl",
        "[]" => "ix",
        _ => return None,
    })
}

pub(crate) fn function(
    t: &TypeTable,
    ns: &str,
    name: &str,
    params: &[TypeId],
    variadic: bool,
    internal: bool,
) -> String {
    function_m(t, ns, name, params, variadic, internal).out
}

fn function_m<'t>(
    t: &'t TypeTable,
    ns: &str,
    name: &str,
    params: &[TypeId],
    variadic: bool,
    internal: bool,
) -> Mangler<'t> {
    let mut m = Mangler {
        t,
        subs: Vec::new(),
        out: "_Z".into(),
    };
    let uname = match operator_code(name, params.len()) {
        Some(code) => UName::Operator(code),
        None => UName::Source(name),
    };
    m.nested_with(ns, "", &uname, internal);
    m.params(params, variadic, 0);
    m
}

/// A member function of the class named `class` (qualified): `kind` picks
/// constructor and destructor names; `quals` are the object's (const,
/// volatile, ref-qualifier: `Some(false)` `&`, `Some(true)` `&&`).
#[allow(clippy::too_many_arguments)]
pub(crate) fn method(
    t: &TypeTable,
    class: &str,
    name: &str,
    kind: FuncKind,
    params: &[TypeId],
    variadic: bool,
    quals: (bool, bool, Option<bool>),
    conversion: Option<TypeId>,
) -> String {
    method_m(t, class, name, kind, params, variadic, quals, conversion).out
}

#[allow(clippy::too_many_arguments)]
fn method_m<'t>(
    t: &'t TypeTable,
    class: &str,
    name: &str,
    kind: FuncKind,
    params: &[TypeId],
    variadic: bool,
    quals: (bool, bool, Option<bool>),
    conversion: Option<TypeId>,
) -> Mangler<'t> {
    let mut m = Mangler {
        t,
        subs: Vec::new(),
        out: "_Z".into(),
    };
    let mut q = String::new();
    if quals.1 {
        q.push('V');
    }
    if quals.0 {
        q.push('K');
    }
    match quals.2 {
        Some(false) => q.push('R'),
        Some(true) => q.push('O'),
        None => {}
    }
    let arity = params.len() + usize::from(kind != FuncKind::Free);
    let uname = match (kind, conversion) {
        (FuncKind::Constructor, _) => UName::Ctor,
        (FuncKind::Destructor, _) => UName::Dtor('1'),
        (_, Some(c)) => UName::Conversion(c),
        _ => match operator_code(name, arity) {
            Some(code) => UName::Operator(code),
            None => UName::Source(name),
        },
    };
    m.nested_with(class, &q, &uname, false);
    m.params(params, variadic, 0);
    m
}

/// The enclosing function of a local entity, as declared.
pub(crate) struct Enclosing<'x> {
    pub func: &'x Function,
    /// The parameter types, `this` included for a member function.
    pub params: &'x [TypeId],
}

/// The call operator of a lambda in the body of `enc`, as the Itanium ABI
/// names it: a member of the closure type `Ul<params>E<n>_`, a local
/// entity of the enclosing function (`_ZZ4kernPfENKUliE_clEi`), whose
/// substitutions continue those of the function's encoding. `index`: how
/// many lambdas with the same parameter types precede it in `enc`. `None`
/// when the enclosing function's name cannot be reproduced (it is itself a
/// local entity): the caller then names the closure class instead.
pub(crate) fn lambda_call_op(
    t: &TypeTable,
    enc: &Enclosing<'_>,
    closure: &str,
    params: &[TypeId],
    variadic: bool,
    is_const: bool,
    index: u32,
) -> Option<String> {
    let mut m = replay(t, enc)?;
    m.out.replace_range(0..2, "_ZZ");
    m.out.push_str("EN");
    if is_const {
        m.out.push('K');
    }
    m.out.push_str("Ul");
    m.params(params, variadic, 0);
    m.out.push('E');
    if index > 0 {
        m.out.push_str(&(index - 1).to_string());
    }
    m.out.push('_');
    m.subs.push(Key::Prefix(closure.to_string()));
    m.out.push_str("clE");
    m.params(params, variadic, 0);
    Some(m.out)
}

/// What the call operators of lambdas with these parameter types in `enc`
/// have in common: the local-name head (`_ZZ4kernPfE`) and, after `N` or
/// `NK`, the closure type's signature (`UliE`); for numbering them.
pub(crate) fn lambda_sig(
    t: &TypeTable,
    enc: &Enclosing<'_>,
    params: &[TypeId],
    variadic: bool,
) -> Option<(String, String)> {
    let mut m = replay(t, enc)?;
    let head = format!("_ZZ{}E", &m.out[2..]);
    let at = m.out.len();
    m.out.push_str("Ul");
    m.params(params, variadic, 0);
    m.out.push('E');
    Some((head, m.out[at..].to_string()))
}

/// Mangles the enclosing function again, keeping the substitution table,
/// and only if that reproduces its symbol.
fn replay<'t>(t: &'t TypeTable, enc: &Enclosing<'_>) -> Option<Mangler<'t>> {
    let f = enc.func;
    if !f.link_name.starts_with("_Z") || f.link_name.starts_with("_ZZ") {
        return None;
    }
    let (ns, short) = match f.name.rfind("::") {
        Some(i) => (&f.name[..i], &f.name[i + 2..]),
        None => ("", f.name.as_str()),
    };
    let internal = f.linkage == Linkage::Internal;
    let mut tries: Vec<Mangler<'t>> =
        vec![function_m(t, ns, short, enc.params, f.variadic, internal)];
    if f.class.is_some() {
        tries.push(method_m(
            t,
            ns,
            short,
            FuncKind::Free,
            enc.params,
            f.variadic,
            (false, false, None),
            None,
        ));
        if let Some((this, rest)) = enc.params.split_first() {
            let (c, v) = match t.pointee(*this).map(|p| t.get(p)) {
                Some(Type::Qualified {
                    is_const,
                    is_volatile,
                    ..
                }) => (*is_const, *is_volatile),
                _ => (false, false),
            };
            for r in [None, Some(false), Some(true)] {
                tries.push(method_m(
                    t,
                    ns,
                    short,
                    f.kind,
                    rest,
                    f.variadic,
                    (c, v, r),
                    None,
                ));
            }
        }
    }
    tries.into_iter().find(|m| m.out == f.link_name)
}

/// A class type's encoding (`1A`, `N2ns1AE`), for the special names
/// (`_ZTV`, `_ZTI`, `_ZTS`).
pub(crate) fn class(t: &TypeTable, sid: StructId) -> String {
    let mut m = Mangler {
        t,
        subs: Vec::new(),
        out: String::new(),
    };
    let n = t.structs.get(sid).map_or("S", |x| x.name.as_str());
    m.class(n);
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
