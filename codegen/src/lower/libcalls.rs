//! The builtin functions ([`BuiltinFn`]) in device code: the memory and
//! string functions (`llvm.memcpy`/`llvm.memmove`/`llvm.memset`, and small
//! IR helpers with loops for the rest, since no device library provides
//! them), hints (`__builtin_expect`, `__builtin_assume_aligned`),
//! `__builtin_is_constant_evaluated()` (false: this is run-time code),
//! `abort` (a trap), checked arithmetic; the `va_*` family is
//! `va_list.rs`'s. The bit and floating-point builtins are
//! in `mathcalls`.

use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, IntValue};
use inkwell::IntPredicate;
use lexer::builtins::BuiltinFn;
use lexer::source::Span;
use sema::program::*;

use super::{int_val, ptr_val, Lowerer, OrIce, Res};
use crate::diagnostics as diag;
use crate::target;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    pub fn builtin_fn(
        &mut self,
        f: BuiltinFn,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> Res<Option<BasicValueEnum<'ctx>>> {
        use BuiltinFn::*;
        match f {
            Memcpy | Memmove | Memset => self.mem_builtin(f, args, span).map(Some),
            Memcmp | Memchr | Strlen | Strcmp | Strncmp | Strchr | Strrchr | Strpbrk | Strstr => {
                self.string_builtin(f, args, ty, span).map(Some)
            }
            Expect | ExpectWithProbability | AssumeAligned => {
                let mut first = None;
                for (i, a) in args.iter().enumerate() {
                    let v = self.rv(*a)?;
                    if i == 0 {
                        first = Some(v);
                    }
                }
                first.map(Some).ice(span)
            }
            IsConstantEvaluated => Ok(Some(self.ctx.bool_type().const_zero().into())),
            Abort | Trap => {
                target::nvptx::intrinsic(self, "llvm.trap", &[], span)?;
                self.b.build_unreachable().ice(span)?;
                self.dead_block();
                Ok(None)
            }
            Unreachable => {
                self.b.build_unreachable().ice(span)?;
                self.dead_block();
                Ok(None)
            }
            AddOverflow | SubOverflow | MulOverflow => {
                self.overflow_builtin(f, args, span).map(Some)
            }
            VaStart | VaEnd | VaCopy | Vsnprintf => self.va_builtin(f, args, span),
            Clz(_) | Ctz(_) | Popcount(_) | Parity(_) | Ffs(_) | Abs(_) | Bswap(_) | IsNan
            | IsInf | IsFinite | IsNormal | IsInfSign | Fpclassify | Signbit(_) | IsLess
            | IsGreater | IsLessEqual | IsGreaterEqual | IsLessGreater | IsUnordered | Math(..) => {
                self.math_builtin(f, args, ty, span)
            }
            // Resolved by sema.
            ConstantP | Addressof | Launder | Alloca | HugeVal(_) | Inf(_) | Nan(_) | Nans(_) => {
                Err(diag::internal(
                    "a builtin sema resolves reached codegen",
                    span,
                ))
            }
        }
    }

    /// Calls the overloaded intrinsic `name` for types `tys`.
    pub fn overloaded_intrinsic(
        &mut self,
        name: &str,
        tys: &[BasicTypeEnum<'ctx>],
        args: &[BasicMetadataValueEnum<'ctx>],
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let decl = inkwell::intrinsics::Intrinsic::find(name)
            .and_then(|i| i.get_declaration(self.module, tys))
            .ok_or_else(|| diag::internal(&format!("LLVM 19 has no intrinsic '{name}'"), span))?;
        let call = self.b.build_call(decl, args, "").ice(span)?;
        call.try_as_basic_value().basic().ice(span)
    }

    fn generic_arg(&mut self, e: ExprId, span: Span) -> Res<inkwell::values::PointerValue<'ctx>> {
        let p = ptr_val(self.rv(e)?, span)?;
        self.generic_addr(p, span)
    }

    fn size_arg(&mut self, e: ExprId, span: Span) -> Res<IntValue<'ctx>> {
        let v = int_val(self.rv(e)?, span)?;
        self.b
            .build_int_cast_sign_flag(v, self.ctx.i64_type(), false, "")
            .ice(span)
    }

    fn mem_builtin(
        &mut self,
        f: BuiltinFn,
        args: &[ExprId],
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let [d, s, n] = args else {
            return Err(diag::internal("memory builtin takes 3 arguments", span));
        };
        let dst = self.generic_arg(*d, span)?;
        let n_val;
        match f {
            BuiltinFn::Memset => {
                let c = int_val(self.rv(*s)?, span)?;
                n_val = self.size_arg(*n, span)?;
                let byte = self
                    .b
                    .build_int_truncate_or_bit_cast(c, self.ctx.i8_type(), "")
                    .ice(span)?;
                self.b.build_memset(dst, 1, byte, n_val).ice(span)?;
            }
            _ => {
                let src = self.generic_arg(*s, span)?;
                n_val = self.size_arg(*n, span)?;
                if f == BuiltinFn::Memcpy {
                    self.b.build_memcpy(dst, 1, src, 1, n_val).ice(span)?;
                } else {
                    self.b.build_memmove(dst, 1, src, 1, n_val).ice(span)?;
                }
            }
        }
        Ok(dst.into())
    }

    /// `memcmp`, `memchr`, `strlen`, `strcmp`, `strncmp`, `strchr` as
    /// internal helper functions with a byte loop each.
    fn string_builtin(
        &mut self,
        f: BuiltinFn,
        args: &[ExprId],
        ty: TypeId,
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let (name, ir) = string_helper(f);
        let func = self.helper(name, ir, span)?;
        let mut vals: Vec<BasicMetadataValueEnum> = Vec::with_capacity(args.len());
        for a in args {
            let v = self.rv(*a)?;
            let v: BasicValueEnum = match v {
                BasicValueEnum::PointerValue(p) => self.generic_addr(p, span)?.into(),
                BasicValueEnum::IntValue(i) => {
                    // `int` stays `i32`; sizes are `i64`.
                    let w = if i.get_type().get_bit_width() == 32 {
                        32
                    } else {
                        64
                    };
                    let t = self.int_type(w);
                    self.b
                        .build_int_cast_sign_flag(i, t, w == 32, "")
                        .ice(span)?
                        .into()
                }
                v => v,
            };
            vals.push(v.into());
        }
        let call = self.b.build_call(func, &vals, "").ice(span)?;
        let r = call.try_as_basic_value().basic().ice(span)?;
        // A pointer result in the type's address space.
        match (r, self.val_ty(ty)) {
            (BasicValueEnum::PointerValue(p), Some(BasicTypeEnum::PointerType(pt)))
                if pt.get_address_space() != p.get_type().get_address_space() =>
            {
                Ok(self.b.build_address_space_cast(p, pt, "").ice(span)?.into())
            }
            _ => Ok(r),
        }
    }

    /// `__builtin_add_overflow(a, b, &r)`: the operands widened to 128
    /// bits by their own signedness, the exact result stored truncated, and
    /// whether truncation changed it.
    fn overflow_builtin(
        &mut self,
        f: BuiltinFn,
        args: &[ExprId],
        span: Span,
    ) -> Res<BasicValueEnum<'ctx>> {
        let [a, b, r] = args else {
            return Err(diag::internal("overflow builtin takes 3 arguments", span));
        };
        let i128t = self.ctx.i128_type();
        let mut wide = Vec::with_capacity(2);
        for e in [a, b] {
            let t = self.p.exprs.get(*e).ice(span)?.ty;
            let signed = self.p.types.is_signed(t);
            let v = int_val(self.rv(*e)?, span)?;
            wide.push(
                self.b
                    .build_int_cast_sign_flag(v, i128t, signed, "")
                    .ice(span)?,
            );
        }
        let exact = match f {
            BuiltinFn::AddOverflow => self.b.build_int_add(wide[0], wide[1], "").ice(span)?,
            BuiltinFn::SubOverflow => self.b.build_int_sub(wide[0], wide[1], "").ice(span)?,
            _ => self.b.build_int_mul(wide[0], wide[1], "").ice(span)?,
        };
        let rt = self.p.exprs.get(*r).ice(span)?.ty;
        let res_ty = self.p.types.pointee(rt).ice(span)?;
        let signed = self.p.types.is_signed(res_ty);
        let Some(BasicTypeEnum::IntType(it)) = self.val_ty(res_ty) else {
            return Err(diag::internal("overflow result is not an integer", span));
        };
        let narrow = self
            .b
            .build_int_truncate_or_bit_cast(exact, it, "")
            .ice(span)?;
        let back = self
            .b
            .build_int_cast_sign_flag(narrow, i128t, signed, "")
            .ice(span)?;
        let overflow = self
            .b
            .build_int_compare(IntPredicate::NE, back, exact, "")
            .ice(span)?;
        let p = ptr_val(self.rv(*r)?, span)?;
        self.store_value(res_ty, p, narrow.into(), span)?;
        Ok(overflow.into())
    }
}

