//! Virtual functions: which member functions override which, final
//! overriders, abstract classes, and the vtable group of a dynamic class in
//! the Itanium C++ ABI's layout (primary vtable, then the secondary vtables
//! of non-primary bases, each `[virtual base offsets..., offset to top,
//! RTTI, function pointers...]`), with this-adjusting thunks where a final
//! overrider lives in another subobject.

use super::vtable_layout::{
    build_vtt, vtable_pointers, Adjust, Comp, Facts, ThunkInfo, VtBuilder, VtableGroup,
};
use crate::builder::FuncDecl;
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::{mangle, Translator};
use lexer::source::Span;

/// Where a constructor or destructor of a dynamic class stores one vptr.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct VptrInit {
    /// Byte offset of the subobject in a complete object of the class.
    pub offset: u64,
    /// Index of its address point in the vtable group, in pointers.
    pub index: u32,
    /// The subobject is in a virtual base (the nearest one on its path),
    /// at this offset from it: a base-object variant finds it through the
    /// virtual base offset.
    pub nearest_vbase: Option<(StructId, i64)>,
    /// The VTT entry a base-object variant loads the vptr from (the
    /// subobject has virtual bases or is in a virtual base).
    pub vtt_index: Option<u32>,
}

/// The VTT of a class with virtual bases, as its constructors and
/// destructors use it.
#[derive(Clone, Debug)]
pub(crate) struct VttInfo {
    pub vtt: VarId,
    /// Where each base subobject's (complete-object offset) own VTT
    /// starts in this one: what the class passes its base-object
    /// constructors and destructors.
    pub sub_vtts: Vec<((StructId, i64), u32)>,
}

impl<'a> Translator<'a, '_, '_> {
    /// The unqualified name of a function (`f`, `operator+`, `~A`).
    pub fn short_name(&self, f: FuncId) -> String {
        let n = &self.b.program.funcs[f].name;
        match n.rfind("::") {
            Some(i) => n[i + 2..].to_string(),
            None => n.clone(),
        }
    }

    /// Whether member function `f` overrides `g` (same name, parameters,
    /// cv- and ref-qualifiers; destructors override destructors).
    #[allow(dead_code)]
    fn overrides(&self, f: FuncId, g: FuncId) -> bool {
        let (Some(mf), Some(mg)) = (self.methods.get(&f), self.methods.get(&g)) else {
            return false;
        };
        if !mg.is_virtual || mf.is_static || !self.is_base_of(mg.class, mf.class) {
            return false;
        }
        let f_dtor = mf.special == Some(super::SpecialKind::Dtor);
        let g_dtor = mg.special == Some(super::SpecialKind::Dtor);
        if f_dtor || g_dtor {
            return f_dtor && g_dtor;
        }
        self.short_name(f) == self.short_name(g) && self.signature_of(f) == self.signature_of(g)
    }

