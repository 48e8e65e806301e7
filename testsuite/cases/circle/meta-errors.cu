// Translation-time errors of the meta slice: runtime variables in `@meta`
// expressions, a static_assert on a meta value that fails (with the value
// computed by meta statements), meta loops over non-ranges, and the meta
// body of a loop translated once per iteration (an error in it is reported
// for the iteration that reaches it, once).
// RUN: %circle-rs -verify %s -fsyntax-only

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
