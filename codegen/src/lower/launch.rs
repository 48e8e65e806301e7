//! Kernel launches in host code, as clang lowers them for CUDA (and, with
//! the HIP runtime's names, for HIP: [`OffloadRuntime`]):
//! `k<<<g, b, s, st>>>(args)` pushes the configuration
//! (`__cudaPushCallConfiguration`) and, when that succeeds, calls the
//! kernel's host stub, a function with the kernel's own symbol and
//! signature that pops the configuration and calls `cudaLaunchKernel` with
//! the addresses of its parameters. A module constructor registers the
//! fat binary (`__cudaRegisterFatBinary`, whose wrapper the driver links
//! in under `fatbin_symbol`), every kernel by its device name
//! (`__cudaRegisterFunction`), every device variable's host shadow
//! (`__cudaRegisterVar`), ends with `__cudaRegisterFatBinaryEnd`, and
//! schedules `__cudaUnregisterFatBinary` at exit.

use inkwell::module::Linkage as LlvmLinkage;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue};
use lexer::source::Span;
use sema::program::*;

use super::{Lowerer, OrIce, Res};
use crate::host::OffloadRuntime;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// `dim3` (or an `unsigned` count) as its two System V registers:
    /// `x | y << 32` and `z`.
    fn dim3_regs(
        &mut self,
        e: ExprId,
        span: Span,
    ) -> Res<(BasicValueEnum<'ctx>, BasicValueEnum<'ctx>)> {
        let p = self.p;
        let ty = p.exprs.get(e).ice(span)?.ty;
        let i64t = self.ctx.i64_type();
        let i32t = self.ctx.i32_type();
        if self.class_of(ty).is_some() {
            let v = self.rv(e)?;
            let tys: [BasicTypeEnum<'ctx>; 2] = [i64t.into(), i32t.into()];
            let pieces = self.class_to_pieces(ty, v, &tys, span)?;
            return Ok((pieces[0], pieces[1]));
        }
        let x = super::int_val(self.rv(e)?, span)?;
        let x = self
            .b
            .build_int_z_extend_or_bit_cast(x, i64t, "")
            .ice(span)?;
        let y = i64t.const_int(1 << 32, false);
        let xy = self.b.build_or(x, y, "").ice(span)?;
        Ok((xy.into(), i32t.const_int(1, false).into()))
    }

    /// A launch expression `e` of `kernel` with `args`.
    pub(crate) fn host_launch(
        &mut self,
        e: ExprId,
        kernel: FuncId,
        args: &[ExprId],
        span: Span,
    ) -> Res<()> {
        let p = self.p;
        let Some(launch) = p.launches.iter().find(|l| l.call == e).cloned() else {
            // A plain call of a kernel is the stub's call.
            self.call(kernel, args, span)?;
            return Ok(());
        };
        let (g0, g1) = self.dim3_regs(launch.grid, span)?;
        let (b0, b1) = self.dim3_regs(launch.block, span)?;
        let i64t = self.ctx.i64_type();
        let i32t = self.ctx.i32_type();
        let gp = self.generic_ptr();
        let shmem: BasicValueEnum<'ctx> = match launch.shared_mem {
            Some(s) => {
                let v = super::int_val(self.rv(s)?, span)?;
                self.b
                    .build_int_z_extend_or_bit_cast(v, i64t, "")
                    .ice(span)?
                    .into()
            }
            None => i64t.const_zero().into(),
        };
        let stream: BasicValueEnum<'ctx> = match launch.stream {
            Some(s) => {
                let v = self.rv(s)?;
                match v {
                    BasicValueEnum::PointerValue(_) => v,
                    BasicValueEnum::IntValue(i) => {
                        self.b.build_int_to_ptr(i, gp, "").ice(span)?.into()
                    }
                    _ => gp.const_null().into(),
                }
            }
            None => gp.const_null().into(),
        };
        let push = self.runtime(
            self.offload.push_configuration(),
            i32t.fn_type(
                &[
                    i64t.into(),
                    i32t.into(),
                    i64t.into(),
                    i32t.into(),
                    i64t.into(),
                    gp.into(),
                ],
                false,
            ),
        );
        let r = self
            .b
            .build_call(
                push,
                &[
                    g0.into(),
                    g1.into(),
                    b0.into(),
                    b1.into(),
                    shmem.into(),
                    stream.into(),
                ],
                "",
            )
            .ice(span)?
            .try_as_basic_value()
            .basic()
            .ice(span)?
            .into_int_value();
        let failed = self
            .b
            .build_int_compare(inkwell::IntPredicate::NE, r, i32t.const_zero(), "")
            .ice(span)?;
        let ok = self.block("kcall.configok");
        let end = self.block("kcall.end");
        self.b.build_conditional_branch(failed, end, ok).ice(span)?;
        self.b.position_at_end(ok);
        self.call(kernel, args, span)?;
        self.br(end)?;
        self.b.position_at_end(end);
        Ok(())
    }

    pub(crate) fn runtime(
        &mut self,
        name: &str,
        ft: inkwell::types::FunctionType<'ctx>,
    ) -> FunctionValue<'ctx> {
        self.module
            .get_function(name)
            .unwrap_or_else(|| self.module.add_function(name, ft, None))
    }

    /// The kernels this translation unit defines (those the device
    /// modules contain), in declaration order.
    fn defined_kernels(&self) -> Vec<FuncId> {
        self.p
            .funcs
            .iter()
            .filter(|(_, f)| f.is_kernel() && f.is_defined())
            .map(|(id, _)| id)
            .collect()
    }

    /// A host stub for every defined kernel.
    pub(crate) fn kernel_stubs(&mut self) -> Res<()> {
        for k in self.defined_kernels() {
            self.kernel_stub(k)?;
        }
        Ok(())
    }

    fn kernel_stub(&mut self, k: FuncId) -> Res<()> {
        let p = self.p;
        let func = p.funcs.get(k).ice(Span::DUMMY)?;
        let span = func.span;
        let fv = self.declare(k)?;
        if fv.count_basic_blocks() > 0 {
            return Ok(());
        }
        let blocks = self.begin_synthetic(fv);
        self.fs()?.id = k;
        self.host_params(func, fv, 0)?;
        let gp = self.generic_ptr();
        let i64t = self.ctx.i64_type();
        let i32t = self.ctx.i32_type();
        let n = func.params.len() as u32;
        let arr_t = gp.array_type(n.max(1));
        let arr = self.alloca(arr_t.into(), 8, "kernel_args")?;
        for (i, v) in func.params.iter().enumerate() {
            let slot = *self.fs()?.locals.get(v).ice(span)?;
            let idx = [i64t.const_zero(), i64t.const_int(i as u64, false)];
            // SAFETY: `i` is below the array's length.
            let a = unsafe { self.b.build_in_bounds_gep(arr_t, arr, &idx, "") }.ice(span)?;
            self.b.build_store(a, slot).ice(span)?;
        }
        // dim3 grid, block; size_t shmem; cudaStream_t stream.
        let dim_t = i32t.array_type(4);
        let grid = self.alloca(dim_t.into(), 8, "grid_dim")?;
        let block = self.alloca(dim_t.into(), 8, "block_dim")?;
        let shmem = self.alloca(i64t.into(), 8, "shmem")?;
        let stream = self.alloca(gp.into(), 8, "stream")?;
        let pop = self.runtime(
            self.offload.pop_configuration(),
            i32t.fn_type(&[gp.into(), gp.into(), gp.into(), gp.into()], false),
        );
        self.b
            .build_call(
                pop,
                &[grid.into(), block.into(), shmem.into(), stream.into()],
                "",
            )
            .ice(span)?;
        let regs: [BasicTypeEnum<'ctx>; 2] = [i64t.into(), i32t.into()];
        let g = self.load_pieces(grid, &regs, span)?;
        let b = self.load_pieces(block, &regs, span)?;
        let sm = self.b.build_load(i64t, shmem, "").ice(span)?;
        let st = self.b.build_load(gp, stream, "").ice(span)?;
        let launch = self.runtime(
            self.offload.launch_kernel(),
            i32t.fn_type(
                &[
                    gp.into(),
                    i64t.into(),
                    i32t.into(),
                    i64t.into(),
                    i32t.into(),
                    gp.into(),
                    i64t.into(),
                    gp.into(),
                ],
                false,
            ),
        );
        let fp = fv.as_global_value().as_pointer_value();
        let call_args: Vec<BasicMetadataValueEnum<'ctx>> = vec![
            fp.into(),
            g[0].into(),
            g[1].into(),
            b[0].into(),
            b[1].into(),
            arr.into(),
            sm.into(),
            st.into(),
        ];
        self.b.build_call(launch, &call_args, "").ice(span)?;
        let ret = if p.types.is_void(func.ret) {
            None
        } else {
            self.val_ty(func.ret).map(|t| t.const_zero())
        };
        self.end_synthetic(blocks, ret)
    }

    /// A private NUL-terminated string constant.
    fn cstr(&mut self, s: &str) -> inkwell::values::PointerValue<'ctx> {
        let mut bytes = s.as_bytes().to_vec();
        bytes.push(0);
        self.string_global(&bytes, 1).as_pointer_value()
    }

    /// The module constructor registering the device code, or `None` when
    /// there are no kernels and no device variables.
    pub(crate) fn registration(
        &mut self,
        tag: &str,
        fatbin_symbol: &str,
    ) -> Res<Option<FunctionValue<'ctx>>> {
        let p = self.p;
        let kernels = self.defined_kernels();
        let vars: Vec<VarId> = p
            .globals
            .iter()
            .copied()
            .filter(|g| {
                p.vars[*g].global().is_some_and(|gv| {
                    gv.kind == GlobalKind::User
                        && !gv.host_only
                        && !gv.implicit_device
                        && !gv.linkonce
                        && gv.space != MemorySpace::Shared
                })
            })
            .collect();
        if kernels.is_empty() && vars.is_empty() {
            return Ok(None);
        }
        let span = Span::DUMMY;
        let gp = self.generic_ptr();
        let i32t = self.ctx.i32_type();
        let i64t = self.ctx.i64_type();
        let void = self.ctx.void_type();
        let wrapper = match self.module.get_global(fatbin_symbol) {
            Some(g) => g,
            None => {
                let wt = self
                    .ctx
                    .struct_type(&[i32t.into(), i32t.into(), gp.into(), gp.into()], false);
                let g = self.module.add_global(wt, None, fatbin_symbol);
                g.set_visibility(inkwell::GlobalVisibility::Hidden);
                g
            }
        };
        let handle = self.module.add_global(
            gp,
            None,
            &format!("{}_gpubin_handle_{tag}", self.offload.prefix()),
        );
        handle.set_linkage(LlvmLinkage::Internal);
        handle.set_initializer(&gp.const_null());
        handle.set_alignment(8);

        // The destructor: unregister.
        let dtor = self.module.add_function(
            &format!("{}_module_dtor_{tag}", self.offload.prefix()),
            void.fn_type(&[], false),
            Some(LlvmLinkage::Internal),
        );
        let blocks = self.begin_synthetic(dtor);
        let h = self
            .b
            .build_load(gp, handle.as_pointer_value(), "")
            .ice(span)?;
        let unreg = self.runtime(
            self.offload.unregister_fat_binary(),
            void.fn_type(&[gp.into()], false),
        );
        self.b.build_call(unreg, &[h.into()], "").ice(span)?;
        self.end_synthetic(blocks, None)?;

        let ctor = self.module.add_function(
            &format!("{}_module_ctor_{tag}", self.offload.prefix()),
            void.fn_type(&[], false),
            Some(LlvmLinkage::Internal),
        );
        let blocks = self.begin_synthetic(ctor);
        let reg_fat = self.runtime(
            self.offload.register_fat_binary(),
            gp.fn_type(&[gp.into()], false),
        );
        let h = self
            .b
            .build_call(reg_fat, &[wrapper.as_pointer_value().into()], "")
            .ice(span)?
            .try_as_basic_value()
            .basic()
            .ice(span)?;
        self.b.build_store(handle.as_pointer_value(), h).ice(span)?;
        let reg_fn = self.runtime(
            self.offload.register_function(),
            i32t.fn_type(
                &[
                    gp.into(),
                    gp.into(),
                    gp.into(),
                    gp.into(),
                    i32t.into(),
                    gp.into(),
                    gp.into(),
                    gp.into(),
                    gp.into(),
                    gp.into(),
                ],
                false,
            ),
        );
        for k in kernels {
            let f = self.declare(k)?;
            let name = p.funcs[k].link_name.clone();
            let s = self.cstr(&name);
            let null = gp.const_null();
            self.b
                .build_call(
                    reg_fn,
                    &[
                        h.into(),
                        f.as_global_value().as_pointer_value().into(),
                        s.into(),
                        s.into(),
                        i32t.const_all_ones().into(),
                        null.into(),
                        null.into(),
                        null.into(),
                        null.into(),
                        null.into(),
                    ],
                    "",
                )
                .ice(span)?;
        }
        let reg_var = self.runtime(
            self.offload.register_var(),
            void.fn_type(
                &[
                    gp.into(),
                    gp.into(),
                    gp.into(),
                    gp.into(),
                    i32t.into(),
                    i64t.into(),
                    i32t.into(),
                    i32t.into(),
                ],
                false,
            ),
        );
        let reg_managed = self.runtime(
            self.offload.register_managed_var(),
            void.fn_type(
                &[
                    gp.into(),
                    gp.into(),
                    gp.into(),
                    gp.into(),
                    i64t.into(),
                    i32t.into(),
                ],
                false,
            ),
        );
        for v in vars {
            let var = &p.vars[v];
            let Some(gv) = var.global() else { continue };
            if gv.init.is_none() {
                // `extern`: registered by the translation unit defining it.
                continue;
            }
            let g = self.global(v)?;
            let name = var.link_name.clone();
            let s = self.cstr(&name);
            let size = i64t.const_int(self.size_of(var.ty), false);
            let constant = i32t.const_int(u64::from(gv.space == MemorySpace::Constant), false);
            // Defined here, never `extern` (those were skipped).
            let ext = i32t.const_zero();
            if gv.space == MemorySpace::Managed {
                // CUDA: the shadow is the managed pointer's home, and both
                // names are the symbol. HIP: the slot the runtime fills, the
                // storage holding the initial value, and the symbol.
                let (first, second) = if self.offload == OffloadRuntime::Hip {
                    let slot = self.hip_managed_slot(v, span)?.as_pointer_value();
                    (slot, g.as_pointer_value())
                } else {
                    (g.as_pointer_value(), s)
                };
                let align = i32t.const_int(u64::from(self.align_of(var.ty)), false);
                self.b
                    .build_call(
                        reg_managed,
                        &[
                            h.into(),
                            first.into(),
                            second.into(),
                            s.into(),
                            size.into(),
                            align.into(),
                        ],
                        "",
                    )
                    .ice(span)?;
                continue;
            }
            self.b
                .build_call(
                    reg_var,
                    &[
                        h.into(),
                        g.as_pointer_value().into(),
                        s.into(),
                        s.into(),
                        ext.into(),
                        size.into(),
                        constant.into(),
                        i32t.const_zero().into(),
                    ],
                    "",
                )
                .ice(span)?;
        }
        if let Some(name) = self.offload.register_fat_binary_end() {
            let end = self.runtime(name, void.fn_type(&[gp.into()], false));
            self.b.build_call(end, &[h.into()], "").ice(span)?;
        }
        let atexit = self.runtime("atexit", i32t.fn_type(&[gp.into()], false));
        self.b
            .build_call(
                atexit,
                &[dtor.as_global_value().as_pointer_value().into()],
                "",
            )
            .ice(span)?;
        self.end_synthetic(blocks, None)?;
        Ok(Some(ctor))
    }
}
