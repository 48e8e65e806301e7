//! Complete-object and base-object variants of constructors and
//! destructors (Itanium 5.1.4: `C1`/`C2`, `D1`/`D2`). Without virtual
//! bases the two are the same code: the base-object symbol is an alias.
//! A class with virtual bases gets a second function per constructor and
//! destructor, taking the VTT after `this` and sharing the body
//! ([`Function::variant_of`]): the complete-object variant builds and
//! destroys the virtual bases and stores the vptrs of its own vtable
//! group; the base-object variant leaves the virtual bases to the most
//! derived class, loads its vptrs from the VTT (construction vtables:
//! virtual calls during construction see the base's overriders, with the
//! virtual bases where the complete object put them) and passes its bases
//! their parts of the VTT.

use crate::builder::FuncDecl;
use crate::program::*;
use crate::translate::Translator;
use lexer::source::Span;

impl<'a> Translator<'a, '_, '_> {
    /// Records the base-object variant's symbol of a constructor or
    /// destructor (an alias of the complete-object one until the class
    /// turns out to have virtual bases).
    pub(crate) fn note_structor_variants(&mut self, f: FuncId, base: Option<String>) {
        let kind = self.b.program.funcs[f].kind;
        if !matches!(kind, FuncKind::Constructor | FuncKind::Destructor) {
            return;
        }
        let Some(base) = base else {
            return;
        };
        self.b.program.funcs[f].aliases = vec![base];
        // Declared after its class was completed (a member template's
        // specialization, an inheriting constructor).
        self.base_variant_of(f);
    }

    /// The base-object variants of the constructors and destructor a
    /// class with virtual bases declared before it was complete.
    pub(crate) fn make_base_variants(&mut self, sid: StructId) {
        if self.b.types().structs[sid].vbases.is_empty() {
            return;
        }
        let fs: Vec<FuncId> = self
            .classes
            .get(&sid)
            .map(|c| {
                c.methods
                    .iter()
                    .chain(c.declared_ctors.iter())
                    .chain(c.declared_dtor.iter())
                    .copied()
                    .collect()
            })
            .unwrap_or_default();
        for f in fs {
            self.base_variant_of(f);
        }
    }

    /// The base-object variant of constructor or destructor `f` of a
    /// class with virtual bases, made on first need.
    pub(crate) fn base_variant_of(&mut self, f: FuncId) -> Option<FuncId> {
        let func = self.b.program.funcs.get(f)?;
        if let Some(t) = func.base_variant {
            return Some(t);
        }
        if func.variant_of.is_some()
            || !matches!(func.kind, FuncKind::Constructor | FuncKind::Destructor)
        {
            return None;
        }
        let class = func.class?;
        let d = &self.b.types().structs[class];
        if !d.complete || d.vbases.is_empty() {
            return None;
        }
        // A deleting destructor has no base-object variant (nor alias).
        let link_name = func.aliases.first()?.clone();
        let func = func.clone();
        let this_ty = self.b.program.vars[func.params[0]].ty;
        let vpp = self.void_ptr_ptr();
        let decl = FuncDecl {
            name: func.name.clone(),
            link_name,
            ret: func.ret,
            params: vec![("this".into(), this_ty), ("__vtt".into(), vpp)],
            variadic: func.variadic,
            exec: func.exec,
            is_inline: func.is_inline,
            linkage: func.linkage,
            span: func.span,
        };
        let t = self.b.declare_function(decl);
        let vtt = self.b.program.funcs[t].params[1];
        let mut params = vec![func.params[0], vtt];
        params.extend(func.params.iter().skip(1).copied());
        let tw = &mut self.b.program.funcs[t];
        tw.params = params;
        tw.kind = func.kind;
        tw.class = Some(class);
        tw.ty = func.ty;
        tw.variant_of = Some(f);
        tw.body = func.body;
        tw.attrs = func.attrs;
        tw.in_system_header = func.in_system_header;
        tw.extern_instance = func.extern_instance;
        let prim = &mut self.b.program.funcs[f];
        prim.base_variant = Some(t);
        prim.aliases.clear();
        Some(t)
    }

    fn void_ptr_ptr(&mut self) -> TypeId {
        let v = self.b.void();
        let vp = self.b.ptr(v);
        self.b.ptr(vp)
    }

