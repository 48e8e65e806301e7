//! User device-configuration files and compute-capability maps: every rule
//! and every error path, with diagnostics rendered through the SourceMap.

mod common;

use common::{add_ccmap, read_input, render, with_configs};
use lexer::diag::{Diagnostics, Severity};
use lexer::source::SourceMap;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use targets::ccmap::{find_ccmap, CcMapSource};
use targets::device::Origin;
use targets::{Aspect, CcSource, TargetOptions, TargetRegistry, TargetRequest, Vendor};

fn codes(d: &Diagnostics) -> Vec<&'static str> {
    d.as_slice().iter().map(|d| d.code).collect()
}

fn one_error(text: &str) -> String {
    let (_, sm, d) = with_configs(&[("t.yaml", text)]);
    assert_eq!(d.error_count(), 1, "{}", render(&sm, &d));
    render(&sm, &d)
}

// ---- device-configuration files ----

#[test]
fn example_file_adds_gfx1250_and_overrides_sm_70() {
    let (r, sm, d) = with_configs(&[("extra-targets.yaml", &read_input("extra-targets.yaml"))]);
    insta::assert_snapshot!(render(&sm, &d), @r"
    extra-targets.yaml:18:1: warning: target 'sm_70' is defined more than once; this definition replaces the earlier one [tgt-config-redefined]
        note: 'sm_70' is defined in the embedded device table
    ");
    let g = r.get("gfx1250").unwrap();
    assert_eq!(g.vendor, Vendor::Amd);
    assert_eq!(g.llvm_cpu, "gfx1250");
    assert_eq!(g.llvm_features, "+wavefrontsize32");
    assert_eq!((g.wave_size, g.sub_group_sizes.clone()), (32, vec![32, 64]));
    assert_eq!(g.aspects.names(), ["gpu", "fp16", "fp64", "atomic64"]);
    assert!(!g.llvm_supported());
    let s = r.get("sm_70").unwrap();
    assert!(!s.aspects.contains(Aspect::Fp16));
    assert_eq!(s.aspects.names(), ["gpu", "fp64", "atomic64"]);
    // Auto-detected from the name and LLVM's table: CPU, PTX version, cc.
    assert_eq!(
        (
            s.llvm_cpu.as_str(),
            s.llvm_features.as_str(),
            s.compute_capability
        ),
        ("sm_70", "+ptx60", Some(70))
    );
    assert!(s.llvm_supported());
    assert!(matches!(s.origin, Origin::File { .. }));
}

#[test]
fn later_files_win_and_the_warning_names_both_places() {
    let (r, sm, d) = with_configs(&[
        ("extra-targets.yaml", &read_input("extra-targets.yaml")),
        ("sm-override.yaml", &read_input("sm-override.yaml")),
    ]);
    insta::assert_snapshot!(render(&sm, &d), @r"
    extra-targets.yaml:18:1: warning: target 'sm_70' is defined more than once; this definition replaces the earlier one [tgt-config-redefined]
        note: 'sm_70' is defined in the embedded device table
    sm-override.yaml:3:1: warning: target 'sm_70' is defined more than once; this definition replaces the earlier one [tgt-config-redefined]
        extra-targets.yaml:18:1: note: previous definition is here
    ");
    assert!(r
        .get("sm_70")
        .unwrap()
        .aspects
        .contains(Aspect::GridConstant));
}

#[test]
fn a_name_twice_in_one_file_warns_and_the_last_wins() {
    let text = "gfx2000:\n  aspects: [gpu]\n  sub-group-sizes: [32]\ngfx2000:\n  aspects: [gpu, fp16]\n  sub-group-sizes: [32]\n";
    let (r, sm, d) = with_configs(&[("t.yaml", text)]);
    assert_eq!(d.error_count(), 0);
    assert!(
        render(&sm, &d).contains("t.yaml:4:1: warning: target 'gfx2000' is defined more than once")
    );
    assert!(render(&sm, &d).contains("t.yaml:1:1: note: previous definition is here"));
    assert!(r.get("gfx2000").unwrap().aspects.contains(Aspect::Fp16));
}

#[test]
fn every_mistake_is_reported_with_its_position() {
    let (r, sm, d) = with_configs(&[("bad-types.yaml", &read_input("bad-types.yaml"))]);
    insta::assert_snapshot!(render(&sm, &d), @r"
    bad-types.yaml:4:14: error: 'aspects' must be a list, found 'fp16' [tgt-config-type]
    bad-types.yaml:5:27: error: a sub-group size must be a positive integer, found 'sixty-four' [tgt-config-type]
    bad-types.yaml:6:32: error: 'may_support_other_aspects' must be true or false, found 'maybe' [tgt-config-type]
    bad-types.yaml:8:20: error: unknown aspect 'fp61' [tgt-config-unknown-aspect]
        note: did you mean 'fp64' or 'fp16'?
    bad-types.yaml:10:5: error: unknown key 'sub_group_sizes' in the description of target 'sm_95' [tgt-config-unknown-key]
        note: did you mean 'sub-group-sizes'?
    bad-types.yaml:11:1: error: cannot tell which toolchain compiles for target 'my_gpu' [tgt-config-no-toolchain]
        note: names starting with 'sm_' use nvptx and names starting with 'gfx' use amdgpu; otherwise add 'aot-toolchain: nvptx' or 'aot-toolchain: amdgpu'
    ");
    // Entries with errors are left out; the embedded table is untouched.
    assert!(r.get("gfx1250").is_none() && r.get("sm_95").is_none() && r.get("my_gpu").is_none());
}

#[test]
fn malformed_yaml_is_a_syntax_error_with_position() {
    let (_, sm, d) = with_configs(&[("malformed.yaml", &read_input("malformed.yaml"))]);
    assert_eq!(codes(&d), ["tgt-config-syntax"]);
    let text = render(&sm, &d);
    assert!(text.starts_with("malformed.yaml:3:"), "{text}");
    assert!(
        text.contains("error: malformed device configuration file: "),
        "{text}"
    );
}

#[test]
fn root_and_entry_shapes() {
    assert!(one_error("- sm_70\n").contains("t.yaml:1:1: error: expected a mapping from target names to target descriptions, found a list"));
    assert!(one_error("sm_70: 3\n")
        .contains("the description of target 'sm_70' must be a mapping of keys, found '3'"));
    assert!(one_error("[a]: {aspects: [gpu], sub-group-sizes: [32]}\n")
        .contains("a target name must be a scalar, found a list"));
    assert!(
        one_error("'sm 70':\n  aspects: [gpu]\n  sub-group-sizes: [32]\n")
            .contains("invalid target name 'sm 70'")
    );
    // Empty files and comment-only files are fine.
    let (r, _, d) = with_configs(&[("e.yaml", ""), ("c.yaml", "# nothing\n")]);
    assert!(d.is_empty());
    assert_eq!(
        r.devices().len(),
        TargetRegistry::embedded().devices().len()
    );
}

#[test]
fn required_keys() {
    let e = one_error("gfx2000:\n  aspects: [gpu]\n");
    assert!(
        e.contains(
            "t.yaml:1:1: error: target 'gfx2000' has no 'sub-group-sizes' [tgt-config-missing-key]"
        ),
        "{e}"
    );
    let (_, sm, d) = with_configs(&[("t.yaml", "gfx2000: {}\n")]);
    assert_eq!(
        codes(&d),
        ["tgt-config-missing-key", "tgt-config-missing-key"],
        "{}",
        render(&sm, &d)
    );
}

#[test]
fn duplicate_keys_are_errors() {
    let e = one_error("gfx2000:\n  aspects: [gpu]\n  aspects: [fp16]\n  sub-group-sizes: [32]\n");
    assert!(
        e.contains("t.yaml:3:3: error: key 'aspects' is given twice"),
        "{e}"
    );
    assert!(e.contains("t.yaml:2:3: note: first given here"), "{e}");
}

#[test]
fn value_checks() {
    let entry = |extra: &str| {
        format!("gfx2000:\n  aspects: [gpu]\n  sub-group-sizes: [32, 64]\n  {extra}\n")
    };
    for (extra, expected) in [
        ("aot-toolchain: ocloc", "unknown aot-toolchain 'ocloc'"),
        (
            "aot-toolchain: [amdgpu]",
            "'aot-toolchain' must be a scalar, found a list",
        ),
        (
            "aot-toolchain-options: -device skl",
            "unsupported aot-toolchain options '-device skl'",
        ),
        (
            "compute-capability: 8.x",
            "malformed compute capability '8.x'",
        ),
        ("compute-capability: 5", "malformed compute capability '5'"),
        ("llvm-cpu: ''", "invalid LLVM CPU name ''"),
        (
            "llvm-features: wavefrontsize32",
            "malformed LLVM feature 'wavefrontsize32'",
        ),
        (
            "wave-size: 16",
            "wave size 16 is not one of the target's sub-group sizes",
        ),
        (
            "wave-size: -1",
            "'wave-size' must be a positive integer, found '-1'",
        ),
        (
            "may_support_other_aspects: 'true'",
            "must be true or false, found 'true'",
        ),
    ] {
        let e = one_error(&entry(extra));
        assert!(e.contains(expected), "{extra}: {e}");
        assert!(e.starts_with("t.yaml:4:"), "{extra}: {e}");
    }
    assert!(
        one_error("gfx2000:\n  aspects: [gpu]\n  sub-group-sizes: []\n")
            .contains("must list at least one size")
    );
    assert!(
        one_error("gfx2000:\n  aspects: [gpu]\n  sub-group-sizes: [16]\n")
            .contains("sub-group size 16 is not supported by AMDGPU targets (valid: 32, 64)")
    );
    assert!(
        one_error("sm_100:\n  aspects: [gpu]\n  sub-group-sizes: [64]\n")
            .contains("sub-group size 64 is not supported by NVPTX targets (valid: 32)")
    );
    assert!(one_error(
        "foo:\n  aot-toolchain: amdgpu\n  aspects: [gpu]\n  sub-group-sizes: [64]\n"
    )
    .contains("cannot tell the LLVM CPU of target 'foo'; add 'llvm-cpu'"));
    assert!(one_error("foo:\n  aot-toolchain: nvptx\n  llvm-cpu: bar\n  aspects: [gpu]\n  sub-group-sizes: [32]\n")
        .contains("cannot tell the compute capability of NVIDIA target 'foo'"));
}

#[test]
fn wave_sizes_must_fit_the_cpu() {
    // LLVM 19 takes +wavefrontsize32 for gfx90a silently and miscompiles.
    let e = one_error("gfx90a:\n  aspects: [gpu]\n  sub-group-sizes: [32, 64]\n");
    assert!(
        e.contains(
            "t.yaml:3:20: error: sub-group size 32 is not supported by 'gfx90a' (valid: 64)"
        ),
        "{e}"
    );
    let e = one_error("gfx1100:\n  aspects: [gpu]\n  sub-group-sizes: [32, 64]\n  llvm-features: +wavefrontsize64\n");
    assert!(e.contains("t.yaml:4:18: error: the LLVM features ask for wave size 64, but the target's wave size is 32"), "{e}");
}

#[test]
fn user_values_win_over_auto_detection() {
    let text = "\
gfx1100:
  aspects: [gpu, fp16]
  sub-group-sizes: [32, 64]
  wave-size: 64
  compute-capability: \"8.6\"
my_amd:
  aot-toolchain: amdgpu
  aot-toolchain-options: -mcpu=gfx90a -mattr=+xnack
  aspects: [gpu]
  sub-group-sizes: [64]
sm_90:
  aspects: [gpu]
  sub-group-sizes: [32]
  llvm-features: +ptx85
  may_support_other_aspects: true
gfx950:
  aot-toolchain: nvptx
  llvm-cpu: sm_89
  compute-capability: 89
  aspects: [gpu]
  sub-group-sizes: [32]
";
    let (r, sm, d) = with_configs(&[("t.yaml", text)]);
    assert_eq!(d.error_count(), 0, "{}", render(&sm, &d));
    let g = r.get("gfx1100").unwrap();
    assert_eq!(
        (g.wave_size, g.llvm_features.as_str(), g.compute_capability),
        (64, "+wavefrontsize64", Some(86))
    );
    assert_eq!(r.compute_capability(g), (86, CcSource::ConfigFile));
    let m = r.get("my_amd").unwrap();
    assert_eq!(
        (m.vendor, m.llvm_cpu.as_str(), m.llvm_features.as_str()),
        (Vendor::Amd, "gfx90a", "+xnack,+wavefrontsize64")
    );
    assert!(m.llvm_supported());
    let s = r.get("sm_90").unwrap();
    assert_eq!(s.llvm_features, "+ptx85");
    assert!(s.may_support_other_aspects);
    // The user's toolchain wins over the name's.
    let odd = r.get("gfx950").unwrap();
    assert_eq!(
        (
            odd.vendor,
            odd.llvm_cpu.as_str(),
            odd.llvm_features.as_str()
        ),
        (Vendor::Nvidia, "sm_89", "+ptx78")
    );
}

#[test]
fn auto_detection_for_new_names() {
    let text = "sm_100:\n  aspects: [gpu]\n  sub-group-sizes: [32]\ngfx950:\n  aspects: [gpu]\n  sub-group-sizes: [64]\n";
    let (r, _, d) = with_configs(&[("t.yaml", text)]);
    assert!(d.is_empty());
    let s = r.get("sm_100").unwrap();
    assert_eq!(
        (s.vendor, s.compute_capability, s.llvm_features.as_str()),
        (Vendor::Nvidia, Some(100), "+ptx85")
    );
    assert!(!s.llvm_supported());
    let g = r.get("gfx950").unwrap();
    assert_eq!(
        (g.vendor, g.wave_size, g.llvm_features.as_str()),
        (Vendor::Amd, 64, "+wavefrontsize64")
    );
    assert_eq!(r.compute_capability(g).1, CcSource::Rule);
}

#[test]
fn yaml_anchors_can_share_aspect_lists() {
    let text = "gfx2000:\n  aspects: &a [gpu, fp16]\n  sub-group-sizes: [32]\ngfx2001:\n  aspects: *a\n  sub-group-sizes: [32]\n";
    let (r, _, d) = with_configs(&[("t.yaml", text)]);
    assert!(d.is_empty());
    assert!(r.get("gfx2001").unwrap().aspects.contains(Aspect::Fp16));
}

#[test]
fn unreadable_file_is_an_error() {
    let mut sm = SourceMap::new();
    let mut d = Diagnostics::new();
    let mut r = TargetRegistry::embedded();
    r.load_device_config_file(Path::new("/nonexistent/x.yaml"), &mut sm, &mut d);
    assert_eq!(codes(&d), ["tgt-file-unreadable"]);
    assert!(d.as_slice()[0]
        .message
        .starts_with("cannot read device configuration file '/nonexistent/x.yaml'"));
}

#[test]
fn non_ascii_positions_are_byte_exact() {
    let e = one_error("# ünïcödé\ngfx2000:\n  aspects: [gpu, ünknown]\n  sub-group-sizes: [32]\n");
    assert!(
        e.contains("t.yaml:3:18: error: unknown aspect 'ünknown'"),
        "{e}"
    );
}

#[test]
fn garbage_never_panics() {
    for text in [
        "\u{0}",
        ":",
        "- - -",
        "a: [",
        "{{{{",
        "a: *b",
        "? [a]\n: b",
        "---\n---\n- 1",
        "\t\tx: y",
        "a: !!binary x",
    ] {
        let _ = with_configs(&[("g.yaml", text)]);
    }
}

/// Mutations of the example files (a deterministic pseudo-random walk):
/// whatever the bytes, reading them reports diagnostics and never panics.
#[test]
fn mutated_files_never_panic() {
    let seeds = [
        read_input("extra-targets.yaml"),
        read_input("bad-types.yaml"),
        read_input("ccmap.conf"),
    ];
    let alphabet = b"[]{}:,-#'\"&*!|>? \n\tgfx_sm0179a";
    let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for round in 0..600 {
        let mut bytes = seeds[round % seeds.len()].clone().into_bytes();
        for _ in 0..(1 + next() % 8) {
            let at = (next() as usize) % (bytes.len() + 1);
            let c = alphabet[(next() as usize) % alphabet.len()];
            match next() % 3 {
                0 if at < bytes.len() => bytes[at] = c,
                1 if at < bytes.len() => {
                    bytes.remove(at);
                }
                _ => bytes.insert(at, c),
            }
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let (mut r, mut sm, mut d) = with_configs(&[("m.yaml", &text)]);
        add_ccmap(&mut r, &mut sm, &mut d, "m.conf", &text);
        let shown = render(&sm, &d);
        assert!(
            !shown.contains("the YAML parser failed"),
            "the parser panicked on:\n{text}"
        );
        let _ = targets::print::targets_table(&r);
    }
}

// ---- compute-capability maps ----

#[test]
fn example_ccmap_answers_both_questions() {
    let (mut r, mut sm, mut d) = with_configs(&[]);
    add_ccmap(
        &mut r,
        &mut sm,
        &mut d,
        "ccmap.conf",
        &read_input("ccmap.conf"),
    );
    assert!(d.is_empty(), "{}", render(&sm, &d));
    let map = r.ccmap().unwrap();
    // Which compute capability an AMD target reports.
    assert_eq!(map.compute_capability_of("gfx1100"), Some(70));
    assert_eq!(map.compute_capability_of("gfx90a"), Some(80));
    assert_eq!(map.compute_capability_of("gfx1030"), None);
    assert_eq!(
        r.compute_capability(r.get("gfx1100").unwrap()),
        (70, CcSource::Ccmap)
    );
    assert_eq!(
        r.compute_capability(r.get("gfx1030").unwrap()),
        (50, CcSource::Rule)
    );
    // Which AMD target -sm_XX compiles for.
    assert_eq!(map.target_for(70), Some("gfx1100"));
    assert_eq!(map.target_for(80), Some("gfx90a"));
    assert_eq!(map.target_for(86), Some("gfx90a"));
    assert_eq!(map.target_for(75), Some("gfx1030"));
    assert_eq!(map.target_for(120), Some("gfx1030"));
}

#[test]
fn seed_example_ccmap() {
    let text = "# comment\ngfx900 61\n\ngfx1030 86\ngfx1030 80\n\ngfx1100\n";
    let (mut r, mut sm, mut d) = with_configs(&[]);
    add_ccmap(&mut r, &mut sm, &mut d, "m.conf", text);
    let map = r.ccmap().unwrap();
    assert!(d.is_empty());
    assert_eq!(
        (
            map.target_for(61),
            map.target_for(80),
            map.target_for(86),
            map.target_for(70)
        ),
        (
            Some("gfx900"),
            Some("gfx1030"),
            Some("gfx1030"),
            Some("gfx1100")
        )
    );
    assert_eq!(map.compute_capability_of("gfx1030"), Some(86));
}

#[test]
fn first_applicable_line_wins() {
    let (mut r, mut sm, mut d) = with_configs(&[]);
    add_ccmap(&mut r, &mut sm, &mut d, "m.conf", "gfx1030\ngfx900 61\n");
    let map = r.ccmap().unwrap();
    assert_eq!(map.target_for(61), Some("gfx1030"));
    // The wildcard does not answer the other question; gfx900's line does.
    assert_eq!(map.compute_capability_of("gfx900"), Some(61));
    let (mut r, mut sm, mut d) = with_configs(&[]);
    add_ccmap(&mut r, &mut sm, &mut d, "m.conf", "gfx900 61\n");
    assert_eq!(r.ccmap().unwrap().target_for(70), None);
}

#[test]
fn ccmap_errors_have_line_numbers() {
    let (mut r, mut sm, mut d) = with_configs(&[]);
    add_ccmap(
        &mut r,
        &mut sm,
        &mut d,
        "bad-ccmap.conf",
        &read_input("bad-ccmap.conf"),
    );
    insta::assert_snapshot!(render(&sm, &d), @r"
    bad-ccmap.conf:2:1: error: unknown GPU architecture 'gfx9000' in compute-capability map [tgt-ccmap-unknown-arch]
        note: did you mean 'gfx900', 'gfx902' or 'gfx904'?
    bad-ccmap.conf:3:1: error: 'sm_70' is an NVIDIA architecture; a compute-capability map names AMD architectures [tgt-ccmap-not-amd]
    bad-ccmap.conf:4:9: error: malformed compute capability '8.6' [tgt-ccmap-malformed-cc]
        note: write the compute capability as a number: 86 for 8.6
    bad-ccmap.conf:5:12: error: unexpected text after the compute capability; a line is 'ARCH CC', 'ARCH' or a '#' comment [tgt-ccmap-syntax]
    ");
    assert!(r.ccmap().unwrap().lines.is_empty());
}

#[test]
fn ccmap_sees_user_targets() {
    let (mut r, mut sm, mut d) =
        with_configs(&[("extra-targets.yaml", &read_input("extra-targets.yaml"))]);
    add_ccmap(
        &mut r,
        &mut sm,
        &mut d,
        "m.conf",
        "gfx1250 90\r\n  # indented comment\n\t\n",
    );
    assert_eq!(d.error_count(), 0, "{}", render(&sm, &d));
    assert_eq!(
        r.compute_capability(r.get("gfx1250").unwrap()),
        (90, CcSource::Ccmap)
    );
}

#[test]
fn ccmap_search_order() {
    let dir = std::env::temp_dir().join(format!("circle-rs-ccmap-test-{}", std::process::id()));
    let share = dir.join("share/circle-rs");
    std::fs::create_dir_all(&share).unwrap();
    std::fs::create_dir_all(dir.join("bin")).unwrap();
    std::fs::write(share.join("ccmap.conf"), "gfx1100 75\n").unwrap();
    let exe = dir.join("bin/circle-rs");
    let cli = Path::new("cli.conf");
    let env = OsStr::new("env.conf");
    // 1. --cuda-ccmap wins over everything.
    assert_eq!(
        find_ccmap(Some(cli), Some(env), Some(&exe)),
        Some((PathBuf::from("cli.conf"), CcMapSource::CommandLine))
    );
    // 2. then $SCALE_CCMAP (an empty value counts as unset).
    assert_eq!(
        find_ccmap(None, Some(env), Some(&exe)),
        Some((PathBuf::from("env.conf"), CcMapSource::Environment))
    );
    assert_eq!(
        find_ccmap(None, Some(OsStr::new("")), Some(&exe)).map(|p| p.1),
        Some(CcMapSource::Installation)
    );
    // 3. then ../share/circle-rs/ccmap.conf next to the executable, if it exists.
    let (path, source) = find_ccmap(None, None, Some(&exe)).unwrap();
    assert_eq!(source, CcMapSource::Installation);
    assert_eq!(std::fs::read_to_string(path).unwrap(), "gfx1100 75\n");
    assert_eq!(
        find_ccmap(None, None, Some(Path::new("/nonexistent/bin/circle-rs"))),
        None
    );
    assert_eq!(find_ccmap(None, None, None), None);

    // The whole configuration step, with the installation map.
    let mut sm = SourceMap::new();
    let mut d = Diagnostics::new();
    let environment = targets::Environment {
        scale_ccmap: None,
        executable: Some(exe.clone()),
    };
    let r = targets::configure(&TargetOptions::default(), &environment, &mut sm, &mut d);
    assert!(d.is_empty());
    assert_eq!(
        r.compute_capability(r.get("gfx1100").unwrap()),
        (75, CcSource::Ccmap)
    );
    // A named file that cannot be read is an error.
    let environment = targets::Environment {
        scale_ccmap: Some("/nonexistent/env.conf".into()),
        executable: Some(exe),
    };
    let r = targets::configure(&TargetOptions::default(), &environment, &mut sm, &mut d);
    assert_eq!(codes(&d), ["tgt-file-unreadable"]);
    assert!(r.ccmap().is_none());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn configure_reads_files_in_order() {
    let opts = TargetOptions {
        requests: vec![TargetRequest {
            name: "gfx1250".into(),
            spelling: "-gfx1250".into(),
        }],
        device_config_files: vec![
            common::inputs().join("extra-targets.yaml"),
            common::inputs().join("sm-override.yaml"),
        ],
        ccmap: Some(common::inputs().join("ccmap.conf")),
        sm_as_amd: false,
    };
    let mut sm = SourceMap::new();
    let mut d = Diagnostics::new();
    let r = targets::configure(&opts, &targets::Environment::default(), &mut sm, &mut d);
    assert_eq!(d.error_count(), 0);
    assert_eq!(
        d.as_slice()
            .iter()
            .filter(|x| x.severity == Severity::Warning)
            .count(),
        2
    );
    assert!(r
        .get("sm_70")
        .unwrap()
        .aspects
        .contains(Aspect::GridConstant));
    assert_eq!(r.ccmap().unwrap().source, CcMapSource::CommandLine);
}
