//! The bytecode tier of the compile-time interpreter (`-fmeta-engine`).
//!
//! A function called at compile time is compiled once, on its first call,
//! to register bytecode (`compile`) if every construct in it is supported;
//! otherwise it runs on the tree walker, as every function does with
//! `-fmeta-engine=tree`. The choice is per function, and the two mix
//! freely: bytecode calls go through `Interp::call` like any other call,
//! so the recursion limit, the call-stack notes, native library functions
//! and functions that stay on the tree walker behave the same from both.
//!
//! The bytecode computes the same values (the same `i128` representation,
//! the same wrapping), charges the same steps at the same expressions,
//! and reports every error through the tree walker's own code, so results,
//! diagnostics and `-fconstexpr-steps` behave identically; what differs is
//! that supported locals are registers rather than allocations of the
//! meta memory (they never have their address taken, so nothing can
//! observe it); a call's registers count against the memory limit, 16
//! bytes each, for as long as the call runs.

mod compile;
mod expr;
mod ops;
mod run;
mod stmt;
#[cfg(test)]
mod tests;

use crate::interp::Interp;
use sema::meta::MetaEngineKind;
use sema::program::{FuncId, Program};
use std::rc::Rc;

pub(crate) use ops::Code;

impl Interp<'_> {
    /// The bytecode of `f`, compiling it on first use; `None`: `f` runs on
    /// the tree walker.
    pub(crate) fn bytecode_for(&mut self, prog: &Program, f: FuncId) -> Option<Rc<Code>> {
        if self.engine != MetaEngineKind::Bytecode {
            return None;
        }
        if let Some(c) = self.bc_cache.get(&f) {
            return c.clone();
        }
        let c = compile::compile(prog, f).map(Rc::new);
        self.bc_cache.insert(f, c.clone());
        c
    }
}

pub(crate) fn supports(prog: &Program, f: FuncId) -> bool {
    compile::compile(prog, f).is_some()
}

pub(crate) fn listing(prog: &Program, f: FuncId) -> Option<Vec<String>> {
    let code = compile::compile(prog, f)?;
    Some(code.ops.iter().map(|op| format!("{op:?}")).collect())
}
