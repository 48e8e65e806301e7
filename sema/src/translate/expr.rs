//! Runtime (and meta) expressions: names, operators, calls, member access,
//! casts, `sizeof`. Operand checks happen here; the Builder inserts the
//! conversions (promotions, usual arithmetic conversions, decay, loads).

use super::chains::{is_chain_link, is_member_link};
use super::conv::{scoped_enum, ConvCtx};
use super::gnu_align::BIGGEST_ALIGNMENT;
use super::lookup::CgConst;
use super::{Entity, Reported, Translator, R};
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast::{self, ExprKind as AK};

impl<'a> Translator<'a, '_, '_> {
    /// Whether an operand parsed as an expression is a name lookup finds
    /// a type for (`sizeof(A<int>::type)`).
    fn names_type(&mut self, e: &'a ast::Expr<'a>) -> bool {
        match e.ignore_parens().kind {
            AK::Name(q)
                if q.segments.len() > 1 || q.last().is_some_and(|s| s.template_args.is_some()) =>
            {
                matches!(self.resolve_quiet(q), Ok(Some(Entity::Type(_))))
            }
            // A class a dynamic name declared (`struct @("vec" + s)`): the
            // parser does not know its name is a type.
            AK::Name(q) => q
                .as_simple()
                .is_some_and(|id| matches!(self.lookup(id.sym), Some(Entity::Type(_)))),
            _ => false,
        }
    }

    pub fn expr(&mut self, x: &'a ast::Expr<'a>) -> R<ExprId> {
        // An item of a braced list being consumed was translated already.
        if let Some(e) = self.lists.cached(x) {
            return Ok(e);
        }
        self.enter(x.span)?;
        let r = self.expr_inner(x);
        self.leave();
        r
    }

