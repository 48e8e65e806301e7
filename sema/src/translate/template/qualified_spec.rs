//! Specializations declared with a qualified name, outside the class or
//! namespace of their template:
//!
//! ```c++
//! struct __future_base {
//!   template<typename _Res> struct _Result : _Result_base {...};
//! };
//! template<typename _Res>
//!   struct __future_base::_Result<_Res&> : __future_base::_Result_base {...};
//! template<>
//!   struct __future_base::_Result<void> : __future_base::_Result_base {...};
//! ```
//!
//! (`<future>`). The specialized template is the member the qualified
//! name finds; the specialization's body is in the scope of the class
//! (or namespace) the qualifier names, as a qualified definition's is
//! ([class.mem]/[namespace.memdef]): `_Result_base` needs no qualifier in
//! it. A member class template of a class template instance
//! (`template<> template<> struct A<int>::B<int>`) is
//! `member_class_spec`'s.

use super::{Ctx, TemplateId, TemplateKind};
use crate::translate::{Entity, Translator};
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// The class template a qualified specialization's name denotes, and
    /// the context its body is instantiated in (`None`: the name is no
    /// such member, or its qualifier names a class template
    /// specialization).
    pub(super) fn qualified_spec_target(
        &mut self,
        q: &'a ast::QualName<'a>,
    ) -> Option<(TemplateId, Ctx)> {
        let n = q.segments.len();
        if n < 2 {
            return None;
        }
        let tid = self.resolve_template_name(q)?;
        if self.templates[tid.0 as usize].kind != TemplateKind::Class {
            return None;
        }
        let prefix = ast::QualName {
            span: q.span,
            global: q.global,
            segments: &q.segments[..n - 1],
        };
        let before = self.diags.len();
        let scope = self.resolve(&prefix);
        self.discard_diags_since(before);
        let mut ctx = self.current_ctx();
        match scope {
            Ok(Some(Entity::Type(t))) => {
                let sid = self.class_of_type(t)?;
                if self.class_template_of(sid).is_some() {
                    return None;
                }
                ctx.classes = self.lexical_classes(sid);
                if let Some(c) = self.classes.get(&sid) {
                    ctx.ns = c.ns;
                }
            }
            Ok(Some(Entity::Namespace(ns))) => ctx.ns = ns,
            _ => return None,
        }
        Some((tid, ctx))
    }
}
