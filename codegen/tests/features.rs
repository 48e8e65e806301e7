//! One kernel per language feature, all in one program compiled for every
//! standard target at -O0 and -O3; every PTX goes through ptxas and every
//! code object through ld.lld and llvm-readelf.

mod common;

use common::*;
use sema::builder::{Builder, FuncDecl};
use sema::program::*;

fn kernel(
    b: &mut Builder,
    name: &str,
    params: Vec<(&str, TypeId)>,
    n: u32,
) -> (FuncId, Vec<VarId>) {
    let void = b.void();
    let k = b.declare_function(FuncDecl::new(name, void, params, ExecSpace::GLOBAL).at(sp(n)));
    let ps = (0..b.program.funcs[k].params.len())
        .map(|i| b.param(k, i))
        .collect();
    (k, ps)
}

/// `p[i]` as an lvalue, `i` an int constant.
fn at(b: &mut Builder, p: VarId, i: i32) -> ExprId {
    let pv = b.var(p, sp(1));
    let iv = b.i32(i);
    b.index(pv, iv)
}

/// `lhs = rhs;`
fn set(b: &mut Builder, lhs: ExprId, rhs: ExprId) -> StmtId {
    let a = b.assign(lhs, rhs);
    b.expr_stmt(a)
}

fn tid(b: &mut Builder) -> ExprId {
    b.special(Builtin::ThreadIdx(Axis::X))
}

/// `__shared__ int s[64]; s[t] = d[t]; __syncthreads(); d[t] = s[n - t - 1];`
fn shared_reverse(b: &mut Builder) {
    let int = b.int();
    let pint = b.ptr(int);
    let arr = b.array(int, 64);
    let s = b.device_global("s", arr, MemorySpace::Shared, ConstValue::Zero);
    let (k, ps) = kernel(b, "shared_reverse", vec![("d", pint), ("n", int)], 100);
    let (d, n) = (ps[0], ps[1]);
    let t = b.local("t", int, sp(2));
    let tx = tid(b);
    let dt = b.decl(t, Some(tx));
    let (sv, tv) = (b.var(s, sp(3)), b.var(t, sp(3)));
    let st = b.index(sv, tv);
    let (dv, tv) = (b.var(d, sp(3)), b.var(t, sp(3)));
    let dt_ = b.index(dv, tv);
    let a1 = set(b, st, dt_);
    let u = b.uint();
    let sync = b.builtin(Builtin::SyncThreads, vec![], u, sp(4));
    let sync = b.cast(
        CastKind::ToVoid,
        sync,
        b.program.types.lookup(&Type::Void).unwrap(),
    );
    let sync = b.expr_stmt(sync);
    let (nv, tv) = (b.var(n, sp(5)), b.var(t, sp(5)));
    let nt = b.binary(BinaryOp::Sub, nv, tv, sp(5));
    let one = b.i32(1);
    let idx = b.binary(BinaryOp::Sub, nt, one, sp(5));
    let sv = b.var(s, sp(5));
    let s_idx = b.index(sv, idx);
    let (dv, tv) = (b.var(d, sp(5)), b.var(t, sp(5)));
    let d_t = b.index(dv, tv);
    let a2 = set(b, d_t, s_idx);
    let body = b.block(vec![dt, a1, sync, a2]);
    b.define(k, body);
}

/// `atomicAdd(ci, 1); atomicAdd(cu, 2u); atomicAdd(cf, 1.5f); atomicAdd(cd, 2.0);`
/// plus `__nv_atomic_fetch_add`, `atomicCAS`, `atomicMax` (unsigned).
fn atomics(b: &mut Builder) {
    let (int, uint, f, d) = (b.int(), b.uint(), b.float(), b.double());
    let (pi, pu, pf, pd) = (b.ptr(int), b.ptr(uint), b.ptr(f), b.ptr(d));
    let (k, ps) = kernel(
        b,
        "atomics",
        vec![("ci", pi), ("cu", pu), ("cf", pf), ("cd", pd)],
        101,
    );
    let mut stmts = Vec::new();
    let one = b.i32(1);
    let cv = b.load(ps[0], sp(6));
    let a = b.atomic(Builtin::AtomicAdd, cv, one, sp(6));
    stmts.push(b.expr_stmt(a));
    let two = b.int_lit(2, uint, sp(7));
    let cv = b.load(ps[1], sp(7));
    let a = b.atomic(Builtin::AtomicAdd, cv, two, sp(7));
    stmts.push(b.expr_stmt(a));
    let x = b.f32(1.5);
    let cv = b.load(ps[2], sp(8));
    let a = b.atomic(Builtin::AtomicAdd, cv, x, sp(8));
    // Use the old value so the atomic must return it.
    let slot = at(b, ps[2], 1);
    stmts.push(set(b, slot, a));
    let y = b.float_lit(2.0, d, sp(9));
    let cv = b.load(ps[3], sp(9));
    let a = b.atomic(Builtin::AtomicAdd, cv, y, sp(9));
    stmts.push(b.expr_stmt(a));
    let nine = b.int_lit(9, uint, sp(10));
    let cv = b.load(ps[1], sp(10));
    let a = b.atomic(Builtin::AtomicMax, cv, nine, sp(10));
    stmts.push(b.expr_stmt(a));
    let nv = b.builtin(
        Builtin::NvAtomic {
            op: NvAtomicOp::FetchAdd,
            order: MemOrder::Relaxed,
            scope: AtomicScope::Device,
        },
        vec![],
        int,
        sp(11),
    );
    // Patch in the arguments (the builtin helper does not convert them).
    let cv = b.load(ps[0], sp(11));
    let three = b.i32(3);
    if let ExprKind::Builtin { args, .. } = &mut b.program.exprs[nv].kind {
        *args = vec![cv, three];
    }
    stmts.push(b.expr_stmt(nv));
    let cv = b.load(ps[0], sp(12));
    let (e, dsr) = (b.i32(4), b.i32(5));
    let cas = b.builtin(Builtin::AtomicCas, vec![cv, e, dsr], int, sp(12));
    let slot = at(b, ps[0], 1);
    stmts.push(set(b, slot, cas));
    let fence = b.builtin(
        Builtin::ThreadFence,
        vec![],
        b.program.types.lookup(&Type::Void).unwrap(),
        sp(13),
    );
    stmts.push(b.expr_stmt(fence));
    let body = b.block(stmts);
    b.define(k, body);
}

