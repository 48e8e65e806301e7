//! Statements. A statement translates to zero or more typed statements
//! appended to the enclosing block (a declaration statement with several
//! declarators, a `case` label followed by its statement, a meta loop's
//! injected iterations, a meta definition that emits nothing).

use super::conv::{scoped_enum, ConvCtx};
use super::{Jump, LabelInfo, Reported, SwitchCtx, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast::{self, Condition, DeclKind, Staging, StmtKind as SK};

impl<'a> Translator<'a, '_, '_> {
    /// Translates `s` into `out` (errors are reported; translation goes on).
    pub fn stmt_into(&mut self, s: &'a ast::Stmt<'a>, out: &mut Vec<StmtId>) {
        if self.enter(s.span).is_err() {
            return;
        }
        let _ = self.stmt_inner(s, out);
        self.leave();
    }

    /// Translates `s` as one statement (a block when it made several).
    pub fn stmt_single(&mut self, s: &'a ast::Stmt<'a>) -> StmtId {
        let mut v = Vec::new();
        self.stmt_into(s, &mut v);
        match v.as_slice() {
            [one] => *one,
            [] => self.b.stmt(StmtKind::Empty, s.span),
            _ => self.b.stmt(StmtKind::Block(v), s.span),
        }
    }

    /// A sub-statement that is its own scope (`if`/loop bodies).
    fn scoped_single(&mut self, s: &'a ast::Stmt<'a>) -> StmtId {
        self.push_scope();
        if let Some(sc) = self.scopes.last_mut() {
            sc.body = true;
        }
        let r = self.stmt_single(s);
        self.pop_scope();
        r
    }

    fn stmt_inner(&mut self, s: &'a ast::Stmt<'a>, out: &mut Vec<StmtId>) -> R<()> {
        if s.staging == Staging::Meta && !self.meta_mode {
            return self.meta_stmt(s, Some(out));
        }
        let span = s.span;
        match s.kind {
            SK::Compound(list) => {
                self.push_scope();
                let mut v = Vec::with_capacity(list.len());
                for x in list {
                    // `@meta break`/`@meta continue` end this iteration's body.
                    if self.meta_jump.is_some() {
                        break;
                    }
                    self.stmt_into(x, &mut v);
                }
                self.pop_scope();
                out.push(self.b.stmt(StmtKind::Block(v), span));
                Ok(())
            }
            SK::Expr(ast::Expr {
                kind: ast::ExprKind::Throw(e),
                ..
            }) => {
                let e = match e {
                    Some(e) => Some(self.throw_operand(e)?),
                    None => None,
                };
                out.push(self.b.stmt(StmtKind::Throw(e), span));
                Ok(())
            }
            SK::Expr(e) => {
                let x = self.full_expression(|t| {
                    let x = t.expr(e)?;
                    // A discarded class prvalue is still an object, destroyed
                    // at the end of the statement ([stmt.expr]).
                    let ty = t.b.ty_of(x);
                    if !t.is_lvalue(x) && t.destroy_of(ty).is_some() {
                        return Ok(t.materialize(x));
                    }
                    Ok(x)
                })?;
                out.push(self.b.stmt(StmtKind::Expr(x), span));
                Ok(())
            }
            SK::Decl(decls) => {
                let mut failed = false;
                for d in decls {
                    let Ok(d) = self.undynamic_decl(d) else {
                        failed = true;
                        continue;
                    };
                    let r = match (d.kind, d.staging) {
                        // Inside meta code every variable is a meta variable,
                        // created when the interpreter runs the statement.
                        (DeclKind::Var(v), _) if self.meta_mode => self.local_var_decl(d, v, out),
                        (DeclKind::Var(v), Staging::Meta) => self.meta_var_decl(d, v, None),
                        (DeclKind::Var(v), Staging::Normal) => self.local_var_decl(d, v, out),
                        (DeclKind::Record(_), Staging::Normal)
                            if decls.len() == 1
                                && self.func.is_some()
                                && Self::is_anonymous_record(d) =>
                        {
                            self.local_anonymous_record(d, out)
                        }
                        (DeclKind::Typedef(t), Staging::Normal) => {
                            match self.vla_typedef(d, t, out) {
                                Some(r) => r,
                                None => self.common_decl(d),
                            }
                        }
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
            SK::If(i) if s.staging == Staging::Codegen => {
                let st = self.codegen_if(i, span)?;
                out.push(st);
                Ok(())
            }
            SK::If(i) => self.if_stmt(i, span, out),
            SK::While(w) => {
                self.push_scope();
                let mut pre = Vec::new();
                let cond = self.cond(&w.cond, &mut pre);
                self.jumps.push(Jump::Loop);
                let body = self.scoped_single(w.body);
                self.jumps.pop();
                self.pop_scope();
                let cond = cond?;
                if !pre.is_empty() {
                    // `while (T x = e)`: the variable is re-created each
                    // iteration ([stmt.while]/2).
                    let body = self.decl_cond_body(pre, cond, body, span);
                    out.push(self.b.stmt(
                        StmtKind::For {
                            init: None,
                            cond: None,
                            step: None,
                            body,
                        },
                        span,
                    ));
                    return Ok(());
                }
                out.push(self.b.stmt(StmtKind::While { cond, body }, span));
                Ok(())
            }
            SK::DoWhile { body, cond } => {
                self.jumps.push(Jump::Loop);
                let b = self.scoped_single(body);
                self.jumps.pop();
                self.warn_assign_in_condition(cond);
                let c = self.expr(cond)?;
                let c = self.condition(c, cond.span)?;
                out.push(self.b.stmt(StmtKind::DoWhile { body: b, cond: c }, span));
                Ok(())
            }
            SK::For(f) => {
                self.push_scope();
                let r = self.for_stmt(f, span);
                self.pop_scope();
                out.push(r?);
                Ok(())
            }
            SK::RangeFor(rf) => {
                self.push_scope();
                let r = self.range_for(rf, span);
                self.pop_scope();
                out.push(r?);
                Ok(())
            }
            SK::ForEnum(_) => self.meta_stmt(s, Some(out)),
            SK::Switch(sw) => {
                self.push_scope();
                let r = self.switch_stmt(sw, span);
                self.pop_scope();
                out.push(r?);
                Ok(())
            }
            SK::Case(c) => {
                let r = self.case_label(c, span);
                if r.is_ok() {
                    self.record_case_jump(keyword_span(span, "case"));
                }
                if let Ok(st) = r {
                    out.push(st);
                }
                self.stmt_into(c.body, out);
                r.map(|_| ())
            }
            SK::Default(body) => {
                let r = match self.switches.last_mut() {
                    None => Err(self.report(diag::case_not_in_switch(span, "default"))),
                    Some(sw) => match sw.default {
                        Some((_, prev)) => Err(self.report(diag::multiple_default(span, prev))),
                        None => {
                            self.record_case_jump(keyword_span(span, "default"));
                            let st = self.b.stmt(StmtKind::Default, span);
                            if let Some(sw) = self.switches.last_mut() {
                                sw.default = Some((st, span));
                            }
                            out.push(st);
                            Ok(())
                        }
                    },
                };
                self.stmt_into(body, out);
                r
            }
            SK::Label { name, body } => {
                let r = self.define_label(name);
                if let Ok(l) = r {
                    out.push(self.b.stmt(StmtKind::Label(l), span));
                }
                self.stmt_into(body, out);
                r.map(|_| ())
            }
            SK::Goto(name) => {
                let l = self.use_label(name)?;
                let from = self.jump_scope();
                if let Some(f) = self.func.as_mut() {
                    f.gotos.push((name.sym, from, span));
                }
                out.push(self.b.stmt(StmtKind::Goto(l), span));
                Ok(())
            }
            SK::GotoIndirect(e) => {
                let st = self.computed_goto(e, span)?;
                out.push(st);
                Ok(())
            }
            SK::Break => {
                if self.jumps.is_empty() {
                    return Err(self.report(diag::break_outside(span)));
                }
                out.push(self.b.stmt(StmtKind::Break, span));
                Ok(())
            }
            SK::Continue => {
                if !self.jumps.contains(&Jump::Loop) {
                    return Err(self.report(diag::continue_outside(span)));
                }
                out.push(self.b.stmt(StmtKind::Continue, span));
                Ok(())
            }
            SK::Return(e) => {
                let st = self.return_stmt(e, span)?;
                out.push(st);
                Ok(())
            }
            SK::Null => {
                out.push(self.b.stmt(StmtKind::Empty, span));
                Ok(())
            }
            SK::Try(t) => {
                let body = self.scoped_single(t.body);
                let mut handlers = Vec::with_capacity(t.handlers.len());
                for h in t.handlers {
                    self.push_scope();
                    let (ty, var) = self.catch_param(h.param).unwrap_or((None, None));
                    let body = self.stmt_single(h.body);
                    self.pop_scope();
                    handlers.push(Handler { ty, var, body });
                }
                out.push(self.b.stmt(StmtKind::Try { body, handlers }, span));
                Ok(())
            }
            SK::Asm(a) => {
                let st = self.asm_stmt(a, span)?;
                out.push(st);
                Ok(())
            }
            SK::Error => {
                self.syntax_errors_seen += 1;
                Err(Reported)
            }
            #[allow(unreachable_patterns)]
            _ => Err(self.report(diag::unsupported(span, "this statement"))),
        }
    }

    /// A condition: an expression, or a declaration whose `Decl` goes to `pre`.
    pub fn cond(&mut self, c: &'a Condition<'a>, pre: &mut Vec<StmtId>) -> R<ExprId> {
        match c {
            Condition::Expr(e) => self.full_expression(|t| {
                t.warn_assign_in_condition(e);
                let x = t.expr(e)?;
                t.condition(x, e.span)
            }),
            Condition::Decl(d) => {
                let DeclKind::Var(v) = d.kind else {
                    return Err(
                        self.report(diag::unsupported(d.span, "this declaration in a condition"))
                    );
                };
                self.local_var_decl(d, v, pre)?;
                let var = pre
                    .iter()
                    .rev()
                    .find_map(|s| match self.b.program.stmts[*s].kind {
                        StmtKind::Decl { var, .. } => Some(var),
                        _ => None,
                    });
                let Some(var) = var else {
                    return Err(Reported);
                };
                let e = self.b.var(var, d.span);
                self.condition(e, d.span)
            }
        }
    }

    /// The body of a loop whose condition declares a variable: the
    /// declaration `pre`, then `if (cond) ; else break;`, then `body`, so the
    /// variable is created and tested on every iteration (a `continue` in
    /// `body` reaches the declaration again) while the loop itself has no
    /// condition. `cond` reads the declared variable.
    fn decl_cond_body(
        &mut self,
        mut pre: Vec<StmtId>,
        cond: ExprId,
        body: StmtId,
        span: Span,
    ) -> StmtId {
        let empty = self.b.stmt(StmtKind::Empty, span);
        let brk = self.b.stmt(StmtKind::Break, span);
        pre.push(self.b.stmt(
            StmtKind::If {
                cond,
                then: empty,
                else_: Some(brk),
            },
            span,
        ));
        pre.push(body);
        self.b.stmt(StmtKind::Block(pre), span)
    }

    fn if_stmt(&mut self, i: &'a ast::IfStmt<'a>, span: Span, out: &mut Vec<StmtId>) -> R<()> {
        self.push_scope();
        let mut pre = Vec::new();
        if let Some(init) = i.init {
            self.stmt_into(init, &mut pre);
        }
        let cond = self.cond(&i.cond, &mut pre);
        // `if constexpr` in an instantiated template: the discarded
        // substatement is not instantiated ([stmt.if]/2).
        let taken = match (i.constexpr, &cond) {
            (true, Ok(c)) => {
                let v = self.core_const_eval(*c, diag::constexpr_if_not_constant);
                let v = match v {
                    Ok(ConstValue::Int(v)) => Some(v != 0),
                    Ok(ConstValue::Zero) => Some(false),
                    Ok(_) => Some(true),
                    Err(_) => None,
                };
                v.filter(|_| !self.instantiations.is_empty())
            }
            _ => None,
        };
        let then = match taken {
            Some(false) => self.b.block(Vec::new()),
            _ => self.scoped_single(i.then),
        };
        let else_ = match taken {
            Some(true) => i.otherwise.map(|_| self.b.block(Vec::new())),
            _ => i.otherwise.map(|o| self.scoped_single(o)),
        };
        self.pop_scope();
        let cond = cond?;
        let st = self.b.stmt(StmtKind::If { cond, then, else_ }, span);
        if pre.is_empty() {
            out.push(st);
        } else {
            pre.push(st);
            out.push(self.b.stmt(StmtKind::Block(pre), span));
        }
        Ok(())
    }

    fn for_stmt(&mut self, f: &'a ast::ForStmt<'a>, span: Span) -> R<StmtId> {
        let mut init_v = Vec::new();
        if let Some(init) = f.init {
            self.stmt_into(init, &mut init_v);
        }
        let mut pre = Vec::new();
        let cond = f.cond.as_ref().map(|c| self.cond(c, &mut pre));
        let step = f.step.map(|e| self.expr(e));
        self.jumps.push(Jump::Loop);
        let body = self.scoped_single(f.body);
        self.jumps.pop();
        let mut cond = cond.transpose()?;
        let step = step.transpose()?;
        let mut body = body;
        if let (false, Some(c)) = (pre.is_empty(), cond) {
            // `for (...; T x = e; step)`: declared and tested before each
            // iteration, destroyed before `step` ([stmt.for]/1).
            body = self.decl_cond_body(pre, c, body, span);
            cond = None;
        }
        let init = match init_v.as_slice() {
            [] => None,
            [one] => Some(*one),
            _ => Some(self.b.stmt(StmtKind::Block(init_v), span)),
        };
        Ok(self.b.stmt(
            StmtKind::For {
                init,
                cond,
                step,
                body,
            },
            span,
        ))
    }

    fn switch_stmt(&mut self, sw: &'a ast::SwitchStmt<'a>, span: Span) -> R<StmtId> {
        let mut pre = Vec::new();
        if let Some(init) = sw.init {
            self.stmt_into(init, &mut pre);
        }
        let cond = match &sw.cond {
            Condition::Expr(e) => self.expr(e),
            Condition::Decl(d) => match d.kind {
                DeclKind::Var(v) => self.local_var_decl(d, v, &mut pre).and_then(|_| {
                    let var = pre
                        .iter()
                        .rev()
                        .find_map(|s| match self.b.program.stmts[*s].kind {
                            StmtKind::Decl { var, .. } => Some(var),
                            _ => None,
                        });
                    var.map(|v| self.b.var(v, d.span)).ok_or(Reported)
                }),
                _ => Err(self.report(diag::unsupported(d.span, "this declaration in a condition"))),
            },
        };
        // The body is translated even when the condition failed, so its own
        // errors are reported (with an `int` condition standing in).
        let (cond, cond_ty) = match cond {
            Ok(c) => {
                let r = self.b.rvalue(c);
                let t = self.b.ty_of(r);
                if !self.b.types().is_integer(t) {
                    let s = self.display(t);
                    self.report(diag::switch_not_integer(sw.cond.span(), &s));
                    (Err(Reported), self.b.int())
                } else {
                    let p = self.b.promote(r);
                    let pt = self.b.ty_of(p);
                    (Ok(p), pt)
                }
            }
            Err(e) => (Err(e), self.b.int()),
        };
        let jump_scope = self.jump_scope();
        self.switches.push(SwitchCtx {
            cond_ty,
            jump_scope,
            cases: Vec::new(),
            seen: Default::default(),
            default: None,
        });
        self.jumps.push(Jump::Switch);
        let body = self.scoped_single(sw.body);
        self.jumps.pop();
        let ctx = self.switches.pop();
        let cond = cond?;
        let (cases, default) = match ctx {
            Some(c) => (c.cases, c.default.map(|d| d.0)),
            None => (Vec::new(), None),
        };
        let st = self.b.stmt(
            StmtKind::Switch {
                cond,
                body,
                cases,
                default,
            },
            span,
        );
        if pre.is_empty() {
            Ok(st)
        } else {
            pre.push(st);
            Ok(self.b.stmt(StmtKind::Block(pre), span))
        }
    }

    fn case_label(&mut self, c: &'a ast::CaseStmt<'a>, span: Span) -> R<StmtId> {
        if self.switches.is_empty() {
            return Err(self.report(diag::case_not_in_switch(span, "case")));
        }
        if let Some(high) = c.high {
            return self.case_range(c.value, high, span);
        }
        let v = self.case_value(c.value)?;
        let Some(sw) = self.switches.last() else {
            return Err(Reported);
        };
        if let Some(prev) = sw.seen.get(&v) {
            let prev = *prev;
            return Err(self.report(diag::duplicate_case(c.value.span, &v.to_string(), prev)));
        }
        let st = self.b.stmt(StmtKind::Case { value: v }, span);
        if let Some(sw) = self.switches.last_mut() {
            sw.seen.insert(v, c.value.span);
            sw.cases.push(SwitchCase {
                value: v,
                label: st,
            });
        }
        Ok(st)
    }

    /// A case label's value, converted to the switch condition's type.
    pub(super) fn case_value(&mut self, value: &'a ast::Expr<'a>) -> R<i128> {
        let e = self.expr(value)?;
        let r = self.b.rvalue(e);
        if !self.b.types().is_integer(self.b.ty_of(r)) {
            return Err(self.report(diag::not_integral_constant(value.span)));
        }
        // The label converts to the condition's (promoted) type as a
        // converted constant expression; a scoped enumeration on either side
        // allows no conversion ([stmt.switch]/2, [dcl.enum]/10).
        if let Some(sw) = self.switches.last() {
            let (ct, rt) = (sw.cond_ty, self.b.ty_of(r));
            let t = self.b.types();
            if t.unqualified(ct) != t.unqualified(rt) && (scoped_enum(t, ct) || scoped_enum(t, rt))
            {
                let (from, to) = (self.display(rt), self.display(ct));
                return Err(self.report(diag::not_implicitly_convertible(value.span, &from, &to)));
            }
        }
        let v = self.core_const_int(r, diag::not_integral_constant)?;
        let Some(sw) = self.switches.last() else {
            return Err(Reported);
        };
        Ok(super::wrap_int(self.b.types(), sw.cond_ty, v))
    }

    fn label_entry(&mut self, name: ast::Ident) -> R<&mut LabelInfo> {
        let text = self.name(name.sym).to_string();
        if self.func.is_none() {
            return Err(self.report(diag::undeclared_label(name.span, &text)));
        }
        let exists = self
            .func
            .as_ref()
            .is_some_and(|f| f.labels.contains_key(&name.sym));
        if !exists {
            let id = self.b.label(&text, name.span);
            if let Some(f) = self.func.as_mut() {
                f.labels.insert(
                    name.sym,
                    LabelInfo {
                        id,
                        defined: false,
                        first_use: name.span,
                        scope: 0,
                    },
                );
            }
        }
        match self.func.as_mut().and_then(|f| f.labels.get_mut(&name.sym)) {
            Some(l) => Ok(l),
            None => Err(Reported),
        }
    }

    fn define_label(&mut self, name: ast::Ident) -> R<LabelId> {
        let l = self.label_entry(name)?;
        if l.defined {
            let text = self.name(name.sym).to_string();
            return Err(self.report(diag::label_redefinition(name.span, &text)));
        }
        l.defined = true;
        let id = l.id;
        let scope = self.jump_scope();
        if let Some(l) = self.func.as_mut().and_then(|f| f.labels.get_mut(&name.sym)) {
            l.scope = scope;
        }
        self.b.program.labels[id].span = name.span;
        Ok(id)
    }

    pub(super) fn use_label(&mut self, name: ast::Ident) -> R<LabelId> {
        Ok(self.label_entry(name)?.id)
    }

    fn return_stmt(&mut self, e: Option<&'a ast::Expr<'a>>, span: Span) -> R<StmtId> {
        let Some(f) = self.func.as_ref() else {
            return Err(self.report(diag::return_outside_function(span)));
        };
        if self.meta_mode {
            return Err(self.report(diag::meta_statement_unsupported(span, "return")));
        }
        if f.ctor_handler {
            return Err(self.report(diag::return_in_ctor_handler(span)));
        }
        let (ret, name, deduce) = (f.ret, f.name.clone(), f.deduce_ret);
        if deduce {
            return self.deduced_return(e, span);
        }
        let void_fn = self.b.types().is_void(ret);
        match e {
            None if void_fn => Ok(self.b.stmt(StmtKind::Return(None), span)),
            None => Err(self.report(diag::return_missing_value(span, &name))),
            Some(x) => {
                if void_fn {
                    let v = self.full_expression(|t| t.expr(x))?;
                    if self.b.types().is_void(self.b.ty_of(v)) {
                        // `return f();` in a void function.
                        let st = self.b.stmt(StmtKind::Expr(v), span);
                        let r = self.b.stmt(StmtKind::Return(None), span);
                        return Ok(self.b.stmt(StmtKind::Block(vec![st, r]), span));
                    }
                    return Err(self.report(diag::return_value_in_void(x.span, &name)));
                }
                let c = self.full_expression(|t| t.return_value(x, ret))?;
                Ok(self.b.stmt(StmtKind::Return(Some(c)), span))
            }
        }
    }

    /// `return` in a function whose return type is deduced: the first one
    /// fixes the type (decayed, unqualified), later ones convert to it.
    fn deduced_return(&mut self, e: Option<&'a ast::Expr<'a>>, span: Span) -> R<StmtId> {
        let Some(x) = e else {
            let v = self.b.void();
            if let Some(f) = self.func.as_mut() {
                f.ret = v;
                f.deduce_ret = false;
            }
            return Ok(self.b.stmt(StmtKind::Return(None), span));
        };
        let v = self.full_expression(|t| t.expr(x))?;
        let vt = self.b.ty_of(v);
        if self.b.types().is_void(vt) {
            let st = self.b.stmt(StmtKind::Expr(v), span);
            let r = self.b.stmt(StmtKind::Return(None), span);
            if let Some(f) = self.func.as_mut() {
                f.ret = vt;
                f.deduce_ret = false;
            }
            return Ok(self.b.stmt(StmtKind::Block(vec![st, r]), span));
        }
        let x_ty = self.b.program.exprs[v].clone();
        let by_decltype = self.func.as_ref().is_some_and(|f| f.deduce_decltype);
        let form = self.func.as_ref().and_then(|f| f.deduce_form);
        let ret = if let Some(form) = form {
            let Some(t) = self.deduce_ret_form(form, v) else {
                let s = self.display(vt);
                let d = diag::init_conversion(x.span, "auto", &s, false);
                return Err(self.report(d));
            };
            t
        } else if by_decltype {
            self.decltype_of_translated(x, v)
        } else {
            self.decayed_type(&x_ty)
        };
        if let Some(f) = self.func.as_mut() {
            f.ret = ret;
            f.deduce_ret = false;
        }
        let c = self.full_expression(|t| t.copy_init_expr(ret, v, x.span, ConvCtx::Return))?;
        Ok(self.b.stmt(StmtKind::Return(Some(c)), span))
    }

    /// The value a `return` gives a function returning `ret`: copy-
    /// initialization of the result (a braced list is list-initialization;
    /// a local returned by name is moved from when it can be).
    fn return_value(&mut self, x: &'a ast::Expr<'a>, ret: TypeId) -> R<ExprId> {
        if let ast::ExprKind::InitList(items) = x.kind {
            let init = self.init_object(ret, super::init::InitHow::List(items, true), x.span)?;
            if matches!(self.b.types().kind(ret), Type::Reference { .. }) {
                return match init {
                    Some(Init::Expr(e)) => Ok(e),
                    _ => Err(Reported),
                };
            }
            return Ok(self.init_to_prvalue(ret, init, x.span));
        }
        let v = self.expr(x)?;
        // [class.copy.elision]/3: a local object named in a return is
        // first treated as an rvalue (so a move constructor is used).
        if let Some(c) = self.class_of_type(ret) {
            if let ExprKind::Var(var) = self.b.program.exprs[v].kind {
                let local = matches!(
                    self.b.program.vars[var].kind,
                    VarKind::Local | VarKind::Param { .. }
                ) && !matches!(self.b.types().kind(self.b.program.vars[var].ty), Type::Reference { .. } if !self.is_indirect_param(var));
                if local
                    && self
                        .class_of_type(self.b.ty_of(v))
                        .is_some_and(|vc| self.is_base_of(c, vc))
                {
                    self.xvalues.insert(v);
                }
            }
        }
        self.copy_init_expr(ret, v, x.span, ConvCtx::Return)
    }

    /// A by-value class parameter passed indirectly (its variable is a
    /// reference in the typed program, but it is a local object in C++).
    fn is_indirect_param(&self, v: VarId) -> bool {
        matches!(self.b.program.vars[v].kind, VarKind::Param { .. })
            && match self.b.types().kind(self.b.program.vars[v].ty) {
                Type::Reference { referent, .. } => self
                    .class_of_type(*referent)
                    .is_some_and(|c| self.b.types().structs[c].pass_indirect),
                _ => false,
            }
    }

    /// `if codegen(p) a else b` / `@codegen if(p) a else b`.
    fn codegen_if(&mut self, i: &'a ast::IfStmt<'a>, span: Span) -> R<StmtId> {
        if let Some(init) = i.init {
            return Err(self.report(diag::unsupported(
                init.span,
                "an init-statement in 'if codegen'",
            )));
        }
        if self.meta_mode {
            return Err(self.report(diag::meta_statement_unsupported(span, "if codegen")));
        }
        let cond = match &i.cond {
            Condition::Expr(e) => self.cg_expr(e).map(|c| {
                let b = self.b.bool_ty();
                self.b.cg_convert(c, b)
            }),
            Condition::Decl(d) => {
                Err(self.report(diag::not_codegen_constant(d.span, "a declaration")))
            }
        };
        let then = self.scoped_single(i.then);
        let else_ = i.otherwise.map(|o| self.scoped_single(o));
        let cond = cond?;
        let st = self.b.codegen_if(cond, then, else_);
        self.b.program.stmts[st].span = span;
        Ok(st)
    }

    /// A statement at namespace scope: only `@meta` statements and what
    /// they inject (declarations) are allowed there.
    pub fn namespace_stmt(&mut self, s: &'a ast::Stmt<'a>) -> R<()> {
        if s.staging == Staging::Meta {
            return self.meta_stmt(s, None);
        }
        if self.enum_scope.is_some() {
            return self.enum_scope_stmt(s);
        }
        if self.class_scope.is_some() {
            return self.class_scope_stmt(s);
        }
        match s.kind {
            SK::Decl(decls) => {
                let mut failed = false;
                for d in decls {
                    let Ok(d) = self.undynamic_decl(d) else {
                        failed = true;
                        continue;
                    };
                    let r = match d.kind {
                        DeclKind::Var(v) if d.staging == Staging::Normal => {
                            self.global_var_decl(d, v, None).map(|_| ())
                        }
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
            SK::Compound(list) => {
                for x in list {
                    let _ = self.namespace_stmt(x);
                }
                Ok(())
            }
            SK::Null => Ok(()),
            SK::ForEnum(_) => self.meta_stmt(s, None),
            SK::Error => {
                self.syntax_errors_seen += 1;
                Err(Reported)
            }
            _ => Err(self.report(diag::statement_at_namespace_scope(s.span))),
        }
    }
}

/// The leading keyword of a labelled statement spanning `span` (where
/// clang points a jump error, not at the whole labelled statement).
fn keyword_span(span: Span, keyword: &str) -> Span {
    let end = span.lo.saturating_add(keyword.len() as u32).min(span.hi);
    Span::new(span.lo, end)
}
