// std::ostringstream, std::istringstream, std::stringstream, std::ofstream,
// std::ifstream and std::cin in a host executable linked against the
// system's libstdc++: classes with virtual bases (basic_ios) built through
// VTTs and construction vtables, and libstdc++'s explicit specializations
// of function templates (`operator>>(istream&, string&)`), whose mangled
// names must be the template's signature. Against g++-12.
// REQUIRES: gcc
// RUN: %gcc -x c++ -std=c++17 %s -o %t.gxx && echo "6 7 words here" | %t.gxx %t.g.txt > %t.expected
// RUN: %circle-rs %s -o %t && echo "6 7 words here" | %t %t.c.txt > %t.out
// RUN: diff %t.expected %t.out
// RUN: %FileCheck %s --input-file %t.out
// CHECK: [x=42 y=3.5 z=0x1f]
// CHECK-NEXT: 30 abc
// CHECK-NEXT: rw: 1 2 3
// CHECK-NEXT: file: hello 7 (2 lines)
// CHECK-NEXT: cin: 42 words
// CHECK-NEXT: getline: [ here]
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <string>

int main(int argc, char **argv) {
  std::ostringstream os;
  os << "[x=" << 42 << " y=" << 3.5 << " z=" << std::hex << std::showbase << 31 << "]";
  std::cout << os.str() << "\n";

  std::istringstream is("10 20 abc");
  int a = 0, b = 0;
  std::string s;
  is >> a >> b >> s;
  std::cout << a + b << " " << s << std::endl;

  std::stringstream rw;
  rw << 1 << ' ' << 2 << ' ' << 3;
  int x, y, z;
  rw >> x >> y >> z;
  std::cout << "rw: " << x << " " << y << " " << z << "\n";

  const char *path = argc > 1 ? argv[1] : "streams.txt";
  {
    std::ofstream out(path);
    out << "hello " << 7 << "\nsecond line\n";
  }
  std::ifstream in(path);
  std::string word, line;
  int n = 0, lines = 0;
  in >> word >> n;
  std::getline(in, line);
  while (std::getline(in, line))
    ++lines;
  std::cout << "file: " << word << " " << n << " (" << lines + 1 << " lines)\n";

  int p, q;
  std::string w;
  std::cin >> p >> q >> w;
  std::string rest;
  std::getline(std::cin, rest);
  std::cout << "cin: " << p * q << " " << w << "\n";
  std::cout << "getline: [" << rest << "]\n";
  return 0;
}
