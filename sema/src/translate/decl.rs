//! Declarations at namespace and block scope: namespaces, functions,
//! variables (global, static local, meta, codegen), structs, typedefs,
//! `static_assert`. Enumerations are in `enums.rs`, block-scope variables
//! in `local_vars.rs`.

use super::{mangle, Entity, FnCtx, Reported, Translator, R};
use crate::builder::FuncDecl;
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast::{self, DeclKind, Specifiers, Staging};

/// How a global is initialized.
enum GlobalInit {
    /// Static initialization to a constant.
    Constant(ConstValue),
    /// Dynamic initialization (constructors run at start-up).
    Dynamic(Init),
}

impl<'a> Translator<'a, '_, '_> {
    /// A declaration at namespace scope (errors are reported; translation
    /// always goes on with the next declaration).
    pub fn namespace_decl(&mut self, d: &'a ast::Decl<'a>) {
        if self.enter(d.span).is_err() {
            return;
        }
        let _ = self.namespace_decl_inner(d);
        self.leave();
    }

    fn namespace_decl_inner(&mut self, d: &'a ast::Decl<'a>) -> R<()> {
        let d = self.undynamic_decl(d)?;
        match d.kind {
            DeclKind::Namespace(n) => {
                let id = self.enter_namespace(n);
                let saved = std::mem::replace(&mut self.cur_ns, id);
                for x in n.decls {
                    self.namespace_decl(x);
                }
                self.cur_ns = saved;
                Ok(())
            }
            DeclKind::LinkageSpec(l) => {
                let saved = std::mem::replace(&mut self.extern_c, l.is_c);
                let saved_ext = std::mem::replace(&mut self.linkage_spec_extern, !l.braced);
                for x in l.decls {
                    self.namespace_decl(x);
                }
                self.extern_c = saved;
                self.linkage_spec_extern = saved_ext;
                Ok(())
            }
            DeclKind::Stmt(s) => self.namespace_stmt(s),
            _ => self.common_decl(d),
        }
    }

    /// Declarations valid at both namespace and block scope.
    pub fn common_decl(&mut self, d: &'a ast::Decl<'a>) -> R<()> {
        match d.kind {
            DeclKind::Var(v) => match d.staging {
                Staging::Meta => self.meta_var_decl(d, v, None),
                Staging::Codegen => self.codegen_var_decl(d, v),
                Staging::Normal if self.func.is_some() => {
                    // Block scope: a local (statements are collected by the caller).
                    Err(self.report(diag::unsupported(d.span, "a local declaration here")))
                }
                Staging::Normal => {
                    if self.function_typed_var(v)? {
                        return Ok(());
                    }
                    self.global_var_decl(d, v, None).map(|_| ())
                }
            },
            DeclKind::Function(f) if self.is_deduction_guide(f) => self.deduction_guide(&[], f),
            DeclKind::Function(f) => self.function_decl(d, f),
            DeclKind::Record(_) | DeclKind::Enum(_) => self.tag_decl(d).map(|_| ()),
            DeclKind::Typedef(t) if t.attribute_alias.is_some() && self.func.is_none() => {
                self.attribute_alias_decl(t)
            }
            DeclKind::Typedef(t) => match self.typedef_type(t) {
                Ok(ty) => {
                    // `typedef struct { ... } S;`: the typedef names the
                    // struct (for diagnostics, @type_string and mangling).
                    let name = self.qualify(self.name(t.name.sym));
                    let short = self.name(t.name.sym).to_string();
                    let types = &mut self.b.program.types;
                    match types.get(ty).clone() {
                        Type::Struct(s) if types.structs[s].name.starts_with('(') => {
                            types.structs[s].name = name;
                            // The typedef name is its name for linkage.
                            if let Some(cm) = self.class_mangle.get_mut(&s) {
                                cm.name = short;
                            }
                            // Its members' prefixes name it too.
                            self.mangle_memo.get_mut().clear();
                        }
                        Type::Enum(e) if types.enums[e].name.starts_with('(') => {
                            types.enums[e].name = name;
                        }
                        _ => {}
                    }
                    self.bind(t.name.sym, Entity::Type(ty));
                    Ok(())
                }
                Err(e) => {
                    self.bind(t.name.sym, Entity::Poisoned);
                    Err(e)
                }
            },
            DeclKind::UsingDirective(q) => self.using_directive(q),
            DeclKind::UsingDecl(q) => self.using_decl(q),
            DeclKind::StaticAssert(s) => self.static_assert(s),
            DeclKind::Template(t) => self.template_decl(d, t),
            DeclKind::ExplicitInstantiation(inner) => self.explicit_instantiation(inner),
            DeclKind::ExternTemplate(inner) => self.extern_instantiation(inner),
            // `namespace fs = std::filesystem;`
            DeclKind::NamespaceAlias(a) => match self.resolve(a.target)? {
                Some(Entity::Namespace(ns)) => {
                    self.bind(a.name.sym, Entity::Namespace(ns));
                    Ok(())
                }
                _ => {
                    let text = self.qual_name_text(a.target);
                    Err(self.report(diag::not_a_scope(a.target.span, &text)))
                }
            },
            DeclKind::Field(_) => {
                Err(self.report(diag::unsupported(d.span, "a field outside a struct")))
            }
            DeclKind::Namespace(_) | DeclKind::LinkageSpec(_) => {
                Err(self.report(diag::unsupported(d.span, "a namespace at block scope")))
            }
            DeclKind::Stmt(s) => self.namespace_stmt(s),
            DeclKind::Empty | DeclKind::Error => Ok(()),
            #[allow(unreachable_patterns)]
            _ => Err(self.report(diag::unsupported(d.span, "this declaration"))),
        }
    }

    pub fn static_assert(&mut self, s: &'a ast::StaticAssertDecl<'a>) -> R<()> {
        // A condition naming meta objects (Circle: `it != map.end()` on a
        // compile-time std::map) is meta code, evaluated by the
        // interpreter; any other keeps the core-constant-expression rules.
        let n = self.diags.len();
        let first = self.expr(s.cond);
        let names_meta = self.diags[n..]
            .iter()
            .any(|d| d.code == "sema-meta-not-scalar");
        let v = if names_meta {
            self.discard_diags_since(n);
            self.in_meta(|t| {
                let e = t.expr(s.cond)?;
                let e = t.condition(e, s.cond.span)?;
                t.core_const_eval(e, diag::static_assert_not_constant)
            })?
        } else {
            let e = self.condition(first?, s.cond.span)?;
            self.core_const_eval(e, diag::static_assert_not_constant)?
        };
        let ok = match v {
            ConstValue::Int(v) => v != 0,
            ConstValue::Zero => false,
            _ => true,
        };
        if !ok {
            let msg = match s.message {
                Some(m) => Some(self.string_text(m)?),
                None => None,
            };
            return Err(self.report(diag::static_assert_failed(s.cond.span, msg.as_deref())));
        }
        Ok(())
    }

