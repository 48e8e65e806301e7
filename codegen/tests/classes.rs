//! C++ classes in device code through the real front end: symbol names
//! (every defined symbol of both modules demangled by `llvm-cxxfilt-19`),
//! and what is not expressible as a conformance case (vtables only in the
//! modules that reach them, destruction order at -O0 through the IR).

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use bumpalo::Bump;
use codegen::{generate, ArtifactKind};
use common::*;
use lexer::source::{SourceMap, Span};
use lexer::token::{lex_raw, Token, TokenKind};
use parser::Interner;
use sema::meta::TranslateOptions;
use sema::program::Program;

fn front(src: &str) -> Program {
    let mut sm = SourceMap::new();
    let (_, base) = sm.add_and_enter("t.cu", "t.cu", src.to_string(), Span::DUMMY);
    let (toks, _) = lex_raw(src, base);
    let mut toks: Vec<Token> = toks
        .into_iter()
        .filter(|t| t.kind != TokenKind::Newline)
        .collect();
    let end = base + src.len() as u32;
    toks.push(Token::new(TokenKind::Eof, Span::new(end, end)));
    let arena = Bump::new();
    let mut interner = Interner::new();
    let (tu, pd) = parser::parse_translation_unit(&arena, &toks, &sm, &mut interner);
    assert!(pd.is_empty(), "{pd:?}");
    let opts = TranslateOptions {
        compute_capabilities: vec![70],
        amdgpu_targets: vec!["gfx1100".into()],
        ..Default::default()
    };
    let out = meta_interp::translate(&tu, &sm, &interner, &opts);
    assert!(out.diagnostics.is_empty(), "{:#?}", out.diagnostics);
    out.program
}

/// Demangles every line of `names` with one `llvm-cxxfilt-19` run; `None`
/// when the tool is missing (the test is then skipped).
fn cxxfilt(names: &[String]) -> Option<Vec<String>> {
    let mut child = Command::new("llvm-cxxfilt-19")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .or_else(|_| {
            Command::new("/usr/lib/llvm-19/bin/llvm-cxxfilt")
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
        })
        .ok()?;
    let mut input = names.join("\n");
    input.push('\n');
    child.stdin.take()?.write_all(input.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    Some(
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::to_string)
            .collect(),
    )
}

/// The symbols an IR module defines (functions and global variables).
fn defined_symbols(ir: &str) -> Vec<String> {
    // The device libraries' own definitions (ockl's, for the AMD heap the
    // deleting destructor uses, and its unnamed globals) are not the
    // program's.
    let library = |s: &str| {
        ["__ockl_", "__oclc_", "__ocml_"]
            .iter()
            .any(|p| s.starts_with(p))
            || s.bytes().all(|b| b.is_ascii_digit())
    };
    let mut out = Vec::new();
    for line in ir.lines() {
        let sym = if let Some(rest) = line.strip_prefix("define ") {
            rest.split_once('@')
                .map(|(_, r)| r.split('(').next().unwrap_or(""))
        } else if let Some(rest) = line.strip_prefix('@') {
            rest.split_once(" = ")
                .filter(|(_, r)| !r.contains("external"))
                .map(|(n, _)| n)
        } else {
            None
        };
        if let Some(s) = sym.map(|s| s.trim_matches('"')).filter(|s| !library(s)) {
            out.push(s.to_string());
        }
    }
    out
}

