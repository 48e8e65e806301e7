//! Declarations: linkage names, parameter and variable qualifiers, and the
//! declaration errors that need no evaluation.

mod common;

use common::{clean, translate};
use sema::program::*;

fn func<'p>(p: &'p Program, name: &str) -> &'p Function {
    p.funcs
        .values()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no function {name}"))
}

#[test]
fn const_parameter_is_const_in_the_body_only() {
    let o = translate("void f(const int ci) {\n  ci = 3;\n}\n");
    assert_eq!(
        o.diags,
        vec![(
            2,
            "sema-assign-const",
            "cannot assign to variable 'ci' with const-qualified type 'const int'".into()
        )]
    );
    // The prototype without `const` declares the same function, whose type
    // (and mangled name) has no top-level qualifier.
    let p = clean("int g(int a);\nint g(const int a) { return a; }\nint h() { return g(1); }\n");
    let g = func(&p, "g");
    assert_eq!(g.link_name, "_Z1gi");
    assert_eq!(p.funcs.values().filter(|f| f.name == "g").count(), 1);
    let a = &p.vars[g.params[0]];
    assert!(matches!(
        p.types.get(a.ty),
        Type::Qualified { is_const: true, .. }
    ));
}

#[test]
fn inline_attributes_reach_function_attrs() {
    let p = clean(
        "__forceinline__ __device__ int forced(int x) { return x; }\n\
         __noinline__ __device__ int kept(int x);\n\
         __device__ int kept(int x) { return x; }\n",
    );
    let forced = func(&p, "forced");
    // `__forceinline__` is also `inline`: linkonce_odr like clang.
    assert!(forced.is_inline && forced.attrs.forceinline && !forced.attrs.noinline);
    // The attribute of a prototype stays on the definition.
    let kept = func(&p, "kept");
    assert!(!kept.is_inline && kept.attrs.noinline && !kept.attrs.forceinline);
}

#[test]
fn shared_variables_take_no_initializer() {
    let o = translate(
        "__shared__ int s = 5;\n__global__ void k(int* p) {\n  __shared__ int t = 6;\n  __shared__ int u;\n  p[0] = s + t + u;\n}\n",
    );
    let msg = "initialization is not supported for __shared__ variables";
    assert_eq!(
        o.diags,
        vec![
            (1, "sema-shared-init", msg.to_string()),
            (3, "sema-shared-init", msg.to_string())
        ]
    );
}

#[test]
fn anonymous_namespace_members_have_internal_linkage() {
    let p = clean(
        "namespace { namespace in { int f() { return 1; } } int v = 2; }\n\
         static int s() { return 3; }\nint e() { return 4; }\n",
    );
    let f = func(&p, "(anonymous namespace)::in::f");
    assert_eq!(f.linkage, Linkage::Internal);
    assert_eq!(f.link_name, "_ZN12_GLOBAL__N_12in1fEv");
    assert_eq!(func(&p, "s").linkage, Linkage::Internal);
    assert_eq!(func(&p, "e").linkage, Linkage::External);
    let v = p
        .vars
        .values()
        .find(|v| v.name.ends_with("::v"))
        .expect("v");
    assert_eq!(v.global().map(|g| g.linkage), Some(Linkage::Internal));
}
