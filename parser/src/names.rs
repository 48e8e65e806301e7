//! The parser's table of what names mean, just enough to disambiguate C++:
//! is a name a type (then `T * x;` is a declaration and `(T)x` a cast), a
//! template (then `f<` opens template arguments), or something else.
//!
//! Unqualified names live in nested scopes (blocks, function bodies,
//! namespaces, class bodies, template headers); declaring a variable or
//! function shadows a type of the same name. Names declared at namespace or
//! class scope are also recorded under their full path (`std::vector`) so
//! qualified names resolve; `using namespace N` copies N's members into the
//! current scope. The table starts with the types the bundled headers
//! provide (`size_t`, the `<cstdint>` types, `nvvm_arch_t`, `std::vector`,
//! ...), so programs parse the same with or without their `#include`s.

use crate::intern::{Interner, Symbol};
use rustc_hash::FxHashMap as HashMap;

/// What a name denotes, as far as the parser cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameKind {
    /// A variable, function, enumerator, parameter: anything not a type.
    Value,
    /// A typedef, class, union, enum, alias or template type parameter.
    Type,
    /// A class or alias template: a type after its argument list.
    TypeTemplate,
    /// A function or variable template: `f<args>` is an expression.
    ValueTemplate,
    /// A namespace.
    Namespace,
}

impl NameKind {
    pub fn is_type(self) -> bool {
        matches!(self, NameKind::Type | NameKind::TypeTemplate)
    }
    pub fn is_template(self) -> bool {
        matches!(self, NameKind::TypeTemplate | NameKind::ValueTemplate)
    }
}

#[derive(Debug)]
struct Scope {
    /// Symbols declared in this scope, with what they shadowed.
    added: Vec<(Symbol, Option<NameKind>)>,
    /// Path of the namespace or class this scope belongs to, if any.
    path: Option<Vec<Symbol>>,
}

#[derive(Debug)]
pub struct NameTable {
    current: HashMap<Symbol, NameKind>,
    scopes: Vec<Scope>,
    qualified: HashMap<Vec<Symbol>, NameKind>,
    /// The namespace/class path of the innermost scope that has one.
    path: Vec<Symbol>,
    /// The names declared directly in each namespace or class, by path.
    members: HashMap<Vec<Symbol>, Vec<Symbol>>,
    /// Typedefs and alias declarations naming a class (template
    /// specialization), by the typedef's name: the class's path, so
    /// `tf::arg<1>` through `typedef traits<F> tf;` knows `arg` is a
    /// template of `traits` (a partial specialization's member is recorded
    /// under the template's path).
    aliases: HashMap<Symbol, Vec<Symbol>>,
    /// The same typedefs by their own full path (`std::__future_base::
    /// _State_base`, naming `std::__future_base::_State_baseV2`): a
    /// qualified name through one (`__future_base::_State_base::_Setter`)
    /// is the class's member.
    qualified_aliases: HashMap<Vec<Symbol>, Vec<Symbol>>,
    /// The inline namespaces directly in each namespace (full paths):
    /// their members are also members of the enclosing one
    /// (`std::basic_string` is `std::__cxx11::basic_string`).
    inline_ns: HashMap<Vec<Symbol>, Vec<Vec<Symbol>>>,
}

