// Virtual inheritance across units, with the Itanium ABI: constructors'
// base-object variants taking VTTs, construction vtables, vcall offsets
// and virtual thunks, the primary nearly-empty virtual base, covariant
// thunks through a virtual base, dynamic_cast and destruction order. The
// defining unit (Inputs/vbase-abi-lib.cpp) and this one are each compiled
// by circle-rs and by g++; every mix prints what the all-g++ build prints,
// and circle-rs's defining unit defines the VTT, construction vtable and
// thunk symbols g++'s does.
// RUN: %gcc -c -std=c++17 -I%S/Inputs %S/Inputs/vbase-abi-lib.cpp -o %T/glib.o
// RUN: %gcc -c -std=c++17 -I%S/Inputs -x c++ %s -o %T/gmain.o
// RUN: %circle-rs -c -I%S/Inputs %S/Inputs/vbase-abi-lib.cpp -o %T/clib.o
// RUN: %circle-rs -c -I%S/Inputs %s -o %T/cmain.o
// RUN: %gcc %T/gmain.o %T/glib.o -o %t.gg && %t.gg > %t.expected
// RUN: %circle-rs %T/cmain.o %T/clib.o -o %t.cc && %t.cc > %t.cc.out && diff %t.expected %t.cc.out
// RUN: %circle-rs %T/cmain.o %T/glib.o -o %t.cg && %t.cg > %t.cg.out && diff %t.expected %t.cg.out
// RUN: %gcc %T/gmain.o %T/clib.o -o %t.gc && %t.gc > %t.gc.out && diff %t.expected %t.gc.out
// RUN: nm --defined-only -j %T/glib.o | grep -E '^_ZT[TCvhc]' | sort > %t.gsyms
// RUN: nm --defined-only -j %T/clib.o | grep -E '^_ZT[TCvhc]' | sort > %t.csyms
// RUN: diff %t.gsyms %t.csyms
// RUN: %FileCheck %s --input-file %t.gsyms --check-prefix=SYMS
// RUN: %FileCheck %s --input-file %t.cc.out
// SYMS-DAG: _ZTT1D
// SYMS-DAG: _ZTC1D0_1L
// SYMS-DAG: _ZTC1D16_1R
// SYMS-DAG: _ZTv0_n32_NK1L1fEv
// SYMS-DAG: _ZThn16_N1DD1Ev
// CHECK: M() M k=4014
#include "vbase-abi.h"

// A class defined here whose bases' constructors are the other unit's:
// its complete-object constructor passes them parts of its VTT.
struct M : D {
  int m;
  M() : V(7), D(2), m(9) { std::printf("M() %s k=%d\n", who(), k()); }
  ~M() { std::printf("~M %s\n", who()); }
  const char* who() const override { return "M"; }
  int k() const override { return 4000 + m + d; }
  int g() const override { return 5000 + m; }
};
struct PM : P {
  int q = 3;
};

int main() {
  std::printf("-- D on the stack\n");
  {
    D d(1);
    show(d, "as V");
    show_d(d);
    std::printf("casts %d\n", probe_casts(&d));
  }
  std::printf("-- D from the other unit\n");
  V* pv = make_d(2);
  show(*pv, "made");
  std::printf("casts %d\n", probe_casts(pv));
  delete pv;
  std::printf("-- M\n");
  {
    M m;
    show(m, "M as V");
    show_d(m);
    R* pr = &m;
    std::printf("M via R: %s %d %d\n", pr->who(), pr->f(), pr->g());
    std::printf("casts %d %d\n", probe_casts(pr), dynamic_cast<M*>(static_cast<V*>(pr)) == &m);
  }
  std::printf("-- nearly empty primary\n");
  {
    PM pm;
    NE* ne = &pm;
    std::printf("%zu %zu %d %d\n", sizeof(P), sizeof(PM), ne->ne(), (int)((char*)ne - (char*)&pm));
  }
  std::printf("-- covariant\n");
  {
    CD cd;
    CB* b = &cd;
    std::printf("%d %d %d\n", b->me() == b, cd.me() == &cd, cd.me()->cd);
  }
  return 0;
}
