// Reductions of what stopped <bits/stdc++.h>, each as libstdc++ 12 writes
// it, run at compile time (values as g++-12 computes them):
// - <chrono>: common_type<long, long, long> folds through a partial
//   specialization `fold<C, pack<R...>, void_t<typename C::type>>`, more
//   specialized than `fold<C, R, void>` (a member type named on a
//   placeholder in partial ordering is a placeholder of its own);
// - <locale>: messages<C> names messages_base::catalog, a member of a
//   non-dependent base, in a member function's parameter list;
// - <list>: _Scratch_list compares `_List_node_base*` with `const
//   _Scratch_list*` (composite pointer type `const _List_node_base*`);
// - <random>: random_device's anonymous union holds an mt19937, whose
//   default constructor is user-provided; the union is not initialized;
// - <memory>: weak_ptr's `this->__weak_ptr<_Tp>::operator=(__r)`;
// - <mutex>: GNU `__thread` (C11 `_Thread_local`) is `thread_local`;
// - <mutex>: once_flag befriends `call_once` (a function template declared
//   first by the friend declaration, defined after the class);
// - <regex>: `basic_istringstream<C> is(string_type(1, ch));` is a variable
//   (a type name applied to a literal is a functional cast);
// - <filesystem>: `path& replace_extension(const path& = path())` in
//   path's own body (a default argument is a complete-class context), and
//   `path::assign(string_type&&)` defined after the class beside a member
//   template `assign` of the same name;
// - <type_traits>: in `__or_<A<T>, A<T>>::type` the `>>` closes both lists,
//   so `::type` is `__or_`'s member even where `A<T>::type` names a type.
// RUN: %circle-rs -fsyntax-only %s | %FileCheck %s --match-full-lines

template<typename...> using void_t_ = void;
template<typename A, typename B> struct box { using type = A; };
template<typename...> struct pack {};
template<typename, typename, typename = void> struct fold;
template<typename C, typename... R>
struct fold<C, pack<R...>, void_t_<typename C::type>> { static constexpr int which = 1; };
template<typename C, typename R>
struct fold<C, R, void> { static constexpr int which = 2; };
struct no_type {};
static_assert(fold<box<long, int>, pack<long>>::which == 1, "");
static_assert(fold<no_type, pack<long>>::which == 2, "");

struct messages_base { typedef int catalog; };
struct facet { int refs = 0; };
template<typename C> class messages : public facet, public messages_base {
public:
  catalog open(int n) const { return n + 1; }
  int get(catalog c, int set, int id, const C& dflt) const { return do_get(c, set, id, dflt); }
protected:
  virtual int do_get(catalog, int, int, const C& dflt) const;
};
template<typename C> int messages<C>::do_get(catalog c, int set, int, const C& dflt) const {
  return c * 100 + set * 10 + dflt;
}

struct node_base { node_base* next; node_base* prev; };
struct scratch : node_base {
  scratch() { next = prev = this; }
  bool empty() const { return next == this; }
  bool same(const node_base* p) const { return this == p && p != next; }
};

struct engine { unsigned state; engine() : state(5489u) {} };
class device {
public:
  device() { fd = 7; }
  int fd_value() const { return fd; }
  __extension__ union {
    struct { void* file; int fd; };
    engine mt;
  };
};

template<typename T> struct weak_base {
  int assigned = 0;
  weak_base& operator=(const weak_base& r) { assigned = r.assigned + 1; return *this; }
  T held{};
};
template<typename T> struct weak : weak_base<T> {
  weak& operator=(const weak& r) { this->weak_base<T>::operator=(r); return *this; }
  T value() const { return this->weak_base<T>::held; }
};

template<typename> struct A { typedef int type; };
template<typename...> struct O { struct type { int o = 9; }; };
template<typename T> struct Y : O<A<T>, A<T>>::type {};

struct once_flag {
private:
  int once = 0;
  template<typename C, typename... A> friend void call_once(once_flag& f, C&& c, A&&... a);
};
template<typename C, typename... A> void call_once(once_flag& f, C&& c, A&&... a) { f.once = c(a...); }

struct str { int n; char c; str(int k, char ch) : n(k), c(ch) {} };
struct stream { int n; explicit stream(const str& s) : n(s.n * 10 + s.c - 'a') {} };
template<typename C> struct traits {
  typedef str string_type;
  int value(C ch) const;
};
template<typename C> int traits<C>::value(C ch) const {
  stream is(string_type(1, ch));
  return is.n;
}

struct path {
  int v = 4;
  int joined(const path& p = path()) const { return p.v + v; }
  static int size(int x = sizeof(path)) { return x; }
  typedef char value_type;
  path& assign(int x);
  template<typename S> path& assign(S const&) { v = 2; return *this; }
  path& operator+=(value_type c);
  template<typename S> path& operator+=(S const&) { return *this; }
};
inline path& path::assign(int x) { v = x; return *this; }
inline path& path::operator+=(value_type c) { v += c; return *this; }

__thread int per_thread = 3;
_Thread_local int per_thread_c11 = 4;

int main() {
  messages<int> m;
  printf("catalog %d\n", m.get(m.open(1), 3, 0, 4));
  scratch s;
  printf("scratch %d %d\n", (int)s.empty(), (int)s.same(&s));
  device d;
  printf("device %d\n", d.fd_value());
  weak<int> a, b;
  b.assigned = 4;
  a = b;
  printf("weak %d %d\n", a.assigned, a.value());
  printf("thread %d %d\n", per_thread, per_thread_c11);
  printf("closing %d\n", Y<int>().o);
  once_flag flag;
  call_once(flag, [](int x) { return x; }, 3);
  printf("value %d\n", traits<char>().value('c'));
  path p;
  printf("path %d %d\n", p.joined(), path::size());
  p.assign(3);
  p += 'a';
  printf("assign %d\n", p.v);
  return 0;
}
@meta main();

// CHECK: catalog 234
// CHECK-NEXT: scratch 1 0
// CHECK-NEXT: device 7
// CHECK-NEXT: weak 5 0
// CHECK-NEXT: thread 3 4
// CHECK-NEXT: closing 9
// CHECK-NEXT: value 12
// CHECK-NEXT: path 8 4
// CHECK-NEXT: assign 100
