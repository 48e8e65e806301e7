// Errors around exceptions and run-time type information: typeid needs
// <typeinfo> (clang's wording); typeid and dynamic_cast are host-only
// constructs in device code; a type the host cannot describe yet (an
// enumeration) cannot be thrown or caught in host code.
// RUN: %not %circle-rs %s -fsyntax-only -DNO_TYPEINFO 2>&1 | %FileCheck %s --check-prefix=NOTI
// NOTI: eh-errors.cu:[[@LINE+3]]:26: error: you need to include <typeinfo> before using the 'typeid' operator
#ifdef NO_TYPEINFO
struct S {};
const char *f() { return typeid(S).name(); }
#else
#include <typeinfo>
#endif
// RUN: %not %circle-rs %s -sm_70 --emit=ptx -o %t -DDEVICE 2>&1 | %FileCheck %s --check-prefix=DEV
// DEV: eh-errors.cu:[[@LINE+4]]:55: error: 'typeid' is not allowed in device code [sm_70]
// DEV: note: in device function 'g'
#ifdef DEVICE
struct T {};
__device__ unsigned long g() { return (unsigned long)&typeid(T); }
__global__ void k(unsigned long *p) { *p = g(); }
#endif
// RUN: %not %circle-rs %s -o %t -DENUM 2>&1 | %FileCheck %s --check-prefix=ENUM
// ENUM: eh-errors.cu:[[@LINE+5]]:3: error: throwing 'E' in host code is not supported yet
// ENUM: eh-errors.cu:[[@LINE+7]]:3: error: catching 'E' in host code is not supported yet
#ifdef ENUM
enum E { e0, e1 };
void thrower() {
  throw e1;
}
int main() {
  try { thrower(); } catch (E) { return 1; }
  return 0;
}
#endif
