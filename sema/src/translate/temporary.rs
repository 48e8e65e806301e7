//! Aggregate temporaries (`T{a, b}`, `T()`, `return {a, b};`) without a
//! node of their own in the typed program: each (struct, element count)
//! gets one synthesized inline `__host__ __device__` function that builds
//! the aggregate from its arguments and returns it, and the temporary is a
//! call to it. Codegen inlines it like any small function; the interpreter
//! runs it like any function.

use super::conv::ConvCtx;
use super::{Reported, Translator, R};
use crate::builder::FuncDecl;
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

impl Translator<'_, '_> {
    /// A prvalue of struct type `ty` from the elements `items`.
    pub fn struct_temporary(
        &mut self,
        ty: TypeId,
        items: &[ast::Expr<'_>],
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
        let link_name = super::mangle::function(self.b.types(), "", &name, &ptys, false);
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
}