const MANGLING: &str = r#"
namespace geo {
struct vec2 {
  float x, y;
  vec2() : x(0), y(0) {}
  vec2(float x, float y) : x(x), y(y) {}
  vec2(const vec2& o) : x(o.x), y(o.y) {}
  ~vec2() {}
  vec2 operator+(const vec2& o) const { return vec2(x + o.x, y + o.y); }
  vec2 operator-() const { return vec2(-x, -y); }
  vec2& operator+=(const vec2& o) { x += o.x; y += o.y; return *this; }
  bool operator==(const vec2& o) const { return x == o.x && y == o.y; }
  float operator[](int i) const { return i ? y : x; }
  static vec2 zero() { return vec2(); }
  float sum() const { auto s = [this]() -> float { return x + y; }; return s(); }
  struct iter {
    const vec2* v;
    int i;
    float operator*() const { return (*v)[i]; }
    iter& operator++() { ++i; return *this; }
  };
  iter begin() const { return iter{this, 0}; }
};
float dot(const vec2& a, const vec2& b) { return a.x * b.x + a.y * b.y; }
float dot(const vec2* a, float s) { return a->x * s; }
namespace detail {
struct shape {
  virtual ~shape() {}
  virtual float area() const = 0;
};
struct box : shape {
  vec2 lo, hi;
  box(vec2 lo, vec2 hi) : lo(lo), hi(hi) {}
  float area() const override { return (hi.x - lo.x) * (hi.y - lo.y); }
};
}
}
struct scale_t {
  float s;
  float operator()(float v) const { return v * s; }
};
__global__ void kern(float* out) {
  geo::vec2 a(1, 2), b(3, 4);
  geo::vec2 c = a + -b;
  c += geo::vec2::zero();
  geo::vec2::iter it = c.begin();
  ++it;
  geo::detail::box bx(a, b);
  const geo::detail::shape* s = &bx;
  scale_t sc{2};
  out[0] = geo::dot(a, c) + geo::dot(&a, 1) + *it + s->area() + sc(1) + (a == b);
  int n = 2;
  auto f = [n](int x) -> int { return x * n; };
  auto g = [n](int x) -> int { return x + n; };
  auto h = [&](const geo::vec2& v) -> float { return v.x + n; };
  out[1] = f(1) + g(2) + h(a) + a.sum();
}
"#;

/// Every symbol both modules define demangles to the C++ signature it
/// stands for (complete-object constructors and destructors, deleting
/// destructors, operators, nested classes and namespaces, lambdas as
/// local entities of their enclosing functions, vtables); the
/// base-object variants the host emits as aliases (`C2`, `D2`) demangle
/// too.
#[test]
fn every_defined_symbol_demangles_to_its_signature() {
    let p = front(MANGLING);
    let targets = [nv(70), gfx1100()];
    let r = compile_ok(&p, &targets, 0, &["_Z4kernPf"]);
    let expected = [
        "kern(float*)",
        "geo::vec2::vec2()",
        "geo::vec2::vec2(float, float)",
        "geo::vec2::vec2(geo::vec2 const&)",
        "geo::vec2::~vec2()",
        "geo::vec2::operator+(geo::vec2 const&) const",
        "geo::vec2::operator-() const",
        "geo::vec2::operator+=(geo::vec2 const&)",
        "geo::vec2::operator==(geo::vec2 const&) const",
        "geo::vec2::operator[](int) const",
        "geo::vec2::zero()",
        "geo::vec2::begin() const",
        "geo::vec2::iter::operator*() const",
        "geo::vec2::iter::operator++()",
        "geo::dot(geo::vec2 const&, geo::vec2 const&)",
        "geo::dot(geo::vec2 const*, float)",
        "geo::detail::shape::shape()",
        "geo::detail::shape::~shape()",
        "geo::detail::box::box(geo::vec2, geo::vec2)",
        "geo::detail::box::~box()",
        "geo::detail::box::area() const",
        "scale_t::operator()(float) const",
        "geo::vec2::sum() const",
        // Lambdas are local entities of their enclosing functions, named
        // and numbered as clang names them.
        "geo::vec2::sum() const::'lambda'()::operator()() const",
        "kern(float*)::'lambda'(int)::operator()(int) const",
        "kern(float*)::'lambda0'(int)::operator()(int) const",
        "kern(float*)::'lambda'(geo::vec2 const&)::operator()(geo::vec2 const&) const",
        "vtable for geo::detail::shape",
        "vtable for geo::detail::box",
        "__cxa_pure_virtual",
    ];
    for t in ["sm_70", "gfx1100"] {
        let ir = r
            .target(t)
            .and_then(|o| o.text(ArtifactKind::LlvmIr))
            .unwrap_or_else(|| panic!("no IR for {t}"));
        let syms: Vec<String> = defined_symbols(ir)
            .into_iter()
            .filter(|s| !s.starts_with("llvm.") && !s.starts_with(".str"))
            .collect();
        let Some(demangled) = cxxfilt(&syms) else {
            eprintln!("note: llvm-cxxfilt-19 not found; skipped");
            return;
        };
        assert_eq!(demangled.len(), syms.len(), "{t}: {demangled:?}");
        let mut got: Vec<&str> = demangled.iter().map(String::as_str).collect();
        got.sort_unstable();
        got.dedup();
        let mut want: Vec<&str> = expected.to_vec();
        want.sort_unstable();
        assert_eq!(got, want, "{t}: symbols {syms:#?}");
        // Complete-object variants of constructors and destructors, and
        // the deleting destructor the vtable names.
        for variant in ["C1E", "D1E", "D0E"] {
            assert!(
                syms.iter().any(|s| s.contains(variant)),
                "{t}: no {variant} symbol in {syms:?}"
            );
        }
    }
    // The base-object variants sema records as aliases.
    let aliases: Vec<String> = p
        .funcs
        .values()
        .flat_map(|f| f.aliases.iter().cloned())
        .collect();
    if let Some(d) = cxxfilt(&aliases) {
        for (a, d) in aliases.iter().zip(&d) {
            assert!(
                (a.contains("C2E") || a.contains("D2E")) && a != d,
                "alias {a} demangles to {d}"
            );
        }
    }
}

