//! Arrays of class type whose element initialization throws: the elements
//! already constructed are destroyed, last first, before the exception
//! leaves ([except.ctor]/3, and clang's "partial array destroy" cleanup).
//! One cleanup guards the whole initialization and reads a counter of
//! finished elements, so an array of N elements costs one landing pad, not
//! N pads that each destroy a different prefix.

use inkwell::values::{IntValue, PointerValue};
use inkwell::IntPredicate;
use lexer::source::Span;
use sema::program::*;
use sema::types::Type;

use super::cleanup::{Action, Cleanup};
use super::{Lowerer, OrIce, Res};

/// A partial-array cleanup in force while the elements are initialized.
pub(crate) struct PrefixGuard<'ctx> {
    id: u32,
    /// Elements of `dtor`'s class constructed so far (an `i64` slot).
    done: PointerValue<'ctx>,
    /// Such elements per element of the outermost array (`T a[2][3]`: 3).
    per_elem: u64,
}

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// The element class's destructor and the number of such objects per
    /// element of the array type `ty`, when elements need destruction.
    fn elem_destructor(&self, ty: TypeId) -> Option<(FuncId, u64)> {
        let t = &self.p.types;
        let Type::Array { elem, .. } = t.kind(ty) else {
            return None;
        };
        let mut cur = t.unqualified(*elem);
        let mut per = 1u64;
        while let Type::Array { elem, len } = t.kind(cur) {
            per = per.checked_mul(len.unwrap_or(0))?;
            cur = t.unqualified(*elem);
        }
        let Type::Struct(s) = t.kind(cur) else {
            return None;
        };
        if t.structs.get(*s)?.trivial_dtor {
            return None;
        }
        let dtor = *self.p.class_dtors.get(s)?;
        Some((dtor, per))
    }

    /// Opens the guard for initializing the array of type `ty` at `addr`
    /// on the host (device code has no exceptions); `None` when nothing
    /// would need destroying.
    pub(crate) fn open_prefix_guard(
        &mut self,
        ty: TypeId,
        addr: PointerValue<'ctx>,
        span: Span,
    ) -> Res<Option<PrefixGuard<'ctx>>> {
        if !self.is_host() {
            return Ok(None);
        }
        let Some((dtor, per_elem)) = self.elem_destructor(ty) else {
            return Ok(None);
        };
        if per_elem == 0 {
            return Ok(None);
        }
        let gp = self.generic_ptr();
        let i64t = self.ctx.i64_type();
        let slot = self.alloca(gp.into(), 8, "arrayinit.begin")?;
        self.b.build_store(slot, addr).ice(span)?;
        let done = self.alloca(i64t.into(), 8, "arrayinit.done")?;
        self.b.build_store(done, i64t.const_zero()).ice(span)?;
        let id = self.eh_id()?;
        let fs = self.fs()?;
        let sc = fs.scopes.last_mut().ice(span)?;
        sc.cleanups.push(Cleanup {
            slot: Some(slot),
            action: Action::DestroyPrefix { dtor, done },
            id,
            flag: None,
            span,
            eh_only: true,
        });
        Ok(Some(PrefixGuard { id, done, per_elem }))
    }

    /// Records that the first `n` elements of the outermost array are
    /// constructed.
    pub(crate) fn prefix_guard_done(
        &mut self,
        g: &PrefixGuard<'ctx>,
        n: u64,
        span: Span,
    ) -> Res<()> {
        let i64t = self.ctx.i64_type();
        let v = i64t.const_int(n.saturating_mul(g.per_elem), false);
        self.b.build_store(g.done, v).ice(span)?;
        Ok(())
    }

    /// The array is complete: its own cleanup (scheduled after its
    /// initialization) takes over.
    pub(crate) fn close_prefix_guard(&mut self, g: PrefixGuard<'ctx>) -> Res<()> {
        self.drop_cleanup(g.id)
    }

    /// Destroys the first `*done` objects of `dtor`'s class at `begin`,
    /// last first (the landing pad's half of the guard).
    pub(crate) fn destroy_prefix(
        &mut self,
        begin: PointerValue<'ctx>,
        dtor: FuncId,
        done: PointerValue<'ctx>,
        span: Span,
    ) -> Res<()> {
        let i64t = self.ctx.i64_type();
        let n = self
            .b
            .build_load(i64t, done, "")
            .ice(span)?
            .into_int_value();
        self.destroy_elements(begin, dtor, n, span)
    }

    /// Calls `dtor` on each of the `n` objects at `begin`, last first.
    pub(crate) fn destroy_elements(
        &mut self,
        begin: PointerValue<'ctx>,
        dtor: FuncId,
        n: IntValue<'ctx>,
        span: Span,
    ) -> Res<()> {
        let p = self.p;
        let class = p.funcs.get(dtor).and_then(|f| f.class).ice(span)?;
        let size = p.types.structs.get(class).ice(span)?.size.max(1);
        let fv = self.declare(dtor)?;
        let i64t = self.ctx.i64_type();
        let i8t = self.ctx.i8_type();
        let pre = self.b.get_insert_block().ice(span)?;
        let body = self.block("arraydestroy.body");
        let done = self.block("arraydestroy.done");
        let none = self
            .b
            .build_int_compare(IntPredicate::EQ, n, i64t.const_zero(), "")
            .ice(span)?;
        self.b
            .build_conditional_branch(none, done, body)
            .ice(span)?;
        self.b.position_at_end(body);
        let phi = self.b.build_phi(i64t, "").ice(span)?;
        let i = phi.as_basic_value().into_int_value();
        let next = self
            .b
            .build_int_sub(i, i64t.const_int(1, false), "")
            .ice(span)?;
        let off = self
            .b
            .build_int_mul(next, i64t.const_int(size, false), "")
            .ice(span)?;
        // SAFETY: every element below the count lies inside the array.
        let elem = unsafe { self.b.build_in_bounds_gep(i8t, begin, &[off], "") }.ice(span)?;
        self.b.build_call(fv, &[elem.into()], "").ice(span)?;
        let more = self
            .b
            .build_int_compare(IntPredicate::NE, next, i64t.const_zero(), "")
            .ice(span)?;
        let last = self.b.get_insert_block().ice(span)?;
        self.b
            .build_conditional_branch(more, body, done)
            .ice(span)?;
        phi.add_incoming(&[(&n, pre), (&next, last)]);
        self.b.position_at_end(done);
        Ok(())
    }
}
