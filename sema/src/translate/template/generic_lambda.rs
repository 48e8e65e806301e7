//! Generic lambdas (`[](auto x)`, `[&](const auto &a, auto &&... rest)`):
//! the closure's `operator()` is a template, one parameter per `auto`, so
//! its body is translated per call signature, when first called. The
//! closure object is made at the lambda expression: its captures must be
//! known then, so under a capture-default the enclosing locals the body
//! names (its identifiers, looked up where the lambda is written) are
//! captured up front, and `this` when the enclosing function has one. The
//! body is later translated in a copy of the lexical context the lambda
//! expression had (its scopes, classes, template bindings), with those
//! captures and no capture-default.

use super::{Ctx, Env};
use crate::builder::FuncDecl;
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::lambda::{Captured, LambdaCtx};
use crate::translate::lookup::Scope;
use crate::translate::{Entity, FnCtx, NsId, Reported, Translator, R};
use lexer::source::Span;
use parser::ast::{self, TypeKind};

/// A generic lambda's closure class, waiting for calls.
#[derive(Clone)]
pub(crate) struct GenericLambda<'a> {
    pub lambda: &'a ast::LambdaExpr<'a>,
    pub ft: &'a ast::FunctionType<'a>,
    pub captures: Vec<Captured>,
    pub mutable: bool,
    pub outer_this: Option<VarId>,
    pub outer_class: Option<StructId>,
    pub outer_fid: Option<FuncId>,
    pub scopes: std::rc::Rc<Vec<Scope>>,
    pub class_scopes: Vec<StructId>,
    pub class_scope_base: usize,
    pub ns: NsId,
    pub env: Env,
    /// The lookup horizon where the lambda is written (`Ctx::horizon`).
    pub horizon: u32,
    pub first_var: VarId,
    pub span: Span,
    /// The call operators made so far, by parameter types.
    pub instances: Vec<(Vec<TypeId>, FuncId)>,
}

