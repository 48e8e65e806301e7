//! Anonymous unions (and structs) at block scope ([class.union.anon]): an
//! unnamed object of the anonymous type, whose members are named as if they
//! were variables of the enclosing block. Each member name is bound to a
//! reference to that member of the hidden object.

use super::init::InitHow;
use super::{Entity, Reported, Translator, R};
use crate::program::*;
use lexer::source::Span;
use parser::ast::{self, DeclKind};

impl<'a> Translator<'a, '_, '_> {
    /// Whether `d` is an anonymous union or struct definition (its members
    /// belong to the enclosing scope).
    pub fn is_anonymous_record(d: &ast::Decl<'_>) -> bool {
        matches!(d.kind, DeclKind::Record(r) if r.name.is_none() && r.members.is_some())
    }

    /// `union { long l; char c; };` in a block.
    pub fn local_anonymous_record(&mut self, d: &'a ast::Decl<'a>, out: &mut Vec<StmtId>) -> R<()> {
        let ty = self.tag_decl(d)?;
        let Some(sid) = self.class_of_type(ty) else {
            return Err(Reported);
        };
        let span = d.span;
        let var = self.b.local("__anon", ty, span);
        let init = self.full_init(ty, span, |t| t.init_object(ty, InitHow::Default, span))?;
        out.push(self.b.stmt(StmtKind::Decl { var, init }, span));
        if let Some(destroy) = self.destroy_of(ty) {
            let target = self.b.var(var, span);
            out.push(self.b.push_cleanup(target, destroy, false));
        }
        self.bind_anonymous_members(var, &[], sid, span, out);
        Ok(())
    }

    /// The member of the hidden object `var` at `path` (each step a class
    /// and the index of its member to go into).
    fn anonymous_member_lvalue(
        &mut self,
        var: VarId,
        path: &[(StructId, usize)],
        span: Span,
    ) -> ExprId {
        let mut e = self.b.var(var, span);
        for &(sid, fi) in path {
            e = self.field_storage_lvalue(e, sid, fi, span);
        }
        e
    }

    /// Binds each member of the anonymous class `sid` (the object at
    /// `path` in `var`, through nested anonymous members) to a reference
    /// into it.
    fn bind_anonymous_members(
        &mut self,
        var: VarId,
        path: &[(StructId, usize)],
        sid: StructId,
        span: Span,
        out: &mut Vec<StmtId>,
    ) {
        if path.len() > 32 {
            return;
        }
        let fields = self.classes[&sid].fields.clone();
        for (fi, f) in fields.iter().enumerate() {
            let mut here = path.to_vec();
            here.push((sid, fi));
            let lv = self.anonymous_member_lvalue(var, &here, span);
            match f.sym {
                Some(sym) => {
                    let ft = self.b.ty_of(lv);
                    let rt = self.b.ty(Type::Reference {
                        referent: ft,
                        rvalue: false,
                    });
                    let name = self.name(sym);
                    let r = self.b.local(name, rt, f.span);
                    out.push(self.b.stmt(
                        StmtKind::Decl {
                            var: r,
                            init: Some(Init::Expr(lv)),
                        },
                        span,
                    ));
                    self.bind(sym, Entity::Var(r));
                }
                None => {
                    if let Some(inner) = self.class_of_type(f.ty) {
                        self.bind_anonymous_members(var, &here, inner, span, out);
                    }
                }
            }
        }
    }
}
