//! `std::cout`, `std::cerr`, `std::clog` and `std::cin` at compile time.
//! libstdc++ builds them in `ios_base::Init` on buffers synchronized with
//! C stdio; here each is the real stream class built by its constructor
//! around a plain `basic_streambuf<char>` object whose virtual I/O members
//! (`overflow`, `xsputn`, `sync`, `underflow`, `uflow`) are native and go
//! through compile-time stdio, unbuffered: what they write lands where
//! `@meta printf` writes, in order with it and under the same output limit;
//! `cin` reads the compiler's stdin as `getchar` does.

use super::layout::*;
use super::Res;
use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::{AllocKind, Ptr};
use crate::value::Val;
use lexer::source::Span;
use sema::program::*;

const UNITBUF: u32 = 1 << 13;

fn struct_named(prog: &Program, prefix: &str) -> Option<StructId> {
    prog.types
        .structs
        .iter()
        .find(|(_, d)| d.name.starts_with(prefix) && d.complete)
        .map(|(s, _)| s)
}

/// The compile-time copy of `std::cout`/`cerr`/`clog`/`cin`, built on first
/// use.
pub fn library_global(
    me: &mut Interp<'_>,
    prog: &Program,
    v: VarId,
    span: Span,
) -> Res<Option<Ptr>> {
    let var = prog.var(v);
    let name = var.name.strip_prefix("std::").unwrap_or(&var.name);
    let which = match name {
        "cin" => 0,
        "cout" => 1,
        "cerr" | "clog" => 2,
        _ => return Ok(None),
    };
    if var.global().is_none_or(|g| g.init.is_some()) {
        return Ok(None);
    }
    let Type::Struct(cls) = *prog.types.kind(prog.types.unqualified(var.ty)) else {
        return Ok(None);
    };
    let unsupported = || diag::undefined_function(span, &format!("std::{name}"));
    let sb_cls = struct_named(prog, "std::basic_streambuf<char,").ok_or_else(unsupported)?;
    let sb_def = &prog.types.structs[sb_cls];
    let (sb_size, vtable) = (sb_def.size, sb_def.vtable.ok_or_else(unsupported)?);
    // The buffer: a basic_streambuf<char> with no get or put area.
    let sb = me
        .mem
        .alloc(sb_size, AllocKind::Object)
        .map_err(|f| diag::fault(span, &f))?;
    me.mem
        .zero(sb, sb_size)
        .map_err(|f| diag::fault(span, &f))?;
    let group = me.global_ptr(prog, vtable, span)?;
    // The address point of a class without virtual bases follows the
    // offset to top and the type_info pointer.
    write_ptr(me, sb, group.offset_by(16), span)?;
    if let Some(loc) = field(prog, sb_cls, "_M_buf_locale") {
        let imp = classic_impl(me, span)?;
        write_ptr(me, sb.offset_by(loc as i64), imp, span)?;
    }
    let h = crate::io::stdio::std_handle(me, which, span)?;
    me.streams.std_bufs.push((sb, h));
    let slot = construct(me, prog, v, cls, sb, span)?.ok_or_else(unsupported)?;
    if name == "cerr" {
        let ios = ios_of(me, prog, cls, slot, span)?;
        let flags = ios.flags(me, span)?;
        ios.set(me, ios.f.flags, 4, u64::from(flags | UNITBUF), span)?;
    }
    Ok(Some(slot))
}

