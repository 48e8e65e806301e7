// <string> at compile time: construction, append, find, substr,
// comparison, growth past the small-string buffer, insert/erase, copy and
// move, a std::string in a std::vector.
#include <cstdio>
#include <string>
#include <vector>
int main() {
  std::string s = "hello";
  s += ", world";
  s.append(3, '!');
  printf("%s %zu %zu\n", s.c_str(), s.size(), s.find("world"));
  std::string t = s.substr(7, 5);
  printf("[%s] %d %d %d\n", t.c_str(), (int)(t == "world"), (int)(t < s), t.compare("worle") < 0);
  for (int i = 0; i < 40; ++i) t.push_back(static_cast<char>('a' + i % 26));
  printf("%s %zu %d\n", t.c_str(), t.size(), (int)(t.capacity() >= t.size()));
  t.insert(0, "<<");
  t.erase(7, 20);
  printf("%s %zu %zu\n", t.c_str(), t.rfind('a'), t.find_first_of("xyz"));
  std::string u = t;
  std::string v = std::move(u);
  printf("%d %zu\n", (int)(v == t), v.size());
  std::vector<std::string> words;
  words.push_back("alpha");
  words.push_back(std::string(3, 'b'));
  words.emplace_back("gamma");
  std::string joined;
  for (const std::string& w : words) {
    if (!joined.empty()) joined += '-';
    joined += w;
  }
  printf("%s %zu\n", joined.c_str(), words.size());
  std::string n = std::to_string(12345) + "/" + std::to_string(-7);
  printf("%s\n", n.c_str());
  return 0;
}
