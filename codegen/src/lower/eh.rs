//! Host exception handling as clang lowers it for x86-64 Linux (Itanium
//! C++ ABI, `__gxx_personality_v0`). A call that may throw, made while a
//! try-block, a scheduled destructor or a `noexcept` body encloses it,
//! is an `invoke` whose unwind edge goes to a landing pad for exactly
//! that state: it runs the cleanups scheduled inside the innermost
//! try-block, compares the selector with each handler's
//! `llvm.eh.typeid.for`, and goes on outwards the same way; what no
//! handler takes resumes unwinding (or, leaving a `noexcept` function,
//! calls `__clang_call_terminate`). Landing pads are made on first use
//! and shared by the calls made in the same state.
//!
//! A handler calls `__cxa_begin_catch`, binds its parameter, and runs in
//! a scope whose first cleanup is `__cxa_end_catch`, so every way out of
//! it (its end, a jump, an exception) ends the catch.

use std::collections::HashMap;

use inkwell::basic_block::BasicBlock;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::Linkage as LlvmLinkage;
use inkwell::types::FunctionType;
use inkwell::values::{
    BasicMetadataValueEnum, BasicValueEnum, CallSiteValue, FunctionValue, PointerValue,
};
use inkwell::IntPredicate;
use lexer::source::Span;
use sema::program::*;

use super::cleanup::Cleanup;
use super::{Lowerer, OrIce, Res};
use crate::diagnostics as diag;

/// The exception-handling part of a function's lowering state.
#[derive(Default)]
pub(crate) struct EhState<'ctx> {
    /// The try-blocks whose bodies are being lowered, innermost last.
    pub tries: Vec<TryFrame<'ctx>>,
    /// Where a landing pad keeps the exception pointer and selector.
    pub slots: Option<(PointerValue<'ctx>, PointerValue<'ctx>)>,
    /// The landing pad of each state already needed (keyed by the ids of
    /// the cleanups and try-blocks in force).
    pub pads: HashMap<Vec<u32>, BasicBlock<'ctx>>,
    /// Ids for cleanups and try-blocks.
    pub next_id: u32,
    /// The function is `noexcept`: an escaping exception terminates.
    pub nothrow_fn: bool,
    /// A landing pad is being emitted: a destructor it runs is called
    /// plainly, so an exception escaping it while unwinding terminates.
    pub in_pad: bool,
}

/// An enclosing try-block.
pub(crate) struct TryFrame<'ctx> {
    pub id: u32,
    /// How many cleanup scopes were open at the try-block: deeper ones
    /// are inside it.
    pub depth: usize,
    /// Each handler's type information (`None`: `catch (...)`) and block.
    pub handlers: Vec<(Option<PointerValue<'ctx>>, BasicBlock<'ctx>)>,
}

