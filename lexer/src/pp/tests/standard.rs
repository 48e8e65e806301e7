//! The examples of C17 6.10.3.5 and 6.10.3.3 (the same text as C++'s
//! [cpp.scope]/[cpp.concat] examples), with the results the standard gives.

use super::*;

#[test]
fn example_3_rescanning() {
    let src = r#"#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
"#;
    let expected = "f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);\n\
                    f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);\n\
                    int i[] = { 1, 23, 4, 5, };\n\
                    char c[2][6] = { \"hello\", \"\" };";
    assert_eq!(tokens_only(&pp(src)), tokens_only(expected));
}

#[test]
fn example_4_stringizing_and_pasting() {
    let src = r#"#define str(s) # s
#define xstr(s) str(s)
#define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \
 x ## s, x ## t)
#define INCFILE(n) vers ## n
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"
debug(1, 2);
fputs(str(strncmp("abc\0d", "abc", '\4') // this goes away
 == 0) str(: @), s);
xstr(INCFILE(2).h)
glue(HIGH, LOW);
xglue(HIGH, LOW)
"#;
    let out = pp(src);
    let expected = r#"printf("x" "1" "= %d, x" "2" "= %s", x1, x2);
fputs("strncmp(\"abc\\0d\", \"abc\", '\\4') == 0" ": @", s);
"vers2.h"
"hello";
"hello" ", world""#;
    assert_eq!(tokens_only(&out), tokens_only(expected));
    // The stringized argument is one token with exactly this spelling.
    assert!(
        out.contains(r#""strncmp(\"abc\\0d\", \"abc\", '\\4') == 0""#),
        "{out}"
    );
}

#[test]
fn example_4_computed_include() {
    let dir = files(&[("main.cu", "#define str(s) # s\n#define xstr(s) str(s)\n#define INCFILE(n) vers ## n\n#include xstr(INCFILE(2).h)\n"), ("vers2.h", "included")]);
    let mut sm = SourceMap::new();
    let out = preprocess(&dir.join("main.cu"), &Options::default(), &mut sm);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    assert_eq!(Run { out, sm }.text(), "included");
}

#[test]
fn example_5_placemarkers() {
    let src = "#define t(x,y,z) x ## y ## z\nint j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),\n t(10,,), t(,11,), t(,,12), t(,,) };";
    assert_eq!(
        pp(src),
        "int j [ ] = { 123 , 45 , 67 , 89 , 10 , 11 , 12 , } ;"
    );
}

#[test]
fn example_6_redefinition() {
    let valid = "#define OBJ_LIKE (1-1)\n#define OBJ_LIKE /* white space */ (1-1) /* other */\n#define FUNC_LIKE(a) ( a )\n#define FUNC_LIKE( a )( /* note the white space */ \\\n a /* other stuff on this line\n */ )\n";
    assert_eq!(pp(valid), "");
    for invalid in [
        "#define OBJ_LIKE (0)",
        "#define OBJ_LIKE (1 - 1)",
        "#define FUNC_LIKE(b) ( a )",
        "#define FUNC_LIKE(b) ( b )",
    ] {
        let r = run(&format!("{valid}{invalid}\n"));
        assert_eq!(r.diags(), vec![("pp-macro-redefined", 7, 9)], "{invalid}");
        let d = &r.out.diagnostics[0];
        assert_eq!(d.severity, Severity::Warning);
        assert_eq!(d.notes[0].message, "previous definition is here");
        let prev = r.sm.location(d.notes[0].span.unwrap().lo).unwrap();
        assert!(prev.line == 2 || prev.line == 4, "{invalid}: {prev:?}");
    }
}

#[test]
fn example_7_variadic() {
    let src = r#"#define debug(...) fprintf(stderr, __VA_ARGS__)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test):\
 printf(__VA_ARGS__))
debug("Flag");
debug("X = %d\n", x);
showlist(The first, second, and third items.);
report(x>y, "x is %d but y is %d", x, y);
"#;
    let expected = r#"fprintf(stderr, "Flag" );
fprintf(stderr, "X = %d\n", x );
puts( "The first, second, and third items." );
((x>y)?puts("x>y"): printf("x is %d but y is %d", x, y));"#;
    let out = pp(src);
    assert_eq!(tokens_only(&out), tokens_only(expected));
    assert!(out.contains("\"The first, second, and third items.\""));
    assert!(out.contains("\"x>y\""));
}

