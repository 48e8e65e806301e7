//! Type-trait operators (`__is_same(T, U)`, `__is_constructible(T, Args...)`)
//! and type transformations (`__underlying_type(T)`), with clang's
//! spellings and arities. Their operands are type-ids.

/// A type-trait operator: a constant `bool` expression of its operand types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypeTrait {
    IsSame,
    IsClass,
    IsUnion,
    IsEnum,
    IsScopedEnum,
    IsEmpty,
    IsPolymorphic,
    IsAbstract,
    IsFinal,
    IsAggregate,
    IsBaseOf,
    IsConvertible,
    IsNothrowConvertible,
    IsTrivial,
    IsTriviallyCopyable,
    IsStandardLayout,
    IsPod,
    IsLiteralType,
    IsConstructible,
    IsTriviallyConstructible,
    IsNothrowConstructible,
    IsAssignable,
    IsTriviallyAssignable,
    IsNothrowAssignable,
    IsDestructible,
    IsTriviallyDestructible,
    IsNothrowDestructible,
    HasTrivialDestructor,
    HasVirtualDestructor,
    HasUniqueObjectRepresentations,
    IsFunction,
    IsArray,
    IsBoundedArray,
    IsUnboundedArray,
    IsPointer,
    IsMemberPointer,
    IsMemberObjectPointer,
    IsMemberFunctionPointer,
    IsReference,
    IsLvalueReference,
    IsRvalueReference,
    IsArithmetic,
    IsFundamental,
    IsIntegral,
    IsFloatingPoint,
    IsSigned,
    IsUnsigned,
    IsScalar,
    IsObject,
    IsCompound,
    IsConst,
    IsVolatile,
    IsVoid,
    IsNullptr,
    IsLayoutCompatible,
    IsPointerInterconvertibleBaseOf,
    ReferenceBindsToTemporary,
    ReferenceConstructsFromTemporary,
}

/// How many type operands a trait takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    Exactly(usize),
    AtLeast(usize),
}

impl Arity {
    pub fn accepts(self, n: usize) -> bool {
        match self {
            Arity::Exactly(k) => n == k,
            Arity::AtLeast(k) => n >= k,
        }
    }
}

use TypeTrait::*;

/// Every spelling, with the trait it names (clang's aliases included).
pub const TYPE_TRAITS: &[(&str, TypeTrait)] = &[
    ("__is_same", IsSame),
    ("__is_same_as", IsSame),
    ("__is_class", IsClass),
    ("__is_union", IsUnion),
    ("__is_enum", IsEnum),
    ("__is_scoped_enum", IsScopedEnum),
    ("__is_empty", IsEmpty),
    ("__is_polymorphic", IsPolymorphic),
    ("__is_abstract", IsAbstract),
    ("__is_final", IsFinal),
    ("__is_aggregate", IsAggregate),
    ("__is_base_of", IsBaseOf),
    ("__is_convertible", IsConvertible),
    ("__is_convertible_to", IsConvertible),
    ("__is_nothrow_convertible", IsNothrowConvertible),
    ("__is_trivial", IsTrivial),
    ("__is_trivially_copyable", IsTriviallyCopyable),
    ("__is_standard_layout", IsStandardLayout),
    ("__is_pod", IsPod),
    ("__is_literal_type", IsLiteralType),
    ("__is_literal", IsLiteralType),
    ("__is_constructible", IsConstructible),
    ("__is_trivially_constructible", IsTriviallyConstructible),
    ("__is_nothrow_constructible", IsNothrowConstructible),
    ("__is_assignable", IsAssignable),
    ("__is_trivially_assignable", IsTriviallyAssignable),
    ("__is_nothrow_assignable", IsNothrowAssignable),
    ("__is_destructible", IsDestructible),
    ("__is_trivially_destructible", IsTriviallyDestructible),
    ("__is_nothrow_destructible", IsNothrowDestructible),
    ("__has_trivial_destructor", HasTrivialDestructor),
    ("__has_virtual_destructor", HasVirtualDestructor),
    (
        "__has_unique_object_representations",
        HasUniqueObjectRepresentations,
    ),
    ("__is_function", IsFunction),
    ("__is_array", IsArray),
    ("__is_bounded_array", IsBoundedArray),
    ("__is_unbounded_array", IsUnboundedArray),
    ("__is_pointer", IsPointer),
    ("__is_member_pointer", IsMemberPointer),
    ("__is_member_object_pointer", IsMemberObjectPointer),
    ("__is_member_function_pointer", IsMemberFunctionPointer),
    ("__is_reference", IsReference),
    ("__is_lvalue_reference", IsLvalueReference),
    ("__is_rvalue_reference", IsRvalueReference),
    ("__is_arithmetic", IsArithmetic),
    ("__is_fundamental", IsFundamental),
    ("__is_integral", IsIntegral),
    ("__is_floating_point", IsFloatingPoint),
    ("__is_signed", IsSigned),
    ("__is_unsigned", IsUnsigned),
    ("__is_scalar", IsScalar),
    ("__is_object", IsObject),
    ("__is_compound", IsCompound),
    ("__is_const", IsConst),
    ("__is_volatile", IsVolatile),
    ("__is_void", IsVoid),
    ("__is_nullptr", IsNullptr),
    ("__is_layout_compatible", IsLayoutCompatible),
    (
        "__is_pointer_interconvertible_base_of",
        IsPointerInterconvertibleBaseOf,
    ),
    ("__reference_binds_to_temporary", ReferenceBindsToTemporary),
    (
        "__reference_constructs_from_temporary",
        ReferenceConstructsFromTemporary,
    ),
];

