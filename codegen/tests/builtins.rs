//! The builtins not covered elsewhere, on every standard target: dynamic
//! alloca, trap, unreachable, fences of every scope, the `__nv_atomic_*`
//! loads, stores and compare-exchange, and `_Float16` storage.

mod common;

use common::*;
use sema::builder::{Builder, FuncDecl};
use sema::program::*;

fn nv_atomic(
    b: &mut Builder,
    op: NvAtomicOp,
    order: MemOrder,
    args: Vec<ExprId>,
    ty: TypeId,
) -> ExprId {
    let e = b.builtin(
        Builtin::NvAtomic {
            op,
            order,
            scope: AtomicScope::Block,
        },
        vec![],
        ty,
        sp(2),
    );
    if let ExprKind::Builtin { args: a, .. } = &mut b.program.exprs[e].kind {
        *a = args;
    }
    e
}

fn program() -> Program {
    let mut b = Builder::new();
    let (void, int, boolean, ul) = (b.void(), b.int(), b.bool_ty(), b.size_t());
    let half = b.float_ty(FloatKind::Half);
    let (pint, ph) = (b.ptr(int), b.ptr(half));
    let k = b.declare_function(
        FuncDecl::new(
            "builtins",
            void,
            vec![("p", pint), ("n", int), ("h", ph)],
            ExecSpace::GLOBAL,
        )
        .at(sp(1)),
    );
    let (p, n, h) = (b.param(k, 0), b.param(k, 1), b.param(k, 2));
    let mut st = Vec::new();
    // int* scratch = (int*)__builtin_alloca(n * sizeof(int)); scratch[0] = 1; p[0] = scratch[0];
    let vp = b.ptr(void);
    let nv = b.load(n, sp(3));
    let four = b.int_lit(4, ul, sp(3));
    let nl = b.convert(nv, ul);
    let bytes = b.binary(BinaryOp::Mul, nl, four, sp(3));
    let a = b.builtin(Builtin::Alloca, vec![bytes], vp, sp(3));
    let a = b.convert(a, pint);
    let scratch = b.local("scratch", pint, sp(3));
    st.push(b.decl(scratch, Some(a)));
    let (sv, z, one) = (b.var(scratch, sp(4)), b.i32(0), b.i32(1));
    let s0 = b.index(sv, z);
    let asg = b.assign(s0, one);
    st.push(b.expr_stmt(asg));
    // Fences of every scope.
    for f in [
        Builtin::ThreadFenceBlock,
        Builtin::ThreadFence,
        Builtin::ThreadFenceSystem,
    ] {
        let e = b.builtin(f, vec![], void, sp(5));
        st.push(b.expr_stmt(e));
    }
    // int v = __nv_atomic_load_n(p, acquire, block); __nv_atomic_store_n(p + 1, v, release, block);
    let pv = b.load(p, sp(6));
    let ld = nv_atomic(&mut b, NvAtomicOp::Load, MemOrder::Acquire, vec![pv], int);
    let v = b.local("v", int, sp(6));
    st.push(b.decl(v, Some(ld)));
    let (pv, one) = (b.load(p, sp(7)), b.i32(1));
    let p1 = b.binary(BinaryOp::Add, pv, one, sp(7));
    let vv = b.load(v, sp(7));
    let stn = nv_atomic(
        &mut b,
        NvAtomicOp::Store,
        MemOrder::Release,
        vec![p1, vv],
        void,
    );
    st.push(b.expr_stmt(stn));
    // bool ok = __nv_atomic_compare_exchange_n(p, &v, 5, false, seq_cst, acquire, block);
    let pv = b.load(p, sp(8));
    let vr = b.var(v, sp(8));
    let va = b.addr_of(vr);
    let five = b.i32(5);
    let cx = nv_atomic(
        &mut b,
        NvAtomicOp::CompareExchange {
            weak: false,
            failure: MemOrder::Acquire,
        },
        MemOrder::SeqCst,
        vec![pv, va, five],
        boolean,
    );
    let ok = b.local("ok", boolean, sp(8));
    st.push(b.decl(ok, Some(cx)));
    // atomicSub(float), atomicExch(float), 64-bit atomics.
    let (f, ull) = (b.float(), b.int_ty(IntKind::ULongLong));
    let (pf, pu) = (b.ptr(f), b.ptr(ull));
    let pv = b.load(p, sp(13));
    let fp = b.convert(pv, pf);
    let x = b.f32(2.5);
    let e = b.atomic(Builtin::AtomicSub, fp, x, sp(13));
    st.push(b.expr_stmt(e));
    let pv = b.load(p, sp(14));
    let fp = b.convert(pv, pf);
    let x = b.f32(3.5);
    let e = b.atomic(Builtin::AtomicExch, fp, x, sp(14));
    st.push(b.expr_stmt(e));
    for bi in [
        Builtin::AtomicAdd,
        Builtin::AtomicMin,
        Builtin::AtomicMax,
        Builtin::AtomicAnd,
        Builtin::AtomicOr,
        Builtin::AtomicXor,
        Builtin::AtomicExch,
    ] {
        let pv = b.load(p, sp(15));
        let up = b.convert(pv, pu);
        let x = b.int_lit(7, ull, sp(15));
        let e = b.atomic(bi, up, x, sp(15));
        st.push(b.expr_stmt(e));
    }
    // h[0] = h[1];  (half storage)
    let (hv, one) = (b.var(h, sp(9)), b.i32(1));
    let h1 = b.index(hv, one);
    let (hv, z) = (b.var(h, sp(9)), b.i32(0));
    let h0 = b.index(hv, z);
    let asg = b.assign(h0, h1);
    st.push(b.expr_stmt(asg));
    // if (!ok) __trap(); p[2] = scratch[0];
    let okv = b.var(ok, sp(10));
    let not = b.unary(UnaryOp::LogicalNot, okv, sp(10));
    let trap = b.builtin(Builtin::Trap, vec![], void, sp(10));
    let trap = b.expr_stmt(trap);
    st.push(b.if_(not, trap, None));
    let (sv, z) = (b.var(scratch, sp(11)), b.i32(0));
    let s0 = b.index(sv, z);
    let (pv, two) = (b.var(p, sp(11)), b.i32(2));
    let p2 = b.index(pv, two);
    let asg = b.assign(p2, s0);
    st.push(b.expr_stmt(asg));
    // if (n < 0) __builtin_unreachable();
    let (nv, z) = (b.var(n, sp(12)), b.i32(0));
    let neg = b.binary(BinaryOp::Lt, nv, z, sp(12));
    let un = b.builtin(Builtin::Unreachable, vec![], void, sp(12));
    let un = b.expr_stmt(un);
    st.push(b.if_(neg, un, None));
    let body = b.block(st);
    b.define(k, body);
    b.finish()
}

