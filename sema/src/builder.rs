//! [`Builder`]: the one way to fill a [`Program`]. Sema's AST translation and
//! codegen's tests both use it, so the typing rules it applies (lvalue loads,
//! array decay, integral promotion, the usual arithmetic conversions,
//! argument conversion) are written once.
//!
//! The low-level methods (`expr`, `stmt`) push nodes as given; the helpers
//! (`rvalue`, `convert`, `binary`, `assign`, `call`, ...) insert the
//! implicit conversions the typed program requires to be explicit. Helpers
//! never panic: on operands they cannot type (e.g. `void` arithmetic) they
//! still build a node of a plausible type, since reporting type errors is
//! sema's job before it calls them.

use crate::program::*;
use lexer::source::Span;

/// Everything needed to declare a function.
#[derive(Clone, Debug)]
pub struct FuncDecl {
    pub name: String,
    /// Empty: use `name`.
    pub link_name: String,
    pub ret: TypeId,
    pub params: Vec<(String, TypeId)>,
    pub variadic: bool,
    pub exec: ExecSpace,
    pub is_inline: bool,
    pub linkage: Linkage,
    pub span: Span,
}

impl FuncDecl {
    /// An external, non-inline, non-variadic function.
    pub fn new(name: &str, ret: TypeId, params: Vec<(&str, TypeId)>, exec: ExecSpace) -> FuncDecl {
        FuncDecl {
            name: name.into(),
            link_name: String::new(),
            ret,
            params: params
                .into_iter()
                .map(|(n, t)| (n.to_string(), t))
                .collect(),
            variadic: false,
            exec,
            is_inline: false,
            linkage: Linkage::External,
            span: Span::DUMMY,
        }
    }
    pub fn inline(mut self) -> FuncDecl {
        self.is_inline = true;
        self
    }
    pub fn at(mut self, span: Span) -> FuncDecl {
        self.span = span;
        self
    }
}

#[derive(Default)]
pub struct Builder {
    pub program: Program,
}

impl Builder {
    pub fn new() -> Builder {
        Builder::default()
    }

    /// Freezes the program.
    pub fn finish(self) -> Program {
        self.program
    }

    pub fn types(&self) -> &TypeTable {
        &self.program.types
    }

    // -- types --------------------------------------------------------------

    pub fn ty(&mut self, t: Type) -> TypeId {
        self.program.types.intern(t)
    }
    pub fn void(&mut self) -> TypeId {
        self.ty(Type::Void)
    }
    pub fn bool_ty(&mut self) -> TypeId {
        self.ty(Type::Bool)
    }
    pub fn int_ty(&mut self, k: IntKind) -> TypeId {
        self.ty(Type::Int(k))
    }
    pub fn int(&mut self) -> TypeId {
        self.int_ty(IntKind::Int)
    }
    pub fn uint(&mut self) -> TypeId {
        self.int_ty(IntKind::UInt)
    }
    pub fn float_ty(&mut self, k: FloatKind) -> TypeId {
        self.ty(Type::Float(k))
    }
    pub fn float(&mut self) -> TypeId {
        self.float_ty(FloatKind::Float)
    }
    pub fn double(&mut self) -> TypeId {
        self.float_ty(FloatKind::Double)
    }
    pub fn ptr(&mut self, pointee: TypeId) -> TypeId {
        self.ty(Type::Pointer {
            pointee,
            space: AddrSpace::Generic,
        })
    }
    pub fn ptr_in(&mut self, pointee: TypeId, space: AddrSpace) -> TypeId {
        self.ty(Type::Pointer { pointee, space })
    }
    pub fn array(&mut self, elem: TypeId, len: u64) -> TypeId {
        self.ty(Type::Array {
            elem,
            len: Some(len),
        })
    }
    pub fn reference(&mut self, referent: TypeId) -> TypeId {
        self.ty(Type::Reference {
            referent,
            rvalue: false,
        })
    }
    pub fn const_of(&mut self, base: TypeId) -> TypeId {
        let align = self.program.types.written_align(base).unwrap_or(0) as u32;
        let base = self.program.types.unqualified(base);
        self.ty(Type::Qualified {
            base,
            is_const: true,
            is_volatile: false,
            align,
        })
    }
    /// `ptrdiff_t` / `long`.
    pub fn ptrdiff(&mut self) -> TypeId {
        self.int_ty(IntKind::Long)
    }
    /// `size_t` / `unsigned long`.
    pub fn size_t(&mut self) -> TypeId {
        self.int_ty(IntKind::ULong)
    }

    /// Declares a struct (incomplete until [`Self::define_struct`]).
    pub fn declare_struct(&mut self, name: &str, span: Span) -> (StructId, TypeId) {
        let id = self.program.types.structs.push(StructDef {
            name: name.into(),
            align: 1,
            span,
            ..StructDef::default()
        });
        (id, self.ty(Type::Struct(id)))
    }

    /// Lays out a declared struct; `Err(i)` if field `i` is incomplete.
    pub fn define_struct(
        &mut self,
        id: StructId,
        fields: Vec<(&str, TypeId)>,
    ) -> Result<(), usize> {
        let fields = fields
            .into_iter()
            .map(|(n, t)| (n.to_string(), t, Span::DUMMY))
            .collect();
        self.program.types.layout_struct(id, fields)
    }

