//! Exception handlers: `catch (const E& e)` declares a variable that the
//! exception object initializes when the handler is entered, so its
//! declaration has no initializer of its own (a reference parameter is not
//! "a reference without an initializer").

use super::{Entity, Translator, R};
use crate::program::*;
use crate::types::Type;
use parser::ast::{self, DeclKind};

impl<'a> Translator<'a, '_, '_> {
    /// The handler's parameter, if it names one: its type and variable.
    pub(super) fn catch_param(
        &mut self,
        param: Option<&'a ast::Decl<'a>>,
    ) -> R<(Option<TypeId>, Option<VarId>)> {
        let Some(d) = param else {
            return Ok((None, None));
        };
        let DeclKind::Var(v) = d.kind else {
            return Ok((None, None));
        };
        let (ty, _) = self.var_type(d, v)?;
        self.record_rtti_name(ty);
        let span = v.name.span;
        // A handler of an incomplete class type (other than by pointer or
        // reference) is ill-formed ([except.handle]/1).
        if !matches!(
            self.b.types().kind(ty),
            Type::Reference { .. } | Type::Pointer { .. }
        ) {
            self.check_complete(span, ty)?;
        }
        let Some(ident) = v.name.as_simple() else {
            // `catch (E)`: a type without a name.
            return Ok((Some(ty), None));
        };
        let name = self.name(ident.sym).to_string();
        let var = self.b.local(&name, ty, ident.span);
        self.bind(ident.sym, Entity::Var(var));
        Ok((Some(ty), Some(var)))
    }
}