    // -- structs and enums ---------------------------------------------------

    /// A struct or enum declaration/definition; returns its type.
    pub fn tag_decl(&mut self, d: &'a ast::Decl<'a>) -> R<TypeId> {
        // `struct @(name) { ... }` in a meta loop declares a class per
        // name it makes: one declaration, several types.
        let dynamic = match d.kind {
            DeclKind::Record(r) => r
                .name
                .and_then(|q| q.as_simple())
                .is_some_and(|id| self.made_by_dynamic_name(id)),
            _ => false,
        };
        if let Some(t) = self.tag_types.get(&d.id).filter(|_| !dynamic) {
            return Ok(*t);
        }
        let t = match d.kind {
            DeclKind::Record(r) => self.record_decl(d, r)?,
            DeclKind::Enum(e) => self.enum_decl(d, e)?,
            _ => return Err(self.report(diag::unsupported(d.span, "this declaration"))),
        };
        self.tag_types.insert(d.id, t);
        Ok(t)
    }

    // -- functions -------------------------------------------------------------

    pub(super) fn exec_space(specs: Specifiers) -> ExecSpace {
        ExecSpace {
            host: specs.has(Specifiers::HOST),
            device: specs.has(Specifiers::DEVICE),
            global: specs.has(Specifiers::GLOBAL),
        }
    }

    fn function_decl(&mut self, d: &'a ast::Decl<'a>, f: &'a ast::FunctionDecl<'a>) -> R<()> {
        let r = self.function_decl_qualified(d, f);
        if r.is_err() && f.name.segments.len() == 1 {
            if let Some(id) = f.name.as_simple() {
                if self.local_binding(id.sym).is_none() {
                    self.bind(id.sym, Entity::Poisoned);
                }
            }
        }
        r
    }

    fn function_decl_qualified(
        &mut self,
        d: &'a ast::Decl<'a>,
        f: &'a ast::FunctionDecl<'a>,
    ) -> R<()> {
        // `int ns::f(...)`: declared (or defined) as a member of `ns`.
        let n = f.name.segments.len();
        if n > 1 || f.name.global {
            let prefix = ast::QualName {
                span: f.name.span,
                global: f.name.global,
                segments: &f.name.segments[..n.saturating_sub(1)],
            };
            let ns = if prefix.segments.is_empty() {
                Some(Entity::Namespace(super::NsId(0)))
            } else {
                self.resolve(&prefix)?
            };
            if let Some(Entity::Type(t)) = ns {
                if let Some(sid) = self.class_of_type(t) {
                    return self.define_member_out_of_line(sid, d, f);
                }
            }
            let Some(Entity::Namespace(ns)) = ns else {
                let text = self.qual_name_text(&prefix);
                return Err(self.report(diag::not_a_scope(f.name.span, &text)));
            };
            if self.func.is_some() {
                return Err(self.report(diag::unsupported(
                    f.name.span,
                    "a qualified function declaration at block scope",
                )));
            }
            let saved = std::mem::replace(&mut self.cur_ns, ns);
            let r = self.function_decl_in(d, f, n - 1).map(|_| ());
            self.cur_ns = saved;
            return r;
        }
        self.function_decl_in(d, f, 0).map(|_| ())
    }

    /// A function declaration whose name is segment `seg` of its qualified
    /// name, in the current namespace.
    fn function_decl_in(
        &mut self,
        d: &'a ast::Decl<'a>,
        f: &'a ast::FunctionDecl<'a>,
        seg: usize,
    ) -> R<FuncId> {
        let Some(ft) = f.function_type() else {
            return Err(self.report(diag::unsupported(d.span, "this function declarator")));
        };
        let Some(name_seg) = f.name.segments.get(seg) else {
            return Err(Reported);
        };
        if name_seg.template_args.is_some() {
            // `template void f<int>(int);` (the parser drops `template`).
            return self.explicit_function_instantiation(d, f);
        }
        let ident = name_seg.ident;
        let (fty, params) = self.function_type(ft)?;
        let exec = Self::exec_space(f.specs);
        let ret = match self.b.types().get(fty) {
            Type::Function { ret, .. } => *ret,
            _ => return Err(Reported),
        };
        if exec.global && !self.b.types().is_void(ret) {
            let s = self.display(fty);
            return Err(self.report(diag::kernel_not_void(ident.span, &s)));
        }
        let name = self.name(ident.sym);
        // A previous declaration with the same type is the same function.
        let mut templates_here = None;
        let prev = match self.local_binding(ident.sym) {
            Some(Entity::Funcs(fs)) => fs.clone(),
            // Functions overload function templates of the same name.
            Some(Entity::FuncTemplates(ts, fs)) => {
                templates_here = Some(ts.clone());
                fs.clone()
            }
            Some(Entity::Var(v)) | Some(Entity::MetaVar(v)) => {
                let v = *v;
                let prev = self.b.program.vars[v].span;
                return Err(self.report(diag::redefinition(ident.span, name, prev)));
            }
            // A function hides a class or enumeration of its name
            // ([basic.scope.hiding]/2); a typedef name it would redefine.
            Some(Entity::Type(t)) if self.is_tag_named(*t, ident.sym) => {
                let t = *t;
                self.hidden_tags.insert((self.cur_ns, ident.sym), t);
                Vec::new()
            }
            Some(Entity::Type(_)) | Some(Entity::Namespace(_)) => {
                return Err(self.report(diag::redefinition(ident.span, name, Span::DUMMY)));
            }
            _ => Vec::new(),
        };
        let param_types: Vec<TypeId> = params.iter().map(|p| p.1).collect();
        let mut fid = None;
        for &p in &prev {
            let pf = &self.b.program.funcs[p];
            let pparams: Vec<TypeId> = pf
                .params
                .iter()
                // A definition's parameters may carry top-level qualifiers
                // the function type does not.
                .map(|v| self.b.types().unqualified(self.b.program.vars[*v].ty))
                .collect();
            if pparams == param_types && pf.variadic == ft.variadic {
                if pf.ret != ret {
                    let span = pf.span;
                    return Err(self.report(diag::conflicting_types(ident.span, name, span)));
                }
                fid = Some(p);
            }
        }
        let fid = match fid {
            Some(id) => {
                if let Some(label) = self.asm_label(f.name.span) {
                    self.b.program.funcs[id].link_name = label;
                }
                // Attributes accumulate over redeclarations.
                let func = &mut self.b.program.funcs[id];
                func.exec.host |= exec.host;
                func.exec.device |= exec.device;
                func.exec.global |= exec.global;
                func.is_inline |=
                    f.specs.has(Specifiers::INLINE) || f.specs.has(Specifiers::FORCE_INLINE);
                id
            }
            None => {
                let qname = self.qualify(name);
                let internal = f.specs.has(Specifiers::STATIC) || self.in_anonymous_namespace();
                let link_name = if let Some(label) = self.asm_label(f.name.span) {
                    label
                } else if self.extern_c || name == "main" {
                    name.to_string()
                } else {
                    let ns = self.ns[self.cur_ns.0].name.clone();
                    mangle::function(
                        &self.names(),
                        &ns,
                        name,
                        &param_types,
                        ft.variadic,
                        internal,
                        None,
                    )
                };
                let decl = FuncDecl {
                    name: qname,
                    link_name,
                    ret,
                    params: params.iter().map(|p| (p.0.clone(), p.1)).collect(),
                    variadic: ft.variadic,
                    exec,
                    // `__forceinline__` is `inline` plus `always_inline`
                    // (CUDA's definition), so it has inline linkage too.
                    is_inline: f.specs.has(Specifiers::INLINE)
                        || f.specs.has(Specifiers::CONSTEXPR)
                        || f.specs.has(Specifiers::FORCE_INLINE),
                    linkage: if internal {
                        Linkage::Internal
                    } else {
                        Linkage::External
                    },
                    span: ident.span,
                };
                let id = self.b.declare_function(decl);
                if ft.noexcept {
                    self.declared_noexcept.insert(id);
                }
                // Judged at the declaration's start too: a name pasted by a
                // macro (glibc's `sin ## f`) is spelled in scratch space.
                self.b.program.funcs[id].in_system_header =
                    self.sm.in_system_header(d.span.lo) || self.sm.in_system_header(ident.span.lo);
                for (i, p) in params.iter().enumerate() {
                    let v = self.b.param(id, i);
                    self.b.program.vars[v].span = p.2;
                }
                let mut set = prev;
                set.push(id);
                match templates_here {
                    Some(ts) => self.bind(ident.sym, Entity::FuncTemplates(ts, set)),
                    None => self.bind(ident.sym, Entity::Funcs(set)),
                }
                id
            }
        };
        self.record_attributes(fid, f, ft);
        self.default_args(fid, ft, &params);
        if f.def == ast::FunctionDef::Delete {
            self.deleted_funcs.insert(fid);
        }
        if let Some(body) = f.body {
            if let Some(prev) = self.defined_funcs.get(&fid) {
                let prev = *prev;
                return Err(self.report(diag::redefinition(ident.span, name, prev)));
            }
            self.defined_funcs.insert(fid, ident.span);
            match self.friend_of {
                // A friend defined in its class: translated in the
                // complete-class context.
                Some(cls) if self.classes.get(&cls).is_some_and(|c| c.defining) => {
                    self.defer_friend_body(cls, fid, f);
                }
                _ => self.function_body(fid, ft, &params, body),
            }
        }
        Ok(fid)
    }

