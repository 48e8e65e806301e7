//! Scopes and name lookup: block scopes of the current function (innermost
//! last), then the enclosing namespaces out to the global one, each with its
//! `using namespace` directives; qualified names walk namespaces and scoped
//! enumerations (`ns::f`, `E::x`).

use rustc_hash::FxHashMap as HashMap;

use super::{Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use parser::ast::{self, QualName};
use parser::Symbol;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct NsId(pub usize);

/// The codegen-time constants (implicitly declared).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CgConst {
    NvvmArch,
    AmdgpuArch,
    IsNvvm,
    IsAmdgpu,
    IsHost,
    WarpSize,
}

impl CgConst {
    pub fn from_name(s: &str) -> Option<CgConst> {
        Some(match s {
            "__nvvm_arch" => CgConst::NvvmArch,
            "__amdgpu_arch" => CgConst::AmdgpuArch,
            "__is_nvvm_target" => CgConst::IsNvvm,
            "__is_amdgpu_target" => CgConst::IsAmdgpu,
            "__is_host_target" => CgConst::IsHost,
            "__warp_size" => CgConst::WarpSize,
            _ => return None,
        })
    }
}

/// What a name denotes.
#[derive(Clone, Debug)]
pub(crate) enum Entity {
    /// A runtime variable (global, local, parameter).
    Var(VarId),
    /// A meta variable: lives in the interpreter.
    MetaVar(VarId),
    /// An overload set.
    Funcs(Vec<FuncId>),
    Type(TypeId),
    Enumerator {
        ty: TypeId,
        value: i128,
    },
    Namespace(NsId),
    CodegenVar(CodegenVarId),
    /// A declaration that failed (its error was reported): uses of the name
    /// fail silently instead of adding "undeclared" errors.
    Poisoned,
    /// A non-static data member: field `index` of `ClassInfo::fields`.
    Field {
        class: StructId,
        index: u32,
    },
    /// A class, alias or variable template.
    Template(crate::translate::template::TemplateId),
    /// Function templates (and the ordinary functions overloading them).
    FuncTemplates(Vec<crate::translate::template::TemplateId>, Vec<FuncId>),
    /// Function templates named with explicit template arguments
    /// (`f<int>`), waiting for the call that deduces the rest.
    TemplateCall {
        templates: Vec<crate::translate::template::TemplateId>,
        explicit: std::rc::Rc<Vec<crate::translate::template::args_pub::WrittenArg>>,
    },
    /// A non-type template parameter's value.
    Value {
        ty: TypeId,
        value: ConstValue,
    },
    /// A template parameter pack or function parameter pack: its elements.
    Pack(Vec<Entity>),
    /// A member of an anonymous union or struct member, named as if it
    /// were a member of `class`: reached through field `index` (the
    /// anonymous member), then `inner`.
    AnonField {
        class: StructId,
        index: u32,
        inner: Box<Entity>,
    },
}

pub(crate) struct Namespace {
    /// Qualified name (`a::b`), empty for the global namespace.
    pub name: String,
    pub parent: Option<NsId>,
    pub members: HashMap<Symbol, Entity>,
    pub usings: Vec<NsId>,
}

impl Namespace {
    pub fn root() -> Namespace {
        Namespace {
            name: String::new(),
            parent: None,
            members: HashMap::default(),
            usings: Vec::new(),
        }
    }
}

#[derive(Default, Clone)]
pub(crate) struct Scope {
    pub names: HashMap<Symbol, Entity>,
    /// The jump scope when the block started, restored at its end.
    pub jump_scope: usize,
    /// The scope of an `if`/loop/`switch` body: names its condition or
    /// init-statement declared may not be redeclared in the body's
    /// outermost block ([basic.scope.block]/2).
    pub body: bool,
    /// Meta variables declared here, released when the scope ends.
    pub meta_vars: Vec<VarId>,
    pub usings: Vec<NsId>,
}

