//! Tokens: the C++17 set (every punctuator, digraphs, pp-numbers, character
//! and string literals with every prefix, raw strings, user-defined-literal
//! suffixes), the Circle `@` tokens, and the tokens the preprocessor needs
//! (newlines, `#`, `##`). Keywords are lexed as identifiers, because the
//! preprocessor must treat them as such (`#define int long` is legal);
//! [`Keyword::from_str`] classifies them for the parser.
//!
//! Numbers are lexed as preprocessing numbers (one token for `0x1.8p3f`,
//! `1'000'000ull`, `1.e+5`) and classified by the literal parser later, as
//! the standard's translation phases prescribe.

use crate::source::{SourceMap, Span};
use logos::Logos;
use std::borrow::Cow;

/// What went wrong lexing one piece of input; the lexer reports it and goes on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LexErrorKind {
    #[default]
    UnknownCharacter,
    UnterminatedString,
    UnterminatedChar,
    UnterminatedRawString,
    UnterminatedComment,
    /// Bytes that are not UTF-8 (read as U+FFFD) outside comments and literals.
    InvalidUtf8,
    /// A character that is not XID_Continue (or XID_Start first) in an identifier.
    IdentifierCharacter,
    /// A bidirectional embedding, override or isolate left open at the end
    /// of its comment, literal or line (Trojan Source, CVE-2021-42574).
    UnpairedBidi,
}

#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[logos(error = LexErrorKind)]
#[logos(skip r"[ \t\x0b\x0c\r]+")]
#[logos(skip(r"//[^\n]*", allow_greedy = true))]
#[logos(skip r"/\*([^*]|\*+[^*/])*\*+/")]
pub enum TokenKind {
    #[token("\n")]
    Newline,

    #[regex(r"[A-Za-z_$\u{80}-\u{10FFFF}][A-Za-z0-9_$\u{80}-\u{10FFFF}]*")]
    Ident,
    /// A preprocessing number: `[.]digit` then digits, letters, `_`, `.`, `'`
    /// and signed exponents.
    #[regex(r"\.?[0-9]([0-9A-Za-z_.]|'[0-9A-Za-z_]|[eEpP][+-])*")]
    Number,
    /// A character literal with optional `u8`/`u`/`U`/`L` prefix and
    /// user-defined suffix.
    #[regex(r#"(u8|u|U|L)?'([^'\\\n]|\\[^\n])*'([A-Za-z_][A-Za-z0-9_]*)?"#)]
    // No closing quote before the end of the line: an error spanning the
    // literal (the longer, terminated match above wins whenever it exists).
    #[regex(r#"(u8|u|U|L)?'([^'\\\n]|\\[^\n])*\\?"#, unterminated_char)]
    Char,
    #[regex(r#"(u8|u|U|L)?"([^"\\\n]|\\[^\n])*"([A-Za-z_][A-Za-z0-9_]*)?"#)]
    #[regex(r#"(u8|u|U|L)?"([^"\\\n]|\\[^\n])*\\?"#, unterminated_string)]
    String,
    /// `R"delim( ... )delim"` with any prefix; the body may span lines.
    #[regex(r#"(u8|u|U|L)?R"[^ ()\\\t\x0b\x0c\n"]{0,16}\("#, raw_string)]
    RawString,
    /// `@meta`, `@codegen`, `@enum_count`, ...: the span covers `@` and the name.
    #[regex(r"@[A-Za-z_][A-Za-z0-9_]*")]
    AtIdent,
    /// `@(`, Circle's dynamic-name operator.
    #[token("@(")]
    AtParen,
    #[token("@")]
    At,

