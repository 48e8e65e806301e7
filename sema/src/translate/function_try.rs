//! Function-try-blocks (`A::A() try : m(f()) { } catch (...) { }`): the
//! try-block is the whole body, so a constructor's base and member
//! initialization and a destructor's member and base destruction happen
//! inside it ([except.pre]/4): the handlers see the exceptions they throw,
//! and what was constructed is destroyed before a handler is entered. A
//! handler of a constructor or destructor that ends without leaving the
//! function rethrows ([except.handle]/15), and a constructor's may not
//! `return` ([except.handle]/13). The function's parameters are in scope
//! in the handlers, and may not be redeclared in the outermost block of
//! the body or of a handler ([basic.scope.block]/2).

use super::Translator;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// The body of a function whose definition is a function-try-block:
    /// one `Try` statement whose block begins with the prologue (a
    /// constructor's initialization, a destructor's scheduled destruction).
    pub(super) fn function_try_block(
        &mut self,
        fid: FuncId,
        t: &'a ast::TryStmt<'a>,
        span: Span,
        prologue: impl FnOnce(&mut Self, &mut Vec<StmtId>),
    ) -> StmtId {
        let kind = self.b.program.funcs[fid].kind;
        let special = matches!(kind, FuncKind::Constructor | FuncKind::Destructor);
        // A marker scope, then the block's own: a declaration in the block
        // (not in a block nested in it) is checked against the parameters.
        self.push_scope();
        if let Some(sc) = self.scopes.last_mut() {
            sc.body = true;
        }
        self.push_scope();
        let mut inner = Vec::new();
        prologue(self, &mut inner);
        match t.body.kind {
            ast::StmtKind::Compound(list) => {
                for s in list {
                    self.stmt_into(s, &mut inner);
                }
            }
            _ => self.stmt_into(t.body, &mut inner),
        }
        self.pop_scope();
        self.pop_scope();
        let body = self.b.stmt(StmtKind::Block(inner), t.body.span);
        let saved = self
            .func
            .as_mut()
            .map(|f| std::mem::replace(&mut f.ctor_handler, kind == FuncKind::Constructor));
        let mut handlers = Vec::with_capacity(t.handlers.len());
        for h in t.handlers {
            self.push_scope();
            if let Some(sc) = self.scopes.last_mut() {
                sc.body = true;
            }
            let (ty, var) = self.catch_param(h.param).unwrap_or((None, None));
            let mut hbody = self.stmt_single(h.body);
            if special {
                hbody = self.rethrow_at_end(hbody, h.span);
            }
            self.pop_scope();
            handlers.push(Handler {
                ty,
                var,
                body: hbody,
            });
        }
        if let (Some(f), Some(saved)) = (self.func.as_mut(), saved) {
            f.ctor_handler = saved;
        }
        self.b.stmt(StmtKind::Try { body, handlers }, span)
    }

    /// `{ body; throw; }`: a constructor's or destructor's handler that
    /// flows off its end rethrows the exception it caught.
    fn rethrow_at_end(&mut self, body: StmtId, handler: Span) -> StmtId {
        let end = Span::new(handler.hi, handler.hi);
        let rethrow = self.b.stmt(StmtKind::Throw(None), end);
        self.b.stmt(StmtKind::Block(vec![body, rethrow]), handler)
    }
}
