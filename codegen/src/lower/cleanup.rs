//! Destructor scopes. Every block and every full-expression opens a scope;
//! `PushCleanup` and temporaries with destructors add to one. Leaving a
//! scope by any path (its end, `break`, `continue`, `return`, `goto`) emits
//! its cleanups, innermost scope first and each scope's in reverse order of
//! scheduling. The cleanup code is duplicated at every exit rather than
//! shared through a dispatch block: device code has no exceptions, exits
//! are few, and straight-line copies are what the optimizer folds best.
//! Host landing pads (`eh`) run the same cleanups on the exceptional path.

use std::collections::HashMap;

use inkwell::values::PointerValue;
use lexer::source::Span;
use sema::program::*;

use super::eh::Callee;
use super::{Lowerer, OrIce, Res};

/// One open scope.
pub(crate) struct Scope<'ctx> {
    /// The block statement, or `None` for a full-expression's temporaries.
    pub block: Option<StmtId>,
    pub cleanups: Vec<Cleanup<'ctx>>,
    /// `FnState::cond_depth` when the scope opened.
    pub cond_depth: u32,
}

/// What a cleanup does.
#[derive(Clone, Copy)]
pub(crate) enum Action<'ctx> {
    Destroy(Destroy),
    /// Destroys the first `*done` objects of `dtor`'s class from the slot's
    /// address: an array whose initialization threw (`array_init`).
    DestroyPrefix {
        dtor: FuncId,
        done: PointerValue<'ctx>,
    },
    /// Leaves a host exception handler (`__cxa_end_catch`).
    EndCatch,
    /// Releases a variable-length array's stack: the slot holds the stack
    /// pointer saved before the array (`llvm.stackrestore`).
    StackRestore,
    /// Frees an exception object whose initialization threw, before the
    /// runtime owned it (`__cxa_free_exception`); the slot holds it.
    FreeException,
}

/// A scheduled destruction, handler exit or stack release.
#[derive(Clone, Copy)]
pub(crate) struct Cleanup<'ctx> {
    /// An entry-block slot holding the object's address: the address is
    /// computed where the cleanup is scheduled, which need not dominate
    /// every exit that runs it (mem2reg turns the slot back into a value).
    /// For a stack release, the stack pointer saved before the array;
    /// `None` for an action on no object.
    pub slot: Option<PointerValue<'ctx>>,
    pub action: Action<'ctx>,
    /// Identifies the cleanup to the landing pads (see `eh`).
    pub id: u32,
    /// Set once the object was constructed, where control may skip the
    /// construction (a temporary in one arm of `?:` or `&&`).
    pub flag: Option<PointerValue<'ctx>>,
    pub span: Span,
    /// Runs only when an exception leaves the scope (a constructor's
    /// constructed subobjects, a throw's unfinished exception object).
    pub eh_only: bool,
}

impl<'ctx> Lowerer<'ctx, '_, '_> {
    pub fn open_scope(&mut self, block: Option<StmtId>) -> Res<()> {
        let fs = self.fs()?;
        let cond_depth = fs.cond_depth;
        fs.scopes.push(Scope {
            block,
            cleanups: Vec::new(),
            cond_depth,
        });
        Ok(())
    }

    /// Ends the innermost scope: its cleanups run where control falls off
    /// its end (if it can).
    pub fn close_scope(&mut self) -> Res<()> {
        let depth = self.fs()?.scopes.len();
        let r = if depth > 0 {
            self.unwind_to(depth - 1)
        } else {
            Ok(())
        };
        self.fs()?.scopes.pop();
        r
    }

