// Function types with exception specifications and C varargs after a pack
// in template arguments, as libstdc++'s <bits/refwrap.h> specializes on them.
// RUN: %circle-rs %s -fsyntax-only
template<typename T> struct W;
template<typename R, typename... A, bool NE> struct W<R(A...) noexcept(NE)> { typedef R type; };
template<typename R, typename... A, bool NE> struct W<R(A......) noexcept(NE)> { typedef R type; };
template<typename R, typename... A, bool NE> struct W<R(*)(A...) noexcept(NE)> { typedef R type; };
int main() { return 0; }
