//! Decl-specifiers, type names and type-ids, and the lookahead predicates
//! that decide whether tokens start a type or a declaration.
//!
//! Disambiguation rule (documented here once):
//! - A statement is a declaration if it starts with a decl-specifier keyword
//!   (a type keyword, cv, storage class, CUDA space, `struct`/`enum`/...,
//!   `typedef`, `using`, `static_assert`, `template`, `namespace`, `@codegen`),
//!   or with a name the table says is a type followed by something that can
//!   start a declarator (`T x`, `T* x`, `T& x`, `T const`, or `T(x)` /
//!   `T(*p)` when the parenthesized part looks like a declarator and the
//!   standard's "if it can be a declaration, it is" rule applies), or with an
//!   unknown name directly followed by an identifier (`foo_t x;`: an unknown
//!   type name, which sema reports).
//! - `( tokens )` is a cast, and `sizeof(...)`/`alignof(...)` take a type,
//!   if the tokens start with a type keyword or a name the table says is a
//!   type.
//! - `name <` opens template arguments if the table says `name` is a
//!   template, or inside a type (`std::vector<int>` after the parser decided
//!   a declaration starts).

use crate::ast::*;
use crate::cursor::Parser;
use crate::diagnostics as diag;
use crate::names::NameKind;
use lexer::token::{Keyword, TokenKind};

/// Where decl-specifiers are parsed; unknown names count as type names in
/// some places.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum SpecCtx {
    /// Namespace, block or class scope.
    Decl,
    /// A function parameter.
    Param,
    /// A type-id (casts, template arguments, `sizeof`, aliases).
    TypeId,
}

/// The parsed decl-specifier-seq.
#[derive(Clone, Copy)]
pub(crate) struct DeclSpec<'a> {
    pub specs: Specifiers,
    pub typedef: bool,
    /// The base type with the cv-qualifiers written in the specifiers.
    pub ty: &'a TypeExpr<'a>,
    /// No type specifier was written (an error unless nothing follows).
    pub missing_type: bool,
    /// A class/union/enum defined or declared in the specifiers.
    pub tag_decl: Option<Decl<'a>>,
    pub alignas: Option<&'a TypeOrExpr<'a>>,
    /// `__launch_bounds__`, `__cluster_dims__`, `__block_size__`.
    pub kernel: crate::kernel_attrs::KernelAttrSyntax<'a>,
}

/// Accumulates `unsigned long long int` and friends.
#[derive(Default)]
struct BuiltinParts {
    signed: u8,
    unsigned: u8,
    short: u8,
    long: u8,
    base: Option<(Keyword, &'static str)>,
    int128: bool,
    any: bool,
}

pub(crate) fn is_type_keyword(k: Keyword) -> bool {
    use Keyword::*;
    is_simple_type_keyword(k)
        || matches!(
            k,
            Auto | Decltype | Const | Volatile | Struct | Class | Union | Enum | Typename
        )
}

/// The fundamental type names a functional cast may start with.
fn is_simple_type_keyword(k: Keyword) -> bool {
    use Keyword::*;
    matches!(
        k,
        Void | Bool
            | Char
            | Char16T
            | Char32T
            | WcharT
            | Short
            | Int
            | Long
            | Signed
            | Unsigned
            | Float
            | Double
    )
}

fn is_decl_only_keyword(k: Keyword) -> bool {
    use Keyword::*;
    matches!(
        k,
        Static
            | Extern
            | Inline
            | Constexpr
            | ThreadLocal
            | Mutable
            | Register
            | Virtual
            | Explicit
            | Friend
            | Typedef
            | Using
            | StaticAssert
            | Template
            | Namespace
            | Alignas
            | Global
            | Device
            | Host
            | Shared
            | Constant
            | Managed
            | GridConstant
            | NvRegisterParams
    )
}

impl<'a> Parser<'a, '_> {
    // ----- lookahead predicates (no tokens consumed) -----

    /// A GNU/CUDA word that can only start decl-specifiers.
    fn is_spec_word(&self, n: usize) -> bool {
        if !self.peek_is_ident(n) {
            return false;
        }
        let s = self.peek_sym(n);
        let w = &self.words;
        s == w.attribute
            || s == w.declspec
            || s == w.forceinline
            || s == w.noinline
            || self.is_kernel_attr_word(s)
            || w.inline_alt.contains(&s)
            || w.thread_alt.contains(&s)
            || w.complex.contains(&s)
            || s == w.const_alt
            || w.signed_alt.contains(&s)
            || s == w.volatile_alt
            || s == w.int128
            || w.float16.contains(&s)
            || s == w.char8
            || s == w.consteval
            || s == w.constinit
            || s == w.alignas_alt
            || s == w.restrict[0]
            || s == w.restrict[1]
            || s == w.nullptr_t
            || s == w.decltype_alt
            || w.typeof_alt.contains(&s)
            || self.at_type_transform(n)
    }

    /// Scans a (qualified, possibly templated) name starting `n` tokens
    /// ahead. Returns the index after it and what it names.
    pub(crate) fn scan_name(&self, n: usize) -> Option<(usize, Option<NameKind>)> {
        let mut i = n;
        let global = self.peek_kind(i) == TokenKind::ColonColon;
        if global {
            i += 1;
        }
        let mut segs: Vec<Symbol> = Vec::new();
        loop {
            if !self.peek_is_ident(i) {
                return None;
            }
            segs.push(self.peek_sym(i));
            i += 1;
            let kind = self.names.lookup_qualified(&segs, global);
            if self.peek_kind(i) == TokenKind::Lt && kind.is_some_and(NameKind::is_template) {
                let (end, overshoot) = self.scan_template_args_closing(i)?;
                i = end;
                // `O<A<T>>::type`: the `>>` closing `A`'s list also closes
                // `O`'s, so `::type` qualifies `O<...>`, not `A<T>`.
                if overshoot {
                    return Some((i, kind));
                }
            }
            if self.peek_kind(i) == TokenKind::ColonColon && self.peek_is_ident(i + 1) {
                i += 1;
                continue;
            }
            return Some((i, kind));
        }
    }

    /// Skips a balanced `< ... >` starting at `n` (which is `<`); returns the
    /// index after the closing `>` (a `>>` closes two levels).
    pub(crate) fn scan_template_args(&self, n: usize) -> Option<usize> {
        self.scan_template_args_closing(n).map(|(end, _)| end)
    }

