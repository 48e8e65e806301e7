//! Classes: what sema knows about each class beyond its layout (members by
//! name, bases with their access, special member functions, virtual
//! functions), and the translation of a class definition.
//!
//! A class is translated in two phases, as the standard's complete-class
//! context requires ([class.mem]/7): first its member declarations in order
//! (data members, member function signatures, nested types, static
//! members), after which the class is complete (implicit special members
//! declared, vtable and layout computed); then, once the outermost class
//! being defined is complete, the parts that may use any member: default
//! member initializers and member function bodies.
//!
//! Split by concern: `members` (member declarations), `lookup` (member name
//! lookup through bases), `special` (implicit special members, triviality),
//! `vtable` (virtual functions, overriders, vtable groups), `bodies`
//! (member function bodies, constructors and destructors), `layout`
//! (object layout), `access` (access control).

mod access;
mod bodies;
mod dtor_noexcept;
mod flexible_array;
pub(crate) mod inherit;
mod layout;
mod lazy_specials;
mod lookup;
mod members;
mod special;
mod special_noexcept;
mod variants;
mod vtable;
pub(crate) mod vtable_layout;

pub(crate) use lookup::MemberFound;
pub(crate) use special::SpecialKind;
pub(crate) use vtable::{VptrInit, VttInfo};
pub(crate) use vtable_layout::ThunkInfo;

use rustc_hash::FxHashMap as HashMap;

use super::{Entity, NsId, Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast::{self, Access};
use parser::Symbol;

/// A direct base class.
#[derive(Clone, Copy, Debug)]
pub(crate) struct BaseInfo {
    pub class: StructId,
    pub access: Access,
    pub is_virtual: bool,
    pub span: Span,
}

/// A non-static data member.
#[derive(Clone, Debug)]
pub(crate) struct FieldInfo<'a> {
    /// `None` for an anonymous union or struct member (its members are
    /// reached through it) and an unnamed bit-field.
    pub sym: Option<Symbol>,
    pub ty: TypeId,
    /// Its index in `StructDef::fields` (after layout).
    pub index: u32,
    pub access: Access,
    pub mutable: bool,
    pub bit_width: Option<u64>,
    /// The default member initializer as written, translated when the
    /// class is complete into `default`.
    pub init: Option<ast::Initializer<'a>>,
    pub default: Option<Init>,
    pub span: Span,
}

/// A member function's C++ properties.
#[derive(Clone, Debug)]
pub(crate) struct MethodInfo<'a> {
    pub class: StructId,
    pub access: Access,
    pub is_static: bool,
    pub is_virtual: bool,
    pub is_pure: bool,
    /// cv-qualifiers of the implicit object parameter.
    pub is_const: bool,
    pub is_volatile: bool,
    /// `&` (Some(false)) or `&&` (Some(true)) ref-qualifier.
    pub ref_qual: Option<bool>,
    pub is_explicit: bool,
    pub deleted: bool,
    /// `= default` or implicitly declared: the compiler writes the body.
    pub defaulted: bool,
    /// Declared by the compiler, not written.
    pub implicit: bool,
    /// Trivial (a defaulted special member that does nothing or copies
    /// bytes): never called, its effect is built in place.
    pub trivial: bool,
    pub special: Option<SpecialKind>,
    /// The declaration whose body (and mem-initializers) are translated when
    /// the class is complete.
    pub decl: Option<&'a ast::FunctionDecl<'a>>,
    /// The slot of a virtual function in its class's vtable (counted from
    /// the address point), when it has one in the primary vtable.
    pub vslot: Option<u32>,
    /// The conversion function's target type.
    pub conversion: Option<TypeId>,
    pub override_: bool,
    pub final_: bool,
}

/// Where a class is declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ClassParent {
    Namespace(NsId),
    Class(StructId),
    /// A local class (its enclosing function's name is in `ClassInfo::name`).
    Function,
}

