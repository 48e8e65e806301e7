//! Calling `main` at compile time runs the program: as at startup, every
//! global with dynamic initialization is initialized first (in declaration
//! order), and when `main` returns, as `exit` does, the objects with static
//! storage duration that were constructed are destroyed in reverse order.
//! Elsewhere globals are initialized on first compile-time use and never
//! destroyed (compile time has no exit).

use crate::interp::Interp;
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;

impl Interp<'_> {
    /// Whether a call of `f` now is the program's entry: `main` called
    /// from outside any compile-time call.
    pub fn is_program_entry(&self, prog: &Program, f: FuncId, depth: usize) -> bool {
        let func = prog.func(f);
        !self.running_main && depth == 0 && func.name == "main" && func.class.is_none()
    }

    /// Runs `main` as the program.
    pub fn run_program(
        &mut self,
        prog: &Program,
        f: FuncId,
        args: Vec<Val>,
        span: Span,
    ) -> Result<Val, Diagnostic> {
        self.running_main = true;
        let r = self.run_program_inner(prog, f, args, span);
        self.running_main = false;
        r
    }

    fn run_program_inner(
        &mut self,
        prog: &Program,
        f: FuncId,
        args: Vec<Val>,
        span: Span,
    ) -> Result<Val, Diagnostic> {
        let first_exit = self.exit_order.len();
        for &v in &prog.globals {
            let dynamic = prog.var(v).global().is_some_and(|g| {
                g.dynamic_init.is_some() && g.kind == GlobalKind::User && g.host_only
            });
            if dynamic {
                self.global_ptr(prog, v, prog.var(v).span)?;
            }
        }
        let r = self.call(prog, f, args, span)?;
        while self.exit_order.len() > first_exit {
            let Some(v) = self.exit_order.pop() else {
                break;
            };
            let destroy = prog.var(v).global().and_then(|g| g.destroy);
            let at = self.statics.get(&v).copied();
            if let (Some(destroy), Some(at)) = (destroy, at) {
                let c = crate::cleanup::Cleanup {
                    at,
                    destroy,
                    base_variant: false,
                    vtt: None,
                    span: prog.var(v).span,
                };
                self.run_cleanup(prog, c)?;
            }
        }
        Ok(r)
    }
}
