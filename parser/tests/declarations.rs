//! Declarations, declarators and types.

mod common;
use common::{parse_ok, stmts_ok};

#[track_caller]
fn has(dump: &str, line: &str) {
    assert!(
        dump.lines().any(|l| l.trim() == line),
        "missing line `{line}` in:\n{dump}"
    );
}

#[test]
fn integer_type_spellings_normalize() {
    let d = parse_ok(
        "unsigned long long int a; long unsigned b; signed char c; unsigned char d; char e;\n\
         short int f; unsigned short g; long long h; long double i; unsigned j; signed k;\n\
         int long l; wchar_t m; char16_t n; char32_t o; bool p; float q; double r;",
    );
    for (name, ty) in [
        ("a", "unsigned long long"),
        ("b", "unsigned long"),
        ("c", "signed char"),
        ("d", "unsigned char"),
        ("e", "char"),
        ("f", "short"),
        ("g", "unsigned short"),
        ("h", "long long"),
        ("i", "long double"),
        ("j", "unsigned int"),
        ("k", "int"),
        ("l", "long"),
        ("m", "wchar_t"),
        ("n", "char16_t"),
        ("o", "char32_t"),
        ("p", "bool"),
        ("q", "float"),
        ("r", "double"),
    ] {
        has(&d, &format!("VarDecl {name} '{ty}'"));
    }
}

#[test]
fn declarators_compose_inside_out() {
    let d = parse_ok(
        "int *a[3]; int (*b)[3]; int (*c)(int, float); const char* const d = 0;\n\
         int e[2][3]; void (*f(int))(double); int& g = x; int&& h = 1; int* volatile* i;",
    );
    has(&d, "VarDecl a 'int*[3]'");
    has(&d, "VarDecl b '(int[3])*'");
    has(&d, "VarDecl c '(fn(int, float) -> int)*'");
    has(&d, "VarDecl d 'const char* const'");
    has(&d, "VarDecl e '(int[3])[2]'");
    has(
        &d,
        "FunctionDecl f 'fn(int) -> (fn(double) -> void)*' prototype",
    );
    has(&d, "VarDecl g 'int&'");
    has(&d, "VarDecl h 'int&&'");
    has(&d, "VarDecl i 'int* volatile*'");
}

#[test]
fn functions_prototypes_and_defaults() {
    let d = parse_ok(
        "inline static int add(int a, int b = 2);\n\
         extern void v(void);\n\
         int printf(const char* fmt, ...);\n\
         int add(int a, int b) { return a + b; }\n\
         auto t() -> int { return 1; }\n\
         int ns::out_of_line(int) { return 0; }\n",
    );
    has(
        &d,
        "FunctionDecl add 'fn(int, int) -> int' static inline prototype",
    );
    has(&d, "default:");
    has(&d, "FunctionDecl v 'fn() -> void' extern prototype");
    has(
        &d,
        "FunctionDecl printf 'fn(const char*, ...) -> int' prototype",
    );
    has(&d, "FunctionDecl t 'fn() -> int'");
    has(&d, "FunctionDecl ns::out_of_line 'fn(int) -> int'");
}

#[test]
fn variables_and_initializers() {
    let d = parse_ok(
        "int a = 1, b, *c = &a;\n\
         int arr[] = {1, 2, 3,};\n\
         struct P { int x; int y; };\n\
         P p = {.x = 1, .y = 2};\n\
         int q[4] = {[2] = 5};\n\
         int w(5);\n\
         int z{7};\n\
         static const double pi = 3.14;\n",
    );
    has(&d, "VarDecl a 'int'");
    has(&d, "VarDecl b 'int'");
    has(&d, "VarDecl c 'int*'");
    has(&d, "VarDecl arr 'int[]'");
    has(&d, "Designated .x");
    has(&d, "Designated [2]");
    has(&d, "init (...)");
    has(&d, "init {...}");
    has(&d, "VarDecl pi 'const double' static");
}

#[test]
fn structs_unions_enums() {
    let d = parse_ok(
        "struct S { int a; float b[4]; unsigned flags : 3; struct S* next; };\n\
         union U { int i; float f; };\n\
         struct { int x; } anon;\n\
         enum Color { red, green = 5, blue };\n\
         enum class E : unsigned char { a = 1, b };\n\
         enum struct F;\n\
         struct Fwd;\n\
         struct D : S, public U { int c; };\n\
         Color c = green; E e = E::a; S s; struct S t;\n",
    );
    insta::assert_snapshot!(d);
}

#[test]
fn typedefs_aliases_and_namespaces() {
    let d = parse_ok(
        "typedef unsigned int uint;\n\
         typedef int (*fn_t)(int);\n\
         using real = double;\n\
         uint u; fn_t f; real r;\n\
         namespace a { namespace b { typedef int T; } }\n\
         namespace a::c { int x; }\n\
         namespace { int hidden; }\n\
         inline namespace v1 { int y; }\n\
         a::b::T qualified;\n\
         using namespace a::b;\n\
         T unqualified;\n\
         using a::c::x;\n\
         extern \"C\" { int cfun(int); }\n\
         extern \"C\" int cfun2(int);\n\
         static_assert(sizeof(int) == 4, \"int is 4 bytes\");\n\
         static_assert(1);\n",
    );
    insta::assert_snapshot!(d);
}

#[test]
fn typedef_names_drive_disambiguation() {
    // `T * x;` declares a pointer when T is a type, multiplies otherwise.
    let d = stmts_ok("typedef int T; T * x; int y = 0; y * y; T(z); T(1);");
    has(&d, "VarDecl x 'T*'");
    has(&d, "Binary '*'");
    has(&d, "VarDecl z 'T'");
    has(&d, "Construct 'T'");
}

