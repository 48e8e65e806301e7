// A class specialization named only in a member function's signature is
// instantiated where a use needs it complete, so its errors are reported
// there, with the use in the note (checked against clang++-19
// -std=c++17 -fsyntax-only -verify); one never needed complete is never
// instantiated, and neither is one named only through a pointer. A
// constructor naming its class by the injected-class-name takes part in
// class template argument deduction; a mismatched argument fails it
// (clang also lists the candidate guides in notes, which circle-rs does not).
// RUN: %circle-rs -verify %s -fsyntax-only

template<class T> struct Bad { typename T::type x; }; // expected-error {{type 'int' cannot be used prior to '::' because it has no members}}
template<class T> struct Never { static_assert(sizeof(T) == 0, "never instantiated"); };
template<class T> struct User {
  Bad<T> get();
  Never<T> unused(Never<T> n);
  Bad<T> *ptr() { return nullptr; }
  int ok() { return 1; }
};
int a = User<int>().ok();
bool b = User<int>().ptr() == nullptr;
int use() { User<int> u; return sizeof(u.get()); } // expected-note {{in instantiation of template class 'Bad<int>' requested here}}

template<class T> struct Node { T v; Node *next; Node(T x, Node *n) : v(x), next(n) {} };
template<class T> struct Other { };
Node<int> *tail = nullptr;
Node n1(1, tail);
Node n2(2, (Other<int> *)nullptr); // expected-error {{no viable constructor or deduction guide for deduction of template arguments of 'Node'}}