#[test]
fn remaining_builtins_on_every_target() {
    let p = program();
    let targets = standard_targets();
    for o in [0, 3] {
        let r = compile_ok(&p, &targets, o, &["builtins"]);
        let amd = ir(&r, "gfx90a");
        assert!(
            amd.contains("syncscope(\"workgroup\") acquire") || o == 3,
            "{amd}"
        );
        let sm70 = ptx(&r, "sm_70");
        assert!(
            sm70.contains("membar.cta")
                && sm70.contains("membar.gl")
                && sm70.contains("membar.sys"),
            "{sm70}"
        );
        assert!(sm70.contains("trap;"), "{sm70}");
    }
}

#[test]
fn float_min_and_short_atomics_lower_everywhere() {
    // Not CUDA API, but a program may still carry them: LLVM 19 expands both
    // (compare-exchange loops) on every target, and the tools accept them.
    let mut b = Builder::new();
    let (void, f, sh) = (b.void(), b.float(), b.int_ty(IntKind::Short));
    let (pf, ps) = (b.ptr(f), b.ptr(sh));
    let k = b.declare_function(FuncDecl::new(
        "k",
        void,
        vec![("p", pf), ("q", ps)],
        ExecSpace::GLOBAL,
    ));
    let (p, q) = (b.param(k, 0), b.param(k, 1));
    let pv = b.load(p, sp(1));
    let x = b.f32(1.0);
    let e = b.atomic(Builtin::AtomicMin, pv, x, sp(1));
    let s1 = b.expr_stmt(e);
    let qv = b.load(q, sp(2));
    let one = b.i32(1);
    let e = b.atomic(Builtin::AtomicAdd, qv, one, sp(2));
    let s2 = b.expr_stmt(e);
    let body = b.block(vec![s1, s2]);
    b.define(k, body);
    let p = b.finish();
    compile_ok(&p, &standard_targets(), 3, &["k"]);
}