    /// Emits, at the current position, the cleanups of every scope above
    /// `depth` (innermost first), without closing them: for a jump out.
    pub fn unwind_to(&mut self, depth: usize) -> Res<()> {
        if self.terminated() {
            return Ok(());
        }
        if self.is_host() && self.fs_scopes_have_throwing_dtor(depth)? {
            return self.unwind_to_throwing(depth);
        }
        let todo: Vec<Cleanup<'ctx>> = {
            let fs = self.fs()?;
            fs.scopes
                .iter()
                .skip(depth)
                .rev()
                .flat_map(|s| s.cleanups.iter().rev().copied())
                .filter(|c| !c.eh_only)
                .collect()
        };
        for c in todo {
            self.run_cleanup(c)?;
        }
        Ok(())
    }

    /// Whether `d` is a destructor declared `noexcept(false)` (host only).
    fn throwing_dtor(&self, d: Destroy) -> bool {
        self.is_host() && self.may_throw(d.dtor)
    }

    fn fs_scopes_have_throwing_dtor(&mut self, depth: usize) -> Res<bool> {
        let ds: Vec<Destroy> = self
            .fs()?
            .scopes
            .iter()
            .skip(depth)
            .flat_map(|s| s.cleanups.iter())
            .filter_map(|c| match c.action {
                Action::Destroy(d) if !c.eh_only && d.count.is_none() => Some(d),
                _ => None,
            })
            .collect();
        Ok(ds.into_iter().any(|d| self.throwing_dtor(d)))
    }

    /// [`Self::unwind_to`] when a destructor may throw: each cleanup runs
    /// in the state where it and what was scheduled after it are gone, so
    /// an exception it throws runs only the cleanups still pending (the
    /// objects constructed before it), as clang's popped cleanups do.
    fn unwind_to_throwing(&mut self, depth: usize) -> Res<()> {
        let saved: Vec<Vec<Cleanup<'ctx>>> = self
            .fs()?
            .scopes
            .iter()
            .map(|s| s.cleanups.clone())
            .collect();
        let mut r = Ok(());
        'outer: for i in (depth..saved.len()).rev() {
            for j in (0..saved[i].len()).rev() {
                let c = saved[i][j];
                if c.eh_only {
                    continue;
                }
                let fs = self.fs()?;
                for (k, sc) in fs.scopes.iter_mut().enumerate() {
                    sc.cleanups = match k.cmp(&i) {
                        std::cmp::Ordering::Less => saved[k].clone(),
                        std::cmp::Ordering::Equal => saved[k][..j].to_vec(),
                        std::cmp::Ordering::Greater => Vec::new(),
                    };
                }
                r = self.run_cleanup(c);
                if r.is_err() || self.terminated() {
                    break 'outer;
                }
            }
        }
        let fs = self.fs()?;
        for (sc, cl) in fs.scopes.iter_mut().zip(saved) {
            sc.cleanups = cl;
        }
        r
    }

    /// The cleanups a `goto` to `label` leaves: those of the scopes that do
    /// not enclose the label and, jumping back, those of the objects of the
    /// label's own scope constructed after it.
    pub fn unwind_for_goto(&mut self, label: LabelId) -> Res<()> {
        let fs = self.fs()?;
        let chain = fs.label_scopes.get(&label).cloned().unwrap_or_default();
        let keep = fs
            .scopes
            .iter()
            .take_while(|s| s.block.is_some_and(|b| chain.contains(&b)))
            .count();
        let back: Vec<Cleanup<'ctx>> = match fs.label_marks.get(&label) {
            Some(&(depth, n)) if depth == keep && keep > 0 => fs.scopes[keep - 1]
                .cleanups
                .iter()
                .skip(n)
                .rev()
                .copied()
                .filter(|c| !c.eh_only)
                .collect(),
            _ => Vec::new(),
        };
        self.unwind_to(keep)?;
        if self.terminated() {
            return Ok(());
        }
        for c in back {
            self.run_cleanup(c)?;
        }
        Ok(())
    }

    /// Nothing can run here: the block ended, or it is one of the fresh
    /// blocks after a jump that nothing branches to (cleanups there would
    /// be dead copies, kept at -O0).
    fn terminated(&self) -> bool {
        let Some(bb) = self.b.get_insert_block() else {
            return true;
        };
        if bb.get_terminator().is_some() {
            return true;
        }
        let start = self
            .fs
            .as_ref()
            .and_then(|fs| fs.entry.get_next_basic_block());
        bb.get_first_use().is_none() && Some(bb) != start
    }

    pub(crate) fn run_cleanup(&mut self, c: Cleanup<'ctx>) -> Res<()> {
        let destroy = match c.action {
            Action::Destroy(d) => Some(d),
            Action::DestroyPrefix { dtor, done } => {
                let gp = self.generic_ptr();
                let begin = self.b.build_load(gp, c.slot.ice(c.span)?, "").ice(c.span)?;
                return self.destroy_prefix(begin.into_pointer_value(), dtor, done, c.span);
            }
            Action::StackRestore => None,
            Action::FreeException => {
                let gp = self.generic_ptr();
                let void = self.ctx.void_type();
                let free = self.runtime("__cxa_free_exception", void.fn_type(&[gp.into()], false));
                let obj = self.b.build_load(gp, c.slot.ice(c.span)?, "").ice(c.span)?;
                self.b.build_call(free, &[obj.into()], "").ice(c.span)?;
                return Ok(());
            }
            Action::EndCatch => {
                let void = self.ctx.void_type();
                let end = self.runtime("__cxa_end_catch", void.fn_type(&[], false));
                self.b.build_call(end, &[], "").ice(c.span)?;
                return Ok(());
            }
        };
        let gp = self.generic_ptr();
        let addr = self
            .b
            .build_load(gp, c.slot.ice(c.span)?, "")
            .ice(c.span)?
            .into_pointer_value();
        let Some(destroy) = destroy else {
            return self.stack_restore(addr, c.span);
        };
        let Some(flag) = c.flag else {
            return self.destroy(addr, destroy, c.span);
        };
        let bt = self.ctx.bool_type();
        let live = self
            .b
            .build_load(bt, flag, "")
            .ice(c.span)?
            .into_int_value();
        let run_bb = self.block("cleanup.run");
        let done_bb = self.block("cleanup.done");
        self.b
            .build_conditional_branch(live, run_bb, done_bb)
            .ice(c.span)?;
        self.b.position_at_end(run_bb);
        self.destroy(addr, destroy, c.span)?;
        // Reset, so a scope entered again (a loop) starts unconstructed.
        self.b.build_store(flag, bt.const_zero()).ice(c.span)?;
        self.br(done_bb)?;
        self.b.position_at_end(done_bb);
        Ok(())
    }

    /// Schedules the destruction of the object at `addr` in the innermost
    /// scope (`full_expr`: the innermost full-expression's, for a
    /// temporary; else the innermost block's, for a variable or a
    /// lifetime-extended temporary).
    pub fn push_cleanup(
        &mut self,
        addr: PointerValue<'ctx>,
        destroy: Destroy,
        full_expr: bool,
        span: Span,
    ) -> Res<()> {
        self.push_cleanup_with(addr, destroy, full_expr, false, span)
    }

    /// [`Self::push_cleanup`], for the exceptional path only when `eh_only`.
    pub fn push_cleanup_with(
        &mut self,
        addr: PointerValue<'ctx>,
        destroy: Destroy,
        full_expr: bool,
        eh_only: bool,
        span: Span,
    ) -> Res<()> {
        let gp = self.generic_ptr();
        let slot = self.alloca(gp.into(), 8, "cleanup.addr")?;
        self.b.build_store(slot, addr).ice(span)?;
        let (idx, conditional) = {
            let fs = self.fs()?;
            let idx = fs
                .scopes
                .iter()
                .rposition(|s| s.block.is_none() == full_expr)
                .or_else(|| fs.scopes.len().checked_sub(1))
                .ice(span)?;
            (idx, fs.cond_depth > fs.scopes[idx].cond_depth)
        };
        let flag = if conditional {
            let bt = self.ctx.bool_type();
            let flag = self.alloca(bt.into(), 1, "cleanup.isactive")?;
            // Cleared in the entry block and again after each run.
            let fs = self.fs.as_ref().ice(span)?;
            fs.alloca_b.build_store(flag, bt.const_zero()).ice(span)?;
            self.b.build_store(flag, bt.const_int(1, false)).ice(span)?;
            Some(flag)
        } else {
            None
        };
        let id = self.eh_id()?;
        self.fs()?.scopes[idx].cleanups.push(Cleanup {
            slot: Some(slot),
            action: Action::Destroy(destroy),
            id,
            flag,
            span,
            eh_only,
        });
        Ok(())
    }

    /// Schedules restoring the stack pointer `saved` when the innermost
    /// block is left, by any path: a variable-length array's storage is
    /// the block's, as clang lowers it.
    pub fn push_stack_restore(&mut self, saved: PointerValue<'ctx>, span: Span) -> Res<()> {
        let gp = self.generic_ptr();
        let slot = self.alloca(gp.into(), 8, "vla.stack")?;
        self.b.build_store(slot, saved).ice(span)?;
        let id = self.eh_id()?;
        let fs = self.fs()?;
        let idx = fs
            .scopes
            .iter()
            .rposition(|s| s.block.is_some())
            .or_else(|| fs.scopes.len().checked_sub(1))
            .ice(span)?;
        fs.scopes[idx].cleanups.push(Cleanup {
            slot: Some(slot),
            action: Action::StackRestore,
            id,
            flag: None,
            span,
            eh_only: false,
        });
        Ok(())
    }

    /// Schedules `__cxa_end_catch` in the innermost scope (a handler's).
    pub(crate) fn push_end_catch(&mut self, span: Span) -> Res<()> {
        let id = self.eh_id()?;
        let fs = self.fs()?;
        let sc = fs.scopes.last_mut().ice(span)?;
        sc.cleanups.push(Cleanup {
            slot: None,
            action: Action::EndCatch,
            id,
            flag: None,
            span,
            eh_only: false,
        });
        Ok(())
    }

    /// Schedules `__cxa_free_exception` of the exception object `obj` in
    /// the innermost scope, for the exceptional path; the returned id
    /// takes it back ([`Self::drop_cleanup`]) once the object is built.
    pub(crate) fn push_free_exception(&mut self, obj: PointerValue<'ctx>, span: Span) -> Res<u32> {
        let gp = self.generic_ptr();
        let slot = self.alloca(gp.into(), 8, "exn.obj")?;
        self.b.build_store(slot, obj).ice(span)?;
        let id = self.eh_id()?;
        let fs = self.fs()?;
        let sc = fs.scopes.last_mut().ice(span)?;
        sc.cleanups.push(Cleanup {
            slot: Some(slot),
            action: Action::FreeException,
            id,
            flag: None,
            span,
            eh_only: true,
        });
        Ok(id)
    }

    /// Removes the cleanup `id` from the scopes (it no longer applies).
    pub(crate) fn drop_cleanup(&mut self, id: u32) -> Res<()> {
        for sc in &mut self.fs()?.scopes {
            sc.cleanups.retain(|c| c.id != id);
        }
        Ok(())
    }

    /// Calls the destructor on the object (or on each element of the
    /// array, last first) at `addr`.
    pub fn destroy(&mut self, addr: PointerValue<'ctx>, d: Destroy, span: Span) -> Res<()> {
        let fv = self.declare(d.dtor)?;
        let Some(n) = d.count else {
            // A `noexcept(false)` destructor may throw to a handler or
            // past the cleanups still in force (see `unwind_to`).
            let may_throw = self.throwing_dtor(d) && !self.fs()?.eh.in_pad;
            let mut args: Vec<inkwell::values::BasicMetadataValueEnum<'ctx>> = vec![addr.into()];
            // A base-object destructor's VTT.
            if let Some(v) = d.vtt {
                args.push(self.rv(v)?.into());
            }
            self.emit_call(Callee::Direct(fv), &args, may_throw, span)?;
            return Ok(());
        };
        let n = self.ctx.i64_type().const_int(n, false);
        self.destroy_elements(addr, d.dtor, n, span)
    }
}

