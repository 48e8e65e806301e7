//! The interpreter's state and its [`MetaEngine`] interface: variables
//! (meta variables, call frames, compile-time copies of globals and
//! constants), calls with the recursion limit and call-stack notes, the step
//! budget, and statement execution.

use crate::fxhash::FxHashMap;
use std::io::Write;

use crate::diagnostics as diag;
use crate::memory::{AllocKind, Fault, Memory, Ptr};
use crate::value::Val;
use lexer::diag::Diagnostic;
use lexer::source::Span;
use sema::meta::{MetaEngine, MetaLimits};
use sema::program::*;

/// How a statement finished.
pub enum Flow {
    Normal,
    Break,
    Continue,
    Return(Val),
    Goto(LabelId),
}

pub(crate) struct Frame {
    pub(crate) locals: FxHashMap<VarId, Ptr>,
    /// Where a function returning a class by value constructs its result
    /// (the caller's destination, so returning a prvalue elides the copy).
    pub(crate) ret_slot: Option<Ptr>,
    /// A constructor or destructor running for a base-class subobject:
    /// virtual bases are the most-derived object's to build and destroy.
    pub(crate) base_variant: bool,
    pub(crate) func: Option<FuncId>,
    /// The variadic arguments of the call, for `va_start`.
    pub(crate) varargs: Option<Ptr>,
}

/// The compile-time interpreter: a straightforward evaluator over the typed
/// program. Compile-time output goes to `out` as it is produced.
pub struct Interp<'w> {
    pub limits: MetaLimits,
    pub(crate) steps: u64,
    pub mem: Memory,
    /// Meta variables outside any call, and compile-time copies of globals.
    pub(crate) statics: FxHashMap<VarId, Ptr>,
    /// Each type's `std::type_info` object (`typeinfo`).
    pub(crate) type_infos: FxHashMap<TypeId, Ptr>,
    consts: FxHashMap<VarId, ConstValue>,
    pub(crate) frames: Vec<Frame>,
    strings: FxHashMap<Vec<u8>, Ptr>,
    funcs: FxHashMap<FuncId, Ptr>,
    out: &'w mut (dyn Write + Send),
    /// Per-type caches of the storage representation and integer shape.
    pub repr_cache: Vec<Option<Option<crate::value::Repr>>>,
    pub int_cache: Vec<Option<Option<(u32, bool)>>>,
    /// Evaluating a C++ constant expression (an array bound, a
    /// `static_assert`, a case label), not Circle meta code: the call depth
    /// it started at. The expression itself may not read the compile-time
    /// copy of a non-const global (the program may change the variable
    /// before it is used); functions it calls run as any compile-time call
    /// does in Circle, with the globals' compile-time copies.
    pub constant_expression: Option<usize>,
    /// Per allocation: the complete objects with virtual bases built in
    /// it (offset, class), most recent last (see `vtable`).
    pub complete_objects: FxHashMap<u32, Vec<(i64, StructId)>>,
    /// An error a meta object's destructor reported where no evaluation
    /// could return it (see `MetaEngine::release`).
    pub deferred: Vec<Diagnostic>,
    /// Globals with a destructor, in the order their initialization
    /// completed (destroyed in reverse when `main` returns).
    pub exit_order: Vec<VarId>,
    /// `main` is running as the program (see `startup`).
    pub running_main: bool,
    /// Per function: the local constructed in the caller's result object.
    pub nrvo_cache: FxHashMap<FuncId, Option<VarId>>,
    /// Destructions pending at the end of enclosing blocks, and at the end
    /// of enclosing full-expressions (see `cleanup`).
    pub scope_cleanups: Vec<crate::cleanup::Cleanup>,
    pub temp_cleanups: Vec<crate::cleanup::Cleanup>,
    /// Heap blocks that came from `malloc` rather than `new`.
    pub malloced: crate::fxhash::FxHashSet<Ptr>,
    /// Compile-time I/O: streams, the sandbox, what was read.
    pub io: crate::io::Io<'w>,
    /// Statements and declarations injected so far.
    injected: u64,
    /// When compile-time evaluation must stop (`max_time_ms`).
    pub(crate) deadline: Option<std::time::Instant>,
    /// Variables defined in the enclosing blocks, innermost last, with the
    /// call depth and storage: a block's end frees its variables, so a
    /// pointer to one (a meta block's local, a loop body's) dangles after.
    pub(crate) scope_vars: Vec<(usize, VarId, Ptr)>,
    /// The storage of variable-length arrays, by call depth: freed with
    /// the block that declared them, as the host gives its stack back.
    pub(crate) vla_blocks: Vec<(usize, Ptr)>,
    /// The addresses `&&label` gave, both ways (see `jumps`).
    pub(crate) label_ptrs: FxHashMap<LabelId, Ptr>,
    pub(crate) ptr_labels: FxHashMap<Ptr, LabelId>,
    /// Which engine runs compile-time functions (see `bytecode`).
    pub engine: sema::meta::MetaEngineKind,
    /// Per function: its bytecode, or `None` if it runs on the tree walker.
    pub(crate) bc_cache: FxHashMap<FuncId, Option<std::rc::Rc<crate::bytecode::Code>>>,
    /// Register vectors of finished bytecode calls, for the next calls.
    pub(crate) bc_pool: Vec<Vec<i128>>,
    /// Per function: whether it is a stream function implemented natively
    /// (see `streams`), and the compile-time classic locale.
    pub(crate) stream_fns: FxHashMap<FuncId, Option<crate::streams::StreamFn>>,
    pub(crate) streams: crate::streams::StreamState,
}