#[test]
fn block_scope_shadowing_restores_types() {
    let d = stmts_ok("typedef int T; { int T = 2; T * 3; } T * p;");
    has(&d, "Binary '*'");
    has(&d, "VarDecl p 'T*'");
}

#[test]
fn unknown_type_name_followed_by_identifier_is_a_declaration() {
    let d = stmts_ok("foo_t x; ns::bar_t y = 1; baz<int> z;");
    has(&d, "VarDecl x 'foo_t'");
    has(&d, "VarDecl y 'ns::bar_t'");
    has(&d, "VarDecl z 'baz<int>'");
}

#[test]
fn auto_decltype_alignas_attributes() {
    let d = parse_ok(
        "auto a = 1; decltype(a) b = a;\n\
         alignas(16) int c[4];\n\
         __attribute__((aligned(8))) int d;\n\
         int e __attribute__((unused)) = 0;\n\
         [[nodiscard]] int f();\n\
         __int128 g; unsigned __int128 h; _Float16 i; char8_t j;\n",
    );
    has(&d, "VarDecl a 'auto'");
    has(&d, "VarDecl b 'decltype(a)'");
    has(&d, "alignas 16");
    has(&d, "VarDecl d 'int'");
    has(&d, "VarDecl e 'int'");
    has(&d, "FunctionDecl f 'fn() -> int' prototype");
    has(&d, "VarDecl g '__int128'");
    has(&d, "VarDecl h 'unsigned __int128'");
    has(&d, "VarDecl i '_Float16'");
}

#[test]
fn templates_headers_and_template_ids() {
    let d = parse_ok(
        "template<typename T, int N = 4, class... Ts> struct Box { T data[N]; };\n\
         template<typename T> T twice(T x) { return x + x; }\n\
         template<template<class> class TT> struct W;\n\
         template<> struct Box<int, 2, char> { int only; };\n\
         Box<Box<int>> nested;\n\
         Box<float, 8> b;\n\
         int k = twice<int>(3);\n\
         template<typename T> using Ptr = T*;\n\
         Ptr<int> p;\n\
         template void f<int>();\n",
    );
    insta::assert_snapshot!(d);
}

#[test]
fn sizes_of_hot_nodes_are_pinned() {
    use parser::ast::*;
    assert_eq!(std::mem::size_of::<Expr<'static>>(), 32);
    assert_eq!(std::mem::size_of::<Stmt<'static>>(), 40);
    assert_eq!(std::mem::size_of::<Decl<'static>>(), 32);
    assert_eq!(std::mem::size_of::<TypeExpr<'static>>(), 40);
}

#[test]
fn class_members_constructors_destructors_operators() {
    let d = parse_ok(
        "struct S {\n\
           S() : x(0), y{1} {}\n\
           explicit S(int a) : x(a) {}\n\
           ~S() {}\n\
           S& operator=(const S&) = default;\n\
           int get() const { return x; }\n\
           static int count;\n\
           int x, y;\n\
         };\n\
         S::S(float f) : x((int)f) {}\n\
         S::~S() {}\n\
         int S::count = 0;\n\
         template<class T> struct B { B(T t) : v(t) {} T v; };\n\
         template<class T> B<T>::B(T t) : v(t) {}\n",
    );
    insta::assert_snapshot!(d);
}

#[test]
fn member_access() {
    let d = parse_ok(
        "class C { int a; public: int b; protected: int c; private: void f(); };\n\
         struct S { int d; private: int e; };",
    );
    has(&d, "FieldDecl a 'int' private");
    has(&d, "FieldDecl b 'int'");
    has(&d, "FieldDecl c 'int' protected");
    has(&d, "FunctionDecl f 'fn() -> void' prototype private");
    has(&d, "FieldDecl d 'int'");
    has(&d, "FieldDecl e 'int' private");
}

#[test]
fn structured_bindings_conversions_and_attributes() {
    let d = parse_ok(
        "struct P { int a, b; operator bool() const { return a; } explicit operator int*(); };\n\
         void* operator new[](size_t n);\n\
         void f(P p, P* ps, int n) {\n\
           auto [x, y] = p;\n\
           const auto& [r, s] = p;\n\
           for (auto& [u, v] : ps) {}\n\
           if (auto [k, l] = p; k) {}\n\
           [[likely]] if (n) return;\n\
           [[maybe_unused]] int unused = 0;\n\
         }\n",
    );
    insta::assert_snapshot!(d);
}

#[test]
fn namespace_alias_decltype_auto_typeid_noexcept() {
    let d = parse_ok(
        "namespace very { namespace long_name { int x; } }\n\
         namespace vl = very::long_name;\n\
         decltype(auto) g(int& r) { return (r); }\n\
         bool b = noexcept(g(vl::x)) && typeid(int) == typeid(vl::x);\n",
    );
    has(&d, "NamespaceAliasDecl vl = very::long_name");
    has(&d, "FunctionDecl g 'fn(int&) -> decltype(auto)'");
    has(&d, "NoexceptOf");
    has(&d, "Typeid type 'int'");
    has(&d, "Typeid");
}

#[test]
fn template_disambiguator_in_qualified_names() {
    let d = parse_ok("template<class T> void f() { typename T::template rebind<int>::other x; int y = T::template get<2>(x); }");
    has(&d, "VarDecl x 'T::rebind<int>::other'");
    has(&d, "Name T::get<2>");
}