#[derive(Clone, Debug)]
#[allow(dead_code)]
pub(crate) struct ClassInfo<'a> {
    pub sid: StructId,
    pub ty: TypeId,
    pub sym: Option<Symbol>,
    pub kind: RecordKind,
    pub parent: ClassParent,
    /// The namespace the class is (directly or through classes) in.
    pub ns: NsId,
    /// Names declared in the class: data members, member functions, static
    /// members, nested types, enumerators, using-declarations.
    pub members: HashMap<Symbol, Entity>,
    /// The access of each member name (members of one overload set may
    /// differ: the function's own is in its `MethodInfo`).
    pub member_access: HashMap<Symbol, Access>,
    pub bases: Vec<BaseInfo>,
    pub fields: Vec<FieldInfo<'a>>,
    /// The constructors and destructor declared so far: without the
    /// implicit ones while `specials_pending` (read them through
    /// `ctors_of`/`dtor_of`, which declare those first).
    pub declared_ctors: Vec<FuncId>,
    pub declared_dtor: Option<FuncId>,
    /// Its implicit special members are not declared yet (`lazy_specials`).
    pub specials_pending: bool,
    /// Copy and move assignment operators (among the `operator=` set).
    pub conversions: Vec<FuncId>,
    /// Virtual functions declared in this class, in declaration order.
    pub virtuals: Vec<FuncId>,
    /// The primary vtable's function slots (inherited from the primary base
    /// first), each the final overrider for this class.
    pub vfuncs: Vec<FuncId>,
    pub complete: bool,
    /// Its member declarations are being translated.
    pub defining: bool,
    pub polymorphic: bool,
    pub is_abstract: bool,
    /// Some user-declared constructor exists (no implicit default one).
    pub user_ctor: bool,
    pub aggregate: bool,
    pub friend_funcs: Vec<FuncId>,
    /// Function and class templates whose every specialization is a
    /// friend.
    pub friend_templates: Vec<crate::translate::template::TemplateId>,
    pub friend_classes: Vec<StructId>,
    /// Delayed work, kept on the outermost class being defined.
    pub pending: Vec<Pending<'a>>,
    pub span: Span,
    /// `__attribute__((packed))` / `alignas` on the class.
    pub packed: bool,
    pub align: Option<u64>,
    /// The vptrs its constructors and destructor store.
    pub vptrs: Vec<VptrInit>,
    /// The pure virtual functions that are the final overriders in it
    /// (non-empty: the class is abstract).
    pub pure: Vec<FuncId>,
    /// Tag declarations in the body that a following member declarator
    /// uses (`struct { int a; } s;`: not an anonymous member).
    pub declarator_tags: Vec<ast::DeclId>,
    /// The class template and arguments this class is an instance of.
    pub template: Option<(
        crate::translate::template::TemplateId,
        Vec<crate::translate::template::TemplateArg>,
    )>,
    /// The template parameter bindings its members see.
    pub env: crate::translate::template::Env,
    /// Every member function declared in it (implicit ones and member
    /// template specializations included), in declaration order.
    pub methods: Vec<FuncId>,
}

/// Work done once the outermost class being defined is complete.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Pending<'a> {
    FieldInit {
        class: StructId,
        field: usize,
    },
    Body {
        func: FuncId,
        decl: &'a ast::FunctionDecl<'a>,
    },
    /// The in-class initializer of a static data member of a class
    /// template instance, evaluated in the complete class.
    StaticInit {
        class: StructId,
        var: VarId,
        init: ast::Initializer<'a>,
    },
    /// A member function's default arguments (`default_args`).
    DefaultArgs {
        func: FuncId,
    },
    /// A friend function defined in the class (a namespace member with the
    /// class's access).
    FriendBody {
        class: StructId,
        func: FuncId,
        decl: &'a ast::FunctionDecl<'a>,
    },
}

