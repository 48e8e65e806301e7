//! The interface between translation and the compile-time interpreter.
//!
//! Sema owns the translation of the AST into the typed program; whenever it
//! needs a value at translation time (a `@meta` statement, an array bound, a
//! `static_assert`, an enumerator value, a meta variable named by ordinary
//! code) it asks a [`MetaEngine`]. The `meta-interp` crate implements it;
//! keeping the engine behind this trait lets the straightforward evaluator be
//! replaced by a bytecode one without touching sema, and keeps the crate
//! graph pointing down (meta-interp depends on sema, never the reverse).
//!
//! Everything the engine reads is typed program (`&Program`): meta code is
//! translated into the same tables as runtime code, but no function body and
//! no global ever refers to it, so it reaches no module.

use crate::program::{ConstValue, ExprId, Program, StmtId, VarId};
use lexer::diag::Diagnostic;
use lexer::source::Span;

/// Bounds on compile-time execution. Every `@meta` loop, every constant
/// expression and every meta function call counts against them, so a
/// runaway program stops with a diagnostic instead of hanging the compiler.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MetaLimits {
    /// Expression evaluations and statement executions, in total.
    pub max_steps: u64,
    /// Bytes of compile-time objects alive at once.
    pub max_memory: u64,
    /// Nested meta function calls.
    pub max_call_depth: u32,
    /// Bytes compile-time code may write to the compiler's stdout and
    /// stderr and to files, in total.
    pub max_output: u64,
    /// Statements and declarations meta loops and `@meta if` may inject.
    pub max_injected: u64,
    /// Wall-clock milliseconds compile-time evaluation may take (0: none).
    pub max_time_ms: u64,
}

impl Default for MetaLimits {
    fn default() -> Self {
        MetaLimits {
            max_steps: 50_000_000,
            max_memory: 256 << 20,
            max_call_depth: 1024,
            max_output: 1 << 30,
            max_injected: 1_000_000,
            max_time_ms: 0,
        }
    }
}

/// What the driver tells translation about the compilation.
#[derive(Clone, Debug, Default)]
pub struct TranslateOptions {
    /// The compute capability of every target, NVIDIA and AMD (in any
    /// order, duplicates allowed): one `nvvm_arch_t::sm_XX` per distinct
    /// value. Empty: `nvvm_arch_t` has no enumerators.
    pub compute_capabilities: Vec<u32>,
    /// The AMD targets' processor names (`gfx1100`), for `amdgpu_arch_t`;
    /// empty: the enum is not created.
    pub amdgpu_targets: Vec<String>,
    pub limits: MetaLimits,
    /// The most nested template instantiations (`-ftemplate-depth=N`;
    /// `None`: the default, 1024).
    pub template_depth: Option<usize>,
    /// What compile-time code may do outside the compiler.
    pub sandbox: MetaSandbox,
    /// The named warnings (`lexer::warnings`) to report; `None`: those on
    /// by default. The driver passes what the `-W` options enable, so
    /// translation does not compute warnings nobody sees.
    pub enabled_warnings: Option<Vec<&'static str>>,
    /// Every aspect name the aspect queries accept, and each target's
    /// name and aspects in command-line order (`translate::aspects`).
    pub known_aspects: Vec<String>,
    pub target_aspects: Vec<(String, Vec<String>)>,
    /// Which evaluator runs compile-time functions (`-fmeta-engine=`).
    pub meta_engine: MetaEngineKind,
    /// The process ends soon after translation (the driver): the
    /// translator's working state is left to the operating system instead
    /// of being freed piece by piece, as clang's `-disable-free` does.
    /// Freeing it was a fifth of a template-heavy `-fsyntax-only` run.
    pub leak_working_state: bool,
}

/// The compile-time evaluators. Both give the same results, diagnostics
/// and step counts; the tree walker stays selectable so it can be tested
/// and compared against.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MetaEngineKind {
    /// The tree walker for everything.
    Tree,
    /// Functions whose every construct the bytecode compiler supports run
    /// as register bytecode; the others on the tree walker.
    #[default]
    Bytecode,
}

/// The compile-time sandbox: what meta code may touch outside the
/// compiler. Reads are allowed under the main source file's directory (the
/// interpreter adds it) and `read_dirs`; everything else is denied unless
/// allowed here, and a denial is a compile-time error naming the option
/// that allows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MetaSandbox {
    /// Directories (and their subtrees) meta code may read: the `-I`
    /// directories and `-fmeta-allow-read=DIR`.
    pub read_dirs: Vec<std::path::PathBuf>,
    /// Directories meta code may create, write and remove files in
    /// (`-fmeta-allow-write=DIR`; writable is also readable).
    pub write_dirs: Vec<std::path::PathBuf>,
    /// `system` and `popen` (`-fmeta-allow-exec`).
    pub allow_exec: bool,
    /// Environment variables `getenv` may read (`-fmeta-allow-env=NAME`).
    pub env_names: Vec<String>,
    /// Every environment variable (`-fmeta-allow-env`).
    pub allow_all_env: bool,
}

