//! Every translation diagnostic: one small program per error path, checked
//! by code and line (and no other diagnostic).

mod common;
use common::*;

#[track_caller]
fn check(src: &str, want: &[(u32, &str)]) {
    let out = run(src);
    assert_eq!(out.lines(), want.to_vec(), "{:#?}", out.diags);
}

#[test]
fn lookup() {
    check("int f() { return y; }", &[(1, "sema-undeclared")]);
    check("foo_t x;", &[(1, "sema-unknown-type")]);
    check(
        "int v;\nint f() { return v::x; }",
        &[(2, "sema-not-a-scope")],
    );
    check(
        "namespace n { int a; }\nint f() { return n::b; }",
        &[(2, "sema-no-member-in-scope")],
    );
    check(
        "struct S { int a; };\nint f() { return S + 1; }",
        &[(2, "sema-not-a-value")],
    );
    check("int x;\nfloat x;", &[(2, "sema-redefinition")]);
    check(
        "int f(int);\nfloat f(int);",
        &[(2, "sema-conflicting-types")],
    );
    check(
        "int f() { return 1; }\nint f() { return 2; }",
        &[(2, "sema-redefinition")],
    );
    check(
        "struct S { int a; int a; };",
        &[(1, "sema-member-redeclared")],
    );
}

#[test]
fn types() {
    check("struct S;\nS s;", &[(2, "sema-incomplete-type")]);
    check(
        "struct S;\nstruct T { S s; };",
        &[(2, "sema-incomplete-field")],
    );
    check(
        "struct S;\nint n = sizeof(S);",
        &[(2, "sema-sizeof-incomplete")],
    );
    // A non-constant bound is a variable-length array in a block (clang's
    // extension), an error at namespace scope.
    check(
        "int f(int n) { int a[n]; return 0; }",
        &[(1, "sema-vla-cxx-extension")],
    );
    check(
        "int n = 3;\nint a[n];",
        &[(2, "sema-array-size-not-constant")],
    );
    check("int a[-1];", &[(1, "sema-array-size-negative")]);
    check("struct S;\nS a[2];", &[(2, "sema-array-element-type")]);
    check("int f() { auto x; return 0; }", &[(1, "sema-auto-no-init")]);
    check("void f(auto x);", &[(1, "sema-auto-not-allowed")]);
    check("int n = @enum_count(float);", &[(1, "sema-not-an-enum")]);
    check(
        "enum E : unsigned char { a = 256 };",
        &[(1, "sema-enumerator-range")],
    );
    check("enum E : float { a };", &[(1, "sema-enum-underlying")]);
}

#[test]
fn initialization() {
    check(
        "float g = 1.0f;\nint* p = g;",
        &[(2, "sema-init-conversion")],
    );
    check(
        "void f(int* p);\nvoid g() { f(1.5f); }",
        &[(2, "sema-no-matching-call")],
    );
    check("int* f() { return 1.5; }", &[(1, "sema-return-conversion")]);
    check(
        "void f() { int* p; p = 2.0; }",
        &[(1, "sema-assign-conversion")],
    );
    check(
        "void f(int& r);\nvoid g() { f(3); }",
        &[(2, "sema-no-matching-call")],
    );
    check("int a[2] = { 1, 2, 3 };", &[(1, "sema-excess-elements")]);
    check(
        "struct S { int a; };\nS s = { 1, 2 };",
        &[(2, "sema-excess-elements")],
    );
    check("int x = { { 1 } };", &[(1, "sema-scalar-init-list")]);
    check(
        "int f();\nint g = f();",
        &[(2, "sema-global-init-not-constant")],
    );
    check(
        "int f(int x) { constexpr int y = x; return y; }",
        &[(1, "sema-constexpr-not-constant")],
    );
    check("void f() { const int c; }", &[(1, "sema-const-no-init")]);
    check("char s[2] = \"abc\";", &[(1, "sema-excess-elements")]);
}

