//! Circle's `@type_id(s)`: the type a compile-time string spells, as a
//! type-specifier (`@type_id("int[5]") a;`, `@type_id(s)` with a meta
//! `std::string s`). The string is a type-id read here: cv-qualifiers,
//! fundamental type words, a possibly qualified name found by ordinary
//! lookup where `@type_id` is translated, then an abstract declarator
//! (`*`, `&`, `&&`, `[N]`, `(parameters)`, parentheses for grouping).
//! Template-ids are not read (their arguments would need the parser).

use super::{Translator, R};
use crate::program::*;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use parser::ast::{self, BuiltinType};

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Word(String),
    Num(u64),
    Punct(&'static str),
}

/// One derivation of an abstract declarator, in application order.
enum Deriv {
    Pointer(ast::Cv),
    Ref(bool),
    Array(u64),
    Function(Vec<TypeId>, bool),
}

struct Reader {
    toks: Vec<Tok>,
    pos: usize,
}

impl Reader {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }
    fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(), Some(Tok::Punct(q)) if *q == p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
}

const PUNCT: &[&str] = &[
    "...", "::", "&&", "*", "&", "(", ")", "[", "]", ",", "<", ">",
];

fn tokenize(s: &str) -> Result<Vec<Tok>, String> {
    let b = s.as_bytes();
    let mut i = 0;
    let mut out = Vec::new();
    'outer: while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b'_' || c.is_ascii_alphabetic() {
            let st = i;
            while i < b.len() && (b[i] == b'_' || b[i].is_ascii_alphanumeric()) {
                i += 1;
            }
            out.push(Tok::Word(s[st..i].to_string()));
        } else if c.is_ascii_digit() {
            let st = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let n = s[st..i]
                .parse()
                .map_err(|_| format!("array bound '{}' is too large", &s[st..i]))?;
            out.push(Tok::Num(n));
        } else {
            for p in PUNCT {
                if s[i..].starts_with(p) {
                    out.push(Tok::Punct(p));
                    i += p.len();
                    continue 'outer;
                }
            }
            return Err(format!(
                "unexpected '{}'",
                &s[i..].chars().next().unwrap_or('?')
            ));
        }
    }
    Ok(out)
}

/// The fundamental type a sequence of type words names.
fn builtin(words: &[&str]) -> Option<BuiltinType> {
    use BuiltinType::*;
    let count = |w: &str| words.iter().filter(|x| **x == w).count();
    let (signed, unsigned, longs) = (count("signed"), count("unsigned"), count("long"));
    let base: Vec<&str> = words
        .iter()
        .copied()
        .filter(|w| !matches!(*w, "signed" | "unsigned" | "long" | "short"))
        .collect();
    let short = count("short");
    if signed + unsigned > 1 || longs > 2 || short > 1 || base.len() > 1 {
        return None;
    }
    let u = unsigned == 1;
    Some(match (base.first().copied(), short, longs) {
        (Some("void"), 0, 0) if signed + unsigned == 0 => Void,
        (Some("bool"), 0, 0) if signed + unsigned == 0 => Bool,
        (Some("char"), 0, 0) => match (signed, unsigned) {
            (1, _) => SChar,
            (_, 1) => UChar,
            _ => Char,
        },
        (Some("wchar_t"), 0, 0) if signed + unsigned == 0 => WChar,
        (Some("char8_t"), 0, 0) if signed + unsigned == 0 => Char8,
        (Some("char16_t"), 0, 0) if signed + unsigned == 0 => Char16,
        (Some("char32_t"), 0, 0) if signed + unsigned == 0 => Char32,
        (Some("float"), 0, 0) if signed + unsigned == 0 => Float,
        (Some("double"), 0, 0) if signed + unsigned == 0 => Double,
        (Some("double"), 0, 1) if signed + unsigned == 0 => LongDouble,
        (Some("__int128"), 0, 0) => {
            if u {
                UInt128
            } else {
                Int128
            }
        }
        (None | Some("int"), 1, 0) => {
            if u {
                UShort
            } else {
                Short
            }
        }
        (None | Some("int"), 0, 0) if base.is_empty() && signed + unsigned == 0 => return None,
        (None | Some("int"), 0, 0) => {
            if u {
                UInt
            } else {
                Int
            }
        }
        (None | Some("int"), 0, 1) => {
            if u {
                ULong
            } else {
                Long
            }
        }
        (None | Some("int"), 0, 2) => {
            if u {
                ULongLong
            } else {
                LongLong
            }
        }
        _ => return None,
    })
}

