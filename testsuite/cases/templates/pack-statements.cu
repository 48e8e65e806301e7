// Circle's pack index as a declaration's type (`Ts...[0] x;`, also with
// negative indices, cv-qualifiers and declarators) and the pack expansion
// statement `expr...;`, which runs the expression statement once per
// element, in order; with an empty pack it does nothing. Without a pack
// in it, `...` is an error.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines
// RUN: %not %circle-rs -fsyntax-only -DBAD %s 2>&1 | %FileCheck %s --check-prefix=BAD

template<typename... Ts>
int first_and_last(Ts... xs) {
  Ts...[0] first = xs...[0];
  const Ts...[-1] *last = &xs...[-1];
  Ts...[1] second[2] = { xs...[1], xs...[1] };
  printf("%d %d %d %d\n", (int)sizeof(first), (int)sizeof(*last), (int)first, (int)*last);
  printf("%d\n", (int)(second[0] + second[1]));
  return 0;
}

template<typename... Ts>
int each(Ts... xs) {
  int n = 0;
  printf("[%d]", (int)xs)...;
  n += (int)xs...;
  printf(" sum %d\n", n);
  return n;
}

int main() {
  first_and_last((char)3, 40L, 5);
  each(1, 2, 3);
  each();
#ifdef BAD
  int y = 0;
  y...;
#endif
  return 0;
}
@meta main();

// CHECK: 1 4 3 5
// CHECK-NEXT: 80
// CHECK-NEXT: [1][2][3] sum 6
// CHECK-NEXT:  sum 0
// BAD: error: pack expansion does not contain any unexpanded parameter packs
