// A declaration whose type is a function type declares a function
// ([dcl.fct]/13): through a typedef, or GNU __typeof of a function (as
// libstdc++ declares __uselocale). __typeof(type-id) names the type.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s
// CHECK: 6 8 4
#include <cstdio>
extern "C" int twice(int x) { return 2 * x; }
extern "C" __typeof(twice) twice2;
typedef int F(int);
F twice;
extern "C" int twice2(int x) { return x + x; }
__typeof(int) four = 4;
int main() { printf("%d %d %d\n", twice(3), twice2(four), four); return 0; }
@meta main();