    // Punctuators, longest first where logos needs no help.
    #[token("{")]
    #[token("<%")]
    LBrace,
    #[token("}")]
    #[token("%>")]
    RBrace,
    #[token("[")]
    #[token("<:")]
    LBracket,
    #[token("]")]
    #[token(":>")]
    RBracket,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("#")]
    #[token("%:")]
    Hash,
    #[token("##")]
    #[token("%:%:")]
    HashHash,
    #[token(";")]
    Semi,
    #[token(":")]
    Colon,
    #[token("::")]
    ColonColon,
    #[token("...")]
    Ellipsis,
    #[token("?")]
    Question,
    #[token(".")]
    Dot,
    #[token(".*")]
    DotStar,
    #[token("->")]
    Arrow,
    #[token("->*")]
    ArrowStar,
    #[token("~")]
    Tilde,
    #[token("!")]
    Bang,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("/")]
    Slash,
    #[token("%")]
    Percent,
    #[token("^")]
    Caret,
    #[token("&")]
    Amp,
    #[token("|")]
    Pipe,
    #[token("=")]
    Eq,
    #[token("+=")]
    PlusEq,
    #[token("-=")]
    MinusEq,
    #[token("*=")]
    StarEq,
    #[token("/=")]
    SlashEq,
    #[token("%=")]
    PercentEq,
    #[token("^=")]
    CaretEq,
    #[token("&=")]
    AmpEq,
    #[token("|=")]
    PipeEq,
    #[token("==")]
    EqEq,
    #[token("!=")]
    BangEq,
    #[token("<")]
    Lt,
    #[token(">")]
    Gt,
    #[token("<=")]
    LtEq,
    #[token(">=")]
    GtEq,
    #[token("<=>")]
    Spaceship,
    #[token("&&")]
    AmpAmp,
    #[token("||")]
    PipePipe,
    #[token("<<")]
    LtLt,
    /// `>>` is one token; the parser splits it where a template argument
    /// list closes (`a<b<c>>`), as clang does. `>>>` lexes as `>>` `>`.
    #[token(">>")]
    GtGt,
    #[token("<<=")]
    LtLtEq,
    #[token(">>=")]
    GtGtEq,
    #[token("++")]
    PlusPlus,
    #[token("--")]
    MinusMinus,
    #[token(",")]
    Comma,

    /// `/*` with no closing `*/`: reported, and the rest of the file skipped.
    #[token("/*", unterminated_comment)]
    UnterminatedComment,

    /// End of input (never produced by logos; appended by the token stream).
    Eof,
}

fn raw_string(lex: &mut logos::Lexer<TokenKind>) -> Result<(), LexErrorKind> {
    let opening = lex.slice();
    let quote = opening.find('"').unwrap_or(0);
    let delim = &opening[quote + 1..opening.len() - 1];
    let close = format!("){delim}\"");
    match lex.remainder().find(&close) {
        Some(at) => {
            lex.bump(at + close.len());
            // A user-defined-literal suffix may follow.
            let rest = lex.remainder();
            let suffix = rest
                .char_indices()
                .take_while(|&(i, c)| {
                    c == '_' || c.is_ascii_alphabetic() || (i > 0 && c.is_ascii_digit())
                })
                .count();
            lex.bump(suffix);
            Ok(())
        }
        None => {
            lex.bump(lex.remainder().len());
            Err(LexErrorKind::UnterminatedRawString)
        }
    }
}

fn unterminated_char(_: &mut logos::Lexer<TokenKind>) -> Result<(), LexErrorKind> {
    Err(LexErrorKind::UnterminatedChar)
}

fn unterminated_string(_: &mut logos::Lexer<TokenKind>) -> Result<(), LexErrorKind> {
    Err(LexErrorKind::UnterminatedString)
}

fn unterminated_comment(lex: &mut logos::Lexer<TokenKind>) -> Result<(), LexErrorKind> {
    // The complete comment is skipped by the regex above; reaching here
    // means there was no `*/`.
    lex.bump(lex.remainder().len());
    Err(LexErrorKind::UnterminatedComment)
}

/// Token flags, as the preprocessor needs them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TokenFlags(pub u8);

impl TokenFlags {
    /// Whitespace (or a comment) precedes the token on its line.
    pub const LEADING_SPACE: u8 = 1;
    /// First token on its line (directives start here).
    pub const START_OF_LINE: u8 = 2;
    /// An identifier that must not be expanded again (the standard's "painted
    /// blue" tokens: a macro's own name inside its expansion).
    pub const NO_EXPAND: u8 = 4;

