// The rebind idiom: an allocator template exposes a nested member template
// 'rebind', used by a list to allocate nodes instead of values.
#include <cstdio>

template <typename T>
struct Alloc {
    typedef T value_type;
    template <typename U> struct rebind { typedef Alloc<U> other; };
    static int count;
    T *allocate() { ++count; return new T; }
    void deallocate(T *p) { --count; delete p; }
};
template <typename T> int Alloc<T>::count = 0;

template <typename T, typename A = Alloc<T>>
class List {
    struct Node { T v; Node *next; };
    typedef typename A::template rebind<Node>::other NodeAlloc;
    NodeAlloc na;
    Node *head = nullptr;
public:
    void push(const T &v) {
        Node *n = na.allocate();
        n->v = v;
        n->next = head;
        head = n;
    }
    ~List() {
        while (head) { Node *n = head->next; na.deallocate(head); head = n; }
    }
    T sum() const { T s = T(); for (Node *n = head; n; n = n->next) s += n->v; return s; }
    static int nodes() { return NodeAlloc::count; }
};

int main() {
    {
        List<int> l;
        l.push(1); l.push(2); l.push(3);
        printf("sum %d nodes %d ints %d\n", l.sum(), List<int>::nodes(), Alloc<int>::count);
    }
    printf("nodes %d\n", List<int>::nodes());
    return 0;
}