    /// A friend function declared in class `cls`: a member of the
    /// enclosing namespace.
    pub fn function_decl_friend(
        &mut self,
        d: &'a ast::Decl<'a>,
        f: &'a ast::FunctionDecl<'a>,
    ) -> R<FuncId> {
        if f.name.segments.len() > 1 {
            // `friend void ns::f();` / `friend int B::g();`: refers to an
            // existing function; its access grant is all that matters.
            return match self.resolve(f.name)? {
                Some(Entity::Funcs(fs)) if !fs.is_empty() => Ok(fs[0]),
                _ => {
                    let text = self.qual_name_text(f.name);
                    Err(self.report(diag::undeclared(f.name.span, &text)))
                }
            };
        }
        if f.name.last().is_some_and(|s| s.template_args.is_some()) {
            // `friend T unwrap<>(const W &);`: a specialization of a
            // function template befriended (declared, not defined, here).
            return self.friend_specialization(d, f);
        }
        self.function_decl_in(d, f, 0)
    }

    /// Records the default arguments a declaration gives.
    pub fn default_args_for(
        &mut self,
        fid: FuncId,
        ft: &'a ast::FunctionType<'a>,
        params: &[super::types::ParamInfo],
    ) {
        self.default_args(fid, ft, params)
    }

    /// A variable template specialization: the global defined by `v`
    /// under the current bindings, named `name`, bound nowhere.
    pub fn global_var_decl_named(
        &mut self,
        d: &'a ast::Decl<'a>,
        v: &'a ast::VarDecl<'a>,
        name: &str,
    ) -> R<VarId> {
        let saved = self.var_name_override.replace(name.to_string());
        let r = self.global_var_decl_inner(d, v, None);
        self.var_name_override = saved;
        r
    }

    /// What a call appends for a default argument: its conversion `c`,
    /// but for a reference bound to a temporary the unconverted prvalue
    /// `e`, so that each call materializes its own temporary.
    pub fn default_arg_value(&mut self, e: ExprId, c: ExprId, param: TypeId) -> ExprId {
        let by_ref = matches!(self.b.types().kind(param), Type::Reference { .. });
        if by_ref && c != e {
            e
        } else {
            c
        }
    }

    /// Parameter conversion of a default argument.
    pub fn convert_for_param(&mut self, e: ExprId, ty: TypeId, span: Span) -> R<ExprId> {
        self.copy_init_expr(ty, e, span, super::conv::ConvCtx::Param)
    }

    /// Records CUDA attributes of the function and its parameters (once,
    /// however often the function is redeclared).
    pub fn record_attributes_for(
        &mut self,
        fid: FuncId,
        f: &'a ast::FunctionDecl<'a>,
        ft: &'a ast::FunctionType<'a>,
    ) {
        self.record_attributes(fid, f, ft)
    }

    fn record_attributes(
        &mut self,
        fid: FuncId,
        f: &'a ast::FunctionDecl<'a>,
        ft: &'a ast::FunctionType<'a>,
    ) {
        self.record_exception_spec(fid, ft);
        let a = &mut self.b.program.attributes;
        let add = |list: &mut Vec<FuncId>, flag: u32| {
            if f.specs.has(flag) && !list.contains(&fid) {
                list.push(fid);
            }
        };
        add(&mut a.register_params, Specifiers::NV_REGISTER_PARAMS);
        add(&mut a.force_inline, Specifiers::FORCE_INLINE);
        add(&mut a.no_inline, Specifiers::NO_INLINE);
        // What codegen reads: the attributes accumulated over every
        // declaration so far.
        let mut attrs = self.b.program.funcs[fid].attrs;
        attrs.forceinline |= f.specs.has(Specifiers::FORCE_INLINE);
        attrs.noinline |= f.specs.has(Specifiers::NO_INLINE);
        if let Some(args) = f.kernel_attrs.launch_bounds {
            if let Some(b) = self.launch_bounds(fid, args) {
                attrs.launch_bounds = Some(b);
            }
        }
        self.cluster_attrs(fid, &f.kernel_attrs, &mut attrs);
        self.b.set_attrs(fid, attrs);
        let params = self.b.program.funcs[fid].params.clone();
        for (p, v) in ft.params.iter().zip(params) {
            let list = &mut self.b.program.attributes.grid_constant_params;
            if p.specs.has(Specifiers::GRID_CONSTANT) && !list.contains(&v) {
                list.push(v);
            }
        }
    }

