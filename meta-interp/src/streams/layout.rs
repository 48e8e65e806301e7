//! Where the stream classes keep their state, found by member name in
//! sema's layout of the real libstdc++ classes, and the state changes
//! every stream operation shares (`setstate` with the exceptions mask).

use super::Res;
use crate::diagnostics as diag;
use crate::interp::Interp;
use crate::memory::{AllocKind, Ptr};
use lexer::source::Span;
use sema::program::*;

// libstdc++'s `_Ios_Fmtflags` and `_Ios_Iostate` bits.
pub const BOOLALPHA: u32 = 1 << 0;
pub const DEC: u32 = 1 << 1;
pub const FIXED: u32 = 1 << 2;
pub const HEX: u32 = 1 << 3;
pub const INTERNAL: u32 = 1 << 4;
pub const LEFT: u32 = 1 << 5;
pub const OCT: u32 = 1 << 6;
pub const SCIENTIFIC: u32 = 1 << 8;
pub const SHOWBASE: u32 = 1 << 9;
pub const SHOWPOINT: u32 = 1 << 10;
pub const SHOWPOS: u32 = 1 << 11;
pub const SKIPWS: u32 = 1 << 12;
pub const UPPERCASE: u32 = 1 << 14;
pub const BADBIT: u32 = 1;
pub const EOFBIT: u32 = 2;
pub const FAILBIT: u32 = 4;

/// glibc's classification table entry of `c` in the "C" locale, the
/// `ctype_base::mask` bits (`_ISbit` of glibc's bit numbers on a
/// little-endian machine).
pub fn ctype_mask(c: u8) -> u32 {
    let bit = |b: u32| if b < 8 { (1 << b) << 8 } else { (1 << b) >> 8 };
    let mut m = 0;
    let mut set = |on: bool, b: u32| {
        if on {
            m |= bit(b);
        }
    };
    set(c.is_ascii_uppercase(), 0);
    set(c.is_ascii_lowercase(), 1);
    set(c.is_ascii_alphabetic(), 2);
    set(c.is_ascii_digit(), 3);
    set(c.is_ascii_hexdigit(), 4);
    set(matches!(c, b' ' | b'\t'..=b'\r'), 5);
    set((0x20..0x7f).contains(&c), 6);
    set((0x21..0x7f).contains(&c), 7);
    set(c == b' ' || c == b'\t', 8);
    set(c < 0x20 || c == 0x7f, 9);
    set(c.is_ascii_punctuation(), 10);
    set(c.is_ascii_alphanumeric(), 11);
    m
}

pub fn read_ptr(me: &mut Interp<'_>, at: Ptr, span: Span) -> Res<Ptr> {
    read_uint(me, at, 8, span).map(Ptr)
}

pub fn write_ptr(me: &mut Interp<'_>, at: Ptr, v: Ptr, span: Span) -> Res<()> {
    write_uint(me, at, 8, v.0, span)
}

pub fn read_uint(me: &mut Interp<'_>, at: Ptr, len: u64, span: Span) -> Res<u64> {
    let b = me
        .mem
        .read(at, len, true)
        .map_err(|f| diag::fault(span, &f))?;
    let mut buf = [0u8; 8];
    buf[..len as usize].copy_from_slice(b);
    Ok(u64::from_le_bytes(buf))
}

pub fn write_uint(me: &mut Interp<'_>, at: Ptr, len: u64, v: u64, span: Span) -> Res<()> {
    me.mem
        .write(at, &v.to_le_bytes()[..len as usize])
        .map_err(|f| diag::fault(span, &f))
}

/// The offset of data member `name` of class `s` or of one of its
/// non-virtual bases.
pub fn field(prog: &Program, s: StructId, name: &str) -> Option<u64> {
    let d = &prog.types.structs[s];
    if let Some(f) = d.fields.iter().find(|f| f.name == name) {
        return Some(f.offset);
    }
    d.bases
        .iter()
        .filter(|b| !b.is_virtual)
        .find_map(|b| field(prog, b.class, name).map(|o| o + b.offset))
}

fn field_or(prog: &Program, s: StructId, name: &str, span: Span) -> Res<u64> {
    field(prog, s, name).ok_or_else(|| {
        diag::undefined_function(span, &format!("{}::{name}", prog.types.structs[s].name))
    })
}

