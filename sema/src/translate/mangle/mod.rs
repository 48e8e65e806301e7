//! Itanium C++ ABI symbol names: functions by name and parameter types (so
//! overloads get distinct symbols, and kernels get the names nvcc and clang
//! give them: `_Z6kernelPfS_`), namespace and class members nested
//! (`_ZN2ns1fEv`, `_ZNK1A3getEv`), class template specializations with
//! their arguments (`_ZN1AIiLi3EE3getEv`), function template
//! specializations with theirs and their return type (`_Z2mxIiEiii`),
//! constructors and destructors (`C1`, `D0`/`D1`/`D2`), operators
//! (`_ZN1AplES_`), conversion functions, with the ABI's substitutions
//! (`S_`, `S0_`, ...) for repeated prefixes and compound types; a class is
//! one substitution whether it appears as a prefix or as a type. `extern
//! "C"` functions and `main` keep their names.
//!
//! Classes are described structurally ([`ClassMangle`]: namespace,
//! enclosing class, name, template arguments), never by splitting their
//! display names.

use rustc_hash::FxHashMap as HashMap;
use std::cell::RefCell;
use std::fmt::Write as _;
use std::rc::Rc;

use rustc_hash::FxHashMap;

use crate::program::*;

/// A template argument as the mangler encodes it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum MangleArg {
    Type(TypeId),
    /// `L<type><value>E`.
    Int(i128, TypeId),
    /// An argument pack: `J...E`.
    Pack(Vec<MangleArg>),
    /// A declaration's address or a template name, already encoded.
    Raw(String),
}

/// How a class's name is mangled: where it is and what it is called.
#[derive(Clone, Debug, Default)]
pub(crate) struct ClassMangle {
    /// The namespace it is in (`a::b`; empty for the global namespace).
    pub ns: String,
    /// The class it is nested in.
    pub parent: Option<StructId>,
    /// Its unqualified name (a unique placeholder for unnamed classes).
    pub name: String,
    /// Template arguments of a class template specialization.
    pub targs: Option<Vec<MangleArg>>,
    /// A local class (or closure type): its enclosing function, for
    /// `Z <encoding> E <name>`.
    pub local: Option<LocalScope>,
    /// A closure type: its call operator's parameter types, whether it is
    /// variadic, and its number among the closure types of its scope with
    /// the same parameters (`Ul <params> E [n] _`).
    pub lambda: Option<(Vec<TypeId>, bool, u32)>,
}

/// The function a local class is declared in.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct LocalScope {
    /// Its encoding (its symbol without `_Z`).
    pub encoding: String,
    /// What it is, to encode it again inside a name that uses it, so its
    /// substitution candidates count there (`None`: written as it is).
    pub func: Option<ScopeFn>,
}

/// A function as the mangler encodes it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum ScopeFn {
    Free {
        ns: String,
        name: String,
        params: Vec<TypeId>,
        variadic: bool,
        internal: bool,
    },
    Method {
        class: StructId,
        name: String,
        kind: FuncKind,
        params: Vec<TypeId>,
        variadic: bool,
        quals: (bool, bool, Option<bool>),
        conversion: Option<TypeId>,
    },
}

/// What the mangler reads: the types and sema's class descriptions.
pub(crate) struct Names<'t> {
    pub types: &'t TypeTable,
    pub classes: &'t HashMap<StructId, ClassMangle>,
    /// Class prefixes already mangled from an empty substitution table
    /// (`None`: nothing is remembered).
    pub memo: Option<&'t MangleMemo>,
}

/// A class's nested-name prefix as written at the start of a name, with
/// the substitution candidates it makes: every later name starting with
/// the class (its members' symbols, its special names) copies it instead
/// of walking a deeply nested template-id again.
pub(crate) struct ClassPrefix {
    body: String,
    subs: FxHashMap<Key, usize>,
    nsubs: usize,
}

/// The most recently mangled class prefixes, by class. A class's entry
/// must be dropped when its [`ClassMangle`] (or an enclosing class's)
/// changes.
pub(crate) type MangleMemo = RefCell<PrefixCache>;

/// A class's members are mangled together (its member declarations, then
/// its implicit members), so a few recent prefixes serve them: keeping
/// every class's would hold a deep nesting's substitution table once per
/// level (quadratic memory).
#[derive(Default)]
pub(crate) struct PrefixCache {
    map: FxHashMap<StructId, Rc<ClassPrefix>>,
    order: std::collections::VecDeque<StructId>,
}

impl PrefixCache {
    const CAPACITY: usize = 32;

    fn get(&self, sid: &StructId) -> Option<&Rc<ClassPrefix>> {
        self.map.get(sid)
    }

    fn insert(&mut self, sid: StructId, prefix: Rc<ClassPrefix>) {
        if self.map.insert(sid, prefix).is_none() {
            self.order.push_back(sid);
        }
        while self.order.len() > Self::CAPACITY {
            if let Some(old) = self.order.pop_front() {
                self.map.remove(&old);
            }
        }
    }