    pub fn has(self, flag: u8) -> bool {
        self.0 & flag != 0
    }
    pub fn set(&mut self, flag: u8) {
        self.0 |= flag;
    }
    pub fn clear(&mut self, flag: u8) {
        self.0 &= !flag;
    }
}

/// A token: kind, span and flags. Its text is `source_map.snippet(span)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Token {
    pub kind: TokenKind,
    pub span: Span,
    pub flags: TokenFlags,
}

impl Token {
    pub fn new(kind: TokenKind, span: Span) -> Token {
        Token {
            kind,
            span,
            flags: TokenFlags::default(),
        }
    }
    pub fn is(&self, kind: TokenKind) -> bool {
        self.kind == kind
    }
    pub fn leading_space(&self) -> bool {
        self.flags.has(TokenFlags::LEADING_SPACE)
    }
    pub fn start_of_line(&self) -> bool {
        self.flags.has(TokenFlags::START_OF_LINE)
    }
}

macro_rules! keywords {
    ($($variant:ident = $text:literal,)*) => {
        /// The C++17 keywords, the alternative operator spellings, and the
        /// CUDA and Circle words the parser treats as reserved.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Keyword { $($variant,)* }

        impl Keyword {
            #[allow(clippy::should_implement_trait)]
            pub fn from_str(s: &str) -> Option<Keyword> {
                match s { $($text => Some(Keyword::$variant),)* _ => None }
            }
            pub fn as_str(self) -> &'static str {
                match self { $(Keyword::$variant => $text,)* }
            }
        }
    };
}

keywords! {
    Alignas = "alignas", Alignof = "alignof", Asm = "asm", Auto = "auto", Bool = "bool",
    Break = "break", Case = "case", Catch = "catch", Char = "char", Char16T = "char16_t",
    Char32T = "char32_t", Class = "class", Const = "const", Constexpr = "constexpr",
    ConstCast = "const_cast", Continue = "continue", Decltype = "decltype", Default = "default",
    Delete = "delete", Do = "do", Double = "double", DynamicCast = "dynamic_cast", Else = "else",
    Enum = "enum", Explicit = "explicit", Export = "export", Extern = "extern", False = "false",
    Float = "float", For = "for", Friend = "friend", Goto = "goto", If = "if", Inline = "inline",
    Int = "int", Long = "long", Mutable = "mutable", Namespace = "namespace", New = "new",
    Noexcept = "noexcept", Nullptr = "nullptr", Operator = "operator", Private = "private",
    Protected = "protected", Public = "public", Register = "register",
    ReinterpretCast = "reinterpret_cast", Return = "return", Short = "short", Signed = "signed",
    Sizeof = "sizeof", Static = "static", StaticAssert = "static_assert",
    StaticCast = "static_cast", Struct = "struct", Switch = "switch", Template = "template",
    This = "this", ThreadLocal = "thread_local", Throw = "throw", True = "true", Try = "try",
    Typedef = "typedef", Typeid = "typeid", Typename = "typename", Union = "union",
    Unsigned = "unsigned", Using = "using", Virtual = "virtual", Void = "void",
    Volatile = "volatile", WcharT = "wchar_t", While = "while",
    // Alternative operator spellings ([lex.digraph]).
    And = "and", AndEq = "and_eq", Bitand = "bitand", Bitor = "bitor", Compl = "compl",
    Not = "not", NotEq = "not_eq", Or = "or", OrEq = "or_eq", Xor = "xor", XorEq = "xor_eq",
    // CUDA execution spaces and memory spaces.
    Global = "__global__", Device = "__device__", Host = "__host__", Shared = "__shared__",
    Constant = "__constant__", Managed = "__managed__", GridConstant = "__grid_constant__",
    NvRegisterParams = "__nv_register_params__",
    // Circle: `if codegen(...)` reads `codegen` as a keyword after `if`.
    Codegen = "codegen",
}

