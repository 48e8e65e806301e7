//! Interpreter limits and undefined behaviour: errors with spans, never
//! panics or hangs.

mod common;
use common::*;
use meta_interp::MetaLimits;
use std::time::{Duration, Instant};

#[test]
fn infinite_meta_while_stops_at_the_step_limit() {
    let t = Instant::now();
    let out = run(r#"
@meta while(true);
@meta printf("after\n");
"#);
    assert_eq!(out.lines(), vec![(2, "meta-step-limit")]);
    // The budget is renewed: later meta statements still run.
    assert_eq!(out.stdout, "after\n");
    assert!(
        t.elapsed() < Duration::from_secs(30),
        "took {:?}",
        t.elapsed()
    );
}

#[test]
fn sema_driven_meta_loop_stops_at_the_step_limit() {
    let mut o = opts(&[70]);
    o.limits = MetaLimits {
        max_steps: 10_000,
        ..MetaLimits::default()
    };
    let out = run_with(
        r#"
int f() {
  int x = 0;
  @meta for(int i = 0; ; ++i)
    x += 1;
  return x;
}
"#,
        &o,
    );
    assert_eq!(out.codes(), vec!["meta-step-limit"]);
}

#[test]
fn deep_recursion_stops_at_the_recursion_limit() {
    let out = run(r#"
int down(int n) { return down(n + 1) + 1; }
@meta int x = down(0);
"#);
    assert_eq!(out.codes(), vec!["meta-recursion-limit"]);
    let d = &out.raw[0];
    // The meta call stack, cut to a readable length: the innermost and the
    // outermost calls, the middle counted in one note, so the last note is
    // the call in the `@meta` declaration that started it all.
    let msgs: Vec<&str> = d.notes.iter().map(|n| n.message.as_str()).collect();
    assert_eq!(msgs.len(), 17, "{msgs:#?}");
    assert!(msgs[..8]
        .iter()
        .all(|m| *m == "in compile-time call to 'down'"));
    assert_eq!(msgs[8], "(skipping 1008 compile-time calls)");
    assert!(msgs[9..]
        .iter()
        .all(|m| *m == "in compile-time call to 'down'"));
    let last = d.notes[16].span.expect("located");
    assert_eq!(out.diags.len(), 1);
    assert!(last.lo > d.notes[15].span.expect("located").lo);
}

#[test]
fn shallow_call_stacks_are_shown_whole() {
    let out = run(r#"
int inner(int n) { return 10 / n; }
int mid(int n) { return inner(n); }
@meta int x = mid(0);
"#);
    let msgs: Vec<&str> = out.raw[0]
        .notes
        .iter()
        .map(|n| n.message.as_str())
        .collect();
    assert_eq!(
        msgs,
        vec![
            "in compile-time call to 'inner'",
            "in compile-time call to 'mid'"
        ]
    );
}

#[test]
fn memory_limit() {
    let mut o = opts(&[70]);
    o.limits = MetaLimits {
        max_memory: 1 << 16,
        ..MetaLimits::default()
    };
    let out = run_with("@meta char big[1 << 20];\n", &o);
    assert_eq!(out.codes(), vec!["meta-memory-limit"]);
}

#[test]
fn undefined_behaviour_is_an_error_with_its_span() {
    let out = run(r#"
@meta int zero = 0;
@meta int a = 1 / zero;
@meta int b = 1 % zero;
@meta int big = 2147483647;
@meta int c = big + 1;
@meta int arr[4];
@meta int d = arr[4];
@meta int* np = nullptr;
@meta int e = *np;
@meta int u;
@meta int g = u + 1;
@meta int h = 1 << 40;
@meta int s = 40;
@meta int i = 1 << s;
@meta double huge = 1e300;
@meta int j = (int)huge;
@meta const char* str = "abc";
@meta char k = str[10];
int ok = 1;
"#);
    assert_eq!(
        out.lines(),
        vec![
            (3, "meta-division-by-zero"),
            (4, "meta-division-by-zero"),
            (6, "meta-signed-overflow"),
            (8, "meta-out-of-bounds"),
            (10, "meta-null-deref"),
            (12, "meta-uninitialized"),
            (13, "meta-shift-range"),
            (15, "meta-shift-range"),
            (17, "meta-float-range"),
            (19, "meta-out-of-bounds"),
        ]
    );
}

#[test]
fn out_of_bounds_and_overflow_in_meta_functions_note_the_call_stack() {
    let out = run(r#"
int get(int* p, int i) { return p[i]; }
int outer(int* p) { return get(p, 9); }
@meta int arr[4] = { 1, 2, 3, 4 };
@meta int v = outer(arr);
"#);
    assert_eq!(out.codes(), vec!["meta-out-of-bounds"]);
    let d = &out.raw[0];
    let notes: Vec<&str> = d.notes.iter().map(|n| n.message.as_str()).collect();
    assert_eq!(
        notes,
        vec![
            "in compile-time call to 'get'",
            "in compile-time call to 'outer'"
        ]
    );
}

#[test]
fn calling_an_undefined_function_at_compile_time() {
    let out = run(r#"
int ext(int);
@meta int v = ext(1);
"#);
    assert_eq!(out.codes(), vec!["meta-undefined-function"]);
}

#[test]
fn device_builtins_are_not_constant() {
    let out = run(r#"
@meta int v = threadIdx.x;
"#);
    assert_eq!(out.codes(), vec!["meta-not-constant"]);
}

#[test]
fn flowing_off_a_non_void_meta_function() {
    let out = run(r#"
int f(int x) { if(x) return 1; }
@meta int v = f(0);
"#);
    // clang's -Wreturn-type warning first, then the evaluation's error.
    assert_eq!(out.codes(), vec!["sema-missing-return", "meta-no-return"]);
}

#[test]
fn writing_a_string_literal_at_compile_time() {
    let out = run(r#"
@meta char* p = (char*)"abc";
@meta p[0] = 'x';
"#);
    assert_eq!(out.codes(), vec!["meta-read-only"]);
}

#[test]
fn more_undefined_behaviour_and_unsupported_paths() {
    let out = run(r#"
int* dangling() { int x = 1; return &x; }
void thrower() { throw 1; }
int cg() { if codegen(__nvvm_arch > 0) return 1; return 0; }
void jump() { goto inner; { inner: ; } } // runs: jumps into blocks are supported
int f();
extern int ext;
@meta int a1[2];
@meta int a2[2];
@meta long d = &a1[0] - &a2[0];
@meta int v1 = *dangling();
@meta thrower();
@meta int v2 = cg();
@meta jump();
@meta int v3 = ext;
@meta printf("%q\n");
@meta printf("%d %d\n", 1);
@meta int* wild = (int*)1234;
@meta int v4 = *wild;
@meta int v5 = *(int*)&f;
@meta int local = 5;
int* leak = @meta &local;
"#);
    assert_eq!(
        out.lines(),
        vec![
            (10, "meta-pointer-compare"),
            (11, "meta-lifetime-ended"),
            (3, "meta-throw"),
            (4, "meta-codegen-if"),
            (15, "meta-not-constant"),
            (16, "meta-printf-format"),
            (17, "meta-printf-format"),
            (19, "meta-invalid-pointer"),
            (20, "meta-invalid-pointer"),
            (22, "meta-pointer-escape"),
        ]
    );
}

#[test]
fn failing_compile_time_output_is_an_error() {
    struct Broken;
    impl std::io::Write for Broken {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            Err(std::io::Error::other("disk full"))
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let src = "@meta printf(\"x\");\n";
    let mut sm = lexer::source::SourceMap::new();
    let (_, base) = sm.add_and_enter("t.cu", "t.cu", src.to_string(), lexer::source::Span::DUMMY);
    let (toks, _) = lexer::token::lex_raw(src, base);
    let toks: Vec<_> = toks
        .into_iter()
        .filter(|t| t.kind != lexer::token::TokenKind::Newline)
        .collect();
    let arena = bumpalo::Bump::new();
    let mut interner = parser::Interner::new();
    let (tu, _) = parser::parse_translation_unit(&arena, &toks, &sm, &mut interner);
    let (_, diags) = meta_interp::translate_to(&tu, &sm, &interner, &opts(&[70]), &mut Broken);
    let codes: Vec<&str> = diags.iter().map(|d| d.code).collect();
    assert_eq!(codes, vec!["meta-output"]);
}