/// Types every program may name (from the bundled headers and Circle's
/// implicit declarations).
const PREDECLARED_TYPES: &[&str] = &[
    "size_t",
    "ssize_t",
    "ptrdiff_t",
    "intptr_t",
    "uintptr_t",
    "intmax_t",
    "uintmax_t",
    "max_align_t",
    "int8_t",
    "int16_t",
    "int32_t",
    "int64_t",
    "uint8_t",
    "uint16_t",
    "uint32_t",
    "uint64_t",
    "int_least8_t",
    "int_least16_t",
    "int_least32_t",
    "int_least64_t",
    "uint_least8_t",
    "uint_least16_t",
    "uint_least32_t",
    "uint_least64_t",
    "int_fast8_t",
    "int_fast16_t",
    "int_fast32_t",
    "int_fast64_t",
    "uint_fast8_t",
    "uint_fast16_t",
    "uint_fast32_t",
    "uint_fast64_t",
    "FILE",
    "va_list",
    "__builtin_va_list",
    "nvvm_arch_t",
    "amdgpu_arch_t",
    "dim3",
    "uint3",
    "cudaStream_t",
    "cudaError_t",
    "cudaEvent_t",
    "cudaDeviceProp",
    "cudaDeviceAttr",
    "cudaMemcpyKind",
    "hipStream_t",
    "hipError_t",
    "char2",
    "char4",
    "uchar4",
    "short2",
    "int2",
    "int3",
    "int4",
    "uint2",
    "uint4",
    "float2",
    "float3",
    "float4",
    "double2",
    "__half",
    "half",
];

/// Values the compiler provides implicitly (CUDA builtins and Circle's
/// codegen constants): never types, never templates, so `__nvvm_arch < 60`
/// is always a comparison.
const PREDECLARED_VALUES: &[&str] = &[
    "threadIdx",
    "blockIdx",
    "blockDim",
    "gridDim",
    "warpSize",
    "__nvvm_arch",
    "__amdgpu_arch",
    "__is_nvvm_target",
    "__is_amdgpu_target",
    "__is_host_target",
    "__warp_size",
    "__syncthreads",
    "atomicAdd",
    "__sm_dispatch_tag",
    "__sm_arch_all",
];

const PREDECLARED_STD_TYPES: &[&str] = &[
    "size_t",
    "ptrdiff_t",
    "nullptr_t",
    "int8_t",
    "int16_t",
    "int32_t",
    "int64_t",
    "uint8_t",
    "uint16_t",
    "uint32_t",
    "uint64_t",
    "intptr_t",
    "uintptr_t",
    "string",
    "string_view",
    "max_align_t",
    "FILE",
];

const PREDECLARED_STD_TEMPLATES: &[&str] = &[
    "vector",
    "map",
    "unordered_map",
    "set",
    "unordered_set",
    "array",
    "pair",
    "tuple",
    "basic_string",
    "optional",
    "variant",
    "unique_ptr",
    "shared_ptr",
    "function",
    "initializer_list",
    "numeric_limits",
    "list",
    "deque",
    "multimap",
    "multiset",
    "integral_constant",
    "enable_if_t",
    "conditional_t",
    "remove_reference_t",
    "decay_t",
    "is_same",
    "common_type_t",
    "make_signed_t",
    "make_unsigned_t",
];

const PREDECLARED_STD_FUNCTION_TEMPLATES: &[&str] = &[
    "forward",
    "move",
    "get",
    "make_pair",
    "make_tuple",
    "declval",
    "addressof",
    "min",
    "max",
    "swap",
    "exchange",
    "bit_cast",
    "tie",
];

impl NameTable {
    /// An empty table with one (global) scope.
    pub fn new() -> NameTable {
        NameTable {
            current: HashMap::default(),
            scopes: vec![Scope {
                added: Vec::new(),
                path: Some(Vec::new()),
            }],
            qualified: HashMap::default(),
            path: Vec::new(),
            members: HashMap::default(),
            aliases: HashMap::default(),
            qualified_aliases: HashMap::default(),
            inline_ns: HashMap::default(),
        }
    }

