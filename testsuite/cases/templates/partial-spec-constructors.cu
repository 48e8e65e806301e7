// Constructors of a class template's partial specialization are named by
// its injected-class-name (libstdc++'s _Head_base<_Idx, _Head, true>), and
// may initialize a base named by a template parameter.
// RUN: %circle-rs %s -fsyntax-only
template<int I, typename H> struct HB : public H {
  constexpr HB() : H() { }
};
template<int I, typename H, bool B> struct HC;
template<int I, typename H> struct HC<I, H, true> : H {
  int v;
  HC() : H(), v(1) { }
  constexpr HC(const HC&) = default;
  template<typename U> constexpr HC(U&& u) : H(), v(static_cast<int>(u)) { }
};
struct E {};
@meta HC<0, E, true> c(7);
static_assert(HC<0, E, true>(5).v == 5);
int main() { HB<0, E> h; HC<0, E, true> c; return c.v - 1; }
