//! clang `-verify` semantics through the library's pure function.

use lexer::diag::Severity;
use std::path::PathBuf;
use testsuite::verify::{
    parse_clang_diagnostics, verify, verify_main, verify_with, VerifyDiag, VerifyOptions,
};

fn src(text: &str) -> Vec<(PathBuf, String)> {
    vec![(PathBuf::from("x.cu"), text.to_string())]
}

fn d(line: u32, severity: Severity, message: &str) -> VerifyDiag {
    VerifyDiag {
        file: PathBuf::from("x.cu"),
        line,
        severity,
        message: message.to_string(),
    }
}

use Severity::{Error, Fatal, Note, Remark, Warning};

#[test]
fn matching_diagnostics_pass() {
    let text = "int a; // expected-error {{undeclared identifier}}\n\
                // expected-warning@+1 {{unused}}\n\
                int b;\n\
                int c; // expected-note {{declared here}} expected-remark {{inlined}}\n\
                // expected-error@-1 {{again}}\n";
    let r = verify(
        &src(text),
        &[
            d(1, Error, "use of undeclared identifier 'x'"),
            d(3, Warning, "variable 'b' is unused"),
            d(4, Note, "'c' declared here"),
            d(4, Remark, "call inlined"),
            d(4, Fatal, "again and again"),
        ],
    );
    assert!(r.is_ok(), "{r}");
    assert_eq!(r.to_string(), "");
}

#[test]
fn expected_but_not_seen_in_clang_format() {
    let r = verify(
        &src("\n\nint a; // expected-error {{no matching function}}\n"),
        &[],
    );
    assert!(!r.is_ok());
    assert_eq!(
        r.to_string(),
        "error: 'expected-error' diagnostics expected but not seen:\n  File x.cu Line 3: no matching function\n"
    );
    assert_eq!(r.error_count(), 1);
}

#[test]
fn seen_but_not_expected_in_clang_format() {
    let r = verify(
        &src("// expected-warning {{w}}\n"),
        &[
            d(1, Warning, "w"),
            d(4, Error, "unknown type name 'foo'"),
            d(0, Error, "no input files"),
        ],
    );
    assert_eq!(
        r.to_string(),
        "error: 'expected-error' diagnostics seen but not expected:\n  File x.cu Line 4: unknown type name 'foo'\n  (frontend): no input files\n"
    );
}

#[test]
fn wrong_line_is_both_missing_and_unexpected() {
    let r = verify(
        &src("// expected-error@+1 {{undeclared}}\nint x;\nint y;\n"),
        &[d(3, Error, "undeclared identifier 'y'")],
    );
    assert_eq!(
        r.to_string(),
        "error: 'expected-error' diagnostics expected but not seen:\n  File x.cu Line 2 (directive at x.cu:1): undeclared\n\
         error: 'expected-error' diagnostics seen but not expected:\n  File x.cu Line 3: undeclared identifier 'y'\n"
    );
    assert_eq!(r.error_count(), 2);
}

#[test]
fn severity_must_match() {
    let r = verify(
        &src("int x; // expected-warning {{unused}}\n"),
        &[d(1, Error, "unused")],
    );
    let s = r.to_string();
    assert!(
        s.contains("'expected-warning' diagnostics expected but not seen"),
        "{s}"
    );
    assert!(
        s.contains("'expected-error' diagnostics seen but not expected"),
        "{s}"
    );
    // Kinds are reported in clang's order: errors, warnings, remarks, notes.
    assert!(s.find("expected-error").unwrap() < s.find("expected-warning").unwrap());
}

#[test]
fn text_is_a_substring_not_a_regex() {
    assert!(verify(
        &src("// expected-error {{a.b}}\n"),
        &[d(1, Error, "x a.b y")]
    )
    .is_ok());
    assert!(!verify(&src("// expected-error {{a.b}}\n"), &[d(1, Error, "axb")]).is_ok());
    assert!(!verify(&src("// expected-error {{whole}}\n"), &[d(1, Error, "who")]).is_ok());
}

#[test]
fn counts() {
    let two = [d(1, Error, "dup"), d(1, Error, "dup")];
    assert!(verify(&src("// expected-error 2 {{dup}}\n"), &two).is_ok());
    let r = verify(&src("// expected-error 3 {{dup}}\n"), &two);
    assert_eq!(r.expected_not_seen.len(), 1, "{r}");
    let r = verify(&src("// expected-error {{dup}}\n"), &two);
    assert_eq!(r.seen_not_expected.len(), 1, "{r}");
    assert!(verify(&src("// expected-error + {{dup}}\n"), &two).is_ok());
    assert!(verify(&src("// expected-error 1+ {{dup}}\n"), &two).is_ok());
    assert!(verify(&src("// expected-error 0-2 {{dup}}\n"), &two).is_ok());
    assert!(verify(&src("// expected-error 0-2 {{dup}}\n"), &[]).is_ok());
    assert!(!verify(&src("// expected-error 3-4 {{dup}}\n"), &two).is_ok());
    let r = verify(&src("// expected-error 2-1 {{dup}}\n"), &two);
    assert!(r.directive_errors[0].contains("invalid count '2-1'"), "{r}");
}