/// Translation phase 2: removes every backslash-newline (`\\\n` or
/// `\\\r\n`) and remembers where, so offsets in the spliced text map back
/// to the source. `None` when the text has no splice (the common case, which
/// then costs one scan).
struct Spliced {
    text: String,
    /// `(spliced position, bytes removed before it)`, increasing: a spliced
    /// position `p` maps to `p + removed` of the last entry at or before `p`.
    marks: Vec<(u32, u32)>,
}

impl Spliced {
    fn new(text: &str) -> Option<Spliced> {
        let bytes = text.as_bytes();
        // Backslashes are rare: find them with the standard library's
        // memchr rather than looking at every pair of bytes.
        let splice_at = |(i, _): (usize, &str)| matches!(bytes.get(i + 1), Some(b'\n' | b'\r'));
        if !text.match_indices('\\').any(splice_at) {
            return None;
        }
        let mut out = String::with_capacity(text.len());
        let mut marks = Vec::new();
        let mut removed = 0u32;
        let mut copied_from = 0;
        let mut i = 0;
        while i < bytes.len() {
            let splice_len = match (bytes[i], bytes.get(i + 1), bytes.get(i + 2)) {
                (b'\\', Some(b'\n'), _) => 2,
                (b'\\', Some(b'\r'), Some(b'\n')) => 3,
                _ => 0,
            };
            if splice_len == 0 {
                i += 1;
                continue;
            }
            out.push_str(&text[copied_from..i]);
            removed += splice_len as u32;
            i += splice_len;
            copied_from = i;
            marks.push((out.len() as u32, removed));
        }
        out.push_str(&text[copied_from..]);
        Some(Spliced { text: out, marks })
    }

    fn removed_before(&self, pos: u32) -> u32 {
        let i = self.marks.partition_point(|&(p, _)| p <= pos);
        if i == 0 {
            0
        } else {
            self.marks[i - 1].1
        }
    }

    /// [`Self::removed_before`] for positions that only grow from call to
    /// call: `cursor` is where the previous call stopped.
    fn removed_through(&self, cursor: &mut usize, pos: u32) -> u32 {
        while self.marks.get(*cursor).is_some_and(|&(p, _)| p <= pos) {
            *cursor += 1;
        }
        match cursor.checked_sub(1) {
            Some(i) => self.marks[i].1,
            None => 0,
        }
    }

    /// Source position of the first byte of a token starting at `pos`.
    fn start(&self, pos: u32) -> u32 {
        pos + self.removed_before(pos)
    }

    /// Source position just past a token ending at `end` (exclusive): the
    /// splice after a token's last byte is not part of the token.
    fn end(&self, end: u32) -> u32 {
        if end == 0 {
            return 0;
        }
        end - 1 + self.removed_before(end - 1) + 1
    }
}

