//! Circle's dynamic names: `@(x)` is an identifier made at translation time
//! from a compile-time string (a character array or pointer, or an object
//! with `c_str()` such as `std::string`) or an integer (`@(5)` is `_5`).
//! It declares variables, functions, data members, enumerators and classes
//! (`struct @(name) { ... }`, a class per name a meta loop makes), names
//! them in expressions and member accesses, and is evaluated where it is
//! translated, so a `@meta for` body makes one name per iteration.
//!
//! The parser spells every such identifier [`parser::DYNAMIC_NAME`] and
//! records its expression by span; here the declaration or expression is
//! rebuilt in the AST arena with the real identifier and translated as if
//! it had been written so.

use super::{Translator, R};
use crate::program::ConstValue;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use parser::ast::{self, DeclKind, ExprKind as AK};
use parser::Symbol;
use std::collections::HashMap;

/// Symbols of names no token spells start here, above the interner's
/// symbols and below the ones `pack_select` reserves (2^31 and up).
const FIRST_UNSPELLED: u32 = 1 << 30;

/// The dynamic names of a translation unit and the identifiers they made.
#[derive(Default)]
pub(crate) struct DynamicNames<'a> {
    exprs: HashMap<u32, &'a ast::Expr<'a>>,
    placeholder: Option<Symbol>,
    /// Where the AST nodes made during translation (renamed declarations,
    /// `@type_id`'s names) live: they must outlive translation as the
    /// parser's nodes do, and the parser's arena is not `Sync`, so the
    /// translation unit cannot lend it. Created on first use and kept for
    /// the process (one translation unit per process).
    arena: Option<&'static parser::Bump>,
    unspelled: HashMap<String, Symbol>,
    /// Texts of the unspelled symbols, by `symbol - FIRST_UNSPELLED`.
    /// Leaked because [`Translator::name`] lends names for the interner's
    /// lifetime; one string per distinct name, which the injected
    /// declarations limit bounds.
    texts: Vec<&'static str>,
}

impl<'a> DynamicNames<'a> {
    pub(crate) fn new(tu: &'a ast::TranslationUnit<'a>, placeholder: Option<Symbol>) -> Self {
        DynamicNames {
            exprs: tu.dynamic_names.iter().map(|(s, e)| (s.lo, *e)).collect(),
            placeholder,
            ..DynamicNames::default()
        }
    }

    /// The text of a symbol this table made.
    pub(crate) fn text(&self, sym: Symbol) -> Option<&'static str> {
        let i = sym.0.checked_sub(FIRST_UNSPELLED)?;
        self.texts.get(i as usize).copied()
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// The identifier spelled `@(...)` in source.
    pub(super) fn is_dynamic(&self, id: ast::Ident) -> bool {
        Some(id.sym) == self.dyn_names.placeholder
    }

    /// `id` was written `@(...)` (and may have been renamed already).
    pub(super) fn made_by_dynamic_name(&self, id: ast::Ident) -> bool {
        self.is_dynamic(id) || self.dyn_names.exprs.contains_key(&id.span.lo)
    }

    /// The symbol of an identifier text, whether or not a token spells it.
    pub(super) fn symbol_for(&mut self, text: &str) -> Symbol {
        if let Some(s) = self.interner.get(text) {
            return s;
        }
        let d = &mut self.dyn_names;
        if let Some(&s) = d.unspelled.get(text) {
            return s;
        }
        let s = Symbol(FIRST_UNSPELLED + d.texts.len() as u32);
        d.texts.push(Box::leak(text.to_string().into_boxed_str()));
        d.unspelled.insert(text.to_string(), s);
        s
    }

    /// The identifier a dynamic name makes now (others are returned as is).
    pub(super) fn resolve_ident(&mut self, id: ast::Ident) -> R<ast::Ident> {
        if !self.is_dynamic(id) {
            return Ok(id);
        }
        let Some(&x) = self.dyn_names.exprs.get(&id.span.lo) else {
            return Ok(id);
        };
        let text = self.dynamic_name_text(x)?;
        Ok(ast::Ident {
            sym: self.symbol_for(&text),
            span: id.span,
        })
    }

    /// The text of `@(x)`, checked to be an identifier.
    pub(super) fn dynamic_name_text(&mut self, x: &'a ast::Expr<'a>) -> R<String> {
        let text = self.compile_time_text(x, true, "a dynamic name '@(...)'")?;
        let valid = text
            .chars()
            .next()
            .is_some_and(|c| c == '_' || c.is_ascii_alphabetic())
            && text.chars().all(|c| c == '_' || c.is_ascii_alphanumeric());
        if !valid {
            return Err(self.report(Diagnostic::error(
                "sema-bad-dynamic-name",
                x.span,
                format!("'@(...)' makes '{text}', which is not an identifier"),
            )));
        }
        Ok(text)
    }

    /// The compile-time string `x` (`@type_id`'s operand).
    pub(super) fn compile_time_string(&mut self, x: &'a ast::Expr<'a>, what: &str) -> R<String> {
        self.compile_time_text(x, false, &format!("'{what}'"))
    }