    fn expr_inner(&mut self, x: &'a ast::Expr<'a>) -> R<ExprId> {
        if let Some(named) = self.undynamic_expr(x) {
            return self.expr_inner(named?);
        }
        let span = x.span;
        match x.kind {
            AK::Number => self.number(x),
            AK::Char => self.char_lit(x),
            AK::String(_) => self.string_lit(x),
            AK::Bool(v) => {
                let t = self.b.bool_ty();
                Ok(self.b.int_lit(v as i128, t, span))
            }
            AK::Nullptr => {
                let t = self.b.ty(Type::NullPtr);
                Ok(self.b.expr(ExprKind::Null, t, ValueCategory::RValue, span))
            }
            AK::Name(q) => self.name_expr(q, span),
            AK::Paren(e) => self.expr(e),
            AK::Unary { op, operand } => self.unary_expr(op, operand, span),
            AK::Binary { op, lhs, rhs } => self.binary_expr(op, lhs, rhs, span),
            AK::Conditional(c) => self.conditional_chain(c, span),
            AK::Call(c) => self.call_expr(c, span),
            AK::Launch(l) => self.launch_expr(l, span),
            AK::Index { base, index } => {
                if let Some(r) = self.meta_rooted(x) {
                    return r;
                }
                let b = self.expr(base)?;
                // `a[{x, y}]`: the list is the argument of a class's
                // `operator[]`; the built-in subscript takes no list
                // ([expr.sub]/1), which clang words as a non-integer index.
                let i = match index.kind {
                    ast::ExprKind::InitList(items) => {
                        if self.class_of_type(self.b.ty_of(b)).is_none() {
                            return Err(self.report(diag::subscript_not_integer(index.span)));
                        }
                        self.braced_arg(items, index.span)?
                    }
                    _ => self.expr(index)?,
                };
                if let Some(c) = self.class_of_type(self.b.ty_of(b)) {
                    if let Some(e) = self.overloaded_operator("operator[]", &[b, i], true, span)? {
                        return Ok(e);
                    }
                    // A list has no type: only a class's operator[] takes it.
                    if matches!(index.kind, ast::ExprKind::InitList(_)) {
                        let t = self.display(self.b.ty_of(b));
                        let mut d = diag::no_viable_subscript(span, &t);
                        for f in self.operator_set(c, "operator[]") {
                            let fs = self.b.program.funcs[f].span;
                            d = d.with_note_at(fs, "candidate function not viable".to_string());
                        }
                        return Err(self.report(d));
                    }
                }
                if let Some(r) = self.vla_index(b, i, span) {
                    return r;
                }
                self.index_expr(b, i, span)
            }
            AK::QualMember(qm) => {
                let b = self.expr(qm.base)?;
                let m = self.qualified_member_of_object(b, qm.name, qm.arrow, span)?;
                self.member_value(m, span)
            }
            AK::Member {
                base,
                member,
                arrow,
            } => {
                if let Some(r) = self.cuda_special_member(base, member, arrow, span) {
                    return r;
                }
                if let Some(r) = self.meta_rooted(x) {
                    return r;
                }
                if is_member_link(base) {
                    return self.member_chain(base, member, arrow, span);
                }
                let b = self.expr(base)?;
                let seg = ast::NameSegment {
                    ident: member,
                    template_args: None,
                    conv_type: None,
                };
                let m = self.member_of_object(b, &seg, arrow, span)?;
                self.member_value(m, span)
            }
            AK::Cast(c) => {
                let to = self.ty(c.ty)?;
                let e = self.expr(c.operand)?;
                self.cast_to(c.kind, e, to, span)
            }
            AK::Construct(c) => {
                let to = match self.ctad_in_expr(c.ty, c.args) {
                    Some(t) => t?,
                    None => self.ty(c.ty)?,
                };
                let uto = self.b.program.types.unqualified(to);
                if c.braced {
                    // `(T){...}`: the type is written after a parenthesis.
                    let compound = c.ty.span.lo > span.lo;
                    if let Some(r) = compound
                        .then(|| self.array_compound_literal(uto, c.args, span))
                        .flatten()
                    {
                        return r;
                    }
                    let init =
                        self.init_object(uto, super::init::InitHow::List(c.args, false), span)?;
                    return Ok(self.init_to_prvalue(uto, init, span));
                }
                let args = self.args(c.args)?;
                self.functional_cast(to, args, span)
            }
            AK::SizeOf(t) | AK::AlignOf(t) => {
                let is_size = matches!(x.kind, AK::SizeOf(_));
                let ty = match t {
                    ast::TypeOrExpr::Type(te) => {
                        if let Some(s) =
                            is_size.then(|| self.vla_typedef_sizeof(te, span)).flatten()
                        {
                            return Ok(s);
                        }
                        self.ty(te)?
                    }
                    // `sizeof(A<int>::type)`: a type only lookup tells.
                    ast::TypeOrExpr::Expr(e) if self.names_type(e) => {
                        let AK::Name(q) = e.ignore_parens().kind else {
                            return Err(Reported);
                        };
                        match self.resolve(q)? {
                            Some(Entity::Type(t)) => t,
                            _ => return Err(Reported),
                        }
                    }
                    ast::TypeOrExpr::Expr(e) => {
                        let e = self.unevaluated(|t| t.expr(e))?;
                        if is_size {
                            if let Some(s) = self.vla_sizeof(e, span) {
                                return Ok(s);
                            }
                        }
                        if let (false, Some(a)) = (is_size, self.expr_declared_alignment(e)) {
                            let st = self.b.size_t();
                            return Ok(self.b.int_lit(a as i128, st, span));
                        }
                        self.b.ty_of(e)
                    }
                };
                let op = if is_size { "sizeof" } else { "alignof" };
                let ty = match self.b.types().kind(ty) {
                    Type::Reference { referent, .. } => *referent,
                    _ => ty,
                };
                self.complete_deferred(ty, span);
                let v = match self.b.types().size_of(ty) {
                    Some(s) if is_size => s,
                    Some(_) => self.b.types().align_of(ty),
                    None => {
                        let s = self.display(ty);
                        return Err(self.report(diag::sizeof_incomplete(span, op, &s)));
                    }
                };
                let st = self.b.size_t();
                Ok(self.b.int_lit(v as i128, st, span))
            }
            AK::Typeid(arg) => self.typeid_expr(&arg, span),
            AK::Throw(e) => {
                let e = match e {
                    Some(e) => Some(self.throw_operand(e)?),
                    None => None,
                };
                Ok(self.b.throw(e, span))
            }
            AK::Meta(e) => self.meta_expr(e, span),
            AK::Intrinsic(i) => self.intrinsic(i, span),
            AK::BiggestAlignment => {
                let st = self.b.size_t();
                Ok(self.b.int_lit(BIGGEST_ALIGNMENT as i128, st, span))
            }
            AK::InitList(_) => Err(self.report(diag::unsupported(
                span,
                "an initializer list in an expression",
            ))),
            AK::Designated(_) => {
                Err(self.report(diag::unsupported(span, "a designated initializer")))
            }
            AK::This => match self.lambda_this(span)? {
                Some(e) => Ok(e),
                None => self.this_expr(span),
            },
            AK::Lambda(l) => self.lambda_expr(l, span),
            AK::New(n) => self.new_expr(n, span),
            AK::Delete {
                operand,
                array,
                global,
            } => self.delete_expr(operand, array, global, span),
            AK::DynamicName(_) => unreachable!("renamed by undynamic_expr"),
            AK::Fold(f) => self.fold_expr(f, span),
            AK::MemberTemplate(_) => Err(self.report(diag::unsupported(
                span,
                "a member template named without a call",
            ))),
            AK::SizeOfPack(e) => self.sizeof_pack(e, span),
            AK::PackIndex => self.pack_index_expr(span),
            AK::PackSelect { pack, sel } => self.pack_select_expr(pack, sel, span),
            AK::NoexceptOf(e) => self.noexcept_operator(e, span),
            AK::PackExpansion(_) => {
                Err(self.report(diag::unsupported(span, "a pack expansion here")))
            }
            AK::Error => {
                self.syntax_errors_seen += 1;
                Err(Reported)
            }
            // The parser grows: a construct sema does not know yet.
            #[allow(unreachable_patterns)]
            AK::OffsetOf(o) => self.offsetof(o, span),
            AK::TypeTrait(t) => self.type_trait_expr(t, span),
            AK::BitCast { ty, operand } => self.bit_cast_expr(ty, operand, span),
            AK::VaArg { list, ty } => self.va_arg_expr(list, ty, span),
            AK::StmtExpr(body) => self.gnu_stmt_expr(body, span),
            AK::LabelAddr(name) => self.label_address(name, span),
        }
    }

