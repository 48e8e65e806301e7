//! The host module: host globals (and the shadows of device variables the
//! runtime maps to their device copies), the reached host functions, the
//! global constructor running dynamic initialization in program order with
//! destructors registered through `__cxa_atexit`, guarded function-local
//! statics (`__cxa_guard_acquire`/`release`, as clang), launch stubs and
//! the CUDA registration (`launch`), and a COMDAT per `linkonce_odr`
//! definition so that the linker keeps one copy.

use inkwell::basic_block::BasicBlock;
use inkwell::context::Context;
use inkwell::module::{Linkage as LlvmLinkage, Module};
use inkwell::values::{BasicValueEnum, FunctionValue, GlobalValue, PointerValue};
use inkwell::AtomicOrdering;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;

use super::{Lowerer, OrIce, Res};
use crate::consts::Evaluator;
use crate::TargetSpec;

/// What the host job learned while lowering, for the driver.
#[derive(Clone, Debug, Default)]
pub struct HostFacts {
    /// The module registers kernels or device variables: it refers to the
    /// fat binary symbol and needs the CUDA runtime.
    pub registers: bool,
}

/// A function-local static: its symbol is a local name (`_ZZ...`), or
/// sema's `function.name.N`.
pub fn is_static_local(v: &Var) -> bool {
    v.link_name.starts_with("_ZZ") || (!v.link_name.starts_with('.') && v.link_name.contains('.'))
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn lower_host<'ctx, 'p>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    p: &'p Program,
    spec: &TargetSpec,
    ev: Evaluator<'p>,
    funcs: &[FuncId],
    tag: &str,
    fatbin_symbol: &str,
    runtime: crate::host::OffloadRuntime,
    debug: Option<(
        crate::debug_info::DebugSources<'p>,
        crate::debug_info::DebugLevel,
    )>,
    optimized: bool,
) -> (Vec<Diagnostic>, HostFacts) {
    let mut l = Lowerer::new(ctx, module, p, spec, ev).with_debug_info(debug, optimized);
    l.offload = runtime;
    for &g in &p.globals {
        let emit = p.vars.get(g).and_then(Var::global).is_some_and(|gv| {
            gv.kind == GlobalKind::User && !gv.linkonce && gv.space != MemorySpace::Shared
        });
        if emit {
            if let Err(d) = l.global(g) {
                l.diags.push(d);
            }
        }
    }
    l.declare_and_define(funcs);
    // The unit with a class's key function defines its vtable group, VTT
    // and construction vtables for all the others.
    for v in crate::host::reach::keyed_tables(p) {
        match l.global(v) {
            Ok(g) => g.set_linkage(LlvmLinkage::External),
            Err(d) => l.diags.push(d),
        }
    }
    let mut facts = HostFacts::default();
    match l.kernel_stubs() {
        Ok(()) => {}
        Err(d) => l.diags.push(d),
    }
    let mut ctors = Vec::new();
    match l.global_init_function(tag) {
        Ok(Some(f)) => ctors.push(f),
        Ok(None) => {}
        Err(d) => l.diags.push(d),
    }
    match l.registration(tag, fatbin_symbol) {
        Ok(Some(f)) => {
            facts.registers = true;
            // Registration first: constructors may launch kernels.
            ctors.insert(0, f);
        }
        Ok(None) => {}
        Err(d) => l.diags.push(d),
    }
    l.global_ctors(&ctors);
    l.keep_thunks(funcs);
    l.comdats();
    l.finish_debug_info();
    (l.diags, facts)
}

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// Starts lowering a compiler-made function `fv` (no parameters of
    /// its own to receive): returns the entry and body blocks.
    pub(crate) fn begin_synthetic(
        &mut self,
        fv: FunctionValue<'ctx>,
    ) -> (BasicBlock<'ctx>, BasicBlock<'ctx>) {
        self.begin_function(FuncId::new(0), fv, Default::default())
    }

    /// Ends a compiler-made function returning `ret` (void when `None`).
    pub(crate) fn end_synthetic(
        &mut self,
        blocks: (BasicBlock<'ctx>, BasicBlock<'ctx>),
        ret: Option<BasicValueEnum<'ctx>>,
    ) -> Res<()> {
        let span = Span::DUMMY;
        if self
            .b
            .get_insert_block()
            .and_then(|bb| bb.get_terminator())
            .is_none()
        {
            match ret {
                Some(v) => self.b.build_return(Some(&v)).ice(span)?,
                None => self.b.build_return(None).ice(span)?,
            };
        }
        let fs = self.fs.take().ice(span)?;
        fs.alloca_b.position_at_end(blocks.0);
        fs.alloca_b.build_unconditional_branch(blocks.1).ice(span)?;
        Ok(())
    }

    fn dso_handle(&mut self) -> GlobalValue<'ctx> {
        if let Some(g) = self.module.get_global("__dso_handle") {
            return g;
        }
        let g = self
            .module
            .add_global(self.ctx.i8_type(), None, "__dso_handle");
        g.set_visibility(inkwell::GlobalVisibility::Hidden);
        g
    }

    /// `__cxa_atexit(__dtor_<var>, null, &__dso_handle)`, the function
    /// destroying `var` (whole arrays too) made on first need.
    fn register_destroy(&mut self, var: VarId, d: Destroy, span: Span) -> Res<()> {
        let p = self.p;
        let v = p.vars.get(var).ice(span)?;
        let gp = self.generic_ptr();
        let void_fn = self.ctx.void_type().fn_type(&[gp.into()], false);
        let name = format!("__dtor_{}", v.link_name);
        let helper = match self.module.get_function(&name) {
            Some(f) => f,
            None => {
                let f = self
                    .module
                    .add_function(&name, void_fn, Some(LlvmLinkage::Internal));
                let saved_fs = self.fs.take();
                let saved_bb = self.b.get_insert_block();
                let blocks = self.begin_synthetic(f);
                let addr = self.global(var)?.as_pointer_value();
                let r = self.destroy(addr, d, span);
                self.end_synthetic(blocks, None)?;
                self.fs = saved_fs;
                if let Some(bb) = saved_bb {
                    self.b.position_at_end(bb);
                }
                r?;
                f
            }
        };
        let i32t = self.ctx.i32_type();
        let atexit = self.runtime(
            "__cxa_atexit",
            i32t.fn_type(&[gp.into(), gp.into(), gp.into()], false),
        );
        let dso = self.dso_handle().as_pointer_value();
        let fp = helper.as_global_value().as_pointer_value();
        self.b
            .build_call(atexit, &[fp.into(), gp.const_null().into(), dso.into()], "")
            .ice(span)?;
        Ok(())
    }

    /// `_GLOBAL__sub_I_<tag>`: dynamic initialization of the namespace-scope
    /// variables in program order; `None` when there is none.
    fn global_init_function(&mut self, tag: &str) -> Res<Option<FunctionValue<'ctx>>> {
        let p = self.p;
        let todo: Vec<VarId> = p
            .globals
            .iter()
            .copied()
            .filter(|g| {
                let v = &p.vars[*g];
                v.global().is_some_and(|gv| {
                    gv.kind == GlobalKind::User
                        && !gv.linkonce
                        && gv.space != MemorySpace::Shared
                        && !is_static_local(v)
                        && gv.init.is_some()
                        && (gv.dynamic_init.is_some() || gv.destroy.is_some())
                })
            })
            .collect();
        if todo.is_empty() {
            return Ok(None);
        }
        let ft = self.ctx.void_type().fn_type(&[], false);
        let f = self.module.add_function(
            &format!("_GLOBAL__sub_I_{tag}"),
            ft,
            Some(LlvmLinkage::Internal),
        );
        let blocks = self.begin_synthetic(f);
        for g in todo {
            let v = &p.vars[g];
            let gv = v.global().ice(v.span)?;
            let addr = self.global(g)?.as_pointer_value();
            if let Some(init) = &gv.dynamic_init {
                self.init(v.ty, addr, init, v.span)?;
            }
            if let Some(d) = gv.destroy {
                self.register_destroy(g, d, v.span)?;
            }
        }
        self.end_synthetic(blocks, None)?;
        Ok(Some(f))
    }

    /// The constructors `fs`, in order, in `.init_array` (as clang's
    /// `-fuse-init-array` default: LLVM's C API cannot ask for it, and
    /// `llvm.global_ctors` would become `.ctors`, which LLD does not run),
    /// kept by `llvm.used`.
    fn global_ctors(&mut self, fs: &[FunctionValue<'ctx>]) {
        if fs.is_empty() {
            return;
        }
        let gp = self.generic_ptr();
        let ptrs: Vec<_> = fs
            .iter()
            .map(|f| f.as_global_value().as_pointer_value())
            .collect();
        let arr = gp.const_array(&ptrs);
        let g = self
            .module
            .add_global(arr.get_type(), None, "__circle_rs_init_array");
        g.set_linkage(LlvmLinkage::Internal);
        g.set_initializer(&arr);
        g.set_section(Some(".init_array"));
        g.set_alignment(8);
        let used = gp.const_array(&[g.as_pointer_value()]);
        let u = self.module.add_global(used.get_type(), None, "llvm.used");
        u.set_linkage(LlvmLinkage::Appending);
        u.set_initializer(&used);
        u.set_section(Some("llvm.metadata"));
    }

    /// The thunks the module defines stay in its object even where no
    /// vtable of its own uses them (`llvm.compiler.used`): another unit's
    /// vtable may name them, as GCC's units expect of the unit defining
    /// their function.
    fn keep_thunks(&mut self, funcs: &[FuncId]) {
        let gp = self.generic_ptr();
        let mut ptrs = Vec::new();
        for &f in funcs {
            let is_thunk = self
                .p
                .funcs
                .get(f)
                .is_some_and(|x| x.kind == FuncKind::Thunk);
            if !is_thunk {
                continue;
            }
            if let Some(fv) = self.funcs.get(&f) {
                if fv.count_basic_blocks() > 0 {
                    ptrs.push(fv.as_global_value().as_pointer_value());
                }
            }
        }
        if ptrs.is_empty() {
            return;
        }
        let arr = gp.const_array(&ptrs);
        let u = self
            .module
            .add_global(arr.get_type(), None, "llvm.compiler.used");
        u.set_linkage(LlvmLinkage::Appending);
        u.set_initializer(&arr);
        u.set_section(Some("llvm.metadata"));
    }

    /// Every `linkonce_odr` definition in a COMDAT of its own name, as
    /// clang does on ELF.
    fn comdats(&mut self) {
        let mut f = self.module.get_first_function();
        while let Some(fv) = f {
            let g = fv.as_global_value();
            if fv.count_basic_blocks() > 0 && g.get_linkage() == LlvmLinkage::LinkOnceODR {
                let name = g.get_name().to_string_lossy().into_owned();
                let c = self.module.get_or_insert_comdat(&name);
                g.set_comdat(c);
            }
            f = fv.get_next_function();
        }
        let mut gl = self.module.get_first_global();
        while let Some(g) = gl {
            if g.get_linkage() == LlvmLinkage::LinkOnceODR {
                let name = g.get_name().to_string_lossy().into_owned();
                let c = self.module.get_or_insert_comdat(&name);
                g.set_comdat(c);
            }
            gl = g.get_next_global();
        }
    }

    /// The guarded first-use initialization of a static local with dynamic
    /// initialization, before a use of it.
    pub(crate) fn guard_static_local(&mut self, v: VarId, span: Span) -> Res<()> {
        let p = self.p;
        let var = p.vars.get(v).ice(span)?;
        let Some(gv) = var.global() else {
            return Ok(());
        };
        let Some(init) = gv.dynamic_init.clone() else {
            return Ok(());
        };
        if !is_static_local(var) || self.guarding.contains(&v) || self.fs.is_none() {
            return Ok(());
        }
        let i64t = self.ctx.i64_type();
        let gname = match var.link_name.strip_prefix("_Z") {
            Some(rest) => format!("_ZGV{rest}"),
            None => format!("{}.guard", var.link_name),
        };
        let guard = match self.module.get_global(&gname) {
            Some(g) => g,
            None => {
                let g = self.module.add_global(i64t, None, &gname);
                g.set_initializer(&i64t.const_zero());
                g.set_alignment(8);
                let obj = self.global(v)?;
                g.set_linkage(obj.get_linkage());
                g
            }
        };
        let gp = guard.as_pointer_value();
        let byte = self
            .b
            .build_load(self.ctx.i8_type(), gp, "guard")
            .ice(span)?;
        if let Some(i) = inkwell::values::BasicValue::as_instruction_value(&byte) {
            let _ = i.set_atomic_ordering(AtomicOrdering::Acquire);
            let _ = i.set_alignment(8);
        }
        let zero = self.ctx.i8_type().const_zero();
        let uninit = self
            .b
            .build_int_compare(inkwell::IntPredicate::EQ, byte.into_int_value(), zero, "")
            .ice(span)?;
        let check = self.block("init.check");
        let run = self.block("init");
        let end = self.block("init.end");
        self.b
            .build_conditional_branch(uninit, check, end)
            .ice(span)?;
        self.b.position_at_end(check);
        let i32t = self.ctx.i32_type();
        let ptr = self.generic_ptr();
        let acquire = self.runtime("__cxa_guard_acquire", i32t.fn_type(&[ptr.into()], false));
        let r = self
            .b
            .build_call(acquire, &[gp.into()], "")
            .ice(span)?
            .try_as_basic_value()
            .basic()
            .ice(span)?
            .into_int_value();
        let go = self
            .b
            .build_int_compare(inkwell::IntPredicate::NE, r, i32t.const_zero(), "")
            .ice(span)?;
        self.b.build_conditional_branch(go, run, end).ice(span)?;
        self.b.position_at_end(run);
        self.guarding.push(v);
        let addr: PointerValue<'ctx> = self.global(v)?.as_pointer_value();
        let r = self.init(var.ty, addr, &init, span);
        self.guarding.pop();
        r?;
        let release = self.runtime(
            "__cxa_guard_release",
            self.ctx.void_type().fn_type(&[ptr.into()], false),
        );
        self.b.build_call(release, &[gp.into()], "").ice(span)?;
        if let Some(d) = gv.destroy {
            self.register_destroy(v, d, span)?;
        }
        self.b.build_unconditional_branch(end).ice(span)?;
        self.b.position_at_end(end);
        Ok(())
    }
}