    pub(crate) fn remove(&mut self, sid: &StructId) {
        if self.map.remove(sid).is_some() {
            self.order.retain(|s| s != sid);
        }
    }

    pub(crate) fn clear(&mut self) {
        self.map.clear();
        self.order.clear();
    }
}

/// A function template's parameter or return type as the ABI encodes it
/// in a specialization's name: written in terms of the template's own
/// parameters (`T_`, `T0_`), not the arguments substituted for them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum SigType {
    /// A type not involving the template's parameters.
    Concrete(TypeId),
    /// The template parameter of this index.
    Param(u32),
    /// `T...` in a function parameter list: `Dp`.
    Pack(Box<SigType>),
    Pointer(Box<SigType>),
    /// A reference (`true`: rvalue).
    Ref(Box<SigType>, bool),
    /// cv-qualified (const, volatile).
    Qual(Box<SigType>, bool, bool),
    Array(Box<SigType>, Option<u64>),
    /// An array whose bound is the value parameter of this index.
    ParamArray(Box<SigType>, u32),
    Func(Box<SigType>, Vec<SigType>, bool),
    /// A class template specialization with arguments naming parameters:
    /// the template's namespace, name and arguments.
    TemplateId {
        ns: String,
        name: String,
        args: Vec<SigArg>,
    },
    /// `typename Q::name`.
    Member(Box<SigType>, String),
}

/// A template argument inside a [`SigType::TemplateId`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum SigArg {
    Type(SigType),
    Int(i128, TypeId),
    /// A non-type template parameter: `T_` as an expression argument.
    Param(u32),
}

/// What a substitution refers to.
#[derive(PartialEq, Eq, Clone, Hash)]
enum Key {
    /// A namespace prefix (by qualified name).
    Ns(String),
    Class(StructId),
    Type(TypeId),
    /// A template name (the prefix before its arguments), by the keys of
    /// its scope and its name.
    Template(String),
    /// A type written with template parameters.
    Sig(SigType),
    /// The (qualified) function type of a pointer to member function:
    /// a candidate of its own, distinct from the same non-member function
    /// type.
    MemberFn(TypeId, u8),
}

struct Mangler<'t> {
    n: &'t Names<'t>,
    /// Substitution candidates by their position (a deeply nested
    /// template-id has many: lookups must not scan them).
    subs: FxHashMap<Key, usize>,
    nsubs: usize,
    /// Candidates taken over from a remembered class prefix (positions
    /// below its `nsubs`, before any of `subs`).
    base: Option<Rc<ClassPrefix>>,
    out: String,
    /// Where the variant digit of a constructor's or destructor's name
    /// (`C1`, `D1`, `CI1`) is in `out`.
    structor_at: Option<usize>,
}

fn source_name(s: &str) -> String {
    format!("{}{}", s.len(), s)
}

#[cfg(test)]
fn seq_id(i: usize) -> String {
    let mut s = String::new();
    push_seq_id(&mut s, i);
    s
}

