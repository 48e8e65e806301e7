// Slicing copies of polymorphic objects, by-value parameters of class type,
// members and member arrays destroyed in reverse order after the body.
// The expected output is what the program prints when compiled with g++-12
// -std=c++17 and run; here it runs at compile time.
// RUN: %circle-rs %s -fsyntax-only > %t.out
// RUN: %FileCheck %s --check-prefix=META --match-full-lines --input-file %t.out
#include <cstdio>
struct Animal {
  const char* n;
  Animal(const char* s) : n(s) { printf("Animal %s\n", n); }
  Animal(const Animal& o) : n(o.n) { printf("copy Animal %s\n", n); }
  virtual ~Animal() { printf("~Animal %s\n", n); }
  virtual const char* speak() const { return "..."; }
};
struct Dog : Animal {
  int legs[4];
  Dog() : Animal("dog") { for (int i = 0; i < 4; ++i) legs[i] = i; printf("Dog\n"); }
  ~Dog() { printf("~Dog\n"); }
  const char* speak() const override { return "woof"; }
};
void by_value(Animal a) { printf("by value: %s\n", a.speak()); }
void by_ref(const Animal& a) { printf("by ref: %s\n", a.speak()); }
struct Member { int k; Member(int x) : k(x) { printf("Member %d\n", k); } ~Member() { printf("~Member %d\n", k); } };
struct Owner : Dog {
  Member m1{1};
  Member ms[2] = {Member(2), Member(3)};
  Owner() { printf("Owner\n"); }
  ~Owner() { printf("~Owner\n"); }
};
int main() {
  Dog d;
  by_value(d);
  by_ref(d);
  Animal copy = d;
  printf("copy speaks %s\n", copy.speak());
  {
    Owner o;
    printf("%s %d\n", o.speak(), o.legs[3]);
  }
  printf("end\n");
  return 0;
}
@meta main();

// META: Animal dog
// META-NEXT: Dog
// META-NEXT: copy Animal dog
// META-NEXT: by value: ...
// META-NEXT: ~Animal dog
// META-NEXT: by ref: woof
// META-NEXT: copy Animal dog
// META-NEXT: copy speaks ...
// META-NEXT: Animal dog
// META-NEXT: Dog
// META-NEXT: Member 1
// META-NEXT: Member 2
// META-NEXT: Member 3
// META-NEXT: Owner
// META-NEXT: woof 3
// META-NEXT: ~Owner
// META-NEXT: ~Member 3
// META-NEXT: ~Member 2
// META-NEXT: ~Member 1
// META-NEXT: ~Dog
// META-NEXT: ~Animal dog
// META-NEXT: end
// META-NEXT: ~Animal dog
// META-NEXT: ~Dog
// META-NEXT: ~Animal dog
