// A small vector class growing with new[]/delete[]: element construction,
// assignment and destruction order.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Item {
  int v;
  Item() : v(0) { printf("Item() "); }
  Item(int x) : v(x) { printf("Item(%d) ", x); }
  Item(const Item& o) : v(o.v) { printf("copy(%d) ", v); }
  Item& operator=(const Item& o) { v = o.v; printf("assign(%d) ", v); return *this; }
  ~Item() { printf("~Item(%d) ", v); }
};
class Vec {
  Item* data_;
  int size_, cap_;
public:
  Vec() : data_(nullptr), size_(0), cap_(0) {}
  Vec(const Vec& o) : data_(new Item[o.cap_]), size_(o.size_), cap_(o.cap_) {
    for (int i = 0; i < size_; ++i) data_[i] = o.data_[i];
  }
  ~Vec() { delete[] data_; }
  void push(const Item& it) {
    if (size_ == cap_) {
      int nc = cap_ ? cap_ * 2 : 1;
      Item* nd = new Item[nc];
      for (int i = 0; i < size_; ++i) nd[i] = data_[i];
      delete[] data_;
      data_ = nd;
      cap_ = nc;
    }
    data_[size_++] = it;
  }
  int size() const { return size_; }
  const Item& operator[](int i) const { return data_[i]; }
};
int main() {
  Vec v;
  for (int i = 1; i <= 3; ++i) { v.push(Item(i * 10)); printf("\n"); }
  Vec w = v;
  printf("\nsizes %d %d last %d\n", v.size(), w.size(), w[2].v);
  return 0;
}
@meta main();

// META: Item(10) Item() assign(10) ~Item(10)
// META-NEXT: Item(20) Item() Item() assign(10) ~Item(10) assign(20) ~Item(20)
// META-NEXT: Item(30) Item() Item() Item() Item() assign(10) assign(20) ~Item(20) ~Item(10) assign(30) ~Item(30)
// META-NEXT: Item() Item() Item() Item() assign(10) assign(20) assign(30)
// META-NEXT: sizes 3 3 last 30
// META-NEXT: ~Item(0) ~Item(30) ~Item(20) ~Item(10) ~Item(0) ~Item(30) ~Item(20) ~Item(10)
