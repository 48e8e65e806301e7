// Deeper hierarchies: a virtual base of a virtual base, the same class as
// a virtual base along several paths and levels, non-virtual copies beside
// a virtual one, and each subobject's view of the shared ones.
#include <cstdio>

struct Base {
  int id;
  Base(int i = 0) : id(i) { std::printf("Base(%d)\n", id); }
  virtual ~Base() { std::printf("~Base(%d)\n", id); }
  virtual int who() const { return id; }
};
struct Mid1 : virtual Base { Mid1() : Base(1) { std::printf("Mid1 sees %d\n", who()); } int m1 = 11; };
struct Mid2 : virtual Base { Mid2() : Base(2) { std::printf("Mid2 sees %d\n", who()); } int m2 = 12; };
struct Top : virtual Mid1, virtual Mid2 {
  Top() : Base(3) { std::printf("Top sees %d\n", who()); }
  int who() const override { return 1000 + id; }
  int t = 13;
};
struct Plain : Base { Plain() : Base(50) {} int p = 14; };
struct Mixed : Top, Plain {
  Mixed() : Base(4) { std::printf("Mixed\n"); }
  int x = 15;
};
struct Last : virtual Top, virtual Mid2 {
  Last() : Base(6) { std::printf("Last sees %d\n", who()); }
};

int main() {
  { Top t; std::printf("%d %d %d %d\n", t.m1, t.m2, t.t, static_cast<Mid2&>(t).who()); }
  std::printf("--\n");
  {
    Mixed m;
    Base& vb = static_cast<Mid1&>(m);
    Base& pb = static_cast<Plain&>(m);
    std::printf("%d %d %d %d\n", vb.who(), pb.who(), m.Plain::id, m.x);
  }
  std::printf("--\n");
  { Last l; std::printf("%d\n", static_cast<Mid1&>(l).who()); }
  return 0;
}