/// `struct P { int a; float b; double c; char d; };`
/// `P q = {1, 2.0f}; q.a += p->a; out[0] = q.a + q.b + p[1].c;`
fn structs(b: &mut Builder) -> TypeId {
    let (int, f, d, ch) = (b.int(), b.float(), b.double(), b.int_ty(IntKind::Char));
    let pt = b.struct_ty("P", vec![("a", int), ("b", f), ("c", d), ("d", ch)]);
    let pp = b.ptr(pt);
    let pf = b.ptr(f);
    let (k, ps) = kernel(b, "structs", vec![("p", pp), ("out", pf)], 102);
    let q = b.local("q", pt, sp(14));
    let (one, two) = (b.i32(1), b.f32(2.0));
    let one = b.convert(one, int);
    let two = b.convert(two, f);
    let dq = b.stmt(
        StmtKind::Decl {
            var: q,
            init: Some(Init::List(vec![Init::Expr(one), Init::Expr(two)])),
        },
        sp(14),
    );
    let qv = b.var(q, sp(15));
    let qa = b.member(qv, 0);
    let pv = b.var(ps[0], sp(15));
    let pa = b.arrow(pv, 0);
    let ca = b.compound_assign(BinaryOp::Add, qa, pa);
    let ca = b.expr_stmt(ca);
    let qv = b.var(q, sp(16));
    let qa = b.member(qv, 0);
    let qv = b.var(q, sp(16));
    let qb = b.member(qv, 1);
    let s1 = b.binary(BinaryOp::Add, qa, qb, sp(16));
    let p1 = at(b, ps[0], 1);
    let p1c = b.member(p1, 2);
    let s2 = b.binary(BinaryOp::Add, s1, p1c, sp(16));
    let o0 = at(b, ps[1], 0);
    let st = set(b, o0, s2);
    // Whole-struct copy: p[2] = q;
    let p2 = at(b, ps[0], 2);
    let qv = b.var(q, sp(17));
    let cp = set(b, p2, qv);
    let body = b.block(vec![dq, ca, st, cp]);
    b.define(k, body);
    pt
}

