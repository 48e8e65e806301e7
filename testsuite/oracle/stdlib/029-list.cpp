// <list> at compile time: push, insert, erase, remove_if, sort (the
// _Scratch_list merge sort), merge, reverse, unique, splice.
#include <cstdio>
#include <list>
static void show(const char* what, const std::list<int>& l) {
  printf("%s:", what);
  for (int v : l) printf(" %d", v);
  printf(" (%zu)\n", l.size());
}
int main() {
  std::list<int> l = {5, 3, 9, 1, 3, 7};
  l.push_front(4);
  l.push_back(2);
  show("init", l);
  l.sort();
  show("sorted", l);
  l.unique();
  show("unique", l);
  l.remove_if([](int v) { return v % 3 == 0; });
  show("no3", l);
  std::list<int> o = {0, 6, 8};
  l.merge(o);
  show("merged", l);
  l.reverse();
  show("reversed", l);
  auto it = l.begin();
  ++it;
  l.erase(it);
  std::list<int> t = {10, 11};
  l.splice(l.begin(), t);
  show("spliced", l);
  return 0;
}
