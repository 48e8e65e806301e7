//! Preprocessor tests: the standard's examples, rescanning rules,
//! conditionals, includes, and every diagnostic (code and location).

use super::*;
use crate::diag::Severity;
use crate::token::spelling;
use std::sync::atomic::{AtomicUsize, Ordering};

mod errors;
mod headers;
mod standard;

static DIRS: AtomicUsize = AtomicUsize::new(0);

/// A fresh directory with the given files.
fn files(list: &[(&str, &str)]) -> PathBuf {
    let n = DIRS.fetch_add(1, Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("circle-rs-pp-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (name, text) in list {
        let p = dir.join(name);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).unwrap();
        }
        std::fs::write(p, text).unwrap();
    }
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

struct Run {
    out: PpOutput,
    sm: SourceMap,
}

impl Run {
    /// Spellings joined by single spaces (where the tokens had space).
    fn text(&self) -> String {
        let mut s = String::new();
        for t in &self.out.tokens {
            if t.kind == crate::token::TokenKind::Eof {
                break;
            }
            if !s.is_empty() {
                s.push(' ');
            }
            s.push_str(&spelling(&self.sm, t));
        }
        s
    }
    fn codes(&self) -> Vec<&'static str> {
        self.out.diagnostics.iter().map(|d| d.code).collect()
    }
    /// (code, line, column) of each diagnostic's primary location.
    fn diags(&self) -> Vec<(&'static str, u32, u32)> {
        self.out
            .diagnostics
            .iter()
            .map(|d| {
                let off = self.sm.user_offset(d.primary.span.lo);
                let loc = self.sm.location(off);
                (
                    d.code,
                    loc.map_or(0, |l| l.line),
                    loc.map_or(0, |l| l.column),
                )
            })
            .collect()
    }
    fn errors(&self) -> Vec<&Diagnostic> {
        self.out
            .diagnostics
            .iter()
            .filter(|d| d.severity >= Severity::Error)
            .collect()
    }
}

fn run_with(src: &str, opts: &Options) -> Run {
    let mut sm = SourceMap::new();
    let dir = files(&[("main.cu", src)]);
    let out = preprocess(&dir.join("main.cu"), opts, &mut sm);
    Run { out, sm }
}

fn run(src: &str) -> Run {
    run_with(src, &Options::default())
}

/// Preprocesses `src` and returns the tokens as text, asserting no diagnostics.
fn pp(src: &str) -> String {
    let r = run(src);
    assert!(r.out.diagnostics.is_empty(), "{:?}", r.out.diagnostics);
    r.text()
}

#[test]
fn object_and_function_macros() {
    assert_eq!(pp("#define N 10\nint a[N];\n"), "int a [ 10 ] ;");
    assert_eq!(
        pp("#define max(a,b) ((a)>(b)?(a):(b))\nmax(1, x+2)"),
        "( ( 1 ) > ( x + 2 ) ? ( 1 ) : ( x + 2 ) )"
    );
    assert_eq!(pp("#define f(x) x\nf\n(1) f"), "1 f");
    assert_eq!(pp("#define E\na E b"), "a b");
    assert_eq!(pp("#define f() 1\nf() f( )"), "1 1");
    assert_eq!(pp("#define f(x) [x]\nf() f(())"), "[ ] [ ( ) ]");
    assert_eq!(pp("#define f(x, y) x y\nf((a,b), {c)"), "( a , b ) { c");
    assert_eq!(pp("#define X 1\n#undef X\nX"), "X");
    assert_eq!(
        pp("#define f(x) #x\nf( a  \"b\\n\"   'c' )"),
        "\"a \\\"b\\\\n\\\" 'c'\""
    );
    assert_eq!(
        pp("#define cat(a, b) a ## b\ncat(x, 1) cat(+, =) cat(<, <=)"),
        "x1 += <<="
    );
    assert_eq!(pp("#define f(args...) g(args)\nf(1, 2)"), "g ( 1 , 2 )");
    assert_eq!(
        pp("#define e(fmt, ...) p(fmt, ## __VA_ARGS__)\ne(a) e(a, b, c)"),
        "p ( a ) p ( a , b , c )"
    );
    assert_eq!(pp("#define h(...) p(a, ##__VA_ARGS__)\nh() h(b)\n#define g(f, ...) p(f, ##__VA_ARGS__)\ng(x) g(x,) g(x, )"), "p ( a ) p ( a , b ) p ( x ) p ( x , ) p ( x , )"
    );
}

