//! Running a program on both compile-time engines (see tests/bytecode.rs).

use super::*;
use meta_interp::MetaLimits;
use sema::meta::MetaEngineKind;

pub fn on(engine: MetaEngineKind, src: &str, steps: Option<u64>) -> Out {
    let mut limits = MetaLimits::default();
    if let Some(n) = steps {
        limits.max_steps = n;
    }
    on_limits(engine, src, limits)
}

pub fn on_limits(engine: MetaEngineKind, src: &str, limits: MetaLimits) -> Out {
    let mut o = opts(&[70]);
    o.meta_engine = engine;
    o.limits = limits;
    run_with(src, &o)
}

/// Runs `src` on both engines, checks they agree and that each function
/// in `compiled` is one the bytecode runs; returns the bytecode's result.
#[track_caller]
pub fn same(src: &str, compiled: &[&str], steps: Option<u64>) -> Out {
    let tree = on(MetaEngineKind::Tree, src, steps);
    let bc = on(MetaEngineKind::Bytecode, src, steps);
    assert_eq!(tree.stdout, bc.stdout, "compile-time output differs");
    assert_eq!(tree.diags, bc.diags, "diagnostics differ");
    let notes = |o: &Out| -> Vec<String> {
        o.raw
            .iter()
            .flat_map(|d| d.notes.iter().map(|n| n.message.clone()))
            .collect()
    };
    assert_eq!(notes(&tree), notes(&bc), "notes differ");
    for name in compiled {
        let (id, _) = bc
            .program
            .funcs
            .iter()
            .find(|(_, f)| f.name == *name)
            .unwrap_or_else(|| panic!("no function {name}"));
        assert!(
            meta_interp::bytecode_supports(&bc.program, id),
            "{name} does not run as bytecode"
        );
    }
    bc
}

/// The smallest step budget with which `src` runs out of no budget on
/// the tree walker, searched in `range`.
pub fn least_budget(src: &str, range: std::ops::Range<u64>) -> u64 {
    let (mut lo, mut hi) = (range.start, range.end);
    let fits = |n| {
        !on(MetaEngineKind::Tree, src, Some(n))
            .codes()
            .contains(&"meta-step-limit")
    };
    assert!(fits(hi), "{hi} steps do not suffice");
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if fits(mid) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    lo
}
