// Circle's user attributes on enumerators, as its CUDA tuning tables use
// them: attribute aliases (`using nt [[attribute]] = int;`, with a default
// `[[attribute(1)]]`, `void` ones are flags), enumeration-typed attributes
// (`.shape_t=square`), and string ones. @enum_attribute(e, attr) and
// @enum_attribute(E, i, attr) yield the value (a default when the
// enumerator does not set it), @enum_has_attribute tests presence, and
// @enum_attributes(E, attr) is the pack over all enumerators. The values
// are constants: usable in @meta, if constexpr, static_assert and template
// arguments, with a meta loop's variable in nested @meta statements.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s --match-full-lines
// RUN: %circle-rs -verify %s -fsyntax-only -DERRORS
#include <cstdio>

using nt         [[attribute]]    = int;
using vt         [[attribute]]    = int;
using occ        [[attribute(0)]] = int;
using title      [[attribute]]    = const char*;
using strided    [[attribute]]    = void;
using persistent [[attribute]]    = void;
enum class shape_t { circle, square, triangle };

enum class tuning_t {
  kepler  [[ .nt=128, .vt=5 ]]                                = 35,
  maxwell [[ .nt=256, .vt=7,  .persistent ]]                  = 52,
  pascal  [[ .nt=64,  .vt=11, .strided, .title="P100" ]]      = 61,
  turing  [[ .nt=256, .vt=15, .occ=3, .shape_t=square ]]      = 75,
};

#ifndef ERRORS
// A for-enum loop: the loop variable is an enum value.
@meta for enum(tuning_t t : tuning_t) {
  @meta printf("%-8s %3dx%2d occ=%d%s%s\n", @enum_name(t), @enum_attribute(t, nt),
    @enum_attribute(t, vt), @enum_attribute(t, occ),
    @enum_has_attribute(t, strided) ? " strided" : "",
    @enum_has_attribute(t, persistent) ? " persistent" : "");
}
// CHECK: kepler   128x 5 occ=0
// CHECK-NEXT: maxwell  256x 7 occ=0 persistent
// CHECK-NEXT: pascal    64x11 occ=0 strided
// CHECK-NEXT: turing   256x15 occ=3

// The same table with a pack expansion.
@meta printf("%s:%d*%d ", @enum_names(tuning_t), @enum_attributes(tuning_t, nt),
  @enum_attributes(tuning_t, vt))...;
@meta printf("\n");
// CHECK-NEXT: kepler:128*5 maxwell:256*7 pascal:64*11 turing:256*15 {{$}}

// By type and index, in a meta loop with nested meta statements.
@meta for(int i = 0; i < @enum_count(tuning_t); ++i) {
  @meta int nv = @enum_attribute(tuning_t, i, nt) * @enum_attribute(tuning_t, i, vt);
  @meta if(@enum_has_attribute(tuning_t, i, title))
    @meta printf("%s is %s\n", @enum_name(tuning_t, i), @enum_attribute(tuning_t, i, title));
  @meta printf("%d: %d per block\n", i, nv);
}
// CHECK-NEXT: 0: 640 per block
// CHECK-NEXT: 1: 1792 per block
// CHECK-NEXT: pascal is P100
// CHECK-NEXT: 2: 704 per block
// CHECK-NEXT: 3: 3840 per block

// Constants: static_assert, template arguments, folds, if constexpr.
static_assert(@enum_attribute(tuning_t::turing, nt) == 256, "");
static_assert(@enum_attribute(tuning_t::turing, shape_t) == shape_t::square, "");
static_assert(!@enum_has_attribute(tuning_t::kepler, occ), "");
template<int N> struct block { static constexpr int threads = N; };
static_assert(block<@enum_attribute(tuning_t, 2, nt)>::threads == 64, "");
static_assert((... + @enum_attributes(tuning_t, nt)) == 704, "");
static_assert((... || (@enum_attributes(tuning_t, occ) > 2)), "");

template<tuning_t t>
constexpr int grain() {
  if constexpr(@enum_has_attribute(t, strided))
    return -@enum_attribute(t, vt);
  else
    return @enum_attribute(t, vt);
}
static_assert(grain<tuning_t::pascal>() == -11 && grain<tuning_t::kepler>() == 5, "");