const TYPE_WORDS: &[&str] = &[
    "void", "bool", "char", "wchar_t", "char8_t", "char16_t", "char32_t", "short", "int", "long",
    "signed", "unsigned", "float", "double", "__int128",
];

impl<'a> Translator<'a, '_, '_> {
    /// `@type_id(x)`.
    pub(super) fn type_id_intrinsic(&mut self, x: &'a ast::Expr<'a>) -> R<TypeId> {
        let text = self.compile_time_string(x, "@type_id")?;
        let toks = match tokenize(&text) {
            Ok(t) => t,
            Err(m) => return Err(self.bad_type_id(x.span, &text, &m)),
        };
        let mut r = Reader { toks, pos: 0 };
        let ty = self.read_type_id(&mut r, x.span, &text)?;
        if let Some(t) = r.peek() {
            let m = format!("unexpected {}", describe(t));
            return Err(self.bad_type_id(x.span, &text, &m));
        }
        Ok(ty)
    }

    fn bad_type_id(&mut self, span: Span, text: &str, why: &str) -> super::Reported {
        self.report(Diagnostic::error(
            "sema-bad-type-id",
            span,
            format!("'@type_id' cannot read \"{text}\" as a type: {why}"),
        ))
    }

    fn read_type_id(&mut self, r: &mut Reader, span: Span, text: &str) -> R<TypeId> {
        let base = self.read_specifiers(r, span, text)?;
        let derivs = self.read_abstract(r, span, text, 0)?;
        let mut ty = base;
        for d in derivs {
            ty = match d {
                Deriv::Pointer(cv) => {
                    let p = self.b.ptr(ty);
                    self.qualified(p, cv)
                }
                Deriv::Ref(rvalue) => self.b.ty(Type::Reference {
                    referent: ty,
                    rvalue,
                }),
                Deriv::Array(n) => self.b.ty(Type::Array {
                    elem: ty,
                    len: Some(n),
                }),
                Deriv::Function(params, variadic) => self.b.ty(Type::Function {
                    ret: ty,
                    params,
                    variadic,
                }),
            };
        }
        Ok(ty)
    }

    /// cv-qualifiers, type words or one (qualified) name.
    fn read_specifiers(&mut self, r: &mut Reader, span: Span, text: &str) -> R<TypeId> {
        let mut cv = 0u8;
        let mut words: Vec<&'static str> = Vec::new();
        let mut named: Option<TypeId> = None;
        loop {
            match r.peek().cloned() {
                Some(Tok::Word(w)) if w == "const" => {
                    cv |= ast::Cv::CONST;
                    r.pos += 1;
                }
                Some(Tok::Word(w)) if w == "volatile" => {
                    cv |= ast::Cv::VOLATILE;
                    r.pos += 1;
                }
                Some(Tok::Word(w)) if named.is_none() && TYPE_WORDS.contains(&w.as_str()) => {
                    let k = TYPE_WORDS.iter().find(|x| **x == w).copied();
                    words.extend(k);
                    r.pos += 1;
                }
                Some(Tok::Word(_)) | Some(Tok::Punct("::"))
                    if named.is_none() && words.is_empty() =>
                {
                    named = Some(self.read_type_name(r, span, text)?);
                }
                _ => break,
            }
        }
        let base = match named {
            Some(t) => t,
            None => match builtin(&words) {
                Some(b) => self.builtin_type(b),
                None => {
                    let m = if words.is_empty() {
                        "no type named".to_string()
                    } else {
                        format!("'{}' is not a type", words.join(" "))
                    };
                    return Err(self.bad_type_id(span, text, &m));
                }
            },
        };
        Ok(self.qualified(base, ast::Cv(cv)))
    }

