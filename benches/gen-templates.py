#!/usr/bin/env python3
"""Generates the template-heavy C++17 translation units of the templates
benchmark (issue 9, "Performance"); no standard headers, so circle-rs and
clang++-19 parse exactly the same text.

  recursive  deep recursive instantiation: N chains of a compile-time
             recursion (`sum<I, N>` instantiating `sum<I, N - 1>`), each
             used in a static_assert, DEPTH deep.
  instances  N instantiations of a class template with data members,
             constructors, member functions, a static data member and a
             nested type, each used (members called) from a function.
  tuple      a recursive variadic tuple of N elements (`tuple<T0, ...,
             TN-1>` as a chain of bases), built and read element by element
             through `get<I>`.

    benches/gen-templates.py KIND [--n N] [--depth D] -o OUT.cpp

Deterministic for given arguments."""
import argparse


def recursive(n, depth):
    out = [
        "template <int I, int N> struct sum { static const long value = N + sum<I, N - 1>::value; };",
        "template <int I> struct sum<I, 0> { static const long value = 0; };",
    ]
    for i in range(n):
        d = depth - (i % 7)
        out.append(f"static_assert(sum<{i}, {d}>::value == {d * (d + 1) // 2}L, \"sum {i}\");")
    return "\n".join(out) + "\n"


def instances(n):
    out = [
        """template <int K, typename T>
struct Cell {
    T a, b;
    int tag = K;
    static const int id = K * 3;
    typedef T value_type;
    Cell() : a(), b() {}
    Cell(T x, T y) : a(x), b(y) {}
    T sum() const { return a + b + (T)tag; }
    Cell swapped() const { return Cell(b, a); }
    bool less(const Cell &o) const { return sum() < o.sum(); }
};""",
    ]
    types = ["int", "long", "short", "unsigned", "double", "float", "char", "long long"]
    for i in range(n):
        t = types[i % len(types)]
        out.append(
            f"int use{i}() {{ Cell<{i}, {t}> c(({t})1, ({t})2); "
            f"typename Cell<{i}, {t}>::value_type v = c.swapped().sum(); "
            f"return (int)v + Cell<{i}, {t}>::id + (int)c.less(c); }}"
        )
    return "\n".join(out) + "\n"


def tuple_unit(n):
    out = [
        """template <int I, typename... Ts> struct tuple_impl;
template <int I> struct tuple_impl<I> {};
template <int I, typename T, typename... Ts>
struct tuple_impl<I, T, Ts...> : tuple_impl<I + 1, Ts...> {
    T value;
    tuple_impl() : value() {}
    tuple_impl(T v, Ts... rest) : tuple_impl<I + 1, Ts...>(rest...), value(v) {}
};
template <typename... Ts> struct tuple : tuple_impl<0, Ts...> {
    tuple(Ts... vs) : tuple_impl<0, Ts...>(vs...) {}
};
template <int I, typename T, typename... Ts>
T &get_impl(tuple_impl<I, T, Ts...> &t) { return t.value; }
template <int I, typename... Ts>
auto &get(tuple<Ts...> &t) { return get_impl<I>(t); }""",
    ]
    types = ["int", "long", "short", "double", "char", "unsigned", "float", "long long"]
    ts = [types[i % len(types)] for i in range(n)]
    args = ", ".join(f"({t}){i % 100}" for i, t in enumerate(ts))
    out.append(f"typedef tuple<{', '.join(ts)}> big_t;")
    out.append("long total() {")
    out.append(f"    big_t t({args});")
    out.append("    long s = 0;")
    for i in range(n):
        out.append(f"    s += (long)get<{i}>(t);")
    out.append("    return s;")
    out.append("}")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("kind", choices=["recursive", "instances", "tuple"])
    ap.add_argument("--n", type=int, default=None)
    ap.add_argument("--depth", type=int, default=900)
    ap.add_argument("-o", required=True)
    a = ap.parse_args()
    if a.kind == "recursive":
        text = recursive(a.n or 50, a.depth)
    elif a.kind == "instances":
        text = instances(a.n or 10000)
    else:
        text = tuple_unit(a.n or 100)
    with open(a.o, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