/// Vtables are emitted only by the modules whose code constructs (or
/// destroys) an object of the class; a module that never does carries
/// neither the vtable nor the virtual functions it names.
#[test]
fn vtables_only_where_reached() {
    let src = r#"
struct base_t { virtual ~base_t() {} virtual int f() const { return 1; } };
struct derived_t : base_t { int f() const override { return 2; } };
int use(const base_t& b) { return b.f(); }
__global__ void k(int* out) {
  if codegen(__is_nvvm_target) {
    derived_t d;
    out[0] = use(d);
  } else {
    out[0] = 0;
  }
}
"#;
    let p = front(src);
    let r = compile_ok(&p, &[nv(70), gfx1100()], 0, &["_Z1kPi"]);
    let nv_ir = ir(&r, "sm_70");
    let amd_ir = ir(&r, "gfx1100");
    assert!(
        nv_ir.contains("@_ZTV9derived_t = linkonce_odr unnamed_addr addrspace(1) constant"),
        "{nv_ir}"
    );
    assert!(nv_ir.contains("define linkonce_odr i32 @_ZNK9derived_t1fEv("));
    assert!(!amd_ir.contains("_ZTV"), "{amd_ir}");
    assert!(!amd_ir.contains("_ZNK9derived_t1fEv"), "{amd_ir}");
}

/// The destructors of a block's objects run in reverse order of
/// construction on every exit, and only once each on the normal path
/// (at -O0, read from the IR's calls).
#[test]
fn cleanups_run_in_reverse_order_on_each_exit() {
    let src = r#"
struct a_t { int* p; a_t(int* p) : p(p) {} ~a_t() { *p += 1; } };
struct b_t { int* p; b_t(int* p) : p(p) {} ~b_t() { *p *= 2; } };
int f(int* p, bool early) {
  a_t a(p);
  b_t b(p);
  if (early) return 1;
  return 2;
}
__global__ void k(int* out) { out[0] = f(out, out[1] != 0); }
"#;
    let p = front(src);
    let r = compile_ok(&p, &[nv(70)], 0, &["_Z1kPi"]);
    let f = ir_function(ir(&r, "sm_70"), "_Z1fPib");
    let calls: Vec<&str> = f
        .lines()
        .filter_map(|l| {
            if l.contains("call void @_ZN3b_tD1Ev") {
                Some("~b")
            } else if l.contains("call void @_ZN3a_tD1Ev") {
                Some("~a")
            } else {
                None
            }
        })
        .collect();
    // Two returns, each destroying b then a; no further copy at the end
    // of the body (it is unreachable after the returns).
    assert_eq!(calls, ["~b", "~a", "~b", "~a"], "{f}");
    let r = generate(&p, &[nv(70), gfx1100()], &opts(2, 2));
    assert!(!r.has_errors(), "{:#?}", r.diagnostics);
}