    /// Declares and defines a struct in one step.
    pub fn struct_ty(&mut self, name: &str, fields: Vec<(&str, TypeId)>) -> TypeId {
        let (id, ty) = self.declare_struct(name, Span::DUMMY);
        // An incomplete field leaves the struct incomplete; sema reports it.
        let _ = self.define_struct(id, fields);
        ty
    }

    pub fn enum_ty(
        &mut self,
        name: &str,
        underlying: TypeId,
        scoped: bool,
        enumerators: Vec<(&str, i128)>,
    ) -> (EnumId, TypeId) {
        let id = self.program.types.enums.push(EnumDef {
            name: name.into(),
            underlying,
            scoped,
            enumerators: enumerators
                .into_iter()
                .map(|(n, v)| Enumerator {
                    name: n.into(),
                    value: v,
                    span: Span::DUMMY,
                })
                .collect(),
            span: Span::DUMMY,
        });
        (id, self.ty(Type::Enum(id)))
    }

    /// The implicit `enum class nvvm_arch_t : int` with one `sm_XX` per
    /// compute capability (sorted, deduplicated).
    pub fn nvvm_arch_type(&mut self, ccs: &[u32]) -> TypeId {
        let mut ccs = ccs.to_vec();
        ccs.sort_unstable();
        ccs.dedup();
        let names: Vec<String> = ccs.iter().map(|c| format!("sm_{c}")).collect();
        let int = self.int();
        let ens = names
            .iter()
            .zip(&ccs)
            .map(|(n, &c)| (n.as_str(), c as i128))
            .collect();
        let (id, ty) = self.enum_ty("nvvm_arch_t", int, true, ens);
        self.program.nvvm_arch_enum = Some(id);
        ty
    }

    /// The implicit `enum class amdgpu_arch_t : int`, one enumerator per AMD
    /// CPU name, numbered from 1 in the given order.
    pub fn amdgpu_arch_type(&mut self, cpus: &[&str]) -> TypeId {
        let int = self.int();
        let ens = cpus
            .iter()
            .enumerate()
            .map(|(i, c)| (*c, i as i128 + 1))
            .collect();
        let (id, ty) = self.enum_ty("amdgpu_arch_t", int, true, ens);
        self.program.amdgpu_arch_enum = Some(id);
        ty
    }

    // -- declarations -------------------------------------------------------

    pub fn declare_function(&mut self, d: FuncDecl) -> FuncId {
        let fid = self.program.funcs.next_id();
        let params: Vec<VarId> = d
            .params
            .iter()
            .enumerate()
            .map(|(i, (n, t))| {
                self.program.vars.push(Var {
                    name: n.clone(),
                    link_name: String::new(),
                    ty: *t,
                    kind: VarKind::Param { index: i as u32 },
                    span: d.span,
                })
            })
            .collect();
        let ty = self.ty(Type::Function {
            ret: d.ret,
            params: d.params.iter().map(|p| p.1).collect(),
            variadic: d.variadic,
        });
        let link_name = if d.link_name.is_empty() {
            d.name.clone()
        } else {
            d.link_name
        };
        let id = self.program.funcs.push(Function {
            name: d.name,
            link_name,
            ty,
            ret: d.ret,
            params,
            variadic: d.variadic,
            exec: d.exec,
            is_inline: d.is_inline,
            linkage: d.linkage,
            body: None,
            span: d.span,
            attrs: FuncAttrs::default(),
            kind: FuncKind::Free,
            class: None,
            aliases: Vec::new(),
            base_variant: None,
            variant_of: None,
            thunks: Vec::new(),
            in_system_header: false,
            extern_instance: false,
        });
        debug_assert_eq!(id, fid);
        id
    }

    /// Gives a declared function its body.
    pub fn define(&mut self, f: FuncId, body: StmtId) {
        let mut twin = None;
        if let Some(func) = self.program.funcs.get_mut(f) {
            func.body = Some(body);
            twin = func.base_variant;
        }
        // A base-object variant runs the same body.
        if let Some(t) = twin.and_then(|t| self.program.funcs.get_mut(t)) {
            t.body = Some(body);
        }
    }

    /// Sets a function's code-generation attributes.
    pub fn set_attrs(&mut self, f: FuncId, attrs: FuncAttrs) {
        if let Some(func) = self.program.funcs.get_mut(f) {
            func.attrs = attrs;
        }
    }

    pub fn param(&self, f: FuncId, i: usize) -> VarId {
        self.program.funcs[f].params[i]
    }

    pub fn global(&mut self, name: &str, ty: TypeId, g: GlobalVar, span: Span) -> VarId {
        let id = self.program.vars.push(Var {
            name: name.into(),
            link_name: name.into(),
            ty,
            kind: VarKind::Global(g),
            span,
        });
        self.program.globals.push(id);
        id
    }