    /// Records the default arguments a declaration gives (translated once,
    /// converted to the parameter type, and reused by every call).
    fn default_args(
        &mut self,
        fid: FuncId,
        ft: &'a ast::FunctionType<'a>,
        params: &[super::types::ParamInfo],
    ) {
        if ft.params.iter().all(|p| p.default.is_none()) {
            return;
        }
        let mut out: Vec<Option<ExprId>> = self
            .default_arg_exprs
            .get(&fid)
            .cloned()
            .unwrap_or_default();
        out.resize(ft.params.len(), None);
        let saved = std::mem::replace(&mut self.full_expr_temps, false);
        for (i, (p, info)) in ft.params.iter().zip(params).enumerate() {
            if let Some(x) = p.default {
                if let Ok(e) = self.expr(x) {
                    if let Ok(c) = self.convert_for_param(e, info.1, x.span) {
                        out[i] = Some(self.default_arg_value(e, c, info.1));
                    }
                }
            }
        }
        if std::mem::replace(&mut self.full_expr_temps, saved) {
            self.default_arg_temps.insert(fid);
        }
        self.default_arg_exprs.insert(fid, out);
    }

    /// The type of parameter `i` inside the definition: the adjusted type
    /// `adjusted` (decayed, unqualified: what the function type holds) with
    /// the top-level cv-qualifiers written in this declarator.
    fn definition_param_type(
        &mut self,
        ft: &'a ast::FunctionType<'a>,
        i: usize,
        adjusted: TypeId,
    ) -> TypeId {
        let Some(p) = ft.params.get(i) else {
            return adjusted;
        };
        // Already translated once without error by `function_type`.
        let Ok(written) = self.ty(p.ty) else {
            return adjusted;
        };
        let t = self.b.types();
        // An array or function parameter decays to a pointer, which is not
        // itself qualified by the element's qualifiers.
        if matches!(t.kind(written), Type::Array { .. } | Type::Function { .. }) {
            return adjusted;
        }
        match t.get(written) {
            Type::Qualified {
                is_const,
                is_volatile,
                ..
            } => {
                let mut cv = 0;
                if *is_const {
                    cv |= ast::Cv::CONST;
                }
                if *is_volatile {
                    cv |= ast::Cv::VOLATILE;
                }
                self.qualified(adjusted, ast::Cv(cv))
            }
            _ => adjusted,
        }
    }

    fn function_body(
        &mut self,
        fid: FuncId,
        ft: &'a ast::FunctionType<'a>,
        _params: &[(String, TypeId, Span)],
        body: &'a ast::Stmt<'a>,
    ) {
        self.function_body_with(fid, ft, body, |_, _| {});
    }

    /// Translates a function's body; `prologue` adds statements before the
    /// body's own (a constructor's initializations, a destructor's
    /// cleanups). A member function gets `this` (parameter 0).
    pub fn function_body_with(
        &mut self,
        fid: FuncId,
        ft: &'a ast::FunctionType<'a>,
        body: &'a ast::Stmt<'a>,
        prologue: impl FnOnce(&mut Self, &mut Vec<StmtId>),
    ) {
        // The signature again: the classes it names were declared with
        // the function; those passed or returned by value must be complete
        // in a definition ([dcl.fct.def.general]/2).
        self.tpl.signature_naming += 1;
        let sig = self.function_type(ft);
        self.tpl.signature_naming -= 1;
        let Ok((_, params)) = sig else {
            return;
        };
        self.complete_signature(fid);
        self.fix_indirect_params(fid);
        let has_this = matches!(
            self.b.program.funcs[fid].kind,
            FuncKind::Method | FuncKind::Constructor | FuncKind::Destructor
        );
        let offset = usize::from(has_this);
        // The definition's parameter names win over a prototype's, and so do
        // its top-level qualifiers: the function type drops them, but inside
        // the body `const int ci` is a const object ([dcl.fct]/5).
        let all_vars: Vec<VarId> = self.b.program.funcs[fid].params.clone();
        let pvars: Vec<VarId> = all_vars.iter().skip(offset).copied().collect();
        let ast_index = self.ast_param_indices(ft);
        for (i, p) in params.iter().enumerate() {
            if let Some(&v) = pvars.get(i) {
                let ai = ast_index.get(i).copied().unwrap_or(usize::MAX);
                let ty = if ft.params.get(ai).is_some_and(|p| p.pack) {
                    p.1
                } else {
                    self.definition_param_type(ft, ai, p.1)
                };
                let var = &mut self.b.program.vars[v];
                var.name = p.0.clone();
                var.span = p.2;
                // A parameter passed indirectly stays a reference.
                if !matches!(self.b.program.types.kind(var.ty), Type::Reference { .. })
                    || matches!(self.b.program.types.kind(ty), Type::Reference { .. })
                {
                    self.b.program.vars[v].ty = ty;
                }
            }
        }
        self.fix_indirect_params(fid);
        let ret = self.b.program.funcs[fid].ret;
        let name = self.b.program.funcs[fid].name.clone();
        // Outside a function, the block scopes present belong to meta code
        // (a namespace-scope `@meta for`): the body sees their meta
        // variables, as constants. Inside one they would be another
        // function's locals, which are hidden.
        let saved_scopes = self
            .func
            .is_some()
            .then(|| std::mem::take(&mut self.scopes));
        let scope_depth = self.scopes.len();
        let mut ctx = match (has_this, self.b.program.funcs[fid].class) {
            (true, Some(c)) => FnCtx::method(name, ret, all_vars[0], c, fid),
            _ => {
                let mut c = FnCtx::new(name, ret);
                c.fid = Some(fid);
                c.class = self.b.program.funcs[fid].class;
                c
            }
        };
        ctx.fid = Some(fid);
        // A capturing lambda template's call operator names the members of
        // the class whose `this` it captured, as its enclosing function did.
        if let Some((f, outer)) = self.tpl.lambda_outer_class {
            if f == fid {
                ctx.class = outer;
                self.tpl.lambda_outer_class = None;
            }
        }
        // `auto f()` / `decltype(auto) f()`: the returns decide.
        let deduced = super::deduced_return::is_deduced_return(ft);
        if deduced {
            ctx.deduce_ret = true;
            ctx.deduce_decltype = matches!(ft.ret.kind, ast::TypeKind::DecltypeAuto);
            ctx.deduce_form = super::deduced_return::ret_form(ft.ret);
        }
        let saved_func = self.func.replace(ctx);
        let saved_jumps = std::mem::take(&mut self.jumps);
        let saved_switches = std::mem::take(&mut self.switches);
        let saved_meta = std::mem::replace(&mut self.meta_mode, false);
        let errors_before = self.diags.iter().filter(|d| d.is_error()).count();
        let body_start = self.body_start();
        let syntax_errors = self.syntax_errors_seen;
        self.push_scope();
        for (ai, p) in ft.params.iter().enumerate() {
            let Some(n) = p.name else { continue };
            let mine: Vec<VarId> = ast_index
                .iter()
                .zip(&pvars)
                .filter(|(a, _)| **a == ai)
                .map(|(_, v)| *v)
                .collect();
            if p.pack {
                self.bind(
                    n.sym,
                    Entity::Pack(mine.into_iter().map(Entity::Var).collect()),
                );
            } else if let Some(&v) = mine.first() {
                self.bind(n.sym, Entity::Var(v));
            }
        }
        let mut stmts = Vec::new();
        match body.kind {
            ast::StmtKind::Try(t) => {
                let st = self.function_try_block(fid, t, body.span, prologue);
                stmts.push(st);
            }
            ast::StmtKind::Compound(list) => {
                prologue(self, &mut stmts);
                for s in list {
                    self.stmt_into(s, &mut stmts);
                }
            }
            _ => {
                prologue(self, &mut stmts);
                self.stmt_into(body, &mut stmts);
            }
        }
        self.pop_scope();
        let block = self.b.stmt(StmtKind::Block(stmts), body.span);
        self.b.define(fid, block);
        self.check_jumps();
        // Labels used but never defined.
        if let Some(ctx) = self.func.take() {
            if deduced {
                self.set_deduced_return(fid, ctx.ret);
            }
            let mut missing: Vec<(Span, String)> = ctx
                .labels
                .iter()
                .filter(|(_, l)| !l.defined)
                .map(|(s, l)| (l.first_use, self.name(*s).to_string()))
                .collect();
            missing.sort();
            for (span, n) in missing {
                self.report(diag::undeclared_label(span, &n));
            }
        }
        if self.diags.iter().filter(|d| d.is_error()).count() > errors_before {
            self.broken_bodies.push(body.span);
        } else if self.syntax_errors_seen == syntax_errors {
            self.body_warnings(fid, block, body_start, body.span);
        }
        self.func = saved_func;
        self.jumps = saved_jumps;
        self.switches = saved_switches;
        match saved_scopes {
            Some(s) => self.scopes = s,
            None => self.scopes.truncate(scope_depth),
        }
        self.meta_mode = saved_meta;
    }

