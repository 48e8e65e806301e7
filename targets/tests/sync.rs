//! The seed's "out-of-sync" test: the embedded table, the aspects and the
//! architecture gates must agree, so that a new gate or a new aspect cannot
//! be added to one without the others.

use std::collections::BTreeSet;
use targets::device::embedded;
use targets::gates::INFORMATIONAL_ASPECTS;
use targets::registry::default_amd_compute_capability;
use targets::{gate, Aspect, AspectSet, GateSeverity, GatedFeature, Vendor, GATES};

#[test]
fn every_feature_has_exactly_one_gate() {
    for f in GatedFeature::ALL {
        assert_eq!(GATES.iter().filter(|g| g.feature == f).count(), 1, "{f:?}");
        assert_eq!(gate(f).feature, f);
    }
    assert_eq!(GATES.len(), GatedFeature::ALL.len());
    let codes: BTreeSet<_> = GATES.iter().map(|g| g.code).collect();
    assert_eq!(codes.len(), GATES.len(), "gate codes are unique");
}

#[test]
fn every_gated_aspect_exists_in_the_table() {
    let in_table: AspectSet = embedded()
        .iter()
        .flat_map(|d| d.aspects.iter().copied())
        .collect();
    for g in GATES {
        assert!(
            in_table.contains(g.aspect),
            "{:?} gates on {:?}, which no target has",
            g.feature,
            g.aspect
        );
    }
}

#[test]
fn every_aspect_is_gated_or_informational() {
    let gated: AspectSet = GATES.iter().map(|g| g.aspect).collect();
    for a in Aspect::ALL {
        let info = INFORMATIONAL_ASPECTS.contains(&a);
        assert!(
            gated.contains(a) != info,
            "{a:?} must be either gated or informational"
        );
    }
    for d in embedded() {
        for a in d.aspects {
            assert!(
                gated.contains(*a) || INFORMATIONAL_ASPECTS.contains(a),
                "{}: {a:?}",
                d.name
            );
        }
    }
}

#[test]
fn aspect_names_round_trip() {
    let names: BTreeSet<_> = Aspect::ALL.iter().map(|a| a.name()).collect();
    assert_eq!(names.len(), Aspect::ALL.len());
    for a in Aspect::ALL {
        assert_eq!(Aspect::from_name(a.name()), Some(a));
    }
    let mut sorted = Aspect::ALL;
    sorted.sort();
    assert_eq!(
        sorted,
        Aspect::ALL,
        "ALL lists the variants in declaration order"
    );
}

/// NVIDIA entries have a gated aspect exactly from the gate's threshold on
/// (the `a` variant only, for architecture-specific gates).
#[test]
fn nvidia_aspects_follow_the_cudafe_thresholds() {
    for d in embedded().iter().filter(|d| d.vendor == Vendor::Nvidia) {
        let cc = d.compute_capability.unwrap();
        for g in GATES {
            let expected = cc >= g.min_cc && (!g.arch_specific || d.name.ends_with('a'));
            assert_eq!(
                d.aspects.contains(&g.aspect),
                expected,
                "{} and {:?}",
                d.name,
                g.feature
            );
        }
    }
}

/// The messages name the threshold the table uses (cudafe++ bakes the
/// architecture into the text).
#[test]
fn nvidia_messages_name_the_threshold() {
    for g in GATES {
        let m = g.nvidia_message;
        if m.contains("this GPU architecture") {
            continue;
        }
        let suffix = if g.arch_specific { "a" } else { "" };
        let named = [
            format!("compute_{}{suffix}", g.min_cc),
            format!("sm_{}{suffix}", g.min_cc),
        ];
        assert!(
            named.iter().any(|n| m.contains(n.as_str())),
            "{:?}: {m}",
            g.feature
        );
    }
}

#[test]
fn fallback_gates_are_warnings() {
    for f in [
        GatedFeature::AtomicScope,
        GatedFeature::AtomicAddSubF64,
        GatedFeature::AtomicMemoryOrder,
        GatedFeature::AtomicClusterScope,
        GatedFeature::AtomicClusterScopeLoadStore,
    ] {
        assert_eq!(gate(f).severity, GateSeverity::Warning, "{f:?}");
    }
    for f in [
        GatedFeature::Managed,
        GatedFeature::GridConstant,
        GatedFeature::RegisterParams,
        GatedFeature::Wgmma,
    ] {
        assert_eq!(gate(f).severity, GateSeverity::Error, "{f:?}");
    }
}

#[test]
fn table_covers_llvm_19() {
    let names: Vec<&str> = embedded().iter().map(|d| d.name).collect();
    let nvidia = names.iter().filter(|n| n.starts_with("sm_")).count();
    let amd = names.iter().filter(|n| n.starts_with("gfx")).count();
    // `llc-19 -mcpu=help`: 21 NVPTX CPUs, 50 gfx AMDGPU CPUs (45 + 5 generic).
    assert_eq!((nvidia, amd), (21, 50));
    for n in [
        "sm_20",
        "sm_90a",
        "gfx600",
        "gfx1201",
        "gfx942",
        "gfx11-generic",
    ] {
        assert!(names.contains(&n), "{n}");
    }
}

#[test]
fn default_amd_compute_capabilities() {
    let of = |name: &str| {
        let d = embedded().iter().find(|d| d.name == name).unwrap();
        default_amd_compute_capability(AspectSet::from_slice(d.aspects))
    };
    assert_eq!(of("gfx1100"), 50);
    assert_eq!(of("gfx90a"), 50);
    assert_eq!(of("gfx600"), 21);
    assert_eq!(default_amd_compute_capability(AspectSet::EMPTY), 20);
    // With everything an AMD target could have, the first blocker is 128-bit
    // atomic load/store (sm_70).
    let mut all = AspectSet::from_slice(&Aspect::ALL);
    all.remove(Aspect::AtomicLoadStoreB128);
    assert_eq!(default_amd_compute_capability(all), 62);
}
