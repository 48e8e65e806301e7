//! The standard library's streams at compile time (`<sstream>`,
//! `<iostream>`, `<iomanip>`): what libstdc++ defines out of line in
//! libstdc++.so, or reaches through the locale's facets, implemented
//! natively one level above the facets. The headers' inline code and the
//! `.tcc` templates (string buffers, sentries of `ostream`, `clear`,
//! `__ostream_insert`, manipulators) run interpreted; the natives are
//! `ios_base`'s construction, the classic "C" locale (a locale is one
//! pointer, to a marker object: only the classic locale exists at compile
//! time), the cached facet pointers of `basic_ios`, `ctype<char>`'s
//! character mapping (the identity in the "C" locale), and the numeric
//! insertion and extraction (`ostream::_M_insert<T>`,
//! `istream::_M_extract<T>`) as [facet.num.put.virtuals] and
//! [facet.num.get.virtuals] specify them for the "C" locale.
//!
//! Some of these functions have bodies in the headers (`_M_cache_locale`,
//! the `_M_insert` templates, `ctype<char>::widen`) that would reach the
//! facets' out-of-line parts, so they are intercepted before their body
//! runs (`intercept`).

mod buf;
mod file;
mod layout;
mod numget;
mod numput;
mod standard;
mod text;

pub use standard::library_global;

use crate::interp::Interp;
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;

type Res<T> = Result<T, Diagnostic>;

/// The compile-time classic locale: its implementation's marker object
/// and `locale::classic()`'s object, created on first use.
#[derive(Default)]
pub struct StreamState {
    pub classic_impl: Option<crate::memory::Ptr>,
    pub classic_locale: Option<crate::memory::Ptr>,
    /// The standard streams' buffers and their stdio handles.
    pub std_bufs: Vec<(crate::memory::Ptr, crate::memory::Ptr)>,
    /// Open file buffers (by their `_M_file` member) and their handles.
    pub files: crate::fxhash::FxHashMap<crate::memory::Ptr, crate::memory::Ptr>,
    /// Each file buffer's one-character get area.
    pub file_cells: crate::fxhash::FxHashMap<crate::memory::Ptr, crate::memory::Ptr>,
    /// The program's last call opening a file stream.
    pub open_site: Option<Span>,
}

/// A stream function implemented natively.
#[derive(Clone, Copy, Debug)]
pub enum StreamFn {
    IosBaseCtor,
    NoOp,
    IosBaseInit,
    LocaleDefault,
    LocaleCopy,
    LocaleAssign,
    LocaleClassic,
    CacheLocale,
    /// `ctype<char>::widen`/`narrow` of one character (the identity).
    CharMap,
    /// `ctype<char>::is(mask, c)` of one character.
    CharIs,
    Insert,
    Extract,
    IstreamSentry,
    UncaughtException,
    /// `operator>>(istream&, string&)`.
    ReadWord,
    /// `getline(istream&, string&, char)`.
    ReadLine,
    /// A virtual member of `basic_streambuf<char>`, native for the
    /// standard streams' buffers.
    StdBuf(standard::BufFn),
    /// A member of `basic_filebuf<char>` (or `__basic_file<char>::is_open`).
    File(file::FileFn),
    /// `has_facet<F>(loc)`: the compile-time classic locale offers no
    /// facet objects to code that asks (file buffers then convert nothing).
    NoFacet,
    /// A file stream's constructor or `open` (run interpreted): where the
    /// program asked for the file, which relative paths resolve against.
    FileEntry,
}

fn classify(prog: &Program, f: FuncId) -> Option<StreamFn> {
    let func = prog.func(f);
    let name = func.name.as_str();
    if !name.starts_with("std::") {
        return None;
    }
    const OS: &str = "std::basic_ostream<char, std::char_traits<char>>::";
    const IS: &str = "std::basic_istream<char, std::char_traits<char>>::";
    const FB: &str = "std::basic_filebuf<char, std::char_traits<char>>::";
    const SB: &str = "std::basic_streambuf<char, std::char_traits<char>>::";
    let n = func.params.len();
    Some(match name {
        "std::ios_base::ios_base" if n == 1 => StreamFn::IosBaseCtor,
        "std::ios_base::~ios_base" | "std::locale::~locale" => StreamFn::NoOp,
        "std::ios_base::_M_init" => StreamFn::IosBaseInit,
        "std::locale::locale" if n == 1 => StreamFn::LocaleDefault,
        "std::locale::locale" if n == 2 && is_locale_ref(prog, func.params[1]) => {
            StreamFn::LocaleCopy
        }
        "std::locale::operator=" => StreamFn::LocaleAssign,
        "std::locale::classic" => StreamFn::LocaleClassic,
        "std::basic_ios<char, std::char_traits<char>>::_M_cache_locale" => StreamFn::CacheLocale,
        "std::ctype<char>::widen" | "std::ctype<char>::narrow"
            if (2..=3).contains(&n)
                && prog.types.int_bits(prog.var(func.params[1]).ty) == Some(8) =>
        {
            StreamFn::CharMap
        }
        "std::ctype<char>::is" if n == 3 => StreamFn::CharIs,
        "std::uncaught_exception" | "std::uncaught_exceptions" => StreamFn::UncaughtException,
        _ if name.starts_with(OS) && &name[OS.len()..] == "_M_insert" => StreamFn::Insert,
        _ if name.starts_with(IS) && &name[IS.len()..] == "_M_extract" => StreamFn::Extract,
        // `operator>>(short&)` and `(int&)` go through `num_get` for a long
        // and check its range; extracting the type itself is the same.
        _ if name.starts_with(IS)
            && &name[IS.len()..] == "operator>>"
            && n == 2
            && is_small_signed_ref(prog, func.params[1]) =>
        {
            StreamFn::Extract
        }
        _ if name.starts_with(IS) && &name[IS.len()..] == "sentry::sentry" && n == 3 => {
            StreamFn::IstreamSentry
        }
        _ if name.starts_with("std::operator>><char,")
            && n == 2
            && is_string_ref(prog, func.params[1]) =>
        {
            StreamFn::ReadWord
        }
        _ if name.starts_with("std::getline<char,")
            && n == 3
            && is_string_ref(prog, func.params[1]) =>
        {
            StreamFn::ReadLine
        }
        _ if name.starts_with(FB) => StreamFn::File(file::classify(prog, func, &name[FB.len()..])?),
        _ if [
            "std::basic_ifstream<char,",
            "std::basic_ofstream<char,",
            "std::basic_fstream<char,",
        ]
        .iter()
        .any(|p| name.starts_with(p))
            && (name.ends_with("::open") || func.kind == FuncKind::Constructor) =>
        {
            StreamFn::FileEntry
        }
        "std::__basic_file<char>::is_open" => StreamFn::File(file::FileFn::IsOpen),
        _ if name.starts_with("std::has_facet<") && n == 1 => StreamFn::NoFacet,
        _ if name.starts_with(SB) => StreamFn::StdBuf(standard::classify(&name[SB.len()..])?),
        _ => return None,
    })
}

