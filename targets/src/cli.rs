//! The target-related part of the command line, taken out of the argument
//! list so the driver parses the rest. Accepted spellings:
//!
//! | option | from |
//! |---|---|
//! | `-sm_70`, `-gfx1100` | Circle |
//! | `--cuda-gpu-arch=sm_70`, `--offload-arch=gfx1100` | clang (comma lists too) |
//! | `-arch=sm_70`, `-arch sm_70`, `--gpu-architecture=sm_70` | nvcc |
//! | `-code=sm_70`, `--gpu-code=sm_70` | nvcc: with it, `-arch` only names the virtual architecture |
//! | `-gencode arch=compute_70,code=sm_70`, `-gencode=...`, `--generate-code ...` | nvcc; `code=[sm_70,sm_75]` lists |
//! | `--device-config-file=FILE` (or `FILE` as the next argument) | DPC++'s `-fsycl-device-config-file` |
//! | `--cuda-ccmap FILE` (or `=FILE`) | SCALE |
//! | `--no-offload-arch=gfx1100`, `--no-cuda-gpu-arch=sm_70` (or `=all`) | clang: drops what earlier arguments asked for |
//! | `--cuda-sm-as-amd` | circle-rs: every `-sm_XX` compiles for the AMD target the ccmap gives |
//!
//! `compute_XX` names the same target as `sm_XX` (circle-rs compiles each
//! target from source; there is no separate virtual architecture).
//! Duplicates are merged, keeping the first-seen order. Everything after
//! `--` is left alone.

use crate::diagnostics as diag;
use crate::registry::{TargetOptions, TargetRequest};
use lexer::diag::Diagnostics;
use std::path::PathBuf;

/// Options whose value may be the next argument.
const WITH_VALUE: &[&str] = &[
    "--cuda-gpu-arch",
    "--offload-arch",
    "-arch",
    "--gpu-architecture",
    "-code",
    "--gpu-code",
    "-gencode",
    "--generate-code",
    "--device-config-file",
    "--cuda-ccmap",
    "--no-offload-arch",
    "--no-cuda-gpu-arch",
];

/// Splits `args` (without the program name) into the arguments the driver
/// still has to parse and the target options. Malformed target options are
/// errors in `diags`.
pub fn extract_target_args(
    args: &[String],
    diags: &mut Diagnostics,
) -> (Vec<String>, TargetOptions) {
    let mut rest = Vec::new();
    let mut opts = TargetOptions::default();
    // nvcc: -arch names the targets unless -code is given. Each request
    // keeps its argument's position, to restore command-line order.
    let mut arch_requests: Vec<(usize, TargetRequest)> = Vec::new();
    let mut code_requests: Vec<(usize, TargetRequest)> = Vec::new();
    let mut direct: Vec<(usize, TargetRequest)> = Vec::new();
    // clang's --no-offload-arch: removes what earlier arguments asked for.
    let mut removed: Vec<(usize, String)> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        let pos = i;
        i += 1;
        if arg == "--" {
            rest.extend(args[i - 1..].iter().cloned());
            break;
        }
        if arg == "--cuda-sm-as-amd" {
            opts.sm_as_amd = true;
            continue;
        }
        if let Some(name) = arg
            .strip_prefix("-sm_")
            .or_else(|| arg.strip_prefix("-gfx"))
            .map(|_| &arg[1..])
        {
            direct.push((pos, request(name, arg)));
            continue;
        }
        let (option, inline) = match arg.split_once('=') {
            Some((o, v)) if WITH_VALUE.contains(&o) => (o, Some(v.to_string())),
            _ if WITH_VALUE.contains(&arg.as_str()) => (arg.as_str(), None),
            _ => {
                rest.push(arg.clone());
                continue;
            }
        };
        let (value, spelling) = match inline {
            Some(v) => (v, arg.clone()),
            None => match args.get(i) {
                Some(v) => {
                    i += 1;
                    (v.clone(), format!("{arg} {v}"))
                }
                None => {
                    diags.push(diag::arg_missing_value(option));
                    continue;
                }
            },
        };
        if value.is_empty() {
            diags.push(diag::arg_missing_value(option));
            continue;
        }
        match option {
            "--device-config-file" => opts.device_config_files.push(PathBuf::from(value)),
            "--cuda-ccmap" => opts.ccmap = Some(PathBuf::from(value)),
            "-gencode" | "--generate-code" => match parse_gencode(&value) {
                Some(names) => direct.extend(names.iter().map(|n| (pos, request(n, &spelling)))),
                None => diags.push(diag::arg_malformed_gencode(&value)),
            },
            "-arch" | "--gpu-architecture" => {
                arch_requests.extend(list(&value).map(|n| (pos, request(n, &spelling))))
            }
            "--no-offload-arch" | "--no-cuda-gpu-arch" => {
                removed.extend(list(&value).map(|n| (pos, request(n, &spelling).name)))
            }
            "-code" | "--gpu-code" => {
                code_requests.extend(list(&value).map(|n| (pos, request(n, &spelling))))
            }
            _ => direct.extend(list(&value).map(|n| (pos, request(n, &spelling)))),
        }
    }
    // `all`, `all-major`, `native`: the names they stand for.
    for reqs in [&mut direct, &mut arch_requests, &mut code_requests] {
        let mut expanded = Vec::with_capacity(reqs.len());
        for (pos, r) in reqs.drain(..) {
            match crate::arch_sets::expand(&r.name) {
                None => expanded.push((pos, r)),
                Some(Ok(names)) => {
                    expanded.extend(names.iter().map(|n| (pos, request(n, &r.spelling))))
                }
                Some(Err(d)) => diags.push(*d),
            }
        }
        *reqs = expanded;
    }
    let nvcc = if code_requests.is_empty() {
        arch_requests
    } else {
        code_requests
    };
    let mut all: Vec<(usize, TargetRequest)> = direct.into_iter().chain(nvcc).collect();
    // Stable: requests from one argument keep their order.
    all.sort_by_key(|&(pos, _)| pos);
    let is_removed = |pos: usize, name: &str| {
        removed
            .iter()
            .any(|(p, n)| *p > pos && (n == name || n == "all"))
    };
    for (pos, r) in all {
        if !is_removed(pos, &r.name) && !opts.requests.iter().any(|q| q.name == r.name) {
            opts.requests.push(r);
        }
    }
    (rest, opts)
}