/// Builds the stream object of class `cls` (`basic_ostream<char>` or
/// `basic_istream<char>`) as `explicit basic_ostream(streambuf* sb)
/// { this->init(sb); }` would, whose body the headers leave to
/// libstdc++.so's explicit instantiation: the virtual `basic_ios` base
/// (an `ios_base` with no tie, no fill yet and no facets), the vptrs the
/// class's VTT lists for a complete object (its own, then its virtual
/// base's), then `init(sb)`: the format state of `_M_init`, the classic
/// locale's facets, the buffer and a good state.
fn construct(
    me: &mut Interp<'_>,
    prog: &Program,
    v: VarId,
    cls: StructId,
    sb: Ptr,
    span: Span,
) -> Res<Option<Ptr>> {
    let d = &prog.types.structs[cls];
    let (Some(vtt), Some(&(ios_cls, ios_off))) = (d.vtt, d.vbases.first()) else {
        return Ok(None);
    };
    let Some(ios_base) = prog.types.structs[ios_cls].bases.first().map(|b| b.class) else {
        return Ok(None);
    };
    let size = d.size;
    let slot = me
        .mem
        .alloc(size, AllocKind::Global(v))
        .map_err(|f| diag::fault(span, &f))?;
    me.mem.zero(slot, size).map_err(|f| diag::fault(span, &f))?;
    me.statics.insert(v, slot);
    me.register_complete(prog, slot, cls);
    let ios_at = slot.offset_by(ios_off as i64);
    ios_base_fields(me, prog, ios_base, ios_at, span)?;
    let vtt = me.global_ptr(prog, vtt, span)?;
    let own = read_ptr(me, vtt, span)?;
    let base = read_ptr(me, vtt.offset_by(8), span)?;
    write_ptr(me, slot, own, span)?;
    write_ptr(me, ios_at, base, span)?;
    let f = ios_fields(prog, ios_base, span)?;
    write_uint(me, ios_at.offset_by(f.precision as i64), 8, 6, span)?;
    write_uint(
        me,
        ios_at.offset_by(f.flags as i64),
        4,
        u64::from(SKIPWS | DEC),
        span,
    )?;
    let imp = classic_impl(me, span)?;
    for name in ["_M_ctype", "_M_num_put", "_M_num_get"] {
        if let Some(at) = field(prog, ios_cls, name) {
            write_ptr(me, ios_at.offset_by(at as i64), imp, span)?;
        }
    }
    if let Some(at) = field(prog, ios_cls, "_M_streambuf") {
        write_ptr(me, ios_at.offset_by(at as i64), sb, span)?;
    }
    Ok(Some(slot))
}

/// A virtual I/O member of a standard stream's buffer.
#[derive(Clone, Copy, Debug)]
pub enum BufFn {
    Overflow,
    Xsputn,
    Sync,
    Underflow,
    Uflow,
}

pub fn classify(member: &str) -> Option<BufFn> {
    Some(match member {
        "overflow" => BufFn::Overflow,
        "xsputn" => BufFn::Xsputn,
        "sync" => BufFn::Sync,
        "underflow" => BufFn::Underflow,
        "uflow" => BufFn::Uflow,
        _ => return None,
    })
}

/// `kind` on the buffer `args[0]`, if it is a standard stream's.
pub fn call(me: &mut Interp<'_>, kind: BufFn, args: &[Val], span: Span) -> Option<Res<Val>> {
    let this = args.first()?.as_ptr();
    let h = me.streams.std_bufs.iter().find(|(b, _)| *b == this)?.1;
    let arg = |i: usize| args.get(i).map_or(0, Val::as_int);
    Some(match kind {
        BufFn::Overflow => {
            let c = arg(1);
            if c == super::buf::EOF {
                Ok(Val::Int(0))
            } else {
                crate::io::stdio::put(me, h, &[c as u8], "fputc", span).map(|()| Val::Int(c))
            }
        }
        BufFn::Xsputn => {
            let n = arg(2).max(0) as u64;
            let p = args.get(1).map_or(Ptr::NULL, Val::as_ptr);
            match me.mem.read(p, n, true) {
                Ok(b) => {
                    let b = b.to_vec();
                    crate::io::stdio::put(me, h, &b, "fwrite", span)
                        .map(|()| Val::Int(i128::from(n)))
                }
                Err(f) => Err(diag::fault(span, &f)),
            }
        }
        BufFn::Sync => Ok(Val::Int(0)),
        BufFn::Uflow => crate::io::stdio::getc(me, h, "getc", span),
        BufFn::Underflow => crate::io::stdio::getc(me, h, "getc", span).and_then(|c| {
            crate::io::stdio::ungetc(me, c.as_int(), h, span)?;
            Ok(c)
        }),
    })
}
