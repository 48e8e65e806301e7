//! Literals: numbers get their C++ type from value, base and suffix
//! ([lex.icon] table); characters and strings are decoded by
//! `lexer::literal` (string pieces concatenated here).

use super::{Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::literal::{self, Encoding, FloatSuffix, IntWidth, NumberLiteral};
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    pub fn number(&mut self, x: &'a ast::Expr<'a>) -> R<ExprId> {
        let text = self.sm.snippet(x.span).unwrap_or("0");
        let lit = match literal::parse_number(text) {
            Ok(l) => l,
            Err(e) => {
                let d = lexer::diagnostics::literal_error(&e, x.span, text.len());
                return Err(self.report(d));
            }
        };
        match lit {
            NumberLiteral::Float(f) => {
                if f.ud_suffix.is_some() {
                    return Err(self.report(diag::unsupported(x.span, "a user-defined literal")));
                }
                let k = match f.suffix {
                    FloatSuffix::F => FloatKind::Float,
                    FloatSuffix::None => FloatKind::Double,
                    FloatSuffix::L => FloatKind::LongDouble,
                };
                let t = self.b.float_ty(k);
                if k == FloatKind::LongDouble {
                    // The literal read again at 64 bits of significand
                    // (strtold), not rounded through `double`.
                    let digits: String = text
                        .trim_end_matches(['l', 'L'])
                        .chars()
                        .filter(|&c| c != '\'')
                        .collect();
                    let v = f80::F80::parse(&digits).unwrap_or_else(|| f80::F80::from_f64(f.value));
                    return Ok(self.b.long_double_lit(v, t, x.span));
                }
                let v = if k == FloatKind::Float {
                    f.value as f32 as f64
                } else {
                    f.value
                };
                Ok(self.b.float_lit(v, t, x.span))
            }
            NumberLiteral::Int(i) => {
                if i.ud_suffix.is_some() {
                    return Err(self.report(diag::unsupported(x.span, "a user-defined literal")));
                }
                use IntKind::*;
                let decimal = i.radix == 10;
                // Candidate types in order ([lex.icon] table 8).
                let cands: &[IntKind] = match (i.width, i.unsigned || i.size, decimal) {
                    (IntWidth::Int, false, true) => &[Int, Long, LongLong],
                    (IntWidth::Int, false, false) => &[Int, UInt, Long, ULong, LongLong, ULongLong],
                    (IntWidth::Int, true, _) => &[UInt, ULong, ULongLong],
                    (IntWidth::Long, false, true) => &[Long, LongLong],
                    (IntWidth::Long, false, false) => &[Long, ULong, LongLong, ULongLong],
                    (IntWidth::Long, true, _) => &[ULong, ULongLong],
                    (IntWidth::LongLong, false, true) => &[LongLong],
                    (IntWidth::LongLong, false, false) => &[LongLong, ULongLong],
                    (IntWidth::LongLong, true, _) => &[ULongLong],
                };
                let cands: Vec<IntKind> = if i.size && !i.unsigned {
                    vec![Long]
                } else if i.size {
                    vec![ULong]
                } else {
                    cands.to_vec()
                };
                let v = i.value;
                let fits = |k: IntKind| -> bool {
                    let bits = k.bits();
                    if k.is_signed() {
                        v < (1u128 << (bits - 1))
                    } else {
                        bits >= 128 || v < (1u128 << bits)
                    }
                };
                let kind = match cands.iter().copied().find(|k| fits(*k)) {
                    Some(k) => k,
                    // Too large for any signed candidate: clang makes a
                    // decimal literal `unsigned long long` with a warning.
                    None if v <= u64::MAX as u128 => ULongLong,
                    // `parse_number` rejects anything wider (lexer's error).
                    None => {
                        return Err(self.report(diag::unsupported(
                            x.span,
                            "an integer literal wider than 64 bits",
                        )))
                    }
                };
                let t = self.b.int_ty(kind);
                Ok(self.b.int_lit(v as i128, t, x.span))
            }
        }
    }

    pub fn char_lit(&mut self, x: &'a ast::Expr<'a>) -> R<ExprId> {
        let text = self.sm.snippet(x.span).unwrap_or("' '");
        let (c, errs) = literal::decode_char(text);
        if let Some(e) = errs.first() {
            let d = lexer::diagnostics::literal_error(e, x.span, text.len());
            return Err(self.report(d));
        }
        let k = match c.encoding {
            Encoding::Ordinary if c.multichar => IntKind::Int,
            Encoding::Ordinary => IntKind::Char,
            Encoding::Wide => IntKind::WChar,
            Encoding::Utf8 => IntKind::Char8,
            Encoding::Utf16 => IntKind::Char16,
            Encoding::Utf32 => IntKind::Char32,
        };
        let t = self.b.int_ty(k);
        let v = super::wrap_int(self.b.types(), t, c.value as i128);
        Ok(self.b.int_lit(v, t, x.span))
    }

    /// The bytes of a (concatenated) ordinary string literal, NUL included.
    pub fn string_bytes(&mut self, x: &'a ast::Expr<'a>) -> R<Vec<u8>> {
        let s = self.decoded_string(x)?;
        if s.encoding != Encoding::Ordinary && s.encoding != Encoding::Utf8 {
            return Err(self.report(diag::unsupported(x.span, "a wide string literal here")));
        }
        let mut bytes = s.bytes();
        bytes.push(0);
        Ok(bytes)
    }

    /// A (concatenated) string literal, decoded.
    fn decoded_string(&mut self, x: &'a ast::Expr<'a>) -> R<literal::StringLiteral> {
        let ast::ExprKind::String(pieces) = x.kind else {
            return Err(self.report(diag::unsupported(x.span, "a non-literal string")));
        };
        let mut parts = Vec::with_capacity(pieces.len());
        for p in pieces {
            let text = self.sm.snippet(p.span).unwrap_or("\"\"");
            let (s, errs) = literal::decode_string(text);
            if let Some(e) = errs.first() {
                let d = lexer::diagnostics::literal_error(e, p.span, text.len());
                return Err(self.report(d));
            }
            parts.push(s);
        }
        let s = match literal::concat_strings(&parts) {
            Ok(s) => s,
            Err((i, kind)) => {
                let span = pieces.get(i).map_or(x.span, |p| p.span);
                let e = literal::LiteralError { kind, lo: 0, hi: 0 };
                return Err(self.report(lexer::diagnostics::literal_error(&e, span, 0)));
            }
        };
        Ok(s)
    }

    /// The text of a string literal (for `static_assert` messages).
    pub fn string_text(&mut self, x: &'a ast::Expr<'a>) -> R<String> {
        let mut b = self.string_bytes(x)?;
        b.pop();
        Ok(String::from_utf8_lossy(&b).into_owned())
    }

    /// A string literal expression: an lvalue of type `const char[N]`.
    pub fn string_expr(&mut self, bytes: Vec<u8>, span: lexer::source::Span) -> ExprId {
        let c = self.b.int_ty(IntKind::Char);
        let cc = self.b.const_of(c);
        let ty = self.b.array(cc, bytes.len() as u64);
        self.b
            .expr(ExprKind::Str(bytes), ty, ValueCategory::LValue, span)
    }

    /// A string constant the interpreter computed: a `char` array, or for
    /// wider code units an array of the pointer's element type.
    pub fn string_expr_of(
        &mut self,
        bytes: Vec<u8>,
        unit: u8,
        elem: Option<TypeId>,
        span: lexer::source::Span,
    ) -> ExprId {
        let wide = elem
            .map(|e| self.b.types().unqualified(e))
            .filter(|&e| unit > 1 && self.b.types().size_of(e) == Some(u64::from(unit)));
        let Some(e) = wide else {
            return self.string_expr(bytes, span);
        };
        let cc = self.b.const_of(e);
        let ty = self.b.array(cc, bytes.len() as u64 / u64::from(unit));
        self.b
            .expr(ExprKind::Str(bytes), ty, ValueCategory::LValue, span)
    }

    pub fn string_lit(&mut self, x: &'a ast::Expr<'a>) -> R<ExprId> {
        let s = self.decoded_string(x)?;
        let k = match s.encoding {
            // `u8"..."` is `const char[N]` in C++17.
            Encoding::Ordinary | Encoding::Utf8 => {
                let mut bytes = s.bytes();
                bytes.push(0);
                return Ok(self.string_expr(bytes, x.span));
            }
            Encoding::Wide => IntKind::WChar,
            Encoding::Utf16 => IntKind::Char16,
            Encoding::Utf32 => IntKind::Char32,
        };
        // A wide literal is its code units' little-endian bytes (every
        // target is little-endian), typed as an array of its character type.
        let width = (s.encoding.unit_bits() / 8) as usize;
        let mut units = s.code_units();
        units.push(0);
        let bytes: Vec<u8> = units
            .iter()
            .flat_map(|u| u.to_le_bytes().into_iter().take(width))
            .collect();
        let c = self.b.int_ty(k);
        let cc = self.b.const_of(c);
        let ty = self.b.array(cc, units.len() as u64);
        Ok(self
            .b
            .expr(ExprKind::Str(bytes), ty, ValueCategory::LValue, x.span))
    }
}
