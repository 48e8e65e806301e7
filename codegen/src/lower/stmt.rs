//! Statements. Control flow is built directly as basic blocks; code after a
//! terminator (`return`, `break`, `goto`) goes into a fresh block with no
//! predecessors, which LLVM deletes.

use inkwell::basic_block::BasicBlock;
use inkwell::values::{BasicValueEnum, IntValue};
use lexer::source::Span;
use sema::program::*;

use super::func::const_int;
use super::{int_val, Lowerer, OrIce, Res};

impl<'ctx> Lowerer<'ctx, '_, '_> {
    pub fn stmt(&mut self, s: StmtId) -> Res<()> {
        let p = self.p;
        let stmt = p.stmts.get(s).ice(Span::DUMMY)?;
        let span = stmt.span;
        self.set_debug_location(span);
        match &stmt.kind {
            // A virtual base is the complete-object variant's to build.
            StmtKind::Init { vbase: true, .. } if self.in_base_variant() => {}
            StmtKind::PushCleanup { variants, .. } if !self.runs_in_variant(*variants) => {}
            StmtKind::Init { target, init, .. } if self.bitfield_of(*target).is_some() => {
                let pl = self.bit_place(*target)?;
                let first = match init {
                    Init::List(items) => items.first(),
                    other => Some(other),
                };
                let v = match first {
                    Some(Init::Expr(e)) => self.rv(*e)?,
                    _ => self.ctx.i64_type().const_zero().into(),
                };
                self.bit_write(pl, v, span)?;
            }
            StmtKind::Init { target, init, .. } => {
                let ty = p.exprs.get(*target).ice(span)?.ty;
                let addr = self.lvalue(*target)?;
                self.init(ty, addr, init, span)?;
            }
            // Without exceptions (device code), cleanups only for
            // unwinding never run; the host's landing pads run them.
            StmtKind::PushCleanup { eh_only: true, .. } if !self.is_host() => {}
            StmtKind::PushCleanup {
                target,
                destroy,
                eh_only,
                ..
            } => {
                let addr = self.lvalue(*target)?;
                self.push_cleanup_with(addr, *destroy, false, *eh_only, span)?;
            }
            StmtKind::Empty => {}
            StmtKind::Block(ss) => {
                self.open_scope(Some(s))?;
                for &s in ss {
                    // One statement's error does not stop the others', so
                    // several independent problems are all reported.
                    if let Err(d) = self.stmt(s) {
                        self.diags.push(d);
                    }
                }
                self.close_scope()?;
            }
            StmtKind::Expr(e) => self.discard(*e)?,
            StmtKind::Decl { var, init } => {
                if p.vars.get(*var).and_then(Var::global).is_some() {
                    // A block-scope `static`: a global, emitted where used,
                    // initialized by its constant initializer.
                    return Ok(());
                }
                let slot = self.local_slot(*var)?;
                if let Some(init) = init {
                    let ty = p.vars.get(*var).ice(span)?.ty;
                    self.init(ty, slot, init, span)?;
                }
            }
            StmtKind::If { cond, then, else_ } => {
                let c = self.cond(*cond)?;
                let then_bb = self.block("if.then");
                let end_bb = self.block("if.end");
                let else_bb = if else_.is_some() {
                    self.block("if.else")
                } else {
                    end_bb
                };
                self.b
                    .build_conditional_branch(c, then_bb, else_bb)
                    .ice(span)?;
                self.b.position_at_end(then_bb);
                self.stmt(*then)?;
                self.br(end_bb)?;
                if let Some(e) = else_ {
                    self.b.position_at_end(else_bb);
                    self.stmt(*e)?;
                    self.br(end_bb)?;
                }
                self.b.position_at_end(end_bb);
            }
            StmtKind::CodegenIf { cond, then, else_ } => {
                // Only the taken branch exists in this target's module.
                let v = self.ev.eval(*cond)?;
                if v.is_true() {
                    self.stmt(*then)?;
                } else if let Some(e) = else_ {
                    self.stmt(*e)?;
                }
            }
            StmtKind::While { cond, body } => {
                let cond_bb = self.block("while.cond");
                let body_bb = self.block("while.body");
                let end_bb = self.block("while.end");
                self.br(cond_bb)?;
                self.b.position_at_end(cond_bb);
                let c = self.cond(*cond)?;
                self.b
                    .build_conditional_branch(c, body_bb, end_bb)
                    .ice(span)?;
                self.b.position_at_end(body_bb);
                self.loop_body(*body, end_bb, cond_bb)?;
                self.br(cond_bb)?;
                self.b.position_at_end(end_bb);
            }
            StmtKind::DoWhile { body, cond } => {
                let body_bb = self.block("do.body");
                let cond_bb = self.block("do.cond");
                let end_bb = self.block("do.end");
                self.br(body_bb)?;
                self.b.position_at_end(body_bb);
                self.loop_body(*body, end_bb, cond_bb)?;
                self.br(cond_bb)?;
                self.b.position_at_end(cond_bb);
                let c = self.cond(*cond)?;
                self.b
                    .build_conditional_branch(c, body_bb, end_bb)
                    .ice(span)?;
                self.b.position_at_end(end_bb);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                if let Some(i) = init {
                    self.stmt(*i)?;
                }
                let cond_bb = self.block("for.cond");
                let body_bb = self.block("for.body");
                let step_bb = self.block("for.inc");
                let end_bb = self.block("for.end");
                self.br(cond_bb)?;
                self.b.position_at_end(cond_bb);
                match cond {
                    Some(c) => {
                        let c = self.cond(*c)?;
                        self.b
                            .build_conditional_branch(c, body_bb, end_bb)
                            .ice(span)?;
                    }
                    None => self.br(body_bb)?,
                }
                self.b.position_at_end(body_bb);
                self.loop_body(*body, end_bb, step_bb)?;
                self.br(step_bb)?;
                self.b.position_at_end(step_bb);
                if let Some(s) = step {
                    self.discard(*s)?;
                }
                self.br(cond_bb)?;
                self.b.position_at_end(end_bb);
            }
            StmtKind::Switch {
                cond,
                body,
                cases,
                default,
            } => {
                let c = int_val(self.rv(*cond)?, span)?;
                if c.get_type().get_bit_width() <= 64
                    && self.table_switch(c, *body, cases, *default, span)?
                {
                    return Ok(());
                }
                let end_bb = self.block("sw.end");
                let default_bb = match default {
                    Some(d) => {
                        let bb = self.block("sw.default");
                        self.fs()?.cases.insert(*d, bb);
                        bb
                    }
                    None => end_bb,
                };
                let mut arms: Vec<(IntValue<'ctx>, BasicBlock<'ctx>)> =
                    Vec::with_capacity(cases.len());
                for case in cases {
                    // A GNU case range is one label for several values.
                    let bb = match self.fs()?.cases.get(&case.label).copied() {
                        Some(bb) => bb,
                        None => {
                            let bb = self.block("sw.bb");
                            self.fs()?.cases.insert(case.label, bb);
                            bb
                        }
                    };
                    arms.push((const_int(c.get_type(), case.value), bb));
                }
                self.b.build_switch(c, default_bb, &arms).ice(span)?;
                self.dead_block();
                let depth = self.fs()?.scopes.len();
                self.fs()?.breaks.push(end_bb);
                self.fs()?.break_depths.push(depth);
                let r = self.stmt(*body);
                self.fs()?.breaks.pop();
                self.fs()?.break_depths.pop();
                r?;
                self.br(end_bb)?;
                self.b.position_at_end(end_bb);
            }
            StmtKind::Case { .. } | StmtKind::Default => {
                // A label reached from its switch (or by fallthrough).
                if let Some(bb) = self.fs()?.cases.get(&s).copied() {
                    self.br(bb)?;
                    self.b.position_at_end(bb);
                }
            }
            StmtKind::Break => {
                let bb = self.fs()?.breaks.last().copied().ice(span)?;
                let depth = self.fs()?.break_depths.last().copied().ice(span)?;
                self.unwind_to(depth)?;
                self.b.build_unconditional_branch(bb).ice(span)?;
                self.dead_block();
            }
            StmtKind::Continue => {
                let bb = self.fs()?.continues.last().copied().ice(span)?;
                let depth = self.fs()?.continue_depths.last().copied().ice(span)?;
                self.unwind_to(depth)?;
                self.b.build_unconditional_branch(bb).ice(span)?;
                self.dead_block();
            }
            StmtKind::Return(e) => {
                let f = self.fs()?.id;
                let ret_ty = p.funcs.get(f).ice(span)?.ret;
                let sret = self.fs()?.sret;
                // The value first, then the cleanups of every open scope.
                let v: Option<BasicValueEnum<'ctx>> = match e {
                    Some(e) if sret.is_some() => {
                        self.emit_into(*e, sret.ice(span)?)?;
                        None
                    }
                    Some(e) if matches!(p.types.kind(ret_ty), Type::Reference { .. }) => {
                        let a = self.lvalue(*e)?;
                        Some(self.generic_addr(a, span)?.into())
                    }
                    Some(e) if !p.types.is_void(ret_ty) => Some(self.rv(*e)?),
                    Some(e) => {
                        self.rvalue(*e)?;
                        None
                    }
                    None => None,
                };
                self.unwind_to(0)?;
                let v = match v {
                    Some(v) if self.is_host() => self.host_return_value(f, v, span)?,
                    v => v,
                };
                if self
                    .b
                    .get_insert_block()
                    .and_then(|bb| bb.get_terminator())
                    .is_none()
                {
                    match &v {
                        Some(v) => self.b.build_return(Some(v)).ice(span)?,
                        None => self.b.build_return(None).ice(span)?,
                    };
                }
                self.dead_block();
            }
            StmtKind::GotoIndirect(e) if self.is_host() => self.indirect_goto(*e, span)?,
            // Neither NVPTX nor AMDGPU lowers `indirectbr` (PTX has no
            // branch to a computed address).
            StmtKind::GotoIndirect(_) => {
                return Err(crate::lower::diag::unsupported(
                    "a computed goto",
                    self.spec.vendor.backend_name(),
                    span,
                ))
            }
            StmtKind::Goto(l) => {
                self.unwind_for_goto(*l)?;
                let bb = self.label_block(*l)?;
                self.b.build_unconditional_branch(bb).ice(span)?;
                self.dead_block();
            }
            StmtKind::Label(l) => {
                let fs = self.fs()?;
                let mark = (
                    fs.scopes.len(),
                    fs.scopes.last().map_or(0, |sc| sc.cleanups.len()),
                );
                fs.label_marks.insert(*l, mark);
                let bb = self.label_block(*l)?;
                self.br(bb)?;
                self.b.position_at_end(bb);
            }
            StmtKind::Try { body, handlers } if self.is_host() => {
                self.host_try(s, *body, handlers, span)?
            }
            // Device code has no exceptions: the handlers are swept.
            StmtKind::Try { body, .. } => self.stmt(*body)?,
            StmtKind::Asm(a) => self.inline_asm(a, span)?,
            StmtKind::Throw(x) if self.is_host() => self.host_throw(*x, span)?,
            StmtKind::Throw(_) => {
                // Rejected by the reach walk; keep the module well-formed.
                self.b.build_unreachable().ice(span)?;
                self.dead_block();
            }
        }
        Ok(())
    }

    fn loop_body(
        &mut self,
        body: StmtId,
        brk: BasicBlock<'ctx>,
        cont: BasicBlock<'ctx>,
    ) -> Res<()> {
        let depth = self.fs()?.scopes.len();
        self.fs()?.breaks.push(brk);
        self.fs()?.continues.push(cont);
        self.fs()?.break_depths.push(depth);
        self.fs()?.continue_depths.push(depth);
        let r = self.stmt(body);
        self.fs()?.breaks.pop();
        self.fs()?.continues.pop();
        self.fs()?.break_depths.pop();
        self.fs()?.continue_depths.pop();
        r
    }

    pub(crate) fn label_block(&mut self, l: LabelId) -> Res<BasicBlock<'ctx>> {
        if let Some(bb) = self.fs()?.labels.get(&l) {
            return Ok(*bb);
        }
        let bb = self.block("label");
        self.fs()?.labels.insert(l, bb);
        Ok(bb)
    }

    /// A new block at the end of the current function.
    pub fn block(&mut self, name: &str) -> BasicBlock<'ctx> {
        let f = self.fs.as_ref().map(|fs| fs.func);
        match f {
            Some(f) => self.ctx.append_basic_block(f, name),
            // Unreachable in practice: lowering always runs inside a function.
            None => self.ctx.append_basic_block(
                self.module.add_function(
                    "__cg_orphan",
                    self.ctx.void_type().fn_type(&[], false),
                    None,
                ),
                name,
            ),
        }
    }

    /// Branches to `bb` unless the current block already ended.
    pub fn br(&mut self, bb: BasicBlock<'ctx>) -> Res<()> {
        if self
            .b
            .get_insert_block()
            .and_then(|c| c.get_terminator())
            .is_none()
        {
            self.b.build_unconditional_branch(bb).ice(Span::DUMMY)?;
        }
        Ok(())
    }

    /// Continues in a fresh, unreachable block after a terminator.
    pub fn dead_block(&mut self) {
        let bb = self.block("dead");
        self.b.position_at_end(bb);
    }

    /// A condition as `i1`.
    pub fn cond(&mut self, e: ExprId) -> Res<IntValue<'ctx>> {
        let span = self.p.exprs.get(e).map_or(Span::DUMMY, |x| x.span);
        let ty = self.p.exprs.get(e).ice(span)?.ty;
        let v = self.rv(e)?;
        let b = self.p.types.lookup(&Type::Bool);
        let v = match b {
            Some(b) if self.p.types.unqualified(ty) != b => self.convert(v, ty, b, span)?,
            _ => v,
        };
        match v {
            BasicValueEnum::IntValue(i) if i.get_type().get_bit_width() == 1 => Ok(i),
            _ => Err(crate::diagnostics::internal(
                "condition is not a bool",
                span,
            )),
        }
    }

    /// Initializes the object of type `ty` at `addr`.
    pub fn init(
        &mut self,
        ty: TypeId,
        addr: inkwell::values::PointerValue<'ctx>,
        init: &Init,
        span: Span,
    ) -> Res<()> {
        let p = self.p;
        match init {
            Init::Expr(e) => {
                if matches!(p.types.kind(ty), Type::Reference { .. }) {
                    let a = self.lvalue(*e)?;
                    let a = self.generic_addr(a, span)?;
                    self.b.build_store(addr, a).ice(span)?;
                    return Ok(());
                }
                let ex = p.exprs.get(*e).ice(span)?;
                if matches!(p.types.kind(ty), Type::Struct(_)) {
                    // A class prvalue constructs the object in place.
                    return self.emit_into(*e, addr);
                }
                let v = if ex.category == ValueCategory::LValue {
                    // An aggregate copied from an lvalue (`char s[] = "..."`).
                    let src = self.lvalue(*e)?;
                    self.load_value(ex.ty, src, span)?
                } else {
                    self.rv(*e)?
                };
                self.store_value(ty, addr, v, span)
            }
            Init::Zero => self.zero_fill(ty, addr, span),
            Init::List(items) => {
                self.zero_fill(ty, addr, span)?;
                match p.types.kind(ty).clone() {
                    Type::Struct(s) => self.init_class_list(s, addr, items, span)?,
                    Type::Array { elem, .. } => {
                        let at = self.mem_ty(ty);
                        let i64t = self.ctx.i64_type();
                        let guard = self.open_prefix_guard(ty, addr, span)?;
                        for (i, item) in items.iter().enumerate() {
                            let idx = [i64t.const_zero(), i64t.const_int(i as u64, false)];
                            // SAFETY: `i` is below the array's length (sema
                            // rejects excess initializers).
                            let ea = unsafe { self.b.build_in_bounds_gep(at, addr, &idx, "") }
                                .ice(span)?;
                            self.init(elem, ea, item, span)?;
                            if let Some(g) = &guard {
                                self.prefix_guard_done(g, i as u64 + 1, span)?;
                            }
                        }
                        if let Some(g) = guard {
                            self.close_prefix_guard(g)?;
                        }
                    }
                    // `int x = {5};`
                    _ => {
                        if let Some(first) = items.first() {
                            self.init(ty, addr, first, span)?;
                        }
                    }
                }
                Ok(())
            }
        }
    }

    /// Zero-initialization: zero bytes, then null (-1) in every pointer
    /// to data member the object holds (`sema::zero_init`).
    pub(crate) fn zero_fill(
        &mut self,
        ty: TypeId,
        addr: inkwell::values::PointerValue<'ctx>,
        span: Span,
    ) -> Res<()> {
        let size = self.ctx.i64_type().const_int(self.size_of(ty), false);
        let zero = self.ctx.i8_type().const_zero();
        self.b
            .build_memset(addr, self.align_of(ty), zero, size)
            .ice(span)?;
        let i64t = self.ctx.i64_type();
        let minus_one = i64t.const_all_ones();
        for off in self.p.types.null_member_pointer_offsets(ty) {
            let at = self.byte_offset(addr, off as i64, span)?;
            let st = self.b.build_store(at, minus_one).ice(span)?;
            // The member pointer's own alignment, whatever the class's.
            let align = if off % 8 == 0 { 8 } else { 1 };
            st.set_alignment(align.min(self.align_of(ty).max(1)))
                .map_err(|e| crate::diagnostics::internal(&format!("LLVM builder: {e}"), span))?;
        }
        Ok(())
    }
}
