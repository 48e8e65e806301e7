//! The one diagnostic type of circle-rs. Every stage reports through it; the
//! driver alone renders (codespan-reporting, clang's shape, or JSON).
//!
//! Messages follow clang's conventions: lowercase start, no trailing period,
//! code quoted in single quotes. Each diagnostic has a stable `code` that
//! tools and tests may rely on; the constructors that create them live in one
//! `diagnostics.rs` per crate.

use crate::source::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Note,
    Remark,
    Warning,
    Error,
    /// An internal compiler error: a bug in circle-rs, never in the input.
    Fatal,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            Severity::Error => "error",
            Severity::Fatal => "fatal error",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Label {
    pub span: Span,
    pub message: String,
}

/// A note attached to a diagnostic, with an optional location of its own
/// (clang's `note:` lines: "called from here", "previous definition is here").
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Note {
    pub span: Option<Span>,
    pub message: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Diagnostic {
    pub severity: Severity,
    /// Stable identifier, kebab-case, prefixed by stage (`pp-file-not-found`,
    /// `lex-unterminated-string`, `sema-undeclared`, `cg-host-call`).
    pub code: &'static str,
    pub message: String,
    /// Where the diagnostic points; dummy for diagnostics with no location
    /// (command-line errors).
    pub primary: Label,
    pub secondary: Vec<Label>,
    pub notes: Vec<Note>,
    /// The target modules that raised it (empty for translation-time
    /// diagnostics, which are target-independent).
    pub targets: Vec<String>,
}

impl Diagnostic {
    pub fn new(
        severity: Severity,
        code: &'static str,
        span: Span,
        message: impl Into<String>,
    ) -> Diagnostic {
        Diagnostic {
            severity,
            code,
            message: message.into(),
            primary: Label {
                span,
                message: String::new(),
            },
            secondary: Vec::new(),
            notes: Vec::new(),
            targets: Vec::new(),
        }
    }
    pub fn error(code: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Error, code, span, message)
    }
    pub fn warning(code: &'static str, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Warning, code, span, message)
    }
    /// A diagnostic about the command line or the environment: no location.
    pub fn global(
        severity: Severity,
        code: &'static str,
        message: impl Into<String>,
    ) -> Diagnostic {
        Diagnostic::new(severity, code, Span::DUMMY, message)
    }
    pub fn with_label(mut self, message: impl Into<String>) -> Diagnostic {
        self.primary.message = message.into();
        self
    }
    pub fn with_secondary(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.secondary.push(Label {
            span,
            message: message.into(),
        });
        self
    }
    pub fn with_note(mut self, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Note {
            span: None,
            message: message.into(),
        });
        self
    }
    pub fn with_note_at(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Note {
            span: Some(span),
            message: message.into(),
        });
        self
    }
    pub fn is_error(&self) -> bool {
        self.severity >= Severity::Error
    }
}

/// Where stages put their diagnostics. Order of insertion is kept; the driver
/// sorts nothing, so every stage must report in a deterministic order.
#[derive(Default, Debug)]
pub struct Diagnostics {
    list: Vec<Diagnostic>,
    errors: usize,
}

impl Diagnostics {
    pub fn new() -> Diagnostics {
        Diagnostics::default()
    }
    pub fn push(&mut self, d: Diagnostic) {
        if d.is_error() {
            self.errors += 1;
        }
        self.list.push(d);
    }
    pub fn extend(&mut self, ds: impl IntoIterator<Item = Diagnostic>) {
        for d in ds {
            self.push(d);
        }
    }
    pub fn error_count(&self) -> usize {
        self.errors
    }
    pub fn has_errors(&self) -> bool {
        self.errors > 0
    }
    pub fn as_slice(&self) -> &[Diagnostic] {
        &self.list
    }
    pub fn into_vec(self) -> Vec<Diagnostic> {
        self.list
    }
    pub fn len(&self) -> usize {
        self.list.len()
    }
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
}
