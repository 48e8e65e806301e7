// Class templates: explicit and partial specialization (the most
// specialized match wins), non-type parameters of integral and enumeration
// type, default template arguments, recursive instantiation, injected
// class names, member templates, alias and variable templates. Checked by
// compile-time output (the values clang++-19 -std=c++17 computes).
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

template<int N> struct fact { static const long value = N * fact<N - 1>::value; };
template<> struct fact<0> { static const long value = 1; };

template<class T> struct is_ptr { static const bool value = false; };
template<class T> struct is_ptr<T*> { static const bool value = true; };
template<class T> struct is_ptr<T* const> { static const bool value = true; };

template<class A, class B> struct same { static const int value = 0; };
template<class A> struct same<A, A> { static const int value = 1; };

template<class T, class U> struct pick { static const int value = 1; };
template<class T> struct pick<T, int> { static const int value = 2; };
template<class T> struct pick<T*, int> { static const int value = 3; };

template<int ver> struct sm_t { enum { value = ver }; };

enum class arch_t { sm_35 = 35, sm_70 = 70 };
template<arch_t a> struct arch_num { static const int value = (int)a * 10; };

template<class T, int N = 4> struct arr { T data[N]; static const int size = N; };

template<class T> struct box {
  T v;
  T get() const { return v; }
  template<class U> U as() const { return (U)v; }
  box* self() { return this; }
};

template<class T> using ptr_t = T*;
template<class T> constexpr int size_v = sizeof(T);

int use_box() {
  box<int> b;
  b.v = 41;
  ptr_t<int> p = &b.v;
  return b.self()->get() + *p - 41 + b.as<char>() - 40;
}

@meta printf("%ld %ld\n", fact<5>::value, fact<20>::value);
@meta printf("%d %d %d\n", (int)is_ptr<int>::value, (int)is_ptr<int*>::value, (int)is_ptr<int* const>::value);
@meta printf("%d %d\n", same<int, int>::value, same<int, long>::value);
@meta printf("%d %d %d\n", pick<char, char>::value, pick<char, int>::value, pick<char*, int>::value);
@meta printf("%d %d\n", sm_t<52>::value, arch_num<arch_t::sm_70>::value);
@meta printf("%d %d\n", arr<char>::size, arr<char, 9>::size);
@meta printf("%d %d\n", size_v<double>, size_v<arr<short, 3> >);
@meta printf("%d\n", use_box());

// CHECK: 120 2432902008176640000
// CHECK-NEXT: 0 1 1
// CHECK-NEXT: 1 0
// CHECK-NEXT: 1 2 3
// CHECK-NEXT: 52 700
// CHECK-NEXT: 4 9
// CHECK-NEXT: 8 6
// CHECK-NEXT: 42