    // -- variables -------------------------------------------------------------

    /// The declared type of a variable; `auto` is deduced from `init`
    /// (translated here and returned so it is not translated twice).
    pub fn var_type(
        &mut self,
        d: &'a ast::Decl<'a>,
        v: &'a ast::VarDecl<'a>,
    ) -> R<(TypeId, Option<ExprId>)> {
        let saved = self.declarator.replace(self.var_name(v));
        let r = self.var_type_inner(d, v);
        self.declarator = saved;
        r
    }

    fn var_type_inner(
        &mut self,
        d: &'a ast::Decl<'a>,
        v: &'a ast::VarDecl<'a>,
    ) -> R<(TypeId, Option<ExprId>)> {
        // `pair p(1, 2.0);`: the class template's arguments deduced.
        if let Some(t) = self.deduce_class_template_args(v) {
            return Ok((t?, None));
        }
        // `auto`, `auto*`, `auto&` (with qualifiers): deduced from the
        // initializer.
        let deduced = match v.ty.kind {
            ast::TypeKind::Auto => Some((0, v.ty.cv)),
            ast::TypeKind::Pointer(ast::TypeExpr {
                kind: ast::TypeKind::Auto,
                cv,
                ..
            }) => Some((1, *cv)),
            ast::TypeKind::LRef(ast::TypeExpr {
                kind: ast::TypeKind::Auto,
                cv,
                ..
            }) => Some((2, *cv)),
            _ => None,
        };
        if let Some((shape, inner_cv)) = deduced {
            let name = self.var_name(v);
            let Some(
                ast::Initializer::Assign(x)
                | ast::Initializer::Paren([x])
                | ast::Initializer::Brace([x]),
            ) = v.init
            else {
                return Err(self.report(diag::auto_needs_init(d.span, &name)));
            };
            // `auto x = {1, 2};` is a `std::initializer_list<int>`.
            if let (0, ast::ExprKind::InitList(items)) = (shape, x.kind) {
                let ph = self.braced_arg(items, x.span)?;
                let name = self.var_name(v);
                let t = self.deduce_list_type(ph, &name, x.span)?;
                return Ok((self.qualified(t, v.ty.cv), Some(ph)));
            }
            let e = self.expr(x)?;
            if shape == 2 {
                // `auto& r = lvalue;`
                if !self.is_lvalue(e) {
                    let s = self.display(self.b.ty_of(e));
                    return Err(self.report(diag::ref_bind_temporary(x.span, "auto", &s)));
                }
                let referent = self.qualified(self.b.ty_of(e), inner_cv);
                let t = self.b.ty(Type::Reference {
                    referent,
                    rvalue: false,
                });
                return Ok((t, Some(e)));
            }
            let e = self.b.rvalue(e);
            let t = self.b.ty_of(e);
            if self.b.types().is_void(t) {
                return Err(self.report(diag::void_value_used(x.span)));
            }
            let t = if shape == 1 {
                let Some(pointee) = self.b.types().pointee(t) else {
                    let s = self.display(t);
                    return Err(self.report(diag::init_conversion(x.span, "auto *", &s, false)));
                };
                let pointee = self.qualified(pointee, inner_cv);
                let p = self.b.ptr(pointee);
                self.qualified(p, v.ty.cv)
            } else {
                self.qualified(t, v.ty.cv)
            };
            return Ok((t, Some(e)));
        }
        // `int a[] = {1, 2, 3}`: the bound comes from the initializer.
        if let ast::TypeKind::Array { elem, size: None } = v.ty.kind {
            let n = match v.init {
                Some(ast::Initializer::Assign(ast::Expr {
                    kind: ast::ExprKind::InitList(items),
                    ..
                })) => Some(
                    self.designated_array_len(items)
                        .unwrap_or_else(|| self.init_list_len(items)),
                ),
                Some(ast::Initializer::Brace(items)) => Some(
                    self.designated_array_len(items)
                        .unwrap_or_else(|| self.init_list_len(items)),
                ),
                Some(ast::Initializer::Assign(
                    x @ ast::Expr {
                        kind: ast::ExprKind::String(_),
                        ..
                    },
                )) => Some(self.string_bytes(x)?.len() as u64),
                _ => None,
            };
            if let Some(n) = n {
                let e = self.ty(elem)?;
                let t = self.b.ty(Type::Array {
                    elem: e,
                    len: Some(n),
                });
                return Ok((self.qualified(t, v.ty.cv), None));
            }
        }
        Ok((self.ty(v.ty)?, None))
    }