    /// A defined global in `space` with an initializer (`host_only` false).
    pub fn device_global(
        &mut self,
        name: &str,
        ty: TypeId,
        space: MemorySpace,
        init: ConstValue,
    ) -> VarId {
        let g = GlobalVar {
            space,
            host_only: false,
            implicit_device: false,
            init: Some(init),
            linkage: Linkage::External,
            is_const: space == MemorySpace::Constant,
            align: None,
            kind: GlobalKind::User,
            linkonce: false,
            dynamic_init: None,
            destroy: None,
            extern_instance: false,
        };
        self.global(name, ty, g, Span::DUMMY)
    }

    pub fn local(&mut self, name: &str, ty: TypeId, span: Span) -> VarId {
        self.program.vars.push(Var {
            name: name.into(),
            link_name: String::new(),
            ty,
            kind: VarKind::Local,
            span,
        })
    }

    pub fn label(&mut self, name: &str, span: Span) -> LabelId {
        self.program.labels.push(Label {
            name: name.into(),
            span,
        })
    }

    pub fn codegen_var(&mut self, name: &str, init: CodegenExprId, span: Span) -> CodegenVarId {
        let ty = self.program.codegen_exprs[init].ty;
        self.program.codegen_vars.push(CodegenVar {
            name: name.into(),
            ty,
            init,
            span,
        })
    }

    // -- statements ---------------------------------------------------------

    pub fn stmt(&mut self, kind: StmtKind, span: Span) -> StmtId {
        self.program.stmts.push(Stmt { kind, span })
    }
    pub fn block(&mut self, stmts: Vec<StmtId>) -> StmtId {
        self.stmt(StmtKind::Block(stmts), Span::DUMMY)
    }
    pub fn expr_stmt(&mut self, e: ExprId) -> StmtId {
        let span = self.span(e);
        self.stmt(StmtKind::Expr(e), span)
    }
    /// `T x = init;` (with `init` converted to `T` when it is a scalar expr).
    pub fn decl(&mut self, var: VarId, init: Option<ExprId>) -> StmtId {
        let ty = self.program.vars[var].ty;
        let span = self.program.vars[var].span;
        let init = init.map(|e| {
            if matches!(self.types().kind(ty), Type::Reference { .. }) {
                Init::Expr(e)
            } else {
                let e = self.rvalue(e);
                Init::Expr(self.convert(e, ty))
            }
        });
        self.stmt(StmtKind::Decl { var, init }, span)
    }
    pub fn if_(&mut self, cond: ExprId, then: StmtId, else_: Option<StmtId>) -> StmtId {
        let span = self.span(cond);
        let cond = self.condition(cond);
        self.stmt(StmtKind::If { cond, then, else_ }, span)
    }
    pub fn codegen_if(
        &mut self,
        cond: CodegenExprId,
        then: StmtId,
        else_: Option<StmtId>,
    ) -> StmtId {
        let span = self.program.codegen_exprs[cond].span;
        self.stmt(StmtKind::CodegenIf { cond, then, else_ }, span)
    }
    pub fn while_(&mut self, cond: ExprId, body: StmtId) -> StmtId {
        let cond = self.condition(cond);
        self.stmt(StmtKind::While { cond, body }, Span::DUMMY)
    }
    pub fn for_(
        &mut self,
        init: Option<StmtId>,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: StmtId,
    ) -> StmtId {
        let cond = cond.map(|c| self.condition(c));
        self.stmt(
            StmtKind::For {
                init,
                cond,
                step,
                body,
            },
            Span::DUMMY,
        )
    }
    pub fn ret(&mut self, e: Option<ExprId>, span: Span) -> StmtId {
        self.stmt(StmtKind::Return(e), span)
    }
    /// `return e;` converting `e` to the function's return type.
    pub fn ret_from(&mut self, f: FuncId, e: ExprId) -> StmtId {
        let ret = self.program.funcs[f].ret;
        let span = self.span(e);
        let e = if matches!(self.types().kind(ret), Type::Reference { .. }) {
            e
        } else {
            let e = self.rvalue(e);
            self.convert(e, ret)
        };
        self.stmt(StmtKind::Return(Some(e)), span)
    }

    // -- expressions: raw ----------------------------------------------------

    pub fn expr(
        &mut self,
        kind: ExprKind,
        ty: TypeId,
        category: ValueCategory,
        span: Span,
    ) -> ExprId {
        self.program.exprs.push(Expr {
            kind,
            ty,
            category,
            span,
        })
    }
    pub fn span(&self, e: ExprId) -> Span {
        self.program.exprs[e].span
    }
    pub fn ty_of(&self, e: ExprId) -> TypeId {
        self.program.exprs[e].ty
    }
    fn is_lvalue(&self, e: ExprId) -> bool {
        self.program.exprs[e].category == ValueCategory::LValue
    }
    fn rv(&mut self, kind: ExprKind, ty: TypeId, span: Span) -> ExprId {
        self.expr(kind, ty, ValueCategory::RValue, span)
    }
    fn lv(&mut self, kind: ExprKind, ty: TypeId, span: Span) -> ExprId {
        self.expr(kind, ty, ValueCategory::LValue, span)
    }

    pub fn cast(&mut self, kind: CastKind, e: ExprId, to: TypeId) -> ExprId {
        let span = self.span(e);
        self.rv(ExprKind::Cast { kind, operand: e }, to, span)
    }

    // -- expressions: leaves -------------------------------------------------