impl<'a> Translator<'a, '_, '_> {
    pub fn push_scope(&mut self) {
        let jump_scope = self.jump_scope();
        self.scopes.push(Scope {
            jump_scope,
            ..Scope::default()
        });
    }

    pub fn pop_scope(&mut self) {
        if let Some(s) = self.scopes.pop() {
            self.restore_jump_scope(s.jump_scope);
            for v in s.meta_vars {
                self.engine.release(&self.b.program, v);
            }
        }
    }

    /// Whether an ordinary declaration made now belongs to the namespace
    /// even inside block scopes: outside any function, block scopes only
    /// come from meta code (a namespace-scope `@meta for` and its
    /// iterations), and what such code injects is a namespace member.
    fn declares_into_namespace(&self) -> bool {
        self.func.is_none() && !self.meta_mode
    }

    /// Declares a name in the innermost scope (the class whose members are
    /// being declared, else the block, else the namespace).
    pub fn bind(&mut self, sym: Symbol, e: Entity) {
        if let Some((cls, access)) = self.declaring {
            let _ = self.bind_member(cls, sym, e, access, lexer::source::Span::DUMMY);
            return;
        }
        if let Entity::MetaVar(v) = e {
            match self.scopes.last_mut() {
                Some(s) => s.meta_vars.push(v),
                None => self.meta_globals.push(v),
            }
        }
        let into_ns = self.declares_into_namespace() && !matches!(e, Entity::MetaVar(_));
        match self.scopes.last_mut() {
            Some(s) if !into_ns => {
                s.names.insert(sym, e);
            }
            _ => {
                let ns = self.cur_ns.0;
                self.ns[ns].members.insert(sym, e);
            }
        }
    }

    /// The entity already bound to `sym` in the innermost scope itself
    /// (for redeclaration checks).
    pub fn local_binding(&self, sym: Symbol) -> Option<&Entity> {
        if let Some((cls, _)) = self.declaring {
            return self.classes.get(&cls).and_then(|c| c.members.get(&sym));
        }
        if self.scopes.is_empty() || self.declares_into_namespace() {
            return self.ns[self.cur_ns.0].members.get(&sym);
        }
        // The innermost scope, and, from the outermost block of a body
        // (the body scope itself, or the compound statement right inside
        // it), the scope of the condition that body belongs to.
        let n = self.scopes.len();
        let body_at = match self.scopes.get(n - 1) {
            Some(s) if s.body => Some(n - 1),
            _ if n >= 2 && self.scopes[n - 2].body => Some(n - 2),
            _ => None,
        };
        let lowest = body_at.map_or(n - 1, |b| b.saturating_sub(1));
        self.scopes[lowest..]
            .iter()
            .rev()
            .find_map(|s| s.names.get(&sym))
    }

    pub fn qualify(&self, name: &str) -> String {
        let ns = &self.ns[self.cur_ns.0].name;
        if ns.is_empty() {
            name.to_string()
        } else {
            format!("{ns}::{name}")
        }
    }

    /// Unqualified lookup of `sym` from the current position: the block
    /// scopes of the function, then the classes it is a member of (with
    /// their bases), then the enclosing namespaces.
    pub fn lookup(&self, sym: Symbol) -> Option<Entity> {
        let base = self.class_scope_base.min(self.scopes.len());
        if let Some(e) = self.lookup_blocks(&self.scopes[base..], sym) {
            return Some(e);
        }
        // The parameters of the templates being instantiated.
        if let Some((_, e)) = self.template_scope.iter().rev().find(|(s, _)| *s == sym) {
            return Some(e.clone());
        }
        for &c in self.class_scopes.iter().rev() {
            if let Some(f) = self.lookup_member(c, sym) {
                return Some(f.entity);
            }
            if let Some((_, e)) = self
                .classes
                .get(&c)
                .and_then(|ci| ci.env.iter().rev().find(|(s, _)| *s == sym))
            {
                return Some(e.clone());
            }
        }
        if let Some(e) = self.lookup_blocks(&self.scopes[..base], sym) {
            return Some(e);
        }
        self.lookup_namespaces(sym)
    }

