// std::string in @meta code: the interpreter runs libstdc++'s inline code
// (the small-string buffer, growth through operator new, ADL of the
// operators declared in std for std::__cxx11::basic_string).
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines
#include <cstdio>
#include <string>
@meta std::string s = "hello";
@meta s += ", world";
@meta printf("%s %zu %d\n", s.c_str(), s.size(), (int)s.find("world"));
// CHECK: hello, world 12 7
@meta std::string t = s.substr(7, 5);
@meta printf("[%s] %d %d\n", t.c_str(), (int)(t == "world"), (int)(t < s));
// CHECK-NEXT: [world] 1 0
@meta for(int i = 0; i < 30; ++i) @meta t.push_back('a' + i % 26);
@meta printf("%s %zu\n", t.c_str(), t.size());
// CHECK-NEXT: worldabcdefghijklmnopqrstuvwxyzabcd 35