/// Appends `S_`, `S0_`, `S1_`, ...
fn push_seq_id(out: &mut String, i: usize) {
    if i == 0 {
        out.push_str("S_");
        return;
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
    out.push('S');
    out.extend(digits.iter().rev().map(|&d| d as char));
    out.push('_');
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
    /// An inheriting constructor (`CI1 <base class>`, the base's encoding
    /// made on its own: g++ and clang substitute nothing in it).
    InheritingCtor(&'x str),
}

/// One component of a nested name.
#[derive(Clone)]
enum Part {
    Ns(String),
    Class(StructId),
}

impl Mangler<'_> {
    fn find(&self, k: &Key) -> Option<usize> {
        if let Some(i) = self.base.as_ref().and_then(|b| b.subs.get(k)) {
            return Some(*i);
        }
        self.subs.get(k).copied()
    }

    fn push_seq(&mut self, i: usize) {
        push_seq_id(&mut self.out, i);
    }

    /// Records a substitution candidate (the first position of a key
    /// counts; a repeated one still takes a position).
    fn push_sub(&mut self, k: Key) {
        let n = self.nsubs;
        self.subs.entry(k).or_insert(n);
        self.nsubs += 1;
    }

    /// The components naming a class's scope and the class itself.
    fn class_parts(&self, sid: StructId, depth: u32) -> Vec<Part> {
        let Some(cm) = self.n.classes.get(&sid) else {
            // A struct sema did not describe (builder-made): its name.
            let name = self
                .n
                .types
                .structs
                .get(sid)
                .map_or("S", |d| d.name.as_str());
            let mut parts: Vec<Part> = Vec::new();
            let segs: Vec<&str> = name.split("::").collect();
            for i in 0..segs.len().saturating_sub(1) {
                parts.push(Part::Ns(segs[..=i].join("::")));
            }
            parts.push(Part::Class(sid));
            return parts;
        };
        let mut parts = match cm.parent {
            Some(p) if depth < 64 => self.class_parts(p, depth + 1),
            // A local class's scope is its function (see `nested_name`).
            _ if cm.local.is_some() => Vec::new(),
            _ => ns_parts(&cm.ns),
        };
        parts.push(Part::Class(sid));
        parts
    }

    /// The enclosing function when the outermost of `parts` is a local
    /// class.
    fn local_scope(&self, parts: &[Part]) -> Option<LocalScope> {
        let Some(Part::Class(c)) = parts.first() else {
            return None;
        };
        self.n.classes.get(c)?.local.clone()
    }

    /// `Z <encoding> E`, the encoding made again by this mangler (its
    /// substitution candidates count in the rest of the name) when that
    /// gives the function's own symbol, else as it is.
    fn write_local_prefix(&mut self, scope: &LocalScope) {
        self.out.push('Z');
        let (at, nsubs) = (self.out.len(), self.nsubs);
        if let Some(f) = &scope.func {
            match f {
                ScopeFn::Free {
                    ns,
                    name,
                    params,
                    variadic,
                    internal,
                } => self.encode_function(ns, name, params, *variadic, *internal, None),
                ScopeFn::Method {
                    class,
                    name,
                    kind,
                    params,
                    variadic,
                    quals,
                    conversion,
                } => self.encode_method(
                    *class,
                    name,
                    *kind,
                    params,
                    *variadic,
                    *quals,
                    *conversion,
                    None,
                ),
            }
            if self.out[at..] != scope.encoding {
                self.out.truncate(at);
                self.truncate_subs(nsubs);
            }
        }
        if self.out.len() == at {
            self.out.push_str(&scope.encoding);
        }
        self.out.push('E');
    }

    /// Forgets the substitution candidates from position `n` on.
    fn truncate_subs(&mut self, n: usize) {
        if let Some(b) = self.base.take() {
            if n < b.nsubs {
                self.subs = b
                    .subs
                    .iter()
                    .filter(|(_, &i)| i < n)
                    .map(|(k, &i)| (k.clone(), i))
                    .collect();
            } else {
                self.base = Some(b);
            }
        }
        self.subs.retain(|_, &mut i| i < n);
        self.nsubs = n;
    }

    /// Writes one class component (its name and template args).
    fn class_component(&mut self, sid: StructId) {
        if let Some((params, variadic, n)) = self.n.classes.get(&sid).and_then(|c| c.lambda.clone())
        {
            // `Ul <params> E [n] _` (the first of its kind has no number).
            self.out.push_str("Ul");
            self.params(&params, variadic, 0);
            self.out.push('E');
            if n > 0 {
                self.out.push_str(&(n - 1).to_string());
            }
            self.out.push('_');
            return;
        }
        let n = self.n;
        let (name, targs) = match n.classes.get(&sid) {
            Some(cm) => (cm.name.as_str(), cm.targs.as_deref()),
            None => {
                let name = n.types.structs.get(sid).map_or("S", |d| d.name.as_str());
                (crate::qualified_name::last_segment(name), None)
            }
        };
        self.push_source_name(name);
        if let Some(args) = targs {
            self.template_args(args);
        }
    }

    fn push_source_name(&mut self, s: &str) {
        let _ = write!(self.out, "{}{}", s.len(), s);
    }

    /// Writes `I args E`.
    /// `So`/`Si`/`Sd` for `std::basic_ostream<char, std::char_traits<char>>`
    /// and its istream and iostream siblings.
    fn is_char_stream(
        &self,
        scope: &[Part],
        name: &str,
        args: &[MangleArg],
    ) -> Option<&'static str> {
        if scope.len() != 1 || !is_std(scope.first()) {
            return None;
        }
        let ab = match name {
            "basic_istream" => "Si",
            "basic_ostream" => "So",
            "basic_iostream" => "Sd",
            _ => return None,
        };
        let mut probe = Mangler {
            n: self.n,
            subs: FxHashMap::default(),
            nsubs: 0,
            base: None,
            out: String::new(),
            structor_at: None,
        };
        probe.template_args(args);
        (probe.out == "IcSt11char_traitsIcEE").then_some(ab)
    }

    fn template_args(&mut self, args: &[MangleArg]) {
        self.out.push('I');
        for a in args {
            self.arg(a);
        }
        self.out.push('E');
    }

    fn arg(&mut self, a: &MangleArg) {
        match a {
            MangleArg::Type(t) => self.ty(*t, 0),
            MangleArg::Int(v, t) => {
                self.out.push('L');
                match self.builtin(*t) {
                    Some(b) => self.out.push_str(b),
                    None => self.ty(*t, 0),
                }
                if *v < 0 {
                    self.out.push('n');
                }
                self.out.push_str(&v.unsigned_abs().to_string());
                self.out.push('E');
            }
            MangleArg::Pack(items) => {
                self.out.push('J');
                for x in items {
                    self.arg(x);
                }
                self.out.push('E');
            }
            MangleArg::Raw(s) => self.out.push_str(s),
        }
    }

    /// Writes a nested name: `N [quals] prefix... name E`, or just the
    /// name when it has no prefix. Each prefix is a substitution candidate;
    /// `internal` adds the `L` of internal linkage (not for members of an
    /// anonymous namespace, which are unique already). Everything is
    /// written in place: a deeply nested template-id is written once, not
    /// copied up through its enclosing levels.
    fn nested_name(
        &mut self,
        parts: &[Part],
        quals: &str,
        uname: Option<&UName<'_>>,
        targs: Option<&[MangleArg]>,
        internal: bool,
    ) {
        let in_anon = parts
            .iter()
            .any(|p| matches!(p, Part::Ns(n) if n.contains("(anonymous namespace)")));
        // `::std` is the abbreviation `St`, which counts as no component
        // of its own (`_ZSt4swap...`, `NSt9exceptionD1Ev`) and is no
        // substitution candidate.
        let std = is_std(parts.first());
        let counted = parts.len() - usize::from(std);
        let wrapped = match uname {
            Some(_) => counted > 0 || !quals.is_empty(),
            None => counted > 1 || !quals.is_empty(),
        };
        // The longest prefix already substituted.
        let substituted = (1..=parts.len())
            .rev()
            .find_map(|i| self.find(&part_key(&parts[i - 1])).map(|s| (i, s)));
        let mut start = substituted.map_or(0, |(i, _)| i);
        // A local class not substituted yet names its function first; a
        // local entity has no internal-linkage `L`.
        let local = if start == 0 {
            self.local_scope(parts)
        } else {
            None
        };
        // Written first (before the nested name's `N`): its substitution
        // candidates precede the name's.
        if let Some(z) = local.as_ref() {
            self.write_local_prefix(z);
        }
        let internal = internal && local.is_none();
        if wrapped {
            self.out.push('N');
            self.out.push_str(quals);
        }
        // A class written first is written as every time before: its
        // remembered prefix, with the candidates it made.
        let memo_class = match (parts.last(), self.n.memo) {
            (Some(Part::Class(c)), Some(_))
                if substituted.is_none()
                    && local.is_none()
                    && self.nsubs == 0
                    && self.base.is_none() =>
            {
                Some(*c)
            }
            _ => None,
        };
        let memo_at = self.out.len();
        if let (Some(c), Some(memo)) = (memo_class, self.n.memo) {
            let known = memo.borrow().get(&c).cloned();
            if let Some(prefix) = known {
                self.out.push_str(&prefix.body);
                self.nsubs = prefix.nsubs;
                self.base = Some(prefix);
                self.finish_nested_name(parts, uname, targs, internal, in_anon, wrapped);
                return;
            }
        }
        if let Some((_, s)) = substituted {
            self.push_seq(s);
        } else if std {
            self.out.push_str("St");
            start = 1;
        }
        for (idx, p) in parts.iter().enumerate().skip(start) {
            #[cfg(test)]
            tests::COMPONENTS.with(|c| c.set(c.get() + 1));
            match p {
                Part::Ns(path) => {
                    let last = crate::qualified_name::last_segment(path);
                    if last == "(anonymous namespace)" {
                        self.out.push_str("12_GLOBAL__N_1");
                    } else {
                        self.out.push_str(&source_name(last));
                    }
                }
                Part::Class(sid) => {
                    let n = self.n;
                    let targs = n
                        .classes
                        .get(sid)
                        .and_then(|c| c.targs.as_deref().map(|a| (c.name.as_str(), a)));
                    match targs {
                        // The template name is a candidate before its
                        // arguments, the template-id after them.
                        // `So`, `Si`, `Sd`: the char streams, whole.
                        Some((name, args))
                            if idx == 1
                                && self.out.ends_with("St")
                                && self.is_char_stream(&parts[..idx], name, args).is_some() =>
                        {
                            let ab = self.is_char_stream(&parts[..idx], name, args);
                            self.out.truncate(self.out.len() - 2);
                            self.out.push_str(ab.unwrap_or_default());
                            // Standard abbreviations are no substitution
                            // candidates.
                            continue;
                        }
                        Some((name, args)) => {
                            let key = template_key(&parts[..idx], name);
                            match (self.find(&key), std_abbreviation(&parts[..idx], name)) {
                                (Some(s), _) => self.push_seq(s),
                                // `Sa`/`Sb` stand for `St9allocator` and
                                // `St12basic_string` (written at the start
                                // of the name in place of `St`).
                                (None, Some(ab)) if idx == 1 && self.out.ends_with("St") => {
                                    self.out.truncate(self.out.len() - 2);
                                    self.out.push_str(ab);
                                }
                                (None, _) => {
                                    self.push_source_name(name);
                                    self.push_sub(key);
                                }
                            }
                            self.template_args(args);
                        }
                        None => self.class_component(*sid),
                    }
                }
            }
            self.push_sub(part_key(p));
        }
        if let (Some(c), Some(memo)) = (memo_class, self.n.memo) {
            let prefix = ClassPrefix {
                body: self.out[memo_at..].to_string(),
                subs: self.subs.clone(),
                nsubs: self.nsubs,
            };
            memo.borrow_mut().insert(c, Rc::new(prefix));
        }
        self.finish_nested_name(parts, uname, targs, internal, in_anon, wrapped);
    }

    /// The rest of a nested name after its prefix: the unqualified name
    /// and its template arguments, and the closing `E`.
    fn finish_nested_name(
        &mut self,
        parts: &[Part],
        uname: Option<&UName<'_>>,
        targs: Option<&[MangleArg]>,
        internal: bool,
        in_anon: bool,
        wrapped: bool,
    ) {
        let Some(uname) = uname else {
            // The name of the last part itself (a class).
            if wrapped {
                self.out.push('E');
            }
            return;
        };
        let mut name = String::new();
        if internal && !in_anon {
            name.push('L');
        }
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
            UName::InheritingCtor(base) => {
                name.push_str("CI1");
                name.push_str(base);
                None
            }
        };
        match uname {
            UName::Ctor | UName::Dtor(_) => {
                self.structor_at = Some(self.out.len() + name.len() - 1)
            }
            UName::InheritingCtor(_) => {
                self.structor_at = name.find("CI1").map(|i| self.out.len() + i + 2)
            }
            _ => {}
        }
        self.out.push_str(&name);
        if let Some(t) = conv {
            self.ty(t, 0);
        }
        if let Some(a) = targs {
            let tname = match uname {
                UName::Source(n) => n.to_string(),
                _ => name.clone(),
            };
            self.push_sub(template_key(parts, &tname));
            self.template_args(a);
        }
        if wrapped {
            self.out.push('E');
        }
    }

    fn builtin(&self, id: TypeId) -> Option<&'static str> {
        self.n.types.itanium_builtin_code(id)
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
            self.push_seq(s);
            return;
        }
        let t = self.n.types;
        // `__complex__ T` is the builtin `C <type>`, not its class.
        if let Some(elem) = t.complex_element(id) {
            self.out.push('C');
            self.ty(elem, depth + 1);
            self.push_sub(Key::Type(id));
            return;
        }
        if let Type::Struct(s) = t.get(id) {
            // A class is one substitution, as a prefix or as a type.
            if let Some(i) = self.find(&Key::Class(*s)) {
                self.push_seq(i);
                return;
            }
            let parts = self.class_parts(*s, 0);
            self.nested_name(&parts, "", None, None, false);
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
            Type::Enum(e) => {
                let n = t.enums.get(*e).map_or("E", |x| x.name.as_str()).to_string();
                let parts = ns_parts(n.rsplit_once("::").map_or("", |x| x.0));
                let last = crate::qualified_name::last_segment(&n).to_string();
                if parts.is_empty() {
                    self.out.push_str(&source_name(&last));
                } else {
                    self.nested_name(&parts, "", Some(&UName::Source(&last)), None, false);
                }
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
                ..
            } => {
                if *is_volatile {
                    self.out.push('V');
                }
                if *is_const {
                    self.out.push('K');
                }
                self.ty(*base, d);
            }
            // `M <class> <member type>`; a member function's type carries
            // its qualifiers (`M1PKFivE`, `M1PFivOE`).
            Type::MemberPointer {
                class,
                pointee,
                quals,
            } => {
                self.out.push('M');
                match t.lookup(&Type::Struct(*class)) {
                    Some(c) => self.ty(c, d),
                    None => self.out.push('v'),
                }
                match t.get(*pointee) {
                    Type::Function {
                        ret,
                        params,
                        variadic,
                    } => {
                        let key = Key::MemberFn(*pointee, *quals);
                        if let Some(s) = self.find(&key) {
                            self.push_seq(s);
                        } else {
                            if quals & MemberQuals::VOLATILE != 0 {
                                self.out.push('V');
                            }
                            if quals & MemberQuals::CONST != 0 {
                                self.out.push('K');
                            }
                            self.out.push('F');
                            self.ty(*ret, d);
                            self.params(params, *variadic, d);
                            if quals & MemberQuals::LREF != 0 {
                                self.out.push('R');
                            }
                            if quals & MemberQuals::RREF != 0 {
                                self.out.push('O');
                            }
                            self.out.push('E');
                            self.push_sub(key);
                        }
                    }
                    _ => self.ty(*pointee, d),
                }
            }
            // Builtins returned above.
            _ => self.out.push('v'),
        }
        self.push_sub(Key::Type(id));
    }

    /// A signature type: parameters as `T_`, `T0_`, ...; every compound
    /// type a substitution candidate, as for concrete types.
    fn sig(&mut self, s: &SigType, depth: u32) {
        if let SigType::Concrete(t) = s {
            return self.ty(*t, depth);
        }
        if depth > 64 {
            self.out.push('v');
            return;
        }
        let key = Key::Sig(s.clone());
        if let Some(i) = self.find(&key) {
            self.push_seq(i);
            return;
        }
        let d = depth + 1;
        match s {
            SigType::Concrete(_) => {}
            SigType::Param(i) => {
                self.out.push('T');
                if *i > 0 {
                    self.out.push_str(&(i - 1).to_string());
                }
                self.out.push('_');
            }
            SigType::Pack(x) => {
                self.out.push_str("Dp");
                self.sig(x, d);
            }
            SigType::Pointer(x) => {
                self.out.push('P');
                self.sig(x, d);
            }
            SigType::Ref(x, rvalue) => {
                self.out.push(if *rvalue { 'O' } else { 'R' });
                self.sig(x, d);
            }
            SigType::Qual(x, c, v) => {
                if *v {
                    self.out.push('V');
                }
                if *c {
                    self.out.push('K');
                }
                self.sig(x, d);
            }
            SigType::Array(x, n) => {
                self.out.push('A');
                if let Some(n) = n {
                    self.out.push_str(&n.to_string());
                }
                self.out.push('_');
                self.sig(x, d);
            }
            SigType::ParamArray(x, i) => {
                self.out.push_str("AT");
                if *i > 0 {
                    self.out.push_str(&(i - 1).to_string());
                }
                self.out.push_str("__");
                self.sig(x, d);
            }
            SigType::Func(r, ps, variadic) => {
                self.out.push('F');
                self.sig(r, d);
                if ps.is_empty() && !variadic {
                    self.out.push('v');
                }
                for p in ps {
                    self.sig(p, d);
                }
                if *variadic {
                    self.out.push('z');
                }
                self.out.push('E');
            }
            SigType::TemplateId { ns, name, args } => {
                let parts = ns_parts(ns);
                let std = is_std(parts.first());
                let wrapped = parts.len() > usize::from(std);
                if wrapped {
                    self.out.push('N');
                }
                let mut start = 0;
                for i in (1..=parts.len()).rev() {
                    if let Some(s) = self.find(&part_key(&parts[i - 1])) {
                        self.push_seq(s);
                        start = i;
                        break;
                    }
                }
                if start == 0 && std {
                    self.out.push_str("St");
                    start = 1;
                }
                for p in parts.iter().skip(start) {
                    if let Part::Ns(path) = p {
                        let last = crate::qualified_name::last_segment(path);
                        self.out.push_str(&source_name(last));
                    }
                    self.push_sub(part_key(p));
                }
                let tkey = template_key(&parts, name);
                match self.find(&tkey) {
                    Some(s) => self.push_seq(s),
                    None => {
                        self.out.push_str(&source_name(name));
                        self.push_sub(tkey);
                    }
                }
                self.out.push('I');
                for a in args {
                    match a {
                        SigArg::Type(t) => self.sig(t, d),
                        SigArg::Int(v, t) => self.arg(&MangleArg::Int(*v, *t)),
                        SigArg::Param(i) => {
                            self.out.push_str("XT");
                            if *i > 0 {
                                self.out.push_str(&(i - 1).to_string());
                            }
                            self.out.push_str("_E");
                        }
                    }
                }
                self.out.push('E');
                if wrapped {
                    self.out.push('E');
                }
            }
            SigType::Member(q, name) => {
                self.out.push('N');
                self.sig(q, d);
                self.out.push_str(&source_name(name));
                self.out.push('E');
            }
        }
        self.push_sub(key);
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

fn is_std(p: Option<&Part>) -> bool {
    matches!(p, Some(Part::Ns(n)) if n == "std")
}

/// The abbreviations of templates of `::std` (not of `std::__cxx11`).
fn std_abbreviation(scope: &[Part], name: &str) -> Option<&'static str> {
    if scope.len() != 1 || !is_std(scope.first()) {
        return None;
    }
    match name {
        "allocator" => Some("Sa"),
        "basic_string" => Some("Sb"),
        _ => None,
    }
}

