//! `asm volatile("..." : outputs : inputs : clobbers);` statements, checked
//! as clang checks them before any target is known (see
//! [`crate::inline_asm`] for the split with the code generator).

use super::{Translator, R};
use crate::diagnostics::inline_asm as diag;
use crate::inline_asm::{self as ia, AsmInput, AsmOutput, InlineAsm, TemplateError};
use crate::program::*;
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    pub fn asm_stmt(&mut self, a: &'a ast::AsmStmt<'a>, span: Span) -> R<StmtId> {
        if a.is_goto {
            return Err(self.report(diag::asm_goto(span)));
        }
        let text = self.string_text(a.template)?;
        let mut names = Vec::with_capacity(a.outputs.len() + a.inputs.len());
        for op in a.outputs.iter().chain(a.inputs) {
            names.push(op.symbolic_name.map(|n| self.name(n.sym).to_string()));
        }
        let mut outputs = Vec::with_capacity(a.outputs.len());
        let mut failed = false;
        for op in a.outputs {
            match self.asm_output(op) {
                Ok(o) => outputs.push(o),
                Err(_) => failed = true,
            }
        }
        let mut inputs = Vec::with_capacity(a.inputs.len());
        for op in a.inputs {
            match self.asm_input(op, a.outputs.len()) {
                Ok(i) => inputs.push(i),
                Err(_) => failed = true,
            }
        }
        let mut clobbers = Vec::with_capacity(a.clobbers.len());
        for c in a.clobbers {
            clobbers.push(self.string_text(c)?);
        }
        let template = match ia::parse_template(&text, &names) {
            Ok(t) => t,
            Err(e) => {
                // The error's offset is into the decoded text; point at the
                // literal, which is exact for templates without escapes.
                let d = match e {
                    TemplateError::BadEscape { at } => {
                        diag::bad_escape(self.offset_in_literal(a.template, at))
                    }
                    TemplateError::BadOperand { at } => {
                        diag::bad_operand_number(self.offset_in_literal(a.template, at))
                    }
                    TemplateError::UnknownName { at, name } => {
                        let s = self.offset_in_literal(a.template, at);
                        diag::unknown_operand_name(s, &name)
                    }
                };
                return Err(self.report(d));
            }
        };
        if failed {
            return Err(super::Reported);
        }
        let asm = InlineAsm {
            // GCC: an asm without outputs is implicitly volatile.
            volatile: a.is_volatile || a.outputs.is_empty(),
            template,
            outputs,
            inputs,
            clobbers,
        };
        Ok(self.b.stmt(StmtKind::Asm(Box::new(asm)), span))
    }

    fn asm_output(&mut self, op: &'a ast::AsmOperand<'a>) -> R<AsmOutput> {
        let c = self.string_text(op.constraint)?;
        let (read_write, rest) = match c.as_bytes().first() {
            Some(b'=') => (false, &c[1..]),
            Some(b'+') => (true, &c[1..]),
            _ => return Err(self.report(diag::output_lacks_equals(op.constraint.span, &c))),
        };
        if rest.is_empty() || rest.contains(['=', '+']) || ia::tied_output(rest).is_some() {
            return Err(self.report(diag::invalid_output_constraint(op.constraint.span, &c)));
        }
        let e = self.expr(op.expr)?;
        if !self.is_lvalue(e) {
            return Err(self.report(diag::output_not_lvalue(op.expr.span)));
        }
        let ty = self.b.ty_of(e);
        if self.is_const(ty) {
            return Err(self.report(diag::output_read_only(op.expr.span)));
        }
        if !ia::memory_only(rest) {
            self.asm_register_type(e, op.expr.span, &c, "output")?;
        }
        Ok(AsmOutput {
            constraint: rest.to_string(),
            read_write,
            place: e,
            span: op.expr.span,
        })
    }

    fn asm_input(&mut self, op: &'a ast::AsmOperand<'a>, n_outputs: usize) -> R<AsmInput> {
        let c = self.string_text(op.constraint)?;
        if c.is_empty() || c.starts_with(['=', '+']) {
            return Err(self.report(diag::invalid_input_constraint(op.constraint.span, &c)));
        }
        if let Some(n) = ia::tied_output(&c) {
            if n as usize >= n_outputs {
                return Err(self.report(diag::invalid_input_constraint(op.constraint.span, &c)));
            }
        }
        let e = self.expr(op.expr)?;
        if ia::memory_only(&c) {
            if !self.is_lvalue(e) {
                return Err(self.report(diag::input_not_lvalue(op.expr.span, &c)));
            }
            return Ok(AsmInput {
                constraint: c,
                value: e,
                span: op.expr.span,
            });
        }
        let v = self.b.rvalue(e);
        self.asm_register_type(v, op.expr.span, &c, "input")?;
        let v = if c.chars().all(|ch| matches!(ch, 'n' | 'i')) {
            let val = self.const_int(v, |s| diag::expects_integer_constant(s, &c))?;
            let ty = self.b.ty_of(v);
            self.b.int_lit(val, ty, op.expr.span)
        } else {
            v
        };
        Ok(AsmInput {
            constraint: c,
            value: v,
            span: op.expr.span,
        })
    }

    /// A register operand is a scalar: an arithmetic, enumeration or pointer
    /// value (clang's "invalid type ... in asm").
    fn asm_register_type(&mut self, e: ExprId, span: Span, c: &str, what: &str) -> R<()> {
        let ty = self.b.types().unqualified(self.b.ty_of(e));
        let t = self.b.types();
        let scalar = t.is_arithmetic(ty)
            || t.is_pointer(ty)
            || matches!(t.kind(ty), Type::Enum(_) | Type::Bool | Type::NullPtr);
        if !scalar {
            let s = self.display(ty);
            return Err(self.report(diag::invalid_operand_type(span, &s, what, c)));
        }
        Ok(())
    }

    /// The span of byte `at` of a string literal's text (after its opening
    /// quote), clamped to the literal.
    fn offset_in_literal(&self, lit: &ast::Expr<'_>, at: usize) -> Span {
        let lo = lit.span.lo.saturating_add(1).saturating_add(at as u32);
        if lo < lit.span.hi {
            Span::new(lo, lo + 1)
        } else {
            lit.span
        }
    }
}
