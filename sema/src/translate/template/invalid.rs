//! Specializations whose instantiation failed are remembered as invalid
//! and never instantiated again (as clang marks them): a malformed
//! recursive template used many times would otherwise recurse to the depth
//! limit at each use. A use that finds one reports its first error again
//! only when that error is not already in the output (it was swallowed by
//! a tentative instantiation: SFINAE).

use super::args::TemplateArg;
use super::TemplateId;
use crate::translate::{Reported, Translator};

impl<'a> Translator<'a, '_, '_> {
    /// `Some` when `tid<args>` is known to be invalid (its error is then
    /// in the output).
    pub(super) fn known_invalid(
        &mut self,
        tid: TemplateId,
        args: &[TemplateArg],
    ) -> Option<Reported> {
        let d = self.tpl.invalid.get(&(tid, args.to_vec()))?.clone();
        let shown = self.diags.iter().any(|x| {
            x.code == d.code && x.primary.span == d.primary.span && x.message == d.message
        });
        if !shown {
            self.diags.push(d);
        }
        Some(Reported)
    }

    /// Records `tid<args>` as invalid when its instantiation, begun when
    /// the output held `since` diagnostics, reported an error.
    pub(super) fn mark_invalid(&mut self, tid: TemplateId, args: &[TemplateArg], since: usize) {
        if let Some(d) = self.diags.get(since).filter(|d| d.is_error()) {
            let d = d.clone();
            self.tpl.invalid.insert((tid, args.to_vec()), d);
        }
    }
}