impl<'w> Interp<'w> {
    pub fn new(limits: MetaLimits, out: &'w mut (dyn Write + Send)) -> Interp<'w> {
        Self::with_io(limits, out, crate::io::Io::default())
    }

    /// An interpreter whose compile-time I/O uses `io` (the sandbox, the
    /// source map for relative paths, where stderr goes).
    pub fn with_io(
        limits: MetaLimits,
        out: &'w mut (dyn Write + Send),
        io: crate::io::Io<'w>,
    ) -> Interp<'w> {
        let deadline = (limits.max_time_ms > 0).then(|| {
            std::time::Instant::now() + std::time::Duration::from_millis(limits.max_time_ms)
        });
        Interp {
            limits,
            steps: 0,
            mem: Memory::new(limits.max_memory),
            statics: FxHashMap::default(),
            type_infos: FxHashMap::default(),
            consts: FxHashMap::default(),
            frames: Vec::new(),
            strings: FxHashMap::default(),
            funcs: FxHashMap::default(),
            out,
            repr_cache: Vec::new(),
            int_cache: Vec::new(),
            constant_expression: None,
            nrvo_cache: Default::default(),
            exit_order: Vec::new(),
            running_main: false,
            deferred: Vec::new(),
            complete_objects: Default::default(),
            scope_cleanups: Vec::new(),
            temp_cleanups: Vec::new(),
            malloced: Default::default(),
            io,
            injected: 0,
            deadline,
            scope_vars: Vec::new(),
            vla_blocks: Vec::new(),
            label_ptrs: Default::default(),
            ptr_labels: Default::default(),
            engine: Default::default(),
            bc_cache: Default::default(),
            bc_pool: Vec::new(),
            stream_fns: Default::default(),
            streams: Default::default(),
        }
    }

    /// Counts one step; the budget is shared by everything run from one
    /// entry point, and renewed after it is exhausted (so one runaway
    /// statement is reported once and the next ones still run).
    pub fn step(&mut self, span: Span) -> Result<(), Diagnostic> {
        self.steps += 1;
        if self.steps > self.limits.max_steps {
            self.steps = 0;
            return Err(diag::step_limit(span, self.limits.max_steps));
        }
        if self.steps.is_multiple_of(4096) {
            if let Some(d) = self.deadline {
                if std::time::Instant::now() > d {
                    // Reported once: later evaluations run unbounded again.
                    self.deadline = None;
                    return Err(diag::time_limit(span, self.limits.max_time_ms));
                }
            }
        }
        Ok(())
    }

    /// Charges a copy of `bytes` bytes: one step per 64 bytes, and the
    /// bytes against the memory limit while the copy exists.
    pub fn charge_copy(&mut self, bytes: u64, span: Span) -> Result<(), Diagnostic> {
        if bytes < 64 {
            return Ok(());
        }
        if self.mem.used().saturating_add(bytes) > self.limits.max_memory {
            return Err(diag::memory_limit(span, self.limits.max_memory));
        }
        self.steps = self.steps.saturating_add(bytes / 64 - 1);
        self.step(span)
    }

