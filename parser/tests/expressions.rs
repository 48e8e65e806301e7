//! Expressions: precedence, associativity, casts, postfix forms.

mod common;
use common::stmts_ok;

/// The expression of a single expression statement, as an S-expression-like
/// dump.
fn expr(src: &str) -> String {
    let d = stmts_ok(&format!("{src};"));
    d.lines()
        .skip(1)
        .map(|l| l.strip_prefix("  ").unwrap_or(l))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn precedence_follows_cpp() {
    insta::assert_snapshot!(expr(
        "a = b + c * d - e / f % g << 1 < h == i & j ^ k | l && m || n ? o : p , q"
    ));
}

#[test]
fn assignment_and_conditional_are_right_associative() {
    insta::assert_snapshot!(expr("a = b = c ? d : e ? f : g"));
}

#[test]
fn compound_assignments() {
    let d =
        expr("a += 1, a -= 1, a *= 1, a /= 1, a %= 1, a <<= 1, a >>= 1, a &= 1, a |= 1, a ^= 1");
    for op in ["+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^="] {
        assert!(d.contains(&format!("Binary '{op}'")), "{op} in {d}");
    }
}

#[test]
fn unary_and_postfix() {
    insta::assert_snapshot!(expr(
        "-*p++ + !~x - ++y[2]->z.w(1, 2)-- + &q + sizeof x + sizeof(int*) + alignof(double)"
    ));
}

#[test]
fn casts() {
    insta::assert_snapshot!(expr(
        "(int)x + (float)(y) + static_cast<long>(z) + reinterpret_cast<char*>(p) + const_cast<int&>(r) + int(w) + (unsigned char)c + (x)"
    ));
}

#[test]
fn literals_and_keywords() {
    insta::assert_snapshot!(expr(
        "f(1, 2.5f, 'c', \"ab\" \"cd\", true, false, nullptr, this, 0x10ull, u8\"x\")"
    ));
}

#[test]
fn alternative_operator_spellings() {
    let d = expr("a and b or not c bitand d");
    assert!(
        d.contains("Binary '&&'") && d.contains("Binary '||'") && d.contains("Unary '!'"),
        "{d}"
    );
}

#[test]
fn template_ids_and_split_shifts() {
    // `twice` is a template, so `twice<int>(3)` is a call of a template-id,
    // and `>>` closes two argument lists.
    let d = common::parse_ok(
        "template<class T> T twice(T);\n\
         template<class T> struct V {};\n\
         int f(int a, int b) { V<V<int>> v; int r = twice<int>(3) + (a >> b) + (a < b) + (a > b); return r; }",
    );
    assert!(d.contains("VarDecl v 'V<V<int>>'"), "{d}");
    assert!(d.contains("Name twice<int>"), "{d}");
    assert!(
        d.contains("Binary '>>'") && d.contains("Binary '<'") && d.contains("Binary '>'"),
        "{d}"
    );
}

#[test]
fn unknown_names_are_template_ids_only_when_unambiguous() {
    let d = expr("g(__nvvm_arch < 60 && x > (y), u < v && w > (z), make<int, 2>(q), c < d > (e))");
    assert!(d.contains("Binary '&&'"), "{d}");
    assert!(!d.contains("Name u<"), "{d}");
    assert!(d.contains("Name make<int, 2>"), "{d}");
}

#[test]
fn throw_new_delete() {
    insta::assert_snapshot!(expr(
        "p = new int[n], q = new T(1, 2), r = ::new (buf) int{3}, throw 1, delete p, delete[] q"
    ));
}

#[test]
fn member_access_and_qualified_names() {
    insta::assert_snapshot!(expr(
        "a.b->c + ::g + ns::h::i + shape_t::triangle + x.template f<int>()"
    ));
}

#[test]
fn deep_but_legal_nesting() {
    let src = format!("{}x{}", "(".repeat(100), ")".repeat(100));
    let d = expr(&src);
    assert_eq!(d.matches("Paren").count(), 100);
}

#[test]
fn lambdas() {
    insta::assert_snapshot!(expr(
        "f([](int a, int b) { return a < b; }, [=, &r, n = 2]() mutable -> int { return n; }, [&] __device__ (int i) { r += i; }, [this, *this] {})"
    ));
}

#[test]
fn fold_expressions_and_sizeof_pack() {
    let d = common::parse_ok(
        "template<class... Ts> int sum(Ts... ts) {\n\
           int n = sizeof...(Ts);\n\
           (f(ts), ...);\n\
           return (ts + ...) + (... * ts) + (ts - ... - 0) + (1 << ... << ts);\n\
         }\n",
    );
    insta::assert_snapshot!(d);
}