/// The IR of a string helper: its name and definition (generic pointers,
/// `int` as `i32`, sizes as `i64`).
fn string_helper(f: BuiltinFn) -> (&'static str, &'static str) {
    match f {
        BuiltinFn::Strlen => (
            "__circle_strlen",
            "define internal i64 @__circle_strlen(ptr %s) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %n, %next ]
  %p = getelementptr i8, ptr %s, i64 %i
  %c = load i8, ptr %p
  %z = icmp eq i8 %c, 0
  br i1 %z, label %done, label %next
next:
  %n = add i64 %i, 1
  br label %loop
done:
  ret i64 %i
}
attributes #0 = { nounwind }
",
        ),
        BuiltinFn::Memcmp => (
            "__circle_memcmp",
            "define internal i32 @__circle_memcmp(ptr %a, ptr %b, i64 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %k, %next ]
  %end = icmp eq i64 %i, %n
  br i1 %end, label %same, label %body
body:
  %pa = getelementptr i8, ptr %a, i64 %i
  %pb = getelementptr i8, ptr %b, i64 %i
  %x = load i8, ptr %pa
  %y = load i8, ptr %pb
  %ne = icmp ne i8 %x, %y
  br i1 %ne, label %differ, label %next
next:
  %k = add i64 %i, 1
  br label %loop
differ:
  %xi = zext i8 %x to i32
  %yi = zext i8 %y to i32
  %d = sub i32 %xi, %yi
  ret i32 %d
same:
  ret i32 0
}
attributes #0 = { nounwind }
",
        ),
        BuiltinFn::Strncmp => (
            "__circle_strncmp",
            "define internal i32 @__circle_strncmp(ptr %a, ptr %b, i64 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %k, %next ]
  %end = icmp eq i64 %i, %n
  br i1 %end, label %same, label %body
body:
  %pa = getelementptr i8, ptr %a, i64 %i
  %pb = getelementptr i8, ptr %b, i64 %i
  %x = load i8, ptr %pa
  %y = load i8, ptr %pb
  %ne = icmp ne i8 %x, %y
  br i1 %ne, label %differ, label %check
check:
  %z = icmp eq i8 %x, 0
  br i1 %z, label %same, label %next
next:
  %k = add i64 %i, 1
  br label %loop
differ:
  %xi = zext i8 %x to i32
  %yi = zext i8 %y to i32
  %d = sub i32 %xi, %yi
  ret i32 %d
same:
  ret i32 0
}
attributes #0 = { nounwind }
",
        ),
        BuiltinFn::Strcmp => (
            "__circle_strcmp",
            "define internal i32 @__circle_strcmp(ptr %a, ptr %b) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %k, %next ]
  %pa = getelementptr i8, ptr %a, i64 %i
  %pb = getelementptr i8, ptr %b, i64 %i
  %x = load i8, ptr %pa
  %y = load i8, ptr %pb
  %ne = icmp ne i8 %x, %y
  br i1 %ne, label %differ, label %check
check:
  %z = icmp eq i8 %x, 0
  br i1 %z, label %same, label %next
next:
  %k = add i64 %i, 1
  br label %loop
differ:
  %xi = zext i8 %x to i32
  %yi = zext i8 %y to i32
  %d = sub i32 %xi, %yi
  ret i32 %d
same:
  ret i32 0
}
attributes #0 = { nounwind }
",
        ),
        BuiltinFn::Memchr => (
            "__circle_memchr",
            "define internal ptr @__circle_memchr(ptr %s, i32 %c, i64 %n) #0 {
entry:
  %ch = trunc i32 %c to i8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %k, %next ]
  %end = icmp eq i64 %i, %n
  br i1 %end, label %none, label %body