    /// Counts `n` bytes of compile-time output (stdout, stderr, files).
    pub fn charge_output(&mut self, n: usize, span: Span) -> Result<(), Diagnostic> {
        let total = self.io.output_bytes.saturating_add(n as u64);
        if total > self.limits.max_output {
            return Err(diag::output_limit(span, self.limits.max_output));
        }
        self.io.output_bytes = total;
        Ok(())
    }

    pub fn write_out(&mut self, bytes: &[u8], span: Span) -> Result<(), Diagnostic> {
        self.charge_output(bytes.len(), span)?;
        self.out
            .write_all(bytes)
            .and_then(|_| self.out.flush())
            .map_err(|e| diag::output_failed(span, &e.to_string()))
    }

    pub fn fault(&self, span: Span, f: Fault) -> Diagnostic {
        diag::fault(span, &f)
    }

    pub fn string_ptr(&mut self, bytes: &[u8], span: Span) -> Result<Ptr, Diagnostic> {
        if let Some(p) = self.strings.get(bytes) {
            return Ok(*p);
        }
        let p = self
            .mem
            .alloc_bytes(bytes, AllocKind::Str)
            .map_err(|f| diag::fault(span, &f))?;
        self.strings.insert(bytes.to_vec(), p);
        Ok(p)
    }

    pub fn func_ptr(&mut self, f: FuncId, span: Span) -> Result<Ptr, Diagnostic> {
        if let Some(p) = self.funcs.get(&f) {
            return Ok(*p);
        }
        let p = self
            .mem
            .alloc(0, AllocKind::Func(f))
            .map_err(|e| diag::fault(span, &e))?;
        self.funcs.insert(f, p);
        Ok(p)
    }

    /// The compile-time copy of a global, created on first use from its
    /// initializer (mutations stay in the copy).
    pub fn global_ptr(&mut self, prog: &Program, v: VarId, span: Span) -> Result<Ptr, Diagnostic> {
        if let Some(p) = self.statics.get(&v) {
            return Ok(*p);
        }
        if let Some(p) = crate::io::stdio::std_global(self, prog, v, span)? {
            return Ok(p);
        }
        if let Some(p) = crate::streams::library_global(self, prog, v, span)? {
            return Ok(p);
        }
        if let Some(p) = crate::libstdcxx::library_global(self, prog, v, span)? {
            return Ok(p);
        }
        let var = prog.var(v);
        if let Some(GlobalKind::TypeInfo(ty)) = var.global().map(|g| g.kind) {
            return self.type_info_object(prog, ty, span);
        }
        let Some(init) = var.global().and_then(|g| g.init.clone()) else {
            return Err(diag::not_constant_var(span, &var.name));
        };
        let Some(size) = prog.types.size_of(var.ty) else {
            return Err(diag::not_constant_var(span, &var.name));
        };
        let p = self
            .mem
            .alloc(size, AllocKind::Global(v))
            .map_err(|f| diag::fault(span, &f))?;
        // Registered first, so a self-referencing initializer terminates.
        self.statics.insert(v, p);
        self.store_const(prog, p, var.ty, &init, span, 0)?;
        // Dynamic initialization runs on first compile-time use; the
        // destructor only when `main` returns (see `startup`).
        if let Some(dynamic) = var.global().and_then(|g| g.dynamic_init.clone()) {
            let saved = self.constant_expression.take();
            let r = self.init_object(prog, p, var.ty, &dynamic, var.span);
            self.constant_expression = saved;
            r?;
        }
        if var.global().is_some_and(|g| g.destroy.is_some()) {
            self.exit_order.push(v);
        }
        Ok(p)
    }

    /// The address of a variable's storage (for a reference, of the
    /// reference itself).
    pub fn var_slot(&mut self, prog: &Program, v: VarId, span: Span) -> Result<Ptr, Diagnostic> {
        if let Some(f) = self.frames.last() {
            if let Some(p) = f.locals.get(&v) {
                return Ok(*p);
            }
        }
        if let Some(p) = self.statics.get(&v) {
            return Ok(*p);
        }
        if let Some(c) = self.consts.get(&v).cloned() {
            let ty = prog.var(v).ty;
            let size = prog.types.size_of(ty).unwrap_or(0);
            let p = self
                .mem
                .alloc(size, AllocKind::Const)
                .map_err(|f| diag::fault(span, &f))?;
            self.store_const(prog, p, ty, &c, span, 0)?;
            self.statics.insert(v, p);
            return Ok(p);
        }
        match prog.var(v).kind {
            VarKind::Global(_) => self.global_ptr(prog, v, span),
            _ => Err(diag::not_constant_var(span, &prog.var(v).name)),
        }
    }