#[test]
fn rescanning_and_painted_blue() {
    assert_eq!(
        pp("#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)"),
        "2 * 9 * g"
    );
    assert_eq!(pp("#define x x\nx"), "x");
    assert_eq!(pp("#define a a b\na"), "a b");
    assert_eq!(pp("#define x y\n#define y x\nx y"), "x y");
    assert_eq!(
        pp("#define NIL(x) x\n#define G_0(arg) NIL(G_1)(arg)\n#define G_1(arg) NIL(arg)\nG_0(42)"),
        "42"
    );
    assert_eq!(pp("#define f(x) x\nf(f(1))"), "1");
    // A painted token stays painted after it leaves its macro.
    assert_eq!(pp("#define foo foo\n#define id(x) x\nid(foo)"), "foo");
    assert_eq!(
        pp("#define h f(h)\n#define f(x) g(x)\n#define g(x) x\nh"),
        "h"
    );
    // Object-like macro expanding to a function-like macro's name.
    assert_eq!(pp("#define f(x) <x>\n#define F f\nF(1)"), "< 1 >");
}

#[test]
fn va_opt() {
    let src = "#define F(...) f(0 __VA_OPT__(,) __VA_ARGS__)\n\
               #define G(X, ...) f(0, X __VA_OPT__(,) __VA_ARGS__)\n\
               #define SDEF(sname, ...) S sname __VA_OPT__(= { __VA_ARGS__ })\n\
               #define EMP\n";
    assert_eq!(pp(&format!("{src}F(a,b,c)")), "f ( 0 , a , b , c )");
    assert_eq!(pp(&format!("{src}F()")), "f ( 0 )");
    assert_eq!(pp(&format!("{src}F(EMP)")), "f ( 0 )");
    assert_eq!(pp(&format!("{src}G(a,b,c)")), "f ( 0 , a , b , c )");
    assert_eq!(pp(&format!("{src}G(a,)")), "f ( 0 , a )");
    assert_eq!(pp(&format!("{src}G(a)")), "f ( 0 , a )");
    assert_eq!(pp(&format!("{src}SDEF(foo);")), "S foo ;");
    assert_eq!(pp(&format!("{src}SDEF(bar, 1, 2);")), "S bar = { 1 , 2 } ;");
    assert_eq!(
        pp("#define H2(X, Y, ...) __VA_OPT__(X ## Y,) __VA_ARGS__\nH2(a, b, c, d)"),
        "ab , c , d"
    );
    assert_eq!(
        pp("#define H3(X, ...) #__VA_OPT__(X##X X##X)\nH3(, 0)"),
        "\"\""
    );
    assert_eq!(
        pp("#define H4(X, ...) __VA_OPT__(a X ## X) ## b\nH4(, 1)"),
        "a b"
    );
    assert_eq!(pp("#define H5A(...) __VA_OPT__()/**/__VA_OPT__()\n#define H5B(X) a ## X ## b\n#define H5C(X) H5B(X)\nH5C(H5A())"), "ab");
    assert_eq!(pp("#define LPAREN() (\n#define G(Q) 42\n#define F(R, X, ...) __VA_OPT__(G R X) )\nint x = F(LPAREN(), 0, <:-);"), "int x = 42 ;");
}

#[test]
fn conditionals() {
    assert_eq!(pp("#if 1\na\n#else\nb\n#endif"), "a");
    assert_eq!(pp("#if 0\na\n#elif 2 > 1\nb\n#else\nc\n#endif"), "b");
    assert_eq!(
        pp("#define X\n#ifdef X\na\n#endif\n#ifndef X\nb\n#endif"),
        "a"
    );
    assert_eq!(
        pp("#if 0\n#if 1\na\n#else\nb\n#endif\n#elif 1\nc\n#endif"),
        "c"
    );
    assert_eq!(pp("#if 1\na\n#elif 1/0\nb\n#endif"), "a");
    assert_eq!(
        pp("#if 0\n#bogus directive\n#error no\n'unterminated\n#endif\nok"),
        "ok"
    );
    assert_eq!(
        pp("#define Y\n#if 0\n#elifdef Y\ny\n#endif\n#if 0\n#elifndef Y\n#else\nn\n#endif"),
        "y n"
    );
}

fn truth(expr: &str) -> bool {
    let r = run(&format!("#if {expr}\nyes\n#else\nno\n#endif\n"));
    assert!(r.errors().is_empty(), "{expr}: {:?}", r.out.diagnostics);
    r.text() == "yes"
}

