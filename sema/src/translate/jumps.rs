//! Jumps into the scope of an initialized variable ([stmt.dcl]/3): a `goto`
//! or a `case`/`default` label may leave scopes but may not bypass the
//! initialization of a variable that is still in scope at its target.
//!
//! Each function keeps a tree of jump scopes (`FnCtx::jump_scopes`): every
//! initialized local opens one below the current, and a block's end returns
//! to the scope it started in. A jump from scope `from` to scope `to` is
//! valid when `to` is `from` or one of its ancestors; otherwise each scope
//! between `to` and the common ancestor is a bypassed initialization.

use super::{JumpScope, Translator};
use crate::diagnostics as diag;
use lexer::diag::Diagnostic;
use lexer::source::Span;

impl<'a> Translator<'a, '_, '_> {
    /// The current jump scope (0 outside a function).
    pub fn jump_scope(&self) -> usize {
        self.func.as_ref().map_or(0, |f| f.cur_jump)
    }

    /// Returns to a jump scope saved at a block's start.
    pub fn restore_jump_scope(&mut self, s: usize) {
        if let Some(f) = self.func.as_mut() {
            f.cur_jump = s.min(f.jump_scopes.len().saturating_sub(1));
        }
    }

    /// An initialized local at `decl` opens a scope that jumps may not enter.
    pub fn open_jump_scope(&mut self, decl: Span) {
        if let Some(f) = self.func.as_mut() {
            f.jump_scopes.push(JumpScope {
                parent: f.cur_jump,
                decl,
            });
            f.cur_jump = f.jump_scopes.len() - 1;
        }
    }

    /// The initializations a jump from `from` to `to` bypasses, innermost
    /// first.
    fn bypassed(&self, from: usize, to: usize) -> Vec<Span> {
        let Some(f) = self.func.as_ref() else {
            return Vec::new();
        };
        let mut ancestors = vec![false; f.jump_scopes.len()];
        let mut s = from;
        loop {
            if let Some(a) = ancestors.get_mut(s) {
                *a = true;
            }
            match f.jump_scopes.get(s) {
                Some(js) if s != 0 => s = js.parent,
                _ => break,
            }
        }
        let mut out = Vec::new();
        let mut s = to;
        while !ancestors.get(s).copied().unwrap_or(true) {
            let Some(js) = f.jump_scopes.get(s) else {
                break;
            };
            out.push(js.decl);
            s = js.parent;
        }
        out
    }

    /// Records a `case` or `default` label at `span`, reached from the
    /// innermost switch.
    pub fn record_case_jump(&mut self, span: Span) {
        let Some(from) = self.switches.last().map(|s| s.jump_scope) else {
            return;
        };
        let to = self.jump_scope();
        if let Some(f) = self.func.as_mut() {
            f.case_jumps.push((from, to, span));
        }
    }

    /// Checks every jump of the function once its labels are known, in
    /// source order (as clang reports them).
    pub fn check_jumps(&mut self) {
        let Some(f) = self.func.as_ref() else {
            return;
        };
        let mut jumps: Vec<(usize, usize, Span, bool)> = f
            .gotos
            .iter()
            .filter_map(|(sym, from, span)| {
                let l = f.labels.get(sym)?;
                l.defined.then_some((*from, l.scope, *span, true))
            })
            .chain(f.case_jumps.iter().map(|&(a, b, s)| (a, b, s, false)))
            .collect();
        jumps.sort_by_key(|j| j.2.lo);
        for (from, to, span, is_goto) in jumps {
            let b = self.bypassed(from, to);
            if !b.is_empty() {
                let d = if is_goto {
                    diag::goto_into_scope(span)
                } else {
                    diag::switch_into_scope(span)
                };
                let d = with_notes(d, &b, &self.vla_decls);
                self.report(d);
            }
        }
    }
}

fn with_notes(
    mut d: Diagnostic,
    bypassed: &[Span],
    vlas: &rustc_hash::FxHashSet<u32>,
) -> Diagnostic {
    for s in bypassed {
        let what = if vlas.contains(&s.lo) {
            "jump bypasses initialization of variable length array"
        } else {
            "jump bypasses variable initialization"
        };
        d = d.with_note_at(*s, what);
    }
    d
}
