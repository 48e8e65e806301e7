// libstdc++'s __throw_* functions (defined in libstdc++.so, only declared
// in its headers) reached by compile-time code: an error carrying the
// exception's type and message, with the meta call chain. Declared here as
// <bits/functexcept.h> declares them.
// RUN: %not %circle-rs %s -fsyntax-only 2>&1 | %FileCheck %s
namespace std {
void __throw_out_of_range_fmt(const char*, ...) __attribute__((__noreturn__));
void __throw_length_error(const char*) __attribute__((__noreturn__));
void __throw_bad_alloc() __attribute__((__noreturn__));
}
int at(int i) {
  if (i >= 3)
    std::__throw_out_of_range_fmt("vector::_M_range_check: __n (which is %zu) >= this->size() (which is %zu)", (unsigned long)i, 3ul);
  return i;
}
@meta int ok = at(2);
@meta int x = at(5);
// CHECK: meta-throw.cu:13:5: error: compile-time evaluation threw 'std::out_of_range': vector::_M_range_check: __n (which is 5) >= this->size() (which is 3)
// CHECK: meta-throw.cu:17:15: note: in compile-time call to 'at'
@meta std::__throw_length_error("vector::reserve");
// CHECK: meta-throw.cu:20:7: error: compile-time evaluation threw 'std::length_error': vector::reserve
@meta std::__throw_bad_alloc();
// CHECK: meta-throw.cu:22:7: error: compile-time evaluation threw 'std::bad_alloc'
// CHECK: 3 errors generated.
