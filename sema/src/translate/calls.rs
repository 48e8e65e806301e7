//! Function call expressions: by name (overload resolution over the
//! functions ordinary lookup finds plus, for an unqualified name, those
//! argument-dependent lookup finds; member functions of `*this`; builtins
//! when the program declares nothing better), through member access
//! (`obj.f()`, `p->f()`), through a class object's `operator()`, and
//! through function pointers.

use super::conv::ConvCtx;
use super::lookup::CgConst;
use super::member::MemberRef;
use super::overload::CallKind;
use super::{Entity, Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast::{self, ExprKind as AK};

impl<'a> Translator<'a, '_, '_> {
    pub fn call_expr(&mut self, c: &'a ast::CallExpr<'a>, span: Span) -> R<ExprId> {
        let mut callee_ast = c.callee;
        while let AK::Paren(inner) = callee_ast.kind {
            callee_ast = inner;
        }
        // `@("f")(x)`, `obj.@("f")(x)`: called by the name they make.
        if let Some(named) = self.undynamic_expr(callee_ast) {
            callee_ast = named?;
        }
        match callee_ast.kind {
            AK::Name(q) => return self.call_by_name(q, c, span),
            AK::Binary {
                op: op @ (ast::BinaryOp::PtrMemD | ast::BinaryOp::PtrMemI),
                lhs,
                rhs,
            } => {
                let arrow = op == ast::BinaryOp::PtrMemI;
                return self.call_through_member_pointer(arrow, lhs, rhs, c, span);
            }
            AK::MemberTemplate(mt) => {
                let b = self.expr(mt.base)?;
                let seg = ast::NameSegment {
                    ident: mt.member,
                    template_args: Some(mt.template_args),
                    conv_type: None,
                };
                let m = self.member_of_object(b, &seg, mt.arrow, callee_ast.span)?;
                let args = self.args(c.args)?;
                return match m {
                    MemberRef::Methods { .. } => self.call_methods(m, args, span),
                    MemberRef::Value(v) => self.call_value(v, args, c, span),
                };
            }
            AK::QualMember(qm) => {
                let b = self.expr(qm.base)?;
                let m = self.qualified_member_of_object(b, qm.name, qm.arrow, callee_ast.span)?;
                let args = self.args(c.args)?;
                return match m {
                    MemberRef::Methods { .. } => self.call_methods(m, args, span),
                    MemberRef::Value(v) => self.call_value(v, args, c, span),
                };
            }
            AK::Member {
                base,
                member,
                arrow,
            } if self.meta_rooted(callee_ast).is_none() => {
                let b = self.expr(base)?;
                if let Some(e) = self.pseudo_destructor_call(b, member, arrow, c, span) {
                    return e;
                }
                let seg = ast::NameSegment {
                    ident: member,
                    template_args: None,
                    conv_type: None,
                };
                let m = self.member_of_object(b, &seg, arrow, callee_ast.span)?;
                let args = self.args(c.args)?;
                return match m {
                    MemberRef::Methods { .. } => self.call_methods(m, args, span),
                    MemberRef::Value(v) => self.call_value(v, args, c, span),
                };
            }
            _ => {}
        }
        let callee = self.expr(c.callee)?;
        let args = self.args(c.args)?;
        self.call_value(callee, args, c, span)
    }

    /// `f(args)` with `f` a (possibly qualified) name.
    fn call_by_name(
        &mut self,
        q: &'a ast::QualName<'a>,
        c: &'a ast::CallExpr<'a>,
        span: Span,
    ) -> R<ExprId> {
        let text = self.qual_name_text(q);
        self.declare_global_operator_named(q);
        // `Class::f(...)`: a static member, or a base member of `*this`
        // called without dispatch.
        if let Some(sid) = self.qualifier_class(q)? {
            let Some(last) = q.last() else {
                return Err(Reported);
            };
            // `A<B>::type()`: a member type, constructed.
            if let Some(Entity::Type(t)) = self.lookup_member(sid, last.ident.sym).map(|f| f.entity)
            {
                let t = match last.template_args {
                    Some(_) => match self.resolve(q)? {
                        Some(Entity::Type(t)) => t,
                        _ => t,
                    },
                    None => t,
                };
                let args = self.args(c.args)?;
                return self.functional_cast(t, args, span);
            }
            let mut m = self.qualified_member(sid, last.ident.sym, &text, q.span)?;
            // `A::template f<int>(...)`: the written template arguments
            // travel with the set.
            if let (Some(written), MemberRef::Methods { explicit, .. }) =
                (last.template_args, &mut m)
            {
                *explicit = std::rc::Rc::new(self.expand_written_args(written)?);
            }
            let args = self.args(c.args)?;
            return match m {
                MemberRef::Methods { .. } => self.call_methods(m, args, span),
                MemberRef::Value(v) => self.call_value(v, args, c, span),
            };
        }
        if let Some(r) = self.sm_dispatch_builtin(&text, c.args, span) {
            return r;
        }
        let found = self.resolve(q)?;
        let builtin_wins = match &found {
            None => true,
            // A header's prototype of a builtin (`printf`, `atomicAdd`).
            Some(Entity::Funcs(fs)) => fs
                .iter()
                .all(|f| self.b.program.funcs[*f].body.is_none() && !self.methods.contains_key(f)),
            _ => false,
        };
        if builtin_wins {
            if let Some(r) = self.builtin_call(&text, c.args, span) {
                return r;
            }
        }
        match found {
            Some(Entity::Funcs(fs)) => {
                let args = self.args(c.args)?;
                let members = fs.iter().any(|f| self.methods.contains_key(f));
                if members {
                    let m = self.implicit_member(Entity::Funcs(fs), &text, q.span)?;
                    return match m {
                        MemberRef::Methods { .. } => self.call_methods(m, args, span),
                        MemberRef::Value(v) => self.call_value(v, args, c, span),
                    };
                }
                let mut set = fs;
                if let (Some(id), true) = (q.as_simple(), q.segments.len() == 1) {
                    self.two_phase_filter(id.sym, &mut set);
                }
                // Argument-dependent lookup for an unqualified name.
                if let (Some(id), true) = (q.as_simple(), q.segments.len() == 1) {
                    for f in self.nonmember_functions(id.sym, &args) {
                        if !set.contains(&f) {
                            set.push(f);
                        }
                    }
                }
                let short = q
                    .last()
                    .map_or(text.clone(), |s| self.name(s.ident.sym).to_string());
                let f = self.resolve_call(&set, None, &args, CallKind::Call, &short, span)?;
                self.plain_call(f, args, span)
            }
            None => {
                // Only argument-dependent lookup can find it now.
                if let Some(id) = q.as_simple() {
                    let args = self.args(c.args)?;
                    let set = self.nonmember_functions(id.sym, &args);
                    if !set.is_empty() {
                        let f =
                            self.resolve_call(&set, None, &args, CallKind::Call, &text, span)?;
                        return self.plain_call(f, args, span);
                    }
                }
                if CgConst::from_name(&text).is_some() {
                    return Err(self.report(diag::codegen_outside_context(q.span, &text)));
                }
                if let Some(r) = self.undeclared_math_call(&text, c.args, span) {
                    return r;
                }
                Err(self.report(diag::undeclared(q.span, &text)))
            }
            Some(e @ (Entity::Field { .. } | Entity::AnonField { .. })) => {
                let m = self.implicit_member(e, &text, q.span)?;
                let v = self.member_value(m, q.span)?;
                let args = self.args(c.args)?;
                self.call_value(v, args, c, span)
            }
            Some(e @ (Entity::FuncTemplates(..) | Entity::TemplateCall { .. })) => {
                let short = q
                    .last()
                    .map_or(text.clone(), |s| self.name(s.ident.sym).to_string());
                self.call_templates(e, c, &short, span)
            }
            Some(Entity::Type(t)) => {
                // `T(args)` parsed as a call: a functional cast.
                let args = self.args(c.args)?;
                self.functional_cast(t, args, span)
            }
            // `pair(1, 2.0)`: a functional cast to the deduced specialization.
            Some(Entity::Template(tid))
                if self.templates[tid.0 as usize].kind == super::template::TemplateKind::Class
                    && q.last().is_some_and(|s| s.template_args.is_none()) =>
            {
                let t = self
                    .ctad_for_name(q, c.args, ast::Cv::NONE)
                    .unwrap_or(Err(Reported))?;
                let args = self.args(c.args)?;
                self.functional_cast(t, args, span)
            }
            Some(e) => {
                let v = self.entity_expr(e, &text, q.span)?;
                let args = self.args(c.args)?;
                self.call_value(v, args, c, span)
            }
        }
    }

    /// Inside a template instantiation, ordinary unqualified lookup of a
    /// called name sees only the namespace-scope functions declared before
    /// the template's definition: a later `helper(int)` does not capture
    /// `helper(1)` written before it (two-phase lookup); functions a
    /// dependent call needs from later come by argument-dependent lookup.
    pub(crate) fn two_phase_filter(&self, sym: parser::Symbol, set: &mut Vec<FuncId>) {
        let Some(h) = self.tpl.horizon else { return };
        if self.scopes.iter().any(|s| s.names.contains_key(&sym)) {
            return;
        }
        set.retain(|f| f.0 < h);
    }

    /// The class a qualified name's qualifier names (`A::f` → `A`).
    pub fn qualifier_class(&mut self, q: &'a ast::QualName<'a>) -> R<Option<StructId>> {
        let n = q.segments.len();
        if n < 2 {
            return Ok(None);
        }
        let prefix = ast::QualName {
            span: q.span,
            global: q.global,
            segments: &q.segments[..n - 1],
        };
        match self.resolve(&prefix)? {
            Some(Entity::Type(t)) => Ok(self.class_of_type(t)),
            _ => Ok(None),
        }
    }

    /// A call of a non-member (or static member) function: kernels are
    /// launched, never called.
    fn plain_call(&mut self, f: FuncId, args: Vec<ExprId>, span: Span) -> R<ExprId> {
        if self.b.program.funcs[f].exec.global {
            let name = &self.b.program.funcs[f].name;
            let short = crate::qualified_name::last_segment(name).to_string();
            return Err(self.report(diag::kernel_not_configured(span, &short)));
        }
        self.call_function(f, args, span)
    }

    /// Calls a value: a function designator, a function pointer, or an
    /// object of a class with `operator()`.
    pub(crate) fn call_value(
        &mut self,
        callee: ExprId,
        args: Vec<ExprId>,
        c: &'a ast::CallExpr<'a>,
        span: Span,
    ) -> R<ExprId> {
        if let ExprKind::Func(f) = self.b.program.exprs[callee].kind {
            return self.plain_call(f, args, span);
        }
        if let Some(cls) = self.class_of_type(self.b.ty_of(callee)) {
            if self.is_generic_closure(cls) {
                return self.generic_lambda_call(cls, callee, args, span);
            }
            let set = self.operator_set(cls, "operator()");
            // Call operator templates (libstdc++'s _Select1st, generic
            // function objects): their specializations deduced from the
            // arguments join the candidates.
            let templates = match self
                .interner
                .get("operator()")
                .and_then(|s| self.lookup_member(cls, s))
                .map(|f| f.entity)
            {
                Some(Entity::FuncTemplates(ts, _)) => ts,
                _ => Vec::new(),
            };
            if set.is_empty() && templates.is_empty() {
                let s = self.display(self.b.ty_of(callee));
                return Err(self.report(diag::not_callable(c.callee.span, &s)));
            }
            let f = if templates.is_empty() {
                self.resolve_call(
                    &set,
                    Some(callee),
                    &args,
                    CallKind::Call,
                    "operator()",
                    span,
                )?
            } else {
                self.resolve_with_templates(
                    &set,
                    &templates,
                    &[],
                    Some(callee),
                    &args,
                    "operator()",
                    span,
                )?
            };
            let mi = self.methods.get(&f).cloned();
            if let Some(mi) = mi {
                let path = self.base_path(cls, mi.class).unwrap_or_else(|| vec![cls]);
                self.check_access(
                    &path,
                    mi.access,
                    "operator()",
                    span,
                    self.b.program.funcs[f].span,
                )?;
                if mi.is_static {
                    return self.call_function(f, args, span);
                }
            }
            return self.call_member(f, callee, args, span);
        }
        let cr = self.b.rvalue(callee);
        let ct = self.b.ty_of(cr);
        let fty = self
            .b
            .types()
            .pointee(ct)
            .map(|p| self.b.types().kind(p).clone());
        let Some(Type::Function {
            ret,
            params,
            variadic,
        }) = fty
        else {
            let s = self.display(self.b.ty_of(callee));
            return Err(self.report(diag::not_callable(c.callee.span, &s)));
        };
        let args = self.convert_args(&params, variadic, args, c.args, span)?;
        let (ty, cat) = self.call_result(ret);
        Ok(self
            .b
            .expr(ExprKind::CallIndirect { callee: cr, args }, ty, cat, span))
    }

    pub fn args(&mut self, xs: &'a [ast::Expr<'a>]) -> R<Vec<ExprId>> {
        let mut out = Vec::with_capacity(xs.len());
        let mut failed = false;
        for x in xs {
            if let AK::PackExpansion(pat) = x.kind {
                match self.expand_expr_pack(pat) {
                    Ok(es) => out.extend(es),
                    Err(_) => failed = true,
                }
                continue;
            }
            match self.list_item_expr(x) {
                Ok(e) => out.push(e),
                Err(_) => failed = true,
            }
        }
        if failed {
            Err(Reported)
        } else {
            Ok(out)
        }
    }

    pub fn call_result(&mut self, ret: TypeId) -> (TypeId, ValueCategory) {
        match self.b.types().kind(ret) {
            Type::Reference { referent, .. } => (*referent, ValueCategory::LValue),
            _ => (ret, ValueCategory::RValue),
        }
    }

    /// Parameters without a default argument.
    pub fn required_args(&self, f: FuncId) -> usize {
        let n = self.b.program.funcs[f].params.len();
        match self.default_arg_exprs.get(&f) {
            Some(d) => n - d.iter().rev().take_while(|x| x.is_some()).count().min(n),
            None => n,
        }
    }

    /// Appends the default arguments a call leaves out.
    pub fn with_defaults(&self, f: FuncId, mut args: Vec<ExprId>) -> Vec<ExprId> {
        if let Some(d) = self.default_arg_exprs.get(&f) {
            while let Some(Some(e)) = d.get(args.len()) {
                args.push(*e);
            }
        }
        args
    }

    /// Converts arguments to parameter types (calls through pointers,
    /// builtins, launches).
    pub fn convert_args(
        &mut self,
        params: &[TypeId],
        variadic: bool,
        args: Vec<ExprId>,
        xs: &[ast::Expr<'a>],
        span: Span,
    ) -> R<Vec<ExprId>> {
        if args.len() < params.len() {
            return Err(self.report(diag::too_few_args(span, params.len(), args.len())));
        }
        if args.len() > params.len() && !variadic {
            let at = xs.get(params.len()).map_or(span, |x| x.span);
            return Err(self.report(diag::too_many_args(at, params.len(), args.len())));
        }
        let mut out = Vec::with_capacity(args.len());
        let mut failed = false;
        for (i, a) in args.into_iter().enumerate() {
            let asp = xs.get(i).map_or(span, |x| x.span);
            match params.get(i) {
                Some(&pt) => match self.copy_init_expr(pt, a, asp, ConvCtx::Param) {
                    Ok(e) => {
                        let e = if self.class_of_type(pt).is_some() && self.is_lvalue(e) {
                            self.b.rvalue(e)
                        } else {
                            e
                        };
                        out.push(e)
                    }
                    Err(_) => failed = true,
                },
                None => {
                    if self.braced(a).is_some() {
                        self.report(diag::init_list_vararg(asp));
                        failed = true;
                        continue;
                    }
                    if self.b.types().is_void(self.b.ty_of(a)) {
                        self.report(diag::void_value_used(asp));
                        failed = true;
                        continue;
                    }
                    let r = self.b.rvalue(a);
                    out.push(self.b.vararg(r));
                }
            }
        }
        if failed {
            return Err(Reported);
        }
        Ok(out)
    }

    /// `T(args)` / `T{args}` as an expression: a prvalue of `T`.
    pub fn functional_cast(&mut self, to: TypeId, args: Vec<ExprId>, span: Span) -> R<ExprId> {
        let uto = self.b.program.types.unqualified(to);
        if self.class_of_type(uto).is_some() {
            let how = if args.is_empty() {
                super::init::InitHow::Value
            } else {
                super::init::InitHow::Direct(args)
            };
            let init = self.init_object(uto, how, span)?;
            return Ok(self.init_to_prvalue(uto, init, span));
        }
        match args.as_slice() {
            [] => self.zero_value(uto, span),
            [a] => self.cast_to(ast::CastKind::CStyle, *a, to, span),
            _ => Err(self.report(diag::excess_elements(span, "scalar"))),
        }
    }

    /// `T()`: a value-initialized scalar.
    pub fn zero_value(&mut self, to: TypeId, span: Span) -> R<ExprId> {
        if !self.b.types().is_scalar(to) {
            let s = self.display(to);
            return Err(self.report(diag::invalid_cast(span, "void", &s)));
        }
        // A null pointer to data member is -1, not zero bits.
        if self
            .b
            .types()
            .is_member_pointer(self.b.types().unqualified(to))
        {
            return Ok(self.null_member_pointer(to, span));
        }
        self.const_expr(ConstValue::Zero, to, span)
    }
}