    /// The address of the object a variable names.
    pub fn var_addr(&mut self, prog: &Program, v: VarId, span: Span) -> Result<Ptr, Diagnostic> {
        let slot = self.var_slot(prog, v, span)?;
        if matches!(prog.types.kind(prog.var(v).ty), Type::Reference { .. }) {
            let b = self
                .mem
                .read(slot, 8, true)
                .map_err(|f| diag::fault(span, &f))?;
            let mut buf = [0u8; 8];
            buf.copy_from_slice(b);
            return Ok(Ptr(u64::from_le_bytes(buf)));
        }
        Ok(slot)
    }

    /// Creates (or re-creates) a variable's storage for its definition.
    pub(crate) fn define_var(
        &mut self,
        prog: &Program,
        v: VarId,
        span: Span,
    ) -> Result<Ptr, Diagnostic> {
        let ty = prog.var(v).ty;
        let size = if matches!(prog.types.kind(ty), Type::Reference { .. }) {
            8
        } else {
            prog.types.size_of(ty).unwrap_or(0)
        };
        let existing = match self.frames.last() {
            Some(f) => f.locals.get(&v).copied(),
            None => self.statics.get(&v).copied(),
        };
        if let Some(p) = existing {
            if self.mem.size(p) == Some(size) {
                return Ok(p);
            }
            self.mem.free(p);
        }
        let p = self
            .mem
            .alloc(size, AllocKind::Object)
            .map_err(|f| diag::fault(span, &f))?;
        match self.frames.last_mut() {
            Some(f) => {
                f.locals.insert(v, p);
            }
            None => {
                self.statics.insert(v, p);
            }
        }
        self.scope_vars.push((self.frames.len(), v, p));
        Ok(p)
    }

    /// Runs a block: its variables end with it.
    pub(crate) fn block_scope<T>(
        &mut self,
        prog: &Program,
        f: impl FnOnce(&mut Self) -> Result<T, Diagnostic>,
    ) -> Result<T, Diagnostic> {
        let mark = self.scope_vars.len();
        let vla_mark = self.vla_blocks.len();
        let r = self.scoped(prog, f)?;
        let depth = self.frames.len();
        while self.vla_blocks.len() > vla_mark {
            if let Some((d, p)) = self.vla_blocks.pop() {
                if d == depth {
                    self.mem.free(p);
                }
            }
        }
        while self.scope_vars.len() > mark {
            let Some((d, v, p)) = self.scope_vars.pop() else {
                break;
            };
            if d != depth {
                continue;
            }
            let map = match self.frames.last_mut() {
                Some(fr) => &mut fr.locals,
                None => &mut self.statics,
            };
            if map.get(&v) == Some(&p) {
                map.remove(&v);
                self.mem.free(p);
            }
        }
        Ok(r)
    }

