//! A new-expression whose initialization throws ([expr.new]/26): the
//! elements already built are destroyed, last first, and the storage is
//! returned to the deallocation function that matches the allocation one
//! before the exception goes on. Written as `try { init } catch (...) {
//! destroy; deallocate; throw; }` in the typed program, so the host's
//! landing pads do it and device code (no exceptions) keeps `init` alone.

use lexer::source::Span;

use super::Translator;
use crate::program::*;
use crate::types::TypeId;

/// What a guarded new-expression has built when its initializer throws.
pub(crate) struct NewGuard {
    pub elem: TypeId,
    pub array: bool,
    /// `::new`: only the global deallocation functions are candidates.
    pub global: bool,
    /// The allocation function's result (the cookie's start for `new[]`).
    pub raw: VarId,
    /// The first element (a `T *`).
    pub obj: VarId,
    /// `new[]`: the elements initialized so far (a `size_t` local).
    pub built: Option<VarId>,
}

impl<'a> Translator<'a, '_, '_> {
    /// `init` (the initialization statements) guarded by `g`'s handler.
    pub(crate) fn guard_new_init(&mut self, g: NewGuard, init: Vec<StmtId>, span: Span) -> StmtId {
        let body = self.b.block(init);
        let mut undo: Vec<StmtId> = Vec::new();
        if let (Some(i), Some(d)) = (g.built, self.destroy_of(g.elem)) {
            undo.push(self.destroy_prefix_loop(g.obj, i, d.dtor, span));
        }
        let dealloc = self.deallocation_function(g.elem, g.array, g.global);
        let raw = self.b.load(g.raw, span);
        let void = self.b.void();
        let vp = self.b.ptr(void);
        let raw = self.b.convert(raw, vp);
        // The usual deallocation function: `(void *)`, or a class's sized
        // `(void *, size_t)` for a single object. (A sized one for an
        // array would need the allocation's byte count, which only a
        // cookie-reading `delete[]` has; that storage is not returned.)
        let args = match (self.b.program.funcs[dealloc].params.len(), g.array) {
            (1, _) => Some(vec![raw]),
            (2, false) => {
                let size = self.b.types().size_of(g.elem).unwrap_or(0);
                let st = self.b.size_t();
                Some(vec![raw, self.b.int_lit(size as i128, st, span)])
            }
            _ => None,
        };
        if let Some(args) = args {
            if let Ok(call) = self.call_function(dealloc, args, span) {
                undo.push(self.b.expr_stmt(call));
            }
        }
        undo.push(self.b.stmt(StmtKind::Throw(None), span));
        let handler = self.b.block(undo);
        self.b.stmt(
            StmtKind::Try {
                body,
                handlers: vec![Handler {
                    ty: None,
                    var: None,
                    body: handler,
                }],
            },
            span,
        )
    }
}
