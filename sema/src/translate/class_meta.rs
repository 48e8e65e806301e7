//! Circle's class-scope `@meta`: meta statements and meta objects among the
//! member declarations, and meta loops / `@meta if` whose ordinary
//! statements are member declarations injected into the class being
//! defined (data members, member functions, nested types), in order with
//! the written ones.

use super::{Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use parser::ast::{self, Access, Staging, StmtKind as SK};

impl<'a> Translator<'a, '_, '_> {
    /// A `@meta` statement among the members of `sid`.
    pub(super) fn class_meta_stmt(
        &mut self,
        sid: StructId,
        s: &'a ast::Stmt<'a>,
        access: Access,
    ) -> R<()> {
        let outer = self.class_scope.replace((sid, access));
        let r = if s.staging == Staging::Meta {
            self.meta_stmt(s, None)
        } else {
            self.class_scope_stmt(s)
        };
        self.class_scope = outer;
        r
    }

    /// An ordinary statement injected at class scope: only declarations
    /// (which become member declarations) have a meaning there.
    pub(super) fn class_scope_stmt(&mut self, s: &'a ast::Stmt<'a>) -> R<()> {
        let Some((sid, _)) = self.class_scope else {
            return Ok(());
        };
        match s.kind {
            SK::Null => Ok(()),
            SK::Decl(decls) => {
                let mut failed = false;
                for d in decls {
                    failed |= self.member_decl(sid, d).is_err();
                }
                if failed {
                    Err(Reported)
                } else {
                    Ok(())
                }
            }
            SK::Compound(list) => {
                let mut failed = false;
                for x in list {
                    if self.meta_jump.is_some() {
                        break;
                    }
                    failed |= self.namespace_stmt(x).is_err();
                }
                if failed {
                    Err(Reported)
                } else {
                    Ok(())
                }
            }
            SK::Error => Err(Reported),
            _ => Err(self.report(diag::unsupported(
                s.span,
                "a statement other than a member declaration at class scope",
            ))),
        }
    }
}
