//! The Itanium C++ ABI's vtable group and VTT layouts (2.5, 2.6), as clang
//! builds them (`VTableBuilder.cpp`, `VTTBuilder.cpp`): final overriders
//! per base subobject, vcall and virtual base offsets, offset to top and
//! type information, the function slots of the primary and secondary
//! vtables with the this-adjusting (non-virtual and virtual) and
//! return-adjusting thunks their entries need, address points; the same
//! builder run for a base subobject within a complete class gives that
//! base's construction vtable. The VTT lists, for a class with virtual
//! bases, the address points its base-object constructors and
//! destructors store and pass on.
//!
//! Everything here reads the finished layouts (`StructDef`) and sema's
//! method tables; it makes no functions: `vtable.rs` turns the components
//! into the vtable globals and makes the thunks.

use std::collections::{BTreeMap, HashMap, HashSet};

use crate::program::*;
use crate::translate::Translator;

/// A subobject: its class and its offset (in some class's coordinates).
pub(crate) type Sub = (StructId, i64);

/// A `this` (or returned pointer) adjustment: `nv` bytes, and the offset
/// read from the vtable at byte `v` from the address point (0: none). For
/// `this`, the non-virtual part comes first; for a returned pointer, the
/// virtual one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Adjust {
    pub nv: i64,
    pub v: i64,
}

impl Adjust {
    pub fn is_empty(&self) -> bool {
        self.nv == 0 && self.v == 0
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct ThunkInfo {
    pub this: Adjust,
    pub ret: Adjust,
}

impl ThunkInfo {
    pub fn is_empty(&self) -> bool {
        self.this.is_empty() && self.ret.is_empty()
    }
}

/// One entry of a vtable group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Comp {
    VCallOffset(i64),
    VBaseOffset(i64),
    OffsetToTop(i64),
    Rtti,
    /// The final overrider (a thunk to it where the entry has one), and
    /// the function whose slot it is.
    Func(FuncId, FuncId),
    CompleteDtor(FuncId),
    DeletingDtor(FuncId),
    /// A slot no call ever reads (Itanium 2.5.2, `IsOverriderUsed`).
    Unused(FuncId),
}

/// A finished vtable group.
pub(crate) struct VtableGroup {
    pub comps: Vec<Comp>,
    /// Thunks by component index.
    pub thunks: BTreeMap<usize, ThunkInfo>,
    /// Address points (component indices) by subobject, in the layout
    /// class's coordinates.
    pub address_points: Vec<(Sub, usize)>,
    /// The virtual base offset offsets of the class (bytes from the
    /// address point), for its own vtable.
    pub vbase_offset_offsets: Vec<(StructId, i64)>,
    /// Each virtual function's slot (from the address point) for calls
    /// through the class (its own vtable only).
    pub method_indices: Vec<(FuncId, i64)>,
    /// The thunks the class's own functions need (emitted with them),
    /// each with the function whose slot it fills.
    pub own_thunks: Vec<(FuncId, ThunkInfo, FuncId)>,
}

impl VtableGroup {
    pub fn address_point(&self, s: Sub) -> Option<usize> {
        self.address_points
            .iter()
            .find(|(x, _)| *x == s)
            .map(|(_, i)| *i)
    }
}

/// Facts about classes and their virtual functions the builders read.
pub(crate) struct Facts<'x, 'a, 's1, 's2> {
    t: &'x Translator<'a, 's1, 's2>,
    overridden: std::cell::RefCell<HashMap<FuncId, Vec<FuncId>>>,
}

impl<'x, 'a, 's1, 's2> Facts<'x, 'a, 's1, 's2> {
    pub fn new(t: &'x Translator<'a, 's1, 's2>) -> Self {
        Facts {
            t,
            overridden: Default::default(),
        }
    }

    fn def(&self, c: StructId) -> &StructDef {
        &self.t.b.types().structs[c]
    }

    fn bases(&self, c: StructId) -> Vec<BaseClass> {
        self.def(c).bases.clone()
    }

    fn primary(&self, c: StructId) -> (Option<StructId>, bool) {
        let d = self.def(c);
        (d.primary_base, d.primary_base_virtual)
    }

    fn dynamic(&self, c: StructId) -> bool {
        self.def(c).dynamic
    }

    fn num_vbases(&self, c: StructId) -> usize {
        self.def(c).vbases.len()
    }

    /// `c`'s virtual base `v` in a complete `c` object.
    fn vbase_off(&self, c: StructId, v: StructId) -> i64 {
        self.def(c)
            .vbases
            .iter()
            .find(|(x, _)| *x == v)
            .map_or(0, |(_, o)| *o as i64)
    }

    fn base_off(&self, c: StructId, b: StructId) -> i64 {
        self.def(c)
            .bases
            .iter()
            .find(|x| x.class == b && !x.is_virtual)
            .map_or(0, |x| x.offset as i64)
    }

    /// The virtual functions `c` declares, in declaration order (an
    /// implicit destructor last).
    fn methods(&self, c: StructId) -> Vec<FuncId> {
        let mut v: Vec<FuncId> = self
            .t
            .classes
            .get(&c)
            .map(|ci| ci.virtuals.clone())
            .unwrap_or_default();
        v.sort();
        v
    }

