//! Translation without an interpreter ([`sema::meta::NoEngine`]): the
//! typed program's contract (explicit conversions, categories, types,
//! layout) for source text, and the diagnostics that need no evaluation.

mod common;

use sema::meta::TranslateOptions;

use common::{clean, translate, translate_with};
use sema::program::*;

/// The initializer expression of the first local named `name`.
fn init_of(p: &Program, name: &str) -> ExprId {
    p.stmts
        .values()
        .find_map(|s| match &s.kind {
            StmtKind::Decl {
                var,
                init: Some(Init::Expr(e)),
            } if p.var(*var).name == name => Some(*e),
            _ => None,
        })
        .expect("initialized local")
}

fn cast_chain(p: &Program, mut e: ExprId) -> Vec<CastKind> {
    let mut out = Vec::new();
    while let ExprKind::Cast { kind, operand } = p.expr(e).kind {
        out.push(kind);
        e = operand;
    }
    out
}

#[test]
fn implicit_conversions_are_explicit_casts() {
    let p = clean(
        "void f(int i, float* fp, int a[4]) {\n  float x = i;\n  double d = x;\n  int* q = 0;\n  bool b = fp;\n  int* r = a;\n  long l = 'c';\n  unsigned u = i;\n}\n",
    );
    assert_eq!(
        cast_chain(&p, init_of(&p, "x")),
        vec![CastKind::IntToFloat, CastKind::LValueToRValue]
    );
    assert_eq!(
        cast_chain(&p, init_of(&p, "d")),
        vec![CastKind::FloatToFloat, CastKind::LValueToRValue]
    );
    assert!(matches!(p.expr(init_of(&p, "q")).kind, ExprKind::Null));
    assert_eq!(
        cast_chain(&p, init_of(&p, "b")),
        vec![CastKind::PtrToBool, CastKind::LValueToRValue]
    );
    // `int a[4]` as a parameter is `int*`.
    assert_eq!(
        cast_chain(&p, init_of(&p, "r")),
        vec![CastKind::LValueToRValue]
    );
    assert_eq!(cast_chain(&p, init_of(&p, "l")), vec![CastKind::IntToInt]);
    assert_eq!(
        cast_chain(&p, init_of(&p, "u")),
        vec![CastKind::IntToInt, CastKind::LValueToRValue]
    );
}

#[test]
fn operators_have_cxx_types() {
    let p = clean(
        "void f(char c, short s, unsigned u, long l, float f, int* p, int* q) {\n  auto a = c + s;\n  auto b = u + 1;\n  auto c2 = l * u;\n  auto d = f * 2.0;\n  auto e = p + 1;\n  auto g = p - q;\n  auto h = p == q;\n  auto i = -c;\n  auto j = c << 1L;\n  auto k = u > 1 ? f : 1;\n  auto m = (c, f);\n}\n",
    );
    let ty = |n: &str| p.types.kind(p.expr(init_of(&p, n)).ty).clone();
    assert_eq!(ty("a"), Type::Int(IntKind::Int));
    assert_eq!(ty("b"), Type::Int(IntKind::UInt));
    assert_eq!(ty("c2"), Type::Int(IntKind::Long));
    assert_eq!(ty("d"), Type::Float(FloatKind::Double));
    assert!(matches!(ty("e"), Type::Pointer { .. }));
    assert!(matches!(
        p.expr(init_of(&p, "e")).kind,
        ExprKind::PtrAdd { .. }
    ));
    assert_eq!(ty("g"), Type::Int(IntKind::Long));
    assert!(matches!(
        p.expr(init_of(&p, "g")).kind,
        ExprKind::PtrDiff { .. }
    ));
    assert_eq!(ty("h"), Type::Bool);
    assert_eq!(ty("i"), Type::Int(IntKind::Int));
    assert_eq!(ty("j"), Type::Int(IntKind::Int));
    assert_eq!(ty("k"), Type::Float(FloatKind::Float));
    assert_eq!(ty("m"), Type::Float(FloatKind::Float));
}

