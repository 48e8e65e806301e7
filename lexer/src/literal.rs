//! Literal classification and decoding, shared by the preprocessor (`#if`
//! arithmetic, `#include` names, `_Pragma`) and by the parser and sema.
//!
//! Every function takes a token's spelling (line splices already removed, see
//! [`crate::token::spelling`]) and never fails outright: it returns what it
//! could decode together with [`LiteralError`]s whose byte ranges are
//! relative to the spelling, so the caller can point a diagnostic at the
//! offending digit, suffix or escape sequence
//! ([`crate::diagnostics::literal_error`] turns one into a diagnostic).

/// What is wrong with a literal. The byte range `lo..hi` is relative to the
/// spelling passed in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiteralError {
    pub kind: LiteralErrorKind,
    pub lo: u32,
    pub hi: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiteralErrorKind {
    /// A digit that the base does not allow (`09`, `0b12`).
    InvalidDigit {
        digit: char,
        radix: u32,
    },
    /// A suffix that is neither standard nor a user-defined one.
    InvalidSuffix {
        suffix: String,
        floating: bool,
    },
    /// Larger than `unsigned long long`.
    TooLarge,
    ExponentHasNoDigits,
    HexFloatNeedsExponent,
    /// A `'` digit separator at the start or end of a digit sequence, or two
    /// in a row.
    MisplacedDigitSeparator,
    InvalidEscape {
        escape: String,
    },
    HexEscapeOutOfRange,
    OctalEscapeOutOfRange,
    /// `\u`/`\U` naming a surrogate, a value above U+10FFFF, or too few digits.
    InvalidUniversalCharacter,
    EmptyCharacter,
    /// A character that does not fit the literal's code unit (`u'😀'`).
    CharacterTooLarge,
    /// `u8'ab'`, `u'ab'`, `U'ab'`.
    MultipleCharactersInUnicodeLiteral,
    /// Concatenating `u"a" U"b"` (different prefixes).
    IncompatibleConcatenation,
    /// Concatenating `"a"_x "b"_y` (different user-defined suffixes).
    MismatchedUdSuffixes,
    /// A spelling that is not a literal of the expected kind at all.
    Malformed,
}

impl LiteralError {
    fn new(kind: LiteralErrorKind, lo: usize, hi: usize) -> LiteralError {
        LiteralError {
            kind,
            lo: lo as u32,
            hi: hi as u32,
        }
    }
}

// ---------------------------------------------------------------------------
// Numbers