    /// The symbol a GNU asm label (`__asm__("name")`) after the declarator
    /// named at `name_span` gives the declaration.
    pub fn asm_label(&mut self, name_span: Span) -> Option<String> {
        let e = *self.asm_labels.get(&name_span.lo)?;
        let text = self.string_text(e).ok()?;
        // A leading `*` (GCC: take the name as is) changes nothing here,
        // as no user-label prefix is added on these targets.
        Some(text.strip_prefix('*').unwrap_or(&text).to_string())
    }

    pub fn var_name(&self, v: &'a ast::VarDecl<'a>) -> String {
        v.name
            .last()
            .map_or(String::new(), |s| self.name(s.ident.sym).to_string())
    }

    pub(super) fn check_complete(&mut self, span: Span, ty: TypeId) -> R<()> {
        if matches!(self.b.types().kind(ty), Type::Reference { .. }) {
            return Ok(());
        }
        self.complete_deferred(ty, span);
        if self.b.types().size_of(ty).is_none() {
            if let Some(d) = self.undefined_template_use(span, ty) {
                return Err(self.report(d));
            }
            let s = self.display(ty);
            return Err(self.report(diag::incomplete_var_type(span, &s)));
        }
        Ok(())
    }

    /// Whether declarations here are in an unnamed namespace (directly or
    /// nested), which gives them internal linkage like `static`
    /// ([basic.link]/4).
    pub(super) fn in_anonymous_namespace(&self) -> bool {
        self.ns[self.cur_ns.0]
            .name
            .contains("(anonymous namespace)")
    }

    /// A namespace-scope (or block-scope `static`) variable.
    pub fn global_var_decl(
        &mut self,
        d: &'a ast::Decl<'a>,
        v: &'a ast::VarDecl<'a>,
        local_prefix: Option<&str>,
    ) -> R<VarId> {
        let r = self.global_var_decl_inner(d, v, local_prefix);
        if r.is_err() {
            self.poison(v);
        }
        r
    }

    fn global_var_decl_inner(
        &mut self,
        d: &'a ast::Decl<'a>,
        v: &'a ast::VarDecl<'a>,
        local_prefix: Option<&str>,
    ) -> R<VarId> {
        let override_name = self.var_name_override.take();
        let ident = match (v.name.as_simple(), v.name.last()) {
            (Some(i), _) => i,
            (None, Some(seg)) if override_name.is_some() => seg.ident,
            _ => {
                if local_prefix.is_none() {
                    return self.static_member_definition(d, v);
                }
                return Err(
                    self.report(diag::unsupported(v.name.span, "a qualified variable name"))
                );
            }
        };
        let name: &str = match &override_name {
            Some(n) => n.as_str(),
            None => self.name(ident.sym),
        };
        let name = name.to_string();
        let name = name.as_str();
        let (ty, pre) = self.var_type(d, v)?;
        let is_extern =
            (v.specs.has(Specifiers::EXTERN) || self.linkage_spec_extern) && v.init.is_none();
        if !is_extern {
            self.check_complete(ident.span, ty)?;
        }
        let space = if v.specs.has(Specifiers::SHARED) {
            MemorySpace::Shared
        } else if v.specs.has(Specifiers::CONSTANT) {
            MemorySpace::Constant
        } else if v.specs.has(Specifiers::MANAGED) {
            MemorySpace::Managed
        } else {
            MemorySpace::Global
        };
        let tagged = v.specs.has(Specifiers::DEVICE)
            || v.specs.has(Specifiers::SHARED)
            || v.specs.has(Specifiers::CONSTANT)
            || v.specs.has(Specifiers::MANAGED);
        let constexpr = v.specs.has(Specifiers::CONSTEXPR);
        let is_const = self.is_const(ty) || constexpr;
        let ty = if constexpr && !self.is_const(ty) {
            self.qualified(ty, ast::Cv(ast::Cv::CONST))
        } else {
            ty
        };
        // Shared memory is per block and uninitialized when the block
        // starts: there is no point at which an initializer could run (CUDA
        // forbids it, as clang does). The variable stays uninitialized.
        let shared_init = v.specs.has(Specifiers::SHARED) && (v.init.is_some() || pre.is_some());
        if shared_init {
            self.report(diag::shared_init(ident.span));
        }
        // As for locals: a const object needs an initializer (a class type
        // may have a constructor that provides it).
        if is_const
            && !is_extern
            && v.init.is_none()
            && pre.is_none()
            && !matches!(self.b.types().kind(ty), Type::Struct(_))
        {
            let s = self.display(ty);
            self.report(diag::const_needs_init(ident.span, &s));
        }
        let mut dynamic: Option<Init> = None;
        let init = if is_extern {
            None
        } else if shared_init {
            Some(ConstValue::Zero)
        } else {
            match self.global_init(v, ty, pre, name) {
                Ok(GlobalInit::Constant(c)) => Some(c),
                Ok(GlobalInit::Dynamic(i)) => {
                    dynamic = Some(i);
                    Some(ConstValue::Zero)
                }
                Err(_) => Some(ConstValue::Zero),
            }
        };
        // Redeclaration (`extern int x; int x = 1;`).
        if local_prefix.is_none() && override_name.is_none() {
            if let Some(Entity::Var(prev)) = self.local_binding(ident.sym).cloned() {
                let pv = &self.b.program.vars[prev];
                let same = self.b.types().unqualified(pv.ty) == self.b.types().unqualified(ty)
                    || matches!(self.b.types().kind(pv.ty), Type::Array { len: None, .. });
                let prev_extern = pv.global().is_some_and(|g| g.init.is_none());
                if same && (prev_extern || is_extern) {
                    let destroy = if is_extern { None } else { self.destroy_of(ty) };
                    if let (VarKind::Global(g), Some(i)) =
                        (&mut self.b.program.vars[prev].kind, init)
                    {
                        g.init = Some(i);
                        // The definition's constructor call, if any.
                        g.dynamic_init = dynamic;
                        g.destroy = g.destroy.or(destroy);
                    }
                    if !is_extern {
                        self.b.program.vars[prev].ty = ty;
                    }
                    return Ok(prev);
                }
                let span = pv.span;
                return Err(self.report(diag::redefinition(ident.span, name, span)));
            }
        }
        // A block-scope `extern` declaration names the enclosing namespace's
        // variable ([basic.link]/7): its symbol is that variable's, as
        // clang gives `extern __shared__ T buf[]` the symbol `buf`.
        let block_extern = is_extern && local_prefix.is_some();
        // A static local of an inline function (or template instance) is
        // one object in the whole program, whichever unit's copy of the
        // function runs: vague linkage under its Itanium local name, as
        // clang does; in any other function it is the unit's own.
        let shared_local = local_prefix.is_some()
            && !block_extern
            && self
                .func
                .as_ref()
                .and_then(|f| f.fid)
                .is_some_and(|f| self.b.program.funcs[f].is_inline);
        let linkage = if (v.specs.has(Specifiers::STATIC) && !shared_local)
            || (local_prefix.is_some() && !block_extern && !shared_local)
            || self.in_anonymous_namespace()
            || (is_const && !v.specs.has(Specifiers::EXTERN))
        {
            Linkage::Internal
        } else {
            Linkage::External
        };
        // As clang does for CUDA: an untagged `const` variable with a
        // constant initializer is readable from device code (it lives in
        // constant memory there), and a block-scope `static` belongs to
        // whichever module compiles its function.
        let implicit_device = !tagged && is_const && !is_extern && init.is_some();
        let (space, host_only) = if tagged {
            (space, false)
        } else if implicit_device {
            (MemorySpace::Constant, false)
        } else if local_prefix.is_some() {
            (MemorySpace::Global, false)
        } else {
            (space, true)
        };
        let g = GlobalVar {
            space,
            host_only,
            implicit_device,
            init,
            linkage,
            is_const,
            align: self.var_alignment(v, ty),
            kind: GlobalKind::User,
            linkonce: shared_local,
            dynamic_init: dynamic,
            destroy: if is_extern { None } else { self.destroy_of(ty) },
            extern_instance: false,
        };
        let qname = self.qualify(name);
        let id = self.b.global(&qname, ty, g, ident.span);
        let link = match local_prefix {
            Some(p) if !block_extern => match self.local_mangle_scope() {
                // `_ZZ <function encoding> E <name> [<discriminator>]`.
                Some(scope) => {
                    let key = format!("{}E{}{name}", scope.encoding, name.len());
                    let seen = self.static_local_names.entry(key.clone()).or_insert(0);
                    let disc = match *seen {
                        0 => String::new(),
                        n @ 1..=10 => format!("_{}", n - 1),
                        n => format!("__{}_", n - 1),
                    };
                    *seen += 1;
                    format!("_ZZ{key}{disc}")
                }
                None => {
                    self.static_local_counter += 1;
                    format!("{p}.{name}.{}", self.static_local_counter)
                }
            },
            _ => {
                let ns = self.ns[self.cur_ns.0].name.clone();
                mangle::variable(&ns, name, linkage == Linkage::Internal)
            }
        };
        let link = self.asm_label(v.name.span).unwrap_or(link);
        self.b.program.vars[id].link_name = link;
        // A dynamically initialized constant has no value until its
        // constructor runs (the interpreter runs it on first use).
        let dynamic = self.b.program.vars[id]
            .global()
            .is_some_and(|g| g.dynamic_init.is_some());
        if let Some(c) = self.b.program.vars[id]
            .global()
            .and_then(|g| g.init.clone())
        {
            if is_const && !dynamic {
                self.known_consts.insert(id, c.clone());
                self.engine.bind_constant(id, c);
            }
        }
        if override_name.is_none() {
            self.bind(ident.sym, Entity::Var(id));
        }
        Ok(id)
    }