    pub fn class_of(&self, f: FuncId) -> Option<StructId> {
        self.t.methods.get(&f).map(|m| m.class)
    }

    pub fn is_dtor(&self, f: FuncId) -> bool {
        self.t.b.program.funcs[f].kind == FuncKind::Destructor
    }

    fn is_implicit(&self, f: FuncId) -> bool {
        self.t.methods.get(&f).is_some_and(|m| m.implicit)
    }

    pub fn is_pure(&self, f: FuncId) -> bool {
        self.t.methods.get(&f).is_some_and(|m| m.is_pure)
    }

    /// Every function `f` overrides, directly or not.
    fn all_overridden(&self, f: FuncId) -> Vec<FuncId> {
        if let Some(v) = self.overridden.borrow().get(&f) {
            return v.clone();
        }
        let mut out: Vec<FuncId> = Vec::new();
        let mut todo = vec![f];
        while let Some(x) = todo.pop() {
            if out.len() > 4096 {
                break;
            }
            if let Some(os) = self.t.overridden.get(&x) {
                for &o in os {
                    if !out.contains(&o) {
                        out.push(o);
                        todo.push(o);
                    }
                }
            }
        }
        self.overridden.borrow_mut().insert(f, out.clone());
        out
    }

    fn overrides(&self, f: FuncId, g: FuncId) -> bool {
        f == g || self.all_overridden(f).contains(&g)
    }

    /// Two virtual functions can share a vcall offset: destructors, or the
    /// same name and signature.
    fn can_share_vcall_offset(&self, a: FuncId, b: FuncId) -> bool {
        if self.is_dtor(a) || self.is_dtor(b) {
            return self.is_dtor(a) && self.is_dtor(b);
        }
        self.t.short_name(a) == self.t.short_name(b)
            && self.t.signature_of(a) == self.t.signature_of(b)
    }

    /// The class a pointer or reference return type points to.
    fn ret_class(&self, f: FuncId) -> Option<(TypeId, Option<StructId>)> {
        let t = self.t.b.types();
        let ret = t.unqualified(self.t.b.program.funcs[f].ret);
        let pointee = match t.kind(ret) {
            Type::Pointer { pointee, .. } => *pointee,
            Type::Reference { referent, .. } => *referent,
            _ => return Some((ret, None)),
        };
        let p = t.unqualified(pointee);
        match t.kind(p) {
            Type::Struct(s) => Some((ret, Some(*s))),
            _ => Some((ret, None)),
        }
    }

    /// The adjustment from a `derived` object to its `base` subobject
    /// along the first path: the last virtual base on it and the
    /// non-virtual offset from there (clang's `ComputeBaseOffset`).
    fn base_offset_first_path(&self, derived: StructId, base: StructId) -> BaseOffset {
        match self.t.base_paths(derived, base).first() {
            Some(p) => self.path_offset(p),
            None => BaseOffset::default(),
        }
    }

    fn path_offset(&self, path: &[StructId]) -> BaseOffset {
        let mut start = 0;
        let mut vb = None;
        for i in (1..path.len()).rev() {
            let step = self
                .def(path[i - 1])
                .bases
                .iter()
                .find(|b| b.class == path[i])
                .copied();
            if step.is_some_and(|s| s.is_virtual) {
                start = i;
                vb = Some(path[i]);
                break;
            }
        }
        // The steps after the last virtual one (all of them without one).
        let first = if vb.is_some() { start + 1 } else { 1 };
        let mut nv = 0i64;
        for j in first..path.len() {
            nv += self.base_off(path[j - 1], path[j]);
        }
        BaseOffset {
            derived: path.first().copied(),
            vbase: vb,
            nv,
        }
    }

    /// The return adjustment from the overrider's return type to the
    /// overridden function's.
    fn return_adjustment_offset(&self, derived_md: FuncId, base_md: FuncId) -> BaseOffset {
        let (Some((dr, dc)), Some((br, bc))) =
            (self.ret_class(derived_md), self.ret_class(base_md))
        else {
            return BaseOffset::default();
        };
        if dr == br {
            return BaseOffset::default();
        }
        match (dc, bc) {
            (Some(d), Some(b)) if d != b => self.base_offset_first_path(d, b),
            _ => BaseOffset::default(),
        }
    }
}

#[derive(Clone, Copy, Debug, Default)]
struct BaseOffset {
    derived: Option<StructId>,
    vbase: Option<StructId>,
    nv: i64,
}

impl BaseOffset {
    fn is_empty(&self) -> bool {
        self.nv == 0 && self.vbase.is_none()
    }
}

/// A base subobject node of a most-derived class.
struct Node {
    class: StructId,
    /// Offset in the most-derived class.
    off: i64,
    /// Offset in the layout class.
    off_lc: i64,
    children: Vec<usize>,
}

/// The final overrider of every virtual function in every base subobject
/// of `most` (built within `layout`, at `most_off` there).
struct Overriders {
    nodes: Vec<Node>,
    /// `contains[x]`: the nodes within node `x` (itself included).
    contains: Vec<Vec<bool>>,
    cache: std::cell::RefCell<HashMap<(FuncId, i64), (FuncId, i64)>>,
}

impl Overriders {
    fn new(f: &Facts, most: StructId, most_off: i64, layout: StructId) -> Overriders {
        let mut o = Overriders {
            nodes: Vec::new(),
            contains: Vec::new(),
            cache: Default::default(),
        };
        let mut vnodes: HashMap<StructId, usize> = HashMap::new();
        o.add(f, most, 0, most_off, most, layout, &mut vnodes, 0);
        // Containment, children before parents (nodes are numbered in
        // pre-order, so a child's number is greater than its parent's
        // except for a shared virtual base met again: iterate to a fixed
        // point).
        let n = o.nodes.len();
        o.contains = (0..n)
            .map(|i| {
                let mut v = vec![false; n];
                v[i] = true;
                v
            })
            .collect();
        let mut changed = true;
        let mut rounds = 0;
        while changed && rounds < 64 {
            changed = false;
            rounds += 1;
            for i in (0..n).rev() {
                for c in o.nodes[i].children.clone() {
                    for k in 0..n {
                        if o.contains[c][k] && !o.contains[i][k] {
                            o.contains[i][k] = true;
                            changed = true;
                        }
                    }
                }
            }
        }
        o
    }