fn request(name: &str, spelling: &str) -> TargetRequest {
    let name = match name.strip_prefix("compute_") {
        Some(rest) => format!("sm_{rest}"),
        None => name.to_string(),
    };
    TargetRequest {
        name,
        spelling: spelling.to_string(),
    }
}

fn list(value: &str) -> impl Iterator<Item = &str> {
    value.split(',').map(str::trim).filter(|s| !s.is_empty())
}

/// `arch=compute_70,code=sm_70`, `arch=compute_70,code=[sm_70,compute_70]`,
/// `code=sm_70` or `arch=compute_70` (then the arch is the target).
fn parse_gencode(value: &str) -> Option<Vec<String>> {
    // A value quoted as a whole (the shell usually removes the quotes).
    let value = ['"', '\'']
        .iter()
        .find_map(|&q| value.strip_prefix(q).and_then(|v| v.strip_suffix(q)))
        .unwrap_or(value);
    let mut arch = None;
    let mut code: Option<Vec<String>> = None;
    let mut rest = value;
    while !rest.is_empty() {
        let (key, after) = rest.split_once('=')?;
        let (val, next) = if let Some(inner) = after.strip_prefix('[') {
            let (list, next) = inner.split_once(']')?;
            (list, next.strip_prefix(',').unwrap_or(next))
        } else if let Some(inner) = after.strip_prefix('"') {
            let (list, next) = inner.split_once('"')?;
            (list, next.strip_prefix(',').unwrap_or(next))
        } else {
            // Up to the next `key=`: code=sm_70,sm_75 lists without brackets.
            let end = after
                .find(",arch=")
                .or_else(|| after.find(",code="))
                .unwrap_or(after.len());
            (
                &after[..end],
                after[end..].strip_prefix(',').unwrap_or(&after[end..]),
            )
        };
        let names: Vec<String> = list(val).map(str::to_string).collect();
        if names.is_empty() {
            return None;
        }
        match key.trim() {
            "arch" if arch.is_none() => arch = Some(names),
            "code" if code.is_none() => code = Some(names),
            _ => return None,
        }
        rest = next;
    }
    code.or(arch)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(args: &[&str]) -> (Vec<String>, TargetOptions, Diagnostics) {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut diags = Diagnostics::new();
        let (rest, opts) = extract_target_args(&args, &mut diags);
        (rest, opts, diags)
    }
    fn names(o: &TargetOptions) -> Vec<&str> {
        o.requests.iter().map(|r| r.name.as_str()).collect()
    }

    #[test]
    fn every_spelling_selects_targets() {
        let (rest, o, d) = run(&[
            "k.cu",
            "-sm_70",
            "-gfx1100",
            "--cuda-gpu-arch=sm_75",
            "--offload-arch=gfx90a,gfx1030",
            "-gencode",
            "arch=compute_80,code=sm_80",
            "-gencode=arch=compute_86,code=[sm_86,compute_86]",
            "--generate-code=arch=compute_89,code=sm_89",
            "-o",
            "k",
        ]);
        assert!(d.is_empty());
        assert_eq!(rest, ["k.cu", "-o", "k"]);
        assert_eq!(
            names(&o),
            ["sm_70", "gfx1100", "sm_75", "gfx90a", "gfx1030", "sm_80", "sm_86", "sm_89"]
        );
    }

    #[test]
    fn nvcc_arch_forms() {
        let (_, o, _) = run(&["-arch=sm_70"]);
        assert_eq!(names(&o), ["sm_70"]);
        let (_, o, _) = run(&["-arch", "sm_70"]);
        assert_eq!(names(&o), ["sm_70"]);
        assert_eq!(o.requests[0].spelling, "-arch sm_70");
        let (_, o, _) = run(&["--gpu-architecture=compute_90a"]);
        assert_eq!(names(&o), ["sm_90a"]);
        let (_, o, _) = run(&["-arch=sm_70,sm_80"]);
        assert_eq!(names(&o), ["sm_70", "sm_80"]);
        // With -code, -arch is the virtual architecture only.
        let (_, o, _) = run(&["-arch=compute_70", "-code=sm_75,sm_80"]);
        assert_eq!(names(&o), ["sm_75", "sm_80"]);
    }

    #[test]
    fn duplicates_merge_in_first_seen_order() {
        let (_, o, _) = run(&[
            "-sm_80",
            "-arch=compute_75",
            "--cuda-gpu-arch=sm_80",
            "-sm_75",
            "-gfx1100",
            "-gfx1100",
        ]);
        assert_eq!(names(&o), ["sm_80", "sm_75", "gfx1100"]);
        assert_eq!(o.requests[1].spelling, "-arch=compute_75");
    }

    #[test]
    fn no_offload_arch_drops_earlier_requests() {
        let (_, o, d) = run(&[
            "-sm_70",
            "-gfx1100",
            "--no-offload-arch=gfx1100",
            "-sm_80",
            "--no-cuda-gpu-arch=compute_70",
            "-sm_70",
        ]);
        assert!(d.is_empty());
        assert_eq!(names(&o), ["sm_80", "sm_70"]);
        let (_, o, _) = run(&["-sm_70", "-gfx1100", "--no-offload-arch=all", "-gfx90a"]);
        assert_eq!(names(&o), ["gfx90a"]);
    }

    #[test]
    fn config_options() {
        let (rest, o, d) = run(&[
            "--device-config-file=a.yaml",
            "--device-config-file",
            "b.yaml",
            "--cuda-ccmap",
            "m.conf",
            "--cuda-sm-as-amd",
            "x.cu",
        ]);
        assert!(d.is_empty());
        assert_eq!(rest, ["x.cu"]);
        assert_eq!(
            o.device_config_files,
            [PathBuf::from("a.yaml"), PathBuf::from("b.yaml")]
        );
        assert_eq!(o.ccmap, Some(PathBuf::from("m.conf")));
        assert!(o.sm_as_amd);
        let (_, o, _) = run(&["--cuda-ccmap=m2.conf"]);
        assert_eq!(o.ccmap, Some(PathBuf::from("m2.conf")));
    }

    #[test]
    fn missing_values_are_errors() {
        for opt in [
            "-arch",
            "--cuda-ccmap",
            "--device-config-file",
            "-gencode",
            "--offload-arch=",
        ] {
            let (_, o, d) = run(&[opt]);
            assert_eq!(d.error_count(), 1, "{opt}");
            assert_eq!(d.as_slice()[0].code, "tgt-arg-missing-value");
            assert!(o.requests.is_empty());
        }
    }

    #[test]
    fn malformed_gencode_is_an_error() {
        for bad in [
            "sm_70",
            "arch=compute_70,code=[sm_70",
            "foo=sm_70",
            "arch=",
            "arch=compute_70,arch=compute_80",
        ] {
            let (_, _, d) = run(&["-gencode", bad]);
            assert_eq!(d.error_count(), 1, "{bad}");
            assert_eq!(d.as_slice()[0].code, "tgt-arg-gencode");
        }
    }

    #[test]
    fn gencode_forms() {
        assert_eq!(
            parse_gencode("arch=compute_70,code=sm_70").unwrap(),
            ["sm_70"]
        );
        assert_eq!(
            parse_gencode("arch=compute_70,code=[sm_70,sm_75]").unwrap(),
            ["sm_70", "sm_75"]
        );
        assert_eq!(
            parse_gencode("arch=compute_70,code=\"sm_70,compute_70\"").unwrap(),
            ["sm_70", "compute_70"]
        );
        assert_eq!(
            parse_gencode("code=sm_70,sm_72,arch=compute_70").unwrap(),
            ["sm_70", "sm_72"]
        );
        assert_eq!(parse_gencode("arch=compute_80").unwrap(), ["compute_80"]);
    }

    #[test]
    fn any_argument_list_is_handled() {
        let pieces = [
            "-arch",
            "-gencode",
            "=",
            "arch=",
            "code=[",
            "]",
            ",",
            "sm_70",
            "-sm_",
            "-gfx",
            "--offload-arch",
            "--cuda-ccmap",
            ":",
            "--",
        ];
        let mut state: u32 = 12345;
        for _ in 0..2000 {
            let mut args = Vec::new();
            for _ in 0..(state % 6) {
                state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
                let a = pieces[(state >> 16) as usize % pieces.len()];
                state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
                let b = pieces[(state >> 16) as usize % pieces.len()];
                args.push(format!("{a}{b}"));
            }
            let mut d = Diagnostics::new();
            let (rest, opts) = extract_target_args(&args, &mut d);
            assert!(rest.len() + opts.requests.len() <= args.len() * 4);
        }
    }

    #[test]
    fn double_dash_stops_extraction() {
        let (rest, o, _) = run(&["-sm_70", "--", "-sm_80"]);
        assert_eq!(names(&o), ["sm_70"]);
        assert_eq!(rest, ["--", "-sm_80"]);
    }
}
