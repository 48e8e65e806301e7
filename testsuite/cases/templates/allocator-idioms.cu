// libstdc++'s allocator machinery written out: allocator_traits with a
// detected pointer type (void_t in a partial specialization, a default
// otherwise), rebind through Alloc::template rebind<U>::other in member
// alias templates (rebind_alloc, rebind_traits), construct by placement new
// from a forwarded pack, destroy by a pseudo-destructor call on a scalar
// (p->~T() with T = int), and a node container whose implementation class
// derives from the rebound allocator (EBO). Values as g++-12 computes them.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

inline void* operator new(unsigned long, void* p) noexcept { return p; }
namespace my {
typedef unsigned long size_t;
template<typename T> struct allocator {
  typedef T value_type; typedef T* pointer; typedef size_t size_type;
  template<typename U> struct rebind { typedef allocator<U> other; };
  allocator() noexcept {}
  template<typename U> allocator(const allocator<U>&) noexcept {}
  T* allocate(size_t n) { return static_cast<T*>(::operator new(n * sizeof(T))); }
  void deallocate(T* p, size_t) { ::operator delete(p); }
};
template<typename...> using void_t = void;
template<typename Alloc, typename U, typename = void> struct rebind_helper { using type = typename Alloc::template rebind<U>::other; };
template<typename T, typename Default, typename = void> struct pointer_of { using type = Default; };
template<typename T, typename Default> struct pointer_of<T, Default, void_t<typename T::pointer>> { using type = typename T::pointer; };
template<typename Alloc> struct allocator_traits {
  typedef Alloc allocator_type;
  typedef typename Alloc::value_type value_type;
  using pointer = typename pointer_of<Alloc, value_type*>::type;
  template<typename U> using rebind_alloc = typename rebind_helper<Alloc, U>::type;
  template<typename U> using rebind_traits = allocator_traits<rebind_alloc<U>>;
  static pointer allocate(Alloc& a, size_t n) { return a.allocate(n); }
  static void deallocate(Alloc& a, pointer p, size_t n) { a.deallocate(p, n); }
  template<typename T, typename... Args> static void construct(Alloc&, T* p, Args&&... args) { ::new((void*)p) T(static_cast<Args&&>(args)...); }
  template<typename T> static void destroy(Alloc&, T* p) { p->~T(); }
};
struct NoPtrAlloc { typedef int value_type; int* allocate(size_t n) { return new int[n]; } void deallocate(int* p, size_t) { delete[] p; } };
struct Node_base { Node_base* next; };
template<typename T> struct Node : Node_base { T val; };
template<typename T, typename Alloc = allocator<T>> class slist {
  typedef typename allocator_traits<Alloc>::template rebind_alloc<Node<T>> Node_alloc;
  typedef allocator_traits<Node_alloc> Node_traits;
  struct Impl : public Node_alloc { Node_base head; Impl() : Node_alloc(), head() { head.next = nullptr; } } impl;
public:
  void push_front(const T& v) {
    Node<T>* n = Node_traits::allocate(impl, 1);
    Node_traits::construct(impl, &n->val, v);
    n->next = impl.head.next; impl.head.next = n;
  }
  T sum() const { T s = T(); for (Node_base* p = impl.head.next; p; p = p->next) s += static_cast<Node<T>*>(p)->val; return s; }
  ~slist() { for (Node_base* p = impl.head.next; p;) { Node<T>* n = static_cast<Node<T>*>(p); p = p->next; Node_traits::destroy(impl, &n->val); Node_traits::deallocate(impl, n, 1); } }
};
}
template<class A, class B> struct same { static const bool value = false; };
template<class A> struct same<A, A> { static const bool value = true; };
int main() {
  my::slist<int> l; l.push_front(3); l.push_front(4);
  my::slist<double> d; d.push_front(1.5);
  printf("%d %.1f\n", l.sum(), d.sum());
  printf("%d %d %d\n", (int)same<my::allocator_traits<my::NoPtrAlloc>::pointer, int*>::value,
    (int)same<my::allocator_traits<my::allocator<int>>::rebind_alloc<char>, my::allocator<char>>::value,
    (int)same<my::allocator_traits<my::allocator<int>>::rebind_traits<long>::pointer, long*>::value);
  printf("%d\n", (int)sizeof(my::slist<int>));
  return 0;
}
@meta main();

// CHECK: 7 1.5
// CHECK-NEXT: 1 1 1
// CHECK-NEXT: 8
