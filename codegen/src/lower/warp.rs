//! Warp intrinsics (`__shfl*_sync`, votes, `__activemask`, `__syncwarp`)
//! and `clock64`, as small convergent IR-text helpers on `i32`; a shuffled
//! value of another type is bit-cast, and an 8-byte one moves as two
//! 32-bit halves, as CUDA's own headers do.
//!
//! NVIDIA: the `.sync` NVVM intrinsics, the shuffle's `c` operand built
//! from the width as PTX defines it (`((32 - width) << 8) | clamp`).
//!
//! AMD has no masked warp operations: the wavefront's active lanes are the
//! participants. A shuffle is `ds_bpermute` to a lane computed from
//! `mbcnt` (a lane outside the source segment reads its own value, as on
//! NVIDIA); `__any_sync`/`__all_sync` vote over the active lanes (CUDA
//! requires every calling lane to be named in the mask, so the mask adds
//! nothing); `__ballot_sync` and `__activemask` return the active lanes'
//! bits and-ed with the mask. On a wave64 target (gfx9, or RDNA with
//! wave64) masks are still 32 bits: `__ballot_sync` and `__activemask`
//! report lanes 0-31 only, while `warpSize` (64) is the default shuffle
//! width and votes see all 64 lanes. `clock64` is `llvm.readcyclecounter`
//! (on gfx11 the 20-bit `SHADER_CYCLES` counter). The reducing barriers
//! (`__syncthreads_count/and/or`) are `bar.red` on NVIDIA and a counter in
//! LDS between barriers on AMD.

use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, IntValue};
use lexer::source::Span;
use sema::program::{ExprId, ShflKind, TypeId, WarpOp};

use super::{Lowerer, OrIce, Res};
use crate::diagnostics as diag;
use crate::Vendor;

/// The PTX version a module's warp helpers need (0: none used).
pub fn warp_min_ptx(m: &inkwell::module::Module<'_>) -> u32 {
    if m.get_function("__cg_activemask").is_some() {
        return 62;
    }
    let mut f = m.get_first_function();
    while let Some(func) = f {
        let name = func.get_name().to_string_lossy();
        if name.starts_with("__cg_shfl_")
            || name.starts_with("__cg_vote_")
            || name == "__cg_syncwarp"
        {
            return 60;
        }
        f = func.get_next_function();
    }
    0
}

const ATTRS: &str =
    "attributes #0 = { alwaysinline convergent nounwind }\nattributes #1 = { convergent nounwind }\n";