    #[allow(clippy::too_many_arguments)]
    fn add(
        &mut self,
        f: &Facts,
        c: StructId,
        off: i64,
        off_lc: i64,
        most: StructId,
        layout: StructId,
        vnodes: &mut HashMap<StructId, usize>,
        depth: u32,
    ) -> usize {
        let idx = self.nodes.len();
        self.nodes.push(Node {
            class: c,
            off,
            off_lc,
            children: Vec::new(),
        });
        if depth > 64 || self.nodes.len() > 2048 {
            return idx;
        }
        for b in f.bases(c) {
            let child = if b.is_virtual {
                match vnodes.get(&b.class) {
                    Some(&n) => n,
                    None => {
                        let boff = f.vbase_off(most, b.class);
                        let blc = f.vbase_off(layout, b.class);
                        // Numbered before its own bases are added, so a
                        // second path to it finds it.
                        let n = self.nodes.len();
                        vnodes.insert(b.class, n);
                        self.add(f, b.class, boff, blc, most, layout, vnodes, depth + 1)
                    }
                }
            } else {
                let rel = b.offset as i64;
                self.add(
                    f,
                    b.class,
                    off + rel,
                    off_lc + rel,
                    most,
                    layout,
                    vnodes,
                    depth + 1,
                )
            };
            self.nodes[idx].children.push(child);
        }
        idx
    }

    /// The final overrider of `md` in the subobject of `md`'s class at
    /// `off` (most-derived coordinates), and the offset of the overrider's
    /// subobject in the layout class.
    fn get(&self, f: &Facts, md: FuncId, off: i64) -> (FuncId, i64) {
        if let Some(r) = self.cache.borrow().get(&(md, off)) {
            return *r;
        }
        let class = f.class_of(md);
        let s = self
            .nodes
            .iter()
            .position(|n| Some(n.class) == class && n.off == off);
        let Some(s) = s else {
            return (md, off);
        };
        // Candidates: subobjects containing this one whose class declares
        // `md` or an overrider of it.
        let mut cands: Vec<(usize, FuncId)> = Vec::new();
        for (i, n) in self.nodes.iter().enumerate() {
            if !self.contains[i][s] {
                continue;
            }
            if let Some(ov) = f.methods(n.class).into_iter().find(|&v| f.overrides(v, md)) {
                cands.push((i, ov));
            }
        }
        // The most derived one: not within another candidate.
        let best = cands
            .iter()
            .find(|(i, _)| !cands.iter().any(|(j, _)| j != i && self.contains[*j][*i]))
            .or(cands.first())
            .copied();
        let r = match best {
            Some((i, ov)) => (ov, self.nodes[i].off_lc),
            None => (md, self.nodes[s].off_lc),
        };
        self.cache.borrow_mut().insert((md, off), r);
        r
    }
}

/// Vcall offsets by function (clang's `VCallOffsetMap`).
#[derive(Clone, Default)]
struct VCallOffsetMap {
    offsets: Vec<(FuncId, i64)>,
}

impl VCallOffsetMap {
    fn add(&mut self, f: &Facts, md: FuncId, oo: i64) -> bool {
        if self
            .offsets
            .iter()
            .any(|(m, _)| f.can_share_vcall_offset(*m, md))
        {
            return false;
        }
        self.offsets.push((md, oo));
        true
    }

    fn get(&self, f: &Facts, md: FuncId) -> i64 {
        self.offsets
            .iter()
            .find(|(m, _)| f.can_share_vcall_offset(*m, md))
            .map_or(0, |(_, o)| *o)
    }
}

/// The vcall and virtual base offsets of one vtable.
struct VCallAndVBase<'o> {
    most: StructId,
    layout: StructId,
    overriders: Option<&'o Overriders>,
    comps: Vec<Comp>,
    visited: HashSet<StructId>,
    vcall: VCallOffsetMap,
    vbase_offset_offsets: Vec<(StructId, i64)>,
}

