//! Block-scope variables: their initialization, the temporaries whose
//! lifetime a reference or an aggregate's reference member extends, and the
//! constants meta code may read.

use super::{Entity, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use parser::ast::{self, Specifiers};

impl<'a> Translator<'a, '_, '_> {
    /// A block-scope variable declaration: pushes its `Decl` statement.
    pub fn local_var_decl(
        &mut self,
        d: &'a ast::Decl<'a>,
        v: &'a ast::VarDecl<'a>,
        out: &mut Vec<StmtId>,
    ) -> R<()> {
        let r = self.local_var_decl_inner(d, v, out);
        if r.is_err() {
            self.poison(v);
        }
        r
    }

    fn local_var_decl_inner(
        &mut self,
        d: &'a ast::Decl<'a>,
        v: &'a ast::VarDecl<'a>,
        out: &mut Vec<StmtId>,
    ) -> R<()> {
        if v.specs.has(Specifiers::STATIC)
            || v.specs.has(Specifiers::EXTERN)
            || v.specs.has(Specifiers::SHARED)
        {
            let prefix = self.func.as_ref().map_or(String::new(), |f| f.name.clone());
            let id = self.global_var_decl(d, v, Some(&prefix))?;
            // A static local with dynamic initialization is initialized when
            // control first passes its declaration: mark the place with a
            // discarded use (the interpreter initializes on first use).
            let dynamic = self.b.program.vars[id]
                .global()
                .is_some_and(|g| g.dynamic_init.is_some());
            if dynamic && v.specs.has(Specifiers::STATIC) {
                let span = self.b.program.vars[id].span;
                let e = self.b.var(id, span);
                let void = self.b.void();
                let e = self.b.cast(CastKind::ToVoid, e, void);
                out.push(self.b.expr_stmt(e));
            }
            return Ok(());
        }
        let Some(ident) = v.name.as_simple() else {
            return Err(self.report(diag::unsupported(v.name.span, "a qualified variable name")));
        };
        if let Some(r) = self.vla_decl(d, v, ident, out) {
            return r;
        }
        if let Some(r) = self.vla_pointer_decl(d, v, ident, out) {
            return r;
        }
        let name = self.name(ident.sym);
        let (mut ty, pre) = self.var_type(d, v)?;
        self.check_complete(ident.span, ty)?;
        let constexpr = v.specs.has(Specifiers::CONSTEXPR);
        if constexpr && !self.is_const(ty) {
            ty = self.qualified(ty, ast::Cv(ast::Cv::CONST));
        }
        if let Some(Entity::Var(prev) | Entity::MetaVar(prev)) = self.local_binding(ident.sym) {
            let prev = self.b.program.vars[*prev].span;
            return Err(self.report(diag::redefinition(ident.span, name, prev)));
        }
        self.warn_shadow(ident.sym, name, ident.span);
        let var = self.b.local(name, ty, ident.span);
        self.note_local_alignment(v, var, ty);
        let span = v.name.span;
        if pre.is_none() && v.init.is_none() && self.is_const(ty) {
            let needs = match self.element_class(ty) {
                Some(c) => self.trivial_default(c) && !self.const_default_constructible(c, 0),
                None => !matches!(self.b.types().kind(ty), Type::Reference { .. }),
            };
            if needs {
                let s = self.display(ty);
                self.report(diag::const_needs_init(ident.span, &s));
            }
        }
        let init = self.full_init(ty, span, |t| match (pre, v.init) {
            (Some(e), _) => t.init_object(ty, super::init::InitHow::Copy(e), span),
            (None, Some(i)) => t.initializer_init(i, ty, span),
            (None, None) => t.init_object(ty, super::init::InitHow::Default, span),
        })?;
        if let Some(Init::Expr(e)) = &init {
            if matches!(self.b.types().kind(ty), Type::Reference { .. }) {
                self.extend_temporary(*e);
            }
        }
        if let Some(i) = &init {
            if !matches!(self.b.types().kind(ty), Type::Reference { .. }) {
                self.extend_aggregate_references(i, 0);
            }
        }
        // Constants known at translation time are readable by meta code and
        // constant expressions.
        if self.is_const(ty) && self.b.types().is_scalar(ty) && !self.meta_mode {
            if let Some(Init::Expr(e)) = &init {
                let e = *e;
                let value = if constexpr {
                    let n = name.to_string();
                    self.core_const_eval(e, |s| diag::constexpr_not_constant(s, &n))
                        .ok()
                } else {
                    self.fold(e)
                        .or_else(|| self.engine.eval(&self.b.program, e).ok())
                };
                if let Some(c) = value {
                    self.known_consts.insert(var, c.clone());
                    self.engine.bind_constant(var, c);
                }
            }
        } else if constexpr && !self.meta_mode && self.class_of_type(ty).is_some() {
            // A constexpr object of class type: its members are constants
            // too (`saxpy<t.nt, t.vt>(...)`).
            if let Some(i) = &init {
                let n = name.to_string();
                let nd = self.diags.len();
                let c = self.init_to_const(i, &n, true);
                self.discard_diags_since(nd);
                if let Ok(c) = c {
                    self.known_consts.insert(var, c.clone());
                    self.engine.bind_constant(var, c);
                }
            }
        }
        let entity = if self.meta_mode {
            Entity::MetaVar(var)
        } else {
            Entity::Var(var)
        };
        self.bind(ident.sym, entity);
        let destroy = self.destroy_of(ty);
        if (init.is_some() || destroy.is_some()) && !self.meta_mode {
            self.open_jump_scope(ident.span);
        }
        out.push(self.b.stmt(StmtKind::Decl { var, init }, d.span));
        if let Some(destroy) = destroy {
            let target = self.b.var(var, ident.span);
            out.push(self.b.push_cleanup(target, destroy, false));
        }
        Ok(())
    }

    /// Temporaries bound to reference members by aggregate initialization
    /// of a variable live as long as the variable ([class.temporary]/6).
    fn extend_aggregate_references(&mut self, init: &Init, depth: u32) {
        if depth > 64 {
            return;
        }
        let items = match init {
            Init::List(items) => items.clone(),
            Init::Expr(e) => {
                let mut cur = *e;
                while let ExprKind::FullExpr(x) = self.b.program.exprs[cur].kind {
                    cur = x;
                }
                match &self.b.program.exprs[cur].kind {
                    ExprKind::Aggregate(items) => items.clone(),
                    // A reference member's storage: the address it binds.
                    ExprKind::AddrOf(x) => {
                        let x = *x;
                        self.extend_temporary(x);
                        return;
                    }
                    // The array behind a `std::initializer_list` lives as
                    // long as the object ([dcl.init.list]/6).
                    ExprKind::Cast {
                        kind: CastKind::ArrayToPointer,
                        operand,
                    } => {
                        let x = *operand;
                        self.extend_temporary(x);
                        return;
                    }
                    _ => return,
                }
            }
            Init::Zero => return,
        };
        for item in &items {
            self.extend_aggregate_references(item, depth + 1);
        }
    }

    /// A temporary bound to a reference variable lives as long as the
    /// reference ([class.temporary]/6): through member accesses, base
    /// conversions and casts to the materialized temporary.
    pub fn extend_temporary(&mut self, e: ExprId) {
        let mut cur = e;
        for _ in 0..64 {
            match &self.b.program.exprs[cur].kind {
                ExprKind::Temporary { init, .. } => {
                    let init = *init;
                    if let ExprKind::Temporary { extended, .. } =
                        &mut self.b.program.exprs[cur].kind
                    {
                        *extended = true;
                    }
                    // What the temporary's own initialization bound (the
                    // array of a `std::initializer_list`, reference
                    // members) lives as long.
                    self.extend_aggregate_references(&Init::Expr(init), 1);
                    return;
                }
                ExprKind::FullExpr(x)
                | ExprKind::Member { base: x, .. }
                | ExprKind::BaseAdjust { operand: x, .. }
                | ExprKind::Cast { operand: x, .. } => cur = *x,
                _ => return,
            }
        }
    }
}
