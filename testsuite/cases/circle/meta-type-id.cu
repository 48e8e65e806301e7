// Circle's @type_id(s): the type a compile-time string spells (a string
// literal, a meta std::string), as a type-specifier in declarations and
// template arguments, and @decl_string(T, s), a declaration of s with type
// T, as Circle's documentation shows them. Names in the string are looked
// up where @type_id is translated; abstract declarators nest.
// RUN: %circle-rs %s -fsyntax-only | %FileCheck %s --match-full-lines
// RUN: %circle-rs -verify %s -fsyntax-only -DERRORS
#include <cstdio>
#include <string>
#include <type_traits>
namespace geo { struct point { int x, y; }; }
typedef geo::point pt_t;

@type_id("unsigned long long") big = 1;
static_assert(std::is_same_v<decltype(big), unsigned long long>);

int main() {
  int array[4];
  printf("@type_string = %s\n", @type_string(decltype(array)));
  printf("@decl_string = %s\n", @decl_string(decltype(array), "array"));
  @type_id("int[5]") array2;
  printf("decltype(array2) = %s\n", @type_string(decltype(array2)));
  @meta std::string s = "double";
  static_assert(std::is_same_v<double, @type_id(s)>);
  @meta s += "(int, const char*)";
  static_assert(std::is_same_v<double(int, const char*), @type_id(s)>);
  printf("%s\n", @decl_string(@type_id(s), "f"));
  static_assert(std::is_same_v<const unsigned long* (*)[3], @type_id("const unsigned long*(*)[3]")>);
  static_assert(std::is_same_v<int (&)(...), @type_id("int(&)(...)")>);
  static_assert(std::is_same_v<void(), @type_id("void(void)")>);
  static_assert(std::is_same_v<char* const volatile*, @type_id("char*const volatile*")>);
  static_assert(std::is_same_v<std::string&&, @type_id("std::string&&")>);
  static_assert(std::is_same_v<geo::point, @type_id("::geo::point")>);
  @type_id("pt_t") p{3, 4};
  printf("%d %s\n", p.x + p.y, @type_string(@type_id("signed char*[2][3]")));
  return 0;
}
@meta main();
// CHECK:@type_string = int[4]
// CHECK-NEXT:@decl_string = int array[4]
// CHECK-NEXT:decltype(array2) = int[5]
// CHECK-NEXT:double f(int, const char *)
// CHECK-NEXT:7 signed char *[2][3]

#ifdef ERRORS
@meta int k = 3;
@type_id("nosuch") q;            // expected-error {{'@type_id' cannot read "nosuch" as a type: unknown type name 'nosuch'}}
@type_id("std::vector<int>") q2; // expected-error {{'@type_id' cannot read "std::vector<int>" as a type: template arguments are not supported in '@type_id'}}
@type_id("unsigned double") q3;  // expected-error {{'@type_id' cannot read "unsigned double" as a type: 'unsigned double' is not a type}}
@type_id(k) q4;                  // expected-error {{'@type_id' needs a string, not 'int'}}
@type_id("int[") q5;             // expected-error {{'@type_id' cannot read "int[" as a type: expected an array bound}}
@type_id("int x") q6;            // expected-error {{'@type_id' cannot read "int x" as a type: unexpected 'x'}}
@type_id("int $") q7;            // expected-error {{'@type_id' cannot read "int $" as a type: unexpected '$'}}
@type_id("") q8;                 // expected-error {{'@type_id' cannot read "" as a type: no type named}}
@type_id("int", 2) q9;           // expected-error {{'@type_id' expects a compile-time string}}
const char* d = @decl_string(int, 5);   // expected-error {{'@decl_string' needs a string, not 'int'}}
#endif
