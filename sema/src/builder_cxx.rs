//! [`Builder`] methods for the C++ object model's nodes: classes, member
//! functions, construction, temporaries and cleanups, virtual calls.
//! Sema's class translation uses them, and so do the interpreter's and the
//! code generators' tests, which build such programs by hand.

use crate::builder::{Builder, FuncDecl};
use crate::program::*;
use lexer::source::Span;

impl Builder {
    /// Declares a member function of `class`: parameter 0 is `this` (a
    /// pointer to the class, `const` for a const member function), then
    /// `params`. `kind` is `Method`, `Constructor` or `Destructor`.
    pub fn declare_method(
        &mut self,
        class: StructId,
        kind: FuncKind,
        mut d: FuncDecl,
        is_const: bool,
    ) -> FuncId {
        let cls = self.ty(Type::Struct(class));
        let obj = if is_const { self.const_of(cls) } else { cls };
        let this_ty = self.ptr(obj);
        d.params.insert(0, ("this".to_string(), this_ty));
        let f = self.declare_function(d);
        let func = &mut self.program.funcs[f];
        func.kind = kind;
        func.class = Some(class);
        f
    }

    /// The `this` pointer of a member function, as a pointer rvalue.
    pub fn this_ptr(&mut self, f: FuncId, span: Span) -> ExprId {
        let this = self.param(f, 0);
        self.load(this, span)
    }

    /// `*this` of a member function: an lvalue of the class.
    pub fn this_obj(&mut self, f: FuncId, span: Span) -> ExprId {
        let p = self.this_ptr(f, span);
        self.deref(p)
    }

    /// A constructor call into the destination: a prvalue of the class.
    pub fn construct(&mut self, ctor: FuncId, args: Vec<ExprId>, zero: bool, span: Span) -> ExprId {
        let ty = self.class_of(ctor);
        self.expr(
            ExprKind::Construct { ctor, args, zero },
            ty,
            ValueCategory::RValue,
            span,
        )
    }

    /// Aggregate initialization of `ty` as a prvalue.
    pub fn aggregate(&mut self, ty: TypeId, inits: Vec<Init>, span: Span) -> ExprId {
        self.expr(ExprKind::Aggregate(inits), ty, ValueCategory::RValue, span)
    }

    /// Materializes the prvalue `init` in a new local (an lvalue).
    pub fn temporary(&mut self, init: ExprId, destroy: Option<Destroy>, extended: bool) -> ExprId {
        let span = self.span(init);
        let ty = self.ty_of(init);
        let var = self.local("(temporary)", ty, span);
        self.expr(
            ExprKind::Temporary {
                var,
                init,
                destroy,
                extended,
            },
            ty,
            ValueCategory::LValue,
            span,
        )
    }

    /// Ends the lifetime of the temporaries `e` created.
    pub fn full_expr(&mut self, e: ExprId) -> ExprId {
        let x = &self.program.exprs[e];
        let (ty, cat, span) = (x.ty, x.category, x.span);
        self.expr(ExprKind::FullExpr(e), ty, cat, span)
    }

    /// A virtual call through the object pointer `object`.
    pub fn virtual_call(
        &mut self,
        object: ExprId,
        slot: u32,
        callee: FuncId,
        args: Vec<ExprId>,
        span: Span,
    ) -> ExprId {
        let ret = self.program.funcs[callee].ret;
        let (ty, cat) = match self.types().kind(ret) {
            Type::Reference { referent, .. } => (*referent, ValueCategory::LValue),
            _ => (ret, ValueCategory::RValue),
        };
        self.expr(
            ExprKind::VirtualCall {
                object,
                slot,
                callee,
                args,
            },
            ty,
            cat,
            span,
        )
    }

    /// `({ body; result })`.
    pub fn stmt_expr(&mut self, body: StmtId, result: Option<ExprId>, span: Span) -> ExprId {
        let (ty, cat) = match result {
            Some(r) => {
                let x = &self.program.exprs[r];
                (x.ty, x.category)
            }
            None => (self.void(), ValueCategory::RValue),
        };
        self.expr(ExprKind::StmtExpr { body, result }, ty, cat, span)
    }

    /// Adjusts an object address (pointer rvalue or lvalue) to a base or
    /// derived subobject of type `to` (the class, not the pointer type).
    pub fn base_adjust(
        &mut self,
        operand: ExprId,
        to: TypeId,
        offset: i64,
        vbase: Option<i64>,
    ) -> ExprId {
        let x = &self.program.exprs[operand];
        let (cat, span) = (x.category, x.span);
        let ty = if cat == ValueCategory::LValue {
            to
        } else {
            self.ptr(to)
        };
        let null_check = cat == ValueCategory::RValue;
        self.expr(
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

    /// Initializes the object an lvalue designates.
    pub fn init_stmt(&mut self, target: ExprId, init: Init) -> StmtId {
        let span = self.span(target);
        self.stmt(
            StmtKind::Init {
                target,
                init,
                vbase: false,
            },
            span,
        )
    }

    /// Initializes a virtual base in a complete-object constructor (see
    /// [`StmtKind::Init`]).
    pub fn vbase_init_stmt(&mut self, target: ExprId, init: Init) -> StmtId {
        let span = self.span(target);
        self.stmt(
            StmtKind::Init {
                target,
                init,
                vbase: true,
            },
            span,
        )
    }

    /// Schedules the destruction of the object at `target` at block exit.
    pub fn push_cleanup(&mut self, target: ExprId, destroy: Destroy, eh_only: bool) -> StmtId {
        self.push_cleanup_in(target, destroy, eh_only, Variants::Both)
    }

    /// [`Builder::push_cleanup`] for only some variants of a constructor
    /// or destructor.
    pub fn push_cleanup_in(
        &mut self,
        target: ExprId,
        destroy: Destroy,
        eh_only: bool,
        variants: Variants,
    ) -> StmtId {
        let span = self.span(target);
        self.stmt(
            StmtKind::PushCleanup {
                target,
                destroy,
                eh_only,
                variants,
            },
            span,
        )
    }

    /// The class type a constructor or destructor belongs to.
    fn class_of(&mut self, f: FuncId) -> TypeId {
        match self.program.funcs[f].class {
            Some(c) => self.ty(Type::Struct(c)),
            None => self.void(),
        }
    }
}