/// The marker object every compile-time locale points to: the classic
/// "C" locale's implementation (created on first use; never freed).
pub fn classic_impl(me: &mut Interp<'_>, span: Span) -> Res<Ptr> {
    if let Some(p) = me.streams.classic_impl {
        return Ok(p);
    }
    let p = me
        .mem
        .alloc(8, AllocKind::Object)
        .map_err(|f| diag::fault(span, &f))?;
    me.mem.zero(p, 8).map_err(|f| diag::fault(span, &f))?;
    me.streams.classic_impl = Some(p);
    Ok(p)
}

/// `locale::classic()`'s object.
pub fn classic_locale(me: &mut Interp<'_>, span: Span) -> Res<Ptr> {
    if let Some(p) = me.streams.classic_locale {
        return Ok(p);
    }
    let imp = classic_impl(me, span)?;
    let p = me
        .mem
        .alloc(8, AllocKind::Object)
        .map_err(|f| diag::fault(span, &f))?;
    write_ptr(me, p, imp, span)?;
    me.streams.classic_locale = Some(p);
    Ok(p)
}

/// The class of member function `f`; a native member without one (a
/// header whose layout is not the expected one) is undefined here.
fn class_of(prog: &Program, f: FuncId, span: Span) -> Res<StructId> {
    prog.func(f)
        .class
        .ok_or_else(|| diag::undefined_function(span, &prog.func(f).name))
}

/// `ios_base::ios_base()`'s state for an `ios_base` of class `s` at
/// `this`: everything after the vptr zero, the in-object words, the
/// classic locale.
pub fn ios_base_fields(
    me: &mut Interp<'_>,
    prog: &Program,
    s: StructId,
    this: Ptr,
    span: Span,
) -> Res<()> {
    let size = prog.types.structs[s].size;
    me.mem
        .zero(this.offset_by(8), size.saturating_sub(8))
        .map_err(|e| diag::fault(span, &e))?;
    let local = field_or(prog, s, "_M_local_word", span)?;
    let size_at = field_or(prog, s, "_M_word_size", span)?;
    let word = field_or(prog, s, "_M_word", span)?;
    let loc = field_or(prog, s, "_M_ios_locale", span)?;
    write_uint(me, this.offset_by(size_at as i64), 4, 8, span)?;
    write_ptr(
        me,
        this.offset_by(word as i64),
        this.offset_by(local as i64),
        span,
    )?;
    let imp = classic_impl(me, span)?;
    write_ptr(me, this.offset_by(loc as i64), imp, span)
}

/// `ios_base::ios_base()`: no callbacks, the in-object words, the
/// classic locale (format state comes with `_M_init`).
pub fn ios_base_ctor(
    me: &mut Interp<'_>,
    prog: &Program,
    f: FuncId,
    this: Ptr,
    span: Span,
) -> Res<()> {
    let s = class_of(prog, f, span)?;
    ios_base_fields(me, prog, s, this, span)
}

/// `ios_base::_M_init()`: precision 6, width 0, `skipws | dec`.
pub fn ios_base_init(
    me: &mut Interp<'_>,
    prog: &Program,
    f: FuncId,
    this: Ptr,
    span: Span,
) -> Res<()> {
    let s = class_of(prog, f, span)?;
    let IosFields {
        precision,
        width,
        flags,
        ..
    } = ios_fields(prog, s, span)?;
    write_uint(me, this.offset_by(precision as i64), 8, 6, span)?;
    write_uint(me, this.offset_by(width as i64), 8, 0, span)?;
    write_uint(
        me,
        this.offset_by(flags as i64),
        4,
        u64::from(SKIPWS | DEC),
        span,
    )?;
    let loc = field_or(prog, s, "_M_ios_locale", span)?;
    let imp = classic_impl(me, span)?;
    write_ptr(me, this.offset_by(loc as i64), imp, span)
}

/// `basic_ios::_M_cache_locale`: the classic locale has every facet;
/// the cached pointers point to the locale's marker object, which only
/// the natives of this module use.
pub fn cache_facets(
    me: &mut Interp<'_>,
    prog: &Program,
    f: FuncId,
    this: Ptr,
    span: Span,
) -> Res<()> {
    let s = class_of(prog, f, span)?;
    let imp = classic_impl(me, span)?;
    for name in ["_M_ctype", "_M_num_put", "_M_num_get"] {
        let at = field_or(prog, s, name, span)?;
        write_ptr(me, this.offset_by(at as i64), imp, span)?;
    }
    Ok(())
}

