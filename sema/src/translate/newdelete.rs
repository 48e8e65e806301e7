//! `new` and `delete` expressions ([expr.new], [expr.delete]), desugared
//! into statement expressions over the allocation functions (the
//! replaceable global `operator new`/`operator delete`, or a class's own),
//! the constructor or initializer, the array cookie that `delete[]` reads
//! (Itanium: the element count before the first element of an array of a
//! class with a non-trivial destructor), and the destructor (virtual
//! destruction through the deleting destructor).

use super::init::InitHow;
use super::{Entity, NsId, Reported, Translator, R};
use crate::builder::FuncDecl;
use crate::diagnostics as diag;
use crate::program::*;
use lexer::source::Span;
use parser::ast;

impl<'a> Translator<'a, '_, '_> {
    /// A replaceable global allocation or deallocation function, declared
    /// once (or the program's own declaration of it).
    pub fn global_operator(&mut self, name: &str) -> FuncId {
        if let Some(f) = self.global_operators.get(name) {
            return *f;
        }
        let void = self.b.void();
        let vp = self.b.ptr(void);
        let size = self.b.size_t();
        let (link, ret, params): (&str, TypeId, Vec<(String, TypeId)>) = match name {
            "operator new" => ("_Znwm", vp, vec![("size".into(), size)]),
            "operator new[]" => ("_Znam", vp, vec![("size".into(), size)]),
            "operator delete" => ("_ZdlPv", void, vec![("ptr".into(), vp)]),
            _ => ("_ZdaPv", void, vec![("ptr".into(), vp)]),
        };
        // A declaration the program made (through <new>) is the same one.
        let sym = self.interner.get(name);
        let existing = sym.and_then(|s| match self.ns_member_pub(NsId(0), s) {
            Some(Entity::Funcs(fs)) => fs
                .into_iter()
                .find(|f| self.b.program.funcs[*f].link_name == link),
            _ => None,
        });
        let f = match existing {
            Some(f) => f,
            None => {
                let f = self.b.declare_function(FuncDecl {
                    name: name.to_string(),
                    link_name: link.to_string(),
                    ret,
                    params,
                    variadic: false,
                    exec: ExecSpace::NONE,
                    is_inline: false,
                    linkage: Linkage::External,
                    span: Span::DUMMY,
                });
                if let Some(s) = sym {
                    let mut set = match self.ns_member_pub(NsId(0), s) {
                        Some(Entity::Funcs(fs)) => fs,
                        _ => Vec::new(),
                    };
                    set.push(f);
                    self.ns[0].members.insert(s, Entity::Funcs(set));
                }
                f
            }
        };
        self.global_operators.insert(name.to_string(), f);
        f
    }

    /// The global allocation and deallocation functions are implicitly
    /// declared in every translation unit ([basic.stc.dynamic]/2), so a
    /// call `::operator new(n)` finds them without <new>.
    pub fn declare_global_operator_named(&mut self, q: &ast::QualName<'a>) {
        let [seg] = q.segments else {
            return;
        };
        let name = self.name(seg.ident.sym).to_string();
        if matches!(
            name.as_str(),
            "operator new" | "operator new[]" | "operator delete" | "operator delete[]"
        ) {
            self.global_operator(&name);
        }
    }

    /// The allocation function for `new` of `elem` (a class's own
    /// `operator new` unless `::new` was written).
    fn allocation_function(&mut self, elem: TypeId, array: bool, global: bool) -> FuncId {
        let name = if array {
            "operator new[]"
        } else {
            "operator new"
        };
        if !global {
            if let Some(c) = self.element_class(elem) {
                let set = self.operator_set(c, name);
                if let Some(f) = set
                    .into_iter()
                    .find(|f| self.b.program.funcs[*f].params.len() == 1)
                {
                    return f;
                }
            }
        }
        self.global_operator(name)
    }

