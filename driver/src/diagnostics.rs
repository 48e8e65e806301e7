//! The driver's own diagnostics, one constructor each (stable codes `drv-`).

use lexer::diag::{Diagnostic, Severity};
use std::path::Path;

pub fn no_input() -> Diagnostic {
    Diagnostic::global(Severity::Error, "drv-no-input", "no input files")
}

pub fn cannot_write(path: Option<&Path>, e: &std::io::Error) -> Diagnostic {
    let name = path
        .map(|p| p.display().to_string())
        .unwrap_or_else(|| "<stdout>".into());
    Diagnostic::global(
        Severity::Error,
        "drv-cannot-write",
        format!("cannot write '{name}': {e}"),
    )
}

pub fn no_targets() -> Diagnostic {
    Diagnostic::global(
        Severity::Warning,
        "drv-no-targets",
        "no target architecture given (-sm_XX, -gfxNNNN, --offload-arch=...): nothing to generate",
    )
}

pub fn output_with_several_inputs() -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "drv-output-several-inputs",
        "cannot specify '-o' with '-E' or '-M' when there are several input files",
    )
}

pub fn verify_several_inputs() -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "drv-verify-several-inputs",
        "'-verify' takes exactly one input file",
    )
}
pub fn too_many_errors() -> Diagnostic {
    Diagnostic::global(
        Severity::Fatal,
        "drv-error-limit",
        "too many errors emitted, stopping now [-ferror-limit=]",
    )
}
pub fn same_output_stem(first: &Path, second: &Path) -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "drv-same-stem",
        format!(
            "inputs '{}' and '{}' would write the same output files (outputs are named after the input's stem)",
            first.display(),
            second.display()
        ),
    )
}

pub fn output_file_several(file: &std::path::Path, n: usize) -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "drv-output-file-several",
        format!(
            "'-o {}' names one file, but {n} outputs would be written (one per target and kind); name a directory, or one target and one --emit kind",
            file.display()
        ),
    )
}
