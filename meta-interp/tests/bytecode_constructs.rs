//! Differential tests of the constructs the bytecode compiles beyond
//! straight-line integer code (switch, operands a later operand assigns,
//! mixed-type compound assignment, fused compare-and-branch), of its
//! block-wise step charging, and of its registers counting against the
//! memory limit.

mod common;
use common::engines::*;
use common::*;
use meta_interp::MetaLimits;
use sema::meta::MetaEngineKind;

const SWITCH: &str = r#"
constexpr int classify(int x) {
  int r = 0;
  switch (x & 7) {
  case 0:
    r += 1;
  case 1:
    r += 10;
    break;
  default:
    r += 100;
  case 5:
    r += 1000;
    break;
  case 6: {
    int k = x * 2;
    r += k;
    if (k > 40) break;
    r -= 1;
  }
  case 7:
    r += 7;
  }
  switch (x) { case 3: return r + 1; }
  switch (x) {}
  return r;
}
constexpr long skip(long n) {
  long s = 0;
  for (long i = 0; i < n; ++i) {
    switch (i % 4) {
    case 0: continue;
    case 2: s += 2 * i; break;
    default:
      switch ((char)i) { case 'a': s -= 1000; break; default: s += 1; }
    }
    s += 1;
  }
  return s;
}
constexpr unsigned big(unsigned long long v) {
  switch (v) {
  case 18446744073709551615ull: return 1;
  case 4294967296ull: return 2;
  }
  return 3;
}
@meta printf("%d %d %d %d %d %d %d %d %d %d\n", classify(0), classify(1), classify(2),
             classify(3), classify(5), classify(6), classify(7), classify(22), classify(30),
             classify(-1));
@meta printf("%ld %u %u %u\n", skip(200), big(~0ull), big(1ull << 32), big(5));
int main() { return 0; }
"#;

#[test]
fn switch_runs_as_bytecode_and_agrees() {
    let out = same(SWITCH, &["classify", "skip", "big"], None);
    out.assert_clean();
    assert_eq!(out.stdout.lines().count(), 2, "{}", out.stdout);
}

#[test]
fn switch_with_a_label_inside_a_nested_statement_stays_on_the_tree_walker() {
    let src = r#"
constexpr int duff(int n) {
  int r = 0, k = (n + 3) / 4;
  switch (n % 4) {
  case 0: do { r++;
  case 3: r++;
  case 2: r++;
  case 1: r++;
  } while (--k > 0);
  }
  return r;
}
@meta printf("%d %d\n", duff(9), duff(12));
int main() { return 0; }
"#;
    let out = same(src, &[], None);
    out.assert_clean();
    assert_eq!(out.stdout, "9 12\n");
    let (id, _) = (out.program.funcs.iter())
        .find(|(_, f)| f.name == "duff")
        .unwrap();
    assert!(!meta_interp::bytecode_supports(&out.program, id));
}

#[test]
fn operands_that_a_later_operand_assigns_agree() {
    let out = same(
        r#"
constexpr int id(int v) { return v; }
constexpr int two(int a, int b) { return a * 100 + b; }
constexpr int order(int n) {
  int x = n, y = 0, z = 0;
  y = x + (x = 5);
  z = (x = 7) + x;
  int w = two(x, x = 9);
  int v = two(x++, x);
  x += (x = 2);
  y -= (y = 1) * 3;
  z = (z = 4) * (z += 1);
  int u = (x++ < x) ? x : -x;
  int t = id(x) + id(++x) + x;
  return x + y * 3 + z * 5 + w * 7 + v * 11 + u * 13 + t * 17;
}
@meta printf("%d %d\n", order(1), order(40));
int main() { return 0; }
"#,
        &["id", "two", "order"],
        None,
    );
    out.assert_clean();
}

#[test]
fn mixed_type_compound_assignment_agrees() {
    let out = same(
        r#"
constexpr long long mixed(int n) {
  char c = 100; c += 200 + n;
  signed char sc = -100; sc -= 100;
  short s = 300; s *= 1000;
  unsigned short us = 1; us -= 2;
  unsigned u = 5; u -= 10 + n;
  long l = 7; l += u; l <<= 3; l >>= (char)1;
  unsigned long long q = 1; q <<= 63; q >>= 62ll;
  int i = 17; i %= (short)5; i /= -2; i ^= (unsigned char)255; i |= (long)0x100;
  bool b = true; b += 1; b &= 0;
  __int128 w = 1; w <<= 100; w += (unsigned long long)-1;
  return c + sc + s + us + (long long)u + l + (long long)q + i + b + (long long)(w >> 64);
}
@meta printf("%lld %lld\n", mixed(0), mixed(3));
int main() { return 0; }
"#,
        &["mixed"],
        None,
    );
    out.assert_clean();
}