    pub(crate) fn deallocation_function(
        &mut self,
        elem: TypeId,
        array: bool,
        global: bool,
    ) -> FuncId {
        let name = if array {
            "operator delete[]"
        } else {
            "operator delete"
        };
        if !global {
            if let Some(c) = self.element_class(elem) {
                let set = self.operator_set(c, name);
                if let Some(f) = set.into_iter().next() {
                    return f;
                }
            }
        }
        self.global_operator(name)
    }

    /// `while (n-- > 0) p[n].~T();`: the first `n` elements of the array
    /// at `p` destroyed, last first (`delete[]`, and a `new[]` whose
    /// initialization threw).
    pub(crate) fn destroy_prefix_loop(
        &mut self,
        p: VarId,
        n: VarId,
        dtor: FuncId,
        span: Span,
    ) -> StmtId {
        let iv = self.b.var(n, span);
        let dec = self.b.inc_dec(IncDecOp::PostDec, iv);
        let zero = self.size_lit(0, span);
        let cond = self.b.binary(BinaryOp::Gt, dec, zero, span);
        let base = self.b.load(p, span);
        let idx = self.b.load(n, span);
        let el = self.b.index(base, idx);
        let addr = self.b.addr_of(el);
        let void = self.b.void();
        let call = self.b.expr(
            ExprKind::Call {
                callee: dtor,
                args: vec![addr],
            },
            void,
            ValueCategory::RValue,
            span,
        );
        let cs = self.b.expr_stmt(call);
        let body = self.b.block(vec![cs]);
        self.b.stmt(StmtKind::While { cond, body }, span)
    }

    fn size_lit(&mut self, v: u64, span: Span) -> ExprId {
        let st = self.b.size_t();
        self.b.int_lit(v as i128, st, span)
    }

    /// `char*` view of a pointer rvalue.
    fn as_bytes(&mut self, p: ExprId) -> ExprId {
        let c = self.b.int_ty(IntKind::Char);
        let cp = self.b.ptr(c);
        self.b.cast(CastKind::BitCast, p, cp)
    }

    /// `p + n` on a byte pointer.
    fn byte_offset(&mut self, p: ExprId, n: ExprId, negate: bool, span: Span) -> ExprId {
        let ty = self.b.ty_of(p);
        self.b.expr(
            ExprKind::PtrAdd {
                ptr: p,
                offset: n,
                negate,
            },
            ty,
            ValueCategory::RValue,
            span,
        )
    }

    /// A local holding `init`, and its `Decl`.
    fn temp_local(&mut self, name: &str, init: ExprId, out: &mut Vec<StmtId>) -> VarId {
        let ty = self.b.ty_of(init);
        let span = self.b.span(init);
        let v = self.b.local(name, ty, span);
        out.push(self.b.stmt(
            StmtKind::Decl {
                var: v,
                init: Some(Init::Expr(init)),
            },
            span,
        ));
        v
    }

