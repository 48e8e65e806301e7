//! Special member functions ([special]): which ones a class declares
//! implicitly, when they are defined as deleted, when they are trivial,
//! and the ABI properties that follow (trivially copyable, passed
//! indirectly).

use super::MethodInfo;
use crate::builder::FuncDecl;
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::{mangle, Entity, Translator};
use parser::ast::Access;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum SpecialKind {
    DefaultCtor,
    CopyCtor,
    MoveCtor,
    CopyAssign,
    MoveAssign,
    Dtor,
}

impl SpecialKind {
    pub fn is_ctor(self) -> bool {
        matches!(
            self,
            SpecialKind::DefaultCtor | SpecialKind::CopyCtor | SpecialKind::MoveCtor
        )
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// The special members of `kind` in `sid` declared so far (`specials`
    /// declares deferred implicit ones first).
    pub fn declared_specials(&self, sid: StructId, kind: SpecialKind) -> Vec<FuncId> {
        let Some(ci) = self.classes.get(&sid) else {
            return Vec::new();
        };
        let pool: Vec<FuncId> = match kind {
            SpecialKind::Dtor => ci.declared_dtor.into_iter().collect(),
            SpecialKind::CopyAssign | SpecialKind::MoveAssign => {
                match self
                    .interner
                    .get("operator=")
                    .and_then(|s| ci.members.get(&s))
                {
                    Some(Entity::Funcs(fs)) => fs.clone(),
                    // Beside a member template `operator=` (basic_string's
                    // `operator=(const _Tp&)` for string views).
                    Some(Entity::FuncTemplates(_, fs)) => fs.clone(),
                    _ => Vec::new(),
                }
            }
            _ => ci.declared_ctors.clone(),
        };
        pool.into_iter()
            .filter(|f| {
                self.methods
                    .get(f)
                    .is_some_and(|m| m.class == sid && m.special == Some(kind))
            })
            .collect()
    }

    fn user_declared(&self, sid: StructId, kind: SpecialKind) -> bool {
        self.declared_specials(sid, kind)
            .iter()
            .any(|f| self.methods.get(f).is_some_and(|m| !m.implicit))
    }

    /// Declares the special members the class does not declare itself
    /// ([class.default.ctor], [class.copy.ctor], [class.copy.assign],
    /// [class.declared_dtor]) and decides which are deleted and which trivial.
    pub fn declare_implicit_members(&mut self, sid: StructId) {
        use SpecialKind::*;
        // What follows reads the subobjects' special members.
        for c in self.subobject_classes(sid) {
            self.force_specials(c);
        }
        let ud = |k| self.user_declared(sid, k);
        let (u_copy, u_move, u_copy_a, u_move_a, u_dtor) = (
            ud(CopyCtor),
            ud(MoveCtor),
            ud(CopyAssign),
            ud(MoveAssign),
            ud(Dtor),
        );
        let any_ctor = self.classes[&sid].user_ctor;
        if !u_dtor {
            self.declare_implicit_member(sid, Dtor);
        }
        if !any_ctor {
            self.declare_implicit_member(sid, DefaultCtor);
            // It hides a default constructor inherited by `using B::B;`.
            if let Some(&d) = self
                .declared_specials(sid, DefaultCtor)
                .iter()
                .find(|f| self.methods.get(f).is_some_and(|m| m.implicit))
            {
                self.hide_inherited_ctors(sid, d);
            }
        }
        if !u_copy {
            self.declare_implicit_member(sid, CopyCtor);
        }
        if !u_copy && !u_copy_a && !u_move_a && !u_dtor && !u_move {
            self.declare_implicit_member(sid, MoveCtor);
        }
        if !u_copy_a {
            self.declare_implicit_member(sid, CopyAssign);
        }
        if !u_copy && !u_move && !u_copy_a && !u_dtor && !u_move_a {
            self.declare_implicit_member(sid, MoveAssign);
        }
        // Defaulted and implicit members: deleted or trivial.
        let all: Vec<FuncId> = self.classes[&sid]
            .methods
            .iter()
            .copied()
            .filter(|f| {
                self.methods
                    .get(f)
                    .is_some_and(|m| m.class == sid && m.defaulted && m.special.is_some())
            })
            .collect();
        let mut all = all;
        all.sort();
        if all
            .iter()
            .any(|f| self.methods[f].special == Some(DefaultCtor))
        {
            for c in self.subobject_classes(sid) {
                self.note_template_default_ctor(c);
            }
        }
        for f in all {
            let kind = self.methods[&f].special.unwrap_or(Dtor);
            let implicitly_deleted = match kind {
                CopyCtor | CopyAssign if self.methods[&f].implicit => u_move || u_move_a,
                _ => false,
            } || self.defaulted_is_deleted(sid, kind);
            let trivial = !implicitly_deleted && self.defaulted_is_trivial(sid, kind);
            if let Some(m) = self.methods.get_mut(&f) {
                if implicitly_deleted {
                    m.deleted = true;
                }
                m.trivial = trivial;
            }
        }
    }

    /// Declares one implicit special member.
    fn declare_implicit_member(&mut self, sid: StructId, kind: SpecialKind) {
        use SpecialKind::*;
        let ci = &self.classes[&sid];
        let (cty, span) = (ci.ty, ci.span);
        let class_name = self.b.types().structs[sid].name.clone();
        let short = ci.sym.map_or(String::new(), |s| self.name(s).to_string());
        let const_param = self.implicit_copy_takes_const(sid, kind);
        let cref = {
            let c = if const_param {
                self.b.const_of(cty)
            } else {
                cty
            };
            self.b.ty(Type::Reference {
                referent: c,
                rvalue: false,
            })
        };
        let rref = self.b.ty(Type::Reference {
            referent: cty,
            rvalue: true,
        });
        let void = self.b.void();
        let lref_self = self.b.ty(Type::Reference {
            referent: cty,
            rvalue: false,
        });
        let (name, fkind, ret, params) = match kind {
            DefaultCtor => (short.clone(), FuncKind::Constructor, void, vec![]),
            CopyCtor => (short.clone(), FuncKind::Constructor, void, vec![cref]),
            MoveCtor => (short.clone(), FuncKind::Constructor, void, vec![rref]),
            CopyAssign => (
                "operator=".to_string(),
                FuncKind::Method,
                lref_self,
                vec![cref],
            ),
            MoveAssign => (
                "operator=".to_string(),
                FuncKind::Method,
                lref_self,
                vec![rref],
            ),
            Dtor => (format!("~{short}"), FuncKind::Destructor, void, vec![]),
        };
        let (link_name, base_link) = mangle::method_and_base(
            &self.names(),
            sid,
            &name,
            fkind,
            &params,
            false,
            (false, false, None),
            None,
            None,
        );
        let decl = FuncDecl {
            name: format!("{class_name}::{name}"),
            link_name,
            ret,
            params: params.iter().map(|t| (String::new(), *t)).collect(),
            variadic: false,
            exec: ExecSpace::NONE,
            is_inline: true,
            linkage: Linkage::External,
            span,
        };
        let f = self.b.declare_method(sid, fkind, decl, false);
        self.note_structor_variants(f, base_link);
        let fty = self.b.ty(Type::Function {
            ret,
            params: params.clone(),
            variadic: false,
        });
        self.b.program.funcs[f].ty = fty;
        // A destructor is virtual when a base's is.
        let is_virtual = kind == Dtor && self.base_dtor_is_virtual(sid);
        self.record_method(
            f,
            MethodInfo {
                class: sid,
                access: Access::Public,
                is_static: false,
                is_virtual,
                is_pure: false,
                is_const: false,
                is_volatile: false,
                ref_qual: None,
                is_explicit: false,
                deleted: false,
                defaulted: true,
                implicit: true,
                trivial: false,
                special: Some(kind),
                decl: None,
                vslot: None,
                conversion: None,
                override_: false,
                final_: false,
            },
        );
        let ci = self.classes.get_mut(&sid).expect("class info");
        match kind {
            DefaultCtor | CopyCtor | MoveCtor => ci.declared_ctors.push(f),
            Dtor => {
                ci.declared_dtor = Some(f);
                if is_virtual {
                    ci.virtuals.push(f);
                    let bases: Vec<FuncId> = self.classes[&sid]
                        .bases
                        .iter()
                        .filter_map(|b| self.classes.get(&b.class).and_then(|c| c.declared_dtor))
                        .filter(|d| self.methods.get(d).is_some_and(|m| m.is_virtual))
                        .collect();
                    self.overridden.insert(f, bases);
                }
            }
            CopyAssign | MoveAssign => {
                if let Some(sym) = self.interner.get("operator=") {
                    let _ = self.bind_member(
                        sid,
                        sym,
                        Entity::Funcs(vec![f]),
                        Access::Public,
                        lexer::source::Span::DUMMY,
                    );
                }
            }
        }
    }

    fn base_dtor_is_virtual(&self, sid: StructId) -> bool {
        self.classes[&sid].bases.iter().any(|b| {
            self.classes
                .get(&b.class)
                .and_then(|c| c.declared_dtor)
                .and_then(|d| self.methods.get(&d))
                .is_some_and(|m| m.is_virtual)
        })
    }

    /// The implicit copy constructor/assignment takes `const C&` unless a
    /// base or member's own takes a non-const reference.
    fn implicit_copy_takes_const(&self, sid: StructId, kind: SpecialKind) -> bool {
        if !matches!(kind, SpecialKind::CopyCtor | SpecialKind::CopyAssign) {
            return true;
        }
        self.subobject_classes(sid).into_iter().all(|c| {
            let fs = self.declared_specials(c, kind);
            fs.is_empty()
                || fs.iter().any(|&f| {
                    let p = self.b.program.funcs[f].ty;
                    match self.b.types().get(p) {
                        Type::Function { params, .. } => {
                            params
                                .first()
                                .is_some_and(|t| match self.b.types().kind(*t) {
                                    Type::Reference { referent, .. } => self.is_const(*referent),
                                    _ => true,
                                })
                        }
                        _ => true,
                    }
                })
        })
    }

    /// The classes of the direct bases and of the (array element types of
    /// the) non-static data members.
    pub fn subobject_classes(&self, sid: StructId) -> Vec<StructId> {
        let ci = &self.classes[&sid];
        let mut out: Vec<StructId> = ci.bases.iter().map(|b| b.class).collect();
        for f in &ci.fields {
            if let Some(c) = self.element_class(f.ty) {
                out.push(c);
            }
        }
        out
    }

    /// The class of a type or of its (multi-dimensional) array elements.
    pub fn element_class(&self, ty: TypeId) -> Option<StructId> {
        let t = self.b.types();
        let mut ty = ty;
        for _ in 0..64 {
            match t.kind(ty) {
                Type::Array { elem, .. } => ty = *elem,
                Type::Struct(s) => return Some(*s),
                _ => return None,
            }
        }
        None
    }

    /// The special member of `kind` of class `c` that a defaulted member of
    /// a class containing `c` would call (`None`: none usable).
    fn usable_special(&self, c: StructId, kind: SpecialKind) -> Option<FuncId> {
        let fs = self.declared_specials(c, kind);
        let usable: Vec<FuncId> = fs
            .into_iter()
            .filter(|f| self.methods.get(f).is_some_and(|m| !m.deleted))
            .collect();
        match (usable.as_slice(), kind) {
            ([f, ..], _) => Some(*f),
            // A move falls back to the copy.
            ([], SpecialKind::MoveCtor) => self.usable_special(c, SpecialKind::CopyCtor),
            ([], SpecialKind::MoveAssign) => self.usable_special(c, SpecialKind::CopyAssign),
            // Any constructor callable with no arguments, or a constructor
            // template's specialization (`note_template_default_ctor`).
            ([], SpecialKind::DefaultCtor) => self
                .classes
                .get(&c)?
                .declared_ctors
                .iter()
                .copied()
                .find(|&f| {
                    self.required_args(f) <= 1
                        && !self.b.program.funcs[f].params.is_empty()
                        && self.methods.get(&f).is_some_and(|m| !m.deleted)
                })
                .or_else(|| self.template_default_ctors.get(&c).copied().flatten()),
            _ => None,
        }
    }

    /// Records whether class `c`, which has no default constructor of its
    /// own, is default-constructible through a constructor template
    /// (`std::tuple`'s `template<typename _Dummy = void, ...> tuple()`),
    /// for the defaulted default constructors of the classes containing
    /// it: the specialization deduced for no arguments, if one is.
    fn note_template_default_ctor(&mut self, c: StructId) {
        if self.template_default_ctors.contains_key(&c)
            || !self
                .declared_specials(c, SpecialKind::DefaultCtor)
                .is_empty()
        {
            return;
        }
        let tids = self.tpl.ctor_templates.get(&c).cloned().unwrap_or_default();
        let mut found = None;
        if !tids.is_empty() {
            let span = self.classes[&c].span;
            let n = self.diags.len();
            let specs = self.template_candidates(&tids, &[], None, &[], span).0;
            self.discard_diags_since(n);
            found = specs
                .into_iter()
                .find(|f| self.methods.get(f).is_some_and(|m| !m.deleted));
        }
        self.template_default_ctors.insert(c, found);
    }

    /// Whether a defaulted special member of `sid` is defined as deleted.
    fn defaulted_is_deleted(&self, sid: StructId, kind: SpecialKind) -> bool {
        use SpecialKind::*;
        let ci = &self.classes[&sid];
        let is_union = ci.kind == RecordKind::Union;
        for f in &ci.fields {
            let t = self.b.types();
            let is_ref = matches!(t.kind(f.ty), Type::Reference { .. });
            let rvalue_ref = matches!(t.kind(f.ty), Type::Reference { rvalue: true, .. });
            let is_const = self.is_const(f.ty) || self.element_is_const(f.ty);
            match kind {
                DefaultCtor if f.init.is_none() && f.sym.is_some() => {
                    if is_ref {
                        return true;
                    }
                    if is_const {
                        let class_ok = self.element_class(f.ty).is_some_and(|c| {
                            self.declared_specials(c, DefaultCtor)
                                .iter()
                                .any(|g| self.methods.get(g).is_some_and(|m| !m.defaulted))
                        });
                        if !class_ok {
                            return true;
                        }
                    }
                }
                CopyCtor if rvalue_ref => return true,
                CopyAssign | MoveAssign if (is_ref || is_const) && f.sym.is_some() => return true,
                _ => {}
            }
            if let Some(c) = self.element_class(f.ty) {
                if is_union {
                    // A variant member with a non-trivial special member
                    // deletes the union's.
                    let nontrivial = self
                        .declared_specials(c, kind)
                        .iter()
                        .any(|g| self.methods.get(g).is_some_and(|m| !m.trivial));
                    if nontrivial && !(kind == DefaultCtor && f.init.is_some()) {
                        return true;
                    }
                    continue;
                }
                // A member with a default member initializer is built by it,
                // not by its default constructor ([class.default.ctor]/2).
                let by_initializer = kind == DefaultCtor && f.init.is_some();
                if !by_initializer && self.usable_special(c, kind).is_none() {
                    return true;
                }
                // The member must also be destructible (constructors).
                if kind.is_ctor() && self.usable_special(c, Dtor).is_none() {
                    return true;
                }
            }
        }
        for b in &ci.bases {
            if self.usable_special(b.class, kind).is_none() {
                return true;
            }
            if kind.is_ctor() && self.usable_special(b.class, Dtor).is_none() {
                return true;
            }
        }
        false
    }

    fn element_is_const(&self, ty: TypeId) -> bool {
        match self.b.types().kind(ty) {
            Type::Array { elem, .. } => self.is_const(*elem) || self.element_is_const(*elem),
            _ => false,
        }
    }

    /// Whether a defaulted special member of `sid` is trivial.
    pub(crate) fn defaulted_is_trivial(&self, sid: StructId, kind: SpecialKind) -> bool {
        use SpecialKind::*;
        let ci = &self.classes[&sid];
        let has_vbase = ci.bases.iter().any(|b| b.is_virtual);
        if kind != Dtor && (ci.polymorphic || has_vbase) {
            return false;
        }
        if kind == Dtor && self.base_dtor_is_virtual(sid) {
            return false;
        }
        if kind == Dtor
            && ci
                .declared_dtor
                .and_then(|d| self.methods.get(&d))
                .is_some_and(|m| m.is_virtual)
        {
            return false;
        }
        if kind == DefaultCtor && ci.fields.iter().any(|f| f.init.is_some()) {
            return false;
        }
        self.subobject_classes(sid).into_iter().all(|c| {
            let k = match kind {
                MoveCtor if self.declared_specials(c, MoveCtor).is_empty() => CopyCtor,
                MoveAssign if self.declared_specials(c, MoveAssign).is_empty() => CopyAssign,
                k => k,
            };
            let fs = self.declared_specials(c, k);
            !fs.is_empty()
                && fs
                    .iter()
                    .all(|f| self.methods.get(f).is_some_and(|m| m.trivial || m.deleted))
        })
    }

    /// Sets `trivially_copyable`, `trivial_dtor` and `pass_indirect` from
    /// the special members.
    pub fn compute_abi_flags(&mut self, sid: StructId) {
        use SpecialKind::*;
        let info = |k| -> Vec<(bool, bool)> {
            self.declared_specials(sid, k)
                .iter()
                .filter_map(|f| self.methods.get(f))
                .map(|m| (m.trivial, m.deleted))
                .collect()
        };
        let dtor = info(Dtor);
        let trivial_dtor = dtor.iter().all(|(t, d)| *t && !*d);
        let copy_moves: Vec<(bool, bool)> = [CopyCtor, MoveCtor, CopyAssign, MoveAssign]
            .into_iter()
            .flat_map(info)
            .collect();
        let trivially_copyable = trivial_dtor
            && copy_moves.iter().any(|(_, d)| !*d)
            && copy_moves.iter().all(|(t, d)| *t || *d);
        let ctors: Vec<(bool, bool)> = [CopyCtor, MoveCtor].into_iter().flat_map(info).collect();
        let pass_indirect = !trivial_dtor
            || ctors.iter().any(|(t, d)| !*t && !*d)
            || (!ctors.is_empty() && ctors.iter().all(|(_, d)| *d));
        let def = &mut self.b.program.types.structs[sid];
        def.trivially_copyable = trivially_copyable;
        def.trivial_dtor = trivial_dtor;
        def.pass_indirect = pass_indirect;
    }

    /// `= default` on a member that cannot be defaulted, or with a wrong
    /// signature, is reported where it is written.
    pub fn check_defaulted(&mut self, fid: FuncId) {
        let Some(m) = self.methods.get(&fid) else {
            return;
        };
        if m.special.is_none() {
            let span = self.b.program.funcs[fid].span;
            self.report(diag::bad_default(span));
        }
    }

    /// Whether `f` is a deleted function.
    pub fn is_deleted(&self, f: FuncId) -> bool {
        self.methods.get(&f).is_some_and(|m| m.deleted) || self.deleted_funcs.contains(&f)
    }
}