    /// A table seeded with the bundled headers' types.
    pub fn with_predeclared(interner: &mut Interner) -> NameTable {
        let mut t = NameTable::new();
        for name in PREDECLARED_TYPES {
            let s = interner.intern(name);
            t.declare(s, NameKind::Type);
        }
        for name in PREDECLARED_VALUES {
            let s = interner.intern(name);
            t.declare(s, NameKind::Value);
        }
        // `__make_integer_seq<Seq, T, N>`: a builtin alias template.
        for name in lexer::builtins::BUILTIN_TEMPLATES {
            let s = interner.intern(name);
            t.declare(s, NameKind::TypeTemplate);
        }
        let std = interner.intern("std");
        t.qualified.insert(vec![std], NameKind::Namespace);
        for name in PREDECLARED_STD_TYPES {
            let s = interner.intern(name);
            t.qualified.insert(vec![std, s], NameKind::Type);
            t.members.entry(vec![std]).or_default().push(s);
        }
        for name in PREDECLARED_STD_TEMPLATES {
            let s = interner.intern(name);
            t.qualified.insert(vec![std, s], NameKind::TypeTemplate);
            t.members.entry(vec![std]).or_default().push(s);
        }
        for name in PREDECLARED_STD_FUNCTION_TEMPLATES {
            let s = interner.intern(name);
            t.qualified.insert(vec![std, s], NameKind::ValueTemplate);
            t.members.entry(vec![std]).or_default().push(s);
        }
        t
    }

    /// Opens a block scope (no path of its own).
    pub fn push(&mut self) {
        self.scopes.push(Scope {
            added: Vec::new(),
            path: None,
        });
    }

    /// Opens the scope of namespace or class `name` (nested in the current
    /// path); `None` for an anonymous namespace (its members are also
    /// members of the enclosing one).
    pub fn push_named(&mut self, name: Option<Symbol>) {
        self.push_named_in(&[], name);
    }

    /// [`Self::push_named`] for a class defined out of its enclosing class
    /// (`class locale::_Impl { ... }`): `prefix` names the enclosing
    /// classes, so its members are recorded under their full path.
    pub fn push_named_in(&mut self, prefix: &[Symbol], name: Option<Symbol>) {
        let mut path = self.path.clone();
        path.extend_from_slice(prefix);
        if let Some(n) = name {
            path.push(n);
        }
        self.path = path.clone();
        self.scopes.push(Scope {
            added: Vec::new(),
            path: Some(path.clone()),
        });
        // A reopened namespace sees what its earlier parts declared.
        if name.is_some() {
            self.import_members(&path, 0);
        }
    }

    /// Makes the members of namespace or class `path` (and of its inline
    /// namespaces) visible in the innermost scope.
    fn import_members(&mut self, path: &[Symbol], depth: usize) {
        let known = self.members.get(path).cloned().unwrap_or_default();
        for sym in known {
            let mut key = path.to_vec();
            key.push(sym);
            if let Some(&k) = self.qualified.get(&key) {
                let old = self.current.insert(sym, k);
                if let Some(scope) = self.scopes.last_mut() {
                    scope.added.push((sym, old));
                }
            }
        }
        if depth < 4 {
            for child in self.inline_ns.get(path).cloned().unwrap_or_default() {
                self.import_members(&child, depth + 1);
            }
        }
    }

    /// The namespace/class path of the innermost scope that has one.
    pub fn path(&self) -> &[Symbol] {
        &self.path
    }

    /// The namespace just opened is inline: records it in its parent.
    pub fn mark_inline(&mut self) {
        let Some((_, parent)) = self.path.split_last() else {
            return;
        };
        let list = self.inline_ns.entry(parent.to_vec()).or_default();
        if !list.contains(&self.path) {
            list.push(self.path.clone());
        }
    }

    /// After an inline namespace closed: its members stay visible in the
    /// enclosing scope.
    pub fn import_inline(&mut self, inline_path: &[Symbol]) {
        self.import_members(inline_path, 0);
    }

    /// `key` as recorded: itself, or with inline namespaces inserted
    /// (`[std, basic_string]` is `[std, __cxx11, basic_string]`).
    fn find_key(&self, key: &[Symbol], depth: usize) -> Option<Vec<Symbol>> {
        self.find_key_where(key, depth, &|k| self.qualified.contains_key(k))
    }