impl<'ctx> Lowerer<'ctx, '_, '_> {
    pub fn warp_builtin(
        &mut self,
        op: WarpOp,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        // Host code has no warp: it never gets to the per-vendor helpers
        // below (which treat it as AMD only to keep their matches total).
        if self.spec.vendor == Vendor::Host {
            return Err(diag::device_builtin_in_host(span));
        }
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            vals.push(self.rv(*a)?);
        }
        match op {
            WarpOp::Shfl(k) => {
                let [m, v, b, w] = vals[..] else {
                    return Err(diag::internal("a shuffle takes 4 operands", span));
                };
                let (m, b, w) = (m.into_int_value(), b.into_int_value(), w.into_int_value());
                self.shuffle_value(k, m, v, b, w, ty, span).map(Some)
            }
            WarpOp::Ballot | WarpOp::Any | WarpOp::All => {
                let [m, p] = vals[..] else {
                    return Err(diag::internal("a vote takes 2 operands", span));
                };
                let name = match op {
                    WarpOp::Ballot => "ballot",
                    WarpOp::Any => "any",
                    _ => "all",
                };
                let f = self.vote_helper(name, span)?;
                let c = self.b.build_call(f, &[m.into(), p.into()], "").ice(span)?;
                c.try_as_basic_value().basic().ice(span).map(Some)
            }
            WarpOp::ActiveMask => {
                let ir = match self.spec.vendor {
                    Vendor::Nvidia => "define internal i32 @__cg_activemask() #0 {\n  %r = call i32 asm sideeffect \"activemask.b32 $0;\", \"=r\"()\n  ret i32 %r\n}\n".to_string(),
                    Vendor::Amd | Vendor::Host => {
                        let (bt, b) = self.amd_ballot("true");
                        format!("define internal i32 @__cg_activemask() #0 {{\n{b}  ret i32 %b\n}}\ndeclare {bt} @llvm.amdgcn.ballot.{bt}(i1) #1\n")
                    }
                };
                self.call_helper("__cg_activemask", &ir, &[], span)
                    .map(Some)
            }
            WarpOp::SyncWarp => {
                let ir = match self.spec.vendor {
                    Vendor::Nvidia => "define internal void @__cg_syncwarp(i32 %m) #0 {\n  call void @llvm.nvvm.bar.warp.sync(i32 %m)\n  ret void\n}\ndeclare void @llvm.nvvm.bar.warp.sync(i32) #1\n",
                    Vendor::Amd | Vendor::Host => "define internal void @__cg_syncwarp(i32 %m) #0 {\n  fence syncscope(\"wavefront\") release\n  call void @llvm.amdgcn.wave.barrier()\n  fence syncscope(\"wavefront\") acquire\n  ret void\n}\ndeclare void @llvm.amdgcn.wave.barrier() #1\n",
                };
                let m: Vec<BasicMetadataValueEnum> = vals.iter().map(|v| (*v).into()).collect();
                let f = self.helper("__cg_syncwarp", &format!("{ir}{ATTRS}"), span)?;
                self.b.build_call(f, &m, "").ice(span)?;
                Ok(None)
            }
            WarpOp::SyncThreadsCount | WarpOp::SyncThreadsAnd | WarpOp::SyncThreadsOr => {
                let [pred] = vals[..] else {
                    return Err(diag::internal("a reducing barrier takes 1 operand", span));
                };
                self.reducing_barrier(op, pred, span).map(Some)
            }
            WarpOp::Clock64 => {
                let read = match self.spec.vendor {
                    Vendor::Nvidia => "llvm.nvvm.read.ptx.sreg.clock64",
                    Vendor::Amd | Vendor::Host => "llvm.readcyclecounter",
                };
                let ir = format!("define internal i64 @__cg_clock64() #0 {{\n  %r = call i64 @{read}()\n  ret i64 %r\n}}\ndeclare i64 @{read}() #1\n");
                self.call_helper("__cg_clock64", &ir, &[], span).map(Some)
            }
        }
    }

    /// `__syncthreads_count/and/or`. NVIDIA has them as `bar.red`
    /// (`llvm.nvvm.barrier0.popc/and/or`). AMD has no reducing barrier: the
    /// block counts the lanes whose predicate holds (for `and`, the lanes
    /// whose predicate fails) in an LDS word between barriers: one barrier
    /// so that the previous call's readers are done before the reset, one
    /// after the reset, one after the additions.
    fn reducing_barrier(
        &mut self,
        op: WarpOp,
        pred: BasicValueEnum<'ctx>,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let kind = match op {
            WarpOp::SyncThreadsCount => "popc",
            WarpOp::SyncThreadsAnd => "and",
            _ => "or",
        };
        let name = format!("__cg_syncthreads_{kind}");
        let ir = match self.spec.vendor {
            Vendor::Nvidia => format!(
                "define internal i32 @{name}(i32 %p) #0 {{\n  %r = call i32 @llvm.nvvm.barrier0.{kind}(i32 %p)\n  ret i32 %r\n}}\ndeclare i32 @llvm.nvvm.barrier0.{kind}(i32) #1\n"
            ),
            Vendor::Amd | Vendor::Host => {
                let (counted, result) = match kind {
                    "popc" => ("ne", "%n"),
                    "and" => ("eq", "%z"),
                    _ => ("ne", "%nz"),
                };
                let bar = "  fence syncscope(\"workgroup\") release\n  call void @llvm.amdgcn.s.barrier()\n  fence syncscope(\"workgroup\") acquire\n";
                let tail = match kind {
                    "popc" => String::new(),
                    "and" => "  %zb = icmp eq i32 %n, 0\n  %z = zext i1 %zb to i32\n".to_string(),
                    _ => "  %nzb = icmp ne i32 %n, 0\n  %nz = zext i1 %nzb to i32\n".to_string(),
                };
                format!(
                    "@{name}.n = internal addrspace(3) global i32 undef, align 4\n\
                     define internal i32 @{name}(i32 %p) #0 {{\n\
                     {bar}  %x = call i32 @llvm.amdgcn.workitem.id.x()\n  %y = call i32 @llvm.amdgcn.workitem.id.y()\n  %z0 = call i32 @llvm.amdgcn.workitem.id.z()\n\
                     %xy = or i32 %x, %y\n  %xyz = or i32 %xy, %z0\n  %first = icmp eq i32 %xyz, 0\n  br i1 %first, label %reset, label %go\n\
                     reset:\n  store i32 0, ptr addrspace(3) @{name}.n, align 4\n  br label %go\n\
                     go:\n{bar}  %c = icmp {counted} i32 %p, 0\n  %one = zext i1 %c to i32\n\
                     %old = atomicrmw add ptr addrspace(3) @{name}.n, i32 %one syncscope(\"workgroup\") monotonic, align 4\n\
                     {bar}  %n = load i32, ptr addrspace(3) @{name}.n, align 4\n{tail}  ret i32 {result}\n}}\n\
                     declare void @llvm.amdgcn.s.barrier() #1\ndeclare i32 @llvm.amdgcn.workitem.id.x() #1\n\
                     declare i32 @llvm.amdgcn.workitem.id.y() #1\ndeclare i32 @llvm.amdgcn.workitem.id.z() #1\n"
                )
            }
        };
        self.call_helper(&name, &ir, &[pred.into()], span)
    }

    /// `clock()` in device code: CUDA's 32-bit clock, sign-extended to
    /// `clock_t` (`%clock` on NVIDIA, the low half of the cycle counter
    /// on AMD); `None` for any other call, and in host code, where it is
    /// the C library's.
    pub fn device_clock_call(
        &mut self,
        f: &sema::program::Function,
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        if self.spec.vendor == Vendor::Host || !crate::reach::is_device_clock(f) {
            return Ok(None);
        }
        let body = match self.spec.vendor {
            Vendor::Nvidia => "  %r = call i32 @llvm.nvvm.read.ptx.sreg.clock()\n  ret i32 %r\n}\ndeclare i32 @llvm.nvvm.read.ptx.sreg.clock() #1\n",
            Vendor::Amd | Vendor::Host => "  %c = call i64 @llvm.readcyclecounter()\n  %r = trunc i64 %c to i32\n  ret i32 %r\n}\ndeclare i64 @llvm.readcyclecounter() #1\n",
        };
        let ir = format!("define internal i32 @__cg_clock() #0 {{\n{body}");
        let c = self
            .call_helper("__cg_clock", &ir, &[], span)?
            .into_int_value();
        match self.val_ty(f.ret) {
            Some(BasicTypeEnum::IntType(t)) => Ok(Some(
                self.b
                    .build_int_s_extend_or_bit_cast(c, t, "")
                    .ice(span)?
                    .into(),
            )),
            _ => Err(diag::internal("clock() returns an integer", span)),
        }
    }

    fn call_helper(
        &mut self,
        name: &str,
        ir: &str,
        args: &[BasicMetadataValueEnum<'ctx>],
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let f = self.helper(name, &format!("{ir}{ATTRS}"), span)?;
        let c = self.b.build_call(f, args, "").ice(span)?;
        c.try_as_basic_value().basic().ice(span)
    }

    /// IR computing `%b` (an `i32`): the active lanes whose `pred` (an
    /// `i1` operand) holds; on wave64 the low 32 lanes. Returns the ballot
    /// intrinsic's type too.
    fn amd_ballot(&self, pred: &str) -> (&'static str, String) {
        if self.spec.wave_size == 64 {
            (
                "i64",
                format!("  %b64 = call i64 @llvm.amdgcn.ballot.i64(i1 {pred})\n  %b = trunc i64 %b64 to i32\n"),
            )
        } else {
            (
                "i32",
                format!("  %b = call i32 @llvm.amdgcn.ballot.i32(i1 {pred})\n"),
            )
        }
    }

    fn vote_helper(&mut self, name: &str, span: Span) -> Res<inkwell::values::FunctionValue<'ctx>> {
        let fname = format!("__cg_vote_{name}");
        let body = match self.spec.vendor {
            Vendor::Nvidia => {
                let call = format!("  %c = icmp ne i32 %p, 0\n  %v = call {{}} @llvm.nvvm.vote.{name}.sync(i32 %m, i1 %c)\n");
                match name {
                    "ballot" => format!("{}  ret i32 %v\n}}\ndeclare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1\n", call.replace("{}", "i32")),
                    _ => format!("{}  %r = zext i1 %v to i32\n  ret i32 %r\n}}\ndeclare i1 @llvm.nvvm.vote.{name}.sync(i32, i1) #1\n", call.replace("{}", "i1")),
                }
            }
            Vendor::Amd | Vendor::Host => {
                let t = if self.spec.wave_size == 64 {
                    "i64"
                } else {
                    "i32"
                };
                let pred = "  %c = icmp ne i32 %p, 0\n";
                match name {
                    "ballot" => {
                        let (_, b) = self.amd_ballot("%c");
                        format!("{pred}{b}  %r = and i32 %b, %m\n  ret i32 %r\n}}\ndeclare {t} @llvm.amdgcn.ballot.{t}(i1) #1\n")
                    }
                    "any" => format!("{pred}  %b = call {t} @llvm.amdgcn.ballot.{t}(i1 %c)\n  %v = icmp ne {t} %b, 0\n  %r = zext i1 %v to i32\n  ret i32 %r\n}}\ndeclare {t} @llvm.amdgcn.ballot.{t}(i1) #1\n"),
                    _ => format!("{pred}  %b = call {t} @llvm.amdgcn.ballot.{t}(i1 %c)\n  %a = call {t} @llvm.amdgcn.ballot.{t}(i1 true)\n  %v = icmp eq {t} %b, %a\n  %r = zext i1 %v to i32\n  ret i32 %r\n}}\ndeclare {t} @llvm.amdgcn.ballot.{t}(i1) #1\n"),
                }
            }
        };
        let ir = format!("define internal i32 @{fname}(i32 %m, i32 %p) #0 {{\n{body}{ATTRS}");
        self.helper(&fname, &ir, span)
    }

    fn shfl_helper(
        &mut self,
        k: ShflKind,
        span: Span,
    ) -> Res<inkwell::values::FunctionValue<'ctx>> {
        let kn = match k {
            ShflKind::Idx => "idx",
            ShflKind::Up => "up",
            ShflKind::Down => "down",
            ShflKind::Xor => "bfly",
        };
        let name = format!("__cg_shfl_{kn}");
        let body = match self.spec.vendor {
            Vendor::Nvidia => {
                // `up` clamps at the segment's first lane (0), the others at
                // its last (31).
                let clamp = if k == ShflKind::Up { 0 } else { 31 };
                format!("  %s = sub i32 32, %w\n  %c0 = shl i32 %s, 8\n  %c = or i32 %c0, {clamp}\n  %r = call i32 @llvm.nvvm.shfl.sync.{kn}.i32(i32 %m, i32 %v, i32 %b, i32 %c)\n  ret i32 %r\n}}\ndeclare i32 @llvm.nvvm.shfl.sync.{kn}.i32(i32, i32, i32, i32) #1\n")
            }
            Vendor::Amd | Vendor::Host => {
                let lane = match k {
                    ShflKind::Idx => {
                        "  %off = and i32 %b, %wm1\n  %lane = or i32 %base, %off\n".to_string()
                    }
                    _ => {
                        let t = match k {
                            ShflKind::Up => "sub i32 %self, %b",
                            ShflKind::Down => "add i32 %self, %b",
                            _ => "xor i32 %self, %b",
                        };
                        // A source outside the segment: the lane's own value.
                        format!("  %t = {t}\n  %d = sub i32 %t, %base\n  %in = icmp ult i32 %d, %w\n  %lane = select i1 %in, i32 %t, i32 %self\n")
                    }
                };
                format!("  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)\n  %self = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)\n  %wm1 = sub i32 %w, 1\n  %nw = xor i32 %wm1, -1\n  %base = and i32 %self, %nw\n{lane}  %addr = shl i32 %lane, 2\n  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %v)\n  ret i32 %r\n}}\ndeclare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #1\ndeclare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #1\ndeclare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1\n")
            }
        };
        let ir = format!(
            "define internal i32 @{name}(i32 %m, i32 %v, i32 %b, i32 %w) #0 {{\n{body}{ATTRS}"
        );
        self.helper(&name, &ir, span)
    }

    /// Shuffles a value of any 2-, 4- or 8-byte scalar type through the
    /// `i32` helper.
    #[allow(clippy::too_many_arguments)]
    fn shuffle_value(
        &mut self,
        k: ShflKind,
        m: IntValue<'ctx>,
        v: BasicValueEnum<'ctx>,
        b: IntValue<'ctx>,
        w: IntValue<'ctx>,
        ty: TypeId,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let f = self.shfl_helper(k, span)?;
        let i32t = self.ctx.i32_type();
        let bits = (self.size_of(ty) * 8) as u32;
        let it = self.int_type(bits);
        let as_int = match v {
            BasicValueEnum::IntValue(i) => i,
            BasicValueEnum::FloatValue(_) | BasicValueEnum::PointerValue(_) => {
                self.b.build_bit_cast(v, it, "").ice(span)?.into_int_value()
            }
            _ => return Err(diag::internal("shuffle of a non-scalar", span)),
        };
        let call = |l: &mut Self, x: IntValue<'ctx>| -> Res<IntValue<'ctx>> {
            let c =
                l.b.build_call(f, &[m.into(), x.into(), b.into(), w.into()], "")
                    .ice(span)?;
            Ok(c.try_as_basic_value().basic().ice(span)?.into_int_value())
        };
        let out = if bits <= 32 {
            let x = self
                .b
                .build_int_z_extend_or_bit_cast(as_int, i32t, "")
                .ice(span)?;
            let r = call(self, x)?;
            self.b.build_int_truncate_or_bit_cast(r, it, "").ice(span)?
        } else {
            let lo = self.b.build_int_truncate(as_int, i32t, "").ice(span)?;
            let sh = self
                .b
                .build_right_shift(as_int, it.const_int(32, false), false, "")
                .ice(span)?;
            let hi = self.b.build_int_truncate(sh, i32t, "").ice(span)?;
            let lo = call(self, lo)?;
            let hi = call(self, hi)?;
            let lo = self.b.build_int_z_extend(lo, it, "").ice(span)?;
            let hi = self.b.build_int_z_extend(hi, it, "").ice(span)?;
            let hi = self
                .b
                .build_left_shift(hi, it.const_int(32, false), "")
                .ice(span)?;
            self.b.build_or(lo, hi, "").ice(span)?
        };
        match self.val_ty(ty) {
            Some(t @ BasicTypeEnum::FloatType(_)) => self.b.build_bit_cast(out, t, "").ice(span),
            _ => Ok(out.into()),
        }
    }
}
