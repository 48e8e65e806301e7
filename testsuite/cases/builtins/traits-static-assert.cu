// The type-trait operators as constant expressions (static_assert), with
// clang's answers; each line was checked with clang++-19.
// RUN: %circle-rs -fsyntax-only -verify %s
// expected-no-diagnostics
struct S { int x; };
struct Empty {};
struct Poly { virtual void f(); };
struct Abstract { virtual void f() = 0; };
struct Final final {};
union U { int i; float f; };
enum En { a };
enum class Ec : unsigned char { b };
struct NonTrivial { NonTrivial(); };
struct FromInt { FromInt(int); };
struct DelDtor { ~DelDtor() = delete; };
struct PrivDtor { private: ~PrivDtor(); };
struct MoveOnly { MoveOnly(MoveOnly&&); };
struct Explicit { explicit Explicit(int); };
struct ToInt { operator int() const; };
struct Nothrow { Nothrow() noexcept; };
struct B1 {};
struct B2 : B1 {};
struct B3 : private B1 {};
struct VDtor { virtual ~VDtor(); };
struct Lit { constexpr Lit(int) {} };
struct NotLit { NotLit(); ~NotLit(); };
struct Mixed { int a; private: int b; };

// Categories.
static_assert(__is_same(int, int) && !__is_same(int, const int) && __is_same_as(long, long), "");
static_assert(__is_class(S) && !__is_class(U) && __is_union(U) && __is_enum(En) && !__is_enum(int), "");
static_assert(__is_scoped_enum(Ec) && !__is_scoped_enum(En), "");
static_assert(__is_function(void()) && __is_array(int[2]) && __is_bounded_array(int[2]) && __is_unbounded_array(int[]), "");
static_assert(__is_pointer(int*) && !__is_pointer(decltype(nullptr)) && !__is_member_pointer(int*), "");
static_assert(__is_reference(int&) && __is_lvalue_reference(int&) && __is_rvalue_reference(int&&), "");
static_assert(__is_arithmetic(float) && __is_fundamental(void) && __is_fundamental(decltype(nullptr)), "");
static_assert(__is_integral(bool) && __is_integral(wchar_t) && !__is_integral(En) && __is_floating_point(double), "");
static_assert(__is_signed(int) && __is_signed(float) && !__is_signed(En) && __is_unsigned(bool) && !__is_unsigned(Ec), "");
static_assert(__is_scalar(En) && __is_scalar(int*) && __is_object(S) && !__is_object(int&) && __is_compound(S), "");
static_assert(__is_const(const int) && __is_const(const int[3]) && !__is_const(const int&) && __is_volatile(volatile int), "");
static_assert(__is_void(void) && __is_nullptr(decltype(nullptr)), "");

// Class properties.
static_assert(__is_empty(Empty) && !__is_empty(S) && !__is_empty(Poly) && !__is_empty(int), "");
static_assert(__is_polymorphic(Poly) && !__is_polymorphic(S) && __is_abstract(Abstract) && !__is_abstract(Poly), "");
static_assert(__is_final(Final) && !__is_final(S), "");
static_assert(__is_aggregate(S) && __is_aggregate(int[]) && !__is_aggregate(NonTrivial) && !__is_aggregate(Mixed), "");
static_assert(__is_trivial(S) && !__is_trivial(NonTrivial) && __is_trivial(DelDtor), "");
static_assert(__is_trivially_copyable(NonTrivial) && !__is_trivially_copyable(MoveOnly) && !__is_trivially_copyable(int&), "");
static_assert(__is_standard_layout(S) && !__is_standard_layout(Poly) && !__is_standard_layout(Mixed), "");
static_assert(__is_pod(S) && !__is_pod(Poly) && __is_pod(int[3]) && !__is_pod(void), "");
static_assert(__is_literal_type(S) && __is_literal_type(Lit) && !__is_literal_type(NotLit) && __is_literal(int&), "");
static_assert(__has_virtual_destructor(VDtor) && !__has_virtual_destructor(Poly), "");
static_assert(__has_unique_object_representations(int) && !__has_unique_object_representations(float), "");
static_assert(!__has_unique_object_representations(decltype(nullptr)) && __has_unique_object_representations(S), "");

