// Member classes of class templates are instantiated when a use needs
// them complete ([temp.inst]/3): as a data member, a base, a local
// variable, through a qualified name, by sizeof and new, and an
// out-of-line member class definition likewise. A member class whose
// definition is ill-formed for some argument is fine while unused.
#include <cstdio>

template <class T>
struct Outer {
    struct Node {
        T value;
        Node *next;
        static const int tag = sizeof(T);
    };
    struct Bad {
        typename T::no_such_type x;  // ill-formed for int: never used
    };
    struct Later;
    struct Derived;
    Node head;
    int count() const { return head.next ? 2 : 1; }
};

template <class T>
struct Outer<T>::Later {
    T twice(T v) const { return v + v; }
};

template <class T>
struct Outer<T>::Derived : Outer<T>::Node {
    int extra = 7;
};

template <class D>
struct Shape {
    struct Tri : Shape<Tri> {
        int corners() const { return 3; }
    };
    int sides() const { return 4; }
};

int main() {
    Outer<int> o{};
    o.head.value = 5;
    std::printf("%d %d\n", o.head.value, o.count());
    Outer<double>::Node n{2.5, nullptr};
    std::printf("%.1f %d\n", n.value, Outer<double>::Node::tag);
    std::printf("%d\n", (int)sizeof(Outer<char>::Node));
    Outer<long>::Later l;
    std::printf("%ld\n", l.twice(21));
    Outer<int>::Derived d;
    d.value = 1;
    std::printf("%d %d\n", d.value, d.extra);
    auto *p = new Outer<short>::Node{3, nullptr};
    std::printf("%d\n", p->value);
    delete p;
    Shape<int> s;
    Shape<int>::Tri t;
    std::printf("%d %d %d\n", s.sides(), t.corners(), t.sides());
    return 0;
}