/// Offsets in `ios_base` (or a class deriving from it non-virtually).
pub struct IosFields {
    pub precision: u64,
    pub width: u64,
    pub flags: u64,
    pub exceptions: u64,
    pub state: u64,
}

pub fn ios_fields(prog: &Program, s: StructId, span: Span) -> Res<IosFields> {
    Ok(IosFields {
        precision: field_or(prog, s, "_M_precision", span)?,
        width: field_or(prog, s, "_M_width", span)?,
        flags: field_or(prog, s, "_M_flags", span)?,
        exceptions: field_or(prog, s, "_M_exception", span)?,
        state: field_or(prog, s, "_M_streambuf_state", span)?,
    })
}

/// A stream seen through its `basic_ios` virtual base.
pub struct Ios {
    pub at: Ptr,
    pub f: IosFields,
    pub streambuf: u64,
    pub fill: u64,
    pub fill_init: u64,
}

/// The `basic_ios` of the stream `this` points to, whose class (a
/// `basic_ostream` or `basic_istream`) is `s`: its virtual base, at the
/// offset the object's vtable records.
pub fn ios_of(me: &mut Interp<'_>, prog: &Program, s: StructId, this: Ptr, span: Span) -> Res<Ios> {
    let d = &prog.types.structs[s];
    let Some(&(ios, slot)) = d.vbase_offset_slots.first() else {
        return Err(diag::undefined_function(
            span,
            &format!("{}::basic_ios", d.name),
        ));
    };
    let vptr = read_ptr(me, this, span)?;
    let off = read_uint(me, vptr.offset_by(slot), 8, span)? as i64;
    Ok(Ios {
        at: this.offset_by(off),
        f: ios_fields(prog, ios, span)?,
        streambuf: field_or(prog, ios, "_M_streambuf", span)?,
        fill: field_or(prog, ios, "_M_fill", span)?,
        fill_init: field_or(prog, ios, "_M_fill_init", span)?,
    })
}

impl Ios {
    pub fn get(&self, me: &mut Interp<'_>, off: u64, len: u64, span: Span) -> Res<u64> {
        read_uint(me, self.at.offset_by(off as i64), len, span)
    }
    pub fn set(&self, me: &mut Interp<'_>, off: u64, len: u64, v: u64, span: Span) -> Res<()> {
        write_uint(me, self.at.offset_by(off as i64), len, v, span)
    }
    pub fn flags(&self, me: &mut Interp<'_>, span: Span) -> Res<u32> {
        self.get(me, self.f.flags, 4, span).map(|v| v as u32)
    }
    pub fn state(&self, me: &mut Interp<'_>, span: Span) -> Res<u32> {
        self.get(me, self.f.state, 4, span).map(|v| v as u32)
    }
    pub fn rdbuf(&self, me: &mut Interp<'_>, span: Span) -> Res<Ptr> {
        self.get(me, self.streambuf, 8, span).map(Ptr)
    }
    /// The fill character (a space until one is set).
    pub fn fill_char(&self, me: &mut Interp<'_>, span: Span) -> Res<u8> {
        if self.get(me, self.fill_init, 1, span)? == 0 {
            self.set(me, self.fill, 1, u64::from(b' '), span)?;
            self.set(me, self.fill_init, 1, 1, span)?;
        }
        self.get(me, self.fill, 1, span).map(|v| v as u8)
    }
    /// `setstate(bits)`: an exception the exceptions mask asks for is the
    /// compile-time error `basic_ios::clear` raises.
    pub fn setstate(&self, me: &mut Interp<'_>, bits: u32, span: Span) -> Res<()> {
        let mut state = self.state(me, span)? | bits;
        if self.rdbuf(me, span)?.is_null() {
            state |= BADBIT;
        }
        self.set(me, self.f.state, 4, u64::from(state), span)?;
        let mask = self.get(me, self.f.exceptions, 4, span)? as u32;
        if mask & state != 0 {
            return Err(diag::uncaught_exception(
                span,
                "std::ios_base::failure",
                Some("basic_ios::clear: iostream error"),
            ));
        }
        Ok(())
    }
}