    /// [`Self::find_key`] for the first spelling that satisfies `ok` (a
    /// class with known members, not a predeclared `std` name).
    fn find_key_where(
        &self,
        key: &[Symbol],
        depth: usize,
        ok: &dyn Fn(&[Symbol]) -> bool,
    ) -> Option<Vec<Symbol>> {
        if ok(key) {
            return Some(key.to_vec());
        }
        if depth >= 3 {
            return None;
        }
        for i in (1..key.len()).rev() {
            let Some(target) = self.qualified_aliases.get(&key[..i]) else {
                continue;
            };
            let mut k = target.clone();
            k.extend_from_slice(&key[i..]);
            if let Some(f) = self.find_key_where(&k, depth + 1, ok) {
                return Some(f);
            }
        }
        for i in (0..key.len()).rev() {
            let Some(children) = self.inline_ns.get(&key[..i]) else {
                continue;
            };
            for c in children {
                let mut k = c.clone();
                k.extend_from_slice(&key[i..]);
                if let Some(f) = self.find_key_where(&k, depth + 1, ok) {
                    return Some(f);
                }
            }
        }
        None
    }

    /// Closes the innermost scope, restoring what it shadowed.
    pub fn pop(&mut self) {
        if self.scopes.len() <= 1 {
            return;
        }
        let Some(scope) = self.scopes.pop() else {
            return;
        };
        for (sym, old) in scope.added.into_iter().rev() {
            match old {
                Some(k) => {
                    self.current.insert(sym, k);
                }
                None => {
                    self.current.remove(&sym);
                }
            }
        }
        if scope.path.is_some() {
            self.path = self
                .scopes
                .iter()
                .rev()
                .find_map(|s| s.path.clone())
                .unwrap_or_default();
        }
    }

    /// Declares `sym` in the innermost scope.
    pub fn declare(&mut self, sym: Symbol, kind: NameKind) {
        // A function overloading a function template of the same scope
        // leaves the name a template name (`f<int>(1)` still names it).
        let same_scope_template = self.current.get(&sym) == Some(&NameKind::ValueTemplate)
            && self
                .scopes
                .last()
                .is_some_and(|s| s.added.iter().any(|(x, _)| *x == sym));
        let kind = if kind == NameKind::Value && same_scope_template {
            NameKind::ValueTemplate
        } else {
            kind
        };
        let old = self.current.insert(sym, kind);
        if let Some(scope) = self.scopes.last_mut() {
            scope.added.push((sym, old));
            if scope.path.is_some() {
                let mut key = self.path.clone();
                key.push(sym);
                if self.qualified.insert(key, kind).is_none() {
                    self.members.entry(self.path.clone()).or_default().push(sym);
                }
            }
        }
    }

    /// Declares `sym` in the scope `skip` levels out from the innermost (a
    /// template's name, declared outside its template-parameter scope).
    pub fn declare_outer(&mut self, sym: Symbol, kind: NameKind, skip: usize) {
        if skip == 0 || skip >= self.scopes.len() {
            return self.declare(sym, kind);
        }
        let at = self.scopes.len() - 1 - skip;
        let old = self.current.insert(sym, kind);
        self.scopes[at].added.push((sym, old));
        if let Some(path) = self.scopes[at].path.clone() {
            let mut key = path.clone();
            key.push(sym);
            if self.qualified.insert(key, kind).is_none() {
                self.members.entry(path).or_default().push(sym);
            }
        }
    }

