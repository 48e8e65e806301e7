// <iomanip> at compile time: setw, setfill, left/right, setprecision,
// fixed, hex and showbase into an ostringstream, printed with printf.
#include <cstdio>
#include <iomanip>
#include <sstream>
int main() {
  std::ostringstream os;
  os << '[' << std::setw(6) << 42 << ']';
  os << '[' << std::setfill('*') << std::left << std::setw(5) << 7 << ']';
  os << '[' << std::right << std::setw(4) << -3 << ']';
  printf("%s\n", os.str().c_str());
  std::ostringstream f;
  f << std::fixed << std::setprecision(3) << 3.14159 << ' ' << std::setprecision(1) << 2.25;
  printf("%s\n", f.str().c_str());
  std::ostringstream h;
  h << std::hex << std::showbase << 255 << ' ' << std::dec << 255;
  printf("%s\n", h.str().c_str());
  return 0;
}
