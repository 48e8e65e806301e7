//! Class member access in expressions: `obj.m`, `p->m`, `Class::m`,
//! implicit `this->m` inside member functions, member function calls
//! (virtual dispatch unless the name is qualified), static members, and
//! the argument conversions of calls to functions with class parameters.

use std::rc::Rc;

use super::conv::ConvCtx;
use super::overload::CallKind;
use super::template::args_pub::WrittenArg;
use super::{Entity, Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

/// A member named in an expression, before it is used.
#[derive(Clone, Debug)]
pub(crate) enum MemberRef {
    /// A value: a data member's lvalue, a static member, an enumerator.
    Value(ExprId),
    /// Member functions of an object (`object` an lvalue or prvalue of its
    /// class; `None` for static ones named through the class), waiting for
    /// the call that picks one. `qualified`: named as `obj.Base::f`, which
    /// calls without virtual dispatch.
    Methods {
        funcs: Vec<FuncId>,
        object: Option<ExprId>,
        qualified: bool,
        name: String,
        /// Member function templates among the candidates, and template
        /// arguments written after the name.
        templates: Vec<crate::translate::template::TemplateId>,
        explicit: Rc<Vec<WrittenArg>>,
    },
}

/// Functions, function templates, and the template arguments written
/// after the name.
pub(crate) type FunctionSet = (
    Vec<FuncId>,
    Vec<crate::translate::template::TemplateId>,
    Rc<Vec<WrittenArg>>,
);

/// The functions, function templates and explicit template arguments an
/// entity names, if it names functions.
pub(crate) fn function_set(e: &Entity) -> Option<FunctionSet> {
    match e {
        Entity::Funcs(fs) => Some((fs.clone(), Vec::new(), Rc::new(Vec::new()))),
        Entity::FuncTemplates(ts, fs) => Some((fs.clone(), ts.clone(), Rc::new(Vec::new()))),
        Entity::TemplateCall {
            templates,
            explicit,
        } => Some((Vec::new(), templates.clone(), explicit.clone())),
        _ => None,
    }
}

impl<'a> Translator<'a, '_, '_> {
    /// `base.member` / `base->member`, for the object expression `base`.
    pub fn member_of_object(
        &mut self,
        base: ExprId,
        member: &ast::NameSegment<'a>,
        arrow: bool,
        span: Span,
    ) -> R<MemberRef> {
        let obj = if arrow {
            let r = self.b.rvalue(base);
            let t = self.b.ty_of(r);
            if self.class_of_type(t).is_some() {
                return self.overloaded_arrow(base, member, span);
            }
            if self.b.types().pointee(t).is_none() {
                let s = self.display(t);
                return Err(self.report(diag::arrow_on_non_pointer(span, &s)));
            }
            self.b.deref(r)
        } else {
            base
        };
        let bt = self.b.ty_of(obj);
        let sid = self.member_object_class(obj, span)?;
        let sym = member.ident.sym;
        let name = self.name(sym).to_string();
        // `p->~T()`: a pseudo-destructor or destructor call.
        if let Some(rest) = name.strip_prefix('~') {
            let _ = rest;
            let funcs: Vec<FuncId> = self.dtor_of(sid).into_iter().collect();
            return Ok(MemberRef::Methods {
                funcs,
                object: Some(obj),
                qualified: false,
                name,
                templates: Vec::new(),
                explicit: Rc::new(Vec::new()),
            });
        }
        self.force_specials_named(sid, sym);
        let Some(mut found) = self.lookup_member(sid, sym) else {
            return Err(self.report(diag::no_member(member.ident.span, &name, &self.display(bt))));
        };
        // `x.f<int>(...)`: the written template arguments travel with the set.
        if let (Some(written), Entity::FuncTemplates(ts, _)) = (member.template_args, &found.entity)
        {
            let templates = ts.clone();
            let explicit = self.expand_written_args(written)?;
            found.entity = Entity::TemplateCall {
                templates,
                explicit: Rc::new(explicit),
            };
        }
        self.use_member(found, obj, sid, &name, member.ident.span, span, false)
    }

    /// The class of the object a member is named through (`obj.m`,
    /// `p->m` after its deref), which must be complete.
    pub fn member_object_class(&mut self, obj: ExprId, span: Span) -> R<StructId> {
        let bt = self.b.ty_of(obj);
        self.complete_deferred(bt, span);
        let Some(sid) = self.class_of_type(bt) else {
            let s = self.display(bt);
            return Err(self.report(diag::member_base_not_struct(span, &s)));
        };
        if !self.b.types().structs[sid].complete {
            let s = self.display(bt);
            return Err(self.report(diag::incomplete_member_access(span, &s)));
        }
        Ok(sid)
    }

    /// A member found by lookup, used through the object `obj` of class
    /// `naming` (access checked, ambiguity reported for non-static ones).
    #[allow(clippy::too_many_arguments)]
    pub fn use_member(
        &mut self,
        found: super::class::MemberFound,
        obj: ExprId,
        naming: StructId,
        name: &str,
        name_span: Span,
        span: Span,
        qualified: bool,
    ) -> R<MemberRef> {
        match found.entity.clone() {
            Entity::Field { class, index } | Entity::AnonField { class, index, .. } => {
                if found.ambiguous {
                    let c = self.b.types().structs[naming].name.clone();
                    return Err(self.report(diag::ambiguous_member(name_span, name, &c)));
                }
                let field = &self.classes[&class].fields[index as usize];
                let (access, decl) = (field.access, field.span);
                self.check_access(&found.path, access, name, name_span, decl)?;
                let obj = self.as_glvalue(obj);
                let path = self.path_to_member_class(&found.path, naming, class);
                let sub = self.derived_to_base_unchecked_pub(obj, &path, span)?;
                self.field_value(sub, class, &found.entity, span)
                    .map(MemberRef::Value)
            }
            e @ (Entity::Funcs(_) | Entity::FuncTemplates(..) | Entity::TemplateCall { .. }) => {
                let (funcs, templates, explicit) = function_set(&e).unwrap_or_default();
                if found.ambiguous
                    && funcs
                        .iter()
                        .any(|f| self.methods.get(f).is_some_and(|m| !m.is_static))
                {
                    let c = self.b.types().structs[naming].name.clone();
                    return Err(self.report(diag::ambiguous_member(name_span, name, &c)));
                }
                Ok(MemberRef::Methods {
                    funcs,
                    object: Some(obj),
                    qualified,
                    name: name.to_string(),
                    templates,
                    explicit,
                })
            }
            Entity::Var(v) => {
                let access = self.member_access_of(found.class, name);
                let decl = self.b.program.vars[v].span;
                self.check_access(&found.path, access, name, name_span, decl)?;
                self.use_static_member(v, span);
                Ok(MemberRef::Value(self.b.var(v, span)))
            }
            Entity::Enumerator { ty, value } => {
                Ok(MemberRef::Value(self.b.int_lit(value, ty, span)))
            }
            Entity::Type(_) => Err(self.report(diag::not_a_value(span, name))),
            _ => Err(self.report(diag::unsupported(span, "this member"))),
        }
    }

    /// The declared access of a non-function member by name.
    fn member_access_of(&self, class: StructId, name: &str) -> parser::ast::Access {
        let sym = self.interner.get(name);
        sym.and_then(|s| {
            self.classes
                .get(&class)
                .and_then(|c| c.member_access.get(&s))
        })
        .copied()
        .unwrap_or(parser::ast::Access::Public)
    }

    /// Derived-to-base along a lookup path (access already checked for the
    /// member).
    /// The base path from the object's class to the class that declares a
    /// data member. Lookup's path ends where the name was found, which is
    /// not the declaring class when a using-declaration brought the member
    /// in (`struct D : A, B { using B::y; }`): the rest of the way is the
    /// path to the declaring base.
    fn path_to_member_class(
        &self,
        found: &[StructId],
        naming: StructId,
        class: StructId,
    ) -> Vec<StructId> {
        let mut path = if found.is_empty() {
            vec![naming]
        } else {
            found.to_vec()
        };
        let last = *path.last().unwrap_or(&naming);
        if last != class {
            if let Some(rest) = self.base_path(last, class) {
                path.extend_from_slice(&rest[1..]);
            }
        }
        path
    }

    pub fn derived_to_base_unchecked_pub(
        &mut self,
        e: ExprId,
        path: &[StructId],
        span: Span,
    ) -> R<ExprId> {
        if path.len() < 2 {
            return Ok(e);
        }
        let saved = self.friend_of.replace(path[0]);
        let r = self.derived_to_base(e, path, span);
        self.friend_of = saved;
        r
    }

    /// The lvalue of a data member in `obj` (an lvalue of class `class`),
    /// through anonymous union members; a reference member is dereferenced.
    pub(super) fn field_value(
        &mut self,
        obj: ExprId,
        class: StructId,
        e: &Entity,
        span: Span,
    ) -> R<ExprId> {
        match e {
            Entity::Field { index, .. } => {
                let fi = *index as usize;
                let lv = self.field_storage_lvalue(obj, class, fi, span);
                let fty = self.classes[&class].fields[fi].ty;
                if let Type::Reference { rvalue, .. } = self.b.types().kind(fty).clone() {
                    let p = self.b.rvalue(lv);
                    let d = self.b.deref(p);
                    if rvalue {
                        let _ = rvalue;
                    }
                    return Ok(d);
                }
                Ok(lv)
            }
            Entity::AnonField { index, inner, .. } => {
                let fi = *index as usize;
                let anon = self.field_storage_lvalue(obj, class, fi, span);
                let ity = self.classes[&class].fields[fi].ty;
                let Some(ic) = self.class_of_type(ity) else {
                    return Err(Reported);
                };
                let inner_class = match inner.as_ref() {
                    Entity::Field { class, .. } | Entity::AnonField { class, .. } => *class,
                    _ => ic,
                };
                self.field_value(anon, inner_class, inner, span)
            }
            _ => Err(Reported),
        }
    }

    /// A name inside a member function that lookup found in a class: an
    /// implicit `this->name` for non-static members.
    pub fn implicit_member(&mut self, e: Entity, text: &str, span: Span) -> R<MemberRef> {
        let this = self.func.as_ref().and_then(|f| f.this);
        let decl_class = match &e {
            Entity::Field { class, .. } | Entity::AnonField { class, .. } => Some(*class),
            Entity::Funcs(fs) => fs
                .first()
                .and_then(|f| self.methods.get(f))
                .map(|m| m.class),
            _ => None,
        };
        let Some(this) = this else {
            if let Entity::Funcs(funcs) = e {
                // Static member functions (and, for a call, an error later
                // for non-static ones).
                return Ok(MemberRef::Methods {
                    funcs,
                    object: None,
                    qualified: false,
                    name: text.to_string(),
                    templates: Vec::new(),
                    explicit: Rc::new(Vec::new()),
                });
            }
            if let Some(r) = self.unevaluated_member(decl_class, text, span) {
                return r;
            }
            return Err(self.report(diag::invalid_member_use(span, text)));
        };
        let cur = self
            .func
            .as_ref()
            .and_then(|f| f.class)
            .unwrap_or(StructId(0));
        // Inside a lambda, `this` is the closure's: a member of the
        // enclosing class is reached through the captured `this`.
        let through_capture = self.lambdas.last().is_some_and(|l| {
            let is_field = matches!(e, Entity::Field { .. } | Entity::AnonField { .. });
            let captured = l.captures.iter().any(|c| c.var.is_none());
            let capturable = l.default.is_some() && l.outer.this.is_some();
            is_field || captured || capturable
        }) && decl_class.is_some_and(|dc| self.is_base_of(dc, cur));
        let p = match through_capture {
            true => match self.lambda_this(span)? {
                Some(p) => p,
                None => return Err(Reported),
            },
            false => {
                let p = self.b.var(this, span);
                self.b.rvalue(p)
            }
        };
        let obj = self.b.deref(p);
        let Some(dc) = decl_class else {
            return Err(Reported);
        };
        // The member belongs to this class, a base of it, or an enclosing
        // class (then it is not usable without an object).
        if !self.is_base_of(dc, cur) {
            if let Entity::Funcs(funcs) = e {
                return Ok(MemberRef::Methods {
                    funcs,
                    object: None,
                    qualified: false,
                    name: text.to_string(),
                    templates: Vec::new(),
                    explicit: Rc::new(Vec::new()),
                });
            }
            return Err(self.report(diag::invalid_member_use(span, text)));
        }
        let sym = self.interner.get(crate::qualified_name::last_segment(text));
        let found = sym.and_then(|s| self.lookup_member(cur, s));
        match found {
            Some(f) => self.use_member(f, obj, cur, text, span, span, false),
            None => Err(self.report(diag::invalid_member_use(span, text))),
        }
    }

    /// `Class::member` in an expression (a static member, or a non-static
    /// one of `*this`'s base, `Base::f()` calling without dispatch).
    pub fn qualified_member(
        &mut self,
        sid: StructId,
        sym: parser::Symbol,
        text: &str,
        span: Span,
    ) -> R<MemberRef> {
        self.complete_deferred_class(sid, span);
        self.force_specials_named(sid, sym);
        let Some(found) = self.lookup_member(sid, sym) else {
            let c = self.b.types().structs[sid].name.clone();
            return Err(self.report(diag::no_member_in_scope(span, self.name(sym), &c)));
        };
        let cur = self.func.as_ref().and_then(|f| f.class);
        let this = self.func.as_ref().and_then(|f| f.this);
        let is_static_like = match &found.entity {
            Entity::Funcs(fs) => fs
                .iter()
                .all(|f| self.methods.get(f).is_some_and(|m| m.is_static)),
            Entity::FuncTemplates(ts, fs) => {
                fs.iter()
                    .all(|f| self.methods.get(f).is_some_and(|m| m.is_static))
                    && ts.iter().all(|t| self.template_is_static(*t))
            }
            Entity::Field { .. } | Entity::AnonField { .. } => false,
            _ => true,
        };
        if let (false, Some(cur), Some(this)) = (is_static_like, cur, this) {
            if self.is_base_of(sid, cur) {
                let p = self.b.var(this, span);
                let p = self.b.rvalue(p);
                let obj = self.b.deref(p);
                let path = self.base_path(cur, sid).unwrap_or_else(|| vec![cur]);
                let obj = self.derived_to_base_unchecked_pub(obj, &path, span)?;
                return self.use_member(found, obj, sid, text, span, span, true);
            }
        }
        match found.entity.clone() {
            e @ (Entity::Funcs(_) | Entity::FuncTemplates(..) | Entity::TemplateCall { .. }) => {
                let (funcs, templates, explicit) = function_set(&e).unwrap_or_default();
                Ok(MemberRef::Methods {
                    funcs,
                    object: None,
                    qualified: true,
                    name: text.to_string(),
                    templates,
                    explicit,
                })
            }
            Entity::Var(v) => {
                let access = self.member_access_of(found.class, self.name(sym));
                let decl = self.b.program.vars[v].span;
                self.check_access(&found.path, access, text, span, decl)?;
                self.use_static_member(v, span);
                Ok(MemberRef::Value(self.b.var(v, span)))
            }
            Entity::Enumerator { ty, value } => {
                Ok(MemberRef::Value(self.b.int_lit(value, ty, span)))
            }
            Entity::Field { .. } | Entity::AnonField { .. } => {
                Err(self.report(diag::invalid_member_use(span, text)))
            }
            _ => Err(self.report(diag::not_a_value(span, text))),
        }
    }

    /// A member used as a value (not called).
    pub fn member_value(&mut self, m: MemberRef, span: Span) -> R<ExprId> {
        match m {
            MemberRef::Value(e) => Ok(e),
            MemberRef::Methods {
                funcs,
                object,
                name,
                ..
            } => {
                // A static member function designates a function.
                if let [f] = funcs.as_slice() {
                    if self.methods.get(f).is_some_and(|m| m.is_static) || object.is_none() {
                        let ty = self.b.program.funcs[*f].ty;
                        if self.methods.get(f).is_some_and(|m| m.is_static) {
                            // Its address may be all the program takes
                            // (std::function's `&_My_handler::_M_invoke`):
                            // a class template member's body is needed.
                            self.ensure_defined(*f);
                            return Ok(self.b.expr(
                                ExprKind::Func(*f),
                                ty,
                                ValueCategory::LValue,
                                span,
                            ));
                        }
                    }
                }
                Err(self.report(diag::bound_member_not_called(span, &name)))
            }
        }
    }

    /// Calls one of the member functions of `m` with `args`.
    pub fn call_methods(&mut self, m: MemberRef, args: Vec<ExprId>, span: Span) -> R<ExprId> {
        let MemberRef::Methods {
            funcs,
            object,
            qualified,
            name,
            templates,
            explicit,
        } = m
        else {
            return Err(Reported);
        };
        let short = crate::qualified_name::last_segment(&name).to_string();
        let f = self
            .resolve_with_templates(&funcs, &templates, &explicit, object, &args, &short, span)?;
        let mi = self.methods.get(&f).cloned();
        if let Some(mi) = &mi {
            if let Some(o) = object {
                let naming = self.class_of_type(self.b.ty_of(o)).unwrap_or(mi.class);
                let path = self
                    .base_path(naming, mi.class)
                    .unwrap_or_else(|| vec![mi.class]);
                // A using-declaration on the way makes the function a member
                // of its class with the declaration's access
                // ([namespace.udecl]/19): access is checked up to there.
                let sym = self.interner.get(&short);
                let via_using = path.iter().enumerate().find_map(|(i, c)| {
                    let a = self.using_access.get(&(*c, sym?))?;
                    (*c != mi.class).then_some((i, *a))
                });
                let (path, access) = match via_using {
                    Some((i, a)) => (path[..=i].to_vec(), a),
                    None => (path, mi.access),
                };
                self.check_access(&path, access, &short, span, self.b.program.funcs[f].span)?;
                if via_using.is_some() && path.len() > 1 {
                    // Access was checked up to the using-declaration: the
                    // object becomes that class's, whose own conversion to
                    // the function's class is its business
                    // ([class.access.base]/6 asks only for the naming class).
                    let g = self.as_glvalue(o);
                    let g = self.derived_to_base(g, &path, span)?;
                    let is_static = mi.is_static;
                    return self.call_methods_checked(
                        f,
                        is_static,
                        Some(g),
                        qualified,
                        args,
                        &short,
                        span,
                    );
                }
            } else {
                let path = vec![mi.class];
                self.check_access(&path, mi.access, &short, span, self.b.program.funcs[f].span)?;
            }
        }
        let is_static = mi.as_ref().is_none_or(|m| m.is_static);
        self.call_methods_checked(f, is_static, object, qualified, args, &short, span)
    }

    /// The call of `f`, picked and access-checked.
    #[allow(clippy::too_many_arguments)]
    fn call_methods_checked(
        &mut self,
        f: FuncId,
        is_static: bool,
        object: Option<ExprId>,
        qualified: bool,
        args: Vec<ExprId>,
        short: &str,
        span: Span,
    ) -> R<ExprId> {
        if is_static {
            return self.call_function(f, args, span);
        }
        let Some(obj) = object else {
            return Err(self.report(diag::call_without_object(span, short)));
        };
        if qualified {
            self.call_member_direct(f, obj, args, span)
        } else {
            self.call_member(f, obj, args, span)
        }
    }

    /// Calls member function `f` on the object `obj` (virtual dispatch for
    /// virtual functions).
    pub fn call_member(
        &mut self,
        f: FuncId,
        obj: ExprId,
        args: Vec<ExprId>,
        span: Span,
    ) -> R<ExprId> {
        let virt = self.methods.get(&f).is_some_and(|m| m.is_virtual);
        // A call on an object whose dynamic type is known needs no dispatch:
        // still dispatch (LLVM folds it), except for prvalues.
        if !virt || !self.is_lvalue(obj) {
            return self.call_member_direct(f, obj, args, span);
        }
        let this = self.object_address(f, obj, span)?;
        let args = self.convert_call_args(f, args, span)?;
        let Some(slot) = self.methods.get(&f).and_then(|m| m.vslot) else {
            let mut all = vec![this];
            all.extend(args);
            return Ok(self.call_node(f, all, span));
        };
        self.ensure_defined(f);
        Ok(self.b.virtual_call(this, slot, f, args, span))
    }

    /// Calls member function `f` on `obj` without virtual dispatch.
    pub fn call_member_direct(
        &mut self,
        f: FuncId,
        obj: ExprId,
        args: Vec<ExprId>,
        span: Span,
    ) -> R<ExprId> {
        // A trivial copy or move assignment is never defined (its effect is
        // built in place): the object's bytes are copied.
        let trivial_assign = self.methods.get(&f).is_some_and(|m| {
            m.trivial
                && !m.deleted
                && matches!(
                    m.special,
                    Some(
                        super::class::SpecialKind::CopyAssign
                            | super::class::SpecialKind::MoveAssign
                    )
                )
                && self.class_of_type(self.b.ty_of(obj)) == Some(m.class)
        });
        if trivial_assign && args.len() == 1 && self.is_lvalue(obj) {
            let rhs = if self.braced(args[0]).is_some() {
                let mut a = args[0];
                if self.braced(a).is_some() {
                    // `s = {...}`: the list initializes the parameter first.
                    let pt = match self.b.types().get(self.b.program.funcs[f].ty) {
                        Type::Function { params, .. } => params.first().copied(),
                        _ => None,
                    };
                    let Some(pt) = pt else {
                        return Err(Reported);
                    };
                    a = self.copy_init_expr(pt, a, span, ConvCtx::Param)?;
                }
                self.b.rvalue(a)
            } else {
                // The argument still converts to the parameter (`s = 5`
                // through a converting constructor makes the temporary
                // copied).
                let args = self.convert_call_args(f, args, span)?;
                self.b.rvalue(args[0])
            };
            return Ok(self.b.assign(obj, rhs));
        }
        let this = self.object_address(f, obj, span)?;
        let args = self.convert_call_args(f, args, span)?;
        self.body_request = Some(span);
        self.ensure_defined(f);
        let mut all = vec![this];
        all.extend(args);
        Ok(self.call_node(f, all, span))
    }

    /// The `this` argument for calling `f` on `obj`: the address of its
    /// subobject of `f`'s class.
    fn object_address(&mut self, f: FuncId, obj: ExprId, span: Span) -> R<ExprId> {
        let obj = self.as_glvalue(obj);
        let cls = self.methods.get(&f).map(|m| m.class);
        let from = self.class_of_type(self.b.ty_of(obj));
        let obj = match (from, cls) {
            (Some(a), Some(b)) if a != b => {
                let path = self.base_path(a, b).unwrap_or_else(|| vec![a]);
                self.derived_to_base_unchecked_pub(obj, &path, span)?
            }
            _ => obj,
        };
        let ty = self.b.ty_of(obj);
        let p = self.b.ptr(ty);
        let addr = self
            .b
            .expr(ExprKind::AddrOf(obj), p, ValueCategory::RValue, span);
        // `this` is a pointer to the (cv-qualified) class as declared.
        let this_ty = self.b.program.vars[self.b.param(f, 0)].ty;
        Ok(self.b.convert(addr, this_ty))
    }

    /// A direct call node of `f` with program-level arguments.
    pub fn call_node(&mut self, f: FuncId, args: Vec<ExprId>, span: Span) -> ExprId {
        let ret = self.b.program.funcs[f].ret;
        let (ty, cat) = match self.b.types().kind(ret) {
            Type::Reference { referent, rvalue } => {
                let (r, rv) = (*referent, *rvalue);
                let e = self.b.expr(
                    ExprKind::Call { callee: f, args },
                    r,
                    ValueCategory::LValue,
                    span,
                );
                if rv {
                    self.xvalues.insert(e);
                }
                return e;
            }
            _ => (ret, ValueCategory::RValue),
        };
        self.b
            .expr(ExprKind::Call { callee: f, args }, ty, cat, span)
    }

    /// Calls a function (not a member with an object) with converted args.
    pub fn call_function(&mut self, f: FuncId, args: Vec<ExprId>, span: Span) -> R<ExprId> {
        self.check_device_call(f, span);
        let args = self.convert_call_args(f, args, span)?;
        // `memcpy`, `floorf`, ...: the C library's builtins.
        if let Some(b) = self.library_function_builtin(f) {
            let ret = self.b.program.funcs[f].ret;
            return Ok(self.builtin_node(b, args, ret, span));
        }
        self.body_request = Some(span);
        self.ensure_defined(f);
        Ok(self.call_node(f, args, span))
    }

    /// Converts the arguments of a call to `f` (not counting `this`) to its
    /// parameter types: default arguments appended, class arguments passed
    /// indirectly materialized in caller-owned temporaries, the rest
    /// promoted for `...`.
    pub fn convert_call_args(
        &mut self,
        f: FuncId,
        args: Vec<ExprId>,
        span: Span,
    ) -> R<Vec<ExprId>> {
        let saved = self.body_request.replace(span);
        self.complete_signature(f);
        self.body_request = saved;
        self.fix_indirect_params(f);
        let func = self.b.program.funcs[f].clone();
        let cxx_params: Vec<TypeId> = match self.b.types().get(func.ty) {
            Type::Function { params, .. } => params.clone(),
            _ => Vec::new(),
        };
        let offset = func.params.len().saturating_sub(cxx_params.len());
        if args.len() < cxx_params.len()
            && !self.instantiate_default_args(f, args.len() + offset, span)
        {
            return Err(Reported);
        }
        let args = self.with_defaults_from(f, args, offset);
        if args.len() < cxx_params.len() {
            return Err(self.report(diag::too_few_args(span, cxx_params.len(), args.len())));
        }
        if args.len() > cxx_params.len() && !func.variadic {
            return Err(self.report(diag::too_many_args(span, cxx_params.len(), args.len())));
        }
        let mut out = Vec::with_capacity(args.len());
        let mut failed = false;
        for (i, a) in args.into_iter().enumerate() {
            let asp = self.b.span(a);
            match cxx_params.get(i) {
                Some(&pt) => {
                    let pvar_ty = self.b.program.vars[func.params[i + offset]].ty;
                    let indirect = self.class_of_type(pt).is_some()
                        && matches!(self.b.types().kind(pvar_ty), Type::Reference { .. });
                    match self.copy_init_expr(pt, a, asp, ConvCtx::Param) {
                        Ok(e) => {
                            let e = if indirect {
                                self.materialize(e)
                            } else if self.class_of_type(pt).is_some() && self.is_lvalue(e) {
                                self.b.rvalue(e)
                            } else {
                                e
                            };
                            out.push(e)
                        }
                        Err(_) => failed = true,
                    }
                }
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
                    if let Some(c) = self.class_of_type(self.b.ty_of(a)) {
                        if !self.b.types().structs[c].trivially_copyable {
                            let s = self.display(self.b.ty_of(a));
                            self.report(diag::non_pod_vararg(asp, &s));
                            failed = true;
                            continue;
                        }
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

    /// Default arguments for the parameters a call leaves out.
    fn with_defaults_from(
        &mut self,
        f: FuncId,
        mut args: Vec<ExprId>,
        offset: usize,
    ) -> Vec<ExprId> {
        let given = args.len();
        if let Some(d) = self.default_arg_exprs.get(&f) {
            while let Some(Some(e)) = d.get(args.len() + offset) {
                args.push(*e);
            }
        }
        // A default argument's temporaries belong to the call's
        // full-expression ([class.temporary]/4 does not apply to them).
        if args.len() > given && self.default_arg_temps.contains(&f) {
            self.full_expr_temps = true;
        }
        args
    }

    /// A by-value parameter of a class that is passed indirectly (Itanium:
    /// non-trivial for the purpose of calls) is, in the typed program, a
    /// reference to the caller's temporary.
    pub fn fix_indirect_params(&mut self, f: FuncId) {
        let func = self.b.program.funcs[f].clone();
        let cxx: Vec<TypeId> = match self.b.types().get(func.ty) {
            Type::Function { params, .. } => params.clone(),
            _ => return,
        };
        let offset = func.params.len().saturating_sub(cxx.len());
        for (i, pt) in cxx.iter().enumerate() {
            let Some(c) = self.class_of_type(*pt) else {
                continue;
            };
            if !self.b.types().structs[c].pass_indirect {
                continue;
            }
            let v = func.params[i + offset];
            let vty = self.b.program.vars[v].ty;
            if matches!(self.b.types().kind(vty), Type::Reference { .. }) {
                continue;
            }
            let r = self.b.ty(Type::Reference {
                referent: vty,
                rvalue: false,
            });
            self.b.program.vars[v].ty = r;
        }
    }

    /// `obj->member` on a class with `operator->`: applied until a pointer.
    fn overloaded_arrow(
        &mut self,
        base: ExprId,
        member: &ast::NameSegment<'a>,
        span: Span,
    ) -> R<MemberRef> {
        let mut cur = base;
        for _ in 0..64 {
            let t = self.b.ty_of(cur);
            let Some(c) = self.class_of_type(t) else {
                break;
            };
            let set = self.operator_set(c, "operator->");
            if set.is_empty() {
                let s = self.display(t);
                return Err(self.report(diag::arrow_on_non_pointer(span, &s)));
            }
            let f =
                self.resolve_call(&set, Some(cur), &[], CallKind::Operator, "operator->", span)?;
            cur = self.call_member(f, cur, Vec::new(), span)?;
        }
        self.member_of_object(cur, member, true, span)
    }

    /// The member functions named `name` of class `c` (through bases).
    pub fn operator_set(&mut self, c: StructId, name: &str) -> Vec<FuncId> {
        let Some(sym) = self.interner.get(name) else {
            return Vec::new();
        };
        self.force_specials_named(c, sym);
        match self.lookup_member(c, sym).map(|f| f.entity) {
            // With member templates of the same name, the non-templates.
            Some(Entity::Funcs(fs) | Entity::FuncTemplates(_, fs)) => fs,
            _ => Vec::new(),
        }
    }

    /// Whether the expression is an xvalue (sema tracks them beside the
    /// typed program, which treats xvalues as lvalues).
    pub fn is_xvalue(&self, e: ExprId) -> bool {
        self.xvalues.contains(&e)
    }

    /// Checks access to a constructor (or other member function) of `sid`.
    pub fn check_member_fn_access(&mut self, f: FuncId, sid: StructId, span: Span) -> R<()> {
        let Some(m) = self.methods.get(&f).cloned() else {
            return Ok(());
        };
        let name = self.short_name(f);
        let decl = self.b.program.funcs[f].span;
        self.check_access(&[sid], m.access, &name, span, decl)
    }
}