    /// Opens a block scope holding the members of the class (or
    /// namespace) `segments` names, for the rest of an out-of-line member
    /// declaration (`ct<C>::move(char_type*)`: the parameters and the body
    /// see the class's names). Always opens a scope, found or not.
    pub fn push_members_of(&mut self, segments: &[Symbol], global: bool) {
        let mut found: Option<Vec<Symbol>> = None;
        let mut prefix_len = if global { 0 } else { self.path.len() };
        loop {
            let mut key: Vec<Symbol> = self.path[..prefix_len].to_vec();
            key.extend_from_slice(segments);
            let has_members = |k: &[Symbol]| {
                self.qualified
                    .get(k)
                    .is_some_and(|k| k.is_type() || k.is_template())
                    && self.members.contains_key(k)
            };
            let key = self.find_key_where(&key, 0, &has_members).unwrap_or(key);
            let class_like = self
                .qualified
                .get(&key)
                .is_some_and(|k| k.is_type() || k.is_template());
            if class_like && self.members.contains_key(&key) {
                found = Some(key);
                break;
            }
            if prefix_len == 0 {
                break;
            }
            prefix_len -= 1;
        }
        self.push();
        let Some(path) = found else { return };
        let names = self.members.get(&path).cloned().unwrap_or_default();
        for sym in names {
            let mut key = path.clone();
            key.push(sym);
            if let Some(&k) = self.qualified.get(&key) {
                self.declare(sym, k);
            }
        }
    }

    /// Declares, in the class scope just opened, the members of a
    /// non-dependent base class `segments` names ([class.member.lookup]:
    /// `messages<C>` sees `messages_base::catalog`, so `do_get(catalog,
    /// int)` declares a function). They are recorded as the class's own
    /// members too, so an out-of-line member and a further-derived class
    /// see them; the class's own declarations, made later, hide them.
    pub fn import_base_members(&mut self, segments: &[Symbol], global: bool) {
        if segments.len() == 1 && !global && self.lookup(segments[0]) != Some(NameKind::Type) {
            return;
        }
        let mut found: Option<Vec<Symbol>> = None;
        if segments.len() == 1 && !global {
            found = self.aliases.get(&segments[0]).cloned();
        }
        let mut prefix_len = if global { 0 } else { self.path.len() };
        while found.is_none() {
            let mut key: Vec<Symbol> = self.path[..prefix_len].to_vec();
            key.extend_from_slice(segments);
            let is_class = |k: &[Symbol]| {
                self.qualified.get(k) == Some(&NameKind::Type) && self.members.contains_key(k)
            };
            found = self.find_key_where(&key, 0, &is_class);
            if prefix_len == 0 {
                break;
            }
            prefix_len -= 1;
        }
        let Some(path) = found.filter(|p| *p != self.path) else {
            return;
        };
        let names = self.members.get(&path).cloned().unwrap_or_default();
        for sym in names {
            let mut key = path.clone();
            key.push(sym);
            if let Some(&k) = self.qualified.get(&key) {
                self.declare(sym, k);
            }
        }
    }

    /// What an unqualified name means here.
    pub fn lookup(&self, sym: Symbol) -> Option<NameKind> {
        self.current.get(&sym).copied()
    }

    /// What a qualified name `a::b::c` means: tried relative to each
    /// enclosing namespace, innermost first (with `global`, only from the
    /// global namespace). A single segment is an unqualified lookup.
    pub fn lookup_qualified(&self, segments: &[Symbol], global: bool) -> Option<NameKind> {
        if segments.len() == 1 && !global {
            return self.lookup(segments[0]);
        }
        let mut prefix_len = if global { 0 } else { self.path.len() };
        loop {
            let mut key: Vec<Symbol> = self.path[..prefix_len].to_vec();
            key.extend_from_slice(segments);
            if let Some(k) = self.find_key(&key, 0) {
                return self.qualified.get(&k).copied();
            }
            if prefix_len == 0 {
                break;
            }
            prefix_len -= 1;
        }
        // `tf::arg` where `tf` is a typedef of a class: the class's member.
        if segments.len() >= 2 && !global && self.lookup(segments[0]).is_some_and(NameKind::is_type)
        {
            if let Some(target) = self.aliases.get(&segments[0]) {
                let mut key = target.clone();
                key.extend_from_slice(&segments[1..]);
                return self.qualified.get(&key).copied();
            }
        }
        // `x::y` where `x` is visible unqualified only as a using-directive
        // import: nothing more to find.
        None
    }