impl TypeTrait {
    pub fn arity(self) -> Arity {
        match self {
            IsSame
            | IsBaseOf
            | IsConvertible
            | IsNothrowConvertible
            | IsAssignable
            | IsTriviallyAssignable
            | IsNothrowAssignable
            | IsLayoutCompatible
            | IsPointerInterconvertibleBaseOf
            | ReferenceBindsToTemporary
            | ReferenceConstructsFromTemporary => Arity::Exactly(2),
            IsConstructible | IsTriviallyConstructible | IsNothrowConstructible => {
                Arity::AtLeast(1)
            }
            _ => Arity::Exactly(1),
        }
    }
}

/// The trait a name spells.
pub fn type_trait(name: &str) -> Option<TypeTrait> {
    if !name.starts_with("__") {
        return None;
    }
    TYPE_TRAITS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, t)| *t)
}

/// A type transformation: `__underlying_type(E)` is a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypeTransform {
    UnderlyingType,
    RemoveConst,
    RemoveVolatile,
    RemoveCv,
    RemoveReference,
    RemoveCvref,
    RemovePointer,
    AddPointer,
    AddLvalueReference,
    AddRvalueReference,
    RemoveExtent,
    RemoveAllExtents,
    Decay,
}

/// Every spelling (clang's), with the transformation it names.
pub const TYPE_TRANSFORMS: &[(&str, TypeTransform)] = &[
    ("__underlying_type", TypeTransform::UnderlyingType),
    ("__remove_const", TypeTransform::RemoveConst),
    ("__remove_volatile", TypeTransform::RemoveVolatile),
    ("__remove_cv", TypeTransform::RemoveCv),
    ("__remove_reference_t", TypeTransform::RemoveReference),
    ("__remove_cvref", TypeTransform::RemoveCvref),
    ("__remove_pointer", TypeTransform::RemovePointer),
    ("__add_pointer", TypeTransform::AddPointer),
    ("__add_lvalue_reference", TypeTransform::AddLvalueReference),
    ("__add_rvalue_reference", TypeTransform::AddRvalueReference),
    ("__remove_extent", TypeTransform::RemoveExtent),
    ("__remove_all_extents", TypeTransform::RemoveAllExtents),
    ("__decay", TypeTransform::Decay),
];

/// The transformation a name spells.
pub fn type_transform(name: &str) -> Option<TypeTransform> {
    if !name.starts_with("__") {
        return None;
    }
    TYPE_TRANSFORMS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, t)| *t)
}