    pub fn int_lit(&mut self, v: i128, ty: TypeId, span: Span) -> ExprId {
        self.rv(ExprKind::Int(v), ty, span)
    }
    /// An `int` constant.
    pub fn i32(&mut self, v: i32) -> ExprId {
        let t = self.int();
        self.int_lit(v as i128, t, Span::DUMMY)
    }
    pub fn float_lit(&mut self, v: f64, ty: TypeId, span: Span) -> ExprId {
        self.rv(ExprKind::Float(v), ty, span)
    }
    pub fn long_double_lit(&mut self, v: f80::F80, ty: TypeId, span: Span) -> ExprId {
        self.rv(ExprKind::LongDouble(v), ty, span)
    }
    pub fn f32(&mut self, v: f32) -> ExprId {
        let t = self.float();
        self.float_lit(v as f64, t, Span::DUMMY)
    }
    pub fn str_lit(&mut self, s: &str, span: Span) -> ExprId {
        let mut bytes = s.as_bytes().to_vec();
        bytes.push(0);
        let c = self.int_ty(IntKind::Char);
        let cc = self.const_of(c);
        let ty = self.array(cc, bytes.len() as u64);
        self.lv(ExprKind::Str(bytes), ty, span)
    }
    /// A variable reference (lvalue; a reference variable names its referent).
    pub fn var(&mut self, v: VarId, span: Span) -> ExprId {
        let mut ty = self.program.vars[v].ty;
        if let Type::Reference { referent, .. } = self.types().kind(ty) {
            ty = *referent;
        }
        self.lv(ExprKind::Var(v), ty, span)
    }
    /// `var` followed by an lvalue-to-rvalue load.
    pub fn load(&mut self, v: VarId, span: Span) -> ExprId {
        let e = self.var(v, span);
        self.rvalue(e)
    }
    pub fn codegen_value(&mut self, c: CodegenExprId) -> ExprId {
        let (ty, span) = (
            self.program.codegen_exprs[c].ty,
            self.program.codegen_exprs[c].span,
        );
        self.rv(ExprKind::Codegen(c), ty, span)
    }

    // -- conversions ----------------------------------------------------------

    /// Lvalue-to-rvalue, array-to-pointer and function-to-pointer conversion.
    pub fn rvalue(&mut self, e: ExprId) -> ExprId {
        if !self.is_lvalue(e) {
            return e;
        }
        let ty = self.ty_of(e);
        match self.types().kind(ty).clone() {
            Type::Array { elem, .. } => {
                let p = self.ptr(elem);
                self.cast(CastKind::ArrayToPointer, e, p)
            }
            Type::Function { .. } => {
                let p = self.ptr(ty);
                self.cast(CastKind::FunctionToPointer, e, p)
            }
            _ => {
                let t = self.program.types.unqualified(ty);
                self.cast(CastKind::LValueToRValue, e, t)
            }
        }
    }

    /// Integral promotion (C++ [conv.prom]) of an rvalue.
    pub fn promote(&mut self, e: ExprId) -> ExprId {
        let e = self.rvalue(e);
        let ty = self.ty_of(e);
        let needs = match self.types().kind(ty) {
            Type::Bool => true,
            Type::Enum(id) => !self.types().enums.get(*id).is_some_and(|d| d.scoped),
            Type::Int(k) => k.bits() < 32,
            _ => false,
        };
        if needs {
            let int = self.int();
            self.convert(e, int)
        } else {
            e
        }
    }

    /// An implicit (or `static_cast`) conversion of an rvalue to `to`,
    /// choosing the cast kind from the two types; identity returns `e`.
    pub fn convert(&mut self, e: ExprId, to: TypeId) -> ExprId {
        let e = self.rvalue(e);
        let from = self.ty_of(e);
        let t = self.types();
        let (uf, ut) = (t.unqualified(from), t.unqualified(to));
        if uf == ut {
            return if from == to {
                e
            } else {
                self.cast(CastKind::NoOp, e, to)
            };
        }
        let kind = match (t.kind(from), t.kind(to)) {
            (_, Type::Void) => CastKind::ToVoid,
            (Type::Bool, Type::Int(_) | Type::Enum(_)) => CastKind::BoolToInt,
            (Type::Int(_) | Type::Enum(_), Type::Bool) => CastKind::IntToBool,
            (Type::Int(_) | Type::Enum(_), Type::Int(_) | Type::Enum(_)) => CastKind::IntToInt,
            (Type::Bool, Type::Float(_)) | (Type::Int(_) | Type::Enum(_), Type::Float(_)) => {
                CastKind::IntToFloat
            }
            (Type::Float(_), Type::Bool) => CastKind::FloatToBool,
            (Type::Float(_), Type::Int(_) | Type::Enum(_)) => CastKind::FloatToInt,
            (Type::Float(_), Type::Float(_)) => CastKind::FloatToFloat,
            (Type::Pointer { .. } | Type::NullPtr, Type::Bool) => CastKind::PtrToBool,
            (Type::NullPtr, Type::Pointer { .. }) => CastKind::NullToPtr,
            (Type::Pointer { .. }, Type::Int(_)) => CastKind::PtrToInt,
            (Type::Int(_), Type::Pointer { .. }) => CastKind::IntToPtr,
            (Type::Pointer { space: a, .. }, Type::Pointer { space: b, .. }) => {
                if a == b {
                    CastKind::BitCast
                } else {
                    CastKind::AddrSpaceCast
                }
            }
            _ => CastKind::NoOp,
        };
        self.cast(kind, e, to)
    }

