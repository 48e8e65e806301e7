// std::cout, std::cerr and std::cin in compile-time code: cout writes
// where @meta printf writes, in order with it; cerr goes to the compiler's
// stderr; cin reads the compiler's stdin (nothing: a failed read at eof);
// the output limit counts what the streams write.
// RUN: %circle-rs %s -fsyntax-only < /dev/null 2>%t.err | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=ERR < %t.err
// RUN: echo "  17 rest" | %circle-rs %s -fsyntax-only -DINPUT | %FileCheck %s --check-prefix=IN
// RUN: %not %circle-rs %s -fsyntax-only -DLIMIT -fmeta-output-limit=100 2>&1 | %FileCheck %s --check-prefix=LIMIT
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <string>
#if defined(LIMIT)
@meta { for (int i = 0; i < 100; ++i) std::cout << "line " << i << '\n'; }
// LIMIT: line 0
// LIMIT: error: compile-time output exceeded the limit of 100 bytes (raise it with -fmeta-output-limit=N)
#elif defined(INPUT)
@meta {
  int v = -1;
  std::string rest;
  std::cin >> v;
  std::getline(std::cin, rest);
  std::cout << "v=" << v << " rest=[" << rest << "] good=" << std::cin.good() << std::endl;
}
// IN: v=17 rest=[ rest] good=1
#else
@meta std::cout << "a" << std::setw(5) << 3.5 << '\n';
@meta printf("printf between\n");
@meta std::cout << std::hex << std::showbase << 255 << std::dec << std::endl;
@meta std::cerr << "to stderr " << 7 << std::endl;
@meta {
  int v = -1;
  std::cin >> v;
  std::cout << "cin: " << v << " fail=" << std::cin.fail() << " eof=" << std::cin.eof() << "\n";
}
// CHECK: a  3.5
// CHECK-NEXT: printf between
// CHECK-NEXT: 0xff
// CHECK-NEXT: cin: -1 fail=1 eof=1
// ERR: to stderr 7
#endif