#[test]
fn arithmetic_of_every_width_lowers_everywhere() {
    // out[i] = a op b for every integer width (128 included), float, double
    // and half, so no operation makes an LLVM backend abort.
    let mut b = Builder::new();
    let void = b.void();
    let kinds = [
        b.int_ty(IntKind::SChar),
        b.int_ty(IntKind::UShort),
        b.int(),
        b.uint(),
        b.int_ty(IntKind::Long),
        b.int_ty(IntKind::ULongLong),
        b.int_ty(IntKind::Int128),
        b.int_ty(IntKind::UInt128),
        b.float(),
        b.double(),
        b.float_ty(FloatKind::Half),
    ];
    let mut n = 0;
    for &t in &kinds {
        let pt = b.ptr(t);
        n += 1;
        let name = format!("arith{n}");
        let k = b.declare_function(FuncDecl::new(
            &name,
            void,
            vec![("out", pt), ("x", t), ("y", t)],
            ExecSpace::GLOBAL,
        ));
        let (out, x, y) = (b.param(k, 0), b.param(k, 1), b.param(k, 2));
        let is_float = b.types().is_float(t);
        let mut ops = vec![
            BinaryOp::Add,
            BinaryOp::Sub,
            BinaryOp::Mul,
            BinaryOp::Div,
            BinaryOp::Rem,
        ];
        if !is_float {
            ops.extend([
                BinaryOp::Shl,
                BinaryOp::Shr,
                BinaryOp::BitAnd,
                BinaryOp::BitOr,
                BinaryOp::BitXor,
            ]);
        }
        let mut st = Vec::new();
        for (i, op) in ops.into_iter().enumerate() {
            let (xv, yv) = (b.var(x, sp(1)), b.var(y, sp(1)));
            let v = b.binary(op, xv, yv, sp(1));
            let (ov, iv) = (b.var(out, sp(1)), b.i32(i as i32));
            let o = b.index(ov, iv);
            let a = b.assign(o, v);
            st.push(b.expr_stmt(a));
        }
        // Conversions to and from float (128-bit: AMD only, see below).
        if b.types().int_bits(t).is_some_and(|w| w > 64) {
            let body = b.block(st);
            b.define(k, body);
            continue;
        }
        let f = b.float();
        let xv = b.var(x, sp(2));
        let xf = b.convert(xv, f);
        let xt = b.convert(xf, t);
        let (ov, iv) = (b.var(out, sp(2)), b.i32(20));
        let o = b.index(ov, iv);
        let a = b.assign(o, xt);
        st.push(b.expr_stmt(a));
        let body = b.block(st);
        b.define(k, body);
    }
    let p = b.finish();
    let names: Vec<String> = (1..=kinds.len()).map(|i| format!("arith{i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    compile_ok(&p, &standard_targets(), 3, &names);
}

#[test]
fn int128_float_conversions_amd_yes_nvptx_diagnostic() {
    let mut b = Builder::new();
    let (void, i128t, d) = (b.void(), b.int_ty(IntKind::Int128), b.double());
    let pd = b.ptr(d);
    let k = b.declare_function(FuncDecl::new(
        "k",
        void,
        vec![("out", pd), ("x", i128t)],
        ExecSpace::GLOBAL,
    ));
    let (out, x) = (b.param(k, 0), b.param(k, 1));
    let xv = b.var(x, sp(5));
    let xd = b.convert(xv, d);
    let ov = b.var(out, sp(6));
    let o = b.deref(ov);
    let a = b.assign(o, xd);
    let s = b.expr_stmt(a);
    let body = b.block(vec![s]);
    b.define(k, body);
    let p = b.finish();
    compile_ok(&p, &[gfx1100(), gfx90a()], 3, &["k"]);
    let r = codegen::generate(&p, &standard_targets(), &opts(3, 2));
    assert_eq!(r.diagnostics.len(), 1, "{:#?}", r.diagnostics);
    assert_eq!(r.diagnostics[0].code, "cg-unsupported");
    assert_eq!(r.diagnostics[0].targets.len(), 4);
}

#[test]
fn gated_feature_uses_are_reported_per_module() {
    use codegen::gates::DeviceFeature as F;
    // Kernel k uses alloca and __nv_atomic_fetch_add (block scope, acquire)
    // on sm_70 only (if codegen); a managed global exists in every module.
    let mut b = Builder::new();
    b.nvvm_arch_type(&[52, 70]);
    let (void, int, d, ul) = (b.void(), b.int(), b.double(), b.size_t());
    let (pint, pd) = (b.ptr(int), b.ptr(d));
    b.global(
        "m",
        int,
        GlobalVar {
            space: MemorySpace::Managed,
            host_only: false,
            implicit_device: false,
            init: Some(ConstValue::Zero),
            linkage: Linkage::External,
            is_const: false,
            align: None,
            kind: GlobalKind::User,
            linkonce: false,
            dynamic_init: None,
            destroy: None,
            extern_instance: false,
        },
        sp(1),
    );
    let k = b.declare_function(
        FuncDecl::new("k", void, vec![("p", pint), ("q", pd)], ExecSpace::GLOBAL).at(sp(2)),
    );
    let (p, q) = (b.param(k, 0), b.param(k, 1));
    let vp = b.ptr(void);
    let n = b.int_lit(16, ul, sp(3));
    let a = b.builtin(Builtin::Alloca, vec![n], vp, sp(3));
    let s1 = b.expr_stmt(a);
    let pv = b.load(p, sp(4));
    let one = b.i32(1);
    let at = b.builtin(
        Builtin::NvAtomic {
            op: NvAtomicOp::FetchAdd,
            order: MemOrder::Acquire,
            scope: AtomicScope::Block,
        },
        vec![pv, one],
        int,
        sp(4),
    );
    let s2 = b.expr_stmt(at);
    let qv = b.load(q, sp(5));
    let x = b.float_lit(1.0, d, sp(5));
    let ad = b.atomic(Builtin::AtomicAdd, qv, x, sp(5));
    let s3 = b.expr_stmt(ad);
    let inner = b.block(vec![s1, s2, s3]);
    let arch = b.cg_nvvm_arch(sp(6));
    let c = b.cg_int(60);
    let ge = b.cg_binary(BinaryOp::Ge, arch, c, sp(6));
    let cif = b.codegen_if(ge, inner, None);
    let body = b.block(vec![cif]);
    b.define(k, body);
    let p = b.finish();
    let r = compile_ok(&p, &[nv(52), nv(70)], 3, &["k"]);
    let uses = |t: usize| -> Vec<(F, u32)> {
        r.per_target[t]
            .features
            .iter()
            .map(|u| (u.feature, u.span.lo / 10))
            .collect()
    };
    assert_eq!(uses(0), vec![(F::Managed, 1)]);
    assert_eq!(
        uses(1),
        vec![
            (F::Managed, 1),
            (F::DeviceAlloca, 3),
            (F::AtomicScope, 4),
            (F::NvAtomicFunctions, 4),
            (F::AtomicMemoryOrder, 4),
            (F::AtomicAddSubF64, 5)
        ]
    );
}

#[test]
fn wide_atomics_are_diagnostics_not_llvm_aborts() {
    let mut b = Builder::new();
    let (void, wide) = (b.void(), b.int_ty(IntKind::UInt128));
    let pw = b.ptr(wide);
    let k = b.declare_function(FuncDecl::new("k", void, vec![("p", pw)], ExecSpace::GLOBAL));
    let p = b.param(k, 0);
    let pv = b.load(p, sp(1));
    let (e, dsr) = (b.int_lit(1, wide, sp(1)), b.int_lit(2, wide, sp(1)));
    let cas = b.builtin(Builtin::AtomicCas, vec![pv, e, dsr], wide, sp(1));
    let s = b.expr_stmt(cas);
    let body = b.block(vec![s]);
    b.define(k, body);
    let p = b.finish();
    let r = codegen::generate(&p, &standard_targets(), &opts(3, 2));
    assert_eq!(r.diagnostics.len(), 2, "{:#?}", r.diagnostics);
    assert!(r.diagnostics.iter().all(|d| d.code == "cg-unsupported"));
    assert_eq!(
        r.per_target[3].features[0].feature,
        codegen::gates::DeviceFeature::AtomicExchCasB128
    );
}
