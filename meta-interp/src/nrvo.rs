//! The named return value optimization. C++ permits, and GCC always
//! performs, constructing a returned local directly in the caller's
//! result object when every `return` of the function names that one
//! local; the copy constructor and destructor calls it saves are visible
//! in compile-time output, which should match the host compiler's.

use crate::interp::Interp;
use sema::program::*;

/// The local that `e` (a returned expression) copies, if it is a copy of
/// a local variable.
fn copied_local(prog: &Program, e: ExprId) -> Option<VarId> {
    let mut e = e;
    for _ in 0..8 {
        match &prog.expr(e).kind {
            ExprKind::FullExpr(inner) => e = *inner,
            ExprKind::Construct { args, .. } if args.len() == 1 => e = args[0],
            ExprKind::Cast {
                kind: CastKind::LValueToRValue | CastKind::NoOp,
                operand,
            } => e = *operand,
            ExprKind::Var(v) => {
                return matches!(prog.var(*v).kind, VarKind::Local).then_some(*v);
            }
            _ => return None,
        }
    }
    None
}

/// Collects the returned expressions of the statements under `s`.
fn returns(prog: &Program, s: StmtId, out: &mut Vec<Option<ExprId>>, depth: u32) -> bool {
    if depth > 512 || out.len() > 4096 {
        return false;
    }
    let mut go = |c: StmtId| returns(prog, c, out, depth + 1);
    match &prog.stmt(s).kind {
        StmtKind::Return(e) => {
            out.push(*e);
            true
        }
        StmtKind::Block(list) => list.iter().all(|c| go(*c)),
        StmtKind::If { then, else_, .. } => go(*then) && else_.is_none_or(&mut go),
        StmtKind::CodegenIf { then, else_, .. } => go(*then) && else_.is_none_or(&mut go),
        StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => go(*body),
        StmtKind::For { init, body, .. } => init.is_none_or(&mut go) && go(*body),
        StmtKind::Switch { body, .. } => go(*body),
        StmtKind::Try { body, handlers } => go(*body) && handlers.iter().all(|h| go(h.body)),
        _ => true,
    }
}

/// The local of `f` that every `return` names, whose class type is the
/// return type: it can live in the caller's result object.
fn candidate(prog: &Program, f: FuncId) -> Option<VarId> {
    let func = prog.func(f);
    let body = func.body?;
    if !matches!(prog.types.kind(func.ret), Type::Struct(_)) {
        return None;
    }
    let mut rets = Vec::new();
    if !returns(prog, body, &mut rets, 0) {
        return None;
    }
    let mut found = None;
    for r in rets {
        let v = copied_local(prog, r?)?;
        if found.is_some_and(|f| f != v) {
            return None;
        }
        found = Some(v);
    }
    let v = found?;
    let t = &prog.types;
    (t.unqualified(prog.var(v).ty) == t.unqualified(func.ret)).then_some(v)
}

impl Interp<'_> {
    /// The local of `f` that lives in its result object, if any (cached).
    pub fn nrvo_var(&mut self, prog: &Program, f: FuncId) -> Option<VarId> {
        if let Some(v) = self.nrvo_cache.get(&f) {
            return *v;
        }
        let v = candidate(prog, f);
        self.nrvo_cache.insert(f, v);
        v
    }

    /// The named return value of the running call, when its result
    /// object is known.
    pub fn current_nrvo(&mut self, prog: &Program) -> Option<VarId> {
        let frame = self.frames.last()?;
        frame.ret_slot?;
        let f = frame.func?;
        self.nrvo_var(prog, f)
    }

    /// Places the named return value in the result object: its storage.
    pub fn nrvo_slot(&mut self, prog: &Program, v: VarId) -> Option<crate::memory::Ptr> {
        if self.current_nrvo(prog) != Some(v) {
            return None;
        }
        let frame = self.frames.last_mut()?;
        let slot = frame.ret_slot?;
        frame.locals.insert(v, slot);
        Some(slot)
    }

    /// Whether `e`, returned by the current function, is its named
    /// return value (already in place).
    pub fn returns_nrvo(&mut self, prog: &Program, e: ExprId) -> bool {
        match self.current_nrvo(prog) {
            Some(v) => copied_local(prog, e) == Some(v),
            None => false,
        }
    }
}
