//! Lowering of the reached part of the typed program into one LLVM module.
//!
//! Split by concern: `types` (LLVM types of program types), `func`
//! (declarations, bodies, locals, globals), `stmt`, `expr`, `builtins`
//! (device builtins dispatching to `target/`), and the C++ object model:
//! `math` (C library math functions to intrinsics or the vendor library),
//! `objects` (class prvalues into destinations, temporaries), `calls`
//! (signatures with `sret`, calls with `this`), `layout` (class layouts,
//! base adjustment), `bitfield`, `cleanup` (destructor scopes), `vtable`
//! (vtable globals, virtual calls, the device heap).
//!
//! Conventions: every lvalue lowers to a pointer (in the generic address
//! space unless the typed pointer says otherwise); `bool` is `i1` as a value
//! and `i8` in memory; allocas live in the entry block (so mem2reg can
//! promote them) and are cast to generic pointers where the target's
//! allocas are not generic (AMDGPU, address space 5).

mod amd_printf;
mod array_init;
mod atomic128;
pub use atomic128::B128_PTX_VERSION;
mod abi;
mod bitfield;
mod builtins;
mod calls;
mod cleanup;
mod const_image;
mod dyncast;
pub(crate) mod eh;
mod expr;
mod func;
mod gnu_atomic;
mod hip_managed;
mod host_calls;
pub(crate) mod host_module;
mod host_throw;
mod indirect_goto;
mod inline_asm;
mod launch;
mod layout;
mod libcalls;
mod long_double;
mod math;
mod mathcalls;
mod objects;
mod packed;
pub(crate) mod rtti;
mod stmt;
mod switch_table;
mod typeid;
mod types;
mod va_list;
mod vla;
mod vtable;
mod warp;
mod wgmma;
pub use warp::warp_min_ptx;

use std::collections::HashMap;

use inkwell::basic_block::BasicBlock;
use inkwell::builder::{Builder, BuilderError};
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::types::StructType;
use inkwell::values::{FunctionValue, GlobalValue, PointerValue};
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;

use crate::consts::Evaluator;
use crate::diagnostics as diag;
use crate::TargetSpec;

pub(crate) type Res<T> = Result<T, Diagnostic>;

/// Turns LLVM builder failures and impossible lookups into internal-error
/// diagnostics, so lowering never panics.
pub(crate) trait OrIce<T> {
    fn ice(self, span: Span) -> Res<T>;
}

impl<T> OrIce<T> for Result<T, BuilderError> {
    #[track_caller]
    fn ice(self, span: Span) -> Res<T> {
        let at = std::panic::Location::caller();
        self.map_err(|e| diag::internal_at(&format!("LLVM builder: {e}"), span, at))
    }
}

impl<T> OrIce<T> for Option<T> {
    #[track_caller]
    fn ice(self, span: Span) -> Res<T> {
        let at = std::panic::Location::caller();
        self.ok_or_else(|| diag::internal_at("inconsistent typed program", span, at))
    }
}

/// The integer a well-typed program guarantees, or an internal error.
pub(crate) fn int_val<'ctx>(
    v: inkwell::values::BasicValueEnum<'ctx>,
    span: Span,
) -> Res<inkwell::values::IntValue<'ctx>> {
    match v {
        inkwell::values::BasicValueEnum::IntValue(i) => Ok(i),
        _ => Err(diag::internal("an integer value was expected", span)),
    }
}

/// The pointer a well-typed program guarantees, or an internal error.
pub(crate) fn ptr_val<'ctx>(
    v: inkwell::values::BasicValueEnum<'ctx>,
    span: Span,
) -> Res<PointerValue<'ctx>> {
    match v {
        inkwell::values::BasicValueEnum::PointerValue(p) => Ok(p),
        _ => Err(diag::internal("a pointer value was expected", span)),
    }
}

/// Per-function lowering state.
pub(crate) struct FnState<'ctx> {
    pub id: FuncId,
    pub func: FunctionValue<'ctx>,
    /// Holds the allocas; branches to the body once the body is done.
    pub entry: BasicBlock<'ctx>,
    pub alloca_b: Builder<'ctx>,
    /// Address of each local/parameter's storage (for reference variables,
    /// the storage holds the referred object's address).
    pub locals: HashMap<VarId, PointerValue<'ctx>>,
    pub breaks: Vec<BasicBlock<'ctx>>,
    pub continues: Vec<BasicBlock<'ctx>>,
    pub labels: HashMap<LabelId, BasicBlock<'ctx>>,
    pub cases: HashMap<StmtId, BasicBlock<'ctx>>,
    /// Open cleanup scopes, innermost last (see `cleanup`).
    pub scopes: Vec<cleanup::Scope<'ctx>>,
    /// The scope depth each entry of `breaks` / `continues` leaves to.
    pub break_depths: Vec<usize>,
    pub continue_depths: Vec<usize>,
    /// For each label, the blocks enclosing it (a `goto` runs the cleanups
    /// of the scopes it leaves).
    pub label_scopes: HashMap<LabelId, Vec<StmtId>>,
    /// For each label already lowered: the scope depth there and how many
    /// cleanups its scope had (a `goto` back to it destroys the objects
    /// constructed since).
    pub label_marks: HashMap<LabelId, (usize, usize)>,
    /// The caller's result object, for a function returning a class
    /// indirectly.
    pub sret: Option<PointerValue<'ctx>>,
    /// How many conditionally evaluated operands enclose the code being
    /// lowered (a temporary created deeper than its scope needs a flag).
    pub cond_depth: u32,
    /// Host exception handling: enclosing try-blocks, landing pads.
    pub eh: eh::EhState<'ctx>,
    /// Host computed goto: the block every `goto *` branches to, with the
    /// phi of its address, and the labels whose address is taken.
    pub indirect_goto: Option<(BasicBlock<'ctx>, inkwell::values::PhiValue<'ctx>)>,
    pub address_taken: Vec<LabelId>,
}

