//! Circle's user attributes on enumerators, as its tuning tables use them:
//!
//! ```c++
//! using nt  [[attribute]]    = int;    // an attribute alias: values are ints
//! using occ [[attribute(0)]] = int;    // ... with a default value
//! using strided [[attribute]] = void;  // a flag: present or not
//! enum class tuning_t {
//!   kepler [[.nt=128, .vt=5]] = 35,
//!   pascal [[.nt=64, .vt=11, .strided]] = 61,
//! };
//! @enum_attribute(tuning_t::pascal, nt)     // 64 (an enum-valued expression)
//! @enum_attribute(tuning_t, 1, nt)          // 64 (type and ordinal)
//! @enum_has_attribute(tuning_t::kepler, strided)   // false
//! @enum_attributes(tuning_t, nt)...         // the pack 128, 64
//! @enum_attribute(tuning_t::kepler, occ)    // 0: occ's default
//! ```
//!
//! An enumerator without an attribute whose alias has a default value
//! yields the default (`@enum_has_attribute` still says it is absent);
//! without a default, asking for it is an error.
//!
//! An attribute's name is a type: an attribute alias (an opaque name,
//! which this translator makes a distinct incomplete class, so it can be a
//! template argument and `@type_string` spells it) or an enumeration (its
//! values are that enumeration's; a single identifier is looked up among
//! its enumerators, `[[.shape_t=triangle]]`). Values are computed once,
//! where the enumerator is declared, as constants of the attribute's type
//! (integers, floating point, enumerations, pointers such as string
//! literals); the queries yield those constants, so they fold in `@meta`,
//! `if constexpr`, `static_assert` and template arguments. Circle's class-
//! typed attributes and its mutable attribute lvalues are not supported.

use std::collections::HashMap;

