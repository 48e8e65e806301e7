//! Types as written ([`ast::TypeExpr`]) to interned types, and the clang
//! spelling of a type (`@type_string`, diagnostics).

use super::{Entity, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use parser::ast::{self, BuiltinType, TypeKind};

/// The type as clang spells it: `unsigned int`, `const char *`, `int [4]`,
/// `int (*)(float)`, `int *const`, `shape_t`.
pub fn type_string(t: &TypeTable, ty: TypeId) -> String {
    spell(t, ty, String::new(), 0)
}

fn join(base: &str, inner: &str) -> String {
    // clang writes `int[4]` but `int *[4]` and `int (*)[4]`.
    if inner.is_empty() {
        base.to_string()
    } else if inner.starts_with('[') {
        format!("{base}{inner}")
    } else {
        format!("{base} {inner}")
    }
}

fn spell(t: &TypeTable, ty: TypeId, inner: String, depth: u32) -> String {
    if depth > 64 {
        return "...".into();
    }
    let d = depth + 1;
    match t.get(ty) {
        Type::Void => join("void", &inner),
        Type::Bool => join("bool", &inner),
        Type::Int(k) => join(k.name(), &inner),
        Type::Float(k) => join(k.name(), &inner),
        Type::NullPtr => join("std::nullptr_t", &inner),
        Type::Struct(s) => {
            let n = t.structs.get(*s).map_or("<struct>", |d| d.name.as_str());
            match crate::types::complex_element_name(n) {
                Some(elem) => join(&format!("_Complex {elem}"), &inner),
                None => join(n, &inner),
            }
        }
        Type::Enum(e) => {
            let n = t.enums.get(*e).map_or("<enum>", |d| d.name.as_str());
            join(n, &inner)
        }
        Type::Pointer { pointee, .. } => {
            let wrapped = needs_parens(t, *pointee);
            let inner = if wrapped {
                format!("(*{inner})")
            } else {
                format!("*{inner}")
            };
            spell(t, *pointee, inner, d)
        }
        Type::MemberPointer {
            class,
            pointee,
            quals,
        } => {
            let c = t
                .structs
                .get(*class)
                .map_or("<struct>", |d| d.name.as_str());
            match t.get(*pointee) {
                Type::Function {
                    ret,
                    params,
                    variadic,
                } => {
                    let mut ps: Vec<String> = params
                        .iter()
                        .map(|p| spell(t, *p, String::new(), d))
                        .collect();
                    if *variadic {
                        ps.push("...".into());
                    }
                    let q = crate::types::member_quals_text(*quals);
                    spell(t, *ret, format!("({c}::*{inner})({}){q}", ps.join(", ")), d)
                }
                _ => {
                    let inner = if needs_parens(t, *pointee) {
                        format!("({c}::*{inner})")
                    } else {
                        format!("{c}::*{inner}")
                    };
                    spell(t, *pointee, inner, d)
                }
            }
        }
        Type::Reference { referent, rvalue } => {
            let amp = if *rvalue { "&&" } else { "&" };
            let inner = if needs_parens(t, *referent) {
                format!("({amp}{inner})")
            } else {
                format!("{amp}{inner}")
            };
            spell(t, *referent, inner, d)
        }
        Type::Array { elem, len } => {
            let dim = match len {
                Some(n) => format!("[{n}]"),
                None => "[]".into(),
            };
            spell(t, *elem, format!("{inner}{dim}"), d)
        }
        Type::Function {
            ret,
            params,
            variadic,
        } => {
            let mut ps: Vec<String> = params
                .iter()
                .map(|p| spell(t, *p, String::new(), d))
                .collect();
            if *variadic {
                ps.push("...".into());
            }
            spell(t, *ret, format!("{inner}({})", ps.join(", ")), d)
        }
        Type::Qualified {
            base,
            is_const,
            is_volatile,
            ..
        } => {
            let mut q = String::new();
            if !*is_const && !*is_volatile {
                // Only an alignment: the type reads as its base.
                return spell(t, *base, inner, d);
            }
            if *is_const {
                q.push_str("const");
            }
            if *is_volatile {
                if !q.is_empty() {
                    q.push(' ');
                }
                q.push_str("volatile");
            }
            match t.get(*base) {
                Type::Pointer { .. } | Type::Reference { .. } => {
                    let inner = if inner.is_empty() {
                        q
                    } else {
                        format!("{q} {inner}")
                    };
                    spell(t, *base, inner, d)
                }
                _ => {
                    let b = spell(t, *base, String::new(), d);
                    join(&format!("{q} {b}"), &inner)
                }
            }
        }
    }
}

fn needs_parens(t: &TypeTable, ty: TypeId) -> bool {
    matches!(t.get(ty), Type::Array { .. } | Type::Function { .. })
}

/// A parameter as declared: name (empty if unnamed), adjusted type, span.
pub(crate) type ParamInfo = (String, TypeId, lexer::source::Span);

/// The `<cstddef>`/`<cstdint>` names every translation unit may use even
/// without the header (the bundled headers declare the same types, and a
/// typedef may be redeclared to the same type).
fn implicit_typedef(name: &str) -> Option<IntKind> {
    use IntKind::*;
    Some(match name {
        "size_t" | "uintptr_t" | "uint64_t" | "uintmax_t" => ULong,
        "ptrdiff_t" | "intptr_t" | "ssize_t" | "int64_t" | "intmax_t" => Long,
        "int8_t" => SChar,
        "uint8_t" => UChar,
        "int16_t" => Short,
        "uint16_t" => UShort,
        "int32_t" => Int,
        "uint32_t" => UInt,
        _ => return None,
    })
}

impl<'a> Translator<'a, '_, '_> {
    pub fn builtin_type(&mut self, b: BuiltinType) -> TypeId {
        use BuiltinType as B;
        let ty = match b {
            B::Void => Type::Void,
            B::Bool => Type::Bool,
            B::Char => Type::Int(IntKind::Char),
            B::SChar => Type::Int(IntKind::SChar),
            B::UChar => Type::Int(IntKind::UChar),
            B::WChar => Type::Int(IntKind::WChar),
            B::Char8 => Type::Int(IntKind::Char8),
            B::Char16 => Type::Int(IntKind::Char16),
            B::Char32 => Type::Int(IntKind::Char32),
            B::Short => Type::Int(IntKind::Short),
            B::UShort => Type::Int(IntKind::UShort),
            B::Int => Type::Int(IntKind::Int),
            B::UInt => Type::Int(IntKind::UInt),
            B::Long => Type::Int(IntKind::Long),
            B::ULong => Type::Int(IntKind::ULong),
            B::LongLong => Type::Int(IntKind::LongLong),
            B::ULongLong => Type::Int(IntKind::ULongLong),
            B::Int128 => Type::Int(IntKind::Int128),
            B::UInt128 => Type::Int(IntKind::UInt128),
            B::Half => Type::Float(FloatKind::Half),
            B::Float => Type::Float(FloatKind::Float),
            B::Double => Type::Float(FloatKind::Double),
            B::LongDouble => Type::Float(FloatKind::LongDouble),
            B::NullPtr => Type::NullPtr,
        };
        self.b.ty(ty)
    }

    pub fn qualified(&mut self, base: TypeId, cv: ast::Cv) -> TypeId {
        if !cv.is_const() && !cv.is_volatile() {
            return base;
        }
        // cv-qualifiers applied to a function or reference type through a
        // typedef or template parameter are ignored ([dcl.fct]/7,
        // [dcl.ref]/1): `is_const<const F>` is false for a function type
        // F, which is how libstdc++'s is_function tells functions apart.
        if matches!(
            self.b.types().get(base),
            Type::Function { .. } | Type::Reference { .. }
        ) {
            return base;
        }
        // Merge with qualifiers already on `base` (a typedef of `const int`).
        let (base, c, v, align) = match self.b.types().get(base).clone() {
            Type::Qualified {
                base,
                is_const,
                is_volatile,
                align,
            } => (base, is_const, is_volatile, align),
            _ => (base, false, false, 0),
        };
        // A cv-qualified array type is an array of cv-qualified elements
        // ([basic.type.qualifier]/3): one representation, so that
        // `const int[3]` written and deduced (`T` of `T&` from
        // `const int(&)[3]`) are the same type.
        if let Type::Array { elem, len } = self.b.types().get(base).clone() {
            let mut q = ast::Cv::NONE;
            if c || cv.is_const() {
                q = q.with(ast::Cv::CONST);
            }
            if v || cv.is_volatile() {
                q = q.with(ast::Cv::VOLATILE);
            }
            let elem = self.qualified(elem, q);
            return self.b.ty(Type::Array { elem, len });
        }
        self.b.ty(Type::Qualified {
            base,
            is_const: c || cv.is_const(),
            is_volatile: v || cv.is_volatile(),
            align,
        })
    }

    pub fn is_const(&self, ty: TypeId) -> bool {
        let t = self.b.types();
        match t.get(ty) {
            Type::Qualified { is_const, .. } => *is_const,
            Type::Array { elem, .. } => self.is_const(*elem),
            _ => false,
        }
    }

    /// Translates a type as written. `auto` is an error here; declarations
    /// that allow it check for it first.
    pub fn ty(&mut self, te: &'a ast::TypeExpr<'a>) -> R<TypeId> {
        self.enter(te.span)?;
        let r = self.ty_inner(te);
        self.leave();
        r
    }

    fn ty_inner(&mut self, te: &'a ast::TypeExpr<'a>) -> R<TypeId> {
        let base = match te.kind {
            TypeKind::Builtin(b) => self.builtin_type(b),
            TypeKind::Named(q) => {
                self.check_dependent_typename(te, q);
                self.named_type(q)?
            }
            TypeKind::Elaborated { tag, name } => self.elaborated_type(tag, name)?,
            TypeKind::PackSelect { pack, sel } => self.pack_select_type(pack, sel, te.span)?,
            TypeKind::Tag(d) => match self.tag_types.get(&d.id) {
                Some(t) => *t,
                None => {
                    // The parser emits the definition first; translate it
                    // now if it was not (robustness, never a panic).
                    self.tag_decl(d)?
                }
            },
            TypeKind::Pointer(inner) => {
                let p = self.ty(inner)?;
                if matches!(self.b.types().kind(p), Type::Reference { .. }) {
                    return Err(self.report(diag::unsupported(te.span, "a pointer to a reference")));
                }
                self.b.ptr(p)
            }
            TypeKind::LRef(inner) | TypeKind::RRef(inner) => {
                let r = self.ty(inner)?;
                let rvalue = matches!(te.kind, TypeKind::RRef(_));
                // Reference collapsing ([dcl.ref]/6): a reference to a
                // reference (through a template parameter or typedef) is an
                // lvalue reference unless both are rvalue references.
                if let Type::Reference {
                    referent,
                    rvalue: inner_rvalue,
                } = self.b.types().kind(r).clone()
                {
                    return Ok(self.b.ty(Type::Reference {
                        referent,
                        rvalue: rvalue && inner_rvalue,
                    }));
                }
                if self.b.types().is_void(r) {
                    return Err(self.report(diag::reference_to_void(te.span)));
                }
                self.b.ty(Type::Reference {
                    referent: r,
                    rvalue,
                })
            }
            TypeKind::Array { elem, size } => {
                let e = self.ty(elem)?;
                let deferred = self.incomplete_array_ok && self.element_class(e).is_some();
                if !deferred {
                    self.complete_deferred(e, elem.span);
                }
                if self.b.types().size_of(e).is_none() && !deferred {
                    let s = self.display(e);
                    return Err(self.report(diag::array_of_invalid(elem.span, &s)));
                }
                self.check_array_element_alignment(e, te.span)?;
                let len = match size {
                    Some(sz) => Some(self.array_len(sz)?),
                    None => None,
                };
                // Sizes are counted in bits in 64-bit arithmetic by every
                // target (clang's limit): a larger array cannot exist.
                let elem_size = self.b.types().size_of(e).unwrap_or(1).max(1);
                if let (Some(n), Some(sz)) = (len, size) {
                    if elem_size
                        .checked_mul(n)
                        .is_none_or(|b| b >= MAX_OBJECT_BYTES)
                    {
                        return Err(self.report(diag::array_too_large(sz.span, n)));
                    }
                }
                self.b.ty(Type::Array { elem: e, len })
            }
            TypeKind::Function(f) => self.function_type(f)?.0,
            TypeKind::MemberPointer { class, pointee } => {
                self.member_pointer_type(class, pointee, te.span)?
            }
            TypeKind::Auto => return Err(self.report(diag::auto_not_allowed(te.span))),
            TypeKind::Decltype(e) => return self.decltype(e, te.cv),
            TypeKind::Reflected(e) => self.reflected_type(e)?,
            TypeKind::Transform { transform, arg } => {
                self.type_transform(transform, arg, te.span)?
            }
            TypeKind::Error => return Err(super::Reported),
            #[allow(unreachable_patterns)]
            _ => return Err(self.report(diag::unsupported(te.span, "this type"))),
        };
        Ok(self.qualified(base, te.cv))
    }

    /// `decltype(e)` ([dcl.type.decltype]): the declared type of an
    /// unparenthesized name or member access; otherwise `T&` for an
    /// lvalue, `T&&` for an xvalue, `T` for a prvalue. The operand is not
    /// evaluated (its nodes are never part of a statement).
    fn decltype(&mut self, e: &'a ast::Expr<'a>, cv: ast::Cv) -> R<TypeId> {
        let saved = std::mem::replace(&mut self.full_expr_temps, false);
        let x = self.unevaluated(|t| t.expr(e));
        self.full_expr_temps = saved;
        let x = x?;
        let ty = self.b.ty_of(x);
        let declared = match (e.kind, &self.b.program.exprs[x].kind) {
            (ast::ExprKind::Name(_), ExprKind::Var(v)) => Some(self.b.program.vars[*v].ty),
            (ast::ExprKind::Member { .. }, _) | (ast::ExprKind::Name(_), _) => {
                if self.is_lvalue(x) && !self.is_xvalue(x) {
                    // A data member: its type (the member-access's type
                    // drops the reference of a reference member).
                    Some(ty)
                } else {
                    None
                }
            }
            _ => None,
        };
        let t = match declared {
            Some(t) => t,
            None if self.is_xvalue(x) => self.b.ty(Type::Reference {
                referent: ty,
                rvalue: true,
            }),
            None if self.is_lvalue(x) => self.b.ty(Type::Reference {
                referent: ty,
                rvalue: false,
            }),
            None => ty,
        };
        Ok(self.qualified(t, cv))
    }

    /// `decltype(x)` for an operand already translated as `v`.
    pub fn decltype_of_translated(&mut self, x: &'a ast::Expr<'a>, v: ExprId) -> TypeId {
        let ty = self.b.ty_of(v);
        if let (ast::ExprKind::Name(_), ExprKind::Var(var)) =
            (x.kind, &self.b.program.exprs[v].kind)
        {
            return self.b.program.vars[*var].ty;
        }
        if self.is_xvalue(v) {
            return self.b.ty(Type::Reference {
                referent: ty,
                rvalue: true,
            });
        }
        if self.is_lvalue(v) {
            return self.b.ty(Type::Reference {
                referent: ty,
                rvalue: false,
            });
        }
        ty
    }

    /// A function's return type, deduced from its body's returns.
    pub fn set_deduced_return(&mut self, fid: FuncId, ret: TypeId) {
        let params = match self.b.types().get(self.b.program.funcs[fid].ty) {
            Type::Function {
                params, variadic, ..
            } => Some((params.clone(), *variadic)),
            _ => None,
        };
        self.b.program.funcs[fid].ret = ret;
        if let Some((params, variadic)) = params {
            self.b.program.funcs[fid].ty = self.b.ty(Type::Function {
                ret,
                params,
                variadic,
            });
        }
    }

    /// An array bound: a non-negative integral constant.
    pub fn array_len(&mut self, sz: &'a ast::Expr<'a>) -> R<u64> {
        // Types inside the bound (`sizeof(T[n])`) belong to no declarator.
        let name = self.declarator.take();
        let r = self.array_len_of(sz, name.as_deref());
        self.declarator = name;
        r
    }

    fn array_len_of(&mut self, sz: &'a ast::Expr<'a>, name: Option<&str>) -> R<u64> {
        let e = self.expr(sz)?;
        let e = self.b.rvalue(e);
        if !self.b.types().is_integer(self.b.ty_of(e)) {
            return Err(self.report(diag::array_size_not_constant(sz.span)));
        }
        let v = self.core_const_int(e, diag::array_size_not_constant)?;
        if v < 0 {
            return Err(self.report(diag::array_size_negative(sz.span, name)));
        }
        u64::try_from(v).map_err(|_| self.report(diag::array_size_not_constant(sz.span)))
    }

    fn named_type(&mut self, q: &ast::QualName<'a>) -> R<TypeId> {
        match self.resolve(q)? {
            Some(Entity::Type(t)) => Ok(t),
            Some(Entity::Poisoned) => Err(super::Reported),
            Some(Entity::Template(_)) => {
                let n = self.qual_name_text(q);
                Err(self.report(diag::template_needs_args(q.span, &n)))
            }
            Some(_) => {
                let n = self.qual_name_text(q);
                Err(self.report(diag::unknown_type(q.span, &n)))
            }
            None => {
                let n = self.qual_name_text(q);
                if let Some(k) = implicit_typedef(&n) {
                    return Ok(self.b.int_ty(k));
                }
                if n == "__builtin_va_list" {
                    return Ok(self.va_list_type());
                }
                Err(self.report(diag::unknown_type(q.span, &n)))
            }
        }
    }

    /// `struct S` / `enum E` in a type: names the tag; an unknown struct
    /// name declares it (incomplete), as C++ does.
    /// Whether `t` is a class or enumeration declared under the name `sym`
    /// (not a typedef of one).
    pub(super) fn is_tag_named(&self, t: TypeId, sym: parser::Symbol) -> bool {
        match self.b.types().get(t) {
            Type::Struct(s) => self.classes.get(s).is_some_and(|c| c.sym == Some(sym)),
            Type::Enum(_) => self
                .display(t)
                .rsplit("::")
                .next()
                .is_some_and(|n| n == self.name(sym)),
            _ => false,
        }
    }

    fn elaborated_type(&mut self, tag: ast::TagKind, q: &ast::QualName<'a>) -> R<TypeId> {
        let simple = q.as_simple();
        let found = match simple {
            Some(id) => self.lookup(id.sym),
            None => self.resolve(q)?,
        };
        // A class hidden by a function of its name (`struct sigaction`).
        let hidden = simple.and_then(|id| {
            [self.cur_ns, super::NsId(0)]
                .iter()
                .find_map(|ns| self.hidden_tags.get(&(*ns, id.sym)).copied())
        });
        if let (Some(h), Some(Entity::Funcs(_) | Entity::FuncTemplates(..))) = (hidden, &found) {
            return Ok(h);
        }
        match (found, simple) {
            (Some(Entity::Type(t)), _) => Ok(t),
            (Some(Entity::Poisoned), _) => Err(super::Reported),
            // `typedef union pthread_attr_t pthread_attr_t;` declares the
            // union as a struct would be.
            (None, Some(id)) if tag != ast::TagKind::Enum => {
                let name = self.qualify(self.name(id.sym));
                let (sid, t) = self.b.declare_struct(&name, q.span);
                let kind = match tag {
                    ast::TagKind::Class => RecordKind::Class,
                    ast::TagKind::Union => RecordKind::Union,
                    _ => RecordKind::Struct,
                };
                let parent = super::class::ClassParent::Namespace(self.cur_ns);
                self.register_class(sid, t, Some(id.sym), kind, parent, q.span);
                // Declared in the enclosing namespace, whatever block we are in.
                let ns = self.cur_ns.0;
                self.ns[ns].members.insert(id.sym, Entity::Type(t));
                Ok(t)
            }
            _ => {
                let n = self.qual_name_text(q);
                Err(self.report(diag::unknown_type(q.span, &n)))
            }
        }
    }

    /// A function type and its parameter names: parameter types adjusted
    /// (arrays and functions decay, top-level qualifiers dropped).
    pub fn function_type(&mut self, f: &'a ast::FunctionType<'a>) -> R<(TypeId, Vec<ParamInfo>)> {
        // A deduced return type (`auto f()`, a lambda) is `void` until the
        // body's first `return` decides it.
        let mut params = Vec::with_capacity(f.params.len());
        let mut failed = false;
        for p in f.params {
            if p.pack {
                // A function parameter pack: one parameter per element.
                let pat = match p.ty.kind {
                    TypeKind::PackExpansion(inner) => inner,
                    _ => p.ty,
                };
                match self.expand_type_pack(pat) {
                    Ok(tys) => {
                        let n = p
                            .name
                            .map_or(String::new(), |n| self.name(n.sym).to_string());
                        for t in tys {
                            let t = self.adjust_param(t);
                            params.push((n.clone(), t, p.span));
                        }
                    }
                    Err(_) => failed = true,
                }
                continue;
            }
            match self.ty(p.ty) {
                Ok(t) => {
                    let t = self.adjust_param(t);
                    let n = p
                        .name
                        .map_or(String::new(), |n| self.name(n.sym).to_string());
                    // A named parameter is located at its name, as clang does.
                    params.push((n, t, p.name.map_or(p.span, |n| n.span)));
                }
                Err(_) => failed = true,
            }
        }
        if failed {
            return Err(super::Reported);
        }
        // `auto f()` and `-> decltype(auto)` (a lambda's) are deduced.
        let ret = if super::deduced_return::is_deduced_return(f) {
            self.b.void()
        } else {
            self.return_type_in_scope(f, &params)?
        };
        let ty = self.b.ty(Type::Function {
            ret,
            params: params.iter().map(|p| p.1).collect(),
            variadic: f.variadic,
        });
        Ok((ty, params))
    }

    /// A return type; a trailing one sees the parameters
    /// (`auto f(T t) -> decltype(t.size())`), as unevaluated operands.
    fn return_type_in_scope(
        &mut self,
        f: &'a ast::FunctionType<'a>,
        params: &[ParamInfo],
    ) -> R<TypeId> {
        if !f.trailing_return {
            return self.ty(f.ret);
        }
        // A block scope of its own (not the class or namespace being
        // declared into).
        let scope = super::lookup::Scope {
            jump_scope: self.jump_scope(),
            ..Default::default()
        };
        self.scopes.push(scope);
        let mut k = 0;
        for p in f.params {
            let Some(n) = p.name else {
                k += 1;
                continue;
            };
            if let Some(info) = params.get(k) {
                let v = self.b.local(&info.0, info.1, info.2);
                if let Some(s) = self.scopes.last_mut() {
                    s.names.insert(n.sym, Entity::Var(v));
                }
            }
            k += 1;
        }
        let r = self.ty(f.ret);
        self.scopes.pop();
        r
    }

    pub fn adjust_param(&mut self, t: TypeId) -> TypeId {
        let u = self.b.program.types.unqualified(t);
        match self.b.types().get(u).clone() {
            Type::Array { elem, .. } => self.b.ptr(elem),
            Type::Function { .. } => self.b.ptr(u),
            _ => u,
        }
    }
}

/// Objects are at most 2^61 bytes: sizes in bits must fit in 64 bits.
pub(crate) const MAX_OBJECT_BYTES: u64 = 1 << 61;
