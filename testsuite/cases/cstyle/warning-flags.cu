// The warnings of the C-style extensions carry clang's flag names: each
// is shown by default with `[-Wname]`, `-w` silences all of them,
// `-Wno-name` silences only its own, and `-Werror=name` turns only its own
// into an error (`[-Werror,-Wname]`). "empty case range specified" has no
// flag in clang: only -w silences it.
// RUN: %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s --check-prefix=ALL
// RUN: %circle-rs -fsyntax-only -w %s 2>&1 | %FileCheck %s --check-prefix=NONE --allow-empty
// RUN: %circle-rs -fsyntax-only -Wno-writable-strings %s 2>&1 | %FileCheck %s --check-prefixes=NO-WS,KEEP-C99,KEEP-REORDER,KEEP-OVERRIDES,KEEP-VLA
// RUN: %circle-rs -fsyntax-only -Wno-c99-designator %s 2>&1 | %FileCheck %s --check-prefixes=NO-C99,KEEP-WS,KEEP-REORDER,KEEP-OVERRIDES,KEEP-VLA
// RUN: %circle-rs -fsyntax-only -Wno-reorder-init-list %s 2>&1 | %FileCheck %s --check-prefixes=NO-REORDER,KEEP-WS,KEEP-C99,KEEP-OVERRIDES,KEEP-VLA
// RUN: %circle-rs -fsyntax-only -Wno-initializer-overrides %s 2>&1 | %FileCheck %s --check-prefixes=NO-OVERRIDES,KEEP-WS,KEEP-C99,KEEP-REORDER,KEEP-VLA
// RUN: %circle-rs -fsyntax-only -Wno-vla-cxx-extension %s 2>&1 | %FileCheck %s --check-prefixes=NO-VLA,KEEP-WS,KEEP-C99,KEEP-REORDER,KEEP-OVERRIDES
// RUN: %not %circle-rs -fsyntax-only -Werror=writable-strings %s 2>&1 | %FileCheck %s --check-prefix=ERR-WS
// RUN: %not %circle-rs -fsyntax-only -Werror=c99-designator %s 2>&1 | %FileCheck %s --check-prefix=ERR-C99
// RUN: %not %circle-rs -fsyntax-only -Werror=reorder-init-list %s 2>&1 | %FileCheck %s --check-prefix=ERR-REORDER
// RUN: %not %circle-rs -fsyntax-only -Werror=initializer-overrides %s 2>&1 | %FileCheck %s --check-prefix=ERR-OVERRIDES
// RUN: %not %circle-rs -fsyntax-only -Werror=vla-cxx-extension %s 2>&1 | %FileCheck %s --check-prefix=ERR-VLA
// RUN: %circle-rs -fsyntax-only -Werror=vla-cxx-extension -w %s 2>&1 | %FileCheck %s --check-prefix=NONE --allow-empty

struct P { int a, b; };

int f(int x) {
  char *s = "abc";
  P p = {.b = 1, .a = 2};
  P q = {.a = 1, .a = 2};
  P r = {.a = 1, 2};
  int n = x;
  int v[n];
  v[0] = 0;
  switch (x) {
  case 5 ... 1:
    return 1;
  }
  return s[0] + p.a + q.a + r.b + v[0];
}

// ALL-DAG: warning: ISO C++11 does not allow conversion from string literal to 'char *' [-Wwritable-strings]
// ALL-DAG: warning: ISO C++ requires field designators to be specified in declaration order; field 'b' will be initialized after field 'a' [-Wreorder-init-list]
// ALL-DAG: warning: initializer overrides prior initialization of this subobject [-Winitializer-overrides]
// ALL-DAG: warning: mixture of designated and non-designated initializers in the same initializer list is a C99 extension [-Wc99-designator]
// ALL-DAG: warning: variable length arrays in C++ are a Clang extension [-Wvla-cxx-extension]
// ALL-DAG: note: read of non-const variable 'n' is not allowed in a constant expression
// ALL-DAG: warning: empty case range specified
// ALL-DAG: 6 warnings generated.
// NONE-NOT: warning
// NONE-NOT: error

// NO-WS-NOT: -Wwritable-strings
// NO-C99-NOT: -Wc99-designator
// NO-REORDER-NOT: -Wreorder-init-list
// NO-OVERRIDES-NOT: -Winitializer-overrides
// NO-VLA-NOT: -Wvla-cxx-extension
// KEEP-WS-DAG: warning: ISO C++11 does not allow conversion from string literal to 'char *' [-Wwritable-strings]
// KEEP-C99-DAG: warning: mixture of designated and non-designated {{.*}} [-Wc99-designator]
// KEEP-REORDER-DAG: warning: ISO C++ requires field designators {{.*}} [-Wreorder-init-list]
// KEEP-OVERRIDES-DAG: warning: initializer overrides prior initialization of this subobject [-Winitializer-overrides]
// KEEP-VLA-DAG: warning: variable length arrays in C++ are a Clang extension [-Wvla-cxx-extension]

// ERR-WS: error: ISO C++11 does not allow conversion from string literal to 'char *' [-Werror,-Wwritable-strings]
// ERR-C99: error: mixture of designated and non-designated initializers in the same initializer list is a C99 extension [-Werror,-Wc99-designator]
// ERR-REORDER: error: ISO C++ requires field designators to be specified in declaration order; field 'b' will be initialized after field 'a' [-Werror,-Wreorder-init-list]
// ERR-OVERRIDES: error: initializer overrides prior initialization of this subobject [-Werror,-Winitializer-overrides]
// ERR-VLA: error: variable length arrays in C++ are a Clang extension [-Werror,-Wvla-cxx-extension]