    /// `int A::count = 0;`: the definition of a static data member declared
    /// in its class (its initializer is in the class's scope).
    fn static_member_definition(
        &mut self,
        d: &'a ast::Decl<'a>,
        v: &'a ast::VarDecl<'a>,
    ) -> R<VarId> {
        let Some(sid) = self.qualifier_class(v.name)? else {
            return Err(self.report(diag::unsupported(v.name.span, "a qualified variable name")));
        };
        let _ = d;
        self.define_static_member(sid, v, false)
    }

    /// The definition `v` of a static data member of class `sid`
    /// (`replace`: an explicit specialization's, which replaces the
    /// template's definition).
    pub fn define_static_member(
        &mut self,
        sid: StructId,
        v: &'a ast::VarDecl<'a>,
        replace: bool,
    ) -> R<VarId> {
        let Some(last) = v.name.last() else {
            return Err(Reported);
        };
        let var = match self
            .classes
            .get(&sid)
            .and_then(|c| c.members.get(&last.ident.sym))
        {
            Some(Entity::Var(var)) => *var,
            _ => {
                let n = self.qual_name_text(v.name);
                let c = self.b.types().structs[sid].name.clone();
                return Err(self.report(diag::out_of_line_no_match(last.ident.span, &n, &c)));
            }
        };
        let name = self.b.program.vars[var].name.clone();
        let already = self.b.program.vars[var]
            .global()
            .is_some_and(|g| g.init.is_some());
        if already && v.init.is_some() && !replace {
            let prev = self.b.program.vars[var].span;
            return Err(self.report(diag::redefinition(last.ident.span, &name, prev)));
        }
        // `const int A::k;` for a member initialized in its class: the
        // definition gives it storage, the value stays the in-class one.
        if already && v.init.is_none() && !replace {
            return Ok(var);
        }
        let ty = self.b.program.vars[var].ty;
        let r = self.in_class_context(sid, |t| t.global_init(v, ty, None, &name));
        let (init, dynamic) = match r? {
            GlobalInit::Constant(c) => (c, None),
            GlobalInit::Dynamic(i) => (ConstValue::Zero, Some(i)),
        };
        let is_dynamic = dynamic.is_some();
        if let VarKind::Global(g) = &mut self.b.program.vars[var].kind {
            g.init = Some(init.clone());
            g.dynamic_init = dynamic;
        }
        if self.is_const(ty) && !is_dynamic {
            self.known_consts.insert(var, init.clone());
            self.engine.bind_constant(var, init);
        }
        Ok(var)
    }

    /// Evaluates a global's initializer to a constant value tree.
    /// A global's initialization: a constant (static initialization), or
    /// for a class object initialized by a constructor that is not
    /// `constexpr`-evaluable, a dynamic initialization.
    fn global_init(
        &mut self,
        v: &'a ast::VarDecl<'a>,
        ty: TypeId,
        pre: Option<ExprId>,
        name: &str,
    ) -> R<GlobalInit> {
        let span = v.name.span;
        let init = self.full_init(ty, span, |t| match (pre, v.init) {
            (Some(e), _) => t.init_object(ty, super::init::InitHow::Copy(e), span),
            (None, None) => t.init_object(ty, super::init::InitHow::Default, span),
            (None, Some(i)) => t.initializer_init(i, ty, span),
        })?;
        let Some(init) = init else {
            return Ok(GlobalInit::Constant(ConstValue::Zero));
        };
        let constexpr = v.specs.has(Specifiers::CONSTEXPR);
        if self.needs_dynamic_init(ty, &init) && !constexpr {
            return Ok(GlobalInit::Dynamic(init));
        }
        self.init_to_const(&init, name, constexpr)
            .map(GlobalInit::Constant)
    }

