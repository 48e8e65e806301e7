//! The ODR-use walk of one device module: which functions it contains, and
//! the device-only rules checked on exactly that code.
//!
//! Roots are the defined `__global__` kernels and non-inline `__device__`
//! functions, in declaration order; every other defined function enters the
//! module only when reached from a root (a breadth-first work queue, so
//! each function's call chain is a shortest one and the order is
//! deterministic). `if codegen` is pruned with the target's values first,
//! so code in an untaken branch reaches nothing and raises no error.
//! Try-blocks contribute only their compound statement: handlers are swept.

use std::collections::{HashMap, VecDeque};

use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::program::*;

use crate::consts::Evaluator;
use crate::diagnostics as diag;
use crate::gates::{self, FeatureUse};
use crate::math::DeviceMath;
use crate::Vendor;

pub struct Reach {
    /// The defined functions to lower, in discovery order.
    pub funcs: Vec<FuncId>,
    pub diags: Vec<Diagnostic>,
    /// Uses of architecture-gated features in the reached code, in source
    /// order (see [`crate::gates`]).
    pub features: Vec<FeatureUse>,
}

enum Node {
    Stmt(StmtId),
    Expr(ExprId),
}

struct Walker<'a, 'p> {
    p: &'p Program,
    ev: &'a mut Evaluator<'p>,
    /// For each reached non-root function: the caller that first reached it
    /// and the call's span.
    parent: HashMap<FuncId, (FuncId, Span)>,
    seen: Vec<bool>,
    queue: VecDeque<FuncId>,
    out: Reach,
    /// Statics with dynamic initialization already reported (once each:
    /// a static local's declaration and its uses all name it).
    dynamic_reported: std::collections::HashSet<VarId>,
    /// Functions already told they compute with `long double`.
    long_double_reported: std::collections::HashSet<FuncId>,
    /// What the vendor's math library lacks, once asked (`Some(None)`:
    /// it is installed).
    math_missing: Option<Option<String>>,
}

pub fn is_root(f: &Function) -> bool {
    f.is_defined() && (f.exec.global || (f.exec.device && !f.is_inline))
}

pub fn reach<'p>(p: &'p Program, ev: &mut Evaluator<'p>) -> Reach {
    let mut w = Walker {
        p,
        ev,
        parent: HashMap::new(),
        seen: vec![false; p.funcs.len()],
        queue: VecDeque::new(),
        dynamic_reported: Default::default(),
        long_double_reported: Default::default(),
        math_missing: None,
        out: Reach {
            funcs: Vec::new(),
            diags: Vec::new(),
            features: Vec::new(),
        },
    };
    for (id, f) in p.funcs.iter() {
        if is_root(f) {
            w.enqueue(id, None);
        }
    }
    // Functions whose address a device global's initializer takes (a
    // vtable's, only where code reaches the vtable: see `vtable_edges`).
    for &g in &p.globals {
        if let Some(GlobalVar {
            host_only: false,
            init: Some(init),
            kind: GlobalKind::User,
            ..
        }) = p.vars.get(g).and_then(Var::global)
        {
            let mut fs = Vec::new();
            collect_func_addrs(init, &mut fs);
            for f in fs {
                if p.funcs.get(f).is_some_and(Function::is_defined) {
                    w.enqueue(f, None);
                }
            }
        }
    }
    gates::global_uses(p, &mut w.out.features);
    while let Some(f) = w.queue.pop_front() {
        w.out.funcs.push(f);
        gates::function_uses(p, &p.funcs[f], &mut w.out.features);
        if let Some(body) = p.funcs[f].body {
            w.walk(f, body);
        }
    }
    // Report in source order (as the example programs expect), whatever
    // order the queue discovered the functions in. Stable, so errors at one
    // location keep their discovery order.
    w.out.diags.sort_by_key(|d| d.primary.span.lo);
    w.out
        .features
        .sort_by_key(|u| (u.span.lo, u.span.hi, u.feature));
    w.out.features.dedup();
    w.out
}

/// The device heap's functions, by symbol: the replaceable global
/// allocation functions sema's `new`/`delete` desugaring calls, and the C
/// library's `malloc`/`free`, which CUDA and HIP let device code call.
/// `true` allocates, `false` frees.
pub fn heap_function(link_name: &str) -> Option<bool> {
    match link_name {
        "_Znwm" | "_Znam" | "malloc" => Some(true),
        "_ZdlPv" | "_ZdaPv" | "_ZdlPvm" | "_ZdaPvm" | "free" => Some(false),
        _ => None,
    }
}

