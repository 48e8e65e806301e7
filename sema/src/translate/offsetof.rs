//! `__builtin_offsetof(T, designator)`: the designator is translated as a
//! member access on an object of type `T` at address zero, so lookup into
//! bases, anonymous unions and access checks are those of `t.a.b[i]`; the
//! typed access path is then folded to a byte count instead of evaluated.

use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::member::MemberRef;
use crate::translate::{Reported, Translator, R};
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    pub fn offsetof(&mut self, o: &'a ast::OffsetOfExpr<'a>, span: Span) -> R<ExprId> {
        let ty = self.ty(o.ty)?;
        let ty = self.b.types().unqualified(ty);
        if self.class_of_type(ty).is_none() {
            let s = self.display(ty);
            return Err(self.report(diag::offsetof_non_class(o.ty.span, &s)));
        }
        let pty = self.b.ptr(ty);
        let null = self
            .b
            .expr(ExprKind::Null, pty, ValueCategory::RValue, span);
        let mut obj = self.b.deref(null);
        for d in o.path {
            obj = match d {
                ast::Designator::Field(name) => {
                    let ot = self.b.types().unqualified(self.b.ty_of(obj));
                    if self.class_of_type(ot).is_none() {
                        let s = self.display(ot);
                        return Err(self.report(diag::offsetof_non_class(name.span, &s)));
                    }
                    let seg = ast::NameSegment {
                        ident: *name,
                        template_args: None,
                        conv_type: None,
                    };
                    let m = self.member_of_object(obj, &seg, false, name.span)?;
                    let e = match m {
                        MemberRef::Value(e) => e,
                        MemberRef::Methods { .. } => {
                            return Err(self.offsetof_no_member(obj, name));
                        }
                    };
                    self.check_offsetof_field(obj, e, name)?;
                    e
                }
                ast::Designator::Index(x) => {
                    let i = self.expr(x)?;
                    let i = self.b.rvalue(i);
                    self.core_const_int(i, diag::not_integral_constant)?;
                    let arr = self.b.types().kind(self.b.ty_of(obj)).clone();
                    if !matches!(arr, Type::Array { .. }) {
                        let s = self.display(self.b.ty_of(obj));
                        return Err(self.report(diag::offsetof_non_class(x.span, &s)));
                    }
                    self.b.index(obj, i)
                }
            };
        }
        let Some(off) = self.fold_offset(obj) else {
            return Err(self.report(diag::offsetof_virtual_base(span)));
        };
        let st = self.b.size_t();
        Ok(self.b.int_lit(off as i128, st, span))
    }

    /// A designator names a non-static data member that is not a bit-field.
    fn check_offsetof_field(&mut self, obj: ExprId, e: ExprId, name: &ast::Ident) -> R<()> {
        let text = self.name(name.sym).to_string();
        match self.b.program.exprs[e].kind {
            ExprKind::Member { base, field } => {
                let bt = self.b.ty_of(base);
                let bit = self
                    .class_of_type(self.b.types().unqualified(bt))
                    .and_then(|s| self.b.types().structs[s].fields.get(field as usize))
                    .is_some_and(|f| f.bit.is_some());
                if bit {
                    return Err(self.report(diag::offsetof_bit_field(name.span, &text)));
                }
                Ok(())
            }
            _ => Err(self.offsetof_no_member(obj, name)),
        }
    }

    /// Static members and member functions are not found by offsetof's
    /// lookup, as clang reports it.
    fn offsetof_no_member(&mut self, obj: ExprId, name: &ast::Ident) -> Reported {
        let text = self.name(name.sym).to_string();
        let s = self.display(self.b.ty_of(obj));
        self.report(diag::no_member(name.span, &text, &s))
    }

    /// The byte offset of the object `e` designates from the null object it
    /// is rooted in; `None` through a virtual base.
    fn fold_offset(&self, e: ExprId) -> Option<i64> {
        let p = &self.b.program;
        match &p.exprs[e].kind {
            ExprKind::Null => Some(0),
            ExprKind::Deref(x) | ExprKind::AddrOf(x) => self.fold_offset(*x),
            ExprKind::Cast { operand, .. } => self.fold_offset(*operand),
            ExprKind::Member { base, field } => {
                let bt = p.types.unqualified(p.exprs[*base].ty);
                let Type::Struct(s) = p.types.kind(bt) else {
                    return None;
                };
                let f = p.types.structs[*s].fields.get(*field as usize)?;
                Some(self.fold_offset(*base)? + f.offset as i64)
            }
            ExprKind::BaseAdjust {
                operand,
                offset,
                vbase: None,
                ..
            } => Some(self.fold_offset(*operand)? + offset),
            ExprKind::Index { base, index } => {
                let ExprKind::Int(i) = p.exprs[*index].kind else {
                    return self.fold_index(*base, *index);
                };
                let size = p.types.size_of(p.exprs[e].ty)? as i64;
                Some(self.fold_offset(*base)? + i as i64 * size)
            }
            _ => None,
        }
    }

    fn fold_index(&self, base: ExprId, index: ExprId) -> Option<i64> {
        let p = &self.b.program;
        let mut x = index;
        while let ExprKind::Cast { operand, .. } = p.exprs[x].kind {
            x = operand;
        }
        let ExprKind::Int(i) = p.exprs[x].kind else {
            return None;
        };
        let elem = p.types.pointee(p.exprs[base].ty)?;
        Some(self.fold_offset(base)? + i as i64 * p.types.size_of(elem)? as i64)
    }
}