pub(crate) struct Lowerer<'ctx, 'p, 'm> {
    pub ctx: &'ctx Context,
    pub module: &'m Module<'ctx>,
    pub b: Builder<'ctx>,
    pub p: &'p Program,
    pub spec: &'m TargetSpec,
    pub ev: Evaluator<'p>,
    pub diags: Vec<Diagnostic>,
    pub funcs: HashMap<FuncId, FunctionValue<'ctx>>,
    pub globals: HashMap<VarId, GlobalValue<'ctx>>,
    pub strings: HashMap<Vec<u8>, GlobalValue<'ctx>>,
    pub structs: HashMap<StructId, StructType<'ctx>>,
    /// Helper functions parsed from IR text (scoped atomics and fences that
    /// LLVM 19's C API cannot build), by name.
    pub helpers: HashMap<String, FunctionValue<'ctx>>,
    pub fs: Option<FnState<'ctx>>,
    /// Host: static locals whose guarded initialization is being lowered
    /// (a use inside its own initializer must not guard again).
    pub guarding: Vec<VarId>,
    /// Member addresses of packed classes and their real alignment (see
    /// `packed`).
    pub underaligned: HashMap<PointerValue<'ctx>, u32>,
    /// Host: the runtime launches and registration go through.
    pub offload: crate::host::OffloadRuntime,
    /// Debug information, when asked for (`crate::debug_info`).
    pub dbg: Option<crate::debug_info::DebugCx<'ctx, 'p>>,
    /// Host: the variadic arguments of the call being lowered that go in
    /// memory (LLVM argument index, type), which its call site marks
    /// `byval` (`abi.rs`).
    pub vararg_byval: Vec<(u32, TypeId)>,
}

impl<'ctx, 'p, 'm> Lowerer<'ctx, 'p, 'm> {
    pub(crate) fn new(
        ctx: &'ctx Context,
        module: &'m Module<'ctx>,
        p: &'p Program,
        spec: &'m TargetSpec,
        ev: Evaluator<'p>,
    ) -> Self {
        Lowerer {
            ctx,
            module,
            b: ctx.create_builder(),
            p,
            spec,
            ev,
            diags: Vec::new(),
            funcs: HashMap::new(),
            globals: HashMap::new(),
            strings: HashMap::new(),
            structs: HashMap::new(),
            helpers: HashMap::new(),
            fs: None,
            guarding: Vec::new(),
            underaligned: HashMap::new(),
            offload: crate::host::OffloadRuntime::Cuda,
            dbg: None,
            vararg_byval: Vec::new(),
        }
    }

    /// Starts debug information for the module (see `crate::debug_info`).
    pub(crate) fn with_debug_info(
        mut self,
        debug: Option<(
            crate::debug_info::DebugSources<'p>,
            crate::debug_info::DebugLevel,
        )>,
        optimized: bool,
    ) -> Self {
        if let Some((src, level)) = debug {
            self.dbg = crate::debug_info::DebugCx::new(
                self.ctx,
                self.module,
                src,
                level,
                self.spec.vendor,
                optimized,
            );
        }
        self
    }

    /// Statements lowered from here on are at `span` in the line table.
    pub(crate) fn set_debug_location(&mut self, span: Span) {
        let ctx = self.ctx;
        if let Some(loc) = self.dbg.as_mut().and_then(|d| d.location(ctx, span)) {
            self.b.set_current_debug_location(loc);
        }
    }

    /// Resolves the debug information; before verification.
    pub(crate) fn finish_debug_info(&self) {
        if let Some(d) = &self.dbg {
            d.finalize();
        }
    }
}

/// Lowers the reached functions and the device globals into `module`
/// (whose triple and data layout are already set). Returns the
/// diagnostics raised while lowering.
#[allow(clippy::too_many_arguments)]
pub(crate) fn lower_module<'ctx, 'p>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    p: &'p Program,
    spec: &TargetSpec,
    ev: Evaluator<'p>,
    funcs: &[FuncId],
    debug: Option<(
        crate::debug_info::DebugSources<'p>,
        crate::debug_info::DebugLevel,
    )>,
    optimized: bool,
) -> Vec<Diagnostic> {
    let mut l = Lowerer::new(ctx, module, p, spec, ev).with_debug_info(debug, optimized);
    crate::target::module_setup(&mut l);
    // Every device-side global is emitted (the host may access it by
    // symbol), in declaration order; compiler-made ones (vtables) and
    // those of vague linkage (inline variables, static members of
    // template instances) only where the module's code uses them.
    for &g in &p.globals {
        let is_device = p
            .vars
            .get(g)
            .and_then(Var::global)
            .is_some_and(|gv| !gv.host_only && gv.kind == GlobalKind::User && !gv.linkonce);
        if is_device {
            if let Err(d) = l.global(g) {
                l.diags.push(d);
            }
        }
    }
    l.declare_and_define(funcs);
    l.finish_debug_info();
    l.diags
}
