//! Every diagnostic the compile-time interpreter reports: one constructor
//! each, with a stable `meta-...` code. Undefined behaviour in meta code is
//! an error at the offending expression; the meta call stack is attached as
//! notes by the interpreter.

use crate::memory::Fault;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::meta::NOT_CONSTANT;

fn err(code: &'static str, span: Span, msg: String) -> Diagnostic {
    Diagnostic::error(code, span, msg)
}

pub fn step_limit(span: Span, limit: u64) -> Diagnostic {
    err(
        "meta-step-limit",
        span,
        format!("compile-time evaluation exceeded the limit of {limit} steps (raise it with -fconstexpr-steps=N)"),
    )
}
pub fn memory_limit(span: Span, limit: u64) -> Diagnostic {
    err(
        "meta-memory-limit",
        span,
        format!("compile-time evaluation exceeded the memory limit of {limit} bytes (raise it with -fmeta-memory-limit=N)"),
    )
}
pub fn recursion_limit(span: Span, limit: u32) -> Diagnostic {
    err(
        "meta-recursion-limit",
        span,
        format!("compile-time call depth exceeded the limit of {limit} (raise it with -fconstexpr-depth=N)"),
    )
}
pub fn division_by_zero(span: Span, remainder: bool) -> Diagnostic {
    let what = if remainder { "remainder" } else { "division" };
    err(
        "meta-division-by-zero",
        span,
        format!("{what} by zero in compile-time evaluation"),
    )
}
pub fn signed_overflow(span: Span, value: &str, ty: &str) -> Diagnostic {
    err(
        "meta-signed-overflow",
        span,
        format!("value {value} is outside the range of representable values of type '{ty}'"),
    )
}
pub fn shift_range(span: Span, amount: i128, ty: &str) -> Diagnostic {
    err(
        "meta-shift-range",
        span,
        format!("shift count {amount} is out of range for type '{ty}'"),
    )
}
pub fn float_to_int_range(span: Span, value: f64, ty: &str) -> Diagnostic {
    err(
        "meta-float-range",
        span,
        format!("value {value} is outside the range of representable values of type '{ty}'"),
    )
}
pub fn fault(span: Span, f: &Fault) -> Diagnostic {
    match f {
        Fault::Null => err(
            "meta-null-deref",
            span,
            "dereference of a null pointer in compile-time evaluation".into(),
        ),
        Fault::Wild => err(
            "meta-invalid-pointer",
            span,
            "access through a pointer that does not point to an object".into(),
        ),
        Fault::OutOfBounds { offset, len, size } => err(
            "meta-out-of-bounds",
            span,
            format!("out-of-bounds access of {len} bytes at offset {offset} of an object of {size} bytes"),
        ),
        Fault::Freed => err(
            "meta-lifetime-ended",
            span,
            "access to an object whose lifetime has ended".into(),
        ),
        Fault::Uninit => err(
            "meta-uninitialized",
            span,
            "read of an uninitialized object in compile-time evaluation".into(),
        ),
        Fault::Destroyed => err(
            "meta-lifetime-ended",
            span,
            "read of an object after its destructor ran in compile-time evaluation".into(),
        ),
        Fault::ReadOnly => err(
            "meta-read-only",
            span,
            "modification of a read-only object (string literal or constant) at compile time".into(),
        ),
        Fault::NotData => err(
            "meta-invalid-pointer",
            span,
            "a function pointer cannot be dereferenced as data".into(),
        ),
        Fault::Forged => err(
            "meta-invalid-pointer",
            span,
            "access through a pointer made from an integer that is not the address of an object whose address was converted to an integer".into(),
        ),
        Fault::Opaque => err(
            "meta-invalid-pointer",
            span,
            "a compile-time FILE is an opaque handle: its contents cannot be accessed".into(),
        ),
        Fault::MemoryLimit { limit } => memory_limit(span, *limit),
    }
}
pub fn pointer_compare(span: Span) -> Diagnostic {
    err(
        "meta-pointer-compare",
        span,
        "subtraction of pointers into different objects in compile-time evaluation".into(),
    )
}
pub fn not_constant_var(span: Span, name: &str) -> Diagnostic {
    err(
        NOT_CONSTANT,
        span,
        format!("variable '{name}' has no value at compile time"),
    )
}
pub fn non_const_read(span: Span, name: &str) -> Diagnostic {
    err(
        NOT_CONSTANT,
        span,
        format!("read of non-const variable '{name}' is not allowed in a constant expression"),
    )
}
pub fn not_constant(span: Span, what: &str) -> Diagnostic {
    err(
        NOT_CONSTANT,
        span,
        format!("{what} cannot be evaluated at compile time"),
    )
}
pub fn undefined_function(span: Span, name: &str) -> Diagnostic {
    err(
        sema::meta::UNDEFINED_FUNCTION,
        span,
        format!("function '{name}' is not defined in this translation unit and cannot be called at compile time"),
    )
}
pub fn no_return(span: Span, name: &str) -> Diagnostic {
    err(
        "meta-no-return",
        span,
        format!("compile-time call of '{name}' flows off the end of a non-void function"),
    )
}
pub fn throw(span: Span) -> Diagnostic {
    err(
        "meta-throw",
        span,
        "exception thrown during compile-time evaluation".into(),
    )
}
/// What libstdc++'s `__throw_*` functions raise, reached at compile time.
pub fn uncaught_exception(span: Span, exception: &str, message: Option<&str>) -> Diagnostic {
    let text = match message {
        Some(m) => format!("compile-time evaluation threw '{exception}': {m}"),
        None => format!("compile-time evaluation threw '{exception}'"),
    };
    err("meta-throw", span, text)
}
pub fn codegen_if(span: Span) -> Diagnostic {
    err(
        "meta-codegen-if",
        span,
        "'if codegen' cannot be executed at compile time".into(),
    )
}
pub fn pointer_escape(span: Span) -> Diagnostic {
    err(
        "meta-pointer-escape",
        span,
        "a pointer to a compile-time object cannot be used by the program".into(),
    )
}
pub fn printf_format(span: Span, why: &str) -> Diagnostic {
    err(
        "meta-printf-format",
        span,
        format!("invalid compile-time printf: {why}"),
    )
}
pub fn output_failed(span: Span, why: &str) -> Diagnostic {
    err(
        "meta-output",
        span,
        format!("writing compile-time output failed: {why}"),
    )
}
pub fn unsupported(span: Span, what: &str) -> Diagnostic {
    err(
        "meta-unsupported",
        span,
        format!("{what} is not supported at compile time yet"),
    )
}
pub fn computed_goto_not_label(span: Span) -> Diagnostic {
    err(
        "meta-computed-goto",
        span,
        "computed goto to an address that is not a label of this function".into(),
    )
}
pub fn bad_jump(span: Span) -> Diagnostic {
    err(
        "meta-unsupported",
        span,
        "this jump (a 'goto' or 'case' label nested inside another statement) is not supported at compile time yet".into(),
    )
}
/// Innermost and outermost calls shown in a compile-time call stack; the
/// calls between are counted in one note, as clang elides the middle of a
/// constexpr backtrace, so a deep stack still leads back to the
/// declaration that started the evaluation.
const KEEP_INNER: usize = 8;
const KEEP_OUTER: usize = 8;
const CALL_NOTE: &str = "in compile-time call to";
const SKIP_NOTE: &str = "(skipping ";