#[test]
fn if_arithmetic() {
    assert!(truth("1 + 2 * 3 == 7"));
    assert!(truth("(1 + 2) * 3 == 9"));
    assert!(truth("-1 < 0"));
    assert!(
        !truth("-1 < 0u"),
        "usual arithmetic conversions make -1 unsigned"
    );
    assert!(truth("-1 > 0u"));
    assert!(truth("0xFFFFFFFFFFFFFFFF == -1"));
    assert!(truth("18446744073709551615u == -1"));
    assert!(truth("~0u == 18446744073709551615u"));
    assert!(truth("(0 ? 1u : -1) > 0"), "?: converts both arms");
    assert!(truth("-7 / 2 == -3 && -7 % 2 == -1"));
    assert!(truth("1 << 62 == 4611686018427387904"));
    assert!(truth("-16 >> 2 == -4"));
    assert!(truth("(1, 2) == 2"));
    assert!(truth(
        "!0 && !!5 && (3 ^ 1) == 2 && (6 & 3) == 2 && (4 | 1) == 5"
    ));
    assert!(truth("2 >= 2 && 2 <= 2 && 3 != 2 && !(1 > 2)"));
    assert!(truth("'A' == 65 && '\\n' == 10 && '\\377' < 0"));
    assert!(truth("true && !false"));
    assert!(truth("unknown_identifier == 0"));
    assert!(truth("1 ? 2 : (1/0)"), "the arm not taken is not evaluated");
    assert!(truth("0 && 1/0 || 1"));
    assert!(truth("1 || 1 % 0"));
    assert!(truth("0b101 == 5 && 010 == 8 && 1'000 == 1000"));
    assert!(
        truth("9223372036854775807 + 1 < 0"),
        "signed overflow wraps"
    );
    assert!(truth("1 not_eq 2 and not 0 or 0"));
    assert!(truth("defined __cplusplus && __cplusplus == 201703L"));
}

#[test]
fn has_builtin_feature_attribute() {
    let t = |e: &str| pp(&format!("#if {e}\nyes\n#else\nno\n#endif"));
    assert_eq!(
        t("__has_builtin(__is_same) && __has_builtin(__builtin_memcpy)"),
        "yes"
    );
    assert_eq!(
        t("__has_builtin(__make_integer_seq) && !__has_builtin(__integer_pack)"),
        "yes"
    );
    assert_eq!(t("__has_builtin(__builtin_operator_new) >= 201802L"), "no");
    assert_eq!(t("__has_cpp_attribute(nodiscard) == 201907L"), "yes");
    assert_eq!(t("__has_cpp_attribute(__no_unique_address__)"), "no");
    assert_eq!(t("__has_cpp_attribute(gnu::always_inline)"), "yes");
    assert_eq!(
        t("__has_attribute(__nothrow__) && !__has_attribute(packed)"),
        "yes"
    );
    assert_eq!(
        t("__has_feature(cxx_exceptions) && !__has_feature(address_sanitizer)"),
        "yes"
    );
    assert_eq!(
        t("__has_extension(__attribute_deprecated_with_message__)"),
        "yes"
    );
    assert_eq!(t("__has_declspec_attribute(dllexport)"), "no");
    // The operand is not macro-expanded.
    assert_eq!(
        pp("#define __is_same nope\n#if __has_builtin(__is_same)\nyes\n#endif"),
        "yes"
    );
    // Outside `#if` it is a number too.
    assert_eq!(
        pp("int a = __has_builtin(__builtin_clz) + __has_feature(nope);"),
        "int a = 1 + 0 ;"
    );
    assert_eq!(pp("#define H(x) __has_attribute(x)\nH(noinline)"), "1");
}

#[test]
fn defined_and_has_include() {
    let dir = files(&[("main.cu", "#define M\n#if defined M && defined(M) && !defined N\nyes\n#endif\n#if __has_include(\"h.h\") && !__has_include(<nope.h>) && __has_include(<cstdio>)\nhas\n#endif\n#define HDR \"h.h\"\n#if __has_include(HDR)\nmacro\n#endif\n#ifdef __has_include\ndef\n#endif\n#if __has_builtin(__builtin_expect) && __has_attribute(noinline) && !__has_builtin(__nope)\nbuiltin\n#endif\n"), ("h.h", "")]);
    let bundled = files(&[("cstdio", "")]);
    let opts = Options {
        default_dirs: vec![bundled],
        ..Options::default()
    };
    let mut sm = SourceMap::new();
    let out = preprocess(&dir.join("main.cu"), &opts, &mut sm);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    let r = Run { out, sm };
    assert_eq!(r.text(), "yes has macro def builtin");
    // `defined` produced by a macro expansion still works; its operand is not expanded.
    assert_eq!(
        pp("#define D defined(X)\n#define X 0\n#if D\nok\n#endif"),
        "ok"
    );
}

#[test]
fn predefined_macros() {
    let opts = Options {
        cuda_arch: Some(700),
        source_date_epoch: Some(0),
        defines: vec![
            Define::Set("A=3".into()),
            Define::Set("B".into()),
            Define::Unset("B".into()),
            Define::Set("F(x)=x+x".into()),
        ],
        ..Options::default()
    };
    let r = run_with("__cplusplus __CUDACC__ __CUDA_ARCH__ __circle_rs__ __circle_rs_major__ __circle_rs_minor__\n__LINE__ __FILE__ __COUNTER__ __COUNTER__\n__DATE__ __TIME__ A B F(1)\n#ifdef __NVCC__\nnvcc\n#endif", &opts);
    assert!(r.out.diagnostics.is_empty(), "{:?}", r.out.diagnostics);
    let t = r.text();
    assert!(t.starts_with("201703L 1 700 100 0 1 2 \""), "{t}");
    assert!(
        t.contains("main.cu\" 0 1 \"Jan  1 1970\" \"00:00:00\" 3 B 1 + 1"),
        "{t}"
    );
    assert_eq!(run("__CUDA_ARCH__").text(), "__CUDA_ARCH__");
}