impl<'a> Translator<'a, '_, '_> {
    #[allow(dead_code)]
    pub fn class(&self, s: StructId) -> Option<&ClassInfo<'a>> {
        self.classes.get(&s)
    }

    pub fn class_of_type(&self, ty: TypeId) -> Option<StructId> {
        match self.b.types().kind(ty) {
            Type::Struct(s) => Some(*s),
            _ => None,
        }
    }

    /// The qualified-name prefix of declarations made here: the innermost
    /// class being defined, else the namespace.
    pub fn scope_prefix(&self) -> String {
        match self.class_scopes.last() {
            Some(c) => self.b.types().structs[*c].name.clone(),
            None => self.ns[self.cur_ns.0].name.clone(),
        }
    }

    /// `name` qualified by the current scope (class or namespace).
    pub fn qualify_here(&self, name: &str) -> String {
        let p = self.scope_prefix();
        if p.is_empty() {
            name.to_string()
        } else {
            format!("{p}::{name}")
        }
    }

    /// A new class (declared, incomplete) named `name` in the current scope.
    pub fn new_class(
        &mut self,
        sym: Option<Symbol>,
        kind: RecordKind,
        span: Span,
    ) -> (StructId, TypeId) {
        let name = match sym {
            Some(n) => self.qualify_here(self.name(n)),
            None => {
                let what = match kind {
                    RecordKind::Union => "union",
                    RecordKind::Class => "class",
                    RecordKind::Struct => "struct",
                };
                let at = match self.sm.presumed_location(span.lo) {
                    Some((file, line, col)) => format!("{file}:{line}:{col}"),
                    None => "<unknown>".to_string(),
                };
                self.qualify_here(&format!("(anonymous {what} at {at})"))
            }
        };
        let (sid, ty) = self.b.declare_struct(&name, span);
        let parent = match self.class_scopes.last() {
            Some(c) => ClassParent::Class(*c),
            None if self.func.is_some() => ClassParent::Function,
            None => ClassParent::Namespace(self.cur_ns),
        };
        self.register_class(sid, ty, sym, kind, parent, span);
        (sid, ty)
    }

    /// The encoding of the function whose body is being translated (its
    /// symbol without `_Z`; `main` and `extern "C"` names as source names),
    /// the scope of its local classes' names.
    pub fn local_mangle_scope(&self) -> Option<crate::translate::mangle::LocalScope> {
        use crate::translate::mangle::{LocalScope, ScopeFn};
        let fid = self.func.as_ref()?.fid?;
        let func = &self.b.program.funcs[fid];
        let link = &func.link_name;
        let Some(enc) = link.strip_prefix("_Z") else {
            return Some(LocalScope {
                encoding: format!("{}{}", link.len(), link),
                func: None,
            });
        };
        let (params, variadic) = match self.b.types().get(func.ty) {
            Type::Function {
                params, variadic, ..
            } => (params.clone(), *variadic),
            _ => (Vec::new(), false),
        };
        let short = crate::qualified_name::last_segment(&func.name).to_string();
        // Template specializations are written as they are (their
        // arguments are not kept here).
        let templ = self.template_instances.contains(&fid) || self.spec_of.contains_key(&fid);
        let scope_fn = match self.methods.get(&fid) {
            _ if templ => None,
            Some(m) => Some(ScopeFn::Method {
                class: m.class,
                name: short,
                kind: func.kind,
                params,
                variadic,
                quals: (m.is_const, m.is_volatile, m.ref_qual),
                conversion: m.conversion,
            }),
            None => Some(ScopeFn::Free {
                ns: func
                    .name
                    .rsplit_once("::")
                    .map_or(String::new(), |(ns, _)| ns.to_string()),
                name: short,
                params,
                variadic,
                internal: enc.starts_with('L'),
            }),
        };
        Some(LocalScope {
            encoding: enc.to_string(),
            func: scope_fn,
        })
    }

    /// The C++ side of a class type the builder declared: every class type
    /// has one (an elaborated `struct S*` declares S as much as `struct S;`).
    pub fn register_class(
        &mut self,
        sid: StructId,
        ty: TypeId,
        sym: Option<Symbol>,
        kind: RecordKind,
        parent: ClassParent,
        span: Span,
    ) {
        self.b.program.types.structs[sid].kind = kind;
        // Its mangled name: a local class is named in its function
        // (`Z <encoding> E`); unnamed classes get names unique in the
        // translation unit (their symbols have internal linkage).
        self.unique_class_names += 1;
        let local = match parent {
            ClassParent::Function => self.local_mangle_scope(),
            _ => None,
        };
        let mname = match (sym, parent) {
            (Some(n), ClassParent::Function) if local.is_some() => self.name(n).to_string(),
            (Some(n), ClassParent::Function) => {
                format!("{}__local{}", self.name(n), self.unique_class_names)
            }
            (Some(n), _) => self.name(n).to_string(),
            (None, _) => format!("__unnamed{}", self.unique_class_names),
        };
        self.class_mangle.insert(
            sid,
            crate::translate::mangle::ClassMangle {
                ns: self.ns[self.cur_ns.0].name.clone(),
                parent: match parent {
                    ClassParent::Class(c) => Some(c),
                    _ => None,
                },
                name: mname,
                targs: None,
                local,
                lambda: None,
            },
        );
        let mut members = HashMap::default();
        if let Some(n) = sym {
            // The injected-class-name: the class's own name inside it.
            members.insert(n, Entity::Type(ty));
        }
        self.classes.insert(
            sid,
            ClassInfo {
                sid,
                ty,
                sym,
                kind,
                parent,
                ns: self.cur_ns,
                members,
                member_access: HashMap::default(),
                bases: Vec::new(),
                fields: Vec::new(),
                declared_ctors: Vec::new(),
                declared_dtor: None,
                specials_pending: false,
                conversions: Vec::new(),
                virtuals: Vec::new(),
                vfuncs: Vec::new(),
                complete: false,
                defining: false,
                polymorphic: false,
                is_abstract: false,
                user_ctor: false,
                aggregate: true,
                friend_funcs: Vec::new(),
                friend_templates: Vec::new(),
                friend_classes: Vec::new(),
                pending: Vec::new(),
                span,
                packed: false,
                align: None,
                vptrs: Vec::new(),
                pure: Vec::new(),
                declarator_tags: Vec::new(),
                template: None,
                env: Vec::new(),
                methods: Vec::new(),
            },
        );
    }

    /// A class (struct, union) declaration or definition; returns its type.
    pub fn record_decl(&mut self, d: &'a ast::Decl<'a>, r: &'a ast::RecordDecl<'a>) -> R<TypeId> {
        let kind = match r.tag {
            ast::TagKind::Union => RecordKind::Union,
            ast::TagKind::Class => RecordKind::Class,
            _ => RecordKind::Struct,
        };
        // `struct ns::S { ... }` / `struct Outer::Inner { ... }`: defines a
        // class declared earlier in that scope.
        if let Some(q) = r.name.filter(|q| q.segments.len() > 1 || q.global) {
            let found = self.resolve(q)?;
            let Some(Entity::Type(t)) = found else {
                let text = self.qual_name_text(q);
                return Err(self.report(diag::undeclared(q.span, &text)));
            };
            let Some(sid) = self.class_of_type(t) else {
                let text = self.qual_name_text(q);
                return Err(self.report(diag::not_a_scope(q.span, &text)));
            };
            if r.members.is_some() {
                self.define_class_out_of_line(d, r, sid)?;
            }
            return Ok(t);
        }
        let ident = r.name.and_then(|q| q.as_simple());
        // An earlier declaration of the same class in this scope.
        let existing = ident.and_then(|n| match self.local_binding(n.sym) {
            Some(Entity::Type(t)) => self.class_of_type(*t).map(|s| (*t, s)),
            _ => None,
        });
        let (sid, ty) = match existing {
            Some((t, s)) => (s, t),
            None => {
                let (s, t) = self.new_class(ident.map(|n| n.sym), kind, d.span);
                if let Some(n) = ident {
                    self.bind(n.sym, Entity::Type(t));
                    if let Some(&c) = self.class_scopes.last() {
                        let access = d.access.unwrap_or(Access::Public);
                        if let Some(ci) = self.classes.get_mut(&c) {
                            ci.member_access.insert(n.sym, access);
                        }
                    }
                }
                (s, t)
            }
        };
        let Some(members) = r.members else {
            return Ok(ty);
        };
        if self.b.types().structs[sid].complete
            || self.classes.get(&sid).is_some_and(|c| c.defining)
        {
            let name = self.b.types().structs[sid].name.clone();
            let prev = self.b.types().structs[sid].span;
            return Err(self.report(diag::redefinition(d.span, &name, prev)));
        }
        self.b.program.types.structs[sid].span = d.span;
        if self.tpl.lazy_member_next.take() == Some(d.id) {
            let ctx = self.current_ctx();
            self.defer_member_class(sid, r, members, d.span, ctx, Vec::new());
            return Ok(ty);
        }
        self.define_class(sid, r, members)?;
        Ok(ty)
    }

    /// `struct Outer::Inner { ... }` after `struct Inner;` in `Outer`.
    fn define_class_out_of_line(
        &mut self,
        d: &'a ast::Decl<'a>,
        r: &'a ast::RecordDecl<'a>,
        sid: StructId,
    ) -> R<()> {
        if self.b.types().structs[sid].complete {
            let name = self.b.types().structs[sid].name.clone();
            let prev = self.b.types().structs[sid].span;
            return Err(self.report(diag::redefinition(d.span, &name, prev)));
        }
        let Some(members) = r.members else {
            return Ok(());
        };
        let chain = self.lexical_classes(sid);
        let ns = self.classes.get(&sid).map_or(self.cur_ns, |c| c.ns);
        let saved_classes = std::mem::replace(&mut self.class_scopes, chain);
        self.class_scopes.pop();
        let saved_ns = std::mem::replace(&mut self.cur_ns, ns);
        let r2 = self.define_class(sid, r, members);
        self.cur_ns = saved_ns;
        self.class_scopes = saved_classes;
        r2
    }

    /// The classes lexically enclosing `sid`, outermost first, `sid` last.
    pub fn lexical_classes(&self, sid: StructId) -> Vec<StructId> {
        let mut chain = vec![sid];
        let mut cur = sid;
        for _ in 0..256 {
            match self.classes.get(&cur).map(|c| c.parent) {
                Some(ClassParent::Class(p)) => {
                    chain.push(p);
                    cur = p;
                }
                _ => break,
            }
        }
        chain.reverse();
        chain
    }

    /// A class template instance's definition.
    pub fn define_class_pub(
        &mut self,
        sid: StructId,
        r: &'a ast::RecordDecl<'a>,
        members: &'a [ast::Decl<'a>],
    ) -> R<()> {
        self.define_class(sid, r, members)
    }

    /// Translates a class body: member declarations, then completion, then
    /// (for an outermost class) the delayed member bodies.
    fn define_class(
        &mut self,
        sid: StructId,
        r: &'a ast::RecordDecl<'a>,
        members: &'a [ast::Decl<'a>],
    ) -> R<()> {
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.defining = true;
        }
        self.tpl.typename_optional += 1;
        let bases_ok = self.class_bases(sid, r);
        self.tpl.typename_optional -= 1;
        let tags = declarator_tags(members);
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.declarator_tags = tags;
        }
        self.class_scopes.push(sid);
        let mut failed = bases_ok.is_err();
        for m in members {
            if self.member_decl(sid, m).is_err() {
                failed = true;
            }
        }
        self.class_scopes.pop();
        if self.tpl.depth_hit {
            // A runaway instantiation unwinds: the class stays incomplete
            // (nothing more is reported), its members are not finished.
            if let Some(ci) = self.classes.get_mut(&sid) {
                ci.defining = false;
                ci.pending.clear();
            }
            return Err(Reported);
        }
        if r.packed {
            if let Some(ci) = self.classes.get_mut(&sid) {
                ci.packed = true;
            }
        }
        if let Some(a) = r.alignas {
            if let Ok(n) = self.alignas_value(a) {
                if let Some(ci) = self.classes.get_mut(&sid) {
                    ci.align = Some(n);
                }
            }
        }
        let completed = self.complete_class(sid);
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.defining = false;
        }
        failed |= completed.is_err();
        // The outermost class being defined runs everything its members
        // (and nested classes) left for the complete-class context.
        let nested = self
            .class_scopes
            .iter()
            .any(|c| self.classes.get(c).is_some_and(|ci| ci.defining));
        if !nested {
            self.run_pending(sid);
        }
        if failed {
            Err(Reported)
        } else {
            Ok(())
        }
    }

    /// Base-specifiers: complete classes, each once.
    fn class_bases(&mut self, sid: StructId, r: &'a ast::RecordDecl<'a>) -> R<()> {
        if r.is_final {
            self.final_classes.insert(sid);
        }
        let mut failed = false;
        let default = if r.tag == ast::TagKind::Class {
            Access::Private
        } else {
            Access::Public
        };
        let mut bases: Vec<BaseInfo> = Vec::new();
        // `Bases...` expands to one base per element.
        let mut written: Vec<(&'a ast::BaseSpecifier<'a>, TypeId)> = Vec::new();
        for b in r.bases {
            let tys = match b.ty.kind {
                ast::TypeKind::PackExpansion(inner) => self.expand_type_pack(inner),
                _ => self.ty(b.ty).map(|t| vec![t]),
            };
            match tys {
                Ok(ts) => written.extend(ts.into_iter().map(|t| (b, t))),
                Err(_) => failed = true,
            }
        }
        for (b, t) in written {
            let Some(bs) = self.class_of_type(t) else {
                let s = self.display(t);
                self.report(diag::base_not_class(b.span, &s));
                failed = true;
                continue;
            };
            if r.tag == ast::TagKind::Union || self.b.types().structs[bs].kind == RecordKind::Union
            {
                self.report(diag::union_base(b.span));
                failed = true;
                continue;
            }
            self.complete_deferred(t, b.span);
            if !self.b.types().structs[bs].complete {
                let s = self.display(t);
                self.report(diag::incomplete_base(b.span, &s));
                failed = true;
                continue;
            }
            if bases.iter().any(|x| x.class == bs) {
                let s = self.display(t);
                self.report(diag::duplicate_base(b.span, &s));
                failed = true;
                continue;
            }
            bases.push(BaseInfo {
                class: bs,
                access: b.access.unwrap_or(default),
                is_virtual: b.is_virtual,
                span: b.span,
            });
        }
        if let Some(ci) = self.classes.get_mut(&sid) {
            if !bases.is_empty() {
                ci.aggregate = bases
                    .iter()
                    .all(|b| !b.is_virtual && b.access == Access::Public)
                    && ci.aggregate;
            }
            ci.bases = bases;
        }
        if failed {
            Err(Reported)
        } else {
            Ok(())
        }
    }

    /// `alignas(N)` / `alignas(T)` as a number of bytes.
    pub fn alignas_value(&mut self, a: &'a ast::TypeOrExpr<'a>) -> R<u64> {
        match a {
            ast::TypeOrExpr::Type(t) => {
                let t = self.ty(t)?;
                Ok(self.b.types().align_of(t))
            }
            ast::TypeOrExpr::Expr(x) => {
                let e = self.expr(x)?;
                let e = self.b.rvalue(e);
                let v = self.core_const_int(e, diag::not_integral_constant)?;
                if v <= 0 || (v & (v - 1)) != 0 {
                    return Err(self.report(diag::bad_alignment(x.span)));
                }
                Ok(v as u64)
            }
        }
    }

    /// Completes a class: implicit special members, virtual functions and
    /// vtable slots, layout, and the properties the ABI depends on.
    fn complete_class(&mut self, sid: StructId) -> R<()> {
        self.compute_polymorphism(sid);
        let lazy = self.lazy_specials_ok(sid);
        if !lazy {
            self.declare_implicit_members(sid);
        }
        let laid = self.layout_class(sid);
        if lazy {
            self.defer_specials(sid);
        } else {
            self.compute_abi_flags(sid);
        }
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.complete = true;
        }
        laid?;
        let mangled = crate::translate::mangle::class(&self.names(), sid);
        self.b.program.types.structs[sid].mangled = mangled;
        self.make_base_variants(sid);
        self.build_vtable(sid);
        Ok(())
    }

    /// Translates what waited for the complete-class context: default member
    /// initializers first (constructors use them), then member bodies.
    fn run_pending(&mut self, sid: StructId) {
        let pending = match self.classes.get_mut(&sid) {
            Some(ci) => std::mem::take(&mut ci.pending),
            None => return,
        };
        let (inits, rest): (Vec<_>, Vec<_>) = pending
            .into_iter()
            .partition(|p| matches!(p, Pending::FieldInit { .. } | Pending::DefaultArgs { .. }));
        // Static member initializers last: they may call the bodies.
        let (statics, bodies): (Vec<_>, Vec<_>) = rest
            .into_iter()
            .partition(|p| matches!(p, Pending::StaticInit { .. }));
        for p in inits.into_iter().chain(bodies).chain(statics) {
            match p {
                // A class template instance's default member initializers
                // are instantiated by the constructors and aggregate
                // initializations that use them ([temp.inst]/3).
                Pending::FieldInit { class, .. } if self.in_template_instance(class) => {}
                Pending::FieldInit { class, field } => {
                    self.in_class_context(class, |t| t.field_default(class, field));
                }
                Pending::Body { func, decl } => {
                    let class = self.methods.get(&func).map(|m| m.class);
                    if let Some(class) = class {
                        if self.in_template_instance(class) {
                            // Translated when first used, as C++ requires
                            // of a class template's members.
                            let ctx = crate::translate::template::Ctx {
                                ns: self.classes[&class].ns,
                                classes: self.lexical_classes(class),
                                env: std::rc::Rc::new(self.class_env(class)),
                                horizon: self.horizon_here(),
                            };
                            self.lazy_bodies
                                .insert(func, crate::translate::template::LazyBody { decl, ctx });
                        } else {
                            self.in_class_context(class, |t| t.method_body(func, decl));
                        }
                    }
                }
                Pending::DefaultArgs { func } => self.complete_default_args(func),
                Pending::StaticInit { class, var, init } => {
                    self.in_class_context(class, |t| t.static_member_init(var, init));
                }
                Pending::FriendBody { class, func, decl } if self.in_template_instance(class) => {
                    // Translated when first used, as a member of a class
                    // template instance is (its parameters may name a
                    // class still incomplete here).
                    // In the class's lexical scope ([class.friend]/7): the
                    // injected-class-name and members are found.
                    let ctx = crate::translate::template::Ctx {
                        ns: self.classes[&class].ns,
                        classes: self.lexical_classes(class),
                        env: std::rc::Rc::new(self.class_env(class)),
                        horizon: self.horizon_here(),
                    };
                    self.lazy_bodies
                        .insert(func, crate::translate::template::LazyBody { decl, ctx });
                    self.tpl.friend_bodies.insert(func, class);
                }
                Pending::FriendBody { class, func, decl } => {
                    // A friend defined in its class is in the class's
                    // lexical scope ([class.friend]/7), and a member of
                    // its namespace.
                    let ns = self.classes.get(&class).map_or(self.cur_ns, |c| c.ns);
                    let chain = self.lexical_classes(class);
                    let saved_classes = std::mem::replace(&mut self.class_scopes, chain);
                    let saved_ns = std::mem::replace(&mut self.cur_ns, ns);
                    let saved_scopes = std::mem::take(&mut self.scopes);
                    let saved_func = self.func.take();
                    let saved_friend = self.friend_of.replace(class);
                    if let (Some(ft), Some(body)) = (decl.function_type(), decl.body) {
                        self.function_body_with(func, ft, body, |_, _| {});
                    }
                    self.friend_of = saved_friend;
                    self.func = saved_func;
                    self.scopes = saved_scopes;
                    self.cur_ns = saved_ns;
                    self.class_scopes = saved_classes;
                }
            }
        }
    }

    /// Whether a class is (nested in) a class template instance.
    pub fn in_template_instance(&self, sid: StructId) -> bool {
        self.lexical_classes(sid).iter().any(|c| {
            self.classes
                .get(c)
                .is_some_and(|ci| ci.template.is_some() || !ci.env.is_empty())
        })
    }

    /// The template bindings a class's members see (its own and its
    /// enclosing classes').
    pub fn class_env(&self, sid: StructId) -> crate::translate::template::Env {
        let mut env = Vec::new();
        for c in self.lexical_classes(sid) {
            if let Some(ci) = self.classes.get(&c) {
                env.extend(ci.env.iter().cloned());
            }
        }
        env
    }

    /// Queues the body of a friend function defined in `cls`.
    pub fn defer_friend_body(
        &mut self,
        cls: StructId,
        func: FuncId,
        decl: &'a ast::FunctionDecl<'a>,
    ) {
        let chain = self.lexical_classes(cls);
        let saved = std::mem::replace(&mut self.class_scopes, chain);
        self.defer(Pending::FriendBody {
            class: cls,
            func,
            decl,
        });
        self.class_scopes = saved;
    }

    /// Records a member function's C++ properties (and the function among
    /// its class's, so per-class passes need not scan every method).
    pub fn record_method(&mut self, f: FuncId, m: MethodInfo<'a>) {
        if let Some(ci) = self.classes.get_mut(&m.class) {
            ci.methods.push(f);
        }
        self.methods.insert(f, m);
    }

    /// Queues delayed work on the outermost class being defined.
    pub fn defer(&mut self, p: Pending<'a>) {
        let outer = self
            .class_scopes
            .iter()
            .copied()
            .find(|c| self.classes.get(c).is_some_and(|ci| ci.defining));
        if let Some(o) = outer {
            if let Some(ci) = self.classes.get_mut(&o) {
                ci.pending.push(p);
            }
        }
    }

    /// Runs `f` with the lexical context of class `sid`'s members: its
    /// enclosing classes as class scopes and its namespace as the current
    /// one, outside any function.
    pub fn in_class_context<T>(&mut self, sid: StructId, f: impl FnOnce(&mut Self) -> T) -> T {
        let chain = self.lexical_classes(sid);
        let ns = self.classes.get(&sid).map_or(self.cur_ns, |c| c.ns);
        let local = self
            .classes
            .get(&chain[0])
            .is_some_and(|c| c.parent == ClassParent::Function);
        let saved_classes = std::mem::replace(&mut self.class_scopes, chain);
        let saved_ns = std::mem::replace(&mut self.cur_ns, ns);
        // A local class's members see the enclosing function's names (its
        // types, enumerators and statics); other classes see none.
        let saved_scopes = if local {
            None
        } else {
            Some(std::mem::take(&mut self.scopes))
        };
        let saved_func = if local { None } else { Some(self.func.take()) };
        let r = f(self);
        if let Some(s) = saved_scopes {
            self.scopes = s;
        }
        if let Some(fc) = saved_func {
            self.func = fc;
        }
        self.cur_ns = saved_ns;
        self.class_scopes = saved_classes;
        r
    }

    /// Whether `derived` is `base` or derives from it (directly or not).
    pub fn is_base_of(&self, base: StructId, derived: StructId) -> bool {
        if base == derived {
            return true;
        }
        let mut todo = vec![derived];
        let mut seen = Vec::new();
        while let Some(c) = todo.pop() {
            if seen.contains(&c) {
                continue;
            }
            seen.push(c);
            if let Some(ci) = self.classes.get(&c) {
                for b in &ci.bases {
                    if b.class == base {
                        return true;
                    }
                    todo.push(b.class);
                }
            }
        }
        false
    }

    /// "variable type 'A' is an abstract class", with a note per pure
    /// virtual function left unimplemented.
    pub fn abstract_error(&mut self, span: Span, sid: StructId) -> Reported {
        let ty = self.classes[&sid].ty;
        let s = self.display(ty);
        let mut d = diag::abstract_object(span, &s);
        let cls = self.b.types().structs[sid].name.clone();
        for f in self.classes[&sid].pure.clone() {
            let n = self.short_name(f);
            let fs = self.b.program.funcs[f].span;
            d = d.with_note_at(
                fs,
                format!("unimplemented pure virtual method '{n}' in '{cls}'"),
            );
        }
        self.report(d)
    }

    /// The `this` pointer of the member function being translated.
    pub fn this_expr(&mut self, span: Span) -> R<ExprId> {
        let Some(this) = self.func.as_ref().and_then(|f| f.this) else {
            if let Some(p) = self.unevaluated_this(span) {
                return Ok(p);
            }
            return Err(self.report(diag::invalid_this(span)));
        };
        let e = self.b.var(this, span);
        Ok(self.b.rvalue(e))
    }
}

/// The tag declarations of a class body used by a later member's type
/// (`struct { int a; } s;`).
fn declarator_tags(members: &[ast::Decl<'_>]) -> Vec<ast::DeclId> {
    let mut out = Vec::new();
    for m in members {
        let ty = match m.kind {
            ast::DeclKind::Field(f) => Some(f.ty),
            ast::DeclKind::Var(v) => Some(v.ty),
            _ => None,
        };
        let mut t = ty;
        for _ in 0..32 {
            match t.map(|x| x.kind) {
                Some(ast::TypeKind::Tag(d)) => {
                    out.push(d.id);
                    break;
                }
                Some(
                    ast::TypeKind::Pointer(inner)
                    | ast::TypeKind::LRef(inner)
                    | ast::TypeKind::RRef(inner)
                    | ast::TypeKind::Array { elem: inner, .. },
                ) => t = Some(inner),
                _ => break,
            }
        }
    }
    out
}
