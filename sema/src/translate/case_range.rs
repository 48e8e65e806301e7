//! GNU case ranges, `case lo ... hi:`: the label stands for every value
//! from `lo` to `hi`, so it becomes one `SwitchCase` per value, all jumping
//! to the same label statement (the interpreter and codegen then need
//! nothing new). An empty range labels nothing, with clang's warning.

use super::{Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

/// The most values one range may name; a wider range is reported rather
/// than expanded into a switch table of that size.
const MAX_RANGE: i128 = 1 << 16;

impl<'a> Translator<'a, '_, '_> {
    pub(super) fn case_range(
        &mut self,
        lo: &'a ast::Expr<'a>,
        hi: &'a ast::Expr<'a>,
        span: Span,
    ) -> R<StmtId> {
        let (l, h) = (self.case_value(lo), self.case_value(hi));
        let (l, h) = (l?, h?);
        let range_span = Span::new(lo.span.lo, hi.span.hi);
        let st = self.b.stmt(StmtKind::Case { value: l }, span);
        if l > h {
            self.report(diag::empty_case_range(range_span));
            return Ok(st);
        }
        if h - l >= MAX_RANGE {
            return Err(self.report(diag::unsupported(
                range_span,
                &format!("a case range of more than {MAX_RANGE} values"),
            )));
        }
        let Some(sw) = self.switches.last_mut() else {
            return Err(Reported);
        };
        if let Some((v, prev)) = (l..=h).find_map(|v| sw.seen.get(&v).map(|p| (v, *p))) {
            return Err(self.report(diag::duplicate_case(lo.span, &v.to_string(), prev)));
        }
        for v in l..=h {
            sw.seen.insert(v, lo.span);
            sw.cases.push(SwitchCase {
                value: v,
                label: st,
            });
        }
        Ok(st)
    }
}