#[test]
fn line_directive() {
    assert_eq!(pp("#line 100\n__LINE__\n__LINE__"), "100 101");
    assert_eq!(pp("#line 7 \"x.cu\"\n__FILE__ __LINE__"), "\"x.cu\" 7");
    assert_eq!(pp("#define L 42\n#line L\n__LINE__"), "42");
    assert_eq!(pp("# 5 \"y.cu\" 2\n__LINE__ __FILE__"), "5 \"y.cu\"");
    // __LINE__ in a multi-line invocation is the line of the macro name.
    assert_eq!(pp("#define id(x) x\nid(\n__LINE__\n)"), "3");
}

#[test]
fn includes_search_order_and_guards() {
    let sys = files(&[("a.h", "sys"), ("only_sys.h", "onlysys")]);
    let inc = files(&[("a.h", "inc"), ("b.h", "incb")]);
    let quote = files(&[("b.h", "quoteb")]);
    let dir = files(&[
        ("main.cu", "#include \"a.h\"\n#include <a.h>\n#include \"b.h\"\n#include <b.h>\n#include <only_sys.h>\n#include \"g.h\"\n#include \"g.h\"\n#include \"once.h\"\n#include \"once.h\"\n#include \"sub/x.h\"\nend"),
        ("a.h", "local"),
        ("g.h", "// comment before the guard is fine\n#ifndef G_H\n#define G_H\nguarded\n#endif\n"),
        ("once.h", "#pragma once\nonce"),
        ("sub/x.h", "#include \"y.h\"\n"),
        ("sub/y.h", "suby"),
    ]);
    let opts = Options {
        include_dirs: vec![inc],
        quote_dirs: vec![quote],
        system_dirs: vec![sys],
        ..Options::default()
    };
    let mut sm = SourceMap::new();
    let out = preprocess(&dir.join("main.cu"), &opts, &mut sm);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    let deps: Vec<String> = out
        .dependencies
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        deps,
        vec![
            "main.cu",
            "a.h",
            "a.h",
            "b.h",
            "b.h",
            "only_sys.h",
            "g.h",
            "once.h",
            "x.h",
            "y.h"
        ]
    );
    let r = Run { out, sm };
    assert_eq!(
        r.text(),
        "local inc quoteb incb onlysys guarded once suby end"
    );
    // The guarded file was entered once: it is not even re-entered.
    let entered = r.sm.entries().iter().filter(|e| matches!(&e.kind, crate::source::EntryKind::File { file, .. } if r.sm.file(*file).name.ends_with("g.h"))).count();
    assert_eq!(entered, 1);
}

#[test]
fn guard_detection_is_conservative() {
    let dir = files(&[
        ("main.cu", "#include \"t.h\"\n#include \"t.h\"\n#include \"e.h\"\n#include \"e.h\"\n#include \"u.h\"\n#undef U_H\n#include \"u.h\"\n"),
        // Text after the #endif: not a guard.
        ("t.h", "#ifndef T_H\n#define T_H\n#endif\ntail\n"),
        // An #else branch: not a guard.
        ("e.h", "#if !defined(E_H)\n#define E_H\n#else\nagain\n#endif\n"),
        ("u.h", "#if !defined U_H\n#define U_H\nu\n#endif\n"),
    ]);
    let mut sm = SourceMap::new();
    let out = preprocess(&dir.join("main.cu"), &Options::default(), &mut sm);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    assert_eq!(Run { out, sm }.text(), "tail tail again u u");
}

#[test]
fn include_next_and_computed_include() {
    let second = files(&[("n.h", "second")]);
    let first = files(&[("n.h", "first\n#include_next <n.h>\n")]);
    let dir = files(&[
        (
            "main.cu",
            "#define HDR <n.h>\n#include HDR\n#define Q(x) #x\n#include Q(v.h)\n",
        ),
        ("v.h", "v"),
    ]);
    let opts = Options {
        include_dirs: vec![first, second],
        ..Options::default()
    };
    let mut sm = SourceMap::new();
    let out = preprocess(&dir.join("main.cu"), &opts, &mut sm);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    assert_eq!(Run { out, sm }.text(), "first second v");
}

#[test]
fn include_depth_limit_stops_recursion() {
    let dir = files(&[("main.cu", "#include \"main.cu\"\n")]);
    let mut sm = SourceMap::new();
    let out = preprocess(&dir.join("main.cu"), &Options::default(), &mut sm);
    let codes: Vec<_> = out.diagnostics.iter().map(|d| d.code).collect();
    assert_eq!(codes, vec!["pp-include-depth"]);
    let loc = sm.location(out.diagnostics[0].primary.span.lo).unwrap();
    assert_eq!((loc.line, loc.column), (1, 1));
    assert!(out.diagnostics[0].message.contains("200"));
}

