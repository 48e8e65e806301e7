//! C++ classes run by the interpreter: construction and destruction order,
//! temporaries, virtual dispatch through the vtable, dynamic_cast, the
//! compile-time heap, lambdas, and every misuse as a diagnostic.

mod common;
use common::*;
use meta_interp::MetaLimits;

#[test]
fn objects_example_prints_its_four_lines_once() {
    let Some(src) = example("classes/objects.cu") else {
        return;
    };
    let out = run(&src);
    out.assert_clean();
    assert_eq!(
        out.stdout,
        "norm2 = 25\nscoped: ctor 1 ctor 2 dtor 2 dtor 1\narea sum = 19\nlive after scope = 0\n"
    );
}

#[test]
fn temporaries_die_at_the_end_of_the_full_expression_unless_bound() {
    let out = run(r#"
struct T {
  int id;
  T(int i) : id(i) { printf("+%d ", id); }
  T(const T& o) : id(o.id + 10) { printf("c%d ", id); }
  ~T() { printf("-%d ", id); }
};
T make(int i) { return T(i); }
int sum(const T& a, const T& b) { return a.id + b.id; }
void run() {
  int s = sum(T(1), T(2));
  printf("s%d ", s);
  {
    const T& r = make(3);
    printf("r%d ", r.id);
  }
  T e = make(4);
  T f = e;
  printf("|");
}
@meta run();
"#);
    out.assert_clean();
    // Arguments right to left as GCC evaluates them; copies elided from
    // prvalues; the extended temporary lives to the end of its block.
    assert_eq!(out.stdout, "+2 +1 -1 -2 s3 +3 r3 -3 +4 c14 |-14 -4 ");
}

#[test]
fn the_dynamic_type_is_the_class_under_construction() {
    let out = run(r#"
struct B {
  B() { printf("B:%s ", name()); }
  virtual ~B() { printf("~B:%s ", name()); }
  virtual const char* name() const { return "B"; }
};
struct D : B {
  D() { printf("D:%s ", name()); }
  ~D() { printf("~D:%s ", name()); }
  const char* name() const override { return "D"; }
};
void run() { B* p = new D; printf("[%s] ", p->name()); delete p; }
@meta run();
"#);
    out.assert_clean();
    assert_eq!(out.stdout, "B:B D:D [D] ~D:D ~B:B ");
}

#[test]
fn multiple_and_virtual_inheritance_dispatch_and_cast() {
    let out = run(r#"
struct V { int v = 7; virtual ~V() {} virtual int g() { return v; } };
struct L : virtual V { int g() override { return 100 + v; } };
struct R : virtual V { int r = 2; };
struct D : L, R {};
struct I { virtual int i() { return 1; } int x = 5; };
struct M : I, R { int i() override { return 50 + x; } };
int run() {
  D d;
  V* pv = &d;
  R* pr = &d;
  M m;
  I* pi = &m;
  int cross = dynamic_cast<L*>(pr) == static_cast<L*>(&d);
  int down = dynamic_cast<D*>(pv) == &d;
  int fail = dynamic_cast<M*>(pv) == nullptr;
  return pv->g() * 1000 + pi->i() + cross * 10000000 + down * 1000000 + fail * 100000;
}
@meta printf("%d\n", run());
"#);
    out.assert_clean();
    assert_eq!(out.stdout, "11207055\n");
}

#[test]
fn heap_misuse_is_diagnosed_at_the_delete() {
    let out = run(r#"
struct P { int x; P(int v) : x(v) {} ~P() {} };
int twice() { P* p = new P(1); delete p; delete p; return 0; }
int after() { P* p = new P(2); delete p; return p->x; }
int local() { int l = 0; delete &l; return 0; }
int mixed() { int* a = new int[2]; delete a; return 0; }
int mixed2() { int* a = new int(2); delete[] a; return 0; }
@meta twice();
@meta after();
@meta local();
@meta mixed();
@meta mixed2();
"#);
    assert_eq!(
        out.lines(),
        vec![
            (3, "meta-double-delete"),
            (4, "meta-lifetime-ended"),
            (5, "meta-bad-delete"),
            (6, "meta-new-delete-mismatch"),
            (7, "meta-new-delete-mismatch"),
        ]
    );
}

#[test]
fn pure_virtual_calls_and_failed_reference_casts_are_errors() {
    let out = run(r#"
struct A { A() { call(); } void call() { f(); } virtual void f() = 0; };
struct B : A { void f() override {} };
struct X { virtual ~X() {} };
struct Y : X {};
int pure() { B b; return 0; }
int cast() { X x; Y& y = dynamic_cast<Y&>(x); return 0; }
@meta pure();
@meta cast();
"#);
    assert_eq!(
        out.lines(),
        vec![(2, "meta-pure-virtual"), (7, "meta-bad-cast")]
    );
    assert!(out.diags[1].contains("std::bad_cast"), "{:?}", out.diags);
}

#[test]
fn objects_read_after_their_destructor_ran_are_errors() {
    let out = run(r#"
struct P { int x; P(int v) : x(v) {} ~P() {} };
int run() { P* d; { P p(5); d = &p; } return d->x; }
@meta run();
"#);
    assert_eq!(out.lines(), vec![(3, "meta-lifetime-ended")]);
}

#[test]
fn a_corrupted_vptr_is_an_error_not_a_crash() {
    let out = run(r#"
struct V { virtual int f() { return 1; } };
int run() { V v; long* p = (long*)&v; *p = 12345; return v.f(); }
@meta run();
"#);
    assert_eq!(out.lines(), vec![(3, "meta-bad-vptr")]);
}

#[test]
fn the_heap_is_bounded_by_the_memory_limit() {
    let mut o = opts(&[70]);
    o.limits = MetaLimits {
        max_memory: 1 << 20,
        ..MetaLimits::default()
    };
    let out = run_with(
        r#"
struct Big { char bytes[4096]; Big() {} };
int run() { for (int i = 0; i < 100000; ++i) new Big; return 0; }
@meta run();
@meta printf("after\n");
"#,
        &o,
    );
    assert_eq!(out.lines(), vec![(3, "meta-memory-limit")]);
    assert_eq!(out.stdout, "after\n");
}

#[test]
fn runaway_construction_hits_the_limits() {
    let mut o = opts(&[70]);
    o.limits = MetaLimits {
        max_steps: 100_000,
        ..MetaLimits::default()
    };
    let out = run_with(
        r#"
struct R { R(int n); };
R::R(int n) { R inner(n + 1); }
struct S { int k = 0; S() { for (;;) ++k; } };
@meta R r(0);
@meta S s;
"#,
        &o,
    );
    assert_eq!(
        out.codes(),
        vec!["meta-recursion-limit", "meta-step-limit"],
        "{:?}",
        out.diags
    );
}

#[test]
fn globals_with_dynamic_initialization_run_once_on_first_use() {
    let out = run(r#"
struct G { int v; G(int x) : v(x * 3) { printf("init "); } };
G g(5);
int read() { return g.v; }
@meta printf("%d ", read());
@meta printf("%d\n", read());
"#);
    out.assert_clean();
    assert_eq!(out.stdout, "init 15 15\n");
}

#[test]
fn lambdas_capture_by_copy_reference_and_this() {
    let out = run(r#"
struct Acc { int t = 0; void add(int x) { t += x; } int go() { auto f = [this](int k) { add(k); return t; }; f(2); return f(3); } };
int run() {
  int a = 1, b = 10;
  auto byval = [a, b](int x) { return a + b + x; };
  auto byref = [&a](int x) { a += x; return a; };
  a = 5;
  int c = 0;
  auto inc = [c]() mutable { return ++c; };
  inc();
  Acc acc;
  int (*fp)(int) = [](int v) { return v + 1; };
  return byval(100) * 1000000 + byref(1) * 10000 + inc() * 1000 + acc.go() * 10 + fp(0) + c;
}
@meta printf("%d\n", run());
"#);
    out.assert_clean();
    assert_eq!(out.stdout, "111062051\n");
}

#[test]
fn backward_goto_and_switch_run_destructors() {
    let out = run(r#"
struct N { int v; N(int x) : v(x) { printf("+%d", v); } ~N() { printf("-%d", v); } };
void run(int k) {
  int i = 0;
again:
  N g(i);
  if (++i < 2) goto again;
  switch (k) { case 0: { N z(9); break; } default: { N d(8); } }
  printf("|");
}
@meta run(0);
"#);
    out.assert_clean();
    assert_eq!(out.stdout, "+0-0+1+9-9|-1");
}

#[test]
fn meta_objects_are_destroyed_when_their_scope_ends() {
    let out = run(r#"
struct C { int v; C(int x) : v(x) { printf("+%d ", v); } ~C() { printf("-%d ", v); } };
void f() {
  @meta C inner(1);
  @meta printf("in ");
}
@meta { C blk(2); printf("blk "); }
@meta C top(3);
@meta printf("end");
"#);
    out.assert_clean();
    // A namespace-scope meta object has static storage: never destroyed.
    assert_eq!(out.stdout, "+1 in -1 +2 blk -2 +3 end");
}

#[test]
fn placement_new_and_explicit_destructor_calls() {
    let out = run(r#"
struct P { int x; P(int v) : x(v) { printf("+%d ", x); } ~P() { printf("-%d ", x); } };
int run() {
  alignas(P) unsigned char buf[2 * sizeof(P)];
  P* a = new (buf) P(1);
  P* b = new (buf + sizeof(P)) P(2);
  int s = a->x + b->x;
  b->~P();
  a->~P();
  P* c = new ((void*)buf) P(3);
  s += c->x;
  c->~P();
  return s;
}
@meta printf("%d\n", run());
"#);
    out.assert_clean();
    assert_eq!(out.stdout, "+1 +2 -2 -1 +3 -3 6\n");
}

#[test]
fn named_return_value_is_built_in_place() {
    let out = run(r#"
struct T {
  int id;
  T(int i) : id(i) { printf("+%d ", id); }
  T(const T& o) : id(o.id + 100) { printf("c%d ", id); }
  ~T() { printf("-%d ", id); }
};
T named(int i) { T t(i); t.id += 1; return t; }
T two(bool b) { T x(1); T y(2); if (b) return x; return y; }
void run() { T a = named(1); T b = two(true); printf("| "); }
@meta run();
"#);
    out.assert_clean();
    // Two candidates: no NRVO, the returned one is copied (GCC does the same).
    assert_eq!(out.stdout, "+1 +1 +2 c101 -2 -1 | -101 -2 ");
}
