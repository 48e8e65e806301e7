// Calling main at compile time runs the program: globals are constructed before
// main in declaration order, function-local statics when control first passes
// their declaration, and all of them are destroyed in reverse order when main
// returns.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Loud {
  const char* name;
  Loud(const char* n) : name(n) { printf("construct %s\n", name); }
  ~Loud() { printf("destroy %s\n", name); }
};
Loud first("global first");
Loud second("global second");
Loud& instance() { static Loud inst("function static"); return inst; }
int calls() { static int n = 0; return ++n; }
int main() {
  printf("main begins\n");
  printf("%s\n", instance().name);
  printf("%s\n", instance().name);
  { Loud local("local"); }
  calls(); calls();
  printf("calls %d\n", calls());
  printf("main ends\n");
  return 0;
}
@meta main();

// META: construct global first
// META-NEXT: construct global second
// META-NEXT: main begins
// META-NEXT: construct function static
// META-NEXT: function static
// META-NEXT: function static
// META-NEXT: construct local
// META-NEXT: destroy local
// META-NEXT: calls 3
// META-NEXT: main ends
// META-NEXT: destroy function static
// META-NEXT: destroy global second
// META-NEXT: destroy global first