    /// Initializes the object at `p` of type `ty`.
    pub fn init_object(
        &mut self,
        prog: &Program,
        p: Ptr,
        ty: TypeId,
        init: &Init,
        span: Span,
    ) -> Result<(), Diagnostic> {
        self.step(span)?;
        let size = prog.types.size_of(ty).unwrap_or(0);
        match init {
            Init::Zero => self.zero_object(prog, p, ty, span),
            Init::Expr(e) => {
                let e = *e;
                if let Type::Reference { .. } = prog.types.kind(ty) {
                    let a = self.eval_lvalue(prog, e)?;
                    return self
                        .mem
                        .write(p, &a.0.to_le_bytes())
                        .map_err(|f| diag::fault(span, &f));
                }
                if let (Type::Array { .. }, ExprKind::Str(bytes)) =
                    (prog.types.kind(ty), &prog.expr(e).kind)
                {
                    let mut b = bytes.clone();
                    b.resize(size as usize, 0);
                    return self.mem.write(p, &b).map_err(|f| diag::fault(span, &f));
                }
                if prog.expr(e).category == ValueCategory::RValue
                    && crate::objects::is_object_type(prog, ty)
                {
                    return self.init_into(prog, p, ty, e, false);
                }
                let v = self.eval(prog, e)?;
                self.store(prog, p, ty, &v, prog.expr(e).span)
            }
            Init::List(items) => {
                self.zero_object(prog, p, ty, span)?;
                match prog.types.kind(ty).clone() {
                    Type::Array { elem, .. } => {
                        let es = prog.types.size_of(elem).unwrap_or(0) as i64;
                        for (i, item) in items.iter().enumerate() {
                            self.init_object(prog, p.offset_by(i as i64 * es), elem, item, span)?;
                        }
                    }
                    Type::Struct(s) => {
                        for (item, (fty, off, bit)) in
                            items.iter().zip(crate::objects::members(prog, s))
                        {
                            let at = p.offset_by(off as i64);
                            self.init_member(prog, at, fty, bit, item, span)?;
                        }
                    }
                    _ => {
                        if let Some(first) = items.first() {
                            self.init_object(prog, p, ty, first, span)?;
                        }
                    }
                }
                Ok(())
            }
        }
    }

    // -- calls -------------------------------------------------------------------

    /// Calls a function of the program with evaluated arguments (addresses
    /// for reference parameters).
    pub fn call(
        &mut self,
        prog: &Program,
        f: FuncId,
        args: Vec<Val>,
        span: Span,
    ) -> Result<Val, Diagnostic> {
        self.call_variant(prog, f, args, span, None, false)
    }

    /// [`Interp::call`] with the destination of a class result (`None`:
    /// the result comes back as a value) and, for a constructor or
    /// destructor, whether it runs for a base-class subobject.
    pub fn call_variant(
        &mut self,
        prog: &Program,
        f: FuncId,
        args: Vec<Val>,
        span: Span,
        dest: Option<Ptr>,
        base_variant: bool,
    ) -> Result<Val, Diagnostic> {
        if let Some(r) = crate::streams::intercept(self, prog, f, &args, span) {
            // A result bound to a reference parameter is evaluated into
            // its temporary.
            let v = r?;
            if let (Some(d), false) = (dest, matches!(v, Val::Void)) {
                self.store(prog, d, prog.func(f).ret, &v, span)?;
            }
            return Ok(v);
        }
        let func = prog.func(f);
        // A base-object constructor or destructor runs its complete-object
        // variant's body (see `Function::variant_of`).
        let base_variant = base_variant || func.variant_of.is_some();
        let body = func
            .body
            .or_else(|| func.variant_of.and_then(|c| prog.func(c).body));
        let Some(body) = body else {
            let v = crate::native::call(self, prog, f, &args, span)?;
            // A native class result (the rehash policy's `pair`) goes to
            // the destination a class prvalue is evaluated into.
            if let (Some(d), Val::Agg(_)) = (dest, &v) {
                self.store(prog, d, func.ret, &v, span)?;
            }
            return Ok(v);
        };
        if dest.is_none() && self.is_program_entry(prog, f, self.frames.len()) {
            return self.run_program(prog, f, args, span);
        }
        if self.frames.len() >= self.limits.max_call_depth as usize {
            return Err(diag::recursion_limit(span, self.limits.max_call_depth));
        }
        // A class result without a destination is built in scratch storage
        // and comes back as its bytes.
        let scratch = match dest {
            None if crate::objects::is_object_type(prog, func.ret) => {
                let size = prog.types.size_of(func.ret).unwrap_or(0);
                Some(
                    self.mem
                        .alloc(size, AllocKind::Object)
                        .map_err(|e| diag::fault(span, &e))?,
                )
            }
            _ => None,
        };
        let scope_mark = self.scope_vars.len();
        self.frames.push(Frame {
            locals: FxHashMap::default(),
            ret_slot: dest.or(scratch),
            base_variant,
            func: Some(f),
            varargs: None,
        });
        let this = args.first().map(Val::as_ptr);
        let r = self.run_call(prog, f, body, args, span);
        // A complete object whose destructor ran reads as destroyed.
        if let (Ok(_), FuncKind::Destructor, false, Some(this)) =
            (&r, func.kind, base_variant, this)
        {
            let size = func
                .class
                .and_then(|c| prog.types.structs.get(c))
                .map_or(0, |d| d.size);
            self.mem.mark_destroyed(this, size);
        }
        let r = match (r, scratch) {
            (Ok(_), Some(p)) => {
                let v = self.load(prog, p, func.ret, span);
                self.mem.free(p);
                v
            }
            (r, _) => r,
        };
        // The meta call stack, innermost call first (this frame's depth:
        // the number of calls up to and including it).
        let depth = self.frames.len();
        let r = r.map_err(|d| diag::call_note(d, span, &func.name, depth));
        self.scope_vars.truncate(scope_mark);
        if let Some(frame) = self.frames.pop() {
            let mut ptrs: Vec<Ptr> = frame.locals.into_values().collect();
            ptrs.sort();
            // The named return value lives in the caller's object.
            for p in ptrs.into_iter().filter(|p| Some(*p) != frame.ret_slot) {
                self.mem.free(p);
            }
        }
        r
    }

