// A member class of a class template is instantiated when a use needs it
// complete ([temp.inst]/3), so its errors appear only then, with the note
// chain pointing at the use, as clang reports them. Instantiating the
// enclosing class, or naming the member class where an incomplete type
// will do, reports nothing.
// RUN: %circle-rs -verify -fsyntax-only %s
template <class T> struct A {
    struct B { typename T::type x; }; // expected-error {{type 'int' cannot be used prior to '::' because it has no members}}
    struct C;
    int n;
};
template <class T> struct A<T>::C { typename T::other y; }; // expected-error {{type 'int' cannot be used prior to '::' because it has no members}}

A<int> a;
A<int>::C *pc = nullptr;
A<int>::B b; // expected-note {{in instantiation of member class 'A<int>::B' requested here}}
void f() {
    A<int>::C c; // expected-note {{in instantiation of member class 'A<int>::C' requested here}}
}

// A member class that derives from its enclosing template's
// specialization: the chain ends where nothing asks for more.
template <class D> struct Shape {
    struct Tri : Shape<Tri> { int k = sizeof(D); };
};
Shape<int> s;
Shape<int>::Tri t;
int k = t.k;

// An explicit instantiation definition instantiates every member.
template <class T> struct E {
    struct B { typename T::type x; }; // expected-error {{type 'long' cannot be used prior to '::' because it has no members}}
};
template struct E<long>; // expected-note {{in instantiation of member class 'E<long>::B' requested here}}

// A static data member's out-of-line definition waits for a use too.
template <class T> struct S { static int s; static int t; };
template <class T> int S<T>::s = T::missing; // expected-error {{type 'int' cannot be used prior to '::' because it has no members}}
template <class T> int S<T>::t = 1;
S<int> si;
int st = S<int>::t;
unsigned long z = sizeof(S<int>::s);
int use() { return S<int>::s; } // expected-note {{in instantiation of static data member 'S<int>::s' requested here}}
