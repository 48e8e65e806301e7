//! Circle's enum-scope `@meta`: meta statements among the enumerators,
//! whose injected expression statements declare enumerators in order
//! (`name;`, `name = value;`, `@(string);`, `@(string) = value;`), so a
//! meta loop can generate an enumeration from compile-time data. Values
//! continue from the previous enumerator as in an ordinary enum body.

use super::{Entity, Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast::{self, BinaryOp, ExprKind as AK, StmtKind as SK};
use parser::Symbol;

/// The enum body being translated.
pub(crate) struct EnumScope {
    pub eid: EnumId,
    pub underlying: Option<TypeId>,
    /// The enumerators' type inside the braces.
    pub during: TypeId,
    pub next: i128,
    /// Name, value and name span of each enumerator, in order.
    pub values: Vec<(String, i128, Span)>,
    /// Each enumerator's symbol: `None` for a generated name no source
    /// token spells (it is found by reflection only).
    pub syms: Vec<Option<Symbol>>,
    /// A typed enum's associated type of each enumerator.
    pub assoc: Vec<Option<TypeId>>,
    /// Each enumerator's user attributes.
    pub attrs: Vec<Vec<super::enum_attrs::AttrValue>>,
    pub failed: bool,
}

impl<'a> Translator<'a, '_, '_> {
    /// Declares the next enumerator of the enum body being translated.
    pub(super) fn add_enumerator(
        &mut self,
        name: String,
        sym: Option<Symbol>,
        value: Option<&'a ast::Expr<'a>>,
        name_span: Span,
        span: Span,
    ) {
        let Some((next, underlying, during, eid)) = self
            .enum_scope
            .as_ref()
            .map(|s| (s.next, s.underlying, s.during, s.eid))
        else {
            return;
        };
        let mut failed = false;
        let v = match value {
            Some(x) => match self.enumerator_value(x) {
                Ok(v) => v,
                Err(_) => {
                    failed = true;
                    next
                }
            },
            None => next,
        };
        if let Some(u) = underlying {
            if super::wrap_int(self.b.types(), u, v) != v {
                let s = self.display(u);
                self.report(diag::enumerator_out_of_range(span, v, &s));
                failed = true;
            }
        }
        let previous = self
            .enum_scope
            .as_ref()
            .and_then(|s| s.values.iter().find(|(n, _, _)| *n == name).map(|x| x.2));
        if let Some(prev) = previous {
            self.report(diag::redefinition(name_span, &name, prev));
            failed = true;
        }
        if let Some(s) = self.enum_scope.as_mut() {
            s.next = v.wrapping_add(1);
            s.failed |= failed;
            if previous.is_none() {
                s.values.push((name, v, name_span));
                s.syms.push(sym);
                s.assoc.push(None);
                s.attrs.push(Vec::new());
            }
        }
        if let (Some(sym), None) = (sym, previous) {
            // Visible to later enumerators' initializers (with the
            // underlying type).
            self.enum_members.entry(eid).or_default().insert(sym, v);
            self.bind(
                sym,
                Entity::Enumerator {
                    ty: during,
                    value: v,
                },
            );
        }
    }

    /// A statement an enum-scope `@meta` injects: enumerator declarations.
    pub(super) fn enum_scope_stmt(&mut self, s: &'a ast::Stmt<'a>) -> R<()> {
        match s.kind {
            SK::Null => Ok(()),
            SK::Compound(list) => {
                let mut failed = false;
                for x in list {
                    if self.meta_jump.is_some() {
                        break;
                    }
                    failed |= self.namespace_stmt(x).is_err();
                }
                if failed {
                    Err(Reported)
                } else {
                    Ok(())
                }
            }
            SK::Expr(e) => self.enumerator_stmt(e),
            SK::Error => Err(Reported),
            _ => Err(self.report(diag::unsupported(
                s.span,
                "a statement other than an enumerator declaration at enum scope",
            ))),
        }
    }

    /// `name`, `@(string)`, either `= value`.
    fn enumerator_stmt(&mut self, e: &'a ast::Expr<'a>) -> R<()> {
        let (target, value) = match e.kind {
            AK::Binary {
                op: BinaryOp::Assign,
                lhs,
                rhs,
            } => (lhs, Some(rhs)),
            _ => (e, None),
        };
        let (name, sym) = match target.kind {
            AK::Name(q) => match q.as_simple() {
                Some(id) => (self.name(id.sym).to_string(), Some(id.sym)),
                None => return Err(self.report(not_an_enumerator(target.span))),
            },
            AK::DynamicName(x) => {
                let name = self.dynamic_name_text(x)?;
                let sym = self.symbol_for(&name);
                (name, Some(sym))
            }
            _ => return Err(self.report(not_an_enumerator(target.span))),
        };
        self.add_enumerator(name, sym, value, target.span, e.span);
        Ok(())
    }
}

fn not_an_enumerator(span: Span) -> lexer::diag::Diagnostic {
    lexer::diag::Diagnostic::error(
        "sema-enum-scope-statement",
        span,
        "an expression statement at enum scope must declare an enumerator: 'name', '@(string)', either with '= value'",
    )
}
