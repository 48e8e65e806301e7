//! Hopper's warp-group MMA (`Builtin::Wgmma`), as PTX inline assembly:
//! LLVM 19's NVPTX back end has no wgmma intrinsics. The architecture gate
//! (sm_90a only) is checked before lowering (`gates.rs`), so only sm_90a
//! modules get here; the accumulators travel as tied `f`/`r` registers.

use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum};
use lexer::source::Span;
use sema::program::*;

use super::{ptr_val, Lowerer, OrIce, Res};

fn ptx_type(t: WgmmaType) -> &'static str {
    match t {
        WgmmaType::F16 => "f16",
        WgmmaType::Bf16 => "bf16",
        WgmmaType::Tf32 => "tf32",
        WgmmaType::E4m3 => "e4m3",
        WgmmaType::E5m2 => "e5m2",
    }
}

/// The PTX of one `wgmma.mma_async` with `regs` accumulator registers:
/// operands `$0..regs` are the accumulators (tied to the inputs that
/// follow them), then the two descriptors and the scale-d value.
pub(crate) fn mma_template(m: &WgmmaMma, regs: u32) -> String {
    let k = sema::translate::wgmma_k(m.a);
    let d = if m.acc_f16 { "f16" } else { "f32" };
    let accs: Vec<String> = (0..regs).map(|i| format!("${i}")).collect();
    let (da, db, sd) = (2 * regs, 2 * regs + 1, 2 * regs + 2);
    let mut imm = format!("{}, {}", m.scale_a, m.scale_b);
    if matches!(m.a, WgmmaType::F16 | WgmmaType::Bf16) {
        imm.push_str(&format!(", {}, {}", m.trans_a, m.trans_b));
    }
    format!(
        "{{\n\t.reg .pred p;\n\tsetp.ne.b32 p, ${sd}, 0;\n\t\
         wgmma.mma_async.sync.aligned.m64n{n}k{k}.{d}.{a}.{b} {{{accs}}}, ${da}, ${db}, p, {imm};\n\t}}",
        n = m.n,
        a = ptx_type(m.a),
        b = ptx_type(m.b),
        accs = accs.join(", "),
    )
}

impl<'ctx> Lowerer<'ctx, '_, '_> {
    pub(crate) fn wgmma_builtin(
        &mut self,
        op: WgmmaOp,
        args: &[ExprId],
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        let text = match op {
            WgmmaOp::Fence => "wgmma.fence.sync.aligned;".to_string(),
            WgmmaOp::CommitGroup => "wgmma.commit_group.sync.aligned;".to_string(),
            WgmmaOp::WaitGroup(n) => format!("wgmma.wait_group.sync.aligned {n};"),
            WgmmaOp::MmaAsync(m) => return self.wgmma_mma(&m, args, span),
        };
        let fn_ty = self.ctx.void_type().fn_type(&[], false);
        let asm =
            self.ctx
                .create_inline_asm(fn_ty, text, "~{memory}".into(), true, false, None, false);
        self.b.build_indirect_call(fn_ty, asm, &[], "").ice(span)?;
        Ok(None)
    }

    fn wgmma_mma(
        &mut self,
        m: &WgmmaMma,
        args: &[ExprId],
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        let [acc, desc_a, desc_b, scale_d] = args else {
            return Err(crate::diagnostics::internal("wgmma arguments", span));
        };
        let base = ptr_val(self.rv(*acc)?, span)?;
        let regs = if m.acc_f16 { m.n / 4 } else { m.n / 2 } as u32;
        let reg_ty: BasicTypeEnum<'ctx> = if m.acc_f16 {
            self.ctx.i32_type().into()
        } else {
            self.ctx.f32_type().into()
        };
        let letter = if m.acc_f16 { "r" } else { "f" };
        let mut slots = Vec::with_capacity(regs as usize);
        let mut ins: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
        let mut in_tys: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::new();
        let i64t = self.ctx.i64_type();
        for i in 0..regs {
            let idx = i64t.const_int(i as u64, false);
            // SAFETY of the index: sema checked the array has `regs` elements.
            let p = unsafe { self.b.build_in_bounds_gep(reg_ty, base, &[idx], "") }.ice(span)?;
            let v = self.b.build_load(reg_ty, p, "").ice(span)?;
            slots.push(p);
            ins.push(v.into());
            in_tys.push(reg_ty.into());
        }
        for x in [desc_a, desc_b, scale_d] {
            let v = self.rv(*x)?;
            ins.push(v.into());
            in_tys.push(v.get_type().into());
        }
        let mut constraints: Vec<String> = (0..regs).map(|_| format!("={letter}")).collect();
        constraints.extend((0..regs).map(|i| i.to_string()));
        constraints.extend(["l".to_string(), "l".to_string(), "r".to_string()]);
        constraints.push("~{memory}".into());
        let outs: Vec<BasicTypeEnum<'ctx>> = (0..regs).map(|_| reg_ty).collect();
        let ret = self.ctx.struct_type(&outs, false);
        let fn_ty = ret.fn_type(&in_tys, false);
        let asm = self.ctx.create_inline_asm(
            fn_ty,
            mma_template(m, regs),
            constraints.join(","),
            true,
            false,
            None,
            false,
        );
        let call = self.b.build_indirect_call(fn_ty, asm, &ins, "").ice(span)?;
        let Some(BasicValueEnum::StructValue(sv)) = call.try_as_basic_value().basic() else {
            return Err(crate::diagnostics::internal("wgmma result", span));
        };
        for (i, p) in slots.into_iter().enumerate() {
            let v = self.b.build_extract_value(sv, i as u32, "").ice(span)?;
            self.b.build_store(p, v).ice(span)?;
        }
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn template_shapes() {
        let m = WgmmaMma {
            a: WgmmaType::F16,
            b: WgmmaType::F16,
            acc_f16: false,
            n: 8,
            scale_a: 1,
            scale_b: -1,
            trans_a: 0,
            trans_b: 1,
        };
        let t = mma_template(&m, 4);
        assert!(t.contains("wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $8, $9, p, 1, -1, 0, 1;"), "{t}");
        assert!(t.contains("setp.ne.b32 p, $10, 0;"));
        let tf = WgmmaMma {
            a: WgmmaType::Tf32,
            b: WgmmaType::Tf32,
            ..m
        };
        assert!(
            mma_template(&tf, 4).contains("k8.f32.tf32.tf32 {$0, $1, $2, $3}, $8, $9, p, 1, -1;")
        );
    }
}
