//! Warning options: `-Wall`, `-Wextra`, `-Weverything`, `-W<name>`,
//! `-Wno-<name>`, `-Werror`, `-Werror=<name>`, `-Wno-error=<name>`, `-w`,
//! taken out of the command line before clap (their names are open-ended)
//! and applied to the diagnostics of each input by the table in
//! [`lexer::warnings`]: later options override earlier ones, as in clang.

use lexer::diag::{Diagnostic, Severity};
use lexer::warnings as table;

#[derive(Clone, Debug, PartialEq, Eq)]
enum Op {
    /// `-W<name>` or `-Wno-<name>` (a warning or a group).
    Set(String, bool),
    /// `-Werror=<name>` / `-Wno-error=<name>`.
    Error(String, bool),
}

#[derive(Clone, Debug, Default)]
pub struct WarningPolicy {
    ops: Vec<Op>,
    /// `-Werror`.
    pub all_errors: bool,
    /// `-w`.
    pub none: bool,
    /// `-W` options naming no warning (reported as clang does).
    pub unknown: Vec<String>,
}

/// Splits the warning options off `args` (the program name excluded).
pub fn extract(args: Vec<String>) -> (Vec<String>, WarningPolicy) {
    let mut p = WarningPolicy::default();
    let mut rest = Vec::with_capacity(args.len());
    let mut after_dashdash = false;
    for a in args {
        if after_dashdash || a == "--" {
            after_dashdash = true;
            rest.push(a);
            continue;
        }
        if a == "-w" {
            p.none = true;
            continue;
        }
        // `-Wl,...`, `-Wp,...`: pass-through options, not warnings.
        let Some(name) = a
            .strip_prefix("-W")
            .filter(|n| !n.contains(',') && !n.is_empty())
        else {
            rest.push(a);
            continue;
        };
        if name == "error" {
            p.all_errors = true;
        } else if name == "no-error" {
            p.all_errors = false;
        } else if let Some(n) = name.strip_prefix("error=") {
            p.note_name(n, &a);
            p.ops.push(Op::Error(n.to_string(), true));
        } else if let Some(n) = name.strip_prefix("no-error=") {
            p.note_name(n, &a);
            p.ops.push(Op::Error(n.to_string(), false));
        } else if let Some(n) = name.strip_prefix("no-") {
            p.note_name(n, &a);
            p.ops.push(Op::Set(n.to_string(), false));
        } else {
            p.note_name(name, &a);
            p.ops.push(Op::Set(name.to_string(), true));
        }
    }
    (rest, p)
}

impl WarningPolicy {
    fn note_name(&mut self, name: &str, option: &str) {
        if !table::is_known(name) {
            self.unknown.push(option.to_string());
        }
    }

    /// Whether the named warning `w` is shown.
    pub fn enabled(&self, w: &table::Warning) -> bool {
        let mut on = w.default_on;
        for op in &self.ops {
            if let Op::Set(n, v) = op {
                let group = table::GROUPS.contains(&n.as_str())
                    && (n == "everything" || w.groups.contains(&n.as_str()));
                if n == w.name || group {
                    on = *v;
                }
            }
            // `-Werror=name` also turns the warning on, as in clang.
            if let Op::Error(n, true) = op {
                if n == w.name {
                    on = true;
                }
            }
        }
        on
    }

    /// The names of the warnings shown (`-w` still shows none: the
    /// policy drops them afterwards, and -Werror= may need them).
    pub fn enabled_names(&self) -> Vec<&'static str> {
        table::WARNINGS
            .iter()
            .filter(|w| self.enabled(w))
            .map(|w| w.name)
            .collect()
    }

    fn is_error(&self, w: Option<&table::Warning>) -> bool {
        let mut e = self.all_errors;
        if let Some(w) = w {
            for op in &self.ops {
                if let Op::Error(n, v) = op {
                    if n == w.name {
                        e = *v;
                    }
                }
            }
        }
        e
    }

    /// Drops, keeps or promotes the warnings in `diags`, and names each
    /// named one's flag as clang does (`[-Wunused-variable]`,
    /// `[-Werror,-Wunused-variable]`).
    pub fn apply(&self, diags: &mut Vec<Diagnostic>) {
        // A warning in a template is found again in each instance.
        let mut seen = std::collections::HashSet::new();
        diags.retain_mut(|d| {
            if d.severity != Severity::Warning {
                return true;
            }
            if !seen.insert((d.code, d.primary.span, d.message.clone())) {
                return false;
            }
            if self.none {
                return false;
            }
            let w = table::by_code(d.code);
            if w.is_some_and(|w| !self.enabled(w)) {
                return false;
            }
            let error = self.is_error(w);
            if error {
                d.severity = Severity::Error;
            }
            match (w, error) {
                (Some(w), true) => d.message.push_str(&format!(" [-Werror,-W{}]", w.name)),
                (Some(w), false) => d.message.push_str(&format!(" [-W{}]", w.name)),
                (None, true) => d.message.push_str(" [-Werror]"),
                (None, false) => {}
            }
            true
        });
    }

    /// clang's warnings for unknown `-W` options.
    pub fn unknown_diagnostics(&self) -> Vec<Diagnostic> {
        if self.none {
            return Vec::new();
        }
        self.unknown
            .iter()
            .map(|o| {
                Diagnostic::warning(
                    "driver-unknown-warning-option",
                    lexer::source::Span::DUMMY,
                    format!("unknown warning option '{o}'"),
                )
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn policy(args: &[&str]) -> WarningPolicy {
        extract(args.iter().map(|s| s.to_string()).collect()).1
    }

    #[test]
    fn later_options_win() {
        let w = table::by_name("unused-variable").unwrap();
        assert!(!policy(&[]).enabled(w));
        assert!(policy(&["-Wall"]).enabled(w));
        assert!(!policy(&["-Wall", "-Wno-unused-variable"]).enabled(w));
        assert!(policy(&["-Wno-unused-variable", "-Wall"]).enabled(w));
        assert!(policy(&["-Werror=unused-variable"]).enabled(w));
        let s = table::by_name("sign-compare").unwrap();
        assert!(!policy(&["-Wall"]).enabled(s));
        assert!(policy(&["-Wextra"]).enabled(s));
    }

    #[test]
    fn other_options_stay() {
        let (rest, p) = extract(
            ["k.cu", "-Wl,-rpath", "-Wall", "-w", "-Wfoo", "-O2"]
                .iter()
                .map(|s| s.to_string())
                .collect(),
        );
        assert_eq!(rest, vec!["k.cu", "-Wl,-rpath", "-O2"]);
        assert!(p.none);
        assert_eq!(p.unknown, vec!["-Wfoo"]);
    }
}
