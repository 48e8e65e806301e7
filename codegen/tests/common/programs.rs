//! Test programs shared by several test binaries, built through the
//! Builder: SAXPY, and reduction.cu's `if codegen` over `__nvvm_arch`.

use super::sp;
use sema::builder::{Builder, FuncDecl};
use sema::program::*;

/// `__global__ void saxpy(int n, float a, float* x, float* y)`
pub fn saxpy(b: &mut Builder) -> FuncId {
    let (void, int, f) = (b.void(), b.int(), b.float());
    let pf = b.ptr(f);
    let k = b.declare_function(
        FuncDecl::new(
            "saxpy",
            void,
            vec![("n", int), ("a", f), ("x", pf), ("y", pf)],
            ExecSpace::GLOBAL,
        )
        .at(sp(1)),
    );
    let (n, a, x, y) = (b.param(k, 0), b.param(k, 1), b.param(k, 2), b.param(k, 3));
    let i = b.local("i", int, sp(2));
    let bx = b.special(Builtin::BlockIdx(Axis::X));
    let bd = b.special(Builtin::BlockDim(Axis::X));
    let tx = b.special(Builtin::ThreadIdx(Axis::X));
    let m = b.binary(BinaryOp::Mul, bx, bd, sp(3));
    let s = b.binary(BinaryOp::Add, m, tx, sp(3));
    let di = b.decl(i, Some(s));
    let (iv, nv) = (b.var(i, sp(4)), b.var(n, sp(4)));
    let cond = b.binary(BinaryOp::Lt, iv, nv, sp(4));
    let (xv, iv) = (b.var(x, sp(5)), b.var(i, sp(5)));
    let xi = b.index(xv, iv);
    let av = b.var(a, sp(5));
    let ax = b.binary(BinaryOp::Mul, av, xi, sp(5));
    let (yv, iv) = (b.var(y, sp(5)), b.var(i, sp(5)));
    let yi = b.index(yv, iv);
    let sum = b.binary(BinaryOp::Add, ax, yi, sp(5));
    let (yv, iv) = (b.var(y, sp(5)), b.var(i, sp(5)));
    let yi = b.index(yv, iv);
    let asg = b.assign(yi, sum);
    let st = b.expr_stmt(asg);
    let iff = b.if_(cond, st, None);
    let body = b.block(vec![di, iff]);
    b.define(k, body);
    k
}

/// `y = x + c` for the `y` local and parameter `x`.
fn set_y(b: &mut Builder, y: VarId, x: VarId, c: i32) -> StmtId {
    let xv = b.var(x, sp(20));
    let cv = b.i32(c);
    let sum = b.binary(BinaryOp::Add, xv, cv, sp(20));
    let yv = b.var(y, sp(20));
    let a = b.assign(yv, sum);
    let s = b.expr_stmt(a);
    b.block(vec![s])
}

/// reduction.cu: `reduction` (an `@codegen if` chain), `scaled` (a
/// `@codegen` object) and kernel `k`.
pub fn reduction_program(ccs: &[u32]) -> Program {
    let mut b = Builder::new();
    b.nvvm_arch_type(ccs);
    let int = b.int();
    let void = b.void();
    let pint = b.ptr(int);
    // __device__ int reduction(int x, int tid)
    let red = b.declare_function(
        FuncDecl::new(
            "reduction",
            int,
            vec![("x", int), ("tid", int)],
            ExecSpace::DEVICE,
        )
        .at(sp(10)),
    );
    let x = b.param(red, 0);
    let y = b.local("y", int, sp(11));
    let zero = b.i32(0);
    let dy = b.decl(y, Some(zero));
    let a1 = b.cg_nvvm_arch(sp(12));
    let c35 = b.cg_int(35);
    let lt35 = b.cg_binary(BinaryOp::Lt, a1, c35, sp(12));
    let a2 = b.cg_nvvm_arch(sp(13));
    let c60 = b.cg_int(60);
    let lt60 = b.cg_binary(BinaryOp::Lt, a2, c60, sp(13));
    let s1 = set_y(&mut b, y, x, 1);
    let s2 = set_y(&mut b, y, x, 2);
    let s3 = set_y(&mut b, y, x, 3);
    let inner = b.codegen_if(lt60, s2, Some(s3));
    let outer = b.codegen_if(lt35, s1, Some(inner));
    let yv = b.var(y, sp(14));
    let ret = b.ret_from(red, yv);
    let body = b.block(vec![dy, outer, ret]);
    b.define(red, body);

    // __device__ int scaled(int x) { @codegen int arch10 = (int)__nvvm_arch * 10; ... }
    let sc = b.declare_function(
        FuncDecl::new("scaled", int, vec![("x", int)], ExecSpace::DEVICE).at(sp(15)),
    );
    let sx = b.param(sc, 0);
    let arch = b.cg_nvvm_arch(sp(16));
    let arch_int = b.cg_convert(arch, int);
    let ten = b.cg_int(10);
    let arch10_init = b.cg_binary(BinaryOp::Mul, arch_int, ten, sp(16));
    let arch10 = b.codegen_var("arch10", arch10_init, sp(16));
    let a10 = b.cg_var(arch10, sp(17));
    let c700 = b.cg_int(700);
    let pred = b.cg_binary(BinaryOp::Ge, a10, c700, sp(17));
    let ret_mul = |b: &mut Builder, c: i32| {
        let xv = b.var(sx, sp(18));
        let cv = b.i32(c);
        let m = b.binary(BinaryOp::Mul, xv, cv, sp(18));
        b.ret_from(sc, m)
    };
    let r7 = ret_mul(&mut b, 7);
    let r5 = ret_mul(&mut b, 5);
    let cif = b.codegen_if(pred, r7, Some(r5));
    let body = b.block(vec![cif]);
    b.define(sc, body);

    // __global__ void k(int* p)
    let k = b.declare_function(
        FuncDecl::new("k", void, vec![("p", pint)], ExecSpace::GLOBAL).at(sp(19)),
    );
    let p = b.param(k, 0);
    let (pv, t1) = (b.var(p, sp(21)), b.special(Builtin::ThreadIdx(Axis::X)));
    let pt = b.index(pv, t1);
    let t2 = b.special(Builtin::ThreadIdx(Axis::X));
    let call_r = b.call(red, vec![pt, t2], sp(22));
    let (pv, z) = (b.var(p, sp(23)), b.i32(0));
    let p0 = b.index(pv, z);
    let call_s = b.call(sc, vec![p0], sp(23));
    let sum = b.binary(BinaryOp::Add, call_r, call_s, sp(22));
    let (pv, t3) = (b.var(p, sp(21)), b.special(Builtin::ThreadIdx(Axis::X)));
    let lhs = b.index(pv, t3);
    let asg = b.assign(lhs, sum);
    let st = b.expr_stmt(asg);
    let body = b.block(vec![st]);
    b.define(k, body);
    b.finish()
}