    /// `new T`, `new T(args)`, `new T{...}`, `new T[n]...`, `new (p) T`.
    pub fn new_expr(&mut self, n: &'a ast::NewExpr<'a>, span: Span) -> R<ExprId> {
        // `new pair(1, 2.0)`: the class template's arguments deduced.
        let ctad_args = match n.init {
            Some([x]) if n.braced_init => match x.kind {
                ast::ExprKind::InitList(items) => Some(items),
                _ => Some(std::slice::from_ref(x)),
            },
            Some(xs) => Some(xs),
            None => None,
        };
        let deduced = match (ctad_args, n.array_size) {
            (Some(xs), None) => self.ctad_in_expr(n.ty, xs),
            _ => None,
        };
        let elem = match deduced {
            Some(t) => t?,
            None => self.ty(n.ty)?,
        };
        if self.b.types().is_void(elem)
            || matches!(
                self.b.types().kind(elem),
                Type::Reference { .. } | Type::Function { .. }
            )
        {
            let s = self.display(elem);
            return Err(self.report(diag::bad_new_type(span, &s)));
        }
        self.complete_deferred(elem, span);
        let Some(esize) = self.b.types().size_of(elem) else {
            let s = self.display(elem);
            return Err(self.report(diag::sizeof_incomplete(span, "new", &s)));
        };
        if let Some(c) = self.element_class(elem) {
            if self.classes.get(&c).is_some_and(|ci| ci.is_abstract) {
                return Err(self.abstract_error(span, c));
            }
        }
        let ptr_ty = self.b.ptr(elem);
        let mut body: Vec<StmtId> = Vec::new();
        let array = n.array_size.is_some();
        // The storage.
        let raw = if !n.placement.is_empty() {
            let places = self.args(n.placement)?;
            let bytes = match n.array_size {
                None => self.size_lit(esize, span),
                Some(sz) => {
                    let count = self.expr(sz)?;
                    let count = self.b.rvalue(count);
                    let st = self.b.size_t();
                    let count = self.b.convert(count, st);
                    let es = self.size_lit(esize, span);
                    self.b.binary(BinaryOp::Mul, count, es, span)
                }
            };
            self.placement_allocation(elem, array, n.global, bytes, places, span)?
        } else {
            let alloc = self.allocation_function(elem, array, n.global);
            let bytes = match n.array_size {
                None => self.size_lit(esize, span),
                Some(sz) => {
                    let count = self.expr(sz)?;
                    let count = self.b.rvalue(count);
                    if !self.b.types().is_integer(self.b.ty_of(count)) {
                        let s = self.display(self.b.ty_of(count));
                        return Err(self.report(diag::array_size_not_integer(sz.span, &s)));
                    }
                    let st = self.b.size_t();
                    let count = self.b.convert(count, st);
                    let cv = self.temp_local("__count", count, &mut body);
                    let c = self.b.load(cv, span);
                    let es = self.size_lit(esize, span);
                    let total = self.b.binary(BinaryOp::Mul, c, es, span);
                    let cookie = self.array_cookie(elem);
                    if cookie > 0 {
                        let k = self.size_lit(cookie, span);
                        self.b.binary(BinaryOp::Add, total, k, span)
                    } else {
                        total
                    }
                }
            };
            self.call_function(alloc, vec![bytes], span)?
        };
        let raw_v = self.temp_local("__raw", raw, &mut body);
        // The object (or the first element after the cookie).
        let cookie = if array && n.placement.is_empty() {
            self.array_cookie(elem)
        } else {
            0
        };
        let raw_e = self.b.load(raw_v, span);
        let obj_addr = if cookie > 0 {
            let bytes = self.as_bytes(raw_e);
            // The count sits in the cookie's last 8 bytes.
            let off = self.size_lit(cookie - 8, span);
            let at = self.byte_offset(bytes, off, false, span);
            let st = self.b.size_t();
            let stp = self.b.ptr(st);
            let slot = self.b.cast(CastKind::BitCast, at, stp);
            let slot = self.b.deref(slot);
            let count_var = body
                .iter()
                .find_map(|s| match self.b.program.stmts[*s].kind {
                    StmtKind::Decl { var, .. } if self.b.program.vars[var].name == "__count" => {
                        Some(var)
                    }
                    _ => None,
                })
                .ok_or(Reported)?;
            let c = self.b.load(count_var, span);
            let store = self.b.assign(slot, c);
            body.push(self.b.expr_stmt(store));
            let bytes2 = self.b.load(raw_v, span);
            let bytes2 = self.as_bytes(bytes2);
            let k = self.size_lit(cookie, span);
            let first = self.byte_offset(bytes2, k, false, span);
            self.b.cast(CastKind::BitCast, first, ptr_ty)
        } else {
            self.b.cast(CastKind::BitCast, raw_e, ptr_ty)
        };
        let obj_v = self.temp_local("__new", obj_addr, &mut body);
        // The initialization, guarded so that an exception from it frees
        // the storage (and destroys the elements built) before it leaves.
        let mut init_body: Vec<StmtId> = Vec::new();
        let mut built = None;
        if array {
            let count = body
                .iter()
                .find_map(|s| match self.b.program.stmts[*s].kind {
                    StmtKind::Decl { var, .. } if self.b.program.vars[var].name == "__count" => {
                        Some(var)
                    }
                    _ => None,
                });
            let zero = self.size_lit(0, span);
            let i = self.temp_local("__i", zero, &mut body);
            built = Some(i);
            self.new_array_init(n, elem, obj_v, i, count, &mut init_body, span)?;
        } else {
            let how = match n.init {
                None => InitHow::Default,
                Some(items) if n.braced_init => match items {
                    [ast::Expr {
                        kind: ast::ExprKind::InitList(inner),
                        ..
                    }] => InitHow::List(inner, false),
                    _ => InitHow::List(items, false),
                },
                Some([]) => InitHow::Value,
                // Pack expansions among them (`new (p) U(std::forward<A>(a)...)`);
                // an empty expansion value-initializes.
                Some(items) => match self.args(items)? {
                    args if args.is_empty() => InitHow::Value,
                    args => InitHow::Direct(args),
                },
            };
            let init = self.full_init(elem, span, |t| t.init_object(elem, how, span))?;
            if let Some(i) = init {
                let p = self.b.load(obj_v, span);
                let target = self.b.deref(p);
                init_body.push(self.b.init_stmt(target, i));
            }
        }
        if !init_body.is_empty() {
            let guarded = if n.placement.is_empty() {
                let g = crate::translate::new_cleanup::NewGuard {
                    elem,
                    array,
                    global: n.global,
                    raw: raw_v,
                    obj: obj_v,
                    built,
                };
                self.guard_new_init(g, init_body, span)
            } else {
                // Placement forms: no deallocation function is called
                // (none is declared for the reserved form).
                self.b.block(init_body)
            };
            body.push(guarded);
        }
        let block = self.b.stmt(StmtKind::Block(body), span);
        let result = self.b.load(obj_v, span);
        Ok(self.b.stmt_expr(block, Some(result), span))
    }