/// `clock()` of `<time.h>` called from device code, where CUDA defines it
/// as the SM's 32-bit clock (`lower::warp`'s `device_clock_call`).
pub fn is_device_clock(f: &Function) -> bool {
    !f.is_defined() && f.link_name == "clock" && f.params.is_empty()
}

/// A deleting destructor (`D0`): what a delete-expression on a polymorphic
/// object calls through the vtable.
pub fn is_deleting_dtor(f: &Function) -> bool {
    f.kind == FuncKind::Destructor && f.link_name.contains("D0E")
}

fn collect_func_addrs(v: &ConstValue, out: &mut Vec<FuncId>) {
    match v {
        ConstValue::FuncAddr(f) => out.push(*f),
        ConstValue::Aggregate(vs) => vs.iter().for_each(|v| collect_func_addrs(v, out)),
        _ => {}
    }
}

impl<'a, 'p> Walker<'a, 'p> {
    fn enqueue(&mut self, f: FuncId, from: Option<(FuncId, Span)>) {
        let Some(seen) = self.seen.get_mut(f.index()) else {
            return;
        };
        if *seen {
            return;
        }
        *seen = true;
        if let Some(edge) = from {
            self.parent.insert(f, edge);
        }
        self.queue.push_back(f);
    }

    /// Attaches the call chain from the root to `f` as notes.
    fn with_chain(&self, mut d: Diagnostic, f: FuncId) -> Diagnostic {
        let mut cur = f;
        // Parents form a tree (set once, on discovery), so this terminates;
        // the bound is belt and braces.
        for _ in 0..=self.p.funcs.len() {
            match self.parent.get(&cur) {
                Some(&(caller, span)) => {
                    let (s, m) = diag::called_from(&self.p.funcs[caller].name, span);
                    d = d.with_note_at(s, m);
                    cur = caller;
                }
                None => {
                    let root = &self.p.funcs[cur];
                    let (s, m) = diag::in_root(&root.name, root.is_kernel(), root.span);
                    d = d.with_note_at(s, m);
                    break;
                }
            }
        }
        d
    }

    fn error(&mut self, d: Diagnostic, f: FuncId) {
        let d = self.with_chain(d, f);
        self.out.diags.push(d);
    }