    /// [`Self::scan_template_args`], and whether the closing `>>` also
    /// closed an enclosing list.
    fn scan_template_args_closing(&self, n: usize) -> Option<(usize, bool)> {
        let mut i = n + 1;
        let mut angle: i32 = 1;
        let mut paren: i32 = 0;
        loop {
            match self.peek_kind(i) {
                TokenKind::Eof | TokenKind::Semi => return None,
                // A braced temporary in a value argument
                // (`__ull_constant<(__valid_digit{} ? B : 1)>`, `X<T{}>`).
                TokenKind::LBrace => paren += 1,
                TokenKind::RBrace if paren == 0 => return None,
                TokenKind::RBrace => paren -= 1,
                TokenKind::LParen | TokenKind::LBracket => paren += 1,
                TokenKind::RParen | TokenKind::RBracket => {
                    paren -= 1;
                    if paren < 0 {
                        return None;
                    }
                }
                TokenKind::Lt if paren == 0 => angle += 1,
                TokenKind::Gt if paren == 0 => {
                    angle -= 1;
                    if angle == 0 {
                        return Some((i + 1, false));
                    }
                }
                TokenKind::GtGt if paren == 0 => {
                    angle -= 2;
                    if angle <= 0 {
                        // `a<b<c>>`: the outer list ends inside this token;
                        // callers only need "a type follows", so point past it.
                        return Some((i + 1, angle < 0));
                    }
                }
                _ => {}
            }
            i += 1;
            if i > n + 4096 {
                return None;
            }
        }
    }

    /// Tokens `n` ahead start a type-id (casts, `sizeof`, template
    /// arguments): a type keyword or a name known to be a type.
    pub(crate) fn starts_type_id(&self, n: usize) -> bool {
        if self.at_type_intrinsic(n) {
            return true;
        }
        if let Some(k) = self.peek_kw(n) {
            return is_type_keyword(k);
        }
        if self.is_spec_word(n) {
            return true;
        }
        match self.peek_kind(n) {
            TokenKind::Ident | TokenKind::ColonColon => match self.scan_name(n) {
                // `Box(1.5)`: a class template's name without
                // arguments before a parenthesis is a functional
                // cast deducing them (CTAD), an expression.
                Some((end, Some(NameKind::TypeTemplate)))
                    if self.peek_kind(end) == TokenKind::LParen
                        && self.peek_kind(end - 1) == TokenKind::Ident =>
                {
                    false
                }
                Some((_, Some(k))) => k.is_type(),
                _ => false,
            },
            _ => false,
        }
    }

    /// Whether the statement at the cursor is a declaration (see the module
    /// documentation for the rule).
    pub(crate) fn starts_declaration(&self) -> bool {
        if self.at_type_intrinsic(0) {
            return true;
        }
        if self.kw() == Some(Keyword::Typename) {
            // `typename T::type{}` / `typename T::type(x) + 1` construct a
            // temporary (libstdc++: `if constexpr (typename
            // _Alloc_traits::is_always_equal{})`); a declaration has a
            // declarator after the name.
            return match self.scan_name(1) {
                // `typename A::template B<T>::C`: the scan stops at `::`.
                Some((end, _)) if self.peek_kind(end) != TokenKind::ColonColon => {
                    self.declarator_follows(end)
                }
                _ => true,
            };
        }
        if let Some(k) = self.kw() {
            // `bool(x & m) && y`: a functional cast starts an expression;
            // `int(x);` and `void(*f)(int);` declare.
            if is_simple_type_keyword(k) && self.peek_kind(1) == TokenKind::LParen {
                return self.paren_declarator_follows(1);
            }
            return is_type_keyword(k) || is_decl_only_keyword(k);
        }
        if self.is_spec_word(0) || self.at_at_word(self.words.codegen) {
            return true;
        }
        if self.at(TokenKind::LBracket) && self.peek_kind(1) == TokenKind::LBracket {
            return true;
        }
        if !matches!(self.kind(), TokenKind::Ident | TokenKind::ColonColon) {
            return false;
        }
        // `__real__ z = 1.0;` assigns to a part of a complex value.
        if self.at_ident()
            && (self.words.real.contains(&self.sym()) || self.words.imag.contains(&self.sym()))
        {
            return false;
        }
        let Some((end, kind)) = self.scan_name(0) else {
            return false;
        };
        match kind {
            Some(k) if k.is_type() => self.declarator_follows(end),
            Some(NameKind::Value | NameKind::ValueTemplate | NameKind::Namespace) => false,
            _ => {
                // Unknown name: `foo_t x;` or `ns::foo_t<int> x;`.
                let mut i = end;
                if self.peek_kind(i) == TokenKind::Lt {
                    match self.scan_template_args(i) {
                        Some(j) => i = j,
                        None => return false,
                    }
                }
                self.peek_is_ident(i) && !matches!(self.peek_kind(i + 1), TokenKind::ColonColon)
                    || (i != end && matches!(self.peek_kind(i), TokenKind::Star | TokenKind::Amp))
                    // `Unknown* p = ...;`: a product of undeclared names
                    // could not be assigned to; clang reads a declaration
                    // and says "unknown type name".
                    || (matches!(
                        self.peek_kind(i),
                        TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp
                    ) && self.peek_is_ident(i + 1)
                        && matches!(
                            self.peek_kind(i + 2),
                            TokenKind::Eq | TokenKind::Semi | TokenKind::Comma | TokenKind::LBracket
                        ))
            }
        }
    }

    /// After a type name at index `i`: can a declarator start here?
    fn declarator_follows(&self, i: usize) -> bool {
        match self.peek_kind(i) {
            TokenKind::Ident => {
                self.peek_kw(i)
                    .is_none_or(|k| matches!(k, Keyword::Const | Keyword::Volatile))
                    || self.is_spec_word(i)
            }
            TokenKind::Star
            | TokenKind::Amp
            | TokenKind::AmpAmp
            | TokenKind::Ellipsis
            | TokenKind::Semi => true,
            TokenKind::Lt => true,
            TokenKind::LParen => self.paren_declarator_follows(i),
            TokenKind::ColonColon => self.peek_kind(i + 1) == TokenKind::Star,
            _ => false,
        }
    }