    fn run_call(
        &mut self,
        prog: &Program,
        f: FuncId,
        body: StmtId,
        args: Vec<Val>,
        span: Span,
    ) -> Result<Val, Diagnostic> {
        // A call constructing its result in a destination (`ret_slot`)
        // returns through memory: the tree walker's business.
        if self.frames.last().is_some_and(|fr| fr.ret_slot.is_none()) {
            if let Some(code) = self.bytecode_for(prog, f) {
                return self.run_bytecode(prog, f, &code, &args, span);
            }
        }
        let func = prog.func(f);
        if func.variadic {
            let extra = args.get(func.params.len()..).unwrap_or(&[]);
            let block = self.store_varargs(extra, span)?;
            if let Some(fr) = self.frames.last_mut() {
                fr.varargs = Some(block);
            }
        }
        for (i, a) in args.into_iter().enumerate() {
            let Some(&pv) = func.params.get(i) else {
                break;
            };
            let slot = self.define_var(prog, pv, span)?;
            let ty = prog.var(pv).ty;
            if matches!(prog.types.kind(ty), Type::Reference { .. }) {
                let bytes = a.as_ptr().0.to_le_bytes();
                self.mem
                    .write(slot, &bytes)
                    .map_err(|e| diag::fault(span, &e))?;
            } else {
                self.store(prog, slot, ty, &a, span)?;
            }
        }
        match self.exec_stmt(prog, body)? {
            Flow::Return(v) => Ok(v),
            // A `goto` whose label is nested in another statement.
            Flow::Goto(_) => Err(diag::bad_jump(span)),
            _ if prog.types.is_void(func.ret) => Ok(Val::Void),
            // Flowing off the end of `main` returns 0 ([basic.start.main]).
            _ if func.name == "main" && func.class.is_none() => Ok(Val::Int(0)),
            _ => Err(diag::no_return(prog.stmt(body).span, &func.name)),
        }
    }

    /// Whether the innermost call is a constructor or destructor running
    /// for a base-class subobject.
    pub fn in_base_variant(&self) -> bool {
        self.frames.last().is_some_and(|f| f.base_variant)
    }

    /// Runs `f` at the top level, unwinding any frames an error left.
    /// Whether a read here is a read of the constant expression being
    /// evaluated itself, not of a function it calls.
    pub fn in_constant_expression(&self) -> bool {
        self.constant_expression == Some(self.frames.len())
    }

