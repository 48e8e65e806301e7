// Circle's pack subscript `pack...[i]` (negative indices count from the
// end) and static slice `pack...[begin:end:step]` (a negative bound is
// offset by the size plus one, so -1 is one past the last element) on
// type, non-type and function parameter packs, expanded in call
// arguments, template arguments and folds; two slices of one pack walk
// their own elements.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines
// RUN: %not %circle-rs -fsyntax-only -DBAD %s 2>&1 | %FileCheck %s --check-prefix=BAD

void show() { printf("\n"); }
template<typename T, typename... R> void show(T t, R... r) { printf(sizeof...(R) ? "%d " : "%d", (int)t); show(r...); }
template<typename... Ts> struct list { static int size() { return sizeof...(Ts); } };

template<int... x, typename... types_t>
void func(types_t... args) {
  printf("%d %d %d\n", x...[0], x...[-1], x...[1]);
  printf("%d %d\n", (int)sizeof(types_t...[0]), (int)sizeof(types_t...[-1]));
  show(args...[::-1]...);
  show(x...[1:]...);
  show(x...[:-2]..., args...[0]);
  show(args...[0::2]...);
  show(args...[1::2]...);
  show(x...[-2::-1]...);
  printf("%d %d\n", list<types_t...[1:]...>::size(), (... + args...[0::2]));
  printf("%d\n", (... && (x...[0:-2] <= x...[1:])));
}
template<typename... Ts> struct first_of { using type = Ts...[0]; };

@meta func<100, 200, 300>((char)4, 5L, 6, (short)7);
@meta printf("%d\n", (int)sizeof(first_of<double, char>::type));
// CHECK: 100 300 200
// CHECK-NEXT: 1 2
// CHECK-NEXT: 7 6 5 4
// CHECK-NEXT: 200 300
// CHECK-NEXT: 100 200 4
// CHECK-NEXT: 4 6
// CHECK-NEXT: 5 7
// CHECK-NEXT: 200 100
// CHECK-NEXT: 3 10
// CHECK-NEXT: 1
// CHECK-NEXT: 8

#ifdef BAD
template<int... n> int past() { return n...[3]; }
int b1 = past<1, 2, 3>();
// BAD: error: invalid index 3 for pack 'n' of size 3
int v = 1;
template<typename... Ts> int notpack(Ts... ts) { return v...[0]; }
int b2 = notpack(1);
// BAD: error: 'v' does not refer to the name of a parameter pack
template<typename... Ts> int unexpanded(Ts... ts) { return ts...[1:]; }
int b3 = unexpanded(1, 2);
// BAD: error: pack slice must be expanded with '...'
template<typename... Ts> int nonconst(int i, Ts... ts) { return ts...[i]; }
int b4 = nonconst(0, 1);
// BAD: error: pack index is not a constant expression
#endif
