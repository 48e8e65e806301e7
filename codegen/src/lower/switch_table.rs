//! Switch conversion: a large switch whose every arm only assigns an
//! integer constant to one local variable and breaks (`case 17: r = 4;
//! break;`) becomes a bounds check and a load from a constant table, as
//! GCC's switch-conversion pass does on GIMPLE.
//!
//! LLVM makes the same table itself (SimplifyCFG's switch-to-lookup), but
//! only once SROA has turned the arms into one phi with an entry per case,
//! and SimplifyCFG's folding of the empty arm blocks is quadratic in that
//! phi: 10,000 such cases took 11 s in `opt -O3` (clang-19's IR behaves
//! the same) and 100,000 minutes. Arms that do real work do not become
//! empty and are not affected; only this shape needs the conversion.
//! Switches below [`MIN_CASES`] are left to LLVM, as is any switch with a
//! sparse value range.

use std::collections::HashMap;

use inkwell::values::{BasicValue, IntValue};
use inkwell::AddressSpace;
use lexer::source::Span;
use sema::program::*;

use super::{Lowerer, OrIce, Res};

/// Fewer case values than this: LLVM's own handling is fast enough.
const MIN_CASES: usize = 256;
/// The table covers at most this many values per case value (density 25%).
const MAX_SPREAD: u128 = 4;
/// And at most this many entries.
const MAX_ENTRIES: u128 = 1 << 20;

/// What an arm does: assign a constant to the variable, or nothing.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Action {
    Assign(i128),
    Nothing,
}

