//! Circle's pack subscript and static slice: `pack...[i]` names one element
//! of a type, non-type or function parameter pack (a negative index counts
//! from the end: `...[-1]` is the last), and `pack...[begin:end:step]` is a
//! pack of some of its elements, to be expanded like the pack itself
//! (`args...[1:]...`, `Ts...[::-1]...`).
//!
//! Slice bounds follow Circle's slice operator: a negative bound is offset
//! by the pack size plus one (`-1` is one past the last element, so
//! `...[:-2]` drops the last); a positive step starts at `begin` (default
//! 0) and stops before `end` (default the size); a negative step starts
//! just below `begin` (default the size) and stops at `end` (default 0).
//!
//! An expansion binds every pack its pattern names to one element at a
//! time, by name. A slice is a pack of its own, so it is bound under a
//! name of its own: `slice_symbol`, made from where the slice is written,
//! which no identifier can spell. Two slices of one pack in one pattern
//! (`(... && (x...[0:-2] <= x...[1:]))`) then walk their own elements.

use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::{Entity, Translator, R};
use lexer::source::Span;
use parser::ast::{self, ExprKind as AK, TypeKind};
use parser::Symbol;

/// The name a slice's elements are bound to during an expansion: above
/// every interned symbol (the interner would need 2^31 names to reach it).
pub(crate) fn slice_symbol(sel: &ast::PackSelector<'_>) -> Symbol {
    Symbol(0x8000_0000 | (sel.span.lo & 0x7fff_ffff))
}

/// The element indices a slice selects from a pack of `len`.
fn slice_indices(
    len: i128,
    begin: Option<i128>,
    end: Option<i128>,
    step: Option<i128>,
) -> Option<Vec<usize>> {
    let step = step.unwrap_or(1);
    if step == 0 {
        return None;
    }
    let norm = |v: i128| if v < 0 { v + len + 1 } else { v };
    let mut out = Vec::new();
    if step > 0 {
        let b = norm(begin.unwrap_or(0)).clamp(0, len);
        let e = norm(end.unwrap_or(len)).clamp(0, len);
        let mut i = b;
        while i < e {
            out.push(i as usize);
            i += step;
        }
    } else {
        let b = norm(begin.unwrap_or(len)).clamp(0, len);
        let e = norm(end.unwrap_or(0)).clamp(0, len);
        let mut i = b - 1;
        while i >= e {
            out.push(i as usize);
            i += step;
        }
    }
    Some(out)
}

impl<'a> Translator<'a, '_, '_> {
    /// An integer constant written in a selector: literals, `sizeof...`,
    /// non-type template parameters and enumerators, with `+ - * / %`.
    fn selector_value(&self, e: &ast::Expr<'_>, depth: u32) -> Option<i128> {
        if depth > 64 {
            return None;
        }
        let d = depth + 1;
        match e.kind {
            AK::Number => {
                let text = self.sm.snippet(e.span)?;
                let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
                if let Some(h) = digits.strip_prefix("0x").or(digits.strip_prefix("0X")) {
                    i128::from_str_radix(h, 16).ok()
                } else {
                    digits.parse::<i128>().ok()
                }
            }
            AK::Paren(x) => self.selector_value(x, d),
            AK::Unary {
                op: ast::UnaryOp::Minus,
                operand,
            } => self.selector_value(operand, d).map(|v| -v),
            AK::Unary {
                op: ast::UnaryOp::Plus,
                operand,
            } => self.selector_value(operand, d),
            AK::Binary { op, lhs, rhs } => {
                let (l, r) = (self.selector_value(lhs, d)?, self.selector_value(rhs, d)?);
                match op {
                    ast::BinaryOp::Add => l.checked_add(r),
                    ast::BinaryOp::Sub => l.checked_sub(r),
                    ast::BinaryOp::Mul => l.checked_mul(r),
                    ast::BinaryOp::Div => l.checked_div(r),
                    ast::BinaryOp::Rem => l.checked_rem(r),
                    _ => None,
                }
            }
            AK::SizeOfPack(x) => match x.ignore_parens().kind {
                AK::Name(q) => {
                    let sym = q.as_simple()?.sym;
                    match self.lookup(sym) {
                        Some(Entity::Pack(items)) => Some(items.len() as i128),
                        _ => None,
                    }
                }
                _ => None,
            },
            AK::Name(q) => match self.lookup(q.as_simple()?.sym) {
                Some(Entity::Value {
                    value: ConstValue::Int(v),
                    ..
                }) => Some(v),
                Some(Entity::Enumerator { value, .. }) => Some(value),
                _ => None,
            },
            _ => None,
        }
    }

    /// The pack a selector applies to, by its name.
    fn selected_pack(&self, name: Option<&ast::QualName<'_>>) -> Option<Vec<Entity>> {
        let sym = name?.as_simple()?.sym;
        match self.lookup(sym) {
            Some(Entity::Pack(items)) => Some(items),
            _ => None,
        }
    }

