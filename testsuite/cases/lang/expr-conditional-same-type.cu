// When both (prvalue) operands of the conditional operator have the same
// type, that is the result type, with no integral promotion ([expr.cond]/7.1;
// clang: sizeof == 1 for two chars). Only operands of different arithmetic
// types go through the usual arithmetic conversions (/7.2). Today sema
// promotes two chars (and two shorts) to int.
// RUN: %circle-rs -verify %s -fsyntax-only
// expected-no-diagnostics
static_assert(sizeof(true ? (char)1 : (char)2) == 1, "");
static_assert(sizeof(false ? (short)1 : (short)2) == 2, "");
static_assert(sizeof(true ? (char)1 : (short)2) == 4, "different types: usual arithmetic conversions, promoted");
