//! Every diagnostic the targets crate reports, one constructor each, with a
//! stable `tgt-` code. Positions in device-configuration files and ccmaps
//! are spans into the SourceMap (those files are added to it), so the driver
//! renders them with a caret like any source diagnostic.

use crate::device::{Origin, Vendor};
use crate::suggest::did_you_mean;
use lexer::diag::{Diagnostic, Severity};
use lexer::source::Span;

fn with_suggestions(d: Diagnostic, suggestions: &[String]) -> Diagnostic {
    match did_you_mean(suggestions) {
        Some(text) => d.with_note(text),
        None => d,
    }
}

// ---- reading files ----

pub fn file_unreadable(what: &str, path: &str, error: &std::io::Error) -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "tgt-file-unreadable",
        format!("cannot read {what} '{path}': {error}"),
    )
}

// ---- device-configuration files ----

pub fn config_syntax(span: Span, detail: &str) -> Diagnostic {
    Diagnostic::error(
        "tgt-config-syntax",
        span,
        format!("malformed device configuration file: {detail}"),
    )
}

pub fn config_root_not_mapping(span: Span, found: &str) -> Diagnostic {
    Diagnostic::error(
        "tgt-config-type",
        span,
        format!("expected a mapping from target names to target descriptions, found {found}"),
    )
}

pub fn config_wrong_type(span: Span, what: &str, expected: &str, found: &str) -> Diagnostic {
    Diagnostic::error(
        "tgt-config-type",
        span,
        format!("{what} must be {expected}, found {found}"),
    )
    .with_label(format!("expected {expected}"))
}

pub fn config_unknown_key(
    span: Span,
    key: &str,
    target: &str,
    suggestions: &[String],
) -> Diagnostic {
    let d = Diagnostic::error(
        "tgt-config-unknown-key",
        span,
        format!("unknown key '{key}' in the description of target '{target}'"),
    );
    with_suggestions(d, suggestions)
}

pub fn config_duplicate_key(span: Span, key: &str, previous: Span) -> Diagnostic {
    Diagnostic::error(
        "tgt-config-duplicate-key",
        span,
        format!("key '{key}' is given twice"),
    )
    .with_note_at(previous, "first given here")
}

pub fn config_unknown_aspect(span: Span, name: &str, suggestions: &[String]) -> Diagnostic {
    let d = Diagnostic::error(
        "tgt-config-unknown-aspect",
        span,
        format!("unknown aspect '{name}'"),
    );
    match did_you_mean(suggestions) {
        Some(text) => d.with_note(text),
        None => d.with_note("`circle-rs --print-targets` lists the aspects of every target"),
    }
}

pub fn config_missing_key(span: Span, target: &str, key: &str) -> Diagnostic {
    Diagnostic::error(
        "tgt-config-missing-key",
        span,
        format!("target '{target}' has no '{key}'"),
    )
    .with_label(format!("'{key}' is required"))
}

pub fn config_bad_value(span: Span, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error("tgt-config-value", span, message)
}

pub fn config_no_toolchain(span: Span, target: &str) -> Diagnostic {
    Diagnostic::error(
        "tgt-config-no-toolchain",
        span,
        format!("cannot tell which toolchain compiles for target '{target}'"),
    )
    .with_note("names starting with 'sm_' use nvptx and names starting with 'gfx' use amdgpu; otherwise add 'aot-toolchain: nvptx' or 'aot-toolchain: amdgpu'")
}

pub fn config_redefined(span: Span, target: &str, previous: &Origin) -> Diagnostic {
    let d = Diagnostic::warning(
        "tgt-config-redefined",
        span,
        format!(
            "target '{target}' is defined more than once; this definition replaces the earlier one"
        ),
    );
    match previous {
        Origin::Embedded => d.with_note(format!(
            "'{target}' is defined in the embedded device table"
        )),
        Origin::File { span, .. } => d.with_note_at(*span, "previous definition is here"),
    }
}

// ---- compute-capability maps ----

pub fn ccmap_unknown_arch(span: Span, name: &str, suggestions: &[String]) -> Diagnostic {
    let d = Diagnostic::error(
        "tgt-ccmap-unknown-arch",
        span,
        format!("unknown GPU architecture '{name}' in compute-capability map"),
    );
    with_suggestions(d, suggestions)
}

pub fn ccmap_not_amd(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        "tgt-ccmap-not-amd",
        span,
        format!(
            "'{name}' is an NVIDIA architecture; a compute-capability map names AMD architectures"
        ),
    )
}