    /// The elements a slice selects (`None`: no pack, or bounds that are
    /// not constants).
    fn sliced(
        &self,
        name: Option<&ast::QualName<'_>>,
        sel: &ast::PackSelector<'_>,
    ) -> Option<Vec<Entity>> {
        let items = self.selected_pack(name)?;
        let val = |e: Option<&ast::Expr<'_>>| -> Option<Option<i128>> {
            match e {
                None => Some(None),
                Some(x) => self.selector_value(x, 0).map(Some),
            }
        };
        let idx = slice_indices(
            items.len() as i128,
            val(sel.begin)?,
            val(sel.end)?,
            val(sel.step)?,
        )?;
        Some(idx.into_iter().map(|i| items[i].clone()).collect())
    }

    /// Notes the slice in an expansion pattern as a pack of its own.
    pub(super) fn note_slice(
        &self,
        name: Option<&ast::QualName<'_>>,
        sel: &ast::PackSelector<'_>,
        out: &mut super::pack::PackList<'_>,
    ) {
        if sel.index.is_some() {
            return;
        }
        let sym = slice_symbol(sel);
        if out.named.iter().any(|(s, _)| *s == sym) {
            return;
        }
        if let Some(items) = self.sliced(name, sel) {
            out.named.push((sym, items));
        }
    }

    /// The element a selector names here: the indexed one, or inside an
    /// expansion the slice's current element.
    fn selected_entity(
        &mut self,
        name: Option<&'a ast::QualName<'a>>,
        sel: &'a ast::PackSelector<'a>,
        span: Span,
    ) -> R<Entity> {
        let text = name.map_or(String::new(), |q| self.qual_name_text(q));
        let Some(items) = self.selected_pack(name) else {
            return Err(self.report(diag::pack_select_not_pack(span, &text)));
        };
        let Some(index) = sel.index else {
            // A slice: its element, bound by the enclosing expansion.
            return match self.lookup(slice_symbol(sel)) {
                Some(e) => Ok(e),
                None => Err(self.report(diag::unexpanded_pack_slice(span))),
            };
        };
        let Some(i) = self.selector_value(index, 0) else {
            return Err(self.report(diag::pack_index_not_constant(index.span)));
        };
        let len = items.len() as i128;
        let at = if i < 0 { i + len } else { i };
        if !(0..len).contains(&at) {
            return Err(self.report(diag::pack_index_out_of_bounds(
                index.span,
                i,
                &text,
                items.len(),
            )));
        }
        Ok(items[at as usize].clone())
    }

    /// `args...[i]` / `Ns...[i]` (and a slice's element) as an expression.
    pub fn pack_select_expr(
        &mut self,
        pack: &'a ast::Expr<'a>,
        sel: &'a ast::PackSelector<'a>,
        span: Span,
    ) -> R<ExprId> {
        let name = match pack.ignore_parens().kind {
            AK::Name(q) => Some(q),
            _ => None,
        };
        let e = self.selected_entity(name, sel, span)?;
        if let Entity::Type(_) = e {
            return Err(self.report(diag::template_arg_not_value(span)));
        }
        let text = self.sm.snippet(span).unwrap_or("").to_string();
        self.entity_expr(e, &text, span)
    }

    /// `Ts...[i]` (and a slice's element) as a type.
    pub fn pack_select_type(
        &mut self,
        pack: &'a ast::TypeExpr<'a>,
        sel: &'a ast::PackSelector<'a>,
        span: Span,
    ) -> R<TypeId> {
        let name = match pack.kind {
            TypeKind::Named(q) => Some(q),
            _ => None,
        };
        match self.selected_entity(name, sel, span)? {
            Entity::Type(t) => Ok(self.qualified(t, pack.cv)),
            _ => Err(self.report(diag::template_arg_not_type(span))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::slice_indices;

    #[test]
    fn circle_slice_bounds() {
        assert_eq!(slice_indices(4, None, None, None), Some(vec![0, 1, 2, 3]));
        assert_eq!(slice_indices(4, Some(1), None, None), Some(vec![1, 2, 3]));
        // -1 is one past the last element; -2 drops the last.
        assert_eq!(slice_indices(4, None, Some(-2), None), Some(vec![0, 1, 2]));
        assert_eq!(
            slice_indices(4, None, None, Some(-1)),
            Some(vec![3, 2, 1, 0])
        );
        assert_eq!(slice_indices(5, Some(1), None, Some(2)), Some(vec![1, 3]));
        assert_eq!(
            slice_indices(5, Some(0), None, Some(2)),
            Some(vec![0, 2, 4])
        );
        assert_eq!(slice_indices(3, None, None, Some(0)), None);
        assert_eq!(slice_indices(0, None, None, None), Some(vec![]));
    }
}
