//! Lambda expressions ([expr.prim.lambda]): a closure class whose
//! `operator()` is the lambda's body, with one data member per captured
//! entity (a copy, or the address for a capture by reference; `this`;
//! `*this`), found either in the capture list or, under a capture-default,
//! as the body uses enclosing locals. The lambda expression is the closure
//! object built from the captures. A lambda without captures also converts
//! to a pointer to a function that calls its body.

use super::init::InitHow;
use super::{Entity, FnCtx, Reported, Translator, R};
use crate::builder::FuncDecl;
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

/// Where closure types are numbered: the local scope and namespace of the
/// closure class, its call operator's parameter types and variadicness.
pub(crate) type LambdaScope = (
    Option<super::mangle::LocalScope>,
    String,
    Vec<crate::types::TypeId>,
    bool,
);

/// One captured entity: the enclosing function's variable (or `this`).
#[derive(Clone, Debug)]
pub(crate) struct Captured {
    /// `None` for `this`.
    pub var: Option<VarId>,
    /// The closure's field holding it.
    pub field: u32,
    pub by_ref: bool,
    /// `*this`: the field is a copy of the enclosing object.
    pub star: bool,
    /// What the closure object's field is initialized with (in the
    /// enclosing function).
    pub init: Init,
}

/// A lambda whose body is being translated.
pub(crate) struct LambdaCtx {
    pub class: StructId,
    pub default: Option<ast::CaptureDefault>,
    /// Variables created before the body started are the enclosing
    /// function's: using one captures it.
    pub first_var: VarId,
    pub captures: Vec<Captured>,
    pub mutable: bool,
    /// The enclosing function's context (its `this`, its locals).
    pub outer: FnCtx,
    pub span: Span,
}

impl<'a> Translator<'a, '_, '_> {
    /// Opens the capture context of a lambda template's call operator
    /// (generic or with a template parameter list), taking over the
    /// enclosing function's context; returns the enclosing `this`, class
    /// and function.
    pub(crate) fn open_lambda_captures(
        &mut self,
        l: &ast::LambdaExpr<'_>,
        sid: StructId,
        first_var: VarId,
        span: Span,
    ) -> (Option<VarId>, Option<StructId>, Option<FuncId>) {
        let mutable = l.specs.has(ast::Specifiers::MUTABLE);
        let outer = self
            .func
            .take()
            .unwrap_or_else(|| FnCtx::new(String::new(), TypeId(0)));
        let found = (outer.this, outer.class, outer.fid);
        self.lambdas.push(LambdaCtx {
            class: sid,
            default: l.default_capture,
            first_var,
            captures: Vec::new(),
            mutable,
            outer,
            span,
        });
        found
    }

    /// Makes the captures of a lambda template opened by
    /// [`Self::open_lambda_captures`]: the explicit ones, then the
    /// defaulted ones; gives the enclosing function its context back and
    /// returns the capture context, the closure's field initializers and
    /// whether an explicit capture failed.
    pub(crate) fn close_lambda_captures(
        &mut self,
        l: &'a ast::LambdaExpr<'a>,
        sid: StructId,
        first_var: VarId,
        outer_this: Option<VarId>,
        span: Span,
    ) -> (LambdaCtx, Vec<Init>, bool) {
        let mut failed = false;
        for c in l.captures {
            failed |= self.explicit_capture(c).is_err();
        }
        if let Some(d) = l.default_capture {
            self.capture_named_locals(l, d == ast::CaptureDefault::Ref, first_var, span);
            if outer_this.is_some() {
                let _ = self.lambda_this(span);
            }
        }
        let mut ctx = self.lambdas.pop().unwrap_or_else(LambdaCtx::placeholder);
        let outer_this_ty = self.captured_this_type(&ctx.outer);
        self.func = Some(std::mem::replace(
            &mut ctx.outer,
            FnCtx::new(String::new(), TypeId(0)),
        ));
        let inits = self.finish_closure(sid, &ctx, outer_this_ty);
        (ctx, inits, failed)
    }

