// Objects with virtual bases on the heap: deleted through a pointer to a
// virtual base or a non-primary base (the deleting destructor reached
// through a thunk), arrays of them, and a class-specific operator delete.
#include <cstdio>
#include <cstddef>

struct V {
  int v = 1;
  virtual ~V() { std::printf("~V %d\n", v); }
};
struct L : virtual V { int l = 2; ~L() { std::printf("~L\n"); } };
struct R : virtual V {
  int r = 3;
  ~R() { std::printf("~R\n"); }
  static void operator delete(void* p, std::size_t n) {
    std::printf("R::delete %d\n", n > 0);
    ::operator delete(p);
  }
};
struct D : L, R { int d = 4; ~D() { std::printf("~D\n"); } };

int main() {
  V* a = new D;
  a->v = 10;
  delete a;
  std::printf("--\n");
  R* b = new D;
  delete b;
  std::printf("--\n");
  L* c = new D;
  delete c;
  std::printf("--\n");
  D* arr = new D[2];
  arr[0].v = 20;
  arr[1].v = 21;
  delete[] arr;
  return 0;
}
