// Out-of-line definitions: members of class templates (used by each
// instance), member templates of ordinary classes (declared in the class,
// defined after it), and a definition that matches no declaration.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines
// RUN: %not %circle-rs -fsyntax-only -DBAD %s 2>&1 | %FileCheck %s --check-prefix=BAD

template<class T> struct Out { T v; T get() const; static int count(); };
template<class T> T Out<T>::get() const { return v * 2; }
template<class T> int Out<T>::count() { return sizeof(T); }

struct N {
  int base;
  template<class T> T scale(T x) const;
  template<int K> int plus() const;
};
template<class T> T N::scale(T x) const { return x * base; }
template<int K> int N::plus() const { return base + K; }

int class_template_members() { Out<int> o; o.v = 4; return o.get() * 10 + Out<double>::count(); }
int member_templates() { N n; n.base = 3; return n.scale(2) * 100 + n.plus<4>(); }

@meta printf("%d %d\n", class_template_members(), member_templates());
// CHECK: 88 607

#ifdef BAD
template<class T> void N::nope(T) {}
// BAD: error: out-of-line definition of 'nope' does not match any declaration in 'N'
#endif
