//! Evaluation of codegen-time constants ([`CodegenExpr`]) with one target's
//! values. Each codegen job evaluates independently; `@codegen` objects are
//! memoized per job.

use std::collections::HashMap;

use lexer::diag::Diagnostic;
use sema::program::*;

use crate::diagnostics as diag;

/// The values of the codegen-time constants in one target's module.
#[derive(Clone, Debug)]
pub struct TargetEnv {
    pub nvvm_arch: i128,
    pub amdgpu_arch: i128,
    pub is_nvvm: bool,
    pub is_amdgpu: bool,
    pub is_host: bool,
    pub warp_size: i128,
    /// The target's name, for `__target_has` (the host has none).
    pub target: String,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CgValue {
    Int(i128),
    Float(f64),
}

impl CgValue {
    pub fn is_true(self) -> bool {
        match self {
            CgValue::Int(v) => v != 0,
            CgValue::Float(f) => f != 0.0,
        }
    }
    fn as_f64(self) -> f64 {
        match self {
            CgValue::Int(v) => v as f64,
            CgValue::Float(f) => f,
        }
    }
    fn as_int(self) -> i128 {
        match self {
            CgValue::Int(v) => v,
            // Saturating, as Rust's `as` is; C++ leaves out-of-range UB.
            CgValue::Float(f) => f as i128,
        }
    }
}

/// Bound on `@codegen` object nesting, so a malformed (cyclic) program
/// reports an error instead of overflowing the stack.
const MAX_DEPTH: u32 = 512;

pub struct Evaluator<'p> {
    program: &'p Program,
    env: TargetEnv,
    memo: HashMap<CodegenVarId, CgValue>,
}

