// Included by static-local-two-units.cu and Inputs/static-local-second.cu.
#pragma once
#include <stdio.h>

struct Tracer {
  int id;
  explicit Tracer(int i) : id(i) { printf("construct %d\n", id); }
};

inline int next_id() {
  static int n = 0;
  return ++n;
}

inline int next_tracer() {
  // Dynamic initialization: one guarded construction in the program.
  static Tracer t(100);
  return ++t.id;
}

inline int twice() {
  // Two statics named alike: Itanium discriminators keep them apart.
  int a;
  { static int k = 10; a = ++k; }
  { static int k = 20; a += ++k; }
  return a;
}

template <typename T> T per_type() {
  static T v = T(1);
  v = v * 2;
  return v;
}

int second_unit();
