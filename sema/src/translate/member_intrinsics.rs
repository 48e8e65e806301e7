//! Circle's per-member introspection beyond names and offsets:
//! `@member_type_string(T, i)`, `@member_decl_string(T, i)`,
//! `@member_ptr(T, i)` (a pointer to data member) and
//! `@member_value(obj, i)` (the member's lvalue), and `@decl_string(T, s)`
//! (a declaration of `s` with type `T`). The index counts the
//! non-static data members in declaration order, as `@member_name` does.
//!
//! Semantic choices: type and decl strings use the same (clang-style)
//! spelling as `@type_string`, so `const char *z`; `@member_ptr` of a
//! reference or bit-field member is the error `&C::m` gives.

use super::{Entity, Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast::TypeOrExpr;

impl<'a> Translator<'a, '_, '_> {
    /// `None`: not one of these intrinsics.
    pub(super) fn member_intrinsic(
        &mut self,
        name: &str,
        args: &'a [TypeOrExpr<'a>],
        span: Span,
    ) -> Option<R<ExprId>> {
        let r = match (name, args) {
            ("member_type_string", [a, b]) => self.member_at(a, b).map(|(_, f)| {
                let s = self.display(f.ty);
                self.reflect_string(&s, span)
            }),
            ("member_decl_string", [a, b]) => self.member_at(a, b).map(|(_, f)| {
                let s = self.decl_string(f.ty, &f.name);
                self.reflect_string(&s, span)
            }),
            ("decl_string", [a, TypeOrExpr::Expr(x)]) => self.intrinsic_type(a).and_then(|t| {
                let n = self.compile_time_string(x, "@decl_string")?;
                let s = self.decl_string(t, &n);
                Ok(self.reflect_string(&s, span))
            }),
            ("decl_string", _) => Err(self.report(diag::intrinsic_args(
                span,
                name,
                "a type and a compile-time string",
            ))),
            ("member_ptr", [a, b]) => self
                .member_at(a, b)
                .and_then(|(sid, f)| self.reflected_member_ptr(sid, &f, span)),
            ("member_value", [a, b]) => self.reflected_member_value(a, b, span),
            ("member_type_string" | "member_decl_string" | "member_ptr" | "member_value", _) => {
                let expected = match name {
                    "member_value" => "an object of struct type and an index",
                    _ => "a struct type and an index",
                };
                Err(self.report(diag::intrinsic_args(span, name, expected)))
            }
            _ => return None,
        };
        Some(r)
    }

    /// The class `a` names and its `b`th non-static data member.
    pub(super) fn member_at(
        &mut self,
        a: &TypeOrExpr<'a>,
        b: &TypeOrExpr<'a>,
    ) -> R<(StructId, Field)> {
        let t = self.intrinsic_type(a)?;
        self.member_of_type(t, a.span(), b)
    }

    fn member_of_type(
        &mut self,
        t: TypeId,
        tspan: Span,
        b: &TypeOrExpr<'a>,
    ) -> R<(StructId, Field)> {
        self.struct_of(t, tspan)?;
        let idx = self.intrinsic_index(b)?;
        self.member_of_type_at(t, tspan, idx, b.span())
    }

    /// The class type `t` names (reported at `tspan` when it is not one).
    pub(super) fn struct_of(&mut self, t: TypeId, tspan: Span) -> R<StructId> {
        let unq = self.b.program.types.unqualified(t);
        match self.b.types().kind(unq).clone() {
            Type::Struct(sid) => Ok(sid),
            _ => {
                let s = self.display(t);
                Err(self.report(diag::member_base_not_struct(tspan, &s)))
            }
        }
    }

    /// Member `idx` of class type `t` (the index written at `ispan`).
    pub(super) fn member_of_type_at(
        &mut self,
        t: TypeId,
        tspan: Span,
        idx: i128,
        ispan: Span,
    ) -> R<(StructId, Field)> {
        let sid = self.struct_of(t, tspan)?;
        let fields = &self.b.types().structs[sid].fields;
        match usize::try_from(idx).ok().and_then(|i| fields.get(i)) {
            Some(f) => {
                let mut f = f.clone();
                // The layout stores a reference member as a pointer; the
                // declared type is the class table's.
                let declared = self.classes.get(&sid).and_then(|c| {
                    c.fields
                        .iter()
                        .find(|x| x.sym.is_some() && x.index as i128 == idx)
                        .map(|x| x.ty)
                });
                if let Some(t) = declared {
                    f.ty = t;
                }
                Ok((sid, f))
            }
            None => {
                let n = fields.len();
                let s = self.display(t);
                Err(self.report(diag::member_index_out_of_range(ispan, idx, &s, n)))
            }
        }
    }

    /// `T name` as a declaration spells it (arrays and pointers to arrays
    /// or functions put the name inside the declarator).
    pub(super) fn decl_string(&mut self, ty: TypeId, name: &str) -> String {
        let mut suffix = String::new();
        let mut t = ty;
        while let Type::Array { elem, len } = self.b.types().kind(t).clone() {
            match len {
                Some(n) => suffix.push_str(&format!("[{n}]")),
                None => suffix.push_str("[]"),
            }
            t = elem;
        }
        if let (
            Type::Function {
                ret,
                params,
                variadic,
            },
            true,
        ) = (self.b.types().kind(t).clone(), suffix.is_empty())
        {
            // A function: the name goes before the parameters.
            let r = self.display(ret);
            if !r.contains(['(', '[']) {
                let mut ps: Vec<String> = params.iter().map(|&p| self.display(p)).collect();
                if variadic {
                    ps.push("...".to_string());
                }
                let sep = if r.ends_with('*') || r.ends_with('&') {
                    ""
                } else {
                    " "
                };
                return format!("{r}{sep}{name}({})", ps.join(", "));
            }
        }
        let base = self.display(t);
        if let Some(p) = base.find("(*)").or_else(|| base.find("(&)")) {
            // A pointer or reference to a function or array.
            return format!("{}{name}{suffix}{}", &base[..p + 2], &base[p + 2..]);
        }
        let sep = if base.ends_with('*') || base.ends_with('&') {
            ""
        } else {
            " "
        };
        format!("{base}{sep}{name}{suffix}")
    }

    pub(super) fn reflect_string(&mut self, s: &str, span: Span) -> ExprId {
        let mut bytes = s.as_bytes().to_vec();
        bytes.push(0);
        self.string_expr(bytes, span)
    }

    pub(super) fn reflected_member_ptr(
        &mut self,
        sid: StructId,
        f: &Field,
        span: Span,
    ) -> R<ExprId> {
        if matches!(self.b.types().kind(f.ty), Type::Reference { .. }) {
            let s = self.display(f.ty);
            return Err(self.report(diag::member_pointer_to_reference_member(span, &f.name, &s)));
        }
        if f.bit.is_some() {
            return Err(self.report(diag::member_pointer_bit_field(span)));
        }
        let mp = self.b.ty(Type::MemberPointer {
            class: sid,
            pointee: f.ty,
            quals: 0,
        });
        Ok(self.b.int_lit(f.offset as i128, mp, span))
    }

    fn reflected_member_value(
        &mut self,
        a: &'a TypeOrExpr<'a>,
        b: &'a TypeOrExpr<'a>,
        span: Span,
    ) -> R<ExprId> {
        let TypeOrExpr::Expr(e) = a else {
            return Err(self.report(diag::intrinsic_args(
                span,
                "member_value",
                "an object of struct type and an index",
            )));
        };
        let obj = self.expr(e)?;
        let t = self.b.ty_of(obj);
        self.struct_of(t, e.span)?;
        let idx = self.intrinsic_index(b)?;
        self.member_value_at(obj, e.span, idx, b.span(), span)
    }

    /// The lvalue of member `idx` of object `obj` (written at `ospan`).
    pub(super) fn member_value_at(
        &mut self,
        obj: ExprId,
        ospan: Span,
        idx: i128,
        ispan: Span,
        span: Span,
    ) -> R<ExprId> {
        let t = self.b.ty_of(obj);
        let (sid, _) = self.member_of_type_at(t, ospan, idx, ispan)?;
        let idx = idx as u32;
        let fi = self.classes.get(&sid).and_then(|c| {
            c.fields
                .iter()
                .position(|f| f.sym.is_some() && f.index == idx)
        });
        match fi {
            Some(fi) => {
                let ent = Entity::Field {
                    class: sid,
                    index: fi as u32,
                };
                self.field_value(obj, sid, &ent, span)
            }
            // A member the class table does not name (an anonymous
            // aggregate): the laid-out field itself.
            None if self.classes.contains_key(&sid) => Ok(self.b.member(obj, idx)),
            None => Err(Reported),
        }
    }
}
