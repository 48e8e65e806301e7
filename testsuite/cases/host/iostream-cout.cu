// std::cout on the host: <iostream> compiled by circle-rs and linked
// against the system's libstdc++, printing what g++'s build prints. The
// library's `extern template class basic_ostream<char>;` leaves the
// stream's non-inline members to libstdc++.so: the object calls
// `std::ostream::operator<<(int)` (mangled with the `So` abbreviation)
// and defines none of them.
// RUN: %gcc -x c++ -std=c++17 %s -o %t.gxx && %t.gxx > %t.expected 2>&1
// RUN: %circle-rs %s -o %t && %t > %t.out 2>&1
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --input-file %t.out
// RUN: %circle-rs -c %s -o %T/cout.o && nm %T/cout.o | %FileCheck %s --check-prefix=NM
// CHECK: x 42
// CHECK-NEXT: hello 3.25 -7 42 1
// CHECK-NEXT: ff 12|
// CHECK-NEXT: false 3.141590
// CHECK-NEXT: {{^}}    12|
// CHECK-NEXT: 0.667
// CHECK-NEXT: (1, 2)
// CHECK-NEXT: to stderr
// CHECK-NEXT: cstr
// CHECK-NEXT: A
// CHECK-NEXT: xyz
// NM-DAG: U _ZNSolsEi
// NM-DAG: U _ZNSo3putEc
// NM-DAG: U _ZNSo5flushEv
// NM-NOT: {{[TW]}} _ZNSo
#include <iostream>
#include <string>

struct P {
  int x, y;
};
std::ostream& operator<<(std::ostream& o, const P& p) {
  return o << "(" << p.x << ", " << p.y << ")";
}

int main() {
  std::cout << "x " << 42 << std::endl;
  std::string s = "hello";
  std::cout << s << ' ' << 3.25 << ' ' << -7L << ' ' << 42u << ' ' << true << '\n';
  std::cout << std::hex << 255 << std::dec << ' ' << 12 << '|' << std::endl;
  std::cout << std::boolalpha << false << ' ' << std::fixed << 3.14159 << "\n";
  std::cout.unsetf(std::ios_base::fixed);
  std::cout.width(6);
  std::cout << 12 << "|\n";
  std::cout.precision(3);
  std::cout << 2.0 / 3 << "\n";
  std::cout << P{1, 2} << std::endl;
  std::cerr << "to stderr" << std::endl;
  const char* c = "cstr";
  std::cout << c << std::flush << '\n';
  std::cout.put('A').put('\n');
  std::cout.write("xyz\n", 4);
  return 0;
}