/// What a call goes to.
#[derive(Clone, Copy)]
pub(crate) enum Callee<'ctx> {
    Direct(FunctionValue<'ctx>),
    Indirect(FunctionType<'ctx>, PointerValue<'ctx>),
}

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// A fresh id for a cleanup or try-block.
    pub(crate) fn eh_id(&mut self) -> Res<u32> {
        let eh = &mut self.fs()?.eh;
        eh.next_id += 1;
        Ok(eh.next_id)
    }

    /// A call, or on the host an `invoke` when it may throw and something
    /// must happen if it does.
    pub(crate) fn emit_call(
        &mut self,
        callee: Callee<'ctx>,
        args: &[BasicMetadataValueEnum<'ctx>],
        may_throw: bool,
        span: Span,
    ) -> Res<CallSiteValue<'ctx>> {
        let pad = if may_throw && self.is_host() && self.fs.is_some() {
            self.landing_pad(span)?
        } else {
            None
        };
        let Some(pad) = pad else {
            return match callee {
                Callee::Direct(f) => self.b.build_call(f, args, "").ice(span),
                Callee::Indirect(ft, fp) => self.b.build_indirect_call(ft, fp, args, "").ice(span),
            };
        };
        let vals: Vec<BasicValueEnum<'ctx>> = args
            .iter()
            .map(|a| BasicValueEnum::try_from(*a).ok())
            .collect::<Option<_>>()
            .ice(span)?;
        let cont = self.block("invoke.cont");
        let call = match callee {
            Callee::Direct(f) => self.b.build_direct_invoke(f, &vals, cont, pad, ""),
            Callee::Indirect(ft, fp) => self.b.build_indirect_invoke(ft, fp, &vals, cont, pad, ""),
        }
        .ice(span)?;
        self.b.position_at_end(cont);
        Ok(call)
    }

    /// Whether a call of `f` may throw.
    pub(crate) fn may_throw(&self, f: FuncId) -> bool {
        !self.p.nothrow.contains(&f)
    }

    /// The ids of the cleanups and try-blocks in force, outermost first.
    fn eh_key(&self) -> Res<Vec<u32>> {
        let fs = self.fs.as_ref().ice(Span::DUMMY)?;
        let mut key = Vec::new();
        for (i, sc) in fs.scopes.iter().enumerate() {
            for t in fs.eh.tries.iter().filter(|t| t.depth == i) {
                key.push(t.id | 1 << 31);
            }
            key.extend(sc.cleanups.iter().map(|c| c.id));
        }
        for t in fs.eh.tries.iter().filter(|t| t.depth >= fs.scopes.len()) {
            key.push(t.id | 1 << 31);
        }
        Ok(key)
    }

    fn eh_slots(&mut self) -> Res<(PointerValue<'ctx>, PointerValue<'ctx>)> {
        if let Some(s) = self.fs()?.eh.slots {
            return Ok(s);
        }
        let gp = self.generic_ptr();
        let exn = self.alloca(gp.into(), 8, "exn.slot")?;
        let sel = self.alloca(self.ctx.i32_type().into(), 4, "ehselector.slot")?;
        self.fs()?.eh.slots = Some((exn, sel));
        Ok((exn, sel))
    }

    /// The landing pad for the current state, if anything must happen when
    /// a call made now throws.
    fn landing_pad(&mut self, span: Span) -> Res<Option<BasicBlock<'ctx>>> {
        let key = self.eh_key()?;
        let nothrow_fn = self.fs()?.eh.nothrow_fn;
        if key.is_empty() && !nothrow_fn {
            return Ok(None);
        }
        if let Some(bb) = self.fs()?.eh.pads.get(&key) {
            return Ok(Some(*bb));
        }
        let saved = self.b.get_insert_block();
        let pad = self.block("lpad");
        self.fs()?.eh.pads.insert(key, pad);
        self.b.position_at_end(pad);
        let was = std::mem::replace(&mut self.fs()?.eh.in_pad, true);
        let r = self.landing_pad_body(nothrow_fn, span);
        self.fs()?.eh.in_pad = was;
        if let Some(bb) = saved {
            self.b.position_at_end(bb);
        }
        r.map(|()| Some(pad))
    }

    fn landing_pad_body(&mut self, nothrow_fn: bool, span: Span) -> Res<()> {
        let gp = self.generic_ptr();
        let i32t = self.ctx.i32_type();
        let (scopes, frames): (Vec<Vec<Cleanup<'ctx>>>, Vec<(usize, Vec<_>)>) = {
            let fs = self.fs.as_ref().ice(span)?;
            (
                fs.scopes.iter().map(|s| s.cleanups.clone()).collect(),
                fs.eh
                    .tries
                    .iter()
                    .map(|t| (t.depth, t.handlers.clone()))
                    .collect(),
            )
        };
        let mut clauses: Vec<BasicValueEnum<'ctx>> = Vec::new();
        for (_, hs) in frames.iter().rev() {
            for (ti, _) in hs {
                clauses.push(ti.unwrap_or_else(|| gp.const_null()).into());
            }
        }
        if nothrow_fn {
            clauses.push(gp.const_null().into());
        }
        let outermost = frames.first().map_or(scopes.len(), |f| f.0);
        let has_cleanup = scopes
            .iter()
            .enumerate()
            .any(|(i, s)| !s.is_empty() && (!nothrow_fn || i >= outermost));
        let pers = self.runtime("__gxx_personality_v0", i32t.fn_type(&[], true));
        let lpt = self.ctx.struct_type(&[gp.into(), i32t.into()], false);
        let lp = self
            .b
            .build_landing_pad(lpt, pers, &clauses, has_cleanup, "")
            .ice(span)?
            .into_struct_value();
        let (exn_slot, sel_slot) = self.eh_slots()?;
        let exn = self.b.build_extract_value(lp, 0, "").ice(span)?;
        let sel = self.b.build_extract_value(lp, 1, "").ice(span)?;
        self.b.build_store(exn_slot, exn).ice(span)?;
        self.b.build_store(sel_slot, sel).ice(span)?;
        let mut cursor = scopes.len();
        for (depth, hs) in frames.iter().rev() {
            self.run_cleanups(&scopes, *depth, cursor)?;
            for (ti, bb) in hs {
                let Some(ti) = ti else {
                    self.b.build_unconditional_branch(*bb).ice(span)?;
                    return Ok(());
                };
                let sel = self
                    .b
                    .build_load(i32t, sel_slot, "")
                    .ice(span)?
                    .into_int_value();
                let id = self.typeid_for(*ti, span)?;
                let hit = self
                    .b
                    .build_int_compare(IntPredicate::EQ, sel, id, "")
                    .ice(span)?;
                let next = self.block("catch.next");
                self.b.build_conditional_branch(hit, *bb, next).ice(span)?;
                self.b.position_at_end(next);
            }
            cursor = (*depth).min(cursor);
        }
        let exn_of = |l: &mut Self| l.b.build_load(gp, exn_slot, "").ice(span);
        if nothrow_fn {
            // As clang: the objects of the function body are not destroyed
            // on the way to std::terminate (whether the stack is unwound
            // is implementation-defined, [except.terminate]).
            let exn = exn_of(self)?;
            let term = self.clang_call_terminate();
            self.b.build_call(term, &[exn.into()], "").ice(span)?;
            self.b.build_unreachable().ice(span)?;
            return Ok(());
        }
        self.run_cleanups(&scopes, 0, cursor)?;
        let exn = exn_of(self)?;
        let sel = self.b.build_load(i32t, sel_slot, "").ice(span)?;
        let v = self
            .b
            .build_insert_value(lpt.get_undef(), exn, 0, "")
            .ice(span)?;
        let v = self.b.build_insert_value(v, sel, 1, "").ice(span)?;
        self.b.build_resume(v.into_struct_value()).ice(span)?;
        Ok(())
    }

    /// Runs the cleanups of `scopes[from..to]`, innermost first.
    fn run_cleanups(&mut self, scopes: &[Vec<Cleanup<'ctx>>], from: usize, to: usize) -> Res<()> {
        let to = to.min(scopes.len());
        if from >= to {
            return Ok(());
        }
        for s in scopes[from..to].iter().rev() {
            for c in s.iter().rev() {
                self.run_cleanup(*c)?;
            }
        }
        Ok(())
    }

    fn typeid_for(
        &mut self,
        ti: PointerValue<'ctx>,
        span: Span,
    ) -> Res<inkwell::values::IntValue<'ctx>> {
        let gp = self.generic_ptr();
        let f = Intrinsic::find("llvm.eh.typeid.for")
            .and_then(|i| i.get_declaration(self.module, &[gp.into()]))
            .ice(span)?;
        let v = self.b.build_call(f, &[ti.into()], "").ice(span)?;
        Ok(v.try_as_basic_value().basic().ice(span)?.into_int_value())
    }

    /// clang's helper for an exception that must terminate the program:
    /// the exception is caught first, so `std::terminate` reports it.
    fn clang_call_terminate(&mut self) -> FunctionValue<'ctx> {
        let name = "__clang_call_terminate";
        if let Some(f) = self.module.get_function(name) {
            return f;
        }
        let gp = self.generic_ptr();
        let void = self.ctx.void_type();
        let f = self
            .module
            .add_function(name, void.fn_type(&[gp.into()], false), None);
        f.set_linkage(LlvmLinkage::LinkOnceODR);
        f.as_global_value()
            .set_visibility(inkwell::GlobalVisibility::Hidden);
        for a in ["noinline", "noreturn", "nounwind"] {
            let kind = inkwell::attributes::Attribute::get_named_enum_kind_id(a);
            f.add_attribute(
                inkwell::attributes::AttributeLoc::Function,
                self.ctx.create_enum_attribute(kind, 0),
            );
        }
        let begin = self.runtime("__cxa_begin_catch", gp.fn_type(&[gp.into()], false));
        let terminate = self.runtime("_ZSt9terminatev", void.fn_type(&[], false));
        let b = self.ctx.create_builder();
        let bb = self.ctx.append_basic_block(f, "");
        b.position_at_end(bb);
        if let Some(exn) = f.get_nth_param(0) {
            let _ = b.build_call(begin, &[exn.into()], "");
        }
        let _ = b.build_call(terminate, &[], "");
        let _ = b.build_unreachable();
        f
    }

    /// `try { body } handlers...` in host code.
    pub(crate) fn host_try(
        &mut self,
        s: StmtId,
        body: StmtId,
        handlers: &[Handler],
        span: Span,
    ) -> Res<()> {
        let mut hs = Vec::with_capacity(handlers.len());
        for h in handlers {
            let ti = match h.ty {
                None => None,
                Some(t) => Some(self.type_info(t).ok_or_else(|| {
                    diag::host_unsupported(&format!("catching '{}'", self.p.types.display(t)), span)
                })?),
            };
            hs.push((ti, self.block("catch")));
        }
        let id = self.eh_id()?;
        let depth = self.fs()?.scopes.len();
        self.fs()?.eh.tries.push(TryFrame {
            id,
            depth,
            handlers: hs.clone(),
        });
        let r = self.stmt(body);
        self.fs()?.eh.tries.pop();
        r?;
        let cont = self.block("try.cont");
        self.br(cont)?;
        for (h, (_, bb)) in handlers.iter().zip(hs) {
            if bb.get_first_use().is_none() {
                // Nothing in the body can throw: the handler is dead code.
                // SAFETY: the block has no uses and no one holds it.
                unsafe { bb.delete() }.map_err(|_| diag::internal("catch block", span))?;
                continue;
            }
            self.b.position_at_end(bb);
            self.enter_handler(s, h, span)?;
            let r = self.stmt(h.body);
            let c = self.close_scope();
            r?;
            c?;
            self.br(cont)?;
        }
        self.b.position_at_end(cont);
        Ok(())
    }

    /// The start of a handler: the exception is caught, its parameter
    /// bound, and the handler's scope opened with `__cxa_end_catch` as
    /// its first cleanup.
    fn enter_handler(&mut self, s: StmtId, h: &Handler, span: Span) -> Res<()> {
        let gp = self.generic_ptr();
        let (exn_slot, _) = self.eh_slots()?;
        let exn = self.b.build_load(gp, exn_slot, "exn").ice(span)?;
        let begin = self.runtime("__cxa_begin_catch", gp.fn_type(&[gp.into()], false));
        let obj = self
            .b
            .build_call(begin, &[exn.into()], "")
            .ice(span)?
            .try_as_basic_value()
            .basic()
            .ice(span)?
            .into_pointer_value();
        self.open_scope(Some(s))?;
        self.push_end_catch(span)?;
        let (Some(var), Some(ty)) = (h.var, h.ty) else {
            return Ok(());
        };
        let p = self.p;
        match p.types.kind(ty).clone() {
            Type::Reference { referent, .. } => {
                let slot = self.local_slot(var)?;
                let target =
                    if matches!(p.types.kind(self.rtti_type(referent)), Type::Pointer { .. }) {
                        // The run time hands over the (adjusted) pointer
                        // itself: the reference binds to a copy of it.
                        let tmp = self.alloca(gp.into(), 8, "exn.ptr")?;
                        self.b.build_store(tmp, obj).ice(span)?;
                        tmp
                    } else {
                        obj
                    };
                self.b.build_store(slot, target).ice(span)?;
            }
            Type::Pointer { .. } => {
                let slot = self.local_slot(var)?;
                self.b.build_store(slot, obj).ice(span)?;
            }
            _ => {
                let slot = self.local_slot(var)?;
                let class = self.class_of(ty);
                match class.and_then(|c| p.types.structs.get(c).map(|d| (c, d))) {
                    Some((_, d)) if d.trivially_copyable => {
                        let v = self.load_value(ty, obj, span)?;
                        self.store_value(ty, slot, v, span)?;
                    }
                    Some((c, d)) => {
                        let Some(copy) = copy_ctor(self.p, c) else {
                            return Err(diag::host_unsupported(
                                &format!("catching '{}' by value", d.name),
                                span,
                            ));
                        };
                        let fv = self.declare(copy)?;
                        // A throwing copy terminates, as in clang.
                        self.b
                            .build_call(fv, &[slot.into(), obj.into()], "")
                            .ice(span)?;
                        if let Some(dtor) = complete_dtor(self.p, c) {
                            let destroy = Destroy {
                                dtor,
                                count: None,
                                vtt: None,
                            };
                            self.push_cleanup(slot, destroy, false, span)?;
                        }
                    }
                    None => {
                        let v = self.load_value(ty, obj, span)?;
                        self.store_value(ty, slot, v, span)?;
                    }
                }
            }
        }
        Ok(())
    }
}