impl<'o> VCallAndVBase<'o> {
    fn build(
        f: &Facts,
        most: StructId,
        layout: StructId,
        overriders: Option<&'o Overriders>,
        base: Sub,
        base_is_virtual: bool,
        off_lc: i64,
    ) -> Self {
        let mut b = VCallAndVBase {
            most,
            layout,
            overriders,
            comps: Vec::new(),
            visited: HashSet::new(),
            vcall: VCallOffsetMap::default(),
            vbase_offset_offsets: Vec::new(),
        };
        b.add_vcall_and_vbase(f, base, base_is_virtual, off_lc, 0);
        b
    }

    fn current_offset_offset(&self) -> i64 {
        -(3 + self.comps.len() as i64) * 8
    }

    fn add_vcall_and_vbase(
        &mut self,
        f: &Facts,
        base: Sub,
        base_is_virtual: bool,
        real: i64,
        depth: u32,
    ) {
        if depth > 64 {
            return;
        }
        // The primary base's offsets come closest to the address point.
        if let (Some(pb), pv) = f.primary(base.0) {
            let poff = if pv {
                f.vbase_off(self.most, pb)
            } else {
                base.1
            };
            self.add_vcall_and_vbase(f, (pb, poff), pv, real, depth + 1);
        }
        self.add_vbase_offsets(f, base.0, real, 0);
        if base_is_virtual {
            self.add_vcall_offsets(f, base, real, 0);
        }
    }

    fn add_vcall_offsets(&mut self, f: &Facts, base: Sub, vbase_offset: i64, depth: u32) {
        if depth > 64 {
            return;
        }
        let (pb, pv) = f.primary(base.0);
        if let (Some(p), false) = (pb, pv) {
            self.add_vcall_offsets(f, (p, base.1), vbase_offset, depth + 1);
        }
        for md in f.methods(base.0) {
            let oo = self.current_offset_offset();
            if !self.vcall.add(f, md, oo) {
                continue;
            }
            let off = match self.overriders {
                Some(o) => o.get(f, md, base.1).1 - vbase_offset,
                None => 0,
            };
            self.comps.push(Comp::VCallOffset(off));
        }
        for b in f.bases(base.0) {
            if b.is_virtual || Some(b.class) == pb {
                continue;
            }
            let boff = base.1 + b.offset as i64;
            self.add_vcall_offsets(f, (b.class, boff), vbase_offset, depth + 1);
        }
    }

    fn add_vbase_offsets(&mut self, f: &Facts, rd: StructId, off_lc: i64, depth: u32) {
        if depth > 64 {
            return;
        }
        for b in f.bases(rd) {
            if b.is_virtual && self.visited.insert(b.class) {
                let off = f.vbase_off(self.layout, b.class) - off_lc;
                let oo = self.current_offset_offset();
                self.vbase_offset_offsets.push((b.class, oo));
                self.comps.push(Comp::VBaseOffset(off));
            }
            self.add_vbase_offsets(f, b.class, off_lc, depth + 1);
        }
    }
}

#[derive(Clone, Copy)]
struct MethodInfo {
    base_off: i64,
    base_off_lc: i64,
    index: usize,
}

/// The vtable group of `most` (a construction vtable group when `most`
/// is a base of `layout` at `most_off`).
pub(crate) struct VtBuilder<'f, 'x, 'a, 's1, 's2> {
    f: &'f Facts<'x, 'a, 's1, 's2>,
    most: StructId,
    most_off: i64,
    most_virtual: bool,
    layout: StructId,
    overriders: Overriders,
    vcall_for_vbases: HashMap<StructId, VCallOffsetMap>,
    vbase_offset_offsets: Vec<(StructId, i64)>,
    comps: Vec<Comp>,
    address_points: Vec<(Sub, usize)>,
    method_info: Vec<(FuncId, MethodInfo)>,
    method_indices: Vec<(FuncId, i64)>,
    vtable_thunks: BTreeMap<usize, ThunkInfo>,
    own_thunks: Vec<(FuncId, ThunkInfo, FuncId)>,
    primary_virtual_bases: HashSet<StructId>,
}

impl<'f, 'x, 'a, 's1, 's2> VtBuilder<'f, 'x, 'a, 's1, 's2> {
    pub fn build(
        f: &'f Facts<'x, 'a, 's1, 's2>,
        most: StructId,
        most_off: i64,
        most_virtual: bool,
        layout: StructId,
    ) -> VtableGroup {
        let overriders = Overriders::new(f, most, most_off, layout);
        let mut b = VtBuilder {
            f,
            most,
            most_off,
            most_virtual,
            layout,
            overriders,
            vcall_for_vbases: HashMap::new(),
            vbase_offset_offsets: Vec::new(),
            comps: Vec::new(),
            address_points: Vec::new(),
            method_info: Vec::new(),
            method_indices: Vec::new(),
            vtable_thunks: BTreeMap::new(),
            own_thunks: Vec::new(),
            primary_virtual_bases: HashSet::new(),
        };
        b.layout_vtable();
        VtableGroup {
            comps: b.comps,
            thunks: b.vtable_thunks,
            address_points: b.address_points,
            vbase_offset_offsets: b.vbase_offset_offsets,
            method_indices: b.method_indices,
            own_thunks: b.own_thunks,
        }
    }

