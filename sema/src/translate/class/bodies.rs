//! Member function bodies in the complete-class context: user-written
//! bodies; constructors (base and member initialization in declaration
//! order from the mem-initializer list, default member initializers or
//! default-initialization, vptr stores, delegation); destructors (the
//! body, then members and bases destroyed in reverse order, by cleanups so
//! that `return` runs them too); and the compiler-written definitions of
//! defaulted special members, made when first used.

use super::{Pending, SpecialKind};
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::init::InitHow;
use crate::translate::{Entity, Reported, Translator, R};
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// Translates a default member initializer (once the class is complete).
    pub fn field_default(&mut self, sid: StructId, fi: usize) {
        let Some(f) = self.classes.get(&sid).map(|c| c.fields[fi].clone()) else {
            return;
        };
        if f.default.is_some() {
            return;
        }
        let Some(init) = f.init else {
            return;
        };
        let before = self.diags.len();
        let r = self.full_init(f.ty, f.span, |t| t.initializer_init(init, f.ty, f.span));
        // An initializer naming other members needs a `this`: each
        // constructor translates it again with its own (see
        // `field_default_in_ctor`), and reports what is still wrong.
        if self.diags[before..]
            .iter()
            .any(|d| d.code == "sema-invalid-member-use")
        {
            self.diags.truncate(before);
            return;
        }
        if let Ok(Some(i)) = r {
            if let Some(c) = self.classes.get_mut(&sid) {
                c.fields[fi].default = Some(i);
            }
        }
    }

    /// The translated default member initializer of field `fi` (as stored:
    /// a reference member's is the address).
    pub fn field_default_init(&mut self, sid: StructId, fi: usize) -> Option<Init> {
        let has = self
            .classes
            .get(&sid)
            .is_some_and(|c| c.fields[fi].init.is_some());
        if !has {
            return None;
        }
        if self.classes[&sid].fields[fi].default.is_none() {
            self.in_class_context(sid, |t| t.field_default(sid, fi));
        }
        let f = &self.classes[&sid].fields[fi];
        let (ty, d) = (f.ty, f.default.clone());
        d.map(|i| self.field_storage_init(ty, i))
    }

    /// Whether `ty` is a union whose members (through anonymous structs
    /// in it) have no default member initializers.
    fn anon_union_without_defaults(&self, ty: TypeId) -> bool {
        let Some(usid) = self.class_of_type(ty) else {
            return false;
        };
        let Some(u) = self.classes.get(&usid) else {
            return false;
        };
        if u.kind != RecordKind::Union {
            return false;
        }
        u.fields.iter().all(|f| {
            let nested = if f.sym.is_none() {
                self.class_of_type(f.ty).and_then(|c| self.classes.get(&c))
            } else {
                None
            };
            f.default.is_none()
                && f.init.is_none()
                && nested.is_none_or(|c| {
                    c.fields
                        .iter()
                        .all(|g| g.default.is_none() && g.init.is_none())
                })
        })
    }

    /// A default member initializer as a constructor uses it: translated in
    /// the constructor's context, so the members it names are `this`'s
    /// ([class.base.init]/9).
    fn field_default_in_ctor(&mut self, sid: StructId, fi: usize) -> Option<Init> {
        let f = self.classes.get(&sid).map(|c| c.fields[fi].clone())?;
        if let Some(d) = f.default {
            return Some(self.field_storage_init(f.ty, d));
        }
        let init = f.init?;
        let r = self.full_init(f.ty, f.span, |t| t.initializer_init(init, f.ty, f.span));
        let i = r.ok().flatten()?;
        Some(self.field_storage_init(f.ty, i))
    }

    /// Translates an AST initializer for an object of type `ty`.
    pub fn initializer_init(
        &mut self,
        i: ast::Initializer<'a>,
        ty: TypeId,
        span: Span,
    ) -> R<Option<Init>> {
        match i {
            ast::Initializer::Assign(ast::Expr {
                kind: ast::ExprKind::InitList(items),
                span,
            }) => self.init_object(ty, InitHow::List(items, true), *span),
            ast::Initializer::Brace(items) => {
                self.init_object(ty, InitHow::List(items, false), span)
            }
            ast::Initializer::Assign(x) => {
                let e = self.expr_for_target(x, ty)?;
                self.init_object(ty, InitHow::Copy(e), x.span)
            }
            ast::Initializer::Paren(xs) => {
                // Pack expansions among them (`T x(args...)`).
                let args = match xs {
                    [x] if !matches!(x.kind, ast::ExprKind::PackExpansion(_)) => {
                        vec![self.expr_for_target(x, ty)?]
                    }
                    _ => self.args(xs)?,
                };
                if args.is_empty() {
                    return self.init_object(ty, InitHow::Value, span);
                }
                self.init_object(ty, InitHow::Direct(args), span)
            }
        }
    }

    /// The lvalue of field `fi` of class `sid` in the object `obj` (an
    /// lvalue of `sid`). A reference member is its storage (a pointer).
    pub fn field_storage_lvalue(
        &mut self,
        obj: ExprId,
        sid: StructId,
        fi: usize,
        span: Span,
    ) -> ExprId {
        let f = self.classes[&sid].fields[fi].clone();
        let sty = self.storage_type(f.ty);
        let ty = if self.is_const(self.b.ty_of(obj)) && !f.mutable {
            self.qualified(sty, ast::Cv(ast::Cv::CONST))
        } else {
            sty
        };
        let cat = self.b.program.exprs[obj].category;
        self.b.expr(
            ExprKind::Member {
                base: obj,
                field: f.index,
            },
            ty,
            cat,
            span,
        )
    }

    /// Translates a member function's body with `this` bound.
    pub fn method_body(&mut self, fid: FuncId, decl: &'a ast::FunctionDecl<'a>) {
        let Some(ft) = decl.function_type() else {
            return;
        };
        let Some(body) = decl.body else {
            return;
        };
        let kind = self.b.program.funcs[fid].kind;
        let sid = self.methods.get(&fid).map(|m| m.class);
        self.function_body_with(fid, ft, body, |t, out| {
            let Some(sid) = sid else {
                return;
            };
            match kind {
                FuncKind::Constructor => t.ctor_prologue(fid, sid, decl.member_inits, out, None),
                FuncKind::Destructor => t.dtor_prologue(fid, sid, out),
                _ => {}
            }
        });
    }

    /// `*this` of the function being translated.
    fn this_lvalue(&mut self, span: Span) -> R<ExprId> {
        let p = self.this_expr(span)?;
        Ok(self.b.deref(p))
    }

    /// An inheriting constructor's: the base `bc` belongs to from `bc`.
    pub(crate) fn ctor_prologue_inheriting(
        &mut self,
        fid: FuncId,
        sid: StructId,
        bc: FuncId,
        out: &mut Vec<StmtId>,
    ) {
        self.ctor_prologue(fid, sid, &[], out, Some(bc));
    }

    /// Base and member initialization of a constructor, and the vptr
    /// stores of a dynamic class. `inherited`: an inheriting constructor's
    /// base constructor, which initializes its class's subobject.
    fn ctor_prologue(
        &mut self,
        fid: FuncId,
        sid: StructId,
        inits: &'a [ast::MemberInit<'a>],
        out: &mut Vec<StmtId>,
        inherited: Option<FuncId>,
    ) {
        let span = self.b.program.funcs[fid].span;
        let Ok(this) = self.this_lvalue(span) else {
            return;
        };
        let ci = self.classes[&sid].clone();
        // Classify each mem-initializer.
        // Base initializers, each with the pack element it is for (a pack
        // expansion `Bases(xs)...` initializes one base per element).
        let mut base_inits: Vec<(StructId, &'a ast::MemberInit<'a>, Option<usize>)> = Vec::new();
        let mut field_inits: Vec<(usize, &'a ast::MemberInit<'a>)> = Vec::new();
        // Members of anonymous unions and structs (`union { T value; char
        // dummy; };` then `: dummy(0)`), by the anonymous member they are in.
        let mut anon_inits: Vec<(usize, Entity, &'a ast::MemberInit<'a>)> = Vec::new();
        for mi in inits {
            if mi.pack {
                for (i, b) in self.mem_init_pack_bases(mi) {
                    if ci.bases.iter().any(|x| x.class == b) || self.is_virtual_base_of(b, sid) {
                        base_inits.push((b, mi, Some(i)));
                    } else {
                        let n = self.qual_name_text(mi.name);
                        let c = self.b.types().structs[sid].name.clone();
                        self.report(diag::bad_member_init(mi.span, &n, &c));
                    }
                }
                continue;
            }
            let last = mi.name.last().map(|s| s.ident.sym);
            // A member (only for a simple name).
            if mi.name.segments.len() == 1 {
                if let Some(Entity::Field { class, index }) =
                    last.and_then(|s| ci.members.get(&s)).cloned()
                {
                    if class == sid {
                        if field_inits.iter().any(|(i, _)| *i == index as usize) {
                            let n = self.qual_name_text(mi.name);
                            self.report(diag::member_init_twice(mi.span, &n));
                        }
                        field_inits.push((index as usize, mi));
                        continue;
                    }
                }
                if let Some(e @ Entity::AnonField { class, index, .. }) =
                    last.and_then(|s| ci.members.get(&s)).cloned()
                {
                    if class == sid {
                        anon_inits.push((index as usize, e, mi));
                        continue;
                    }
                }
            }
            // The class itself: a delegating constructor.
            let ty = match self.resolve(mi.name) {
                Ok(Some(Entity::Type(t))) => Some(t),
                _ => None,
            };
            let cls = ty.and_then(|t| self.class_of_type(t));
            if cls == Some(sid) {
                if inits.len() > 1 {
                    self.report(diag::delegating_with_others(mi.span));
                }
                let args = self.mem_init_args(mi);
                let Ok(args) = args else { return };
                let cty = self.classes[&sid].ty;
                let init = self.mem_init(cty, mi, args);
                if let Ok(Some(i)) = init {
                    let i = self.delegating_variant(fid, i);
                    out.push(self.b.init_stmt(this, i));
                }
                // The object is complete once the target constructor
                // returns: if this one's body then throws, it is destroyed
                // ([except.ctor]/4).
                if let Some(d) = self.destroy_of(cty) {
                    let cs = self.delegating_cleanups(fid, this, d);
                    out.extend(cs);
                }
                return;
            }
            match cls {
                Some(b)
                    if ci.bases.iter().any(|x| x.class == b) || self.is_virtual_base_of(b, sid) =>
                {
                    base_inits.push((b, mi, None));
                }
                _ => {
                    let n = self.qual_name_text(mi.name);
                    let c = self.b.types().structs[sid].name.clone();
                    self.report(diag::bad_member_init(mi.span, &n, &c));
                }
            }
        }
        // Virtual bases (complete object), then direct non-virtual bases.
        let mut order: Vec<StructId> = self.all_virtual_bases(sid);
        order.extend(ci.bases.iter().filter(|b| !b.is_virtual).map(|b| b.class));
        for b in order {
            let bty = self.b.ty(Type::Struct(b));
            let saved = std::mem::replace(&mut self.initializing_base, true);
            let init = match base_inits.iter().find(|(c, _, _)| *c == b) {
                Some(&(_, mi, elem)) => {
                    let r = self.in_mem_init_element(mi, elem, |t| {
                        t.mem_init_args(mi)
                            .and_then(|args| t.mem_init(bty, mi, args))
                    });
                    match r {
                        Ok(i) => Ok(i),
                        Err(_) => {
                            self.initializing_base = saved;
                            continue;
                        }
                    }
                }
                None => {
                    match inherited.filter(|bc| self.methods.get(bc).is_some_and(|m| m.class == b))
                    {
                        Some(bc) => self.inherited_base_init(fid, bc, span),
                        None => self
                            .full_init(bty, span, |t| t.init_object(bty, InitHow::Default, span)),
                    }
                }
            };
            self.initializing_base = saved;
            let Ok(init) = init else { continue };
            let Some(path) = self.base_path(sid, b) else {
                continue;
            };
            let Ok((target, vb)) = self.base_being_built(sid, this, b, &path, span) else {
                continue;
            };
            if let Some(i) = init {
                let i = self.base_variant_init(fid, sid, b, vb, i);
                out.push(self.base_init_stmt(target, i, vb));
            }
            if let Some(d) = self.destroy_of(bty) {
                let d = self.base_variant_destroy(fid, sid, b, vb, d, span);
                // A virtual base is the complete-object variant's.
                let variants = if vb {
                    Variants::CompleteOnly
                } else {
                    Variants::Both
                };
                out.push(self.b.push_cleanup_in(target, d, true, variants));
            }
        }
        self.vptr_stores(fid, sid, this, out);
        for (fi, f) in ci.fields.iter().enumerate() {
            if f.sym.is_none() && f.bit_width.is_some() {
                continue;
            }
            let named: Vec<(Entity, &'a ast::MemberInit<'a>)> = anon_inits
                .iter()
                .filter(|(i, _, _)| *i == fi)
                .map(|(_, e, mi)| (e.clone(), *mi))
                .collect();
            if !named.is_empty() {
                self.anon_member_inits(this, sid, &named, out);
                continue;
            }
            let init = match field_inits.iter().find(|(i, _)| *i == fi) {
                Some((_, mi)) => match self.mem_init_args(mi) {
                    Ok(args) => self.mem_init(f.ty, mi, args),
                    Err(_) => continue,
                },
                // A variant member of a union is initialized only when
                // named or given a default member initializer, and only
                // one is ([class.base.init]/9.2).
                None if ci.kind == RecordKind::Union && !field_inits.is_empty() => continue,
                // An anonymous union none of whose members has a default
                // member initializer is not initialized at all
                // ([class.base.init]/9.2): its default constructor, deleted
                // when a member's is non-trivial (random_device's union
                // holding an `mt19937`), is not called.
                None if f.sym.is_none() && self.anon_union_without_defaults(f.ty) => continue,
                None => match self.field_default_in_ctor(sid, fi) {
                    Some(i) => Ok(Some(i)),
                    None if ci.kind == RecordKind::Union => continue,
                    None => {
                        if matches!(self.b.types().kind(f.ty), Type::Reference { .. }) {
                            let n = f.sym.map_or(String::new(), |s| self.name(s).to_string());
                            self.report(diag::ref_member_uninit(span, &n));
                            continue;
                        }
                        self.full_init(f.ty, span, |t| t.init_object(f.ty, InitHow::Default, span))
                    }
                },
            };
            let Ok(init) = init else { continue };
            let target = self.field_storage_lvalue(this, sid, fi, span);
            if let Some(i) = init {
                let i = if field_inits.iter().any(|(x, _)| *x == fi) {
                    self.field_storage_init(f.ty, i)
                } else {
                    i
                };
                out.push(self.b.init_stmt(target, i));
            }
            if let Some(d) = self.destroy_of(f.ty) {
                out.push(self.b.push_cleanup(target, d, true));
            }
        }
    }

    /// Mem-initializers naming members of one anonymous union or struct:
    /// each initializes its variant member in place (the anonymous member
    /// itself has no other initialization, [class.base.init]/9).
    fn anon_member_inits(
        &mut self,
        this: ExprId,
        sid: StructId,
        named: &[(Entity, &'a ast::MemberInit<'a>)],
        out: &mut Vec<StmtId>,
    ) {
        if let [(e, first), (_, second), ..] = named {
            if self.anon_is_union(sid, e) {
                self.report(diag::multiple_union_member_inits(second.span, first.span));
                return;
            }
        }
        for (e, mi) in named {
            let Ok(target) = self.field_value(this, sid, e, mi.span) else {
                continue;
            };
            let ty = self.b.ty_of(target);
            let init = match self.mem_init_args(mi) {
                Ok(args) => self.mem_init(ty, mi, args),
                Err(_) => continue,
            };
            if let Ok(Some(i)) = init {
                out.push(self.b.init_stmt(target, i));
            }
        }
    }

    /// Whether the anonymous member an `AnonField` goes through is a union.
    fn anon_is_union(&self, sid: StructId, e: &Entity) -> bool {
        let Entity::AnonField { index, .. } = e else {
            return false;
        };
        let Some(f) = self
            .classes
            .get(&sid)
            .and_then(|c| c.fields.get(*index as usize))
        else {
            return false;
        };
        self.class_of_type(f.ty)
            .and_then(|c| self.classes.get(&c))
            .is_some_and(|c| c.kind == RecordKind::Union)
    }

    fn is_virtual_base_of(&self, b: StructId, sid: StructId) -> bool {
        self.all_virtual_bases(sid).contains(&b)
    }

    /// The arguments of a mem-initializer, translated.
    fn mem_init_args(&mut self, mi: &'a ast::MemberInit<'a>) -> R<Vec<ExprId>> {
        if mi.braced {
            return Ok(Vec::new());
        }
        self.args(mi.args)
    }

    /// The initialization a mem-initializer gives an object of type `ty`.
    fn mem_init(
        &mut self,
        ty: TypeId,
        mi: &'a ast::MemberInit<'a>,
        args: Vec<ExprId>,
    ) -> R<Option<Init>> {
        let span = mi.span;
        self.full_init(ty, span, |t| {
            if mi.braced {
                t.init_object(ty, InitHow::List(mi.args, false), span)
            } else if args.is_empty() {
                t.init_object(ty, InitHow::Value, span)
            } else {
                t.init_object(ty, InitHow::Direct(args), span)
            }
        })
    }

    /// A destructor's vptr stores (virtual calls in its body see this
    /// class) and the destruction of members and bases after the body.
    fn dtor_prologue(&mut self, fid: FuncId, sid: StructId, out: &mut Vec<StmtId>) {
        let span = self.b.program.funcs[fid].span;
        let Ok(this) = self.this_lvalue(span) else {
            return;
        };
        self.vptr_stores(fid, sid, this, out);
        let ci = self.classes[&sid].clone();
        // Pushed first, run last: virtual bases (the complete-object
        // variant only), then bases, then members.
        for b in self.all_virtual_bases(sid) {
            self.push_subobject_cleanup(fid, sid, this, b, true, span, out);
        }
        for b in ci.bases.iter().filter(|b| !b.is_virtual) {
            self.push_subobject_cleanup(fid, sid, this, b.class, false, span, out);
        }
        for (fi, f) in ci.fields.iter().enumerate() {
            if let Some(d) = self.destroy_of(f.ty) {
                if ci.kind == RecordKind::Union {
                    continue; // variant members are never destroyed implicitly
                }
                let target = self.field_storage_lvalue(this, sid, fi, span);
                out.push(self.b.push_cleanup(target, d, false));
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn push_subobject_cleanup(
        &mut self,
        fid: FuncId,
        sid: StructId,
        this: ExprId,
        b: StructId,
        vb: bool,
        span: Span,
        out: &mut Vec<StmtId>,
    ) {
        let bty = self.b.ty(Type::Struct(b));
        let Some(d) = self.destroy_of(bty) else {
            return;
        };
        let Some(path) = self.base_path(sid, b) else {
            return;
        };
        let d = self.base_variant_destroy(fid, sid, b, vb, d, span);
        if vb {
            // The complete-object destructor knows where its virtual
            // bases are.
            if let Ok((target, _)) = self.base_being_built(sid, this, b, &path, span) {
                out.push(
                    self.b
                        .push_cleanup_in(target, d, false, Variants::CompleteOnly),
                );
            }
            return;
        }
        if let Ok(target) = self.derived_to_base_unchecked(this, &path) {
            out.push(self.b.push_cleanup(target, d, false));
        }
    }

    /// Derived-to-base without an access check (the class's own members
    /// always reach their bases).
    fn derived_to_base_unchecked(&mut self, e: ExprId, path: &[StructId]) -> R<ExprId> {
        let saved = self.friend_of.replace(path[0]);
        let r = self.derived_to_base(e, path, self.b.span(e));
        self.friend_of = saved;
        r
    }

    /// Makes sure a function the program uses has its body: the
    /// compiler-written definition of a defaulted special member.
    pub fn ensure_defined(&mut self, f: FuncId) {
        self.complete_signature(f);
        if self.define_inheriting_ctor(f) {
            return;
        }
        if self.lazy_bodies.contains_key(&f) {
            if !self.body_needed_here(f) {
                return;
            }
            self.instantiate_body(f);
            return;
        }
        // A body being instantiated is not looked for again (a recursive
        // member of a class template, like _Rb_tree::_M_erase).
        if self.b.program.funcs[f].body.is_none() && !self.defining.contains(&f) {
            self.find_template_member_def(f);
            if self.lazy_bodies.contains_key(&f) {
                if !self.body_needed_here(f) {
                    return;
                }
                self.instantiate_body(f);
                return;
            }
        }
        let Some(m) = self.methods.get(&f).cloned() else {
            return;
        };
        if !m.defaulted || m.deleted || self.b.program.funcs[f].body.is_some() {
            return;
        }
        if !self.defining.insert(f) {
            return;
        }
        if m.trivial && m.special.is_some_and(SpecialKind::is_ctor) {
            // Never called: its effect is built in place. (A trivial
            // assignment is built in place on its own class's objects, but
            // called through a using-declaration in a derived class or a
            // pointer to member, so it gets a body when asked for one.)
            self.defining.remove(&f);
            return;
        }
        let sid = m.class;
        self.in_class_context(sid, |t| t.define_special(f, sid, m.special));
        self.defining.remove(&f);
    }

    /// Writes the body of a defaulted special member.
    fn define_special(&mut self, f: FuncId, sid: StructId, kind: Option<SpecialKind>) {
        let Some(kind) = kind else {
            return;
        };
        let span = self.b.program.funcs[f].span;
        let name = self.b.program.funcs[f].name.clone();
        let ret = self.b.program.funcs[f].ret;
        let this_var = self.b.param(f, 0);
        let saved = self
            .func
            .replace(crate::translate::FnCtx::method(name, ret, this_var, sid, f));
        let mut out = Vec::new();
        let this = self.this_lvalue(span);
        if let Ok(this) = this {
            match kind {
                SpecialKind::DefaultCtor => self.ctor_prologue(f, sid, &[], &mut out, None),
                SpecialKind::CopyCtor | SpecialKind::MoveCtor => {
                    self.copy_ctor_body(f, sid, this, kind == SpecialKind::MoveCtor, &mut out)
                }
                SpecialKind::CopyAssign | SpecialKind::MoveAssign => {
                    self.assign_body(f, sid, this, kind == SpecialKind::MoveAssign, &mut out)
                }
                SpecialKind::Dtor => self.dtor_prologue(f, sid, &mut out),
            }
        }
        self.func = saved;
        let body = self.b.stmt(StmtKind::Block(out), span);
        self.b.define(f, body);
    }

    /// The other object of a copy/move special member: parameter 1 as an
    /// lvalue (for a move, an xvalue).
    fn other_object(&mut self, f: FuncId, is_move: bool) -> ExprId {
        let p = self.b.param(f, 1);
        let span = self.b.program.funcs[f].span;
        let e = self.b.var(p, span);
        if is_move {
            self.xvalues.insert(e);
        }
        e
    }

    /// The base class `b` of `sid` that a constructor is building, and
    /// whether it is a virtual base. A virtual base is at its offset in the
    /// complete object (only the complete-object constructor builds one, and
    /// the vptr that would locate it is not stored yet).
    fn base_being_built(
        &mut self,
        sid: StructId,
        this: ExprId,
        b: StructId,
        path: &[StructId],
        span: Span,
    ) -> R<(ExprId, bool)> {
        let vb = self.b.types().structs[sid]
            .vbases
            .iter()
            .find(|(c, _)| *c == b)
            .map(|(_, off)| *off);
        match vb {
            Some(off) => {
                let bty = self.b.ty(Type::Struct(b));
                let e = self.b.expr(
                    ExprKind::BaseAdjust {
                        operand: this,
                        offset: off as i64,
                        vbase: None,
                        null_check: false,
                    },
                    bty,
                    ValueCategory::LValue,
                    span,
                );
                Ok((e, true))
            }
            None => Ok((self.derived_to_base_unchecked(this, path)?, false)),
        }
    }

    fn base_init_stmt(&mut self, target: ExprId, init: Init, vbase: bool) -> StmtId {
        // An empty base shares its address with other subobjects (EBO): its
        // initialization must write no byte (a byte copy or zeroing of its
        // one byte of size would clobber the member or base laid out there).
        let base = self.class_of_type(self.b.ty_of(target));
        if base.is_some_and(|c| self.is_empty_class(c)) {
            let init = match init {
                Init::Zero => return self.b.block(Vec::new()),
                Init::List(items) if items.is_empty() => return self.b.block(Vec::new()),
                Init::Expr(e) => match &mut self.b.program.exprs[e].kind {
                    ExprKind::Construct { zero, .. } => {
                        *zero = false;
                        Init::Expr(e)
                    }
                    ExprKind::Aggregate(items) if items.is_empty() => {
                        return self.b.block(Vec::new())
                    }
                    // A byte copy: evaluate the source for its effects only.
                    ExprKind::Cast {
                        kind: CastKind::LValueToRValue,
                        ..
                    } => {
                        let v = self.b.void();
                        let e = self.b.cast(CastKind::ToVoid, e, v);
                        return self.b.expr_stmt(e);
                    }
                    _ => Init::Expr(e),
                },
                other => other,
            };
            return if vbase {
                self.b.vbase_init_stmt(target, init)
            } else {
                self.b.init_stmt(target, init)
            };
        }
        if vbase {
            self.b.vbase_init_stmt(target, init)
        } else {
            self.b.init_stmt(target, init)
        }
    }

    /// A defaulted copy/move constructor: each base and member initialized
    /// from the other object's.
    fn copy_ctor_body(
        &mut self,
        f: FuncId,
        sid: StructId,
        this: ExprId,
        is_move: bool,
        out: &mut Vec<StmtId>,
    ) {
        let span = self.b.program.funcs[f].span;
        let other = self.other_object(f, is_move);
        let ci = self.classes[&sid].clone();
        let mut order: Vec<StructId> = self.all_virtual_bases(sid);
        order.extend(ci.bases.iter().filter(|b| !b.is_virtual).map(|b| b.class));
        for b in order {
            let Some(path) = self.base_path(sid, b) else {
                continue;
            };
            let (Ok((dst, vb)), Ok(src)) = (
                self.base_being_built(sid, this, b, &path, span),
                self.derived_to_base_unchecked(other, &path),
            ) else {
                continue;
            };
            if is_move {
                self.xvalues.insert(src);
            }
            let bty = self.b.ty(Type::Struct(b));
            if let Ok(Some(i)) = self.full_init(bty, span, |t| {
                t.init_object(bty, InitHow::Direct(vec![src]), span)
            }) {
                let i = self.base_variant_init(f, sid, b, vb, i);
                out.push(self.base_init_stmt(dst, i, vb));
            }
        }
        self.vptr_stores(f, sid, this, out);
        for (fi, fld) in ci.fields.iter().enumerate() {
            if fld.sym.is_none() && fld.bit_width.is_some() {
                continue;
            }
            let dst = self.field_storage_lvalue(this, sid, fi, span);
            let src = self.field_storage_lvalue(other, sid, fi, span);
            let is_ref = matches!(self.b.types().kind(fld.ty), Type::Reference { .. });
            if is_ref || self.element_class(fld.ty).is_none() || ci.kind == RecordKind::Union {
                // Scalars, references (their addresses), arrays of scalars
                // and variant members copy as bytes.
                let v = self.object_value(src);
                out.push(self.b.init_stmt(dst, Init::Expr(v)));
                if ci.kind == RecordKind::Union {
                    break;
                }
                continue;
            }
            if is_move {
                self.xvalues.insert(src);
            }
            let init = if let Type::Array { .. } = self.b.types().kind(fld.ty) {
                self.copy_array_init(fld.ty, src, is_move, span)
            } else {
                self.full_init(fld.ty, span, |t| {
                    t.init_object(fld.ty, InitHow::Direct(vec![src]), span)
                })
            };
            if let Ok(Some(i)) = init {
                out.push(self.b.init_stmt(dst, i));
            }
        }
    }

    /// Element-wise copy (or move) initialization of an array of classes.
    fn copy_array_init(
        &mut self,
        ty: TypeId,
        src: ExprId,
        is_move: bool,
        span: Span,
    ) -> R<Option<Init>> {
        let Type::Array { elem, len } = self.b.types().kind(ty).clone() else {
            return Ok(None);
        };
        let n = len.unwrap_or(0);
        if n > 1 << 16 {
            return Err(self.report(diag::unsupported(
                span,
                "copying more than 65536 array elements",
            )));
        }
        let mut out = Vec::with_capacity(n as usize);
        for i in 0..n {
            let base = self.b.rvalue(src);
            let idx = {
                let st = self.b.size_t();
                self.b.int_lit(i as i128, st, span)
            };
            let el = self.b.index(base, idx);
            if is_move {
                self.xvalues.insert(el);
            }
            let init = if matches!(self.b.types().kind(elem), Type::Array { .. }) {
                self.copy_array_init(elem, el, is_move, span)?
            } else {
                self.init_object(elem, InitHow::Direct(vec![el]), span)?
            };
            out.push(init.unwrap_or(Init::Zero));
        }
        Ok(Some(Init::List(out)))
    }

    /// A defaulted copy/move assignment: memberwise assignment, bases
    /// first; returns `*this`.
    fn assign_body(
        &mut self,
        f: FuncId,
        sid: StructId,
        this: ExprId,
        is_move: bool,
        out: &mut Vec<StmtId>,
    ) {
        let span = self.b.program.funcs[f].span;
        let other = self.other_object(f, is_move);
        let ci = self.classes[&sid].clone();
        for b in ci.bases.iter() {
            let Some(path) = self.base_path(sid, b.class) else {
                continue;
            };
            let (Ok(dst), Ok(src)) = (
                self.derived_to_base_unchecked(this, &path),
                self.derived_to_base_unchecked(other, &path),
            ) else {
                continue;
            };
            if is_move {
                self.xvalues.insert(src);
            }
            if let Ok(e) = self.full_expression(|t| t.assign_objects(dst, src, span)) {
                out.push(self.b.expr_stmt(e));
            }
        }
        for (fi, fld) in ci.fields.iter().enumerate() {
            if fld.sym.is_none() && fld.bit_width.is_some() {
                continue;
            }
            let dst = self.field_storage_lvalue(this, sid, fi, span);
            let src = self.field_storage_lvalue(other, sid, fi, span);
            if is_move {
                self.xvalues.insert(src);
            }
            if let Ok(e) = self.full_expression(|t| t.assign_objects(dst, src, span)) {
                out.push(self.b.expr_stmt(e));
            }
            if ci.kind == RecordKind::Union {
                break;
            }
        }
        let r = self.b.stmt(StmtKind::Return(Some(this)), span);
        out.push(r);
    }

    /// The value of an lvalue to copy: an array is read whole (an array
    /// rvalue), not decayed to a pointer.
    fn object_value(&mut self, src: ExprId) -> ExprId {
        let ty = self.b.ty_of(src);
        if matches!(self.b.types().kind(ty), Type::Array { .. }) {
            let uty = self.b.program.types.unqualified(ty);
            return self.b.cast(CastKind::LValueToRValue, src, uty);
        }
        self.b.rvalue(src)
    }

    /// `dst = src` for two lvalues of one type (a class's `operator=`, an
    /// array element-wise, a scalar or a trivially copyable class by value).
    pub fn assign_objects(&mut self, dst: ExprId, src: ExprId, span: Span) -> R<ExprId> {
        let ty = self.b.ty_of(dst);
        if let Type::Array { elem, len } = self.b.types().kind(ty).clone() {
            if self
                .element_class(elem)
                .is_some_and(|c| !self.b.types().structs[c].trivially_copyable)
            {
                let mut last = None;
                for i in 0..len.unwrap_or(0).min(1 << 16) {
                    let (db, sb) = (self.b.rvalue(dst), self.b.rvalue(src));
                    let idx = {
                        let st = self.b.size_t();
                        self.b.int_lit(i as i128, st, span)
                    };
                    let d = self.b.index(db, idx);
                    let idx2 = {
                        let st = self.b.size_t();
                        self.b.int_lit(i as i128, st, span)
                    };
                    let s = self.b.index(sb, idx2);
                    if self.is_xvalue(src) {
                        self.xvalues.insert(s);
                    }
                    let e = self.assign_objects(d, s, span)?;
                    last = Some(match last {
                        None => e,
                        Some(prev) => self.b.expr(
                            ExprKind::Comma { lhs: prev, rhs: e },
                            self.b.ty_of(e),
                            ValueCategory::LValue,
                            span,
                        ),
                    });
                }
                return Ok(last.unwrap_or(dst));
            }
        }
        if let Some(c) = self.class_of_type(ty) {
            if !self.b.types().structs[c].trivially_copyable {
                let set = self.operator_set(c, "operator=");
                let f = self.resolve_call(
                    &set,
                    Some(dst),
                    &[src],
                    super::super::overload::CallKind::Operator,
                    "operator=",
                    span,
                )?;
                return self.call_member(f, dst, vec![src], span);
            }
        }
        let v = self.object_value(src);
        let lty = self.b.program.types.unqualified(ty);
        let dst_unconst = {
            let x = &mut self.b.program.exprs[dst];
            x.ty = lty;
            dst
        };
        Ok(self.b.expr(
            ExprKind::Assign {
                lhs: dst_unconst,
                rhs: v,
            },
            lty,
            ValueCategory::LValue,
            span,
        ))
    }

    /// The deleting destructor (`D0`) of a virtual destructor: destroys the
    /// object, then frees it with `operator delete`.
    pub fn deleting_dtor(&mut self, dtor: FuncId) -> FuncId {
        if let Some(f) = self.deleting.get(&dtor) {
            return *f;
        }
        let func = self.b.program.funcs[dtor].clone();
        let sid = func.class.unwrap_or(StructId(0));
        let link = func
            .link_name
            .replacen("D1E", "D0E", 1)
            .replacen("D2E", "D0E", 1);
        let decl = crate::builder::FuncDecl {
            name: func.name.clone(),
            link_name: link,
            ret: func.ret,
            params: vec![],
            variadic: false,
            exec: func.exec,
            is_inline: func.is_inline,
            linkage: func.linkage,
            span: func.span,
        };
        let d0 = self
            .b
            .declare_method(sid, FuncKind::Destructor, decl, false);
        self.b.program.funcs[d0].ty = func.ty;
        self.deleting.insert(dtor, d0);
        let span = func.span;
        let this = self.b.this_ptr(d0, span);
        let void = self.b.void();
        let call = self.b.expr(
            ExprKind::Call {
                callee: dtor,
                args: vec![this],
            },
            void,
            ValueCategory::RValue,
            span,
        );
        let s1 = self.b.expr_stmt(call);
        // The class's own operator delete if it has one ([class.free]).
        let cty = self.b.ty(Type::Struct(sid));
        let del = self.deallocation_function(cty, false, false);
        let this2 = self.b.this_ptr(d0, span);
        let void = self.b.void();
        let vp = self.b.ptr(void);
        let p = self.b.cast(CastKind::BitCast, this2, vp);
        let mut args = vec![p];
        // A sized deallocation function gets the object's size.
        let sized = self.b.program.funcs[del].params.get(1).is_some_and(|&v| {
            matches!(self.b.types().kind(self.b.program.vars[v].ty), Type::Int(_))
        });
        if sized {
            let st = self.b.size_t();
            let size = self.b.types().structs[sid].size;
            args.push(self.b.int_lit(size as i128, st, span));
        }
        let free = self.b.expr(
            ExprKind::Call { callee: del, args },
            void,
            ValueCategory::RValue,
            span,
        );
        let s2 = self.b.expr_stmt(free);
        let body = self.b.block(vec![s1, s2]);
        self.b.define(d0, body);
        self.ensure_defined(dtor);
        d0
    }

    /// Out-of-line member definitions (`int A::f() const { ... }`) and the
    /// body of a member declared in its class.
    pub fn define_member_out_of_line(
        &mut self,
        sid: StructId,
        d: &'a ast::Decl<'a>,
        f: &'a ast::FunctionDecl<'a>,
    ) -> R<()> {
        let Some(ft) = f.function_type() else {
            return Err(self.report(diag::unsupported(d.span, "this member declarator")));
        };
        let Some(seg) = f.name.last() else {
            return Err(Reported);
        };
        let kind = self.member_fn_kind(sid, seg);
        let found: Vec<FuncId> = match kind {
            super::members::MemberFnKind::Constructor => self.ctors_of(sid),
            super::members::MemberFnKind::Destructor => self.dtor_of(sid).into_iter().collect(),
            _ => match self.classes[&sid].members.get(&seg.ident.sym) {
                // Member templates of the same name (`path::operator=`
                // has `template<class S> operator=(S const&)`) leave the
                // non-template overloads beside them.
                Some(Entity::Funcs(fs) | Entity::FuncTemplates(_, fs)) => fs.clone(),
                _ => Vec::new(),
            },
        };
        let (fty, params) = self.in_class_context(sid, |t| t.function_type(ft))?;
        let _ = fty;
        let ptys: Vec<TypeId> = params.iter().map(|p| p.1).collect();
        let cv = (ft.method_cv.is_const(), ft.method_cv.is_volatile());
        let rq = match ft.ref_qual {
            ast::RefQualifier::None => None,
            ast::RefQualifier::LValue => Some(false),
            ast::RefQualifier::RValue => Some(true),
        };
        let target = found.into_iter().find(|&g| {
            self.methods.get(&g).is_some_and(|m| m.class == sid)
                && self.same_signature(g, &ptys, ft.variadic, cv, rq)
        });
        let Some(fid) = target else {
            let n = self.qual_name_text(f.name);
            let c = self.b.types().structs[sid].name.clone();
            return Err(self.report(diag::out_of_line_no_match(seg.ident.span, &n, &c)));
        };
        if f.body.is_none() {
            return Ok(());
        }
        if self.b.program.funcs[fid].body.is_some() || self.defined_funcs.contains_key(&fid) {
            let n = self.b.program.funcs[fid].name.clone();
            let prev = self
                .defined_funcs
                .get(&fid)
                .copied()
                .unwrap_or(self.b.program.funcs[fid].span);
            return Err(self.report(diag::redefinition(seg.ident.span, &n, prev)));
        }
        self.defined_funcs.insert(fid, seg.ident.span);
        if f.specs.has(ast::Specifiers::INLINE) {
            self.b.program.funcs[fid].is_inline = true;
            self.tpl.inline_members.insert(fid);
        }
        // Parameter names of the definition.
        if let Some(m) = self.methods.get_mut(&fid) {
            m.decl = Some(f);
        }
        if self.classes[&sid].complete {
            self.in_class_context(sid, |t| t.method_body(fid, f));
        } else {
            self.defer(Pending::Body { func: fid, decl: f });
        }
        Ok(())
    }
}