/// Lexes one buffer into raw tokens (no preprocessing). Errors are returned
/// beside the tokens with their spans; lexing always runs to the end.
/// `base` is the buffer's global offset in the source map.
///
/// Line splices are removed first (translation phase 2), anywhere, even
/// inside tokens and `//` comments; spans still point into the original
/// text, so a token may cover a splice: read its text with [`spelling`].
pub fn lex_raw(text: &str, base: u32) -> (Vec<Token>, Vec<(LexErrorKind, Span)>) {
    let spliced = Spliced::new(text);
    let input = spliced.as_ref().map_or(text, |s| s.text.as_str());
    let map = |lo: usize, hi: usize| -> Span {
        let (lo, hi) = (lo as u32, hi as u32);
        match &spliced {
            Some(s) => Span::new(base + s.start(lo), base + s.end(hi).max(s.start(lo))),
            None => Span::new(base + lo, base + hi),
        }
    };
    // Per token: the common case without splices stays inline; with
    // splices, token starts and ends only grow, so two cursors into the
    // marks replace a binary search each.
    let (mut at_lo, mut at_hi) = (0usize, 0usize);
    let mut token_span = |lo: usize, hi: usize| -> Span {
        let Some(s) = &spliced else {
            return Span::new(base + lo as u32, base + hi as u32);
        };
        let (lo, hi) = (lo as u32, hi as u32);
        let start = lo + s.removed_through(&mut at_lo, lo);
        let end = if hi == 0 {
            0
        } else {
            hi + s.removed_through(&mut at_hi, hi - 1)
        };
        Span::new(base + start, base + end.max(start))
    };
    let mut tokens = Vec::new();
    let mut errors = Vec::new();
    let mut lex = TokenKind::lexer(input);
    let mut prev_end = 0usize;
    // A UTF-8 byte order mark is not part of the program.
    if input.starts_with('\u{FEFF}') {
        lex.bump(3);
        prev_end = 3;
    }
    let mut start_of_line = true;
    while let Some(result) = lex.next() {
        let range = lex.span();
        let span = token_span(range.start, range.end);
        let mut flags = TokenFlags::default();
        if range.start > prev_end {
            flags.set(TokenFlags::LEADING_SPACE);
        }
        if start_of_line {
            flags.set(TokenFlags::START_OF_LINE);
        }
        prev_end = range.end;
        match result {
            Ok(TokenKind::Newline) => {
                start_of_line = true;
                tokens.push(Token {
                    kind: TokenKind::Newline,
                    span,
                    flags,
                });
                continue;
            }
            Ok(TokenKind::Ident) => {
                let text = &input[range.clone()];
                if !text.is_ascii() {
                    if let Some((off, c)) = bad_identifier_char(text) {
                        let at = range.start + off;
                        let kind = if c == '\u{FFFD}' {
                            LexErrorKind::InvalidUtf8
                        } else {
                            LexErrorKind::IdentifierCharacter
                        };
                        errors.push((kind, map(at, at + c.len_utf8())));
                    }
                }
                tokens.push(Token {
                    kind: TokenKind::Ident,
                    span,
                    flags,
                });
            }
            Ok(kind) => tokens.push(Token { kind, span, flags }),
            Err(kind) => errors.push((kind, span)),
        }
        start_of_line = false;
    }
    // Every bidirectional control is encoded starting with 0xE2: look for
    // that byte (memchr) before decoding characters.
    if input.as_bytes().contains(&0xE2) && input.contains(is_bidi_control) {
        bidi_warnings(input, &map, &mut errors);
    }
    (tokens, errors)
}

/// The first character of an identifier that C++ does not allow there
/// ([lex.name]: XID_Start or `_` first, XID_Continue after; `$` as a GNU
/// extension), with its byte offset.
fn bad_identifier_char(text: &str) -> Option<(usize, char)> {
    text.char_indices().find(|&(i, c)| {
        let ok = c.is_ascii_alphanumeric()
            || c == '_'
            || c == '$'
            || if i == 0 {
                unicode_ident::is_xid_start(c)
            } else {
                unicode_ident::is_xid_continue(c)
            };
        !ok || (i == 0 && c.is_ascii_digit())
    })
}

fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Warns about every bidirectional control character in a comment or a
/// literal that is still open at the end of that comment, literal or line:
/// text after it displays reordered, so code can read differently from
/// what compiles. Comments are the gaps between tokens; the input is lexed
/// again here, which only happens for the rare file that has such a
/// character at all.
fn bidi_warnings(
    input: &str,
    map: &dyn Fn(usize, usize) -> Span,
    errors: &mut Vec<(LexErrorKind, Span)>,
) {
    let mut regions: Vec<(usize, usize)> = Vec::new();
    let mut prev = 0usize;
    let mut spans: Vec<(usize, usize, TokenKind)> = Vec::new();
    let mut lex = TokenKind::lexer(input);
    while let Some(r) = lex.next() {
        let range = lex.span();
        spans.push((range.start, range.end, r.unwrap_or(TokenKind::Newline)));
    }
    for (lo, hi, kind) in spans {
        if lo > prev {
            regions.push((prev, lo));
        }
        if matches!(
            kind,
            TokenKind::String | TokenKind::Char | TokenKind::RawString
        ) {
            regions.push((lo, hi));
        }
        prev = hi;
    }
    if prev < input.len() {
        regions.push((prev, input.len()));
    }
    for (lo, hi) in regions {
        let text = &input[lo..hi];
        if !text.contains(is_bidi_control) {
            continue;
        }
        // Open embeddings/overrides and isolates, by offset.
        let mut open: Vec<(usize, char)> = Vec::new();
        let flush = |open: &mut Vec<(usize, char)>, errors: &mut Vec<(LexErrorKind, Span)>| {
            for (at, c) in open.drain(..) {
                errors.push((LexErrorKind::UnpairedBidi, map(at, at + c.len_utf8())));
            }
        };
        for (i, c) in text.char_indices() {
            match c {
                '\u{202A}' | '\u{202B}' | '\u{202D}' | '\u{202E}' | '\u{2066}'..='\u{2068}' => {
                    open.push((lo + i, c))
                }
                '\u{202C}'
                    if open
                        .last()
                        .is_some_and(|(_, o)| !matches!(o, '\u{2066}'..='\u{2068}')) =>
                {
                    open.pop();
                }
                '\u{2069}' => {
                    if let Some(p) = open
                        .iter()
                        .rposition(|(_, o)| matches!(o, '\u{2066}'..='\u{2068}'))
                    {
                        open.truncate(p);
                    }
                }
                '\n' => flush(&mut open, errors),
                _ => {}
            }
        }
        flush(&mut open, errors);
    }
}

/// Removes line splices from a token's source text (raw strings keep theirs:
/// the standard reverts phase-2 splicing inside a raw string literal).
pub fn clean_spelling(kind: TokenKind, text: &str) -> Cow<'_, str> {
    // Tokens are short: a plain loop beats a memchr call here.
    if kind == TokenKind::RawString || !text.bytes().any(|b| b == b'\\') {
        return Cow::Borrowed(text);
    }
    match Spliced::new(text) {
        Some(s) => Cow::Owned(s.text),
        None => Cow::Borrowed(text),
    }
}

