//! Temporaries without a node of their own in the typed program, through
//! synthesized inline functions that codegen inlines and the interpreter
//! runs like any other:
//! - aggregate temporaries (`T{a, b}`, `T()`, `return {a, b};`): each
//!   (struct, element count) gets a builder function that returns the
//!   aggregate made from its arguments;
//! - a `const T&` parameter bound to an rvalue (`f(3)`): the call goes
//!   through a thunk taking that parameter by value, so the reference binds
//!   to the thunk's parameter, which lives for the whole call.

use super::conv::ConvCtx;
use super::{Reported, Translator, R};
use crate::builder::FuncDecl;
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// A prvalue of struct type `ty` from the elements `items`.
    pub fn struct_temporary(
        &mut self,
        ty: TypeId,
        items: &[ast::Expr<'a>],
        span: Span,
    ) -> R<ExprId> {
        let ty = self.b.program.types.unqualified(ty);
        let Type::Struct(sid) = self.b.types().kind(ty).clone() else {
            return Err(Reported);
        };
        let fields: Vec<TypeId> = self.b.types().structs[sid]
            .fields
            .iter()
            .map(|f| f.ty)
            .collect();
        if !self.b.types().structs[sid].complete {
            let s = self.display(ty);
            return Err(self.report(diag::incomplete_var_type(span, &s)));
        }
        if items.len() > fields.len() {
            return Err(self.report(diag::excess_elements(items[fields.len()].span, "struct")));
        }
        if let Some(x) = items.iter().find(|x| {
            matches!(
                x.kind,
                ast::ExprKind::InitList(_) | ast::ExprKind::Designated(_)
            )
        }) {
            return Err(self.report(diag::unsupported(
                x.span,
                "a nested initializer list in a temporary",
            )));
        }
        let maker = self.temporary_maker(sid, ty, items.len(), &fields);
        let mut args = Vec::with_capacity(items.len());
        let mut failed = false;
        for (x, fty) in items.iter().zip(&fields) {
            match self
                .expr(x)
                .and_then(|e| self.implicit(e, *fty, x.span, ConvCtx::Init))
            {
                Ok(e) => args.push(e),
                Err(_) => failed = true,
            }
        }
        if failed {
            return Err(Reported);
        }
        Ok(self.b.expr(
            ExprKind::Call {
                callee: maker,
                args,
            },
            ty,
            ValueCategory::RValue,
            span,
        ))
    }

    /// A prvalue of struct type `ty` from its first members' values
    /// (translated already), converted to the members' types.
    pub fn struct_from_values(&mut self, ty: TypeId, values: Vec<ExprId>, span: Span) -> R<ExprId> {
        let ty = self.b.program.types.unqualified(ty);
        let Type::Struct(sid) = self.b.types().kind(ty).clone() else {
            return Err(Reported);
        };
        let def = &self.b.types().structs[sid];
        let fields: Vec<TypeId> = def.fields.iter().map(|f| f.ty).collect();
        if !def.complete || values.len() > fields.len() {
            return Err(Reported);
        }
        let maker = self.temporary_maker(sid, ty, values.len(), &fields);
        let args = values
            .into_iter()
            .zip(&fields)
            .map(|(v, fty)| self.b.convert(v, *fty))
            .collect();
        Ok(self.b.expr(
            ExprKind::Call {
                callee: maker,
                args,
            },
            ty,
            ValueCategory::RValue,
            span,
        ))
    }

    /// The function that builds a `sid` from its first `n` members (the rest
    /// from their default member initializers, else zero).
    fn temporary_maker(
        &mut self,
        sid: StructId,
        ty: TypeId,
        n: usize,
        fields: &[TypeId],
    ) -> FuncId {
        if let Some(f) = self.temporary_makers.get(&(sid, n)) {
            return *f;
        }
        let sname = self.b.types().structs[sid].name.clone();
        let name = format!("__circle_make_{}_{n}", sname.replace("::", "_"));
        let params: Vec<(String, TypeId)> = fields
            .iter()
            .take(n)
            .enumerate()
            .map(|(i, t)| (format!("m{i}"), self.b.program.types.unqualified(*t)))
            .collect();
        let ptys: Vec<TypeId> = params.iter().map(|p| p.1).collect();
        let link_name = super::mangle::function(self.b.types(), "", &name, &ptys, false, false);
        let span = self.b.types().structs[sid].span;
        let f = self.b.declare_function(FuncDecl {
            name,
            link_name,
            ret: ty,
            params,
            variadic: false,
            exec: ExecSpace::HOST_DEVICE,
            is_inline: true,
            linkage: Linkage::Internal,
            span,
        });
        let t = self.b.local("t", ty, span);
        let mut items: Vec<Init> = Vec::with_capacity(fields.len());
        for i in 0..n {
            let p = self.b.param(f, i);
            let v = self.b.load(p, span);
            items.push(Init::Expr(v));
        }
        if let Some(Init::List(defaults)) = self.default_init(ty, 0) {
            items.extend(defaults.into_iter().skip(n));
        }
        let decl = self.b.stmt(
            StmtKind::Decl {
                var: t,
                init: Some(Init::List(items)),
            },
            span,
        );
        let value = self.b.load(t, span);
        let ret = self.b.stmt(StmtKind::Return(Some(value)), span);
        let body = self.b.stmt(StmtKind::Block(vec![decl, ret]), span);
        self.b.define(f, body);
        self.temporary_makers.insert((sid, n), f);
        f
    }

    /// Which parameters of `f` are `const T&` bound to something other than
    /// an lvalue of type `T` by these arguments.
    pub fn temporaries_needed(&self, f: FuncId, args: &[ExprId]) -> Vec<bool> {
        let func = &self.b.program.funcs[f];
        let t = self.b.types();
        func.params
            .iter()
            .zip(args)
            .map(|(p, a)| match t.kind(self.b.program.vars[*p].ty) {
                Type::Reference {
                    referent,
                    rvalue: false,
                } if self.is_const(*referent) => {
                    let same = t.unqualified(self.b.ty_of(*a)) == t.unqualified(*referent);
                    !(self.is_lvalue(*a) && same)
                }
                _ => false,
            })
            .collect()
    }

    /// The thunk that calls `f` taking the `by_value` parameters by value.
    pub fn temporary_thunk(&mut self, f: FuncId, by_value: &[bool]) -> FuncId {
        let key: Vec<bool> = by_value.to_vec();
        if let Some(t) = self.temporary_thunks.get(&(f, key.clone())) {
            return *t;
        }
        let func = self.b.program.funcs[f].clone();
        let mut params = Vec::with_capacity(func.params.len());
        for (i, p) in func.params.iter().enumerate() {
            let pt = self.b.types().unqualified(self.b.program.vars[*p].ty);
            let t = match (by_value.get(i), self.b.types().kind(pt).clone()) {
                (Some(true), Type::Reference { referent, .. }) => {
                    self.b.program.types.unqualified(referent)
                }
                _ => pt,
            };
            params.push((format!("a{i}"), t));
        }
        let mask: String = by_value
            .iter()
            .map(|b| if *b { '1' } else { '0' })
            .collect();
        let short = func
            .name
            .rsplit("::")
            .next()
            .unwrap_or(&func.name)
            .to_string();
        let name = format!("__circle_tmp_{short}_{mask}");
        let ptys: Vec<TypeId> = params.iter().map(|p| p.1).collect();
        let link_name = super::mangle::function(self.b.types(), "", &name, &ptys, false, false);
        let exec = ExecSpace {
            host: func.exec.host || !func.exec.device,
            device: func.exec.device,
            global: false,
        };
        let span = func.span;
        let thunk = self.b.declare_function(FuncDecl {
            name,
            link_name,
            ret: func.ret,
            params,
            variadic: false,
            exec,
            is_inline: true,
            linkage: Linkage::Internal,
            span,
        });
        let mut args = Vec::with_capacity(func.params.len());
        for (i, p) in func.params.iter().enumerate() {
            let tp = self.b.param(thunk, i);
            let by_ref = matches!(
                self.b.types().kind(self.b.program.vars[*p].ty),
                Type::Reference { .. }
            );
            args.push(if by_ref {
                self.b.var(tp, span)
            } else {
                self.b.load(tp, span)
            });
        }
        let (ty, cat) = match self.b.types().kind(func.ret) {
            Type::Reference { referent, .. } => (*referent, ValueCategory::LValue),
            _ => (func.ret, ValueCategory::RValue),
        };
        let call = self
            .b
            .expr(ExprKind::Call { callee: f, args }, ty, cat, span);
        let body = if self.b.types().is_void(func.ret) {
            let st = self.b.stmt(StmtKind::Expr(call), span);
            let ret = self.b.stmt(StmtKind::Return(None), span);
            vec![st, ret]
        } else {
            vec![self.b.stmt(StmtKind::Return(Some(call)), span)]
        };
        let body = self.b.stmt(StmtKind::Block(body), span);
        self.b.define(thunk, body);
        self.temporary_thunks.insert((f, key), thunk);
        thunk
    }
}
