//! Diagnostics of GNU inline assembly statements, worded as clang's.

use super::err;
use lexer::diag::Diagnostic;
use lexer::source::Span;

pub fn asm_goto(span: Span) -> Diagnostic {
    err(
        "sema-asm-goto",
        span,
        "'asm goto' is not supported yet".into(),
    )
}
pub fn output_lacks_equals(span: Span, c: &str) -> Diagnostic {
    err(
        "sema-asm-output-constraint",
        span,
        format!("invalid output constraint '{c}' in asm"),
    )
}
pub fn invalid_output_constraint(span: Span, c: &str) -> Diagnostic {
    output_lacks_equals(span, c)
}
pub fn invalid_input_constraint(span: Span, c: &str) -> Diagnostic {
    err(
        "sema-asm-input-constraint",
        span,
        format!("invalid input constraint '{c}' in asm"),
    )
}
pub fn output_not_lvalue(span: Span) -> Diagnostic {
    err(
        "sema-asm-output-lvalue",
        span,
        "invalid lvalue in asm output".into(),
    )
}
pub fn output_read_only(span: Span) -> Diagnostic {
    err(
        "sema-asm-output-lvalue",
        span,
        "invalid lvalue in asm output".into(),
    )
    .with_note("the output operand is const-qualified")
}
pub fn input_not_lvalue(span: Span, c: &str) -> Diagnostic {
    err(
        "sema-asm-input-lvalue",
        span,
        format!("invalid lvalue in asm input for constraint '{c}'"),
    )
}
pub fn invalid_operand_type(span: Span, ty: &str, what: &str, c: &str) -> Diagnostic {
    err(
        "sema-asm-operand-type",
        span,
        format!("invalid type '{ty}' in asm {what} for constraint '{c}'"),
    )
}
pub fn expects_integer_constant(span: Span, c: &str) -> Diagnostic {
    err(
        "sema-asm-immediate",
        span,
        format!("constraint '{c}' expects an integer constant expression"),
    )
}
pub fn bad_escape(span: Span) -> Diagnostic {
    err(
        "sema-asm-escape",
        span,
        "invalid % escape in inline assembly string".into(),
    )
}
pub fn bad_operand_number(span: Span) -> Diagnostic {
    err(
        "sema-asm-operand-number",
        span,
        "invalid operand number in inline asm string".into(),
    )
}
pub fn unknown_operand_name(span: Span, name: &str) -> Diagnostic {
    err(
        "sema-asm-operand-name",
        span,
        format!("unknown symbolic operand name '{name}' in inline assembly string"),
    )
}
