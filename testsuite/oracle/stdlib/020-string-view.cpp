// <string_view> at compile time: size, substr, find, compare, starts
// with a prefix, iteration.
#include <cstdio>
#include <string_view>
int main() {
  std::string_view s = "hello, compile-time world";
  std::string_view w = s.substr(7, 12);
  printf("%zu %zu %.*s\n", s.size(), w.size(), (int)w.size(), w.data());
  printf("%zu %zu %d\n", s.find("time"), s.rfind('o'), (int)(s.find("xyz") == std::string_view::npos));
  int vowels = 0;
  for (char c : s)
    if (c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u') ++vowels;
  std::string_view a = "abc", b = "abd";
  printf("%d %d %d %d\n", vowels, a.compare(b) < 0, a == "abc", s.substr(0, 5) == "hello");
  s.remove_prefix(7);
  s.remove_suffix(6);
  printf("%.*s %c %c\n", (int)s.size(), s.data(), s.front(), s.back());
  return 0;
}
