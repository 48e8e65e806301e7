//! Every diagnostic the code generator reports, one constructor each, with
//! stable `cg-` codes. Messages follow clang's conventions (lowercase, no
//! trailing period, code in single quotes).

use lexer::diag::{Diagnostic, Severity};
use lexer::source::Span;

/// A kernel launched (called) from device code: dynamic parallelism needs
/// the device runtime, which these modules do not link.
pub fn device_launch(kernel: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-device-launch",
        span,
        format!("launching kernel '{kernel}' from device code is not supported"),
    )
}

/// A device-only rule broken by reached code: `throw`.
pub fn device_throw(span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-device-throw",
        span,
        "a throw-expression is not allowed in device code",
    )
}

/// A variable-length array in code reached from a kernel: host-only, as
/// a throw-expression.
pub fn device_vla(span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-device-vla",
        span,
        "variable-length arrays are not allowed in device code",
    )
}

/// A host-only C++ construct reached from device code (`dynamic_cast`,
/// `typeid`: device code has no run-time type information).
pub fn device_host_only_construct(what: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-device-host-only",
        span,
        format!("{what} is not allowed in device code"),
    )
}

/// A `long double` value in reached device code: the program's is the
/// x86-64 80-bit type, which the GPUs lack (clang's wording for a type
/// unsupported on the device).
pub fn device_long_double(span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-device-long-double",
        span,
        "'long double' is not supported on this target",
    )
    .with_note(
        "circle-rs gives 'long double' the host's x86-64 80-bit format on every target; use 'double' in device code",
    )
}

/// A static variable in reached device code whose initialization is not a
/// constant (a constructor call): device memory has no start-up code.
pub fn device_dynamic_init(name: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-device-dynamic-init",
        span,
        format!(
            "dynamic initialization of static variable '{name}' is not supported in device code"
        ),
    )
}

/// A call from device code to a function with no device definition.
pub fn undefined_function(name: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-undefined-function",
        span,
        format!("'{name}' is not defined in this translation unit and not declared __device__"),
    )
}

/// A C library math function with no device implementation for the
/// target's vendor.
pub fn no_device_math(name: &str, vendor: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-no-device-math",
        span,
        format!("'{name}' has no device implementation for {vendor} targets"),
    )
}

/// A C library math function whose device implementation is in a vendor
/// library that is not installed; `missing` says what was not found.
pub fn math_library_missing(name: &str, vendor: &str, missing: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-math-library",
        span,
        format!(
            "cannot call '{name}' in device code: the {vendor} device math library was not found"
        ),
    )
    .with_note(missing.to_string())
}

/// Linking a vendor's device math library into a module failed.
pub fn math_library(target: &str, message: &str) -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "cg-math-library",
        format!(
            "linking the device math library for '{target}' failed: {}",
            message.trim_end()
        ),
    )
}

/// A call from device code to a function explicitly declared `__host__`
/// (and not `__device__`).
pub fn host_function(name: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-host-function",
        span,
        format!("calling a __host__ function '{name}' from device code is not allowed"),
    )
}

/// A host (untagged namespace-scope) variable used from device code.
pub fn host_variable(name: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-host-variable",
        span,
        "a host variable cannot be used in device code",
    )
    .with_label(format!("'{name}' is a host variable"))
}

/// The note for one edge of the call chain: `caller` calls the function
/// holding the error (or the next edge) at `span`.
pub fn called_from(caller: &str, span: Span) -> (Span, String) {
    (span, format!("called from '{caller}'"))
}

/// The last note of a call chain: the root the chain starts at.
pub fn in_root(name: &str, is_kernel: bool, span: Span) -> (Span, String) {
    if is_kernel {
        (span, format!("in kernel '{name}'"))
    } else {
        (span, format!("in device function '{name}'"))
    }
}

/// A target whose backend is not in the linked LLVM.
pub fn unsupported_target(vendor: &str, name: &str) -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "cg-unsupported-target",
        format!("the linked LLVM 19 {vendor} backend cannot compile for '{name}'"),
    )
}

