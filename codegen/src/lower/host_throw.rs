//! `throw` in host code, until host exception handling lands: the
//! exception object is allocated and thrown through the C++ runtime
//! (`__cxa_allocate_exception`, `__cxa_throw`, `__cxa_rethrow`) for the
//! fundamental types and pointers to them, whose type information
//! libstdc++ defines; other types end the program with `std::terminate`.
//! Handlers are not lowered yet (a try-block runs its body only, as with
//! `-fno-exceptions`), so a thrown exception terminates the program, as an
//! uncaught one does, with the runtime's message.

use inkwell::values::BasicMetadataValueEnum;
use lexer::source::Span;
use sema::program::*;

use super::{Lowerer, OrIce, Res};

impl<'ctx> Lowerer<'ctx, '_, '_> {
    /// The Itanium code of a type whose `type_info` libstdc++ exports.
    fn fundamental_code(&self, t: TypeId, depth: u32) -> Option<String> {
        let p = self.p;
        Some(match p.types.kind(t) {
            Type::Bool => "b".into(),
            Type::Float(FloatKind::Float) => "f".into(),
            Type::Float(FloatKind::Double) => "d".into(),
            Type::Float(FloatKind::LongDouble) => "e".into(),
            Type::Int(k) => match k {
                IntKind::Char => "c",
                IntKind::SChar => "a",
                IntKind::UChar => "h",
                IntKind::Short => "s",
                IntKind::UShort => "t",
                IntKind::Int => "i",
                IntKind::UInt => "j",
                IntKind::Long => "l",
                IntKind::ULong => "m",
                IntKind::LongLong => "x",
                IntKind::ULongLong => "y",
                IntKind::WChar => "w",
                IntKind::Char16 => "Ds",
                IntKind::Char32 => "Di",
                _ => return None,
            }
            .into(),
            Type::NullPtr => "Dn".into(),
            Type::Pointer { pointee, .. } if depth == 0 => {
                let konst = matches!(
                    p.types.get(*pointee),
                    Type::Qualified { is_const: true, .. }
                );
                let inner = if p.types.is_void(*pointee) {
                    "v".to_string()
                } else {
                    self.fundamental_code(*pointee, depth + 1)?
                };
                format!("P{}{inner}", if konst { "K" } else { "" })
            }
            _ => return None,
        })
    }

    /// A throw-expression or -statement in host code.
    pub(crate) fn host_throw(&mut self, e: Option<ExprId>, span: Span) -> Res<()> {
        let gp = self.generic_ptr();
        let void = self.ctx.void_type();
        let i64t = self.ctx.i64_type();
        let Some(e) = e else {
            let rethrow = self.runtime("__cxa_rethrow", void.fn_type(&[], false));
            self.b.build_call(rethrow, &[], "").ice(span)?;
            self.b.build_unreachable().ice(span)?;
            self.dead_block();
            return Ok(());
        };
        let ty = self.p.exprs.get(e).ice(span)?.ty;
        let Some(code) = self.fundamental_code(ty, 0) else {
            // No type information for it yet: as if nothing could catch it.
            self.discard(e)?;
            let terminate = self.runtime("_ZSt9terminatev", void.fn_type(&[], false));
            self.b.build_call(terminate, &[], "").ice(span)?;
            self.b.build_unreachable().ice(span)?;
            self.dead_block();
            return Ok(());
        };
        let v = self.rv(e)?;
        let alloc = self.runtime(
            "__cxa_allocate_exception",
            gp.fn_type(&[i64t.into()], false),
        );
        let size = i64t.const_int(self.size_of(ty), false);
        let obj = self
            .b
            .build_call(alloc, &[size.into()], "")
            .ice(span)?
            .try_as_basic_value()
            .basic()
            .ice(span)?
            .into_pointer_value();
        self.store_value(ty, obj, v, span)?;
        let ti_name = format!("_ZTI{code}");
        let ti = match self.module.get_global(&ti_name) {
            Some(g) => g,
            None => self.module.add_global(gp, None, &ti_name),
        };
        let throw = self.runtime(
            "__cxa_throw",
            void.fn_type(&[gp.into(), gp.into(), gp.into()], false),
        );
        let args: [BasicMetadataValueEnum<'ctx>; 3] = [
            obj.into(),
            ti.as_pointer_value().into(),
            gp.const_null().into(),
        ];
        self.b.build_call(throw, &args, "").ice(span)?;
        self.b.build_unreachable().ice(span)?;
        self.dead_block();
        Ok(())
    }
}
