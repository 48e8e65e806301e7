//! Type-trait operators ([meta.unary.cat], [meta.unary.prop], [meta.rel]):
//! `__is_same(T, U)`, `__is_trivially_constructible(T, Args...)`, ... as
//! clang defines them, each a `bool` constant; and the type
//! transformations `__underlying_type(E)`, `__remove_cvref(T)`, ...
//!
//! Templates are translated when instantiated, so a trait inside one is
//! evaluated with its operands known; there is no dependent form.
//!
//! Split: this file (operands, arity, completeness, the type categories
//! and transformations), `classes` (class properties: emptiness, layout,
//! triviality, literal types, layout compatibility), `construct`
//! (constructibility, assignability and convertibility, decided by
//! translating the initialization or assignment tentatively on `declval`
//! operands and looking at what it calls).

mod classes;
mod construct;

use super::{Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::builtins::{Arity, TypeTrait, TypeTransform};
use lexer::source::Span;
use parser::ast;

/// How a trait wants its operands complete.
enum Completeness {
    /// No requirement.
    None,
    /// Every operand complete, `void`, or an array of unknown bound (of a
    /// complete type).
    All,
    /// As `All`, in the words of [basic.types] ("where a complete type is
    /// required").
    AllRequired,
}

fn completeness(t: TypeTrait) -> Completeness {
    use TypeTrait::*;
    match t {
        IsTrivial
        | IsTriviallyCopyable
        | IsStandardLayout
        | IsPod
        | IsLiteralType
        | IsEmpty
        | IsPolymorphic
        | IsAbstract
        | IsFinal
        | IsAggregate
        | HasTrivialDestructor
        | HasVirtualDestructor
        | IsDestructible
        | IsTriviallyDestructible
        | IsNothrowDestructible
        | HasUniqueObjectRepresentations
        | IsConstructible
        | IsTriviallyConstructible
        | IsNothrowConstructible
        | IsAssignable
        | IsTriviallyAssignable
        | IsNothrowAssignable => Completeness::All,
        IsLayoutCompatible => Completeness::AllRequired,
        _ => Completeness::None,
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// `__is_same(T, U)` and the other type-trait operators.
    pub fn type_trait_expr(&mut self, t: &'a ast::TypeTraitExpr<'a>, span: Span) -> R<ExprId> {
        let mut tys = Vec::with_capacity(t.args.len());
        for a in t.args {
            match a.kind {
                ast::TypeKind::PackExpansion(inner) => tys.extend(self.expand_type_pack(inner)?),
                _ => tys.push(self.ty(a)?),
            }
        }
        if t.args.is_empty() {
            return Err(self.report(diag::expected_type(span)));
        }
        let arity = t.trait_.arity();
        if !arity.accepts(tys.len()) {
            let (want, more) = match arity {
                Arity::Exactly(n) => (n, false),
                Arity::AtLeast(n) => (n, true),
            };
            return Err(self.report(diag::type_trait_arity(span, want, more, tys.len())));
        }
        for &ty in &tys {
            self.complete_deferred(ty, span);
        }
        // Whether default construction can throw depends on the default
        // member initializers, which a class template instance translates
        // only when used: these are used now.
        if matches!(t.trait_, TypeTrait::IsNothrowConstructible) && tys.len() == 1 {
            if let Some(sid) = self.class_of_type(tys[0]) {
                self.instantiate_field_defaults(sid, 0);
            }
        }
        self.check_trait_completeness(t.trait_, &tys, span)?;
        for &ty in &tys {
            self.force_specials_of(ty);
        }
        let v = self.trait_value(t.trait_, &tys, span)?;
        let b = self.b.bool_ty();
        Ok(self.b.int_lit(i128::from(v), b, span))
    }

    fn check_trait_completeness(&mut self, tr: TypeTrait, tys: &[TypeId], span: Span) -> R<()> {
        let required = match completeness(tr) {
            Completeness::None => {
                return match tr {
                    TypeTrait::IsBaseOf => self.check_base_of_completeness(tys, false, span),
                    TypeTrait::IsPointerInterconvertibleBaseOf => {
                        self.check_base_of_completeness(tys, true, span)
                    }
                    _ => Ok(()),
                }
            }
            Completeness::All => false,
            Completeness::AllRequired => true,
        };
        for &ty in tys {
            if let Some(bad) = self.incomplete_part(ty) {
                let s = self.display(bad);
                let d = if required {
                    diag::incomplete_type_required(span, &s)
                } else {
                    diag::incomplete_in_type_trait(span, &s)
                };
                return Err(self.report(d));
            }
        }
        Ok(())
    }

    /// `__is_base_of(B, D)`: `D` must be complete when both are distinct
    /// non-union classes.
    fn check_base_of_completeness(&mut self, tys: &[TypeId], required: bool, span: Span) -> R<()> {
        let (b, d) = (self.plain_class(tys[0]), self.plain_class(tys[1]));
        if let (Some(b), Some(d)) = (b, d) {
            if b != d && !self.b.types().structs[d].complete {
                let s = self.display(tys[1]);
                let diag = if required {
                    diag::incomplete_type_required(span, &s)
                } else {
                    diag::incomplete_in_type_trait(span, &s)
                };
                return Err(self.report(diag));
            }
        }
        Ok(())
    }

    /// The incomplete class type a trait operand is (or is an array of),
    /// if any; `void` counts as complete here.
    fn incomplete_part(&self, ty: TypeId) -> Option<TypeId> {
        let t = self.b.types();
        let mut cur = ty;
        for _ in 0..64 {
            match t.kind(cur) {
                Type::Array { elem, .. } => cur = *elem,
                Type::Struct(s) if !t.structs[*s].complete => return Some(cur),
                _ => return None,
            }
        }
        None
    }

    /// A non-union class type (ignoring cv).
    pub(super) fn plain_class(&self, ty: TypeId) -> Option<StructId> {
        match self.b.types().kind(ty) {
            Type::Struct(s) if self.b.types().structs[*s].kind != RecordKind::Union => Some(*s),
            _ => None,
        }
    }

    fn trait_value(&mut self, tr: TypeTrait, tys: &[TypeId], span: Span) -> R<bool> {
        use TypeTrait::*;
        let ty = tys[0];
        let t = self.b.types();
        let k = t.kind(ty).clone();
        let struct_kind = |s: StructId| t.structs[s].kind;
        Ok(match tr {
            IsSame => self.canonical(tys[0]) == self.canonical(tys[1]),
            IsClass => matches!(k, Type::Struct(s) if struct_kind(s) != RecordKind::Union),
            IsUnion => matches!(k, Type::Struct(s) if struct_kind(s) == RecordKind::Union),
            IsEnum => matches!(k, Type::Enum(_)),
            IsScopedEnum => {
                matches!(k, Type::Enum(e) if t.enums.get(e).is_some_and(|d| d.scoped))
            }
            IsFunction => matches!(k, Type::Function { .. }),
            IsArray => matches!(k, Type::Array { .. }),
            IsBoundedArray => matches!(k, Type::Array { len: Some(_), .. }),
            IsUnboundedArray => matches!(k, Type::Array { len: None, .. }),
            IsPointer => matches!(k, Type::Pointer { .. }),
            // circle-rs has no pointer-to-member types.
            IsMemberPointer | IsMemberObjectPointer | IsMemberFunctionPointer => false,
            IsReference => matches!(k, Type::Reference { .. }),
            IsLvalueReference => matches!(k, Type::Reference { rvalue: false, .. }),
            IsRvalueReference => matches!(k, Type::Reference { rvalue: true, .. }),
            IsIntegral => matches!(k, Type::Bool | Type::Int(_)),
            IsFloatingPoint => matches!(k, Type::Float(_)),
            IsArithmetic => matches!(k, Type::Bool | Type::Int(_) | Type::Float(_)),
            IsFundamental => matches!(
                k,
                Type::Bool | Type::Int(_) | Type::Float(_) | Type::Void | Type::NullPtr
            ),
            IsCompound => !matches!(
                k,
                Type::Bool | Type::Int(_) | Type::Float(_) | Type::Void | Type::NullPtr
            ),
            IsScalar => matches!(
                k,
                Type::Bool
                    | Type::Int(_)
                    | Type::Float(_)
                    | Type::Enum(_)
                    | Type::Pointer { .. }
                    | Type::NullPtr
            ),
            IsObject => !matches!(
                k,
                Type::Function { .. } | Type::Reference { .. } | Type::Void
            ),
            // clang: floating types are signed; enumerations are neither.
            IsSigned => match k {
                Type::Int(i) => i.is_signed(),
                Type::Float(_) => true,
                _ => false,
            },
            IsUnsigned => match k {
                Type::Int(i) => !i.is_signed(),
                Type::Bool => true,
                _ => false,
            },
            IsConst => self.top_cv(ty).0,
            IsVolatile => self.top_cv(ty).1,
            IsVoid => matches!(k, Type::Void),
            IsNullptr => matches!(k, Type::NullPtr),
            IsEmpty => self.plain_class(ty).is_some_and(|s| self.class_is_empty(s)),
            IsPolymorphic => self
                .plain_class(ty)
                .is_some_and(|s| self.class_is_polymorphic(s)),
            IsAbstract => self
                .plain_class(ty)
                .is_some_and(|s| self.classes.get(&s).is_some_and(|c| c.is_abstract)),
            IsFinal => match k {
                Type::Struct(s) => self.final_classes.contains(&s),
                _ => false,
            },
            IsAggregate => self.is_aggregate_type(ty),
            IsTrivial => self.is_trivial_type(ty),
            IsTriviallyCopyable => self.is_trivially_copyable_type(ty),
            IsStandardLayout => self.is_standard_layout_type(ty),
            IsPod => self.is_trivial_type(ty) && self.is_standard_layout_type(ty),
            IsLiteralType => self.is_literal_type(ty),
            HasUniqueObjectRepresentations => self.has_unique_object_representations(ty),
            HasVirtualDestructor => self.has_virtual_destructor(ty),
            HasTrivialDestructor => self.has_trivial_destructor(ty),
            IsDestructible => self.destructible(ty).is_some(),
            IsTriviallyDestructible => self.destructible(ty) == Some(true),
            IsNothrowDestructible => self.nothrow_destructible(ty),
            IsBaseOf => match (self.plain_class(tys[0]), self.plain_class(tys[1])) {
                (Some(b), Some(d)) => self.is_base_of(b, d),
                _ => false,
            },
            IsPointerInterconvertibleBaseOf => {
                self.is_pointer_interconvertible_base_of(tys[0], tys[1])
            }
            IsLayoutCompatible => self.layout_compatible(tys[0], tys[1], 0),
            IsConstructible => self.construct_outcome(ty, &tys[1..], span).is_some(),
            IsTriviallyConstructible => self
                .construct_outcome(ty, &tys[1..], span)
                .is_some_and(|o| o.trivial),
            IsNothrowConstructible => self
                .construct_outcome(ty, &tys[1..], span)
                .is_some_and(|o| o.nothrow),
            IsAssignable => self.assign_outcome(ty, tys[1], span).is_some(),
            IsTriviallyAssignable => self
                .assign_outcome(ty, tys[1], span)
                .is_some_and(|o| o.trivial),
            IsNothrowAssignable => self
                .assign_outcome(ty, tys[1], span)
                .is_some_and(|o| o.nothrow),
            IsConvertible => self.convert_outcome(tys[0], tys[1], span).is_some(),
            IsNothrowConvertible => self
                .convert_outcome(tys[0], tys[1], span)
                .is_some_and(|o| o.nothrow),
            ReferenceBindsToTemporary => self.binds_to_temporary(tys[0], tys[1], false, span),
            ReferenceConstructsFromTemporary => self.binds_to_temporary(tys[0], tys[1], true, span),
        })
    }

    /// The type with qualifiers moved onto array elements and merged, so
    /// that `const A` (with `A` an array typedef) and `const int[3]` are
    /// the same.
    pub(super) fn canonical(&mut self, ty: TypeId) -> TypeId {
        let (c, v) = self.top_cv_direct(ty);
        let base = self.b.types().unqualified(ty);
        match self.b.types().get(base).clone() {
            Type::Array { elem, len } if c || v => {
                let e = self.with_cv(elem, c, v);
                let e = self.canonical(e);
                self.b.ty(Type::Array { elem: e, len })
            }
            _ => ty,
        }
    }

    /// `ty` with `const`/`volatile` added.
    pub(super) fn with_cv(&mut self, ty: TypeId, c: bool, v: bool) -> TypeId {
        if !c && !v {
            return ty;
        }
        let (c0, v0) = self.top_cv_direct(ty);
        let align = self.b.types().written_align(ty).unwrap_or(0) as u32;
        let base = self.b.types().unqualified(ty);
        self.b.ty(Type::Qualified {
            base,
            is_const: c || c0,
            is_volatile: v || v0,
            align,
        })
    }

    /// The qualifiers written on `ty` itself (not on array elements).
    fn top_cv_direct(&self, ty: TypeId) -> (bool, bool) {
        let t = self.b.types();
        let (mut c, mut v) = (false, false);
        let mut cur = ty;
        for _ in 0..8 {
            match t.get(cur) {
                Type::Qualified {
                    base,
                    is_const,
                    is_volatile,
                    ..
                } => {
                    c |= *is_const;
                    v |= *is_volatile;
                    cur = *base;
                }
                _ => break,
            }
        }
        (c, v)
    }

    /// Whether `ty` is const / volatile: an array is as qualified as its
    /// elements.
    pub(super) fn top_cv(&self, ty: TypeId) -> (bool, bool) {
        let (c, v) = self.top_cv_direct(ty);
        match self.b.types().kind(ty) {
            Type::Array { elem, .. } => {
                let (ec, ev) = self.top_cv(*elem);
                (c || ec, v || ev)
            }
            _ => (c, v),
        }
    }

    /// `__underlying_type(E)`, `__remove_cvref(T)`, ...
    pub fn type_transform(
        &mut self,
        tr: TypeTransform,
        arg: &'a ast::TypeExpr<'a>,
        span: Span,
    ) -> R<TypeId> {
        let ty = self.ty(arg)?;
        let t = self.b.types();
        let unref = match t.kind(ty) {
            Type::Reference { referent, .. } => *referent,
            _ => ty,
        };
        let (c, v) = self.top_cv_direct(ty);
        let unqual = t.unqualified(ty);
        let referenceable = !matches!(t.kind(ty), Type::Void);
        Ok(match tr {
            TypeTransform::UnderlyingType => match t.kind(ty) {
                Type::Enum(e) => t.enums[*e].underlying,
                _ => return Err(self.report(diag::only_enums_have_underlying_types(span))),
            },
            TypeTransform::RemoveConst => self.with_cv(unqual, false, v),
            TypeTransform::RemoveVolatile => self.with_cv(unqual, c, false),
            TypeTransform::RemoveCv => unqual,
            TypeTransform::RemoveReference => unref,
            TypeTransform::RemoveCvref => self.b.types().unqualified(unref),
            TypeTransform::RemovePointer => match t.kind(ty) {
                Type::Pointer { pointee, .. } => *pointee,
                _ => ty,
            },
            TypeTransform::AddPointer => self.b.ptr(unref),
            TypeTransform::AddLvalueReference if referenceable => self.b.ty(Type::Reference {
                referent: unref,
                rvalue: false,
            }),
            TypeTransform::AddRvalueReference if referenceable => {
                if matches!(t.kind(ty), Type::Reference { .. }) {
                    ty
                } else {
                    self.b.ty(Type::Reference {
                        referent: ty,
                        rvalue: true,
                    })
                }
            }
            TypeTransform::AddLvalueReference | TypeTransform::AddRvalueReference => ty,
            TypeTransform::RemoveExtent => match t.kind(ty) {
                Type::Array { elem, .. } => {
                    let e = *elem;
                    self.with_cv(e, c, v)
                }
                _ => ty,
            },
            TypeTransform::RemoveAllExtents => {
                let mut cur = ty;
                let (mut cc, mut cv) = (c, v);
                while let Type::Array { elem, .. } = self.b.types().kind(cur) {
                    let (ec, ev) = self.top_cv_direct(*elem);
                    cc |= ec;
                    cv |= ev;
                    cur = *elem;
                }
                let base = self.b.types().unqualified(cur);
                self.with_cv(base, cc, cv)
            }
            TypeTransform::Decay => match self.b.types().kind(unref).clone() {
                Type::Array { elem, .. } => self.b.ptr(elem),
                Type::Function { .. } => self.b.ptr(unref),
                _ => self.b.types().unqualified(unref),
            },
        })
    }

    /// Whether `ty` names a reference type (for `declval`).
    pub(crate) fn is_reference_type(&self, ty: TypeId) -> bool {
        matches!(self.b.types().kind(ty), Type::Reference { .. })
    }
}