    fn top<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<T, Diagnostic>,
    ) -> Result<T, Diagnostic> {
        if let Some(d) = self.deferred.pop() {
            return Err(d);
        }
        let depth = self.frames.len();
        let (scopes, temps) = (self.scope_cleanups.len(), self.temp_cleanups.len());
        let vars = self.scope_vars.len();
        let r = f(self);
        self.scope_vars.truncate(vars);
        if r.is_err() {
            // An error abandons the evaluation: no destructor runs.
            self.scope_cleanups.truncate(scopes);
            self.temp_cleanups.truncate(temps);
        }
        while self.frames.len() > depth {
            if let Some(frame) = self.frames.pop() {
                for p in frame.locals.into_values() {
                    self.mem.free(p);
                }
            }
        }
        r
    }

    // -- statements --------------------------------------------------------------

    pub fn exec_stmt(&mut self, prog: &Program, s: StmtId) -> Result<Flow, Diagnostic> {
        let st = prog.stmt(s);
        let span = st.span;
        self.step(span)?;
        match &st.kind {
            StmtKind::Empty | StmtKind::Case { .. } | StmtKind::Default | StmtKind::Label(_) => {
                Ok(Flow::Normal)
            }
            StmtKind::Block(list) => self.block_scope(prog, |me| me.exec_block(prog, list, 0)),
            StmtKind::Expr(e) => {
                self.eval_discard(prog, *e)?;
                Ok(Flow::Normal)
            }
            StmtKind::Decl { var, init } => {
                let p = match self.nrvo_slot(prog, *var) {
                    Some(p) => p,
                    None => self.define_var(prog, *var, span)?,
                };
                if let Some(i) = init {
                    let ty = prog.var(*var).ty;
                    self.init_object(prog, p, ty, i, span)?;
                }
                Ok(Flow::Normal)
            }
            StmtKind::If { cond, then, else_ } => {
                if self.eval(prog, *cond)?.truthy() {
                    self.exec_stmt(prog, *then)
                } else if let Some(e) = else_ {
                    self.exec_stmt(prog, *e)
                } else {
                    Ok(Flow::Normal)
                }
            }
            StmtKind::CodegenIf { .. } => Err(diag::codegen_if(span)),
            StmtKind::While { cond, body } => loop {
                self.step(span)?;
                if !self.eval(prog, *cond)?.truthy() {
                    return Ok(Flow::Normal);
                }
                match self.exec_stmt(prog, *body)? {
                    Flow::Break => return Ok(Flow::Normal),
                    Flow::Normal | Flow::Continue => {}
                    other => return Ok(other),
                }
            },
            StmtKind::DoWhile { body, cond } => loop {
                self.step(span)?;
                match self.exec_stmt(prog, *body)? {
                    Flow::Break => return Ok(Flow::Normal),
                    Flow::Normal | Flow::Continue => {}
                    other => return Ok(other),
                }
                if !self.eval(prog, *cond)?.truthy() {
                    return Ok(Flow::Normal);
                }
            },
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => self.block_scope(prog, |me| {
                // Objects declared in the init-statement live until the loop
                // ends, not until the init-statement's block ends.
                if let Some(i) = init {
                    let flow = match &prog.stmt(*i).kind {
                        StmtKind::Block(list) => me.exec_block(prog, list, 0)?,
                        _ => me.exec_stmt(prog, *i)?,
                    };
                    match flow {
                        Flow::Normal => {}
                        other => return Ok(other),
                    }
                }
                me.run_for(prog, *cond, *step, *body, span)
            }),
            StmtKind::Switch {
                cond,
                body,
                cases,
                default,
            } => {
                let v = self.eval(prog, *cond)?.as_int();
                let target = cases
                    .iter()
                    .find(|c| c.value == v)
                    .map(|c| c.label)
                    .or(*default);
                let Some(target) = target else {
                    return Ok(Flow::Normal);
                };
                match self.exec_from(prog, *body, crate::jumps::Target::Stmt(target))? {
                    Flow::Break => Ok(Flow::Normal),
                    other => Ok(other),
                }
            }
            StmtKind::Break => Ok(Flow::Break),
            StmtKind::Continue => Ok(Flow::Continue),
            StmtKind::Return(e) => {
                let v = match e {
                    Some(e) if self.frames.last().and_then(|f| f.ret_slot).is_some() => {
                        let slot = self.frames.last().and_then(|f| f.ret_slot);
                        let ty = prog.expr(*e).ty;
                        if let Some(slot) = slot {
                            if !self.returns_nrvo(prog, *e) {
                                self.init_into(prog, slot, ty, *e, false)?;
                            }
                        }
                        Val::Void
                    }
                    Some(e) => {
                        if prog.expr(*e).category == ValueCategory::LValue {
                            Val::Ptr(self.eval_lvalue(prog, *e)?)
                        } else {
                            self.eval(prog, *e)?
                        }
                    }
                    None => Val::Void,
                };
                Ok(Flow::Return(v))
            }
            StmtKind::Goto(l) => Ok(Flow::Goto(*l)),
            StmtKind::GotoIndirect(e) => self.computed_goto(prog, *e, span),
            StmtKind::Try { body, .. } => self.exec_stmt(prog, *body),
            StmtKind::Throw(_) => Err(diag::throw(span)),
            StmtKind::Asm(_) => Err(diag::not_constant(span, "inline assembly")),
            StmtKind::Init {
                target,
                init,
                vbase,
            } => {
                if *vbase && self.in_base_variant() {
                    return Ok(Flow::Normal);
                }
                self.exec_member_init(prog, *target, init, span)?;
                Ok(Flow::Normal)
            }
            StmtKind::PushCleanup {
                target,
                destroy,
                eh_only,
                variants,
            } => {
                self.exec_push_cleanup(prog, *target, *destroy, *eh_only, *variants, span)?;
                Ok(Flow::Normal)
            }
        }
    }

    pub(crate) fn run_for(
        &mut self,
        prog: &Program,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: StmtId,
        span: Span,
    ) -> Result<Flow, Diagnostic> {
        loop {
            self.step(span)?;
            if let Some(c) = cond {
                if !self.eval(prog, c)?.truthy() {
                    return Ok(Flow::Normal);
                }
            }
            match self.exec_stmt(prog, body)? {
                Flow::Break => return Ok(Flow::Normal),
                Flow::Normal | Flow::Continue => {}
                other => return Ok(other),
            }
            if let Some(s) = step {
                self.eval_discard(prog, s)?;
            }
        }
    }

    pub(crate) fn exec_block(
        &mut self,
        prog: &Program,
        list: &[StmtId],
        start: usize,
    ) -> Result<Flow, Diagnostic> {
        self.exec_block_at(prog, list, start, None)
    }
}