#[test]
fn pragmas_pass_through() {
    let r = run("a\n#pragma unroll 4\nb\n_Pragma(\"omp parallel\") c\n#pragma once\n#define X 1\n#pragma push_macro(\"X\")\n#undef X\n#define X 2\n#pragma pop_macro(\"X\")\nX");
    assert!(r.out.diagnostics.is_empty(), "{:?}", r.out.diagnostics);
    assert_eq!(r.text(), "a b c 1");
    let p: Vec<_> = r
        .out
        .pragmas
        .iter()
        .map(|p| (p.before_token, p.text.as_str()))
        .collect();
    assert_eq!(p, vec![(1, "unroll 4"), (2, "omp parallel")]);
    let text = render_output(&r.out, &r.sm, false);
    assert_eq!(
        text,
        format!(
            "a\n#pragma unroll 4\nb\n#pragma omp parallel\n{}c\n1\n",
            " ".repeat(24)
        )
    );
}

#[test]
fn expansion_locations() {
    let r = run("#define TWO 1 + 1\nint x = TWO;");
    let plus = r.out.tokens[4];
    assert_eq!(spelling(&r.sm, &plus), "+");
    assert_eq!(r.sm.macro_chain(plus.span.lo)[0].0, "TWO");
    let loc = r.sm.location(plus.span.lo).unwrap();
    assert_eq!((loc.line, loc.column), (1, 15));
    let at = r.sm.location(r.sm.expansion_offset(plus.span.lo)).unwrap();
    assert_eq!((at.line, at.column), (2, 9));
    assert_eq!(
        r.out.tokens.last().unwrap().kind,
        crate::token::TokenKind::Eof
    );
}

/// Diagnostics on a macro argument point at the argument (clang's file
/// location); `-E` places it at the invocation; both know the macro.
#[test]
fn macro_argument_locations() {
    let r = run("#define CHECK(x) if (!(x)) abort()\n  CHECK(foo(1, 2));");
    let find = |s: &str| {
        *r.out
            .tokens
            .iter()
            .find(|t| spelling(&r.sm, t) == s)
            .unwrap()
    };
    let at = |o: u32| {
        let l = r.sm.location(o).unwrap();
        (l.line, l.column)
    };
    let foo = find("foo");
    assert_eq!(at(r.sm.expansion_offset(foo.span.lo)), (2, 9));
    assert_eq!(at(r.sm.user_offset(foo.span.lo)), (2, 9));
    assert_eq!(at(r.sm.invocation_offset(foo.span.lo)), (2, 3));
    assert_eq!(at(r.sm.output_offset(foo.span.lo)), (2, 3));
    assert_eq!(r.sm.macro_chain(foo.span.lo)[0].0, "CHECK");
    assert!(r
        .sm
        .is_macro_arg_entry(r.sm.entry(foo.span.lo).unwrap().start));
    let abort = find("abort");
    assert_eq!(at(r.sm.expansion_offset(abort.span.lo)), (2, 3));
    // Its spelling is in the definition.
    assert_eq!(at(abort.span.lo), (1, 28));
}

#[test]
fn render_markers_spacing_and_round_trip() {
    let dir = files(&[("main.cu", "#include \"h.h\"\nint a;\n\n\n\n\n\n\n\n\n\n\n\nint b;\n#define NEG -\n-NEG x;\n#define CAT(a,b) a##b\nint CAT(c,d) = 1;\n  indented;\n"), ("h.h", "int h;\n")]);
    let mut sm = SourceMap::new();
    let out = preprocess(&dir.join("main.cu"), &Options::default(), &mut sm);
    let text = render_output(&out, &sm, true);
    let main = dir.join("main.cu").display().to_string();
    let h = dir.join("h.h").display().to_string();
    let expected = format!("# 1 \"{main}\"\n# 1 \"{h}\" 1\nint h;\n# 2 \"{main}\" 2\nint a;\n# 14 \"{main}\"\nint b;\n\n- - x;\n\nint cd = 1;\n  indented;\n");
    assert_eq!(text, expected);
    let plain = render_output(&out, &sm, false);
    assert_eq!(
        plain,
        "int h;\nint a;\nint b;\n- - x;\nint cd = 1;\n  indented;\n"
    );
    // Lexing the output gives the same token kinds.
    let (again, errors) = crate::token::lex_raw(&plain, 1);
    assert!(errors.is_empty());
    let kinds: Vec<_> = again
        .iter()
        .filter(|t| t.kind != crate::token::TokenKind::Newline)
        .map(|t| t.kind)
        .collect();
    let orig: Vec<_> = out
        .tokens
        .iter()
        .filter(|t| t.kind != crate::token::TokenKind::Eof)
        .map(|t| t.kind)
        .collect();
    assert_eq!(kinds, orig);
}