    /// Translates a lambda expression into its closure object.
    pub fn lambda_expr(&mut self, l: &'a ast::LambdaExpr<'a>, span: Span) -> R<ExprId> {
        let Some(ft) = (match l.ty.kind {
            ast::TypeKind::Function(f) => Some(f),
            _ => None,
        }) else {
            return Err(Reported);
        };
        // Variables created from here on are the lambda's own.
        let first_var = self.b.program.vars.next_id();
        let key = l as *const ast::LambdaExpr<'a> as usize;
        let captureless = l.captures.is_empty() && l.default_capture.is_none();
        if captureless {
            // The second translation of a class template argument
            // deduction's argument: the closure type it deduced from.
            if let Some((_, cty)) = self.tpl.ctad_closures.remove(&key) {
                return Ok(self.b.aggregate(cty, Vec::new(), span));
            }
        }
        // The closure class: a local class of the enclosing function.
        let (sid, cty) = self.new_class(None, RecordKind::Class, span);
        if captureless && self.tpl.ctad_recording {
            self.tpl.ctad_closures.insert(key, (sid, cty));
        }
        let at = match self.sm.presumed_location(span.lo) {
            Some((file, line, col)) => format!("{file}:{line}:{col}"),
            None => "<unknown>".into(),
        };
        self.b.program.types.structs[sid].name = format!("(lambda at {at})");
        self.lambda_count += 1;
        let mangle_name = format!("__lambda_{}", self.lambda_count);
        if let Some(tdecl) = l.template {
            self.mangle_memo.get_mut().remove(&sid);
            if let Some(cm) = self.class_mangle.get_mut(&sid) {
                cm.name = mangle_name;
            }
            return self.lambda_template_expr(l, tdecl, sid, cty, first_var, span);
        }
        if Self::is_generic_lambda(ft) {
            self.mangle_memo.get_mut().remove(&sid);
            if let Some(cm) = self.class_mangle.get_mut(&sid) {
                cm.name = mangle_name;
            }
            return self.generic_lambda_expr(l, ft, sid, cty, first_var, span);
        }
        // operator(): a const member unless `mutable`.
        let mutable = l.specs.has(ast::Specifiers::MUTABLE);
        let (fty, params) = self.function_type(ft)?;
        let deduce = matches!(
            ft.ret.kind,
            ast::TypeKind::Auto | ast::TypeKind::DecltypeAuto
        );
        let ret = match self.b.types().get(fty) {
            Type::Function { ret, .. } => *ret,
            _ => return Err(Reported),
        };
        let ret = if deduce { self.b.void() } else { ret };
        let ptys: Vec<TypeId> = params.iter().map(|p| p.1).collect();
        let exec = ExecSpace {
            host: l.specs.has(ast::Specifiers::HOST),
            device: l.specs.has(ast::Specifiers::DEVICE),
            global: false,
        };
        // A closure type in a function body (a member function's too) is a
        // local entity of that function.
        if let Some(scope) = self.local_mangle_scope() {
            self.mangle_memo.get_mut().remove(&sid);
            if let Some(cm) = self.class_mangle.get_mut(&sid) {
                cm.local = Some(scope);
                cm.parent = None;
            }
        }
        // `Ul <params> E [n] _`, numbered among the closure types of the
        // same scope with the same parameters (as clang numbers them).
        let index = match self.class_mangle.get(&sid) {
            Some(c) => {
                let n = self
                    .lambda_numbers
                    .entry((c.local.clone(), c.ns.clone(), ptys.clone(), ft.variadic))
                    .or_insert(0);
                *n += 1;
                *n - 1
            }
            None => 0,
        };
        self.mangle_memo.get_mut().remove(&sid);
        if let Some(cm) = self.class_mangle.get_mut(&sid) {
            cm.name = mangle_name.clone();
            cm.lambda = Some((ptys.clone(), ft.variadic, index));
        }
        let link = super::mangle::method(
            &self.names(),
            sid,
            "operator()",
            FuncKind::Method,
            &ptys,
            ft.variadic,
            (!mutable, false, None),
            None,
            None,
        );
        let decl = FuncDecl {
            name: format!("{}::operator()", self.b.types().structs[sid].name),
            link_name: link,
            ret,
            params: params.iter().map(|p| (p.0.clone(), p.1)).collect(),
            variadic: ft.variadic,
            exec,
            is_inline: true,
            linkage: Linkage::Internal,
            span,
        };
        let call_op = self.b.declare_method(sid, FuncKind::Method, decl, !mutable);
        let fnty = self.b.ty(Type::Function {
            ret,
            params: ptys.clone(),
            variadic: ft.variadic,
        });
        self.b.program.funcs[call_op].ty = fnty;
        let mi = self.lambda_method_info(sid, !mutable);
        self.record_method(call_op, mi);
        if let Some(sym) = self.interner.get("operator()") {
            let _ = self.bind_member(
                sid,
                sym,
                Entity::Funcs(vec![call_op]),
                parser::ast::Access::Public,
                span,
            );
        }
        // Explicit captures first (their fields come first).
        let had_func = self.func.is_some();
        let outer = self
            .func
            .take()
            .unwrap_or_else(|| FnCtx::new(String::new(), ret));
        let outer_class = outer.class;
        let this_param = self.b.param(call_op, 0);
        let mut ctx = LambdaCtx {
            class: sid,
            default: l.default_capture,
            first_var,
            captures: Vec::new(),
            mutable,
            outer,
            span,
        };
        self.lambdas
            .push(std::mem::replace(&mut ctx, LambdaCtx::placeholder()));
        let mut failed = false;
        for c in l.captures {
            if self.explicit_capture(c).is_err() {
                failed = true;
            }
        }
        // The body, as operator()'s, with the enclosing locals visible.
        let mut fctx = FnCtx::method(
            self.b.program.funcs[call_op].name.clone(),
            ret,
            this_param,
            sid,
            call_op,
        );
        fctx.class = outer_class;
        fctx.deduce_ret = deduce;
        fctx.deduce_decltype = matches!(ft.ret.kind, ast::TypeKind::DecltypeAuto);
        self.func = Some(fctx);
        let saved_jumps = std::mem::take(&mut self.jumps);
        let saved_switches = std::mem::take(&mut self.switches);
        let saved_meta = std::mem::replace(&mut self.meta_mode, false);
        self.push_scope();
        let pvars: Vec<VarId> = self.b.program.funcs[call_op].params[1..].to_vec();
        for (i, p) in ft.params.iter().enumerate() {
            if let (Some(n), Some(&v)) = (p.name, pvars.get(i)) {
                self.bind(n.sym, Entity::Var(v));
                self.b.program.vars[v].name = self.name(n.sym).to_string();
            }
        }
        let mut stmts = Vec::new();
        match l.body.kind {
            ast::StmtKind::Compound(list) => {
                for s in list {
                    self.stmt_into(s, &mut stmts);
                }
            }
            _ => self.stmt_into(l.body, &mut stmts),
        }
        self.pop_scope();
        self.check_jumps();
        let fctx = self.func.take();
        self.meta_mode = saved_meta;
        self.jumps = saved_jumps;
        self.switches = saved_switches;
        let mut ctx = self.lambdas.pop().unwrap_or_else(LambdaCtx::placeholder);
        let outer_this_ty = self.captured_this_type(&ctx.outer);
        self.func = Some(std::mem::replace(
            &mut ctx.outer,
            FnCtx::new(String::new(), TypeId(0)),
        ));
        // A lambda outside any function (a namespace-scope initializer)
        // leaves no function context behind.
        if !had_func {
            self.func = None;
        }
        // The deduced return type (the first `return` fixed it and cleared
        // the context's flag).
        if let Some(f) = fctx {
            if deduce {
                let r = f.ret;
                self.b.program.funcs[call_op].ret = r;
                let fnty = self.b.ty(Type::Function {
                    ret: r,
                    params: ptys.clone(),
                    variadic: ft.variadic,
                });
                self.b.program.funcs[call_op].ty = fnty;
            }
        }
        let body = self.b.stmt(StmtKind::Block(stmts), l.body.span);
        self.b.define(call_op, body);
        let inits = self.finish_closure(sid, &ctx, outer_this_ty);
        if ctx.captures.is_empty() && l.captures.is_empty() {
            // The return type as deduced from the body.
            let ret = self.b.program.funcs[call_op].ret;
            self.function_pointer_conversion(sid, call_op, ret, &ptys, ft.variadic, span);
        }
        if failed {
            return Err(Reported);
        }
        Ok(self.b.aggregate(cty, inits, span))
    }