    fn ctor_vtable(&self) -> bool {
        self.most != self.layout
    }

    fn layout_vtable(&mut self) {
        self.layout_primary_and_secondary(
            (self.most, 0),
            false,
            self.most_virtual,
            self.most_off,
            0,
        );
        let mut visited = HashSet::new();
        self.determine_primary_virtual_bases(self.most, self.most_off, &mut visited, 0);
        let mut visited = HashSet::new();
        self.layout_vtables_for_virtual_bases(self.most, &mut visited, 0);
    }

    fn layout_primary_and_secondary(
        &mut self,
        base: Sub,
        morally_virtual: bool,
        virtual_in_layout: bool,
        off_lc: i64,
        depth: u32,
    ) {
        if depth > 64 || self.comps.len() > 1 << 16 {
            return;
        }
        let f = self.f;
        let vb = VCallAndVBase::build(
            f,
            self.most,
            self.layout,
            Some(&self.overriders),
            base,
            virtual_in_layout,
            off_lc,
        );
        self.comps.extend(vb.comps.iter().rev().copied());
        if virtual_in_layout && !vb.vcall.offsets.is_empty() {
            let e = self.vcall_for_vbases.entry(base.0).or_default();
            if e.offsets.is_empty() {
                *e = vb.vcall.clone();
            }
        }
        if base.0 == self.most {
            self.vbase_offset_offsets = vb.vbase_offset_offsets.clone();
        }
        self.comps.push(Comp::OffsetToTop(self.most_off - off_lc));
        self.comps.push(Comp::Rtti);
        let address_point = self.comps.len();
        let mut primary_bases: Vec<StructId> = Vec::new();
        self.add_methods(base, off_lc, base.0, off_lc, &mut primary_bases, 0);
        if base.0 == self.most {
            for (md, mi) in &self.method_info {
                self.method_indices
                    .push((*md, mi.index as i64 - address_point as i64));
            }
        }
        self.compute_this_adjustments();
        // The address point is shared by the primary bases at this offset.
        let mut rd = base.0;
        for _ in 0..64 {
            if !self.address_points.iter().any(|(s, _)| *s == (rd, off_lc)) {
                self.address_points.push(((rd, off_lc), address_point));
            }
            let (pb, pv) = f.primary(rd);
            let Some(pb) = pb else { break };
            if pv && f.vbase_off(self.layout, pb) != off_lc {
                break;
            }
            rd = pb;
        }
        self.layout_secondary(base, morally_virtual, off_lc, depth);
    }

    fn layout_secondary(&mut self, base: Sub, morally_virtual: bool, off_lc: i64, depth: u32) {
        if depth > 64 {
            return;
        }
        let f = self.f;
        let (pb, _) = f.primary(base.0);
        for b in f.bases(base.0) {
            if b.is_virtual || !f.dynamic(b.class) {
                continue;
            }
            if self.ctor_vtable() && !morally_virtual && f.num_vbases(b.class) == 0 {
                // Itanium 2.6.4: no construction vtable needed.
                continue;
            }
            let rel = b.offset as i64;
            let sub = (b.class, base.1 + rel);
            if Some(b.class) == pb {
                self.layout_secondary(sub, morally_virtual, off_lc + rel, depth + 1);
                continue;
            }
            self.layout_primary_and_secondary(sub, morally_virtual, false, off_lc + rel, depth + 1);
        }
    }

    fn determine_primary_virtual_bases(
        &mut self,
        rd: StructId,
        off_lc: i64,
        visited: &mut HashSet<StructId>,
        depth: u32,
    ) {
        if depth > 64 {
            return;
        }
        let f = self.f;
        if let (Some(pb), true) = f.primary(rd) {
            let is = !self.ctor_vtable() || f.vbase_off(self.layout, pb) == off_lc;
            if is {
                self.primary_virtual_bases.insert(pb);
            }
        }
        for b in f.bases(rd) {
            let boff = if b.is_virtual {
                if !visited.insert(b.class) {
                    continue;
                }
                f.vbase_off(self.layout, b.class)
            } else {
                off_lc + b.offset as i64
            };
            self.determine_primary_virtual_bases(b.class, boff, visited, depth + 1);
        }
    }

    fn layout_vtables_for_virtual_bases(
        &mut self,
        rd: StructId,
        visited: &mut HashSet<StructId>,
        depth: u32,
    ) {
        if depth > 64 {
            return;
        }
        let f = self.f;
        for b in f.bases(rd) {
            if b.is_virtual
                && f.dynamic(b.class)
                && !self.primary_virtual_bases.contains(&b.class)
                && visited.insert(b.class)
            {
                let boff = f.vbase_off(self.most, b.class);
                let blc = f.vbase_off(self.layout, b.class);
                self.layout_primary_and_secondary((b.class, boff), true, true, blc, depth + 1);
            }
            if f.num_vbases(b.class) > 0 {
                self.layout_vtables_for_virtual_bases(b.class, visited, depth + 1);
            }
        }
    }

