//! Implicit conversion sequences ([over.best.ics]) and their ranking
//! ([over.ics.rank]): what converting an argument to a parameter type
//! costs, without building anything.

use std::cmp::Ordering;

use crate::program::*;
use crate::translate::conv::scoped_enum;
use crate::translate::Translator;

/// The rank of a standard conversion sequence ([over.ics.scs]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Rank {
    Exact,
    Promotion,
    Conversion,
    /// A string literal to `char *` (see `writable_strings`): worse than
    /// any standard conversion.
    Deprecated,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IcsKind {
    Standard,
    UserDefined,
    Ellipsis,
    Bad,
}

/// A standard conversion sequence's properties that ranking compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Standard {
    pub rank: Rank,
    /// No conversion at all (identity, maybe with lvalue-to-rvalue).
    pub identity: bool,
    /// Pointer (or nullptr) to `bool`.
    pub to_bool: bool,
    /// A derived-to-base conversion (class, pointer or reference): the
    /// derived and base classes.
    pub derived_to_base: Option<(StructId, StructId)>,
    /// A pointer to a class converted to `void*`: the class.
    pub class_to_void: Option<StructId>,
    /// A qualification adjustment of the pointee or referent (cv added).
    pub cv_added: u8,
    /// Binds a reference: (to an rvalue reference, argument is an rvalue,
    /// cv of the referent).
    pub ref_bind: Option<(bool, bool, u8)>,
}

impl Standard {
    pub fn exact() -> Standard {
        Standard {
            rank: Rank::Exact,
            identity: true,
            to_bool: false,
            derived_to_base: None,
            class_to_void: None,
            cv_added: 0,
            ref_bind: None,
        }
    }
    pub fn of(rank: Rank) -> Standard {
        Standard {
            rank,
            identity: false,
            ..Standard::exact()
        }
    }
}

/// An implicit conversion sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ics {
    pub kind: IcsKind,
    /// For a user-defined sequence: the second standard conversion.
    pub std: Standard,
    /// The converting constructor or conversion function.
    pub user: Option<FuncId>,
    /// The user-defined conversion was ambiguous (ranks as user-defined,
    /// but choosing it is an error).
    pub ambiguous: bool,
    /// A braced list converted to `std::initializer_list<X>`, which
    /// [over.ics.rank]/3.1 prefers over any other list conversion.
    pub to_init_list: bool,
}

impl Ics {
    pub fn standard(s: Standard) -> Ics {
        Ics {
            kind: IcsKind::Standard,
            std: s,
            user: None,
            ambiguous: false,
            to_init_list: false,
        }
    }
    pub fn bad() -> Ics {
        Ics {
            kind: IcsKind::Bad,
            std: Standard::exact(),
            user: None,
            ambiguous: false,
            to_init_list: false,
        }
    }
    pub fn ellipsis() -> Ics {
        Ics {
            kind: IcsKind::Ellipsis,
            ..Ics::bad()
        }
    }
    pub fn user(f: FuncId, second: Standard) -> Ics {
        Ics {
            kind: IcsKind::UserDefined,
            std: second,
            user: Some(f),
            ambiguous: false,
            to_init_list: false,
        }
    }
    /// A list conversion that is user-defined without a function
    /// (aggregate initialization of a class, [over.ics.list]/8).
    pub fn user_list() -> Ics {
        Ics {
            kind: IcsKind::UserDefined,
            std: Standard::exact(),
            user: None,
            ambiguous: false,
            to_init_list: false,
        }
    }
    pub fn is_bad(&self) -> bool {
        self.kind == IcsKind::Bad
    }
}

