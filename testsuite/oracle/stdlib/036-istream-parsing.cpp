// <sstream> input at compile time: istringstream extraction of integers,
// floats, bools and words; hex and base-0 input; failure and eof states;
// out-of-range input stores the type's nearest limit and sets failbit.
#include <cstdio>
#include <iomanip>
#include <sstream>
#include <string>
int main() {
  std::istringstream in("  42 -17 3.5 word 0x1f 99999999999999999999 7");
  int a = 0, b = 0; double d = 0; std::string w; int h = 0; long big = 0; int last = 0;
  in >> a >> b >> d >> w >> std::hex >> h >> std::dec >> big;
  printf("%d %d %g %s %d %ld fail=%d eof=%d\n", a, b, d, w.c_str(), h, big, (int)in.fail(), (int)in.eof());
  in.clear(); in >> last; printf("last=%d eof=%d fail=%d\n", last, (int)in.eof(), (int)in.fail());
  in >> last; printf("after eof=%d fail=%d last=%d\n", (int)in.eof(), (int)in.fail(), last);
  std::istringstream in2("abc 12"); int x = 5; in2 >> x; printf("x=%d fail=%d\n", x, (int)in2.fail());
  std::istringstream in3("300 -5 70000 1e400 2.5e-3 true 1 2"); unsigned char uc = 0; unsigned u = 0; short sh = 0; double dd = 0; float fl = 0; bool bb = false;
  int c1 = 0; in3 >> c1 >> u >> sh; printf("%d %u %d fail=%d\n", c1, u, sh, (int)in3.fail()); in3.clear();
  in3 >> dd; printf("%g fail=%d\n", dd, (int)in3.fail()); in3.clear(); in3 >> fl; printf("%g\n", (double)fl);
  in3 >> std::boolalpha >> bb; printf("bb=%d\n", (int)bb); in3 >> std::noboolalpha >> bb; printf("bb=%d\n", (int)bb); in3 >> bb; printf("bb=%d fail=%d\n", (int)bb, (int)in3.fail());
  (void)uc;
  std::istringstream in4("0x10 010 10"); int i1, i2, i3; in4 >> std::setbase(0) >> i1 >> i2 >> i3; printf("%d %d %d\n", i1, i2, i3);
  std::istringstream in5("-4294967296 18446744073709551615 -1"); unsigned long ul = 0; unsigned int ui = 0; long ll = 0;
  in5 >> ll >> ul >> ui; printf("%ld %lu %u fail=%d\n", ll, ul, ui, (int)in5.fail());
  return 0;
}

