// A deep but legal CRTP chain: Wrap<Wrap<...<Leaf>...>> 900 levels, each
// class with members whose symbols spell the whole nesting. It took 8.5 s
// (clang: 0.4 s): every member's symbol walked its class's nesting again
// in the mangler; now a class's prefix is mangled once and copied
// (sema's unit test `class_prefixes_are_remembered` counts the walk).
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s
// CHECK: 900 901
template <class D> struct Base {
    int get() const { return static_cast<const D &>(*this).value(); }
};
template <class T> struct Wrap : Base<Wrap<T>> {
    static constexpr int depth = T::depth + 1;
    T inner;
    int value() const { return depth; }
};
struct Leaf : Base<Leaf> {
    static constexpr int depth = 0;
    int value() const { return 0; }
};
template <class T, int N> struct Deep { using type = typename Deep<Wrap<T>, N - 1>::type; };
template <class T> struct Deep<T, 0> { using type = T; };
using Top = Deep<Leaf, 900>::type;
@meta Top top;
@meta printf("%d %d\n", Top::depth, top.get() + 1);