/// A codegen-time constant expression that cannot be evaluated.
pub fn codegen_eval(what: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-codegen-eval",
        span,
        format!("codegen-time constant expression {what}"),
    )
}

/// A construct this code generator does not lower for a target.
pub fn unsupported(what: &str, vendor: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-unsupported",
        span,
        format!("{what} is not supported for {vendor} targets"),
    )
}

/// The global initializer of a device variable refers to something that
/// has no device address.
pub fn bad_initializer(name: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-bad-initializer",
        span,
        format!("the initializer of '{name}' cannot be emitted for the device"),
    )
}

/// LLVM refused something (target machine, verification, passes, emission).
pub fn llvm_error(what: &str, message: &str) -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "cg-llvm",
        format!("{what}: {}", message.trim_end()),
    )
}

/// `ld.lld` could not be found.
pub fn linker_missing() -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "cg-linker-missing",
        "cannot link AMD code objects: 'ld.lld-19' was not found on PATH or in /usr/lib/llvm-19/bin",
    )
}

/// `ld.lld` failed.
pub fn link_failed(target: &str, message: &str) -> Diagnostic {
    Diagnostic::global(
        Severity::Error,
        "cg-link-failed",
        format!(
            "linking the code object for '{target}' failed: {}",
            message.trim_end()
        ),
    )
}

/// A bug in circle-rs: an inconsistent typed program or an LLVM builder
/// misuse. Reported instead of panicking.
pub fn internal(message: &str, span: Span) -> Diagnostic {
    Diagnostic::new(
        Severity::Fatal,
        "cg-internal",
        span,
        format!("internal compiler error: {message}"),
    )
}

/// `internal`, naming the place in circle-rs that found the inconsistency:
/// the first thing a bug report needs, and stable for a given build.
pub fn internal_at(message: &str, span: Span, at: &std::panic::Location<'_>) -> Diagnostic {
    internal(message, span).with_note(format!(
        "in circle-rs at {}:{}; please report this bug",
        at.file(),
        at.line()
    ))
}

/// A kernel whose parameters need more `.param` space than the target has.
pub fn param_space_overflow(
    kernel: &str,
    bytes: u64,
    limit: u64,
    target: &str,
    span: Span,
) -> Diagnostic {
    let why = if limit < 32764 {
        " (32764 bytes from sm_70)"
    } else {
        ""
    };
    Diagnostic::error(
        "cg-param-space-overflow",
        span,
        format!(
            "the parameters of kernel '{kernel}' need {bytes} bytes of parameter space; target '{target}' allows at most {limit}{why}"
        ),
    )
}

/// A device-only builtin (`threadIdx`, `__syncthreads()`) reached from host
/// code: the host has no threads of a block to ask about.
pub fn device_builtin_in_host(span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-host-device-builtin",
        span,
        "this device builtin cannot be used in host code",
    )
}

/// A construct the host code generator does not lower yet.
pub fn host_unsupported(what: &str, span: Span) -> Diagnostic {
    Diagnostic::error(
        "cg-unsupported",
        span,
        format!("{what} in host code is not supported yet"),
    )
}

/// No cubin for an NVIDIA target (ptxas missing or failing): the fat
/// binary carries its PTX only, which the driver compiles at load time.
pub fn ptxas_failed(cc: u32, output: &str, options: &[String]) -> Diagnostic {
    let mut d = Diagnostic::error(
        "cg-ptxas-failed",
        Span::DUMMY,
        format!("ptxas failed for sm_{cc}"),
    )
    .with_note(output.to_string());
    if !options.is_empty() {
        d = d.with_note(format!(
            "ptxas ran with the options given by -Xptxas: {}",
            options.join(" ")
        ));
    }
    d
}

pub fn ptx_only(cc: u32, why: &str) -> Diagnostic {
    Diagnostic::warning(
        "cg-ptx-only",
        Span::DUMMY,
        format!("the fat binary holds no cubin for sm_{cc}, only its PTX"),
    )
    .with_note(why.to_string())
}