fn template_key(scope: &[Part], name: &str) -> Key {
    let mut s = String::new();
    for p in scope {
        match p {
            Part::Ns(n) => s.push_str(n),
            Part::Class(c) => {
                let _ = write!(s, "#{}", c.0);
            }
        }
        s.push('/');
    }
    s.push_str(name);
    Key::Template(s)
}

fn part_key(p: &Part) -> Key {
    match p {
        Part::Ns(n) => Key::Ns(n.clone()),
        Part::Class(s) => Key::Class(*s),
    }
}

/// `a::b` as the parts `a`, `a::b`.
fn ns_parts(ns: &str) -> Vec<Part> {
    if ns.is_empty() {
        return Vec::new();
    }
    let segs: Vec<&str> = ns.split("::").collect();
    (0..segs.len())
        .map(|i| Part::Ns(segs[..=i].join("::")))
        .collect()
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

fn mangler<'t>(n: &'t Names<'t>) -> Mangler<'t> {
    Mangler {
        n,
        subs: FxHashMap::default(),
        nsubs: 0,
        base: None,
        out: "_Z".into(),
        structor_at: None,
    }
}

/// A namespace-scope function (or a function template specialization when
/// `tmpl` gives its template arguments and return type).
pub(crate) fn function(
    n: &Names<'_>,
    ns: &str,
    name: &str,
    params: &[TypeId],
    variadic: bool,
    internal: bool,
    tmpl: Option<(&[MangleArg], TypeId)>,
) -> String {
    let mut m = mangler(n);
    m.encode_function(ns, name, params, variadic, internal, tmpl);
    m.out
}

/// A member function of class `class`: `kind` picks constructor and
/// destructor names; `quals` are the object's (const, volatile,
/// ref-qualifier: `Some(false)` `&`, `Some(true)` `&&`).
#[allow(clippy::too_many_arguments)]
pub(crate) fn method(
    n: &Names<'_>,
    class: StructId,
    name: &str,
    kind: FuncKind,
    params: &[TypeId],
    variadic: bool,
    quals: (bool, bool, Option<bool>),
    conversion: Option<TypeId>,
    tmpl: Option<(&[MangleArg], TypeId)>,
) -> String {
    method_and_base(
        n, class, name, kind, params, variadic, quals, conversion, tmpl,
    )
    .0
}

/// [`method`], and for a constructor or destructor the symbol of its
/// base-object variant (`C2`/`D2`).
#[allow(clippy::too_many_arguments)]
pub(crate) fn method_and_base(
    n: &Names<'_>,
    class: StructId,
    name: &str,
    kind: FuncKind,
    params: &[TypeId],
    variadic: bool,
    quals: (bool, bool, Option<bool>),
    conversion: Option<TypeId>,
    tmpl: Option<(&[MangleArg], TypeId)>,
) -> (String, Option<String>) {
    let mut m = mangler(n);
    m.encode_method(class, name, kind, params, variadic, quals, conversion, tmpl);
    let base = m.base_variant();
    (m.out, base)
}

impl Mangler<'_> {
    /// The symbol with the constructor's or destructor's variant digit
    /// made `2` (the base-object variant).
    fn base_variant(&self) -> Option<String> {
        let at = self.structor_at?;
        let mut s = self.out.clone();
        s.replace_range(at..at + 1, "2");
        Some(s)
    }
}