fn is_string_ref(prog: &Program, p: VarId) -> bool {
    let t = &prog.types;
    let Type::Reference { referent, .. } = t.kind(prog.var(p).ty) else {
        return false;
    };
    matches!(t.kind(t.unqualified(*referent)), Type::Struct(s) if t.structs[*s].name.contains("basic_string<char"))
}

fn is_small_signed_ref(prog: &Program, p: VarId) -> bool {
    let t = &prog.types;
    let Type::Reference { referent, .. } = t.kind(prog.var(p).ty) else {
        return false;
    };
    matches!(
        t.kind(t.unqualified(*referent)),
        Type::Int(IntKind::Short | IntKind::Int)
    )
}

fn is_locale_ref(prog: &Program, p: VarId) -> bool {
    let t = &prog.types;
    let Type::Reference { referent, .. } = t.kind(prog.var(p).ty) else {
        return false;
    };
    let r = t.unqualified(*referent);
    matches!(t.kind(r), Type::Struct(s) if t.structs[*s].name.ends_with("locale"))
}

/// The native implementation of the stream function `f`, if it is one;
/// called before a function's body runs.
pub fn intercept(
    me: &mut Interp<'_>,
    prog: &Program,
    f: FuncId,
    args: &[Val],
    span: Span,
) -> Option<Res<Val>> {
    let kind = match me.stream_fns.get(&f) {
        Some(k) => (*k)?,
        None => {
            let k = classify(prog, f);
            me.stream_fns.insert(f, k);
            k?
        }
    };
    if let StreamFn::FileEntry = kind {
        if !me.io.in_system_header(span) {
            me.streams.open_site = Some(span);
        }
        return None;
    }
    if let StreamFn::StdBuf(b) = kind {
        return standard::call(me, b, args, span);
    }
    let ptr = |i: usize| args.get(i).map_or(crate::memory::Ptr::NULL, Val::as_ptr);
    let this = ptr(0);
    Some(match kind {
        StreamFn::NoOp => Ok(Val::Void),
        StreamFn::IosBaseCtor => layout::ios_base_ctor(me, prog, f, this, span).map(|()| Val::Void),
        StreamFn::IosBaseInit => layout::ios_base_init(me, prog, f, this, span).map(|()| Val::Void),
        StreamFn::LocaleDefault => layout::classic_impl(me, span)
            .and_then(|imp| layout::write_ptr(me, this, imp, span))
            .map(|()| Val::Void),
        StreamFn::LocaleCopy => layout::read_ptr(me, ptr(1), span)
            .and_then(|imp| layout::write_ptr(me, this, imp, span))
            .map(|()| Val::Void),
        StreamFn::LocaleAssign => layout::read_ptr(me, ptr(1), span)
            .and_then(|imp| layout::write_ptr(me, this, imp, span))
            .map(|()| Val::Ptr(this)),
        StreamFn::LocaleClassic => layout::classic_locale(me, span).map(Val::Ptr),
        StreamFn::CacheLocale => layout::cache_facets(me, prog, f, this, span).map(|()| Val::Void),
        StreamFn::CharMap => Ok(args.get(1).cloned().unwrap_or(Val::Int(0))),
        StreamFn::CharIs => {
            let mask = args.get(1).map_or(0, Val::as_int);
            let c = args.get(2).map_or(0, Val::as_int) as u8;
            Ok(Val::Int(i128::from(
                layout::ctype_mask(c) & mask as u32 != 0,
            )))
        }
        StreamFn::UncaughtException => Ok(Val::Int(0)),
        StreamFn::Insert => numput::insert(me, prog, f, args, span).map(|()| Val::Ptr(this)),
        StreamFn::Extract => numget::extract(me, prog, f, args, span).map(|()| Val::Ptr(this)),
        StreamFn::ReadWord => text::word(me, prog, f, args, span).map(|()| Val::Ptr(this)),
        StreamFn::ReadLine => text::line(me, prog, f, args, span).map(|()| Val::Ptr(this)),
        StreamFn::IstreamSentry => numget::sentry(me, prog, f, args, span).map(|()| Val::Void),
        StreamFn::StdBuf(_) => return None,
        StreamFn::File(k) => file::call(me, prog, f, k, args, span),
        StreamFn::NoFacet => Ok(Val::Int(0)),
        StreamFn::FileEntry => return None,
    })
}
