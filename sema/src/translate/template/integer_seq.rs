//! `__make_integer_seq<Seq, T, N>`, clang's builtin alias template that
//! libstdc++'s `make_integer_sequence` and `_Build_index_tuple` use when
//! `__has_builtin(__make_integer_seq)`: the type `Seq<T, 0, 1, ..., N-1>`.

use super::args::{TemplateArg, WrittenArg};
use super::Instance;
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::{Entity, Translator, R};
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    pub(crate) fn make_integer_seq(
        &mut self,
        seg: &'a ast::NameSegment<'a>,
        span: Span,
    ) -> R<Entity> {
        let written = seg.template_args.unwrap_or(&[]);
        let items = self.expand_written_args(written)?;
        if items.len() != 3 {
            return Err(self.report(diag::make_integer_seq_count(span, items.len() < 3)));
        }
        let [WrittenArg::Template(seq), WrittenArg::Type(t), count] = items.as_slice() else {
            return Err(self.report(diag::make_integer_seq_args(span)));
        };
        let (seq, t) = (*seq, *t);
        let t = self.b.types().unqualified(t);
        if !matches!(self.b.types().kind(t), Type::Int(_) | Type::Bool) {
            let s = self.display(t);
            return Err(self.report(diag::make_integer_seq_not_integral(span, &s)));
        }
        let n = match count {
            WrittenArg::Expr(e) => {
                let sp = self.b.span(*e);
                let c = self.implicit(*e, t, sp, super::super::conv::ConvCtx::Init)?;
                self.core_const_int(c, diag::not_integral_constant)?
            }
            WrittenArg::Arg(TemplateArg::Int(v, _)) => *v,
            _ => return Err(self.report(diag::make_integer_seq_args(span))),
        };
        if n < 0 {
            return Err(self.report(diag::make_integer_seq_negative(span)));
        }
        let mut args = Vec::with_capacity(n as usize + 1);
        args.push(WrittenArg::Type(t));
        args.extend((0..n).map(|i| WrittenArg::Arg(TemplateArg::Int(i, t))));
        let info = &self.templates[seq.0 as usize];
        let (params, ctx) = (info.params, info.ctx.clone());
        let name = self.template_kind_name(seq);
        let args = self.complete_args(params, &ctx, args, &name, span, true)?;
        match self.instantiate(seq, args, span)? {
            Instance::Type(ty) => Ok(Entity::Type(ty)),
            _ => Err(self.report(diag::make_integer_seq_args(span))),
        }
    }
}
