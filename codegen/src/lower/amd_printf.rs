//! Device `printf` on AMD GPUs through the ROCm device libraries' hostcall
//! protocol, the one clang's HIP uses by default (`-mprintf-kind=hostcall`):
//! `__ockl_printf_begin(0)` opens a message; `__ockl_printf_append_string_n`
//! sends the format, and each argument a `%s` conversion consumes, as bytes
//! (length counting the NUL, 0 for a null pointer) because the host cannot
//! read device memory; `__ockl_printf_append_args` sends every other
//! argument as one 64-bit word (integers zero-extended, doubles by their
//! bits, pointers by their generic address). The last append says it is
//! the last; its result, truncated to `int`, is printf's return value. The
//! HIP runtime's host thread formats and prints. `ockl.bc` is linked for
//! these functions (see `devlibs`).

use inkwell::types::BasicMetadataTypeEnum;
use inkwell::values::{
    BasicMetadataValueEnum, BasicValueEnum, FunctionValue, IntValue, PointerValue,
};
use inkwell::IntPredicate;
use lexer::source::Span;
use sema::program::{CastKind, ExprId, ExprKind};

use super::{ptr_val, Lowerer, OrIce, Res};
use crate::diagnostics as diag;

impl<'ctx> Lowerer<'ctx, '_, '_> {
    pub(crate) fn amd_printf(&mut self, args: &[ExprId], span: Span) -> Res<BasicValueEnum<'ctx>> {
        let Some((&fmt, rest)) = args.split_first() else {
            return Err(diag::internal("printf without a format", span));
        };
        // Which arguments are strings is known only from a literal format;
        // with a computed one every argument goes as a word, as in clang.
        let strings = self
            .literal_bytes(fmt)
            .map(|f| string_arguments(&f))
            .unwrap_or_default();
        let i64t = self.ctx.i64_type();
        let begin = self.ockl("__ockl_printf_begin", &[i64t.into()]);
        let zero = i64t.const_zero();
        let mut desc = self
            .b
            .build_call(begin, &[zero.into()], "")
            .ice(span)?
            .try_as_basic_value()
            .basic()
            .ice(span)?
            .into_int_value();
        let f = ptr_val(self.rv(fmt)?, span)?;
        let f = self.generic_addr(f, span)?;
        desc = self.append_string(desc, f, rest.is_empty(), span)?;
        for (i, &a) in rest.iter().enumerate() {
            let last = i + 1 == rest.len();
            let v = self.rv(a)?;
            desc = match v {
                BasicValueEnum::PointerValue(p) if strings.get(i).copied().unwrap_or(false) => {
                    let p = self.generic_addr(p, span)?;
                    self.append_string(desc, p, last, span)?
                }
                v => {
                    let word = self.printf_word(v, span)?;
                    self.append_word(desc, word, last, span)?
                }
            };
        }
        let n = self
            .b
            .build_int_truncate(desc, self.ctx.i32_type(), "")
            .ice(span)?;
        Ok(n.into())
    }

    /// The bytes of a string literal argument (through its decay).
    fn literal_bytes(&self, mut e: ExprId) -> Option<Vec<u8>> {
        loop {
            match &self.p.exprs.get(e)?.kind {
                ExprKind::Cast {
                    kind: CastKind::ArrayToPointer | CastKind::NoOp,
                    operand,
                } => e = *operand,
                ExprKind::Str(bytes) => return Some(bytes.to_vec()),
                _ => return None,
            }
        }
    }

    fn ockl(&mut self, name: &str, params: &[BasicMetadataTypeEnum<'ctx>]) -> FunctionValue<'ctx> {
        let ft = self.ctx.i64_type().fn_type(params, false);
        self.runtime(name, ft)
    }

    fn append_string(
        &mut self,
        desc: IntValue<'ctx>,
        s: PointerValue<'ctx>,
        last: bool,
        span: Span,
    ) -> Res<IntValue<'ctx>> {
        let i64t = self.ctx.i64_type();
        let i32t = self.ctx.i32_type();
        let gp = self.generic_ptr();
        let f = self.ockl(
            "__ockl_printf_append_string_n",
            &[i64t.into(), gp.into(), i64t.into(), i32t.into()],
        );
        let len = self.string_size(s, span)?;
        let last = i32t.const_int(u64::from(last), false);
        let call = self
            .b
            .build_call(f, &[desc.into(), s.into(), len.into(), last.into()], "")
            .ice(span)?;
        Ok(call
            .try_as_basic_value()
            .basic()
            .ice(span)?
            .into_int_value())
    }

    fn append_word(
        &mut self,
        desc: IntValue<'ctx>,
        word: IntValue<'ctx>,
        last: bool,
        span: Span,
    ) -> Res<IntValue<'ctx>> {
        let i64t = self.ctx.i64_type();
        let i32t = self.ctx.i32_type();
        let mut params: Vec<BasicMetadataTypeEnum<'ctx>> = vec![i64t.into(), i32t.into()];
        params.extend([BasicMetadataTypeEnum::from(i64t); 7]);
        params.push(i32t.into());
        let f = self.ockl("__ockl_printf_append_args", &params);
        let zero = i64t.const_zero();
        let mut argv = vec![desc.into(), i32t.const_int(1, false).into(), word.into()];
        argv.extend([BasicMetadataValueEnum::from(zero); 6]);
        argv.push(i32t.const_int(u64::from(last), false).into());
        let call = self.b.build_call(f, &argv, "").ice(span)?;
        Ok(call
            .try_as_basic_value()
            .basic()
            .ice(span)?
            .into_int_value())
    }

    /// A promoted printf argument as the 64-bit word the host reads.
    fn printf_word(&mut self, v: BasicValueEnum<'ctx>, span: Span) -> Res<IntValue<'ctx>> {
        let i64t = self.ctx.i64_type();
        match v {
            BasicValueEnum::IntValue(i) if i.get_type().get_bit_width() <= 64 => {
                self.b.build_int_z_extend_or_bit_cast(i, i64t, "").ice(span)
            }
            BasicValueEnum::FloatValue(x) => {
                let f64t = self.ctx.f64_type();
                let d = if x.get_type() == f64t {
                    x
                } else {
                    self.b.build_float_ext(x, f64t, "").ice(span)?
                };
                Ok(self
                    .b
                    .build_bit_cast(d, i64t, "")
                    .ice(span)?
                    .into_int_value())
            }
            BasicValueEnum::PointerValue(p) => {
                let p = self.generic_addr(p, span)?;
                self.b.build_ptr_to_int(p, i64t, "").ice(span)
            }
            other => Err(diag::unsupported(
                &format!("a printf argument of LLVM type {}", other.get_type()),
                "AMDGPU",
                span,
            )),
        }
    }

    /// `strlen(s) + 1`, or 0 for a null `s`: what the hostcall copies.
    fn string_size(&mut self, s: PointerValue<'ctx>, span: Span) -> Res<IntValue<'ctx>> {
        let i64t = self.ctx.i64_type();
        let i8t = self.ctx.i8_type();
        let entry = self.b.get_insert_block().ice(span)?;
        let scan = self.block("printf.strlen");
        let found = self.block("printf.strlen.end");
        let done = self.block("printf.strlen.done");
        let null = self.b.build_is_null(s, "").ice(span)?;
        self.b
            .build_conditional_branch(null, done, scan)
            .ice(span)?;

        self.b.position_at_end(scan);
        let cur = self.b.build_phi(s.get_type(), "").ice(span)?;
        cur.add_incoming(&[(&s, entry)]);
        let at = cur.as_basic_value().into_pointer_value();
        // SAFETY (inkwell): a byte GEP on a pointer the loop walks.
        let next = unsafe {
            self.b
                .build_in_bounds_gep(i8t, at, &[i64t.const_int(1, false)], "")
        }
        .ice(span)?;
        cur.add_incoming(&[(&next, scan)]);
        let byte = self.b.build_load(i8t, at, "").ice(span)?.into_int_value();
        let end = self
            .b
            .build_int_compare(IntPredicate::EQ, byte, i8t.const_zero(), "")
            .ice(span)?;
        self.b
            .build_conditional_branch(end, found, scan)
            .ice(span)?;

        self.b.position_at_end(found);
        let a = self.b.build_ptr_to_int(next, i64t, "").ice(span)?;
        let b = self.b.build_ptr_to_int(s, i64t, "").ice(span)?;
        let size = self.b.build_int_sub(a, b, "").ice(span)?;
        self.b.build_unconditional_branch(done).ice(span)?;

        self.b.position_at_end(done);
        let r = self.b.build_phi(i64t, "").ice(span)?;
        r.add_incoming(&[(&i64t.const_zero(), entry), (&size, found)]);
        Ok(r.as_basic_value().into_int_value())
    }
}

/// For each argument after the format, whether a `%s` conversion takes it
/// (a `*` width or precision takes an argument of its own).
fn string_arguments(fmt: &[u8]) -> Vec<bool> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < fmt.len() {
        if fmt[i] != b'%' {
            i += 1;
            continue;
        }
        i += 1;
        if fmt.get(i) == Some(&b'%') {
            i += 1;
            continue;
        }
        while i < fmt.len() && !fmt[i].is_ascii_alphabetic() {
            if fmt[i] == b'*' {
                out.push(false);
            }
            i += 1;
        }
        while i < fmt.len() && b"hljztLq".contains(&fmt[i]) {
            i += 1;
        }
        if let Some(&c) = fmt.get(i) {
            out.push(c == b's');
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::string_arguments;

    #[test]
    fn finds_the_arguments_of_string_conversions() {
        assert_eq!(string_arguments(b"x=%d s=%s\n"), [false, true]);
        assert_eq!(
            string_arguments(b"%% %*.*s|%-10s %lu"),
            [false, false, true, true, false]
        );
        assert_eq!(string_arguments(b"no conversions %%"), Vec::<bool>::new());
        assert_eq!(string_arguments(b"%5.2f%c%p%hhd%zu"), [false; 5]);
    }
}
