//! Statements → bytecode; each mirrors `Interp::exec_stmt`, charging the
//! same steps in the same order.

use super::compile::{Compiler, Unsupported, C};
use super::ops::*;
use lexer::source::Span;
use sema::program::*;

impl Compiler<'_> {
    pub fn stmt(&mut self, s: StmtId) -> C<()> {
        let prog = self.prog;
        let st = prog.stmt(s);
        let span = st.span;
        self.pending.push(span);
        let mark = self.next;
        match &st.kind {
            StmtKind::Empty => {}
            StmtKind::Block(list) => {
                for &c in list {
                    self.stmt(c)?;
                }
            }
            StmtKind::Expr(e) => self.discard(*e)?,
            StmtKind::Decl { var, init } => {
                let v = prog.var(*var);
                if !matches!(v.kind, VarKind::Local) {
                    return Err(Unsupported);
                }
                self.scalar(v.ty)?;
                let Some(init) = init else {
                    return Err(Unsupported);
                };
                let reg = self.local(*var);
                self.init(reg, v.ty, init, span)?;
                // The local lives on; the initializer's temporaries do not.
                self.next = reg + 1;
                return Ok(());
            }
            StmtKind::If { cond, then, else_ } => {
                let (other, end) = (self.label(), self.label());
                self.branch(*cond, other, false)?;
                self.stmt(*then)?;
                if let Some(e) = else_ {
                    self.emit(Op::Jump { to: end, n: 0 });
                    self.bind(other);
                    self.stmt(*e)?;
                } else {
                    self.bind(other);
                }
                self.bind(end);
            }
            StmtKind::While { cond, body } => {
                // The test runs before the first iteration and after each
                // one (charging the loop's step each time, as each
                // iteration does on the tree walker), so an iteration
                // ends in one branch back.
                let (top, test, end) = (self.back_label(), self.label(), self.label());
                self.pending.push(span);
                self.branch(*cond, end, false)?;
                self.bind(top);
                self.loop_body(*body, end, test)?;
                self.bind(test);
                self.pending.push(span);
                self.branch(*cond, top, true)?;
                self.bind(end);
            }
            StmtKind::DoWhile { body, cond } => {
                let (top, test, end) = (self.back_label(), self.label(), self.label());
                self.bind(top);
                self.pending.push(span);
                self.loop_body(*body, end, test)?;
                self.bind(test);
                self.branch(*cond, top, true)?;
                self.bind(end);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                if let Some(i) = init {
                    // The tree walker runs a block init-statement's
                    // statements without charging the block itself.
                    match &prog.stmt(*i).kind {
                        StmtKind::Block(list) => {
                            for &c in list {
                                self.stmt(c)?;
                            }
                        }
                        _ => self.stmt(*i)?,
                    }
                }
                let (top, next, end) = (self.back_label(), self.label(), self.label());
                // As `while`: the test before the first iteration and
                // after each.
                if let Some(c) = cond {
                    self.pending.push(span);
                    self.branch(*c, end, false)?;
                    self.bind(top);
                } else {
                    self.bind(top);
                    self.pending.push(span);
                }
                self.loop_body(*body, end, next)?;
                self.bind(next);
                if let Some(s) = step {
                    let m = self.next;
                    self.discard(*s)?;
                    self.next = m;
                }
                match cond {
                    Some(c) => {
                        self.pending.push(span);
                        self.branch(*c, top, true)?;
                    }
                    None => self.emit(Op::Jump { to: top, n: 0 }),
                }
                self.bind(end);
            }
            StmtKind::Switch {
                cond,
                body,
                cases,
                default,
            } => self.switch(*cond, *body, cases, *default)?,
            StmtKind::Case { .. } | StmtKind::Default => {
                // Falling through charges the label; a jump to it does not.
                let l = *self.case_labels.get(&s).ok_or(Unsupported)?;
                self.bind(l);
            }
            StmtKind::Break => {
                let (brk, _) = *self.loops.last().ok_or(Unsupported)?;
                self.emit(Op::Jump { to: brk, n: 0 });
            }
            StmtKind::Continue => {
                let (_, cont) = *self.loops.last().ok_or(Unsupported)?;
                if cont == u32::MAX {
                    return Err(Unsupported);
                }
                self.emit(Op::Jump { to: cont, n: 0 });
            }
            StmtKind::Return(e) => {
                let func_void = self.ret_void;
                match e {
                    Some(e) => {
                        if prog.expr(*e).category == ValueCategory::LValue {
                            return Err(Unsupported);
                        }
                        let r = self.rvalue(*e)?;
                        self.emit(if func_void {
                            Op::RetVoid
                        } else {
                            Op::Ret {
                                src: r,
                                float: self.ret_float,
                            }
                        });
                    }
                    None => self.emit(Op::RetVoid),
                }
            }
            _ => return Err(Unsupported),
        }
        self.next = mark;
        Ok(())
    }

    fn loop_body(&mut self, body: StmtId, brk: u32, cont: u32) -> C<()> {
        self.loops.push((brk, cont));
        let r = self.stmt(body);
        self.loops.pop();
        r
    }

    /// `switch` whose `case`/`default` labels are all statements of its
    /// block (no Duff's device) and whose block declares nothing a jump
    /// could skip. As on the tree walker: the condition, then the first
    /// case equal to it (or `default`); entering charges the block, not
    /// the label; no match skips the body.
    fn switch(
        &mut self,
        cond: ExprId,
        body: StmtId,
        cases: &[SwitchCase],
        default: Option<StmtId>,
    ) -> C<()> {
        let prog = self.prog;
        let body_st = prog.stmt(body);
        let StmtKind::Block(list) = &body_st.kind else {
            return Err(Unsupported);
        };
        let labels = cases.iter().map(|c| c.label).chain(default);
        if list
            .iter()
            .any(|&c| matches!(prog.stmt(c).kind, StmtKind::Decl { .. }))
            || labels.clone().any(|l| !list.contains(&l))
        {
            return Err(Unsupported);
        }
        self.int(prog.expr(cond).ty)?;
        let c = self.rvalue(cond)?;
        let end = self.label();
        // One entry per label: charges the block, jumps to the label.
        let mut entries = Vec::new();
        for case in cases {
            let k = self.konst(case.value);
            let entry = self.label();
            self.emit(Op::branch(Cmp::Eq, c, k, entry));
            entries.push((entry, case.label));
        }
        match default {
            Some(d) => {
                let entry = self.label();
                self.emit(Op::Jump { to: entry, n: 0 });
                entries.push((entry, d));
            }
            None => self.emit(Op::Jump { to: end, n: 0 }),
        }
        for (entry, stmt) in entries {
            let at = match self.case_labels.get(&stmt) {
                Some(&l) => l,
                None => {
                    let l = self.label();
                    self.case_labels.insert(stmt, l);
                    l
                }
            };
            self.bind(entry);
            self.pending.push(body_st.span);
            self.emit(Op::Jump { to: at, n: 0 });
        }
        let outer_cont = self.loops.last().map_or(u32::MAX, |l| l.1);
        self.loops.push((end, outer_cont));
        let mark = self.next;
        let r = list.iter().try_for_each(|&c| self.stmt(c));
        self.next = mark;
        self.loops.pop();
        r?;
        self.bind(end);
        Ok(())
    }

    /// `Interp::init_object` for a scalar local of type `ty`.
    fn init(&mut self, reg: Reg, ty: TypeId, init: &Init, span: Span) -> C<()> {
        self.pending.push(span);
        match init {
            Init::Zero => {
                // 0 and 0.0 have the same bits.
                let z = self.konst(0);
                self.emit(Op::Copy { dst: reg, src: z });
            }
            Init::Expr(e) => {
                let ety = self.prog.expr(*e).ty;
                let v = self.rvalue(*e)?;
                match (self.float(ty), self.float(ety)) {
                    (None, None) => {
                        let (from, to) = (self.int(ety)?, self.int(ty)?);
                        self.store(reg, v, from, to);
                    }
                    (Some(a), Some(b)) if a == b => self.store_same(reg, v),
                    _ => return Err(Unsupported),
                }
            }
            Init::List(items) => {
                let z = self.konst(0);
                self.emit(Op::Copy { dst: reg, src: z });
                if let Some(first) = items.first() {
                    self.init(reg, ty, first, span)?;
                }
            }
        }
        Ok(())
    }
}