#[test]
fn conditional_of_one_type_is_not_promoted() {
    let p = clean(
        "void f(bool b, char c, const char k, short s) {
  auto x = b ? c : k;
  auto y = b ? (char)1 : (short)2;
  auto z = b ? s + 0 : (int)s;
}
",
    );
    let ty = |n: &str| p.types.kind(p.expr(init_of(&p, n)).ty).clone();
    // Same type (cv-qualifiers aside): that type.
    assert_eq!(ty("x"), Type::Int(IntKind::Char));
    // Different types: usual arithmetic conversions, after promotion.
    assert_eq!(ty("y"), Type::Int(IntKind::Int));
    assert_eq!(ty("z"), Type::Int(IntKind::Int));
}

#[test]
fn categories_and_assignments() {
    let p = clean("int g;\nint& r();\nvoid f(int* p) {\n  g = 1;\n  ++g;\n  g++;\n  p[1] += 2;\n  r() = 3;\n  *p = g;\n}\n");
    let cat = |pred: &dyn Fn(&ExprKind) -> bool| {
        p.exprs.values().find(|e| pred(&e.kind)).map(|e| e.category)
    };
    assert_eq!(
        cat(&|k| matches!(k, ExprKind::Assign { .. })),
        Some(ValueCategory::LValue)
    );
    assert_eq!(
        cat(&|k| matches!(
            k,
            ExprKind::IncDec {
                op: IncDecOp::PreInc,
                ..
            }
        )),
        Some(ValueCategory::LValue)
    );
    assert_eq!(
        cat(&|k| matches!(
            k,
            ExprKind::IncDec {
                op: IncDecOp::PostInc,
                ..
            }
        )),
        Some(ValueCategory::RValue)
    );
    assert_eq!(
        cat(&|k| matches!(k, ExprKind::Call { .. })),
        Some(ValueCategory::LValue)
    );
    assert_eq!(
        cat(&|k| matches!(k, ExprKind::Index { .. })),
        Some(ValueCategory::LValue)
    );
}

#[test]
fn struct_layout_and_sizeof_are_folded() {
    let p = clean("struct S { char c; int i; double d; };\nunsigned long n = sizeof(S);\nunsigned long a = alignof(S);\nstatic_assert(sizeof(S) == 16);\n");
    let inits: Vec<Option<ConstValue>> = p
        .globals
        .iter()
        .map(|g| p.var(*g).global().and_then(|x| x.init.clone()))
        .collect();
    assert_eq!(
        inits,
        vec![Some(ConstValue::Int(16)), Some(ConstValue::Int(8))]
    );
    let s = &p.types.structs[StructId(0)];
    let offs: Vec<u64> = s.fields.iter().map(|f| f.offset).collect();
    assert_eq!(offs, vec![0, 4, 8]);
}

#[test]
fn globals_get_constant_initializers() {
    let p = clean("struct P { int x; float y; };\nP pts[2] = { { 1, 2.0f }, { 3 } };\nchar buf[4] = \"ab\";\nint* np = nullptr;\nextern int ext;\nenum E { a = 3 };\nE e = a;\n");
    let init = |n: &str| {
        p.globals
            .iter()
            .map(|g| p.var(*g))
            .find(|v| v.name == n)
            .and_then(|v| v.global().and_then(|g| g.init.clone()))
    };
    assert_eq!(
        init("pts"),
        Some(ConstValue::Aggregate(vec![
            ConstValue::Aggregate(vec![ConstValue::Int(1), ConstValue::Float(2.0)]),
            // The member left out is value-initialized: zero.
            ConstValue::Aggregate(vec![ConstValue::Int(3), ConstValue::Zero]),
        ]))
    );
    assert_eq!(init("buf"), Some(ConstValue::Bytes(b"ab\0".to_vec())));
    assert_eq!(init("np"), Some(ConstValue::NullPtr));
    assert_eq!(init("ext"), None);
    assert_eq!(init("e"), Some(ConstValue::Int(3)));
    // A string pointer needs the interpreter to fold `"hi"` decayed: without
    // one it is reported, never silently wrong.
    let o = translate("const char* msg = \"hi\";\n");
    assert_eq!(o.diags.len(), 1);
    assert_eq!(o.diags[0].1, "sema-global-init-not-constant");
}