    /// `T(` at `i`: `T(x);`, `T(*p)(int);` are declarations; `T(1)`,
    /// `T(x).f()` and `T(x) + 1` are expressions.
    fn paren_declarator_follows(&self, i: usize) -> bool {
        // `T (C::*pm)(...)`: a pointer to member.
        if self.member_pointer_at(i + 1) {
            return true;
        }
        match self.peek_kind(i + 1) {
            TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp => {
                // `T(*p)...` vs `T(*p + 1)`: a declarator closes right after a name.
                self.peek_is_ident(i + 2)
                    && matches!(
                        self.peek_kind(i + 3),
                        TokenKind::RParen | TokenKind::LBracket
                    )
            }
            TokenKind::Ident if self.peek_is_ident(i + 1) => {
                if !matches!(
                    self.peek_kind(i + 2),
                    TokenKind::RParen | TokenKind::LBracket
                ) {
                    return false;
                }
                if self.peek_kind(i + 2) == TokenKind::LBracket {
                    return true;
                }
                matches!(
                    self.peek_kind(i + 3),
                    TokenKind::Semi
                        | TokenKind::Eq
                        | TokenKind::Comma
                        | TokenKind::LBracket
                        | TokenKind::LParen
                )
            }
            _ => false,
        }
    }

    // ----- decl-specifiers -----