#[test]
fn fused_comparisons_and_branches_agree() {
    let out = same(
        r#"
constexpr int br(int a, unsigned b, long c) {
  int r = 0;
  if (a < 0) r += 1;
  if (!(a >= 3)) r += 2;
  if (b > 4u && c != 2) r += 4;
  if ((long)a <= c || b == 0) r += 8;
  while (a < 10 && b) { a += 3; b >>= 1; }
  do { c -= 2; } while (c > -5);
  for (unsigned k = b; k < 100u; k += 25u) r += 1;
  r += a > b ? 16 : 32;
  return r * 1000 + a + (int)c;
}
@meta printf("%d %d %d\n", br(-5, 100, 1), br(5, 0, 2), br(2, 7, -3));
int main() { return 0; }
"#,
        &["br"],
        None,
    );
    out.assert_clean();
}

/// Everything the blocks charge at once, with an error inside a block
/// first: with every budget from far too small to just enough, both
/// engines stop at the same place and go on the same way.
#[test]
fn block_step_charging_agrees_at_every_budget() {
    let src = r#"
constexpr int ovf(int n) { int m = 2147483600; m += n * 2; return m; }
constexpr int mix(int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) {
    switch (i % 3) {
    case 0: s += i * i; break;
    case 1: s -= i; continue;
    default: s ^= i << 2;
    }
    s += i > 5 ? 1 : 2;
  }
  return s;
}
@meta printf("%d\n", ovf(100));
@meta printf("%d\n", mix(12));
@meta printf("%d\n", mix(3));
int main() { return 0; }
"#;
    let n = least_budget(src, 1..20_000);
    // The overflow is reported at any budget that reaches it; the budget
    // that suffices depends on the steps it charged before.
    let mut limited = 0;
    for steps in (1..n + 3).rev() {
        let out = same(src, &["ovf", "mix"], Some(steps));
        limited += out.codes().contains(&"meta-step-limit") as u32;
    }
    assert!(limited as u64 >= n - 2, "{limited} of {n}");
}

/// A function with many temporaries: its registers (16 bytes each) count
/// while it runs.
const WIDE: &str = r#"
constexpr long wide(long n) {
  long a = n + 1, b = a * 3 - n, c = b ^ a, d = (c << 2) + b, e = d % 97 + c;
  long f = (a + b) * (c + d) - (e + a) * (b + c) + (d + e) * (a + d) - (b + e) * (c + e);
  long g = ((a ^ b) + (c | d)) * ((e & a) + (b ^ c)) + ((d | e) - (a & b)) * ((c ^ d) + e);
  return f + g + a + b + c + d + e;
}
constexpr long many(int k) { long s = 0; for (int i = 0; i < k; ++i) s += wide(i); return s; }
@meta printf("%ld\n", many(300));
int main() { return 0; }
"#;

fn with_memory(engine: MetaEngineKind, src: &str, bytes: u64) -> Out {
    let limits = MetaLimits {
        max_memory: bytes,
        ..MetaLimits::default()
    };
    on_limits(engine, src, limits)
}

#[test]
fn registers_count_against_the_memory_limit() {
    // The tree walker holds the locals in 8-byte allocations; the
    // bytecode holds them and every temporary in registers.
    let tree = with_memory(MetaEngineKind::Tree, WIDE, 256);
    tree.assert_clean();
    let bc = with_memory(MetaEngineKind::Bytecode, WIDE, 256);
    assert_eq!(bc.codes(), vec!["meta-memory-limit"], "{:?}", bc.diags);
    assert!(bc.diags[0].contains("256 bytes"), "{:?}", bc.diags);
    assert!(bc.stdout.is_empty());
    let (id, _) = (bc.program.funcs.iter())
        .find(|(_, f)| f.name == "wide")
        .unwrap();
    assert!(meta_interp::bytecode_supports(&bc.program, id));
    // A call gives its registers back: 300 calls fit where about two do.
    let ok = with_memory(MetaEngineKind::Bytecode, WIDE, 1024);
    ok.assert_clean();
    assert_eq!(ok.stdout, tree.stdout);
}