    /// Unqualified lookup that ignores class members (non-member operator
    /// candidates).
    pub fn lookup_outside_classes(&self, sym: Symbol) -> Option<Entity> {
        if let Some(e) = self.lookup_blocks(&self.scopes, sym) {
            return Some(e);
        }
        self.lookup_namespaces(sym)
    }

    fn lookup_blocks(&self, scopes: &[Scope], sym: Symbol) -> Option<Entity> {
        for s in scopes.iter().rev() {
            if let Some(e) = s.names.get(&sym) {
                return Some(e.clone());
            }
            for &u in &s.usings {
                if let Some(e) = self.ns_member(u, sym) {
                    return Some(e);
                }
            }
        }
        None
    }

    fn lookup_namespaces(&self, sym: Symbol) -> Option<Entity> {
        let mut ns = Some(self.cur_ns);
        while let Some(n) = ns {
            if let Some(e) = self.ns_member(n, sym) {
                return Some(e);
            }
            ns = self.ns[n.0].parent;
        }
        None
    }

    pub fn ns_member_pub(&self, n: NsId, sym: Symbol) -> Option<Entity> {
        self.ns_member(n, sym)
    }

    /// A member of a namespace, or of a namespace it uses (one level, then
    /// transitively through its usings; bounded by the namespace count).
    fn ns_member(&self, n: NsId, sym: Symbol) -> Option<Entity> {
        let mut todo = vec![n];
        let mut seen = vec![false; self.ns.len()];
        while let Some(x) = todo.pop() {
            if std::mem::replace(&mut seen[x.0], true) {
                continue;
            }
            if let Some(e) = self.ns[x.0].members.get(&sym) {
                return Some(e.clone());
            }
            todo.extend(self.ns[x.0].usings.iter().rev().copied());
        }
        None
    }

    /// Resolves a possibly qualified name. Errors are reported; `Ok(None)`
    /// means an unqualified name was not found (the caller decides what
    /// that means: builtins, then an "undeclared" error).
    pub fn resolve(&mut self, q: &QualName<'a>) -> R<Option<Entity>> {
        let Some(last) = q.last() else {
            return Ok(None);
        };
        if q.segments.len() == 1 && !q.global {
            let found = self.lookup(last.ident.sym);
            return match (found, last.template_args.is_some()) {
                (Some(e), true) => self.template_id(e, last, q.span).map(Some),
                (None, true)
                    if lexer::builtins::BUILTIN_TEMPLATES.contains(&self.name(last.ident.sym)) =>
                {
                    self.make_integer_seq(last, q.span).map(Some)
                }
                (found, _) => Ok(found),
            };
        }
        // Walk the qualifiers.
        let mut scope: Entity = Entity::Namespace(NsId(0));
        let n = q.segments.len();
        for (i, seg) in q.segments.iter().enumerate() {
            let sym = seg.ident.sym;
            let found = if i == 0 && !q.global {
                self.lookup(sym)
            } else {
                if let Entity::Type(t) = scope {
                    self.complete_deferred(t, seg.ident.span);
                    if let Some(c) = self.class_of_type(t) {
                        self.force_specials_named(c, sym);
                    }
                }
                self.member_of(&scope, sym).or_else(|| match scope {
                    Entity::Type(t) => self.placeholder_member(t, sym).map(Entity::Type),
                    _ => None,
                })
            };
            let Some(found) = found else {
                let name = self.name(sym);
                let d = if i == 0 && !q.global {
                    diag::undeclared(seg.ident.span, name)
                } else {
                    let scope_name = self.entity_name(&scope);
                    diag::no_member_in_scope(seg.ident.span, name, &scope_name)
                };
                return Err(self.report(d));
            };
            let found = if seg.template_args.is_some() {
                self.template_id(found, seg, q.span)?
            } else {
                found
            };
            if i + 1 == n {
                return Ok(Some(found));
            }
            match found {
                Entity::Namespace(_) => scope = found,
                Entity::Type(t)
                    if matches!(self.b.types().kind(t), Type::Enum(_) | Type::Struct(_)) =>
                {
                    scope = found
                }
                Entity::Type(t) => {
                    // `T::type` with `T` bound to `int`.
                    let s = self.display(t);
                    return Err(self.report(diag::type_has_no_members(seg.ident.span, &s)));
                }
                _ => {
                    let name = self.name(sym);
                    return Err(self.report(diag::not_a_scope(seg.ident.span, name)));
                }
            }
        }
        Ok(None)
    }