#[test]
fn dependency_rules() {
    let deps = vec![
        PathBuf::from("main.cu"),
        PathBuf::from("my dir/a.h"),
        PathBuf::from("b$.h"),
    ];
    assert_eq!(
        render_deps("main.o", &deps),
        "main.o: \\\n  main.cu \\\n  my\\ dir/a.h \\\n  b$$.h\n"
    );
    assert_eq!(
        render_deps_phony("m.o", &deps[..2]),
        "m.o: \\\n  main.cu \\\n  my\\ dir/a.h\n\nmy\\ dir/a.h:\n"
    );
}

#[test]
fn lexing_errors_are_reported_once_and_skipped_text_is_quiet() {
    let r = run("a \"open\n#if 0\n\"also open\n#endif\n#error don't stop\nb");
    assert_eq!(
        r.diags(),
        vec![("lex-unterminated-string", 1, 3), ("pp-error", 5, 1)]
    );
    assert_eq!(r.out.diagnostics[1].message, "don't stop");
    assert_eq!(r.text(), "a b");
}

#[test]
fn never_hangs_or_panics() {
    // Exponential expansion hits the budget instead of running for ever.
    let mut src = String::from("#define a0 x x\n");
    for i in 1..40 {
        src.push_str(&format!("#define a{i} a{} a{}\n", i - 1, i - 1));
    }
    src.push_str("a39\n");
    let small = Options {
        expansion_budget: 100_000,
        ..Options::default()
    };
    let r = run_with(&src, &small);
    assert!(
        r.codes().contains(&"pp-expansion-budget"),
        "{:?}",
        r.codes()
    );
    // Deeply nested arguments hit the depth limit.
    let nested = format!("#define f(x) x\n{}1{}", "f(".repeat(300), ")".repeat(300));
    let r = run(&nested);
    assert!(r.codes().contains(&"pp-expansion-too-deep"));
    assert!(r.diags().iter().all(|d| d.1 == 2), "{:?}", r.diags());
    for junk in [
        "#",
        "#define",
        "#define f(",
        "#define f(x",
        "#if",
        "#if (",
        "#include",
        "#line",
        "_Pragma",
        "_Pragma(",
        "#define f(x) #",
        "f(",
        "#define f(...) __VA_OPT__",
        "#define f(...) __VA_OPT__(",
        "\\",
        "#elif",
        "#pragma push_macro(",
        "#if 1 ?",
        "#if defined(",
        "#if __has_include(",
        "#ifdef",
        "#undef 3",
        "\"\\",
    ] {
        let _ = run(junk);
    }
}

/// A deterministic fuzzer over preprocessor-shaped fragments: whatever the
/// input, preprocessing ends, without a panic.
#[test]
fn fuzz_fragments() {
    const FRAGMENTS: &[&str] = &[
        "#define ",
        "#undef ",
        "#if ",
        "#ifdef ",
        "#elif ",
        "#else",
        "#endif",
        "#include ",
        "#line ",
        "#pragma ",
        "#error ",
        "\n",
        "\n",
        " ",
        "f",
        "g",
        "x",
        "(",
        ")",
        ",",
        "...",
        "#",
        "##",
        "__VA_ARGS__",
        "__VA_OPT__",
        "defined",
        "__has_include",
        "<",
        ">",
        "\"",
        "'",
        "\\\n",
        "/*",
        "*/",
        "//",
        "1",
        "0",
        "/",
        "%",
        "?",
        ":",
        "_Pragma",
        "__LINE__",
        "__FILE__",
        "__COUNTER__",
        "R\"(",
        "0x",
        "u8\"a\"",
        "\\",
        "@",
        "`",
        "\n#define f(a) a*g\n",
        "\n#define g(a, ...) f(a) __VA_OPT__(#a a##__VA_ARGS__)\n",
        "\n#define h h g(\n",
        "\n#if defined(f) && f(1)\n",
        "f(",
        "g(",
        "h",
        "\n#define F(x) #x x ## 1\n",
        "F(",
    ];
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let dir = files(&[]);
    let opts = Options {
        expansion_budget: 50_000,
        ..Options::default()
    };
    for _ in 0..3000 {
        let len = (next() % 150) as usize;
        let src: String = (0..len)
            .map(|_| FRAGMENTS[(next() % FRAGMENTS.len() as u64) as usize])
            .collect();
        let mut sm = SourceMap::new();
        let out = preprocess_text("fuzz.cu", &dir.join("fuzz.cu"), src.clone(), &opts, &mut sm);
        assert_eq!(
            out.tokens.last().map(|t| t.kind),
            Some(crate::token::TokenKind::Eof),
            "{src:?}"
        );
        let _ = render_output(&out, &sm, true);
        for d in &out.diagnostics {
            let _ = sm.user_offset(d.primary.span.lo);
        }
    }
}