/// for/continue, while/break, do-while, post-increment, goto.
fn loops(b: &mut Builder) {
    let int = b.int();
    let pint = b.ptr(int);
    let (k, ps) = kernel(b, "loops", vec![("out", pint), ("n", int)], 103);
    let (out, n) = (ps[0], ps[1]);
    let s = b.local("s", int, sp(18));
    let zero = b.i32(0);
    let ds = b.decl(s, Some(zero));
    let i = b.local("i", int, sp(19));
    let zero = b.i32(0);
    let di = b.decl(i, Some(zero));
    let (iv, nv) = (b.var(i, sp(19)), b.var(n, sp(19)));
    let cond = b.binary(BinaryOp::Lt, iv, nv, sp(19));
    let iv = b.var(i, sp(19));
    let step = b.inc_dec(IncDecOp::PreInc, iv);
    let (iv, three) = (b.var(i, sp(20)), b.i32(3));
    let is3 = b.binary(BinaryOp::Eq, iv, three, sp(20));
    let cont = b.stmt(StmtKind::Continue, sp(20));
    let if3 = b.if_(is3, cont, None);
    let (sv, iv) = (b.var(s, sp(21)), b.var(i, sp(21)));
    let acc = b.compound_assign(BinaryOp::Add, sv, iv);
    let acc = b.expr_stmt(acc);
    let fbody = b.block(vec![if3, acc]);
    let fo = b.for_(Some(di), Some(cond), Some(step), fbody);
    let j = b.local("j", int, sp(22));
    let zero = b.i32(0);
    let dj = b.decl(j, Some(zero));
    let (jv, nv) = (b.var(j, sp(22)), b.var(n, sp(22)));
    let wc = b.binary(BinaryOp::Lt, jv, nv, sp(22));
    let jv = b.var(j, sp(23));
    let inc = b.inc_dec(IncDecOp::PostInc, jv);
    let inc = b.expr_stmt(inc);
    let (jv, h) = (b.var(j, sp(23)), b.i32(100));
    let big = b.binary(BinaryOp::Gt, jv, h, sp(23));
    let brk = b.stmt(StmtKind::Break, sp(23));
    let ifb = b.if_(big, brk, None);
    let wbody = b.block(vec![inc, ifb]);
    let wh = b.while_(wc, wbody);
    let sv = b.var(s, sp(24));
    let dec = b.inc_dec(IncDecOp::PostDec, sv);
    let dec = b.expr_stmt(dec);
    let dbody = b.block(vec![dec]);
    let (sv, th) = (b.var(s, sp(24)), b.i32(1000));
    let dc = b.binary(BinaryOp::Gt, sv, th, sp(24));
    let dc = b.condition(dc);
    let dw = b.stmt(
        StmtKind::DoWhile {
            body: dbody,
            cond: dc,
        },
        sp(24),
    );
    // goto done; s = 0; done: out[0] = s + j;
    let done = b.label("done", sp(25));
    let g = b.stmt(StmtKind::Goto(done), sp(25));
    let (sv, z) = (b.var(s, sp(25)), b.i32(0));
    let skipped = set(b, sv, z);
    let l = b.stmt(StmtKind::Label(done), sp(25));
    let (sv, jv) = (b.var(s, sp(26)), b.var(j, sp(26)));
    let sum = b.binary(BinaryOp::Add, sv, jv, sp(26));
    let o0 = at(b, out, 0);
    let st = set(b, o0, sum);
    let body = b.block(vec![ds, fo, dj, wh, dw, g, skipped, l, st]);
    b.define(k, body);
}

/// `switch (v) { case 1: out[0] = 10; break; case 2: case 3: out[0] = 20; default: out[1] = 30; }`
fn switch(b: &mut Builder) {
    let int = b.int();
    let pint = b.ptr(int);
    let (k, ps) = kernel(b, "sw", vec![("out", pint), ("v", int)], 104);
    let c1 = b.stmt(StmtKind::Case { value: 1 }, sp(27));
    let o0 = at(b, ps[0], 0);
    let ten = b.i32(10);
    let s1 = set(b, o0, ten);
    let br = b.stmt(StmtKind::Break, sp(27));
    let c2 = b.stmt(StmtKind::Case { value: 2 }, sp(28));
    let c3 = b.stmt(StmtKind::Case { value: 3 }, sp(28));
    let o0 = at(b, ps[0], 0);
    let twenty = b.i32(20);
    let s2 = set(b, o0, twenty);
    let df = b.stmt(StmtKind::Default, sp(29));
    let o1 = at(b, ps[0], 1);
    let thirty = b.i32(30);
    let s3 = set(b, o1, thirty);
    let body = b.block(vec![c1, s1, br, c2, c3, s2, df, s3]);
    let v = b.load(ps[1], sp(27));
    let sw = b.stmt(
        StmtKind::Switch {
            cond: v,
            body,
            cases: vec![
                SwitchCase {
                    value: 1,
                    label: c1,
                },
                SwitchCase {
                    value: 2,
                    label: c2,
                },
                SwitchCase {
                    value: 3,
                    label: c3,
                },
            ],
            default: Some(df),
        },
        sp(27),
    );
    let body = b.block(vec![sw]);
    b.define(k, body);
}

/// `float* p = a + 4; p -= 1; ++p; float* q = p + threadIdx.x; out[0] = q - a; *(p - 2) = 1.0f;`
fn pointers(b: &mut Builder) {
    let (f, long) = (b.float(), b.ptrdiff());
    let (pf, pl) = (b.ptr(f), b.ptr(long));
    let (k, ps) = kernel(b, "ptrs", vec![("a", pf), ("out", pl)], 105);
    let (a, out) = (ps[0], ps[1]);
    let p = b.local("p", pf, sp(30));
    let (av, four) = (b.var(a, sp(30)), b.i32(4));
    let a4 = b.binary(BinaryOp::Add, av, four, sp(30));
    let dp = b.decl(p, Some(a4));
    let (pv, one) = (b.var(p, sp(31)), b.i32(1));
    let sub = b.compound_assign(BinaryOp::Sub, pv, one);
    let sub = b.expr_stmt(sub);
    let pv = b.var(p, sp(31));
    let inc = b.inc_dec(IncDecOp::PreInc, pv);
    let inc = b.expr_stmt(inc);
    let q = b.local("q", pf, sp(32));
    let (pv, t) = (b.var(p, sp(32)), tid(b));
    let pt = b.binary(BinaryOp::Add, pv, t, sp(32));
    let dq = b.decl(q, Some(pt));
    let (qv, av) = (b.var(q, sp(33)), b.var(a, sp(33)));
    let diff = b.binary(BinaryOp::Sub, qv, av, sp(33));
    let o0 = at(b, out, 0);
    let st = set(b, o0, diff);
    let (pv, two) = (b.var(p, sp(34)), b.i32(2));
    let pm2 = b.binary(BinaryOp::Sub, pv, two, sp(34));
    let d = b.deref(pm2);
    let one = b.f32(1.0);
    let st2 = set(b, d, one);
    let body = b.block(vec![dp, sub, inc, dq, st, st2]);
    b.define(k, body);
}