    pub fn member_of(&self, scope: &Entity, sym: Symbol) -> Option<Entity> {
        match scope {
            Entity::Namespace(n) => self.ns_member(*n, sym),
            Entity::Type(t) => {
                if let Type::Struct(s) = self.b.types().kind(*t) {
                    return self.lookup_member(*s, sym).map(|f| f.entity);
                }
                let Type::Enum(id) = self.b.types().kind(*t) else {
                    return None;
                };
                let v = *self.enum_members.get(id)?.get(&sym)?;
                Some(Entity::Enumerator { ty: *t, value: v })
            }
            _ => None,
        }
    }

    fn entity_name(&self, e: &Entity) -> String {
        match e {
            Entity::Namespace(n) => self.ns[n.0].name.clone(),
            Entity::Type(t) => self.display(*t),
            _ => String::new(),
        }
    }

    /// Enters (creating on first sight) the namespace `name` of the current one.
    pub fn enter_namespace(&mut self, d: &'a ast::NamespaceDecl<'a>) -> NsId {
        let cur = self.cur_ns;
        let existing = d
            .name
            .and_then(|n| match self.ns[cur.0].members.get(&n.sym) {
                Some(Entity::Namespace(id)) => Some(*id),
                _ => None,
            });
        if let Some(id) = existing {
            return id;
        }
        let name = match d.name {
            Some(n) => self.qualify(self.name(n.sym)),
            None => self.qualify("(anonymous namespace)"),
        };
        let id = NsId(self.ns.len());
        self.ns.push(Namespace {
            name,
            parent: Some(cur),
            members: HashMap::default(),
            usings: Vec::new(),
        });
        match d.name {
            Some(n) => {
                self.ns[cur.0].members.insert(n.sym, Entity::Namespace(id));
                if d.inline {
                    self.ns[cur.0].usings.push(id);
                }
            }
            // An anonymous namespace's members are visible in its parent.
            None => self.ns[cur.0].usings.push(id),
        }
        id
    }

    pub fn using_directive(&mut self, q: &QualName<'a>) -> R<()> {
        match self.resolve(q)? {
            Some(Entity::Namespace(n)) => {
                match self.scopes.last_mut() {
                    Some(s) => s.usings.push(n),
                    None => {
                        let c = self.cur_ns.0;
                        self.ns[c].usings.push(n)
                    }
                }
                Ok(())
            }
            Some(_) => {
                let name = self.qual_name_text(q);
                Err(self.report(diag::not_a_scope(q.span, &name)))
            }
            None => {
                let name = self.qual_name_text(q);
                Err(self.report(diag::undeclared(q.span, &name)))
            }
        }
    }

    pub fn using_decl(&mut self, q: &QualName<'a>) -> R<()> {
        let Some(last) = q.last() else {
            return Ok(());
        };
        match self.resolve(q)? {
            Some(e) => {
                self.bind(last.ident.sym, e);
                Ok(())
            }
            None => {
                let name = self.qual_name_text(q);
                Err(self.report(diag::undeclared(q.span, &name)))
            }
        }
    }

    pub fn qual_name_text(&self, q: &QualName<'a>) -> String {
        let mut s = String::new();
        if q.global {
            s.push_str("::");
        }
        for (i, seg) in q.segments.iter().enumerate() {
            if i > 0 {
                s.push_str("::");
            }
            s.push_str(self.name(seg.ident.sym));
        }
        s
    }
}