/// `l`/`ll` on an integer literal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum IntWidth {
    #[default]
    Int,
    Long,
    LongLong,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntLiteral {
    pub value: u128,
    pub radix: u32,
    pub unsigned: bool,
    pub width: IntWidth,
    /// `z`/`Z` (C++23 `size_t` literals, accepted as an extension).
    pub size: bool,
    pub ud_suffix: Option<String>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FloatSuffix {
    /// `double`.
    #[default]
    None,
    /// `f`/`F`: `float`.
    F,
    /// `l`/`L`: `long double`.
    L,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FloatLiteral {
    pub value: f64,
    pub suffix: FloatSuffix,
    pub hex: bool,
    pub ud_suffix: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum NumberLiteral {
    Int(IntLiteral),
    Float(FloatLiteral),
}

/// Suffixes without a leading `_` that the standard library declares
/// (`<chrono>`, `<complex>`, `<string>`); any other must start with `_`.
const STD_UD_SUFFIXES: &[&str] = &[
    "h", "min", "s", "ms", "us", "ns", "y", "d", "i", "il", "if", "sv",
];

fn is_ud_suffix(s: &str) -> bool {
    s.starts_with('_') || STD_UD_SUFFIXES.contains(&s)
}

/// Reads a digit sequence (with `'` separators) from `i`; returns its end and
/// the digits without separators. Separators must sit between two digits.
fn digit_run(
    s: &[u8],
    mut i: usize,
    is_digit: impl Fn(u8) -> bool,
    errors: &mut Vec<LiteralError>,
) -> (usize, String) {
    let start = i;
    let mut digits = String::new();
    while i < s.len() {
        let c = s[i];
        if is_digit(c) {
            digits.push(c as char);
            i += 1;
        } else if c == b'\'' {
            let next_ok = s.get(i + 1).is_some_and(|&n| is_digit(n));
            if i == start || !next_ok {
                errors.push(LiteralError::new(
                    LiteralErrorKind::MisplacedDigitSeparator,
                    i,
                    i + 1,
                ));
            }
            i += 1;
        } else {
            break;
        }
    }
    (i, digits)
}

/// Classifies and evaluates a preprocessing number (`0x1Fu`, `1'000'000ll`,
/// `0b1010`, `017`, `1.5e3f`, `0x1.8p3`, `12_km`). The first error is
/// returned; the literal's value is then unusable.
pub fn parse_number(spelling: &str) -> Result<NumberLiteral, LiteralError> {
    let s = spelling.as_bytes();
    if s.is_empty() || !(s[0].is_ascii_digit() || s[0] == b'.') {
        return Err(LiteralError::new(LiteralErrorKind::Malformed, 0, s.len()));
    }
    let mut errors = Vec::new();
    let lower1 = s.get(1).map(|c| c.to_ascii_lowercase());
    let (radix, prefix) = match (s[0], lower1) {
        (b'0', Some(b'x')) => (16, 2),
        (b'0', Some(b'b')) => (2, 2),
        _ => (10, 0),
    };
    if radix == 16 {
        let (end, int_digits) = digit_run(s, prefix, |c| c.is_ascii_hexdigit(), &mut errors);
        let next = s.get(end).copied();
        if matches!(next, Some(b'.' | b'p' | b'P')) {
            return parse_hex_float(spelling, end, &int_digits, errors);
        }
        return finish_int(spelling, end, &int_digits, 16, prefix, errors);
    }
    if radix == 2 {
        let (end, digits) = digit_run(s, prefix, |c| c.is_ascii_digit(), &mut errors);
        if let Some(pos) = digits.bytes().position(|c| c > b'1') {
            // Point at the first bad digit, counting separators back in.
            let at = locate_digit(s, prefix, pos);
            return Err(LiteralError::new(
                LiteralErrorKind::InvalidDigit {
                    digit: digits.as_bytes()[pos] as char,
                    radix: 2,
                },
                at,
                at + 1,
            ));
        }
        return finish_int(spelling, end, &digits, 2, prefix, errors);
    }
    // Decimal or octal integer, or a decimal floating literal.
    let (end, int_digits) = digit_run(s, 0, |c| c.is_ascii_digit(), &mut errors);
    let next = s.get(end).copied();
    let exponent_follows = matches!(next, Some(b'e' | b'E'))
        && s.get(end + 1)
            .is_some_and(|&c| c.is_ascii_digit() || c == b'+' || c == b'-');
    if next == Some(b'.') || exponent_follows {
        return parse_dec_float(spelling, end, errors);
    }
    if int_digits.len() > 1 && int_digits.starts_with('0') {
        if let Some(pos) = int_digits.bytes().position(|c| c > b'7') {
            let at = locate_digit(s, 0, pos);
            return Err(LiteralError::new(
                LiteralErrorKind::InvalidDigit {
                    digit: int_digits.as_bytes()[pos] as char,
                    radix: 8,
                },
                at,
                at + 1,
            ));
        }
        return finish_int(spelling, end, &int_digits, 8, 0, errors);
    }
    finish_int(spelling, end, &int_digits, 10, 0, errors)
}

/// Byte index in `s` of the `n`-th digit after `from`, skipping separators.
fn locate_digit(s: &[u8], from: usize, n: usize) -> usize {
    let mut seen = 0;
    for (i, &c) in s.iter().enumerate().skip(from) {
        if c != b'\'' {
            if seen == n {
                return i;
            }
            seen += 1;
        }
    }
    s.len()
}

fn finish_int(
    spelling: &str,
    end: usize,
    digits: &str,
    radix: u32,
    prefix: usize,
    mut errors: Vec<LiteralError>,
) -> Result<NumberLiteral, LiteralError> {
    if digits.is_empty() {
        // `0x` with no digits: report the suffix that follows as invalid.
        let suffix = &spelling[prefix.min(spelling.len())..];
        return Err(LiteralError::new(
            LiteralErrorKind::InvalidSuffix {
                suffix: suffix.to_string(),
                floating: false,
            },
            prefix.saturating_sub(1),
            spelling.len(),
        ));
    }
    if let Some(e) = errors.drain(..).next() {
        return Err(e);
    }
    let suffix = &spelling[end..];
    let mut lit = IntLiteral {
        value: 0,
        radix,
        unsigned: false,
        width: IntWidth::Int,
        size: false,
        ud_suffix: None,
    };
    if !suffix.is_empty() && !parse_int_suffix(suffix, &mut lit) {
        if is_ud_suffix(suffix) {
            lit.ud_suffix = Some(suffix.to_string());
        } else {
            return Err(LiteralError::new(
                LiteralErrorKind::InvalidSuffix {
                    suffix: suffix.to_string(),
                    floating: false,
                },
                end,
                spelling.len(),
            ));
        }
    }
    let mut value: u128 = 0;
    for c in digits.chars() {
        let d = c.to_digit(radix).unwrap_or(0) as u128;
        value = match value
            .checked_mul(radix as u128)
            .and_then(|v| v.checked_add(d))
        {
            Some(v) => v,
            None => {
                return Err(LiteralError::new(
                    LiteralErrorKind::TooLarge,
                    0,
                    spelling.len(),
                ))
            }
        };
    }
    if value > u64::MAX as u128 {
        return Err(LiteralError::new(
            LiteralErrorKind::TooLarge,
            0,
            spelling.len(),
        ));
    }
    lit.value = value;
    Ok(NumberLiteral::Int(lit))
}

/// `u`, `l`, `ll`, `z` in any case and order (`ll` not `lL`), each at most once.
fn parse_int_suffix(suffix: &str, lit: &mut IntLiteral) -> bool {
    let s = suffix.as_bytes();
    let mut i = 0;
    let (mut seen_u, mut seen_l, mut seen_z) = (false, false, false);
    while i < s.len() {
        match s[i] {
            b'u' | b'U' if !seen_u => {
                seen_u = true;
                lit.unsigned = true;
                i += 1;
            }
            b'l' | b'L' if !seen_l && !seen_z => {
                seen_l = true;
                if s.get(i + 1) == Some(&s[i]) {
                    lit.width = IntWidth::LongLong;
                    i += 2;
                } else {
                    lit.width = IntWidth::Long;
                    i += 1;
                }
            }
            b'z' | b'Z' if !seen_z && !seen_l => {
                seen_z = true;
                lit.size = true;
                i += 1;
            }
            _ => {
                *lit = IntLiteral {
                    value: 0,
                    radix: lit.radix,
                    unsigned: false,
                    width: IntWidth::Int,
                    size: false,
                    ud_suffix: None,
                };
                return false;
            }
        }
    }
    true
}

fn float_suffix(spelling: &str, at: usize) -> Result<(FloatSuffix, Option<String>), LiteralError> {
    let suffix = &spelling[at..];
    match suffix {
        "" => Ok((FloatSuffix::None, None)),
        "f" | "F" => Ok((FloatSuffix::F, None)),
        "l" | "L" => Ok((FloatSuffix::L, None)),
        s if is_ud_suffix(s) => Ok((FloatSuffix::None, Some(s.to_string()))),
        s => Err(LiteralError::new(
            LiteralErrorKind::InvalidSuffix {
                suffix: s.to_string(),
                floating: true,
            },
            at,
            spelling.len(),
        )),
    }
}

/// Reads `[eEpP][+-]?digits` at `i`; returns (end, exponent as written).
fn exponent(
    s: &[u8],
    i: usize,
    errors: &mut Vec<LiteralError>,
) -> Result<(usize, i64), LiteralError> {
    let mut j = i + 1;
    let mut negative = false;
    if let Some(&c) = s.get(j) {
        if c == b'+' || c == b'-' {
            negative = c == b'-';
            j += 1;
        }
    }
    let (end, digits) = digit_run(s, j, |c| c.is_ascii_digit(), errors);
    if digits.is_empty() {
        return Err(LiteralError::new(
            LiteralErrorKind::ExponentHasNoDigits,
            i,
            end.max(i + 1),
        ));
    }
    // Saturate: an exponent this large already means zero or infinity.
    let mut value: i64 = 0;
    for c in digits.bytes() {
        value = (value * 10 + (c - b'0') as i64).min(1_000_000);
    }
    Ok((end, if negative { -value } else { value }))
}

fn parse_dec_float(
    spelling: &str,
    int_end: usize,
    mut errors: Vec<LiteralError>,
) -> Result<NumberLiteral, LiteralError> {
    let s = spelling.as_bytes();
    let mut i = int_end;
    let mut text: String = spelling[..int_end].chars().filter(|&c| c != '\'').collect();
    if s.get(i) == Some(&b'.') {
        text.push('.');
        let (end, frac) = digit_run(s, i + 1, |c| c.is_ascii_digit(), &mut errors);
        text.push_str(&frac);
        i = end;
    }
    if matches!(s.get(i), Some(b'e' | b'E')) {
        let (end, exp) = exponent(s, i, &mut errors)?;
        text.push_str(&format!("e{exp}"));
        i = end;
    }
    if let Some(e) = errors.into_iter().next() {
        return Err(e);
    }
    let (suffix, ud_suffix) = float_suffix(spelling, i)?;
    // Rust's parser reads "1.", ".5" and "1.e5"; a lone "." cannot reach here.
    let value = text
        .parse::<f64>()
        .map_err(|_| LiteralError::new(LiteralErrorKind::Malformed, 0, s.len()))?;
    Ok(NumberLiteral::Float(FloatLiteral {
        value,
        suffix,
        hex: false,
        ud_suffix,
    }))
}

fn parse_hex_float(
    spelling: &str,
    int_end: usize,
    int_digits: &str,
    mut errors: Vec<LiteralError>,
) -> Result<NumberLiteral, LiteralError> {
    let s = spelling.as_bytes();
    let mut i = int_end;
    let mut frac_digits = String::new();
    if s.get(i) == Some(&b'.') {
        let (end, frac) = digit_run(s, i + 1, |c| c.is_ascii_hexdigit(), &mut errors);
        frac_digits = frac;
        i = end;
    }
    if !matches!(s.get(i), Some(b'p' | b'P')) {
        return Err(LiteralError::new(
            LiteralErrorKind::HexFloatNeedsExponent,
            0,
            i.max(1),
        ));
    }
    let (end, exp) = exponent(s, i, &mut errors)?;
    if let Some(e) = errors.into_iter().next() {
        return Err(e);
    }
    if int_digits.is_empty() && frac_digits.is_empty() {
        return Err(LiteralError::new(LiteralErrorKind::Malformed, 0, s.len()));
    }
    let (suffix, ud_suffix) = float_suffix(spelling, end)?;
    // Keep the first 16 significant hex digits (64 bits) exactly; later
    // digits only scale (they are below f64 precision anyway).
    let mut mantissa: u64 = 0;
    let mut scale: i64 = exp;
    let mut kept = 0;
    let all = int_digits
        .chars()
        .map(|c| (c, false))
        .chain(frac_digits.chars().map(|c| (c, true)));
    for (c, fractional) in all {
        let d = c.to_digit(16).unwrap_or(0) as u64;
        if kept < 16 && (mantissa != 0 || d != 0) {
            mantissa = (mantissa << 4) | d;
            kept += 1;
            if fractional {
                scale -= 4;
            }
        } else if mantissa == 0 && d == 0 {
            if fractional {
                scale -= 4;
            }
        } else if !fractional {
            scale += 4;
        }
    }
    Ok(NumberLiteral::Float(FloatLiteral {
        value: scale_by_pow2(mantissa as f64, scale),
        suffix,
        hex: true,
        ud_suffix,
    }))
}

/// `x * 2^e` without overflowing the intermediate power.
fn scale_by_pow2(mut x: f64, mut e: i64) -> f64 {
    if x == 0.0 {
        return 0.0;
    }
    e = e.clamp(-4000, 4000);
    while e > 1000 {
        x *= 2f64.powi(1000);
        e -= 1000;
    }
    while e < -1000 {
        x *= 2f64.powi(-1000);
        e += 1000;
    }
    x * 2f64.powi(e as i32)
}

// ---------------------------------------------------------------------------
// Characters and strings

/// The encoding prefix of a character or string literal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// No prefix: the execution character set, UTF-8 in circle-rs.
    #[default]
    Ordinary,
    /// `L`: `wchar_t`, 32 bits (UTF-32) as on Linux.
    Wide,
    /// `u8`.
    Utf8,
    /// `u`: `char16_t`.
    Utf16,
    /// `U`: `char32_t`.
    Utf32,
}

impl Encoding {
    /// Width of one code unit in bits.
    pub fn unit_bits(self) -> u32 {
        match self {
            Encoding::Ordinary | Encoding::Utf8 => 8,
            Encoding::Utf16 => 16,
            Encoding::Wide | Encoding::Utf32 => 32,
        }
    }
    fn max_unit(self) -> u32 {
        match self.unit_bits() {
            8 => 0xFF,
            16 => 0xFFFF,
            _ => u32::MAX,
        }
    }
    pub fn prefix(self) -> &'static str {
        match self {
            Encoding::Ordinary => "",
            Encoding::Wide => "L",
            Encoding::Utf8 => "u8",
            Encoding::Utf16 => "u",
            Encoding::Utf32 => "U",
        }
    }
}

/// One element of a decoded literal: a character (from the source or a
/// universal character name), encoded according to the literal's encoding,
/// or a code unit given numerically by an octal or hex escape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StrElem {
    Char(char),
    Unit(u32),
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct StringLiteral {
    pub encoding: Encoding,
    pub elems: Vec<StrElem>,
    pub ud_suffix: Option<String>,
}

fn encode_into(encoding: Encoding, elem: StrElem, out: &mut Vec<u32>) {
    match elem {
        StrElem::Unit(u) => out.push(u),
        StrElem::Char(c) => match encoding.unit_bits() {
            8 => {
                let mut buf = [0u8; 4];
                out.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
            }
            16 => {
                let mut buf = [0u16; 2];
                out.extend(c.encode_utf16(&mut buf).iter().map(|&u| u32::from(u)));
            }
            _ => out.push(c as u32),
        },
    }
}

impl StringLiteral {
    /// The code units, without the terminating NUL.
    pub fn code_units(&self) -> Vec<u32> {
        let mut out = Vec::with_capacity(self.elems.len());
        for &e in &self.elems {
            encode_into(self.encoding, e, &mut out);
        }
        out
    }
    /// The bytes of an ordinary or `u8` literal (code units truncated to 8
    /// bits for the wider encodings), without the terminating NUL.
    pub fn bytes(&self) -> Vec<u8> {
        self.code_units().into_iter().map(|u| u as u8).collect()
    }
    /// The contents as text, for the preprocessor (`#include "..."`,
    /// `_Pragma`) and diagnostics; a numeric escape that is not valid UTF-8
    /// becomes U+FFFD.
    pub fn to_text(&self) -> String {
        String::from_utf8_lossy(&self.bytes_utf8()).into_owned()
    }
    fn bytes_utf8(&self) -> Vec<u8> {
        let mut out = Vec::new();
        for &e in &self.elems {
            match e {
                StrElem::Unit(u) if u < 0x100 => out.push(u as u8),
                StrElem::Unit(u) => {
                    let c = char::from_u32(u).unwrap_or('\u{FFFD}');
                    out.extend(c.to_string().bytes());
                }
                StrElem::Char(c) => out.extend(c.to_string().bytes()),
            }
        }
        out
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CharLiteral {
    pub encoding: Encoding,
    /// The value in the literal's type: an ordinary single-character literal
    /// is a (signed) `char`, so `'\xff'` is -1; a multicharacter one is an
    /// `int` built big-endian from its bytes, as GCC and clang do.
    pub value: i64,
    /// `'ab'`: an `int`, implementation-defined (sema may warn).
    pub multichar: bool,
    pub ud_suffix: Option<String>,
}

/// Splits `u8"..."_x` into (encoding, prefix length).
fn split_prefix(s: &str) -> (Encoding, usize) {
    if s.starts_with("u8") {
        (Encoding::Utf8, 2)
    } else if s.starts_with('u') {
        (Encoding::Utf16, 1)
    } else if s.starts_with('U') {
        (Encoding::Utf32, 1)
    } else if s.starts_with('L') {
        (Encoding::Wide, 1)
    } else {
        (Encoding::Ordinary, 0)
    }
}

/// Decodes the body `s[from..to]` of a (non-raw) literal, escapes included.
fn decode_body(
    s: &str,
    from: usize,
    to: usize,
    encoding: Encoding,
    errors: &mut Vec<LiteralError>,
) -> Vec<StrElem> {
    let bytes = s.as_bytes();
    let mut out = Vec::new();
    let mut i = from;
    while i < to {
        if bytes[i] != b'\\' {
            let c = s[i..to].chars().next().unwrap_or('\u{FFFD}');
            out.push(StrElem::Char(c));
            i += c.len_utf8();
            continue;
        }
        let esc_start = i;
        i += 1;
        let Some(&e) = bytes.get(i).filter(|_| i < to) else {
            errors.push(LiteralError::new(
                LiteralErrorKind::InvalidEscape {
                    escape: "\\".into(),
                },
                esc_start,
                i,
            ));
            break;
        };
        let simple = match e {
            b'\'' => Some(0x27),
            b'"' => Some(0x22),
            b'?' => Some(0x3F),
            b'\\' => Some(0x5C),
            b'a' => Some(0x07),
            b'b' => Some(0x08),
            b'f' => Some(0x0C),
            b'n' => Some(0x0A),
            b'r' => Some(0x0D),
            b't' => Some(0x09),
            b'v' => Some(0x0B),
            // GNU extension, common in terminal code.
            b'e' => Some(0x1B),
            _ => None,
        };
        if let Some(v) = simple {
            out.push(StrElem::Char(char::from(v)));
            i += 1;
            continue;
        }
        match e {
            b'0'..=b'7' => {
                let mut v = 0u32;
                let mut n = 0;
                while n < 3 && i < to && (b'0'..=b'7').contains(&bytes[i]) {
                    v = v * 8 + (bytes[i] - b'0') as u32;
                    i += 1;
                    n += 1;
                }
                if v > encoding.max_unit() {
                    errors.push(LiteralError::new(
                        LiteralErrorKind::OctalEscapeOutOfRange,
                        esc_start,
                        i,
                    ));
                }
                out.push(StrElem::Unit(v & encoding.max_unit()));
            }
            b'x' => {
                i += 1;
                let digits_start = i;
                let mut v: u64 = 0;
                while i < to && bytes[i].is_ascii_hexdigit() {
                    v = (v << 4 | (bytes[i] as char).to_digit(16).unwrap_or(0) as u64)
                        .min(u64::from(u32::MAX) + 1);
                    i += 1;
                }
                if i == digits_start {
                    errors.push(LiteralError::new(
                        LiteralErrorKind::InvalidEscape {
                            escape: "\\x".into(),
                        },
                        esc_start,
                        i,
                    ));
                } else if v > u64::from(encoding.max_unit()) {
                    errors.push(LiteralError::new(
                        LiteralErrorKind::HexEscapeOutOfRange,
                        esc_start,
                        i,
                    ));
                }
                out.push(StrElem::Unit((v as u32) & encoding.max_unit()));
            }
            b'u' | b'U' => {
                let want = if e == b'u' { 4 } else { 8 };
                i += 1;
                let digits_start = i;
                let mut v: u32 = 0;
                while i < to && i - digits_start < want && bytes[i].is_ascii_hexdigit() {
                    v = v << 4 | (bytes[i] as char).to_digit(16).unwrap_or(0);
                    i += 1;
                }
                match char::from_u32(v).filter(|_| i - digits_start == want) {
                    Some(c) => out.push(StrElem::Char(c)),
                    None => {
                        errors.push(LiteralError::new(
                            LiteralErrorKind::InvalidUniversalCharacter,
                            esc_start,
                            i,
                        ));
                        out.push(StrElem::Char('\u{FFFD}'));
                    }
                }
            }
            _ => {
                let c = s[i..to].chars().next().unwrap_or('\u{FFFD}');
                i += c.len_utf8();
                errors.push(LiteralError::new(
                    LiteralErrorKind::InvalidEscape {
                        escape: format!("\\{c}"),
                    },
                    esc_start,
                    i,
                ));
                out.push(StrElem::Char(c));
            }
        }
    }
    out
}

/// The user-defined suffix after the closing quote at `close`, if any.
fn ud_suffix_after(s: &str, close: usize) -> Option<String> {
    let rest = s.get(close + 1..).unwrap_or("");
    (!rest.is_empty()).then(|| rest.to_string())
}

/// Decodes a string literal spelling, ordinary or raw, with any prefix and
/// user-defined suffix.
pub fn decode_string(spelling: &str) -> (StringLiteral, Vec<LiteralError>) {
    let (encoding, plen) = split_prefix(spelling);
    let mut errors = Vec::new();
    let mut lit = StringLiteral {
        encoding,
        ..Default::default()
    };
    let rest = &spelling[plen..];
    if let Some(raw) = rest.strip_prefix("R\"") {
        // R"delim( ... )delim"suffix: contents verbatim.
        let Some(open) = raw.find('(') else {
            errors.push(LiteralError::new(
                LiteralErrorKind::Malformed,
                0,
                spelling.len(),
            ));
            return (lit, errors);
        };
        let delim = &raw[..open];
        let closing = format!("){delim}\"");
        let body_start = plen + 2 + open + 1;
        match spelling.rfind(&closing).filter(|&c| c >= body_start) {
            Some(close) => {
                lit.elems = spelling[body_start..close]
                    .chars()
                    .map(StrElem::Char)
                    .collect();
                lit.ud_suffix = ud_suffix_after(spelling, close + closing.len() - 1);
            }
            None => errors.push(LiteralError::new(
                LiteralErrorKind::Malformed,
                0,
                spelling.len(),
            )),
        }
        return (lit, errors);
    }
    let Some(close) = spelling
        .rfind('"')
        .filter(|&c| c > plen && rest.starts_with('"'))
    else {
        errors.push(LiteralError::new(
            LiteralErrorKind::Malformed,
            0,
            spelling.len(),
        ));
        return (lit, errors);
    };
    lit.elems = decode_body(spelling, plen + 1, close, encoding, &mut errors);
    lit.ud_suffix = ud_suffix_after(spelling, close);
    (lit, errors)
}

/// Decodes a character literal spelling with any prefix and suffix.
pub fn decode_char(spelling: &str) -> (CharLiteral, Vec<LiteralError>) {
    let (encoding, plen) = split_prefix(spelling);
    let mut errors = Vec::new();
    let mut lit = CharLiteral {
        encoding,
        value: 0,
        multichar: false,
        ud_suffix: None,
    };
    let Some(close) = spelling
        .rfind('\'')
        .filter(|&c| c > plen && spelling[plen..].starts_with('\''))
    else {
        errors.push(LiteralError::new(
            LiteralErrorKind::Malformed,
            0,
            spelling.len(),
        ));
        return (lit, errors);
    };
    lit.ud_suffix = ud_suffix_after(spelling, close);
    let elems = decode_body(spelling, plen + 1, close, encoding, &mut errors);
    if elems.is_empty() {
        errors.push(LiteralError::new(
            LiteralErrorKind::EmptyCharacter,
            0,
            close + 1,
        ));
        return (lit, errors);
    }
    let mut units = Vec::new();
    for &e in &elems {
        encode_into(encoding, e, &mut units);
    }
    match encoding {
        Encoding::Ordinary => {
            if units.len() == 1 {
                lit.value = i64::from(units[0] as u8 as i8);
            } else {
                lit.multichar = true;
                let v = units
                    .iter()
                    .fold(0u32, |acc, &u| acc.wrapping_shl(8) | (u & 0xFF));
                lit.value = i64::from(v as i32);
            }
        }
        Encoding::Wide => {
            // Extra characters are ignored (clang warns); keep the first.
            lit.value = i64::from(units[0] as i32);
        }
        Encoding::Utf8 | Encoding::Utf16 | Encoding::Utf32 => {
            if elems.len() > 1 {
                errors.push(LiteralError::new(
                    LiteralErrorKind::MultipleCharactersInUnicodeLiteral,
                    0,
                    close + 1,
                ));
            } else if units.len() > 1 {
                errors.push(LiteralError::new(
                    LiteralErrorKind::CharacterTooLarge,
                    0,
                    close + 1,
                ));
            }
            lit.value = i64::from(units[0]);
        }
    }
    (lit, errors)
}

/// Concatenates adjacent string literals (translation phase 6): an
/// unprefixed piece takes the others' encoding; two different prefixes, or
/// two different user-defined suffixes, are an error. On error the index of
/// the offending piece is returned.
pub fn concat_strings(parts: &[StringLiteral]) -> Result<StringLiteral, (usize, LiteralErrorKind)> {
    let mut out = StringLiteral::default();
    for (i, p) in parts.iter().enumerate() {
        if p.encoding != Encoding::Ordinary {
            if out.encoding != Encoding::Ordinary && out.encoding != p.encoding {
                return Err((i, LiteralErrorKind::IncompatibleConcatenation));
            }
            out.encoding = p.encoding;
        }
        if let Some(s) = &p.ud_suffix {
            if out.ud_suffix.as_ref().is_some_and(|o| o != s) {
                return Err((i, LiteralErrorKind::MismatchedUdSuffixes));
            }
            out.ud_suffix = Some(s.clone());
        }
        out.elems.extend_from_slice(&p.elems);
    }
    Ok(out)
}

#[cfg(test)]
#[path = "literal_tests.rs"]
mod tests;