impl Mangler<'_> {
    /// A namespace-scope function's name, with its template arguments.
    fn function_name(
        &mut self,
        ns: &str,
        name: &str,
        nparams: usize,
        internal: bool,
        targs: Option<&[MangleArg]>,
    ) {
        let uname = match operator_code(name, nparams) {
            Some(code) => UName::Operator(code),
            None => UName::Source(name),
        };
        let parts = ns_parts(ns);
        self.nested_name(&parts, "", Some(&uname), targs, internal);
    }

    /// A namespace-scope function's encoding (see [`function`]).
    fn encode_function(
        &mut self,
        ns: &str,
        name: &str,
        params: &[TypeId],
        variadic: bool,
        internal: bool,
        tmpl: Option<(&[MangleArg], TypeId)>,
    ) {
        self.function_name(ns, name, params.len(), internal, tmpl.map(|t| t.0));
        if let Some((_, ret)) = tmpl {
            self.ty(ret, 0);
        }
        self.params(params, variadic, 0);
    }

    /// A member function's nested name, with its template arguments;
    /// whether a template's encoding has a return type (constructors,
    /// destructors and conversion functions have none,
    /// [mangle.function-type]).
    #[allow(clippy::too_many_arguments)]
    fn method_name(
        &mut self,
        class: StructId,
        name: &str,
        kind: FuncKind,
        nparams: usize,
        quals: (bool, bool, Option<bool>),
        conversion: Option<TypeId>,
        targs: Option<&[MangleArg]>,
    ) -> bool {
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
        let arity = nparams + usize::from(kind != FuncKind::Free);
        let uname = match (kind, conversion) {
            (FuncKind::Constructor, _) => UName::Ctor,
            (FuncKind::Destructor, _) => UName::Dtor('1'),
            (_, Some(c)) => UName::Conversion(c),
            _ => match operator_code(name, arity) {
                Some(code) => UName::Operator(code),
                None => UName::Source(name),
            },
        };
        let parts = self.class_parts(class, 0);
        self.nested_name(&parts, &q, Some(&uname), targs, false);
        !matches!(kind, FuncKind::Constructor | FuncKind::Destructor) && conversion.is_none()
    }

    /// A member function's encoding (see [`method`]).
    #[allow(clippy::too_many_arguments)]
    fn encode_method(
        &mut self,
        class: StructId,
        name: &str,
        kind: FuncKind,
        params: &[TypeId],
        variadic: bool,
        quals: (bool, bool, Option<bool>),
        conversion: Option<TypeId>,
        tmpl: Option<(&[MangleArg], TypeId)>,
    ) {
        let targs = tmpl.map(|t| t.0);
        let with_ret = self.method_name(class, name, kind, params.len(), quals, conversion, targs);
        if let (Some((_, ret)), true) = (tmpl, with_ret) {
            self.ty(ret, 0);
        }
        self.params(params, variadic, 0);
    }
}