    /// `bool` rvalue for a condition (`if`, `while`, `!`, `&&`).
    pub fn condition(&mut self, e: ExprId) -> ExprId {
        let b = self.bool_ty();
        self.convert(e, b)
    }

    /// The common type of the usual arithmetic conversions (after
    /// promotion) of two arithmetic types.
    pub fn common_type(&mut self, a: TypeId, b: TypeId) -> TypeId {
        let t = self.types();
        match (t.kind(a).clone(), t.kind(b).clone()) {
            (Type::Float(x), Type::Float(y)) => self.float_ty(x.max(y)),
            (Type::Float(_), _) => t.unqualified(a),
            (_, Type::Float(_)) => t.unqualified(b),
            _ => {
                let (Some(x), Some(y)) = (t.int_kind(a), t.int_kind(b)) else {
                    return self.int();
                };
                let k = if x.is_signed() == y.is_signed() {
                    if x.rank() >= y.rank() {
                        x
                    } else {
                        y
                    }
                } else {
                    let (s, u) = if x.is_signed() { (x, y) } else { (y, x) };
                    if u.rank() >= s.rank() {
                        u
                    } else if s.bits() > u.bits() {
                        s
                    } else {
                        s.with_signedness(false)
                    }
                };
                self.int_ty(k)
            }
        }
    }

    // -- operators -------------------------------------------------------------

    /// A binary operator with C++ typing: pointer arithmetic for `p + n`,
    /// `n + p`, `p - n`, `p - q`; shifts promote each side; everything else
    /// goes through the usual arithmetic conversions (comparisons yield `bool`).
    pub fn binary(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId, span: Span) -> ExprId {
        let l = self.rvalue(lhs);
        let r = self.rvalue(rhs);
        let (lt, rt) = (self.ty_of(l), self.ty_of(r));
        let (lp, rp) = (self.types().is_pointer(lt), self.types().is_pointer(rt));
        match op {
            BinaryOp::Add | BinaryOp::Sub if lp && !rp => {
                let r = self.promote(r);
                let negate = op == BinaryOp::Sub;
                return self.rv(
                    ExprKind::PtrAdd {
                        ptr: l,
                        offset: r,
                        negate,
                    },
                    lt,
                    span,
                );
            }
            BinaryOp::Add if rp && !lp => {
                let l = self.promote(l);
                return self.rv(
                    ExprKind::PtrAdd {
                        ptr: r,
                        offset: l,
                        negate: false,
                    },
                    rt,
                    span,
                );
            }
            BinaryOp::Sub if lp && rp => {
                let d = self.ptrdiff();
                return self.rv(ExprKind::PtrDiff { lhs: l, rhs: r }, d, span);
            }
            _ => {}
        }
        if op.is_comparison() && (lp || rp) {
            // Compare pointers as the left pointer type (null converts).
            let pt = if lp { lt } else { rt };
            let l = self.convert(l, pt);
            let r = self.convert(r, pt);
            let b = self.bool_ty();
            return self.rv(ExprKind::Binary { op, lhs: l, rhs: r }, b, span);
        }
        if matches!(op, BinaryOp::Shl | BinaryOp::Shr) {
            let l = self.promote(l);
            let r = self.promote(r);
            let t = self.ty_of(l);
            return self.rv(ExprKind::Binary { op, lhs: l, rhs: r }, t, span);
        }
        let l = self.promote(l);
        let r = self.promote(r);
        let (lt, rt) = (self.ty_of(l), self.ty_of(r));
        let common = self.common_type(lt, rt);
        let l = self.convert(l, common);
        let r = self.convert(r, common);
        let ty = if op.is_comparison() {
            self.bool_ty()
        } else {
            common
        };
        self.rv(ExprKind::Binary { op, lhs: l, rhs: r }, ty, span)
    }

    pub fn logical(&mut self, op: LogicalOp, lhs: ExprId, rhs: ExprId, span: Span) -> ExprId {
        let l = self.condition(lhs);
        let r = self.condition(rhs);
        let b = self.bool_ty();
        self.rv(ExprKind::Logical { op, lhs: l, rhs: r }, b, span)
    }

    pub fn unary(&mut self, op: UnaryOp, e: ExprId, span: Span) -> ExprId {
        let e = if op == UnaryOp::LogicalNot {
            self.condition(e)
        } else {
            self.promote(e)
        };
        let ty = self.ty_of(e);
        self.rv(ExprKind::Unary { op, operand: e }, ty, span)
    }

    /// `lhs = rhs` with `rhs` converted to the lvalue's type.
    pub fn assign(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        let ty = self.ty_of(lhs);
        let span = self.span(lhs).to(self.span(rhs));
        let unq = self.program.types.unqualified(ty);
        let r = self.convert(rhs, unq);
        self.lv(ExprKind::Assign { lhs, rhs: r }, ty, span)
    }