/// The complete-object destructor of a class, if it has one that does
/// something (what `__cxa_throw` is given, and a caught copy needs).
pub(crate) fn complete_dtor(p: &Program, c: StructId) -> Option<FuncId> {
    if p.types.structs.get(c)?.trivial_dtor {
        return None;
    }
    let dtors = || {
        p.funcs.iter().filter(move |(_, f)| {
            f.kind == FuncKind::Destructor && f.class == Some(c) && f.variant_of.is_none()
        })
    };
    dtors()
        .find(|(_, f)| f.link_name.contains("D1E"))
        .or_else(|| {
            dtors().find(|(_, f)| !f.link_name.contains("D0E") && !f.link_name.contains("D2E"))
        })
        .map(|(id, _)| id)
}

/// The complete-object copy constructor of a class (`C(const C&)`), which
/// a handler catching by value copies the exception with.
pub(crate) fn copy_ctor(p: &Program, c: StructId) -> Option<FuncId> {
    p.funcs
        .iter()
        .filter(|(_, f)| {
            f.kind == FuncKind::Constructor
                && f.class == Some(c)
                && f.params.len() == 2
                && f.variant_of.is_none()
                && !f.link_name.contains("C2E")
        })
        .find(|(_, f)| {
            let Some(v) = p.vars.get(f.params[1]) else {
                return false;
            };
            let Type::Reference {
                referent,
                rvalue: false,
            } = p.types.kind(v.ty)
            else {
                return false;
            };
            matches!(p.types.kind(*referent), Type::Struct(s) if *s == c)
        })
        .map(|(id, _)| id)
}

/// The functions a try-block's handlers and a throw call besides those
/// their expressions name (for the host's reach walk).
pub(crate) fn implicit_calls(
    p: &Program,
    thrown: Option<TypeId>,
    caught: Option<TypeId>,
) -> Vec<FuncId> {
    let class = |t: TypeId| match p.types.kind(t) {
        Type::Struct(s) => Some(*s),
        _ => None,
    };
    let mut out = Vec::new();
    if let Some(c) = thrown.and_then(class) {
        out.extend(complete_dtor(p, c));
    }
    if let Some(c) = caught.and_then(class) {
        out.extend(copy_ctor(p, c));
        out.extend(complete_dtor(p, c));
    }
    out
}
