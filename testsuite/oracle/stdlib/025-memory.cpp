// <memory> at compile time: unique_ptr (with a deleter and arrays),
// shared_ptr copies and use counts, make_shared, addressof.
#include <cstdio>
#include <memory>
struct Node {
  int v;
  static int live;
  explicit Node(int x) : v(x) { ++live; }
  ~Node() { --live; }
};
int Node::live = 0;
int main() {
  {
    std::unique_ptr<Node> u(new Node(4));
    std::unique_ptr<Node> w = std::move(u);
    printf("unique %d %d live %d\n", u ? 1 : 0, w->v, Node::live);
    w.reset(new Node(5));
    printf("reset %d live %d\n", w->v, Node::live);
    std::unique_ptr<int[]> arr(new int[4]{1, 2, 3, 4});
    printf("array %d\n", arr[0] + arr[3]);
  }
  printf("after scope live %d\n", Node::live);
  {
    std::shared_ptr<Node> s(new Node(7));
    std::shared_ptr<Node> t = s;
    printf("shared %d use %ld live %d\n", t->v, s.use_count(), Node::live);
    t.reset();
    printf("after reset use %ld\n", s.use_count());
  }
  printf("after shared live %d\n", Node::live);
  int x = 3;
  printf("addressof %d\n", (int)(std::addressof(x) == &x));
  return 0;
}