#[test]
fn codegen_if_and_objects() {
    let p = clean("__device__ int f(int x) {\n  @codegen int a = (int)__nvvm_arch;\n  if codegen(a >= 70) return 1;\n  else @codegen if(__nvvm_arch < 60) return 2;\n  return x;\n}\n");
    let ifs: Vec<(CodegenExprId, Option<StmtId>)> = p
        .stmts
        .values()
        .filter_map(|s| match s.kind {
            StmtKind::CodegenIf { cond, else_, .. } => Some((cond, else_)),
            _ => None,
        })
        .collect();
    assert_eq!(ifs.len(), 2);
    assert!(p
        .codegen_exprs
        .values()
        .any(|c| matches!(c.kind, CodegenExprKind::NvvmArch)));
    assert_eq!(p.codegen_vars.len(), 1);
}

#[test]
fn no_engine_diagnostics() {
    let o = translate("int f(int x) { return x + y; }\n");
    assert_eq!(
        o.diags,
        vec![(
            1,
            "sema-undeclared",
            "use of undeclared identifier 'y'".to_string()
        )]
    );
    let o = translate("float g;\nint* p = &g;\n");
    assert_eq!(
        o.diags[0].2,
        "cannot initialize a variable of type 'int *' with an rvalue of type 'float *'"
    );
    let o = translate("void f() { int* p = 1.5f; }\n");
    assert_eq!(
        o.diags[0].2,
        "cannot initialize a variable of type 'int *' with an rvalue of type 'float'"
    );
    let o = translate("static_assert(sizeof(int) == 8, \"int is 4 bytes\");\n");
    assert_eq!(o.diags[0].2, "static assertion failed: int is 4 bytes");
    let o = translate("int f() { return __nvvm_arch; }\n");
    assert!(o.diags[0].2.contains("codegen"));
}

#[test]
fn nested_input_never_panics() {
    let deep = format!(
        "int f() {{ return {}1{}; }}\n",
        "(".repeat(3000),
        ")".repeat(3000)
    );
    let _ = translate_any(&deep);
    let deep_blocks = format!("void f() {{ {} }}\n", "{".repeat(3000) + &"}".repeat(3000));
    let _ = translate_any(&deep_blocks);
}

/// Translates whatever parses (parse errors allowed).
fn translate_any(src: &str) -> usize {
    translate_with(src, &TranslateOptions::default()).3.len()
}

#[test]
fn truncated_programs_never_panic() {
    let src = "namespace n { struct S { int a; float b[3]; }; enum class E : short { x = 1, y }; }\n\
        __device__ int g(n::S* s, int i) { switch(i) { case 1: return s->a; default: break; } return (int)s->b[i % 3]; }\n\
        __global__ void k(int* p) { @codegen int c = (int)__nvvm_arch; if codegen(c > 60) p[0] = g(nullptr, 1); \
        for(int i = 0; i < 4; ++i) { p[i] += i ? 1 : 2; } @meta for(int j = 0; j < 2; ++j) p[j] = j; }\n\
        void h() { k<<<1, 2>>>(nullptr); static_assert(sizeof(n::S) == 16, \"s\"); }\n";
    for cut in (0..src.len()).step_by(3) {
        if src.is_char_boundary(cut) {
            let _ = translate_any(&src[..cut]);
        }
    }
}

#[test]
fn deep_prefix_nesting_is_an_error_not_a_crash() {
    // The parser's depth limit reports it before sema's own guard
    // (`sema-nesting-too-deep`, for trees the parser did not build).
    let src = format!("bool b = {}true;\n", "! ".repeat(5000));
    let diags = std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn_scoped(s, || translate_codes(&src))
            .map(|h| h.join().unwrap_or_default())
            .unwrap_or_default()
    });
    assert!(
        diags.contains(&"sema-nesting-too-deep") || diags.iter().any(|c| c.starts_with("parse-")),
        "{diags:?}"
    );
}

fn translate_codes(src: &str) -> Vec<&'static str> {
    let (_, _, pd, diags) = translate_with(src, &TranslateOptions::default());
    pd.iter().chain(diags.iter()).map(|d| d.code).collect()
}
