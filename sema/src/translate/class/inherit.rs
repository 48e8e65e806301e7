//! Inheriting constructors ([namespace.udecl]/3, [class.inhctor.init]):
//! `using Base::Base;` gives the class one constructor per constructor of
//! `Base` (but its copy and move constructors, and those a constructor
//! declared here with the same parameters hides), with the
//! same parameters, access and `explicit`. It initializes the `Base`
//! subobject by calling that constructor with its parameters forwarded, and
//! everything else as a defaulted default constructor would. Its symbol is
//! Itanium's `C1I <base>` (`_ZN7DerivedCI14BaseEi`).

use std::collections::HashMap;

use super::{MethodInfo, SpecialKind};
use crate::builder::FuncDecl;
use crate::program::*;
use crate::translate::mangle;
use crate::translate::{Translator, R};
use lexer::source::Span;

/// The constructors inherited so far, each with the base constructor it
/// calls.
#[derive(Default)]
pub(crate) struct Inherited {
    pub base_ctor: HashMap<FuncId, FuncId>,
    /// The bases whose constructors each class inherits: their
    /// constructor templates' specializations are inherited as deduced.
    pub bases: HashMap<StructId, Vec<StructId>>,
    /// The inheriting constructor made for each (class, base constructor
    /// template specialization).
    pub from_spec: HashMap<(StructId, FuncId), FuncId>,
}

impl<'a> Translator<'a, '_, '_> {
    /// `using Base::Base;` in class `sid`.
    pub(crate) fn inherit_constructors(&mut self, sid: StructId, base: StructId, span: Span) {
        let ctors = self.ctors_of(base);
        let bases = self.inherited.bases.entry(sid).or_default();
        if !bases.contains(&base) {
            bases.push(base);
        }
        for bc in ctors {
            self.inherit_one(sid, base, bc, span, true);
        }
    }

    /// The inheriting constructors of `sid` for the specializations of
    /// its bases' constructor templates that `args` deduce.
    pub(crate) fn inherited_template_ctors(
        &mut self,
        sid: StructId,
        args: &[ExprId],
        span: Span,
    ) -> Vec<FuncId> {
        let bases = self.inherited.bases.get(&sid).cloned().unwrap_or_default();
        let mut out = Vec::new();
        for base in bases {
            let tids = self
                .tpl
                .ctor_templates
                .get(&base)
                .cloned()
                .unwrap_or_default();
            let mut specs = Vec::new();
            if !tids.is_empty() {
                let n = self.diags.len();
                specs = self.template_candidates(&tids, &[], None, args, span).0;
                self.discard_diags_since(n);
            }
            // Those the base inherits in turn (libstdc++'s variant bases
            // each say `using _Base::_Base;`).
            specs.extend(self.inherited_template_ctors(base, args, span));
            for bc in specs {
                if let Some(&f) = self.inherited.from_spec.get(&(sid, bc)) {
                    out.push(f);
                    continue;
                }
                if let Some(f) = self.inherit_one(sid, base, bc, span, false) {
                    self.inherited.from_spec.insert((sid, bc), f);
                    out.push(f);
                }
            }
        }
        out
    }