#[test]
fn expressions() {
    check(
        "struct S { int a; };\nint f(S s) { return s + 1; }",
        &[(2, "sema-invalid-operands")],
    );
    check(
        "struct S { int a; };\nint f(S s) { return -s; }",
        &[(2, "sema-invalid-unary")],
    );
    check("void f() { 1 = 2; }", &[(1, "sema-not-assignable")]);
    check(
        "void f() { const int c = 1; c = 2; }",
        &[(1, "sema-assign-const")],
    );
    check(
        "void f() { int a[2]; int b[2]; a = b; }",
        &[(1, "sema-array-assign")],
    );
    check("int f(int x) { return x[0]; }", &[(1, "sema-subscript")]);
    check(
        "int f(int* p, float i) { return p[i]; }",
        &[(1, "sema-subscript-type")],
    );
    check("int f(int x) { return x.a; }", &[(1, "sema-member-base")]);
    check(
        "struct S { int a; };\nint f(S s) { return s->a; }",
        &[(2, "sema-arrow-base")],
    );
    check(
        "struct S { int a; };\nint f(S s) { return s.b; }",
        &[(2, "sema-no-member")],
    );
    check("int f(int x) { return *x; }", &[(1, "sema-deref")]);
    check("void f(void* p) { *p; }", &[(1, "sema-deref-void")]);
    check("int* f() { return &1; }", &[(1, "sema-addr-rvalue")]);
    check(
        "struct S { int a; };\nint f(S s) { return (int)s; }",
        &[(2, "sema-cast-no-conversion-operator")],
    );
    check(
        "struct S { int a; };\nint f(S s) { if(s) return 1; return 0; }",
        &[(2, "sema-not-bool")],
    );
    check(
        "struct S { int a; };\nint f(S s, int b) { return b ? s : 1; }",
        &[(2, "sema-conditional-types")],
    );
    check("int f(int x) { return x(1); }", &[(1, "sema-not-callable")]);
    check(
        "int g(int);\nint f() { return g(1, 2); }",
        &[(2, "sema-no-matching-call")],
    );
    check(
        "int g(int, int);\nint f() { return g(1); }",
        &[(2, "sema-no-matching-call")],
    );
    check(
        "int g(int*);\nint g(float*);\nint f() { return g(1, 2); }",
        &[(3, "sema-no-matching-call")],
    );
    check(
        "int g(int);\nint g(float);\nint f(double d) { return g(d); }",
        &[(3, "sema-ambiguous-call")],
    );
    check(
        "void v();\nint f() { return v() + 1; }",
        &[(2, "sema-invalid-operands")],
    );
    check(
        "void v();\nvoid f() { printf(\"%d\", v()); }",
        &[(2, "sema-void-value")],
    );
    check(
        "unsigned long long x = 999999999999999999999999;",
        &[(1, "lex-integer-too-large")],
    );
    check(
        "int f(int x) { switch(x) { case 1.5: return 1; } return 0; }",
        &[(1, "sema-not-constant")],
    );
}

#[test]
fn statements() {
    check(
        "static_assert(1 == 2, \"nope\");",
        &[(1, "sema-static-assert")],
    );
    check(
        "int f(); static_assert(f() == 1);",
        &[(1, "sema-static-assert-not-constant")],
    );
    check("void f() { case 1: ; }", &[(1, "sema-case-outside-switch")]);
    check(
        "void f() { default: ; }",
        &[(1, "sema-case-outside-switch")],
    );
    check(
        "void f(int x) { switch(x) { case 1: case 1: ; } }",
        &[(1, "sema-duplicate-case")],
    );
    check(
        "void f(int x) { switch(x) { default: default: ; } }",
        &[(1, "sema-multiple-default")],
    );
    check(
        "void f(float x) { switch(x) { } }",
        &[(1, "sema-switch-type")],
    );
    check("void f() { break; }", &[(1, "sema-break-outside")]);
    check(
        "void f(int x) { switch(x) { case 0: continue; } }",
        &[(1, "sema-continue-outside")],
    );
    check("void f() { goto out; }", &[(1, "sema-undeclared-label")]);
    check("void f() { a: ; a: ; }", &[(1, "sema-label-redefinition")]);
    check("void f() { return 1; }", &[(1, "sema-return-in-void")]);
    check("int f() { return; }", &[(1, "sema-return-no-value")]);
    check(
        "@meta int n = 1;\n@meta if(n) { n + 1; }",
        &[(2, "sema-stmt-at-namespace")],
    );
}

