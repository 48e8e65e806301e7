// Translation-time errors of the meta slice: a compile-time printf with
// too few arguments, meta arrays in runtime code (their scalar elements and
// members are fine), `@meta` on a statement that has no meta form, runtime
// variables in `@meta` expressions, a static_assert on a meta value that
// fails (with the value computed by meta statements), meta loops over
// non-ranges, and the meta body of a loop translated once per iteration (an
// error in it is reported for the iteration that reaches it, once).
// RUN: %circle-rs -verify %s -fsyntax-only

@meta int arr[3] = { 1, 2, 3 };
struct pt { int x; };
@meta pt mp = { 4 };
__device__ int scalars_only(int* p) {
  p[0] = arr[1];                             // a scalar element: fine
  p[1] = mp.x;                               // a scalar member: fine
  int* q = arr;                              // expected-error {{meta object 'arr' of type 'int[3]' cannot be used in non-meta code; use one of its scalar members}}
  @meta return 1;                            // expected-error {{cannot be used with '@meta'}}
  return 0;
}

@meta printf("%d and %d\n", 1);           // expected-error {{invalid compile-time printf: too few arguments for the conversions (missing an integer)}}

@meta int total = 0;
@meta for(int i = 1; i <= 4; ++i)
  @meta total += i;
static_assert(total == 11, "sum of 1..4");   // expected-error {{static assertion failed: sum of 1..4}}
static_assert(total == 10, "holds");

void f(int runtime_value) {
  @meta int m = runtime_value;               // expected-error {{non-meta variable 'runtime_value' cannot be used in a '@meta' expression}}
  @meta for(int i : 2.5) { }                 // expected-error {{'@meta for' range of type 'double' is neither an integer count nor an array}}
  @meta for(int i = 0; i < 3; ++i) {
    @meta if(i == 2) {
      int bad = undeclared_in_iteration_2;   // expected-error {{use of undeclared identifier 'undeclared_in_iteration_2'}}
    }
  }
}
