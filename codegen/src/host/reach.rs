//! The functions the host module contains: every defined host function
//! that is not inline (`main` among them), and what they, the globals'
//! initializers and destructors, and the vtables they store reach. Kernel
//! bodies and device-only functions stay out (kernels get launch stubs);
//! `if codegen` is pruned with the host's values.

use std::collections::VecDeque;

use sema::program::*;

use crate::consts::Evaluator;

/// Code that runs on the host: untagged or `__host__` functions that are
/// not kernels.
pub fn is_host_function(f: &Function) -> bool {
    !f.exec.global && (f.exec.host || !f.exec.device)
}

pub fn reach<'p>(p: &'p Program, ev: &mut Evaluator<'p>) -> Vec<FuncId> {
    let mut w = Walk {
        p,
        seen: vec![false; p.funcs.len()],
        queue: VecDeque::new(),
        out: Vec::new(),
    };
    // A deleting destructor sema made for a class whose destructor is
    // defined elsewhere (libstdc++'s `std::exception`, a class whose key
    // function another unit defines) is that unit's: only declared here.
    let defined_dtors: std::collections::HashSet<&str> = p
        .funcs
        .values()
        .filter(|f| f.kind == FuncKind::Destructor && f.is_defined_on_host())
        .map(|f| f.link_name.as_str())
        .collect();
    let orphan_d0 = |f: &Function| {
        f.kind == FuncKind::Destructor
            && !f.is_inline
            && f.link_name.contains("D0E")
            && !defined_dtors.contains(f.link_name.replacen("D0E", "D1E", 1).as_str())
    };
    for (id, f) in p.funcs.iter() {
        if f.is_defined_on_host() && is_host_function(f) && !f.is_inline && !orphan_d0(f) {
            w.enqueue(id);
        }
    }
    // The vtable groups (and VTTs) of the classes whose key function this
    // unit defines: other units leave them to it.
    for v in keyed_tables(p) {
        w.var_use(v, ev);
    }
    for &g in &p.globals {
        let Some(gv) = p.vars.get(g).and_then(Var::global) else {
            continue;
        };
        if gv.kind == GlobalKind::User && !gv.linkonce {
            if let Some(init) = &gv.init {
                w.const_funcs(init);
            }
            if let Some(i) = &gv.dynamic_init {
                let mut es = Vec::new();
                init_exprs(i, &mut es);
                for e in es {
                    w.expr_tree(ev, Node::Expr(e));
                }
            }
            if let Some(d) = gv.destroy {
                w.enqueue(d.dtor);
            }
        }
    }
    while let Some(f) = w.queue.pop_front() {
        if orphan_d0(&p.funcs[f]) {
            continue;
        }
        w.out.push(f);
        // Its thunks come with it (another unit's vtable may name them).
        for &t in &p.funcs[f].thunks {
            w.enqueue(t);
        }
        if let Some(body) = p.funcs[f].body {
            w.expr_tree(ev, Node::Stmt(body));
        }
    }
    w.out
}