fn kind_rank(k: IcsKind) -> u8 {
    match k {
        IcsKind::Standard => 0,
        IcsKind::UserDefined => 1,
        IcsKind::Ellipsis => 2,
        IcsKind::Bad => 3,
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// Compares two conversion sequences for the same argument: `Less`
    /// means `a` is better.
    pub fn compare_ics(&self, a: &Ics, b: &Ics) -> Ordering {
        if a.to_init_list != b.to_init_list && !a.is_bad() && !b.is_bad() {
            return if a.to_init_list {
                Ordering::Less
            } else {
                Ordering::Greater
            };
        }
        let (ka, kb) = (kind_rank(a.kind), kind_rank(b.kind));
        if ka != kb {
            return ka.cmp(&kb);
        }
        match a.kind {
            IcsKind::Standard => self.compare_standard(&a.std, &b.std),
            // The same constructor or conversion function, or aggregate
            // initialization from a braced list (both sides the same
            // class): the second conversions decide ([over.ics.rank]/3.3).
            IcsKind::UserDefined if a.user == b.user => self.compare_standard(&a.std, &b.std),
            _ => Ordering::Equal,
        }
    }

    fn compare_standard(&self, a: &Standard, b: &Standard) -> Ordering {
        // The identity is a subsequence of any other conversion.
        if a.identity != b.identity && a.rank == b.rank {
            if a.identity && a.ref_bind.is_none() && b.ref_bind.is_none() {
                return Ordering::Less;
            }
            if b.identity && a.ref_bind.is_none() && b.ref_bind.is_none() {
                return Ordering::Greater;
            }
        }
        if a.rank != b.rank {
            return a.rank.cmp(&b.rank);
        }
        // Not converting a pointer to bool is better.
        if a.to_bool != b.to_bool {
            return if a.to_bool {
                Ordering::Greater
            } else {
                Ordering::Less
            };
        }
        // Derived-to-base: converting to a more derived base is better
        // (`C*` to `B*` over `C*` to `A*` when B derives from A), and
        // from a less derived class (`B*` to `A*` over `C*` to `A*`).
        if let (Some((da, ba)), Some((db, bb))) = (a.derived_to_base, b.derived_to_base) {
            if da == db && ba != bb {
                if self.is_base_of(bb, ba) {
                    return Ordering::Less;
                }
                if self.is_base_of(ba, bb) {
                    return Ordering::Greater;
                }
            }
            if ba == bb && da != db {
                if self.is_base_of(da, db) {
                    return Ordering::Less;
                }
                if self.is_base_of(db, da) {
                    return Ordering::Greater;
                }
            }
        }
        // [over.ics.rank]/4.4: `B*` to `A*` is better than `B*` to `void*`,
        // and `A*` to `void*` better than `B*` to `void*`.
        if let (Some((d, _)), Some(v)) = (a.derived_to_base, b.class_to_void) {
            if d == v {
                return Ordering::Less;
            }
        }
        if let (Some(v), Some((d, _))) = (a.class_to_void, b.derived_to_base) {
            if d == v {
                return Ordering::Greater;
            }
        }
        if let (Some(va), Some(vb)) = (a.class_to_void, b.class_to_void) {
            if va != vb && self.is_base_of(va, vb) {
                return Ordering::Less;
            }
            if va != vb && self.is_base_of(vb, va) {
                return Ordering::Greater;
            }
        }
        // Reference bindings: an rvalue reference to an rvalue beats an
        // lvalue reference; a less cv-qualified referent is better.
        if let (Some((ra, va, ca)), Some((rb, vb, cb))) = (a.ref_bind, b.ref_bind) {
            if va && vb && ra != rb {
                return if ra {
                    Ordering::Less
                } else {
                    Ordering::Greater
                };
            }
            if ca != cb && (ca & cb == ca || ca & cb == cb) {
                return if ca & cb == ca {
                    Ordering::Less
                } else {
                    Ordering::Greater
                };
            }
        }
        if a.cv_added != b.cv_added
            && (a.cv_added & b.cv_added == a.cv_added || a.cv_added & b.cv_added == b.cv_added)
            && a.ref_bind.is_none()
        {
            return if a.cv_added & b.cv_added == a.cv_added {
                Ordering::Less
            } else {
                Ordering::Greater
            };
        }
        Ordering::Equal
    }

    /// cv bits (1 const, 2 volatile) of a type's top level.
    pub fn cv_bits(&self, ty: TypeId) -> u8 {
        match self.b.types().get(ty) {
            Type::Qualified {
                is_const,
                is_volatile,
                ..
            } => (*is_const as u8) | ((*is_volatile as u8) << 1),
            Type::Array { elem, .. } => self.cv_bits(*elem),
            _ => 0,
        }
    }

    /// The standard conversion from an rvalue of type `from` (already
    /// decayed) to `to` (both unqualified at the top level), or `None`.
    /// `null_constant`: the argument is a null pointer constant.
    pub fn standard_conversion(
        &self,
        from: TypeId,
        to: TypeId,
        null_constant: bool,
    ) -> Option<Standard> {
        let t = self.b.types();
        let (uf, ut) = (t.unqualified(from), t.unqualified(to));
        if uf == ut {
            return Some(Standard::exact());
        }
        let fk = t.get(uf).clone();
        let tk = t.get(ut).clone();
        use Type as T;
        let conv = Standard::of(Rank::Conversion);
        match (&fk, &tk) {
            (_, T::Bool) => {
                if matches!(fk, T::Pointer { .. } | T::NullPtr | T::MemberPointer { .. }) {
                    // nullptr_t to bool is only direct-initialization.
                    if matches!(fk, T::NullPtr) {
                        return None;
                    }
                    return Some(Standard {
                        to_bool: true,
                        ..conv
                    });
                }
                if t.is_arithmetic(uf) && !scoped_enum(t, uf) {
                    return Some(conv);
                }
                None
            }
            (T::Enum(_), T::Enum(_)) => None,
            (_, T::Enum(_)) => None,
            (_, T::Int(k)) => {
                if !t.is_arithmetic(uf) || scoped_enum(t, uf) {
                    return None;
                }
                if self.is_integral_promotion(uf, *k) {
                    return Some(Standard::of(Rank::Promotion));
                }
                Some(conv)
            }
            (_, T::Float(k)) => {
                if !t.is_arithmetic(uf) || scoped_enum(t, uf) {
                    return None;
                }
                if matches!(fk, T::Float(FloatKind::Float)) && *k == FloatKind::Double {
                    return Some(Standard::of(Rank::Promotion));
                }
                Some(conv)
            }
            (T::NullPtr, T::Pointer { .. }) => Some(conv),
            (T::Int(_) | T::Bool | T::Enum(_), T::Pointer { .. }) if null_constant => Some(conv),
            (T::Pointer { pointee: a, .. }, T::Pointer { pointee: b, .. }) => {
                let (ca, cb) = (self.cv_bits(*a), self.cv_bits(*b));
                if ca & !cb != 0 {
                    return None; // would drop qualifiers
                }
                let (ba, bb) = (t.unqualified(*a), t.unqualified(*b));
                let added = cb & !ca;
                if ba == bb {
                    return Some(Standard {
                        rank: Rank::Exact,
                        identity: false,
                        cv_added: added,
                        ..Standard::exact()
                    });
                }
                if matches!(t.get(bb), T::Void) && !matches!(t.get(ba), T::Function { .. }) {
                    let class_to_void = match t.get(ba) {
                        T::Struct(c) => Some(*c),
                        _ => None,
                    };
                    return Some(Standard {
                        cv_added: added,
                        class_to_void,
                        ..conv
                    });
                }
                if let (T::Struct(d), T::Struct(b)) = (t.get(ba), t.get(bb)) {
                    if self.is_base_of(*b, *d) && self.distinct_subobjects(*d, *b) == 1 {
                        return Some(Standard {
                            derived_to_base: Some((*d, *b)),
                            cv_added: added,
                            ..conv
                        });
                    }
                }
                // Multi-level qualification conversions (`int**` to
                // `const int* const*`) are rare: only the same shape.
                None
            }
            (T::NullPtr, T::NullPtr) => Some(Standard::exact()),
            (T::NullPtr, T::MemberPointer { .. }) => Some(conv),
            (T::Int(_) | T::Bool | T::Enum(_), T::MemberPointer { .. }) if null_constant => {
                Some(conv)
            }
            (
                T::MemberPointer {
                    class: fc,
                    pointee: fp,
                    quals: fq,
                },
                T::MemberPointer {
                    class: tc,
                    pointee: tp,
                    quals: tq,
                },
            ) => {
                let (ca, cb) = (self.cv_bits(*fp), self.cv_bits(*tp));
                if fq != tq || t.unqualified(*fp) != t.unqualified(*tp) || ca & !cb != 0 {
                    return None;
                }
                if fc == tc {
                    return Some(Standard {
                        rank: Rank::Exact,
                        identity: false,
                        cv_added: cb & !ca,
                        ..Standard::exact()
                    });
                }
                // `B::*` to `D::*` (the reverse of derived-to-base).
                (self.is_base_of(*fc, *tc) && self.distinct_subobjects(*tc, *fc) == 1)
                    .then_some(conv)
            }
            _ => None,
        }
    }

    /// Integral promotion from `from` to `to` ([conv.prom]).
    fn is_integral_promotion(&self, from: TypeId, to: IntKind) -> bool {
        let t = self.b.types();
        match t.get(from) {
            Type::Bool => to == IntKind::Int,
            Type::Int(k) => {
                let promoted = if k.bits() < 32 {
                    IntKind::Int
                } else {
                    match k {
                        IntKind::WChar | IntKind::Char32 => IntKind::UInt,
                        IntKind::Char16 => IntKind::Int,
                        _ => return false,
                    }
                };
                promoted == to && *k != to
            }
            Type::Enum(e) => {
                let Some(d) = t.enums.get(*e) else {
                    return false;
                };
                if d.scoped {
                    return false;
                }
                // An unscoped enum promotes to its underlying type (or int).
                match t.get(d.underlying) {
                    Type::Int(k) if k.bits() < 32 => to == IntKind::Int,
                    Type::Int(k) => *k == to,
                    _ => false,
                }
            }
            _ => false,
        }
    }
}
