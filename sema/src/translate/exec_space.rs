//! Host and device checks, as clang makes them: a `__device__` function
//! (or device builtin such as `__syncthreads`) used in a function that
//! only the host runs is an error. Only the host runs a function declared
//! `__host__` without `__device__`, and `main`. An unannotated function is
//! left alone: Circle lets device code call it, so it may run on either
//! side (codegen rejects host-only constructs where a device module
//! reaches them).

use super::Translator;
use crate::diagnostics as diag;
use crate::program::FuncId;
use lexer::source::Span;

impl Translator<'_, '_, '_> {
    /// Whether the function being translated runs on the host only.
    fn in_host_only_function(&self) -> bool {
        let Some(fid) = self.func.as_ref().and_then(|f| f.fid) else {
            return false;
        };
        let f = &self.b.program.funcs[fid];
        let e = f.exec;
        (e.host && !e.device && !e.global)
            || (f.name == "main" && !e.device && !e.global && f.class.is_none())
    }

    /// Reports a use of the device builtin `name` from host-only code.
    pub(crate) fn check_device_builtin(&mut self, name: &str, kind: &str, span: Span) {
        if self.in_host_only_function() {
            self.report(diag::device_ref_in_host(span, kind, name));
        }
    }

    /// Reports a call of a `__device__`-only function from host-only code.
    pub(crate) fn check_device_call(&mut self, f: FuncId, span: Span) {
        let e = self.b.program.funcs[f].exec;
        if e.device && !e.host && !e.global && self.in_host_only_function() {
            let name = self.b.program.funcs[f].name.clone();
            let short = crate::qualified_name::last_segment(&name).to_string();
            self.report(diag::device_ref_in_host(span, "function", &short));
        }
    }
}
