//! Differential tests of the bytecode engine: each program runs on both
//! engines (`MetaEngineKind::Tree` and `Bytecode`), which must produce the
//! same compile-time output and the same diagnostics (code, line, message),
//! and the functions named must really run as bytecode.

mod common;
use common::engines::*;
use sema::meta::MetaEngineKind;

#[test]
fn arithmetic_loops_and_calls_agree() {
    let out = same(
        r#"
constexpr int sq(int x) { return x * x; }
constexpr unsigned long long mix(long n) {
  unsigned long long h = 1469598103934665603ull;
  long long acc = 0;
  for (long i = 0; i < n; ++i) {
    h ^= (unsigned long long)i;
    h *= 1099511628211ull;
    acc += (long long)(h >> 40) % 7 - 3;
    if (i % 3 == 0) continue;
    acc -= sq((int)(i & 15));
  }
  return h + (unsigned long long)acc;
}
constexpr int loops(int n) {
  int a = 0, b = 0;
  while (a < n) { a += 2; if (a == 10) break; }
  do { b++; } while (b < n && b != 7);
  short s = 32767; s++;
  unsigned char c = 0; c--;
  bool t = false; t++;
  int x = n > 3 ? a : b;
  int y = (n && a) || (b = 99);
  x <<= 2; x >>= 1; x |= 1; x &= ~8; x ^= 5; x /= 3; x %= 7;
  return a * 1000000 + b * 10000 + s + c + t + x + y + -n + !n;
}
@meta printf("%llu %d %d\n", mix(1000), loops(20), loops(2));
static_assert(sq(12) == 144, "");
int main() { return 0; }
"#,
        &["sq", "mix"],
        None,
    );
    out.assert_clean();
    assert!(!out.stdout.is_empty());
}

#[test]
fn undefined_behaviour_agrees() {
    for body in [
        "int x = n; return x * x * x * x;",
        "return n / (n - 100000);",
        "return n % (n - 100000);",
        "int m = -2147483647 - 1; return m / (n - 100001);",
        "int m = -2147483647 - 1; return m % (n - 100001);",
        "return 1 << (n - 99968);",
        "return n >> -1;",
        "long long m = n; return (int)(m >> (n - 99936));",
        "unsigned long long m = n; return (int)(m >> 64);",
        "int m = 2147483647; m += n; return m;",
        "int m = 2147483647; ++m; return m;",
        "int m = -2147483647 - 1; return -m;",
        "long long m = 9223372036854775807LL; m++; return (int)m;",
        "if (n > 0) return 1;",
    ] {
        let src = format!(
            "constexpr int f(int n) {{ {body} }}\nconstexpr int g(int n) {{ return f(n) + 1; }}\n\
             static_assert(g(100000) != 0, \"\");\nint main() {{ return 0; }}\n"
        );
        let src = src.replace("if (n > 0) return 1;", "if (n < 0) return 1;");
        let out = same(&src, &["f", "g"], None);
        assert!(!out.diags.is_empty(), "no error for: {body}");
    }
}

#[test]
fn step_limit_stops_an_infinite_loop_at_the_same_place() {
    for steps in [1_000, 1_001, 1_002, 1_003, 1_005, 4_096, 10_000] {
        let out = same(
            r#"
constexpr int inc(int x) { return x + 1; }
constexpr int spin(int n) {
  int i = 0;
  while (n > 0) { i = inc(i) & 1023; }
  return i;
}
@meta printf("%d\n", spin(1));
@meta printf("after\n");
int main() { return 0; }
"#,
            &["inc", "spin"],
            Some(steps),
        );
        assert_eq!(out.codes(), vec!["meta-step-limit"]);
        assert_eq!(out.stdout, "after\n");
    }
}

#[test]
fn step_counts_agree_at_the_boundary() {
    // The budget that just suffices on the tree walker suffices on the
    // bytecode, and one step less fails on both.
    let src = r#"
constexpr int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
@meta printf("%d\n", sum(50));
int main() { return 0; }
"#;
    let mut ok = None;
    for steps in 100..2000 {
        let tree = on(MetaEngineKind::Tree, src, Some(steps));
        if tree.diags.is_empty() {
            ok = Some(steps);
            break;
        }
    }
    let n = ok.expect("a budget that suffices");
    same(src, &["sum"], Some(n)).assert_clean();
    let out = same(src, &["sum"], Some(n - 1));
    assert_eq!(out.codes(), vec!["meta-step-limit"]);
}

#[test]
fn recursion_limit_and_call_notes_agree() {
    let out = same(
        r#"
constexpr int down(int n) { return n == 0 ? 0 : 1 + down(n - 1); }
constexpr int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
@meta printf("%d\n", down(100));
@meta printf("%d\n", down(5000));
@meta printf("%d\n", fact(13));
int main() { return 0; }
"#,
        &["down", "fact"],
        None,
    );
    assert_eq!(
        out.codes(),
        vec!["meta-recursion-limit", "meta-signed-overflow"]
    );
}

#[test]
fn unsupported_functions_fall_back_and_mix() {
    // `walk` uses an array and a pointer: it stays on the tree walker and
    // calls `step`, which runs as bytecode.
    let out = same(
        r#"
constexpr int step(int x, int k) { return (x * 31 + k) & 1023; }
constexpr int pick(const int* t, int i) { return t[i & 15]; }
constexpr long walk(long n) {
  int table[16] = {};
  for (int i = 0; i < 16; ++i) table[i] = i * i;
  long sum = 0;
  int x = 1;
  for (long i = 0; i < n; ++i) {
    x = step(x, (int)(i & 7));
    table[x & 15] += 1;
    sum += pick(table, x);
  }
  return sum;
}
@meta printf("%ld\n", walk(1000));
int main() { return 0; }
"#,
        &["step"],
        None,
    );
    out.assert_clean();
    let (id, _) = out
        .program
        .funcs
        .iter()
        .find(|(_, f)| f.name == "walk")
        .unwrap();
    assert!(!meta_interp::bytecode_supports(&out.program, id));
}

#[test]
fn results_built_in_a_destination_agree() {
    // A scalar result materialized for a reference parameter is built in
    // the caller's destination (the <chrono> `duration(zero())` pattern).
    let out = same(
        r#"
constexpr long zero() { return 0; }
struct D {
  long r;
  constexpr explicit D(const long& x) : r(x) {}
};
constexpr D make() { return D(zero()); }
@meta printf("%ld\n", make().r + zero());
int main() { return 0; }
"#,
        &["zero"],
        None,
    );
    out.assert_clean();
    assert_eq!(out.stdout, "0\n");
}