    fn info(&self, md: FuncId) -> Option<MethodInfo> {
        self.method_info
            .iter()
            .find(|(m, _)| *m == md)
            .map(|(_, i)| *i)
    }

    fn find_nearest_overridden(&self, md: FuncId, bases: &[StructId]) -> Option<FuncId> {
        let f = self.f;
        let all = f.all_overridden(md);
        for pb in bases.iter().rev() {
            if let Some(o) = all.iter().find(|o| f.class_of(**o) == Some(*pb)) {
                return Some(*o);
            }
        }
        None
    }

    fn add_methods(
        &mut self,
        base: Sub,
        base_off_lc: i64,
        first: StructId,
        first_off_lc: i64,
        primary_bases: &mut Vec<StructId>,
        depth: u32,
    ) {
        if depth > 64 {
            return;
        }
        let f = self.f;
        let rd = base.0;
        if let (Some(pb), pv) = f.primary(rd) {
            let (poff, plc) = if pv {
                (f.vbase_off(self.most, pb), f.vbase_off(self.layout, pb))
            } else {
                (base.1, base_off_lc)
            };
            self.add_methods(
                (pb, poff),
                plc,
                first,
                first_off_lc,
                primary_bases,
                depth + 1,
            );
            if !primary_bases.contains(&pb) {
                primary_bases.push(pb);
            }
        }
        let mut implicit_dtor = None;
        let mut new_fns = Vec::new();
        for md in f.methods(rd) {
            let ov = self.overriders.get(f, md, base.1);
            if let Some(omd) = self.find_nearest_overridden(md, primary_bases) {
                if f.return_adjustment_offset(md, omd).is_empty() {
                    if let Some(oi) = self.info(omd) {
                        self.method_info.retain(|(m, _)| *m != omd);
                        self.method_info.push((
                            md,
                            MethodInfo {
                                base_off: base.1,
                                base_off_lc,
                                index: oi.index,
                            },
                        ));
                    }
                    if !self.ctor_vtable() && omd != md {
                        let ta = self.compute_this_adjustment(omd, base_off_lc, ov);
                        if ta.v != 0 && f.class_of(ov.0) == Some(self.most) {
                            let ra_off = f.return_adjustment_offset(ov.0, md);
                            let ra = self.compute_return_adjustment(ra_off);
                            self.add_thunk(ov.0, ThunkInfo { this: ta, ret: ra }, md);
                        }
                    }
                    continue;
                }
            }
            if f.is_dtor(md) && f.is_implicit(md) {
                implicit_dtor = Some(md);
                continue;
            }
            new_fns.push(md);
        }
        new_fns.extend(implicit_dtor);
        for md in new_fns {
            let ov = self.overriders.get(f, md, base.1);
            self.method_info.push((
                md,
                MethodInfo {
                    base_off: base.1,
                    base_off_lc,
                    index: self.comps.len(),
                },
            ));
            if !self.is_overrider_used(ov.0, base_off_lc, first, first_off_lc) {
                self.comps.push(Comp::Unused(ov.0));
                if f.is_dtor(md) {
                    self.comps.push(Comp::Unused(ov.0));
                }
                continue;
            }
            let ra_off = if f.is_pure(ov.0) {
                BaseOffset::default()
            } else {
                f.return_adjustment_offset(ov.0, md)
            };
            let ra = self.compute_return_adjustment(ra_off);
            if f.is_dtor(ov.0) {
                self.comps.push(Comp::CompleteDtor(ov.0));
                self.comps.push(Comp::DeletingDtor(ov.0));
            } else {
                if !ra.is_empty() {
                    self.vtable_thunks.entry(self.comps.len()).or_default().ret = ra;
                }
                self.comps.push(Comp::Func(ov.0, md));
            }
        }
    }

    fn is_overrider_used(
        &self,
        ov: FuncId,
        base_off_lc: i64,
        first: StructId,
        first_off_lc: i64,
    ) -> bool {
        let f = self.f;
        if base_off_lc == first_off_lc || f.class_of(ov) == Some(first) {
            return true;
        }
        let mut pbs = vec![first];
        let mut rd = first;
        for _ in 0..64 {
            let (pb, pv) = f.primary(rd);
            let Some(pb) = pb else { break };
            if pv && f.vbase_off(self.layout, pb) != first_off_lc {
                break;
            }
            pbs.push(pb);
            rd = pb;
        }
        let in_bases = |g: FuncId| f.class_of(g).is_some_and(|c| pbs.contains(&c));
        in_bases(ov) || f.all_overridden(ov).into_iter().any(in_bases)
    }

    fn add_thunk(&mut self, md: FuncId, th: ThunkInfo, slot_md: FuncId) {
        if !self.own_thunks.iter().any(|(m, t, _)| *m == md && *t == th) {
            self.own_thunks.push((md, th, slot_md));
        }
    }