/// The vtable groups and VTTs of the classes whose key function the
/// unit defines (Itanium 5.2.3): it emits them for every unit.
pub fn keyed_tables(p: &Program) -> Vec<VarId> {
    let mut out = Vec::new();
    for (s, d) in p.types.structs.iter() {
        let Some(vt) = d.vtable else { continue };
        let keyed = crate::lower::rtti::key_function(p, s)
            .and_then(|f| p.funcs.get(f))
            .is_some_and(|f| f.is_defined_on_host() && is_host_function(f));
        if keyed {
            out.push(vt);
            // The VTT and the construction vtables it points into.
            if let Some(vtt) = d.vtt {
                out.push(vtt);
                if let Some(ConstValue::Aggregate(items)) = p
                    .vars
                    .get(vtt)
                    .and_then(Var::global)
                    .and_then(|g| g.init.as_ref())
                {
                    for it in items {
                        if let ConstValue::GlobalAddr { var, .. } = it {
                            if !out.contains(var) {
                                out.push(*var);
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

struct Walk<'p> {
    p: &'p Program,
    seen: Vec<bool>,
    queue: VecDeque<FuncId>,
    out: Vec<FuncId>,
}

enum Node {
    Stmt(StmtId),
    Expr(ExprId),
}

fn init_exprs(i: &Init, out: &mut Vec<ExprId>) {
    match i {
        Init::Expr(e) => out.push(*e),
        Init::List(is) => is.iter().for_each(|i| init_exprs(i, out)),
        Init::Zero => {}
    }
}

impl<'p> Walk<'p> {
    fn enqueue(&mut self, f: FuncId) {
        let Some(func) = self.p.funcs.get(f) else {
            return;
        };
        // Kernels are launched through stubs the host module makes itself.
        if !func.is_defined_on_host() || func.exec.global {
            return;
        }
        if let Some(s) = self.seen.get_mut(f.index()) {
            if !*s {
                *s = true;
                self.queue.push_back(f);
            }
        }
    }

    fn const_funcs(&mut self, v: &ConstValue) {
        match v {
            ConstValue::FuncAddr(f) => self.enqueue(*f),
            ConstValue::Aggregate(vs) => vs.iter().for_each(|v| self.const_funcs(v)),
            // A VTT's entries: the vtable groups they point into.
            ConstValue::GlobalAddr { var, .. } => {
                let p = self.p;
                if let Some(GlobalVar {
                    kind: GlobalKind::VTable(_),
                    init: Some(init),
                    ..
                }) = p.vars.get(*var).and_then(Var::global)
                {
                    self.const_funcs(init);
                }
            }
            _ => {}
        }
    }

    fn var_use(&mut self, v: VarId, ev: &mut Evaluator<'p>) {
        let p = self.p;
        let Some(gv) = p.vars.get(v).and_then(Var::global) else {
            return;
        };
        if let Some(init) = &gv.init {
            if gv.kind != GlobalKind::User || gv.linkonce {
                self.const_funcs(init);
            }
        }
        // A static local's initializer runs where it is used.
        if let Some(i) = &gv.dynamic_init {
            if crate::lower::host_module::is_static_local(&p.vars[v]) {
                let mut es = Vec::new();
                init_exprs(i, &mut es);
                for e in es {
                    self.expr_tree(ev, Node::Expr(e));
                }
                if let Some(d) = gv.destroy {
                    self.enqueue(d.dtor);
                }
            }
        }
    }

    /// The destructor `__cxa_throw` is given for a thrown class.
    fn thrown(&mut self, e: Option<ExprId>) {
        let ty = e.and_then(|e| self.p.exprs.get(e)).map(|x| x.ty);
        for f in crate::lower::eh::implicit_calls(self.p, ty, None) {
            self.enqueue(f);
        }
    }

    fn expr_tree(&mut self, ev: &mut Evaluator<'p>, root: Node) {
        let p = self.p;
        let mut stack = vec![root];
        // Static locals' initializers are walked once each.
        let mut vars_seen = std::collections::HashSet::new();
        while let Some(n) = stack.pop() {
            match n {
                Node::Stmt(s) => {
                    let Some(stmt) = p.stmts.get(s) else { continue };
                    match &stmt.kind {
                        StmtKind::Block(ss) => stack.extend(ss.iter().map(|s| Node::Stmt(*s))),
                        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => stack.push(Node::Expr(*e)),
                        StmtKind::Asm(a) => stack.extend(a.exprs().map(Node::Expr)),
                        StmtKind::Throw(e) => {
                            stack.extend(e.map(Node::Expr));
                            self.thrown(*e);
                        }
                        StmtKind::Decl { init: Some(i), .. } => {
                            let mut es = Vec::new();
                            init_exprs(i, &mut es);
                            stack.extend(es.into_iter().map(Node::Expr));
                        }
                        StmtKind::If { cond, then, else_ } => {
                            stack.push(Node::Expr(*cond));
                            stack.push(Node::Stmt(*then));
                            stack.extend(else_.map(Node::Stmt));
                        }
                        StmtKind::CodegenIf { cond, then, else_ } => match ev.eval(*cond) {
                            Ok(v) if v.is_true() => stack.push(Node::Stmt(*then)),
                            Ok(_) => stack.extend(else_.map(Node::Stmt)),
                            Err(_) => {}
                        },
                        StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                            stack.push(Node::Expr(*cond));
                            stack.push(Node::Stmt(*body));
                        }
                        StmtKind::For {
                            init,
                            cond,
                            step,
                            body,
                        } => {
                            stack.extend(init.map(Node::Stmt));
                            stack.extend(cond.map(Node::Expr));
                            stack.extend(step.map(Node::Expr));
                            stack.push(Node::Stmt(*body));
                        }
                        StmtKind::Switch { cond, body, .. } => {
                            stack.push(Node::Expr(*cond));
                            stack.push(Node::Stmt(*body));
                        }
                        StmtKind::Try { body, handlers } => {
                            stack.push(Node::Stmt(*body));
                            stack.extend(handlers.iter().map(|h| Node::Stmt(h.body)));
                            for h in handlers {
                                for f in crate::lower::eh::implicit_calls(p, None, h.ty) {
                                    self.enqueue(f);
                                }
                            }
                        }
                        StmtKind::Init { target, init, .. } => {
                            stack.push(Node::Expr(*target));
                            let mut es = Vec::new();
                            init_exprs(init, &mut es);
                            stack.extend(es.into_iter().map(Node::Expr));
                        }
                        StmtKind::PushCleanup {
                            target, destroy, ..
                        } => {
                            stack.push(Node::Expr(*target));
                            stack.extend(destroy.vtt.map(Node::Expr));
                            self.enqueue(destroy.dtor);
                        }
                        _ => {}
                    }
                }
                Node::Expr(e) => {
                    let Some(expr) = p.exprs.get(e) else { continue };
                    let kids: Vec<ExprId> = match &expr.kind {
                        ExprKind::Var(v) => {
                            if vars_seen.insert(*v) {
                                self.var_use(*v, ev);
                            }
                            Vec::new()
                        }
                        ExprKind::Func(g) => {
                            self.enqueue(*g);
                            Vec::new()
                        }
                        ExprKind::Cast { operand, .. }
                        | ExprKind::Unary { operand, .. }
                        | ExprKind::Deref(operand)
                        | ExprKind::AddrOf(operand)
                        | ExprKind::Member { base: operand, .. }
                        | ExprKind::IncDec { operand, .. }
                        | ExprKind::FullExpr(operand)
                        | ExprKind::BaseAdjust { operand, .. }
                        | ExprKind::DynamicCast { operand, .. }
                        | ExprKind::DynamicTypeid { operand, .. } => vec![*operand],
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
                        } => vec![*lhs, *rhs],
                        ExprKind::Call { callee, args } => {
                            self.enqueue(*callee);
                            let mut k = args.clone();
                            // A launch's configuration is evaluated too.
                            if let Some(l) = p.launches.iter().find(|l| l.call == e) {
                                k.push(l.grid);
                                k.push(l.block);
                                k.extend(l.shared_mem);
                                k.extend(l.stream);
                            }
                            k
                        }
                        ExprKind::CallIndirect { callee, args } => {
                            let mut k = vec![*callee];
                            k.extend(args.iter().copied());
                            k
                        }
                        ExprKind::Builtin { args, .. } => args.clone(),
                        ExprKind::Conditional { cond, then, else_ } => {
                            vec![*cond, *then, *else_]
                        }
                        ExprKind::StructorVariant { complete, base } => vec![*complete, *base],
                        ExprKind::Throw(x) => {
                            self.thrown(*x);
                            x.iter().copied().collect()
                        }
                        ExprKind::Construct { ctor, args, .. } => {
                            self.enqueue(*ctor);
                            args.clone()
                        }
                        ExprKind::Aggregate(inits) => {
                            let mut es = Vec::new();
                            inits.iter().for_each(|i| init_exprs(i, &mut es));
                            es
                        }
                        ExprKind::Temporary { init, destroy, .. } => {
                            if let Some(d) = destroy {
                                self.enqueue(d.dtor);
                            }
                            vec![*init]
                        }
                        ExprKind::VirtualCall {
                            object,
                            callee,
                            args,
                            ..
                        } => {
                            self.enqueue(*callee);
                            let mut k = vec![*object];
                            k.extend(args.iter().copied());
                            k
                        }
                        ExprKind::StmtExpr { body, result } => {
                            stack.extend(result.map(Node::Expr));
                            stack.push(Node::Stmt(*body));
                            Vec::new()
                        }
                        _ => Vec::new(),
                    };
                    stack.extend(kids.into_iter().map(Node::Expr));
                }
            }
        }
    }
}
