//! Device-code errors found by the reach walk, merged across targets: the
//! program of ../shared/examples/errors/host_only.cu, call chains, ODR-use,
//! and targets the linked LLVM cannot compile for.

mod common;

use codegen::{generate, ArtifactKind};
use common::*;
use lexer::diag::Diagnostic;
use sema::builder::{Builder, FuncDecl};
use sema::program::*;

const THROW: u32 = 28;
const LOG_HOST_K2: u32 = 37;
const HOST_COUNTER_K3: u32 = 38;
const K1_CALL: u32 = 36;

/// host_only.cu through the Builder. Spans: `sp(line)` for the offending
/// nodes, so diagnostics can be checked by "line".
fn host_only() -> Program {
    let mut b = Builder::new();
    let (void, int, f) = (b.void(), b.int(), b.float());
    let pf = b.ptr(f);
    let ch = b.int_ty(IntKind::Char);
    let cch = b.const_of(ch);
    let pcc = b.ptr(cch);
    let host_counter = b.global(
        "host_counter",
        int,
        GlobalVar {
            space: MemorySpace::Global,
            host_only: true,
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
        sp(20),
    );
    let log_host = b.declare_function(
        FuncDecl::new("log_host", void, vec![("s", pcc)], ExecSpace::NONE).at(sp(21)),
    );
    let dev_helper = b.declare_function(
        FuncDecl::new("dev_helper", f, vec![("x", f)], ExecSpace::DEVICE).at(sp(22)),
    );

    // inline float checked_div(float a, float b) { if(b == 0) throw "..."; return a / b; }
    let cd = b.declare_function(
        FuncDecl::new("checked_div", f, vec![("a", f), ("b", f)], ExecSpace::NONE)
            .inline()
            .at(sp(24)),
    );
    let (pa, pb) = (b.param(cd, 0), b.param(cd, 1));
    let bv = b.var(pb, sp(25));
    let z = b.i32(0);
    let cond = b.binary(BinaryOp::Eq, bv, z, sp(25));
    let msg = b.str_lit("divide by zero", sp(THROW));
    let msg = b.rvalue(msg);
    let thr = b.throw(Some(msg), sp(THROW));
    let thr = b.expr_stmt(thr);
    let iff = b.if_(cond, thr, None);
    let (av, bv) = (b.var(pa, sp(29)), b.var(pb, sp(29)));
    let q = b.binary(BinaryOp::Div, av, bv, sp(29));
    let ret = b.ret_from(cd, q);
    let body = b.block(vec![iff, ret]);
    b.define(cd, body);

    // float safe(float a) { try { return a * 2; } catch(...) { log_host("caught"); return 0; } }
    let safe =
        b.declare_function(FuncDecl::new("safe", f, vec![("a", f)], ExecSpace::NONE).at(sp(30)));
    let sa = b.param(safe, 0);
    let av = b.var(sa, sp(31));
    let two = b.i32(2);
    let m = b.binary(BinaryOp::Mul, av, two, sp(31));
    let r = b.ret_from(safe, m);
    let tb = b.block(vec![r]);
    let s = b.str_lit("caught", sp(33));
    let c = b.call(log_host, vec![s], sp(33));
    let c = b.expr_stmt(c);
    let z = b.i32(0);
    let r0 = b.ret_from(safe, z);
    let hb = b.block(vec![c, r0]);
    let tr = b.stmt(
        StmtKind::Try {
            body: tb,
            handlers: vec![Handler {
                ty: None,
                var: None,
                body: hb,
            }],
        },
        sp(31),
    );
    let body = b.block(vec![tr]);
    b.define(safe, body);

    let index = |b: &mut Builder, p: VarId, i: i32| {
        let pv = b.var(p, sp(40));
        let iv = b.i32(i);
        b.index(pv, iv)
    };
    // __global__ void k1(float* p) { p[0] = checked_div(p[1], p[2]); }
    let k1 = b
        .declare_function(FuncDecl::new("k1", void, vec![("p", pf)], ExecSpace::GLOBAL).at(sp(35)));
    let p = b.param(k1, 0);
    let (p1, p2) = (index(&mut b, p, 1), index(&mut b, p, 2));
    let call = b.call(cd, vec![p1, p2], sp(K1_CALL));
    let p0 = index(&mut b, p, 0);
    let a = b.assign(p0, call);
    let s = b.expr_stmt(a);
    let body = b.block(vec![s]);
    b.define(k1, body);

    // __global__ void k2(float* p) { log_host("k2"); p[0] = 1; }
    let k2 = b
        .declare_function(FuncDecl::new("k2", void, vec![("p", pf)], ExecSpace::GLOBAL).at(sp(37)));
    let p = b.param(k2, 0);
    let s = b.str_lit("k2", sp(LOG_HOST_K2));
    let c = b.call(log_host, vec![s], sp(LOG_HOST_K2));
    let c = b.expr_stmt(c);
    let p0 = index(&mut b, p, 0);
    let one = b.i32(1);
    let a = b.assign(p0, one);
    let a = b.expr_stmt(a);
    let body = b.block(vec![c, a]);
    b.define(k2, body);

    // __global__ void k3(float* p) { p[0] = host_counter + dev_helper(p[1]) + safe(p[2]); }
    let k3 = b
        .declare_function(FuncDecl::new("k3", void, vec![("p", pf)], ExecSpace::GLOBAL).at(sp(38)));
    let p = b.param(k3, 0);
    let hc = b.var(host_counter, sp(HOST_COUNTER_K3));
    let p1 = index(&mut b, p, 1);
    let dh = b.call(dev_helper, vec![p1], sp(39));
    let p2 = index(&mut b, p, 2);
    let sf = b.call(safe, vec![p2], sp(39));
    let s1 = b.binary(BinaryOp::Add, hc, dh, sp(39));
    let s2 = b.binary(BinaryOp::Add, s1, sf, sp(39));
    let p0 = index(&mut b, p, 0);
    let a = b.assign(p0, s2);
    let a = b.expr_stmt(a);
    let body = b.block(vec![a]);
    b.define(k3, body);

    // int main() { host_counter = 1; log_host("main"); try { checked_div(1, 0); } catch(const char* s) {...} return 0; }
    let main = b.declare_function(FuncDecl::new("main", int, vec![], ExecSpace::NONE).at(sp(50)));
    let hc = b.var(host_counter, sp(51));
    let one = b.i32(1);
    let a = b.assign(hc, one);
    let a = b.expr_stmt(a);
    let s = b.str_lit("main", sp(52));
    let c = b.call(log_host, vec![s], sp(52));
    let c = b.expr_stmt(c);
    let (o, z) = (b.f32(1.0), b.f32(0.0));
    let cdc = b.call(cd, vec![o, z], sp(53));
    let cdc = b.expr_stmt(cdc);
    let tb = b.block(vec![cdc]);
    let hb = b.block(vec![]);
    let tr = b.stmt(
        StmtKind::Try {
            body: tb,
            handlers: vec![Handler {
                ty: Some(pcc),
                var: None,
                body: hb,
            }],
        },
        sp(53),
    );
    let z = b.i32(0);
    let r = b.ret_from(main, z);
    let body = b.block(vec![a, c, tr, r]);
    b.define(main, body);
    b.finish()
}

fn notes(d: &Diagnostic) -> Vec<(Option<u32>, String)> {
    d.notes
        .iter()
        .map(|n| (n.span.map(|s| s.lo / 10), n.message.clone()))
        .collect()
}

#[test]
fn host_only_errors_once_each_naming_both_targets() {
    let p = host_only();
    let targets = vec![nv(70), gfx1100()];
    let r = generate(&p, &targets, &opts(3, 2));
    let d = &r.diagnostics;
    assert_eq!(d.len(), 3, "{d:#?}");

    assert_eq!(d[0].code, "cg-device-throw");
    assert_eq!(
        d[0].message,
        "a throw-expression is not allowed in device code"
    );
    assert_eq!(d[0].primary.span, sp(THROW));
    assert_eq!(
        notes(&d[0]),
        vec![
            (Some(K1_CALL), "called from 'k1'".to_string()),
            (Some(35), "in kernel 'k1'".to_string())
        ]
    );

    assert_eq!(d[1].code, "cg-undefined-function");
    assert_eq!(
        d[1].message,
        "'log_host' is not defined in this translation unit and not declared __device__"
    );
    assert_eq!(d[1].primary.span, sp(LOG_HOST_K2));
    assert_eq!(notes(&d[1]), vec![(Some(37), "in kernel 'k2'".to_string())]);

    assert_eq!(d[2].code, "cg-host-variable");
    assert_eq!(
        d[2].message,
        "a host variable cannot be used in device code"
    );
    assert_eq!(d[2].primary.span, sp(HOST_COUNTER_K3));
    assert_eq!(notes(&d[2]), vec![(Some(38), "in kernel 'k3'".to_string())]);

    for x in d {
        assert_eq!(x.targets, vec!["sm_70".to_string(), "gfx1100".to_string()]);
        assert!(x.is_error());
    }
    // No output for a target with errors.
    assert!(r.per_target.iter().all(|t| t.artifacts.is_empty()));
}

/// k -> f -> g, and g calls an undefined host function.
fn chain(extra_unreached: bool) -> Program {
    let mut b = Builder::new();
    let (void, int) = (b.void(), b.int());
    let host = b.declare_function(FuncDecl::new("host_fn", int, vec![], ExecSpace::NONE).at(sp(1)));
    let g = b.declare_function(FuncDecl::new("g", int, vec![], ExecSpace::NONE).at(sp(2)));
    let c = b.call(host, vec![], sp(3));
    let r = b.ret_from(g, c);
    let body = b.block(vec![r]);
    b.define(g, body);
    let f = b.declare_function(
        FuncDecl::new("f", int, vec![], ExecSpace::DEVICE)
            .inline()
            .at(sp(4)),
    );
    let c = b.call(g, vec![], sp(5));
    let r = b.ret_from(f, c);
    let body = b.block(vec![r]);
    b.define(f, body);
    let pint = b.ptr(int);
    let k = b
        .declare_function(FuncDecl::new("k", void, vec![("p", pint)], ExecSpace::GLOBAL).at(sp(6)));
    let p = b.param(k, 0);
    let c = b.call(f, vec![], sp(7));
    let pv = b.var(p, sp(8));
    let d = b.deref(pv);
    let a = b.assign(d, c);
    let s = b.expr_stmt(a);
    let body = b.block(vec![s]);
    b.define(k, body);
    if extra_unreached {
        // Defined, untagged, calls a host function, never reached: no error.
        let u =
            b.declare_function(FuncDecl::new("unreached", int, vec![], ExecSpace::NONE).at(sp(9)));
        let c = b.call(host, vec![], sp(10));
        let r = b.ret_from(u, c);
        let body = b.block(vec![r]);
        b.define(u, body);
    }
    b.finish()
}

#[test]
fn call_chain_notes_lead_from_the_kernel() {
    let p = chain(false);
    let r = generate(&p, &[nv(52)], &opts(3, 1));
    assert_eq!(r.diagnostics.len(), 1, "{:#?}", r.diagnostics);
    let d = &r.diagnostics[0];
    assert_eq!(d.code, "cg-undefined-function");
    assert_eq!(
        d.message,
        "'host_fn' is not defined in this translation unit and not declared __device__"
    );
    assert_eq!(d.primary.span, sp(3));
    assert_eq!(
        notes(d),
        vec![
            (Some(5), "called from 'f'".to_string()),
            (Some(7), "called from 'k'".to_string()),
            (Some(6), "in kernel 'k'".to_string()),
        ]
    );
    assert_eq!(d.targets, vec!["sm_52".to_string()]);
}

#[test]
fn unreached_code_raises_nothing_and_is_not_emitted() {
    // Remove the bad call from g: only `unreached` calls host_fn now.
    let mut b = Builder::new();
    let (void, int) = (b.void(), b.int());
    let host = b.declare_function(FuncDecl::new("host_fn", int, vec![], ExecSpace::NONE));
    let u = b.declare_function(FuncDecl::new("unreached", int, vec![], ExecSpace::NONE));
    let c = b.call(host, vec![], sp(10));
    let r = b.ret_from(u, c);
    let body = b.block(vec![r]);
    b.define(u, body);
    let helper = b.declare_function(FuncDecl::new("helper", int, vec![], ExecSpace::NONE));
    let seven = b.i32(7);
    let r = b.ret_from(helper, seven);
    let body = b.block(vec![r]);
    b.define(helper, body);
    let pint = b.ptr(int);
    let k = b.declare_function(FuncDecl::new(
        "k",
        void,
        vec![("p", pint)],
        ExecSpace::GLOBAL,
    ));
    let p = b.param(k, 0);
    let c = b.call(helper, vec![], sp(7));
    let pv = b.var(p, sp(8));
    let d = b.deref(pv);
    let a = b.assign(d, c);
    let s = b.expr_stmt(a);
    let body = b.block(vec![s]);
    b.define(k, body);
    let p = b.finish();
    let targets = vec![nv(70), gfx1100()];
    let r = compile_ok(&p, &targets, 0, &["k"]);
    for t in ["sm_70", "gfx1100"] {
        let ir = ir(&r, t);
        assert!(
            ir.contains("@helper("),
            "{t}: reached untagged function missing:\n{ir}"
        );
        assert!(
            !ir.contains("unreached") && !ir.contains("host_fn"),
            "{t}: unreached code emitted:\n{ir}"
        );
    }
    // The error in `chain` disappears when its kernel no longer reaches it.
    let p = chain(true);
    let r = generate(&p, &[nv(70)], &opts(3, 1));
    assert_eq!(
        r.diagnostics.len(),
        1,
        "only g's call is an error: {:#?}",
        r.diagnostics
    );
}

#[test]
fn codegen_if_prunes_errors_per_target() {
    // if codegen(__nvvm_arch < 60) throw;  -- an error for sm_52 only.
    let mut b = Builder::new();
    b.nvvm_arch_type(&[52, 70]);
    let void = b.void();
    let k = b.declare_function(FuncDecl::new("k", void, vec![], ExecSpace::GLOBAL).at(sp(1)));
    let arch = b.cg_nvvm_arch(sp(2));
    let c60 = b.cg_int(60);
    let pred = b.cg_binary(BinaryOp::Lt, arch, c60, sp(2));
    let t = b.stmt(StmtKind::Throw(None), sp(3));
    let cif = b.codegen_if(pred, t, None);
    let body = b.block(vec![cif]);
    b.define(k, body);
    let p = b.finish();
    let r = generate(&p, &[nv(52), nv(70)], &opts(3, 2));
    assert_eq!(r.diagnostics.len(), 1);
    assert_eq!(r.diagnostics[0].code, "cg-device-throw");
    assert_eq!(r.diagnostics[0].targets, vec!["sm_52".to_string()]);
    assert!(r.target("sm_52").is_some_and(|t| t.artifacts.is_empty()));
    let ok = r.target("sm_70").and_then(|t| t.text(ArtifactKind::Ptx));
    assert!(ok.is_some_and(|p| p.contains(".entry k(")));
}

#[test]
fn unsupported_target_is_an_error_without_output() {
    let mut b = Builder::new();
    let void = b.void();
    let k = b.declare_function(FuncDecl::new("k", void, vec![], ExecSpace::GLOBAL));
    let body = b.block(vec![]);
    b.define(k, body);
    let p = b.finish();
    let mut sm100 = nv(100);
    sm100.llvm_supported = false;
    let mut gfx1200 = codegen::TargetSpec::amdgpu("gfx1250", 32, 0);
    gfx1200.llvm_supported = false;
    let targets = vec![nv(70), sm100, gfx1200];
    let r = generate(&p, &targets, &opts(3, 2));
    let msgs: Vec<&str> = r.diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(
        msgs,
        vec![
            "the linked LLVM 19 NVPTX backend cannot compile for 'sm_100'",
            "the linked LLVM 19 AMDGPU backend cannot compile for 'gfx1250'"
        ]
    );
    assert!(r
        .diagnostics
        .iter()
        .all(|d| d.code == "cg-unsupported-target" && d.is_error()));
    assert_eq!(r.diagnostics[0].targets, vec!["sm_100".to_string()]);
    assert!(r.per_target[1].artifacts.is_empty() && r.per_target[2].artifacts.is_empty());
    assert!(r.per_target[0]
        .text(ArtifactKind::Ptx)
        .is_some_and(|p| p.contains(".entry k(")));
}

#[test]
fn malformed_programs_report_instead_of_panicking() {
    // A call to a function id that does not exist, a dangling expression in
    // a statement, and a codegen predicate that divides by zero.
    let mut b = Builder::new();
    let (void, int) = (b.void(), b.int());
    let k = b.declare_function(FuncDecl::new("k", void, vec![], ExecSpace::GLOBAL));
    let bogus = b.expr(
        ExprKind::Call {
            callee: FuncId(999),
            args: vec![],
        },
        int,
        ValueCategory::RValue,
        sp(1),
    );
    let s1 = b.expr_stmt(bogus);
    let s2 = b.stmt(StmtKind::Expr(ExprId(12345)), sp(2));
    let one = b.cg_int(1);
    let zero = b.cg_int(0);
    let div = b.cg_binary(BinaryOp::Div, one, zero, sp(3));
    let e = b.block(vec![]);
    let s3 = b.codegen_if(div, e, None);
    let body = b.block(vec![s1, s2, s3]);
    b.define(k, body);
    let p = b.finish();
    let r = generate(&p, &[nv(70), gfx1100()], &opts(3, 2));
    assert!(r.has_errors());
    assert!(
        r.diagnostics.iter().any(|d| d.code == "cg-codegen-eval"),
        "{:#?}",
        r.diagnostics
    );
}

#[test]
fn dangling_ids_in_lowering_are_internal_errors() {
    let mut b = Builder::new();
    let (void, int) = (b.void(), b.int());
    let k = b.declare_function(FuncDecl::new("k", void, vec![], ExecSpace::GLOBAL));
    let bogus = b.expr(
        ExprKind::Call {
            callee: FuncId(999),
            args: vec![],
        },
        int,
        ValueCategory::RValue,
        sp(1),
    );
    let s1 = b.expr_stmt(bogus);
    let s2 = b.stmt(StmtKind::Expr(ExprId(12345)), sp(2));
    let s3 = b.stmt(StmtKind::Goto(LabelId(77)), sp(3));
    let s4 = b.stmt(StmtKind::Break, sp(4));
    let body = b.block(vec![s1, s2, s3, s4]);
    b.define(k, body);
    let p = b.finish();
    let r = generate(&p, &[nv(70), gfx1100()], &opts(3, 2));
    assert!(r.has_errors());
    assert!(
        r.diagnostics.iter().all(|d| d.code == "cg-internal"),
        "{:#?}",
        r.diagnostics
    );
    assert!(r.per_target.iter().all(|t| t.artifacts.is_empty()));
}

#[test]
fn merged_diagnostics_identical_for_any_job_count() {
    let p = host_only();
    let targets = vec![nv(52), nv(70), gfx1100(), gfx90a()];
    let one = generate(&p, &targets, &opts(3, 1));
    let two = generate(&p, &targets, &opts(3, 2));
    assert_eq!(one.diagnostics, two.diagnostics);
    assert_eq!(one.diagnostics.len(), 3);
    assert!(one.diagnostics.iter().all(|d| d.targets.len() == 4));
}

#[test]
fn launching_a_kernel_from_device_code_is_an_error() {
    let mut b = Builder::new();
    let void = b.void();
    let child =
        b.declare_function(FuncDecl::new("child", void, vec![], ExecSpace::GLOBAL).at(sp(1)));
    let body = b.block(vec![]);
    b.define(child, body);
    let parent =
        b.declare_function(FuncDecl::new("parent", void, vec![], ExecSpace::GLOBAL).at(sp(2)));
    let c = b.call(child, vec![], sp(3));
    let s = b.expr_stmt(c);
    let body = b.block(vec![s]);
    b.define(parent, body);
    let p = b.finish();
    let r = generate(&p, &[nv(70), gfx1100()], &opts(3, 2));
    assert_eq!(r.diagnostics.len(), 1, "{:#?}", r.diagnostics);
    let d = &r.diagnostics[0];
    assert_eq!(d.code, "cg-device-launch");
    assert_eq!(
        d.message,
        "launching kernel 'child' from device code is not supported"
    );
    assert_eq!(notes(d), vec![(Some(2), "in kernel 'parent'".to_string())]);
}

#[test]
fn ill_typed_programs_are_internal_errors_not_panics() {
    // Each statement is ill-typed in its own way; lowering must report,
    // never panic, whatever sema got wrong.
    let mut b = Builder::new();
    let (void, int, f) = (b.void(), b.int(), b.float());
    let pint = b.ptr(int);
    let k = b.declare_function(FuncDecl::new(
        "k",
        void,
        vec![("p", pint), ("x", f)],
        ExecSpace::GLOBAL,
    ));
    let (p, x) = (b.param(k, 0), b.param(k, 1));
    let mut st = Vec::new();
    let rv = |b: &mut Builder, kind: ExprKind, ty: TypeId| {
        b.expr(kind, ty, ValueCategory::RValue, sp(1))
    };
    // *x where x is a float.
    let xv = b.load(x, sp(1));
    let d = b.expr(ExprKind::Deref(xv), int, ValueCategory::LValue, sp(1));
    st.push(b.expr_stmt(d));
    // x[1] with a float base.
    let (xv, one) = (b.load(x, sp(2)), b.i32(1));
    let ix = b.expr(
        ExprKind::Index {
            base: xv,
            index: one,
        },
        int,
        ValueCategory::LValue,
        sp(2),
    );
    let ix = b.rvalue(ix);
    st.push(b.expr_stmt(ix));
    // p + 1.5f
    let (pv, h) = (b.load(p, sp(3)), b.f32(1.5));
    let pa = rv(
        &mut b,
        ExprKind::PtrAdd {
            ptr: pv,
            offset: h,
            negate: false,
        },
        pint,
    );
    st.push(b.expr_stmt(pa));
    // int + float without conversion.
    let (one, xv) = (b.i32(1), b.load(x, sp(4)));
    let bad = rv(
        &mut b,
        ExprKind::Binary {
            op: BinaryOp::Add,
            lhs: one,
            rhs: xv,
        },
        int,
    );
    st.push(b.expr_stmt(bad));
    // member 3 of an int.
    let one = b.i32(1);
    let m = rv(
        &mut b,
        ExprKind::Member {
            base: one,
            field: 3,
        },
        int,
    );
    st.push(b.expr_stmt(m));
    // switch on a float.
    let xv = b.load(x, sp(5));
    let e = b.block(vec![]);
    st.push(b.stmt(
        StmtKind::Switch {
            cond: xv,
            body: e,
            cases: vec![],
            default: None,
        },
        sp(5),
    ));
    // A call with a missing argument.
    let g = b.declare_function(FuncDecl::new("g", int, vec![("a", int)], ExecSpace::DEVICE));
    let c = rv(
        &mut b,
        ExprKind::Call {
            callee: g,
            args: vec![],
        },
        int,
    );
    st.push(b.expr_stmt(c));
    let body = b.block(st);
    b.define(k, body);
    let p = b.finish();
    let r = generate(&p, &[nv(70), gfx1100()], &opts(3, 2));
    assert!(r.has_errors());
    assert!(
        r.diagnostics.iter().all(|d| d.code == "cg-internal"),
        "{:#?}",
        r.diagnostics
    );
    assert!(r.per_target.iter().all(|t| t.artifacts.is_empty()));
}

#[test]
fn merged_diagnostics_are_in_source_order_across_targets() {
    // sm_52 reaches a throw at "line" 50, sm_70 one at "line" 10.
    let mut b = Builder::new();
    b.nvvm_arch_type(&[52, 70]);
    let void = b.void();
    let k = b.declare_function(FuncDecl::new("k", void, vec![], ExecSpace::GLOBAL).at(sp(1)));
    let arch = b.cg_nvvm_arch(sp(2));
    let c = b.cg_int(60);
    let old = b.cg_binary(BinaryOp::Lt, arch, c, sp(2));
    let t_old = b.stmt(StmtKind::Throw(None), sp(50));
    let t_new = b.stmt(StmtKind::Throw(None), sp(10));
    let cif = b.codegen_if(old, t_old, Some(t_new));
    let body = b.block(vec![cif]);
    b.define(k, body);
    let p = b.finish();
    let r = generate(&p, &[nv(52), nv(70)], &opts(3, 2));
    let got: Vec<(u32, Vec<String>)> = r
        .diagnostics
        .iter()
        .map(|d| (d.primary.span.lo / 10, d.targets.clone()))
        .collect();
    assert_eq!(
        got,
        vec![
            (10, vec!["sm_70".to_string()]),
            (50, vec!["sm_52".to_string()])
        ]
    );
}
