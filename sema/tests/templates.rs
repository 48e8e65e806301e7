//! Templates: instantiation is memoized by canonical arguments, the
//! template-args part of mangled names, explicit instantiation of
//! templated kernels, the depth limit, and bad template code ending in
//! diagnostics, never a panic.

mod common;

use common::{translate, translate_with};
use sema::meta::TranslateOptions;
use sema::program::*;

fn funcs_named<'p>(p: &'p Program, name: &str) -> Vec<&'p Function> {
    p.funcs.values().filter(|f| f.name == name).collect()
}

#[test]
fn instantiations_are_memoized_by_canonical_arguments() {
    let o = translate(
        "template<class T> T id(T x) { return x; }\n\
         typedef int myint;\n\
         int a() { return id(1) + id<myint>(2) + id<int>(3) + (int)id(4L); }\n",
    );
    assert!(o.diags.is_empty(), "{:#?}", o.diags);
    assert_eq!(funcs_named(&o.p, "id<int>").len(), 1);
    assert_eq!(funcs_named(&o.p, "id<long>").len(), 1);
}

#[test]
fn specializations_mangle_their_template_arguments() {
    let o = translate(
        "template<class T, int N> int f(T) { return N; }\n\
         namespace ns { template<class T> struct box { int g() { return 0; } }; }\n\
         int a() { ns::box<char> b; return f<float, 3>(1.0f) + b.g(); }\n",
    );
    assert!(o.diags.is_empty(), "{:#?}", o.diags);
    let f = &funcs_named(&o.p, "f<float, 3>")[0];
    assert!(f.link_name.starts_with("_Z1fIfLi3EE"), "{}", f.link_name);
    let g = &funcs_named(&o.p, "ns::box<char>::g")[0];
    assert!(
        g.link_name.starts_with("_ZN2ns3boxIcE1gE"),
        "{}",
        g.link_name
    );
}

#[test]
fn explicit_instantiation_defines_a_templated_kernel() {
    let o = translate(
        "template<class T> __global__ void k(T* p) { p[0] = T(); }\n\
         template __global__ void k<float>(float*);\n",
    );
    assert!(o.diags.is_empty(), "{:#?}", o.diags);
    let k = &funcs_named(&o.p, "k<float>")[0];
    assert!(k.exec.global);
    assert!(k.body.is_some());
    // The template's signature, as clang names it: `T*` is `PT_`.
    assert_eq!(k.link_name, "_Z1kIfEvPT_");
}

#[test]
fn runaway_recursion_stops_at_the_depth_limit() {
    let opts = TranslateOptions {
        template_depth: Some(8),
        ..Default::default()
    };
    let (_, _, pd, diags) = translate_with(
        "template<int N> struct R { static const int v = R<N + 1>::v; };\nint x = R<0>::v;\n",
        &opts,
    );
    assert!(pd.is_empty(), "{pd:?}");
    let depth: Vec<_> = diags
        .iter()
        .filter(|d| d.code == "sema-template-depth")
        .collect();
    assert_eq!(depth.len(), 1, "{diags:#?}");
    assert!(depth[0].message.contains("maximum depth of 8"));
    // One note per instantiation in progress, then the hint.
    assert!(depth[0].notes.len() >= 8, "{:#?}", depth[0].notes);
}

#[test]
fn bad_template_code_is_diagnosed_not_a_panic() {
    let cases = [
        "template<class T> struct A; A<int> a;",
        "template<class T> struct A {}; A<> a;",
        "template<class T> struct A {}; A<1> a;",
        "template<int N> struct A {}; A<int> a;",
        "template<class T> T f(T, T); int x = f(1, 2.0);",
        "template<class... Ts> int g(Ts... ts) { return (ts - ...); } int y = g();",
        "template<class T> struct S { typename T::type x; }; S<int> s;",
        "template<> struct Nope<int> {};",
        "template<class T> int h(T) { return sizeof...(T); } int z = h(1);",
        "template<class T, class U> struct P {}; template<class T> struct P<T, int> {}; template<class U> struct P<int, U> {}; P<int, int> p;",
    ];
    for src in cases {
        let o = translate(src);
        assert!(!o.diags.is_empty(), "no diagnostic for {src}");
    }
}

#[test]
fn the_depth_limit_is_not_a_substitution_failure() {
    // Deduction instantiates f<int*>, f<int**>, ... from the bodies; the
    // limit's error is reported, not swallowed by SFINAE or a quiet lookup.
    let opts = TranslateOptions {
        template_depth: Some(16),
        ..Default::default()
    };
    for src in [
        "template<class T> T f(T t) { return f(&t); }\nint g() { return f(1); }\n",
        "template<class T> struct Q { typedef typename Q<T*>::type type; };\nQ<int>::type q;\n",
    ] {
        let (_, _, pd, diags) = translate_with(src, &opts);
        assert!(pd.is_empty(), "{pd:?}");
        let n = diags
            .iter()
            .filter(|d| d.code == "sema-template-depth")
            .count();
        assert_eq!(n, 1, "{src}: {diags:#?}");
    }
}

#[test]
fn explicit_instantiation_declarations_and_definitions_are_accepted() {
    let o = translate(
        "template<class T> struct A { T v; T get() const { return v; } };\n\
         template struct A<int>;\n\
         extern template struct A<long>;\n\
         template<class T> T idf(T x) { return x; }\n\
         extern template int idf<int>(int);\n\
         template int idf<int>(int);\n\
         int u() { A<int> a; a.v = 1; return a.get() + idf(2); }\n",
    );
    assert!(o.diags.is_empty(), "{:#?}", o.diags);
    assert_eq!(funcs_named(&o.p, "idf<int>").len(), 1);
}