impl<'p> Evaluator<'p> {
    pub fn new(program: &'p Program, env: TargetEnv) -> Evaluator<'p> {
        Evaluator {
            program,
            env,
            memo: HashMap::new(),
        }
    }

    pub fn env(&self) -> &TargetEnv {
        &self.env
    }

    pub fn eval(&mut self, id: CodegenExprId) -> Result<CgValue, Diagnostic> {
        self.eval_at(id, 0)
    }

    /// The value wrapped to `ty` (integer truncation/extension, bool
    /// normalization, float rounding).
    pub fn wrap(&self, v: CgValue, ty: TypeId) -> CgValue {
        wrap(self.program, v, ty)
    }

    fn eval_at(&mut self, id: CodegenExprId, depth: u32) -> Result<CgValue, Diagnostic> {
        let p = self.program;
        let Some(e) = p.codegen_exprs.get(id) else {
            return Err(diag::internal(
                "dangling codegen expression id",
                lexer::source::Span::DUMMY,
            ));
        };
        if depth > MAX_DEPTH {
            return Err(diag::codegen_eval("is nested too deeply", e.span));
        }
        let d = depth + 1;
        let v = match &e.kind {
            CodegenExprKind::Int(v) => CgValue::Int(*v),
            CodegenExprKind::Float(f) => CgValue::Float(*f),
            CodegenExprKind::NvvmArch => CgValue::Int(self.env.nvvm_arch),
            CodegenExprKind::AmdgpuArch => CgValue::Int(self.env.amdgpu_arch),
            CodegenExprKind::IsNvvmTarget => CgValue::Int(self.env.is_nvvm as i128),
            CodegenExprKind::IsAmdgpuTarget => CgValue::Int(self.env.is_amdgpu as i128),
            CodegenExprKind::IsHostTarget => CgValue::Int(self.env.is_host as i128),
            CodegenExprKind::WarpSize => CgValue::Int(self.env.warp_size),
            CodegenExprKind::TargetHas(i) => {
                let aspect = p.known_aspects.get(*i as usize);
                let has = p
                    .target_aspects
                    .iter()
                    .find(|t| t.0 == self.env.target)
                    .is_some_and(|t| aspect.is_some_and(|a| t.1.contains(a)));
                CgValue::Int(has as i128)
            }
            CodegenExprKind::Var(v) => {
                if let Some(val) = self.memo.get(v) {
                    *val
                } else {
                    let Some(var) = p.codegen_vars.get(*v) else {
                        return Err(diag::internal("dangling codegen object id", e.span));
                    };
                    let (init, ty) = (var.init, var.ty);
                    let val = self.eval_at(init, d)?;
                    let val = self.wrap(val, ty);
                    self.memo.insert(*v, val);
                    val
                }
            }
            CodegenExprKind::Unary { op, operand } => {
                let v = self.eval_at(*operand, d)?;
                match (op, v) {
                    (UnaryOp::Neg, CgValue::Int(i)) => CgValue::Int(i.wrapping_neg()),
                    (UnaryOp::Neg, CgValue::Float(f)) => CgValue::Float(-f),
                    (UnaryOp::BitNot, v) => CgValue::Int(!v.as_int()),
                    (UnaryOp::LogicalNot, v) => CgValue::Int(!v.is_true() as i128),
                }
            }
            CodegenExprKind::Binary { op, lhs, rhs } => {
                let l = self.eval_at(*lhs, d)?;
                let r = self.eval_at(*rhs, d)?;
                let v = binary(*op, l, r)
                    .ok_or_else(|| diag::codegen_eval("divides by zero", e.span))?;
                if let Some(why) = undefined_behaviour(p, *op, l, r, v, e.ty) {
                    return Err(diag::codegen_eval(&why, e.span));
                }
                v
            }
            CodegenExprKind::Logical { op, lhs, rhs } => {
                let l = self.eval_at(*lhs, d)?.is_true();
                // Short-circuit, so the right side's errors count only when evaluated.
                let v = match op {
                    LogicalOp::And => l && self.eval_at(*rhs, d)?.is_true(),
                    LogicalOp::Or => l || self.eval_at(*rhs, d)?.is_true(),
                };
                CgValue::Int(v as i128)
            }
            CodegenExprKind::Cast(x) => self.eval_at(*x, d)?,
            CodegenExprKind::Conditional { cond, then, else_ } => {
                if self.eval_at(*cond, d)?.is_true() {
                    self.eval_at(*then, d)?
                } else {
                    self.eval_at(*else_, d)?
                }
            }
        };
        Ok(self.wrap(v, e.ty))
    }
}

/// What makes an integer operation of type `ty` undefined, as in a C++
/// constant expression (the same rules the meta interpreter enforces): a
/// shift count negative or not less than the width, or a signed result
/// that does not fit. `None` when the operation is defined (unsigned
/// arithmetic wraps).
fn undefined_behaviour(
    p: &Program,
    op: BinaryOp,
    l: CgValue,
    r: CgValue,
    v: CgValue,
    ty: TypeId,
) -> Option<String> {
    use BinaryOp::*;
    let (CgValue::Int(_), CgValue::Int(b), CgValue::Int(v)) = (l, r, v) else {
        return None;
    };
    let k = p.types.int_kind(ty)?;
    match op {
        // No values in the texts: the same error for several targets is
        // merged into one diagnostic naming them.
        Shl | Shr if b < 0 || b >= k.bits() as i128 => Some(format!(
            "shifts by a count out of range for a {}-bit operand",
            k.bits()
        )),
        Add | Sub | Mul | Div if k.is_signed() && wrap_int(v, k.bits(), true) != v => {
            Some(format!("overflows a {}-bit signed integer", k.bits()))
        }
        _ => None,
    }
}

fn binary(op: BinaryOp, l: CgValue, r: CgValue) -> Option<CgValue> {
    use BinaryOp::*;
    if let (CgValue::Int(a), CgValue::Int(b)) = (l, r) {
        let v = match op {
            Add => a.wrapping_add(b),
            Sub => a.wrapping_sub(b),
            Mul => a.wrapping_mul(b),
            Div => a.checked_div(b)?,
            Rem => a.checked_rem(b)?,
            Shl => a.wrapping_shl(b as u32),
            Shr => a.wrapping_shr(b as u32),
            BitAnd => a & b,
            BitOr => a | b,
            BitXor => a ^ b,
            Eq => (a == b) as i128,
            Ne => (a != b) as i128,
            Lt => (a < b) as i128,
            Le => (a <= b) as i128,
            Gt => (a > b) as i128,
            Ge => (a >= b) as i128,
        };
        return Some(CgValue::Int(v));
    }
    let (a, b) = (l.as_f64(), r.as_f64());
    Some(match op {
        Add => CgValue::Float(a + b),
        Sub => CgValue::Float(a - b),
        Mul => CgValue::Float(a * b),
        Div => CgValue::Float(a / b),
        Eq => CgValue::Int((a == b) as i128),
        Ne => CgValue::Int((a != b) as i128),
        Lt => CgValue::Int((a < b) as i128),
        Le => CgValue::Int((a <= b) as i128),
        Gt => CgValue::Int((a > b) as i128),
        Ge => CgValue::Int((a >= b) as i128),
        // Not valid on floats; sema rejects them. Fold as integers.
        Rem | Shl | Shr | BitAnd | BitOr | BitXor => {
            return binary(op, CgValue::Int(l.as_int()), CgValue::Int(r.as_int()))
        }
    })
}

/// Converts a value to the representation of `ty`.
pub fn wrap(p: &Program, v: CgValue, ty: TypeId) -> CgValue {
    let t = &p.types;
    match t.kind(ty) {
        Type::Bool => CgValue::Int(v.is_true() as i128),
        Type::Float(FloatKind::Float | FloatKind::Half) => CgValue::Float(v.as_f64() as f32 as f64),
        Type::Float(FloatKind::Double | FloatKind::LongDouble) => CgValue::Float(v.as_f64()),
        _ => match t.int_kind(ty) {
            Some(k) => CgValue::Int(wrap_int(v.as_int(), k.bits(), k.is_signed())),
            None => v,
        },
    }
}

/// Truncates to `bits` and extends back by signedness.
pub fn wrap_int(v: i128, bits: u32, signed: bool) -> i128 {
    if bits >= 128 {
        return v;
    }
    let shift = 128 - bits;
    if signed {
        (v << shift) >> shift
    } else {
        ((v as u128) << shift >> shift) as i128
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sema::builder::Builder;

    fn env(arch: i128) -> TargetEnv {
        TargetEnv {
            nvvm_arch: arch,
            amdgpu_arch: 0,
            is_nvvm: true,
            is_amdgpu: false,
            is_host: false,
            warp_size: 32,
            target: "sm_70".into(),
        }
    }

    /// `lhs OP (__nvvm_arch - 40)` evaluated for `arch`.
    fn eval(lhs: i128, op: BinaryOp, arch: i128) -> Result<CgValue, String> {
        let mut b = Builder::new();
        let l = b.cg_int(lhs);
        let a = b.cg_nvvm_arch(lexer::source::Span::DUMMY);
        let forty = b.cg_int(40);
        let r = b.cg_binary(BinaryOp::Sub, a, forty, lexer::source::Span::DUMMY);
        let e = b.cg_binary(op, l, r, lexer::source::Span::DUMMY);
        let p = b.finish();
        Evaluator::new(&p, env(arch))
            .eval(e)
            .map_err(|d| d.message.clone())
    }

    #[test]
    fn shifts_out_of_range_are_errors_not_values() {
        assert_eq!(eval(1, BinaryOp::Shl, 70), Ok(CgValue::Int(1 << 30)));
        assert_eq!(eval(1 << 20, BinaryOp::Shr, 52), Ok(CgValue::Int(1 << 8)));
        for arch in [72, 90, 30] {
            let err = eval(1, BinaryOp::Shl, arch).unwrap_err();
            assert!(
                err.contains("shifts by a count out of range for a 32-bit operand"),
                "{arch}: {err}"
            );
            assert!(eval(1, BinaryOp::Shr, arch).is_err());
        }
    }

    #[test]
    fn signed_overflow_is_an_error_unsigned_wraps() {
        assert_eq!(
            eval(50_000_000, BinaryOp::Mul, 80),
            Ok(CgValue::Int(2_000_000_000))
        );
        let err = eval(50_000_000, BinaryOp::Mul, 90).unwrap_err();
        assert!(err.contains("overflows a 32-bit signed integer"), "{err}");
        assert!(eval(i32::MAX as i128, BinaryOp::Add, 41).is_err());
        assert_eq!(
            eval(i32::MAX as i128, BinaryOp::Add, 40),
            Ok(CgValue::Int(i32::MAX as i128))
        );
    }
}