    fn compute_this_adjustments(&mut self) {
        let f = self.f;
        let infos = std::mem::take(&mut self.method_info);
        for (md, mi) in &infos {
            let idx = mi.index;
            if matches!(self.comps.get(idx), Some(Comp::Unused(_)) | None) {
                continue;
            }
            let ov = self.overriders.get(f, *md, mi.base_off);
            if mi.base_off_lc == ov.1
                && self
                    .vtable_thunks
                    .get(&idx)
                    .is_none_or(|t| t.ret.is_empty())
            {
                continue;
            }
            let ta = self.compute_this_adjustment(*md, mi.base_off_lc, ov);
            if ta.is_empty() {
                continue;
            }
            self.vtable_thunks.entry(idx).or_default().this = ta;
            if f.is_dtor(*md) {
                self.vtable_thunks.entry(idx + 1).or_default().this = ta;
            }
        }
        if self.ctor_vtable() {
            return;
        }
        let entries: Vec<(usize, ThunkInfo)> =
            self.vtable_thunks.iter().map(|(i, t)| (*i, *t)).collect();
        for (idx, th) in entries {
            let (md, slot_md) = match self.comps[idx] {
                Comp::Func(m, s) => (m, s),
                Comp::CompleteDtor(m) => (m, m),
                _ => continue,
            };
            if f.class_of(md) == Some(self.most) {
                self.add_thunk(md, th, slot_md);
            }
        }
    }

    fn compute_return_adjustment(&self, off: BaseOffset) -> Adjust {
        if off.is_empty() {
            return Adjust::default();
        }
        let mut a = Adjust { nv: off.nv, v: 0 };
        if let (Some(vb), Some(d)) = (off.vbase, off.derived) {
            let slots = if d == self.most {
                self.vbase_offset_offsets.clone()
            } else {
                self.f.def(d).vbase_offset_slots.clone()
            };
            a.v = slots.iter().find(|(c, _)| *c == vb).map_or(0, |(_, o)| *o);
        }
        a
    }

    /// The adjustment from the `base` subobject to the `derived` one
    /// (layout-class offsets) that contains it.
    fn this_adjustment_base_offset(&self, base: Sub, derived: Sub) -> BaseOffset {
        let f = self.f;
        for path in f.t.base_paths(derived.0, base.0) {
            let mut off = f.path_offset(&path);
            let mut to_base = off.nv;
            match off.vbase {
                Some(vb) => to_base += f.vbase_off(self.layout, vb),
                None => to_base += derived.1,
            }
            if to_base == base.1 {
                off.nv = -off.nv;
                return off;
            }
        }
        BaseOffset::default()
    }

    fn compute_this_adjustment(
        &mut self,
        md: FuncId,
        base_off_lc: i64,
        ov: (FuncId, i64),
    ) -> Adjust {
        let f = self.f;
        if f.is_pure(ov.0) {
            return Adjust::default();
        }
        let (Some(mc), Some(oc)) = (f.class_of(md), f.class_of(ov.0)) else {
            return Adjust::default();
        };
        let off = self.this_adjustment_base_offset((mc, base_off_lc), (oc, ov.1));
        if off.is_empty() {
            return Adjust::default();
        }
        let mut a = Adjust { nv: off.nv, v: 0 };
        if let Some(vb) = off.vbase {
            let map = self.vcall_for_vbases.entry(vb).or_default();
            if map.offsets.is_empty() {
                let b = VCallAndVBase::build(f, self.most, self.most, None, (vb, 0), true, 0);
                *map = b.vcall.clone();
            }
            a.v = map.get(f, md);
        }
        a
    }
}

/// The VTT of a class with virtual bases (Itanium 2.6.2).
pub(crate) struct Vtt {
    /// The vtable groups its entries point into: `(subobject, virtual)`;
    /// the first is the class's own group, the others construction
    /// vtable groups.
    pub vtables: Vec<(Sub, bool)>,
    /// Each entry: the vtable group (index into `vtables`) and the
    /// subobject whose address point it is (complete-object offsets).
    pub entries: Vec<(usize, Sub)>,
    /// Where each base subobject's own VTT starts in this one.
    pub sub_vtts: Vec<(Sub, u32)>,
    /// The entry a base-object variant loads each vptr of the class from.
    pub secondary_vptrs: Vec<(Sub, u32)>,
}

pub(crate) fn build_vtt(f: &Facts, most: StructId) -> Vtt {
    let mut b = VttBuilder {
        f,
        most,
        vtt: Vtt {
            vtables: Vec::new(),
            entries: Vec::new(),
            sub_vtts: Vec::new(),
            secondary_vptrs: Vec::new(),
        },
    };
    b.layout_vtt((most, 0), false, 0);
    b.vtt
}

struct VttBuilder<'f, 'x, 'a, 's1, 's2> {
    f: &'f Facts<'x, 'a, 's1, 's2>,
    most: StructId,
    vtt: Vtt,
}