/// The constructor of `class` inherited from `base`'s constructor with
/// these parameters (`_ZN7DerivedCI14BaseEi`), and its base-object
/// variant's symbol.
pub(crate) fn inheriting_ctor_and_base(
    n: &Names<'_>,
    class: StructId,
    base: StructId,
    params: &[TypeId],
    variadic: bool,
) -> (String, Option<String>) {
    let base = self::class(n, base);
    let mut m = mangler(n);
    let parts = m.class_parts(class, 0);
    m.nested_name(&parts, "", Some(&UName::InheritingCtor(&base)), None, false);
    m.params(params, variadic, 0);
    let b = m.base_variant();
    (m.out, b)
}

/// A function template specialization whose return and parameter types
/// are written in terms of the template's parameters ([`SigType`]).
pub(crate) fn function_template(
    n: &Names<'_>,
    ns: &str,
    name: &str,
    nparams: usize,
    internal: bool,
    targs: &[MangleArg],
    sig: &(SigType, Vec<SigType>, bool),
) -> String {
    let mut m = mangler(n);
    m.function_name(ns, name, nparams, internal, Some(targs));
    m.sig_tail(sig, true);
    m.out
}

/// A member function template specialization (see [`function_template`]),
/// and the base-object variant's symbol (see [`method_and_base`]).
#[allow(clippy::too_many_arguments)]
pub(crate) fn method_template_and_base(
    n: &Names<'_>,
    class: StructId,
    name: &str,
    kind: FuncKind,
    nparams: usize,
    quals: (bool, bool, Option<bool>),
    conversion: Option<TypeId>,
    targs: &[MangleArg],
    sig: &(SigType, Vec<SigType>, bool),
) -> (String, Option<String>) {
    let mut m = mangler(n);
    let with_ret = m.method_name(class, name, kind, nparams, quals, conversion, Some(targs));
    m.sig_tail(sig, with_ret);
    let base = m.base_variant();
    (m.out, base)
}

