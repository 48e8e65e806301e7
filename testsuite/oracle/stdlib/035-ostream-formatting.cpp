// <sstream>/<iomanip> output at compile time: every arithmetic type and
// char strings into an ostringstream with each manipulator (width, fill,
// adjustment incl. internal, bases, showbase/showpos/uppercase/boolalpha,
// fixed/scientific/hexfloat/defaultfloat, precision 0 and large, showpoint).
#include <cstdio>
#include <iomanip>
#include <sstream>
#include <string>
int main() {
  std::ostringstream o;
  o << true << ' ' << std::boolalpha << false << ' ' << std::setw(7) << true << '|' << std::noboolalpha;
  o << (signed char)65 << (unsigned char)66 << 'C' << ' ' << (short)-12 << ' ' << (unsigned short)65535 << ' ';
  o << -2147483647 - 1 << ' ' << 4294967295u << ' ' << -9223372036854775807L - 1 << ' ' << 18446744073709551615UL << ' ';
  o << 123456789012LL << ' ' << 18446744073709551615ULL << '\n';
  o << std::hex << 255 << ' ' << std::showbase << 255 << ' ' << std::uppercase << 255 << ' ' << 0 << ' ' << -1 << std::nouppercase << ' ';
  o << std::oct << 8 << ' ' << 0 << ' ' << std::noshowbase << 8 << std::dec << ' ' << std::showpos << 5 << ' ' << 0 << ' ' << 5u << ' ' << -5 << std::noshowpos << '\n';
  o << std::setw(8) << std::internal << -42 << '|' << std::setfill('0') << std::setw(8) << std::hex << std::showbase << 42 << '|' << std::dec << std::noshowbase << std::setfill(' ');
  o << std::left << std::setw(6) << -7 << '|' << std::right << std::setw(6) << "ab" << '|' << std::left << std::setw(5) << std::string("xy") << '|' << std::right << '\n';
  o << 1.0 << ' ' << 0.1 << ' ' << 1e100 << ' ' << 123456789.0 << ' ' << 1.5f << ' ' << 3.25L << ' ' << -0.0 << '\n';
  o << std::setprecision(0) << 2.5 << ' ' << std::setprecision(20) << 0.1 << ' ' << std::setprecision(3) << 3.14159 << ' ';
  o << std::fixed << 3.14159 << ' ' << std::setprecision(0) << 2.5 << ' ' << std::setprecision(10) << 1.0 / 3 << ' ';
  o << std::scientific << std::setprecision(4) << 12345.678 << ' ' << std::uppercase << 12345.678 << std::nouppercase << ' ';
  o << std::hexfloat << 1.0 << ' ' << -0.5 << ' ' << std::defaultfloat << std::setprecision(6) << 2.0 << ' ' << std::showpoint << 2.0 << std::noshowpoint << '\n';
  o << std::showpos << 1.5 << ' ' << std::setw(9) << std::internal << -1.5 << '|' << std::setw(9) << 2.5 << std::noshowpos << '|' << std::setw(12) << std::hexfloat << 1.0 << '|' << std::defaultfloat << '\n';
  o << std::fixed << std::setprecision(2) << 1e20L << ' ' << 1.005 << ' ' << std::scientific << 0.0 << std::defaultfloat << '\n';
  const char* s = "cstr"; o << s << ' ' << std::setw(6) << s << '\n';
  printf("%s", o.str().c_str());
  return 0;
}