    /// Records that typedef `sym` names the class `target` (as written,
    /// resolved from the enclosing namespaces like a qualified name).
    pub fn declare_alias(&mut self, sym: Symbol, target: &[Symbol], global: bool) {
        if target.is_empty() {
            return;
        }
        let mut prefix_len = if global { 0 } else { self.path.len() };
        loop {
            let mut key: Vec<Symbol> = self.path[..prefix_len].to_vec();
            key.extend_from_slice(target);
            if self.qualified.get(&key).is_some_and(|k| k.is_type()) {
                let mut own = self.path.clone();
                own.push(sym);
                if own != key {
                    self.qualified_aliases.insert(own, key.clone());
                }
                self.aliases.insert(sym, key);
                return;
            }
            if prefix_len == 0 {
                break;
            }
            prefix_len -= 1;
        }
        self.aliases.remove(&sym);
    }

    /// `using namespace a::b;`: brings the namespace's known members into
    /// the current scope.
    pub fn use_namespace(&mut self, segments: &[Symbol], global: bool) {
        let mut found: Option<Vec<Symbol>> = None;
        let mut prefix_len = if global { 0 } else { self.path.len() };
        loop {
            let mut key: Vec<Symbol> = self.path[..prefix_len].to_vec();
            key.extend_from_slice(segments);
            if self.qualified.get(&key) == Some(&NameKind::Namespace) {
                found = Some(key);
                break;
            }
            if prefix_len == 0 {
                break;
            }
            prefix_len -= 1;
        }
        let Some(ns) = found else { return };
        let mut members: Vec<(Symbol, NameKind)> = self
            .qualified
            .iter()
            .filter(|(k, _)| k.len() == ns.len() + 1 && k.starts_with(&ns))
            .map(|(k, &v)| (k[ns.len()], v))
            .collect();
        members.sort_by_key(|&(s, _)| s);
        for (s, k) in members {
            let old = self.current.insert(s, k);
            if let Some(scope) = self.scopes.last_mut() {
                scope.added.push((s, old));
            }
        }
    }
}

impl Default for NameTable {
    fn default() -> Self {
        NameTable::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes_shadow_and_restore() {
        let mut i = Interner::new();
        let mut t = NameTable::with_predeclared(&mut i);
        let size_t = i.intern("size_t");
        assert_eq!(t.lookup(size_t), Some(NameKind::Type));
        t.push();
        t.declare(size_t, NameKind::Value);
        assert_eq!(t.lookup(size_t), Some(NameKind::Value));
        t.pop();
        assert_eq!(t.lookup(size_t), Some(NameKind::Type));
    }

    #[test]
    fn qualified_and_using_namespace() {
        let mut i = Interner::new();
        let mut t = NameTable::with_predeclared(&mut i);
        let (std, vector, ns, inner) = (
            i.intern("std"),
            i.intern("vector"),
            i.intern("ns"),
            i.intern("T"),
        );
        assert_eq!(
            t.lookup_qualified(&[std, vector], false),
            Some(NameKind::TypeTemplate)
        );
        assert_eq!(t.lookup(vector), None);
        t.declare(ns, NameKind::Namespace);
        t.push_named(Some(ns));
        t.declare(inner, NameKind::Type);
        assert_eq!(
            t.lookup_qualified(&[ns, inner], false),
            Some(NameKind::Type)
        );
        t.pop();
        assert_eq!(t.lookup(inner), None);
        assert_eq!(t.lookup_qualified(&[ns, inner], true), Some(NameKind::Type));
        t.use_namespace(&[std], false);
        assert_eq!(t.lookup(vector), Some(NameKind::TypeTemplate));
    }
}