pub fn ccmap_bad_cc(span: Span, text: &str) -> Diagnostic {
    Diagnostic::error(
        "tgt-ccmap-malformed-cc",
        span,
        format!("malformed compute capability '{text}'"),
    )
    .with_note("write the compute capability as a number: 86 for 8.6")
}

pub fn ccmap_extra_text(span: Span) -> Diagnostic {
    Diagnostic::error(
        "tgt-ccmap-syntax",
        span,
        "unexpected text after the compute capability; a line is 'ARCH CC', 'ARCH' or a '#' comment",
    )
}

pub fn ccmap_not_found(searched: &[String]) -> Diagnostic {
    let d = Diagnostic::global(
        Severity::Error,
        "tgt-sm-as-amd-no-ccmap",
        "--cuda-sm-as-amd needs a compute-capability map, and none was found",
    );
    d.with_note(format!(
        "searched: --cuda-ccmap, $SCALE_CCMAP, {}",
        searched.join(", ")
    ))
}

pub fn sm_as_amd_unmapped(request: &str, cc: u32, ccmap: &str) -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "tgt-sm-as-amd-unmapped",
        format!("compute-capability map '{ccmap}' maps no AMD architecture to compute capability {cc} (requested by '{request}')"),
    )
    .with_note("add a line 'ARCH CC', or a lone 'ARCH' for every remaining compute capability")
}

// ---- command line ----

pub fn arg_missing_value(option: &str) -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "tgt-arg-missing-value",
        format!("missing argument to '{option}'"),
    )
}

pub fn arg_malformed_gencode(arg: &str) -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "tgt-arg-gencode",
        format!("malformed '-gencode' value '{arg}'"),
    )
    .with_note("expected 'arch=compute_XX,code=sm_XX' (code may be a list: code=[sm_70,sm_75])")
}

pub fn unknown_target(name: &str, spelling: &str, suggestions: &[String]) -> Diagnostic {
    let d = Diagnostic::global(
        Severity::Error,
        "tgt-unknown-target",
        format!("unknown GPU architecture '{name}' in '{spelling}'"),
    );
    match did_you_mean(suggestions) {
        Some(text) => d.with_note(text),
        None => d.with_note("`circle-rs --print-targets` lists the known architectures"),
    }
}

pub fn invalid_target_id(id: &str, spelling: &str, problem: &str, accepted: &[&str]) -> Diagnostic {
    let d = Diagnostic::global(
        Severity::Error,
        "tgt-invalid-target-id",
        format!("invalid target ID '{id}' in '{spelling}': {problem}"),
    );
    if accepted.is_empty() {
        d
    } else {
        let list: Vec<String> = accepted.iter().map(|f| format!("'{f}+', '{f}-'")).collect();
        d.with_note(format!("the target accepts {}", list.join(", ")))
    }
}

pub fn llvm_unsupported(name: &str, vendor: Vendor, cpu: &str, features: &str) -> Diagnostic {
    let what = if cpu == name {
        format!("'{name}'")
    } else {
        format!("'{name}' (LLVM CPU '{cpu}')")
    };
    let d = Diagnostic::global(
        Severity::Error,
        "tgt-llvm-unsupported",
        format!(
            "the linked LLVM 19 {} backend cannot compile for {what}",
            vendor.backend()
        ),
    );
    if vendor == Vendor::Nvidia
        && features.contains("+ptx")
        && crate::device::embedded_device(cpu).is_some()
    {
        d.with_note(format!(
            "LLVM 19 knows PTX ISA versions up to 8.5; the features are '{features}'"
        ))
    } else {
        d.with_note("the target comes from a device configuration file; a circle-rs linked with a newer LLVM may compile for it")
    }
}

pub fn nvidia_needs_cc(span: Span, target: &str) -> Diagnostic {
    Diagnostic::error(
        "tgt-config-missing-key",
        span,
        format!("cannot tell the compute capability of NVIDIA target '{target}'"),
    )
    .with_note("add 'compute-capability: NN' (for example 90 for 9.0)")
}

pub fn native_no_gpu() -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "tgt-native-no-gpu",
        "cannot determine the native GPU architecture: no GPU found (nvidia-smi, nvptx-arch and amdgpu-arch report none); name the targets instead (-arch=sm_XX, --offload-arch=gfxNNNN)",
    )
}
