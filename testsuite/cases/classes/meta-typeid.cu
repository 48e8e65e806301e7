// typeid at compile time: the interpreter's type_info objects (one per
// type, named by the Itanium mangling) give name(), ==, != and before()
// the values g++ computes at run time (stdlib/024-typeinfo checks more
// against g++-12), and typeid of `*p` with p null ends evaluation with
// std::bad_typeid, as the run time would throw it.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
// RUN: %not %circle-rs %s -fsyntax-only -DNULL_TYPEID 2>&1 | %FileCheck %s --check-prefix=NULL
#include <cstdio>
#include <typeinfo>

struct Shape { virtual ~Shape() {} };
struct Circle : Shape {};

#ifndef NULL_TYPEID
int main() {
  Circle c;
  Shape &s = c;
  printf("%s %s %d\n", typeid(s).name(), typeid(int[2]).name(), typeid(s) == typeid(Circle));
  printf("%d %d\n", typeid(s) != typeid(Shape), typeid(char).before(typeid(int)));
  return 0;
}
@meta main();
// META: 6Circle A2_i 1
// META-NEXT: 1 1
#else
Shape *nothing() { return nullptr; }
@meta printf("%s\n", typeid(*nothing()).name());
// NULL: meta-typeid.cu:[[@LINE-1]]:22: error: compile-time evaluation threw 'std::bad_typeid': typeid of a null pointer
#endif