/// Layout as `clang -E` gives it: a multi-line invocation stays on its
/// first line, an empty expansion passes on its line start, and with line
/// markers every line keeps its source line number.
#[test]
fn render_layout_matches_clang() {
    let src = "#define F(a, b) { a; b; }\n  F(\n    x = 1,\n    y = 2) after\n#define G(x) x\nG(G(G(1\n)))   tail\n#define EMPTY\nEMPTY int a;\n  EMPTY int b;\n#define NEG -\n-NEG 1; a+ +b;\n#define E(x)\nE(a) E(b)c\nlast\n";
    let r = run(src);
    assert!(r.out.diagnostics.is_empty());
    let plain = render_output(&r.out, &r.sm, false);
    // Without pragmas or includes, the token-only form gives the same text.
    assert_eq!(render(&r.out.tokens, &r.sm, false), plain);
    assert_eq!(plain, "  { x = 1; y = 2; } after\n1 tail\n      int a;\n        int b;\n- - 1; a+ +b;\n         c\nlast\n");
    let marked = render_output(&r.out, &r.sm, true);
    let lines: Vec<&str> = marked.lines().collect();
    assert!(lines[0].starts_with("# 1 \""));
    for (line, text) in [
        (2, "  { x = 1; y = 2; } after"),
        (6, "1 tail"),
        (9, "      int a;"),
        (10, "        int b;"),
        (12, "- - 1; a+ +b;"),
        (14, "         c"),
        (15, "last"),
    ] {
        assert_eq!(lines[line], text, "{marked}");
    }
}

/// Every include boundary gets a marker, even for a header with no tokens.
#[test]
fn render_markers_for_token_less_headers() {
    let dir = files(&[
        ("main.cu", "a\n#include \"e.h\"\nb\n"),
        ("e.h", "#define X\n"),
    ]);
    let mut sm = SourceMap::new();
    let out = preprocess(&dir.join("main.cu"), &Options::default(), &mut sm);
    assert_eq!(out.file_events.len(), 2);
    let main = dir.join("main.cu").display().to_string();
    let e = dir.join("e.h").display().to_string();
    assert_eq!(
        render_output(&out, &sm, true),
        format!("# 1 \"{main}\"\na\n# 1 \"{e}\" 1\n# 3 \"{main}\" 2\nb\n")
    );
    assert_eq!(render_output(&out, &sm, false), "a\nb\n");
}