    /// Whether an initialization runs code that a constant cannot stand
    /// for: a class with a non-trivial destructor, or a constructor call.
    fn needs_dynamic_init(&self, ty: TypeId, init: &Init) -> bool {
        let p = &self.b.program;
        let class_dtor = self
            .element_class(ty)
            .is_some_and(|c| !p.types.structs[c].trivial_dtor);
        fn has_ctor(p: &Program, i: &Init) -> bool {
            match i {
                Init::Expr(e) => expr_has_ctor(p, *e, 0),
                Init::List(items) => items.iter().any(|x| has_ctor(p, x)),
                Init::Zero => false,
            }
        }
        fn expr_has_ctor(p: &Program, e: ExprId, depth: u32) -> bool {
            if depth > 64 {
                return true;
            }
            match &p.exprs[e].kind {
                ExprKind::Construct { .. } | ExprKind::Temporary { .. } => true,
                // A function returning a class object.
                ExprKind::Call { .. }
                | ExprKind::VirtualCall { .. }
                | ExprKind::CallIndirect { .. } => {
                    matches!(p.types.kind(p.exprs[e].ty), Type::Struct(_))
                }
                ExprKind::FullExpr(x) => expr_has_ctor(p, *x, depth + 1),
                // A label's address is no constant the program's data can
                // hold (a dispatch table of `&&label`s).
                ExprKind::LabelAddr(_) => true,
                ExprKind::Aggregate(items) => items.iter().any(|i| has_ctor(p, i)),
                _ => false,
            }
        }
        class_dtor || has_ctor(p, init)
    }

    pub fn init_to_const(&mut self, init: &Init, name: &str, constexpr: bool) -> R<ConstValue> {
        if let Init::Expr(e) = init {
            // An aggregate prvalue is its list of members.
            if let ExprKind::Aggregate(items) = &self.b.program.exprs[*e].kind {
                let items = Init::List(items.clone());
                return self.init_to_const(&items, name, constexpr);
            }
        }
        match init {
            Init::Zero => Ok(ConstValue::Zero),
            Init::List(items) => {
                let mut out = Vec::with_capacity(items.len());
                let mut failed = false;
                for i in items {
                    match self.init_to_const(i, name, constexpr) {
                        Ok(c) => out.push(c),
                        Err(_) => failed = true,
                    }
                }
                if failed {
                    return Err(Reported);
                }
                Ok(ConstValue::Aggregate(out))
            }
            Init::Expr(e) => {
                let e = *e;
                // A character array from a string literal keeps its bytes.
                if let ExprKind::Str(bytes) = &self.b.program.exprs[e].kind {
                    return Ok(ConstValue::Bytes(bytes.clone()));
                }
                let n = name.to_string();
                // A constexpr variable needs a constant expression; another
                // global's initializer may read other globals' initial
                // values (what dynamic initialization would compute).
                if constexpr {
                    self.core_const_eval(e, |s| diag::constexpr_not_constant(s, &n))
                } else {
                    self.const_eval(e, |s| diag::non_constant_global_init(s, &n))
                }
            }
        }
    }

    /// `@meta T x = init;`: the variable lives in the interpreter. With `out`
    /// (block scope) nothing is emitted either: the definition is executed now.
    pub fn meta_var_decl(
        &mut self,
        d: &'a ast::Decl<'a>,
        v: &'a ast::VarDecl<'a>,
        _out: Option<&mut Vec<StmtId>>,
    ) -> R<()> {
        let stmt = self.meta_var_stmt(d, v)?;
        let r = self.engine.exec(&self.b.program, stmt);
        r.map_err(|e| self.report(e))?;
        // A meta object of class type is destroyed when its scope ends (the
        // engine runs the cleanup when it releases the variable).
        if let StmtKind::Decl { var, .. } = self.b.program.stmts[stmt].kind {
            let ty = self.b.program.vars[var].ty;
            if let Some(destroy) = self.destroy_of(ty) {
                let span = self.b.program.stmts[stmt].span;
                let target = self.b.var(var, span);
                let st = self.b.push_cleanup(target, destroy, false);
                let r = self.engine.exec(&self.b.program, st);
                r.map_err(|e| self.report(e))?;
            }
        }
        Ok(())
    }

    /// Translates a meta variable definition into a `Decl` statement (in
    /// meta mode) and binds the name; the caller executes it.
    pub fn meta_var_stmt(&mut self, d: &'a ast::Decl<'a>, v: &'a ast::VarDecl<'a>) -> R<StmtId> {
        let saved = std::mem::replace(&mut self.meta_mode, true);
        let r = self.meta_var_stmt_inner(d, v);
        self.meta_mode = saved;
        if r.is_err() {
            self.poison(v);
        }
        r
    }

    /// Binds the name of a variable whose declaration failed, so its uses
    /// report nothing more.
    pub fn poison(&mut self, v: &'a ast::VarDecl<'a>) {
        if let Some(id) = v.name.as_simple() {
            if self.local_binding(id.sym).is_none() {
                self.bind(id.sym, Entity::Poisoned);
            }
        }
    }

    fn meta_var_stmt_inner(&mut self, d: &'a ast::Decl<'a>, v: &'a ast::VarDecl<'a>) -> R<StmtId> {
        let Some(ident) = v.name.as_simple() else {
            return Err(self.report(diag::unsupported(v.name.span, "a qualified variable name")));
        };
        let name = self.name(ident.sym);
        let (ty, pre) = self.var_type(d, v)?;
        self.check_complete(ident.span, ty)?;
        let span = v.name.span;
        let init = self.full_init(ty, span, |t| match (pre, v.init) {
            (Some(e), _) => t.init_object(ty, super::init::InitHow::Copy(e), span),
            (None, Some(i)) => t.initializer_init(i, ty, span),
            (None, None) => t.init_object(ty, super::init::InitHow::Default, span),
        })?;
        let var = self.b.local(name, ty, ident.span);
        self.bind(ident.sym, Entity::MetaVar(var));
        Ok(self.b.stmt(StmtKind::Decl { var, init }, d.span))
    }

    /// `@codegen T x = <codegen expression>;`
    fn codegen_var_decl(&mut self, d: &'a ast::Decl<'a>, v: &'a ast::VarDecl<'a>) -> R<()> {
        let Some(ident) = v.name.as_simple() else {
            return Err(self.report(diag::unsupported(v.name.span, "a qualified variable name")));
        };
        let name = self.name(ident.sym);
        let x = match v.init {
            Some(ast::Initializer::Assign(x))
            | Some(ast::Initializer::Paren([x]))
            | Some(ast::Initializer::Brace([x])) => x,
            _ => {
                return Err(self.report(diag::not_codegen_constant(
                    d.span,
                    &format!("the initializer of '{name}'"),
                )));
            }
        };
        let init = self.cg_expr(x)?;
        let ty = if matches!(v.ty.kind, ast::TypeKind::Auto) {
            self.b.program.codegen_exprs[init].ty
        } else {
            self.ty(v.ty)?
        };
        let unq = self.b.program.types.unqualified(ty);
        if !self.b.types().is_arithmetic(unq) {
            let s = self.display(ty);
            return Err(self.report(diag::codegen_object_type(ident.span, &s)));
        }
        let init = self.b.cg_convert(init, unq);
        let id = self.b.codegen_var(name, init, ident.span);
        self.b.program.codegen_vars[id].ty = unq;
        self.bind(ident.sym, Entity::CodegenVar(id));
        Ok(())
    }
}
