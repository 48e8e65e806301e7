//! Destruction at the right moment: the two cleanup stacks C++ needs.
//!
//! Scope cleanups (a local's destructor, an extended temporary's) run when
//! control leaves their block by any path; full-expression cleanups (an
//! ordinary temporary's) run at the end of the innermost full-expression.
//! They are separate stacks because a lifetime-extended temporary is
//! created in the middle of a full-expression yet outlives it. Both stacks
//! belong to the interpreter, not to a call frame: calls nest, so the
//! markers each block and full-expression takes nest too.

use crate::interp::Interp;
use crate::memory::Ptr;
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;

/// One scheduled destruction.
#[derive(Clone, Copy, Debug)]
pub struct Cleanup {
    pub at: Ptr,
    pub destroy: Destroy,
    /// A base-class subobject: its destructor must leave the virtual bases
    /// to the most-derived object's destructor (Itanium's base-object
    /// variant, which sema does not emit separately).
    pub base_variant: bool,
    /// The VTT argument of a base-object destructor
    /// ([`Destroy::vtt`], evaluated when the destruction was scheduled).
    pub vtt: Option<Ptr>,
    pub span: Span,
}

impl Interp<'_> {
    /// Runs `f` as a block: the scope cleanups it schedules run when it
    /// finishes normally or by a jump (not on an error, which abandons
    /// the evaluation).
    pub fn scoped<T>(
        &mut self,
        prog: &Program,
        f: impl FnOnce(&mut Self) -> Result<T, Diagnostic>,
    ) -> Result<T, Diagnostic> {
        let mark = self.scope_cleanups.len();
        let r = f(self)?;
        self.unwind_scope(prog, mark)?;
        Ok(r)
    }

    /// Runs the scope cleanups above `mark`, most recent first.
    pub fn unwind_scope(&mut self, prog: &Program, mark: usize) -> Result<(), Diagnostic> {
        while self.scope_cleanups.len() > mark {
            let Some(c) = self.scope_cleanups.pop() else {
                break;
            };
            self.run_cleanup(prog, c)?;
        }
        Ok(())
    }

    /// Runs the full-expression cleanups above `mark`, most recent first.
    pub fn unwind_temps(&mut self, prog: &Program, mark: usize) -> Result<(), Diagnostic> {
        while self.temp_cleanups.len() > mark {
            let Some(c) = self.temp_cleanups.pop() else {
                break;
            };
            self.run_cleanup(prog, c)?;
        }
        Ok(())
    }

    /// Calls the destructor on the object (every element of an array,
    /// last first).
    pub fn run_cleanup(&mut self, prog: &Program, c: Cleanup) -> Result<(), Diagnostic> {
        let class = prog.func(c.destroy.dtor).class;
        let def = class.and_then(|s| prog.types.structs.get(s));
        let elem = def.map_or(0, |d| if c.base_variant { d.nvsize } else { d.size });
        let n = c.destroy.count.unwrap_or(1);
        for i in (0..n).rev() {
            self.step(c.span)?;
            let at = c.at.offset_by(i.wrapping_mul(elem) as i64);
            let mut args = vec![Val::Ptr(at)];
            args.extend(c.vtt.map(Val::Ptr));
            self.call_variant(prog, c.destroy.dtor, args, c.span, None, c.base_variant)?;
        }
        Ok(())
    }

    /// Runs the pending top-level cleanups of the meta object stored at
    /// `p` (one allocation), most recent first.
    pub fn destroy_meta_object(&mut self, prog: &Program, p: Ptr) -> Result<(), Diagnostic> {
        let mut mine = Vec::new();
        self.scope_cleanups.retain(|c| {
            let hit = c.at.alloc() == p.alloc();
            if hit {
                mine.push(*c);
            }
            !hit
        });
        for c in mine.into_iter().rev() {
            self.run_cleanup(prog, c)?;
        }
        Ok(())
    }

    /// Schedules a destruction at the end of the enclosing block.
    pub fn push_scope_cleanup(&mut self, c: Cleanup) {
        self.scope_cleanups.push(c);
    }

    /// Schedules a destruction at the end of the full-expression.
    pub fn push_temp_cleanup(&mut self, c: Cleanup) {
        self.temp_cleanups.push(c);
    }
}
