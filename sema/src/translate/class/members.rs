//! Member declarations inside a class body: data members (bit-fields,
//! anonymous unions and structs), static data members, member functions
//! (constructors, destructors, operators, conversion functions), nested
//! types, using-declarations, friends. Bodies and default member
//! initializers are only recorded here: they are translated in the
//! complete-class context (`bodies.rs`).

use super::{ClassInfo, FieldInfo, MethodInfo, Pending, SpecialKind};
use crate::builder::FuncDecl;
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::{mangle, Entity, Reported, Translator, R};
use lexer::source::Span;
use parser::ast::{self, Access, DeclKind, FunctionDef, Specifiers};
use parser::Symbol;

/// What a member function's name makes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum MemberFnKind {
    Normal,
    Constructor,
    Destructor,
    Conversion,
}

impl<'a> Translator<'a, '_, '_> {
    fn default_access(&self, sid: StructId) -> Access {
        match self.b.types().structs[sid].kind {
            RecordKind::Class => Access::Private,
            _ => Access::Public,
        }
    }

    fn ci(&mut self, sid: StructId) -> &mut ClassInfo<'a> {
        self.classes
            .get_mut(&sid)
            .expect("class info exists for every struct")
    }

    /// Binds a member name in class `sid` (reporting a redeclaration).
    pub fn bind_member(
        &mut self,
        sid: StructId,
        sym: Symbol,
        e: Entity,
        access: Access,
        span: Span,
    ) -> R<()> {
        let prev = self
            .classes
            .get(&sid)
            .and_then(|c| c.members.get(&sym))
            .cloned();
        let injected = self.classes.get(&sid).is_some_and(|c| c.sym == Some(sym));
        match (prev, &e) {
            (None, _) => {}
            // Overloads accumulate.
            (Some(Entity::Funcs(mut fs)), Entity::Funcs(new)) => {
                fs.extend(new.iter().copied());
                let ci = self.ci(sid);
                ci.members.insert(sym, Entity::Funcs(fs));
                ci.member_access.entry(sym).or_insert(access);
                return Ok(());
            }
            // Member function templates and member functions overload.
            (Some(Entity::FuncTemplates(ts, mut fs)), Entity::Funcs(new)) => {
                fs.extend(new.iter().copied());
                let ci = self.ci(sid);
                ci.members.insert(sym, Entity::FuncTemplates(ts, fs));
                ci.member_access.entry(sym).or_insert(access);
                return Ok(());
            }
            (Some(Entity::Funcs(_) | Entity::FuncTemplates(..)), Entity::FuncTemplates(..)) => {
                let ci = self.ci(sid);
                ci.members.insert(sym, e);
                ci.member_access.entry(sym).or_insert(access);
                return Ok(());
            }
            // An enumerator is bound while its enum is translated (with the
            // type it has then), and again with the enum's final type.
            (Some(Entity::Enumerator { value: a, .. }), Entity::Enumerator { value: b, .. })
                if a == *b =>
            {
                let ci = self.ci(sid);
                ci.members.insert(sym, e);
                return Ok(());
            }
            (Some(Entity::Type(_)), _) if injected => {
                let name = self.name(sym).to_string();
                return Err(self.report(diag::member_named_like_class(span, &name)));
            }
            (Some(_), _) => {
                let name = self.name(sym).to_string();
                return Err(self.report(diag::member_redeclared(span, &name)));
            }
        }
        let ci = self.ci(sid);
        ci.members.insert(sym, e);
        ci.member_access.insert(sym, access);
        Ok(())
    }

    /// One member declaration of class `sid`.
    pub fn member_decl(&mut self, sid: StructId, m: &'a ast::Decl<'a>) -> R<()> {
        let m = self.undynamic_decl(m)?;
        let access = m
            .access
            .or(self.class_scope.map(|c| c.1))
            .unwrap_or_else(|| self.default_access(sid));
        match m.kind {
            // A class-scope meta object is named in the class (not the
            // enclosing namespace), so later meta statements there see it.
            DeclKind::Var(v) if m.staging == ast::Staging::Meta => {
                self.with_declaring_class(sid, access, |t| t.meta_var_decl(m, v, None))
            }
            DeclKind::Field(f) if f.specs.has(Specifiers::STATIC) => {
                self.static_data_member(sid, m, f.name, f.ty, f.init, f.specs, access)
            }
            DeclKind::Var(v) if v.specs.has(Specifiers::STATIC) => {
                let name = v.name.as_simple();
                self.static_data_member(sid, m, name, v.ty, v.init, v.specs, access)
            }
            DeclKind::Field(f) => self.data_member(sid, m, f, access),
            DeclKind::Function(f) if f.specs.has(Specifiers::FRIEND) => {
                self.friend_function(sid, m, f)
            }
            DeclKind::Function(f) => self.member_function(sid, m, f, access).map(|_| ()),
            DeclKind::Record(r) => {
                if self.member_class_is_lazy(sid, m) {
                    self.tpl.lazy_member_next = Some(m.id);
                }
                let ty = self.with_declaring_class(sid, access, |t| t.tag_decl(m));
                self.tpl.lazy_member_next = None;
                let ty = ty?;
                if r.name.is_none() && r.members.is_some() && !self.declarator_follows(sid, m) {
                    self.anonymous_member(sid, m, ty, access)?;
                }
                Ok(())
            }
            DeclKind::Enum(_) => self
                .with_declaring_class(sid, access, |t| t.tag_decl(m))
                .map(|_| ()),
            DeclKind::Typedef(td) => {
                let ty = self.typedef_type(td)?;
                self.bind_member(sid, td.name.sym, Entity::Type(ty), access, td.name.span)
            }
            DeclKind::UsingDecl(q) => self.member_using(sid, q, access),
            DeclKind::UsingPack(q) => self.member_using_pack(sid, q, access),
            DeclKind::FriendType(t) => self.friend_class(sid, t),
            DeclKind::StaticAssert(s) => self.static_assert(s),
            DeclKind::Empty | DeclKind::Error => Ok(()),
            DeclKind::Template(t) => {
                self.with_declaring_class(sid, access, |tr| tr.template_decl(m, t))
            }
            DeclKind::Stmt(s) => self.class_meta_stmt(sid, s, access),
            _ => Err(self.report(diag::unsupported(m.span, "this member declaration"))),
        }
    }

    /// Runs `f` (which declares a nested type) so that the names it binds
    /// become members of `sid` with `access`.
    fn with_declaring_class<T>(
        &mut self,
        sid: StructId,
        access: Access,
        f: impl FnOnce(&mut Self) -> R<T>,
    ) -> R<T> {
        let saved = self.declaring.replace((sid, access));
        let r = f(self);
        self.declaring = saved;
        r
    }

    /// Whether the member after `m` declares a variable of `m`'s type
    /// (`struct { int a; } s;`), so `m` is not an anonymous member.
    fn declarator_follows(&self, sid: StructId, m: &ast::Decl<'_>) -> bool {
        self.classes
            .get(&sid)
            .is_some_and(|c| c.declarator_tags.contains(&m.id))
    }

    /// `union { int a; float b; };` in a class: an unnamed member whose
    /// members are named as if they were the class's own.
    fn anonymous_member(
        &mut self,
        sid: StructId,
        m: &'a ast::Decl<'a>,
        ty: TypeId,
        access: Access,
    ) -> R<()> {
        let Some(inner) = self.class_of_type(ty) else {
            return Ok(());
        };
        let idx = self.classes[&sid].fields.len();
        self.ci(sid).fields.push(FieldInfo {
            sym: None,
            ty,
            index: 0,
            access,
            mutable: false,
            bit_width: None,
            init: None,
            default: None,
            span: m.span,
        });
        // The inner members' names, reached through this field.
        let names: Vec<(Symbol, Entity)> = self.classes[&inner]
            .members
            .iter()
            .filter(|(_, e)| matches!(e, Entity::Field { .. } | Entity::AnonField { .. }))
            .map(|(s, e)| (*s, e.clone()))
            .collect();
        for (s, e) in names {
            let through = Entity::AnonField {
                class: sid,
                index: idx as u32,
                inner: Box::new(e),
            };
            self.bind_member(sid, s, through, access, m.span)?;
        }
        Ok(())
    }

    fn data_member(
        &mut self,
        sid: StructId,
        m: &'a ast::Decl<'a>,
        f: &'a ast::FieldDecl<'a>,
        access: Access,
    ) -> R<()> {
        let ty = self.ty(f.ty)?;
        self.check_flexible_array_last(sid)?;
        let is_ref = matches!(self.b.types().kind(ty), Type::Reference { .. });
        if !is_ref {
            self.complete_deferred(ty, f.name.map_or(m.span, |n| n.span));
        }
        if !is_ref && self.b.types().size_of(ty).is_none() && !self.is_flexible_array(ty) {
            let s = self.display(ty);
            let span = f.name.map_or(m.span, |n| n.span);
            return Err(self.report(diag::incomplete_field_type(span, &s)));
        }
        if let Some(c) = self.class_of_type(ty) {
            if self.classes.get(&c).is_some_and(|ci| ci.is_abstract) {
                let s = self.display(ty);
                return Err(self.report(diag::abstract_member(m.span, &s)));
            }
        }
        let bit_width = match f.bit_width {
            Some(w) => Some(self.bit_width(sid, f, ty, w)?),
            None => None,
        };
        let name_span = f.name.map_or(m.span, |n| n.span);
        if let Some(a) = f.alignas {
            let n = self.alignas_value(a)?;
            self.field_aligns.insert((sid, name_span.lo), n);
        }
        if f.specs.has(Specifiers::PACKED) {
            self.field_packed.insert((sid, name_span.lo));
        }
        let idx = self.classes[&sid].fields.len();
        let sym = f.name.map(|n| n.sym);
        self.ci(sid).fields.push(FieldInfo {
            sym,
            ty,
            index: 0,
            access,
            mutable: f.specs.has(Specifiers::MUTABLE),
            bit_width,
            init: f.init,
            default: None,
            span: f.name.map_or(m.span, |n| n.span),
        });
        if access != Access::Public {
            self.ci(sid).aggregate = false;
        }
        if f.init.is_some() {
            if self.b.types().structs[sid].kind == RecordKind::Union
                && self.classes[&sid]
                    .fields
                    .iter()
                    .take(idx)
                    .any(|x| x.init.is_some())
            {
                self.report(diag::union_multiple_inits(m.span));
            }
            self.defer(Pending::FieldInit {
                class: sid,
                field: idx,
            });
        }
        if let Some(n) = f.name {
            self.bind_member(
                sid,
                n.sym,
                Entity::Field {
                    class: sid,
                    index: idx as u32,
                },
                access,
                n.span,
            )?;
        }
        Ok(())
    }

    fn bit_width(
        &mut self,
        sid: StructId,
        f: &'a ast::FieldDecl<'a>,
        ty: TypeId,
        w: &'a ast::Expr<'a>,
    ) -> R<u64> {
        let _ = sid;
        let name = f
            .name
            .map_or("<anonymous>".to_string(), |n| self.name(n.sym).to_string());
        if !self.b.types().is_integer(ty) {
            let s = self.display(ty);
            return Err(self.report(diag::bit_field_type(w.span, &name, &s)));
        }
        let e = self.expr(w)?;
        let e = self.b.rvalue(e);
        let v = self.core_const_int(e, diag::not_integral_constant)?;
        if v < 0 {
            return Err(self.report(diag::bit_field_negative(w.span, &name)));
        }
        if v == 0 && f.name.is_some() {
            return Err(self.report(diag::bit_field_zero_named(w.span, &name)));
        }
        let bits = self.b.types().int_bits(ty).unwrap_or(32) as i128;
        let bits = if matches!(self.b.types().kind(ty), Type::Bool) {
            1
        } else {
            bits
        };
        if v > bits && matches!(self.b.types().kind(ty), Type::Bool) {
            return Err(self.report(diag::bit_field_too_wide(w.span, &name, v, bits)));
        }
        Ok(v as u64)
    }

    #[allow(clippy::too_many_arguments)]
    fn static_data_member(
        &mut self,
        sid: StructId,
        m: &'a ast::Decl<'a>,
        name: Option<ast::Ident>,
        ty: &'a ast::TypeExpr<'a>,
        init: Option<ast::Initializer<'a>>,
        specs: Specifiers,
        access: Access,
    ) -> R<()> {
        let Some(ident) = name else {
            return Err(self.report(diag::unsupported(m.span, "an unnamed static member")));
        };
        let v = self.static_member_var(sid, ident, ty, init, specs)?;
        self.bind_member(sid, ident.sym, Entity::Var(v), access, ident.span)
    }

    /// Declares the global behind a static data member (`A::count`); an
    /// in-class initializer (const integral, constexpr or inline) defines it.
    pub(crate) fn static_member_var(
        &mut self,
        sid: StructId,
        ident: ast::Ident,
        te: &'a ast::TypeExpr<'a>,
        init: Option<ast::Initializer<'a>>,
        specs: Specifiers,
    ) -> R<VarId> {
        let saved = std::mem::replace(&mut self.incomplete_array_ok, init.is_none());
        let ty = match (te.kind, init) {
            // `static constexpr auto value = V;`: the initializer's type.
            (ast::TypeKind::Auto, Some(ast::Initializer::Assign(x))) => self.expr(x).map(|e| {
                let x = self.b.program.exprs[e].clone();
                let t = self.decayed_type(&x);
                if te.cv.is_empty() {
                    t
                } else {
                    self.qualified(t, te.cv)
                }
            }),
            _ => self.ty(te),
        };
        self.incomplete_array_ok = saved;
        let mut ty = ty?;
        let constexpr = specs.has(Specifiers::CONSTEXPR);
        if constexpr && !self.is_const(ty) {
            ty = self.qualified(ty, ast::Cv(ast::Cv::CONST));
        }
        let inline = specs.has(Specifiers::INLINE) || constexpr;
        let short = self.name(ident.sym).to_string();
        let class_name = self.b.types().structs[sid].name.clone();
        let qname = format!("{class_name}::{short}");
        let mut deferred = None;
        let init_value = match init {
            Some(i) => {
                let is_const = self.is_const(ty);
                if !inline && (!is_const || !self.b.types().is_integer(ty)) {
                    return Err(self.report(diag::static_member_init_not_const(ident.span, &short)));
                }
                let n = self.diags.len();
                let r = self
                    .initializer_init(i, ty, ident.span)
                    .and_then(|it| self.init_to_const(&it.unwrap_or(Init::Zero), &short, true));
                match r {
                    Ok(c) => Some(c),
                    // In a class template instance the initializer may use
                    // members whose bodies come with the complete class
                    // (`static constexpr Data table = make();`): evaluated
                    // then.
                    Err(_) if self.in_template_instance(sid) => {
                        self.discard_diags_since(n);
                        deferred = Some(i);
                        Some(ConstValue::Zero)
                    }
                    Err(e) => return Err(e),
                }
            }
            None if inline => Some(ConstValue::Zero),
            None => None,
        };
        let is_const = self.is_const(ty);
        let g = GlobalVar {
            space: if is_const && init_value.is_some() {
                MemorySpace::Constant
            } else {
                MemorySpace::Global
            },
            host_only: (!is_const || init_value.is_none())
                && !specs.has(Specifiers::DEVICE)
                && !specs.has(Specifiers::CONSTANT),
            implicit_device: is_const
                && init_value.is_some()
                && !specs.has(Specifiers::DEVICE)
                && !specs.has(Specifiers::CONSTANT),
            init: init_value.clone(),
            linkage: Linkage::External,
            is_const,
            align: None,
            kind: GlobalKind::User,
            // Implicit instantiations have vague linkage: emitted where
            // used (a trait's helper constant never reaches a module).
            linkonce: inline || self.class_template_of(sid).is_some(),
            dynamic_init: None,
            destroy: None,
            extern_instance: false,
        };
        let v = self.b.global(&qname, ty, g, ident.span);
        self.b.program.vars[v].link_name = mangle::member_variable(&self.names(), sid, &short);
        if let Some(init) = deferred {
            self.defer(Pending::StaticInit {
                class: sid,
                var: v,
                init,
            });
            return Ok(v);
        }
        if let (true, Some(c)) = (is_const, init_value) {
            self.known_consts.insert(v, c.clone());
            self.engine.bind_constant(v, c);
        }
        Ok(v)
    }

    /// Classifies a member function by its name.
    pub fn member_fn_kind(&self, sid: StructId, seg: &ast::NameSegment<'_>) -> MemberFnKind {
        let text = self.name(seg.ident.sym);
        let class_sym = self.classes.get(&sid).and_then(|c| c.sym);
        if Some(seg.ident.sym) == class_sym {
            MemberFnKind::Constructor
        } else if let Some(rest) = text.strip_prefix('~') {
            let _ = rest;
            MemberFnKind::Destructor
        } else if seg.conv_type.is_some() {
            MemberFnKind::Conversion
        } else {
            MemberFnKind::Normal
        }
    }

    /// Declares a member function; its body waits for the complete class.
    pub fn member_function(
        &mut self,
        sid: StructId,
        m: &'a ast::Decl<'a>,
        f: &'a ast::FunctionDecl<'a>,
        access: Access,
    ) -> R<FuncId> {
        let Some(ft) = f.function_type() else {
            return Err(self.report(diag::unsupported(m.span, "this member declarator")));
        };
        let Some(seg) = f.name.last() else {
            return Err(Reported);
        };
        let ident = seg.ident;
        // (An explicit specialization of a member template is written
        // qualified, outside its class.)
        if f.name.segments.len() > 1 && self.member_targs.is_none() {
            let text = self.qual_name_text(f.name);
            return Err(self.report(diag::extra_qualification(f.name.span, &text)));
        }
        // Taken now: translating the signature may instantiate other
        // classes, whose members are no specializations.
        let spec_targs = self.member_targs.take();
        let spec_sig = self.tpl.pending_sig.take();
        let kind = self.member_fn_kind(sid, seg);
        let class_name = self.b.types().structs[sid].name.clone();
        let short = self.name(ident.sym).to_string();
        if kind == MemberFnKind::Destructor {
            let expect = format!("~{}", self.classes[&sid].sym.map_or("", |s| self.name(s)));
            if short != expect {
                return Err(self.report(diag::dtor_name_mismatch(ident.span, &short, &class_name)));
            }
        }
        let (fty, params) = self.member_signature(sid, |t| t.function_type(ft))?;
        let mut ret = match self.b.types().get(fty) {
            Type::Function { ret, .. } => *ret,
            _ => return Err(Reported),
        };
        let conversion = match (kind, seg.conv_type) {
            (MemberFnKind::Conversion, Some(ct)) => {
                let t = self.ty(ct)?;
                ret = t;
                Some(t)
            }
            _ => None,
        };
        let is_static = f.specs.has(Specifiers::STATIC);
        if is_static && matches!(kind, MemberFnKind::Constructor | MemberFnKind::Destructor) {
            return Err(self.report(diag::static_special(ident.span, &short)));
        }
        let is_virtual = f.specs.has(Specifiers::VIRTUAL);
        if is_virtual && (is_static || kind == MemberFnKind::Constructor) {
            return Err(self.report(diag::bad_virtual(ident.span)));
        }
        let is_const = ft.method_cv.is_const();
        let is_volatile = ft.method_cv.is_volatile();
        if is_static && (is_const || is_volatile) {
            return Err(self.report(diag::static_cv(ident.span)));
        }
        let ref_qual = match ft.ref_qual {
            ast::RefQualifier::None => None,
            ast::RefQualifier::LValue => Some(false),
            ast::RefQualifier::RValue => Some(true),
        };
        let param_types: Vec<TypeId> = params.iter().map(|p| p.1).collect();
        // A redeclaration of a member in its class is an error.
        if let Some(Entity::Funcs(fs)) = self.classes[&sid].members.get(&ident.sym).cloned() {
            let mut kept = Vec::with_capacity(fs.len());
            for &g in &fs {
                if self.same_signature(
                    g,
                    &param_types,
                    ft.variadic,
                    (is_const, is_volatile),
                    ref_qual,
                ) {
                    // A base's member brought in by a using-declaration is
                    // hidden by this one ([namespace.udecl]/14).
                    if self.methods.get(&g).is_some_and(|m| m.class != sid) {
                        continue;
                    }
                    let n = self.b.program.funcs[g].name.clone();
                    return Err(self.report(diag::member_redeclared(ident.span, &n)));
                }
                kept.push(g);
            }
            if kept.len() != fs.len() {
                self.ci(sid).members.insert(ident.sym, Entity::Funcs(kept));
            }
        }
        let exec = ExecSpace {
            host: f.specs.has(Specifiers::HOST),
            device: f.specs.has(Specifiers::DEVICE),
            global: f.specs.has(Specifiers::GLOBAL),
        };
        if exec.global {
            return Err(self.report(diag::kernel_member(ident.span)));
        }
        let qname = format!("{class_name}::{short}");
        let fkind = match kind {
            MemberFnKind::Constructor => FuncKind::Constructor,
            MemberFnKind::Destructor => FuncKind::Destructor,
            _ if is_static => FuncKind::Free,
            _ => FuncKind::Method,
        };
        // A member template's specialization: its template arguments are
        // part of its name.
        let (link_name, base_link) = match (&spec_targs, &spec_sig) {
            (Some(t), Some(sig)) => mangle::method_template_and_base(
                &self.names(),
                sid,
                &short,
                fkind,
                param_types.len(),
                (is_const, is_volatile, ref_qual),
                conversion,
                t,
                sig,
            ),
            _ => mangle::method_and_base(
                &self.names(),
                sid,
                &short,
                fkind,
                &param_types,
                ft.variadic,
                (is_const, is_volatile, ref_qual),
                conversion,
                spec_targs.as_deref().map(|t| (t, ret)),
            ),
        };
        let decl = FuncDecl {
            name: qname,
            link_name,
            ret,
            params: params.iter().map(|p| (p.0.clone(), p.1)).collect(),
            variadic: ft.variadic,
            exec,
            // Defined in the class: implicitly inline ([class.mfct]/1). A
            // member of a class template instance is instantiated where it
            // is used and has vague linkage like an inline function
            // ([temp.inst]/4), wherever its definition is written.
            is_inline: f.body.is_some()
                || self.in_template_instance(sid)
                || f.specs.has(Specifiers::INLINE)
                || f.specs.has(Specifiers::CONSTEXPR)
                || f.specs.has(Specifiers::FORCE_INLINE)
                || f.def == FunctionDef::Default,
            linkage: Linkage::External,
            span: ident.span,
        };
        let fid = if fkind == FuncKind::Free {
            let id = self.b.declare_function(decl);
            self.b.program.funcs[id].class = Some(sid);
            id
        } else {
            self.b.declare_method(sid, fkind, decl, is_const)
        };
        self.note_structor_variants(fid, base_link);
        if ft.noexcept {
            self.declared_noexcept.insert(fid);
        }
        if f.body.is_some()
            || f.def == FunctionDef::Default
            || f.specs.has(Specifiers::INLINE)
            || f.specs.has(Specifiers::CONSTEXPR)
            || f.specs.has(Specifiers::FORCE_INLINE)
        {
            self.tpl.inline_members.insert(fid);
        }
        if is_volatile && fkind != FuncKind::Free {
            self.make_this_volatile(fid);
        }
        self.member_fn_type(fid, fty);
        let offset = usize::from(fkind != FuncKind::Free);
        for (i, p) in params.iter().enumerate() {
            let v = self.b.param(fid, i + offset);
            self.b.program.vars[v].span = p.2;
        }
        // A template is never a special member ([class.copy.ctor]/1).
        let special = match spec_targs {
            Some(_) => None,
            None => self.special_kind_of(sid, kind, &param_types, ft.variadic, &short),
        };
        let deleted = f.def == FunctionDef::Delete;
        self.record_method(
            fid,
            MethodInfo {
                class: sid,
                access,
                is_static,
                is_virtual,
                is_pure: f.def == FunctionDef::Pure,
                is_const,
                is_volatile,
                ref_qual,
                is_explicit: f.specs.has(Specifiers::EXPLICIT),
                deleted,
                defaulted: f.def == FunctionDef::Default,
                implicit: false,
                trivial: false,
                special,
                decl: Some(f),
                vslot: None,
                conversion,
                override_: f.specs.has(Specifiers::OVERRIDE),
                final_: f.specs.has(Specifiers::FINAL),
            },
        );
        if f.def == FunctionDef::Pure && !is_virtual {
            self.report(diag::pure_not_virtual(ident.span, &short));
        }

        self.record_attributes_for(fid, f, ft);
        self.member_default_args(fid, ft, &params, offset);
        if spec_targs.is_some() {
            // Specializations are found through their templates, never by
            // name or among the class's constructors.
            if let Some(body) = f.body {
                let _ = body;
                self.defer(Pending::Body { func: fid, decl: f });
            }
            return Ok(fid);
        }
        if kind == MemberFnKind::Constructor {
            self.hide_inherited_ctors(sid, fid);
        }
        let ci = self.ci(sid);
        match kind {
            MemberFnKind::Constructor => {
                ci.declared_ctors.push(fid);
                ci.user_ctor = true;
                // C++17: a user-provided or explicit constructor makes the
                // class a non-aggregate (defaulted ones do not).
                if f.def != FunctionDef::Default && f.def != FunctionDef::Delete
                    || f.specs.has(Specifiers::EXPLICIT)
                {
                    ci.aggregate = false;
                }
            }
            MemberFnKind::Destructor => ci.declared_dtor = Some(fid),
            MemberFnKind::Conversion => ci.conversions.push(fid),
            MemberFnKind::Normal => {}
        }
        if is_virtual {
            ci.virtuals.push(fid);
        }
        let bind_sym = match kind {
            // Constructors are found through `ctors`, never by name.
            MemberFnKind::Constructor => None,
            _ => Some(ident.sym),
        };
        if let Some(s) = bind_sym {
            self.bind_member(sid, s, Entity::Funcs(vec![fid]), access, ident.span)?;
        }
        if let Some(body) = f.body {
            let _ = body;
            self.defer(Pending::Body { func: fid, decl: f });
        } else if f.def == FunctionDef::Default {
            self.check_defaulted(fid);
        }
        Ok(fid)
    }

    /// Whether member function `g` has this parameter list and qualifiers.
    pub fn same_signature(
        &self,
        g: FuncId,
        params: &[TypeId],
        variadic: bool,
        cv: (bool, bool),
        ref_qual: Option<bool>,
    ) -> bool {
        let func = &self.b.program.funcs[g];
        let Type::Function {
            params: gp,
            variadic: gv,
            ..
        } = self.b.types().get(func.ty)
        else {
            return false;
        };
        let t = self.b.types();
        let same_params = gp.len() == params.len()
            && gp
                .iter()
                .zip(params)
                .all(|(a, b)| t.unqualified(*a) == t.unqualified(*b));
        let (gc, gr) = self.methods.get(&g).map_or(((false, false), None), |m| {
            ((m.is_const, m.is_volatile), m.ref_qual)
        });
        same_params && *gv == variadic && gc == cv && gr == ref_qual
    }

    /// The C++ type of a member function (without `this`): what overload
    /// resolution, mangling and diagnostics use.
    fn member_fn_type(&mut self, fid: FuncId, fty: TypeId) {
        self.b.program.funcs[fid].ty = fty;
    }

    /// `void f() volatile`: `this` points to a volatile object.
    fn make_this_volatile(&mut self, fid: FuncId) {
        let this = self.b.param(fid, 0);
        let ty = self.b.program.vars[this].ty;
        if let Some(p) = self.b.types().pointee(ty) {
            let q = self.qualified(p, ast::Cv(ast::Cv::VOLATILE));
            let np = self.b.ptr(q);
            self.b.program.vars[this].ty = np;
        }
    }

    /// Default arguments of a member function, translated now (they may not
    /// use later members in this implementation's first phase).
    fn member_default_args(
        &mut self,
        fid: FuncId,
        ft: &'a ast::FunctionType<'a>,
        params: &[crate::translate::types::ParamInfo],
        offset: usize,
    ) {
        if ft.params.iter().all(|p| p.default.is_none()) {
            return;
        }
        if let Some(sid) = self.methods.get(&fid).map(|m| m.class) {
            if self.defer_default_args(fid, sid, ft, params, offset) {
                return;
            }
        }
        let mut out: Vec<Option<ExprId>> = vec![None; offset];
        let saved = std::mem::replace(&mut self.full_expr_temps, false);
        for (p, info) in ft.params.iter().zip(params) {
            let e = match p.default {
                Some(x) => self.expr(x).ok().and_then(|e| {
                    let c = self.convert_for_param(e, info.1, x.span).ok()?;
                    Some(self.default_arg_value(e, c, info.1))
                }),
                None => None,
            };
            out.push(e);
        }
        if std::mem::replace(&mut self.full_expr_temps, saved) {
            self.default_arg_temps.insert(fid);
        }
        self.default_arg_exprs.insert(fid, out);
    }

    /// A friend function declaration: the function belongs to the enclosing
    /// namespace (declared there, visible to calls), and may use the class's
    /// private members.
    fn friend_function(
        &mut self,
        sid: StructId,
        m: &'a ast::Decl<'a>,
        f: &'a ast::FunctionDecl<'a>,
    ) -> R<()> {
        // Translated as a namespace-scope declaration (a definition in the
        // class is translated when the class is complete, since its body
        // may use members declared later). Its names are still looked up
        // in the class: `friend bool operator==(const A&, const A&)` names
        // the injected-class-name and the template's parameters.
        let saved_classes = self.class_scopes.clone();
        let saved_decl = self.declaring.take();
        let ns = self.classes[&sid].ns;
        let saved_ns = std::mem::replace(&mut self.cur_ns, ns);
        let saved_scopes = std::mem::take(&mut self.scopes);
        // The declaration is in the class's scope: its injected-class-name
        // names the class (`friend Wrapper operator+(const Wrapper &, ...)`
        // in a class template).
        let injected = self.classes[&sid]
            .sym
            .map(|s| (s, Entity::Type(self.classes[&sid].ty)));
        if let Some((s, e)) = injected {
            let mut scope = crate::translate::lookup::Scope::default();
            scope.names.insert(s, e);
            self.scopes.push(scope);
        }
        let saved_friend = self.friend_of.replace(sid);
        let r = self.function_decl_friend(m, f);
        self.friend_of = saved_friend;
        self.scopes = saved_scopes;
        self.cur_ns = saved_ns;
        self.declaring = saved_decl;
        self.class_scopes = saved_classes;
        let fid = r?;
        self.ci(sid).friend_funcs.push(fid);
        Ok(())
    }

    /// `friend class X;`: X (found in, or declared into, the innermost
    /// enclosing namespace) may use this class's private members.
    fn friend_class(&mut self, sid: StructId, t: &'a ast::TypeExpr<'a>) -> R<()> {
        let ty = match t.kind {
            // `friend class X;` may declare X; `friend class map<K, T>;`
            // names a specialization, translated as a type below.
            ast::TypeKind::Elaborated { tag, name }
                if name.segments.len() == 1
                    && !name.global
                    && name.segments[0].template_args.is_none() =>
            {
                let sym = name.segments[0].ident.sym;
                let ns = self.classes[&sid].ns;
                let saved_classes = std::mem::take(&mut self.class_scopes);
                let saved_decl = self.declaring.take();
                let saved_ns = std::mem::replace(&mut self.cur_ns, ns);
                let existing = self.ns_member_pub(ns, sym);
                let found = match existing {
                    Some(Entity::Type(t)) => Some(t),
                    _ => None,
                };
                let ty = match found {
                    Some(t) => t,
                    // A class template of that name: befriends nothing new
                    // (not a declaration of a class).
                    None if existing.is_some() => {
                        self.cur_ns = saved_ns;
                        self.declaring = saved_decl;
                        self.class_scopes = saved_classes;
                        return Ok(());
                    }
                    None => {
                        let kind = match tag {
                            ast::TagKind::Union => RecordKind::Union,
                            ast::TagKind::Class => RecordKind::Class,
                            _ => RecordKind::Struct,
                        };
                        let (_, t) = self.new_class(Some(sym), kind, name.span);
                        self.ns[ns.0].members.insert(sym, Entity::Type(t));
                        t
                    }
                };
                self.cur_ns = saved_ns;
                self.declaring = saved_decl;
                self.class_scopes = saved_classes;
                ty
            }
            _ => {
                self.tpl.friend_decl += 1;
                let r = self.ty(t);
                self.tpl.friend_decl -= 1;
                r?
            }
        };
        if let Some(c) = self.class_of_type(ty) {
            self.ci(sid).friend_classes.push(c);
        }
        Ok(())
    }

    /// `using Base::name;` in a class: the base's members named `name`
    /// become members here with this declaration's access; `using Base::Base;`
    /// inherits constructors.
    pub fn member_using(
        &mut self,
        sid: StructId,
        q: &'a ast::QualName<'a>,
        access: Access,
    ) -> R<()> {
        let n = q.segments.len();
        if n < 2 {
            let text = self.qual_name_text(q);
            return Err(self.report(diag::using_not_member(q.span, &text)));
        }
        let prefix = ast::QualName {
            span: q.span,
            global: q.global,
            segments: &q.segments[..n - 1],
        };
        let Some(Entity::Type(bt)) = self.resolve(&prefix)? else {
            let text = self.qual_name_text(&prefix);
            return Err(self.report(diag::not_a_scope(q.span, &text)));
        };
        let Some(base) = self.class_of_type(bt) else {
            let text = self.qual_name_text(&prefix);
            return Err(self.report(diag::not_a_scope(q.span, &text)));
        };
        if !self.classes[&sid]
            .bases
            .iter()
            .any(|b| self.is_base_of(base, b.class))
        {
            let (b, d) = (self.display(bt), self.b.types().structs[sid].name.clone());
            return Err(self.report(diag::using_not_base(q.span, &b, &d)));
        }
        let last = q.segments[n - 1].ident;
        // `using Base::Base;` (or `using T::T;` with `T` naming the base).
        if self.classes[&base].sym == Some(last.sym) || q.segments[n - 2].ident.sym == last.sym {
            self.inherit_constructors(sid, base, q.span);
            return Ok(());
        }
        self.force_specials_named(base, last.sym);
        let Some(found) = self.lookup_member(base, last.sym) else {
            let (name, b) = (self.name(last.sym).to_string(), self.display(bt));
            return Err(self.report(diag::no_member(last.span, &name, &b)));
        };
        let e = found.entity.clone();
        match (self.classes[&sid].members.get(&last.sym).cloned(), e) {
            // Member functions declared here hide or override the ones
            // brought in with the same signature ([namespace.udecl]/15).
            (Some(Entity::Funcs(mine)), Entity::Funcs(theirs)) => {
                let mut set = mine.clone();
                for g in theirs {
                    let (ps, v, c, r) = self.signature_of(g);
                    let hidden = mine.iter().any(|&f| {
                        let (fp, fv, fc, fr) = self.signature_of(f);
                        fp == ps && fv == v && fc == c && fr == r
                    });
                    if !hidden {
                        set.push(g);
                    }
                }
                self.ci(sid).members.insert(last.sym, Entity::Funcs(set));
                self.using_access.insert((sid, last.sym), access);
                Ok(())
            }
            (_, e) => {
                self.using_access.insert((sid, last.sym), access);
                self.bind_member(sid, last.sym, e, access, last.span)
            }
        }
    }

    /// Parameter types, variadic, const and ref-qualifier of a function.
    pub fn signature_of(&self, f: FuncId) -> (Vec<TypeId>, bool, bool, Option<bool>) {
        let func = &self.b.program.funcs[f];
        let t = self.b.types();
        let (ps, v) = match t.get(func.ty) {
            Type::Function {
                params, variadic, ..
            } => (
                params.iter().map(|p| t.unqualified(*p)).collect(),
                *variadic,
            ),
            _ => (Vec::new(), false),
        };
        let (c, r) = self
            .methods
            .get(&f)
            .map_or((false, None), |m| (m.is_const, m.ref_qual));
        (ps, v, c, r)
    }

    /// Looks at what `special_kind` a member function is.
    fn special_kind_of(
        &self,
        sid: StructId,
        kind: MemberFnKind,
        params: &[TypeId],
        variadic: bool,
        short: &str,
    ) -> Option<SpecialKind> {
        let t = self.b.types();
        let me = self.classes[&sid].ty;
        let ref_to_me = |p: TypeId, rvalue: bool| match t.kind(p) {
            Type::Reference {
                referent,
                rvalue: r,
            } => *r == rvalue && t.unqualified(*referent) == me,
            _ => false,
        };
        let required = |n: usize| params.len() >= n;
        let only = |n: usize| params.len() == n && !variadic;
        match kind {
            MemberFnKind::Constructor => {
                let rest_default = true;
                if only(0) || (params.is_empty() && rest_default) {
                    Some(SpecialKind::DefaultCtor)
                } else if required(1) && ref_to_me(params[0], false) {
                    Some(SpecialKind::CopyCtor)
                } else if required(1) && ref_to_me(params[0], true) {
                    Some(SpecialKind::MoveCtor)
                } else {
                    None
                }
            }
            MemberFnKind::Destructor => Some(SpecialKind::Dtor),
            MemberFnKind::Normal if short == "operator=" && only(1) => {
                if ref_to_me(params[0], false) || t.unqualified(params[0]) == me {
                    Some(SpecialKind::CopyAssign)
                } else if ref_to_me(params[0], true) {
                    Some(SpecialKind::MoveAssign)
                } else {
                    None
                }
            }
            _ => None,
        }
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// A static data member's deferred in-class initializer, evaluated now.
    pub(crate) fn static_member_init(&mut self, v: VarId, init: ast::Initializer<'a>) {
        let ty = self.b.program.vars[v].ty;
        let span = self.b.program.vars[v].span;
        let short = crate::qualified_name::last_segment(&self.b.program.vars[v].name).to_string();
        let r = self
            .initializer_init(init, ty, span)
            .and_then(|it| self.init_to_const(&it.unwrap_or(Init::Zero), &short, true));
        let Ok(c) = r else { return };
        if let VarKind::Global(g) = &mut self.b.program.vars[v].kind {
            g.init = Some(c.clone());
        }
        if self.is_const(ty) {
            self.known_consts.insert(v, c.clone());
            self.engine.bind_constant(v, c);
        }
    }
}
