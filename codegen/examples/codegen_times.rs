//! Per-target code-generation times for a SAXPY kernel built through the
//! Builder: `cargo run -p codegen --example codegen_times --release`.
//! Prints the median of several runs per target and the whole `generate`
//! call for 1 and 2 jobs.

use std::time::Instant;

use codegen::{generate, CodegenOptions, EmitKind, TargetSpec};
use lexer::source::Span;
use sema::builder::{Builder, FuncDecl};
use sema::program::*;

fn saxpy() -> Program {
    let mut b = Builder::new();
    let (void, int, f) = (b.void(), b.int(), b.float());
    let pf = b.ptr(f);
    let k = b.declare_function(FuncDecl::new(
        "saxpy",
        void,
        vec![("n", int), ("a", f), ("x", pf), ("y", pf)],
        ExecSpace::GLOBAL,
    ));
    let (n, a, x, y) = (b.param(k, 0), b.param(k, 1), b.param(k, 2), b.param(k, 3));
    let s = Span::DUMMY;
    let i = b.local("i", int, s);
    let bx = b.special(Builtin::BlockIdx(Axis::X));
    let bd = b.special(Builtin::BlockDim(Axis::X));
    let tx = b.special(Builtin::ThreadIdx(Axis::X));
    let m = b.binary(BinaryOp::Mul, bx, bd, s);
    let sum = b.binary(BinaryOp::Add, m, tx, s);
    let di = b.decl(i, Some(sum));
    let (iv, nv) = (b.var(i, s), b.var(n, s));
    let cond = b.binary(BinaryOp::Lt, iv, nv, s);
    let (xv, iv) = (b.var(x, s), b.var(i, s));
    let xi = b.index(xv, iv);
    let av = b.var(a, s);
    let ax = b.binary(BinaryOp::Mul, av, xi, s);
    let (yv, iv) = (b.var(y, s), b.var(i, s));
    let yi = b.index(yv, iv);
    let r = b.binary(BinaryOp::Add, ax, yi, s);
    let (yv, iv) = (b.var(y, s), b.var(i, s));
    let yi = b.index(yv, iv);
    let asg = b.assign(yi, r);
    let st = b.expr_stmt(asg);
    let iff = b.if_(cond, st, None);
    let body = b.block(vec![di, iff]);
    b.define(k, body);
    b.finish()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn main() {
    let p = saxpy();
    let targets = vec![
        TargetSpec::nvptx(52),
        TargetSpec::nvptx(70),
        TargetSpec::nvptx(90),
        TargetSpec::amdgpu("gfx1100", 32, 86),
        TargetSpec::amdgpu("gfx90a", 64, 80),
    ];
    let runs = 9;
    // The last configuration leaves out `ld.lld` (AMD: object only), to
    // show what the linker process costs.
    for (jobs, emit) in [
        (1, vec![EmitKind::Ptx, EmitKind::Amdgcn]),
        (2, vec![EmitKind::Ptx, EmitKind::Amdgcn]),
        (1, vec![EmitKind::Ptx, EmitKind::Obj]),
    ] {
        let label = format!("{emit:?}");
        let opts = CodegenOptions {
            opt_level: 3,
            emit,
            jobs,
            host: None,
            fast_math: false,
            device_debug: Default::default(),
            host_debug: Default::default(),
            save_temps: false,
        };
        let mut per: Vec<Vec<f64>> = vec![Vec::new(); targets.len()];
        let mut whole = Vec::new();
        for _ in 0..runs {
            let t0 = Instant::now();
            let r = generate(&p, &targets, &opts);
            whole.push(t0.elapsed().as_secs_f64() * 1e3);
            assert!(!r.has_errors(), "{:#?}", r.diagnostics);
            for (i, t) in r.per_target.iter().enumerate() {
                per[i].push(t.elapsed.as_secs_f64() * 1e3);
            }
        }
        println!(
            "jobs={jobs} emit={label}: generate() median {:.1} ms for {} targets",
            median(whole),
            targets.len()
        );
        for (t, v) in targets.iter().zip(per) {
            println!("  {:8} {:6.1} ms", t.name, median(v));
        }
    }
}