body:
  %p = getelementptr i8, ptr %s, i64 %i
  %x = load i8, ptr %p
  %eq = icmp eq i8 %x, %ch
  br i1 %eq, label %found, label %next
next:
  %k = add i64 %i, 1
  br label %loop
found:
  ret ptr %p
none:
  ret ptr null
}
attributes #0 = { nounwind }
",
        ),
        BuiltinFn::Strrchr => (
            "__circle_strrchr",
            "define internal ptr @__circle_strrchr(ptr %s, i32 %c) #0 {
entry:
  %ch = trunc i32 %c to i8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %k, %next ]
  %last = phi ptr [ null, %entry ], [ %seen, %next ]
  %p = getelementptr i8, ptr %s, i64 %i
  %x = load i8, ptr %p
  %eq = icmp eq i8 %x, %ch
  %seen = select i1 %eq, ptr %p, ptr %last
  %z = icmp eq i8 %x, 0
  br i1 %z, label %done, label %next
next:
  %k = add i64 %i, 1
  br label %loop
done:
  ret ptr %seen
}
attributes #0 = { nounwind }
",
        ),
        BuiltinFn::Strpbrk => (
            "__circle_strpbrk",
            "define internal ptr @__circle_strpbrk(ptr %s, ptr %set) #0 {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %ni, %advance ]
  %p = getelementptr i8, ptr %s, i64 %i
  %x = load i8, ptr %p
  %end = icmp eq i8 %x, 0
  br i1 %end, label %none, label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %nj, %step ]
  %q = getelementptr i8, ptr %set, i64 %j
  %y = load i8, ptr %q
  %setend = icmp eq i8 %y, 0
  br i1 %setend, label %advance, label %cmp