    /// `lhs op= rhs` with C++ typing.
    pub fn compound_assign(&mut self, op: BinaryOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        let ty = self.ty_of(lhs);
        let span = self.span(lhs).to(self.span(rhs));
        let r = self.rvalue(rhs);
        let (compute_ty, r) = if self.types().is_pointer(ty) {
            let r = self.promote(r);
            (self.program.types.unqualified(ty), r)
        } else if matches!(op, BinaryOp::Shl | BinaryOp::Shr) {
            let r = self.promote(r);
            let lt = self.program.types.unqualified(ty);
            let l_promoted = match self.types().kind(lt) {
                Type::Int(k) if k.bits() >= 32 => lt,
                _ => self.int(),
            };
            (l_promoted, r)
        } else {
            let r = self.promote(r);
            let lt = self.program.types.unqualified(ty);
            let lp = match self.types().kind(lt) {
                Type::Int(k) if k.bits() >= 32 => lt,
                Type::Float(_) => lt,
                _ => self.int(),
            };
            let rt = self.ty_of(r);
            let c = self.common_type(lp, rt);
            let r = self.convert(r, c);
            (c, r)
        };
        self.lv(
            ExprKind::CompoundAssign {
                op,
                lhs,
                rhs: r,
                compute_ty,
            },
            ty,
            span,
        )
    }

    pub fn inc_dec(&mut self, op: IncDecOp, e: ExprId) -> ExprId {
        let ty = self.ty_of(e);
        let span = self.span(e);
        let cat = match op {
            IncDecOp::PreInc | IncDecOp::PreDec => ValueCategory::LValue,
            _ => ValueCategory::RValue,
        };
        let ty = if cat == ValueCategory::RValue {
            self.program.types.unqualified(ty)
        } else {
            ty
        };
        self.expr(ExprKind::IncDec { op, operand: e }, ty, cat, span)
    }

    /// `*p`.
    pub fn deref(&mut self, p: ExprId) -> ExprId {
        let p = self.rvalue(p);
        let span = self.span(p);
        let pointee = self
            .types()
            .pointee(self.ty_of(p))
            .unwrap_or_else(|| self.program.types.lookup(&Type::Void).unwrap_or(TypeId(0)));
        self.lv(ExprKind::Deref(p), pointee, span)
    }

    /// `&x`.
    pub fn addr_of(&mut self, e: ExprId) -> ExprId {
        let ty = self.ty_of(e);
        let span = self.span(e);
        let p = self.ptr(ty);
        self.rv(ExprKind::AddrOf(e), p, span)
    }

    /// `base[index]` (either operand may be the pointer or array).
    pub fn index(&mut self, base: ExprId, index: ExprId) -> ExprId {
        let mut b = self.rvalue(base);
        let mut i = self.rvalue(index);
        if !self.types().is_pointer(self.ty_of(b)) {
            std::mem::swap(&mut b, &mut i);
        }
        let i = self.promote(i);
        let span = self.span(base).to(self.span(index));
        let elem = self.types().pointee(self.ty_of(b)).unwrap_or(self.ty_of(b));
        self.lv(ExprKind::Index { base: b, index: i }, elem, span)
    }

    /// `base.field` (`base` a struct lvalue or rvalue).
    pub fn member(&mut self, base: ExprId, field: u32) -> ExprId {
        let bt = self.ty_of(base);
        let span = self.span(base);
        let cat = self.program.exprs[base].category;
        let fty = match self.types().kind(bt) {
            Type::Struct(s) => self
                .types()
                .structs
                .get(*s)
                .and_then(|d| d.fields.get(field as usize))
                .map(|f| f.ty),
            _ => None,
        };
        let fty = fty.unwrap_or_else(|| self.int());
        self.expr(ExprKind::Member { base, field }, fty, cat, span)
    }

    /// `p->field`.
    pub fn arrow(&mut self, p: ExprId, field: u32) -> ExprId {
        let d = self.deref(p);
        self.member(d, field)
    }

    /// A direct call, converting arguments to the parameter types.
    pub fn call(&mut self, f: FuncId, args: Vec<ExprId>, span: Span) -> ExprId {
        let (ret, params) = {
            let func = &self.program.funcs[f];
            let ps: Vec<TypeId> = func
                .params
                .iter()
                // A definition's parameter variable may be `const`; the
                // argument converts to the function type's parameter type.
                .map(|p| self.program.types.unqualified(self.program.vars[*p].ty))
                .collect();
            (func.ret, ps)
        };
        let mut out = Vec::with_capacity(args.len());
        for (i, a) in args.into_iter().enumerate() {
            match params.get(i) {
                Some(&pt) if matches!(self.types().kind(pt), Type::Reference { .. }) => out.push(a),
                Some(&pt) => {
                    let a = self.rvalue(a);
                    out.push(self.convert(a, pt));
                }
                None => out.push(self.vararg(a)),
            }
        }
        let (ty, cat) = match self.types().kind(ret) {
            Type::Reference { referent, .. } => (*referent, ValueCategory::LValue),
            _ => (ret, ValueCategory::RValue),
        };
        self.expr(
            ExprKind::Call {
                callee: f,
                args: out,
            },
            ty,
            cat,
            span,
        )
    }

