//! Jumps into statements: a `case` label nested inside other statements of
//! its switch body (Duff's device) and a `goto` whose label is inside a
//! block, loop, `if` or switch it is not in. C++ allows every such jump
//! that skips no initialization ([stmt.dcl]/3, which sema checks), so the
//! interpreter enters the statement holding the target at the target, and
//! what follows runs as if control had reached the label normally: the
//! enclosing loops go on iterating, the enclosing blocks go on with the
//! statements after.

use crate::diagnostics as diag;
use crate::interp::{Flow, Interp};
use lexer::diag::Diagnostic;
use sema::program::*;

/// Where a jump lands: a `case`/`default` marker (by its statement) or a
/// `goto` label.
#[derive(Clone, Copy)]
pub(crate) enum Target {
    Stmt(StmtId),
    Label(LabelId),
}

impl Target {
    fn is(self, prog: &Program, s: StmtId) -> bool {
        match self {
            Target::Stmt(t) => s == t,
            Target::Label(l) => matches!(prog.stmt(s).kind, StmtKind::Label(x) if x == l),
        }
    }
}

/// Whether `s` is or holds the jump target. Statement expressions and
/// handlers are not searched: C++ forbids jumping into them.
pub(crate) fn contains(prog: &Program, s: StmtId, t: Target) -> bool {
    if t.is(prog, s) {
        return true;
    }
    match &prog.stmt(s).kind {
        StmtKind::Block(list) => list.iter().any(|c| contains(prog, *c, t)),
        StmtKind::If { then, else_, .. } => {
            contains(prog, *then, t) || else_.is_some_and(|e| contains(prog, e, t))
        }
        StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::For { body, .. }
        | StmtKind::Switch { body, .. }
        | StmtKind::Try { body, .. } => contains(prog, *body, t),
        _ => false,
    }
}