impl MetaEngine for Interp<'_> {
    fn eval(&mut self, prog: &Program, expr: ExprId) -> Result<ConstValue, Diagnostic> {
        self.top(|me| {
            let x = prog.expr(expr);
            let v = if x.category == ValueCategory::LValue {
                let p = me.eval_lvalue(prog, expr)?;
                if matches!(prog.types.kind(x.ty), Type::Array { .. }) {
                    Val::Ptr(p)
                } else {
                    me.load(prog, p, x.ty, x.span)?
                }
            } else {
                me.eval(prog, expr)?
            };
            me.const_of_val(prog, &v, x.ty, x.span)
        })
    }

    fn eval_constant(&mut self, prog: &Program, expr: ExprId) -> Result<ConstValue, Diagnostic> {
        let depth = self.frames.len();
        let saved = self.constant_expression.replace(depth);
        let r = MetaEngine::eval(self, prog, expr);
        self.constant_expression = saved;
        r
    }

    fn exec(&mut self, prog: &Program, stmt: StmtId) -> Result<(), Diagnostic> {
        self.top(|me| match me.exec_stmt(prog, stmt)? {
            Flow::Normal | Flow::Break | Flow::Continue => Ok(()),
            Flow::Return(_) | Flow::Goto(_) => Err(diag::unsupported(
                prog.stmt(stmt).span,
                "leaving a meta statement with 'return' or 'goto'",
            )),
        })
    }

    fn read_var(&mut self, prog: &Program, var: VarId) -> Result<ConstValue, Diagnostic> {
        let span = prog.var(var).span;
        self.top(|me| {
            let ty = prog.var(var).ty;
            let p = me.var_addr(prog, var, span)?;
            let v = me.load(prog, p, ty, span)?;
            me.const_of_val(prog, &v, ty, span)
        })
    }

    fn bind_constant(&mut self, var: VarId, value: ConstValue) {
        self.consts.insert(var, value);
    }

    fn release(&mut self, prog: &Program, var: VarId) {
        if let Some(p) = self.statics.get(&var).copied() {
            // A meta object's destructor runs when its scope ends; an error
            // it reports surfaces at the next compile-time evaluation.
            if self.frames.is_empty() {
                if let Err(d) = self.top(|me| me.destroy_meta_object(prog, p)) {
                    self.deferred.push(d);
                }
            }
            self.statics.remove(&var);
            self.mem.free(p);
        }
    }

    fn charge(&mut self, span: Span) -> Result<(), Diagnostic> {
        self.step(span)
    }

    fn charge_injection(&mut self, span: Span, count: u64) -> Result<(), Diagnostic> {
        self.injected = self.injected.saturating_add(count);
        if self.injected > self.limits.max_injected {
            return Err(diag::injection_limit(span, self.limits.max_injected));
        }
        Ok(())
    }
}
