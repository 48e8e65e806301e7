//! `@meta` execution: compile-time output, loop injection, reflection,
//! meta variables read by ordinary code, meta function calls.

mod common;
use common::*;
use sema::program::{ExprKind, StmtKind, Type};

#[test]
fn meta_printf_runs_once_in_order() {
    let out = run(r#"
@meta printf("translation begins\n");
enum class shape_t { circle, square, triangle = 7, hexagon };
@meta printf("%s has %d enumerators\n", @type_name(shape_t), @enum_count(shape_t));
@meta for(int i = 1; i <= 5; ++i)
  @meta printf(" %d", i * i);
@meta printf("\ntranslation ends\n");
"#);
    out.assert_clean();
    assert_eq!(
        out.stdout,
        "translation begins\nshape_t has 4 enumerators\n 1 4 9 16 25\ntranslation ends\n"
    );
}

#[test]
fn printf_formats_like_c() {
    let out = run(r#"
@meta printf("[%5d][%-5d][%05d][%+d][% d][%x][%X][%#x][%o][%#o][%u]\n", 42, 42, 42, 42, 42, 255, 255, 255, 8, 8, 4000000000u);
@meta printf("[%c][%s][%.2s][%8s][%-8s|][%%]\n", 'A', "hello", "hello", "hi", "hi");
@meta printf("[%f][%.2f][%10.3f][%-10.1f|][%e][%.3E][%g][%g][%g][%g][%G]\n", 3.14159, 3.14159, 2.5, 2.5, 12345.678, 0.000123, 100000.0, 1000000.0, 0.0001, 0.00001, 1e-10);
@meta printf("[%ld][%lld][%hhd][%hd][%lu][%zu][%*d][%.*f][%.3d][%.0d]\n", -5l, 1234567890123ll, 300, 70000, 18446744073709551615ul, sizeof(int), 6, 7, 2, 1.23456, 5, 0);
@meta printf("[%p][%#.0f][%g][%g][%.0e]\n", nullptr, 3.0, 0.5, 123456789.0, 15000.0);
"#);
    out.assert_clean();
    let want = "[   42][42   ][00042][+42][ 42][ff][FF][0xff][10][010][4000000000]\n\
[A][hello][he][      hi][hi      |][%]\n\
[3.141590][3.14][     2.500][2.5       |][1.234568e+04][1.230E-04][100000][1e+06][0.0001][1e-05][1E-10]\n\
[-5][1234567890123][44][4464][18446744073709551615][4][     7][1.23][005][]\n\
[(nil)][3.][0.5][1.23457e+08][2e+04]\n";
    assert_eq!(out.stdout, want);
}

#[test]
fn meta_for_injects_statements_with_the_loop_variable_as_constant() {
    let out = run(r#"
void f(float* x, float* y, float a) {
  float x2[4], y2[4];
  @meta for(int i = 0; i < 4; ++i) {
    x2[i] = x[i * 32];
    y2[i] = y[i * 32];
  }
  @meta for(int i = 0; i < 4; ++i)
    y2[i] += a * x2[i];
}
"#);
    out.assert_clean();
    let p = &out.program;
    // Eight assignments and four compound assignments, each with a
    // constant index.
    let assigns = p
        .exprs
        .values()
        .filter(|e| matches!(e.kind, ExprKind::Assign { .. }))
        .count();
    let compounds = p
        .exprs
        .values()
        .filter(|e| matches!(e.kind, ExprKind::CompoundAssign { .. }))
        .count();
    assert_eq!((assigns, compounds), (8, 4));
    let mut consts: Vec<i128> = p
        .exprs
        .values()
        .filter_map(|e| match e.kind {
            ExprKind::Index { index, .. } => match p.expr(index).kind {
                ExprKind::Int(v) => Some(v),
                ExprKind::Cast { operand, .. } => match p.expr(operand).kind {
                    ExprKind::Int(v) => Some(v),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        })
        .collect();
    consts.sort();
    consts.dedup();
    assert_eq!(consts, vec![0, 1, 2, 3]);
}

#[test]
fn meta_variable_sizes_an_array_and_is_read_as_constant() {
    let out = run(r#"
@meta int vt = 4;
int a[vt];
@meta vt += 3;
int b[vt];
int get() { return vt; }
static_assert(sizeof(a) == 16, "a");
static_assert(sizeof(b) == 28, "b");
"#);
    out.assert_clean();
    let p = &out.program;
    let lens: Vec<Option<u64>> = p
        .globals
        .iter()
        .map(|g| match p.types.kind(p.var(*g).ty) {
            Type::Array { len, .. } => *len,
            _ => None,
        })
        .collect();
    assert_eq!(lens, vec![Some(4), Some(7)]);
    // No meta variable reached the program's globals.
    assert_eq!(p.globals.len(), 2);
}

#[test]
fn meta_for_enum_injects_case_labels() {
    let out = run(r#"
enum class shape_t { circle, square, triangle = 7, hexagon };
const char* enum_to_string(shape_t e) {
  switch(e) {
    @meta for enum(shape_t e2 : shape_t)
      case e2:
        return @enum_name(e2);
    default:
      return "<unknown>";
  }
}
"#);
    out.assert_clean();
    let p = &out.program;
    let sw = p.stmts.values().find_map(|s| match &s.kind {
        StmtKind::Switch { cases, default, .. } => Some((cases.clone(), *default)),
        _ => None,
    });
    let (cases, default) = sw.expect("a switch");
    let values: Vec<i128> = cases.iter().map(|c| c.value).collect();
    assert_eq!(values, vec![0, 1, 7, 8]);
    assert!(default.is_some());
    let mut names: Vec<String> = p
        .exprs
        .values()
        .filter_map(|e| match &e.kind {
            ExprKind::Str(b) => Some(String::from_utf8_lossy(&b[..b.len() - 1]).into_owned()),
            _ => None,
        })
        .collect();
    names.sort();
    assert_eq!(
        names,
        vec!["<unknown>", "circle", "hexagon", "square", "triangle"]
    );
}

#[test]
fn duplicate_injected_case_is_an_error() {
    let out = run(r#"
enum E { a = 1, b = 1 };
int f(int x) {
  switch(x) {
    @meta for enum(E e : E)
      case e: return 0;
  }
  return 1;
}
"#);
    assert_eq!(out.codes(), vec!["sema-duplicate-case"]);
}

#[test]
fn reflection_intrinsics() {
    let out = run(r#"
enum class shape_t : unsigned char { circle, square, triangle = 7, hexagon };
struct point_t { int x; float y; };
typedef unsigned int uint;
@meta printf("%d %d %s %s %s\n", @enum_count(shape_t), (int)@enum_value(shape_t, 2), @enum_name(shape_t, 3), @enum_name(shape_t::square), @type_string(shape_t));
@meta printf("%s|%s|%s|%s|%s|%s|%s\n", @type_string(uint), @type_name(const char*), @type_string(int[4]), @type_string(point_t*), @type_string(int (*)(float)), @type_string(long long), @type_string(int* const));
@meta printf("%d %s\n", @member_count(point_t), @member_name(point_t, 1));
static_assert(@enum_count(shape_t) == 4);
static_assert((int)@enum_value(shape_t, 3) == 8);
"#);
    out.assert_clean();
    assert_eq!(
        out.stdout,
        "4 7 hexagon square shape_t\nunsigned int|const char *|int[4]|point_t *|int (*)(float)|long long|int *const\n2 y\n"
    );
}

#[test]
fn reflection_errors() {
    let out = run(r#"
enum class E { a, b };
int x = (int)@enum_value(E, 2);
const char* n = @enum_name(E, -1);
int c = @enum_count(int);
int d = @no_such_thing(E);
const char* m = @enum_name((E)5);
int e = @enum_count(E, 1);
"#);
    assert_eq!(
        out.lines(),
        vec![
            (3, "sema-enum-index-range"),
            (4, "sema-enum-index-range"),
            (5, "sema-not-an-enum"),
            (6, "sema-unknown-intrinsic"),
            (7, "sema-not-enumerator"),
            (8, "sema-intrinsic-args"),
        ]
    );
}

#[test]
fn meta_if_while_and_range_for() {
    let out = run(r#"
@meta int n = 3;
@meta if(n > 2) {
  int big = 1;
} else {
  int small = 0;
}
@meta int k = 0;
@meta while(k < 3) {
  @meta printf("w%d ", k);
  @meta ++k;
}
@meta for(int j : 3)
  @meta printf("r%d ", j);
@meta int arr[3] = { 5, 6, 7 };
@meta for(int v : arr)
  @meta printf("a%d ", v);
int sum() {
  int s = 0;
  @meta for(int v : arr)
    s += v;
  return s;
}
"#);
    out.assert_clean();
    assert_eq!(out.stdout, "w0 w1 w2 r0 r1 r2 a5 a6 a7 ");
    let names: Vec<&str> = out
        .program
        .globals
        .iter()
        .map(|g| out.program.var(*g).name.as_str())
        .collect();
    assert_eq!(names, vec!["big"]);
}

#[test]
fn meta_calls_ordinary_functions_with_pointers_structs_and_recursion() {
    let out = run(r#"
struct pair_t { int a; int b; };
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
void swap(pair_t* p) { int t = p->a; p->a = p->b; p->b = t; }
int sum(const int* v, int n) { int s = 0; for(int i = 0; i < n; ++i) s += v[i]; return s; }
void bump(int& r) { r += 10; }
int table[4] = { 1, 2, 3, 4 };
@meta pair_t p = { 1, 2 };
@meta swap(&p);
@meta int t = 5;
@meta bump(t);
@meta printf("%d %d %d %d %d\n", fact(10), p.a, p.b, sum(table, 4), t);
constexpr int k = 6;
static_assert(fact(k) == 720, "fact");
@meta char buf[8];
@meta for(int i = 0; i < 3; ++i) @meta buf[i] = 'a' + i;
@meta buf[3] = 0;
@meta printf("%s %d\n", buf, (int)sizeof(buf));
"#);
    out.assert_clean();
    assert_eq!(out.stdout, "3628800 2 1 10 15\nabc 8\n");
}

#[test]
fn meta_struct_member_read_by_ordinary_code() {
    let out = run(r#"
struct details_t { int nt; int vt; };
@meta details_t details = { 128, 7 };
int f() {
  int x[details.vt];
  return details.nt * (int)sizeof(x);
}
"#);
    out.assert_clean();
}

#[test]
fn meta_expression_in_ordinary_code() {
    let out = run(r#"
@meta int squares[5];
@meta for(int i = 0; i < 5; ++i) @meta squares[i] = (i + 1) * (i + 1);
int sum_of_squares() {
  int sum = 0;
  @meta for(int i = 0; i < 5; ++i)
    sum += @meta squares[i];
  return sum;
}
"#);
    out.assert_clean();
    let ints: Vec<i128> = out
        .program
        .exprs
        .values()
        .filter_map(|e| match e.kind {
            ExprKind::CompoundAssign { rhs, .. } => match out.program.expr(rhs).kind {
                ExprKind::Int(v) => Some(v),
                _ => None,
            },
            _ => None,
        })
        .collect();
    assert_eq!(ints, vec![1, 4, 9, 16, 25]);
}

#[test]
fn runtime_variable_in_meta_code_is_an_error() {
    let out = run(r#"
int f(int x) {
  @meta int y = x + 1;
  return 0;
}
"#);
    assert_eq!(out.lines(), vec![(3, "sema-runtime-in-meta")]);
}

#[test]
fn static_assert_on_meta_values() {
    let out = run(r#"
@meta int n = 4;
static_assert(n == 4, "n is four");
static_assert(n == 5, "n is not five");
static_assert(n * 2 == 9);
"#);
    assert_eq!(
        out.diags,
        vec![
            "4: sema-static-assert: static assertion failed: n is not five",
            "5: sema-static-assert: static assertion failed"
        ]
    );
}

#[test]
fn meta_at_block_scope_is_scoped() {
    let out = run(r#"
int f() {
  {
    @meta int n = 2;
    int a[n];
  }
  @meta int n = 3;
  int b[n];
  return sizeof(b);
}
"#);
    out.assert_clean();
}

#[test]
fn meta_break_and_continue_in_injecting_loops() {
    let out = run(r#"
int f(int* p) {
  @meta for(int i = 0; i < 10; ++i) {
    @meta if(i % 2) @meta continue;
    @meta if(i > 5) @meta break;
    p[i] = i;
    @meta printf("%d ", i);
  }
  return 0;
}
enum class E { a, b, c, d };
@meta for enum(E e : E) {
  @meta if(e == E::c) @meta break;
  @meta printf("%s ", @enum_name(e));
}
@meta for(int i = 0; i < 3; ++i) {
  @meta if(i == 1) @meta continue;
  @meta printf("[%d]", i);
}
"#);
    out.assert_clean();
    assert_eq!(out.stdout, "0 2 4 a b [0][2]");
    let stores = out
        .program
        .exprs
        .values()
        .filter(|e| matches!(e.kind, ExprKind::Assign { .. }))
        .count();
    assert_eq!(stores, 3);
    let out = run("void f() { @meta break; }\n");
    assert_eq!(out.codes(), vec!["sema-break-outside"]);
}

#[test]
fn namespace_meta_for_injects_functions() {
    // Each iteration's declarations are namespace members (a second
    // iteration would redefine them), and function bodies read the loop
    // variable and the iteration's meta variables as constants.
    let out = run(r#"
namespace ns {
@meta for(int i = 3; i < 4; ++i) {
  @meta int sq = i * i;
  int get() { return sq + i * 100; }
  int val = i;
}
}
static_assert(ns::get() == 309);
int read_val() { return ns::val; }
static_assert(read_val() == 3);
"#);
    out.assert_clean();
    let again = run("@meta for(int i = 0; i < 2; ++i) {\n  int f() { return i; }\n}\n");
    assert_eq!(again.lines(), vec![(2, "sema-redefinition")]);
}

#[test]
fn printf_checks_arguments_against_conversions() {
    for (src, want) in [
        (
            "@meta printf(\"[%q]\\n\", 5);",
            "unsupported conversion '%q'",
        ),
        (
            "@meta printf(\"%d\\n\", 1.5);",
            "'%d' expects an integer, but the argument is a floating-point value",
        ),
        (
            "@meta printf(\"%f\\n\", 2);",
            "'%f' expects a floating-point value, but the argument is an integer",
        ),
        (
            "@meta printf(\"%s\\n\", 5);",
            "'%s' expects a pointer, but the argument is an integer",
        ),
        (
            "@meta printf(\"%*d\\n\", 1.0, 2);",
            "'%*' expects an integer, but the argument is a floating-point value",
        ),
    ] {
        let out = run(src);
        assert_eq!(out.codes(), vec!["meta-printf-format"], "{src}");
        assert!(out.diags[0].contains(want), "{src}: {:?}", out.diags);
        assert_eq!(out.stdout, "");
    }
}