// `Diagnostic` is the project's one error type; boxing it here would only
// move the allocation, and errors are the cold path.
#[allow(clippy::result_large_err)]
/// The compile-time interpreter, as sema sees it. Errors are complete
/// diagnostics (span of the offending expression, meta call stack as notes);
/// sema reports them as they are, except [`NOT_CONSTANT`]-coded ones, which
/// it rewords for the context that needed a constant.
pub trait MetaEngine {
    /// Evaluates an expression (an rvalue, or an lvalue that is read) to a
    /// constant: integers (also `bool`, enums, characters), floats, null,
    /// string addresses, global addresses, aggregates.
    fn eval(&mut self, prog: &Program, expr: ExprId) -> Result<ConstValue, Diagnostic>;
    /// As [`Self::eval`], for a C++ constant expression (array bound,
    /// `static_assert`, case label, enumerator, `constexpr` initializer):
    /// reading a non-const global is not constant there, although meta code
    /// may read the global's compile-time copy.
    fn eval_constant(&mut self, prog: &Program, expr: ExprId) -> Result<ConstValue, Diagnostic> {
        self.eval(prog, expr)
    }
    /// Executes a meta statement: a meta variable definition (allocating the
    /// variable), an expression, or a whole meta loop.
    fn exec(&mut self, prog: &Program, stmt: StmtId) -> Result<(), Diagnostic>;
    /// The current value of a meta variable.
    fn read_var(&mut self, prog: &Program, var: VarId) -> Result<ConstValue, Diagnostic>;
    /// Records the value of a runtime constant (`const int n = 4;`) so that
    /// constant expressions may read it.
    fn bind_constant(&mut self, var: VarId, value: ConstValue);
    /// Ends a meta variable whose scope ended (destroying it, for a class).
    fn release(&mut self, prog: &Program, var: VarId);
    /// Charges one step (an iteration of a meta loop that sema drives).
    fn charge(&mut self, span: Span) -> Result<(), Diagnostic>;
    /// Charges `count` injected statements or declarations against
    /// [`MetaLimits::max_injected`].
    fn charge_injection(&mut self, span: Span, count: u64) -> Result<(), Diagnostic> {
        let _ = (span, count);
        Ok(())
    }
}

/// The code an engine gives a diagnostic meaning "this expression reads
/// something that has no compile-time value".
pub const NOT_CONSTANT: &str = "meta-not-constant";

/// Whether an engine error means "no compile-time value" (reading a
/// runtime variable, calling a function defined elsewhere), which sema
/// rewords for the context that needed a constant.
pub fn is_not_constant(d: &Diagnostic) -> bool {
    d.code == NOT_CONSTANT || d.code == UNDEFINED_FUNCTION
}

/// The code of "function 'f' is not defined in this translation unit".
pub const UNDEFINED_FUNCTION: &str = "meta-undefined-function";

/// An engine that can evaluate nothing: for translating programs that need
/// no compile-time evaluation beyond what sema folds itself (literals,
/// enumerators, `sizeof`), and for sema's own tests.
#[derive(Default)]
pub struct NoEngine;

impl NoEngine {
    fn unavailable(span: Span) -> Diagnostic {
        Diagnostic::error(
            NOT_CONSTANT,
            span,
            "compile-time evaluation is not available in this configuration",
        )
    }
}

#[allow(clippy::result_large_err)]
impl MetaEngine for NoEngine {
    fn eval(&mut self, prog: &Program, expr: ExprId) -> Result<ConstValue, Diagnostic> {
        Err(Self::unavailable(prog.expr(expr).span))
    }
    fn exec(&mut self, prog: &Program, stmt: StmtId) -> Result<(), Diagnostic> {
        Err(Self::unavailable(prog.stmt(stmt).span))
    }
    fn read_var(&mut self, prog: &Program, var: VarId) -> Result<ConstValue, Diagnostic> {
        Err(Self::unavailable(prog.var(var).span))
    }
    fn bind_constant(&mut self, _var: VarId, _value: ConstValue) {}
    fn release(&mut self, _prog: &Program, _var: VarId) {}
    fn charge(&mut self, _span: Span) -> Result<(), Diagnostic> {
        Ok(())
    }
}
