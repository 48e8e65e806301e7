// __has_builtin, __has_feature, __has_extension, __has_attribute and
// __has_cpp_attribute answer from the one table of what circle-rs
// implements (lexer::builtins), with clang's values; libstdc++ 12 and
// glibc test these to pick their code paths.
// RUN: %circle-rs -E %s | %FileCheck %s
#define CHECK(x) x = __has_builtin(x)
CHECK(__is_same) CHECK(__is_trivially_constructible) CHECK(__underlying_type) CHECK(__make_integer_seq)
CHECK(__builtin_memcpy) CHECK(__builtin_clzll) CHECK(__builtin_floorf) CHECK(memcpy) CHECK(floor)
CHECK(__builtin_bit_cast) CHECK(__builtin_launder) CHECK(__builtin_is_constant_evaluated) CHECK(__builtin_va_arg)
CHECK(__integer_pack) CHECK(__builtin_operator_new) CHECK(__builtin_source_location) CHECK(__is_identifier)
// CHECK: __is_same = 1 __is_trivially_constructible = 1 __underlying_type = 1 __make_integer_seq = 1
// CHECK: __builtin_memcpy = 1 __builtin_clzll = 1 __builtin_floorf = 1 memcpy = 1 floor = 1
// CHECK: __builtin_bit_cast = 1 __builtin_launder = 1 __builtin_is_constant_evaluated = 1 __builtin_va_arg = 1
// CHECK: __integer_pack = 0 __builtin_operator_new = 0 __builtin_source_location = 0 __is_identifier = 0
#if __has_feature(cxx_exceptions) && __has_feature(cxx_variadic_templates) && !__has_feature(cxx_rtti) && !__has_feature(address_sanitizer)
features
#endif
#if __has_extension(cxx_fixed_enum) && __has_extension(__attribute_deprecated_with_message__) && !__has_feature(cxx_fixed_enum)
extensions
#endif
#if __has_attribute(__noreturn__) && __has_attribute(always_inline) && __has_attribute(device) && !__has_attribute(packed) && !__has_attribute(vector_size)
attributes
#endif
#if __has_cpp_attribute(nodiscard) == 201907L && __has_cpp_attribute(__likely__) == 201803L && !__has_cpp_attribute(__no_unique_address__)
cpp_attributes
#endif
#if __has_cpp_attribute(gnu::always_inline) && __has_cpp_attribute(__gnu__::__cold__) && !__has_cpp_attribute(gnu::packed) && !__has_cpp_attribute(msvc::noinline)
scoped
#endif
// CHECK: features
// CHECK: extensions
// CHECK: attributes
// CHECK: cpp_attributes
// CHECK: scoped
