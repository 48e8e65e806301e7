//! The exception specification of an implicitly declared or defaulted
//! constructor or assignment operator: potentially-throwing exactly when
//! a function it directly invokes is ([except.spec]/7-8): a base's or
//! member's constructor or assignment, a default member initializer's
//! expression. Otherwise an exception from a member's constructor would
//! end in `std::terminate` instead of reaching the handler. The answer is
//! the type traits' (`traits::construct::nothrow_fn`), so codegen's landing
//! pads, `noexcept(expr)` and `is_nothrow_*` agree.

use std::collections::HashSet;

use crate::program::*;
use crate::translate::Translator;

impl Translator<'_, '_, '_> {
    /// Removes from `nothrow` the implicit or defaulted constructors and
    /// assignments (without an exception specification of their own)
    /// that call a potentially-throwing function.
    pub(crate) fn deduce_special_exception_specs(&self, nothrow: &mut HashSet<FuncId>) {
        let p = &self.b.program;
        let throwing: Vec<FuncId> = self
            .methods
            .iter()
            .filter(|(id, m)| {
                (m.implicit || m.defaulted)
                    && m.special.is_some()
                    && nothrow.contains(*id)
                    && p.funcs[**id].kind != FuncKind::Destructor
                    && !self.declared_noexcept.contains(*id)
                    && !self.tpl.noexcept_specs.contains_key(*id)
                    && self.tpl.nothrow.get(*id) != Some(&true)
                    && !self.nothrow_fn(**id, 0)
            })
            .map(|(id, _)| *id)
            .collect();
        for f in throwing {
            nothrow.remove(&f);
        }
    }
}
