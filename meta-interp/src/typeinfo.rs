//! `std::type_info` at compile time. Each type gets one object laid out as
//! libstdc++'s (a vptr, never read here and left null, then `__name`)
//! whose name is the type's Itanium mangling, the string g++ and clang
//! put in `_ZTS`. libstdc++'s inline members then compute what they do at
//! run time: `name()` is the mangled name, `before` compares names,
//! `hash_code` hashes them (`_Hash_bytes`, native), and `==`, which takes
//! the address comparison under `__is_constant_evaluated()`, is right
//! because there is exactly one object per type.

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::{AllocKind, Ptr};
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;

type Res<T> = Result<T, Diagnostic>;

impl Interp<'_> {
    /// The type information object of `ty` (references and top-level
    /// qualifiers already removed by sema).
    pub(crate) fn type_info_object(&mut self, prog: &Program, ty: TypeId, span: Span) -> Res<Ptr> {
        if let Some(p) = self.type_infos.get(&ty) {
            return Ok(*p);
        }
        let Some(code) = type_code(prog, ty) else {
            return Err(diag::unsupported(
                span,
                &format!("'typeid' of '{}' at compile time", prog.types.display(ty)),
            ));
        };
        let mut name = code.into_bytes();
        name.push(0);
        let s = self.string_ptr(&name, span)?;
        let p = self
            .mem
            .alloc(16, AllocKind::Str)
            .map_err(|f| diag::fault(span, &f))?;
        let mut bytes = [0u8; 16];
        bytes[8..].copy_from_slice(&s.0.to_le_bytes());
        self.mem
            .write_init(p, &bytes)
            .map_err(|f| diag::fault(span, &f))?;
        self.type_infos.insert(ty, p);
        Ok(p)
    }

    /// `ExprKind::DynamicTypeid`: the object of the most-derived class of
    /// the object at `operand`, whose vptr says which class it is.
    pub(crate) fn dynamic_typeid(
        &mut self,
        prog: &Program,
        operand: ExprId,
        null_check: bool,
        span: Span,
    ) -> Res<Ptr> {
        let obj = self.eval(prog, operand)?.as_ptr();
        if obj.is_null() && null_check {
            return Err(diag::uncaught_exception(
                span,
                "std::bad_typeid",
                Some("typeid of a null pointer"),
            ));
        }
        let class = self.most_derived_class(prog, obj, span)?;
        let Some(ty) = prog.types.lookup(&Type::Struct(class)) else {
            return Err(diag::unsupported(
                span,
                "'typeid' of this class at compile time",
            ));
        };
        self.type_info_object(prog, ty, span)
    }
}

/// The mangled name of `ty`: a class's own, or the one sema recorded.
fn type_code(prog: &Program, ty: TypeId) -> Option<String> {
    if let Type::Struct(s) = prog.types.kind(ty) {
        let d = prog.types.structs.get(*s)?;
        if !d.mangled.is_empty() {
            return Some(d.mangled.clone());
        }
    }
    if let Some(c) = prog.rtti_names.get(&ty) {
        return Some(c.clone());
    }
    prog.types.itanium_builtin_code(ty).map(str::to_string)
}