impl Mangler<'_> {
    /// The return type (unless omitted) and parameter types of a template
    /// signature.
    fn sig_tail(&mut self, sig: &(SigType, Vec<SigType>, bool), with_ret: bool) {
        let (ret, params, variadic) = sig;
        if with_ret {
            self.sig(ret, 0);
        }
        if params.is_empty() && !variadic {
            self.out.push('v');
        }
        for p in params {
            self.sig(p, 0);
        }
        if *variadic {
            self.out.push('z');
        }
    }
}

/// A class type's encoding (`1A`, `N2ns1AE`), for the special names
/// (`_ZTV`, `_ZTI`, `_ZTS`).
pub(crate) fn class(n: &Names<'_>, sid: StructId) -> String {
    let mut m = mangler(n);
    m.out.clear();
    let parts = m.class_parts(sid, 0);
    m.nested_name(&parts, "", None, None, false);
    m.out
}

/// A type's encoding on its own, with substitutions of its own (what a
/// `_ZTS` string and `std::type_info::name()` hold).
pub(crate) fn type_code(n: &Names<'_>, ty: TypeId) -> String {
    let mut m = mangler(n);
    m.out.clear();
    m.ty(ty, 0);
    m.out
}

/// Globals of the global namespace keep their names; namespace members nest
/// (`internal`: with the `L` prefix, as for functions).
pub(crate) fn variable(ns: &str, name: &str, internal: bool) -> String {
    if ns.is_empty() {
        return name.to_string();
    }
    let t = TypeTable::new();
    let classes = HashMap::default();
    let names = Names {
        types: &t,
        classes: &classes,
        memo: None,
    };
    let mut m = mangler(&names);
    let parts = ns_parts(ns);
    m.nested_name(&parts, "", Some(&UName::Source(name)), None, internal);
    m.out
}

/// A static data member of a class (or a variable template specialization
/// with `targs`).
pub(crate) fn member_variable(n: &Names<'_>, class: StructId, name: &str) -> String {
    let mut m = mangler(n);
    let parts = m.class_parts(class, 0);
    m.nested_name(&parts, "", Some(&UName::Source(name)), None, false);
    m.out
}

/// A variable template specialization at namespace scope.
pub(crate) fn variable_template(
    n: &Names<'_>,
    ns: &str,
    name: &str,
    targs: &[MangleArg],
) -> String {
    let mut m = mangler(n);
    let parts = ns_parts(ns);
    m.nested_name(&parts, "", Some(&UName::Source(name)), Some(targs), false);
    m.out
}

#[cfg(test)]
mod tests;