use super::{Entity, Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use parser::ast::{self, ExprKind as AK, TypeOrExpr};

/// One attribute on an enumerator: its name's type and its value (`None`
/// for a `void` flag).
#[derive(Clone, Debug)]
pub(crate) struct AttrValue {
    pub attr: TypeId,
    pub value: Option<(TypeId, ConstValue)>,
}

/// An attribute alias (`using nt [[attribute]] = int;`).
#[derive(Clone, Debug)]
pub(crate) struct AttrAlias {
    /// The aliased type: the attribute's values have it (`void`: a flag).
    pub value_ty: TypeId,
    pub default: Option<ConstValue>,
}

/// What Circle adds to enumerations, beside the program's enum table.
#[derive(Default)]
pub(crate) struct CircleEnums {
    /// Attribute aliases by the distinct type each one names.
    pub aliases: HashMap<TypeId, AttrAlias>,
    /// Each enumerator's user attributes, by position.
    pub attrs: HashMap<EnumId, Vec<Vec<AttrValue>>>,
    /// A typed enum's associated types, by position.
    pub assoc: HashMap<EnumId, Vec<TypeId>>,
}

fn err(code: &'static str, span: Span, msg: String) -> Diagnostic {
    Diagnostic::error(code, span, msg)
}

impl<'a> Translator<'a, '_, '_> {
    /// `using name [[attribute(default)]] = T;` at namespace scope.
    pub(super) fn attribute_alias_decl(&mut self, t: &'a ast::TypedefDecl<'a>) -> R<()> {
        let Some(spec) = t.attribute_alias else {
            return Err(Reported);
        };
        let value_ty = match self.ty(t.ty) {
            Ok(v) => v,
            Err(r) => {
                self.bind(t.name.sym, Entity::Poisoned);
                return Err(r);
            }
        };
        let is_void = matches!(self.b.types().kind(value_ty), Type::Void);
        let default = match spec.default {
            Some(x) if is_void => {
                return Err(self.report(err(
                    "sema-attribute-void-default",
                    x.span,
                    "an attribute alias of type 'void' takes no default value".into(),
                )));
            }
            Some(x) => Some(self.attribute_constant(x, value_ty)?),
            None => None,
        };
        let name = self.qualify(self.name(t.name.sym));
        let (_, ty) = self.b.declare_struct(&name, t.name.span);
        self.circle_enums
            .aliases
            .insert(ty, AttrAlias { value_ty, default });
        self.bind(t.name.sym, Entity::Type(ty));
        Ok(())
    }

    /// An attribute alias declared where Circle allows none.
    pub(super) fn attribute_alias_misplaced(&mut self, t: &ast::TypedefDecl<'_>) -> Reported {
        let span = t.attribute_alias.map_or(t.name.span, |a| a.span);
        self.report(err(
            "sema-attribute-alias-scope",
            span,
            "an attribute alias must be declared at namespace scope".into(),
        ))
    }

    /// `x` converted to `ty` and evaluated.
    fn attribute_constant(&mut self, x: &'a ast::Expr<'a>, ty: TypeId) -> R<ConstValue> {
        // `.shape_t=triangle`: an identifier names one of the enum's
        // enumerators.
        if let (AK::Name(q), Type::Enum(eid)) = (x.kind, self.b.types().kind(ty).clone()) {
            if let Some(id) = q.as_simple() {
                let name = self.name(id.sym);
                let found = self.b.types().enums[eid]
                    .enumerators
                    .iter()
                    .find(|e| e.name == name)
                    .map(|e| e.value);
                if let Some(v) = found {
                    return Ok(ConstValue::Int(v));
                }
            }
        }
        let x = match x.kind {
            AK::InitList([one]) => one,
            _ => x,
        };
        let e = self.expr(x)?;
        let e = self.convert_init(e, ty, x.span)?;
        let c = self.core_const_eval(e, |s| {
            err(
                "sema-attribute-not-constant",
                s,
                "attribute value is not a constant expression".into(),
            )
        })?;
        match c {
            ConstValue::Int(_)
            | ConstValue::Float(_)
            | ConstValue::Zero
            | ConstValue::NullPtr
            | ConstValue::StringAddr(..) => Ok(c),
            _ => {
                let s = self.display(ty);
                Err(self.report(err(
                    "sema-attribute-type",
                    x.span,
                    format!("attribute values of type '{s}' are not supported"),
                )))
            }
        }
    }

    /// What kind of attribute name a type is: the value type, or `None`
    /// for one that names no attribute.
    fn attribute_value_type(&self, attr: TypeId) -> Option<(TypeId, Option<ConstValue>)> {
        let unq = self.b.program.types.unqualified(attr);
        if let Some(a) = self.circle_enums.aliases.get(&unq) {
            return Some((a.value_ty, a.default.clone()));
        }
        match self.b.types().kind(unq) {
            Type::Enum(_) => Some((unq, None)),
            _ => None,
        }
    }

    fn not_an_attribute(&mut self, span: Span, attr: TypeId) -> Reported {
        let s = self.display(attr);
        self.report(err(
            "sema-not-an-attribute",
            span,
            format!("'{s}' is not an attribute alias or enumeration"),
        ))
    }

    /// The attributes written on an enumerator, translated.
    pub(super) fn enumerator_attrs(&mut self, attrs: &'a [ast::UserAttr<'a>]) -> Vec<AttrValue> {
        let mut out: Vec<AttrValue> = Vec::new();
        for a in attrs {
            let ty = match self.resolve(a.name) {
                Ok(Some(Entity::Type(t))) => t,
                Ok(Some(_)) => {
                    let text = self.qual_name_text(a.name);
                    self.report(err(
                        "sema-not-an-attribute",
                        a.name.span,
                        format!("'{text}' does not name an attribute type"),
                    ));
                    continue;
                }
                Ok(None) => {
                    let text = self.qual_name_text(a.name);
                    self.report(diag::undeclared(a.name.span, &text));
                    continue;
                }
                Err(_) => continue,
            };
            let ty = self.b.program.types.unqualified(ty);
            let Some((value_ty, default)) = self.attribute_value_type(ty) else {
                self.not_an_attribute(a.name.span, ty);
                continue;
            };
            if out.iter().any(|x| x.attr == ty) {
                let s = self.display(ty);
                self.report(err(
                    "sema-duplicate-attribute",
                    a.span,
                    format!("attribute '{s}' is given more than once"),
                ));
                continue;
            }
            let is_void = matches!(self.b.types().kind(value_ty), Type::Void);
            let value = match (a.init, is_void) {
                (Some(x), true) => {
                    let s = self.display(ty);
                    self.report(err(
                        "sema-attribute-void-value",
                        x.span,
                        format!("attribute '{s}' has type 'void' and takes no value"),
                    ));
                    continue;
                }
                (None, true) => None,
                (None, false) => Some((value_ty, default.unwrap_or(ConstValue::Zero))),
                (Some(x), false) => match self.attribute_constant(x, value_ty) {
                    Ok(c) => Some((value_ty, c)),
                    Err(_) => continue,
                },
            };
            out.push(AttrValue { attr: ty, value });
        }
        out
    }

    /// `@enum_attribute`, `@enum_has_attribute` and `@enum_attributes`
    /// (`None`: another intrinsic). `pack_index` is the element of an
    /// `@enum_attributes` expansion.
    pub(super) fn enum_attr_intrinsic(
        &mut self,
        name: &str,
        args: &'a [TypeOrExpr<'a>],
        pack_index: Option<i128>,
        span: Span,
    ) -> Option<R<ExprId>> {
        let has = name == "enum_has_attribute";
        let r = match (name, args, pack_index) {
            ("enum_attributes", [e, attr], Some(i)) => {
                self.intrinsic_enum(name, e).and_then(|(ty, eid)| {
                    self.enumerator_attr(ty, eid, i, e.span(), attr, false, span)
                })
            }
            ("enum_attribute" | "enum_has_attribute", [e, attr], _) => {
                self.enumerator_of_value(e).and_then(|(ty, eid, i)| {
                    self.enumerator_attr(ty, eid, i, e.span(), attr, has, span)
                })
            }
            ("enum_attribute" | "enum_has_attribute", [e, idx, attr], _) => {
                self.intrinsic_enum(name, e).and_then(|(ty, eid)| {
                    let i = self.intrinsic_index(idx)?;
                    self.enumerator_attr(ty, eid, i, idx.span(), attr, has, span)
                })
            }
            ("enum_attribute" | "enum_has_attribute" | "enum_attributes", _, _) => {
                let expected = match name {
                    "enum_attributes" => "an enumeration type and an attribute name",
                    _ => "an enumeration value and an attribute name, or an enumeration type, an index and an attribute name",
                };
                Err(self.report(diag::intrinsic_args(span, name, expected)))
            }
            _ => return None,
        };
        Some(r)
    }

    /// The enumeration, and the position of the enumerator, an
    /// enumeration-valued constant expression holds.
    pub(super) fn enumerator_of_value(
        &mut self,
        a: &'a TypeOrExpr<'a>,
    ) -> R<(TypeId, EnumId, i128)> {
        let TypeOrExpr::Expr(e) = a else {
            let s = self.intrinsic_type(a)?;
            let s = self.display(s);
            return Err(self.report(err(
                "sema-enum-value-expected",
                a.span(),
                format!("expected an enumeration value, not the type '{s}'"),
            )));
        };
        let x = self.expr(e)?;
        let r = self.b.rvalue(x);
        let t = self.b.program.types.unqualified(self.b.ty_of(r));
        let Type::Enum(eid) = self.b.types().kind(t).clone() else {
            let s = self.display(t);
            return Err(self.report(diag::not_an_enum(e.span, &s)));
        };
        let v = self.const_int(r, diag::not_integral_constant)?;
        let pos = self.b.types().enums[eid]
            .enumerators
            .iter()
            .position(|en| en.value == v);
        match pos {
            Some(p) => Ok((t, eid, p as i128)),
            None => {
                let s = self.display(t);
                Err(self.report(diag::not_an_enumerator(e.span, v, &s)))
            }
        }
    }

    /// Attribute `attr` of enumerator `i` of `eid` (its presence, with
    /// `has`).
    #[allow(clippy::too_many_arguments)]
    fn enumerator_attr(
        &mut self,
        ty: TypeId,
        eid: EnumId,
        i: i128,
        ispan: Span,
        attr: &'a TypeOrExpr<'a>,
        has: bool,
        span: Span,
    ) -> R<ExprId> {
        let en = self.enumerator_at(eid, ty, i, ispan)?;
        let aty = self.intrinsic_type(attr)?;
        let aty = self.b.program.types.unqualified(aty);
        if self.attribute_value_type(aty).is_none() {
            return Err(self.not_an_attribute(attr.span(), aty));
        }
        let found = self
            .circle_enums
            .attrs
            .get(&eid)
            .and_then(|v| v.get(i as usize))
            .and_then(|list| list.iter().find(|a| a.attr == aty))
            .cloned();
        if has {
            let b = self.b.bool_ty();
            return Ok(self.b.int_lit(found.is_some() as i128, b, span));
        }
        let an = self.display(aty);
        // An attribute alias with a default value gives it to the
        // enumerators that do not set it (`using occ [[attribute(0)]] = int;`).
        let default = self
            .attribute_value_type(aty)
            .and_then(|(vt, d)| d.map(|d| (vt, d)));
        match found {
            Some(AttrValue {
                value: Some((vt, c)),
                ..
            }) => self.const_expr(c, vt, span),
            Some(AttrValue { value: None, .. }) => Err(self.report(err(
                "sema-attribute-no-value",
                attr.span(),
                format!(
                    "attribute '{an}' of enumerator '{}' has type 'void': test it with '@enum_has_attribute'",
                    en.name
                ),
            ))),
            None if default.is_some() => {
                let (vt, c) = default.unwrap_or((aty, ConstValue::Zero));
                self.const_expr(c, vt, span)
            }
            None => Err(self.report(err(
                "sema-missing-attribute",
                span,
                format!("enumerator '{}' has no attribute '{an}'", en.name),
            ))),
        }
    }
}