    /// The VTT parameter of the base-object variant of the constructor or
    /// destructor `fid` being written.
    fn vtt_param(&self, fid: FuncId) -> Option<VarId> {
        let t = self.b.program.funcs.get(fid)?.base_variant?;
        self.b.program.funcs[t].params.get(1).copied()
    }

    /// `vtt + index` as a `void **` rvalue.
    fn vtt_at(&mut self, vtt: ExprId, index: u32, span: Span) -> ExprId {
        let vpp = self.void_ptr_ptr();
        let st = self.b.size_t();
        let i = self.b.int_lit(index as i128, st, span);
        let p = self.b.rvalue(vtt);
        let p = self.b.cast(CastKind::BitCast, p, vpp);
        self.b.expr(
            ExprKind::PtrAdd {
                ptr: p,
                offset: i,
                negate: false,
            },
            vpp,
            ValueCategory::RValue,
            span,
        )
    }

    /// `complete` in the complete-object variant, `base` in the
    /// base-object one.
    pub(crate) fn structor_variant(&mut self, complete: ExprId, base: ExprId) -> ExprId {
        let x = &self.b.program.exprs[complete];
        let (ty, cat, span) = (x.ty, x.category, x.span);
        self.b
            .expr(ExprKind::StructorVariant { complete, base }, ty, cat, span)
    }

    /// Entry `index` of `sid`'s VTT as the VTT argument its constructor or
    /// destructor `fid` passes: the class's own VTT in the complete-object
    /// variant, the one it was given in the base-object variant.
    pub(crate) fn sub_vtt_arg(
        &mut self,
        fid: FuncId,
        sid: StructId,
        index: u32,
        span: Span,
    ) -> Option<ExprId> {
        let vtt = self.vtt_info.get(&sid)?.vtt;
        let g = self.b.var(vtt, span);
        let complete = self.vtt_at(g, index, span);
        Some(match self.vtt_param(fid) {
            Some(p) => {
                let pv = self.b.var(p, span);
                let base = self.vtt_at(pv, index, span);
                self.structor_variant(complete, base)
            }
            None => complete,
        })
    }

    /// Where the VTT of base subobject `b` (complete-object offset `off`)
    /// starts in `sid`'s.
    fn sub_vtt_index(&self, sid: StructId, b: StructId, off: i64) -> u32 {
        self.vtt_info
            .get(&sid)
            .and_then(|v| v.sub_vtts.iter().find(|(s, _)| *s == (b, off)))
            .map_or(0, |(_, i)| *i)
    }

    /// The offset of base `b` of `sid` in a complete object (its virtual
    /// base offset, or the non-virtual one of a direct base).
    fn base_subobject_offset(&self, sid: StructId, b: StructId, vb: bool) -> i64 {
        let d = &self.b.types().structs[sid];
        if vb {
            d.vbases
                .iter()
                .find(|(c, _)| *c == b)
                .map_or(0, |(_, o)| *o as i64)
        } else {
            d.bases
                .iter()
                .find(|x| x.class == b && !x.is_virtual)
                .map_or(0, |x| x.offset as i64)
        }
    }

    /// The constructor call an initializer ends in (through full-expression
    /// and no-op wrappers).
    fn construct_in(&self, mut e: ExprId) -> Option<ExprId> {
        for _ in 0..16 {
            match &self.b.program.exprs[e].kind {
                ExprKind::Construct { .. } => return Some(e),
                ExprKind::FullExpr(inner) => e = *inner,
                ExprKind::Cast {
                    kind: CastKind::NoOp,
                    operand,
                } => e = *operand,
                _ => return None,
            }
        }
        None
    }