// Construction, assignment, conversion.
static_assert(__is_constructible(S) && __is_constructible(FromInt, int) && !__is_constructible(FromInt), "");
static_assert(!__is_constructible(DelDtor) && !__is_constructible(PrivDtor) && !__is_constructible(Abstract), "");
static_assert(__is_constructible(int&, int&) && !__is_constructible(int&, int) && __is_constructible(const int&, int), "");
static_assert(__is_constructible(int[3]) && !__is_constructible(int[]) && !__is_constructible(void), "");
static_assert(__is_constructible(Explicit, int) && !__is_convertible(int, Explicit) && __is_convertible(int, FromInt), "");
static_assert(__is_trivially_constructible(S) && !__is_trivially_constructible(NonTrivial), "");
static_assert(__is_trivially_constructible(S, const S&) && __is_trivially_constructible(int, float), "");
static_assert(__is_nothrow_constructible(S) && !__is_nothrow_constructible(NonTrivial) && __is_nothrow_constructible(Nothrow), "");
static_assert(__is_assignable(int&, int) && !__is_assignable(int, int) && !__is_assignable(const int&, int), "");
static_assert(__is_assignable(S&, S) && __is_trivially_assignable(S&, const S&) && __is_nothrow_assignable(S&, S), "");
static_assert(__is_assignable(FromInt&, int) && !__is_trivially_assignable(FromInt&, int), "");
static_assert(__is_convertible(ToInt, int) && __is_convertible(B2*, B1*) && !__is_convertible(B3*, B1*), "");
static_assert(__is_convertible(void, void) && !__is_convertible(int, void) && __is_convertible_to(int[3], int*), "");
static_assert(__is_nothrow_convertible(int, long) && !__is_nothrow_convertible(ToInt, int), "");
static_assert(__is_base_of(B1, B2) && __is_base_of(B1, B3) && !__is_base_of(B2, B1) && __is_base_of(S, S), "");
static_assert(!__is_base_of(int, int) && !__is_base_of(U, U), "");
static_assert(__is_destructible(S) && !__is_destructible(DelDtor) && !__is_destructible(PrivDtor), "");
static_assert(__is_destructible(int&) && !__is_destructible(void) && !__is_destructible(int[]), "");
static_assert(__is_trivially_destructible(S) && !__is_trivially_destructible(NotLit) && __is_nothrow_destructible(NotLit), "");
static_assert(__has_trivial_destructor(S) && __has_trivial_destructor(DelDtor) && !__has_trivial_destructor(NotLit), "");
static_assert(__is_layout_compatible(S, S) && __is_layout_compatible(int, const int) && !__is_layout_compatible(S, Empty), "");
static_assert(__is_pointer_interconvertible_base_of(B1, B2) && !__is_pointer_interconvertible_base_of(B2, B1), "");
static_assert(__reference_binds_to_temporary(const int&, long) && !__reference_binds_to_temporary(const int&, int), "");
static_assert(__reference_constructs_from_temporary(const int&, int) && !__reference_constructs_from_temporary(int&, int&), "");

// Type transformations.
static_assert(__is_same(__underlying_type(Ec), unsigned char) && __is_same(__underlying_type(En), unsigned), "");
static_assert(__is_same(__remove_cvref(const int&), int) && __is_same(__remove_cv(const volatile S), S), "");
static_assert(__is_same(__remove_const(const volatile int), volatile int) && __is_same(__remove_volatile(const volatile int), const int), "");
static_assert(__is_same(__remove_reference_t(int&&), int) && __is_same(__remove_pointer(int*), int), "");
static_assert(__is_same(__add_pointer(int&), int*) && __is_same(__add_lvalue_reference(int), int&), "");
static_assert(__is_same(__add_rvalue_reference(void), void) && __is_same(__add_rvalue_reference(int&), int&), "");
static_assert(__is_same(__remove_extent(int[2][3]), int[3]) && __is_same(__remove_all_extents(const int[2][3]), const int), "");
static_assert(__is_same(__decay(const int&), int) && __is_same(__decay(int[4]), int*) && __is_same(__decay(int(int)), int(*)(int)), "");
using UT = __underlying_type(Ec);
UT ut = 200;
static_assert(sizeof(ut) == 1, "");