#[test]
fn hash_hash_example() {
    let src = "#define hash_hash # ## #\n#define mkstr(a) # a\n#define in_between(a) mkstr(a)\n#define join(c, d) in_between(c hash_hash d)\nchar p[] = join(x, y);";
    assert_eq!(pp(src), "char p [ ] = \"x ## y\" ;");
}

/// Relexes text and joins the spellings with single spaces, so outputs that
/// differ only in whitespace compare equal.
fn tokens_only(s: &str) -> String {
    let (toks, _) = crate::token::lex_raw(s, 0);
    toks.iter()
        .filter(|t| t.kind != crate::token::TokenKind::Newline)
        .map(|t| &s[t.span.lo as usize..t.span.hi as usize])
        .collect::<Vec<_>>()
        .join(" ")
}

/// Preprocessor-metaprogramming idioms (deferred expansion, EVAL chains,
/// probes, GNU comma elision, stringizing, pasting); the expected text is
/// `clang -E -P -std=c++20` output, byte for byte.
#[test]
fn clang_parity_macro_idioms() {
    let src = r##"#define EMPTY()
#define DEFER(id) id EMPTY()
#define OBSTRUCT(...) __VA_ARGS__ DEFER(EMPTY)()
#define EXPAND(...) __VA_ARGS__
#define A() 123
DEFER(A)()
EXPAND(DEFER(A)())
#define EVAL(...)  EVAL1(EVAL1(EVAL1(__VA_ARGS__)))
#define EVAL1(...) EVAL2(EVAL2(EVAL2(__VA_ARGS__)))
#define EVAL2(...) __VA_ARGS__
#define REPEAT_INDIRECT() REPEAT
#define REPEAT(n) n OBSTRUCT(REPEAT_INDIRECT) () (n)
EVAL(REPEAT(1))
#define CHECK_N(x, n, ...) n
#define CHECK(...) CHECK_N(__VA_ARGS__, 0,)
#define PROBE(x) x, 1,
CHECK(PROBE(~)) CHECK(xxx)
#define IS_PAREN(x) CHECK(IS_PAREN_PROBE x)
#define IS_PAREN_PROBE(...) PROBE(~)
IS_PAREN(()) IS_PAREN(xxx)
#define CAT(a, ...) PRIMITIVE_CAT(a, __VA_ARGS__)
#define PRIMITIVE_CAT(a, ...) a ## __VA_ARGS__
#define IIF(c) PRIMITIVE_CAT(IIF_, c)
#define IIF_0(t, ...) __VA_ARGS__
#define IIF_1(t, ...) t
IIF(1)(yes, no) IIF(0)(yes, no)
#define COMPL(b) PRIMITIVE_CAT(COMPL_, b)
#define COMPL_0 1
#define COMPL_1 0
#define NOT(x) CHECK(PRIMITIVE_CAT(NOT_, x))
#define NOT_0 PROBE(~)
#define BOOL(x) COMPL(NOT(x))
#define IF(c) IIF(BOOL(c))
IF(5)(a, b) IF(0)(a, b)
#define f(x, ...) #__VA_ARGS__
f(1, a  ,  b) f(1)
#define e(fmt, args...) p(fmt, ##args)
e(x) e(x, y, z)
#define g(fmt, ...) p(fmt, ##__VA_ARGS__)
g(x) g(x,) g(x, y)
__COUNTER__ __COUNTER__
#define LINE __LINE__
LINE
#define APPLY(m, ...) m(__VA_ARGS__)
APPLY(CAT, x, y) APPLY(f, 1, 2, 3)
#define NIL(x) x
#define G_0(arg) NIL(G_1)(arg)
#define G_1(arg) NIL(arg)
G_0(42)
#define x3 x3 y3
#define y3 x3
x3 y3
#define STR(...) #__VA_ARGS__
STR() STR( ) STR(a,b) STR( "x\"y" , '\'' )
#define PASTE3(a,b,c) a##b##c
PASTE3(1,.,5) PASTE3(0x,1,p3) PASTE3(L, "s", )
"##;
    let expected = r##"A ()
123
1 1 1 1 1 1 1 REPEAT_INDIRECT () (1)
1 0
1 0
yes no
a b
"a , b" ""
p(x) p(x, y, z)
p(x) p(x,) p(x, y)
0 1
43
xy "2, 3"
42
x3 x3 x3 y3
"" "" "a,b" "\"x\\\"y\" , '\\''"
1.5 0x1p3 L"s"
"##;
    let r = run(src);
    assert!(r.out.diagnostics.is_empty(), "{:?}", r.out.diagnostics);
    assert_eq!(render_output(&r.out, &r.sm, false), expected);
}
