// Language options: -std= sets __cplusplus and, for the ISO dialects,
// __STRICT_ANSI__ (c++17 is the default); C++20 and unknown standards are
// clear errors. -x picks the language whatever the extension; '-' reads
// standard input. --version names circle-rs.
// RUN: %circle-rs -E -P -nocudainc %s | %FileCheck %s --check-prefix=DEFAULT
// DEFAULT: long cplusplus = 201703L;
// DEFAULT: int strict_ansi;
// RUN: %circle-rs -E -P -nocudainc -std=gnu++17 %s | %FileCheck %s --check-prefix=GNU17
// GNU17: long cplusplus = 201703L;
// GNU17-NOT: strict_ansi
// RUN: %circle-rs -E -P -nocudainc -std=c++14 %s | %FileCheck %s --check-prefix=CXX14
// CXX14: long cplusplus = 201402L;
// CXX14: int strict_ansi;
// RUN: %not %circle-rs -fsyntax-only -std=c++20 %s 2>&1 | %FileCheck %s --check-prefix=CXX20
// CXX20: '-std=c++20' is not supported yet: circle-rs implements C++17
// RUN: %not %circle-rs -fsyntax-only -std=c++99 %s 2>&1 | %FileCheck %s --check-prefix=BADSTD
// BADSTD: invalid value 'c++99' in '-std=c++99'
// RUN: %not %circle-rs -fsyntax-only -x fortran %s 2>&1 | %FileCheck %s --check-prefix=BADX
// BADX: language not recognized: 'fortran'
// RUN: cat %s | %circle-rs -E -P -nocudainc -x cuda - | %FileCheck %s --check-prefix=DEFAULT
// RUN: cat %s | %circle-rs -E -P -x c++ - | %FileCheck %s --check-prefix=CXX
// CXX-NOT: cudaMalloc
// RUN: %circle-rs --version | %FileCheck %s --check-prefix=VERSION
// VERSION: circle-rs {{[0-9]+\.[0-9]+\.[0-9]+}}

long cplusplus = __cplusplus;
#ifdef __STRICT_ANSI__
int strict_ansi;
#endif
