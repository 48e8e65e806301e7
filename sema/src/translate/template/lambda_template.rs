//! Lambdas with a template parameter list (`[]<int N>(int x) {...}`,
//! `[]<typename T>(T a, T b) {...}`): the closure class gets its call
//! operator as a member function template, which the parser spelled out
//! (`LambdaExpr::template`). Calls then go through the ordinary member
//! template machinery: deduction from the arguments, explicit arguments
//! (`f.template operator()<3>()`), memoized instances.
//!
//! The body is translated per instance in the closure class's scope, the
//! way a member template's is; the enclosing function's locals are not in
//! that scope, so a capture is refused with a diagnostic rather than
//! mistranslated.

use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::{Reported, Translator, R};
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// The closure object of a lambda whose call operator is the template
    /// `tdecl` (a `DeclKind::Template`).
    pub fn lambda_template_expr(
        &mut self,
        l: &'a ast::LambdaExpr<'a>,
        tdecl: &'a ast::Decl<'a>,
        sid: StructId,
        cty: TypeId,
        span: Span,
    ) -> R<ExprId> {
        let ast::DeclKind::Template(t) = tdecl.kind else {
            return Err(Reported);
        };
        if let Some(c) = l.captures.first() {
            return Err(self.report(diag::unsupported(
                c.span,
                "a capture in a lambda with a template parameter list",
            )));
        }
        if l.default_capture.is_some() {
            return Err(self.report(diag::unsupported(
                span,
                "a capture-default in a lambda with a template parameter list",
            )));
        }
        let ctx = crate::translate::lambda::LambdaCtx::placeholder();
        let outer_this_ty = self.b.void();
        let inits = self.finish_closure(sid, &ctx, outer_this_ty);
        // Declared as a member template of the closure class, so lookup of
        // `operator()` in it finds the template.
        let saved_declaring = self.declaring.replace((sid, ast::Access::Public));
        self.class_scopes.push(sid);
        let r = self.template_decl(tdecl, t);
        self.class_scopes.pop();
        self.declaring = saved_declaring;
        r?;
        Ok(self.b.aggregate(cty, inits, span))
    }
}