    /// The storage of `new (places...) T`: the allocation function that
    /// overload resolution picks for `(size, places...)` among the
    /// class's `operator new` (unless `::new`) or else the global ones
    /// ([expr.new]/19); without a declared candidate, the reserved
    /// placement form `operator new(size_t, void*)` returns its pointer.
    fn placement_allocation(
        &mut self,
        elem: TypeId,
        array: bool,
        global: bool,
        bytes: ExprId,
        places: Vec<ExprId>,
        span: Span,
    ) -> R<ExprId> {
        let name = if array {
            "operator new[]"
        } else {
            "operator new"
        };
        let mut cands = Vec::new();
        if !global {
            if let Some(c) = self.element_class(elem) {
                cands = self.operator_set(c, name);
            }
        }
        if cands.is_empty() {
            if let Some(Entity::Funcs(fs)) = self
                .interner
                .get(name)
                .and_then(|s| self.ns_member_pub(NsId(0), s))
            {
                cands = fs;
            }
        }
        let mut args = vec![bytes];
        args.extend(places.iter().copied());
        let viable = !cands.is_empty()
            && self
                .candidates(&cands, None, &args, super::overload::CallKind::Call)
                .iter()
                .any(|c| c.viable());
        if !viable {
            if let [p] = places.as_slice() {
                let p = self.b.rvalue(*p);
                if self.b.types().is_pointer(self.b.ty_of(p)) {
                    let void = self.b.void();
                    let vp = self.b.ptr(void);
                    return Ok(self.b.convert(p, vp));
                }
            }
        }
        if cands.is_empty() {
            return Err(self.report(diag::no_matching_call(span, name)));
        }
        let f = self.resolve_call(
            &cands,
            None,
            &args,
            super::overload::CallKind::Call,
            name,
            span,
        )?;
        let r = self.call_function(f, args, span)?;
        let void = self.b.void();
        let vp = self.b.ptr(void);
        Ok(self.b.convert(r, vp))
    }