/// For each label in a function body, the block statements enclosing it,
/// outermost first.
pub(crate) fn label_scopes(p: &Program, body: StmtId) -> HashMap<LabelId, Vec<StmtId>> {
    let mut out = HashMap::new();
    let mut stack: Vec<(StmtId, Vec<StmtId>)> = vec![(body, Vec::new())];
    while let Some((s, chain)) = stack.pop() {
        let Some(stmt) = p.stmts.get(s) else { continue };
        let kids: Vec<StmtId> = match &stmt.kind {
            StmtKind::Label(l) => {
                out.insert(*l, chain);
                continue;
            }
            StmtKind::Block(ss) => {
                let mut inner = chain.clone();
                inner.push(s);
                stack.extend(ss.iter().map(|k| (*k, inner.clone())));
                continue;
            }
            StmtKind::If { then, else_, .. } | StmtKind::CodegenIf { then, else_, .. } => {
                std::iter::once(*then).chain(*else_).collect()
            }
            StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::Switch { body, .. }
            | StmtKind::Try { body, .. } => vec![*body],
            StmtKind::For { init, body, .. } => init.iter().copied().chain([*body]).collect(),
            _ => Vec::new(),
        };
        stack.extend(kids.into_iter().map(|k| (k, chain.clone())));
    }
    out
}