    /// ```text
    /// decl-specifier-seq:
    ///     decl-specifier+
    /// decl-specifier:
    ///     storage-class | function-specifier | 'typedef' | 'constexpr'
    ///     | cv-qualifier | type-specifier | cuda-space | attribute
    /// ```
    pub(crate) fn parse_decl_specifiers(&mut self, ctx: SpecCtx) -> DeclSpec<'a> {
        let lo = self.span().lo;
        let mut specs = Specifiers::NONE;
        let mut typedef = false;
        let mut cv = Cv::NONE;
        let mut parts = BuiltinParts::default();
        let mut ty: Option<&'a TypeExpr<'a>> = None;
        let mut tag_decl = None;
        let mut alignas = None;
        // An `aligned` attribute belongs to the declaration that parsed it.
        self.gnu_aligned = None;
        let mut kernel = crate::kernel_attrs::KernelAttrSyntax::default();
        let mut ty_lo = lo;
        let mut complex: Option<Span> = None;
        loop {
            let start = self.pos;
            let t = self.tok();
            if self.at_ident() && self.words.complex.contains(&self.sym()) {
                if complex.is_some() {
                    let d = diag::duplicate_specifier(t.span, "_Complex");
                    self.error(d);
                }
                complex = Some(t.span);
                self.bump();
                continue;
            }
            if ty.is_none() && !parts.any && self.at_type_intrinsic(0) {
                ty_lo = t.span.lo;
                ty = Some(self.parse_type_intrinsic());
                continue;
            }
            if let Some(k) = self.kw() {
                use Keyword::*;
                let flag = match k {
                    Static => Specifiers::STATIC,
                    Extern => Specifiers::EXTERN,
                    Inline => Specifiers::INLINE,
                    Constexpr => Specifiers::CONSTEXPR,
                    ThreadLocal => Specifiers::THREAD_LOCAL,
                    Mutable => Specifiers::MUTABLE,
                    Register => Specifiers::REGISTER,
                    Virtual => Specifiers::VIRTUAL,
                    Explicit => Specifiers::EXPLICIT,
                    Friend => Specifiers::FRIEND,
                    Global => Specifiers::GLOBAL,
                    Device => Specifiers::DEVICE,
                    Host => Specifiers::HOST,
                    Shared => Specifiers::SHARED,
                    Constant => Specifiers::CONSTANT,
                    Managed => Specifiers::MANAGED,
                    GridConstant => Specifiers::GRID_CONSTANT,
                    NvRegisterParams => Specifiers::NV_REGISTER_PARAMS,
                    _ => 0,
                };
                if flag != 0 {
                    if specs.has(flag) && flag < Specifiers::GLOBAL {
                        let d = diag::duplicate_specifier(t.span, k.as_str());
                        self.error(d);
                    }
                    specs = specs.with(flag);
                    self.bump();
                    continue;
                }
                match k {
                    Typedef => {
                        typedef = true;
                        self.bump();
                        continue;
                    }
                    Const | Volatile => {
                        let bit = if k == Const { Cv::CONST } else { Cv::VOLATILE };
                        if cv.0 & bit != 0 {
                            let d = diag::duplicate_specifier(t.span, k.as_str());
                            self.error(d);
                        }
                        cv = cv.with(bit);
                        self.bump();
                        continue;
                    }
                    Alignas => {
                        alignas = self.parse_alignas();
                        continue;
                    }
                    Void | Bool | Char | Char16T | Char32T | WcharT | Int | Float | Double
                    | Short | Long | Signed | Unsigned => {
                        if ty.is_some() {
                            break;
                        }
                        if !parts.any {
                            ty_lo = t.span.lo;
                        }
                        self.add_builtin_part(&mut parts, k);
                        continue;
                    }
                    Auto | Decltype | Struct | Class | Union | Enum | Typename => {
                        if ty.is_some() || parts.any {
                            if matches!(k, Auto | Decltype) {
                                let d = diag::cannot_combine_specifier(
                                    t.span,
                                    self.type_spec_name(&parts, ty),
                                );
                                self.error(d);
                                self.bump();
                                continue;
                            }
                            break;
                        }
                        ty_lo = t.span.lo;
                        match k {
                            Auto => {
                                self.bump();
                                ty = Some(self.alloc(TypeExpr {
                                    span: t.span,
                                    cv: Cv::NONE,
                                    kind: TypeKind::Auto,
                                }));
                            }
                            Decltype => ty = Some(self.parse_decltype()),
                            Struct | Class | Union | Enum => {
                                let (t2, decl, _) = self.parse_tag_specifier();
                                ty = Some(t2);
                                tag_decl = decl;
                            }
                            _ => {
                                // The span covers `typename`: sema tells a
                                // dependent name written with it.
                                self.bump(); // typename
                                let inner = self.parse_named_type(true);
                                ty = Some(self.alloc(TypeExpr {
                                    span: Span::new(t.span.lo, inner.span.hi),
                                    ..*inner
                                }));
                            }
                        }
                        continue;
                    }
                    _ => break,
                }
            }
            if self.at(TokenKind::LBracket) && self.peek_kind(1) == TokenKind::LBracket {
                self.skip_cxx11_attribute();
                continue;
            }
            if self.at_ident() {
                let s = self.sym();
                if s == self.words.attribute
                    || s == self.words.attribute_alt
                    || s == self.words.declspec
                {
                    specs = specs.with(self.parse_gnu_attribute());
                    continue;
                }
                if self.parse_kernel_attr(&mut kernel) {
                    continue;
                }
                let simple_flag = if s == self.words.forceinline {
                    Specifiers::FORCE_INLINE
                } else if s == self.words.noinline {
                    Specifiers::NO_INLINE
                } else if self.words.inline_alt.contains(&s) {
                    Specifiers::INLINE
                } else if self.words.thread_alt.contains(&s) {
                    Specifiers::THREAD_LOCAL
                } else if s == self.words.consteval {
                    Specifiers::CONSTEVAL
                } else if s == self.words.constinit {
                    Specifiers::CONSTINIT
                } else {
                    0
                };
                if simple_flag != 0 {
                    specs = specs.with(simple_flag);
                    self.bump();
                    continue;
                }
                if s == self.words.extension {
                    self.bump();
                    continue;
                }
                if s == self.words.const_alt
                    || s == self.words.volatile_alt
                    || self.words.restrict[..2].contains(&s)
                {
                    let bit = if s == self.words.const_alt {
                        Cv::CONST
                    } else if s == self.words.volatile_alt {
                        Cv::VOLATILE
                    } else {
                        Cv::RESTRICT
                    };
                    cv = cv.with(bit);
                    self.bump();
                    continue;
                }
                if s == self.words.alignas_alt {
                    alignas = self.parse_alignas();
                    continue;
                }
                if s == self.words.decltype_alt || self.words.typeof_alt.contains(&s) {
                    if ty.is_some() || parts.any {
                        break;
                    }
                    ty_lo = t.span.lo;
                    ty = Some(self.parse_decltype());
                    continue;
                }
                if self.at_type_transform(0) {
                    if ty.is_some() || parts.any {
                        break;
                    }
                    ty_lo = t.span.lo;
                    ty = Some(self.parse_type_transform());
                    continue;
                }
                let builtin_word = if s == self.words.int128 {
                    Some(Keyword::Int)
                } else if self.words.signed_alt.contains(&s) {
                    Some(Keyword::Signed)
                } else {
                    None
                };
                if let Some(k) = builtin_word {
                    if ty.is_some() {
                        break;
                    }
                    if !parts.any {
                        ty_lo = t.span.lo;
                    }
                    if s == self.words.int128 {
                        if parts.int128 || parts.base.is_some() {
                            let d = diag::cannot_combine_specifier(
                                t.span,
                                self.type_spec_name(&parts, ty),
                            );
                            self.error(d);
                        }
                        parts.int128 = true;
                        parts.any = true;
                        self.bump();
                    } else {
                        self.add_builtin_part(&mut parts, k);
                    }
                    continue;
                }
                if s == self.words.char8
                    || self.words.float16.contains(&s)
                    || s == self.words.nullptr_t
                {
                    if ty.is_some() || parts.any {
                        break;
                    }
                    let b = if s == self.words.char8 {
                        BuiltinType::Char8
                    } else if s == self.words.nullptr_t {
                        BuiltinType::NullPtr
                    } else {
                        BuiltinType::Half
                    };
                    self.bump();
                    ty = Some(self.alloc(TypeExpr {
                        span: t.span,
                        cv: Cv::NONE,
                        kind: TypeKind::Builtin(b),
                    }));
                    ty_lo = t.span.lo;
                    continue;
                }
            }
            // A type name.
            if ty.is_none()
                && !parts.any
                && matches!(self.kind(), TokenKind::Ident | TokenKind::ColonColon)
            {
                if let Some((end, kind)) = self.scan_name(0) {
                    let take = match kind {
                        Some(k) if k.is_type() => true,
                        Some(NameKind::Namespace) => false,
                        // In a type-id a type is required: any name is one.
                        _ => ctx == SpecCtx::TypeId || self.unknown_name_is_type(end, ctx),
                    } && !(ctx == SpecCtx::Decl
                        && (self.constructor_name_at(end) || self.deduction_guide_at(end)));
                    if take {
                        ty_lo = t.span.lo;
                        ty = Some(self.parse_named_type(true));
                        continue;
                    }
                }
            }
            let _ = start;
            break;
        }
        let missing_type = ty.is_none() && !parts.any && complex.is_none();
        let base = match ty {
            Some(t) => t,
            // `_Complex` alone is `_Complex double`.
            None if complex.is_some() && !parts.any => self.alloc(TypeExpr {
                span: complex.unwrap_or(Span::DUMMY),
                cv: Cv::NONE,
                kind: TypeKind::Builtin(BuiltinType::Double),
            }),
            None if parts.any => {
                let kind = self.finish_builtin(&parts, ty_lo);
                self.alloc(TypeExpr {
                    span: self.span_from(ty_lo),
                    cv: Cv::NONE,
                    kind: TypeKind::Builtin(kind),
                })
            }
            None => self.alloc(TypeExpr {
                span: Span::new(lo, lo),
                cv: Cv::NONE,
                kind: TypeKind::Error,
            }),
        };
        let base = match complex {
            Some(at) => self.complex_type(base, at),
            None => base,
        };
        // Circle's pack index as a declaration's type (`Ts...[0] x;`): in a
        // declarator, `...` followed by `[` would declare a pack of arrays,
        // which no variable declaration can be.
        let mut base = base;
        while ctx == SpecCtx::Decl
            && ty.is_some()
            && self.at(TokenKind::Ellipsis)
            && self.peek_kind(1) == TokenKind::LBracket
        {
            let sel = self.parse_pack_selector();
            base = self.alloc(TypeExpr {
                span: base.span.to(sel.span),
                cv: Cv::NONE,
                kind: TypeKind::PackSelect { pack: base, sel },
            });
        }
        let ty = if cv.is_empty() {
            base
        } else {
            self.alloc(TypeExpr {
                span: base.span,
                cv: Cv(base.cv.0 | cv.0),
                kind: base.kind,
            })
        };
        DeclSpec {
            specs,
            typedef,
            ty,
            missing_type,
            tag_decl,
            alignas: alignas.or(self.gnu_aligned.take()),
            kernel,
        }
    }

    /// `__complex__ T`: the bundled `::__circle_rs_complex<T>`
    /// (`include/__circle_rs_complex.h`).
    fn complex_type(&mut self, elem: &'a TypeExpr<'a>, at: Span) -> &'a TypeExpr<'a> {
        let span = at.to(elem.span);
        let args = self.alloc_slice(&[TypeOrExpr::Type(elem)]);
        let segments = self.alloc_slice(&[NameSegment {
            ident: Ident {
                sym: self.words.complex_class,
                span: at,
            },
            template_args: Some(args),
            conv_type: None,
        }]);
        let q = self.alloc(QualName {
            span,
            global: true,
            segments,
        });
        self.alloc(TypeExpr {
            span,
            cv: Cv::NONE,
            kind: TypeKind::Named(q),
        })
    }

    /// The name spanning tokens `0..end` declares a deduction guide: a
    /// class template's name, a parenthesized parameter list, `->`
    /// (`pair(T1, T2) -> pair<T1, T2>;`).
    pub(crate) fn deduction_guide_at(&self, end: usize) -> bool {
        end == 1
            && self.peek_kind(1) == TokenKind::LParen
            && self.names.lookup(self.peek_sym(0)) == Some(NameKind::TypeTemplate)
            && self
                .matching_paren_over_braces(1)
                .is_some_and(|i| self.peek_kind(i + 1) == TokenKind::Arrow)
    }

    /// Like `matching_paren`, passing balanced braces inside (a default
    /// argument `size_type = {}` in a deduction guide).
    fn matching_paren_over_braces(&self, n: usize) -> Option<usize> {
        let (mut paren, mut brace) = (0usize, 0usize);
        let mut i = n;
        loop {
            match self.peek_kind(i) {
                TokenKind::LParen => paren += 1,
                TokenKind::RParen => {
                    paren = paren.saturating_sub(1);
                    if paren == 0 {
                        return Some(i);
                    }
                }
                TokenKind::LBrace => brace += 1,
                TokenKind::RBrace if brace > 0 => brace -= 1,
                TokenKind::Eof | TokenKind::Semi | TokenKind::RBrace => return None,
                _ => {}
            }
            i += 1;
        }
    }

    /// The name spanning tokens `0..end` declares a constructor: `S(` inside
    /// the body of `struct S`, or `S::S(` (also `S<T>::S(`) anywhere.
    fn constructor_name_at(&self, end: usize) -> bool {
        if self.peek_kind(end) == TokenKind::ColonColon
            && self.peek_kind(end + 1) == TokenKind::Tilde
        {
            return true; // `S::~S`
        }
        if self.peek_kind(end) != TokenKind::LParen {
            return false;
        }
        if end == 1 {
            return self.class_names.last().copied().flatten() == Some(self.peek_sym(0));
        }
        end >= 3
            && self.peek_kind(end - 2) == TokenKind::ColonColon
            && self.peek_is_ident(end - 1)
            && self.class_of_qualified(end) == Some(self.peek_sym(end - 1))
    }

    /// In `A::B<...>::C` spanning `0..end`, the symbol of the segment
    /// before the last.
    fn class_of_qualified(&self, end: usize) -> Option<Symbol> {
        // Walk back over `::` and a possible template argument list.
        let mut i = end.checked_sub(2)?; // the `::`
        if self.peek_kind(i) != TokenKind::ColonColon {
            return None;
        }
        i = i.checked_sub(1)?;
        if matches!(self.peek_kind(i), TokenKind::Gt | TokenKind::GtGt) {
            let mut depth = 0i32;
            loop {
                match self.peek_kind(i) {
                    TokenKind::Gt => depth += 1,
                    TokenKind::GtGt => depth += 2,
                    TokenKind::Lt => depth -= 1,
                    _ => {}
                }
                if depth <= 0 {
                    break;
                }
                i = i.checked_sub(1)?;
            }
            i = i.checked_sub(1)?;
        }
        self.peek_is_ident(i).then(|| self.peek_sym(i))
    }

    /// An unknown name in decl-specifier position is taken as a type name if
    /// a declarator (or, for parameters and type-ids, the end) follows.
    fn unknown_name_is_type(&self, end: usize, ctx: SpecCtx) -> bool {
        let mut i = end;
        if self.peek_kind(i) == TokenKind::Lt {
            match self.scan_template_args(i) {
                Some(j) => i = j,
                None => return false,
            }
        }
        match self.peek_kind(i) {
            // `T x`, `T const`, and `T operator+(...)` (a declarator may
            // start with an operator-function-id).
            TokenKind::Ident => self.peek_kw(i).is_none_or(|k| {
                matches!(k, Keyword::Const | Keyword::Volatile | Keyword::Operator)
            }),
            TokenKind::Star | TokenKind::Amp | TokenKind::AmpAmp | TokenKind::Ellipsis => true,
            TokenKind::RParen
            | TokenKind::Comma
            | TokenKind::Gt
            | TokenKind::GtGt
            | TokenKind::LBracket => ctx != SpecCtx::Decl,
            TokenKind::LParen => ctx == SpecCtx::Decl && self.paren_declarator_follows(i),
            _ => false,
        }
    }

    fn add_builtin_part(&mut self, parts: &mut BuiltinParts, k: Keyword) {
        let t = self.bump();
        parts.any = true;
        let conflict = match k {
            Keyword::Signed => {
                parts.signed += 1;
                parts.unsigned > 0 || parts.signed > 1
            }
            Keyword::Unsigned => {
                parts.unsigned += 1;
                parts.signed > 0 || parts.unsigned > 1
            }
            Keyword::Short => {
                parts.short += 1;
                parts.long > 0 || parts.short > 1
            }
            Keyword::Long => {
                parts.long += 1;
                parts.short > 0 || parts.long > 2
            }
            _ => {
                let c = parts.base.is_some() || parts.int128;
                if !c {
                    parts.base = Some((k, k.as_str()));
                }
                c
            }
        };
        let bad_base = match parts.base {
            Some((Keyword::Int, _)) | None => false,
            Some((Keyword::Char, _)) => parts.short + parts.long > 0,
            Some((Keyword::Double, _)) => {
                parts.short + parts.signed + parts.unsigned > 0 || parts.long > 1
            }
            Some(_) => parts.short + parts.long + parts.signed + parts.unsigned > 0,
        };
        if conflict || bad_base {
            let prev = match parts.base {
                Some((_, s)) if s != k.as_str() => s,
                _ => {
                    if parts.long > 0 && k != Keyword::Long {
                        "long"
                    } else if parts.short > 0 && k != Keyword::Short {
                        "short"
                    } else if parts.unsigned > 0 && k != Keyword::Unsigned {
                        "unsigned"
                    } else if parts.signed > 0 && k != Keyword::Signed {
                        "signed"
                    } else {
                        k.as_str()
                    }
                }
            };
            let d = diag::cannot_combine_specifier(t.span, prev);
            self.error(d);
        }
    }

    fn type_spec_name(&self, parts: &BuiltinParts, ty: Option<&TypeExpr>) -> &'static str {
        if let Some((_, s)) = parts.base {
            return s;
        }
        if parts.long > 0 {
            return "long";
        }
        if parts.unsigned > 0 {
            return "unsigned";
        }
        match ty.map(|t| t.kind) {
            Some(TypeKind::Auto) => "auto",
            Some(TypeKind::Decltype(_)) => "decltype",
            _ => "type",
        }
    }

    fn finish_builtin(&self, p: &BuiltinParts, _lo: u32) -> BuiltinType {
        use BuiltinType as B;
        let unsigned = p.unsigned > 0;
        if p.int128 {
            return if unsigned { B::UInt128 } else { B::Int128 };
        }
        match p.base.map(|b| b.0) {
            Some(Keyword::Void) => B::Void,
            Some(Keyword::Bool) => B::Bool,
            Some(Keyword::Char) => {
                if unsigned {
                    B::UChar
                } else if p.signed > 0 {
                    B::SChar
                } else {
                    B::Char
                }
            }
            Some(Keyword::Char16T) => B::Char16,
            Some(Keyword::Char32T) => B::Char32,
            Some(Keyword::WcharT) => B::WChar,
            Some(Keyword::Float) => B::Float,
            Some(Keyword::Double) => {
                if p.long > 0 {
                    B::LongDouble
                } else {
                    B::Double
                }
            }
            _ => match (p.short, p.long, unsigned) {
                (0, 0, false) => B::Int,
                (0, 0, true) => B::UInt,
                (_, 0, false) => B::Short,
                (_, 0, true) => B::UShort,
                (_, 1, false) => B::Long,
                (_, 1, true) => B::ULong,
                (_, _, false) => B::LongLong,
                (_, _, true) => B::ULongLong,
            },
        }
    }

    /// ```text
    /// alignment-specifier:
    ///     'alignas' '(' type-id | constant-expression ')'
    /// ```
    fn parse_alignas(&mut self) -> Option<&'a TypeOrExpr<'a>> {
        let kw = self.bump();
        if !self.at(TokenKind::LParen) {
            let d = diag::expected_lparen_after(self.span(), "alignas");
            self.error(d);
            return None;
        }
        let open = self.bump().span;
        let arg = self.parse_type_or_expr();
        self.expect(TokenKind::RParen, ")", Some((open, "(")));
        let _ = kw;
        Some(self.alloc(arg))
    }

    /// ```text
    /// decltype-specifier:
    ///     'decltype' '(' expression ')'
    /// ```
    fn parse_decltype(&mut self) -> &'a TypeExpr<'a> {
        let typeof_word = self.words.typeof_alt.contains(&self.sym());
        let lo = self.bump().span.lo;
        if !self.at(TokenKind::LParen) {
            let d = diag::expected_lparen_after(self.span(), "decltype");
            self.error(d);
            return self.alloc(TypeExpr {
                span: self.span_from(lo),
                cv: Cv::NONE,
                kind: TypeKind::Error,
            });
        }
        let open = self.bump().span;
        if self.at_kw(Keyword::Auto) && self.peek_kind(1) == TokenKind::RParen {
            self.bump();
            self.bump();
            return self.alloc(TypeExpr {
                span: self.span_from(lo),
                cv: Cv::NONE,
                kind: TypeKind::DecltypeAuto,
            });
        }
        // GNU `typeof(type-id)` names the type itself.
        if typeof_word && self.starts_type_id(0) {
            let t = self.parse_type_id();
            self.expect(TokenKind::RParen, ")", Some((open, "(")));
            return t;
        }
        let saved = std::mem::take(&mut self.ctx);
        let e = self.parse_expr();
        self.ctx = saved;
        self.expect(TokenKind::RParen, ")", Some((open, "(")));
        self.alloc(TypeExpr {
            span: self.span_from(lo),
            cv: Cv::NONE,
            kind: TypeKind::Decltype(e),
        })
    }

    /// A possibly qualified type name with template arguments.
    /// ```text
    /// type-name:
    ///     nested-name-specifier? identifier template-argument-list?
    /// ```
    pub(crate) fn parse_named_type(&mut self, in_type: bool) -> &'a TypeExpr<'a> {
        let lo = self.span().lo;
        match self.parse_qual_name(in_type) {
            Some(name) => self.alloc(TypeExpr {
                span: self.span_from(lo),
                cv: Cv::NONE,
                kind: TypeKind::Named(name),
            }),
            None => {
                let d = diag::expected_type(self.span());
                self.error(d);
                self.alloc(TypeExpr {
                    span: self.span_from(lo),
                    cv: Cv::NONE,
                    kind: TypeKind::Error,
                })
            }
        }
    }

    /// ```text
    /// qualified-name:
    ///     '::'? name-segment ('::' name-segment)*
    /// name-segment:
    ///     identifier ('<' template-argument-list? '>')?
    /// ```
    /// Template arguments are parsed after a known template name, or after
    /// any name when `in_type` (the parser already decided a type is here).
    pub(crate) fn parse_qual_name(&mut self, in_type: bool) -> Option<&'a QualName<'a>> {
        let lo = self.span().lo;
        let global = self.eat(TokenKind::ColonColon);
        let mut segs: Vec<NameSegment<'a>> = Vec::new();
        let mut syms: Vec<Symbol> = Vec::new();
        let mut forced_template = false;
        loop {
            if !self.at_ident() {
                if segs.is_empty() && !global {
                    return None;
                }
                let d = diag::expected_unqualified_id(self.span());
                self.error(d);
                break;
            }
            let ident = self.ident();
            syms.push(ident.sym);
            let kind = self.names.lookup_qualified(&syms, global);
            let mut template_args = None;
            if self.at(TokenKind::Lt) {
                let is_template = forced_template
                    || kind.is_some_and(NameKind::is_template)
                    || (in_type && !kind.is_some_and(|k| k == NameKind::Value))
                    || (kind.is_none() && self.unknown_template_follows());
                if is_template {
                    template_args = Some(self.parse_template_args());
                }
            }
            segs.push(NameSegment {
                ident,
                template_args,
                conv_type: None,
            });
            forced_template = false;
            if self.at(TokenKind::ColonColon) && self.peek_is_ident(1) {
                self.bump();
                continue;
            }
            if self.at(TokenKind::ColonColon)
                && self.peek_kw(1) == Some(Keyword::Template)
                && self.peek_is_ident(2)
            {
                // `T::template X<int>`: the disambiguator makes `<` open arguments.
                self.bump();
                self.bump();
                forced_template = true;
                continue;
            }
            if self.at(TokenKind::ColonColon) && self.peek_kw(1) == Some(Keyword::Operator) {
                // `X::operator==`, `X::operator T`: an operator-function-id
                // or conversion-function-id ends the qualified name.
                self.bump();
                let (ident, conv_type) = self.parse_operator_name();
                segs.push(NameSegment {
                    ident,
                    template_args: None,
                    conv_type,
                });
                break;
            }
            if self.at(TokenKind::ColonColon)
                && self.peek_kind(1) == TokenKind::Tilde
                && self.peek_is_ident(2)
            {
                // `X::~X`: a destructor name ends the qualified name.
                self.bump();
                let ident = self.parse_destructor_name();
                segs.push(NameSegment {
                    ident,
                    template_args: None,
                    conv_type: None,
                });
            }
            break;
        }
        let span = self.span_from(lo);
        Some(self.alloc(QualName {
            span,
            global,
            segments: self.alloc_slice(&segs),
        }))
    }

    /// `~X`: interned as `"~X"`.
    pub(crate) fn parse_destructor_name(&mut self) -> Ident {
        let lo = self.bump().span.lo; // ~
        let id = self.ident();
        let text = format!("~{}", self.interner.resolve(id.sym));
        Ident {
            sym: self.interner.intern(&text),
            span: self.span_from(lo),
        }
    }

    /// An unknown name (one the table has never seen, as from a header not
    /// parsed) followed by a balanced `<...>` and then `(`, `::`, `<<<` or an
    /// identifier is taken as a template-id (`make_pair<int>(...)`,
    /// `foo<T>::x`, `kernel<T><<<g, b>>>(...)`).
    fn unknown_template_follows(&self) -> bool {
        match self.scan_template_args(0) {
            Some(j) if self.type_like_tokens(1, j - 1) => {
                matches!(self.peek_kind(j), TokenKind::ColonColon | TokenKind::LParen)
                    || self.peek_is_ident(j)
                    || (self.peek_kind(j) == TokenKind::LtLt
                        && self.peek_kind(j + 1) == TokenKind::Lt)
            }
            _ => false,
        }
    }

    /// Tokens `from..to` (relative) hold only what a list of types and simple
    /// constants contains: names, keywords, numbers, `::`, `*`, `&`, `,`,
    /// angle brackets and parentheses, never an operator such as `&&` or `==`
    /// that would make `a < b && c > (d)` a comparison.
    fn type_like_tokens(&self, from: usize, to: usize) -> bool {
        (from..to).all(|i| {
            matches!(
                self.peek_kind(i),
                TokenKind::Ident
                    | TokenKind::Number
                    | TokenKind::ColonColon
                    | TokenKind::Star
                    | TokenKind::Amp
                    | TokenKind::Comma
                    | TokenKind::Lt
                    | TokenKind::Gt
                    | TokenKind::GtGt
                    | TokenKind::LParen
                    | TokenKind::RParen
                    | TokenKind::Ellipsis
            )
        })
    }

    /// ```text
    /// template-argument-list:
    ///     '<' (template-argument (',' template-argument)*)? '>'
    /// template-argument:
    ///     type-id | constant-expression
    /// ```
    pub(crate) fn parse_template_args(&mut self) -> &'a [TypeOrExpr<'a>] {
        let open = self.bump().span; // `<`
        let mut args = Vec::new();
        if !self.enter() {
            self.skip_until(&[TokenKind::Gt, TokenKind::GtGt, TokenKind::Semi]);
            self.eat_template_close();
            return &[];
        }
        let saved = self.ctx;
        self.ctx.no_gt = true;
        self.ctx.launch = false;
        if !matches!(self.kind(), TokenKind::Gt | TokenKind::GtGt) {
            loop {
                let start = self.pos;
                let mut a = self.parse_type_or_expr_in(true);
                if self.at(TokenKind::Ellipsis) {
                    let e = self.bump().span;
                    a = match a {
                        TypeOrExpr::Type(t) => TypeOrExpr::Type(self.alloc(TypeExpr {
                            span: t.span.to(e),
                            cv: Cv::NONE,
                            kind: TypeKind::PackExpansion(t),
                        })),
                        TypeOrExpr::Expr(x) => TypeOrExpr::Expr(self.alloc(Expr {
                            span: x.span.to(e),
                            kind: ExprKind::PackExpansion(x),
                        })),
                    };
                }
                args.push(a);
                if self.pos == start {
                    break;
                }
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        self.ctx = saved;
        self.leave();
        if !self.eat_template_close() {
            let d = diag::expected_token(self.span(), ">", Some((open, "<")));
            self.error(d);
            self.skip_until(&[
                TokenKind::Gt,
                TokenKind::GtGt,
                TokenKind::Semi,
                TokenKind::LBrace,
            ]);
            self.eat_template_close();
        }
        self.alloc_slice(&args)
    }

    /// A type-id if the tokens start one, an expression otherwise.
    pub(crate) fn parse_type_or_expr(&mut self) -> TypeOrExpr<'a> {
        self.parse_type_or_expr_in(false)
    }

    /// A type-id if the tokens start one; otherwise an assignment-expression
    /// (in a template argument list) or an expression.
    fn parse_type_or_expr_in(&mut self, template_arg: bool) -> TypeOrExpr<'a> {
        if self.starts_type_id(0) && !(template_arg && self.template_arg_is_cast()) {
            TypeOrExpr::Type(self.parse_type_id())
        } else if template_arg {
            TypeOrExpr::Expr(self.parse_assignment_expr())
        } else {
            TypeOrExpr::Expr(self.parse_expr())
        }
    }

    /// In a template argument a type-id wins an ambiguity ([temp.arg]/2),
    /// but `T(-1) < T(0)` or `T{}` is no type-id at all: a type name
    /// followed by a parenthesized list that holds an operand, or by a
    /// braced list, or by a list after which the argument goes on, is an
    /// expression (a functional cast).
    fn template_arg_is_cast(&self) -> bool {
        let mut end = 0;
        while self.peek_kw(end).is_some_and(is_type_keyword) || self.is_spec_word(end) {
            // `decltype(1)`, `__typeof(x)`: the operand belongs to the
            // specifier.
            let operand_follows = (self.peek_kw(end) == Some(Keyword::Decltype)
                || self.peek_is_ident(end)
                    && (self.peek_sym(end) == self.words.decltype_alt
                        || self.words.typeof_alt.contains(&self.peek_sym(end))))
                && self.peek_kind(end + 1) == TokenKind::LParen;
            end += 1;
            if operand_follows {
                match self.matching_paren(end) {
                    Some(close) => end = close + 1,
                    None => return false,
                }
            }
        }
        if end == 0 {
            match self.scan_name(0) {
                Some((e, _)) => end = e,
                None => return false,
            }
        }
        // A name ending in `>>` closed the enclosing list as well, unless
        // both closers are its own (`__and_<is_x<T>>{}`).
        if self.peek_kind(end - 1) == TokenKind::GtGt && !self.angles_balanced(0, end) {
            return false;
        }
        // `T::template f<A>()`: without `typename` a dependent member is
        // a value.
        if self.peek_kind(end) == TokenKind::ColonColon
            && self.peek_kw(end + 1) == Some(Keyword::Template)
        {
            return true;
        }
        let open = self.peek_kind(end);
        if open == TokenKind::LBrace {
            return true;
        }
        if open != TokenKind::LParen {
            return false;
        }
        if matches!(
            self.peek_kind(end + 1),
            TokenKind::Number
                | TokenKind::String
                | TokenKind::Char
                | TokenKind::Minus
                | TokenKind::Plus
                | TokenKind::Bang
                | TokenKind::Tilde
        ) {
            return true;
        }
        let Some(i) = self.matching_paren(end) else {
            return false;
        };
        // `bool(tuple_size<T>::value + 1)`: an operator outside template
        // arguments makes the parenthesized list an operand.
        if self.has_operator_at_top(end + 1, i) {
            return true;
        }
        // `T(*)[]`, `R(A)(B)`, `R(A...) noexcept(NE)`: declarator pieces
        // may follow.
        let declarator_goes_on = matches!(
            self.peek_kw(i + 1),
            Some(Keyword::Noexcept | Keyword::Throw | Keyword::Const | Keyword::Volatile)
        ) || matches!(
            self.peek_kind(i + 1),
            TokenKind::Arrow | TokenKind::Amp | TokenKind::AmpAmp
        );
        !declarator_goes_on
            && !matches!(
                self.peek_kind(i + 1),
                TokenKind::Comma
                    | TokenKind::Gt
                    | TokenKind::GtGt
                    | TokenKind::Ellipsis
                    | TokenKind::LBracket
                    | TokenKind::LParen
            )
    }

    /// Whether the tokens `from..to` close every `<` they open (`>>`
    /// closing two).
    fn angles_balanced(&self, from: usize, to: usize) -> bool {
        let mut depth: i32 = 0;
        for i in from..to {
            match self.peek_kind(i) {
                TokenKind::Lt => depth += 1,
                TokenKind::Gt => depth -= 1,
                TokenKind::GtGt => depth -= 2,
                _ => {}
            }
        }
        depth == 0
    }

    /// Whether tokens `from..to` hold an arithmetic or comparison operator
    /// outside any template argument list (not part of a type).
    fn has_operator_at_top(&self, from: usize, to: usize) -> bool {
        let (mut angle, mut bracket): (i32, i32) = (0, 0);
        for i in from..to {
            match self.peek_kind(i) {
                TokenKind::Lt => angle += 1,
                TokenKind::Gt => angle -= 1,
                TokenKind::GtGt => angle -= 2,
                // An array bound (`R(int[N + 1])`) belongs to a type.
                TokenKind::LBracket => bracket += 1,
                TokenKind::RBracket => bracket -= 1,
                _ if bracket > 0 => {}
                TokenKind::Plus
                | TokenKind::Minus
                | TokenKind::Slash
                | TokenKind::Percent
                | TokenKind::EqEq
                | TokenKind::BangEq
                | TokenKind::Question
                | TokenKind::Number
                    if angle <= 0 =>
                {
                    return true
                }
                _ => {}
            }
        }
        false
    }

    /// ```text
    /// type-id:
    ///     type-specifier-seq abstract-declarator?
    /// ```
    pub(crate) fn parse_type_id(&mut self) -> &'a TypeExpr<'a> {
        let spec = self.parse_decl_specifiers(SpecCtx::TypeId);
        if spec.missing_type {
            let d = diag::expected_type(self.span());
            self.error(d);
        }
        let mut base = spec.ty;
        // Circle's `Ts...[i]` / `Ts...[begin:end:step]`.
        while self.at(TokenKind::Ellipsis) && self.peek_kind(1) == TokenKind::LBracket {
            let sel = self.parse_pack_selector();
            base = self.alloc(TypeExpr {
                span: base.span.to(sel.span),
                cv: Cv::NONE,
                kind: TypeKind::PackSelect { pack: base, sel },
            });
        }
        let d = self.parse_declarator(crate::declarator::DeclaratorKind::Abstract);
        self.apply_declarator(base, &d)
    }
}