    /// `a::b::c`, found by ordinary lookup as a type.
    fn read_type_name(&mut self, r: &mut Reader, span: Span, text: &str) -> R<TypeId> {
        let global = r.eat("::");
        let mut segments = Vec::new();
        loop {
            let Some(Tok::Word(w)) = r.peek().cloned() else {
                return Err(self.bad_type_id(span, text, "expected a name after '::'"));
            };
            r.pos += 1;
            let Some(sym) = self.interner.get(&w) else {
                return Err(self.bad_type_id(span, text, &format!("unknown type name '{w}'")));
            };
            segments.push(ast::NameSegment {
                ident: ast::Ident { sym, span },
                template_args: None,
                conv_type: None,
            });
            if matches!(r.peek(), Some(Tok::Punct("<"))) {
                return Err(self.bad_type_id(
                    span,
                    text,
                    "template arguments are not supported in '@type_id'",
                ));
            }
            if !r.eat("::") {
                break;
            }
        }
        let arena = self.dynamic_arena();
        let q = arena.alloc(ast::QualName {
            span,
            global,
            segments: arena.alloc_slice_copy(&segments),
        });
        let te = arena.alloc(ast::TypeExpr {
            span,
            cv: ast::Cv::NONE,
            kind: ast::TypeKind::Named(q),
        });
        self.ty(te)
    }

    /// An abstract declarator's derivations in application order: prefix
    /// operators, suffixes right to left, then a parenthesized inner one.
    fn read_abstract(
        &mut self,
        r: &mut Reader,
        span: Span,
        text: &str,
        depth: u32,
    ) -> R<Vec<Deriv>> {
        if depth > 64 {
            return Err(self.bad_type_id(span, text, "too deeply nested"));
        }
        let mut out = Vec::new();
        loop {
            if r.eat("*") {
                let mut cv = 0u8;
                while let Some(Tok::Word(w)) = r.peek() {
                    match w.as_str() {
                        "const" => cv |= ast::Cv::CONST,
                        "volatile" => cv |= ast::Cv::VOLATILE,
                        _ => break,
                    }
                    r.pos += 1;
                }
                out.push(Deriv::Pointer(ast::Cv(cv)));
            } else if r.eat("&&") {
                out.push(Deriv::Ref(true));
            } else if r.eat("&") {
                out.push(Deriv::Ref(false));
            } else {
                break;
            }
        }
        // `(` opens a nested declarator when a pointer or reference
        // follows; otherwise it is a parameter list.
        let mut inner = Vec::new();
        if matches!(r.peek(), Some(Tok::Punct("(")))
            && matches!(r.toks.get(r.pos + 1), Some(Tok::Punct("*" | "&" | "&&")))
        {
            r.pos += 1;
            inner = self.read_abstract(r, span, text, depth + 1)?;
            if !r.eat(")") {
                return Err(self.bad_type_id(span, text, "expected ')'"));
            }
        }
        let mut suffixes = Vec::new();
        loop {
            if r.eat("[") {
                let Some(Tok::Num(n)) = r.peek().cloned() else {
                    return Err(self.bad_type_id(span, text, "expected an array bound"));
                };
                r.pos += 1;
                if !r.eat("]") {
                    return Err(self.bad_type_id(span, text, "expected ']'"));
                }
                suffixes.push(Deriv::Array(n));
            } else if r.eat("(") {
                let mut params = Vec::new();
                let mut variadic = false;
                if !r.eat(")") {
                    loop {
                        if r.eat("...") {
                            variadic = true;
                        } else {
                            let p = self.read_type_id(r, span, text)?;
                            params.push(p);
                        }
                        if r.eat(")") {
                            break;
                        }
                        if variadic || !r.eat(",") {
                            return Err(self.bad_type_id(span, text, "expected ',' or ')'"));
                        }
                    }
                }
                // `(void)` is no parameters; arrays and functions decay.
                if params.len() == 1 && matches!(self.b.types().get(params[0]), Type::Void) {
                    params.clear();
                }
                let params = params.into_iter().map(|p| self.adjust_param(p)).collect();
                suffixes.push(Deriv::Function(params, variadic));
            } else {
                break;
            }
        }
        suffixes.reverse();
        out.extend(suffixes);
        out.extend(inner);
        Ok(out)
    }
}

fn describe(t: &Tok) -> String {
    match t {
        Tok::Word(w) => format!("'{w}'"),
        Tok::Num(n) => format!("'{n}'"),
        Tok::Punct(p) => format!("'{p}'"),
    }
}
