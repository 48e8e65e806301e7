//! The named warnings: which diagnostic codes a `-W<name>` flag controls,
//! whether it is on by default, and which groups (`-Wall`, `-Wextra`)
//! turn it on. Every stage emits its warnings unconditionally with a
//! stable code; the driver keeps, drops or promotes them by this table
//! (`-Wname`, `-Wno-name`, `-Werror`, `-Werror=name`, `-w`).
//!
//! Adding a warning: emit it with a new code, add one [`Warning`] row here
//! naming clang's flag. A warning whose code is in no row is always shown
//! (unless `-w`) and cannot be turned off by name.

/// One named warning.
#[derive(Clone, Copy, Debug)]
pub struct Warning {
    /// The flag's name without `-W` (clang's spelling).
    pub name: &'static str,
    /// The diagnostic codes it controls.
    pub codes: &'static [&'static str],
    /// On without any flag (clang's default).
    pub default_on: bool,
    /// The groups that turn it on: `all`, `extra`.
    pub groups: &'static [&'static str],
}

pub const WARNINGS: &[Warning] = &[
    Warning {
        name: "vla-cxx-extension",
        codes: &["sema-vla-cxx-extension"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "unused-variable",
        codes: &["sema-unused-variable"],
        default_on: false,
        groups: &["all", "unused"],
    },
    Warning {
        name: "parentheses",
        codes: &["sema-assign-in-condition"],
        default_on: true,
        groups: &["all"],
    },
    Warning {
        name: "return-type",
        codes: &["sema-missing-return"],
        default_on: true,
        groups: &["all"],
    },
    Warning {
        name: "sign-compare",
        codes: &["sema-sign-compare"],
        default_on: false,
        groups: &["extra"],
    },
    Warning {
        name: "c++20-extensions",
        codes: &["sema-missing-typename-ext", "parse-lambda-template-ext"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "shadow",
        codes: &["sema-shadow"],
        default_on: false,
        groups: &[],
    },
    Warning {
        name: "cuda-arch-single-pass",
        codes: &["pp-cuda-arch-several-targets"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "writable-strings",
        codes: &["sema-writable-strings"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "c99-designator",
        codes: &["sema-c99-designator"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "reorder-init-list",
        codes: &["sema-reorder-init-list"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "initializer-overrides",
        codes: &["sema-initializer-overrides"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "bidi-chars",
        codes: &["lex-unpaired-bidi"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "#warnings",
        codes: &["pp-warning"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "extra-tokens",
        codes: &["pp-extra-tokens"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "ignored-pragmas",
        codes: &["pp-pop-macro"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "implicitly-unsigned-literal",
        codes: &["pp-expr-literal-unsigned"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "macro-redefined",
        codes: &["pp-macro-redefined"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "builtin-macro-redefined",
        codes: &["pp-builtin-redefined", "pp-builtin-undefined"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "include-next-outside-header",
        codes: &["pp-include-next-in-main"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "variadic-macros",
        codes: &["pp-va-opt-outside"],
        default_on: true,
        groups: &[],
    },
    Warning {
        name: "pedantic",
        codes: &["pp-va-args-outside"],
        default_on: false,
        groups: &[],
    },
    Warning {
        name: "duplicate-decl-specifier",
        codes: &["parse-duplicate-specifier"],
        default_on: true,
        groups: &[],
    },
];

/// The group names `-W<group>` accepts besides the warnings' own names.
pub const GROUPS: &[&str] = &["all", "extra", "unused", "everything"];

/// The warning controlling diagnostic `code`, if any.
pub fn by_code(code: &str) -> Option<&'static Warning> {
    WARNINGS.iter().find(|w| w.codes.contains(&code))
}

/// The warning named `name` (without `-W`), if any.
pub fn by_name(name: &str) -> Option<&'static Warning> {
    WARNINGS.iter().find(|w| w.name == name)
}

/// Whether `name` is a warning or a group.
pub fn is_known(name: &str) -> bool {
    by_name(name).is_some() || GROUPS.contains(&name)
}

/// The warnings a group turns on.
pub fn in_group(group: &str) -> impl Iterator<Item = &'static Warning> + '_ {
    WARNINGS
        .iter()
        .filter(move |w| group == "everything" || w.groups.contains(&group))
}
