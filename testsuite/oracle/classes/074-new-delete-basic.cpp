// new and delete for scalars and class objects, new[] and delete[] with
// initializers, a linked list built and freed.
#include <cstdio>

struct Node {
    int v;
    Node *next;
    Node(int x, Node *n) : v(x), next(n) {}
    ~Node() { printf("free %d\n", v); }
};

int main() {
    int *p = new int(41);
    ++*p;
    printf("%d\n", *p);
    delete p;
    int *arr = new int[5]{1, 2, 3};
    printf("%d %d %d\n", arr[0], arr[2], arr[4]);
    delete[] arr;
    Node *head = nullptr;
    for (int i = 1; i <= 3; ++i) head = new Node(i, head);
    int sum = 0;
    for (Node *n = head; n; n = n->next) sum += n->v;
    printf("sum %d\n", sum);
    while (head) {
        Node *next = head->next;
        delete head;
        head = next;
    }
    double *d = new double[3]();
    printf("%.1f\n", d[0] + d[1] + d[2]);
    delete[] d;
    return 0;
}
