//! Circle: `@meta` statements (executed as translation reaches them), meta
//! loops that inject their body once per iteration, `@meta` expressions,
//! reflection intrinsics, and codegen-time constant expressions.
//!
//! A meta loop whose body is itself entirely meta runs inside the
//! interpreter in one piece (translated once). Otherwise sema drives the
//! loop: the condition and step are translated once and evaluated each
//! iteration, and the body is translated anew each time, so ordinary code
//! in it reads the loop variable's current value as a constant.
//!
//! Semantic choices (where Circle's documentation is silent):
//! - At block scope each iteration's body is its own block (so `int k = ...;`
//!   may be declared by every iteration); at namespace scope the injected
//!   declarations land in the enclosing namespace.
//! - `@meta break` / `@meta continue` end the injecting loop / the current
//!   iteration's injection; an ordinary `break` in an injected body is a
//!   runtime `break` of the enclosing runtime loop or switch.
//! - A body whose every statement is meta (or empty) is not injected at all:
//!   the whole loop runs in the interpreter, translated once.
//! - An iteration whose body reports an error stops the loop (the same error
//!   would repeat in every iteration).

use super::lookup::CgConst;
use super::{Entity, Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast::{self, Condition, DeclKind, ExprKind as AK, Staging, StmtKind as SK, TypeOrExpr};

/// Whether a statement contains nothing but meta code (so the interpreter
/// can run it whole).
fn all_meta(s: &ast::Stmt<'_>) -> bool {
    let meta = s.staging == Staging::Meta;
    match s.kind {
        SK::Null => true,
        // `@meta { ... }` is a meta block whatever it contains.
        SK::Compound(list) => meta || list.iter().all(all_meta),
        // A nested meta `if` or loop injects its ordinary statements too.
        SK::If(i) if meta => all_meta(i.then) && i.otherwise.is_none_or(all_meta),
        SK::For(&ast::ForStmt { body, .. })
        | SK::While(&ast::WhileStmt { body, .. })
        | SK::RangeFor(&ast::RangeForStmt { body, .. })
        | SK::ForEnum(&ast::ForEnumStmt { body, .. })
            if meta =>
        {
            all_meta(body)
        }
        _ => meta,
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// Runs `f` with meta mode on.
    pub(super) fn in_meta<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        let saved = std::mem::replace(&mut self.meta_mode, true);
        let r = f(self);
        self.meta_mode = saved;
        r
    }

    pub(super) fn exec(&mut self, st: StmtId) -> R<()> {
        let r = self.engine.exec(&self.b.program, st);
        r.map_err(|d| self.report(d))
    }

    pub(super) fn eval_bool(&mut self, e: ExprId) -> R<bool> {
        match self.engine.eval(&self.b.program, e) {
            Ok(ConstValue::Int(v)) => Ok(v != 0),
            Ok(ConstValue::Zero) => Ok(false),
            Ok(ConstValue::Float(f)) => Ok(f != 0.0),
            Ok(ConstValue::LongDouble(f)) => Ok(f.truthy()),
            Ok(_) => Ok(true),
            Err(d) => Err(self.report(d)),
        }
    }

    /// Translates a whole statement as meta code and executes it.
    fn run_meta_stmt(&mut self, s: &'a ast::Stmt<'a>) -> R<()> {
        let before = self.diags.len();
        let st = self.in_meta(|t| {
            t.push_scope();
            let st = t.stmt_single(s);
            t.pop_scope();
            st
        });
        if self.diags[before..].iter().any(|d| d.is_error()) {
            return Err(Reported);
        }
        self.exec(st)
    }

    /// Translates a whole meta statement; `None` (its diagnostics
    /// dropped) if translation failed.
    fn translate_meta_whole(&mut self, s: &'a ast::Stmt<'a>) -> Option<StmtId> {
        let before = self.diags.len();
        let st = self.in_meta(|t| {
            t.push_scope();
            let st = t.stmt_single(s);
            t.pop_scope();
            st
        });
        if self.diags[before..].iter().any(|d| d.is_error()) {
            self.diags.truncate(before);
            return None;
        }
        Some(st)
    }

    /// A `@meta` statement at block (`out` = the enclosing block) or
    /// namespace scope (`out` = `None`).
    pub fn meta_stmt(&mut self, s: &'a ast::Stmt<'a>, out: Option<&mut Vec<StmtId>>) -> R<()> {
        let span = s.span;
        let whole = match s.kind {
            SK::While(w) => all_meta(w.body),
            SK::For(f) => all_meta(f.body),
            _ => false,
        };
        if whole {
            // A loop of meta code runs in the interpreter in one piece,
            // unless its body needs the loop variable at translation time
            // (`@enum_name(E, i)`, a template argument): then sema drives
            // it, translating the body per iteration.
            if let Some(st) = self.translate_meta_whole(s) {
                return self.exec(st);
            }
        }
        match s.kind {
            SK::Expr(_) | SK::DoWhile { .. } | SK::Null => self.run_meta_stmt(s),
            SK::Compound(_) if all_meta(s) => self.run_meta_stmt(s),
            SK::Compound(list) => {
                // `@meta { ... }` with ordinary statements inside: each runs
                // (meta) or is injected (ordinary) in order.
                let mut out = out;
                for x in list {
                    if self.meta_jump.is_some() {
                        break;
                    }
                    let _ = self.inject(x, &mut out);
                }
                Ok(())
            }
            SK::Decl(decls) => {
                let mut failed = false;
                for d in decls {
                    let Ok(d) = self.undynamic_decl(d) else {
                        failed = true;
                        continue;
                    };
                    let r = match d.kind {
                        DeclKind::Var(v) => self.meta_var_decl(d, v, None),
                        _ => self.common_decl(d),
                    };
                    failed |= r.is_err();
                }
                if failed {
                    Err(Reported)
                } else {
                    Ok(())
                }
            }
            SK::If(i) => {
                if i.init.is_some() {
                    return Err(
                        self.report(diag::unsupported(span, "an init-statement in '@meta if'"))
                    );
                }
                let Condition::Expr(c) = i.cond else {
                    return Err(self.report(diag::unsupported(
                        span,
                        "a declaration in a '@meta if' condition",
                    )));
                };
                let cond = self.in_meta(|t| {
                    let e = t.expr(c)?;
                    t.condition(e, c.span)
                })?;
                let mut out = out;
                if self.eval_bool(cond)? {
                    self.inject(i.then, &mut out)
                } else if let Some(o) = i.otherwise {
                    self.inject(o, &mut out)
                } else {
                    Ok(())
                }
            }
            SK::While(w) => {
                let Condition::Expr(c) = w.cond else {
                    return Err(self.report(diag::unsupported(
                        span,
                        "a declaration in a '@meta while' condition",
                    )));
                };
                self.push_scope();
                let r = self.meta_loop(None, Some(c), None, w.body, span, out);
                self.pop_scope();
                r
            }
            SK::For(f) => {
                self.push_scope();
                let r = self.meta_for(f, span, out);
                self.pop_scope();
                r
            }
            SK::RangeFor(rf) if all_meta(rf.body) && self.meta_range_is_class(rf) => {
                self.run_meta_stmt(s)
            }
            SK::RangeFor(rf) => {
                self.push_scope();
                let r = self.meta_range_for(rf, span, out);
                self.pop_scope();
                r
            }
            SK::ForEnum(fe) => {
                self.push_scope();
                let r = self.meta_for_enum(fe, span, out);
                self.pop_scope();
                r
            }
            // `@meta break` / `@meta continue` leave or skip the rest of the
            // innermost meta loop's iteration.
            SK::Break | SK::Continue => {
                if self.meta_loops == 0 {
                    let d = if matches!(s.kind, SK::Break) {
                        diag::break_outside(span)
                    } else {
                        diag::continue_outside(span)
                    };
                    return Err(self.report(d));
                }
                self.meta_jump = Some(if matches!(s.kind, SK::Break) {
                    super::Jump::Switch
                } else {
                    super::Jump::Loop
                });
                Ok(())
            }
            SK::Switch(_)
            | SK::Return(_)
            | SK::Goto(_)
            | SK::Label { .. }
            | SK::Case(_)
            | SK::Default(_)
            | SK::Try(_) => {
                Err(self.report(diag::meta_statement_unsupported(span, "this statement")))
            }
            SK::Error => {
                self.syntax_errors_seen += 1;
                Err(Reported)
            }
            #[allow(unreachable_patterns)]
            _ => Err(self.report(diag::meta_statement_unsupported(span, "this statement"))),
        }
    }

    /// Translates an injected statement (a meta loop body or a `@meta if`
    /// branch) at block or namespace scope.
    fn inject(&mut self, s: &'a ast::Stmt<'a>, out: &mut Option<&mut Vec<StmtId>>) -> R<()> {
        // Bounded, so a runaway meta loop ends with a diagnostic instead of
        // exhausting memory in translation or code generation.
        let count = match s.kind {
            SK::Compound(list) if s.staging != Staging::Meta => list.len() as u64,
            _ => 1,
        };
        if let Err(d) = self.engine.charge_injection(s.span, count) {
            return Err(self.report(d));
        }
        match out {
            Some(v) => {
                let before = self.diags.len();
                self.stmt_into(s, v);
                if self.diags[before..].iter().any(|d| d.is_error()) {
                    Err(Reported)
                } else {
                    Ok(())
                }
            }
            None => match s.kind {
                SK::Compound(list) if s.staging != Staging::Meta => {
                    let mut failed = false;
                    for x in list {
                        if self.meta_jump.is_some() {
                            break;
                        }
                        failed |= self.namespace_stmt(x).is_err();
                    }
                    if failed {
                        Err(Reported)
                    } else {
                        Ok(())
                    }
                }
                _ => self.namespace_stmt(s),
            },
        }
    }

    fn meta_for(
        &mut self,
        f: &'a ast::ForStmt<'a>,
        span: Span,
        out: Option<&mut Vec<StmtId>>,
    ) -> R<()> {
        if let Some(init) = f.init {
            let st = self.in_meta(|t| t.stmt_single(init));
            self.exec(st)?;
        }
        let cond = match &f.cond {
            Some(Condition::Expr(c)) => Some(*c),
            Some(Condition::Decl(d)) => {
                return Err(self.report(diag::unsupported(
                    d.span,
                    "a declaration in a '@meta for' condition",
                )));
            }
            None => None,
        };
        self.meta_loop(None, cond, f.step, f.body, span, out)
    }

    /// Drives a meta loop: `cond` and `step` are translated once (meta) and
    /// evaluated per iteration; the body is injected per iteration. Stops
    /// at the first iteration whose body reports an error (the same error
    /// would repeat in every iteration).
    fn meta_loop(
        &mut self,
        _init: Option<StmtId>,
        cond: Option<&'a ast::Expr<'a>>,
        step: Option<&'a ast::Expr<'a>>,
        body: &'a ast::Stmt<'a>,
        span: Span,
        out: Option<&mut Vec<StmtId>>,
    ) -> R<()> {
        let cond = match cond {
            Some(c) => Some(self.in_meta(|t| {
                let e = t.expr(c)?;
                t.condition(e, c.span)
            })?),
            None => None,
        };
        let step = match step {
            Some(x) => Some(self.in_meta(|t| {
                let e = t.expr(x)?;
                Ok(t.b.stmt(StmtKind::Expr(e), x.span))
            })?),
            None => None,
        };
        let mut out = out;
        loop {
            if let Err(d) = self.engine.charge(span) {
                return Err(self.report(d));
            }
            if let Some(c) = cond {
                if !self.eval_bool(c)? {
                    return Ok(());
                }
            }
            if !self.inject_iteration(body, &mut out)? {
                return Ok(());
            }
            if let Some(st) = step {
                self.exec(st)?;
            }
        }
    }

    /// One iteration's body: its own scope (a block at block scope).
    /// `Ok(false)` when the body ran `@meta break`.
    pub(super) fn inject_iteration(
        &mut self,
        body: &'a ast::Stmt<'a>,
        out: &mut Option<&mut Vec<StmtId>>,
    ) -> R<bool> {
        self.push_scope();
        self.meta_loops += 1;
        let r = self.inject(body, out);
        self.meta_loops -= 1;
        self.pop_scope();
        r?;
        // `Jump::Switch` marks a break here, `Jump::Loop` a continue.
        Ok(self.meta_jump.take() != Some(super::Jump::Switch))
    }

    /// Declares the loop variable of a `@meta for enum` / range-for.
    pub(super) fn meta_loop_var(&mut self, d: &'a ast::Decl<'a>, deduced: TypeId) -> R<VarId> {
        let DeclKind::Var(v) = d.kind else {
            return Err(self.report(diag::unsupported(d.span, "this loop variable")));
        };
        let Some(ident) = v.name.as_simple() else {
            return Err(self.report(diag::unsupported(d.span, "this loop variable")));
        };
        let ty = if matches!(v.ty.kind, ast::TypeKind::Auto) {
            let t = self.b.program.types.unqualified(deduced);
            self.qualified(t, v.ty.cv)
        } else {
            self.ty(v.ty)?
        };
        let name = self.name(ident.sym);
        let var = self.b.local(name, ty, ident.span);
        self.bind(ident.sym, Entity::MetaVar(var));
        Ok(var)
    }

    /// Sets a meta variable by re-running its definition with `init`.
    pub(super) fn set_meta_var(&mut self, var: VarId, init: ExprId, span: Span) -> R<()> {
        let ty = self.b.program.vars[var].ty;
        let init = self.in_meta(|t| t.convert_init(init, ty, span))?;
        let st = self.b.stmt(
            StmtKind::Decl {
                var,
                init: Some(Init::Expr(init)),
            },
            span,
        );
        self.exec(st)
    }

    fn meta_for_enum(
        &mut self,
        fe: &'a ast::ForEnumStmt<'a>,
        span: Span,
        out: Option<&mut Vec<StmtId>>,
    ) -> R<()> {
        let ety = self.ty(fe.enum_ty)?;
        let Type::Enum(eid) = self.b.types().kind(ety).clone() else {
            let s = self.display(ety);
            return Err(self.report(diag::not_an_enum(fe.enum_ty.span, &s)));
        };
        let values: Vec<i128> = self.b.types().enums[eid]
            .enumerators
            .iter()
            .map(|e| e.value)
            .collect();
        let var = self.meta_loop_var(fe.var, ety)?;
        let unq = self.b.program.types.unqualified(ety);
        let mut out = out;
        for v in values {
            if let Err(d) = self.engine.charge(span) {
                return Err(self.report(d));
            }
            let lit = self.b.int_lit(v, unq, fe.var.span);
            self.set_meta_var(var, lit, fe.var.span)?;
            if !self.inject_iteration(fe.body, &mut out)? {
                break;
            }
        }
        Ok(())
    }

    /// `@meta for(T x : n)` over `0..n`, or over the elements of a meta array.
    fn meta_range_for(
        &mut self,
        rf: &'a ast::RangeForStmt<'a>,
        span: Span,
        out: Option<&mut Vec<StmtId>>,
    ) -> R<()> {
        if let Some(init) = rf.init {
            let st = self.in_meta(|t| t.stmt_single(init));
            self.exec(st)?;
        }
        let range = self.in_meta(|t| t.expr(rf.range))?;
        let rt = self.b.ty_of(range);
        let mut out = out;
        match self.b.types().kind(rt).clone() {
            Type::Array { elem, len } => {
                let n = len.unwrap_or(0);
                let var = self.meta_loop_var(rf.var, elem)?;
                for i in 0..n {
                    if let Err(d) = self.engine.charge(span) {
                        return Err(self.report(d));
                    }
                    let idx = {
                        let st = self.b.size_t();
                        self.b.int_lit(i as i128, st, rf.range.span)
                    };
                    let el = self.b.index(range, idx);
                    self.set_meta_var(var, el, rf.var.span)?;
                    if !self.inject_iteration(rf.body, &mut out)? {
                        break;
                    }
                }
                Ok(())
            }
            _ if self.b.types().is_integer(rt) => {
                let n = self.const_int(range, diag::not_integral_constant)?;
                let int = self.b.program.types.unqualified(rt);
                let var = self.meta_loop_var(rf.var, int)?;
                let mut i: i128 = 0;
                while i < n {
                    if let Err(d) = self.engine.charge(span) {
                        return Err(self.report(d));
                    }
                    let lit = self.b.int_lit(i, int, rf.range.span);
                    self.set_meta_var(var, lit, rf.var.span)?;
                    if !self.inject_iteration(rf.body, &mut out)? {
                        break;
                    }
                    i += 1;
                }
                Ok(())
            }
            _ if self.class_of_type(rt).is_some() => self.meta_class_range_for(rf, span, out),
            _ => {
                let s = self.display(rt);
                Err(self.report(diag::meta_range_not_iterable(rf.range.span, &s)))
            }
        }
    }

    // -- meta expressions ------------------------------------------------------

    /// `@meta e` in ordinary code: evaluated now, used as a constant.
    pub fn meta_expr(&mut self, e: &'a ast::Expr<'a>, span: Span) -> R<ExprId> {
        if self.meta_mode {
            return self.expr(e);
        }
        let x = self.in_meta(|t| t.expr(e))?;
        let ty = self.b.ty_of(x);
        if !self.b.types().is_scalar(ty) {
            if let Type::Array { .. } = self.b.types().kind(ty) {
                // A meta string (or array) decays to a pointer to its first
                // element; only string literal data can leave the interpreter.
                let r = self.b.rvalue(x);
                let pt = self.b.ty_of(r);
                let v = match self.engine.eval(&self.b.program, r) {
                    Ok(v) => v,
                    Err(d) => return Err(self.report(d)),
                };
                return self.const_expr(v, pt, span);
            }
            let s = self.display(ty);
            return Err(self.report(diag::meta_value_not_scalar(span, "expression", &s)));
        }
        let r = self.b.rvalue(x);
        let v = match self.engine.eval(&self.b.program, r) {
            Ok(v) => v,
            Err(d) => return Err(self.report(d)),
        };
        let t = self.b.ty_of(r);
        self.const_expr(v, t, span)
    }

    /// A member access or subscript of a meta object in ordinary code
    /// (`details.nt`, `table[2]`): evaluated as meta code, used as a constant.
    pub fn meta_rooted(&mut self, x: &'a ast::Expr<'a>) -> Option<R<ExprId>> {
        if self.meta_mode || !self.is_meta_rooted(x, 0) {
            return None;
        }
        Some(self.meta_expr(x, x.span))
    }

    pub(super) fn is_meta_rooted(&self, x: &'a ast::Expr<'a>, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        match x.kind {
            AK::Name(q) => match q.as_simple() {
                Some(id) => matches!(self.lookup(id.sym), Some(Entity::MetaVar(_))),
                None => false,
            },
            AK::Member {
                base, arrow: false, ..
            }
            | AK::Index { base, .. } => self.is_meta_rooted(base, depth + 1),
            AK::Paren(e) => self.is_meta_rooted(e, depth + 1),
            _ => false,
        }
    }

    // -- reflection intrinsics -------------------------------------------------

    pub(super) fn intrinsic_type(&mut self, a: &TypeOrExpr<'a>) -> R<TypeId> {
        match a {
            TypeOrExpr::Type(t) => self.ty(t),
            TypeOrExpr::Expr(e) => {
                // The parser may see a type name as an expression.
                if let AK::Name(q) = e.kind {
                    if let Ok(Some(Entity::Type(t))) = self.resolve(q) {
                        return Ok(t);
                    }
                }
                let x = self.expr(e)?;
                Ok(self.b.ty_of(x))
            }
        }
    }

    pub(super) fn intrinsic_enum(&mut self, name: &str, a: &TypeOrExpr<'a>) -> R<(TypeId, EnumId)> {
        let t = self.intrinsic_type(a)?;
        let unq = self.b.program.types.unqualified(t);
        match self.b.types().get(unq) {
            Type::Enum(e) => Ok((unq, *e)),
            _ => {
                let s = self.display(t);
                let _ = name;
                Err(self.report(diag::not_an_enum(a.span(), &s)))
            }
        }
    }

    pub(super) fn intrinsic_index(&mut self, a: &TypeOrExpr<'a>) -> R<i128> {
        let TypeOrExpr::Expr(e) = a else {
            return Err(self.report(diag::not_integral_constant(a.span())));
        };
        let x = self.expr(e)?;
        let r = self.b.rvalue(x);
        if !self.b.types().is_integer(self.b.ty_of(r)) {
            return Err(self.report(diag::not_integral_constant(e.span)));
        }
        self.const_int(r, diag::not_integral_constant)
    }

    pub(super) fn enumerator_at(
        &mut self,
        eid: EnumId,
        ty: TypeId,
        i: i128,
        span: Span,
    ) -> R<Enumerator> {
        let ens = &self.b.types().enums[eid].enumerators;
        match usize::try_from(i).ok().and_then(|i| ens.get(i)) {
            Some(e) => Ok(e.clone()),
            None => {
                let n = ens.len();
                let s = self.display(ty);
                Err(self.report(diag::enum_index_out_of_range(span, i, &s, n)))
            }
        }
    }

    pub fn intrinsic(&mut self, i: &'a ast::IntrinsicExpr<'a>, span: Span) -> R<ExprId> {
        if let Some(r) = self.pack_intrinsic_expr(i, span) {
            return r;
        }
        let name = self.name(i.name.sym);
        let args = i.args;
        match (name, args) {
            ("enum_count", [a]) => {
                let (_, eid) = self.intrinsic_enum(name, a)?;
                let n = self.b.types().enums[eid].enumerators.len();
                let t = self.b.int();
                Ok(self.b.int_lit(n as i128, t, span))
            }
            ("enum_value", [a, b]) => {
                let (ty, eid) = self.intrinsic_enum(name, a)?;
                let idx = self.intrinsic_index(b)?;
                let en = self.enumerator_at(eid, ty, idx, b.span())?;
                Ok(self.b.int_lit(en.value, ty, span))
            }
            ("enum_name", [a, b]) => {
                let (ty, eid) = self.intrinsic_enum(name, a)?;
                let idx = self.intrinsic_index(b)?;
                let en = self.enumerator_at(eid, ty, idx, b.span())?;
                Ok(self.name_string(&en.name, span))
            }
            ("enum_name", [a]) => {
                let TypeOrExpr::Expr(e) = a else {
                    return Err(self.report(diag::intrinsic_args(
                        span,
                        name,
                        "an enumeration value",
                    )));
                };
                let x = self.expr(e)?;
                let r = self.b.rvalue(x);
                let t = self.b.ty_of(r);
                let Type::Enum(eid) = self.b.types().kind(t).clone() else {
                    let s = self.display(t);
                    return Err(self.report(diag::not_an_enum(e.span, &s)));
                };
                let v = self.const_int(r, diag::not_integral_constant)?;
                let found = self.b.types().enums[eid]
                    .enumerators
                    .iter()
                    .find(|en| en.value == v)
                    .map(|en| en.name.clone());
                match found {
                    Some(n) => Ok(self.name_string(&n, span)),
                    None => {
                        let s = self.display(t);
                        Err(self.report(diag::not_an_enumerator(e.span, v, &s)))
                    }
                }
            }
            ("type_string" | "type_name", [a]) => {
                let t = self.intrinsic_type(a)?;
                let s = self.display(t);
                Ok(self.name_string(&s, span))
            }
            ("member_count", [a]) => {
                let t = self.intrinsic_type(a)?;
                let n = match self.b.types().kind(t) {
                    Type::Struct(s) => self.b.types().structs[*s].fields.len(),
                    _ => {
                        let s = self.display(t);
                        return Err(self.report(diag::member_base_not_struct(a.span(), &s)));
                    }
                };
                let it = self.b.int();
                Ok(self.b.int_lit(n as i128, it, span))
            }
            ("member_offset", [a, b]) => {
                let t = self.intrinsic_type(a)?;
                let Type::Struct(sid) = self.b.types().kind(t).clone() else {
                    let s = self.display(t);
                    return Err(self.report(diag::member_base_not_struct(a.span(), &s)));
                };
                let idx = self.intrinsic_index(b)?;
                let fields = &self.b.types().structs[sid].fields;
                match usize::try_from(idx).ok().and_then(|i| fields.get(i)) {
                    Some(f) => {
                        let off = f.offset as i128;
                        let size_t = self.b.int_ty(IntKind::ULong);
                        Ok(self.b.int_lit(off, size_t, span))
                    }
                    None => {
                        let n = fields.len();
                        let s = self.display(t);
                        Err(self.report(diag::member_index_out_of_range(b.span(), idx, &s, n)))
                    }
                }
            }
            ("member_name", [a, b]) => {
                let t = self.intrinsic_type(a)?;
                let Type::Struct(sid) = self.b.types().kind(t).clone() else {
                    let s = self.display(t);
                    return Err(self.report(diag::member_base_not_struct(a.span(), &s)));
                };
                let idx = self.intrinsic_index(b)?;
                let fields = &self.b.types().structs[sid].fields;
                match usize::try_from(idx).ok().and_then(|i| fields.get(i)) {
                    Some(f) => {
                        let n = f.name.clone();
                        Ok(self.name_string(&n, span))
                    }
                    None => {
                        let n = fields.len();
                        let s = self.display(t);
                        Err(self.report(diag::member_index_out_of_range(b.span(), idx, &s, n)))
                    }
                }
            }
            (
                "enum_count" | "enum_value" | "enum_name" | "type_string" | "type_name"
                | "member_count" | "member_name" | "member_offset",
                _,
            ) => {
                let expected = match name {
                    "enum_count" => "an enumeration type",
                    "enum_value" => "an enumeration type and an index",
                    "enum_name" => "an enumeration type and an index, or an enumeration value",
                    "member_count" => "a struct type",
                    "member_name" | "member_offset" => "a struct type and an index",
                    _ => "a type",
                };
                Err(self.report(diag::intrinsic_args(span, name, expected)))
            }
            ("enum_type" | "member_type" | "base_type" | "type_id", _) => {
                Err(self.type_pack_as_value(name, span))
            }
            _ => match self
                .member_intrinsic(name, args, span)
                .or_else(|| self.sfinae_intrinsic(name, args, span))
                .or_else(|| self.enum_attr_intrinsic(name, args, None, span))
                .or_else(|| self.typed_enum_string(name, args, None, span))
            {
                Some(r) => r,
                None => Err(self.report(diag::unknown_intrinsic(i.name.span, name))),
            },
        }
    }

    /// A string constant produced by reflection.
    pub(super) fn name_string(&mut self, s: &str, span: Span) -> ExprId {
        let mut bytes = s.as_bytes().to_vec();
        bytes.push(0);
        self.string_expr(bytes, span)
    }

    // -- codegen expressions ----------------------------------------------------

    /// An expression in a codegen context (`@codegen` initializer, `if
    /// codegen` predicate): codegen-time constants combined with constants.
    pub fn cg_expr(&mut self, x: &'a ast::Expr<'a>) -> R<CodegenExprId> {
        self.enter(x.span)?;
        let r = self.cg_expr_inner(x);
        self.leave();
        r
    }

    fn cg_const(&mut self, c: ConstValue, ty: TypeId, span: Span) -> R<CodegenExprId> {
        let ty = self.b.program.types.unqualified(ty);
        let kind = match c {
            ConstValue::Int(v) => CodegenExprKind::Int(v),
            ConstValue::Zero => CodegenExprKind::Int(0),
            ConstValue::Float(f) => CodegenExprKind::Float(f),
            ConstValue::LongDouble(f) => CodegenExprKind::Float(f.to_f64()),
            _ => return Err(self.report(diag::not_codegen_constant(span, "expression"))),
        };
        if !self.b.types().is_arithmetic(ty) {
            return Err(self.report(diag::not_codegen_constant(span, "expression")));
        }
        Ok(self.b.cg(kind, ty, span))
    }

    fn cg_expr_inner(&mut self, x: &'a ast::Expr<'a>) -> R<CodegenExprId> {
        let span = x.span;
        match x.kind {
            AK::Paren(e) => self.cg_expr(e),
            AK::Name(q) => {
                let text = self.qual_name_text(q);
                match self.resolve(q)? {
                    Some(Entity::CodegenVar(v)) => Ok(self.b.cg_var(v, span)),
                    Some(Entity::Enumerator { ty, value }) => {
                        self.cg_const(ConstValue::Int(value), ty, span)
                    }
                    Some(Entity::MetaVar(v)) => {
                        let ty = self.b.program.vars[v].ty;
                        let c = self
                            .engine
                            .read_var(&self.b.program, v)
                            .map_err(|d| self.report(d))?;
                        self.cg_const(c, ty, span)
                    }
                    Some(Entity::Var(v)) => match self.known_consts.get(&v).cloned() {
                        Some(c) => {
                            let ty = self.b.program.vars[v].ty;
                            self.cg_const(c, ty, span)
                        }
                        None => {
                            Err(self.report(diag::not_codegen_constant(span, &format!("'{text}'"))))
                        }
                    },
                    Some(_) => {
                        Err(self.report(diag::not_codegen_constant(span, &format!("'{text}'"))))
                    }
                    None => match CgConst::from_name(&text) {
                        Some(c) => Ok(self.cg_builtin(c, span)),
                        None => Err(self.report(diag::undeclared(span, &text))),
                    },
                }
            }
            AK::Call(c) => {
                let aspect = match c.callee.kind {
                    AK::Name(q) if q.segments.len() == 1 => {
                        let name = self.qual_name_text(q);
                        self.cg_aspect_query(&name, c.args, span)
                    }
                    _ => None,
                };
                aspect.unwrap_or_else(|| {
                    Err(self.report(diag::not_codegen_constant(span, "expression")))
                })
            }
            AK::Unary { op, operand } => {
                use ast::UnaryOp as U;
                let e = self.cg_expr(operand)?;
                match op {
                    U::Plus => Ok(self.cg_promote(e)),
                    U::Minus | U::BitNot => {
                        let e = self.cg_promote(e);
                        let ty = self.b.program.codegen_exprs[e].ty;
                        if op == U::BitNot && !self.b.types().is_integer(ty) {
                            let s = self.display(ty);
                            return Err(self.report(diag::invalid_unary(span, &s)));
                        }
                        let k = if op == U::Minus {
                            UnaryOp::Neg
                        } else {
                            UnaryOp::BitNot
                        };
                        Ok(self
                            .b
                            .cg(CodegenExprKind::Unary { op: k, operand: e }, ty, span))
                    }
                    U::Not => {
                        let bt = self.b.bool_ty();
                        let e = self.b.cg_convert(e, bt);
                        Ok(self.b.cg(
                            CodegenExprKind::Unary {
                                op: UnaryOp::LogicalNot,
                                operand: e,
                            },
                            bt,
                            span,
                        ))
                    }
                    _ => Err(self.report(diag::not_codegen_constant(span, "expression"))),
                }
            }
            AK::Binary { op, lhs, rhs } => {
                use ast::BinaryOp as B;
                if op.is_assignment() || matches!(op, B::Comma | B::Cmp | B::PtrMemD | B::PtrMemI) {
                    return Err(self.report(diag::not_codegen_constant(span, "expression")));
                }
                let l = self.cg_expr(lhs);
                let r = self.cg_expr(rhs);
                let (l, r) = (l?, r?);
                if matches!(op, B::LogAnd | B::LogOr) {
                    let k = if op == B::LogAnd {
                        LogicalOp::And
                    } else {
                        LogicalOp::Or
                    };
                    let e = self.b.cg_logical(k, l, r);
                    self.b.program.codegen_exprs[e].span = span;
                    return Ok(e);
                }
                let bop = super::expr::map_binop(op);
                let (lt, rt) = (
                    self.b.program.codegen_exprs[l].ty,
                    self.b.program.codegen_exprs[r].ty,
                );
                let t = self.b.types();
                let needs_int = matches!(
                    bop,
                    BinaryOp::Rem
                        | BinaryOp::Shl
                        | BinaryOp::Shr
                        | BinaryOp::BitAnd
                        | BinaryOp::BitOr
                        | BinaryOp::BitXor
                );
                if needs_int && !(t.is_integer(lt) && t.is_integer(rt)) {
                    let (a, b) = (self.display(lt), self.display(rt));
                    return Err(self.report(diag::invalid_operands(span, &a, &b)));
                }
                Ok(self.b.cg_binary(bop, l, r, span))
            }
            AK::Conditional(c) => {
                let cond = self.cg_expr(c.cond)?;
                let a = self.cg_expr(c.then)?;
                let b = self.cg_expr(c.otherwise)?;
                let bt = self.b.bool_ty();
                let cond = self.b.cg_convert(cond, bt);
                let a = self.cg_promote(a);
                let b = self.cg_promote(b);
                let (at, btt) = (
                    self.b.program.codegen_exprs[a].ty,
                    self.b.program.codegen_exprs[b].ty,
                );
                let ty = self.b.common_type(at, btt);
                let a = self.b.cg_convert(a, ty);
                let b = self.b.cg_convert(b, ty);
                Ok(self.b.cg(
                    CodegenExprKind::Conditional {
                        cond,
                        then: a,
                        else_: b,
                    },
                    ty,
                    span,
                ))
            }
            AK::Cast(ast::CastExpr {
                kind: ast::CastKind::CStyle | ast::CastKind::Static,
                ty,
                operand,
            }) => {
                let to = self.ty(ty)?;
                let e = self.cg_expr(operand)?;
                self.cg_cast(e, to, span)
            }
            AK::Construct(ast::ConstructExpr { ty, args: [a], .. }) => {
                let to = self.ty(ty)?;
                let e = self.cg_expr(a)?;
                self.cg_cast(e, to, span)
            }
            _ => {
                // Anything else must be an ordinary constant (a literal,
                // `sizeof`, an intrinsic, a `@meta` expression).
                let e = self.expr(x)?;
                let r = self.b.rvalue(e);
                let ty = self.b.ty_of(r);
                if let Some(c) = self.fold(r) {
                    return self.cg_const(c, ty, span);
                }
                match self.engine.eval(&self.b.program, r) {
                    Ok(c) => self.cg_const(c, ty, span),
                    Err(d) if crate::meta::is_not_constant(&d) => {
                        Err(self.report(diag::not_codegen_constant(span, "expression")))
                    }
                    Err(d) => Err(self.report(d)),
                }
            }
        }
    }

    fn cg_cast(&mut self, e: CodegenExprId, to: TypeId, span: Span) -> R<CodegenExprId> {
        let unq = self.b.program.types.unqualified(to);
        if !self.b.types().is_arithmetic(unq) {
            let from = self.b.program.codegen_exprs[e].ty;
            let (f, t) = (self.display(from), self.display(to));
            return Err(self.report(diag::invalid_cast(span, &f, &t)));
        }
        let from = self.b.program.codegen_exprs[e].ty;
        if self.b.program.types.unqualified(from) == unq {
            return Ok(e);
        }
        Ok(self.b.cg(CodegenExprKind::Cast(e), unq, span))
    }

    /// Integral promotion of a codegen operand (enums go to their
    /// underlying type: `__nvvm_arch` compares by value).
    fn cg_promote(&mut self, e: CodegenExprId) -> CodegenExprId {
        let ty = self.b.program.codegen_exprs[e].ty;
        let t = self.b.types();
        let to = match t.kind(ty) {
            Type::Bool => Some(IntKind::Int),
            Type::Int(k) if k.bits() < 32 => Some(IntKind::Int),
            Type::Enum(id) => t
                .enums
                .get(*id)
                .and_then(|d| t.int_kind(d.underlying))
                .map(|k| if k.bits() < 32 { IntKind::Int } else { k }),
            _ => None,
        };
        match to {
            Some(k) => {
                let it = self.b.int_ty(k);
                self.b.cg_convert(e, it)
            }
            None => e,
        }
    }

    fn cg_builtin(&mut self, c: CgConst, span: Span) -> CodegenExprId {
        match c {
            CgConst::NvvmArch => self.b.cg_nvvm_arch(span),
            CgConst::AmdgpuArch => {
                let ty = match self.amdgpu_arch_ty {
                    Some(t) => t,
                    None => self.b.int(),
                };
                self.b.cg(CodegenExprKind::AmdgpuArch, ty, span)
            }
            CgConst::IsNvvm | CgConst::IsAmdgpu | CgConst::IsHost => {
                let k = match c {
                    CgConst::IsNvvm => CodegenExprKind::IsNvvmTarget,
                    CgConst::IsAmdgpu => CodegenExprKind::IsAmdgpuTarget,
                    _ => CodegenExprKind::IsHostTarget,
                };
                let b = self.b.bool_ty();
                self.b.cg(k, b, span)
            }
            CgConst::WarpSize => {
                let i = self.b.int();
                self.b.cg(CodegenExprKind::WarpSize, i, span)
            }
        }
    }
}