    /// The initialization of base `b` (a virtual base when `vb`) of `sid`
    /// by constructor `fid`: a class with virtual bases is built by its
    /// base-object constructor, given its part of the VTT.
    pub(crate) fn base_variant_init(
        &mut self,
        fid: FuncId,
        sid: StructId,
        b: StructId,
        vb: bool,
        init: Init,
    ) -> Init {
        if self.b.types().structs[b].vbases.is_empty() {
            return init;
        }
        let Init::Expr(e) = init else {
            return init;
        };
        let Some(c) = self.construct_in(e) else {
            return Init::Expr(e);
        };
        let ExprKind::Construct { ctor, .. } = self.b.program.exprs[c].kind else {
            return Init::Expr(e);
        };
        let Some(twin) = self.base_variant_of(ctor) else {
            return Init::Expr(e);
        };
        let span = self.b.span(c);
        let off = self.base_subobject_offset(sid, b, vb);
        let index = self.sub_vtt_index(sid, b, off);
        let arg = if vb {
            // Only the complete-object variant builds a virtual base.
            self.vtt_info.get(&sid).map(|v| v.vtt).map(|vtt| {
                let g = self.b.var(vtt, span);
                self.vtt_at(g, index, span)
            })
        } else {
            self.sub_vtt_arg(fid, sid, index, span)
        };
        let Some(arg) = arg else {
            return Init::Expr(e);
        };
        if let ExprKind::Construct { ctor, args, .. } = &mut self.b.program.exprs[c].kind {
            *ctor = twin;
            args.insert(0, arg);
        }
        Init::Expr(e)
    }

    /// How constructor or destructor `fid` of `sid` destroys its base `b`
    /// (a virtual base when `vb`): a class with virtual bases by its
    /// base-object destructor, given its part of the VTT.
    pub(crate) fn base_variant_destroy(
        &mut self,
        fid: FuncId,
        sid: StructId,
        b: StructId,
        vb: bool,
        d: Destroy,
        span: Span,
    ) -> Destroy {
        if self.b.types().structs[b].vbases.is_empty() {
            return d;
        }
        let Some(twin) = self.base_variant_of(d.dtor) else {
            return d;
        };
        let off = self.base_subobject_offset(sid, b, vb);
        let index = self.sub_vtt_index(sid, b, off);
        let arg = if vb {
            self.vtt_info.get(&sid).map(|v| v.vtt).map(|vtt| {
                let g = self.b.var(vtt, span);
                self.vtt_at(g, index, span)
            })
        } else {
            self.sub_vtt_arg(fid, sid, index, span)
        };
        match arg {
            Some(a) => Destroy {
                dtor: twin,
                count: None,
                vtt: Some(a),
            },
            None => d,
        }
    }

    /// A delegating constructor's call of its target: the target's
    /// base-object variant, given this one's VTT, in the base-object
    /// variant.
    pub(crate) fn delegating_variant(&mut self, fid: FuncId, init: Init) -> Init {
        let Some(vtt) = self.vtt_param(fid) else {
            return init;
        };
        let Init::Expr(e) = init else {
            return init;
        };
        let Some(c) = self.construct_in(e) else {
            return Init::Expr(e);
        };
        let x = self.b.program.exprs[c].clone();
        let ExprKind::Construct { ctor, args, zero } = x.kind.clone() else {
            return Init::Expr(e);
        };
        let Some(twin) = self.base_variant_of(ctor) else {
            return Init::Expr(e);
        };
        let pv = self.b.var(vtt, x.span);
        let arg = self.b.rvalue(pv);
        let mut bargs = vec![arg];
        bargs.extend(args.iter().copied());
        let complete = self.b.expr(x.kind.clone(), x.ty, x.category, x.span);
        let base = self.b.expr(
            ExprKind::Construct {
                ctor: twin,
                args: bargs,
                zero,
            },
            x.ty,
            x.category,
            x.span,
        );
        self.b.program.exprs[c].kind = ExprKind::StructorVariant { complete, base };
        Init::Expr(e)
    }

    /// A delegating constructor's cleanup of the object its target built
    /// (for an exception from its own body): the complete or base-object
    /// destructor, as the variant running.
    pub(crate) fn delegating_cleanups(
        &mut self,
        fid: FuncId,
        this: ExprId,
        d: Destroy,
    ) -> Vec<StmtId> {
        let (Some(vtt), Some(twin)) = (self.vtt_param(fid), self.base_variant_of(d.dtor)) else {
            return vec![self.b.push_cleanup(this, d, true)];
        };
        let span = self.b.span(this);
        let pv = self.b.var(vtt, span);
        let arg = self.b.rvalue(pv);
        let base = Destroy {
            dtor: twin,
            count: None,
            vtt: Some(arg),
        };
        vec![
            self.b
                .push_cleanup_in(this, d, true, Variants::CompleteOnly),
            self.b.push_cleanup_in(this, base, true, Variants::BaseOnly),
        ]
    }