    /// Marks the functions that override a base's virtual function as
    /// virtual, checks `override`/`final`, and decides whether the class is
    /// polymorphic.
    pub fn compute_polymorphism(&mut self, sid: StructId) {
        let mut mine: Vec<FuncId> = self
            .classes
            .get(&sid)
            .map_or(&[][..], |c| c.methods.as_slice())
            .iter()
            .copied()
            .filter(|f| {
                self.methods
                    .get(f)
                    .is_some_and(|m| m.class == sid && !m.is_static)
            })
            .collect();
        mine.sort();
        let base_virtuals = self.inherited_virtuals(sid);
        for f in mine {
            let overridden: Vec<FuncId> = base_virtuals
                .iter()
                .copied()
                .filter(|&g| {
                    self.methods.get(&g).is_some_and(|mg| mg.is_virtual)
                        && self.overrides_shape(f, g)
                })
                .collect();
            let span = self.b.program.funcs[f].span;
            for &g in &overridden {
                if self.methods.get(&g).is_some_and(|m| m.final_) {
                    let n = self.short_name(g);
                    self.report(diag::overrides_final(span, &n));
                }
                if !self.return_types_compatible(f, g) {
                    let n = self.b.program.funcs[g].name.clone();
                    self.report(diag::override_return_mismatch(span, &n));
                }
            }
            let m = self.methods.get_mut(&f).expect("method info");
            if !overridden.is_empty() && !m.is_virtual {
                m.is_virtual = true;
                if let Some(ci) = self.classes.get_mut(&sid) {
                    ci.virtuals.push(f);
                }
            }
            let m = &self.methods[&f];
            if m.override_ && overridden.is_empty() {
                let n = self.short_name(f);
                self.report(diag::override_nothing(span, &n));
            } else if (m.override_ || m.final_) && !m.is_virtual {
                self.report(diag::virt_specifier_non_virtual(span));
            }
            if !overridden.is_empty() {
                self.overridden.insert(f, overridden);
            }
        }
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.virtuals.sort();
            ci.virtuals.dedup();
        }
        let polymorphic = !self.classes[&sid].virtuals.is_empty()
            || self.classes[&sid]
                .bases
                .iter()
                .any(|b| self.classes.get(&b.class).is_some_and(|c| c.polymorphic));
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.polymorphic = polymorphic;
            if polymorphic {
                ci.aggregate = ci.aggregate && ci.virtuals.is_empty();
            }
        }
    }

    /// Like [`Self::overrides`] before `f` is known to be virtual.
    fn overrides_shape(&self, f: FuncId, g: FuncId) -> bool {
        let (Some(mf), Some(mg)) = (self.methods.get(&f), self.methods.get(&g)) else {
            return false;
        };
        let f_dtor = mf.special == Some(super::SpecialKind::Dtor);
        let g_dtor = mg.special == Some(super::SpecialKind::Dtor);
        if f_dtor || g_dtor {
            return f_dtor && g_dtor;
        }
        self.short_name(f) == self.short_name(g) && self.signature_of(f) == self.signature_of(g)
    }

    /// Same return type, or covariant class pointers/references.
    fn return_types_compatible(&self, f: FuncId, g: FuncId) -> bool {
        let t = self.b.types();
        let (rf, rg) = (self.b.program.funcs[f].ret, self.b.program.funcs[g].ret);
        if t.unqualified(rf) == t.unqualified(rg) {
            return true;
        }
        let class_of = |ty: TypeId| match t.kind(ty) {
            Type::Pointer { pointee, .. }
            | Type::Reference {
                referent: pointee, ..
            } => match t.kind(*pointee) {
                Type::Struct(s) => Some(*s),
                _ => None,
            },
            _ => None,
        };
        match (class_of(rf), class_of(rg)) {
            (Some(a), Some(b)) => self.is_base_of(b, a),
            _ => false,
        }
    }

    /// Every virtual function of every (direct or indirect) base.
    fn inherited_virtuals(&self, sid: StructId) -> Vec<FuncId> {
        let mut out = Vec::new();
        let mut todo: Vec<StructId> = self.classes[&sid].bases.iter().map(|b| b.class).collect();
        let mut seen = Vec::new();
        while let Some(c) = todo.pop() {
            if seen.contains(&c) {
                continue;
            }
            seen.push(c);
            if let Some(ci) = self.classes.get(&c) {
                out.extend(ci.virtuals.iter().copied());
                todo.extend(ci.bases.iter().map(|b| b.class));
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// Builds the vtable group of a dynamic class, and for a class with
    /// virtual bases its construction vtables and VTT; records the slot of
    /// each of its virtual functions, where its constructors and
    /// destructors store vptrs, and whether it is abstract.
    pub fn build_vtable(&mut self, sid: StructId) {
        if !self.b.types().structs[sid].dynamic {
            return;
        }
        let has_vbases = !self.b.types().structs[sid].vbases.is_empty();
        let (group, vtt, ctor_groups, vptrs) = {
            let facts = Facts::new(self);
            let group = VtBuilder::build(&facts, sid, 0, false, sid);
            let (vtt, ctor_groups) = if has_vbases {
                let vtt = build_vtt(&facts, sid);
                let ctor: Vec<VtableGroup> = vtt
                    .vtables
                    .iter()
                    .skip(1)
                    .map(|&((c, off), virt)| VtBuilder::build(&facts, c, off, virt, sid))
                    .collect();
                (Some(vtt), ctor)
            } else {
                (None, Vec::new())
            };
            let vptrs = vtable_pointers(&facts, sid);
            (group, vtt, ctor_groups, vptrs)
        };
        // The slot a call through this class uses, for its own functions.
        for &(md, idx) in &group.method_indices {
            if let Some(m) = self.methods.get_mut(&md) {
                if m.class == sid && m.vslot.is_none() && idx >= 0 {
                    m.vslot = Some(idx as u32);
                }
            }
        }
        self.b.program.types.structs[sid].vbase_offset_slots = group.vbase_offset_offsets.clone();
        let mut pure: Vec<FuncId> = Vec::new();
        for c in &group.comps {
            if let Comp::Func(f, _) | Comp::CompleteDtor(f) | Comp::Unused(f) = c {
                if self.methods.get(f).is_some_and(|m| m.is_pure) && !pure.contains(f) {
                    pure.push(*f);
                }
            }
        }
        let mut inits: Vec<VptrInit> = Vec::new();
        for (sub, nearest) in &vptrs {
            let index = group.address_point(*sub).map_or(0, |i| i as u32);
            let needs_vtt = vtt.is_some()
                && (nearest.is_some() || !self.b.types().structs[sub.0].vbases.is_empty());
            let vtt_index = if needs_vtt {
                vtt.as_ref().and_then(|v| {
                    v.secondary_vptrs
                        .iter()
                        .find(|(s, _)| s == sub)
                        .map(|(_, i)| *i)
                })
            } else {
                None
            };
            inits.push(VptrInit {
                offset: sub.1 as u64,
                index,
                nearest_vbase: *nearest,
                vtt_index,
            });
        }
        // The globals first (their contents below), so that a constructor
        // or destructor body written meanwhile (a deleting destructor's
        // call of an implicit destructor) finds them and the vptrs.
        let mangled = mangle::class(&self.names(), sid);
        let name = self.b.types().structs[sid].name.clone();
        let vt = self.vtable_global(
            &format!("vtable for {name}"),
            format!("_ZTV{mangled}"),
            sid,
            group.comps.len(),
        );
        self.b.program.types.structs[sid].vtable = Some(vt);
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.is_abstract = !pure.is_empty();
            ci.pure = pure;
            ci.vptrs = inits;
        }
        let mut tables: Vec<VarId> = vec![vt];
        if let Some(vtt) = &vtt {
            // The construction vtable groups, then the VTT pointing into
            // them and into the class's own group.
            for (((c, off), _), g) in vtt.vtables.iter().skip(1).zip(&ctor_groups) {
                let base_mangled = mangle::class(&self.names(), *c);
                let cname = self.b.types().structs[*c].name.clone();
                let v = self.vtable_global(
                    &format!("construction vtable for {cname}-in-{name}"),
                    format!("_ZTC{mangled}{off}_{base_mangled}"),
                    *c,
                    g.comps.len(),
                );
                tables.push(v);
            }
            let groups: Vec<&VtableGroup> = std::iter::once(&group).chain(&ctor_groups).collect();
            let entries: Vec<ConstValue> = vtt
                .entries
                .iter()
                .map(|&(ti, sub)| {
                    let ti = ti.min(tables.len() - 1);
                    let ap = groups[ti].address_point(sub).unwrap_or(0);
                    ConstValue::GlobalAddr {
                        var: tables[ti],
                        offset: ap as i64 * 8,
                    }
                })
                .collect();
            let ptr = {
                let v = self.b.void();
                self.b.ptr(v)
            };
            let ty = self.b.array(ptr, entries.len() as u64);
            let g = GlobalVar {
                space: MemorySpace::Global,
                host_only: false,
                implicit_device: false,
                init: Some(ConstValue::Aggregate(entries)),
                linkage: Linkage::External,
                is_const: true,
                align: None,
                kind: GlobalKind::Vtt(sid),
                linkonce: true,
                dynamic_init: None,
                destroy: None,
                extern_instance: false,
            };
            let span = self.classes[&sid].span;
            let var = self.b.global(&format!("VTT for {name}"), ty, g, span);
            self.b.program.vars[var].link_name = format!("_ZTT{mangled}");
            self.b.program.types.structs[sid].vtt = Some(var);
            self.vtt_info.insert(
                sid,
                VttInfo {
                    vtt: var,
                    sub_vtts: vtt.sub_vtts.clone(),
                },
            );
        }
        // Every thunk this class's own functions need, also those only
        // other classes' vtables use (another unit may emit those).
        for &(f, th, slot_md) in &group.own_thunks {
            if self.methods.get(&f).is_some_and(|m| m.is_pure) {
                continue;
            }
            self.thunk(f, th, slot_md, true);
            if self.b.program.funcs[f].kind == FuncKind::Destructor {
                let d0 = self.deleting_dtor(f);
                self.thunk(d0, th, slot_md, true);
            }
            // GCC also defines the covariant thunk without the `this`
            // adjustment (its adjusting ones call it): so do we, so that
            // its units find it.
            if !th.ret.is_empty() && !th.this.is_empty() {
                let ret_only = ThunkInfo {
                    this: Adjust::default(),
                    ret: th.ret,
                };
                self.thunk(f, ret_only, slot_md, true);
            }
        }
        let groups: Vec<(StructId, &VtableGroup)> = std::iter::once((sid, &group))
            .chain(
                vtt.iter()
                    .flat_map(|v| v.vtables.iter().skip(1).map(|((c, _), _)| *c))
                    .zip(&ctor_groups),
            )
            .collect();
        for ((most, g), var) in groups.into_iter().zip(tables) {
            let init = self.vtable_values(most, g);
            if let VarKind::Global(gv) = &mut self.b.program.vars[var].kind {
                gv.init = Some(ConstValue::Aggregate(init));
            }
        }
    }

    /// A vtable group global (`_ZTV`/`_ZTC`), whose type information is
    /// `class`'s.
    fn vtable_global(
        &mut self,
        name: &str,
        link_name: String,
        class: StructId,
        len: usize,
    ) -> VarId {
        let ptr = {
            let v = self.b.void();
            self.b.ptr(v)
        };
        let ty = self.b.array(ptr, len as u64);
        let g = GlobalVar {
            space: MemorySpace::Global,
            host_only: false,
            implicit_device: false,
            init: Some(ConstValue::Aggregate(Vec::new())),
            linkage: Linkage::External,
            is_const: true,
            align: None,
            kind: GlobalKind::VTable(class),
            linkonce: true,
            dynamic_init: None,
            destroy: None,
            extern_instance: false,
        };
        let span = self.classes.get(&class).map_or(Span::DUMMY, |c| c.span);
        let vt = self.b.global(name, ty, g, span);
        self.b.program.vars[vt].link_name = link_name;
        vt
    }

    /// The initializer of a vtable group of `most` (its own, or a
    /// construction one): offsets as integers, null for the type
    /// information (code generators put the class's there), function
    /// addresses or thunks to them.
    fn vtable_values(&mut self, most: StructId, g: &VtableGroup) -> Vec<ConstValue> {
        let mut out = Vec::with_capacity(g.comps.len());
        for (i, c) in g.comps.iter().enumerate() {
            let th = g.thunks.get(&i).copied().filter(|t| !t.is_empty());
            let v = match *c {
                Comp::VCallOffset(x) | Comp::VBaseOffset(x) | Comp::OffsetToTop(x) => {
                    ConstValue::Int(x as i128)
                }
                Comp::Rtti => ConstValue::NullPtr,
                Comp::Unused(_) => ConstValue::Zero,
                Comp::Func(f, slot_md) => self.vtable_entry_value(most, g, f, f, slot_md, th),
                Comp::CompleteDtor(f) => self.vtable_entry_value(most, g, f, f, f, th),
                Comp::DeletingDtor(f) => {
                    let pure_or_deleted =
                        self.methods.get(&f).is_some_and(|m| m.is_pure) || self.is_deleted(f);
                    let target = if pure_or_deleted {
                        f
                    } else {
                        self.deleting_dtor(f)
                    };
                    self.vtable_entry_value(most, g, f, target, f, th)
                }
            };
            out.push(v);
        }
        out
    }

    /// One function slot: `target` (the final overrider `over`, or its
    /// deleting destructor), through a thunk when the slot has one.
    fn vtable_entry_value(
        &mut self,
        most: StructId,
        g: &VtableGroup,
        over: FuncId,
        target: FuncId,
        slot_md: FuncId,
        th: Option<ThunkInfo>,
    ) -> ConstValue {
        if self.methods.get(&over).is_some_and(|m| m.is_pure) {
            return ConstValue::FuncAddr(self.cxa_pure_virtual());
        }
        if self.is_deleted(over) {
            return ConstValue::FuncAddr(self.cxa_deleted_virtual());
        }
        match th {
            None => ConstValue::FuncAddr(target),
            Some(th) => {
                let owned = self.methods.get(&over).map(|m| m.class) == Some(most)
                    && g.own_thunks.iter().any(|(f, t, _)| *f == over && *t == th);
                ConstValue::FuncAddr(self.thunk(target, th, slot_md, owned))
            }
        }
    }

    /// A thunk adjusting `this` (and the returned pointer) before and
    /// after calling `target`: `_ZTh`/`_ZTv` (this), `_ZTc` (covariant
    /// return) then the target's encoding. `slot_md`: the function whose
    /// slot it fills (its return type is the thunk's). `owned`: one of the
    /// target's class's own thunks, emitted where the target is defined,
    /// with its linkage; any other is emitted by the units whose vtables
    /// use it.
    fn thunk(&mut self, target: FuncId, th: ThunkInfo, slot_md: FuncId, owned: bool) -> FuncId {
        let owner = self.thunk_owner(target);
        if let Some(&t) = self.thunks.get(&(target, th)) {
            if owned && !self.owned_thunks.iter().any(|(x, _)| *x == t) {
                self.owned_thunks.push((t, owner));
                self.b.program.funcs[target].thunks.push(t);
            }
            return t;
        }
        fn number(n: i64) -> String {
            if n < 0 {
                format!("n{}", n.unsigned_abs())
            } else {
                n.to_string()
            }
        }
        fn call_offset(a: Adjust) -> String {
            if a.v == 0 {
                format!("h{}_", number(a.nv))
            } else {
                format!("v{}_{}_", number(a.nv), number(a.v))
            }
        }
        let func = self.b.program.funcs[target].clone();
        let inner = func.link_name.strip_prefix("_Z").unwrap_or(&func.link_name);
        let (link_name, what) = if th.ret.is_empty() {
            let what = if th.this.v != 0 {
                "virtual thunk to"
            } else {
                "non-virtual thunk to"
            };
            (format!("_ZT{}{}", call_offset(th.this), inner), what)
        } else {
            (
                format!(
                    "_ZTc{}{}{}",
                    call_offset(th.this),
                    call_offset(th.ret),
                    inner
                ),
                "covariant return thunk to",
            )
        };
        let tcls = func.class.unwrap_or(StructId(0));
        let cty = self.b.ty(Type::Struct(tcls));
        let this_ty = self.b.ptr(cty);
        let mut params: Vec<(String, TypeId)> = vec![("this".into(), this_ty)];
        for &p in func.params.iter().skip(1) {
            let v = &self.b.program.vars[p];
            params.push((v.name.clone(), v.ty));
        }
        let ret = if th.ret.is_empty() {
            func.ret
        } else {
            self.b.program.funcs[slot_md].ret
        };
        let decl = FuncDecl {
            name: format!("{what} {}", func.name),
            link_name,
            ret,
            params,
            variadic: false,
            exec: func.exec,
            is_inline: if owned { func.is_inline } else { true },
            linkage: func.linkage,
            span: func.span,
        };
        let t = self.b.declare_function(decl);
        self.b.program.funcs[t].kind = FuncKind::Thunk;
        self.b.program.funcs[t].class = Some(tcls);
        self.b.program.funcs[t].ty = func.ty;
        self.b.program.funcs[t].extern_instance = owned && func.extern_instance;
        // Body: return adjust_ret(target(adjust_this(this), args...)).
        let span = func.span;
        let this = self.b.this_ptr(t, span);
        let mut adjusted = this;
        if th.this.nv != 0 {
            adjusted = self.adjust(adjusted, cty, th.this.nv, None, false);
        }
        if th.this.v != 0 {
            adjusted = self.adjust(adjusted, cty, 0, Some(th.this.v), false);
        }
        let mut args = vec![adjusted];
        let n = self.b.program.funcs[t].params.len();
        for i in 1..n {
            let v = self.b.param(t, i);
            let e = self.b.var(v, span);
            let is_ref = matches!(
                self.b.types().kind(self.b.program.vars[v].ty),
                Type::Reference { .. }
            );
            args.push(if is_ref { e } else { self.b.rvalue(e) });
        }
        let (ty, cat) = match self.b.types().kind(func.ret) {
            Type::Reference { referent, .. } => (*referent, ValueCategory::LValue),
            _ => (func.ret, ValueCategory::RValue),
        };
        let mut call = self.b.expr(
            ExprKind::Call {
                callee: target,
                args,
            },
            ty,
            cat,
            span,
        );
        if !th.ret.is_empty() {
            // To the overridden function's class: the virtual base first,
            // then the non-virtual offset; a null pointer stays null.
            let to = match self.b.types().kind(ret) {
                Type::Pointer { pointee, .. }
                | Type::Reference {
                    referent: pointee, ..
                } => self.b.types().unqualified(*pointee),
                _ => ret,
            };
            let v = (th.ret.v != 0).then_some(th.ret.v);
            let null_check = cat == ValueCategory::RValue;
            call = self.adjust(call, to, th.ret.nv, v, null_check);
        }
        let body = if self.b.types().is_void(func.ret) {
            let s = self.b.expr_stmt(call);
            let r = self.b.stmt(StmtKind::Return(None), span);
            self.b.block(vec![s, r])
        } else {
            let r = self.b.stmt(StmtKind::Return(Some(call)), span);
            self.b.block(vec![r])
        };
        self.b.define(t, body);
        self.thunks.insert((target, th), t);
        if owned {
            self.owned_thunks.push((t, owner));
            self.b.program.funcs[target].thunks.push(t);
        }
        t
    }

    /// The function whose definition a thunk to `target` comes with: the
    /// destructor, for a thunk to its deleting variant.
    fn thunk_owner(&self, target: FuncId) -> FuncId {
        self.deleting
            .iter()
            .find(|(_, d0)| **d0 == target)
            .map_or(target, |(d1, _)| *d1)
    }

    /// A `BaseAdjust` of a pointer rvalue or an lvalue to a `to` object.
    fn adjust(
        &mut self,
        operand: ExprId,
        to: TypeId,
        offset: i64,
        vbase: Option<i64>,
        null_check: bool,
    ) -> ExprId {
        let x = &self.b.program.exprs[operand];
        let (cat, span) = (x.category, x.span);
        let ty = if cat == ValueCategory::LValue {
            to
        } else {
            self.b.ptr(to)
        };
        self.b.expr(
            ExprKind::BaseAdjust {
                operand,
                offset,
                vbase,
                null_check,
            },
            ty,
            cat,
            span,
        )
    }

    /// Thunks emitted with their target take its linkage, and leave it to
    /// another unit where the target is (an explicit instantiation
    /// declaration's); base-object constructor and destructor variants
    /// take their complete variant's body and properties.
    pub(crate) fn sync_variants(&mut self) {
        for (t, owner) in self.owned_thunks.clone() {
            let f = &self.b.program.funcs[owner];
            let (inline, linkage, ext, defined) =
                (f.is_inline, f.linkage, f.extern_instance, f.body.is_some());
            let th = &mut self.b.program.funcs[t];
            th.is_inline = inline;
            th.linkage = linkage;
            th.extern_instance = ext;
            if !defined {
                // Defined with the function, in another unit.
                th.body = None;
            }
        }
        let twins: Vec<(FuncId, FuncId)> = self
            .b
            .program
            .funcs
            .iter()
            .filter_map(|(id, f)| f.variant_of.map(|c| (id, c)))
            .collect();
        for (twin, complete) in twins {
            let f = self.b.program.funcs[complete].clone();
            let tw = &mut self.b.program.funcs[twin];
            tw.body = f.body;
            tw.is_inline = f.is_inline;
            tw.linkage = f.linkage;
            tw.extern_instance = f.extern_instance;
            tw.exec = f.exec;
            tw.attrs = f.attrs;
            tw.in_system_header = f.in_system_header;
            tw.span = f.span;
        }
    }

    /// `__cxa_pure_virtual`, what a pure virtual function's slot holds:
    /// calling it is an error at compile time and a trap on devices.
    fn cxa_pure_virtual(&mut self) -> FuncId {
        self.runtime_fn("__cxa_pure_virtual")
    }

    fn cxa_deleted_virtual(&mut self) -> FuncId {
        self.runtime_fn("__cxa_deleted_virtual")
    }

    /// An `extern "C" void name()` runtime function, declared once.
    pub fn runtime_fn(&mut self, name: &str) -> FuncId {
        if let Some(f) = self.runtime_fns.get(name) {
            return *f;
        }
        let void = self.b.void();
        let f = self.b.declare_function(FuncDecl {
            name: name.into(),
            link_name: name.into(),
            ret: void,
            params: vec![],
            variadic: false,
            exec: ExecSpace::HOST_DEVICE,
            is_inline: false,
            linkage: Linkage::External,
            span: lexer::source::Span::DUMMY,
        });
        self.runtime_fns.insert(name.to_string(), f);
        f
    }
}
