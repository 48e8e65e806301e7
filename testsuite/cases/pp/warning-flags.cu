// The preprocessor's and parser's warnings carry clang's flag names and
// follow -w, -Wno-name and -Werror=name. `__VA_ARGS__` outside a variadic
// macro is under -Wpedantic, off by default as in clang.
// RUN: %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s --check-prefix=ALL
// RUN: %circle-rs -fsyntax-only -w %s 2>&1 | %FileCheck %s --check-prefix=NONE --allow-empty
// RUN: %circle-rs -fsyntax-only -Wno-macro-redefined -Wno-builtin-macro-redefined -Wno-extra-tokens \
// RUN:   -Wno-ignored-pragmas -Wno-implicitly-unsigned-literal -Wno-#warnings -Wno-variadic-macros \
// RUN:   -Wno-duplicate-decl-specifier %s 2>&1 | %FileCheck %s --check-prefix=NONE --allow-empty
// RUN: %circle-rs -fsyntax-only -Wpedantic %s 2>&1 | %FileCheck %s --check-prefix=PEDANTIC
// RUN: %not %circle-rs -fsyntax-only -Werror=macro-redefined %s 2>&1 | %FileCheck %s --check-prefix=ERR
// RUN: %not %circle-rs -fsyntax-only -Werror=#warnings %s 2>&1 | %FileCheck %s --check-prefix=ERR-WARNING

#define FOO 1
#define FOO 2
#define __LINE__ 3
#undef __FILE__
#ifdef FOO junk
#endif
#pragma pop_macro("BAR")
#if 18446744073709551615 > 0
#endif
#warning hello
#define M __VA_ARGS__
#define N __VA_OPT__(a)
const const int k = 1;

// ALL: warning: 'FOO' macro redefined [-Wmacro-redefined]
// ALL: warning: redefining builtin macro [-Wbuiltin-macro-redefined]
// ALL: warning: undefining builtin macro [-Wbuiltin-macro-redefined]
// ALL: warning: extra tokens at end of #ifdef directive [-Wextra-tokens]
// ALL: warning: pragma pop_macro could not pop 'BAR', no matching push_macro [-Wignored-pragmas]
// ALL: warning: integer literal is too large to be represented in a signed integer type, interpreting as unsigned [-Wimplicitly-unsigned-literal]
// ALL: warning: hello [-W#warnings]
// ALL-NOT: __VA_ARGS__
// ALL: warning: __VA_OPT__ can only appear in the expansion of a variadic macro [-Wvariadic-macros]
// ALL: warning: duplicate 'const' declaration specifier [-Wduplicate-decl-specifier]
// ALL: 9 warnings generated.
// NONE-NOT: warning
// PEDANTIC: warning: __VA_ARGS__ can only appear in the expansion of a C99 variadic macro [-Wpedantic]
// ERR: error: 'FOO' macro redefined [-Werror,-Wmacro-redefined]
// ERR: warning: redefining builtin macro [-Wbuiltin-macro-redefined]
// ERR-WARNING: error: hello [-Werror,-W#warnings]