#[test]
fn locations() {
    let text = "// expected-error@3 {{abs}}\n// expected-error@LINE+1 {{rel}}\nx\n// expected-error@* {{any}}\n// expected-note@other.h:7 {{hdr}}\n// expected-note@other.h:* {{star}}\n";
    let mut hdr = d(7, Note, "hdr here");
    hdr.file = PathBuf::from("include/other.h");
    let mut star = d(2, Note, "star");
    star.file = PathBuf::from("/abs/include/other.h");
    let diags = [
        d(3, Error, "abs"),
        d(3, Error, "rel"),
        d(0, Error, "any at all"),
        hdr,
        star,
    ];
    let r = verify(&src(text), &diags);
    assert!(r.is_ok(), "{r}");
    let r = verify(
        &src("// expected-error@x {{a}}\n// expected-error@-5 {{b}}\n"),
        &[],
    );
    assert_eq!(r.directive_errors.len(), 2, "{r}");
    assert!(
        r.directive_errors[0]
            .starts_with("x.cu:1:4: error: invalid line number in 'expected-error' directive"),
        "{r}"
    );
}

#[test]
fn paths_match_relative_to_absolute() {
    let sources = vec![(
        PathBuf::from("/work/t/x.cu"),
        "int a; // expected-error {{e}}\n".to_string(),
    )];
    let diag = VerifyDiag {
        file: PathBuf::from("t/./x.cu"),
        line: 1,
        severity: Error,
        message: "e".into(),
    };
    assert!(verify(&sources, std::slice::from_ref(&diag)).is_ok());
    let other = VerifyDiag {
        file: PathBuf::from("/work/u/x.cu"),
        ..diag
    };
    assert!(!verify(&sources, &[other]).is_ok());
}

#[test]
fn directives_in_several_files() {
    let sources = vec![
        (
            PathBuf::from("main.cu"),
            "#include \"h.h\" // expected-note {{included}}\n".to_string(),
        ),
        (
            PathBuf::from("h.h"),
            "\nint f(); // expected-error {{in header}}\n".to_string(),
        ),
    ];
    let diags = [
        VerifyDiag {
            file: "main.cu".into(),
            line: 1,
            severity: Note,
            message: "included from".into(),
        },
        VerifyDiag {
            file: "h.h".into(),
            line: 2,
            severity: Error,
            message: "in header".into(),
        },
    ];
    assert!(verify(&sources, &diags).is_ok());
}

#[test]
fn malformed_directives_fail() {
    let r = verify(&src("int x; // expected-error undeclared\n"), &[]);
    assert_eq!(r.directive_errors, ["x.cu:1:11: error: cannot find start ('{{') of expected string in 'expected-error' directive"]);
    assert!(!r.is_ok());
    let r = verify(&src("// expected-warning {{never closed\n"), &[]);
    assert!(
        r.directive_errors[0].contains("cannot find end ('}}') of expected string"),
        "{r}"
    );
    let r = verify(&src("// expected-error-re {{x{{[}}}}\n"), &[]);
    assert!(
        r.directive_errors[0].contains("invalid regular expression"),
        "{r}"
    );
}

#[test]
fn no_diagnostics_directive() {
    assert!(verify(&src("// expected-no-diagnostics\n"), &[]).is_ok());
    let r = verify(&src("// expected-no-diagnostics\n"), &[d(2, Warning, "w")]);
    assert_eq!(
        r.to_string(),
        "error: 'expected-warning' diagnostics seen but not expected:\n  File x.cu Line 2: w\n"
    );
    let r = verify(&src("int x;\n"), &[]);
    assert_eq!(
        r.directive_errors,
        ["error: no expected directives found: consider use of 'expected-no-diagnostics'"]
    );
    let r = verify(
        &src("// expected-no-diagnostics\n// expected-error {{e}}\n"),
        &[d(2, Error, "e")],
    );
    assert!(
        r.directive_errors[0].contains("cannot be used with other expected directives"),
        "{r}"
    );
}

#[test]
fn only_comments_hold_directives() {
    let text = "const char *s = \"// expected-error {{in a string}}\";\n\
                char c = '\"'; int n = 1'000; // expected-warning {{real}}\n\
                auto r = R\"x(// expected-error {{raw}})x\";\n\
                /* expected-note {{block}} */\n\
                // line splice continues \\\n\
                expected-remark {{spliced}}\n";
    let r = verify(
        &src(text),
        &[
            d(2, Warning, "real"),
            d(4, Note, "block"),
            d(6, Remark, "spliced"),
        ],
    );
    assert!(r.is_ok(), "{r}");
    // Prose quoting a directive is not a directive.
    let prose = "// Every line marked `expected-error` must produce an error;\n// 'expected-warning' too, and \"expected-note\".\nint x; // expected-error {{real}}\n";
    assert!(verify(&src(prose), &[d(3, Error, "real")]).is_ok());
    // A prefix glued to a word is not a directive.
    assert!(verify(
        &src("// unexpected-error {{x}} expected-no-diagnostics\n"),
        &[]
    )
    .is_ok());
}