#[test]
fn cuda() {
    check("__global__ int k();", &[(1, "sema-kernel-return")]);
    check(
        "void h(int);\nvoid f() { h<<<1, 1>>>(2); }",
        &[(2, "sema-launch-not-kernel")],
    );
    check(
        "__global__ void k();\nvoid f() { k<<<1>>>(); }",
        &[(2, "sema-launch-config-count")],
    );
    check(
        "struct S { int a; };\n__global__ void k();\nvoid f(S s) { k<<<s, 1>>>(); }",
        &[(3, "sema-launch-config-type")],
    );
    check(
        "__device__ void f(const int* p) { atomicAdd(p, 1); }",
        &[(1, "sema-builtin-arg")],
    );
    check(
        "__device__ void f(double* p) { atomicMax(p, 1.0); }",
        &[(1, "sema-builtin-arg")],
    );
    check(
        "__device__ void f() { __syncthreads(1); }",
        &[(1, "sema-builtin-arg-count")],
    );
    check(
        "__global__ void k(int* p);\nvoid f() { k<<<1, 2>>>(1.5f); }",
        &[(2, "sema-arg-conversion")],
    );
}

#[test]
fn circle() {
    check(
        "int f() { return __nvvm_arch; }",
        &[(1, "sema-codegen-context")],
    );
    check(
        "int f() { @codegen int c = 1; return c; }",
        &[(1, "sema-codegen-context")],
    );
    check(
        "int f(int x) { if codegen(x) return 1; return 0; }",
        &[(1, "sema-not-codegen-constant")],
    );
    check(
        "struct S { int a; };\nvoid f() { @codegen S s = __nvvm_arch; }",
        &[(2, "sema-codegen-object-type")],
    );
    check(
        "int f(int x) { @meta int y = x; return y; }",
        &[(1, "sema-runtime-in-meta")],
    );
    check(
        "struct S { int a; };\n@meta S s = { 1 };\nint f() { S t = s; return t.a; }",
        &[(3, "sema-meta-not-scalar")],
    );
    check("int n = @bogus(1);", &[(1, "sema-unknown-intrinsic")]);
    check(
        "enum E { a };\nint n = @enum_count(E, E);",
        &[(2, "sema-intrinsic-args")],
    );
    check(
        "enum E { a };\nint n = (int)@enum_value(E, 1);",
        &[(2, "sema-enum-index-range")],
    );
    check(
        "enum E { a = 1 };\nconst char* s = @enum_name((E)0);",
        &[(2, "sema-not-enumerator")],
    );
    check(
        "struct S { int a; };\n@meta S s = { 1 };\n@meta for(int i : s) ;",
        &[(3, "sema-range-no-begin")],
    );
    check(
        "int f() { @meta return 1; }",
        &[(1, "sema-meta-unsupported")],
    );
}

#[test]
fn return_outside_a_function() {
    check("@meta { @meta return; }", &[(1, "sema-return-outside")]);
}

#[test]
fn errors_in_a_function_body_do_not_cascade_into_compile_time_calls() {
    check(
        "int f(int x) { return x + nope; }\nstatic_assert(f(1) == 2);",
        &[(1, "sema-undeclared")],
    );
}

#[test]
fn constant_expressions_read_no_runtime_globals() {
    // The expression itself reads the non-const global: not constant, with
    // clang's note naming the variable.
    let out = run("int n = 4;\nint a[n];\nstatic_assert(n == 4);\n");
    assert_eq!(
        out.lines(),
        vec![
            (2, "sema-array-size-not-constant"),
            (3, "sema-static-assert-not-constant")
        ]
    );
    assert!(out.raw[0]
        .notes
        .iter()
        .any(|n| n.message
            == "read of non-const variable 'n' is not allowed in a constant expression"));
    // Const globals, meta objects, taking an address, the initializer of
    // another global and functions called at compile time stay allowed.
    run("const int c = 3;\nint a[c];\n@meta int m = 2;\nint b[m];\nint n = 4;\nint* p = &n;\nint n2 = n + 1;\nint get() { return n; }\nstatic_assert(get() == 4);\n")
        .assert_clean();
    check(
        "void f(int n) { int a[-1]; }",
        &[(1, "sema-array-size-negative")],
    );
}
