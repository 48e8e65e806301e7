//! The C-like language of the slice, checked by running it: each function
//! is translated by sema and evaluated by the interpreter in a
//! `static_assert`, so typing (conversions, promotions, decay) and
//! semantics are both exercised.

mod common;
use common::*;

#[test]
fn declarations_scopes_and_lookup() {
    let out = run(r#"
namespace geo {
  struct point_t { int x; int y; };
  enum color_t { red, green = 5, blue };
  enum class dir_t : unsigned char { north = 1, south = 2 };
  typedef point_t pt;
  using coord = int;
  namespace inner { constexpr int k = 42; }
  int twice(int v);
}
int geo::twice(int v);
int geo::twice(int value) { return 2 * value; }
using namespace geo;
using geo::inner::k;
static_assert(green == 5 && blue == 6, "unscoped enumerators");
static_assert((int)dir_t::south == 2, "scoped enumerator");
static_assert(sizeof(dir_t) == 1 && sizeof(color_t) == 4);
static_assert(k == 42 && geo::inner::k == 42);
static_assert(twice(21) == 42);
static_assert(sizeof(pt) == 8 && alignof(pt) == 4);
coord c = 3;
int lookup() {
  int x = 1;
  {
    int x = 2;
    if(x != 2) return -1;
  }
  return x + c;
}
static_assert(lookup() == 4);
"#);
    out.assert_clean();
    let names: Vec<&str> = out
        .program
        .funcs
        .values()
        .map(|f| f.name.as_str())
        .filter(|n| !n.starts_with("geo::point_t::"))
        .collect();
    assert_eq!(names, vec!["geo::twice", "lookup"]);
    assert_eq!(
        out.program
            .funcs
            .values()
            .find(|f| f.name == "geo::twice")
            .map(|f| f.link_name.as_str()),
        Some("_ZN3geo5twiceEi")
    );
}

#[test]
fn structs_arrays_and_initializers() {
    let out = run(r#"
struct inner_t { char c; double d; };
struct outer_t { int a; inner_t in; short s[3]; };
static_assert(sizeof(inner_t) == 16 && alignof(inner_t) == 8);
static_assert(sizeof(outer_t) == 32);
outer_t g = { 1, { 'x', 2.5 }, { 7, 8 } };
int sum_table[] = { 1, 2, 3, 4, 5 };
static_assert(sizeof(sum_table) == 20);
char name[] = "circle";
static_assert(sizeof(name) == 7);
int read() {
  outer_t o = { 3, { 'y', 1.5 }, { 1, 2, 3 } };
  outer_t copy = o;
  copy.s[2] = 10;
  int total = 0;
  for(int i = 0; i < 5; ++i) total += sum_table[i];
  return o.a + copy.s[2] + o.s[2] + (int)o.in.d + g.s[1] + g.s[2] + total + (name[0] == 'c');
}
static_assert(read() == 3 + 10 + 3 + 1 + 8 + 0 + 15 + 1);
"#);
    out.assert_clean();
}

#[test]
fn arithmetic_conversions_and_promotions() {
    let out = run(r#"
constexpr unsigned u = 1;
static_assert(-1 < 0 && !((unsigned)-1 < u));
static_assert((unsigned char)300 == 44);
static_assert((signed char)200 == -56);
static_assert(sizeof('a') == 1 && sizeof(1 + 'a') == 4);
static_assert(sizeof(1L) == 8 && sizeof(1u) == 4 && sizeof(1.0f) == 4 && sizeof(1.0) == 8);
static_assert(7 / 2 == 3 && -7 / 2 == -3 && -7 % 3 == -1);
static_assert(7.0 / 2 == 3.5);
static_assert((int)3.9 == 3 && (int)-3.9 == -3);
static_assert(0x10 == 16 && 010 == 8 && 0b101 == 5 && 1'000 == 1000);
static_assert((1u << 31) == 2147483648u);
static_assert((~0u >> 28) == 15);
static_assert((5 & 3) == 1 && (5 | 3) == 7 && (5 ^ 3) == 6);
static_assert(true + true == 2);
static_assert(sizeof(unsigned short) + sizeof(long long) == 10);
int compound() {
  int x = 10;
  x += 5; x -= 3; x *= 2; x /= 4; x %= 4; x <<= 3; x >>= 1; x |= 1; x &= 5; x ^= 3;
  char c = 'a';
  c += 1;
  double d = 1;
  d *= 2.5;
  unsigned char uc = 255;
  uc++;
  return x * 1000 + (c == 'b') * 100 + (int)d * 10 + uc;
}
static_assert(compound() == 2 * 1000 + 100 + 20 + 0);
"#);
    out.assert_clean();
}

#[test]
fn pointers_and_references() {
    let out = run(r#"
int pointers() {
  int a[5] = { 10, 20, 30, 40, 50 };
  int* p = a;
  int* q = &a[4];
  p++;
  ++p;
  int diff = q - p;
  int* r = p + 1;
  r -= 2;
  const int* cp = a;
  void* vp = p;
  int* back = (int*)vp;
  bool null_ok = (p != nullptr) && (vp != 0) && !(cp == nullptr);
  return *p + diff * 100 + *r + *back + null_ok * 1000 + (q > p) + *(a + 3) + 2[a];
}
static_assert(pointers() == 30 + 200 + 20 + 30 + 1000 + 1 + 40 + 30);
void inc(int& x) { x++; }
int& pick(int& a, int& b, bool first) { return first ? a : b; }
int refs() {
  int a = 1, b = 2;
  inc(a);
  pick(a, b, false) = 7;
  int& r = a;
  r += 40;
  return a * 10 + b;
}
static_assert(refs() == 427);
int (*fp)(int&, int&, bool);
int apply(int (*f)(int), int v) { return f(v); }
int sq(int v) { return v * v; }
static_assert(apply(sq, 7) == 49);
static_assert(apply(&sq, 3) == 9);
"#);
    out.assert_clean();
}

#[test]
fn statements() {
    let out = run(r#"
int control(int n) {
  int s = 0;
  for(int i = 0; i < n; ++i) {
    if(i % 2) continue;
    if(i > 6) break;
    s += i;
  }
  int j = 0;
  while(j < 3) j++;
  do { j += 10; } while(j < 20);
  switch(n) {
  case 1: s += 100;
  case 2: s += 200; break;
  default: s += 1000;
  }
  if(int k = n - 10) s += k;
  goto skip;
  s = -1;
skip:
  return s + j * 10000;
}
static_assert(control(10) == (0 + 2 + 4 + 6) + 1000 + 0 + 23 * 10000);
static_assert(control(1) == 0 + 100 + 200 - 9 + 23 * 10000);
int comma_and_conditional(int x) {
  int y = (x++, x + 1);
  return x > 3 ? y : -y;
}
static_assert(comma_and_conditional(5) == 7 && comma_and_conditional(0) == -2);
bool logic(int a, int b) { return (a && b) || (!a && !b); }
static_assert(logic(1, 2) && logic(0, 0) && !logic(1, 0));
"#);
    out.assert_clean();
}

#[test]
fn overloads_prototypes_and_linkage() {
    let out = run(r#"
int f(int x);
int f(double x);
int f(int a, int b) { return a + b; }
int f(int y) { return y + 1; }
int f(double) { return 100; }
static int hidden() { return 3; }
inline int inl() { return 4; }
extern int shared_count;
int shared_count = 9;
static_assert(f(1) == 2 && f(1.0) == 100 && f(1, 2) == 3);
static_assert(hidden() + inl() == 7);
// A constant expression may not read a non-const global itself; a
// function it calls reads the global's compile-time copy.
int read_shared() { return shared_count; }
static_assert(read_shared() == 9);
int counter() { static int n = 5; return ++n; }
extern "C" int c_func(int x) { return x; }
"#);
    out.assert_clean();
    let p = &out.program;
    let link: Vec<&str> = p.funcs.values().map(|f| f.link_name.as_str()).collect();
    assert_eq!(
        link,
        vec![
            "_Z1fi",
            "_Z1fd",
            "_Z1fii",
            "_ZL6hiddenv",
            "_Z3inlv",
            "_Z11read_sharedv",
            "_Z7counterv",
            "c_func"
        ]
    );
    assert!(p
        .funcs
        .values()
        .find(|f| f.name == "inl")
        .is_some_and(|f| f.is_inline));
    assert!(p
        .funcs
        .values()
        .find(|f| f.name == "hidden")
        .is_some_and(|f| f.linkage == sema::program::Linkage::Internal));
    // The static local is a global with internal linkage and its value.
    let n = p
        .globals
        .iter()
        .map(|g| p.var(*g))
        .find(|v| v.name == "n")
        .expect("static local");
    assert_eq!(
        n.global().and_then(|g| g.init.clone()),
        Some(sema::program::ConstValue::Int(5))
    );
}

#[test]
fn default_member_initializers() {
    let out = run(r#"
struct dim_t { unsigned x = 1; unsigned y = 1; unsigned z = 1; };
struct cfg_t { int n; dim_t d; float scale = 0.5f; };
dim_t g = { 4 };
cfg_t c;
int local() {
  dim_t a;
  dim_t b = { 2, 3 };
  cfg_t e = { 7 };
  return a.x + a.y + a.z + b.x * 10 + b.y * 100 + b.z * 1000 + e.n * 10000 + e.d.z * 100000 + (e.scale == 0.5f) * 1000000;
}
static_assert(local() == 3 + 20 + 300 + 1000 + 70000 + 100000 + 1000000);
dim_t read_g() { return g; }
cfg_t read_c() { return c; }
static_assert(read_g().x == 4 && read_g().y == 1 && read_g().z == 1);
static_assert(read_c().d.y == 1 && read_c().n == 0);
@meta dim_t md;
static_assert(md.z == 1);
"#);
    out.assert_clean();
}

#[test]
fn default_arguments() {
    let out = run(r#"
int add(int a, int b = 10, int c = 100);
int add(int a, int b, int c) { return a + b + c; }
int scale(float f, int s = 2) { return (int)(f * s); }
int scale(int i) { return i; }
static_assert(add(1) == 111 && add(1, 2) == 103 && add(1, 2, 3) == 6);
static_assert(scale(1.5f) == 3 && scale(7) == 7);
__global__ void k(int* p, int n = 4);
void launch(int* p) { k<<<1, 1>>>(p); }
"#);
    out.assert_clean();
    let out = run("int f(int a, int b = 1);\nint g() { return f(); }\n");
    // As clang: a call that cannot match is "no matching function", with a
    // note saying the candidate needs more arguments.
    assert_eq!(out.codes(), vec!["sema-no-matching-call"]);
}

#[test]
fn range_based_for_over_arrays() {
    let out = run(r#"
int sum() {
  int a[4] = { 1, 2, 3, 4 };
  int s = 0;
  for(int x : a) s += x;
  for(auto& x : a) x *= 10;
  for(const auto& x : a) s += x;
  for(auto x : a) { if(x > 20) break; s += 1000; }
  return s;
}
static_assert(sum() == 10 + 100 + 2000);
"#);
    out.assert_clean();
    // A pointer is no range: clang's "no viable 'begin' function".
    let out = run("int f(int* p) { int s = 0; for(int x : p) s += x; return s; }\n");
    assert_eq!(out.codes(), vec!["sema-range-no-begin"]);
}

#[test]
fn enumerators_refer_to_earlier_ones() {
    let out = run(r#"
enum class flags_t : unsigned { a = 1, b = a << 1, c = a | b };
enum plain_t { x = 3, y = x * 2 };
static_assert((int)flags_t::c == 3 && y == 6);
int f() {
  enum local_t { p = 10, q };
  return q;
}
static_assert(f() == 11);
"#);
    out.assert_clean();
}

#[test]
fn typedef_names_an_anonymous_struct() {
    let out = run(r#"
typedef struct { int a; float b; } pair_t;
typedef enum { red, green } color_t;
void take(pair_t* p, color_t c);
@meta printf("%s %s\n", @type_string(pair_t), @type_string(color_t));
"#);
    out.assert_clean();
    assert_eq!(out.stdout, "pair_t color_t\n");
    let f = out
        .program
        .funcs
        .values()
        .find(|f| f.name == "take")
        .map(|f| f.link_name.clone());
    assert_eq!(f.as_deref(), Some("_Z4takeP6pair_t7color_t"));
}

#[test]
fn aggregate_temporaries() {
    let out = run(r#"
struct v2 { float x; float y = 7.0f; };
v2 make(float a, float b) { return { a, b }; }
float len2(v2 v) { return v.x * v.x + v.y * v.y; }
float use() {
  v2 a = make(1, 2);
  a = { 3, 4 };
  v2 b = v2{ 5 };
  return len2(a) + len2(b) + len2(v2{}) + v2(a).x;
}
static_assert(use() == 25.0f + 74.0f + 49.0f + 3.0f);
__global__ void k(v2* out) { out[0] = v2{ 1.0f, 2.0f }; }
"#);
    out.assert_clean();
    // Aggregates are prvalues built in their destination, not calls of
    // compiler-made functions.
    assert!(out
        .program
        .funcs
        .values()
        .all(|f| !f.name.starts_with("__circle")));
    let aggregates = out
        .program
        .exprs
        .values()
        .filter(|e| matches!(e.kind, sema::program::ExprKind::Aggregate(_)))
        .count();
    assert!(aggregates >= 5, "{aggregates} aggregate initializers");
}

#[test]
fn const_references_bind_temporaries_in_calls() {
    let out = run(r#"
struct v2 { float x; float y; };
float dot(const v2& a, const v2& b) { return a.x * b.x + a.y * b.y; }
int twice(const int& v) { return v * 2; }
int twice(const float& v) { return (int)(v * 3); }
const int& pick(const int& a, const int& b) { return a > b ? a : b; }
int use() {
  v2 p = { 1, 2 };
  int n = 5;
  return (int)dot(p, v2{ 3, 4 }) + twice(n) + twice(7) + twice(2.0f) + pick(n, 1);
}
static_assert(use() == 11 + 10 + 14 + 6 + 5);
"#);
    out.assert_clean();
    // A temporary bound to a const reference parameter is materialized
    // where the call is (destroyed at the end of the full-expression), not
    // made by a compiler-written thunk.
    assert!(out
        .program
        .funcs
        .values()
        .all(|f| !f.name.starts_with("__circle")));
    let temporaries = out
        .program
        .exprs
        .values()
        .filter(|e| matches!(e.kind, sema::program::ExprKind::Temporary { .. }))
        .count();
    assert!(temporaries >= 3, "{temporaries} temporaries");
}

#[test]
fn auto_pointers_and_references() {
    let out = run(r#"
int use() {
  int a[3] = { 1, 2, 3 };
  auto* p = a;
  const auto* cp = &a[1];
  auto& r = a[2];
  r = 30;
  auto v{ 4 };
  return *p + *cp + a[2] + v;
}
static_assert(use() == 1 + 2 + 30 + 4);
"#);
    out.assert_clean();
    let out = run("void f() { int x = 1; auto* p = x; auto& r = 3; }\n");
    assert_eq!(
        out.codes(),
        vec!["sema-init-conversion", "sema-ref-binding"]
    );
}

#[test]
fn declarations_in_loop_conditions() {
    // The variable is declared and tested on every iteration; `continue`
    // reaches the declaration again, and `for` runs its step in between.
    let out = run(r#"
int loops(int n) {
  int r = 0;
  while (int w = n) { n -= 1; if (w == 3) continue; r += w; }
  for (int i = 0; int c = 3 - i; ++i) { if (c == 2) continue; r += c * 100; }
  return r;
}
static_assert(loops(5) == 5 + 4 + 2 + 1 + 300 + 100);
"#);
    out.assert_clean();
}