    /// A braced list `{...}` in a position whose type is `ty` (the right
    /// side of an assignment): copy-list-initialization of a temporary.
    pub fn expr_with_type(
        &mut self,
        x: &'a ast::Expr<'a>,
        items: &'a [ast::Expr<'a>],
        ty: TypeId,
    ) -> R<ExprId> {
        let ty = self.b.program.types.unqualified(ty);
        let init = self.init_object(ty, super::init::InitHow::List(items, true), x.span)?;
        Ok(self.init_to_prvalue(ty, init, x.span))
    }

    // -- names -----------------------------------------------------------------

    pub fn name_expr(&mut self, q: &ast::QualName<'a>, span: Span) -> R<ExprId> {
        self.declare_global_operator_named(q);
        let found = self.resolve(q)?;
        let text = self.qual_name_text(q);
        match found {
            Some(e) => self.entity_expr(e, &text, span),
            None => {
                if CgConst::from_name(&text).is_some() {
                    return Err(self.report(diag::codegen_outside_context(span, &text)));
                }
                if let Some(e) = self.cuda_builtin_value(&text, span) {
                    return Ok(e);
                }
                if text == "__null" {
                    // GNU's null pointer constant (`NULL` in the compiler's
                    // and libstdc++'s headers): a zero of pointer width, as
                    // clang types it on LP64.
                    let long = self.b.int_ty(IntKind::Long);
                    return Ok(self.b.int_lit(0, long, span));
                }
                if text.starts_with("__builtin_") && lexer::builtins::builtin_fn(&text).is_some() {
                    return Err(self.report(diag::builtin_address_taken(span)));
                }
                Err(self.report(diag::undeclared(span, &text)))
            }
        }
    }

    pub fn entity_expr(&mut self, e: Entity, text: &str, span: Span) -> R<ExprId> {
        match e {
            Entity::Var(v) => {
                if let Some(e) = self.captured_use(v, text, span)? {
                    return Ok(e);
                }
                self.use_static_member(v, span);
                let is_local = matches!(
                    self.b.program.vars[v].kind,
                    VarKind::Local | VarKind::Param { .. }
                );
                if self.meta_mode && is_local {
                    if let Some(c) = self.known_consts.get(&v).cloned() {
                        let ty = self.b.program.vars[v].ty;
                        return self.const_expr(c, ty, span);
                    }
                    return Err(self.report(diag::runtime_in_meta(span, text)));
                }
                Ok(self.b.var(v, span))
            }
            Entity::MetaVar(v) => {
                if self.meta_mode {
                    Ok(self.b.var(v, span))
                } else {
                    self.meta_var_value(v, text, span)
                }
            }
            Entity::Funcs(fs) if fs.iter().any(|f| self.methods.contains_key(f)) => {
                let m = self.implicit_member(Entity::Funcs(fs), text, span)?;
                self.member_value(m, span)
            }
            Entity::Funcs(fs) => match fs.as_slice() {
                [f] => {
                    let ty = self.b.program.funcs[*f].ty;
                    Ok(self
                        .b
                        .expr(ExprKind::Func(*f), ty, ValueCategory::LValue, span))
                }
                _ => match self.function_for_address(&[], &fs, &[], span) {
                    Some(f) => {
                        let ty = self.b.program.funcs[f].ty;
                        Ok(self
                            .b
                            .expr(ExprKind::Func(f), ty, ValueCategory::LValue, span))
                    }
                    None => Err(self.report(diag::ambiguous_call(span, text))),
                },
            },
            Entity::Enumerator { ty, value } => Ok(self.b.int_lit(value, ty, span)),
            Entity::Type(_) | Entity::Namespace(_) => {
                Err(self.report(diag::not_a_value(span, text)))
            }
            Entity::CodegenVar(_) => Err(self.report(diag::codegen_outside_context(span, text))),
            Entity::Poisoned => Err(Reported),
            Entity::Field { .. } | Entity::AnonField { .. } => {
                let m = self.implicit_member(e, text, span)?;
                self.member_value(m, span)
            }
            Entity::Value {
                ty,
                value: ConstValue::FuncAddr(f),
            } if self.b.types().is_member_fn_pointer(ty) => {
                let n = self.b.program.funcs[f].name.clone();
                self.member_function_pointer(f, &n, span)
            }
            Entity::Value { ty, value } => self.const_expr(value, ty, span),
            Entity::Template(_) => Err(self.report(diag::template_not_value(span, text))),
            Entity::FuncTemplates(ts, fs) => {
                // A function template named without a call: the target type
                // or a lone candidate picks the function.
                match self.function_for_address(&ts, &fs, &[], span) {
                    Some(f) => {
                        let ty = self.b.program.funcs[f].ty;
                        Ok(self
                            .b
                            .expr(ExprKind::Func(f), ty, ValueCategory::LValue, span))
                    }
                    None => Err(self.report(diag::template_not_value(span, text))),
                }
            }
            Entity::TemplateCall {
                templates,
                explicit,
            } => match self.function_for_address(&templates, &[], &explicit, span) {
                Some(f) => {
                    let ty = self.b.program.funcs[f].ty;
                    Ok(self
                        .b
                        .expr(ExprKind::Func(f), ty, ValueCategory::LValue, span))
                }
                None => Err(self.report(diag::template_not_value(span, text))),
            },
            Entity::Pack(_) => Err(self.report(diag::unexpanded_pack(span, text))),
        }
    }

    /// Ordinary code naming a meta variable: its current value, as a constant.
    fn meta_var_value(&mut self, v: VarId, text: &str, span: Span) -> R<ExprId> {
        let ty = self.b.program.vars[v].ty;
        if !self.b.types().is_scalar(ty) {
            let s = self.display(ty);
            return Err(self.report(diag::meta_value_not_scalar(span, text, &s)));
        }
        let c = match self.engine.read_var(&self.b.program, v) {
            Ok(c) => c,
            Err(d) => return Err(self.report(d)),
        };
        self.const_expr(c, ty, span)
    }

    /// A constant value of type `ty` as an expression (an rvalue).
    pub fn const_expr(&mut self, c: ConstValue, ty: TypeId, span: Span) -> R<ExprId> {
        let ty = self.b.program.types.unqualified(ty);
        let t = self.b.types();
        let is_ptr = t.is_pointer(ty);
        let is_float = t.is_float(ty);
        match c {
            ConstValue::Int(v) if is_ptr => {
                if v == 0 {
                    Ok(self.b.expr(ExprKind::Null, ty, ValueCategory::RValue, span))
                } else {
                    let ul = self.b.int_ty(IntKind::ULong);
                    let i = self.b.int_lit(v, ul, span);
                    Ok(self.b.cast(CastKind::IntToPtr, i, ty))
                }
            }
            ConstValue::Int(v) if is_float => Ok(self.b.float_lit(v as f64, ty, span)),
            ConstValue::Int(v) => Ok(self.b.int_lit(v, ty, span)),
            ConstValue::Float(f) if is_float => Ok(self.b.float_lit(f, ty, span)),
            ConstValue::Float(f) => Ok(self.b.int_lit(f as i128, ty, span)),
            ConstValue::LongDouble(f) if self.b.types().is_long_double(ty) => {
                Ok(self.b.long_double_lit(f, ty, span))
            }
            ConstValue::LongDouble(f) if is_float => Ok(self.b.float_lit(f.to_f64(), ty, span)),
            ConstValue::LongDouble(f) => Ok(self.b.int_lit(f.to_i128().unwrap_or(0), ty, span)),
            ConstValue::Zero | ConstValue::NullPtr if is_ptr => {
                Ok(self.b.expr(ExprKind::Null, ty, ValueCategory::RValue, span))
            }
            ConstValue::Zero if is_float => Ok(self.b.float_lit(0.0, ty, span)),
            ConstValue::Zero => Ok(self.b.int_lit(0, ty, span)),
            ConstValue::StringAddr(bytes, unit) => {
                let elem = self.b.types().pointee(ty);
                let s = self.string_expr_of(bytes, unit, elem, span);
                let p = self.b.rvalue(s);
                Ok(if is_ptr { self.b.convert(p, ty) } else { p })
            }
            ConstValue::GlobalAddr { var, offset } => {
                let v = self.b.var(var, span);
                let p = self.b.addr_of(v);
                let c = self.b.int_ty(IntKind::Char);
                let cp = self.b.ptr(c);
                let bytes = self.b.convert(p, cp);
                let l = self.b.ptrdiff();
                let off = self.b.int_lit(offset as i128, l, span);
                let moved = self.b.expr(
                    ExprKind::PtrAdd {
                        ptr: bytes,
                        offset: off,
                        negate: false,
                    },
                    cp,
                    ValueCategory::RValue,
                    span,
                );
                Ok(if is_ptr {
                    self.b.convert(moved, ty)
                } else {
                    moved
                })
            }
            ConstValue::FuncAddr(f) => {
                let fty = self.b.program.funcs[f].ty;
                let e = self
                    .b
                    .expr(ExprKind::Func(f), fty, ValueCategory::LValue, span);
                Ok(self.b.rvalue(e))
            }
            ConstValue::NullPtr => {
                let t = self.b.ty(Type::NullPtr);
                Ok(self.b.expr(ExprKind::Null, t, ValueCategory::RValue, span))
            }
            ConstValue::Aggregate(_) | ConstValue::Bytes(_) => {
                let s = self.display(ty);
                Err(self.report(diag::meta_value_not_scalar(span, "value", &s)))
            }
        }
    }

    // -- operators -------------------------------------------------------------

    /// Checks that `e` designates a modifiable object.
    fn check_modifiable(&mut self, e: ExprId, span: Span) -> R<()> {
        if !self.is_lvalue(e) {
            return Err(self.report(diag::not_assignable(span)));
        }
        let ty = self.b.ty_of(e);
        if matches!(self.b.types().kind(ty), Type::Array { .. }) {
            let s = self.display(ty);
            return Err(self.report(diag::array_not_assignable(span, &s)));
        }
        if matches!(self.b.types().kind(ty), Type::Function { .. }) {
            return Err(self.report(diag::not_assignable(span)));
        }
        if self.is_const(ty) || matches!(self.b.program.exprs[e].kind, ExprKind::Str(_)) {
            let s = self.display(ty);
            let var = match self.b.program.exprs[e].kind {
                ExprKind::Var(v) => Some(self.b.program.vars[v].name.clone()),
                _ => None,
            };
            return Err(self.report(diag::assign_to_const(span, var.as_deref(), &s)));
        }
        Ok(())
    }

    fn unary_expr(
        &mut self,
        op: ast::UnaryOp,
        operand: &'a ast::Expr<'a>,
        span: Span,
    ) -> R<ExprId> {
        // `&C::m`: a pointer to member.
        if op == ast::UnaryOp::AddrOf {
            if let Some(r) = self.member_address(operand, span) {
                return r;
            }
        }
        let e = self.expr(operand)?;
        self.unary_on(op, e, operand.span, span)
    }

    /// A unary operator on a translated operand (`operand_span`: where the
    /// operand was written).
    pub fn unary_on(
        &mut self,
        op: ast::UnaryOp,
        e: ExprId,
        operand_span: Span,
        span: Span,
    ) -> R<ExprId> {
        use ast::UnaryOp as U;
        // `&x` too: a viable `operator&` takes it (the built-in address-of
        // is the fallback; `__builtin_addressof` always is).
        if self.has_class_or_enum_type(e) {
            let name = format!("operator{}", op.as_str());
            let args = if op.is_postfix() {
                // `x++` calls `operator++(int)` with a dummy 0.
                let i = self.b.int();
                vec![e, self.b.int_lit(0, i, span)]
            } else {
                vec![e]
            };
            if let Some(r) = self.overloaded_operator(&name, &args, false, span)? {
                return Ok(r);
            }
        }
        let e = if self.class_of_type(self.b.ty_of(e)).is_some() && op != U::Not && op != U::AddrOf
        {
            self.class_to_scalar(e, span)?
        } else {
            e
        };
        match op {
            U::AddrOf => {
                if let Some(p) = self.vla_address(e, span) {
                    return Ok(p);
                }
                if !self.is_lvalue(e) {
                    let s = self.display(self.b.ty_of(e));
                    return Err(self.report(diag::addr_of_rvalue(span, &s)));
                }
                let ty = self.b.ty_of(e);
                let p = self.b.ptr(ty);
                Ok(self
                    .b
                    .expr(ExprKind::AddrOf(e), p, ValueCategory::RValue, span))
            }
            U::Deref => {
                if let Some(a) = self.vla_deref(e, span) {
                    return Ok(a);
                }
                let r = self.b.rvalue(e);
                let t = self.b.ty_of(r);
                let Some(pointee) = self.b.types().pointee(t) else {
                    let s = self.display(t);
                    return Err(self.report(diag::deref_non_pointer(span, &s)));
                };
                if self.b.types().is_void(pointee) {
                    let s = self.display(t);
                    return Err(self.report(diag::deref_void(span, &s)));
                }
                Ok(self
                    .b
                    .expr(ExprKind::Deref(r), pointee, ValueCategory::LValue, span))
            }
            U::PreInc | U::PreDec | U::PostInc | U::PostDec => {
                self.check_modifiable(e, operand_span)?;
                let ty = self.b.ty_of(e);
                if !(self.b.types().is_arithmetic(ty) || self.b.types().is_pointer(ty))
                    || scoped_enum(self.b.types(), ty)
                {
                    let s = self.display(ty);
                    return Err(self.report(diag::invalid_unary(span, &s)));
                }
                let add = matches!(op, U::PreInc | U::PostInc);
                let post = matches!(op, U::PostInc | U::PostDec);
                if let Some(r) = self.vla_pointer_step_assign(e, None, add, post, span) {
                    return r;
                }
                let k = match op {
                    U::PreInc => IncDecOp::PreInc,
                    U::PreDec => IncDecOp::PreDec,
                    U::PostInc => IncDecOp::PostInc,
                    _ => IncDecOp::PostDec,
                };
                let r = self.b.inc_dec(k, e);
                self.b.program.exprs[r].span = span;
                Ok(r)
            }
            U::Not => {
                // clang words `!` on a scoped enumeration as an operand
                // error, not as a failed contextual conversion.
                let t = self.b.ty_of(e);
                if scoped_enum(self.b.types(), t) {
                    let s = self.display(t);
                    return Err(self.report(diag::invalid_unary(span, &s)));
                }
                let c = self.condition(e, operand_span)?;
                Ok(self.b.unary(UnaryOp::LogicalNot, c, span))
            }
            U::Plus | U::Minus | U::BitNot => {
                let r = self.b.rvalue(e);
                let t = self.b.ty_of(r);
                let ok = match op {
                    U::BitNot => self.b.types().is_integer(t),
                    U::Plus => self.b.types().is_arithmetic(t) || self.b.types().is_pointer(t),
                    _ => self.b.types().is_arithmetic(t),
                } && !scoped_enum(self.b.types(), t);
                if !ok {
                    let s = self.display(t);
                    return Err(self.report(diag::invalid_unary(span, &s)));
                }
                Ok(match op {
                    U::Plus => {
                        let p = self.b.promote(r);
                        if p == r {
                            // Keep `+x` a distinct rvalue node for its span.
                            let ty = self.b.ty_of(p);
                            self.b.expr(
                                ExprKind::Cast {
                                    kind: CastKind::NoOp,
                                    operand: p,
                                },
                                ty,
                                ValueCategory::RValue,
                                span,
                            )
                        } else {
                            p
                        }
                    }
                    U::Minus => self.b.unary(UnaryOp::Neg, r, span),
                    _ => self.b.unary(UnaryOp::BitNot, r, span),
                })
            }
        }
    }

    fn binary_expr(
        &mut self,
        op: ast::BinaryOp,
        lhs: &'a ast::Expr<'a>,
        rhs: &'a ast::Expr<'a>,
        span: Span,
    ) -> R<ExprId> {
        use ast::BinaryOp as B;
        if !op.is_assignment() && is_chain_link(lhs) {
            return self.binary_chain(op, lhs, rhs, span);
        }
        // Translate both sides even when one fails, to report both.
        let l = self.expr(lhs);
        // `s = {a, b}`: the braces take the left side's type.
        let r = match (op, &l, rhs.kind) {
            (B::Assign, Ok(le), ast::ExprKind::InitList(items)) => {
                let lt = self.b.ty_of(*le);
                // A class's `operator=` takes the list as its argument
                // (an `initializer_list` one, or a copy/move assignment
                // from a list-initialized temporary).
                if self.class_of_type(lt).is_some() {
                    self.braced_arg(items, rhs.span)
                } else {
                    self.expr_with_type(rhs, items, lt)
                }
            }
            (_, Ok(le), _) => self.right_operand(op, *le, rhs),
            _ => self.expr(rhs),
        };
        let (l, r) = (l?, r?);
        self.binary_on(op, l, r, span)
    }

    /// A binary operator on translated operands (fold expressions expand
    /// to these too).
    pub fn binary_on(&mut self, op: ast::BinaryOp, l: ExprId, r: ExprId, span: Span) -> R<ExprId> {
        use ast::BinaryOp as B;
        let (lspan, rspan) = (self.b.span(l), self.b.span(r));
        if matches!(op, B::PtrMemD | B::PtrMemI) {
            return self.member_pointer_binary(op == B::PtrMemI, l, r, span);
        }
        if matches!(op, B::Add | B::Sub) {
            if op == B::Sub {
                if let Some(r) = self.vla_pointer_difference(l, r, span) {
                    return r;
                }
            }
            if let Some(r) = self.vla_pointer_arith(op == B::Add, l, r, span) {
                return r;
            }
        }
        let mp = |t: &Self, e: ExprId| t.b.types().is_member_pointer(t.b.ty_of(e));
        if matches!(op, B::Eq | B::Ne)
            && (mp(self, l) || mp(self, r))
            && !self.has_class_or_enum_type(l)
            && !self.has_class_or_enum_type(r)
        {
            return self.member_pointer_compare(op == B::Ne, l, r, span);
        }
        if self.has_class_or_enum_type(l) || self.has_class_or_enum_type(r) {
            let name = format!("operator{}", op.as_str());
            let member_only = op == B::Assign;
            let is_class_assign = op == B::Assign && self.class_of_type(self.b.ty_of(l)).is_some();
            if let Some(e) = self.overloaded_operator(&name, &[l, r], member_only, span)? {
                return Ok(e);
            }
            if is_class_assign {
                let lt = self.display(self.b.ty_of(l));
                let rt = self.display(self.b.ty_of(r));
                return Err(self.report(diag::no_viable_assign(span, &lt, &rt)));
            }
        }
        let (l, r) = match op {
            B::LogAnd | B::LogOr | B::Comma => (l, r),
            _ => {
                let l = if self.class_of_type(self.b.ty_of(l)).is_some() {
                    self.class_to_scalar(l, span)?
                } else {
                    l
                };
                let r = if self.class_of_type(self.b.ty_of(r)).is_some() {
                    self.class_to_scalar(r, span)?
                } else {
                    r
                };
                (l, r)
            }
        };
        match op {
            B::Comma => {
                // A discarded class prvalue is still an object to destroy.
                let lt = self.b.ty_of(l);
                let l = if !self.is_lvalue(l) && self.destroy_of(lt).is_some() {
                    self.materialize(l)
                } else {
                    l
                };
                let c = self.b.comma(l, r);
                self.b.program.exprs[c].span = span;
                Ok(c)
            }
            B::Assign => {
                self.check_modifiable(l, lspan)?;
                let lt = self.b.ty_of(l);
                let unq = self.b.program.types.unqualified(lt);
                let rc = self.implicit(r, unq, rspan, ConvCtx::Assign)?;
                let a = self.b.assign(l, rc);
                self.b.program.exprs[a].span = span;
                Ok(a)
            }
            B::LogAnd | B::LogOr => {
                let lc = self.condition(l, lspan)?;
                let rc = self.condition(r, rspan)?;
                let k = if op == B::LogAnd {
                    LogicalOp::And
                } else {
                    LogicalOp::Or
                };
                Ok(self.b.logical(k, lc, rc, span))
            }
            B::Cmp | B::PtrMemD | B::PtrMemI => Err(self.report(diag::unsupported(
                span,
                &format!("operator '{}'", op.as_str()),
            ))),
            _ if op.is_assignment() => {
                let Some(base) = op.compound_base() else {
                    return Err(Reported);
                };
                let bop = map_binop(base);
                self.check_modifiable(l, lspan)?;
                let lv = self.b.rvalue(l);
                let rv = self.b.rvalue(r);
                self.check_binary_operands(bop, lv, rv, span)?;
                let lt = self.b.ty_of(l);
                if self.b.types().is_pointer(lt) && !matches!(bop, BinaryOp::Add | BinaryOp::Sub) {
                    return Err(self.invalid_operands(l, r, span));
                }
                if matches!(bop, BinaryOp::Add | BinaryOp::Sub) {
                    let add = bop == BinaryOp::Add;
                    if let Some(r) = self.vla_pointer_step_assign(l, Some(rv), add, false, span) {
                        return r;
                    }
                }
                let c = self.b.compound_assign(bop, l, rv);
                self.b.program.exprs[c].span = span;
                Ok(c)
            }
            _ => {
                let bop = map_binop(op);
                let lv = self.b.rvalue(l);
                let rv = self.b.rvalue(r);
                let (lv, rv) = self.null_to_pointer(lv, rv);
                // Pointers to a class and to its base compare as pointers
                // to the base ([expr.eq]/3: the composite pointer type).
                let (lv, rv) = if matches!(op, B::Eq | B::Ne | B::Lt | B::Gt | B::Le | B::Ge) {
                    self.composite_pointers(lv, rv, span)?
                } else {
                    (lv, rv)
                };
                self.check_binary_operands(bop, lv, rv, span)?;
                self.warn_sign_compare(bop, lv, rv, span);
                Ok(self.b.binary(bop, lv, rv, span))
            }
        }
    }

    /// Operands of class or enumeration type may select an overloaded
    /// operator.
    pub fn has_class_or_enum_type(&self, e: ExprId) -> bool {
        matches!(
            self.b.types().kind(self.b.ty_of(e)),
            Type::Struct(_) | Type::Enum(_)
        )
    }

    /// In `p == 0` / `0 == p` (and `?:`), the null constant becomes a null
    /// pointer of the other side's type.
    pub fn null_to_pointer(&mut self, l: ExprId, r: ExprId) -> (ExprId, ExprId) {
        let (lt, rt) = (self.b.ty_of(l), self.b.ty_of(r));
        let t = self.b.types();
        let lp = matches!(t.kind(lt), Type::Pointer { .. });
        let rp = matches!(t.kind(rt), Type::Pointer { .. });
        if lp && !rp && self.is_null_constant(r) {
            let sp = self.b.span(r);
            let n = self.b.expr(ExprKind::Null, lt, ValueCategory::RValue, sp);
            return (l, n);
        }
        if rp && !lp && self.is_null_constant(l) {
            let sp = self.b.span(l);
            let n = self.b.expr(ExprKind::Null, rt, ValueCategory::RValue, sp);
            return (n, r);
        }
        (l, r)
    }

    fn invalid_operands(&mut self, l: ExprId, r: ExprId, span: Span) -> Reported {
        let (a, b) = (self.display(self.b.ty_of(l)), self.display(self.b.ty_of(r)));
        self.report(diag::invalid_operands(span, &a, &b))
    }

    /// Operand rules of the built-in binary operators (on rvalues).
    fn check_binary_operands(&mut self, op: BinaryOp, l: ExprId, r: ExprId, span: Span) -> R<()> {
        let (lt, rt) = (self.b.ty_of(l), self.b.ty_of(r));
        let t = self.b.types();
        let arith = |x: TypeId| t.is_arithmetic(x) && !scoped_enum(t, x);
        let int = |x: TypeId| t.is_integer(x) && !scoped_enum(t, x);
        let obj_ptr = |x: TypeId| match t.kind(x) {
            Type::Pointer { pointee, .. } => t.size_of(*pointee).is_some() || t.is_void(*pointee),
            _ => false,
        };
        let ptr = |x: TypeId| matches!(t.kind(x), Type::Pointer { .. } | Type::NullPtr);
        let same_ptr = || {
            let (a, b) = (t.pointee(lt), t.pointee(rt));
            match (a, b) {
                (Some(a), Some(b)) => {
                    let (a, b) = (t.unqualified(a), t.unqualified(b));
                    a == b || t.is_void(a) || t.is_void(b)
                }
                _ => matches!(t.kind(lt), Type::NullPtr) || matches!(t.kind(rt), Type::NullPtr),
            }
        };
        let same_scoped = scoped_enum(t, lt) && t.unqualified(lt) == t.unqualified(rt);
        use BinaryOp::*;
        let ok = match op {
            Add => (arith(lt) && arith(rt)) || (obj_ptr(lt) && int(rt)) || (int(lt) && obj_ptr(rt)),
            Sub => {
                (arith(lt) && arith(rt))
                    || (obj_ptr(lt) && int(rt))
                    || (obj_ptr(lt) && obj_ptr(rt) && same_ptr())
            }
            Mul | Div => arith(lt) && arith(rt),
            Rem | Shl | Shr | BitAnd | BitOr | BitXor => int(lt) && int(rt),
            Eq | Ne => {
                (arith(lt) && arith(rt)) || same_scoped || (ptr(lt) && ptr(rt) && same_ptr())
            }
            Lt | Le | Gt | Ge => {
                (arith(lt) && arith(rt)) || same_scoped || (ptr(lt) && ptr(rt) && same_ptr())
            }
        };
        if ok {
            Ok(())
        } else {
            Err(self.invalid_operands(l, r, span))
        }
    }

    /// `c ? a : b` of translated operands (`c`'s AST tells the operand
    /// spans and which operands are `throw`).
    pub(super) fn conditional_typed(
        &mut self,
        c: &'a ast::ConditionalExpr<'a>,
        cond: ExprId,
        a: ExprId,
        b: ExprId,
        span: Span,
    ) -> R<ExprId> {
        let cond = self.condition(cond, c.cond.span)?;
        match (
            super::cond_throw::is_throw(c.then),
            super::cond_throw::is_throw(c.otherwise),
        ) {
            (true, false) => return self.conditional_with_throw(cond, a, b, true, span),
            (false, true) => return self.conditional_with_throw(cond, b, a, false, span),
            _ => {}
        }
        let (at, bt) = (self.b.ty_of(a), self.b.ty_of(b));
        let t = self.b.types();
        let same = t.unqualified(at) == t.unqualified(bt);
        if same && self.is_lvalue(a) && self.is_lvalue(b) {
            // Lvalues of one type up to cv-qualifiers: an lvalue of the
            // more qualified type ([expr.cond]/4; `b ? c : k` with `const
            // char k` is a `const char` lvalue).
            let cv = |t: TypeId| match self.b.types().get(t) {
                Type::Qualified {
                    is_const,
                    is_volatile,
                    ..
                } => (*is_const, *is_volatile),
                _ => (false, false),
            };
            let ((ac, av), (bc, bv)) = (cv(at), cv(bt));
            let mut q = 0;
            if ac || bc {
                q |= ast::Cv::CONST;
            }
            if av || bv {
                q |= ast::Cv::VOLATILE;
            }
            let base = self.b.types().unqualified(at);
            let ty = self.qualified(base, ast::Cv(q));
            let e = self.b.expr(
                ExprKind::Conditional {
                    cond,
                    then: a,
                    else_: b,
                },
                ty,
                ValueCategory::LValue,
                span,
            );
            return Ok(e);
        }
        let ar = self.b.rvalue(a);
        let br = self.b.rvalue(b);
        let (ar, br) = self.null_to_pointer(ar, br);
        let (ar, br) = self.composite_pointers(ar, br, span)?;
        let (at, bt) = (self.b.ty_of(ar), self.b.ty_of(br));
        let t = self.b.types();
        let ok = (t.is_arithmetic(at)
            && t.is_arithmetic(bt)
            && !scoped_enum(t, at)
            && !scoped_enum(t, bt))
            || t.unqualified(at) == t.unqualified(bt);
        if !ok {
            let (x, y) = (self.display(at), self.display(bt));
            return Err(self.report(diag::incompatible_conditional(span, &x, &y)));
        }
        let t = self.b.types();
        if t.unqualified(at) == t.unqualified(bt) {
            // Two prvalues of one type: that type, with no promotion
            // ([expr.cond]/7.1; `c ? char : char` is a char). Only operands
            // of different types take the usual arithmetic conversions.
            let ty = t.unqualified(at);
            let (ar, br) = (self.b.convert(ar, ty), self.b.convert(br, ty));
            return Ok(self.b.expr(
                ExprKind::Conditional {
                    cond,
                    then: ar,
                    else_: br,
                },
                ty,
                ValueCategory::RValue,
                span,
            ));
        }
        let e = self.b.conditional(cond, ar, br);
        self.b.program.exprs[e].span = span;
        Ok(e)
    }

    /// Two pointer operands of `?:` converted to their composite pointer
    /// type ([expr.type]/4): the one that the other converts to (a base
    /// class pointer, a more cv-qualified pointee, `void*`).
    fn composite_pointers(&mut self, a: ExprId, b: ExprId, span: Span) -> R<(ExprId, ExprId)> {
        let (at, bt) = (self.b.ty_of(a), self.b.ty_of(b));
        let t = self.b.types();
        if !t.is_pointer(at) || !t.is_pointer(bt) || t.unqualified(at) == t.unqualified(bt) {
            return Ok((a, b));
        }
        let (at, bt) = (t.unqualified(at), t.unqualified(bt));
        if !self.arg_ics(b, at, false).is_bad() {
            let b = self.implicit(b, at, span, ConvCtx::Init)?;
            return Ok((a, b));
        }
        if !self.arg_ics(a, bt, false).is_bad() {
            let a = self.implicit(a, bt, span, ConvCtx::Init)?;
            return Ok((a, b));
        }
        // `B*` and `const D*` meet at `const B*`: one pointee's class with
        // the union of both pointees' cv-qualifiers.
        let cv = |t: &crate::types::TypeTable, p: TypeId| match t.pointee(p).map(|q| t.get(q)) {
            Some(Type::Qualified {
                is_const,
                is_volatile,
                ..
            }) => (*is_const, *is_volatile),
            _ => (false, false),
        };
        let t = self.b.types();
        let ((ac, av), (bc, bv)) = (cv(t, at), cv(t, bt));
        let (c, v) = (ac || bc, av || bv);
        if (c, v) != (ac, av) || (c, v) != (bc, bv) {
            for target in [at, bt] {
                let Some(pointee) = self.b.types().pointee(target) else {
                    continue;
                };
                let base = self.b.types().unqualified(pointee);
                let q = self.b.ty(Type::Qualified {
                    base,
                    is_const: c,
                    is_volatile: v,
                    align: 0,
                });
                let q = if c || v { q } else { base };
                let p = self.b.ptr(q);
                if !self.arg_ics(a, p, false).is_bad() && !self.arg_ics(b, p, false).is_bad() {
                    let a = self.implicit(a, p, span, ConvCtx::Init)?;
                    let b = self.implicit(b, p, span, ConvCtx::Init)?;
                    return Ok((a, b));
                }
            }
        }
        Ok((a, b))
    }

    // -- postfix -------------------------------------------------------------

    fn index_expr(&mut self, b: ExprId, i: ExprId, span: Span) -> R<ExprId> {
        let br = self.b.rvalue(b);
        let ir = self.b.rvalue(i);
        let (bt, it) = (self.b.ty_of(br), self.b.ty_of(ir));
        let t = self.b.types();
        let (p, n) = if matches!(t.kind(bt), Type::Pointer { .. }) {
            (bt, it)
        } else if matches!(t.kind(it), Type::Pointer { .. }) {
            (it, bt)
        } else {
            return Err(self.report(diag::not_subscriptable(span)));
        };
        if !t.is_integer(n) || scoped_enum(t, n) {
            return Err(self.report(diag::subscript_not_integer(span)));
        }
        let pointee = t.pointee(p).unwrap_or(p);
        if t.size_of(pointee).is_none() {
            let s = self.display(pointee);
            return Err(self.report(diag::sizeof_incomplete(span, "subscript", &s)));
        }
        let e = self.b.index(br, ir);
        self.b.program.exprs[e].span = span;
        Ok(e)
    }
}

pub(crate) fn map_binop(op: ast::BinaryOp) -> BinaryOp {
    use ast::BinaryOp as B;
    match op {
        B::Add => BinaryOp::Add,
        B::Sub => BinaryOp::Sub,
        B::Mul => BinaryOp::Mul,
        B::Div => BinaryOp::Div,
        B::Rem => BinaryOp::Rem,
        B::Shl => BinaryOp::Shl,
        B::Shr => BinaryOp::Shr,
        B::BitAnd => BinaryOp::BitAnd,
        B::BitOr => BinaryOp::BitOr,
        B::BitXor => BinaryOp::BitXor,
        B::Eq => BinaryOp::Eq,
        B::Ne => BinaryOp::Ne,
        B::Lt => BinaryOp::Lt,
        B::Gt => BinaryOp::Gt,
        B::Le => BinaryOp::Le,
        _ => BinaryOp::Ge,
    }
}
