// The g++ side of eh-interop.cu.
#include "eh-peer.h"
#include <stdio.h>

PeerBase::~PeerBase() {}
const char *PeerBase::who() const { return "PeerBase"; }
const char *PeerDerived::who() const { return "PeerDerived"; }

void peer_throw(int kind) {
  if (kind == 0) throw 5;
  if (kind == 1) throw PeerDerived(11);
  if (kind == 2) throw "peer text";
}

int peer_catch(void (*f)(int), int kind) {
  try {
    f(kind);
  } catch (PeerBase &b) {
    printf("peer caught %s %d\n", b.who(), b.v);
    return 1;
  } catch (int i) {
    printf("peer caught int %d\n", i);
    return 2;
  } catch (...) {
    printf("peer caught something\n");
    return 3;
  }
  return 0;
}

PeerBase *peer_make(int kind) {
  if (kind) return new PeerDerived(kind);
  return new PeerBase(kind);
}