/// Calls to an untagged function, an inline function (linkonce_odr), a
/// non-inline `__device__` root, and a reference parameter.
fn calls(b: &mut Builder) {
    let (f, int) = (b.float(), b.int());
    let (pf, pint, rint) = (b.ptr(f), b.ptr(int), b.reference(int));
    let twice = b.declare_function(FuncDecl::new("twice", f, vec![("x", f)], ExecSpace::NONE));
    let xv = b.var(b.param(twice, 0), sp(35));
    let two = b.i32(2);
    let m = b.binary(BinaryOp::Mul, xv, two, sp(35));
    let r = b.ret_from(twice, m);
    let body = b.block(vec![r]);
    b.define(twice, body);
    let sq = b.declare_function(
        FuncDecl::new("sq", int, vec![("x", int)], ExecSpace::HOST_DEVICE).inline(),
    );
    let (x1, x2) = (b.var(b.param(sq, 0), sp(36)), b.var(b.param(sq, 0), sp(36)));
    let m = b.binary(BinaryOp::Mul, x1, x2, sp(36));
    let r = b.ret_from(sq, m);
    let body = b.block(vec![r]);
    b.define(sq, body);
    // void bump(int& r) { r += 1; }
    let void = b.void();
    let bump = b.declare_function(
        FuncDecl::new("bump", void, vec![("r", rint)], ExecSpace::DEVICE).inline(),
    );
    let rv = b.var(b.param(bump, 0), sp(37));
    let one = b.i32(1);
    let ca = b.compound_assign(BinaryOp::Add, rv, one);
    let ca = b.expr_stmt(ca);
    let body = b.block(vec![ca]);
    b.define(bump, body);
    // __device__ int dev_root(int a, int b) { return a - b; } (never called)
    let root = b.declare_function(FuncDecl::new(
        "dev_root",
        int,
        vec![("a", int), ("b", int)],
        ExecSpace::DEVICE,
    ));
    let (a, bb) = (
        b.var(b.param(root, 0), sp(38)),
        b.var(b.param(root, 1), sp(38)),
    );
    let d = b.binary(BinaryOp::Sub, a, bb, sp(38));
    let r = b.ret_from(root, d);
    let body = b.block(vec![r]);
    b.define(root, body);

    let (k, ps) = kernel(b, "calls", vec![("p", pf), ("q", pint)], 106);
    let p0 = at(b, ps[0], 0);
    let c = b.call(twice, vec![p0], sp(39));
    let p0 = at(b, ps[0], 0);
    let s1 = set(b, p0, c);
    let q0 = at(b, ps[1], 0);
    let c = b.call(sq, vec![q0], sp(40));
    let q0 = at(b, ps[1], 0);
    let s2 = set(b, q0, c);
    let q1 = at(b, ps[1], 1);
    let c = b.call(bump, vec![q1], sp(41));
    let s3 = b.expr_stmt(c);
    let body = b.block(vec![s1, s2, s3]);
    b.define(k, body);
}

