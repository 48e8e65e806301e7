//! LLVM's own diagnostics (an inline assembly statement the AMDGPU or x86
//! assembler rejects, an operand no register can hold). Without a handler
//! LLVM prints them and calls `exit(1)` from inside code generation, which
//! would end every other target's job and skip the driver's cleanup; the
//! sink installed here collects them for the job to report as diagnostics.

use inkwell::context::Context;
use inkwell::llvm_sys::core::{
    LLVMContextSetDiagnosticHandler, LLVMDisposeMessage, LLVMGetDiagInfoDescription,
    LLVMGetDiagInfoSeverity,
};
use inkwell::llvm_sys::prelude::LLVMDiagnosticInfoRef;
use inkwell::llvm_sys::LLVMDiagnosticSeverity;
use std::ffi::{c_void, CStr};
use std::sync::Mutex;

/// Errors and warnings LLVM reported in one context, in order.
#[derive(Default)]
pub struct Collected {
    pub errors: Vec<String>,
    pub warnings: Vec<String>,
}

/// Keeps the handler installed; uninstalls it when dropped, which must
/// happen before the context is dropped or reused.
pub struct Sink<'ctx> {
    ctx: &'ctx Context,
    collected: Box<Mutex<Collected>>,
}

extern "C" fn handler(info: LLVMDiagnosticInfoRef, sink: *mut c_void) {
    // SAFETY: `sink` is the `Mutex<Collected>` boxed in `install`, alive
    // until `Sink::drop` removes this handler; `info` is valid for the
    // duration of the call and its description is freed here.
    unsafe {
        let severity = LLVMGetDiagInfoSeverity(info);
        let raw = LLVMGetDiagInfoDescription(info);
        let text = CStr::from_ptr(raw).to_string_lossy().into_owned();
        LLVMDisposeMessage(raw);
        let collected = &*(sink as *const Mutex<Collected>);
        let Ok(mut c) = collected.lock() else { return };
        match severity {
            LLVMDiagnosticSeverity::LLVMDSError => c.errors.push(text),
            LLVMDiagnosticSeverity::LLVMDSWarning => c.warnings.push(text),
            _ => {}
        }
    }
}

/// Installs a collecting handler on `ctx`.
pub fn install(ctx: &Context) -> Sink<'_> {
    let collected = Box::new(Mutex::new(Collected::default()));
    let ptr = &*collected as *const Mutex<Collected> as *mut c_void;
    // SAFETY: the context is alive for `'ctx`; the box's address is stable
    // and outlives the installation (see `Sink::drop`).
    unsafe { LLVMContextSetDiagnosticHandler(ctx.raw(), Some(handler), ptr) };
    Sink { ctx, collected }
}

impl Sink<'_> {
    /// What was collected so far, leaving the sink empty.
    pub fn take(&self) -> Collected {
        self.collected
            .lock()
            .map(|mut c| std::mem::take(&mut *c))
            .unwrap_or_default()
    }
}

impl Drop for Sink<'_> {
    fn drop(&mut self) {
        // SAFETY: as in `install`; a null handler restores LLVM's default.
        unsafe { LLVMContextSetDiagnosticHandler(self.ctx.raw(), None, std::ptr::null_mut()) };
    }
}

/// The named metadata listing the module's inline assembly statements
/// (`!{i64 lo, i64 hi}` each), so an error LLVM raises while assembling
/// can point at the source.
pub const ASM_SPANS: &str = "circle.asm";

/// Records an inline assembly statement's span and template text in
/// `module`.
pub fn note_asm<'ctx>(
    ctx: &'ctx Context,
    module: &inkwell::module::Module<'ctx>,
    span: lexer::source::Span,
    text: &str,
) {
    let i64t = ctx.i64_type();
    let node = ctx.metadata_node(&[
        i64t.const_int(span.lo as u64, false).into(),
        i64t.const_int(span.hi as u64, false).into(),
        ctx.metadata_string(text).into(),
    ]);
    let _ = module.add_global_metadata(ASM_SPANS, &node);
}

fn asm_statements(module: &inkwell::module::Module<'_>) -> Vec<(lexer::source::Span, String)> {
    use inkwell::values::BasicMetadataValueEnum as M;
    let mut out = Vec::new();
    for md in module.get_global_metadata(ASM_SPANS) {
        let v = md.get_node_values().unwrap_or_default();
        let n = |i: usize| match v.get(i) {
            Some(M::IntValue(x)) => x.get_zero_extended_constant(),
            _ => None,
        };
        let text = match v.get(2) {
            Some(M::MetadataValue(m)) => m
                .get_string_value()
                .map(|s| String::from_utf8_lossy(s).into_owned())
                .unwrap_or_default(),
            _ => String::new(),
        };
        if let (Some(lo), Some(hi)) = (n(0), n(1)) {
            out.push((lexer::source::Span::new(lo as u32, hi as u32), text));
        }
    }
    out
}

/// The statement an assembler message is about: LLVM quotes the offending
/// line, whose first word (the mnemonic or directive) is looked for in each
/// statement's template; `None` unless exactly one statement has it.
fn which_statement(message: &str, stmts: &[(lexer::source::Span, String)]) -> Option<usize> {
    let quoted = message.lines().nth(1)?;
    let word = quoted.split_whitespace().next()?;
    let mut hits = stmts.iter().enumerate().filter(|(_, (_, t))| {
        t.split(|c: char| c.is_whitespace() || c == ';')
            .any(|w| w == word)
    });
    let first = hits.next()?.0;
    hits.next().is_none().then_some(first)
}

/// Turns what `sink` collected into diagnostics for target `target`: an
/// error is placed at the module's inline assembly when there is some
/// (LLVM's own message names the line of the assembler text).
pub fn report(
    sink: &Sink<'_>,
    module: &inkwell::module::Module<'_>,
    target: &str,
) -> Vec<lexer::diag::Diagnostic> {
    use lexer::diag::Diagnostic;
    let c = sink.take();
    if c.errors.is_empty() && c.warnings.is_empty() {
        return Vec::new();
    }
    let stmts = asm_statements(module);
    let mut out = Vec::new();
    for e in &c.errors {
        let which = which_statement(e, &stmts);
        let at = which
            .or((!stmts.is_empty()).then_some(0))
            .map_or(lexer::source::Span::DUMMY, |i| stmts[i].0);
        let (code, msg) = if stmts.is_empty() {
            (
                "cg-llvm-error",
                format!("LLVM rejected the module for target '{target}'"),
            )
        } else {
            (
                "cg-asm-rejected",
                format!("inline assembly rejected for target '{target}'"),
            )
        };
        let mut d = Diagnostic::error(code, at, msg).with_note(e.trim_end().to_string());
        if which.is_none() && stmts.len() > 1 {
            d = d.with_note(format!(
                "the module has {} inline assembly statements and the message does not say which one",
                stmts.len()
            ));
        }
        out.push(d);
    }
    for w in &c.warnings {
        out.push(Diagnostic::warning(
            "cg-llvm-warning",
            lexer::source::Span::DUMMY,
            format!("LLVM ({target}): {}", w.trim_end()),
        ));
    }
    out
}