    /// The value of `x` as text: a character array or pointer, an object
    /// with `c_str()`, or (with `int_ok`) an integer `N` as `_N`.
    fn compile_time_text(&mut self, x: &'a ast::Expr<'a>, int_ok: bool, what: &str) -> R<String> {
        let e = self.in_meta(|t| t.expr(x))?;
        let mut r = self.b.rvalue(e);
        let ty = self.b.ty_of(r);
        let is_int = int_ok && self.b.types().is_integer(ty);
        if self.class_of_type(ty).is_some() {
            r = self.c_str_of(e, x.span, what)?;
        }
        let need = if int_ok {
            "a string or an integer"
        } else {
            "a string"
        };
        match self.engine.eval(&self.b.program, r) {
            Ok(ConstValue::Int(v)) if is_int => Ok(format!("_{v}")),
            Ok(ConstValue::StringAddr(b, 1)) => Ok(String::from_utf8_lossy(
                b.split(|&c| c == 0).next().unwrap_or(&[]),
            )
            .into_owned()),
            Ok(_) => {
                let s = self.display(ty);
                Err(self.report(Diagnostic::error(
                    "sema-compile-time-string",
                    x.span,
                    format!("{what} needs {need}, not '{s}'"),
                )))
            }
            Err(d) => Err(self.report(d)),
        }
    }

    /// `obj.c_str()` for a string object.
    fn c_str_of(
        &mut self,
        obj: crate::program::ExprId,
        span: Span,
        what: &str,
    ) -> R<crate::program::ExprId> {
        let Some(sym) = self.interner.get("c_str") else {
            let s = self.display(self.b.ty_of(obj));
            return Err(self.report(Diagnostic::error(
                "sema-compile-time-string",
                span,
                format!("{what} needs a string, not '{s}'"),
            )));
        };
        let seg = ast::NameSegment {
            ident: ast::Ident { sym, span },
            template_args: None,
            conv_type: None,
        };
        let m = self.in_meta(|t| t.member_of_object(obj, &seg, false, span))?;
        let c = self.in_meta(|t| t.call_methods(m, Vec::new(), span))?;
        Ok(self.b.rvalue(c))
    }

    pub(super) fn dynamic_arena(&mut self) -> &'static parser::Bump {
        self.dyn_names
            .arena
            .get_or_insert_with(|| Box::leak(Box::new(parser::Bump::new())))
    }

    fn renamed(&mut self, q: &'a ast::QualName<'a>) -> R<&'a ast::QualName<'a>> {
        match q.segments {
            [seg] if self.is_dynamic(seg.ident) => {
                let ident = self.resolve_ident(seg.ident)?;
                let arena = self.dynamic_arena();
                let segments = arena.alloc_slice_copy(&[ast::NameSegment { ident, ..*seg }]);
                Ok(arena.alloc(ast::QualName { segments, ..*q }))
            }
            _ => Ok(q),
        }
    }

    /// `d` with its dynamic declarator-id replaced by the name it makes now.
    pub(super) fn undynamic_decl(&mut self, d: &'a ast::Decl<'a>) -> R<&'a ast::Decl<'a>> {
        if self.dyn_names.placeholder.is_none() || self.dyn_names.exprs.is_empty() {
            return Ok(d);
        }
        let kind = match d.kind {
            DeclKind::Var(v) => {
                let name = self.renamed(v.name)?;
                if std::ptr::eq(name, v.name) {
                    return Ok(d);
                }
                DeclKind::Var(self.dynamic_arena().alloc(ast::VarDecl { name, ..*v }))
            }
            DeclKind::Function(f) => {
                let name = self.renamed(f.name)?;
                if std::ptr::eq(name, f.name) {
                    return Ok(d);
                }
                DeclKind::Function(self.dynamic_arena().alloc(ast::FunctionDecl { name, ..*f }))
            }
            DeclKind::Field(f) => match f.name {
                Some(id) if self.is_dynamic(id) => {
                    let name = Some(self.resolve_ident(id)?);
                    DeclKind::Field(self.dynamic_arena().alloc(ast::FieldDecl { name, ..*f }))
                }
                _ => return Ok(d),
            },
            // `struct @(name) { ... }`.
            DeclKind::Record(r) => match r.name {
                Some(q) => {
                    let name = Some(self.renamed(q)?);
                    if name.is_some_and(|n| std::ptr::eq(n, q)) {
                        return Ok(d);
                    }
                    DeclKind::Record(self.dynamic_arena().alloc(ast::RecordDecl { name, ..*r }))
                }
                None => return Ok(d),
            },
            DeclKind::Typedef(t) if self.is_dynamic(t.name) => {
                let name = self.resolve_ident(t.name)?;
                DeclKind::Typedef(self.dynamic_arena().alloc(ast::TypedefDecl { name, ..*t }))
            }
            _ => return Ok(d),
        };
        Ok(self.dynamic_arena().alloc(ast::Decl { kind, ..*d }))
    }

    /// `@(x)` as an expression (a name) or `obj.@(x)` (a member access):
    /// the expression with the name it makes now, or `None` for others.
    pub(super) fn undynamic_expr(&mut self, e: &'a ast::Expr<'a>) -> Option<R<&'a ast::Expr<'a>>> {
        let kind = match e.kind {
            AK::DynamicName(x) => {
                let text = match self.dynamic_name_text(x) {
                    Ok(t) => t,
                    Err(r) => return Some(Err(r)),
                };
                let ident = ast::Ident {
                    sym: self.symbol_for(&text),
                    span: e.span,
                };
                let arena = self.dynamic_arena();
                let segments = arena.alloc_slice_copy(&[ast::NameSegment {
                    ident,
                    template_args: None,
                    conv_type: None,
                }]);
                AK::Name(arena.alloc(ast::QualName {
                    span: e.span,
                    global: false,
                    segments,
                }))
            }
            AK::Member {
                base,
                member,
                arrow,
            } if self.is_dynamic(member) => match self.resolve_ident(member) {
                Ok(member) => AK::Member {
                    base,
                    member,
                    arrow,
                },
                Err(r) => return Some(Err(r)),
            },
            _ => return None,
        };
        Some(Ok(self.dynamic_arena().alloc(ast::Expr { kind, ..*e })))
    }
}