// Run-time tables built from the packs.
const int nts[] { @enum_attributes(tuning_t, nt)... };
static_assert(sizeof(nts) / sizeof(nts[0]) == 4, "");

// The tuning for an architecture: the last key not above it.
template<int arch>
constexpr int tuning_index() {
  const int keys[] { (int)@enum_values(tuning_t)... };
  int best = -1;
  for(int i = 0; i < @enum_count(tuning_t); ++i)
    if(keys[i] <= arch) best = i;
  return best;
}
@meta printf("sm_70 uses %s with %d threads\n", @enum_name(tuning_t, tuning_index<70>()),
  @enum_attribute(tuning_t, tuning_index<70>(), nt));
// CHECK-NEXT: sm_70 uses pascal with 64 threads

// An attribute alias is a type of its own: @type_string spells it.
@meta printf("%s %s\n", @type_string(nt), @type_string(strided));
// CHECK-NEXT: nt strided

// Qualified attribute names, an enum local to a function template (as
// Circle's launch example writes it), and enumerators an enum-scope @meta
// declares between attributed ones (they have none; occ's default holds).
namespace cfg { using label [[attribute]] = const char*; }
template<typename key_t>
int radix_sort() {
  enum local_t { kepler [[.nt=128, .cfg::label="K"]] = 35, ampere [[.nt=256]] = 86 };
  int total = 0;
  @meta for(int i = 0; i < @enum_count(local_t); ++i)
    total += @enum_attribute(local_t, i, ::nt) * (int)sizeof(key_t);
  return total + @enum_attribute(kepler, cfg::label)[0];
}
enum class mixed_t {
  a [[.occ=5]],
  @meta for(int i = 0; i < 2; ++i) @("gen", i);
  b [[.occ=7]],
};
int main() {
  printf("%d\n", radix_sort<int>());
  printf("%d %d %d %d\n", @enum_attributes(mixed_t, occ)...);
  return 0;
}
@meta main();
// CHECK-NEXT: 1611
// CHECK-NEXT: 5 0 0 7
#else
using flag [[attribute]] = void;
using bad_default [[attribute(2)]] = void;   // expected-error {{an attribute alias of type 'void' takes no default value}}
struct S { int x; };
enum class bad_t {
  a [[.flag=1]],                 // expected-error {{attribute 'flag' has type 'void' and takes no value}}
  b [[.nt=1, .nt=2]],            // expected-error {{attribute 'nt' is given more than once}}
  c [[.S=1]],                    // expected-error {{'S' is not an attribute alias or enumeration}}
  d [[.undeclared_attr=1]],      // expected-error {{use of undeclared identifier 'undeclared_attr'}}
  e [[.nt="text"]],              // expected-error {{cannot initialize}}
  f [[.flag]],
};
void errors(int runtime) {
  using local [[attribute]] = int;                   // expected-error {{an attribute alias must be declared at namespace scope}}
  int v1 = @enum_attribute(tuning_t::kepler, title); // expected-error {{enumerator 'kepler' has no attribute 'title'}}
  int v2 = @enum_attribute(bad_t::f, flag);          // expected-error {{attribute 'flag' of enumerator 'f' has type 'void': test it with '@enum_has_attribute'}}
  int v3 = @enum_attribute(tuning_t::kepler, int);   // expected-error {{'int' is not an attribute alias or enumeration}}
  int v4 = @enum_attribute(tuning_t, 4, nt);         // expected-error {{enumerator index 4 is out of range for 'tuning_t' (4 enumerators)}}
  S s { };
  int v5 = @enum_attribute(s, nt);                   // expected-error {{'S' is not an enumeration type}}
  int v6 = @enum_attribute((tuning_t)36, nt);        // expected-error {{value 36 does not correspond to an enumerator of 'tuning_t'}}
  int v7 = @enum_attribute((tuning_t)runtime, nt);   // expected-error {{not an integral constant expression}} expected-note {{variable 'runtime' has no value at compile time}}
  int v8 = @enum_attributes(tuning_t, nt);           // expected-error {{'@enum_attributes' is a parameter pack and must be expanded with '...'}}
  int v9 = @enum_attribute(tuning_t::kepler);        // expected-error {{'@enum_attribute' expects}}
}
#endif