/// Device globals with initializers, `__constant__` arrays, warpSize and
/// `__warp_size`, all three axes, conditional/logical/shift/comma/bool.
fn misc(b: &mut Builder) {
    let (int, uint, f, boolean, d) = (b.int(), b.uint(), b.float(), b.bool_ty(), b.double());
    let (pint, pf) = (b.ptr(int), b.ptr(f));
    let f4 = b.array(f, 4);
    let coeffs = b.device_global(
        "coeffs",
        f4,
        MemorySpace::Constant,
        ConstValue::Aggregate(vec![
            ConstValue::Float(1.0),
            ConstValue::Float(2.0),
            ConstValue::Float(3.0),
            ConstValue::Float(4.0),
        ]),
    );
    let counter = b.device_global("counter", int, MemorySpace::Global, ConstValue::Int(5));
    let (k, ps) = kernel(b, "misc", vec![("out", pint), ("fo", pf), ("n", uint)], 107);
    let (out, fo, n) = (ps[0], ps[1], ps[2]);
    let mut st = Vec::new();
    // fo[0] = coeffs[threadIdx.x & 3] * (double)n;
    let (cv, t) = (b.var(coeffs, sp(42)), tid(b));
    let three = b.int_lit(3, uint, sp(42));
    let t3 = b.binary(BinaryOp::BitAnd, t, three, sp(42));
    let ci = b.index(cv, t3);
    let nv = b.load(n, sp(42));
    let nd = b.convert(nv, d);
    let prod = b.binary(BinaryOp::Mul, ci, nd, sp(42));
    let f0 = at(b, fo, 0);
    st.push(set(b, f0, prod));
    // counter++;
    let c = b.var(counter, sp(43));
    let inc = b.inc_dec(IncDecOp::PostInc, c);
    st.push(b.expr_stmt(inc));
    // out[0] = warpSize + __warp_size + blockIdx.y + gridDim.z + blockDim.z;
    let ws = b.builtin(Builtin::WarpSize, vec![], int, sp(44));
    let cws = b.cg(CodegenExprKind::WarpSize, int, sp(44));
    let cws = b.codegen_value(cws);
    let s = b.binary(BinaryOp::Add, ws, cws, sp(44));
    let by = b.special(Builtin::BlockIdx(Axis::Y));
    let s = b.binary(BinaryOp::Add, s, by, sp(44));
    let gz = b.special(Builtin::GridDim(Axis::Z));
    let s = b.binary(BinaryOp::Add, s, gz, sp(44));
    let bz = b.special(Builtin::BlockDim(Axis::Z));
    let s = b.binary(BinaryOp::Add, s, bz, sp(44));
    let o0 = at(b, out, 0);
    st.push(set(b, o0, s));
    // bool ok = n > 3u && (n >> 1) != 0 || !(n < 2);
    let ok = b.local("ok", boolean, sp(45));
    let (nv, three) = (b.load(n, sp(45)), b.int_lit(3, uint, sp(45)));
    let gt = b.binary(BinaryOp::Gt, nv, three, sp(45));
    let (nv, one) = (b.load(n, sp(45)), b.i32(1));
    let sh = b.binary(BinaryOp::Shr, nv, one, sp(45));
    let zero = b.int_lit(0, uint, sp(45));
    let ne = b.binary(BinaryOp::Ne, sh, zero, sp(45));
    let and = b.logical(LogicalOp::And, gt, ne, sp(45));
    let (nv, two) = (b.load(n, sp(45)), b.int_lit(2, uint, sp(45)));
    let lt = b.binary(BinaryOp::Lt, nv, two, sp(45));
    let not = b.unary(UnaryOp::LogicalNot, lt, sp(45));
    let or = b.logical(LogicalOp::Or, and, not, sp(45));
    st.push(b.decl(ok, Some(or)));
    // out[1] = ok ? (int)(n / 3u) : (out[2] = 7, -out[3] % 5);
    let okv = b.var(ok, sp(46));
    let (nv, three) = (b.load(n, sp(46)), b.int_lit(3, uint, sp(46)));
    let q = b.binary(BinaryOp::Div, nv, three, sp(46));
    let qi = b.convert(q, int);
    let (o2, seven) = (at(b, out, 2), b.i32(7));
    let asg = b.assign(o2, seven);
    let o3 = at(b, out, 3);
    let neg = b.unary(UnaryOp::Neg, o3, sp(46));
    let five = b.i32(5);
    let rem = b.binary(BinaryOp::Rem, neg, five, sp(46));
    let comma = b.comma(asg, rem);
    let cond = b.conditional(okv, qi, comma);
    let o1 = at(b, out, 1);
    st.push(set(b, o1, cond));
    // out[4] <<= 2; out[5] ^= ~out[6]; fo[1] /= 3; fo[2] = (float)(int)fo[3];
    let (o4, two) = (at(b, out, 4), b.i32(2));
    let sh = b.compound_assign(BinaryOp::Shl, o4, two);
    st.push(b.expr_stmt(sh));
    let (o5, o6) = (at(b, out, 5), at(b, out, 6));
    let inv = b.unary(UnaryOp::BitNot, o6, sp(47));
    let x = b.compound_assign(BinaryOp::BitXor, o5, inv);
    st.push(b.expr_stmt(x));
    let (f1, three) = (at(b, fo, 1), b.i32(3));
    let dv = b.compound_assign(BinaryOp::Div, f1, three);
    st.push(b.expr_stmt(dv));
    let f3 = at(b, fo, 3);
    let fi = b.convert(f3, int);
    let ff = b.convert(fi, f);
    let f2 = at(b, fo, 2);
    st.push(set(b, f2, ff));
    let body = b.block(st);
    b.define(k, body);
}