    /// The vptr stores of constructor or destructor `fid` of `sid`: each
    /// subobject's address point in the class's vtable group; in the
    /// base-object variant of a class with virtual bases, the VTT's where
    /// it has one, at the subobject found through its virtual base.
    pub(crate) fn vptr_stores(
        &mut self,
        fid: FuncId,
        sid: StructId,
        this: ExprId,
        out: &mut Vec<StmtId>,
    ) {
        let Some(vt) = self.b.types().structs[sid].vtable else {
            return;
        };
        let vptrs = self.classes[&sid].vptrs.clone();
        let vtt = self.vtt_param(fid);
        let span = self.b.span(this);
        let void = self.b.void();
        let vp = self.b.ptr(void);
        let vpp = self.b.ptr(vp);
        let ch = self.b.int_ty(IntKind::Char);
        let chp = self.b.ptr(ch);
        let sty = self.b.ty(Type::Struct(sid));
        let sptr = self.b.ptr(sty);
        let slots = self.b.types().structs[sid].vbase_offset_slots.clone();
        for v in vptrs {
            // *(void***)((char*)this + offset) = (void**)vtable + index;
            let table = self.b.var(vt, span);
            let first = self.b.rvalue(table); // array decays to void**
            let idx = {
                let st = self.b.size_t();
                self.b.int_lit(v.index as i128, st, span)
            };
            let mut point = self.b.expr(
                ExprKind::PtrAdd {
                    ptr: first,
                    offset: idx,
                    negate: false,
                },
                vpp,
                ValueCategory::RValue,
                span,
            );
            let addr = self
                .b
                .expr(ExprKind::AddrOf(this), sptr, ValueCategory::RValue, span);
            let addr = self.b.cast(CastKind::BitCast, addr, chp);
            let off = {
                let st = self.b.size_t();
                self.b.int_lit(v.offset as i128, st, span)
            };
            let mut at = self.b.expr(
                ExprKind::PtrAdd {
                    ptr: addr,
                    offset: off,
                    negate: false,
                },
                chp,
                ValueCategory::RValue,
                span,
            );
            if let Some(vtt) = vtt {
                if let Some(k) = v.vtt_index {
                    let pv = self.b.var(vtt, span);
                    let slot = self.vtt_at(pv, k, span);
                    let entry = self.b.deref(slot);
                    let entry = self.b.rvalue(entry);
                    let entry = self.b.cast(CastKind::BitCast, entry, vpp);
                    point = self.structor_variant(point, entry);
                }
                if let Some((nb, from)) = v.nearest_vbase {
                    let slot = slots
                        .iter()
                        .find(|(c, _)| *c == nb)
                        .map_or(-24, |(_, s)| *s);
                    let this_p =
                        self.b
                            .expr(ExprKind::AddrOf(this), sptr, ValueCategory::RValue, span);
                    let nty = self.b.ty(Type::Struct(nb));
                    let nptr = self.b.ptr(nty);
                    let vb = self.b.expr(
                        ExprKind::BaseAdjust {
                            operand: this_p,
                            offset: 0,
                            vbase: Some(slot),
                            null_check: false,
                        },
                        nptr,
                        ValueCategory::RValue,
                        span,
                    );
                    let vb = self.b.cast(CastKind::BitCast, vb, chp);
                    let from = {
                        let st = self.b.size_t();
                        self.b.int_lit(from as i128, st, span)
                    };
                    let base_at = self.b.expr(
                        ExprKind::PtrAdd {
                            ptr: vb,
                            offset: from,
                            negate: false,
                        },
                        chp,
                        ValueCategory::RValue,
                        span,
                    );
                    at = self.structor_variant(at, base_at);
                }
            }
            let vppp = self.b.ptr(vpp);
            let slot_ptr = self.b.cast(CastKind::BitCast, at, vppp);
            let slot = self.b.deref(slot_ptr);
            let store = self.b.expr(
                ExprKind::Assign {
                    lhs: slot,
                    rhs: point,
                },
                vpp,
                ValueCategory::LValue,
                span,
            );
            out.push(self.b.expr_stmt(store));
        }
    }
}
