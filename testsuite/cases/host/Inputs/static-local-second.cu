#include "static-local-counter.h"

int second_unit() {
  int a = next_id();
  int b = next_tracer();
  int c = twice();
  int d = per_type<int>();
  printf("second: %d %d %d %d\n", a, b, c, d);
  return a;
}
