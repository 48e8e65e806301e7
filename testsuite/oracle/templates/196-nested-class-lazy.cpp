// A member class of a class template is instantiated only when used
// ([temp.inst]/3): Shape<int>::Tri derives from Shape<Tri>, which is
// fine as long as nothing asks for Tri; instantiating it eagerly recurses
// without end. Found by the translate fuzzer (fuzz/regressions/).
#include <cstdio>
template <typename D>
struct Shape {
    struct Tri : Shape<Tri> {};
    int sides() const { return 3; }
};
int main() {
    Shape<int> s;
    std::printf("%d\n", s.sides());
    return 0;
}
