// Runaway recursive instantiation ends in clang's diagnostic at the
// default depth (1024) and at -ftemplate-depth=N, never in a stack
// overflow; the backtrace shows the 5 innermost and 5 outermost
// instantiations.
// RUN: %not %circle-rs -fsyntax-only %s 2>&1 | %FileCheck %s
// RUN: %not %circle-rs -fsyntax-only -ftemplate-depth=16 %s 2>&1 | %FileCheck %s --check-prefix=D16

template<int N> struct fact { static const long value = N * fact<N - 1>::value; };
template<> struct fact<0> { static const long value = 1; };
long big = fact<100000>::value;

// CHECK: error: recursive template instantiation exceeded maximum depth of 1024
// CHECK: note: in instantiation of template class 'fact<98977>' requested here
// CHECK: note: (skipping 1014 contexts in backtrace; use -ftemplate-backtrace-limit=0 to see all)
// CHECK: note: in instantiation of template class 'fact<100000>' requested here
// CHECK: note: use -ftemplate-depth=N to increase recursive template instantiation depth
// CHECK: 1 error generated.

// D16: error: recursive template instantiation exceeded maximum depth of 16
// D16: note: in instantiation of template class 'fact<100000>' requested here
// D16: 1 error generated.