    /// Inherits base constructor `bc` into `sid` (unless it is a default,
    /// copy or move constructor, or one declared here hides it); `listed`:
    /// among the class's constructors (not one made from a base's
    /// constructor template for one call's arguments).
    fn inherit_one(
        &mut self,
        sid: StructId,
        base: StructId,
        bc: FuncId,
        span: Span,
        listed: bool,
    ) -> Option<FuncId> {
        let class_name = self.b.types().structs[sid].name.clone();
        let short = self.classes[&sid]
            .sym
            .map_or(String::new(), |s| self.name(s).to_string());
        {
            let bm = self.methods.get(&bc).cloned()?;
            // C++17 inherits the default constructor too (P0136: every
            // constructor the using-declarator names, implicit ones
            // included); one with a copy or move constructor's
            // signature is never a candidate ([over.match.funcs]/8). The
            // class's own implicit default constructor hides an inherited
            // one (`declare_implicit_members`).
            if matches!(
                bm.special,
                Some(SpecialKind::CopyCtor | SpecialKind::MoveCtor)
            ) || (bm.implicit && bm.special != Some(SpecialKind::DefaultCtor))
            {
                return None;
            }
            let (params, variadic) = match self.b.types().get(self.b.program.funcs[bc].ty) {
                Type::Function {
                    params, variadic, ..
                } => (params.clone(), *variadic),
                _ => return None,
            };
            // A constructor declared here with the same parameters hides it.
            let hidden = self.classes[&sid].declared_ctors.iter().any(|&f| {
                let (ps, v, _, _) = self.signature_of(f);
                let mine: Vec<TypeId> = params
                    .iter()
                    .map(|p| self.b.types().unqualified(*p))
                    .collect();
                ps == mine && v == variadic
            });
            if hidden {
                return None;
            }
            let (link_name, base_link) =
                mangle::inheriting_ctor_and_base(&self.names(), sid, base, &params, variadic);
            let void = self.b.void();
            let decl = FuncDecl {
                name: format!("{class_name}::{short}"),
                link_name,
                ret: void,
                params: params.iter().map(|t| (String::new(), *t)).collect(),
                variadic,
                exec: self.b.program.funcs[bc].exec,
                is_inline: true,
                linkage: Linkage::External,
                span,
            };
            let f = self
                .b
                .declare_method(sid, FuncKind::Constructor, decl, false);
            self.note_structor_variants(f, base_link);
            let fty = self.b.ty(Type::Function {
                ret: void,
                params: params.clone(),
                variadic,
            });
            self.b.program.funcs[f].ty = fty;
            // The inheriting constructor copies them: instantiated now.
            let at = self.b.program.funcs[bc].span;
            let _ = self.instantiate_default_args(bc, 0, at);
            if let Some(d) = self.default_arg_exprs.get(&bc).cloned() {
                // `this` is parameter 0 of both.
                self.default_arg_exprs.insert(f, d);
                if self.default_arg_temps.contains(&bc) {
                    self.default_arg_temps.insert(f);
                }
            }
            let deleted = bm.deleted;
            self.methods.insert(
                f,
                MethodInfo {
                    class: sid,
                    access: bm.access,
                    is_static: false,
                    is_virtual: false,
                    is_pure: false,
                    is_const: false,
                    is_volatile: false,
                    ref_qual: None,
                    is_explicit: bm.is_explicit,
                    deleted,
                    defaulted: false,
                    implicit: false,
                    trivial: false,
                    special: None,
                    decl: None,
                    vslot: None,
                    conversion: None,
                    override_: false,
                    final_: false,
                },
            );
            self.inherited.base_ctor.insert(f, bc);
            if !listed {
                // Found again through the base's template when deduced.
                return Some(f);
            }
            if let Some(ci) = self.classes.get_mut(&sid) {
                ci.declared_ctors.push(f);
            }
            Some(f)
        }
    }

    /// A constructor declared in `sid` after `using Base::Base;` hides the
    /// inherited one with the same parameters.
    pub(crate) fn hide_inherited_ctors(&mut self, sid: StructId, ctor: FuncId) {
        let (ps, v, _, _) = self.signature_of(ctor);
        let ctors = self.classes[&sid].declared_ctors.clone();
        let kept: Vec<FuncId> = ctors
            .into_iter()
            .filter(|&f| {
                !self.inherited.base_ctor.contains_key(&f) || {
                    let (fp, fv, _, _) = self.signature_of(f);
                    fp != ps || fv != v
                }
            })
            .collect();
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.declared_ctors = kept;
        }
    }

    /// Writes the body of an inheriting constructor (once, when used).
    pub(crate) fn define_inheriting_ctor(&mut self, f: FuncId) -> bool {
        let Some(&bc) = self.inherited.base_ctor.get(&f) else {
            return false;
        };
        if self.b.program.funcs[f].body.is_some() || !self.defining.insert(f) {
            return true;
        }
        let Some(sid) = self.b.program.funcs[f].class else {
            return true;
        };
        self.fix_indirect_params(f);
        self.in_class_context(sid, |t| {
            let span = t.b.program.funcs[f].span;
            let name = t.b.program.funcs[f].name.clone();
            let ret = t.b.program.funcs[f].ret;
            let this_var = t.b.param(f, 0);
            let saved = t
                .func
                .replace(crate::translate::FnCtx::method(name, ret, this_var, sid, f));
            let mut out = Vec::new();
            t.ctor_prologue_inheriting(f, sid, bc, &mut out);
            t.func = saved;
            let body = t.b.stmt(StmtKind::Block(out), span);
            t.b.define(f, body);
        });
        self.defining.remove(&f);
        true
    }

    /// The base's initialization in an inheriting constructor: its
    /// constructor `bc` called with the parameters forwarded.
    pub(crate) fn inherited_base_init(
        &mut self,
        f: FuncId,
        bc: FuncId,
        span: Span,
    ) -> R<Option<Init>> {
        let n = self.b.program.funcs[f].params.len();
        let cxx: Vec<TypeId> = match self.b.types().get(self.b.program.funcs[f].ty) {
            Type::Function { params, .. } => params.clone(),
            _ => Vec::new(),
        };
        let mut args = Vec::with_capacity(n.saturating_sub(1));
        for i in 1..n {
            let v = self.b.param(f, i);
            let e = self.b.var(v, span);
            // Forwarded: by-value and rvalue reference parameters are xvalues.
            let lvalue_ref = cxx.get(i - 1).is_some_and(|t| {
                matches!(
                    self.b.types().kind(*t),
                    Type::Reference { rvalue: false, .. }
                )
            });
            if !lvalue_ref {
                self.xvalues.insert(e);
            }
            args.push(e);
        }
        let void = self.b.void();
        self.full_init(void, span, |t| {
            t.build_construct(bc, args, span)
                .map(|e| Some(Init::Expr(e)))
        })
    }
}