    /// Bytes before the first element of `new T[n]`: the element count,
    /// padded to the element's alignment, for classes `delete[]` must
    /// destroy.
    fn array_cookie(&mut self, elem: TypeId) -> u64 {
        if self.destroy_of(elem).is_none() {
            return 0;
        }
        self.b.types().align_of(elem).max(8)
    }

    /// Initializes the elements of `new T[n]`: the listed ones from the
    /// braced list, the rest by default (value) initialization.
    /// `built` counts the elements initialized (declared zero by the
    /// caller, so the exception handler sees it); `count` is `__count`.
    #[allow(clippy::too_many_arguments)]
    fn new_array_init(
        &mut self,
        n: &'a ast::NewExpr<'a>,
        elem: TypeId,
        obj: VarId,
        built: VarId,
        count: Option<VarId>,
        body: &mut Vec<StmtId>,
        span: Span,
    ) -> R<()> {
        let items: &'a [ast::Expr<'a>] = match n.init {
            Some(
                [ast::Expr {
                    kind: ast::ExprKind::InitList(inner),
                    ..
                }],
            ) if n.braced_init => inner,
            Some(items) => items,
            None => &[],
        };
        for (i, x) in items.iter().enumerate() {
            let init = self.full_init(elem, span, |t| {
                let e = t.expr(x)?;
                t.init_object(elem, InitHow::Copy(e), x.span)
            })?;
            if let Some(init) = init {
                let p = self.b.load(obj, span);
                let idx = self.size_lit(i as u64, span);
                let target = self.b.index(p, idx);
                body.push(self.b.init_stmt(target, init));
            }
            let iv = self.b.var(built, span);
            let step = self.b.inc_dec(IncDecOp::PreInc, iv);
            body.push(self.b.expr_stmt(step));
        }
        // The rest: a loop from the first unlisted element to the count
        // (none when a constant count is what the list gives).
        if let Some(sz) = n.array_size {
            if let Ok(e) = self.expr(sz) {
                let r = self.b.rvalue(e);
                if let Some(ConstValue::Int(c)) = self.fold(r) {
                    if c as usize <= items.len() && n.init.is_some() {
                        if (c as usize) < items.len() {
                            return Err(
                                self.report(diag::excess_elements(items[c as usize].span, "array"))
                            );
                        }
                        return Ok(());
                    }
                }
            }
        }
        let rest = if n.init.is_some() {
            InitHow::Value
        } else {
            InitHow::Default
        };
        let each = self.full_init(elem, span, |t| t.init_object(elem, rest, span))?;
        let Some(each) = each else {
            return Ok(());
        };
        let count = count.ok_or(Reported)?;
        let i = built;
        let iv = self.b.load(i, span);
        let cv = self.b.load(count, span);
        let cond = self.b.binary(BinaryOp::Lt, iv, cv, span);
        let iv2 = self.b.var(i, span);
        let step = self.b.inc_dec(IncDecOp::PreInc, iv2);
        let p = self.b.load(obj, span);
        let iv3 = self.b.load(i, span);
        let target = self.b.index(p, iv3);
        let s = self.b.init_stmt(target, each);
        let loop_body = self.b.block(vec![s]);
        body.push(self.b.stmt(
            StmtKind::For {
                init: None,
                cond: Some(cond),
                step: Some(step),
                body: loop_body,
            },
            span,
        ));
        Ok(())
    }

    /// `delete p` / `delete[] p`.
    pub fn delete_expr(
        &mut self,
        operand: &'a ast::Expr<'a>,
        array: bool,
        global: bool,
        span: Span,
    ) -> R<ExprId> {
        let e = self.expr(operand)?;
        let e = self.b.rvalue(e);
        let ty = self.b.ty_of(e);
        let Some(elem) = self.b.types().pointee(ty) else {
            let s = self.display(ty);
            return Err(self.report(diag::delete_non_pointer(operand.span, &s)));
        };
        if self.b.types().size_of(elem).is_none() && !self.b.types().is_void(elem) {
            let s = self.display(elem);
            return Err(self.report(diag::sizeof_incomplete(span, "delete", &s)));
        }
        let mut body: Vec<StmtId> = Vec::new();
        let pv = self.temp_local("__p", e, &mut body);
        let mut inner: Vec<StmtId> = Vec::new();
        let void = self.b.void();
        let vp = self.b.ptr(void);
        let destroy = self.destroy_of(elem);
        let virtual_dtor = self
            .element_class(elem)
            .and_then(|c| self.dtor_of(c))
            .filter(|d| self.methods.get(d).is_some_and(|m| m.is_virtual));
        if array {
            let cookie = self.array_cookie(elem);
            let dealloc = self.deallocation_function(elem, true, global);
            let start = if cookie > 0 {
                // Destroy every element, last first, then free from the cookie.
                let p = self.b.load(pv, span);
                let bytes = self.as_bytes(p);
                let eight = self.size_lit(8, span);
                let at = self.byte_offset(bytes, eight, true, span);
                let st = self.b.size_t();
                let stp = self.b.ptr(st);
                let slot = self.b.cast(CastKind::BitCast, at, stp);
                let count = self.b.deref(slot);
                let count = self.b.rvalue(count);
                let nv = self.temp_local("__n", count, &mut inner);
                if let Some(d) = destroy {
                    let lp = self.destroy_prefix_loop(pv, nv, d.dtor, span);
                    inner.push(lp);
                }
                let p3 = self.b.load(pv, span);
                let b3 = self.as_bytes(p3);
                let k = self.size_lit(cookie, span);
                self.byte_offset(b3, k, true, span)
            } else {
                self.b.load(pv, span)
            };
            let start = self.b.convert(start, vp);
            let call = self.call_function(dealloc, vec![start], span)?;
            inner.push(self.b.expr_stmt(call));
        } else if let Some(d) = virtual_dtor {
            // The deleting destructor of the dynamic type frees the object.
            let d0 = self.deleting_dtor(d);
            let slot = self.methods.get(&d).and_then(|m| m.vslot).map(|s| s + 1);
            let p = self.b.load(pv, span);
            let call = match slot {
                Some(slot) => self.b.virtual_call(p, slot, d0, Vec::new(), span),
                None => self.b.expr(
                    ExprKind::Call {
                        callee: d0,
                        args: vec![p],
                    },
                    void,
                    ValueCategory::RValue,
                    span,
                ),
            };
            inner.push(self.b.expr_stmt(call));
        } else {
            if let Some(d) = destroy {
                let p = self.b.load(pv, span);
                let call = self.b.expr(
                    ExprKind::Call {
                        callee: d.dtor,
                        args: vec![p],
                    },
                    void,
                    ValueCategory::RValue,
                    span,
                );
                inner.push(self.b.expr_stmt(call));
            }
            let dealloc = self.deallocation_function(elem, false, global);
            let p = self.b.load(pv, span);
            let p = self.b.convert(p, vp);
            let call = self.call_function(dealloc, vec![p], span)?;
            inner.push(self.b.expr_stmt(call));
        }
        let p = self.b.load(pv, span);
        let nonnull = self.b.condition(p);
        let then = self.b.block(inner);
        body.push(self.b.stmt(
            StmtKind::If {
                cond: nonnull,
                then,
                else_: None,
            },
            span,
        ));
        let block = self.b.stmt(StmtKind::Block(body), span);
        Ok(self.b.stmt_expr(block, None, span))
    }
}