impl Interp<'_> {
    /// `&&label`: one constant byte per label stands for its address, so
    /// the address compares, copies and converts as any pointer does.
    pub(crate) fn label_address(
        &mut self,
        l: LabelId,
        span: lexer::source::Span,
    ) -> Result<crate::memory::Ptr, Diagnostic> {
        if let Some(p) = self.label_ptrs.get(&l) {
            return Ok(*p);
        }
        let p = self
            .mem
            .alloc_bytes(&[0], crate::memory::AllocKind::Const)
            .map_err(|f| diag::fault(span, &f))?;
        self.label_ptrs.insert(l, p);
        self.ptr_labels.insert(p, l);
        Ok(p)
    }

    /// `goto *e;`: a jump to the label whose address `e` holds.
    pub(crate) fn computed_goto(
        &mut self,
        prog: &Program,
        e: ExprId,
        span: lexer::source::Span,
    ) -> Result<Flow, Diagnostic> {
        let p = self.eval(prog, e)?.as_ptr();
        match self.ptr_labels.get(&p) {
            Some(l) => Ok(Flow::Goto(*l)),
            None => Err(diag::computed_goto_not_label(span)),
        }
    }

    /// Executes `s` from the jump target inside it.
    pub(crate) fn exec_from(
        &mut self,
        prog: &Program,
        s: StmtId,
        t: Target,
    ) -> Result<Flow, Diagnostic> {
        if t.is(prog, s) {
            return Ok(Flow::Normal);
        }
        let st = prog.stmt(s);
        self.step(st.span)?;
        match &st.kind {
            StmtKind::Block(list) => {
                let Some(i) = list.iter().position(|c| contains(prog, *c, t)) else {
                    return Err(diag::bad_jump(st.span));
                };
                self.scoped(prog, |me| {
                    me.define_skipped(prog, &list[..i], st.span)?;
                    me.exec_block_at(prog, list, i, Some(t))
                })
            }
            StmtKind::If { then, else_, .. } => match else_ {
                Some(e) if !contains(prog, *then, t) => self.exec_from(prog, *e, t),
                _ => self.exec_from(prog, *then, t),
            },
            StmtKind::While { body, .. } => match self.exec_from(prog, *body, t)? {
                Flow::Break => Ok(Flow::Normal),
                // The next iteration starts with the condition, as the
                // loop itself does.
                Flow::Normal | Flow::Continue => self.exec_stmt(prog, s),
                other => Ok(other),
            },
            StmtKind::DoWhile { body, cond } => match self.exec_from(prog, *body, t)? {
                Flow::Break => Ok(Flow::Normal),
                Flow::Normal | Flow::Continue => {
                    if self.eval(prog, *cond)?.truthy() {
                        self.exec_stmt(prog, s)
                    } else {
                        Ok(Flow::Normal)
                    }
                }
                other => Ok(other),
            },
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => self.scoped(prog, |me| {
                // A jump over the init-statement may skip declarations
                // without initializers only; they exist all the same.
                if let Some(i) = init {
                    match &prog.stmt(*i).kind {
                        StmtKind::Block(list) => me.define_skipped(prog, list, st.span)?,
                        _ => me.define_skipped(prog, std::slice::from_ref(i), st.span)?,
                    }
                }
                match me.exec_from(prog, *body, t)? {
                    Flow::Break => return Ok(Flow::Normal),
                    Flow::Normal | Flow::Continue => {}
                    other => return Ok(other),
                }
                if let Some(x) = step {
                    me.eval_discard(prog, *x)?;
                }
                me.run_for(prog, *cond, *step, *body, st.span)
            }),
            StmtKind::Switch { body, .. } => match self.exec_from(prog, *body, t)? {
                Flow::Break => Ok(Flow::Normal),
                other => Ok(other),
            },
            StmtKind::Try { body, .. } => self.exec_from(prog, *body, t),
            _ => Err(diag::bad_jump(st.span)),
        }
    }

    /// Creates the variables whose declarations a jump passes over (sema
    /// allows that only when they have no initialization to skip), so the
    /// code after the label can use them.
    fn define_skipped(
        &mut self,
        prog: &Program,
        skipped: &[StmtId],
        span: lexer::source::Span,
    ) -> Result<(), Diagnostic> {
        for s in skipped {
            if let StmtKind::Decl { var, .. } = prog.stmt(*s).kind {
                let defined = self
                    .frames
                    .last()
                    .is_some_and(|f| f.locals.contains_key(&var));
                if !defined && self.nrvo_slot(prog, var).is_none() {
                    self.define_var(prog, var, span)?;
                }
            }
        }
        Ok(())
    }

    /// Runs the statements of a block from `start`, entering the first at
    /// `entry` when given. A `goto` out of one of them to a label anywhere
    /// in this block (nested or not) continues here; scope cleanups of
    /// what was constructed at or after the label's statement run first.
    pub(crate) fn exec_block_at(
        &mut self,
        prog: &Program,
        list: &[StmtId],
        start: usize,
        mut entry: Option<Target>,
    ) -> Result<Flow, Diagnostic> {
        let mut i = start;
        // The scope-cleanup depth before each statement run, so a backward
        // `goto` destroys what was constructed after its label.
        let mut marks: Vec<(usize, usize)> = Vec::new();
        while i < list.len() {
            marks.push((i, self.scope_cleanups.len()));
            let flow = match entry.take() {
                Some(t) => self.exec_from(prog, list[i], t)?,
                None => self.exec_stmt(prog, list[i])?,
            };
            match flow {
                Flow::Normal => i += 1,
                Flow::Goto(l) => {
                    let t = Target::Label(l);
                    let Some(j) = list.iter().position(|s| contains(prog, *s, t)) else {
                        return Ok(Flow::Goto(l));
                    };
                    if let Some(&(_, m)) = marks.iter().find(|(k, _)| *k >= j) {
                        self.unwind_scope(prog, m)?;
                    }
                    marks.retain(|(k, _)| *k < j);
                    if j > i {
                        self.define_skipped(prog, &list[i + 1..j], prog.stmt(list[j]).span)?;
                    }
                    i = j;
                    entry = Some(t);
                }
                other => return Ok(other),
            }
        }
        Ok(Flow::Normal)
    }
}