/// The text of a token as the later phases see it: its source text with line
/// splices removed. Empty when the span has no text (a dummy span).
pub fn spelling<'a>(sm: &'a SourceMap, tok: &Token) -> Cow<'a, str> {
    match sm.snippet(tok.span) {
        Some(text) => clean_spelling(tok.kind, text),
        None => Cow::Borrowed(""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokenKind> {
        let (t, e) = lex_raw(s, 1);
        assert!(e.is_empty(), "{e:?}");
        t.into_iter().map(|t| t.kind).collect()
    }

    #[test]
    fn punctuators_and_digraphs() {
        use TokenKind::*;
        assert_eq!(
            kinds("a->*b .* <=> ... :: <: :> <% %> %: %:%:"),
            vec![
                Ident, ArrowStar, Ident, DotStar, Spaceship, Ellipsis, ColonColon, LBracket,
                RBracket, LBrace, RBrace, Hash, HashHash
            ]
        );
        assert_eq!(
            kinds("a<b<c>>>"),
            vec![Ident, Lt, Ident, Lt, Ident, GtGt, Gt]
        );
    }

    #[test]
    fn numbers_and_literals() {
        use TokenKind::*;
        assert_eq!(
            kinds("0x1.8p+3f 1'000'000ull .5e-3 0b1010"),
            vec![Number; 4]
        );
        assert_eq!(
            kinds(r#"u8"x" L'y' "s"_udl R"d(a")d" uR"(x)""#),
            vec![String, Char, String, RawString, RawString]
        );
        assert_eq!(
            kinds("@meta @(x) @"),
            vec![AtIdent, AtParen, Ident, RParen, At]
        );
    }

    #[test]
    fn errors_do_not_stop_lexing() {
        let (t, e) = lex_raw("a ` b \"unterminated\nc", 1);
        assert_eq!(e[0].0, LexErrorKind::UnknownCharacter);
        assert!(t
            .iter()
            .any(|t| t.kind == TokenKind::Ident && t.span.lo > 10));
    }

    #[test]
    fn unterminated_literals_are_errors_with_spans() {
        let (t, e) = lex_raw("a \"abc\nb 'x\nc u8\"q\\", 1);
        assert_eq!(e.len(), 3, "{e:?}");
        assert_eq!(e[0], (LexErrorKind::UnterminatedString, Span::new(3, 7)));
        assert_eq!(e[1], (LexErrorKind::UnterminatedChar, Span::new(10, 12)));
        assert_eq!(e[2], (LexErrorKind::UnterminatedString, Span::new(15, 20)));
        let idents: Vec<_> = t
            .iter()
            .filter(|t| t.kind == TokenKind::Ident)
            .map(|t| t.span.lo)
            .collect();
        assert_eq!(idents, vec![1, 8, 13]);
        assert_eq!(
            kinds("\"a\\\"b\" 'x' '\\''"),
            vec![TokenKind::String, TokenKind::Char, TokenKind::Char]
        );
    }

    #[test]
    fn byte_order_mark_is_skipped() {
        let (t, e) = lex_raw("\u{FEFF}int x;", 1);
        assert!(e.is_empty());
        assert_eq!(t[0].span, Span::new(4, 7));
        assert!(!t[0].leading_space() && t[0].start_of_line());
    }

    #[test]
    fn line_splices_anywhere() {
        let src = "in\\\nt x; // c\\\nstill comment\ny = \"a\\\r\nb\";\\\n";
        let (t, e) = lex_raw(src, 1);
        assert!(e.is_empty(), "{e:?}");
        let kinds: Vec<_> = t.iter().map(|t| t.kind).collect();
        use TokenKind::*;
        assert_eq!(
            kinds,
            vec![Ident, Ident, Semi, Newline, Ident, Eq, String, Semi]
        );
        // `in\<nl>t` covers the splice; its spelling does not.
        assert_eq!(t[0].span, Span::new(1, 6));
        let mut sm = SourceMap::new();
        let (_, base) = sm.add_and_enter("s.cu", "s.cu", src.to_string(), Span::DUMMY);
        assert_eq!(base, 1);
        assert_eq!(spelling(&sm, &t[0]), "int");
        assert_eq!(spelling(&sm, &t[1]), "x");
        assert_eq!(spelling(&sm, &t[6]), "\"ab\"");
        assert!(t[4].start_of_line());
        // The trailing splice is not part of the `;`.
        assert_eq!(t[7].span.len(), 1);
    }

    #[test]
    fn many_splices_map_every_token_back() {
        // Splices inside, before, after and between tokens, several in a
        // row: each token's spelling is what lexing the spliced text gives.
        let src = "ab\\\ncd \\\n\\\nx+\\\n+y \"s\\\n\" 1\\\n2\\\n \\\nz\\\n\\\n;\nq\\\r\nr";
        let spliced = src.replace("\\\r\n", "").replace("\\\n", "");
        let (t, e) = lex_raw(src, 1);
        let (want, _) = lex_raw(&spliced, 1);
        assert!(e.is_empty(), "{e:?}");
        let mut sm = SourceMap::new();
        sm.add_and_enter("s.cu", "s.cu", src.to_string(), Span::DUMMY);
        let mut plain = SourceMap::new();
        plain.add_and_enter("p.cu", "p.cu", spliced.clone(), Span::DUMMY);
        assert_eq!(t.len(), want.len());
        for (got, want) in t.iter().zip(&want) {
            assert_eq!(got.kind, want.kind);
            assert_eq!(spelling(&sm, got), spelling(&plain, want), "{got:?}");
            let first = src.as_bytes()[(got.span.lo - 1) as usize];
            assert_ne!(first, b'\\', "{got:?} starts at a splice");
        }
    }
}
