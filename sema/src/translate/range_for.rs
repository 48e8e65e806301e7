//! Range-based `for` ([stmt.ranged]), rewritten as the standard says:
//!
//! ```text
//! { init; auto&& __range = range;
//!   auto __begin = begin-expr; auto __end = end-expr;
//!   for (; __begin != __end; ++__begin) { decl = *__begin; body } }
//! ```
//!
//! `begin-expr` is `__range` and `__range + N` for an array, the members
//! `__range.begin()`/`__range.end()` when the class has a member named
//! `begin` or `end`, else `begin(__range)`/`end(__range)` found by
//! argument-dependent lookup. The range temporary lives as long as the
//! loop (it is bound to `__range`).

use super::conv::ConvCtx;
use super::init::InitHow;
use super::{Entity, Jump, Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast::{self, DeclKind};

impl<'a> Translator<'a, '_, '_> {
    pub(super) fn range_for(&mut self, rf: &'a ast::RangeForStmt<'a>, span: Span) -> R<StmtId> {
        let mut stmts = Vec::new();
        if let Some(init) = rf.init {
            self.stmt_into(init, &mut stmts);
        }
        let rs = rf.range.span;
        let range = self.range_variable(rf.range, &mut stmts)?;
        let (begin, end) = self.range_iterators(range, rs, &mut stmts)?;
        let cond = self.full_expression(|t| {
            let (b, e) = (t.b.var(begin, rs), t.b.var(end, rs));
            let c = t.binary_on(ast::BinaryOp::Ne, b, e, rs)?;
            t.condition(c, rs)
        })?;
        let step = self.full_expression(|t| {
            let b = t.b.var(begin, rs);
            t.unary_on(ast::UnaryOp::PreInc, b, rs, rs)
        })?;
        // The loop variable, initialized from the current element.
        self.push_scope();
        let mut body = Vec::new();
        let var_ok = self.range_for_var(rf.var, begin, rs, &mut body);
        self.jumps.push(Jump::Loop);
        self.stmt_into(rf.body, &mut body);
        self.jumps.pop();
        self.pop_scope();
        var_ok?;
        let body = self.b.stmt(StmtKind::Block(body), rf.body.span);
        stmts.push(self.b.stmt(
            StmtKind::For {
                init: None,
                cond: Some(cond),
                step: Some(step),
                body,
            },
            span,
        ));
        Ok(self.b.stmt(StmtKind::Block(stmts), span))
    }

    /// `auto&& __range = range;`: an lvalue binds directly, a prvalue is
    /// materialized and lives to the end of the loop.
    pub(super) fn range_variable(
        &mut self,
        x: &'a ast::Expr<'a>,
        out: &mut Vec<StmtId>,
    ) -> R<VarId> {
        let span = x.span;
        let mut rty = None;
        let void = self.b.void();
        let init = self.full_init(void, span, |t| {
            let e = match x.kind {
                ast::ExprKind::InitList(items) => t.braced_temporary(items, span)?,
                _ => t.expr(x)?,
            };
            let ety = t.b.ty_of(e);
            if t.b.types().is_void(ety) {
                return Err(t.report(diag::void_value_used(span)));
            }
            let rvalue = !t.is_lvalue(e) || t.is_xvalue(e);
            let r = t.bind_ref(e, ety, rvalue, span, ConvCtx::Init)?;
            rty = Some(t.b.ty(Type::Reference {
                referent: ety,
                rvalue,
            }));
            Ok(Some(Init::Expr(r)))
        })?;
        let Some(rty) = rty else {
            return Err(Reported);
        };
        if let Some(Init::Expr(e)) = &init {
            self.extend_temporary(*e);
        }
        let var = self.b.local("__range", rty, span);
        out.push(self.b.stmt(StmtKind::Decl { var, init }, span));
        Ok(var)
    }

    /// `__begin` and `__end`, declared in `out`.
    pub(super) fn range_iterators(
        &mut self,
        range: VarId,
        rs: Span,
        out: &mut Vec<StmtId>,
    ) -> R<(VarId, VarId)> {
        let rty = match self.b.types().kind(self.b.program.vars[range].ty) {
            Type::Reference { referent, .. } => *referent,
            _ => return Err(Reported),
        };
        if let Type::Array { elem, len } = self.b.types().kind(rty).clone() {
            let Some(n) = len else {
                let s = self.display(rty);
                return Err(self.report(diag::range_incomplete(rs, &s)));
            };
            let pty = self.b.ptr(elem);
            let rv = self.b.var(range, rs);
            let first = self.b.rvalue(rv);
            let begin = self.b.local("__begin", pty, rs);
            out.push(self.b.stmt(
                StmtKind::Decl {
                    var: begin,
                    init: Some(Init::Expr(first)),
                },
                rs,
            ));
            let bl = self.b.load(begin, rs);
            let count = {
                let l = self.b.ptrdiff();
                self.b.int_lit(n as i128, l, rs)
            };
            let last = self.b.expr(
                ExprKind::PtrAdd {
                    ptr: bl,
                    offset: count,
                    negate: false,
                },
                pty,
                ValueCategory::RValue,
                rs,
            );
            let end = self.b.local("__end", pty, rs);
            out.push(self.b.stmt(
                StmtKind::Decl {
                    var: end,
                    init: Some(Init::Expr(last)),
                },
                rs,
            ));
            return Ok((begin, end));
        }
        let member = match self.class_of_type(rty) {
            Some(c) => {
                if !self.b.types().structs[c].complete {
                    let s = self.display(rty);
                    return Err(self.report(diag::range_incomplete(rs, &s)));
                }
                ["begin", "end"].iter().any(|n| {
                    self.interner
                        .get(n)
                        .is_some_and(|s| self.lookup_member(c, s).is_some())
                })
            }
            None => false,
        };
        let begin = self.range_iterator(range, "begin", member, rs, out)?;
        let end = self.range_iterator(range, "end", member, rs, out)?;
        Ok((begin, end))
    }

    /// `auto __begin = __range.begin();` (or `begin(__range)`).
    fn range_iterator(
        &mut self,
        range: VarId,
        which: &str,
        member: bool,
        rs: Span,
        out: &mut Vec<StmtId>,
    ) -> R<VarId> {
        let mut ty = None;
        let void = self.b.void();
        let init = self.full_init(void, rs, |t| {
            let r = t.b.var(range, rs);
            let e = t.range_call(r, which, member, rs)?;
            let x = t.b.program.exprs[e].clone();
            if t.b.types().is_void(x.ty) {
                return Err(t.report(diag::void_value_used(rs)));
            }
            let it = t.decayed_type(&x);
            ty = Some(it);
            t.init_object(it, InitHow::Copy(e), rs)
        })?;
        let Some(ty) = ty else {
            return Err(Reported);
        };
        let name = format!("__{which}");
        let var = self.b.local(&name, ty, rs);
        out.push(self.b.stmt(StmtKind::Decl { var, init }, rs));
        if let Some(destroy) = self.destroy_of(ty) {
            let target = self.b.var(var, rs);
            out.push(self.b.push_cleanup(target, destroy, false));
        }
        Ok(var)
    }

    /// `range.begin()` or, for a class without such members (or a
    /// non-class), `begin(range)` by argument-dependent lookup.
    fn range_call(&mut self, range: ExprId, which: &str, member: bool, rs: Span) -> R<ExprId> {
        let rty = self.b.ty_of(range);
        let no_begin = |t: &mut Self| {
            let s = t.display(rty);
            t.report(diag::range_no_begin(rs, &s, which))
        };
        let Some(sym) = self.interner.get(which) else {
            return Err(no_begin(self));
        };
        if member {
            let seg = ast::NameSegment {
                ident: ast::Ident { sym, span: rs },
                template_args: None,
                conv_type: None,
            };
            let m = self.member_of_object(range, &seg, false, rs)?;
            return self.call_methods(m, Vec::new(), rs);
        }
        if self.class_of_type(rty).is_none() {
            return Err(no_begin(self));
        }
        let (funcs, templates) = self.adl_candidates(sym, &[range]);
        if funcs.is_empty() && templates.is_empty() {
            return Err(no_begin(self));
        }
        let f = self.resolve_with_templates(&funcs, &templates, &[], None, &[range], which, rs)?;
        self.call_function(f, vec![range], rs)
    }

    /// Functions and function templates named `sym` that ordinary lookup
    /// outside classes and argument-dependent lookup find.
    pub fn adl_candidates(
        &self,
        sym: parser::Symbol,
        args: &[ExprId],
    ) -> (Vec<FuncId>, Vec<super::template::TemplateId>) {
        let mut funcs = Vec::new();
        let mut templates = Vec::new();
        let mut add = |e: Option<Entity>, this: &Self| {
            let (fs, ts) = match e {
                Some(Entity::Funcs(fs)) => (fs, Vec::new()),
                Some(Entity::FuncTemplates(ts, fs)) => (fs, ts),
                _ => return,
            };
            for f in fs {
                if !funcs.contains(&f) && this.methods.get(&f).is_none_or(|m| m.is_static) {
                    funcs.push(f);
                }
            }
            for t in ts {
                if !templates.contains(&t) {
                    templates.push(t);
                }
            }
        };
        add(self.lookup_outside_classes(sym), self);
        for ns in self.associated_namespaces(args) {
            add(self.ns_member_pub(ns, sym), self);
        }
        (funcs, templates)
    }

    /// `decl = *__begin;` at the start of the loop body.
    fn range_for_var(
        &mut self,
        d: &'a ast::Decl<'a>,
        begin: VarId,
        rs: Span,
        out: &mut Vec<StmtId>,
    ) -> R<()> {
        let DeclKind::Var(v) = d.kind else {
            return Err(self.report(diag::unsupported(d.span, "this loop variable")));
        };
        let Some(ident) = v.name.as_simple() else {
            return Err(self.report(diag::unsupported(d.span, "this loop variable")));
        };
        let mut ty = None;
        let void = self.b.void();
        let init = self.full_init(void, d.span, |t| {
            let b = t.b.var(begin, rs);
            let cur = t.unary_on(ast::UnaryOp::Deref, b, rs, rs)?;
            let vt = t.deduced_var_type(v.ty, cur, d.span)?;
            ty = Some(vt);
            t.init_object(vt, InitHow::Copy(cur), d.span)
        });
        let name = self.name(ident.sym);
        let Some(ty) = ty else {
            // Bind the name anyway, so the body's uses report nothing more.
            let int = self.b.int();
            let var = self.b.local(name, int, ident.span);
            self.bind(ident.sym, Entity::Var(var));
            return Err(Reported);
        };
        let var = self.b.local(name, ty, ident.span);
        // A loop run whole by the interpreter declares a meta variable.
        let entity = if self.meta_mode {
            Entity::MetaVar(var)
        } else {
            Entity::Var(var)
        };
        self.bind(ident.sym, entity);
        let init = init?;
        if let Some(Init::Expr(e)) = &init {
            if matches!(self.b.types().kind(ty), Type::Reference { .. }) {
                self.extend_temporary(*e);
            }
        }
        out.push(self.b.stmt(StmtKind::Decl { var, init }, d.span));
        if let Some(destroy) = self.destroy_of(ty) {
            let target = self.b.var(var, ident.span);
            out.push(self.b.push_cleanup(target, destroy, false));
        }
        Ok(())
    }

    /// The type of a variable declared with `te` and initialized from `e`:
    /// `auto`, `auto*`, `auto&`, `auto&&` (with qualifiers) are deduced as
    /// template arguments are ([dcl.type.auto.deduct]); other types are as
    /// written.
    pub fn deduced_var_type(
        &mut self,
        te: &'a ast::TypeExpr<'a>,
        e: ExprId,
        span: Span,
    ) -> R<TypeId> {
        let x = self.b.program.exprs[e].clone();
        match te.kind {
            ast::TypeKind::Auto => {
                let t = self.decayed_type(&x);
                Ok(self.qualified(t, te.cv))
            }
            ast::TypeKind::Pointer(ast::TypeExpr {
                kind: ast::TypeKind::Auto,
                cv,
                ..
            }) => {
                let t = self.decayed_type(&x);
                let Some(pointee) = self.b.types().pointee(t) else {
                    let s = self.display(t);
                    return Err(self.report(diag::init_conversion(span, "auto *", &s, false)));
                };
                let pointee = self.qualified(pointee, *cv);
                let p = self.b.ptr(pointee);
                Ok(self.qualified(p, te.cv))
            }
            ast::TypeKind::LRef(ast::TypeExpr {
                kind: ast::TypeKind::Auto,
                cv,
                ..
            }) => {
                let referent = self.qualified(x.ty, *cv);
                Ok(self.b.ty(Type::Reference {
                    referent,
                    rvalue: false,
                }))
            }
            ast::TypeKind::RRef(ast::TypeExpr {
                kind: ast::TypeKind::Auto,
                cv,
                ..
            }) if cv.is_empty() => {
                // A forwarding reference: an lvalue makes it `T&`.
                let rvalue = !self.is_lvalue(e) || self.is_xvalue(e);
                Ok(self.b.ty(Type::Reference {
                    referent: x.ty,
                    rvalue,
                }))
            }
            _ => self.ty(te),
        }
    }
}
