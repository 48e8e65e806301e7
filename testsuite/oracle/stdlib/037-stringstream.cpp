// <sstream> read/write at compile time: getline with delimiters, seekg/
// seekp/tellg, str() both ways, words wider than the small-string buffer,
// to_string/stoi/stol, failure on empty and blank input.
#include <cstdio>
#include <sstream>
#include <string>
int main() {
  std::stringstream ss;
  ss << "alpha,beta,,gamma\nsecond line\n" << 12 << ' ' << 3.5;
  std::string part;
  while (std::getline(ss, part, ',')) {
    printf("[%s]\n", part.c_str());
    if (part.find('\n') != std::string::npos) break;
  }
  ss.clear();
  ss.seekg(0);
  std::string line;
  std::getline(ss, line);
  printf("first: %s tellg=%d\n", line.c_str(), (int)ss.tellg());
  std::getline(ss, line);
  printf("second: %s\n", line.c_str());
  int n = 0; double d = 0;
  ss >> n >> d;
  printf("n=%d d=%g eof=%d\n", n, d, (int)ss.eof());
  ss.clear();
  ss.seekp(0);
  ss << "ALPHA";
  printf("str: %s\n", ss.str().c_str());
  ss.str("new text 5");
  std::string a, b; int k = 0;
  ss >> a >> b >> k;
  printf("%s|%s|%d\n", a.c_str(), b.c_str(), k);
  std::string longw(40, 'z');
  std::istringstream big(longw + " tail");
  std::string w1, w2; big >> w1 >> w2;
  printf("%zu %s\n", w1.size(), w2.c_str());
  std::ostringstream os;
  os << std::to_string(42) << ' ' << std::to_string(-1.5) << ' ' << std::stoi("  123abc") << ' ' << std::stol("-77");
  printf("%s\n", os.str().c_str());
  std::istringstream e(""); std::string none; std::getline(e, none); printf("empty getline fail=%d eof=%d\n", (int)e.fail(), (int)e.eof());
  std::istringstream nl("\nx"); std::getline(nl, none); printf("blank line: '%s' fail=%d\n", none.c_str(), (int)nl.fail());
  std::istringstream ws("  \t "); int z = 9; ws >> z; printf("ws only: z=%d fail=%d eof=%d\n", z, (int)ws.fail(), (int)ws.eof());
  return 0;
}
