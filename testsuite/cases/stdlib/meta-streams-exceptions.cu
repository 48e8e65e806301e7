// Stream failures at compile time: a stream whose exceptions mask asks
// for failbit throws std::ios_base::failure from the failed operation,
// which escapes compile-time code as an error with the exception's
// message; without the mask the failure is only the stream's state.
// RUN: %not %circle-rs %s -fsyntax-only 2>&1 | %FileCheck %s
#include <cstdio>
#include <sstream>
int quiet() {
  std::istringstream in("x");
  int v = 7;
  in >> v;
  return in.fail() ? v + 100 : -1;
}
@meta printf("quiet: %d\n", quiet());
// CHECK: quiet: 100
int loud() {
  std::istringstream in("x");
  in.exceptions(std::ios_base::failbit);
  int v = 0;
  in >> v;
  return v;
}
@meta int a = loud();
// CHECK: meta-streams-exceptions.cu:[[@LINE-4]]:3: error: compile-time evaluation threw 'std::ios_base::failure': basic_ios::clear: iostream error
// CHECK: note: in compile-time call to 'loud'
int already_failed() {
  std::istringstream in("");
  int v = 0;
  in >> v;
  in.exceptions(std::ios_base::eofbit);
  return v;
}
@meta int b = already_failed();
// CHECK: error: compile-time evaluation threw 'std::ios_base::failure': basic_ios::clear: iostream error
// CHECK: note: in compile-time call to 'already_failed'
int write_fails() {
  std::ostringstream out;
  out.setstate(std::ios_base::badbit);
  out.exceptions(std::ios_base::failbit);
  out << 1;
  return 0;
}
@meta int c = write_fails();
// CHECK: error: compile-time evaluation threw 'std::ios_base::failure': basic_ios::clear: iostream error
// CHECK: 3 errors generated.
