// SFINAE (enable_if in return types, decltype(expr) trailing return types
// that name the parameters, void_t in partial specializations), partial
// ordering of function templates (T, T*, const T*), deduced return types
// (auto, decltype(auto)), out-of-line members of class templates. Values
// as clang++-19 -std=c++17 computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

template<bool B, class T = void> struct enable_if { };
template<class T> struct enable_if<true, T> { typedef T type; };
template<class T> struct is_int { static const bool value = false; };
template<> struct is_int<int> { static const bool value = true; };
template<class T> typename enable_if<is_int<T>::value, int>::type kind(T) { return 1; }
template<class T> typename enable_if<!is_int<T>::value, int>::type kind(T) { return 2; }

template<class...> using void_t = void;
template<class T, class = void> struct has_type { static const int value = 0; };
template<class T> struct has_type<T, void_t<typename T::type> > { static const int value = 1; };
struct WithType { typedef int type; };

template<class T> auto size_of(T t) -> decltype(t.size()) { return t.size(); }
int size_of(...) { return -1; }
struct Sized { int size() { return 7; } };

template<class T> int pick(T) { return 1; }
template<class T> int pick(T*) { return 2; }
template<class T> int pick(const T*) { return 3; }

template<class T> struct Out { T v; T get() const; static int count(); };
template<class T> T Out<T>::get() const { return v * 2; }
template<class T> int Out<T>::count() { return sizeof(T); }

template<class T> auto twice(T x) { return x * 2; }
template<class T> decltype(auto) ident(T& x) { return x; }

int sfinae() {
  Sized s;
  return kind(1) * 1000 + kind(1.0) * 100 + has_type<WithType>::value * 10 + has_type<int>::value;
}
int decltype_return() { Sized s; return size_of(s) * 10 + size_of(3); }
int ordering() {
  int i = 3;
  const int* cp = &i;
  return pick(1) * 100 + pick(&i) * 10 + pick(cp);
}
int deduced_returns() {
  int i = 3;
  ident(i) = 5;
  return twice(21) * 10 + i;
}
int out_of_line() { Out<int> o; o.v = 4; return o.get() * 10 + Out<double>::count(); }

@meta printf("%d\n", sfinae());
@meta printf("%d\n", decltype_return());
@meta printf("%d\n", ordering());
@meta printf("%d\n", deduced_returns());
@meta printf("%d\n", out_of_line());

// CHECK: 1210
// CHECK-NEXT: 69
// CHECK-NEXT: 123
// CHECK-NEXT: 425
// CHECK-NEXT: 88
