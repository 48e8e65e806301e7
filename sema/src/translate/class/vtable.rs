//! Virtual functions: which member functions override which, final
//! overriders, abstract classes, and the vtable group of a dynamic class in
//! the Itanium C++ ABI's layout (primary vtable, then the secondary vtables
//! of non-primary bases, each `[virtual base offsets..., offset to top,
//! RTTI, function pointers...]`), with this-adjusting thunks where a final
//! overrider lives in another subobject.

use crate::builder::FuncDecl;
use crate::diagnostics as diag;
use crate::program::*;
use crate::translate::{mangle, Translator};

/// One function slot of a vtable: the function that introduced the slot
/// and the final overrider the class puts there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct VSlot {
    pub owner: FuncId,
    pub overrider: FuncId,
    /// A destructor's deleting variant occupies the slot after its
    /// complete-object variant.
    pub deleting: bool,
}

/// Where a vptr of a class's objects lives and what it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct VptrInit {
    /// Byte offset of the subobject in the class.
    pub offset: u64,
    /// Index of its address point in the vtable group, in pointers.
    pub index: u32,
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

    /// The final overrider of `g` in the subobject reached through `path`
    /// (the classes from the most derived down): the most derived class on
    /// the path, then below it (depth first, left to right), that declares
    /// `g` or a function overriding it.
    fn final_overrider(&self, path: &[StructId], g: FuncId) -> FuncId {
        let mut order: Vec<StructId> = path.to_vec();
        // A virtual base subobject is shared: every class of the complete
        // object that derives from it may override its functions, most
        // derived first (pre-order from the complete class).
        let shared = path.first().and_then(|&most| {
            let vbases = &self.b.types().structs[most].vbases;
            path.iter()
                .skip(1)
                .find(|c| vbases.iter().any(|(v, _)| v == *c))
                .copied()
        });
        if let (Some(vb), Some(&most)) = (shared, path.first()) {
            let mut pre: Vec<StructId> = Vec::new();
            let mut todo = vec![most];
            while let Some(c) = todo.pop() {
                if pre.len() > 4096 {
                    break;
                }
                if !pre.contains(&c) && self.is_base_of(vb, c) {
                    pre.push(c);
                }
                if let Some(ci) = self.classes.get(&c) {
                    todo.extend(ci.bases.iter().rev().map(|b| b.class));
                }
            }
            pre.retain(|c| !path.contains(c) || *c == most);
            order = pre.into_iter().chain(order).collect();
        }
        let mut todo: Vec<StructId> = path.last().map_or(Vec::new(), |l| vec![*l]);
        while let Some(c) = todo.pop() {
            if let Some(ci) = self.classes.get(&c) {
                for b in ci.bases.iter().rev() {
                    todo.push(b.class);
                }
            }
            if !order.contains(&c) {
                order.push(c);
            }
            if order.len() > 4096 {
                break;
            }
        }
        for c in order {
            let Some(ci) = self.classes.get(&c) else {
                continue;
            };
            for &v in &ci.virtuals {
                if v == g || self.overrides_transitively(v, g) {
                    return v;
                }
            }
        }
        g
    }

    fn overrides_transitively(&self, f: FuncId, g: FuncId) -> bool {
        let mut todo = vec![f];
        let mut steps = 0;
        while let Some(x) = todo.pop() {
            steps += 1;
            if steps > 4096 {
                return false;
            }
            if let Some(os) = self.overridden.get(&x) {
                if os.contains(&g) {
                    return true;
                }
                todo.extend(os.iter().copied());
            }
        }
        false
    }

    /// The primary vtable's slots of `sid`: the primary base's (with this
    /// class's final overriders), then one per virtual function this class
    /// declares that overrides nothing in the primary base (a destructor
    /// takes two: complete object, then deleting).
    fn primary_slots(&mut self, sid: StructId) -> Vec<VSlot> {
        let primary = self.b.types().structs[sid].primary_base;
        let chain = vec![sid];
        let mut slots: Vec<VSlot> = match primary {
            Some(p) => self.class_slots.get(&p).cloned().unwrap_or_default(),
            None => Vec::new(),
        };
        for s in &mut slots {
            s.overrider = self.final_overrider(&chain, s.owner);
        }
        let virtuals = self.classes[&sid].virtuals.clone();
        for v in virtuals {
            let reuses = slots.iter().any(|s| s.overrider == v);
            if !reuses {
                let is_dtor = self.methods[&v].special == Some(super::SpecialKind::Dtor);
                slots.push(VSlot {
                    owner: v,
                    overrider: v,
                    deleting: false,
                });
                if is_dtor {
                    slots.push(VSlot {
                        owner: v,
                        overrider: v,
                        deleting: true,
                    });
                }
            }
        }
        // The slot a call through this class uses, for each function.
        for (i, s) in slots.iter().enumerate() {
            if s.deleting {
                continue;
            }
            if let Some(m) = self.methods.get_mut(&s.overrider) {
                if m.class == sid && m.vslot.is_none() {
                    m.vslot = Some(i as u32);
                }
            }
        }
        slots
    }

    /// Builds the vtable group of a dynamic class and records where its
    /// constructors and destructor store vptrs. Also decides whether the
    /// class is abstract.
    pub fn build_vtable(&mut self, sid: StructId) {
        if !self.b.types().structs[sid].dynamic {
            return;
        }
        let slots = self.primary_slots(sid);
        self.class_slots.insert(sid, slots.clone());
        // Every vtable of the group: the primary one, then one per
        // non-primary dynamic base subobject (pre-order, left to right).
        let mut group: Vec<ConstValue> = Vec::new();
        let mut vptrs: Vec<VptrInit> = Vec::new();
        let mut pure: Vec<FuncId> = Vec::new();
        self.emit_vtable(sid, sid, 0, &[sid], &mut group, &mut vptrs, &mut pure);
        self.emit_secondary(sid, sid, 0, &[sid], &mut group, &mut vptrs, &mut pure);
        let name = self.b.types().structs[sid].name.clone();
        let ptr = {
            let v = self.b.void();
            self.b.ptr(v)
        };
        let ty = self.b.array(ptr, group.len() as u64);
        let g = GlobalVar {
            space: MemorySpace::Global,
            host_only: false,
            init: Some(ConstValue::Aggregate(group)),
            linkage: Linkage::External,
            is_const: true,
            align: None,
            kind: GlobalKind::VTable(sid),
            linkonce: true,
            dynamic_init: None,
            destroy: None,
            extern_instance: false,
        };
        let span = self.classes[&sid].span;
        let vt = self.b.global(&format!("vtable for {name}"), ty, g, span);
        self.b.program.vars[vt].link_name = format!("_ZTV{}", mangle::class(&self.names(), sid));
        self.b.program.types.structs[sid].vtable = Some(vt);
        if let Some(ci) = self.classes.get_mut(&sid) {
            ci.is_abstract = !pure.is_empty();
            ci.pure = pure;
            ci.vptrs = vptrs;
        }
    }

    /// Appends the vtable of the subobject `cls` at `offset` in `most`
    /// (reached through `path`) to the group.
    #[allow(clippy::too_many_arguments)]
    fn emit_vtable(
        &mut self,
        most: StructId,
        cls: StructId,
        offset: u64,
        path: &[StructId],
        group: &mut Vec<ConstValue>,
        vptrs: &mut Vec<VptrInit>,
        pure: &mut Vec<FuncId>,
    ) {
        let slots = self.class_slots.get(&cls).cloned().unwrap_or_default();
        // Virtual base offsets (for the most-derived class's own vtable).
        // A secondary vtable of a class with virtual bases needs them too,
        // with the offsets they have in `most`, at the slots `cls` reads.
        let vbases: Vec<(StructId, u64)> = if cls == most {
            self.b.types().structs[most].vbases.clone()
        } else {
            let t = self.b.types();
            t.structs[cls]
                .vbases
                .iter()
                .map(|(vb, own)| {
                    let at = t.structs[most].vbases.iter().find(|(v, _)| v == vb);
                    (*vb, at.map_or(*own, |(_, o)| *o))
                })
                .collect()
        };
        let mut slots_at = Vec::new();
        for (i, (vb, voff)) in vbases.iter().enumerate().rev() {
            group.push(ConstValue::Int(*voff as i128 - offset as i128));
            slots_at.push((*vb, -(3 + i as i64) * 8));
        }
        if cls == most {
            self.b.program.types.structs[most].vbase_offset_slots = slots_at;
        }
        group.push(ConstValue::Int(-(offset as i128)));
        group.push(ConstValue::NullPtr);
        vptrs.push(VptrInit {
            offset,
            index: group.len() as u32,
        });
        // Most derived first, for final-overrider search.
        let mut rpath: Vec<StructId> = path.to_vec();
        rpath.reverse();
        let mut most_first = path.to_vec();
        most_first.dedup();
        for s in slots {
            let over = self.final_overrider(&most_first, s.owner);
            let is_pure = self.methods.get(&over).is_some_and(|m| m.is_pure);
            if is_pure && !s.deleting && !pure.contains(&over) {
                pure.push(over);
            }
            let entry = if is_pure {
                ConstValue::FuncAddr(self.cxa_pure_virtual())
            } else if self.is_deleted(over) {
                ConstValue::FuncAddr(self.cxa_deleted_virtual())
            } else {
                let target = if s.deleting {
                    self.deleting_dtor(over)
                } else {
                    over
                };
                let over_class = self.methods.get(&over).map_or(cls, |m| m.class);
                let over_off = self
                    .subobject_offset(most, path, over_class)
                    .or_else(|| {
                        // An overrider beside a shared virtual base.
                        let p = self.base_path(most, over_class)?;
                        self.subobject_offset(most, &p, over_class)
                    })
                    .unwrap_or(offset);
                if over_off == offset {
                    ConstValue::FuncAddr(target)
                } else {
                    let delta = over_off as i64 - offset as i64;
                    ConstValue::FuncAddr(self.thunk(target, cls, delta))
                }
            };
            group.push(entry);
        }
        let _ = rpath;
    }

    /// The secondary vtables of `cls`'s non-primary dynamic bases, depth
    /// first, in declaration order.
    #[allow(clippy::too_many_arguments)]
    fn emit_secondary(
        &mut self,
        most: StructId,
        cls: StructId,
        offset: u64,
        path: &[StructId],
        group: &mut Vec<ConstValue>,
        vptrs: &mut Vec<VptrInit>,
        pure: &mut Vec<FuncId>,
    ) {
        let def = self.b.types().structs[cls].clone();
        for b in def.bases.iter().filter(|b| !b.is_virtual) {
            let dynamic = self.b.types().structs[b.class].dynamic;
            if !dynamic {
                continue;
            }
            let boff = offset + b.offset;
            let mut p = path.to_vec();
            p.push(b.class);
            if Some(b.class) != def.primary_base {
                self.emit_vtable(most, b.class, boff, &p, group, vptrs, pure);
            }
            self.emit_secondary(most, b.class, boff, &p, group, vptrs, pure);
        }
        if cls == most {
            for (vb, voff) in def.vbases.clone() {
                if !self.b.types().structs[vb].dynamic {
                    continue;
                }
                let p = vec![most, vb];
                self.emit_vtable(most, vb, voff, &p, group, vptrs, pure);
                self.emit_secondary(most, vb, voff, &p, group, vptrs, pure);
            }
        }
    }

    /// The offset in `most` of the subobject of class `c` on `path` (the
    /// classes from `most` down), if `c` is on it.
    fn subobject_offset(&self, most: StructId, path: &[StructId], c: StructId) -> Option<u64> {
        let mut off = 0u64;
        let mut prev = most;
        if c == most {
            return Some(0);
        }
        for &x in path.iter().skip(1) {
            let def = &self.b.types().structs[prev];
            let step = def.bases.iter().find(|b| b.class == x)?;
            if step.is_virtual {
                off = self.b.types().structs[most]
                    .vbases
                    .iter()
                    .find(|(v, _)| *v == x)?
                    .1;
            } else {
                off += step.offset;
            }
            if x == c {
                return Some(off);
            }
            prev = x;
        }
        None
    }

    /// A function that adjusts `this` by `delta` bytes and calls `target`
    /// (a vtable entry of the `cls` subobject whose overrider lives
    /// elsewhere): `_ZThn<delta>_<target>`.
    fn thunk(&mut self, target: FuncId, cls: StructId, delta: i64) -> FuncId {
        if let Some(t) = self.thunks.get(&(target, delta)) {
            return *t;
        }
        let func = self.b.program.funcs[target].clone();
        let cty = self.b.ty(Type::Struct(cls));
        let this_ty = self.b.ptr(cty);
        let mut params: Vec<(String, TypeId)> = vec![("this".into(), this_ty)];
        for &p in func.params.iter().skip(1) {
            let v = &self.b.program.vars[p];
            params.push((v.name.clone(), v.ty));
        }
        let inner = func.link_name.strip_prefix("_Z").unwrap_or(&func.link_name);
        let link_name = if delta < 0 {
            format!("_ZThn{}_{}", -delta, inner)
        } else {
            format!("_ZTh{}_{}", delta, inner)
        };
        let decl = FuncDecl {
            name: format!("non-virtual thunk to {}", func.name),
            link_name,
            ret: func.ret,
            params,
            variadic: false,
            exec: func.exec,
            is_inline: true,
            linkage: func.linkage,
            span: func.span,
        };
        let t = self.b.declare_function(decl);
        self.b.program.funcs[t].kind = FuncKind::Thunk;
        self.b.program.funcs[t].class = Some(cls);
        self.b.program.funcs[t].ty = func.ty;
        // Body: return target((T*)((char*)this + delta), args...).
        let span = func.span;
        let this = self.b.this_ptr(t, span);
        let tcls = self.b.program.funcs[target].class.unwrap_or(cls);
        let tty = self.b.ty(Type::Struct(tcls));
        let adjusted = self.b.base_adjust(this, tty, delta, None);
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
        let call = self.b.expr(
            ExprKind::Call {
                callee: target,
                args,
            },
            ty,
            cat,
            span,
        );
        let body = if self.b.types().is_void(func.ret) {
            let s = self.b.expr_stmt(call);
            let r = self.b.stmt(StmtKind::Return(None), span);
            self.b.block(vec![s, r])
        } else {
            let r = self.b.stmt(StmtKind::Return(Some(call)), span);
            self.b.block(vec![r])
        };
        self.b.define(t, body);
        self.thunks.insert((target, delta), t);
        t
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