    /// Default argument promotion for `...` (float to double, integral promotion).
    pub fn vararg(&mut self, a: ExprId) -> ExprId {
        let a = self.promote(a);
        if matches!(
            self.types().kind(self.ty_of(a)),
            Type::Float(FloatKind::Float | FloatKind::Half)
        ) {
            let d = self.double();
            self.convert(a, d)
        } else {
            a
        }
    }

    /// A builtin call with the given result type; arguments are made rvalues.
    pub fn builtin(
        &mut self,
        builtin: Builtin,
        args: Vec<ExprId>,
        ty: TypeId,
        span: Span,
    ) -> ExprId {
        let args = args.into_iter().map(|a| self.rvalue(a)).collect();
        self.rv(ExprKind::Builtin { builtin, args }, ty, span)
    }

    /// `threadIdx.x`-style special registers (`unsigned int`).
    pub fn special(&mut self, builtin: Builtin) -> ExprId {
        let u = self.uint();
        self.builtin(builtin, vec![], u, Span::DUMMY)
    }

    /// `atomicAdd(p, v)`-style builtins: the value is converted to the pointee.
    pub fn atomic(&mut self, builtin: Builtin, p: ExprId, v: ExprId, span: Span) -> ExprId {
        let p = self.rvalue(p);
        let t = self
            .types()
            .pointee(self.ty_of(p))
            .unwrap_or_else(|| self.int());
        let t = self.program.types.unqualified(t);
        let v = self.convert(v, t);
        self.rv(
            ExprKind::Builtin {
                builtin,
                args: vec![p, v],
            },
            t,
            span,
        )
    }

    pub fn conditional(&mut self, cond: ExprId, then: ExprId, else_: ExprId) -> ExprId {
        let c = self.condition(cond);
        let span = self.span(cond).to(self.span(else_));
        let (tt, et) = (self.ty_of(then), self.ty_of(else_));
        if self.is_lvalue(then) && self.is_lvalue(else_) && tt == et {
            return self.lv(
                ExprKind::Conditional {
                    cond: c,
                    then,
                    else_,
                },
                tt,
                span,
            );
        }
        let t = self.rvalue(then);
        let e = self.rvalue(else_);
        let (tt, et) = (self.ty_of(t), self.ty_of(e));
        let ty = if self.types().is_arithmetic(tt) && self.types().is_arithmetic(et) {
            let (pt, pe) = (self.promote(t), self.promote(e));
            let (a, b) = (self.ty_of(pt), self.ty_of(pe));
            self.common_type(a, b)
        } else {
            self.program.types.unqualified(tt)
        };
        let t = self.convert(t, ty);
        let e = self.convert(e, ty);
        self.rv(
            ExprKind::Conditional {
                cond: c,
                then: t,
                else_: e,
            },
            ty,
            span,
        )
    }

    pub fn comma(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        let (ty, cat, span) = {
            let r = &self.program.exprs[rhs];
            (r.ty, r.category, r.span)
        };
        self.expr(ExprKind::Comma { lhs, rhs }, ty, cat, span)
    }

    pub fn throw(&mut self, e: Option<ExprId>, span: Span) -> ExprId {
        let v = self.void();
        self.rv(ExprKind::Throw(e), v, span)
    }

    // -- codegen-time constants ---------------------------------------------------