impl VttBuilder<'_, '_, '_, '_, '_> {
    fn add_vtable_pointer(&mut self, base: Sub, vtable: usize, vtable_class: StructId) {
        if vtable_class == self.most && !self.vtt.secondary_vptrs.iter().any(|(s, _)| *s == base) {
            let n = self.vtt.entries.len() as u32;
            self.vtt.secondary_vptrs.push((base, n));
        }
        self.vtt.entries.push((vtable, base));
    }

    fn layout_secondary_vtts(&mut self, base: Sub, depth: u32) {
        for b in self.f.bases(base.0) {
            if b.is_virtual {
                continue;
            }
            self.layout_vtt((b.class, base.1 + b.offset as i64), false, depth + 1);
        }
    }

    fn layout_secondary_virtual_pointers(
        &mut self,
        base: Sub,
        morally_virtual: bool,
        vtable: usize,
        vtable_class: StructId,
        visited: &mut HashSet<StructId>,
        depth: u32,
    ) {
        let f = self.f;
        if depth > 64 || (f.num_vbases(base.0) == 0 && !morally_virtual) {
            return;
        }
        for b in f.bases(base.0) {
            if !f.dynamic(b.class) {
                continue;
            }
            let mut decl_morally_virtual = morally_virtual;
            let mut nonvirtual_primary = false;
            let boff = if b.is_virtual {
                if !visited.insert(b.class) {
                    continue;
                }
                decl_morally_virtual = true;
                f.vbase_off(self.most, b.class)
            } else {
                let (pb, pv) = f.primary(base.0);
                if !pv && pb == Some(b.class) {
                    nonvirtual_primary = true;
                }
                base.1 + b.offset as i64
            };
            if !nonvirtual_primary && (f.num_vbases(b.class) > 0 || decl_morally_virtual) {
                self.add_vtable_pointer((b.class, boff), vtable, vtable_class);
            }
            self.layout_secondary_virtual_pointers(
                (b.class, boff),
                decl_morally_virtual,
                vtable,
                vtable_class,
                visited,
                depth + 1,
            );
        }
    }

    fn layout_virtual_vtts(&mut self, rd: StructId, visited: &mut HashSet<StructId>, depth: u32) {
        if depth > 64 {
            return;
        }
        for b in self.f.bases(rd) {
            if b.is_virtual {
                if !visited.insert(b.class) {
                    continue;
                }
                let off = self.f.vbase_off(self.most, b.class);
                self.layout_vtt((b.class, off), true, depth + 1);
            }
            if self.f.num_vbases(b.class) > 0 {
                self.layout_virtual_vtts(b.class, visited, depth + 1);
            }
        }
    }

    fn layout_vtt(&mut self, base: Sub, is_virtual: bool, depth: u32) {
        if depth > 64 || self.f.num_vbases(base.0) == 0 || self.vtt.entries.len() > 1 << 16 {
            return;
        }
        let primary = base.0 == self.most;
        if !primary {
            let n = self.vtt.entries.len() as u32;
            self.vtt.sub_vtts.push((base, n));
        }
        let vtable = self.vtt.vtables.len();
        self.vtt.vtables.push((base, is_virtual));
        self.add_vtable_pointer(base, vtable, base.0);
        self.layout_secondary_vtts(base, depth);
        let mut visited = HashSet::new();
        self.layout_secondary_virtual_pointers(base, false, vtable, base.0, &mut visited, depth);
        if primary {
            let mut visited = HashSet::new();
            self.layout_virtual_vtts(base.0, &mut visited, depth);
        }
    }
}

/// Where a constructor or destructor of `most` stores each vptr (clang's
/// `getVTablePointers`): the subobject (complete-object offset), the
/// nearest virtual base on its path with the offset from it, and whether
/// it is a non-virtual primary base (whose vptr its derived class's store
/// sets).
pub(crate) fn vtable_pointers(f: &Facts, most: StructId) -> Vec<(Sub, Option<(StructId, i64)>)> {
    let mut out = Vec::new();
    let mut visited = HashSet::new();
    vptrs_in(
        f,
        most,
        (most, 0),
        None,
        0,
        false,
        &mut visited,
        &mut out,
        0,
    );
    out
}

#[allow(clippy::too_many_arguments)]
fn vptrs_in(
    f: &Facts,
    most: StructId,
    base: Sub,
    nearest: Option<StructId>,
    off_from_nearest: i64,
    nonvirtual_primary: bool,
    visited: &mut HashSet<StructId>,
    out: &mut Vec<(Sub, Option<(StructId, i64)>)>,
    depth: u32,
) {
    if depth > 64 || out.len() > 4096 {
        return;
    }
    if !nonvirtual_primary {
        out.push((base, nearest.map(|n| (n, off_from_nearest))));
    }
    let (pb, _) = f.primary(base.0);
    for b in f.bases(base.0) {
        if !f.dynamic(b.class) {
            continue;
        }
        let (boff, bfrom, bprimary) = if b.is_virtual {
            if !visited.insert(b.class) {
                continue;
            }
            (f.vbase_off(most, b.class), 0, false)
        } else {
            let rel = b.offset as i64;
            (base.1 + rel, off_from_nearest + rel, pb == Some(b.class))
        };
        let n = if b.is_virtual { Some(b.class) } else { nearest };
        vptrs_in(
            f,
            most,
            (b.class, boff),
            n,
            bfrom,
            bprimary,
            visited,
            out,
            depth + 1,
        );
    }
}
