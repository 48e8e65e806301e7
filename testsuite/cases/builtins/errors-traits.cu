// Type traits' errors, in clang's words: operand counts, incomplete types
// where the trait needs a complete one, __underlying_type of a non-enum,
// __make_integer_seq's arguments.
// RUN: %circle-rs -fsyntax-only -verify %s
struct Incomplete;
struct S {};
enum class E : long { e };
template<class T, T... Is> struct seq {};

bool a = __is_same(int); // expected-error {{type trait requires 2 arguments; have 1 argument}}
bool b = __is_class(int, int); // expected-error {{type trait requires 1 argument; have 2 arguments}}
bool c = __is_same(); // expected-error {{expected a type}}
bool d = __is_empty(Incomplete); // expected-error {{incomplete type 'Incomplete' used in type trait expression}}
bool e = __is_pod(Incomplete); // expected-error {{incomplete type 'Incomplete' used in type trait expression}}
bool f = __is_constructible(S, Incomplete); // expected-error {{incomplete type 'Incomplete' used in type trait expression}}
bool g = __is_base_of(S, Incomplete); // expected-error {{incomplete type 'Incomplete' used in type trait expression}}
bool h = __is_layout_compatible(Incomplete, int); // expected-error {{incomplete type 'Incomplete' where a complete type is required}}
bool i = __is_pointer_interconvertible_base_of(S, Incomplete); // expected-error {{incomplete type 'Incomplete' where a complete type is required}}
// No completeness needed: these are fine.
bool ok = __is_class(Incomplete) && __is_same(Incomplete, Incomplete) && __is_base_of(Incomplete, Incomplete) && !__is_convertible(int, Incomplete);
static_assert(__is_class(Incomplete), "");
using U1 = __underlying_type(int); // expected-error {{only enumeration types have underlying types}}
using U2 = __underlying_type(S); // expected-error {{only enumeration types have underlying types}}
using U3 = __underlying_type(E);
static_assert(__is_same(U3, long), "");
using Q1 = __make_integer_seq<seq, int, -1>; // expected-error {{integer sequences must have non-negative sequence length}}
using Q2 = __make_integer_seq<seq, float, 2>; // expected-error {{integer sequences must have integral element type ('float' invalid)}}
using Q3 = __make_integer_seq<seq, int>; // expected-error {{too few template arguments for template '__make_integer_seq'}}
using Q6 = __make_integer_seq<int, int, 2>; // expected-error {{'__make_integer_seq' requires a template, an integral type and a count}}
template<int N> using Q4 = __make_integer_seq<seq, int, N>;
Q4<3> q4;
int n = 2;
using Q5 = __make_integer_seq<seq, int, n>; // expected-error {{not an integral constant expression}} expected-note {{read of non-const variable 'n'}}