/// Random `#if` expressions (signed/unsigned mixes, shifts, `?:`,
/// short-circuits) with the truth values clang-19 gives them.
#[test]
fn if_arithmetic_matches_clang() {
    let cases: &[(&str, bool)] = &[
        (r"~-65536u", true),
        (r"3", true),
        (
            r"((((3 < 7) ? (7 * 255u) : +63u) || ((64 | 9223372036854775807u) * (63u <= 63))) <= ((+(5u) - 7u) < +9223372036854775807))",
            false,
        ),
        (r"2", true),
        (r"(255 != (2u < (5u)))", true),
        (r"2", true),
        (r"!(((63 ^ 100) || +9223372036854775807) - 3)", false),
        (r"(5u)", true),
        (r"2", true),
        (
            r"((-5) ? ((((1u) / 3) | (0 == 1)) ? 255 : ((100 ? 64 : 1) << ((-5) % (-5)))) : (~100 / ((3 >> 3) < (65536 % 64))))",
            true,
        ),
        (
            r"((((65536u ? 65536u : 2) % 9223372036854775807) / (+1 - 7u)) ? 9223372036854775807 : (((65536 ? 7 : 9223372036854775807) < (7 >> 2)) != (3 ? 7 : (64 == 2))))",
            true,
        ),
        (r"1", true),
        (
            r"(((255 != ~1) + +((-1) ? 1u : 3)) ? 7 : (100u & ((255u && 64) > 64u)))",
            true,
        ),
        (r"(0 > 3u)", false),
        (r"(9223372036854775807 ^ 63)", true),
        (r"-+((63 > 100u) && (65536u | 1))", false),
        (r"100", true),
        (
            r"(((+7 ? (1 >= 64) : (9223372036854775807u > 1)) | 65536) ^ (65536u ? ((9223372036854775807u && 9223372036854775807) != 3u) : 64))",
            true,
        ),
        (
            r"(((-0 ? +3 : ((1u) != (5u))) & ((0 <= 2) > (100 ? 0 : 65536))) ? (64 % (0 || 9223372036854775807)) : 7)",
            false,
        ),
        (r"(1u)", true),
        (r"~(((1u ? (5u) : 100) + (7 < 3)) + ((0u & 3) == 0))", true),
        (r"(+100 && 9223372036854775807)", true),
        (r"~3", true),
        (
            r"((-5) << ((((5u) != 0) ? 0 : 9223372036854775807) >= (((1u) && 0) != (9223372036854775807u + 1))))",
            true,
        ),
        (
            r"(100 == (+64 == ((64 ? 255 : 255u) - (0 ? (-5) : (5u)))))",
            false,
        ),
        (r"1u", true),
        (r"1", true),
        (
            r"(((0u ? 100 : (-5)) && (-1)) ? ((9223372036854775807 >> -9223372036854775807) != 64) : (100 != (9223372036854775807u >> 65536u)))",
            true,
        ),
        (r"~64", true),
        (r"65536", true),
        (
            r"((+(63 & 3) == (((-5) ? 9223372036854775807 : 9223372036854775807) ? (1u & 100) : (63u >= 65536u))) && (((1 / 9223372036854775807) << (3u == 7u)) > ((9223372036854775807 ? 65536 : 3u) << ((-1) << 7u))))",
            false,
        ),
        (
            r"((+(1 || 255) == (-1)) == -(64 ? 65536 : ((-5) >= 64u)))",
            false,
        ),
        (r"(-5)", true),
        (
            r"(-3 ? 0u : -((7 >> 9223372036854775807u) + (2 * 63)))",
            false,
        ),
        (
            r"(0u ? ((((-5) | 0u) || 2) - ((-5) >> 3)) : (((65536 ? 0 : 9223372036854775807) + +9223372036854775807u) ^ 1))",
            true,
        ),
        (r"(64 > (65536 && (3u && 7)))", true),
        (r"(2 >= 255)", false),
        (r"63", true),
        (
            r"((((0 ? 64 : 100) * (0u / 2)) % (2 - (1 == 65536))) * (((3 / 100) * (7 % 100)) <= +(-1)))",
            false,
        ),
        (r"64", true),
        (
            r"((!(9223372036854775807 >= 9223372036854775807) > (9223372036854775807 < (100 % 3))) && ~~64)",
            false,
        ),
        (r"63u", true),
        (
            r"~(((63 ? 255 : 100) < (9223372036854775807u > 255u)) < ((64 ? 63 : 100) < (9223372036854775807 > 1)))",
            true,
        ),
        (r"255", true),
        (r"7", true),
        (r"1", true),
        (
            r"((!7 && ((9223372036854775807 % 1) >> (3 ? 63 : 255))) ? 65536 : (((64 > 63u) ? 64 : !9223372036854775807) * (!0u >= ((-1) + 3))))",
            false,
        ),
        (r"(1 < 9223372036854775807)", true),
        (r"255", true),
        (r"64", true),
        (
            r"(+(7u - 9223372036854775807) - (((63 * 63) << 2) & (((-1) % 65536) <= 0)))",
            true,
        ),
        (
            r"(9223372036854775807 + !((100u % (5u)) ? (65536 | 1) : (100 ? 3 : 255)))",
            true,
        ),
        (r"7", true),
        (r"255", true),
        (r"100", true),
        (r"255", true),
        (
            r"((((63 / 1) < (63 << 2)) ? 64 : 7) - (((100 | 2) + (7 ^ 1)) == 1))",
            true,
        ),
        (r"+2", true),
        (r"((2u * ((100 >> 63) >> (1 && 64))) && (+255 | 63))", false),
        (r"(1u)", true),
        (
            r"(9223372036854775807u ? ((1 && (1 % 3)) % ((0 ? 255 : 0) - (3 & (-5)))) : (((65536u == 255) + ~255) + 255))",
            true,
        ),
        (r"(-5)", true),
        (r"1", true),
        (
            r"(((64u || 9223372036854775807) < (64 || +7u)) >= 65536)",
            false,
        ),
        (r"(!3 >= (3 ? (1 == (255 ? 100u : 63)) : (-1)))", true),
        (r"3", true),
        (
            r"((((100 > 64) % (255 ? 9223372036854775807 : 2)) > ((9223372036854775807 <= 7) && ((1u) | 7u))) <= ((~(-1) ? ((-1) & 0u) : 9223372036854775807) || ((65536 & (1u)) == (1 ? (-1) : (5u)))))",
            true,
        ),
        (r"255", true),
        (r"1u", true),
        (r"!(+(255 == 255u) <= +63u)", false),
        (
            r"(2u > (((100 << 3) != (7 && 9223372036854775807)) > ((65536 ? 3u : 63) || (100 % 255))))",
            true,
        ),
        (r"((3 / (-1)) <= 64)", true),
        (r"2", true),
        (r"3", true),
        (r"(-1)", true),
        (
            r"((64 < 1) & (+(3 && 100u) ? (64 || 65536u) : (7 - (-1))))",
            false,
        ),
        (r"7u", true),
        (
            r"((((64 == 2) ? (-5) : (255 << 2)) ? ((1 + 3u) ? (1 ^ 2) : (2 ? 9223372036854775807 : 1)) : !9223372036854775807) | 65536)",
            true,
        ),
        (r"-(((7 * 0u) != (2 && 63u)) <= (~(-1) == (-1)))", false),
        (r"0u", false),
    ];
    for (expr, expected) in cases {
        assert_eq!(truth(expr), *expected, "{expr}");
    }
}
