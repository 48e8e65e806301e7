//! Aspect queries (seeds/dpcpp-device-config-file.md): what the targets of
//! this compilation can do, answered from the device table and the user's
//! device-configuration files (the driver passes each target's aspects in
//! `TranslateOptions`).
//!
//! - `__any_target_has(aspect)` and `__all_targets_have(aspect)` are
//!   constant expressions of type `bool`, known at translation time, so
//!   they work in `static_assert`, `if constexpr` and `@meta` code. With no
//!   target (e.g. `-fsyntax-only` without one), "any" is false and "all"
//!   true, as the quantifiers over an empty set.
//! - `__target_has(aspect)` is a codegen constant: each module answers it
//!   for its own target, so it belongs in `if codegen` (anywhere else it is
//!   an error, like `__nvvm_arch`).
//!
//! The operand is an aspect's name as the configuration files spell it
//! (`fp64`, `atomic64`, `device_alloca`, ...), written as an identifier or
//! a string literal; an unknown name is an error listing the known ones.

use super::{Translator, R};
use crate::program::*;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use parser::ast;
use parser::ast::ExprKind as AK;

/// Which query a name is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Query {
    Any,
    All,
    This,
}

fn query(name: &str) -> Option<Query> {
    Some(match name {
        "__any_target_has" => Query::Any,
        "__all_targets_have" => Query::All,
        "__target_has" => Query::This,
        _ => return None,
    })
}

impl<'a> Translator<'a, '_, '_> {
    /// The aspect named by the query's one operand: its index in
    /// [`Program::known_aspects`].
    fn aspect_operand(&mut self, name: &str, xs: &'a [ast::Expr<'a>], span: Span) -> R<u32> {
        let [x] = xs else {
            return Err(self.report(Diagnostic::error(
                "sema-aspect-query",
                span,
                format!("'{name}' takes one aspect name, {} given", xs.len()),
            )));
        };
        let text = match x.kind {
            AK::Name(q) if q.segments.len() == 1 && !q.global => self.qual_name_text(q),
            AK::String(_) => self
                .sm
                .snippet(x.span)
                .map(|s| s.trim_matches('"').to_string())
                .unwrap_or_default(),
            _ => String::new(),
        };
        let known = &self.b.program.known_aspects;
        match known.iter().position(|k| *k == text) {
            Some(i) => Ok(i as u32),
            None => {
                let message = if text.is_empty() {
                    format!("'{name}' takes an aspect name")
                } else {
                    format!("unknown aspect '{text}' in '{name}'")
                };
                let d = Diagnostic::error("sema-aspect-unknown", x.span, message)
                    .with_note(format!("known aspects: {}", known.join(", ")));
                Err(self.report(d))
            }
        }
    }

    /// `__any_target_has(a)` / `__all_targets_have(a)` as a `bool`
    /// constant; `__target_has(a)` outside a codegen context is an error.
    /// `None` when `name` is none of them.
    pub(crate) fn aspect_query_call(
        &mut self,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> Option<R<ExprId>> {
        let q = query(name)?;
        Some((|| {
            let a = self.aspect_operand(name, xs, span)?;
            let aspect = self.b.program.known_aspects[a as usize].clone();
            let targets = &self.b.program.target_aspects;
            let has = |t: &(String, Vec<String>)| t.1.contains(&aspect);
            let v = match q {
                Query::Any => targets.iter().any(has),
                Query::All => targets.iter().all(has),
                Query::This => {
                    return Err(self.report(Diagnostic::error(
                        "sema-not-codegen-constant",
                        span,
                        "'__target_has' is a codegen constant: use it in an 'if codegen' \
                         condition (or __any_target_has / __all_targets_have for every target)",
                    )))
                }
            };
            let t = self.b.bool_ty();
            Ok(self.b.int_lit(v as i128, t, span))
        })())
    }

    /// `__target_has(a)` in a codegen context: the module's answer.
    pub(crate) fn cg_aspect_query(
        &mut self,
        name: &str,
        xs: &'a [ast::Expr<'a>],
        span: Span,
    ) -> Option<R<CodegenExprId>> {
        let q = query(name)?;
        Some((|| {
            let a = self.aspect_operand(name, xs, span)?;
            let bt = self.b.bool_ty();
            if q == Query::This {
                return Ok(self.b.cg(CodegenExprKind::TargetHas(a), bt, span));
            }
            // The translation-time queries are constants here too.
            let aspect = self.b.program.known_aspects[a as usize].clone();
            let targets = &self.b.program.target_aspects;
            let has = |t: &(String, Vec<String>)| t.1.contains(&aspect);
            let v = if q == Query::Any {
                targets.iter().any(has)
            } else {
                targets.iter().all(has)
            };
            Ok(self.b.cg(CodegenExprKind::Int(v as i128), bt, span))
        })())
    }
}