#[test]
fn recursion_runs_out_of_memory_by_its_registers() {
    let src = r#"
constexpr long down(long n) { return n == 0 ? 0 : 1 + down(n - 1); }
@meta printf("%ld\n", down(50));
@meta printf("%ld\n", down(1000));
int main() { return 0; }
"#;
    let out = with_memory(MetaEngineKind::Bytecode, src, 16 << 10);
    assert_eq!(out.codes(), vec!["meta-memory-limit"], "{:?}", out.diags);
    assert_eq!(out.stdout, "50\n");
    // The frames of the failed evaluation were given back.
    let again = r#"
constexpr long down(long n) { return n == 0 ? 0 : 1 + down(n - 1); }
@meta printf("%ld\n", down(1000));
@meta printf("%ld\n", down(50));
int main() { return 0; }
"#;
    let out = with_memory(MetaEngineKind::Bytecode, again, 16 << 10);
    assert_eq!(out.codes(), vec!["meta-memory-limit"]);
    assert_eq!(out.stdout, "50\n");
}

/// What the compiler makes of the benchmark loop (benches/inputs/
/// constexpr-loop.cu): one block per iteration, charged once and entered
/// by the branch back, computing in place without copies.
#[test]
fn the_benchmark_loop_is_one_block_without_copies() {
    // The test front end blanks directives: `N` is spelled out.
    let src = include_str!("../../benches/inputs/constexpr-loop.cu").replace("mix(N)", "mix(1000)");
    let out = same(&src, &["mix"], None);
    out.assert_clean();
    let (id, _) = (out.program.funcs.iter())
        .find(|(_, f)| f.name == "mix")
        .unwrap();
    let ops = meta_interp::bytecode_listing(&out.program, id).unwrap();
    let back = (ops.iter().enumerate())
        .find_map(|(i, op)| {
            let to = op.strip_prefix("Br")?.split("to: ").nth(1)?;
            let to: usize = to.split(',').next()?.trim().parse().ok()?;
            (to < i).then_some((to, i))
        })
        .unwrap_or_else(|| panic!("no branch back in\n{}", ops.join("\n")));
    let body = &ops[back.0..=back.1];
    assert!(body[0].starts_with("Charge"), "{body:?}");
    assert_eq!(
        body.iter().filter(|op| op.starts_with("Charge")).count(),
        1,
        "{body:?}"
    );
    assert!(!body.iter().any(|op| op.starts_with("Copy")), "{body:?}");
    assert!(body.len() <= 11, "{}", body.join("\n"));
}

#[test]
fn floating_arithmetic_and_conversions_agree() {
    let out = same(
        r#"
constexpr double half(double x) { return x / 2.0; }
constexpr float third(float x) { return x / 3.0f; }
constexpr double poly(int n, double x) {
  double s = 0.0, p = 1.0;
  float f = 0.1f;
  for (int i = 0; i < n; ++i) {
    s += p * (i % 2 ? -1.0 : 1.0);
    p *= x;
    f = f * 1.5f + third(f);
  }
  double q = -s;
  int k = 7;
  k *= 1.5;
  k += half(3.0);
  long big = (long)(s * 1000.0);
  bool pos = s > 0.0 && !(s != s);
  unsigned u = 3u;
  u /= 2.0f;
  double nan = 0.0 / 0.0;
  if (!(nan < 1.0)) k += 100;
  if (nan >= 1.0) k += 1000;
  for (int j = 0; nan != nan && j < 3; ++j) k += 10000;
  x = x > 0 ? x : -x;
  return q + k + big + pos + u + f + (float)x + (s < x ? 1.0 : 0.5) + 1e300 * 1e10;
}
constexpr int bad(double x) { return (int)(x * 1e10); }
@meta printf("%.17g %.17g %.9g\n", poly(12, 0.75), poly(3, -2.5), third(1.0f));
@meta printf("%d\n", bad(1.0));
int main() { return 0; }
"#,
        &["half", "third", "poly", "bad"],
        None,
    );
    assert_eq!(out.codes().len(), 1, "{:?}", out.diags);
    assert_eq!(out.stdout.lines().count(), 1, "{}", out.stdout);
    assert!(!out.stdout.contains("nan"), "{}", out.stdout);
}