/// Parameters of every scalar kind and a struct by value, a function
/// pointer call, a block-scope static and a char array from a string.
fn abi(b: &mut Builder) {
    let (int, f, d, bl) = (b.int(), b.float(), b.double(), b.bool_ty());
    let (ch, sh, lg, ull) = (
        b.int_ty(IntKind::Char),
        b.int_ty(IntKind::Short),
        b.int_ty(IntKind::Long),
        b.int_ty(IntKind::ULongLong),
    );
    let pair = b.struct_ty("Pair", vec![("x", int), ("y", d)]);
    let pd = b.ptr(d);
    // int add1(int v) { return v + 1; }
    let add1 = b.declare_function(FuncDecl::new(
        "add1",
        int,
        vec![("v", int)],
        ExecSpace::DEVICE,
    ));
    let vv = b.var(b.param(add1, 0), sp(60));
    let one = b.i32(1);
    let s1 = b.binary(BinaryOp::Add, vv, one, sp(60));
    let r = b.ret_from(add1, s1);
    let body = b.block(vec![r]);
    b.define(add1, body);
    let (k, ps) = kernel(
        b,
        "abi",
        vec![
            ("s", pair),
            ("flag", bl),
            ("c", ch),
            ("h", sh),
            ("l", lg),
            ("u", ull),
            ("dv", d),
            ("fv", f),
            ("out", pd),
        ],
        108,
    );
    let mut st = Vec::new();
    // static int calls = 0; (block scope: a device global)
    let calls = b.global(
        "abi_calls",
        int,
        GlobalVar {
            space: MemorySpace::Global,
            host_only: false,
            implicit_device: false,
            init: Some(ConstValue::Int(0)),
            linkage: Linkage::Internal,
            is_const: false,
            align: None,
            kind: GlobalKind::User,
            linkonce: false,
            dynamic_init: None,
            destroy: None,
            extern_instance: false,
        },
        sp(61),
    );
    st.push(b.stmt(
        StmtKind::Decl {
            var: calls,
            init: None,
        },
        sp(61),
    ));
    let cv = b.var(calls, sp(61));
    let inc = b.inc_dec(IncDecOp::PreInc, cv);
    st.push(b.expr_stmt(inc));
    // int (*fp)(int) = add1; int r = fp(s.x);
    let fty = b.program.funcs[add1].ty;
    let fpt = b.ptr(fty);
    let fp = b.local("fp", fpt, sp(62));
    let fe = b.expr(ExprKind::Func(add1), fty, ValueCategory::LValue, sp(62));
    st.push(b.decl(fp, Some(fe)));
    let fpv = b.load(fp, sp(62));
    let sv = b.var(ps[0], sp(62));
    let sx = b.member(sv, 0);
    let sx = b.rvalue(sx);
    let call = b.expr(
        ExprKind::CallIndirect {
            callee: fpv,
            args: vec![sx],
        },
        int,
        ValueCategory::RValue,
        sp(62),
    );
    // char msg[] = "hi";
    let msg_ty = b.array(ch, 3);
    let msg = b.local("msg", msg_ty, sp(63));
    let lit = b.str_lit("hi", sp(63));
    st.push(b.stmt(
        StmtKind::Decl {
            var: msg,
            init: Some(Init::Expr(lit)),
        },
        sp(63),
    ));
    // out[0] = call + s.y + flag + c + h + l + u + dv + fv + msg[1];
    let mut acc = b.convert(call, d);
    let sv = b.var(ps[0], sp(64));
    let sy = b.member(sv, 1);
    acc = b.binary(BinaryOp::Add, acc, sy, sp(64));
    for &p in &ps[1..8] {
        let v = b.var(p, sp(64));
        acc = b.binary(BinaryOp::Add, acc, v, sp(64));
    }
    let (mv, one) = (b.var(msg, sp(64)), b.i32(1));
    let m1 = b.index(mv, one);
    acc = b.binary(BinaryOp::Add, acc, m1, sp(64));
    let o0 = at(b, ps[8], 0);
    st.push(set(b, o0, acc));
    let body = b.block(st);
    b.define(k, body);
}

fn program() -> Program {
    let mut b = Builder::new();
    shared_reverse(&mut b);
    atomics(&mut b);
    structs(&mut b);
    loops(&mut b);
    switch(&mut b);
    pointers(&mut b);
    calls(&mut b);
    misc(&mut b);
    abi(&mut b);
    b.finish()
}

const KERNELS: &[&str] = &[
    "shared_reverse",
    "atomics",
    "structs",
    "loops",
    "sw",
    "ptrs",
    "calls",
    "misc",
];

#[test]
fn every_feature_every_target_o3() {
    let p = program();
    let targets = standard_targets();
    let r = compile_ok(&p, &targets, 3, KERNELS);
    let sm70 = ptx(&r, "sm_70");
    assert!(sm70.contains(".shared .align 4 .b8 s[256]"), "{sm70}");
    assert!(
        sm70.contains("bar.sync \t0")
            || sm70.contains("barrier.sync \t0")
            || sm70.contains("bar.sync 0"),
        "{sm70}"
    );
    assert!(
        sm70.contains("atom.global.add.f32") || sm70.contains("atom.add.f32"),
        "float atomicAdd"
    );
    assert!(
        sm70.contains("atom.global.add.f64")
            || sm70.contains("red.global.add.f64")
            || sm70.contains("atom.add.f64"),
        "double atomicAdd on sm_70"
    );
    assert!(
        sm70.contains(".const .align 4 .b8 coeffs[16]"),
        "__constant__ array:\n{sm70}"
    );
    assert!(
        sm70.contains(".visible .func  (.param .b32 func_retval0) dev_root("),
        "non-inline __device__ functions are roots:\n{sm70}"
    );
    assert!(sm70.contains("membar.gl"), "__threadfence");
    let amd = ir(&r, "gfx1100");
    assert!(
        amd.contains("addrspace(3) global [64 x i32] undef"),
        "{amd}"
    );
    assert!(
        amd.contains("fence syncscope(\"workgroup\") release"),
        "{amd}"
    );
    assert!(amd.contains("call void @llvm.amdgcn.s.barrier()"), "{amd}");
    assert!(
        amd.contains("atomicrmw fadd ptr addrspace(1)") || amd.contains("atomicrmw fadd ptr"),
        "{amd}"
    );
    assert!(amd.contains("syncscope(\"agent\")"), "{amd}");
    // The builder's __constant__ globals are const objects: constant data
    // (a non-const one is externally initialized, the host may write it).
    assert!(
        amd.contains("addrspace(4) constant [4 x float]")
            || amd.contains("addrspace(4) externally_initialized global [4 x float]"),
        "{amd}"
    );
    // warpSize and __warp_size fold to the wave size: 32 on gfx1100, 64 on gfx90a.
    let misc_amd = ir_function(ir(&r, "gfx90a"), "misc");
    assert!(misc_amd.contains(", 128"), "2 * 64 on gfx90a:\n{misc_amd}");
}