    /// Completes a closure class: one field per capture (in capture
    /// order); returns the fields' initializers.
    pub(crate) fn finish_closure(
        &mut self,
        sid: StructId,
        ctx: &LambdaCtx,
        outer_this_ty: TypeId,
    ) -> Vec<Init> {
        let mut inits = Vec::new();
        for cap in &ctx.captures {
            let fty = match cap.var {
                Some(v) => {
                    let vty = self.b.program.vars[v].ty;
                    let vty = match self.b.types().kind(vty) {
                        Type::Reference { referent, .. } => *referent,
                        _ => vty,
                    };
                    if cap.by_ref {
                        self.b.ty(Type::Reference {
                            referent: vty,
                            rvalue: false,
                        })
                    } else {
                        self.b.program.types.unqualified(vty)
                    }
                }
                None if cap.star => self
                    .b
                    .types()
                    .pointee(outer_this_ty)
                    .map(|p| self.b.program.types.unqualified(p))
                    .unwrap_or(outer_this_ty),
                None => outer_this_ty,
            };
            let idx = self.classes[&sid].fields.len();
            let fspan = ctx.span;
            if let Some(ci) = self.classes.get_mut(&sid) {
                ci.fields.push(super::class::FieldInfo {
                    sym: None,
                    ty: fty,
                    index: 0,
                    access: parser::ast::Access::Private,
                    mutable: false,
                    bit_width: None,
                    init: None,
                    default: None,
                    span: fspan,
                });
            }
            debug_assert_eq!(idx as u32, cap.field);
            inits.push(self.field_storage_init(fty, cap.init.clone()));
        }
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.aggregate = true;
            ci.user_ctor = true;
        }
        self.compute_polymorphism(sid);
        self.declare_implicit_members(sid);
        let _ = self.layout_class(sid);
        self.compute_abi_flags(sid);
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.complete = true;
        }
        inits
    }

    pub(crate) fn lambda_method_info(
        &self,
        sid: StructId,
        is_const: bool,
    ) -> super::class::MethodInfo<'a> {
        super::class::MethodInfo {
            class: sid,
            access: parser::ast::Access::Public,
            is_static: false,
            is_virtual: false,
            is_pure: false,
            is_const,
            is_volatile: false,
            ref_qual: None,
            is_explicit: false,
            deleted: false,
            defaulted: false,
            implicit: false,
            trivial: false,
            special: None,
            decl: None,
            vslot: None,
            conversion: None,
            override_: false,
            final_: false,
        }
    }

    /// The type of a captured `this` (a pointer) or `*this` (a copy).
    pub(crate) fn captured_this_type(&mut self, outer: &FnCtx) -> TypeId {
        match outer.this {
            Some(t) => self.b.program.vars[t].ty,
            None => self.b.void(),
        }
    }

    /// One capture of the capture list.
    pub(crate) fn explicit_capture(&mut self, c: &'a ast::Capture<'a>) -> R<()> {
        match c.kind {
            ast::CaptureKind::This | ast::CaptureKind::StarThis => {
                let Some(lam) = self.lambdas.last() else {
                    return Err(Reported);
                };
                let Some(this) = lam.outer.this else {
                    return Err(self.report(diag::invalid_this(c.span)));
                };
                let e = self.b.var(this, c.span);
                let e = self.b.rvalue(e);
                let init = if c.kind == ast::CaptureKind::StarThis {
                    // A copy of the object.
                    let obj = self.b.deref(e);
                    let ty = self.b.program.types.unqualified(self.b.ty_of(obj));
                    let saved = self.func.take();
                    let outer = self
                        .lambdas
                        .last_mut()
                        .map(|l| std::mem::replace(&mut l.outer, FnCtx::new(String::new(), ty)));
                    self.func = outer;
                    let i = self.init_object(ty, InitHow::Copy(obj), c.span);
                    let back = self.func.take();
                    if let (Some(l), Some(b)) = (self.lambdas.last_mut(), back) {
                        l.outer = b;
                    }
                    self.func = saved;
                    i?.unwrap_or(Init::Zero)
                } else {
                    Init::Expr(e)
                };
                let f = self.add_capture(None, false, init);
                if c.kind == ast::CaptureKind::StarThis {
                    if let Some(cap) = self
                        .lambdas
                        .last_mut()
                        .and_then(|l| l.captures.get_mut(f as usize))
                    {
                        cap.star = true;
                    }
                }
                Ok(())
            }
            ast::CaptureKind::Copy | ast::CaptureKind::Ref => {
                let by_ref = c.kind == ast::CaptureKind::Ref;
                let Some(name) = c.name else {
                    return Err(Reported);
                };
                if let Some(init_expr) = c.init {
                    // An init-capture: a new variable of the closure.
                    let e = self.in_enclosing(|t| t.expr(init_expr))?;
                    let ty = self.b.program.types.unqualified(self.b.ty_of(e));
                    let v = self.b.local(self.name(name.sym), ty, name.span);
                    let init = if by_ref {
                        Init::Expr(e)
                    } else {
                        let e2 = e;
                        self.in_enclosing(|t| t.init_object(ty, InitHow::Copy(e2), init_expr.span))?
                            .unwrap_or(Init::Zero)
                    };
                    let field = self.add_capture(Some(v), by_ref, init);
                    let _ = field;
                    self.bind(name.sym, Entity::Var(v));
                    // Uses of the init-capture's variable in the body read
                    // the closure's member.
                    self.init_captures.insert(v);
                    return Ok(());
                }
                let text = self.name(name.sym).to_string();
                // `[&xs...]`: each element of a function parameter pack.
                if let Some(Entity::Pack(items)) = self.lookup(name.sym) {
                    for it in items {
                        let Entity::Var(v) = it else {
                            return Err(self.report(diag::capture_not_variable(name.span, &text)));
                        };
                        self.capture_var(v, by_ref, name.span)?;
                    }
                    return Ok(());
                }
                let Some(Entity::Var(v)) = self.lookup(name.sym) else {
                    return Err(self.report(diag::capture_not_variable(name.span, &text)));
                };
                self.capture_var(v, by_ref, name.span).map(|_| ())
            }
        }
    }

    /// Runs `f` in the enclosing function's context (its `this`).
    fn in_enclosing<T>(&mut self, f: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        let Some(mut lam) = self.lambdas.pop() else {
            return f(self);
        };
        let saved = self.func.replace(std::mem::replace(
            &mut lam.outer,
            FnCtx::new(String::new(), TypeId(0)),
        ));
        let r = f(self);
        if let Some(o) = std::mem::replace(&mut self.func, saved) {
            lam.outer = o;
        }
        self.lambdas.push(lam);
        r
    }

    /// Adds a field for a capture; returns its index.
    fn add_capture(&mut self, var: Option<VarId>, by_ref: bool, init: Init) -> u32 {
        let Some(lam) = self.lambdas.last_mut() else {
            return 0;
        };
        let field = lam.captures.len() as u32;
        lam.captures.push(Captured {
            var,
            field,
            by_ref,
            star: false,
            init,
        });
        field
    }

    /// Captures the enclosing variable `v` (once).
    pub(crate) fn capture_var(&mut self, v: VarId, by_ref: bool, span: Span) -> R<u32> {
        if let Some(c) = self
            .lambdas
            .last()
            .and_then(|l| l.captures.iter().find(|c| c.var == Some(v)))
        {
            return Ok(c.field);
        }
        // Reading the variable happens in the enclosing function (which
        // may itself be a lambda capturing it).
        let e = self.in_enclosing(|t| {
            let text = t.b.program.vars[v].name.clone();
            t.entity_expr(Entity::Var(v), &text, span)
        })?;
        let init = if by_ref {
            Init::Expr(e)
        } else {
            let ty = self.b.program.types.unqualified(self.b.ty_of(e));
            let e2 = e;
            self.in_enclosing(|t| t.init_object(ty, InitHow::Copy(e2), span))?
                .unwrap_or(Init::Zero)
        };
        Ok(self.add_capture(Some(v), by_ref, init))
    }

    /// A use of variable `v` inside a lambda body: an enclosing local is
    /// captured (under the capture-default) and read from the closure.
    /// `None`: not a capture (a global, or the lambda's own variable).
    pub fn captured_use(&mut self, v: VarId, text: &str, span: Span) -> R<Option<ExprId>> {
        let Some(lam) = self.lambdas.last() else {
            return Ok(None);
        };
        let var = &self.b.program.vars[v];
        let is_local = matches!(var.kind, VarKind::Local | VarKind::Param { .. });
        let init_capture = self.init_captures.contains(&v);
        if !init_capture && (!is_local || v >= lam.first_var) {
            return Ok(None);
        }
        let existing = lam.captures.iter().find(|c| c.var == Some(v)).cloned();
        let cap = match existing {
            Some(c) => c,
            None => {
                let by_ref = match lam.default {
                    Some(ast::CaptureDefault::Ref) => true,
                    Some(ast::CaptureDefault::Copy) => false,
                    None => {
                        return Err(self.report(diag::not_captured(span, text)));
                    }
                };
                let f = self.capture_var(v, by_ref, span)?;
                self.lambdas
                    .last()
                    .and_then(|l| l.captures.iter().find(|c| c.field == f).cloned())
                    .ok_or(Reported)?
            }
        };
        Ok(Some(self.capture_lvalue(&cap, span)))
    }

    /// The closure member holding a capture, as an lvalue of the captured
    /// variable's type.
    fn capture_lvalue(&mut self, cap: &Captured, span: Span) -> ExprId {
        let (class, mutable) = self
            .lambdas
            .last()
            .map_or((StructId(0), false), |l| (l.class, l.mutable));
        let this = self.func.as_ref().and_then(|f| f.this);
        let this = this.map(|t| {
            let e = self.b.var(t, span);
            self.b.rvalue(e)
        });
        let Some(this) = this else {
            return self.b.int_lit(
                0,
                self.b
                    .program
                    .types
                    .lookup(&Type::Int(IntKind::Int))
                    .unwrap_or(TypeId(0)),
                span,
            );
        };
        let obj = self.b.deref(this);
        let vty = match cap.var {
            Some(v) => {
                let t = self.b.program.vars[v].ty;
                match self.b.types().kind(t) {
                    Type::Reference { referent, .. } => *referent,
                    _ => t,
                }
            }
            None => {
                let this_ty = self
                    .lambdas
                    .last()
                    .and_then(|l| l.outer.this)
                    .map(|t| self.b.program.vars[t].ty);
                let this_ty = this_ty.unwrap_or_else(|| self.b.void());
                if cap.star {
                    self.b
                        .types()
                        .pointee(this_ty)
                        .map(|p| self.b.program.types.unqualified(p))
                        .unwrap_or(this_ty)
                } else {
                    this_ty
                }
            }
        };
        if cap.by_ref {
            let pty = self.b.ptr(vty);
            let m = self.b.expr(
                ExprKind::Member {
                    base: obj,
                    field: cap.field,
                },
                pty,
                ValueCategory::LValue,
                span,
            );
            let p = self.b.rvalue(m);
            return self.b.deref(p);
        }
        let ty = if mutable {
            self.b.program.types.unqualified(vty)
        } else {
            let u = self.b.program.types.unqualified(vty);
            self.b.const_of(u)
        };
        let _ = class;
        self.b.expr(
            ExprKind::Member {
                base: obj,
                field: cap.field,
            },
            ty,
            ValueCategory::LValue,
            span,
        )
    }

    /// `this` inside a lambda: the captured enclosing `this`.
    pub fn lambda_this(&mut self, span: Span) -> R<Option<ExprId>> {
        let Some(lam) = self.lambdas.last() else {
            return Ok(None);
        };
        let existing = lam.captures.iter().find(|c| c.var.is_none()).cloned();
        let cap = match existing {
            Some(c) => c,
            None => {
                if lam.default.is_none() {
                    return Err(self.report(diag::this_not_captured(span)));
                }
                let Some(t) = lam.outer.this else {
                    return Err(self.report(diag::invalid_this(span)));
                };
                let e = self.in_enclosing(|tr| {
                    let v = tr.b.var(t, span);
                    Ok(tr.b.rvalue(v))
                })?;
                let f = self.add_capture(None, false, Init::Expr(e));
                self.lambdas
                    .last()
                    .and_then(|l| l.captures.iter().find(|c| c.field == f).cloned())
                    .ok_or(Reported)?
            }
        };
        let m = self.capture_lvalue(&cap, span);
        if cap.star {
            return Ok(Some(self.b.addr_of(m)));
        }
        Ok(Some(self.b.rvalue(m)))
    }

    /// A captureless lambda converts to a function pointer: a static
    /// invoker that calls the body on a closure object.
    fn function_pointer_conversion(
        &mut self,
        sid: StructId,
        call_op: FuncId,
        ret: TypeId,
        params: &[TypeId],
        variadic: bool,
        span: Span,
    ) {
        let name = self.b.types().structs[sid].name.clone();
        // A static member `__invoke`, as clang names it.
        let invoke_link = super::mangle::method(
            &self.names(),
            sid,
            "__invoke",
            FuncKind::Free,
            params,
            variadic,
            (false, false, None),
            None,
            None,
        );
        let invoker = self.b.declare_function(FuncDecl {
            name: format!("{name}::__invoke"),
            link_name: invoke_link,
            ret,
            params: params
                .iter()
                .enumerate()
                .map(|(i, t)| (format!("a{i}"), *t))
                .collect(),
            variadic,
            exec: self.b.program.funcs[call_op].exec,
            is_inline: true,
            linkage: Linkage::Internal,
            span,
        });
        self.fix_indirect_params(invoker);
        let cty = self.b.ty(Type::Struct(sid));
        let obj = self.b.aggregate(cty, Vec::new(), span);
        let obj = self.b.temporary(obj, None, false);
        let addr = self.b.addr_of(obj);
        let this_ty = self.b.program.vars[self.b.param(call_op, 0)].ty;
        let addr = self.b.convert(addr, this_ty);
        let mut args = vec![addr];
        for i in 0..params.len() {
            let v = self.b.param(invoker, i);
            let e = self.b.var(v, span);
            let is_ref = matches!(
                self.b.types().kind(self.b.program.vars[v].ty),
                Type::Reference { .. }
            );
            args.push(if is_ref { e } else { self.b.rvalue(e) });
        }
        let call = self.call_node(call_op, args, span);
        let call = self.b.full_expr(call);
        let body = if self.b.types().is_void(ret) {
            let s = self.b.expr_stmt(call);
            self.b.block(vec![s])
        } else {
            let r = self.b.stmt(StmtKind::Return(Some(call)), span);
            self.b.block(vec![r])
        };
        self.b.define(invoker, body);
        // `operator R(*)(Params)() const`.
        let fty = self.b.ty(Type::Function {
            ret,
            params: params.to_vec(),
            variadic,
        });
        let fptr = self.b.ptr(fty);
        let link = super::mangle::method(
            &self.names(),
            sid,
            "",
            FuncKind::Method,
            &[],
            false,
            (true, false, None),
            Some(fptr),
            None,
        );
        let conv = self.b.declare_method(
            sid,
            FuncKind::Method,
            FuncDecl {
                name: format!("{name}::operator function pointer"),
                link_name: link,
                ret: fptr,
                params: vec![],
                variadic: false,
                exec: self.b.program.funcs[call_op].exec,
                is_inline: true,
                linkage: Linkage::Internal,
                span,
            },
            true,
        );
        let cty2 = self.b.ty(Type::Function {
            ret: fptr,
            params: vec![],
            variadic: false,
        });
        self.b.program.funcs[conv].ty = cty2;
        let fexpr = self.b.expr(
            ExprKind::Func(invoker),
            self.b.program.funcs[invoker].ty,
            ValueCategory::LValue,
            span,
        );
        let fp = self.b.rvalue(fexpr);
        let r = self.b.stmt(StmtKind::Return(Some(fp)), span);
        let body = self.b.block(vec![r]);
        self.b.define(conv, body);
        let mut mi = self.lambda_method_info(sid, true);
        mi.conversion = Some(fptr);
        self.record_method(conv, mi);
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.conversions.push(conv);
        }
    }
}

impl LambdaCtx {
    pub(crate) fn placeholder() -> LambdaCtx {
        LambdaCtx {
            class: StructId(0),
            default: None,
            first_var: VarId(0),
            captures: Vec::new(),
            mutable: false,
            outer: FnCtx::new(String::new(), TypeId(0)),
            span: Span::DUMMY,
        }
    }
}
