// Found by the translate fuzzer: a class first named by an elaborated type
// specifier in a declaration that does not parse, then defined, had no C++
// class record and crashed the member translation. Every class type gets
// one, however it was first declared.
// RUN: %not %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s
// CHECK-NOT: internal compiler error
// CHECK: error: expected ';' after declaration
struct Leaf fxnal : Mid {
};
struct Leaf final : Mid {
