//! Library functions the interpreter implements natively when meta code
//! calls a function the translation unit declares but does not define
//! (`puts`, `strlen`, `abs`, ...), bound by name to the real declarations
//! of the C headers; compile-time I/O (`fopen`, `fgets`, `strtol`, ...) is
//! `io`'s.

use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;

/// Calls the native implementation of an undefined function, by its
/// unqualified name.
pub fn call(
    me: &mut Interp<'_>,
    prog: &Program,
    f: FuncId,
    args: &[Val],
    span: Span,
) -> Result<Val, Diagnostic> {
    let func = prog.func(f);
    let name = func.name.rsplit("::").next().unwrap_or(&func.name);
    if let Some(r) = me.trivial_special(prog, f, args, span) {
        return r;
    }
    if let Some(r) = crate::heap::call(me, name, args, span) {
        return r;
    }
    if let Some(r) = crate::cstring::call(me, name, args, span) {
        return r;
    }
    if let Some(r) = crate::libstdcxx::call(me, &func.name, args, span) {
        return r;
    }
    if let Some(r) = crate::hashtable::call(me, &func.name, args, span) {
        return r;
    }
    if let Some(r) = crate::list_node::call(me, &func.name, args, span) {
        return r;
    }
    if let Some(r) = crate::cmath::call(me, prog, func, args, span) {
        return r;
    }
    if func.class.is_none() {
        if let Some(r) = crate::io::stdio::call(me, prog, func, name, args, span) {
            return r;
        }
        if let Some(r) = crate::io::stdlib::call(me, name, args, span) {
            return r;
        }
    }
    let arg = |i: usize| args.get(i).cloned().unwrap_or(Val::Int(0));
    match name {
        "puts" => {
            let mut s = me
                .mem
                .c_string(arg(0).as_ptr(), 1 << 24)
                .map_err(|e| diag::fault(span, &e))?;
            s.push(b'\n');
            me.write_out(&s, span)?;
            Ok(Val::Int(s.len() as i128))
        }
        "putchar" => {
            let c = arg(0).as_int() as u8;
            me.write_out(&[c], span)?;
            Ok(Val::Int(c as i128))
        }
        "abort" => Err(crate::builtins::abort_diagnostic(me, span)),
        "abs" | "labs" | "llabs" => {
            let v = arg(0).as_int();
            let (lo, _) = crate::value::int_range(&prog.types, func.ret);
            if v == lo {
                return Err(diag::signed_overflow(
                    span,
                    &(-v).to_string(),
                    &sema::translate::type_string(&prog.types, func.ret),
                ));
            }
            Ok(Val::Int(v.abs()))
        }
        "vprintf" if args.len() == 2 => me.vprintf(arg(0).as_ptr(), arg(1).as_ptr(), span),
        "vsnprintf" if args.len() == 4 => me.vsnprintf(args, span),
        "printf" => {
            let vals = typed_args(prog, func, args, 0);
            let n = crate::printf::printf(me, &vals, span)?;
            Ok(Val::Int(n as i128))
        }
        "sprintf" | "snprintf" => {
            // Formatted like printf, into the buffer (bounded by the size
            // for snprintf); returns the length the whole text has.
            let first = if name == "snprintf" { 2 } else { 1 };
            let vals: Vec<(Val, TypeId)> = args
                .iter()
                .enumerate()
                .skip(first)
                .map(|(i, v)| {
                    let ty = func
                        .params
                        .get(i)
                        .map_or_else(|| guess_type(prog, v), |p| prog.var(*p).ty);
                    (v.clone(), ty)
                })
                .collect();
            let fmt = me
                .mem
                .c_string(arg(first).as_ptr(), 1 << 20)
                .map_err(|e| diag::fault(span, &e))?;
            let mut text = crate::printf::format(me, &fmt, vals.get(1..).unwrap_or(&[]), span)?;
            let len = text.len();
            if first == 2 {
                let cap = usize::try_from(arg(1).as_int()).unwrap_or(0);
                if cap == 0 {
                    return Ok(Val::Int(len as i128));
                }
                text.truncate(cap - 1);
            }
            text.push(0);
            me.mem
                .write(arg(0).as_ptr(), &text)
                .map_err(|e| diag::fault(span, &e))?;
            Ok(Val::Int(len as i128))
        }
        _ => Err(diag::undefined_function(span, &func.name)),
    }
}

/// The arguments from `first` on, each with its parameter's type (a
/// variadic argument's from its value).
pub fn typed_args(
    prog: &Program,
    func: &Function,
    args: &[Val],
    first: usize,
) -> Vec<(Val, TypeId)> {
    args.iter()
        .enumerate()
        .skip(first)
        .map(|(i, v)| {
            let ty = func
                .params
                .get(i)
                .map_or_else(|| guess_type(prog, v), |p| prog.var(*p).ty);
            (v.clone(), ty)
        })
        .collect()
}

/// The type of a variadic argument, from its value (floats are doubles
/// after promotion).
fn guess_type(prog: &Program, v: &Val) -> TypeId {
    let t = &prog.types;
    let want = match v {
        Val::Float(_) => Type::Float(FloatKind::Double),
        _ => Type::Int(IntKind::Long),
    };
    t.lookup(&want).unwrap_or(TypeId(0))
}