/// Adds the note for the call at `span` (to `name`, `depth` calls deep) as
/// an error unwinds through it.
pub fn call_note(mut d: Diagnostic, span: Span, name: &str, depth: usize) -> Diagnostic {
    let shown = d
        .notes
        .iter()
        .filter(|n| n.message.starts_with(CALL_NOTE))
        .count();
    if shown < KEEP_INNER || depth <= KEEP_OUTER {
        return d.with_note_at(span, format!("{CALL_NOTE} '{name}'"));
    }
    // Count this call in the skip note (the last note while skipping).
    let skipped = match d.notes.last() {
        Some(n) if n.message.starts_with(SKIP_NOTE) => d
            .notes
            .pop()
            .and_then(|n| n.message[SKIP_NOTE.len()..].split(' ').next()?.parse().ok())
            .unwrap_or(0),
        _ => 0usize,
    };
    d.with_note(format!("{SKIP_NOTE}{} compile-time calls)", skipped + 1))
}
pub fn pure_virtual_call(span: Span) -> Diagnostic {
    err(
        "meta-pure-virtual",
        span,
        "call to a pure virtual function in compile-time evaluation".into(),
    )
}
pub fn deleted_virtual_call(span: Span) -> Diagnostic {
    err(
        "meta-deleted-virtual",
        span,
        "call to a deleted virtual function in compile-time evaluation".into(),
    )
}
pub fn bad_vptr(span: Span) -> Diagnostic {
    err(
        "meta-bad-vptr",
        span,
        "virtual dispatch on an object that is not a live polymorphic object in compile-time evaluation".into(),
    )
}
pub fn bad_cast(span: Span, to: &str) -> Diagnostic {
    err(
        "meta-bad-cast",
        span,
        format!("std::bad_cast thrown during compile-time evaluation: the object has no unambiguous public base '{to}'"),
    )
}
pub fn double_delete(span: Span) -> Diagnostic {
    err(
        "meta-double-delete",
        span,
        "deallocation of storage that was already freed in compile-time evaluation".into(),
    )
}
pub fn delete_not_new(span: Span, what: &str) -> Diagnostic {
    err(
        "meta-bad-delete",
        span,
        format!("deallocation of a pointer that {what} in compile-time evaluation"),
    )
}
pub fn delete_mismatch(span: Span, allocated: &str, freed: &str) -> Diagnostic {
    err(
        "meta-new-delete-mismatch",
        span,
        format!("storage allocated with '{allocated}' released with '{freed}' in compile-time evaluation"),
    )
}
pub fn internal(span: Span, what: &str) -> Diagnostic {
    err(
        "meta-internal",
        span,
        format!("internal error in the compile-time interpreter: {what}"),
    )
}
pub fn builtin_undefined(span: Span, name: &str, why: &str) -> Diagnostic {
    err(
        "meta-builtin-undefined",
        span,
        format!("undefined behaviour in '{name}' at compile time: {why}"),
    )
}
pub fn abort_called(span: Span) -> Diagnostic {
    err("meta-abort", span, "'abort' called at compile time".into())
}
pub fn unreachable_reached(span: Span) -> Diagnostic {
    err(
        "meta-unreachable",
        span,
        "'__builtin_unreachable' reached at compile time".into(),
    )
}
pub fn trap_reached(span: Span) -> Diagnostic {
    err("meta-trap", span, "trap reached at compile time".into())
}
pub fn va_arg_without_start(span: Span) -> Diagnostic {
    err(
        "meta-va-arg",
        span,
        "'va_start' used outside a call of a variadic function at compile time".into(),
    )
}
/// A sandbox denial: what was attempted, on what, and the option that
/// allows it (`None`: nothing allows it).
pub fn sandbox_denied(span: Span, what: &str, allow: Option<&str>) -> Diagnostic {
    let text = match allow {
        Some(flag) => {
            format!("compile-time {what} is not allowed by the sandbox (allow it with {flag})")
        }
        None => format!("compile-time {what} is not allowed by the sandbox"),
    };
    err("meta-sandbox", span, text)
}
pub fn output_limit(span: Span, limit: u64) -> Diagnostic {
    err(
        "meta-output-limit",
        span,
        format!("compile-time output exceeded the limit of {limit} bytes (raise it with -fmeta-output-limit=N)"),
    )
}
pub fn injection_limit(span: Span, limit: u64) -> Diagnostic {
    err(
        "meta-inject-limit",
        span,
        format!("compile-time code injected more than {limit} statements and declarations (raise the limit with -fmeta-inject-limit=N)"),
    )
}
pub fn time_limit(span: Span, ms: u64) -> Diagnostic {
    err(
        "meta-time-limit",
        span,
        format!("compile-time evaluation exceeded the time limit of {ms} ms (raise it with -fmeta-time-limit=MS)"),
    )
}
pub fn closed_stream(span: Span, name: &str) -> Diagnostic {
    err(
        "meta-bad-stream",
        span,
        format!("'{name}' called with a FILE that is not open at compile time"),
    )
}
pub fn exit_called(span: Span, name: &str, status: i128) -> Diagnostic {
    err(
        "meta-exit",
        span,
        format!("'{name}({status})' called at compile time"),
    )
}
pub fn pointer_overflow(span: Span) -> Diagnostic {
    err(
        "meta-pointer-overflow",
        span,
        "pointer arithmetic in compile-time evaluation moves the pointer more than 2 GiB from its object".into(),
    )
}
pub fn misaligned(span: Span, offset: i64, align: i64, ty: &str) -> Diagnostic {
    err(
        "meta-misaligned",
        span,
        format!("misaligned access in compile-time evaluation: '{ty}' needs {align}-byte alignment, but the address is at offset {offset} of its object"),
    )
}