    fn walk(&mut self, f: FuncId, body: StmtId) {
        let p = self.p;
        let mut stack = vec![Node::Stmt(body)];
        while let Some(n) = stack.pop() {
            match n {
                Node::Stmt(s) => {
                    let Some(stmt) = p.stmts.get(s) else { continue };
                    // Children pushed in reverse so they are visited in
                    // source order (diagnostic order follows the source).
                    let mut kids: Vec<Node> = Vec::new();
                    match &stmt.kind {
                        StmtKind::Empty
                        | StmtKind::Break
                        | StmtKind::Continue
                        | StmtKind::Case { .. }
                        | StmtKind::Default
                        | StmtKind::Goto(_)
                        | StmtKind::Label(_)
                        | StmtKind::Return(None) => {}
                        StmtKind::Block(ss) => kids.extend(ss.iter().map(|s| Node::Stmt(*s))),
                        StmtKind::Expr(e)
                        | StmtKind::Return(Some(e))
                        | StmtKind::GotoIndirect(e) => kids.push(Node::Expr(*e)),
                        StmtKind::Decl { var, init } => {
                            let _ = var;
                            if let Some(i) = init {
                                push_init(i, &mut kids);
                            }
                        }
                        StmtKind::If { cond, then, else_ } => {
                            kids.push(Node::Expr(*cond));
                            kids.push(Node::Stmt(*then));
                            kids.extend(else_.map(Node::Stmt));
                        }
                        StmtKind::CodegenIf { cond, then, else_ } => match self.ev.eval(*cond) {
                            Ok(v) if v.is_true() => kids.push(Node::Stmt(*then)),
                            Ok(_) => kids.extend(else_.map(Node::Stmt)),
                            Err(d) => self.out.diags.push(d),
                        },
                        StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                            kids.push(Node::Expr(*cond));
                            kids.push(Node::Stmt(*body));
                        }
                        StmtKind::For {
                            init,
                            cond,
                            step,
                            body,
                        } => {
                            kids.extend(init.map(Node::Stmt));
                            kids.extend(cond.map(Node::Expr));
                            kids.extend(step.map(Node::Expr));
                            kids.push(Node::Stmt(*body));
                        }
                        StmtKind::Switch { cond, body, .. } => {
                            kids.push(Node::Expr(*cond));
                            kids.push(Node::Stmt(*body));
                        }
                        StmtKind::Try { body, .. } => kids.push(Node::Stmt(*body)),
                        StmtKind::Asm(a) => kids.extend(a.exprs().map(Node::Expr)),
                        StmtKind::Throw(_) => self.error(diag::device_throw(stmt.span), f),
                        StmtKind::Init {
                            target,
                            init,
                            vbase,
                        } => {
                            if *vbase {
                                let ty = p.exprs.get(*target).map(|e| e.ty);
                                self.virtual_base_use(ty, stmt.span);
                            }
                            kids.push(Node::Expr(*target));
                            push_init(init, &mut kids);
                        }
                        StmtKind::PushCleanup {
                            target, destroy, ..
                        } => {
                            kids.push(Node::Expr(*target));
                            kids.extend(destroy.vtt.map(Node::Expr));
                            self.call_edge(f, destroy.dtor, stmt.span);
                        }
                    }
                    stack.extend(kids.into_iter().rev());
                }
                Node::Expr(e) => {
                    let Some(expr) = p.exprs.get(e) else { continue };
                    let mut kids: Vec<ExprId> = Vec::new();
                    // The program's `long double` is the host's 80-bit
                    // type, which no GPU has: device code may hold its
                    // bytes (`sizeof` is the host's) but not compute with
                    // it. clang has no such rule, as it gives device code
                    // an 8-byte `long double` of its own layout.
                    if p.types.is_long_double(expr.ty) && self.long_double_reported.insert(f) {
                        self.error(diag::device_long_double(expr.span), f);
                    }
                    match &expr.kind {
                        ExprKind::Int(_)
                        | ExprKind::Float(_)
                        | ExprKind::LongDouble(_)
                        | ExprKind::Null
                        | ExprKind::LabelAddr(_)
                        | ExprKind::Str(_)
                        | ExprKind::Codegen(_) => {}
                        ExprKind::Var(v) => {
                            if let Some(var) = p.vars.get(*v) {
                                let rtti = matches!(
                                    var.global().map(|g| g.kind),
                                    Some(GlobalKind::TypeInfo(_))
                                );
                                if rtti {
                                    self.error(
                                        diag::device_host_only_construct("'typeid'", expr.span),
                                        f,
                                    );
                                } else if var.global().is_some_and(|g| g.host_only) {
                                    self.error(diag::host_variable(&var.name, expr.span), f);
                                } else if var.global().is_some_and(|g| g.dynamic_init.is_some())
                                    && self.dynamic_reported.insert(*v)
                                {
                                    // A static whose initializer runs at run
                                    // time: device memory is initialized
                                    // only by the image (as in CUDA).
                                    self.error(diag::device_dynamic_init(&var.name, expr.span), f);
                                }
                                self.vtable_edges(f, var, expr.span);
                            }
                        }
                        ExprKind::Func(g) => self.call_edge(f, *g, expr.span),
                        ExprKind::Cast { operand, .. }
                        | ExprKind::Unary { operand, .. }
                        | ExprKind::Deref(operand)
                        | ExprKind::AddrOf(operand)
                        | ExprKind::Member { base: operand, .. }
                        | ExprKind::IncDec { operand, .. } => kids.push(*operand),
                        ExprKind::Binary { lhs, rhs, .. }
                        | ExprKind::Logical { lhs, rhs, .. }
                        | ExprKind::PtrDiff { lhs, rhs }
                        | ExprKind::Comma { lhs, rhs }
                        | ExprKind::Assign { lhs, rhs }
                        | ExprKind::CompoundAssign { lhs, rhs, .. }
                        | ExprKind::PtrAdd {
                            ptr: lhs,
                            offset: rhs,
                            ..
                        }
                        | ExprKind::Index {
                            base: lhs,
                            index: rhs,
                        } => kids.extend([*lhs, *rhs]),
                        ExprKind::Call { callee, args } => {
                            if self.heap_use(*callee).is_some() {
                                // The device heap: malloc/free, ockl on AMD.
                            } else if let Some(m) = p
                                .funcs
                                .get(*callee)
                                .and_then(|g| sema::cmath::library_function(&p.types, g))
                            {
                                self.math_edge(f, &p.funcs[*callee].name, m, expr.span);
                            } else if p.funcs.get(*callee).is_some_and(is_device_clock) {
                                // Lowered in place (`lower::warp`).
                            } else if p.funcs.get(*callee).is_some_and(Function::is_kernel) {
                                // A launch from device code (dynamic parallelism).
                                let name = &p.funcs[*callee].name;
                                self.error(diag::device_launch(name, expr.span), f);
                            } else {
                                self.call_edge(f, *callee, expr.span);
                            }
                            kids.extend(args.iter().copied());
                        }
                        ExprKind::CallIndirect { callee, args } => {
                            kids.push(*callee);
                            kids.extend(args.iter().copied());
                        }
                        ExprKind::Builtin { builtin, args } => {
                            if let sema::program::Builtin::Fn(
                                bf @ lexer::builtins::BuiltinFn::Math(..),
                            ) = builtin
                            {
                                let name = lexer::builtins::functions::builtin_name(*bf);
                                if let Some(m) = sema::cmath::lookup(&name) {
                                    // Named as the C library function (sema
                                    // makes `sinf` with the library's type
                                    // the builtin).
                                    let c = name.strip_prefix("__builtin_").unwrap_or(&name);
                                    self.math_edge(f, c, m, expr.span);
                                }
                            }
                            if *builtin == Builtin::Vla {
                                self.error(diag::device_vla(expr.span), f);
                            }
                            gates::builtin_uses(
                                p,
                                *builtin,
                                args,
                                expr.ty,
                                expr.span,
                                &mut self.out.features,
                            );
                            kids.extend(args.iter().copied());
                        }
                        ExprKind::Conditional { cond, then, else_ } => {
                            kids.extend([*cond, *then, *else_])
                        }
                        ExprKind::StructorVariant { complete, base } => {
                            kids.extend([*complete, *base])
                        }
                        ExprKind::Throw(_) => self.error(diag::device_throw(expr.span), f),
                        ExprKind::Construct { ctor, args, .. } => {
                            self.call_edge(f, *ctor, expr.span);
                            kids.extend(args.iter().copied());
                        }
                        ExprKind::Aggregate(inits) => {
                            let mut nodes = Vec::new();
                            inits.iter().for_each(|i| push_init(i, &mut nodes));
                            kids.extend(nodes.into_iter().filter_map(|n| match n {
                                Node::Expr(e) => Some(e),
                                Node::Stmt(_) => None,
                            }));
                        }
                        ExprKind::Temporary { init, destroy, .. } => {
                            if let Some(d) = destroy {
                                self.call_edge(f, d.dtor, expr.span);
                            }
                            kids.push(*init);
                        }
                        ExprKind::FullExpr(inner) => kids.push(*inner),
                        ExprKind::VirtualCall {
                            object,
                            callee,
                            args,
                            ..
                        } => {
                            // The vtable the object's constructor stored
                            // brings the overriders in; the static choice
                            // (when it has a body: a pure virtual function
                            // has none) is what the call's own checks are
                            // about, and what LLVM devirtualizes to.
                            if let Some(g) = p.funcs.get(*callee) {
                                if g.is_defined() {
                                    self.call_edge(f, *callee, expr.span);
                                }
                            }
                            kids.push(*object);
                            kids.extend(args.iter().copied());
                        }
                        ExprKind::StmtExpr { body, result } => {
                            stack.extend(result.map(Node::Expr));
                            stack.push(Node::Stmt(*body));
                        }
                        ExprKind::BaseAdjust { operand, vbase, .. } => {
                            if vbase.is_some() {
                                let ty = p.types.pointee(expr.ty).unwrap_or(expr.ty);
                                self.virtual_base_use(Some(ty), expr.span);
                            }
                            kids.push(*operand)
                        }
                        ExprKind::DynamicCast { .. } => self.error(
                            diag::device_host_only_construct("'dynamic_cast'", expr.span),
                            f,
                        ),
                        // Device code has no type information: the vtable's
                        // RTTI slot is null there.
                        ExprKind::DynamicTypeid { .. } => {
                            self.error(diag::device_host_only_construct("'typeid'", expr.span), f)
                        }
                    }
                    stack.extend(kids.into_iter().rev().map(Node::Expr));
                }
            }
        }
    }

    /// A virtual base subobject constructed or reached (the VirtualBase
    /// gate names its class).
    fn virtual_base_use(&mut self, ty: Option<TypeId>, span: Span) {
        let mut u = FeatureUse::at(gates::DeviceFeature::VirtualBase, span);
        u.ty = ty.map(|t| self.p.types.unqualified(t));
        self.out.features.push(u);
    }

    /// A use of a vtable (its address stored as a vptr, by a constructor or
    /// destructor): the functions in it are reached from there.
    fn vtable_edges(&mut self, f: FuncId, var: &Var, span: Span) {
        // A VTT: the vtable groups it points into.
        if let Some(GlobalVar {
            kind: GlobalKind::Vtt(_),
            init: Some(ConstValue::Aggregate(items)),
            ..
        }) = var.global()
        {
            let mut tables: Vec<VarId> = Vec::new();
            for it in items {
                if let ConstValue::GlobalAddr { var, .. } = it {
                    if !tables.contains(var) {
                        tables.push(*var);
                    }
                }
            }
            for t in tables {
                if let Some(v) = self.p.vars.get(t) {
                    self.vtable_edges(f, v, span);
                }
            }
            return;
        }
        let Some(GlobalVar {
            kind: GlobalKind::VTable(_),
            init: Some(init),
            ..
        }) = var.global()
        else {
            return;
        };
        let mut fs = Vec::new();
        collect_func_addrs(init, &mut fs);
        for g in fs {
            // `__cxa_pure_virtual` and the like: the module defines them.
            if self.p.funcs.get(g).is_some_and(Function::is_defined) {
                self.call_edge(f, g, span);
            }
        }
    }

    /// `Some(allocates)` when `callee` is a global allocation function
    /// the program does not define itself.
    fn heap_use(&self, callee: FuncId) -> Option<bool> {
        let g = self.p.funcs.get(callee)?;
        if g.is_defined() {
            return None;
        }
        heap_function(&g.link_name)
    }

    /// A call of a C library math function: its device implementation is
    /// an intrinsic or the vendor's math library, which must be installed.
    fn math_edge(&mut self, caller: FuncId, name: &str, m: sema::cmath::MathFn, span: Span) {
        let env = self.ev.env();
        let vendor = if env.is_amdgpu {
            Vendor::Amd
        } else {
            Vendor::Nvidia
        };
        let wave_size = u32::try_from(env.warp_size).unwrap_or(32);
        match crate::math::device_symbol(m, vendor) {
            None => {
                let d = diag::no_device_math(name, vendor.backend_name(), span);
                self.error(d, caller);
            }
            Some(DeviceMath::Library(_)) => {
                let missing = self
                    .math_missing
                    .get_or_insert_with(|| crate::devlibs::missing(vendor, wave_size))
                    .clone();
                if let Some(missing) = missing {
                    let d = diag::math_library_missing(name, vendor.backend_name(), &missing, span);
                    self.error(d, caller);
                }
            }
            Some(DeviceMath::Intrinsic(_)) => {}
        }
    }

    fn call_edge(&mut self, caller: FuncId, callee: FuncId, span: Span) {
        let Some(g) = self.p.funcs.get(callee) else {
            return;
        };
        // Circle lets device code call untagged functions; one explicitly
        // tagged `__host__` alone is host-only, as in CUDA.
        if g.exec.host && !g.exec.device && !g.exec.global {
            self.error(diag::host_function(&g.name, span), caller);
        } else if g.is_defined() {
            self.enqueue(callee, Some((caller, span)));
        } else if !(g.exec.device || g.exec.global) {
            self.error(diag::undefined_function(&g.name, span), caller);
        }
    }
}

fn push_init(i: &Init, out: &mut Vec<Node>) {
    match i {
        Init::Expr(e) => out.push(Node::Expr(*e)),
        Init::List(is) => is.iter().for_each(|i| push_init(i, out)),
        Init::Zero => {}
    }
}