struct Plan {
    var: VarId,
    /// The action of each label statement.
    arms: HashMap<StmtId, Action>,
}

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// Lowers the switch as a table lookup if it has the shape for one;
    /// `Ok(false)` (nothing emitted) otherwise.
    pub(super) fn table_switch(
        &mut self,
        c: IntValue<'ctx>,
        body: StmtId,
        cases: &[SwitchCase],
        default: Option<StmtId>,
        span: Span,
    ) -> Res<bool> {
        if cases.len() < MIN_CASES {
            return Ok(false);
        }
        let Some(plan) = self.plan(body) else {
            return Ok(false);
        };
        let (Some(min), Some(max)) = (
            cases.iter().map(|c| c.value).min(),
            cases.iter().map(|c| c.value).max(),
        ) else {
            return Ok(false);
        };
        let entries = (max - min) as u128 + 1;
        if entries > MAX_ENTRIES || entries > MAX_SPREAD * cases.len() as u128 {
            return Ok(false);
        }
        let Some(var) = self.p.vars.get(plan.var) else {
            return Ok(false);
        };
        let vty = var.ty;
        let Some(inkwell::types::BasicTypeEnum::IntType(it)) = self.val_ty(vty) else {
            return Ok(false);
        };
        let fallback = default
            .and_then(|d| plan.arms.get(&d).copied())
            .unwrap_or(Action::Nothing);
        let mut actions = vec![fallback; entries as usize];
        for case in cases {
            let action = plan
                .arms
                .get(&case.label)
                .copied()
                .unwrap_or(Action::Nothing);
            actions[(case.value - min) as usize] = action;
        }
        let value = |a: &Action| match a {
            Action::Assign(v) => it.const_int(*v as u64, false),
            Action::Nothing => it.const_zero(),
        };
        let table: Vec<IntValue<'ctx>> = actions.iter().map(value).collect();
        let present = actions.contains(&Action::Nothing).then(|| {
            let words: Vec<IntValue<'ctx>> = actions
                .chunks(32)
                .map(|ch| {
                    let bits = ch
                        .iter()
                        .enumerate()
                        .filter(|(_, a)| **a != Action::Nothing)
                        .fold(0u64, |w, (i, _)| w | (1 << i));
                    self.ctx.i32_type().const_int(bits, false)
                })
                .collect();
            words
        });
        let slot = self.lvalue_of_var(plan.var, span)?;
        let ct = c.get_type();
        let idx = self
            .b
            .build_int_sub(c, ct.const_int(min as u64, true), "sw.idx")
            .ice(span)?;
        let idx = self
            .b
            .build_int_z_extend_or_bit_cast(idx, self.ctx.i64_type(), "")
            .ice(span)?;
        let in_range = self
            .b
            .build_int_compare(
                inkwell::IntPredicate::ULT,
                idx,
                self.ctx.i64_type().const_int(entries as u64, false),
                "",
            )
            .ice(span)?;
        let lookup = self.block("sw.lookup");
        let hit = self.block("sw.hit");
        let other = self.block("sw.default");
        let end = self.block("sw.end");
        self.b
            .build_conditional_branch(in_range, lookup, other)
            .ice(span)?;
        self.b.position_at_end(lookup);
        match present {
            Some(words) => {
                let wt = self.ctx.i32_type();
                let bitmap = self.constant_table(wt.const_array(&words), "switch.present")?;
                let w = self
                    .b
                    .build_right_shift(idx, self.ctx.i64_type().const_int(5, false), false, "")
                    .ice(span)?;
                let wp = unsafe {
                    self.b
                        .build_in_bounds_gep(
                            wt.array_type(words.len() as u32),
                            bitmap,
                            &[self.ctx.i64_type().const_zero(), w],
                            "",
                        )
                        .ice(span)?
                };
                let word = self.b.build_load(wt, wp, "").ice(span)?.into_int_value();
                let sh = self.b.build_int_truncate(idx, wt, "").ice(span)?;
                let sh = self
                    .b
                    .build_and(sh, wt.const_int(31, false), "")
                    .ice(span)?;
                let bit = self.b.build_right_shift(word, sh, false, "").ice(span)?;
                let bit = self
                    .b
                    .build_and(bit, wt.const_int(1, false), "")
                    .ice(span)?;
                let set = self
                    .b
                    .build_int_compare(inkwell::IntPredicate::NE, bit, wt.const_zero(), "")
                    .ice(span)?;
                self.b.build_conditional_branch(set, hit, end).ice(span)?;
            }
            None => {
                self.b.build_unconditional_branch(hit).ice(span)?;
            }
        }
        self.b.position_at_end(hit);
        let tbl = self.constant_table(it.const_array(&table), "switch.table")?;
        let ep = unsafe {
            self.b
                .build_in_bounds_gep(
                    it.array_type(entries as u32),
                    tbl,
                    &[self.ctx.i64_type().const_zero(), idx],
                    "",
                )
                .ice(span)?
        };
        let v = self.b.build_load(it, ep, "").ice(span)?;
        self.b.build_store(slot, v).ice(span)?;
        self.b.build_unconditional_branch(end).ice(span)?;
        self.b.position_at_end(other);
        if let Action::Assign(d) = fallback {
            self.b
                .build_store(slot, it.const_int(d as u64, false).as_basic_value_enum())
                .ice(span)?;
        }
        self.b.build_unconditional_branch(end).ice(span)?;
        self.b.position_at_end(end);
        Ok(true)
    }

    /// The shape: labels, then `v = constant; break;` (or just `break;`, or
    /// the end of the body), for one local variable `v` throughout.
    fn plan(&self, body: StmtId) -> Option<Plan> {
        let p = self.p;
        let StmtKind::Block(stmts) = &p.stmts.get(body)?.kind else {
            return None;
        };
        let mut var = None;
        let mut arms = HashMap::new();
        let mut labels: Vec<StmtId> = Vec::new();
        let mut pending: Option<Action> = None;
        for &s in stmts {
            match &p.stmts.get(s)?.kind {
                StmtKind::Case { .. } | StmtKind::Default if pending.is_none() => labels.push(s),
                StmtKind::Expr(e) if !labels.is_empty() && pending.is_none() => {
                    let (v, value) = self.constant_assignment(*e)?;
                    if *var.get_or_insert(v) != v {
                        return None;
                    }
                    pending = Some(Action::Assign(value));
                }
                StmtKind::Break if !labels.is_empty() => {
                    let action = pending.take().unwrap_or(Action::Nothing);
                    arms.extend(labels.drain(..).map(|l| (l, action)));
                }
                _ => return None,
            }
        }
        if pending.is_some() {
            return None;
        }
        arms.extend(labels.drain(..).map(|l| (l, Action::Nothing)));
        Some(Plan { var: var?, arms })
    }

    /// `v = constant` for a plain local or parameter `v` of integer type.
    fn constant_assignment(&self, e: ExprId) -> Option<(VarId, i128)> {
        let p = self.p;
        let mut e = p.exprs.get(e)?;
        while let ExprKind::FullExpr(inner) = e.kind {
            e = p.exprs.get(inner)?;
        }
        let ExprKind::Assign { lhs, rhs } = e.kind else {
            return None;
        };
        let ExprKind::Var(v) = p.exprs.get(lhs)?.kind else {
            return None;
        };
        let var = p.vars.get(v)?;
        let plain = matches!(var.kind, VarKind::Local | VarKind::Param { .. })
            && matches!(p.types.kind(var.ty), Type::Int(_));
        if !plain {
            return None;
        }
        Some((v, self.integer_constant(rhs)?))
    }

    /// An integer constant expression of literals, negation, integer
    /// conversions and arithmetic; the value as the expression's type
    /// holds it.
    fn integer_constant(&self, e: ExprId) -> Option<i128> {
        let p = self.p;
        let x = p.exprs.get(e)?;
        let raw = match x.kind {
            ExprKind::Int(v) => v,
            ExprKind::Cast {
                kind: CastKind::IntToInt,
                operand,
            } => self.integer_constant(operand)?,
            ExprKind::Unary {
                op: UnaryOp::Neg,
                operand,
            } => self.integer_constant(operand)?.checked_neg()?,
            // Operands of the same (converted) type, each already wrapped
            // to it, so i128 arithmetic then wrapping gives C's result.
            ExprKind::Binary { op, lhs, rhs } => {
                let (a, b) = (self.integer_constant(lhs)?, self.integer_constant(rhs)?);
                match op {
                    BinaryOp::Add => a.checked_add(b)?,
                    BinaryOp::Sub => a.checked_sub(b)?,
                    BinaryOp::Mul => a.checked_mul(b)?,
                    BinaryOp::Div if b != 0 => a / b,
                    BinaryOp::Rem if b != 0 => a % b,
                    BinaryOp::BitAnd => a & b,
                    BinaryOp::BitOr => a | b,
                    BinaryOp::BitXor => a ^ b,
                    _ => return None,
                }
            }
            _ => return None,
        };
        let bits = p.types.size_of(x.ty)? * 8;
        if bits == 0 || bits > 64 {
            return None;
        }
        let shift = 128 - bits as u32;
        Some(if p.types.is_signed(x.ty) {
            (raw << shift) >> shift
        } else {
            ((raw as u128) << shift >> shift) as i128
        })
    }

    fn lvalue_of_var(&mut self, v: VarId, span: Span) -> Res<inkwell::values::PointerValue<'ctx>> {
        self.fs()?.locals.get(&v).copied().ice(span)
    }

    /// A private constant global holding `init`, in the vendor's constant
    /// address space.
    fn constant_table(
        &mut self,
        init: inkwell::values::ArrayValue<'ctx>,
        name: &str,
    ) -> Res<inkwell::values::PointerValue<'ctx>> {
        let space = AddressSpace::from(crate::target::string_addr_space(self.spec.vendor));
        let gv = self.module.add_global(init.get_type(), Some(space), name);
        gv.set_initializer(&init);
        gv.set_constant(true);
        gv.set_linkage(inkwell::module::Linkage::Private);
        gv.set_unnamed_addr(true);
        Ok(gv.as_pointer_value())
    }
}
