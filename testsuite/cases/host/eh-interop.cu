// Exceptions and run-time type information across a g++-12 object: g++
// code throws what circle-rs code catches (by base class, fundamental,
// pointer) and catches what circle-rs code throws (a class derived from
// g++'s, whose type information refers to g++'s); dynamic_cast and typeid
// of objects g++ made. The output equals the all-g++ build's.
// REQUIRES: gcc
// RUN: %gcc -c -O1 %S/Inputs/eh-peer.cpp -o %T/peer.o
// RUN: %gcc -x c++ -std=c++17 -I%S/Inputs %s -x none %T/peer.o -o %t.gxx && %t.gxx > %t.expected
// RUN: %circle-rs -I%S/Inputs %s %T/peer.o -o %t && %t > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --input-file %t.out
// CHECK: caught int 5
// CHECK: caught PeerDerived 11
// CHECK: caught text peer text
// CHECK: peer caught int 9
// CHECK: peer caught Local 21
// CHECK: peer caught something
// CHECK: made PeerDerived 1 11PeerDerived
#include <stdio.h>
#include <typeinfo>
#include "eh-peer.h"

struct Local : PeerDerived {
  Local() : PeerDerived(21) {}
  const char *who() const override { return "Local"; }
};

void our_throw(int k) {
  if (k == 0) throw 9;
  if (k == 1) throw Local();
  if (k == 2) throw 2.5;
}

int main() {
  for (int k = 0; k < 4; ++k) {
    try {
      peer_throw(k);
      printf("nothing thrown\n");
    } catch (const PeerBase &b) {
      printf("caught %s %d\n", b.who(), b.v);
    } catch (int i) {
      printf("caught int %d\n", i);
    } catch (const char *s) {
      printf("caught text %s\n", s);
    }
  }
  for (int k = 0; k < 4; ++k) printf("peer returned %d\n", peer_catch(our_throw, k));
  for (int k = 0; k < 2; ++k) {
    PeerBase *p = peer_make(k);
    PeerDerived *d = dynamic_cast<PeerDerived *>(p);
    printf("made %s %d %s\n", p->who(), d != nullptr, typeid(*p).name());
    delete p;
  }
  return 0;
}
