//! A declaration whose declared type is a function type declares a
//! function ([dcl.fct]/13): `typedef int F(int); F f;`, or glibc/libstdc++'s
//! `extern "C" __typeof(uselocale) __uselocale;`.

use super::{mangle, Entity, Translator, R};
use crate::builder::FuncDecl;
use crate::program::*;
use crate::types::Type;
use parser::ast::{self, Specifiers};

impl<'a> Translator<'a, '_, '_> {
    /// If `v` (a namespace-scope variable declaration without an
    /// initializer) has a function type, declares that function and
    /// returns true.
    pub(super) fn function_typed_var(&mut self, v: &'a ast::VarDecl<'a>) -> R<bool> {
        // Named types: only plain (typedef) names, whose resolution
        // instantiates nothing.
        let candidate = match v.ty.kind {
            ast::TypeKind::Decltype(_) => true,
            ast::TypeKind::Named(q) => q.segments.iter().all(|s| s.template_args.is_none()),
            _ => false,
        };
        if v.init.is_some() || !candidate {
            return Ok(false);
        }
        let Some(ident) = v.name.as_simple() else {
            return Ok(false);
        };
        // Only a probe: a type that does not resolve here (a class template
        // name awaiting deduction) is the variable path's to diagnose.
        let n = self.diags.len();
        let ty = self.ty(v.ty);
        self.discard_diags_since(n);
        let Ok(ty) = ty else {
            return Ok(false);
        };
        let ty = self.b.types().unqualified(ty);
        let Type::Function {
            ret,
            params,
            variadic,
            ..
        } = self.b.types().get(ty).clone()
        else {
            return Ok(false);
        };
        let name = self.name(ident.sym).to_string();
        if let Some(Entity::Funcs(fs)) = self.local_binding(ident.sym) {
            // Already declared with this type: a redeclaration.
            let same =
                fs.iter().any(|&f| {
                    let pf = &self.b.program.funcs[f];
                    pf.ret == ret
                        && pf.variadic == variadic
                        && pf.params.len() == params.len()
                        && pf.params.iter().zip(&params).all(|(p, t)| {
                            self.b.types().unqualified(self.b.program.vars[*p].ty) == *t
                        })
                });
            if same {
                return Ok(true);
            }
        }
        let internal = v.specs.has(Specifiers::STATIC) || self.in_anonymous_namespace();
        let link_name = if self.extern_c {
            name.clone()
        } else {
            let ns = self.ns[self.cur_ns.0].name.clone();
            mangle::function(&self.names(), &ns, &name, &params, variadic, internal, None)
        };
        let decl = FuncDecl {
            name: self.qualify(&name),
            link_name,
            ret,
            params: params.iter().map(|t| (String::new(), *t)).collect(),
            variadic,
            exec: Self::exec_space(v.specs),
            is_inline: false,
            linkage: if internal {
                Linkage::Internal
            } else {
                Linkage::External
            },
            span: ident.span,
        };
        let id = self.b.declare_function(decl);
        let mut set = match self.local_binding(ident.sym) {
            Some(Entity::Funcs(fs)) => fs.clone(),
            _ => Vec::new(),
        };
        set.push(id);
        self.bind(ident.sym, Entity::Funcs(set));
        Ok(true)
    }
}
