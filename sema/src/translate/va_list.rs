//! `__builtin_va_list`: the one builtin type whose layout sema fixes for
//! every target of the typed program.
//!
//! # Builtin types whose layout differs per target
//! clang compiles CUDA/HIP once per target, and each pass lays out
//! `va_list` and `long double` its own way: the x86-64 host has
//! `__va_list_tag[1]` (24 bytes) and the 80-bit x87 `long double`
//! (16 bytes, align 16); NVPTX and AMDGPU have `void *` and a `long
//! double` that is `double` (8 bytes). A struct holding either has a
//! different size on the two sides in clang (`-fdump-record-layouts`).
//! circle-rs has one typed program, so one layout, and it is the host's:
//! `sizeof`, offsets and mangled names are the x86-64 System V ones
//! everywhere (`P13__va_list_tag`, where clang's device side says `Pv`).
//! The device code clang refuses to generate, circle-rs refuses too, at
//! the same places: `va_start`/`va_arg`/`va_copy`/`va_end` reached from
//! device code are errors with clang's wording ("CUDA device code does
//! not support va_arg"), so no device code ever reads the host's list.
//! A `va_list` object in device code is then just 24 opaque bytes.
//! `long double` likewise: 16 bytes aligned to 16 everywhere, computed in
//! the x87 format by the interpreter (`f80`) and the host (`x86_fp80`);
//! device code may hold such bytes but not compute with them (codegen's
//! `reach.rs`: "'long double' is not supported on this target").

use super::class::ClassParent;
use super::lookup::NsId;
use super::{Translator, R};
use crate::diagnostics as diag;
use crate::program::ExprId;
use crate::types::RecordKind;
use crate::types::{IntKind, Type, TypeId};
use lexer::source::Span;

impl Translator<'_, '_, '_> {
    /// `__builtin_va_list`: `struct __va_list_tag { unsigned gp_offset,
    /// fp_offset; void *overflow_arg_area, *reg_save_area; }[1]`, the
    /// x86-64 System V list (ABI 3.5.7), declared on first use.
    pub(crate) fn va_list_type(&mut self) -> TypeId {
        if let Some(t) = self.b.program.va_list {
            return t;
        }
        let u = self.b.int_ty(IntKind::UInt);
        let v = self.b.void();
        let vp = self.b.ptr(v);
        let tag = self.b.struct_ty(
            "__va_list_tag",
            vec![
                ("gp_offset", u),
                ("fp_offset", u),
                ("overflow_arg_area", vp),
                ("reg_save_area", vp),
            ],
        );
        if let Type::Struct(s) = self.b.types().get(tag).clone() {
            // A class at global scope (whatever scope names it first), with
            // the implicit special members a `va_list` object needs.
            let sym = self.interner.get("__va_list_tag");
            let parent = ClassParent::Namespace(NsId(0));
            let saved = std::mem::replace(&mut self.cur_ns, NsId(0));
            self.register_class(s, tag, sym, RecordKind::Struct, parent, Span::DUMMY);
            self.cur_ns = saved;
            if let Some(m) = self.class_mangle.get_mut(&s) {
                m.name = "__va_list_tag".into();
            }
            self.declare_implicit_members(s);
            self.b.program.types.structs[s].mangled = "13__va_list_tag".into();
        }
        let list = self.b.ty(Type::Array {
            elem: tag,
            len: Some(1),
        });
        self.b.program.va_list = Some(list);
        list
    }

    /// `__va_list_tag *`, what a `va_list` parameter is.
    pub(crate) fn va_tag_ptr(&mut self) -> TypeId {
        let list = self.va_list_type();
        let Type::Array { elem: tag, .. } = self.b.types().get(list).clone() else {
            unreachable!("va_list is an array type");
        };
        self.b.ptr(tag)
    }

    /// The `__va_list_tag *` a list operand denotes: a `va_list` object
    /// (non-const lvalue) decays to it; a `va_list` parameter already is
    /// one (parameters of array type are adjusted to pointers).
    pub(crate) fn va_list_address(&mut self, e: ExprId) -> R<ExprId> {
        let list = self.va_list_type();
        let tag_ptr = self.va_tag_ptr();
        let t = self.b.ty_of(e);
        let u = self.b.types().unqualified(t);
        let ok = if u == list {
            self.is_lvalue(e) && !self.is_const(t)
        } else {
            u == tag_ptr
        };
        if !ok {
            let s = self.display(t);
            return Err(self.report(diag::va_list_arg(self.b.span(e), &s)));
        }
        Ok(self.b.rvalue(e))
    }
}