#[test]
fn every_feature_every_target_o0() {
    let p = program();
    let targets = standard_targets();
    let r = compile_ok(&p, &targets, 0, KERNELS);
    let sm52 = ir(&r, "sm_52");
    assert!(
        sm52.contains("define linkonce_odr i32 @sq("),
        "inline functions get linkonce_odr:\n{sm52}"
    );
    assert!(
        sm52.contains("define float @twice("),
        "untagged defined function is emitted:\n{sm52}"
    );
    assert!(sm52.contains("switch i32"), "{sm52}");
    let amd = ir(&r, "gfx1100");
    assert!(
        amd.contains("alloca i32, align 4, addrspace(5)"),
        "AMD allocas in the private space:\n{amd}"
    );
}

#[test]
fn printf_on_both_vendors() {
    let mut b = Builder::new();
    let (int, ch) = (b.int(), b.int_ty(IntKind::Char));
    let (k, ps) = kernel(&mut b, "hello", vec![("v", int)], 110);
    let fmt = b.str_lit("v=%d x=%f\n", sp(50));
    let v = b.load(ps[0], sp(50));
    let x = b.f32(0.5);
    let x = b.vararg(x);
    let _ = ch;
    let c = b.builtin(Builtin::Printf, vec![fmt, v, x], int, sp(50));
    let s = b.expr_stmt(c);
    let body = b.block(vec![s]);
    b.define(k, body);
    let p = b.finish();
    let r = compile_ok(&p, &[nv(52), nv(90)], 3, &["hello"]);
    assert!(ptx(&r, "sm_90").contains("vprintf"), "{}", ptx(&r, "sm_90"));
    // AMD: the ROCm hostcall protocol, with ockl linked in.
    let r = compile_ok(&p, &[nv(70), gfx1100()], 0, &["hello"]);
    assert!(ptx(&r, "sm_70").contains("vprintf"), "{}", ptx(&r, "sm_70"));
    let amd = ir(&r, "gfx1100");
    assert!(amd.contains("@__ockl_printf_begin"), "{amd}");
    assert!(amd.contains("@__ockl_printf_append_args"), "{amd}");
}

#[test]
fn byte_identical_for_any_job_count() {
    let p = program();
    let targets = standard_targets();
    let runs: Vec<_> = [1, 2, 4]
        .iter()
        .map(|&j| codegen::generate(&p, &targets, &opts(3, j)))
        .collect();
    for r in &runs[1..] {
        assert_eq!(r.diagnostics, runs[0].diagnostics);
        for (a, b) in r.per_target.iter().zip(&runs[0].per_target) {
            assert_eq!(a.name, b.name);
            assert_eq!(
                a.artifacts, b.artifacts,
                "{}: output depends on the job count",
                a.name
            );
        }
    }
    assert!(runs[0].per_target.iter().all(|t| !t.artifacts.is_empty()));
}

#[test]
fn volatile_accesses_stay_volatile() {
    let mut b = Builder::new();
    let int = b.int();
    let vint = b.ty(Type::Qualified {
        base: int,
        is_const: false,
        is_volatile: true,
        align: 0,
    });
    let pv = b.ptr(vint);
    let (k, ps) = kernel(&mut b, "vol", vec![("v", pv)], 111);
    let d = b.load(ps[0], sp(70));
    let lhs = b.deref(d);
    let one = b.i32(1);
    let s1 = set(&mut b, lhs, one);
    let d = b.load(ps[0], sp(71));
    let rd = b.deref(d);
    let two = b.i32(2);
    let sum = b.binary(BinaryOp::Add, rd, two, sp(71));
    let d = b.load(ps[0], sp(72));
    let lhs = b.deref(d);
    let s2 = set(&mut b, lhs, sum);
    let body = b.block(vec![s1, s2]);
    b.define(k, body);
    let p = b.finish();
    let r = compile_ok(&p, &[nv(70), gfx1100()], 3, &["vol"]);
    for t in ["sm_70", "gfx1100"] {
        let f = ir_function(ir(&r, t), "vol");
        assert_eq!(f.matches("store volatile i32").count(), 2, "{t}:\n{f}");
        assert_eq!(f.matches("load volatile i32").count(), 1, "{t}:\n{f}");
    }
}