#[test]
fn multiple_texts_and_regex() {
    assert!(verify(
        &src("// expected-error {{one}} {{two}}\n"),
        &[d(1, Error, "one"), d(1, Error, "two")]
    )
    .is_ok());
    assert!(!verify(
        &src("// expected-error {{one}} {{two}}\n"),
        &[d(1, Error, "one")]
    )
    .is_ok());
    assert!(verify(
        &src("// expected-error-re {{cannot convert {{.*}} to 'int'}}\n"),
        &[d(1, Error, "cannot convert 'float *' to 'int'")]
    )
    .is_ok());
    assert!(!verify(
        &src("// expected-error-re {{^x{{[0-9]+}}$}}\n"),
        &[d(1, Error, "x1a")]
    )
    .is_ok());
    // Three braces let the text contain `}}`.
    assert!(verify(
        &src("// expected-error {{{expected '}}' here}}}\n"),
        &[d(1, Error, "expected '}}' here")]
    )
    .is_ok());
}

#[test]
fn custom_prefixes() {
    let o = VerifyOptions {
        prefixes: vec!["sm70".into(), "both".into()],
        ..VerifyOptions::default()
    };
    let text = "// sm70-error {{a}} both-warning {{b}} expected-error {{ignored}}\n";
    let r = verify_with(&src(text), &[d(1, Error, "a"), d(1, Warning, "b")], &o);
    assert!(r.is_ok(), "{r}");
    let r = verify_with(&src(text), &[], &o);
    assert!(
        r.to_string()
            .starts_with("error: 'sm70-error' diagnostics expected but not seen:"),
        "{r}"
    );
}

#[test]
fn garbage_never_panics() {
    for text in [
        "// expected-",
        "// expected-error@",
        "// expected-error@+",
        "// expected-error 99999999999 {{",
        "/* expected-error {{",
        "'",
        "\"",
        "R\"(",
        "// expected-error {{{{{{",
        "// expected-error@:: {{x}}",
        "é // expected-error {{é}}",
    ] {
        let _ = verify(&src(text), &[d(1, Error, "é"), d(0, Note, "")]);
    }
}

#[test]
fn clang_text_is_parsed() {
    let text = "x.cu:3:5: error: use of undeclared identifier 'y'\n    y = 1;\n    ^\nx.cu:2: warning: w\nfatal error: no input\nsub/h.h:1:1: note: here\nnot a diagnostic\n";
    let ds = parse_clang_diagnostics(text);
    assert_eq!(
        ds,
        [
            d(3, Error, "use of undeclared identifier 'y'"),
            d(2, Warning, "w"),
            VerifyDiag {
                file: PathBuf::new(),
                line: 0,
                severity: Fatal,
                message: "no input".into()
            },
            VerifyDiag {
                file: "sub/h.h".into(),
                line: 1,
                severity: Note,
                message: "here".into()
            },
        ]
    );
}

#[test]
fn verify_main_exit_codes() {
    let dir = std::env::temp_dir().join(format!("verify-main-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("v.cu");
    std::fs::write(&f, "int x; // expected-error {{bad}}\n").unwrap();
    let fs = f.to_string_lossy().to_string();
    let args = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let good = format!("{fs}:1:5: error: bad thing\n");
    assert_eq!(verify_main(&args(&[&fs]), good.as_bytes()), 0);
    assert_eq!(verify_main(&args(&[&fs]), &b""[..]), 1);
    assert_eq!(verify_main(&args(&[]), &b""[..]), 2);
    assert_eq!(verify_main(&args(&["/no/such.cu"]), &b""[..]), 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn ignore_unexpected_kinds() {
    let o = VerifyOptions {
        ignore_unexpected: VerifyOptions::parse_ignore_unexpected(Some("note,remark")).unwrap(),
        ..VerifyOptions::default()
    };
    let text = "// expected-error {{e}}\n";
    assert!(verify_with(
        &src(text),
        &[d(1, Error, "e"), d(1, Note, "n"), d(2, Remark, "r")],
        &o
    )
    .is_ok());
    assert!(!verify_with(&src(text), &[d(1, Error, "e"), d(1, Warning, "w")], &o).is_ok());
    // Missing expected diagnostics are still failures.
    assert!(!verify_with(&src(text), &[], &o).is_ok());
    assert_eq!(
        VerifyOptions::parse_ignore_unexpected(None).unwrap().len(),
        4
    );
    assert!(VerifyOptions::parse_ignore_unexpected(Some("bogus")).is_none());
}
