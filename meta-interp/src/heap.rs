//! The compile-time heap: the replaceable allocation functions that sema's
//! desugaring of `new`/`delete` calls (and `malloc`/`free`), each block its
//! own allocation so that every misuse the C++ standard leaves undefined
//! (double delete, deleting what `new` did not return, mixing the array and
//! non-array forms, use after free) is caught at the offending call.

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::{AllocKind, Ptr};
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;

/// Which allocation family a native function belongs to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Family {
    New,
    NewArray,
    Malloc,
}

impl Family {
    fn kind(self) -> AllocKind {
        AllocKind::Heap {
            array: self == Family::NewArray,
        }
    }
    fn alloc_name(self) -> &'static str {
        match self {
            Family::New => "new",
            Family::NewArray => "new[]",
            Family::Malloc => "malloc",
        }
    }
    fn free_name(self) -> &'static str {
        match self {
            Family::New => "delete",
            Family::NewArray => "delete[]",
            Family::Malloc => "free",
        }
    }
}

/// The native allocation function `name`, if it is one.
pub fn call(
    me: &mut Interp<'_>,
    name: &str,
    args: &[Val],
    span: Span,
) -> Option<Result<Val, Diagnostic>> {
    let arg = |i: usize| args.get(i).cloned().unwrap_or(Val::Int(0));
    Some(match name {
        "operator new" => allocate(me, arg(0).as_int(), Family::New, false, span),
        "operator new[]" => allocate(me, arg(0).as_int(), Family::NewArray, false, span),
        "malloc" => allocate(me, arg(0).as_int(), Family::Malloc, false, span),
        "calloc" => allocate(
            me,
            arg(0).as_int().saturating_mul(arg(1).as_int()),
            Family::Malloc,
            true,
            span,
        ),
        "operator delete" => release(me, arg(0).as_ptr(), Family::New, span),
        "operator delete[]" => release(me, arg(0).as_ptr(), Family::NewArray, span),
        "free" => release(me, arg(0).as_ptr(), Family::Malloc, span),
        _ => return None,
    })
}

fn allocate(
    me: &mut Interp<'_>,
    size: i128,
    family: Family,
    zero: bool,
    span: Span,
) -> Result<Val, Diagnostic> {
    let limit = me.limits.max_memory;
    let Ok(size) = u64::try_from(size) else {
        return Err(diag::memory_limit(span, limit));
    };
    // `malloc` blocks share the non-array heap kind; a set tells them apart.
    let p = me
        .mem
        .alloc(size, family.kind())
        .map_err(|f| diag::fault(span, &f))?;
    if family == Family::Malloc {
        me.malloced.insert(p);
    }
    if zero {
        me.mem.zero(p, size).map_err(|f| diag::fault(span, &f))?;
    }
    Ok(Val::Ptr(p))
}

fn release(me: &mut Interp<'_>, p: Ptr, family: Family, span: Span) -> Result<Val, Diagnostic> {
    if p.is_null() {
        return Ok(Val::Void);
    }
    let Some(AllocKind::Heap { array }) = me.mem.kind(p) else {
        let what = match me.mem.kind(p) {
            None => "does not point to an object",
            Some(_) => "does not come from an allocation function",
        };
        return Err(diag::delete_not_new(span, what));
    };
    let start = Ptr::new(p.alloc().unwrap_or(0), 0);
    if !me.mem.is_live(p) {
        return Err(diag::double_delete(span));
    }
    let allocated = if me.malloced.contains(&start) {
        Family::Malloc
    } else if array {
        Family::NewArray
    } else {
        Family::New
    };
    // Checked first: `delete` of a `new[]` of classes sees the first
    // element, past the array cookie.
    if allocated != family {
        return Err(diag::delete_mismatch(
            span,
            allocated.alloc_name(),
            family.free_name(),
        ));
    }
    if p.offset() != 0 {
        return Err(diag::delete_not_new(
            span,
            "points inside an allocated block, not to its start",
        ));
    }
    me.mem.free(p);
    Ok(Val::Void)
}