/// Whether a parameter's written type has an `auto` placeholder.
fn is_auto_param(t: &ast::TypeExpr<'_>) -> bool {
    match t.kind {
        TypeKind::Auto => true,
        TypeKind::LRef(i)
        | TypeKind::RRef(i)
        | TypeKind::Pointer(i)
        | TypeKind::PackExpansion(i) => is_auto_param(i),
        _ => false,
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// Whether a lambda's call operator is a template.
    pub fn is_generic_lambda(ft: &ast::FunctionType<'_>) -> bool {
        ft.params.iter().any(|p| is_auto_param(p.ty))
    }

    /// A generic lambda expression: its closure object.
    pub fn generic_lambda_expr(
        &mut self,
        l: &'a ast::LambdaExpr<'a>,
        ft: &'a ast::FunctionType<'a>,
        sid: StructId,
        cty: TypeId,
        first_var: VarId,
        span: Span,
    ) -> R<ExprId> {
        let mutable = l.specs.has(ast::Specifiers::MUTABLE);
        let (outer_this, outer_class, outer_fid) =
            self.open_lambda_captures(l, sid, first_var, span);
        let (ctx, inits, failed) = self.close_lambda_captures(l, sid, first_var, outer_this, span);
        let scopes: Vec<Scope> = self.scopes.clone();
        self.tpl.generic_lambdas.insert(
            sid,
            GenericLambda {
                lambda: l,
                ft,
                captures: ctx.captures,
                mutable,
                outer_this,
                outer_class,
                outer_fid,
                scopes: std::rc::Rc::new(scopes),
                class_scopes: self.class_scopes.clone(),
                class_scope_base: self.class_scope_base,
                ns: self.cur_ns,
                env: self.current_env(),
                horizon: self.horizon_here(),
                first_var,
                span,
                instances: Vec::new(),
            },
        );
        if failed {
            return Err(Reported);
        }
        Ok(self.b.aggregate(cty, inits, span))
    }

    /// Under a capture-default, captures the enclosing locals the body's
    /// identifiers name.
    pub(crate) fn capture_named_locals(
        &mut self,
        l: &'a ast::LambdaExpr<'a>,
        by_ref: bool,
        first_var: VarId,
        span: Span,
    ) {
        let text = self.sm.snippet(l.body.span).unwrap_or("").to_string();
        let mut seen: Vec<String> = Vec::new();
        for word in identifiers(&text) {
            if seen.iter().any(|w| w == word) {
                continue;
            }
            seen.push(word.to_string());
            let Some(sym) = self.interner.get(word) else {
                continue;
            };
            let Some(Entity::Var(v)) = self.lookup(sym) else {
                continue;
            };
            let local = matches!(
                self.b.program.vars[v].kind,
                VarKind::Local | VarKind::Param { .. }
            );
            if local && v < first_var {
                let _ = self.capture_var(v, by_ref, span);
            }
        }
    }

    /// Whether class `sid` is a generic lambda's closure.
    pub fn is_generic_closure(&self, sid: StructId) -> bool {
        self.tpl.generic_lambdas.contains_key(&sid)
    }

    /// A call of a generic lambda's closure object `obj`: the call
    /// operator for the arguments' types (made on first use).
    pub fn generic_lambda_call(
        &mut self,
        sid: StructId,
        obj: ExprId,
        args: Vec<ExprId>,
        span: Span,
    ) -> R<ExprId> {
        let Some(gl) = self.tpl.generic_lambdas.get(&sid).cloned() else {
            return Err(Reported);
        };
        let ptys = self.generic_param_types(&gl, &args, span)?;
        let f = match gl.instances.iter().find(|(p, _)| *p == ptys) {
            Some((_, f)) => *f,
            None => {
                let f = self.instantiate_generic_lambda(sid, &gl, &ptys, span)?;
                if let Some(g) = self.tpl.generic_lambdas.get_mut(&sid) {
                    g.instances.push((ptys, f));
                }
                f
            }
        };
        self.call_member(f, obj, args, span)
    }

    /// The call operator's parameter types for these arguments: each
    /// `auto` deduced from its argument as a template parameter would be.
    fn generic_param_types(
        &mut self,
        gl: &GenericLambda<'a>,
        args: &[ExprId],
        span: Span,
    ) -> R<Vec<TypeId>> {
        let mut out = Vec::new();
        let mut ai = 0;
        for p in gl.ft.params {
            let (pat, pack) = match p.ty.kind {
                TypeKind::PackExpansion(i) => (i, true),
                _ => (p.ty, p.pack),
            };
            let n = if pack {
                args.len().saturating_sub(ai)
            } else {
                1
            };
            for _ in 0..n {
                let Some(&a) = args.get(ai) else {
                    // Fewer arguments: the call is checked against the
                    // operator's parameters (defaults, or an error there).
                    return Ok(out);
                };
                ai += 1;
                let t = if is_auto_param(pat) {
                    self.auto_param_type(pat, a)
                } else {
                    let ctx = Ctx {
                        ns: gl.ns,
                        classes: gl.class_scopes.clone(),
                        env: std::rc::Rc::new(gl.env.clone()),
                        horizon: gl.horizon,
                    };
                    let r = self.with_ctx(&ctx, Env::new(), |t| t.ty(pat));
                    let t = r?;
                    Some(self.adjust_param(t))
                };
                match t {
                    Some(t) => out.push(t),
                    None => {
                        let s = self.display(self.b.ty_of(a));
                        return Err(self.report(diag::unsupported(
                            span,
                            &format!("an argument of type '{s}' for this 'auto' parameter"),
                        )));
                    }
                }
            }
        }
        Ok(out)
    }

    /// The type of an `auto` parameter (`auto`, `const auto &`, `auto &&`,
    /// `auto *`) for argument `a`.
    fn auto_param_type(&mut self, pat: &ast::TypeExpr<'_>, a: ExprId) -> Option<TypeId> {
        let x = self.b.program.exprs[a].clone();
        let cv = |t: &mut Self, ty: TypeId, c: ast::Cv| {
            if c.is_empty() {
                ty
            } else {
                t.qualified(ty, c)
            }
        };
        match pat.kind {
            TypeKind::Auto => {
                let d = self.decayed_type(&x);
                let d = self.b.program.types.unqualified(d);
                Some(cv(self, d, pat.cv))
            }
            TypeKind::Pointer(i) if matches!(i.kind, TypeKind::Auto) => {
                let d = self.decayed_type(&x);
                let pointee = self.b.types().pointee(d)?;
                let pointee = cv(self, pointee, i.cv);
                let p = self.b.ptr(pointee);
                Some(cv(self, p, pat.cv))
            }
            TypeKind::LRef(i) if matches!(i.kind, TypeKind::Auto) => {
                let r = cv(self, x.ty, i.cv);
                Some(self.b.ty(Type::Reference {
                    referent: r,
                    rvalue: false,
                }))
            }
            TypeKind::RRef(i) if matches!(i.kind, TypeKind::Auto) => {
                // A forwarding reference unless cv-qualified.
                let lvalue = x.category == ValueCategory::LValue && !self.is_xvalue(a);
                if lvalue && i.cv.is_empty() {
                    return Some(self.b.ty(Type::Reference {
                        referent: x.ty,
                        rvalue: false,
                    }));
                }
                let r = cv(self, x.ty, i.cv);
                Some(self.b.ty(Type::Reference {
                    referent: r,
                    rvalue: true,
                }))
            }
            _ => None,
        }
    }

    /// Declares the call operator for `ptys` and translates the body.
    fn instantiate_generic_lambda(
        &mut self,
        sid: StructId,
        gl: &GenericLambda<'a>,
        ptys: &[TypeId],
        span: Span,
    ) -> R<FuncId> {
        let ft = gl.ft;
        // `auto` (written or implied) and `-> decltype(auto)` are deduced.
        let deduce = matches!(ft.ret.kind, TypeKind::Auto | TypeKind::DecltypeAuto);
        let cname = self.b.types().structs[sid].name.clone();
        let ctx = Ctx {
            ns: gl.ns,
            classes: gl.class_scopes.clone(),
            env: std::rc::Rc::new(gl.env.clone()),
            horizon: gl.horizon,
        };
        let what = format!("function template specialization '{cname}::operator()'");
        let lspan = gl.span;
        let gl2 = gl.clone();
        let ptys = ptys.to_vec();
        self.in_template_ctx(&ctx, Env::new(), what, span, move |t| {
            t.generic_lambda_body(sid, &gl2, &ptys, deduce, lspan)
        })
    }

    fn generic_lambda_body(
        &mut self,
        sid: StructId,
        gl: &GenericLambda<'a>,
        ptys: &[TypeId],
        deduce: bool,
        span: Span,
    ) -> R<FuncId> {
        let ft = gl.ft;
        let l = gl.lambda;
        self.scopes = (*gl.scopes).clone();
        self.class_scope_base = gl.class_scope_base;
        // The return type: written (after `->`, in the lambda's context,
        // with the parameters in scope only through decltype) or deduced.
        let ret = if deduce {
            self.b.void()
        } else {
            self.ty(ft.ret)?
        };
        let exec = ExecSpace {
            host: l.specs.has(ast::Specifiers::HOST),
            device: l.specs.has(ast::Specifiers::DEVICE),
            global: false,
        };
        let mut names: Vec<String> = Vec::new();
        for p in ft.params {
            let pack = p.pack || matches!(p.ty.kind, TypeKind::PackExpansion(_));
            let n = p
                .name
                .map_or(String::new(), |n| self.name(n.sym).to_string());
            if pack {
                let k = ptys.len().saturating_sub(names.len());
                names.extend(std::iter::repeat_n(n, k));
            } else {
                names.push(n);
            }
        }
        names.truncate(ptys.len());
        let link = crate::translate::mangle::method(
            &self.names(),
            sid,
            "operator()",
            FuncKind::Method,
            ptys,
            ft.variadic,
            (!gl.mutable, false, None),
            None,
            None,
        );
        let decl = FuncDecl {
            name: format!("{}::operator()", self.b.types().structs[sid].name),
            link_name: link,
            ret,
            params: names.iter().cloned().zip(ptys.iter().copied()).collect(),
            variadic: ft.variadic,
            exec,
            is_inline: true,
            linkage: Linkage::Internal,
            span,
        };
        let call_op = self
            .b
            .declare_method(sid, FuncKind::Method, decl, !gl.mutable);
        let fnty = self.b.ty(Type::Function {
            ret,
            params: ptys.to_vec(),
            variadic: ft.variadic,
        });
        self.b.program.funcs[call_op].ty = fnty;
        let mi = self.lambda_method_info(sid, !gl.mutable);
        self.record_method(call_op, mi);
        self.template_instances.insert(call_op);
        let this_param = self.b.param(call_op, 0);
        let mut outer = FnCtx::new(String::new(), TypeId(0));
        outer.this = gl.outer_this;
        outer.class = gl.outer_class;
        outer.fid = gl.outer_fid;
        self.lambdas.push(LambdaCtx {
            class: sid,
            default: None,
            first_var: gl.first_var,
            captures: gl.captures.clone(),
            mutable: gl.mutable,
            outer,
            span,
        });
        let mut fctx = FnCtx::method(
            self.b.program.funcs[call_op].name.clone(),
            ret,
            this_param,
            sid,
            call_op,
        );
        fctx.class = gl.outer_class;
        fctx.deduce_ret = deduce;
        fctx.deduce_decltype = matches!(ft.ret.kind, TypeKind::DecltypeAuto);
        self.func = Some(fctx);
        self.push_scope();
        let pvars: Vec<VarId> = self.b.program.funcs[call_op].params[1..].to_vec();
        let mut k = 0;
        for p in ft.params {
            let pack = p.pack || matches!(p.ty.kind, TypeKind::PackExpansion(_));
            if pack {
                let rest: Vec<Entity> = pvars[k.min(pvars.len())..]
                    .iter()
                    .map(|v| Entity::Var(*v))
                    .collect();
                k = pvars.len();
                if let Some(n) = p.name {
                    self.bind(n.sym, Entity::Pack(rest));
                }
                continue;
            }
            if let (Some(n), Some(&v)) = (p.name, pvars.get(k)) {
                self.bind(n.sym, Entity::Var(v));
                self.b.program.vars[v].name = self.name(n.sym).to_string();
            }
            k += 1;
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
        self.lambdas.pop();
        if let (Some(f), true) = (fctx, deduce) {
            self.set_deduced_return(call_op, f.ret);
        }
        let body = self.b.stmt(StmtKind::Block(stmts), l.body.span);
        self.b.define(call_op, body);
        Ok(call_op)
    }
}

/// The identifiers in a piece of source (outside string and character
/// literals and comments).
pub(super) fn identifiers(text: &str) -> Vec<&str> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'"' || c == b'\'' {
            i += 1;
            while i < b.len() && b[i] != c {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
        } else if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            i += 2;
            while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                i += 1;
            }
            i += 2;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let s = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push(&text[s..i]);
        } else if c.is_ascii_digit() {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out
}