#[test]
fn dynamic_shared_memory() {
    // extern __shared__ float dyn[]; __global__ void k(float* o) { dyn[threadIdx.x] = 1; __syncthreads(); o[0] = dyn[0]; }
    let mut b = Builder::new();
    let f = b.float();
    let unbounded = b.ty(Type::Array { elem: f, len: None });
    let dyn_ = b.global(
        "dyn",
        unbounded,
        GlobalVar {
            space: MemorySpace::Shared,
            host_only: false,
            implicit_device: false,
            init: None,
            linkage: Linkage::External,
            is_const: false,
            align: None,
            kind: GlobalKind::User,
            linkonce: false,
            dynamic_init: None,
            destroy: None,
            extern_instance: false,
        },
        sp(80),
    );
    let pf = b.ptr(f);
    let (k, ps) = kernel(&mut b, "dynshared", vec![("o", pf)], 112);
    let (dv, t) = (b.var(dyn_, sp(81)), tid(&mut b));
    let d = b.index(dv, t);
    let one = b.f32(1.0);
    let s1 = set(&mut b, d, one);
    let void = b.void();
    let sync = b.builtin(Builtin::SyncThreads, vec![], void, sp(82));
    let s2 = b.expr_stmt(sync);
    let (dv, z) = (b.var(dyn_, sp(83)), b.i32(0));
    let d0 = b.index(dv, z);
    let o0 = at(&mut b, ps[0], 0);
    let s3 = set(&mut b, o0, d0);
    let body = b.block(vec![s1, s2, s3]);
    b.define(k, body);
    let p = b.finish();
    let r = compile_ok(&p, &standard_targets(), 3, &["dynshared"]);
    assert!(
        ptx(&r, "sm_70").contains(".extern .shared .align 4 .b8 dyn[]"),
        "{}",
        ptx(&r, "sm_70")
    );
    assert!(
        ir(&r, "gfx1100").contains("addrspace(3) global [0 x float]"),
        "{}",
        ir(&r, "gfx1100")
    );
}

#[test]
fn launch_bounds_and_inlining_attributes() {
    let mut b = Builder::new();
    let int = b.int();
    let pint = b.ptr(int);
    // __noinline__ __device__ int slow(int x) { return x * 3; }
    let slow = b
        .declare_function(FuncDecl::new("slow", int, vec![("x", int)], ExecSpace::DEVICE).inline());
    b.set_attrs(
        slow,
        FuncAttrs {
            noinline: true,
            ..Default::default()
        },
    );
    let xv = b.var(b.param(slow, 0), sp(90));
    let three = b.i32(3);
    let m = b.binary(BinaryOp::Mul, xv, three, sp(90));
    let r = b.ret_from(slow, m);
    let body = b.block(vec![r]);
    b.define(slow, body);
    // __launch_bounds__(256, 2) __global__ void bounded(int* p) { p[0] = slow(p[0]); }
    let (k, ps) = kernel(&mut b, "bounded", vec![("p", pint)], 113);
    b.set_attrs(
        k,
        FuncAttrs {
            launch_bounds: Some(LaunchBounds {
                max_threads: 256,
                min_blocks: 2,
                max_blocks_per_cluster: 0,
            }),
            ..Default::default()
        },
    );
    let p0 = at(&mut b, ps[0], 0);
    let c = b.call(slow, vec![p0], sp(91));
    let p0 = at(&mut b, ps[0], 0);
    let s = set(&mut b, p0, c);
    let body = b.block(vec![s]);
    b.define(k, body);
    let p = b.finish();
    let r = compile_ok(&p, &standard_targets(), 3, &["bounded"]);
    let sm70 = ptx(&r, "sm_70");
    assert!(sm70.contains(".maxntid 256, 1, 1"), "{sm70}");
    assert!(sm70.contains(".minnctapersm 2"), "{sm70}");
    assert!(
        sm70.contains("call.uni") || sm70.contains("call "),
        "noinline keeps the call:\n{sm70}"
    );
    let amd = ir(&r, "gfx1100");
    assert!(
        amd.contains("\"amdgpu-flat-work-group-size\"=\"1,256\""),
        "{amd}"
    );
    assert!(amd.contains("noinline"), "{amd}");
}

#[test]
fn managed_variables() {
    let mut b = Builder::new();
    let int = b.int();
    let m = b.device_global("counter_m", int, MemorySpace::Managed, ConstValue::Int(3));
    let (k, _) = kernel(&mut b, "touch", vec![], 114);
    let mv = b.var(m, sp(95));
    let inc = b.inc_dec(IncDecOp::PreInc, mv);
    let s = b.expr_stmt(inc);
    let body = b.block(vec![s]);
    b.define(k, body);
    let p = b.finish();
    let r = compile_ok(&p, &standard_targets(), 3, &["touch"]);
    let sm70 = ptx(&r, "sm_70");
    assert!(sm70.contains(".attribute(.managed)"), "{sm70}");
    assert_eq!(
        r.per_target[2].features[0].feature,
        codegen::gates::DeviceFeature::Managed
    );
}
