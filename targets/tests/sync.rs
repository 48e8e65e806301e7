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

/// The table against the LLVM 19 tools themselves, when `llc-19` is on
/// PATH (skipped otherwise): LLVM lists exactly the table's CPUs, accepts
/// every entry's CPU and features without a "not a recognized" warning (it
/// would otherwise ignore them and compile for something else), and uses the
/// table's PTX version when given none.
#[test]
fn table_matches_the_installed_llc_19() {
    use std::process::Command;
    let llc = |args: &[&str]| Command::new("llc-19").args(args).output().ok();
    let Some(help) = llc(&["-march=nvptx64", "-mcpu=help"]) else {
        eprintln!("llc-19 not found; skipping");
        return;
    };
    let cpus = |out: &[u8], prefix: &str| -> BTreeSet<String> {
        let text = String::from_utf8_lossy(out);
        let section = text
            .split("Available features")
            .next()
            .unwrap_or("")
            .to_string();
        section
            .lines()
            .filter_map(|l| l.split_whitespace().next())
            .filter(|w| w.starts_with(prefix))
            .map(str::to_string)
            .collect()
    };
    let amd_help = llc(&["-mtriple=amdgcn-amd-amdhsa", "-mcpu=help"]).unwrap();
    let table = |v: Vendor| -> BTreeSet<String> {
        embedded()
            .iter()
            .filter(|d| d.vendor == v)
            .map(|d| d.name.to_string())
            .collect()
    };
    // `-mcpu=help` prints to stdout or stderr depending on the version.
    let both = |o: &std::process::Output| [o.stdout.clone(), o.stderr.clone()].concat();
    assert_eq!(cpus(&both(&help), "sm_"), table(Vendor::Nvidia));
    assert_eq!(cpus(&both(&amd_help), "gfx"), table(Vendor::Amd));

    let dir = std::env::temp_dir().join(format!("circle-rs-llc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let module = dir.join("empty.ll");
    std::fs::write(&module, "define void @f() { ret void }\n").unwrap();
    let module = module.to_str().unwrap();
    let registry = targets::TargetRegistry::embedded();
    for d in registry.devices() {
        let triple = format!("-mtriple={}", d.vendor.llvm_triple());
        let cpu = format!("-mcpu={}", d.llvm_cpu);
        let attrs = format!("-mattr={}", d.llvm_features);
        let cov = format!(
            "--amdhsa-code-object-version={}",
            d.code_object_version().unwrap_or(5)
        );
        let out = llc(&[&triple, &cpu, &attrs, &cov, module, "-o", "-"]).unwrap();
        assert!(out.status.success(), "{}", d.name);
        assert!(
            out.stderr.is_empty(),
            "{}: {}",
            d.name,
            String::from_utf8_lossy(&out.stderr)
        );
        if d.vendor == Vendor::Nvidia {
            let out = llc(&[&triple, &cpu, module, "-o", "-"]).unwrap();
            let ptx = String::from_utf8_lossy(&out.stdout);
            let version = ptx
                .lines()
                .find_map(|l| l.strip_prefix(".version "))
                .unwrap()
                .replace('.', "");
            assert_eq!(format!("+ptx{version}"), d.llvm_features, "{}", d.name);
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