cmp:
  %hit = icmp eq i8 %x, %y
  br i1 %hit, label %found, label %step
step:
  %nj = add i64 %j, 1
  br label %inner
advance:
  %ni = add i64 %i, 1
  br label %outer
found:
  ret ptr %p
none:
  ret ptr null
}
attributes #0 = { nounwind }
",
        ),
        BuiltinFn::Strstr => (
            "__circle_strstr",
            "define internal ptr @__circle_strstr(ptr %s, ptr %pat) #0 {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %ni, %advance ]
  %p = getelementptr i8, ptr %s, i64 %i
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %nj, %step ]
  %q = getelementptr i8, ptr %pat, i64 %j
  %y = load i8, ptr %q
  %patend = icmp eq i8 %y, 0
  br i1 %patend, label %found, label %cmp
cmp:
  %k = add i64 %i, %j
  %r = getelementptr i8, ptr %s, i64 %k
  %x = load i8, ptr %r
  %send = icmp eq i8 %x, 0
  br i1 %send, label %none, label %eq
eq:
  %same = icmp eq i8 %x, %y
  br i1 %same, label %step, label %advance
step:
  %nj = add i64 %j, 1
  br label %inner
advance:
  %ni = add i64 %i, 1
  br label %outer
found:
  ret ptr %p
none:
  ret ptr null
}
attributes #0 = { nounwind }
",
        ),
        _ => (
            "__circle_strchr",
            "define internal ptr @__circle_strchr(ptr %s, i32 %c) #0 {
entry:
  %ch = trunc i32 %c to i8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %k, %next ]
  %p = getelementptr i8, ptr %s, i64 %i
  %x = load i8, ptr %p
  %eq = icmp eq i8 %x, %ch
  br i1 %eq, label %found, label %check
check:
  %z = icmp eq i8 %x, 0
  br i1 %z, label %none, label %next
next:
  %k = add i64 %i, 1
  br label %loop
found:
  ret ptr %p
none:
  ret ptr null
}
attributes #0 = { nounwind }
",
        ),
    }
}
