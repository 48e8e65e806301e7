//! Lambdas with a template parameter list (`[]<int N>(int x) {...}`,
//! `[]<typename T>(T a, T b) {...}`): the closure class gets its call
//! operator as a member function template, which the parser spelled out
//! (`LambdaExpr::template`). Calls then go through the ordinary member
//! template machinery: deduction from the arguments, explicit arguments
//! (`f.template operator()<3>()`), memoized instances.
//!
//! The body is translated per instance in the closure class's scope, the
//! way a member template's is. With captures (`[&]<class T>(T x)`, `[=,
//! y]<int N>()`), the closure object is made at the lambda expression as
//! a generic lambda's is (explicit captures, and under a capture-default
//! the enclosing locals the body names), and each instance's body is
//! translated in a copy of the lexical scopes the lambda had, with those
//! captures (`CapturingLambda`).

use crate::program::*;
use crate::translate::lambda::{Captured, LambdaCtx};
use crate::translate::lookup::Scope;
use crate::translate::{FnCtx, Reported, Translator, R};
use lexer::source::Span;
use parser::ast;

/// What a lambda template with captures keeps for translating the bodies
/// of its call operator's instances.
#[derive(Clone)]
pub(crate) struct CapturingLambda {
    pub captures: Vec<Captured>,
    pub mutable: bool,
    pub outer_this: Option<VarId>,
    pub outer_class: Option<StructId>,
    pub outer_fid: Option<FuncId>,
    pub scopes: std::rc::Rc<Vec<Scope>>,
    pub class_scope_base: usize,
    pub first_var: VarId,
    pub span: Span,
}

impl<'a> Translator<'a, '_, '_> {
    /// The closure object of a lambda whose call operator is the template
    /// `tdecl` (a `DeclKind::Template`).
    pub fn lambda_template_expr(
        &mut self,
        l: &'a ast::LambdaExpr<'a>,
        tdecl: &'a ast::Decl<'a>,
        sid: StructId,
        cty: TypeId,
        first_var: VarId,
        span: Span,
    ) -> R<ExprId> {
        let ast::DeclKind::Template(t) = tdecl.kind else {
            return Err(Reported);
        };
        let (inits, failed) = if l.captures.is_empty() && l.default_capture.is_none() {
            let ctx = LambdaCtx::placeholder();
            let outer_this_ty = self.b.void();
            (self.finish_closure(sid, &ctx, outer_this_ty), false)
        } else {
            self.capturing_closure(l, sid, first_var, span)
        };
        // Declared as a member template of the closure class, so lookup of
        // `operator()` in it finds the template.
        let saved_declaring = self.declaring.replace((sid, ast::Access::Public));
        self.class_scopes.push(sid);
        let r = self.template_decl(tdecl, t);
        self.class_scopes.pop();
        self.declaring = saved_declaring;
        r?;
        if failed {
            return Err(Reported);
        }
        Ok(self.b.aggregate(cty, inits, span))
    }

    /// The captures of a lambda template, made now as a generic lambda's
    /// are, and the context its instances' bodies are translated in: the
    /// closure's member initializers, and whether a capture failed.
    fn capturing_closure(
        &mut self,
        l: &'a ast::LambdaExpr<'a>,
        sid: StructId,
        first_var: VarId,
        span: Span,
    ) -> (Vec<Init>, bool) {
        let mutable = l.specs.has(ast::Specifiers::MUTABLE);
        let (outer_this, outer_class, outer_fid) =
            self.open_lambda_captures(l, sid, first_var, span);
        let (ctx, inits, failed) = self.close_lambda_captures(l, sid, first_var, outer_this, span);
        self.tpl.capturing_lambdas.insert(
            sid,
            CapturingLambda {
                captures: ctx.captures,
                mutable,
                outer_this,
                outer_class,
                outer_fid,
                scopes: std::rc::Rc::new(self.scopes.clone()),
                class_scope_base: self.class_scope_base,
                first_var,
                span,
            },
        );
        (inits, failed)
    }

    /// Translates the body of an instance `f` of a capturing lambda
    /// template's call operator (closure class `sid`) in the lambda's
    /// lexical scopes, with its captures; `false`: `sid` is no such
    /// closure.
    pub(super) fn capturing_lambda_body(
        &mut self,
        f: FuncId,
        sid: StructId,
        decl: &'a ast::FunctionDecl<'a>,
    ) -> bool {
        let Some(cl) = self.tpl.capturing_lambdas.get(&sid).cloned() else {
            return false;
        };
        self.scopes = (*cl.scopes).clone();
        self.class_scope_base = cl.class_scope_base;
        let mut outer = FnCtx::new(String::new(), TypeId(0));
        outer.this = cl.outer_this;
        outer.class = cl.outer_class;
        outer.fid = cl.outer_fid;
        self.lambdas.push(LambdaCtx {
            class: sid,
            default: None,
            first_var: cl.first_var,
            captures: cl.captures,
            mutable: cl.mutable,
            outer,
            span: cl.span,
        });
        let saved = self.tpl.lambda_outer_class.replace((f, cl.outer_class));
        self.method_body(f, decl);
        self.tpl.lambda_outer_class = saved;
        self.lambdas.pop();
        true
    }
}