    pub fn cg(&mut self, kind: CodegenExprKind, ty: TypeId, span: Span) -> CodegenExprId {
        self.program
            .codegen_exprs
            .push(CodegenExpr { kind, ty, span })
    }
    pub fn cg_int(&mut self, v: i128) -> CodegenExprId {
        let t = self.int();
        self.cg(CodegenExprKind::Int(v), t, Span::DUMMY)
    }
    /// `__nvvm_arch`, of type `nvvm_arch_t` when sema created it, else `int`.
    pub fn cg_nvvm_arch(&mut self, span: Span) -> CodegenExprId {
        let ty = match self.program.nvvm_arch_enum {
            Some(e) => self.ty(Type::Enum(e)),
            None => self.int(),
        };
        self.cg(CodegenExprKind::NvvmArch, ty, span)
    }
    /// A converted copy of a codegen expression (identity returns `e`).
    pub fn cg_convert(&mut self, e: CodegenExprId, to: TypeId) -> CodegenExprId {
        let (ty, span) = (
            self.program.codegen_exprs[e].ty,
            self.program.codegen_exprs[e].span,
        );
        if self.program.types.unqualified(ty) == self.program.types.unqualified(to) {
            return e;
        }
        self.cg(CodegenExprKind::Cast(e), to, span)
    }
    /// A codegen binary operator with the usual arithmetic conversions; enum
    /// operands (`__nvvm_arch`) compare by their underlying value.
    pub fn cg_binary(
        &mut self,
        op: BinaryOp,
        lhs: CodegenExprId,
        rhs: CodegenExprId,
        span: Span,
    ) -> CodegenExprId {
        let l = self.cg_underlying(lhs);
        let r = self.cg_underlying(rhs);
        let (lt, rt) = (
            self.program.codegen_exprs[l].ty,
            self.program.codegen_exprs[r].ty,
        );
        let common = self.common_type(lt, rt);
        let common = match self.types().kind(common) {
            Type::Int(k) if k.bits() < 32 => self.int(),
            Type::Bool => self.int(),
            _ => common,
        };
        let l = self.cg_convert(l, common);
        let r = self.cg_convert(r, common);
        let ty = if op.is_comparison() {
            self.bool_ty()
        } else {
            common
        };
        self.cg(CodegenExprKind::Binary { op, lhs: l, rhs: r }, ty, span)
    }
    fn cg_underlying(&mut self, e: CodegenExprId) -> CodegenExprId {
        let ty = self.program.codegen_exprs[e].ty;
        match self.types().kind(ty) {
            Type::Enum(id) => match self.types().enums.get(*id).map(|d| d.underlying) {
                Some(u) => self.cg_convert(e, u),
                None => e,
            },
            _ => e,
        }
    }
    pub fn cg_logical(
        &mut self,
        op: LogicalOp,
        lhs: CodegenExprId,
        rhs: CodegenExprId,
    ) -> CodegenExprId {
        let b = self.bool_ty();
        let l = self.cg_convert(lhs, b);
        let r = self.cg_convert(rhs, b);
        self.cg(
            CodegenExprKind::Logical { op, lhs: l, rhs: r },
            b,
            Span::DUMMY,
        )
    }
    pub fn cg_var(&mut self, v: CodegenVarId, span: Span) -> CodegenExprId {
        let ty = self.program.codegen_vars[v].ty;
        self.cg(CodegenExprKind::Var(v), ty, span)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usual_arithmetic_conversions() {
        let mut b = Builder::new();
        let (int, uint, long, ulong, f, d) = (
            b.int(),
            b.uint(),
            b.int_ty(IntKind::Long),
            b.int_ty(IntKind::ULong),
            b.float(),
            b.double(),
        );
        let (short, ch, bl) = (
            b.int_ty(IntKind::Short),
            b.int_ty(IntKind::Char),
            b.bool_ty(),
        );
        assert_eq!(b.common_type(int, uint), uint);
        assert_eq!(b.common_type(long, uint), long);
        assert_eq!(b.common_type(long, ulong), ulong);
        assert_eq!(b.common_type(int, f), f);
        assert_eq!(b.common_type(f, d), d);
        // Promotion happens before the common type: short + char is int.
        let (x, y) = (
            b.int_lit(1, short, Span::DUMMY),
            b.int_lit(2, ch, Span::DUMMY),
        );
        let s = b.binary(BinaryOp::Add, x, y, Span::DUMMY);
        assert_eq!(b.ty_of(s), int);
        let z = b.int_lit(1, bl, Span::DUMMY);
        let c = b.binary(BinaryOp::Lt, z, s, Span::DUMMY);
        assert_eq!(b.ty_of(c), bl);
    }

    #[test]
    fn lvalues_load_and_decay_explicitly() {
        let mut b = Builder::new();
        let int = b.int();
        let arr = b.array(int, 4);
        let a = b.local("a", arr, Span::DUMMY);
        let av = b.var(a, Span::DUMMY);
        let two = b.i32(2);
        let e = b.index(av, two);
        assert_eq!(b.program.exprs[e].category, ValueCategory::LValue);
        let ExprKind::Index { base, .. } = b.program.exprs[e].kind else {
            panic!()
        };
        assert!(matches!(
            b.program.exprs[base].kind,
            ExprKind::Cast {
                kind: CastKind::ArrayToPointer,
                ..
            }
        ));
        let r = b.rvalue(e);
        assert!(matches!(
            b.program.exprs[r].kind,
            ExprKind::Cast {
                kind: CastKind::LValueToRValue,
                ..
            }
        ));
        // Pointer arithmetic keeps the pointer type.
        let p = b.rvalue(av);
        let one = b.i32(1);
        let q = b.binary(BinaryOp::Add, p, one, Span::DUMMY);
        assert!(matches!(
            b.program.exprs[q].kind,
            ExprKind::PtrAdd { negate: false, .. }
        ));
        let pint = b.ptr(int);
        assert_eq!(b.ty_of(q), pint);
    }

    #[test]
    fn codegen_compare_uses_the_underlying_value() {
        let mut b = Builder::new();
        b.nvvm_arch_type(&[70, 52, 70]);
        let e = b.program.nvvm_arch_enum.unwrap();
        let names: Vec<&str> = b.program.types.enums[e]
            .enumerators
            .iter()
            .map(|x| x.name.as_str())
            .collect();
        assert_eq!(names, ["sm_52", "sm_70"]);
        let a = b.cg_nvvm_arch(Span::DUMMY);
        let c = b.cg_int(60);
        let lt = b.cg_binary(BinaryOp::Lt, a, c, Span::DUMMY);
        let CodegenExprKind::Binary { lhs, .. } = b.program.codegen_exprs[lt].kind else {
            panic!()
        };
        assert!(matches!(
            b.program.codegen_exprs[lhs].kind,
            CodegenExprKind::Cast(_)
        ));
        let int = b.int();
        assert_eq!(b.program.codegen_exprs[lhs].ty, int);
    }
}
