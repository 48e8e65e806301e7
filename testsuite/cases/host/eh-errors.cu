// Errors around exceptions and run-time type information: typeid needs
// <typeinfo> (clang's wording); typeid and dynamic_cast are host-only
// constructs in device code, including the typeid of a polymorphic
// glvalue (it reads the vtable's RTTI slot, which device vtables do not
// fill); a type the host cannot describe yet (`__int128`, whose type
// information circle-rs does not take from libstdc++) cannot be thrown or
// caught in host code.
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
// RUN: %not %circle-rs %s -sm_70 --emit=ptx -o %t -DDEVPOLY 2>&1 | %FileCheck %s --check-prefix=DEVPOLY
// DEVPOLY: eh-errors.cu:[[@LINE+4]]:67: error: 'typeid' is not allowed in device code [sm_70]
// DEVPOLY: note: in kernel 'kp'
#ifdef DEVPOLY
struct Poly { virtual ~Poly() {} };
__global__ void kp(Poly *p, const std::type_info **out) { *out = &typeid(*p); }
#endif
// RUN: %not %circle-rs %s -o %t -DINT128 2>&1 | %FileCheck %s --check-prefix=INT128
// INT128: eh-errors.cu:[[@LINE+4]]:3: error: throwing '__int128' in host code is not supported yet
// INT128: eh-errors.cu:[[@LINE+6]]:3: error: catching '__int128' in host code is not supported yet
#ifdef INT128
void thrower() {
  throw (__int128)1;
}
int main() {
  try { thrower(); } catch (__int128) { return 1; }
  return 0;
}
#endif
